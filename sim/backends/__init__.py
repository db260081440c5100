"""Simulator backends by name, loaded lazily (importing one never imports the others).

``get_backend(name, **config)``:

- ``"embedded"`` (default): the MuJoCo kitchen (:class:`sim.backends.embedded.backend.EmbeddedKitchen`),
  config ``preset``, ``width``, ``height``, ``fovy``, ``boxes``;
- ``"ai2thor"``: AI2-THOR through its Unity build
  (:class:`sim.backends.ai2thor.backend.AI2ThorSimulator`), config ``width``, ``height``,
  ``x_display``, ``platform``, ``local_executable_path`` ...; fails fast when no build is present;
- ``"auto"``: AI2-THOR when a build is present, else the embedded kitchen, saying so on stderr
  and in the log. Config keys the chosen backend does not take are dropped for ``auto`` only.
"""
from __future__ import annotations

import importlib
import inspect
import logging
import sys

from sim.base import Simulator
from sim.errors import BackendOptionError, UnknownBackendError

log = logging.getLogger(__name__)

# name -> (module, class); modules are imported only when their backend is asked for
BACKENDS: dict[str, tuple[str, str]] = {
    "embedded": ("sim.backends.embedded.backend", "EmbeddedKitchen"),
    "ai2thor": ("sim.backends.ai2thor.backend", "AI2ThorSimulator"),
}
DEFAULT_BACKEND = "embedded"


def backend_names() -> list[str]:
    return sorted(BACKENDS) + ["auto"]


def backend_class(name: str) -> type[Simulator]:
    if name not in BACKENDS:
        raise UnknownBackendError(name, backend_names())
    module, cls = BACKENDS[name]
    return getattr(importlib.import_module(module), cls)


def accepted_options(cls: type, config: dict) -> dict:
    """The subset of ``config`` that backend class ``cls`` takes (how ``auto`` drops options
    meant for the other backend)."""
    params = inspect.signature(cls.__init__).parameters
    if any(p.kind == p.VAR_KEYWORD for p in params.values()):
        return dict(config)
    return {k: v for k, v in config.items() if k in params}


def resolve_auto(**config) -> tuple[str, str]:
    """The backend ``auto`` picks and why: ai2thor when a Unity build is found, else embedded."""
    from sim.backends.ai2thor.build import find_build

    build = find_build(config.get("local_executable_path"), config.get("platform"))
    return ("ai2thor", build.reason) if build.found else (DEFAULT_BACKEND, build.reason)


def choose_backend(name: str, config: dict) -> tuple[str, dict, str | None]:
    """The backend a run will use, checked before any work starts: ``(name, options, note)``.

    "auto" is resolved here (``note`` says why the embedded kitchen was chosen, once, for the
    caller to report); the chosen class is constructed and closed once, so an unknown name
    (:class:`UnknownBackendError`), an option it does not take (:class:`BackendOptionError`) or a
    missing AI2-THOR build fail now. Backends are cheap to construct: they load their scene or
    start their controller on the first reset."""
    note = None
    options = dict(config)
    if name == "auto":
        name, why = resolve_auto(**options)
        if name == DEFAULT_BACKEND:
            note = f"backend auto: no AI2-THOR build found ({why}); using the embedded MuJoCo kitchen"
        options = accepted_options(backend_class(name), options)
    cls = backend_class(name)
    try:
        probe = cls(**options)
    except TypeError as exc:
        raise BackendOptionError(f"backend {name!r} does not take the option(s) {sorted(options)} ({exc})") from None
    probe.close()
    return name, options, note


def get_backend(name: str = DEFAULT_BACKEND, **config) -> Simulator:
    """A simulator instance by name ("embedded", "ai2thor" or "auto")."""
    if not isinstance(name, str) or name not in BACKENDS and name != "auto":
        raise UnknownBackendError(name, backend_names())
    if name == "auto":
        name, why = resolve_auto(**config)
        if name == DEFAULT_BACKEND:
            msg = f"backend auto: no AI2-THOR build found ({why}); using the embedded MuJoCo kitchen"
            log.warning(msg)
            print(msg, file=sys.stderr)
        cls = backend_class(name)
        return cls(**accepted_options(cls, config))
    return backend_class(name)(**config)
