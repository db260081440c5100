"""PDDL problems from a scene and a task instance.

The problem is built as data first (:class:`Problem`: typed objects, initial atoms, goal) and
written as PDDL text from that, so the planner and the STRIPS checker see the same facts.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from pddl_domains import vocabulary as vocab
from contracts.errors import InvalidInstanceError
from sim.scenes import Scene
from contracts.library.tasks import TaskInstance, object_forms
from strips.actions import Atom, Literal

DOMAIN_NAME = "egotv-kitchen"
NO_SUBTASK = "none"
_DEVICE_PREDICATES = {"Microwave": "is-microwave", "Fridge": "is-fridge", "SinkBasin": "is-sink"}
_AFFORDANCE_PREDICATES = {"heat": "heatable", "cool": "coolable", "clean": "cleanable", "slice": "sliceable"}


@dataclass(frozen=True)
class Problem:
    """A grounded planning problem and the bookkeeping needed to read its plans back."""

    name: str
    objects: dict[str, str]  # object name -> PDDL type
    init: frozenset[Atom]
    goal: tuple[Literal, ...]
    target: str
    place_receptacle: str | None
    order_edges: tuple[tuple[str, str], ...]
    instance: TaskInstance = field(compare=False)
    scene: Scene = field(compare=False, repr=False)

    @property
    def completion_atoms(self) -> dict[str, Atom]:
        """For each sub-task, the atom whose becoming true means it is done."""
        out = {}
        for s in self.instance.spec.subtasks:
            out[s] = Atom("holding", (self.target,)) if s == "pick" else Atom("done", (s,))
        return out

    def to_pddl(self) -> str:
        by_type: dict[str, list[str]] = {}
        for name, typ in self.objects.items():
            by_type.setdefault(typ, []).append(name)
        objs = "\n    ".join(f"{' '.join(names)} - {typ}" for typ, names in by_type.items())
        init = "\n    ".join(str(a) for a in sorted(self.init))
        goal = "\n      ".join(str(g) for g in self.goal)
        return (f"(define (problem {self.name})\n  (:domain {DOMAIN_NAME})\n"
                f"  (:objects\n    {objs})\n  (:init\n    {init})\n"
                f"  (:goal (and\n      {goal})))\n")


def build_problem(scene: Scene, instance: TaskInstance, seed: int | None = None) -> Problem:
    """Turn ``instance`` in ``scene`` into a problem; ``seed`` (default: the instance's) picks
    which copy of the target object and of the place receptacle the task is about."""
    rng = random.Random(f"problem-{instance.seed if seed is None else seed}")
    spec = instance.spec
    candidates = scene.objects_of_type(instance.object)
    if not candidates:
        raise InvalidInstanceError(
            f"scene {scene.name} has no {instance.object!r}",
            sorted({o.type for o in scene.objects}))
    target = rng.choice(candidates)
    place_rec = None
    if instance.receptacle is not None:
        options = [r.id for r in scene.receptacles_of_type(instance.receptacle)]
        options += [o.id for o in scene.objects_of_type(instance.receptacle) if o.id != target.id]
        if not options:
            raise InvalidInstanceError(
                f"scene {scene.name} has no {instance.receptacle!r} to place into",
                sorted({r.type for r in scene.receptacles} | {o.type for o in scene.objects if o.is_receptacle}))
        place_rec = rng.choice(options)

    objects: dict[str, str] = {}
    types: dict[str, str] = {}  # name -> scene type (Apple, Fridge ...)
    loc_of: dict[str, str] = {}
    init: set[Atom] = {Atom("agent-at", (scene.agent_start,)), Atom("hand-empty"), Atom("done", (NO_SUBTASK,))}
    for loc in scene.locations:
        objects[loc.name] = "location"
    for r in scene.receptacles:
        objects[r.id], types[r.id], loc_of[r.id] = "receptacle", r.type, r.location
    # Movable receptacles (plates, pots ...) act as receptacles unless they are the target.
    for o in scene.objects:
        if o.is_receptacle and o.id != target.id:
            objects[o.id], types[o.id] = "receptacle", o.type
            loc_of[o.id] = loc_of[o.receptacle]
        else:
            objects[o.id], types[o.id] = "item", o.type
    for o in scene.objects:
        if objects[o.id] == "item":  # a plate acting as a receptacle stays put (receptacle-at)
            init.add(Atom("in", (o.id, o.receptacle)))
    for rid, loc in loc_of.items():
        init.add(Atom("receptacle-at", (rid, loc)))
        rtype = types[rid]
        if rtype in vocab.kitchen()["openable"]:
            init.add(Atom("openable", (rid,)))
        else:
            init.add(Atom("accessible", (rid,)))
        if rtype in vocab.toggleable_types():
            init.add(Atom("toggleable", (rid,)))
        if rtype in _DEVICE_PREDICATES:
            init.add(Atom(_DEVICE_PREDICATES[rtype], (rid,)))
    target_forms = [instance.object]
    if "slice" in spec.subtasks and vocab.sliced_form(instance.object):
        target_forms.append(vocab.sliced_form(instance.object))
    for name, typ in objects.items():
        if typ != "item":
            continue
        forms = target_forms if name == target.id else [types[name]]
        if types[name] in vocab.kitchen()["slicing_tools"]:
            init.add(Atom("is-knife", (name,)))
        for rid in loc_of:
            if all(vocab.can_contain(types[rid], f) for f in forms):
                init.add(Atom("can-contain", (rid, name)))
    init.add(Atom("target", (target.id,)))
    for s in spec.subtasks:
        if s in _AFFORDANCE_PREDICATES and all(vocab.affords(s, f) for f in object_forms(spec, instance.object, s)):
            init.add(Atom(_AFFORDANCE_PREDICATES[s], (target.id,)))
    goal: list[Literal] = []
    for s in spec.subtasks:
        if s == "pick":
            goal.append(Literal(Atom("holding", (target.id,))))
            continue
        preds = spec.predecessors(s) + [NO_SUBTASK, NO_SUBTASK]
        init.add(Atom("needs", (s, preds[0], preds[1])))
        goal.append(Literal(Atom("done", (s,))))
    if place_rec is not None:
        init.add(Atom("place-goal", (target.id, place_rec)))
        goal.append(Literal(Atom("in", (target.id, place_rec))))
    # Declaration order changes the planner's tie-breaking: shuffle it with the seed so that
    # equally good plans (which counter, which knife) vary between seeds.
    names = list(objects)
    rng.shuffle(names)
    objects = {n: objects[n] for n in names}
    return Problem(
        name=f"{instance.task}-{instance.object.lower()}-{scene.name.lower()}-s{instance.seed}",
        objects=objects, init=frozenset(init), goal=tuple(goal), target=target.id,
        place_receptacle=place_rec, order_edges=tuple(spec.edges), instance=instance, scene=scene)
