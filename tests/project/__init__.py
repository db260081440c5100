"""Tests that span packages: layering, docs, fault injection on every command."""
