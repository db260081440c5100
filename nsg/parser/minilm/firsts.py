"""Whose "first" it is when two steps said again share a clause: "so I cook it first and cool it after",
"I'd rinse it first and slice it later" (the kind behind test file 32's misses).

Why apart from :func:`nsg.parser.minilm.late._stated` (at its length limit), which reads a "first" anywhere
in the clause of a step said again as that step's move to the front: the clause ends at a sentence mark,
not at "and", so both steps of "cook it first and cool it after" saw the one "first", and the later one
won. A "first" said between the step before (said again, in the same clause) and this step, and none
after this step, is the step before's.

A "first" after the second of two steps offered as alternatives ("you may wash it, or you may slice it first",
"rinse it or chill it first", file 53) says either may lead: a choice, no order (as "cut first or chill first"
is, :func:`nsg.parser.minilm.late._stated`); not a correction ("or rather chill it first", "or better, ...").
A short aside in brackets right where the clause of a step said again ends ("chill it in the ice box (the fridge)
first", file 11) does not end it: the words after it are the clause's own (:func:`past_aside`); and a "first" after
a step said for the first time, joined by "and" to the step said again before it, is the newer step's (file 11).

A step in a clause opened by "after" / "before" / "once" / "when", said as a gerund or said again ("I want the egg boiled,
and after the boiling chill it", "I'd like it rinsed, and once it's rinsed, warmed") is ordered against the main clause's step right after it by that
opener, inside an end-state frame too (:func:`closes_prefix`), though no order word stands between the two.

Verbs that share one object ("Wash and chill the tomato first, then shelve it", "rinse, dry and chill it first")
take a trailing "first" together: it fronts the whole group, not only the verb nearest it (:func:`shared_first`).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import BOUNDARY, Reading, StepCue, data

_AMENDS = {"rather", "better", "actually", "no", "instead", "sorry", "wait", "maybe", "perhaps"}


def said_first(tokens: list[str], steps: list[StepCue], k: int, again: list[int], hi: int, words: list[str],
               said: set[str]) -> bool:
    """Whether step ``k`` (said again; its clause ends at ``hi``, ``words`` and ``said`` its words and
    connective meanings) is the one a "first" of its clause moves to the front (module docstring)."""
    if "first" not in words and "first" not in said or k + 1 < len(steps) and or_first(tokens, steps[k], steps[k + 1]):
        return False  # "Chill or heat first": a choice, read with the second (permissions.said_free)
    gap = tokens[steps[k - 1].end:steps[k].start] if k > 0 else []
    if _anothers_first(tokens, steps, k, again, hi, gap):
        return False  # "warm potato bits, warmed through and washed at the basin before anything else": the washing's
    if k > 0 and k - 1 not in again and "first" in gap and "then" in gap[gap.index("first"):] \
            and "first" not in tokens[steps[k].end:hi]:
        return False  # "needs to be cold. chop it first then chill it" (no comma, file 42): the chopping's "first"
    if k - 1 not in again or "first" not in gap:
        return True
    return "first" in tokens[steps[k].end:hi]


def _anothers_first(tokens: list[str], steps: list[StepCue], k: int, again: list[int], hi: int, gap: list[str]) -> bool:
    """Whether the "first" of the clause of step ``k`` (said again) belongs to a step said for the first time after it,
    joined by "and" alone ("..., warmed through in the microwave and washed at the basin before anything else", file
    11): no "first" before ``k`` or between them, so the order word follows the nearer step."""
    nxt = next((j for j in range(k + 1, len(steps)) if steps[j].start < hi and steps[j].subtask != steps[k].subtask), None)
    if nxt is None or nxt in again or "first" in gap or "firstly" in gap:
        return False
    between = tokens[steps[k].end:steps[nxt].start]
    return "and" in between and not {"first", "firstly", "then", "before", "after"} & set(between)


def or_first(tokens: list[str], a: StepCue, b: StepCue) -> bool:
    """Steps ``a`` and ``b`` joined by "or" alone, "first" right after ``b`` ("Rinse or slice first, ...", test file 46):
    a choice of which leads, no order between them."""
    return tokens[a.end:b.start] == ["or"] and tokens[b.end:b.end + 1] == ["first"] and a.subtask != b.subtask


def either_first(tokens: list[str], steps: list[StepCue], k: int) -> bool:
    """Whether the trailing "first" of step ``k`` follows "or" joining it to the step before (module docstring)."""
    gap = tokens[steps[k - 1].end:steps[k].start] if k > 0 else []
    return "or" in gap and "and" not in gap and not _AMENDS & set(gap) and steps[k - 1].form == steps[k].form == "verb" \
        and steps[k - 1].subtask != steps[k].subtask  # not "sliced or whole, and wash it first"


def shared_first(tokens: list[str], steps: list[StepCue], k: int) -> int:
    """The first of the verbs joined to step ``k`` by a bare "and" or comma, sharing its object (module docstring):
    the step a trailing "first" after ``k`` moves to the front, with the others joined to it."""
    j = k
    while j > 0 and steps[j].form == steps[j - 1].form == "verb" and tokens[steps[j - 1].end:steps[j].start] in (["and"], [","]):
        j -= 1
    return j


def past_aside(tokens: list[str], lo: int, hi: int, stops: set[str]) -> tuple[int, int]:
    """The clause ``lo:hi`` of a step said again, reaching past a short aside in brackets that opens right where it
    ends ("chill it in the ice box (the fridge) first", file 11): the words after the aside are the clause's own."""
    if hi >= len(tokens) or tokens[hi] != "(":
        return lo, hi
    close = next((j for j in range(hi + 1, min(len(tokens), hi + 7)) if tokens[j] == ")"), None)
    if close is None or any(t in stops for t in tokens[hi + 1:close]) or close + 1 >= len(tokens) or tokens[close + 1] in stops:
        return lo, hi
    return lo, next((j for j in range(close + 1, len(tokens)) if tokens[j] in stops), len(tokens))


def said_last(tokens: list[str], steps: list[StepCue], k: int) -> bool:
    """"End state: potato washed and sliced, heated last, and on the plate" (file 68): a state of an end-state list with
    "last" right after it and a comma or "and" after that, the list's place or hand-over after it: it comes after the
    states said before it (the place still after it)."""
    e = steps[k].end
    return k > 0 and tokens[e:e + 1] == ["last"] and tokens[e + 1:e + 2] in ([","], ["and"]) \
        and steps[k].subtask not in ("place", "pick") and any(s.subtask in ("place", "pick") for s in steps[k + 1:])


def closes_prefix(tokens: list[str], reading: Reading, k: int) -> bool:
    """Whether step k-1 sits in a clause opened by "after" / "before" / "once" / "when" with only a determiner or "it's"
    between ("after the boiling", "once it's boiled", "when the rinsing's done"), said as a gerund or said again, and step k
    follows it with no "and" / "then" or sentence mark between them: the opener orders the two (module docstring)."""
    if k < 1:
        return False
    prev, s = reading.steps[k - 1], reading.steps[k]
    if any(t in BOUNDARY or t in ("and", "then", "or") for t in tokens[prev.end:s.start]) or not (
            tokens[prev.start].endswith("ing") or any(x.subtask == prev.subtask for x in reading.steps[:k - 1])):
        return False
    return any(tokens[c.end - 1] in _OPENERS and c.end <= prev.start and c.meaning in ("after", "before", "then")
               and all(t in data()["determiners"] or t in _FILLERS for t in tokens[c.end:prev.start]) for c in reading.connectives)


_OPENERS = {"after", "before", "once", "when"}
_FILLERS = {"it", "it's", "is", "has", "been", "they", "they're", "are", "have"}
