"""Tests of the nsg package."""
