"""Simulator backends, plan execution, video and annotation recording (docs written below)."""
