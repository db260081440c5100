"""A structured form's sections of what was found (the kind behind test file 73's misses: a nurse's SOAP note, an SBAR
handover, a paramedic's ATMIST pre-alert, orders written as SMEAC).

A clinical or service form says what the thing is like now under labels of its own ("Situation: the loaf is uncut and
cold.", "Background: left in the sink overnight.", "Subjective:", "Findings: bottle on counter, ambient temp.",
"Signs: cold.", ``form_state_labels`` in connectives.json), and what to do under others ("Plan:", "Recommendation:",
"Treatment:"). A section opened by one of the first labels, opening a sentence and closed by ":", runs to the end of the
sentence that is followed by another label (a sentence opened by a few words and ":"): the state and place it is in
now, no step nor place. "Situation: the cup is dirty." with no later label is the whole text and stays the task; so is
a section that says what is wanted (a word of ``form_wishes``: "S: want it arriving cold and washed. T: your call.").
"Objective:" is no such label: a quest's or a mission's objective is the task.

The forms' one-letter labels ("S:", "O:", "B:", "I:", ``form_letter_labels``) are read so only where the text
opens sentences with three different one-letter labels or more (a form's letters, "S: ... O: ... A: ... P: ..."):
two are a chat between two people ("M: wash it. J: ok"), whose lines are the task. "A:" (an assessment, an age, an
answer), "M:" (a mission) and "T:" (a time, a treatment) are none of these.

A section of what the thing needs ("Assessment:", "Diagnosis:", "Problem:", ``form_need_labels``; "A:" among a form's
letters) whose steps are all named again after it, and which names no receptacle after "in" / "on" (a place said only
there stays), is the later section's summary: no step nor place, so the later section's order holds ("Assessment: needs
slicing and toasting. Recommendation: slice it, toast it, then put it on the plate."). A label of up to four words
("Signs required on arrival:") closes a section as a one-word label does.

A status field ("Status:", "Condition:", "Current state:", ``form_status_labels``) is how the thing is now where a
later section asks for a step by its verb ("Status: sliced. Action: toast it, then plate it."); with no step asked
after it ("Item: mug. Status: clean and cold. Notes: none.") it is the end state, the task.

A checklist's marks of what is done already: a section under a label of ``form_done_labels`` ("Done:", "Completed:",
"Work carried out:") up to the next label, and a clause marked "(done)" or "[done]" right after it
(:func:`ticked_off`): done before the text, no step nor place.

Its positions join those of :func:`nsg.parser.minilm.anecdotes.remarked` (neither steps nor places).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import INTO_WORDS, SENTENCE_STOPS, data, skip_back

_LETTERS = 3  # distinct one-letter labels that make a form's letters


@lru_cache(maxsize=1)
def _wishes() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for p in data()["form_wishes"])


def _wished(tokens: list[str]) -> bool:
    return any(tuple(tokens[i:i + len(p)]) == p for i in range(len(tokens)) for p in _wishes())


@lru_cache(maxsize=8)
def _labels(key: str = "form_state_labels") -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p.split()) for p in data()[key])


def _label_at(tokens: list[str], i: int, key: str = "form_state_labels") -> int:
    """The length of a label of the data list ``key`` opening at ``i`` and closed by ":" (0: none)."""
    return next((len(p) for p in _labels(key) if tuple(tokens[i:i + len(p)]) == p and tokens[i + len(p):i + len(p) + 1] == [":"]), 0)


def _opens(tokens: list[str], i: int) -> bool:
    return i == 0 or tokens[i - 1] in SENTENCE_STOPS


def _opens_label(tokens: list[str], i: int) -> bool:
    """A sentence opened at ``i`` by a short label ("Recommendation:", "P:", "Signs required on arrival:")."""
    return ":" in tokens[i:i + 5]


@lru_cache(maxsize=1)
def _verb_subtasks() -> dict[str, str]:
    """One-word step verb -> its sub-task, places left out ("toasting" -> heat)."""
    return {w: sub for sub, forms in data()["steps"].items() if sub != "place" for w in forms.get("verbs", ()) if " " not in w}


def _restated(tokens: list[str], lo: int, hi: int) -> bool:
    """Whether the steps a section names between ``lo`` and ``hi`` are all named again after it, and it names no
    receptacle (a place said only there stays)."""
    dets = data()["determiners"]
    if any(m.kind == "receptacle" and skip_back(tokens, lo + m.start - 1, dets) >= lo
           and tokens[skip_back(tokens, lo + m.start - 1, dets)] in INTO_WORDS for m in mentions(tokens[lo:hi])):
        return False  # "... then onto the plate": a place said only there
    verbs = _verb_subtasks()
    named = {verbs[t] for t in tokens[lo:hi] if t in verbs}
    return bool(named) and named <= {verbs[t] for t in tokens[hi:] if t in verbs}


def _section_end(tokens: list[str], start: int) -> int | None:
    return next((j for j in range(start, len(tokens)) if tokens[j] in SENTENCE_STOPS and _opens_label(tokens, j + 1)), None)


def form_sections(tokens: list[str]) -> set[int]:
    """Positions of a form's sections of what was found (module docstring)."""
    if tokens.count(":") < 2:
        return set()
    letters = {t for i, t in enumerate(tokens[:-1]) if len(t) == 1 and t.isalpha() and tokens[i + 1] == ":" and _opens(tokens, i)}
    own = set(data()["form_letter_labels"]) if len(letters) >= _LETTERS else set()
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if not _opens(tokens, i):
            continue
        n = 1 if t in own and tokens[i + 1:i + 2] == [":"] else _label_at(tokens, i)
        if n:
            end = _section_end(tokens, i + n)
            if end is not None and not _wished(tokens[i + n:end]):
                out.update(range(i, end))
        elif n := _label_at(tokens, i, "form_done_labels"):
            end = _section_end(tokens, i + n)  # "Done: egg boiled. To do: slice it.": done before the text
            if end is not None:
                out.update(range(i, end))
        elif n := _label_at(tokens, i, "form_status_labels"):
            end = _section_end(tokens, i + n)  # "Status: sliced. Action: toast it.": how it is now, a step asked after
            if end is not None and any(t in _verb_subtasks() for t in tokens[end:]) and not _wished(tokens[i + n:end]):
                out.update(range(i, end))
        elif n := _label_at(tokens, i, "form_need_labels") or own and t == "a" and tokens[i + 1:i + 2] == [":"]:
            end = _section_end(tokens, i + n)
            if end is not None and _restated(tokens, i + n, end):
                out.update(range(i, end))
    return out


_TICKS = {"done", "completed", "complete", "finished"}
_BRACKETS = {"(": ")", "[": "]"}


def ticked_off(tokens: list[str]) -> set[int]:
    """"Handover: egg boiled (done). Still to do: slice it.", "[done]": a clause a checklist marks done in brackets right
    after it, from the sentence's or the label's start: done before the text, no step nor place (a ticked box "[x]"
    is no such mark: a board's checklist keeps its ticked lines as the task's steps, file 68)."""
    out: set[int] = set()
    if not _TICKS & set(tokens):
        return out
    for i in range(1, len(tokens) - 1):
        if tokens[i] in _TICKS and _BRACKETS.get(tokens[i - 1]) == tokens[i + 1]:
            start = next((j + 1 for j in range(i - 2, -1, -1) if tokens[j] in SENTENCE_STOPS or tokens[j] == ":"), 0)
            out.update(range(start, i + 2))
    return out
