"""The ground floor: what every package agrees on, owned in one place.

- ``library``: the 82 tasks, their splits and held-out pairs (declarative data in ``data/``);
- ``language``: task graphs, their truth on an executed order, the description templates;
- ``dataset``: a dataset directory's layout, the typed :class:`~contracts.dataset.manifest.ManifestRow`
  and the one loader (our manifest or EgoTV's own release layout);
- ``plan``: the typed :class:`~contracts.plan.PlanSpec` that the planner hands the simulator;
- ``schema`` (the records' version rule), ``files`` (atomic writes, JSONL), ``argtypes``
  (command-line value checks), ``encoder`` (the bundled MiniLM sentence encoder), ``errors``.

It imports only ``pddl_domains`` (the kitchen vocabulary); ``strips``, ``sim``, ``generators``
and ``nsg`` import it.
"""
