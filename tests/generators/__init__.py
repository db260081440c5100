"""Tests of the generators package."""
