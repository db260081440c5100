"""Mention spans for the grammar: which words mention which sub-task, which object is the
target, which receptacle a place puts it in, and where the connectives are.

Why a closed class and not a learned guess: the words that mention a sub-task (heat, warm,
microwave, hot ...) and the connectives that order steps (then, after, once, before that, in
any order ...) are small closed sets of English (``data/connectives.json``); reading them off the
text works for any phrasing family that uses them, seen in training or not. Each step mention
records its form (``verb``, ``adj`` for an attributive adjective of the target, ``noun`` for "a
slice of", ``implicit`` for a place said only by its receptacle, "a clean apple in a bowl") because
the grammar (:mod:`nsg.parser.compose`) orders them by form as well as by connective.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from nsg.parser.lexicon import Mention


@dataclass
class StepCue:
    """A sub-task mentioned by words ``start``..``end`` (exclusive)."""

    subtask: str
    start: int
    end: int
    form: str  # "verb" | "adj" | "noun" | "implicit"
    participle: bool = False  # a place said as a bare participle ("is placed in a bowl"): read as the last step
    receptacle: str | None = None  # the place's receptacle token (None: placed somewhere)


@dataclass(frozen=True)
class Connective:
    meaning: str
    start: int
    end: int


@dataclass
class Reading:
    """What the cue finder read: the target object, the step mentions in text order, the connectives."""

    target: Mention | None
    steps: list[StepCue] = field(default_factory=list)
    connectives: list[Connective] = field(default_factory=list)


@lru_cache(maxsize=1)
def data() -> dict:
    with resources.files("nsg.parser").joinpath("data", "connectives.json").open("r", encoding="utf-8") as fh:
        return json.load(fh)


@lru_cache(maxsize=1)
def _step_table() -> dict[tuple[str, ...], list[tuple[str, str]]]:
    table: dict[tuple[str, ...], list[tuple[str, str]]] = {}
    for sub, forms in data()["steps"].items():
        for form in ("verbs", "adjectives", "nouns"):
            for phrase in forms.get(form, ()):
                table.setdefault(tuple(phrase.split()), []).append((sub, form))
    return table


@lru_cache(maxsize=1)
def _connective_table() -> dict[tuple[str, ...], str]:
    return {tuple(p.split()): m for p, m in data()["connectives"].items()}


def _longest(tokens: list[str], i: int, table: dict) -> tuple[int, object] | None:
    longest = max(len(k) for k in table)
    for n in range(min(longest, len(tokens) - i), 0, -1):
        hit = table.get(tuple(tokens[i:i + n]))
        if hit is not None:
            return n, hit
    return None


def connectives(tokens: list[str], taken: set[int]) -> list[Connective]:
    """Connective phrases, longest first, outside the words already read as mentions."""
    out, i, table = [], 0, _connective_table()
    while i < len(tokens):
        hit = None if i in taken else _longest(tokens, i, table)
        if hit and not any(j in taken for j in range(i, i + hit[0])):
            out.append(Connective(str(hit[1]), i, i + hit[0]))
            i += hit[0]
        elif tokens[i].isdigit() and i not in taken:
            out.append(Connective("then", i, i + 1))
            i += 1
        else:
            i += 1
    return out


def _skip_back(tokens: list[str], i: int, skip: set[str]) -> int:
    while i >= 0 and tokens[i] in skip:
        i -= 1
    return i


def target_object(tokens: list[str], objects: list[Mention]) -> Mention | None:
    """The first object mention that is neither a tool ("with a knife") nor where something is put
    ("in the bowl"); the first object mention when every one is."""
    d = data()
    skip = set(d["determiners"]) | {"of"}
    tools = set(d["tools"])
    for m in objects:
        j = _skip_back(tokens, m.start - 1, skip)
        prev = tokens[j] if j >= 0 else ""
        if prev in d["tool_preps"] or prev in d["receptacle_preps"]:
            continue
        if m.value in tools and any(o.value not in tools for o in objects):
            continue  # "grab a knife, slice the apple": the knife is the tool
        return m
    return objects[0] if objects else None


def read(tokens: list[str], objects: list[Mention], receptacles: list[Mention]) -> Reading:
    """Step mentions, their receptacles, and the connectives of a tokenised description."""
    d = data()
    target = target_object(tokens, objects)
    dets = set(d["determiners"])
    # "(to) microwave the apple" is a verb; "the microwave", "in a microwave" a receptacle
    recs = [r for r in receptacles if not (tokens[r.start] in d["device_verbs"] and r.end - r.start == 1
                                           and (r.start == 0 or tokens[r.start - 1] not in dets)
                                           and (r.end < len(tokens) and tokens[r.end] in set(d["object_pronouns"]) | dets
                                                or r.start == 0 or tokens[r.start - 1] not in d["receptacle_preps"]))]
    named = {i for m in objects + recs for i in range(m.start, m.end)}
    raw: list[StepCue] = []
    i, table = 0, _step_table()
    while i < len(tokens):
        hit = None if i in named else _longest(tokens, i, table)
        if hit is None or any(j in named for j in range(i, i + hit[0])):
            i += 1
            continue
        n, options = hit
        subs = {s for s, _ in options}
        forms = {f for _, f in options}
        sub = next(iter(subs)) if len(subs) == 1 else options[0][0]
        if "place" in subs and "pick" in subs:  # take / carry / bring: a place when a receptacle follows
            sub = "pick"
        form = "noun" if "nouns" in forms else ("adjective" if "adjectives" in forms else "verb")
        raw.append(StepCue(sub, i, i + n, form if form != "adjective" else ("adj?" if "verbs" not in forms else "adj/verb")))
        i += n
    starts = {m.start: m.value for m in recs}
    starts.update({m.start: m.value for m in objects})
    steps = _merge(tokens, _classify(tokens, raw, target, starts, d), target)
    steps = _drop_titles(tokens, steps)
    steps = _receptacles(tokens, steps, recs, target, d)
    taken = {i for m in objects + recs for i in range(m.start, m.end)} | {i for s in steps for i in range(s.start, s.end)}
    return Reading(target, steps, connectives(tokens, taken))


def _drop_titles(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """A sentence of adjectives only ("Warm Apple Slices." heading a recipe) names the result;
    when a later sentence does each of its sub-tasks with a verb, the order comes from there."""
    bounds = [i for i, t in enumerate(tokens) if t in (".", "!", "?", ":", ";")]
    sentence = [sum(1 for b in bounds if b < s.start) for s in steps]
    out = []
    for s, n in zip(steps, sentence):
        same = [x for x, m in zip(steps, sentence) if m == n]
        later = {x.subtask for x, m in zip(steps, sentence) if m > n and x.form == "verb"}
        if all(x.form in ("adj", "noun", "adj?", "adj/verb") and x.subtask in later for x in same) and later:
            continue
        out.append(s)
    return out


def _merge(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """One mention for "cut it into slices", "slice it up into pieces": the same sub-task said
    twice with nothing but its object between."""
    glue = {"it", "them", "into", "in", "up", "to", "the", "a", "some"}
    named = set(range(target.start, target.end)) if target is not None else set()
    out: list[StepCue] = []
    for s in steps:
        if out and out[-1].subtask == s.subtask and all(t in glue or i in named for i, t in
                                                        enumerate(tokens[out[-1].end:s.start], out[-1].end)):
            out[-1].end = s.end
            continue
        out.append(s)
    return out


def _classify(tokens: list[str], raw: list[StepCue], target: Mention | None, mention_starts: dict[int, str],
              d: dict) -> list[StepCue]:
    """Attributive adjectives of the target become ``adj`` steps ("a hot, clean apple", "clean
    Apple is sliced", "apple slices"); adjectives of anything else ("a clean plate", "cold water")
    are dropped; an adjective elsewhere ("make it hot", "warm mug" in a note) is a step."""
    chain_words, dets = {",", "and", "&"}, set(d["determiners"])
    capable = ("adj?", "adj/verb", "noun")
    starts, ends = {c.start: c for c in raw}, {c.end: c for c in raw}
    form0 = {id(c): c.form for c in raw}  # forms as found, before this pass changes them
    out = []
    for c in raw:
        if c.form in capable:
            k = c.end
            while k < len(tokens):
                if tokens[k] in chain_words or tokens[k] in dets and (c.form == "noun" and k == c.end or "," in tokens[c.end:k]):
                    k += 1
                elif k in starts and form0[id(starts[k])] in capable:
                    k = starts[k].end
                else:
                    break
            first = c.start
            while first > 0:
                if tokens[first - 1] in chain_words:
                    first -= 1
                elif first in ends and form0[id(ends[first])] in capable:
                    first = ends[first].start
                else:
                    break
            while first < c.start and tokens[first] in chain_words:
                first += 1
            chain = [x for x in raw if first <= x.start < k]
            on_target = target is not None and k < len(tokens) and mention_starts.get(k) == target.value \
                and tokens[k - 1] != ","
            nxt = tokens[k + 1] if on_target and k + 1 < len(tokens) else ""
            lead = tokens[first - 1] if first > 0 else ""
            attributive = on_target and (lead in dets | {"of"} or len(chain) >= 2 or any(x.form == "adj?" for x in chain)
                                         or nxt in ("is", "was", "gets", "are", "has", "should", "must", "will")
                                         or nxt in d["result_nouns"])
            if c.form == "noun":
                c.form = "noun" if attributive or (k < len(tokens) and tokens[k] in d["object_pronouns"]) else "verb"
            elif attributive:
                c.form = "adj"
            elif c.end < len(tokens) and tokens[c.end] in d["liquids"] or k in mention_starts and not on_target \
                    and mention_starts.get(k) != (target.value if target else None):
                continue  # "cold water", "a clean plate": not the target's state
            else:
                c.form = "verb"
        elif target is not None and c.start == target.end and tokens[c.start] in d["result_nouns"]:
            c.form = "adj"  # "apple slices": the sliced apple
        out.append(c)
    return out


def _receptacles(tokens: list[str], steps: list[StepCue], recs: list[Mention], target: Mention | None,
                 d: dict) -> list[StepCue]:
    """Give each place its receptacle; a receptacle that is the device of a sub-task said next to
    it ("cooled in a Fridge", "put it in the fridge to chill it") is no place, and a place verb
    whose receptacle is such a device is the means of that sub-task, not a step; a receptacle no
    step claims, after a noun phrase or an arrow rather than a verb, is a place said by its
    receptacle alone ("a clean apple in a bowl")."""
    device_of = {tok: sub for sub, toks in d["devices"].items() for tok in toks}
    skip = set(d["determiners"]) | {"of"}
    roles: dict[int, str] = {}
    for r in recs:
        if target is not None and r.start < target.end and target.start < r.end:
            continue
        j = _skip_back(tokens, r.start - 1, skip)
        if j >= 0 and tokens[j] in d["source_preps"]:
            continue
        roles[r.start] = "device" if _is_device(tokens, r, steps, device_of.get(r.value)) else "place"
    by_start = {r.start: r for r in recs}
    transport = set(d["steps"]["place"]["transport"])
    kept: list[StepCue] = []
    for n, s in enumerate(steps):
        word = " ".join(tokens[s.start:s.end])
        later = n + 1 < len(steps) and not any(t in ("after", "once", "when", "soon", "that", "which")
                                               for t in tokens[s.end:steps[n + 1].start])
        if s.subtask == "pick" and (_drop_pick(tokens, s, target, word, d) or n == 0 and word not in d["holding"]
                                    and later and any(t.subtask not in ("pick", "place") or t.receptacle for t in steps[1:])):
            continue  # "take the mug, wash it ...": fetching it, not a held state at the end
        kept.append(s)
    movers = [s for s in kept if s.subtask == "place" or " ".join(tokens[s.start:s.end]) in transport]
    claim: dict[int, int] = {}  # id(step) -> receptacle start: each receptacle to the nearest place verb before it
    for p in sorted(roles):
        before = [s for s in kept if s.end <= p]
        cands = [s for s in movers if s.end <= p and id(s) not in claim
                 and (s.subtask == "place" or before and before[-1] is s)]
        if roles[p] == "device":  # only the verb right before it, or before a relative clause of participles
            sub = next((k for k, v in d["devices"].items() if by_start[p].value in v), None)
            verbs = [s for s in before if s.form != "adj"]
            cands = [s for s in cands if verbs and (verbs[-1] is s or _participles_between(tokens, kept, s, p, sub))]
        if cands:
            claim[id(max(cands, key=lambda x: x.start))] = p
    out: list[StepCue] = []
    claimed = set(claim.values())
    for s in kept:
        word = " ".join(tokens[s.start:s.end])
        if s in movers:
            p = claim.get(id(s))
            if p is not None and roles[p] == "device":
                if s.subtask == "place":
                    continue  # "put it in the fridge to chill it": the means of cooling
            elif p is not None:
                s.subtask, s.receptacle = "place", by_start[p].value
            elif s.subtask == "place" and word in transport and word not in ("move", "moves", "moved", "moving"):
                s.subtask = "pick"
            nxt = tokens[s.end] if s.end < len(tokens) else ""
            s.participle = s.subtask == "place" and word in d["steps"]["place"]["participles"] \
                and nxt not in d["object_pronouns"] and (target is None or s.end != target.start)
        out.append(s)
    if not any(s.subtask == "place" for s in out):
        free = [p for p, role in roles.items() if role == "place" and p not in claimed and _said_alone(tokens, out, p)]
        if free:
            r = by_start[free[-1]]
            out.append(StepCue("place", r.start, r.end, "implicit", participle=True, receptacle=r.value))
    out.sort(key=lambda s: s.start)
    if len({s.subtask for s in out}) > 1:  # EgoTV's "a {obj} is picked and heated": picking it up to heat it
        out = [s for s in out if not (s.subtask == "pick" and tokens[s.start] == "picked" and s.end - s.start == 1
                                      and (s.end >= len(tokens) or tokens[s.end] != "up"))]
    return out


def _is_device(tokens: list[str], r: Mention, steps: list[StepCue], sub: str | None) -> bool:
    """The receptacle is where a mentioned sub-task is done ("cooled in a Fridge", "put it in the
    fridge to chill it", "fridge first"), unless a place verb puts the object there and no step
    done there follows ("heat it in the microwave, then put it on the stove")."""
    if sub is None or not any(s.subtask == sub for s in steps):
        return False
    before = [s for s in steps if s.end <= r.start]
    after = [s for s in steps if s.start >= r.end]
    if after and after[0].subtask == sub and before and before[-1].subtask in ("place", "pick"):
        # "put it in the fridge to cool it", "... until it's cold", or "put it in the sink and wash it,
        # then put it away": the means; "leave it in the fridge and cool it" (it stays): a place
        between = tokens[r.end:after[0].start]
        leaves = any(t == "out" for t in tokens[after[0].end:]) or any(
            s.subtask == "place" and s.start > after[0].start for s in steps)
        staying = " ".join(tokens[before[-1].start:before[-1].end]) in data()["staying"]
        if any(t in ("before", "after", "then", "once", "first", "afterwards") for t in
               tokens[max(0, before[-1].start - 2):after[0].start]):
            staying = True  # "before putting it in the sink, wash it": an ordered place, not a means
        return not _own_device(tokens, after[0], sub) and (
            leaves or any(t in d_purpose() for t in between) or not staying and ("and" in between or "," in between))
    if after and after[0].subtask == sub:
        return True
    if before and before[-1].subtask in ("place", "pick") and any(
            s.subtask == sub and _own_device(tokens, s, sub) for s in steps if s is not before[-1]):
        return False  # "chill it in the refrigerator ... place it in the fridge": a place
    # after a verb other than a place ("cooled in a Fridge", "fridge first"): a device; after the
    # adjectives of a noun phrase ("a hot, sliced tomato in a Microwave") or a place verb: a place
    return not before or before[-1].form == "verb" and before[-1].subtask not in ("place", "pick")


def _participles_between(tokens: list[str], steps: list[StepCue], s: StepCue, p: int, sub: str | None) -> bool:
    """"Put that tomato, that was sliced and put in a pan, in the fridge to cool it": only a
    relative clause of participles without an object, none of them the device's own sub-task,
    stands between the verb and the receptacle."""
    between = [t for t in steps if s.end <= t.start and t.end <= p]
    if not between or not any(w in ("that", "which") for w in tokens[s.end:between[0].start]):
        return False
    return all(t.subtask != sub and (t.end >= len(tokens) or tokens[t.end] not in data()["object_pronouns"])
               for t in between)


def d_purpose() -> set[str]:
    return set(data()["purpose"])


def _own_device(tokens: list[str], s: StepCue, sub: str) -> bool:
    """Whether a step names its device itself ("cool it in the fridge", "refrigerate it")."""
    d = data()
    if " ".join(tokens[s.start:s.end]) in d["device_naming"]:
        return True
    names = {w for tok in d["devices"][sub] for w in tok.split("_")} | set(d["device_words"].get(sub, ()))
    return any(t in names for t in tokens[s.end:s.end + 5])


def _drop_pick(tokens: list[str], s: StepCue, target: Mention | None, word: str, d: dict) -> bool:
    """"take it out (of the fridge)" and "grab a knife" take hold of something on the way, they
    ask for no held state at the end."""
    rest = tokens[s.end:s.end + 3]
    if "out" in rest[:2] or "out" in rest and rest[0] in d["object_pronouns"]:
        return True
    j = s.end
    while j < len(tokens) and tokens[j] in d["determiners"]:
        j += 1
    return target is not None and j < len(tokens) and j != target.start and tokens[j] in d["tools"] \
        and j > s.end


def _said_alone(tokens: list[str], steps: list[StepCue], p: int) -> bool:
    """A receptacle right after a verb's clause ("slice the bread on the counter") says where that
    step is done, not a place; after an adjective, a noun phrase or an arrow it is the place."""
    before = [s for s in steps if s.end <= p]
    if not before or before[-1].form != "verb":
        return True
    between = tokens[before[-1].end:p]
    return any(t in (",", "->", "=>", ">", ";", ".", ":", ")", "|", "then", "and") or t.isdigit() for t in between)
