"""Simulator backends."""
