"""PDDL domain files shipped with the package (data, read with :func:`domain_path`)."""
from __future__ import annotations

from importlib import resources
from pathlib import Path

DOMAINS = ("kitchen",)


def domain_path(name: str = "kitchen") -> Path:
    """Path of a shipped domain file; unknown names list the shipped ones."""
    if name not in DOMAINS:
        raise KeyError(f"unknown PDDL domain {name!r}; shipped domains: {', '.join(DOMAINS)}")
    return Path(str(resources.files("pddl_domains").joinpath(f"{name}.pddl")))
