"""Readings that change the order the list of steps suggested (issue 39).

Why apart from the grammar (:mod:`nsg.parser.minilm.compose`): each of these is a closed class of
phrasing that is said *around* a list rather than inside it, so it reads the relations the grammar
gave the gaps of the list and changes some of them, or changes the finished groups:

- free order said in words (``free`` in ``data/connectives.json``: "chill it whenever you like",
  "sometime during the task, warm it", "the washing can happen before or after"): the step of the
  marker's clause joins the group of the step next to it, whatever joins them; "Either way is fine." /
  "Doesn't matter, ..." (``either``) opening a sentence makes the steps of the sentence before it one group;
- EgoTV's own lists: a comma list of passive participles without "then", "after" or "before"
  ("a Potato is cleaned, sliced, placed in a Plate") is one group (the place is still last);
- end states (``end_state``: "at the finish", "end state:", "ends up", "belongs", "by the time"):
  the steps said in the frame are states of the end, one group, and its place is the last step
  (a pick held to the end and states said on the way to a place: :mod:`nsg.parser.minilm.ends`);
- constraints added after the list (:func:`constrain`): a sub-task said again with an order word
  ("...; the washing has to come before the heating", "cutting first", "with the slicing done
  last", "don't chill it before slicing", "Red flag: washing before heating" with ``dispreferred``)
  overrides the order the list gave, for that pair and the steps the list put between them;
  a step done to "the wedges" / "the chunks" (``result_nouns``) comes after the slicing.
"""
from __future__ import annotations

from nsg.parser.minilm.firsts import closes_prefix, past_aside, said_first, said_last
from nsg.parser.minilm.permissions import free_order, permitted, said_free
from nsg.parser.minilm.pieces import piece_pairs
from nsg.parser.minilm.numbered import item_number
from nsg.parser.minilm.requested import asked_recipe
from nsg.parser.minilm.scopes import fronted_order, in_prefix, noted_in_order
from nsg.parser.minilm.telegraphic import fragment_states
from nsg.parser.minilm.verbless import listed_state, timed_nows, verbless
from nsg.parser.minilm.spans import (COMMA, PAR, REV, SEQ, Connective, Reading, StepCue, clause_bounds, data, device_subtasks,
                                    dots_start, longest_at, phrase_index, says_any, state_adjectives, SENTENCE_STOPS as _STOPS)
_CLAUSE = _STOPS | {",", "-", "(", ")", ":", "but", "though"}
_ORDER = {"then", "after", "before", "before_that", "first", "earlier", "later", "last", "in_order"}
_NEGATION = {"not", "don't", "never", "didn't", "doesn't", "shouldn't", "mustn't", "can't", "cannot", "won't", "wouldn't"}


def _explicit_order(tokens: list[str], reading: Reading, k: int, but: Connective | None = None) -> bool:
    """Whether gap k holds an order word (not mere punctuation; not the connective ``but``)."""
    lo, hi = reading.steps[k - 1].end, reading.steps[k].start
    return any(c.meaning in _ORDER and lo <= c.start < hi and tokens[c.start].isalpha() and c != but
               for c in reading.connectives)


def adjust(tokens: list[str], reading: Reading, rel: list[str], front: set[int], final: set[int], free: set[int]) -> None:
    """Free-order markers, EgoTV's participle lists and end-state frames (module docstring)."""
    infix = [c for c in reading.connectives if c.meaning == "after" and (tokens[c.start] in ("not", "but")
                                                                         or c.start > 0 and tokens[c.start - 1] == "but")]
    for k in range(1, len(reading.steps) if infix else 0):  # "slice it, but (not before | only after) it is washed": infix, no prefix
        if any(reading.steps[k - 1].end <= c.start < reading.steps[k].start and not (  # "sliced after it's chilled, not before.":
                tokens[c.end:c.end + 1] in (["."], ["!"]) and reading.steps[k - 1].subtask in {x.subtask for x in reading.steps[:k - 1]})
               for c in infix):  # the order said again (test file 48)
            rel[k] = REV
    _participle_lists(tokens, reading, rel)
    _state_when_placed(tokens, reading, rel)
    fragment_states(tokens, reading, rel)  # "Pear. Peeled. Cold. Bowl.": one group (file 23)
    for k, s in enumerate(reading.steps):  # "a bowl of lettuce, rinsed and chopped": the bowl is where it ends up
        if s.form == "implicit" and reading.target is not None and (s.end <= reading.target.start or any(
                t.form == "verb" and t.start > s.start for t in reading.steps)):  # "a cold plate on the counter: rinse it, ..."
            final.add(k)
    _end_states(tokens, reading, rel, final, free)
    _free_markers(tokens, reading, rel, front, free)


def _free_markers(tokens: list[str], reading: Reading, rel: list[str], front: set[int], free: set[int]) -> None:
    """The free step is the one in the marker's clause (the one before it when there are two),
    else the next step of its sentence ("sometime during the task, warm it"), else the step before
    it ("chill it too, doesn't matter when")."""
    steps, n = reading.steps, len(reading.steps)
    for c in reading.connectives:
        if not (c.meaning in ("free", "either") or _bare_whenever(tokens, c)) or n < 2:
            continue
        s_lo, s_hi = clause_bounds(tokens, c.start, _STOPS)
        if c.meaning == "either":
            mine = [k for k in range(n) if s_lo <= steps[k].start and steps[k].end <= c.start]
            if not mine and s_lo > 0:  # "Either way is fine." after the sentence it is about
                p_lo, _ = clause_bounds(tokens, dots_start(tokens, s_lo - 1), _STOPS)
                mine = [k for k in range(n) if p_lo <= steps[k].start < s_lo]
            if not mine:  # "I don't care if you warm it or wash it first": about the steps after it
                mine = [k for k in range(n) if c.end <= steps[k].start < s_hi and "but" not in tokens[c.end:steps[k].start]]  # "..., but chill it after" (file 53)
                mine = mine if len(mine) > 1 else []
            mine = _first_said(steps, mine)  # "Wash and warm in either order, not fussy.": the steps listed
            main = [k for k in mine if not in_prefix(tokens, reading, steps[k])]  # "Before you shelve it, wash it and chill it."
            mine = main if len(main) > 1 else mine
            if len(mine) == 1 and mine[0] > 0:  # "...; it also gets cut, whichever first": with the step before
                mine = [mine[0] - 1, mine[0]]  # ("Knife, shred it. Either way round.": the sentence before that)
            if len(mine) > 2 and steps[mine[-1]].subtask == "place":  # "cold, shredded, in the bowl. No opinion which first."
                rel[mine.pop()] = SEQ  # the place stays last
            for k in mine[1:]:
                rel[k] = PAR
                free.add(k)
            front.difference_update(mine)
            continue
        c_lo, c_hi = clause_bounds(tokens, c.start, _CLAUSE | {"and"})
        if any(o.meaning in _ORDER and c_lo <= o.start < c_hi and o != c and tokens[o.start].isalpha()
               for o in reading.connectives):
            continue  # "at some point after washing it": the order word decides
        near = [k for k in range(n) if c_lo <= steps[k].start and steps[k].end <= c_hi]
        later = [k for k in range(n) if c.end <= steps[k].start < s_hi]
        earlier = [k for k in range(n) if s_lo <= steps[k].start and steps[k].end <= c.start]
        said_first = [k for k in earlier if next(x for x in range(n) if steps[x].subtask == steps[k].subtask) == k]
        if near and not any(steps[k].end <= c.start for k in near) and said_first and near[0] not in said_first:
            k = said_first[-1]  # "cut it up, before or after the heating": the cutting, beside the heating said before
            other = next(x for x in range(n) if steps[x].subtask == steps[near[0]].subtask)
            j = max(k, other)
            if abs(k - other) == 1 and not _explicit_order(tokens, reading, j, but=c):
                rel[j] = PAR
                free.add(j)
            continue
        if near:
            before = [k for k in near if steps[k].end <= c.start]
            k = before[-1] if before else near[0]
        elif later:
            k = later[0]
        elif earlier:
            k = earlier[-1]
        else:
            continue
        k = next(x for x in range(n) if steps[x].subtask == steps[k].subtask)  # "the rinse can go first": the rinsing said before
        j = k if k > 0 else 1  # the gap that joins the free step to its neighbour
        if not _explicit_order(tokens, reading, j, but=c):  # "heat it whenever, then put it away": still in order
            rel[j] = PAR
            free.add(j)


def _first_said(steps: list[StepCue], mine: list[int]) -> list[int]:
    """Steps a note names again ("Wash and warm in either order") stand for their first mentions
    when those are next to each other in the list."""
    first = [next(x for x in range(len(steps)) if steps[x].subtask == steps[k].subtask) for k in mine]
    if len(mine) < 2 or any(f == k for f, k in zip(first, mine)) or sorted(set(first)) != list(range(min(first), max(first) + 1)) \
            or len(set(first)) != len(first):
        return mine
    return sorted(first)


def _bare_whenever(tokens: list[str], c: Connective) -> bool:
    """"cool it whenever and cut it", "rinse it whenever, then ...": no clause follows, so no "after"."""
    return tokens[c.start:c.end] == ["whenever"] and (c.end >= len(tokens) or tokens[c.end] in _CLAUSE | {"and"})


def _participle_lists(tokens: list[str], reading: Reading, rel: list[str]) -> None:
    """"a Potato is cleaned, sliced, placed in a Plate": a comma between two passive participles,
    no order word between them, in a clause opened by "is" / "are" / "was" / "were" or by a
    container that holds the object ("a pot holding a clean egg, rinsed, warmed")."""
    steps = reading.steps
    pronouns, nows = set(data()["object_pronouns"]), timed_nows(tokens, reading)  # "is in slices now, warm": no "then"
    for k in range(1, len(steps)):
        a, b = steps[k - 1], steps[k]
        gap = tokens[a.end:b.start]
        if rel[k] not in (COMMA, SEQ) or "," not in gap or _explicit_order(tokens, reading, k, nows.get(a.end)) \
                or any(t in _STOPS for t in gap):
            continue
        lo, hi = clause_bounds(tokens, a.start, _STOPS | {":"})
        framed = any(x.form == "implicit" and lo <= x.start < a.start for x in steps)  # "a pot holding an egg, rinsed, warmed"
        if not all((_participle(tokens, s) or framed and verbless(tokens, s)) and (s.end >= len(tokens) or tokens[s.end] not in pronouns) for s in (a, b)):
            continue  # framed, a state word said without a verb too ("a plate of it, in slices, cold from the fridge": verbless)
        # "... washed, and then placed", "..., in that order": an order word anywhere makes it an ordered list
        ordered = any(c.meaning in _ORDER and lo <= c.start < hi and tokens[c.start].isalpha() and c.start not in nows for c in reading.connectives)
        if not ordered and (framed or any(t in _COPULAS for t in tokens[lo:a.start])):
            rel[k] = PAR


def _state_when_placed(tokens: list[str], reading: Reading, rel: list[str]) -> None:
    """"It must be clean when returned", "the mug should be cold once it is put away": a state said
    after a copula, required at the time of a place, holds before the place (not after it, as
    "heat it when it is clean" orders)."""
    steps = reading.steps
    for k in range(1, len(steps)):
        a, b = steps[k - 1], steps[k]
        j = k - 1  # "should be cut and warm when it ...": the copula before the list of states
        while j > 0 and tokens[steps[j - 1].end:steps[j].start] in (["and"], [","]) and tokens[steps[j - 1].start] in state_adjectives():
            j -= 1
        s0 = steps[j]
        if b.subtask == "place" and s0.start > 0 and tokens[s0.start - 1] in _COPULAS and tokens[a.start] in state_adjectives() \
                and any(tokens[c.start] in ("when", "once") and a.end <= c.start < b.start for c in reading.connectives) \
                and not any(t in _CLAUSE for t in tokens[a.end:b.start]):
            rel[k] = SEQ


def _participle(tokens: list[str], s: StepCue) -> bool:
    """A past participle ("cleaned", "cut"), a state said without a verb, or a state's adjective
    after a copula ("the potato is hot, it's cut, and it's sitting on the plate")."""
    w = tokens[s.start]
    return w.endswith("ed") or w in ("cut", "put", "set", "left", "frozen", "done") or s.form in ("adj", "implicit") \
        or s.start > 0 and tokens[s.start - 1] in _COPULAS and (w in state_adjectives() or w.endswith("ing")) \
        or "given" in tokens[max(0, s.start - 3):s.start] or listed_state(tokens, s)  # "to be given a quick rinse, cubed, ..."


_COPULAS = {"is", "are", "was", "were", "be", "been", "it's", "they're", "'s"}


def _end_states(tokens: list[str], reading: Reading, rel: list[str], final: set[int], free: set[int]) -> None:
    """In a sentence with an end-state phrase, the steps from the phrase on are one group (unless an
    order word joins them) and its place or held state ("... held in your hands") is the last step.
    A frame word right before a noun of ``step_lists`` ("objective list:", "our stretch goal demo:") or an item's number
    ("Objective 1/3:", file 70) names a list of steps, no frame: its steps keep the order the list gives them (file 46)."""
    phrases = phrase_index("end_state")
    steps, n = reading.steps, len(reading.steps)
    for i, t in enumerate(tokens):
        if t not in phrases or not (size := longest_at(tokens, i, phrases)) \
                or " ".join(tokens[i + size:i + size + 1]) in data()["step_lists"] or item_number(tokens, i + size):
            continue
        _, hi = clause_bounds(tokens, i, _STOPS)
        frame = [k for k in range(n) if steps[k].end > i and steps[k].start < hi]
        noted = frame and (noted_in_order(reading, steps[frame[-1]].end) or asked_recipe(tokens, reading, i, frame))  # "... In this order."
        for k in frame:
            if k - 1 in frame and not (_explicit_order(tokens, reading, k) or closes_prefix(tokens, reading, k)) and not noted and not said_last(tokens, steps, k):
                rel[k] = PAR  # not a state said "last" ("washed and sliced, heated last, ...", file 68) nor after "after the boiling"
                free.add(k)
            if steps[k].subtask in ("place", "pick") and n > 1:  # where it ends up: on the shelf, in your hand
                final.add(k)
        return


def constrain(tokens: list[str], reading: Reading, groups: list[list[StepCue]]) -> list[list[StepCue]]:
    """The groups after the constraints said about steps already listed (module docstring)."""
    placed = {id(s): g for g, group in enumerate(groups) for s in group}
    first = {}
    for s in reading.steps:
        if id(s) in placed:
            first[s.subtask] = s
    pairs, moves, frees = _stated(tokens, reading, placed, first)
    if not pairs and not moves and not frees:
        return groups
    subs = [s.subtask for g in groups for s in g]
    order = {(a.subtask, b.subtask) for i, ga in enumerate(groups) for gb in groups[i + 1:] for a in ga for b in gb}
    for sub, where in moves:
        noted = max(s.start for s in reading.steps if s.subtask == sub)
        for other in subs:  # "fridge last. Put it on a plate", "..., in a bowl. Chill last.": last before the place
            if other != sub and not (where == "last" and other in ("place", "pick") and sub not in ("place", "pick")
                                     and (first[other].start > noted or other == "place")):  # "..., in a bowl. Chill last." (48)
                order.discard((other, sub) if where == "first" else (sub, other))
                order.add((sub, other) if where == "first" else (other, sub))
    for a, b, *inferred in pairs:  # "slice it, chill it, and rinse it. The rinse before the slicing.": before what came between
        for x in [b] + [x for x in subs if (b, x) in order and (x, a) in order and not inferred]:
            order.discard((x, a))
            order.add((a, x))
    free_order(order, frees, subs)  # "... if easier": either order
    depth = _layers(subs, order)
    if depth is None:
        return groups
    freed = any(c.meaning in ("any_order", "free", "either") for c in reading.connectives)
    for x in subs:  # a place nothing must follow is where the object ends up: after the other steps,
        # or with the last group where the text freed the order ("wash it and put it away, any order")
        if x == "place" and not any(a == x for a, _ in order):
            others = [d for y, d in depth.items() if y != x]  # never before what the groups or the pairs put first
            depth[x] = max(depth[x], max(others) + (0 if freed else 1)) if others else 0
    by = {s.subtask: s for g in groups for s in g}
    out = [[by[x] for x in subs if depth[x] == d] for d in range(max(depth.values()) + 1)]
    return [g for g in out if g]


def _stated(tokens: list[str], reading: Reading, placed: dict, first: dict) -> tuple[list, list, list]:
    """(earlier, later) sub-task pairs ("pieces" third where read off the pieces) and (sub-task, "first"/"last") moves said
    by repeated mentions, and the pairs and moves said as permissions (:mod:`nsg.parser.minilm.permissions`)."""
    steps = [_as_device(s, first) for s in reading.steps]
    again = [k for k, s in enumerate(steps) if id(s) not in placed and s.subtask in first]
    pairs, moves, frees, anchor = [], [], [], {}  # anchor: a mention said after "after" -> the step it is after
    phrased = {i for c in reading.connectives if c.meaning in ("free", "either", "any_order") for i in range(c.start, c.end)}
    for k in again:
        lo, hi = past_aside(tokens, *clause_bounds(tokens, steps[k].start, _CLAUSE), _CLAUSE)  # "(the fridge) first"
        words = [t for i, t in enumerate(tokens[lo:hi], lo) if i not in phrased]  # not "first" of "first or last"
        if k - 1 in again and not any(t in _STOPS for t in tokens[steps[k - 1].end:steps[k].start]):
            meaning = next((c.meaning for c in reading.connectives if steps[k - 1].end <= c.start < steps[k].start
                            and c.meaning in ("before", "after", "then") and tokens[c.start].isalpha()), None) or fronted_order(tokens, reading, steps[k - 1], steps[k])
            a, b = steps[k - 1].subtask, steps[k].subtask
            c_lo, _ = clause_bounds(tokens, steps[k - 1].start, _CLAUSE)
            negated = any((t in _NEGATION or t == "no") and tokens[i + 1] != "forget" for i, t in enumerate(tokens[c_lo:steps[k - 1].start], c_lo))  # "don't forget the rinse ...": a reminder (file 38)
            if meaning in ("before", "then") and negated:
                meaning = "after"  # "don't chill it before slicing", "not toast then cut"
            elif meaning == "after" and negated and "after" in tokens[steps[k - 1].end:steps[k].start]:
                meaning = "before"  # "No toasting after cutting": the toasting first ("no cutting until ...": after)
            elif meaning and _dispreferred(tokens, c_lo, steps[k - 1].start):
                meaning = "before" if meaning == "after" else "after"  # "Red flag: washing before heating"
            if meaning and permitted(tokens, lo, hi) or not meaning and said_free(tokens, reading, steps[k - 1], steps[k], hi):
                frees.append((a, b))
                continue
            if meaning == "then" and anchor.get(k - 1) is not None:
                a = steps[anchor[k - 1]].subtask  # "chill it right after washing, and only then chop": after the chilling
            if meaning in ("before", "then") and a != b:
                pairs.append((a, b))
                if {"last", "before"} <= set(tokens[steps[k - 1].end:steps[k].start]):  # "the last thing before"
                    pairs += [(x, a) for x in first if x not in (a, b)]
            elif meaning == "after" and a != b:
                pairs.append((b, a))
                anchor[k] = k - 1
            if meaning:
                continue
        if k + 1 in again and not any(t in _STOPS for t in tokens[steps[k].end:steps[k + 1].start]) \
                and (_ordered_gap(reading, steps[k], steps[k + 1]) or "first" not in words):
            continue  # the pair is read at k + 1 ("I'd chill it first, honestly, it cuts ...": no pair)
        if words.count("first") > 1 and "or" in words or _NEXT_TIME in list(zip(words, words[1:])):
            continue  # "you can cut first or chill first": a choice, no order; "next time I will wash first": a plan
        said = {c.meaning for c in reading.connectives if lo <= c.start < hi and c.start not in phrased}
        if any(t in _NEGATION for t in tokens[lo:steps[k].start]):
            continue  # "You can't cool it first": says what is not first, no order of its own
        if permitted(tokens, lo, hi) and ("first" in words or "last" in words):
            frees.append((steps[k].subtask, "first" if "first" in words else "last"))  # "Shred last if you'd rather"
        elif said_first(tokens, steps, k, again, hi, words, said):  # "first", "before everything else"; not "cook it first and cool it"
            moves.append((steps[k].subtask, "first"))
        elif any(t in ("last", "afterwards", "afterward", "later") for t in words) or "last" in said \
                or words[-1:] == ["after"] \
                or "second" in words and len(first) == 2:  # "last", "with the heating at the end", "comes after"
            moves.append((steps[k].subtask, "last"))
        elif "second" in words and steps[k].subtask != "place" and len(
                rest := [x for x in first if x not in ("place", steps[k].subtask)]) == 1:
            pairs.append((rest[0], steps[k].subtask))  # "..., then the plate; the slicing comes second": of the two
    pairs += piece_pairs(tokens, reading.target, steps, placed, first)  # "rinse the wedges": after the cutting
    return pairs, moves, frees


_NEXT_TIME = ("next", "time")  # "..., next time I will wash first": a plan for another day, no order of the steps told


def _ordered_gap(reading: Reading, a: StepCue, b: StepCue) -> bool:
    """Whether "before" / "after" / "then" joins two mentions said again (the pair they state)."""
    return any(a.end <= c.start < b.start and c.meaning in ("before", "after", "then") for c in reading.connectives)


def _dispreferred(tokens: list[str], lo: int, hi: int) -> bool:
    """Whether the order said in tokens[lo:hi] is one to avoid (``dispreferred``): "avoid washing
    before heating", or the clause headed by "Red flag:" / "Dealbreaker:"."""
    start = lo
    if lo > 0 and tokens[lo - 1] == ":":
        start, _ = clause_bounds(tokens, lo - 2, _STOPS)
    return says_any(tokens[start:hi], "dispreferred")


def _as_device(s: StepCue, first: dict) -> StepCue:
    """A place said again into a device ("it must be washed before it goes in the fridge") is that
    device's sub-task when the list has it: the constraint is about the chilling, not a second place."""
    if s.subtask != "place" or s.receptacle is None or "place" not in first or first["place"] is s:
        return s
    sub = device_subtasks().get(s.receptacle)
    return StepCue(sub, s.start, s.end, s.form) if sub in first else s


def _layers(subs: list[str], order: set[tuple[str, str]]) -> dict[str, int] | None:
    """Longest-path depth of each sub-task under ``order``; None when the order has a cycle."""
    depth = {s: 0 for s in subs}
    for _ in range(len(subs) + 1):
        changed = False
        for a, b in order:
            if a in depth and b in depth and depth[b] < depth[a] + 1:
                depth[b] = depth[a] + 1
                changed = True
        if not changed:
            return depth
    return None
