"""Derive each template's answer from the knowledge graph and one episode's annotations.

Why split from :mod:`qa`: this module decides *what is true* (answer, the set of answers that
would also be right, the program and the facts along it); :mod:`qa` decides *what is asked*
(balancing, distractors, texts). Each derivation returns zero or more :class:`RawQuestion`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

import networkx as nx

from pddl_domains import vocabulary as vocab
from generators.procedural import kg
from generators.procedural.episodes import Episode, StepSpan
from contracts.language.truth import valid_instance
from contracts.library import splits as split_lib
from contracts.library.tasks import get_task, parse_task_name, valid_receptacles

# the states a step can bring about (held and in are where the object is, not what it became)
STATE_KEYS = tuple(k for k in vocab.OBJECT_STATE_KEYS if k not in ("held", "in"))


@dataclass
class RawQuestion:
    """A template applied to one episode: the answer entity, every entity that would also be a
    right answer (excluded from distractors), the program and its facts in words."""

    template: str
    episode: Episode
    spans: list[tuple[int, int]]
    answer: str
    valid: set[str]
    program: list[dict]
    facts: list[str]
    fields: dict = field(default_factory=dict)
    stratum: tuple = ()  # answers are balanced within each (split, stratum): see qa.balance


def instance_type(instance: str) -> str:
    """``butter_knife_1`` -> ``ButterKnife``; ``counter_2`` -> ``CounterTop``."""
    return vocab.type_from_token(vocab.instance_token(instance))


def _words(g: nx.MultiDiGraph, nid: str) -> str:
    return g.nodes[nid]["name"]


class _Prog:
    """Collects hops and their facts in words as a traversal proceeds."""

    def __init__(self, g: nx.MultiDiGraph, texts: dict):
        self.g, self.texts, self.hops, self.facts = g, texts, [], []
        self.spans: list[tuple[int, int]] = []
        self.ordinals: list[int] = []

    def ground(self, e: Episode, s: StepSpan) -> str:
        sid = kg.step_id(e.task, s.subtask)
        a, b = clip(s)
        self.spans.append((a, b))
        self.ordinals.append(e.steps.index(s))
        self.hops.append({"op": "ground", "span": [a, b], "entity": sid})
        self.facts.append(self.texts["GROUND"].format(span=f"{a}-{b}", t=_words(self.g, sid)))
        return sid

    def question(self, t: str, e: Episode, ans: str, valid: set[str] | None = None) -> "RawQuestion":
        """The question of this traversal. Stratum: the shown steps' places in the video (first,
        second, ...) and, for one clip, its end frame in bins of POSITION_BIN (what a clip's frame
        position reveals); answers are balanced within it, so position alone says ~nothing."""
        one = len(self.spans) == 1
        stratum = (self.ordinals[0], self.spans[0][1] // POSITION_BIN) if one else tuple(self.ordinals)
        return RawQuestion(t, e, list(self.spans), ans, valid or {ans}, self.hops, self.facts, stratum=stratum)

    def hop(self, head: str, relation: str, tail: str, situated: bool = False, label: str | None = None) -> str:
        self.hops.append({"op": "hop", "relation": relation, "from": head, "to": tail, "situated": situated})
        h = _words(self.g, head) if head in self.g else head
        t = label or (_words(self.g, tail) if tail in self.g else tail)
        if situated:
            self.facts.append(self.texts[relation].format(h=h, t=t))
        else:
            self.facts.append(kg.schema()["relations"][relation]["text"].format(h=h, t=t))
        return tail


CLIP_FRAMES = 8
# Strata bins, in frames at 5 fps. Set for videos of 60-100 s (continuous motion, distractors;
# 20 s videos used 60 and 50): about three position bins and three length bins per split, so
# that each stratum keeps enough questions to balance answers in.
POSITION_BIN = 240  # answers balanced within clips of one place in the video and similar end frame
LENGTH_BIN = 200  # task_status_end: outcomes balanced within videos of similar length (frames // bin)


def clip(s: StepSpan) -> tuple[int, int]:
    """The clip a question shows of a step: its last CLIP_FRAMES frames, where the step's
    action happens (the walk to it comes first). One length for every clip, so a clip's length
    does not tell which step it shows (a whole step's length did: heating takes longer than
    placing)."""
    return max(s.start, s.end - CLIP_FRAMES + 1), s.end


def shown(e: Episode) -> list[StepSpan]:
    """Steps long enough to be shown in a clip of CLIP_FRAMES frames."""
    return [s for s in e.steps if s.end - s.start + 1 >= CLIP_FRAMES]


def _ancestors(task: str, subtask: str, reverse: bool = False) -> list[str]:
    g = get_task(task).graph()
    return sorted(nx.descendants(g, subtask) if reverse else nx.ancestors(g, subtask))


def _skill_step(p: _Prog, step: str) -> str:
    return p.hop(step, "INSTANCE_OF", kg.action_of(p.g.nodes[step]["subtask"]))


def _neighbour(t: str, rel: str, offset: int) -> Callable:
    def derive(e: Episode, g: nx.MultiDiGraph, texts: dict, rng: random.Random) -> list[RawQuestion]:
        out = []
        for i, s in enumerate(e.steps):
            if s not in shown(e):
                continue
            p = _Prog(g, texts)
            sid = p.ground(e, s)
            j = i + offset
            if 0 <= j < len(e.steps):
                other = p.hop(sid, rel, kg.step_id(e.task, e.steps[j].subtask), situated=True)
                ans = _skill_step(p, other)
            else:
                ans = p.hop(sid, rel, kg.NOTHING, situated=True)
            out.append(p.question(t, e, ans))
        return out
    return derive


def _order_rel(t: str, rel: str, reverse: bool) -> Callable:
    def derive(e: Episode, g: nx.MultiDiGraph, texts: dict, rng: random.Random) -> list[RawQuestion]:
        out = []
        for s in shown(e):
            linked = _ancestors(e.task, s.subtask, reverse)
            if len(linked) > 1:
                continue  # more than one right answer among five skills: not asked
            p = _Prog(g, texts)
            sid = p.ground(e, s)
            direct = kg.tails(g, sid, rel)
            if linked:
                ans = _skill_step(p, p.hop(sid, rel, direct[0]))
            else:
                ans = p.hop(sid, rel, kg.NOTHING)
            out.append(p.question(t, e, ans))
        return out
    return derive


def _missing_if_skipped(e, g, texts, rng):
    out = []
    for s in shown(e):
        p = _Prog(g, texts)
        act = _skill_step(p, p.ground(e, s))
        ans = p.hop(act, "RESULTS_IN_STATE", kg.tails(g, act, "RESULTS_IN_STATE")[0])
        out.append(p.question("missing_if_skipped", e, ans))
    return out


def new_states(e: Episode, s: StepSpan) -> list[str]:
    """States the annotation frames show appearing during the step (its frame states only)."""
    new = [k for k in STATE_KEYS if s.state_after.get(k) and not s.state_before.get(k)]
    place = e.row.place_receptacle
    if s.subtask == "place" and place and s.state_after.get("in") == place and s.state_before.get("in") != place:
        new.append("placed")
    if s.subtask == "pick" and s.state_after.get("held") and not s.state_before.get("held"):
        new.append("picked")
    return new


def _state_after(e, g, texts, rng):
    out = []
    for s in shown(e):
        new = new_states(e, s)
        if len(new) != 1:
            continue
        p = _Prog(g, texts)
        sid = p.ground(e, s)
        ans = p.hop(sid, "STATE_AT_END", kg.node_id("State", new[0]), situated=True)
        out.append(p.question("state_after", e, ans))
    return out


def tool_used(e: Episode, subtask: str) -> str | None:
    """The slicing tool type the plan's SliceObject used (its second argument)."""
    for ps in e.plan_steps:
        if ps.action == "SliceObject" and ps.subtask == subtask:
            return instance_type(ps.args[1])
    return None


def _instrument(p: _Prog, e: Episode, s: StepSpan, sid: str) -> str:
    devices = kg.tails(p.g, sid, "USES_DEVICE")
    if devices:
        return p.hop(sid, "USES_DEVICE", devices[0])
    tools = kg.tails(p.g, sid, "USES_TOOL")
    used = tool_used(e, s.subtask)
    if tools and used:
        p.hop(sid, "USES_TOOL", "|".join(tools), label=" or ".join(_words(p.g, x) for x in tools))
        return p.hop(sid, "TOOL_IN_VIDEO", kg.node_id("Tool", used), situated=True)
    return p.hop(sid, "USES_DEVICE", kg.NOTHING)


def _device(with_purpose: bool) -> Callable:
    def derive(e, g, texts, rng):
        out = []
        for s in shown(e):
            p = _Prog(g, texts)
            ans = _instrument(p, e, s, p.ground(e, s))
            if with_purpose and ans != kg.NOTHING:
                ans = p.hop(ans, "HAS_PURPOSE", kg.tails(g, ans, "HAS_PURPOSE")[0])
            name = "device_purpose" if with_purpose else "device_or_tool"
            out.append(p.question(name, e, ans))
        return out
    return derive


def _first_of_two(e, g, texts, rng):
    out = []
    for i in range(len(e.steps)):
        for j in range(i + 1, len(e.steps)):
            first, second = e.steps[i], e.steps[j]
            if first not in shown(e) or second not in shown(e):
                continue
            pair = [first, second] if rng.random() < 0.5 else [second, first]
            p = _Prog(g, texts)
            ids = [p.ground(e, x) for x in pair]
            earlier = ids[pair.index(first)]
            later = ids[1 - pair.index(first)]
            p.hop(later, "EARLIER_IN_VIDEO", earlier, situated=True)
            ans = _skill_step(p, earlier)
            out.append(p.question("first_of_two", e, ans))
    return out


def _remaining_after(e, g, texts, rng):
    out = []
    for i, s in enumerate(e.steps):
        if s not in shown(e):
            continue
        left = e.steps[i + 1:]
        p = _Prog(g, texts)
        sid = p.ground(e, s)
        if left:
            pick = rng.choice(left)
            ans = _skill_step(p, p.hop(sid, "REMAINING_AFTER", kg.step_id(e.task, pick.subtask), situated=True))
            valid = {kg.action_of(x.subtask) for x in left}
        else:
            ans = p.hop(sid, "REMAINING_AFTER", kg.NOTHING, situated=True)
            valid = {ans}
        out.append(p.question("remaining_after", e, ans, valid))
    return out


def outcome(intended_task: str, intended_receptacle: str | None, order: list[str],
            receptacle: str | None) -> str | None:
    """The asked-for task checked against the executed sub-task order and place receptacle:
    complete, or exactly one fault: order, wrong_receptacle, missing_step (one sub-task never
    done), wrong_step (one done in place of another). None where no single text is true
    (two faults, extra steps): no question is asked there."""
    spec = parse_task_name(intended_task)
    want, did = set(spec.subtasks), set(order)
    pos = {s: k for k, s in enumerate(order)}
    late = any(pos[a] > pos[b] for a, b in spec.edges if a in pos and b in pos)
    placed_wrong = "place" in want & did and receptacle != intended_receptacle
    faults = [f for f, bad in (("order", late), ("wrong_receptacle", placed_wrong),
                               ("missing_step", did < want), ("wrong_step", not did <= want)) if bad]
    if did != want and (len(want - did) != 1 or (not did < want and len(did) != len(want))):
        return None
    return "complete" if not faults else faults[0] if len(faults) == 1 else None


def requests(e: Episode, rng: random.Random) -> list[tuple[str, str | None]]:
    """(task, receptacle) requests a video is judged against: every task of the video's split
    valid for its object (so not only the one asked for; a mistake video's real request is
    among them). Receptacle: the video's own and, where the sub-tasks are the same, one other;
    one drawn at random where the video placed it nowhere the request allows."""
    out = []
    for t in sorted(split_lib.get_split(e.split).tasks):
        spec = get_task(t)
        recs = valid_receptacles(spec, e.object)
        if not recs:
            cands = [None] if "place" not in spec.subtasks else []
        elif set(spec.subtasks) == set(e.order):
            others = [r for r in recs if r != e.receptacle]
            cands = ([e.receptacle] if e.receptacle in recs else []) + ([rng.choice(others)] if others else [])
        else:  # another receptacle would be a second fault (unless the video never placed it)
            cands = [e.receptacle if e.receptacle in recs else rng.choice(recs)]
        out.extend((t, r) for r in cands if valid_instance(t, e.object, r))
    return out


def _task_status_end(e, g, texts, rng):
    """One question per request whose outcome is defined. Stratum: the request's task, so each
    worded request is balanced over the outcomes (its words say nothing of the answer)."""
    out = []
    for asked, receptacle in requests(e, rng):
        label = outcome(asked, receptacle, e.order, e.receptacle)
        if label is None:
            continue
        p = _Prog(g, texts)
        tid = kg.node_id("Task", asked)
        p.hops.append({"op": "ground", "span": [0, e.n_frames - 1], "entity": tid, "receptacle": receptacle})
        steps = kg.tails(g, tid, "HAS_STEP")
        p.hop(tid, "HAS_STEP", "|".join(steps), label=", ".join(_words(g, x) for x in steps))
        ans = p.hop(_words(g, tid), "OUTCOME", f"Outcome:{label}", situated=True, label=texts["_outcomes"][label])
        obj = vocab.text_name(e.object) + (f" in the {vocab.text_name(receptacle)}" if receptacle else "")
        out.append(RawQuestion("task_status_end", e, [(0, e.n_frames - 1)], ans, {ans}, p.hops, p.facts,
                               {"intended": asked.replace("_simple", "").replace("_", " "), "object": obj},
                               stratum=(asked, e.n_frames // LENGTH_BIN)))
    return out


def _place_destination(e, g, texts, rng):
    out = []
    for s in shown(e):
        if s.subtask != "place":
            continue
        place = [ps for ps in e.plan_steps if ps.action == "PlaceObject"]
        if not place:
            continue
        p = _Prog(g, texts)
        sid = p.ground(e, s)
        ans = p.hop(sid, "PLACED_INTO", kg.node_id("Receptacle", instance_type(place[0].args[1])), situated=True)
        out.append(p.question("place_destination", e, ans))
    return out


DERIVATIONS: dict[str, Callable] = {
    "next_step": _neighbour("next_step", "NEXT_IN_VIDEO", 1),
    "previous_step": _neighbour("previous_step", "PREV_IN_VIDEO", -1),
    "required_before": _order_rel("required_before", "PRECEDED_BY", False),
    "blocked_if_skipped": _order_rel("blocked_if_skipped", "PRECEDES", True),
    "missing_if_skipped": _missing_if_skipped,
    "state_after": _state_after,
    "device_or_tool": _device(False),
    "device_purpose": _device(True),
    "first_of_two": _first_of_two,
    "remaining_after": _remaining_after,
    "task_status_end": _task_status_end,
    "place_destination": _place_destination,
}
