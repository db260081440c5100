"""The state a device is used for, said in a purpose clause after the place into it: "pop your mug in the microwave so the
tea's not stone cold" (the kind behind a test file 35 miss). After a receptacle that is a device and "so" (or "so that"),
a clause of a subject and a copula, then a temperature: said of "it" / "they", of the object's contents (``contents``:
"the tea's", "the coffee is") or of the object itself, it is the state the device is there to make. Negated, the opposite
temperature says the device's own sub-task ("so it's not cold" after the microwave: heating; "so it isn't warm" after the
fridge: cooling); said plainly, its own ("so the tea is hot"). The words from the negation (or the copula) on are read as that step,
so the place into the device becomes its means (:func:`nsg.parser.minilm.places.place_roles`) and the negation takes nothing
away.
("in the fridge so it's not hot" is cooling too.) A temperature not matching the device ("so it's not warm" after the
microwave), a clause of a person ("so I'm not cold") or one after no device ("on the counter so it's not cold") is left
to the other readers.

The same clause said plainly after a place verb into the device ("rinse it and put it in the fridge so it's cold",
"... and stick them in the freezer so they get nice and cold", the kind behind a test file 23 miss) says the place is
there for the device's step, as "to chill" does (:func:`nsg.parser.minilm.uses.put_there_to`): said last after "and",
it is the last step (:func:`so_purpose`). The description generator never writes "so it is ..."; a state said by its
verb ("chill it in the fridge so it's cold") or after no place verb stays in its group.

Why a module of its own: the subjects' reader (:mod:`nsg.parser.minilm.subjects`, at its length limit) drops a state said
of another subject; this reads, before it, the one subject that is the object's (its contents).
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import lexicon, mentions
from nsg.parser.minilm.spans import StepCue, data, device_subtasks, verbs_of

_OPPOSITE = {"heat": "cool", "cool": "heat"}
_DEGREES = {"stone", "ice", "too", "very", "that", "all", "properly", "freezing", "piping"}
_PRONOUNS = (["it's"], ["it", "is"], ["they're"], ["they", "are"], ["it", "isn't"], ["they", "aren't"])
_COPULAS = {"is", "are", "isn't", "aren't"}
_NOT = {"not", "isn't", "aren't"}


def purpose_states(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """``steps`` with a temperature in a purpose clause after a device read as the device's step (module docstring)."""
    if "so" not in tokens or not any(s.subtask in _OPPOSITE and s.end - s.start == 1 for s in steps):
        return steps
    return [_read(tokens, s) or s if s.subtask in _OPPOSITE and s.end - s.start == 1 else s for s in steps]


def _read(tokens: list[str], s: StepCue) -> StepCue | None:
    j = s.start
    while j > 0 and tokens[j - 1] in _DEGREES:
        j -= 1
    negated = j > 0 and tokens[j - 1] in _NOT
    k = j - (tokens[j - 1] == "not") if negated else j  # "isn't" is copula and negation at once
    lo = _subject_start(tokens, k)
    if lo is None or lo < 2 or tokens[lo - 1] != "so" and tokens[lo - 2:lo] != ["so", "that"]:
        return None
    so = lo - 1 if tokens[lo - 1] == "so" else lo - 2
    device = next((m for m in mentions(tokens[max(0, so - 4):so]) if m.kind == "receptacle" and m.end == so - max(0, so - 4)), None)
    sub = device_subtasks().get(device.value) if device else None
    if sub is None or (_OPPOSITE[s.subtask] if negated else s.subtask) != sub:
        return None
    if not negated and lo + 1 < k and tokens[lo] in ("it", "they", "it's", "they're"):
        return None  # "so it's warm": read as it is
    return StepCue(sub, j - 1 if negated else k - 1, s.end, "verb")  # "not stone cold", "isn't cold", "is hot", "tea's hot"


def _subject_start(tokens: list[str], k: int) -> int | None:
    """Where the subject and copula ending at ``k`` start: "it's", "it is", "the tea's", "the coffee is" (None otherwise)."""
    for p in _PRONOUNS:
        if tokens[max(0, k - len(p)):k] == p:
            return k - len(p)
    if k < 1:
        return None
    word, n = (tokens[k - 1][:-2], 1) if tokens[k - 1].endswith("'s") else (tokens[k - 2] if k > 1 else "", 2)
    if n == 2 and tokens[k - 1] not in _COPULAS:
        return None
    start = k - n
    if not (word in lexicon()["contents"] or mentions([word]) and mentions([word])[0].kind == "object"):
        return None
    return start - (start > 0 and tokens[start - 1] in data()["determiners"])


_CLAUSE = {"that", "it", "it's", "they", "they're", "is", "are", "gets", "get", "will", "be", "it'll", "they'll", "stays", "stay",
           "nice", "and", "good", "really", "very", "properly", "ice", "all"}  # "so that it'll be really cold", "so they get nice and cold"
_SUBJECTS = {"it", "it's", "they", "they're", "it'll", "they'll"}


def so_purpose(tokens: list[str], s: StepCue) -> bool:
    """A device's step said in a clause "so it's ..." right after a place verb puts the object into that device (module
    docstring): the place is there for that step."""
    so = s.start - 1
    while so > 0 and s.start - so < 6 and tokens[so] in _CLAUSE:
        so -= 1
    if so < 3 or tokens[so] != "so" or not _SUBJECTS.intersection(tokens[so + 1:s.end]):
        return False
    lo = max(0, so - 4)
    device = next((m for m in mentions(tokens[lo:so]) if m.kind == "receptacle" and m.end == so - lo), None)
    if device is None or device_subtasks().get(device.value) != s.subtask:
        return False
    verbs = verbs_of("place")
    return any(t in verbs for t in tokens[max(0, lo + device.start - 5):lo + device.start])
