"""An incident write-up's sections of what went wrong (the kind behind test file 68's misses: a household's
post-mortems, runbooks and meeting minutes written like an office's).

A post-mortem or a runbook says what went wrong under labels of its own ("Root cause: the egg was sliced while still
hot.", "Contributing factor: knife left on the counter after cutting raw potato.", "Lessons learned: a warm bottle is
not a chilled bottle.", "Known issues: the microwave turntable sticks."), and the task under others ("Remediation:",
"Action item:", "Desired state:"). A section opened by one of the first labels (``incident_labels`` in
connectives.json), opening a sentence (or a line after a heading line: "Runbook: Potato salad\nPrerequisites: ...") and
closed by ":", runs to the end of the sentence that is followed by another
label (a sentence opened by a few words and ":") or to the end of the text: what happened, no step nor place.
"Root cause: wash it." with no later label is the whole text and stays the task. So is a runbook's or recipe's list
of what is needed ("Prerequisites: potato, knife, fridge space. Steps: ...", ``needs_labels``): things to have, no
step ("fridge space" no chilling) nor place; so is a list of things laid out under any short label, a tool among them
before another label ("Dummy: potato, knife, microwave, plate. Play: ...", :func:`kit_lists`).

- an owner field ("Owner: whoever cooked.", "(owner: Mum)"): the label "owner" and ":" opening its clause, to the end of
  its clause: who does it, no step (:func:`owners_said`).

- an incident's title that says how the thing was found ("Post-mortem: Lettuce found warm on the counter.", "Mug found
  dirty in the sink."): "found" right after the thing's name opening its sentence or heading and before a state word or
  a preposition of place, a headline's "was found"; to the end of its clause, the state and place it was found in,
  before the task (:func:`found_said`); "The kettle found this morning needs heating" is a relative clause.

Its positions join those of :func:`nsg.parser.minilm.anecdotes.remarked` (neither steps nor places).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import SENTENCE_STOPS, data, state_adjectives

_OPENERS = SENTENCE_STOPS | {"(", "[", "|", "-", "*"}
_OWNERS = {"owner", "owners", "assignee", "assignees", "assigned"}
_OWNER_ENDS = SENTENCE_STOPS | {")", "]", "|", ",", ":"}


@lru_cache(maxsize=1)
def _labels() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for key in ("incident_labels", "needs_labels") for p in data()[key])


def _opens_label(tokens: list[str], i: int) -> bool:
    """A sentence opened at ``i`` by a short label ("Remediation:", "Action item:")."""
    return ":" in tokens[i:i + 4]


def _after_heading(tokens: list[str], i: int) -> bool:
    """A heading line before ``i`` in its sentence ("Runbook: Potato salad Prerequisites: ..."; lines are not kept)."""
    lo = max((j + 1 for j in range(i) if tokens[j] in SENTENCE_STOPS), default=0)
    return ":" in tokens[lo:i]


def incident_sections(tokens: list[str]) -> set[int]:
    """Positions of an incident write-up's sections of what went wrong (module docstring)."""
    if ":" not in tokens:
        return set()
    out: set[int] = set()
    dets = set(data()["determiners"])
    for i, t in enumerate(tokens):
        if i and tokens[i - 1] not in SENTENCE_STOPS and not (tokens[i - 1] not in dets and _after_heading(tokens, i)):
            continue
        n = next((len(p) for p in _labels() if tuple(tokens[i:i + len(p)]) == p and tokens[i + len(p):i + len(p) + 1] == [":"]), 0)
        if not n:
            continue
        end = next((j for j in range(i + n, len(tokens)) if tokens[j] in SENTENCE_STOPS and _opens_label(tokens, j + 1)), None)
        if end is not None:
            out.update(range(i, end))
    return out | kit_lists(tokens)


def kit_lists(tokens: list[str]) -> set[int]:
    """Positions of a labelled list of the things laid out ("Dummy: potato, knife, microwave, plate. Play: wash ...", test
    file 72): a short label, ":", then only names joined by commas (and a last "and"), three or more, a tool among them,
    the sentence followed by another label ("Play:", "Method:"): what is on the table, no step ("microwave" no heating) nor
    place; a list with no label after it is a route ("Lettuce: sink, knife, fridge, bowl. I.e. ...", test file 35)."""
    out: set[int] = set()
    tools = set(data()["tools"])
    for c in (k for k, t in enumerate(tokens) if t == ":"):
        lo = max((j + 1 for j in range(c) if tokens[j] in SENTENCE_STOPS), default=0)
        end = next((j for j in range(c, len(tokens)) if tokens[j] in SENTENCE_STOPS), len(tokens))
        if not 1 <= c - lo <= 2 or end + 1 >= len(tokens) or not _opens_label(tokens, end + 1):
            continue  # "Boss says: tomato, knife, fridge, plate. In that order.": a route, its steps
        names = [m for m in mentions(tokens) if c < m.start and m.end <= end]
        rest = [t for k, t in enumerate(tokens[c + 1:end], c + 1) if not any(m.start <= k < m.end for m in names)]
        if len(names) >= 3 and set(rest) <= {",", "and", "a", "the"} and any(m.value in tools for m in names):
            out.update(range(lo, end))
    return out


def owners_said(tokens: list[str]) -> set[int]:
    """Positions of an owner field: "owner" and ":" opening a clause, to the end of the clause (module docstring)."""
    if _OWNERS.isdisjoint(tokens):
        return set()
    out: set[int] = set()
    for i in range(len(tokens) - 1):
        if tokens[i] in _OWNERS and tokens[i + 1] == ":" and (i == 0 or tokens[i - 1] in _OPENERS):
            end = next((j for j in range(i + 2, len(tokens)) if tokens[j] in _OWNER_ENDS), len(tokens))
            out.update(range(i, end))
    return out


_FOUND_ENDS = SENTENCE_STOPS | {":", ",", "-", "(", ")"}


def found_said(tokens: list[str]) -> set[int]:
    """Positions of a headline's "<thing> found <state/place>" to the end of its clause (module docstring)."""
    if "found" not in tokens:
        return set()
    out: set[int] = set()
    dets = set(data()["determiners"])
    for i in (i for i, t in enumerate(tokens) if t == "found" and i > 0):
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        if nxt not in state_adjectives() and nxt not in data()["found_states"] and nxt not in data()["receptacle_preps"]:
            continue  # "The kettle found this morning needs heating": who found it when, a relative clause
        lo = max((j + 1 for j in range(i) if tokens[j] in _FOUND_ENDS), default=0)
        lo += tokens[lo] in dets
        named = mentions(tokens[lo:i])
        if len(named) == 1 and named[0].kind == "object" and (named[0].start, named[0].end) == (0, i - lo):
            out.update(range(i, next((j for j in range(i + 1, len(tokens)) if tokens[j] in _FOUND_ENDS), len(tokens))))
    return out
