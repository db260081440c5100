"""Order notes that name a numbered list's steps by their numbers ("Steps: 1) wash the plate 2) heat it 3) put it in the
cabinet. Correction: step 2 should happen before step 1.", "1. rinse the mug 2. chill it. Do step 2 first.", file 11),
or by their letters ("(a) warm it, (b) wash it. Note: (b) precedes (a).", file 10: a letter then ")" marks a step, the
same letter in brackets later names it).

Why apart from :mod:`nsg.parser.minilm.notes` (notes that count the steps or name their tool): here the note names
each step by the number its list gave it, so the list's marks are read first: a number followed by ")" or "." (or
"Step" and a number followed by ":" / ")" / "."), each step of the list being the first step after its mark. A later
"step" and a number with no such mark after it is that step said again, as the constraint reader reads a sub-task
said again ("the heating should happen before the washing": :func:`nsg.parser.minilm.late.constrain`); its words
are no connective of their own. A number the list did not give names nothing.

:func:`listed_only` reads a list numbered "Step 1", "Step 2" ... after a preamble (file 67): the preamble's steps are
no steps of the list.

:func:`freed_numbers` reads a free-order note that names neighbouring items of the list by their numbers, before the
list or after it ("Steps (2 and 3 can run in either order): 1. Take the lettuce out. 2. Wash it. 3. Chop it. 4. ...",
"Steps 1 and 2 can be done in either order.", "steps 2-3 in any order": a runbook's or a recipe's note, file 68):
those items' steps are one free group, the other items keep the list's order (the note's free-order words free
nothing else). Numbers the list did not give, or items apart ("steps 1 and 3"), leave the note as it was read.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import Reading, StepCue, clause_bounds

_MARKS = {")", ".", ":"}
_NUMBERS = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_LETTERS = {"a": 11, "b": 12, "c": 13, "d": 14, "e": 15, "f": 16}  # "(a) warm it, (b) wash it": a lettered list (file 10)


def numbered_notes(tokens: list[str], reading: Reading) -> None:
    """Add to ``reading`` the steps a later note names by their list numbers or letters (module docstring)."""
    if "step" not in tokens and "(" not in tokens:  # most texts say no step by number
        marks, refs = _sections(tokens) if "." in tokens else ({}, [])
    else:
        marks, refs = _marks(tokens)
    if len(marks) < 2 or not refs:
        return
    _add_said(tokens, reading, marks, refs)


def _marks(tokens: list[str]) -> tuple[dict[int, int], list[tuple[int, int, int]]]:
    """The list's marks (number -> where its mark ends) and the later references to them (where each starts and
    ends, its number): "1) ... 2) ... step 2 before step 1", "(a) ... (b) ... (b) precedes (a)"."""
    marks: dict[int, int] = {}  # number -> where its mark ends
    refs: list[tuple[int, int, int]] = []  # (where the reference starts, where it ends, its number)
    for i, t in enumerate(tokens[:-1]):
        n = _NUMBERS.get(t) or _LETTERS.get(t)
        bracketed = i > 0 and tokens[i - 1] == "(" and tokens[i + 1] == ")"  # "(2)", "(b)"
        if n is None or not (t.isdigit() or i > 0 and tokens[i - 1] == "step" or t in _LETTERS and tokens[i + 1] == ")"):
            continue
        if tokens[i + 1] in _MARKS and (i + 2 < len(tokens) or tokens[i + 1] != ".") and n not in marks:
            marks[n] = i + 2
        elif i > 0 and tokens[i - 1] == "step" and n in marks and i > marks[n]:
            refs.append((i - 1, i + 1, n))
        elif bracketed and n in marks and i > marks[n]:
            refs.append((i - 1, i + 2, n))  # "Note: (b) precedes (a)."
    return marks, refs


def _sections(tokens: list[str]) -> tuple[dict[int, int], list[tuple[int, int, int]]]:
    """A protocol's items numbered as sections ("Protocol 7. 7.1 The tomato is heated. 7.2 It is rinsed. 7.3 It is
    sliced. Constraint: 7.3 must be carried out before 7.2.", file 9): a number, ".", a number is a section's mark
    the first time it is said, the same section said again later names that item (no "step" needed: the number
    itself is the name). A number right before another section's number is a heading's ("Protocol 7. 7.1")."""
    marks: dict[int, int] = {}
    refs: list[tuple[int, int, int]] = []
    for i in range(len(tokens) - 2):
        minor = int(tokens[i + 2]) if tokens[i + 2].isdigit() else 2 if tokens[i + 2] == "to" else None  # "2.2 Chill": "2 chill" reads "to chill"
        if tokens[i + 1] != "." or not tokens[i].isdigit() or minor is None \
                or i + 4 < len(tokens) and tokens[i + 3] == "." and tokens[i + 4].isdigit():
            continue
        n = 100 * int(tokens[i]) + minor
        if n not in marks:
            marks[n] = i + 3
        else:
            refs.append((i, i + 3, n))
    return marks, refs


def _add_said(tokens: list[str], reading: Reading, marks: dict[int, int], refs: list[tuple[int, int, int]]) -> None:
    """Each reference to a listed item becomes that item's step said again (a noun, for the constraint reader)."""
    listed = {}
    for n, at in marks.items():
        nxt = min((a for m, a in marks.items() if a > at), default=len(tokens))
        listed[n] = next((s for s in reading.steps if at <= s.start < nxt and s.start < refs[0][0]), None)
    said = [StepCue(listed[n].subtask, i, j, "noun", receptacle=listed[n].receptacle)
            for i, j, n in refs if listed.get(n) is not None and i > listed[n].end]
    if not said:
        return
    spans = {k for s in said for k in range(s.start, s.end)}
    reading.steps = sorted(reading.steps + said, key=lambda s: s.start)
    reading.connectives = [c for c in reading.connectives if c.start not in spans]


def _step_mark(tokens: list[str], i: int, n: int) -> bool:
    """Whether ``tokens[i:]`` opens item ``n`` of a list by its step number: "Step 1:", "step 1 ✨", "Step 2)"."""
    return (tokens[i] == "step" and i + 2 < len(tokens) and _NUMBERS.get(tokens[i + 1]) == n
            and not tokens[i + 2][0].isalnum() and tokens[i + 2] != "'")


def listed_only(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps of a list numbered by "Step 1", "Step 2" ... (its marks in that order) without the steps said before
    its first item: a post's or a blog's preamble before the list ("I have FEELINGS about toast. Step 1: slice your
    sourdough. Step 2: toast it.", file 67) tells a story or names the dish, no step; its names stay (the object named
    there is the object of the list's "it")."""
    if "step" not in tokens:  # most texts number no step
        return steps
    first = next((i for i in range(len(tokens)) if _step_mark(tokens, i, 1)), None)
    if first is None or not any(_step_mark(tokens, i, 2) for i in range(first + 3, len(tokens))):
        return steps
    kept = [s for s in steps if s.start >= first]
    return kept if kept and len(kept) < len(steps) else steps


_FREE = {"any_order", "either", "free"}
_JOINS = {"and", "&", "+", ",", "or", "/"}
_RANGES = {"-", "to", "through", "thru"}
_NOTE_ENDS = {".", "!", "?", ";", ")", ":"}


def _named_numbers(tokens: list[str], i: int) -> tuple[list[int], int]:
    """The item numbers named after "step(s)" at ``i`` ("steps 2 and 3", "steps (2 and 3", "step 2 and step 3",
    "steps 2-4") and where they end; no numbers when fewer than two are named."""
    j = i + 1 + (tokens[i + 1:i + 2] == ["("])
    said: list[int] = []
    while j < len(tokens) and tokens[j].isdigit() and int(tokens[j]) in _NUMBERS.values():
        said.append(int(tokens[j]))
        if j + 2 < len(tokens) and tokens[j + 1] in _RANGES and tokens[j + 2].isdigit() and len(said) == 1:
            said = list(range(said[0], int(tokens[j + 2]) + 1))
            return (said, j + 3) if len(said) >= 2 else ([], j)
        if j + 1 < len(tokens) and tokens[j + 1] in _JOINS:
            j += 2 + (tokens[j + 2:j + 3] == ["step"])
            continue
        return (said, j + 1) if len(said) >= 2 else ([], j)
    return [], j


def freed_numbers(tokens: list[str], reading: Reading) -> list[StepCue]:
    """The steps of the items a free-order note names by their numbers (module docstring); the note's free-order
    words are taken out of ``reading``'s connectives. None (empty) when no such note is said."""
    if "steps" not in tokens and "step" not in tokens or not any(c.meaning in _FREE for c in reading.connectives):
        return []
    marks, _ = _marks(tokens)
    for i in (i for i, t in enumerate(tokens[:-3]) if t in ("step", "steps")):
        said, end = _named_numbers(tokens, i)
        if not said or said != list(range(said[0], said[-1] + 1)) or any(n not in marks or marks[n] in range(i, end) for n in said):
            continue
        _, hi = clause_bounds(tokens, end, _NOTE_ENDS)
        frees = [c for c in reading.connectives if c.meaning in _FREE and end <= c.start < hi]
        if not frees:
            continue
        bounds = sorted(marks.values())
        items = []
        for n in said:
            nxt = next((b for b in bounds if b > marks[n]), len(tokens))
            items.append([s for s in reading.steps if marks[n] <= s.start < nxt and not i <= s.start < hi])
        if all(items):
            reading.connectives = [c for c in reading.connectives if c not in frees]
            return [s for item in items for s in item]
    return []


def free_items(freed: list[StepCue], ordered: list[list[StepCue]]) -> list[list[StepCue]]:
    """The groups with the steps of items freed by a numbered note (:func:`freed_numbers`) made one group, when those
    groups follow each other and hold no other step."""
    ids = {id(s) for s in freed}
    at = [k for k, g in enumerate(ordered) if any(id(s) in ids for s in g)]
    if len(at) < 2:
        return ordered
    block = [s for g in ordered[at[0]:at[-1] + 1] for s in g]
    if len(block) != len(ids) or any(id(s) not in ids for s in block):
        return ordered
    return ordered[:at[0]] + [block] + ordered[at[-1] + 1:]


def item_number(tokens: list[str], k: int) -> bool:
    """Whether a list item's number opens at ``k``: a number, a count of the items after it or none ("1/3", "2 of 3"), then
    ":" ("Objective 1/3: Slice the bread", a quest log's numbered objectives, file 70), the colon not a clock's ("6:30")."""
    if k >= len(tokens) or not tokens[k].isdigit():
        return False
    j = k + 1
    if tokens[j:j + 1] in (["/"], ["of"]) and tokens[j + 1:j + 2] and tokens[j + 1].isdigit():
        j += 2
    return tokens[j:j + 1] == [":"] and not tokens[j + 1:j + 2] == [] and not tokens[j + 1].isdigit()
