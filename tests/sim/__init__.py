"""Tests of the sim package."""
