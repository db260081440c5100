"""A place asked about in a question and told in its answer (the kind behind test file 71's misses).

An FAQ's or an interview's question may hold the place verb while the answer says where ("Q: How should the tomato be
left for the guests? A: Sliced, chilled and on the counter, please."): the place's receptacle is said after the question
mark, with the answer's other steps. The place is then told where its receptacle is, in the answer's order, not where
the question's verb stands; a place whose receptacle is in its own sentence ("Where does it go? Wash it first, then
put it in the sink.") keeps its verb.

A question asking about the job ("What's the best way to get a bowl cold? Wash it, then chill it in the fridge.",
"Which of these shows a correctly laid table? The spoon clean and on the dining table.", file 75) names its goal; the
steps of the answer after it say the way there: a step of the question whose sub-task the answer says again is that
step, said where the answer says it (:func:`asked_again`); so is a step said by going into the receptacle the answer puts
the object in ("What do you do with a lettuce before it goes in the fridge? Wash it, then put it in the fridge."), and a
place of the question whose receptacle the answer names again is told there, in the answer's order ("Which of these
shows a correctly laid table? The spoon clean and on the dining table."). Only a question opened by a question word: a request ("Can
you chill the cup? Wash it first, then chill it.") is left to the steps' own words.

An exercise whose answer comes after a label ("Riddle: Cut me and I cry no tears ... Answer: slice the bread, toast it,
and put it on the plate.", a flashcard's "FRONT: Toast (3 steps) BACK: 1. slice the bread 2. toast it ...", an exam's
"Outline how a student cools a bowl. Mark scheme: wash the bowl (1), then chill it in the fridge (1).", file 75) states
its prompt first: the prompt's words are a puzzle, a title or the question, and the answer says the job
(:func:`answer_given`). Where the answer opens with a command ("Answer: heat the mug ...", "BACK: 1. slice the bread":
a verb and its object in its first clause), the prompt's steps are no steps. An answer that says the thing's states
("Mark scheme: the mug is clean (1); the mug is hot (1).") says again the steps of the prompt it restates ("State two
things true of a mug before it serves a hot drink."): where it says again every sub-task of the prompt, the prompt's
steps are no steps, unless the prompt says their order ("I'm washed, I'm cooled, I'm sliced, in that order"). An answer
that only names the thing ("Answer: the egg.") leaves the prompt's steps as they are. "Back:" is such a label only
after "Front:" ("when I'm back: wash the cup" is no flashcard).
"""
from __future__ import annotations

from nsg.parser.minilm.spans import SENTENCE_ENDS, StepCue

_ORDER_WORDS = {"order", "sequence", "either", "whichever"}
_ITS = {"it", "them", "the", "a", "an", "your", "my", "this", "that", "these", "those"}
_NUMBERING = {"1", "1.", ".", ")", "-", "a", "i"}
_ASKING = {"what", "what's", "whats", "which", "how", "where", "when", "why"}


def answered_places(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps with a place whose receptacle is said after a question mark past its verb moved to the receptacle."""
    if "?" not in tokens:
        return steps
    out = []
    for s in steps:
        at = s.receptacle_at
        if s.subtask == "place" and at is not None and at > s.end and "?" in tokens[s.end:at]:
            s = StepCue("place", at, at + 1, "implicit", participle=True, receptacle=s.receptacle)
        out.append(s)
    return sorted(out, key=lambda c: c.start)


def asked_again(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without those of a question-word question whose sub-task is said again after it (module docstring)."""
    if "?" not in tokens:
        return steps
    drop: set[int] = set()
    moved: list[StepCue] = []
    for q in (i for i, t in enumerate(tokens) if t == "?"):
        lo = q
        while lo > 0 and tokens[lo - 1] not in SENTENCE_ENDS and tokens[lo - 1] != ":":
            lo -= 1
        if tokens[lo] not in _ASKING:
            continue
        later = {s.subtask for s in steps if s.start > q}
        into = {s.receptacle.split("_")[-1] for s in steps if s.start > q and s.subtask == "place" and s.receptacle}
        drop |= {id(s) for s in steps if lo <= s.start < q and (s.subtask in later or not into.isdisjoint(tokens[s.end:min(q, s.end + 4)]))}
        for s in steps:  # "Which shows a correctly laid table? The spoon clean and on the dining table.": the answer's table
            at = next((k for k in range(q + 1, len(tokens)) if s.receptacle and tokens[k] == s.receptacle.split("_")[-1]), None)
            if lo <= s.start < q and s.subtask == "place" and "place" not in later and id(s) not in drop and at is not None:
                drop.add(id(s))
                moved.append(StepCue("place", at, at + 1, "implicit", participle=True, receptacle=s.receptacle))
    if not drop:
        return steps
    return sorted([s for s in steps if id(s) not in drop] + moved, key=lambda c: c.start)


def _answer_label(tokens: list[str]) -> int | None:
    """Where the answer of a labelled exercise opens (past its label's colon), or None (module docstring)."""
    at = None
    for i in range(1, len(tokens) - 1):
        if tokens[i + 1] != ":":
            continue
        t = tokens[i]
        if t in ("answer", "answers") or t == "scheme" and tokens[i - 1] == "mark" \
                or t == "back" and any(tokens[j] == "front" and tokens[j + 1] == ":" for j in range(i - 1)):
            at = i + 2
    return at


def answer_given(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without the prompt's when the answer after its label opens with a command (module docstring)."""
    if ":" not in tokens or len(steps) < 2:
        return steps
    at = _answer_label(tokens)
    if at is None:
        return steps
    j = at
    while j < len(tokens) and j < at + 2 and tokens[j] in _NUMBERING:
        j += 1  # "BACK: 1. slice the bread"
    first = next((s for s in steps if s.start >= at), None)
    if first is None:
        return steps
    if first.form == "verb" and tokens[first.end:first.end + 1] in ([w] for w in _ITS) \
            and not any(t in (",", ".", ";", "?", "!") for t in tokens[j:first.start]):
        return [s for s in steps if s.start >= at]  # "Answer: heat the mug ...", not "BACK: clean, in the drawer."
    again = {s.subtask for s in steps if s.start >= at}
    if not _ORDER_WORDS.isdisjoint(tokens[:at]) or any(s.start < at and s.subtask not in again for s in steps):
        return steps  # "I'm washed, I'm cooled, I'm sliced, in that order ... Answer: the lettuce, washed, chilled, cut"
    return [s for s in steps if s.start >= at]
