"""Tests of the strips package."""
