"""Shared test helpers (fakes, synthetic datasets, tiny renders): imported by tests, never collected."""
