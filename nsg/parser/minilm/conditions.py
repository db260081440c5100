"""A temperature said as how the object is now, the condition or the reason of the opposite step: "If the mug is cold,
heat it.", "If the wine bottle is warm, put it in the fridge.", "The apple is warm, so chill it.", "Issue: the apple is
warm. Remedy: put it in the fridge." (a troubleshooting table, an FAQ, a label; the kind behind file 71's third reading).

The state word (an adjective, not a participle: "it is heated" is a step said) right after a copula whose subject is
the object or its pronoun ("the mug is", "it's", "they are"), inside a clause opened by "if" or closed by "so" (or
alone in its sentence), is no step when a later step outside that clause does the opposite (an inverted "if" too:
"Should the mug be cold, heat it", the "should" clause closed by a comma, a question being no condition): the opposite
sub-task ("heat it"), or a place in a device of the opposite sub-task ("put it in the fridge", which reads as a place,
never the cooling, by the conventions). Not when the same sub-task is asked again elsewhere, and never in a time
clause ("once it is cold, slice it", "when it's hot, ..." say when: steps).

Why apart from :func:`nsg.parser.minilm.clauses.drop_background` (a state alone in a sentence before a verb of the
opposite sub-task done to "it"; its module at its length limit): here the condition or reason shares its sentence with
the step, and a place in the opposite device is the fix too.

:func:`trouble_questions`: a troubleshooting table's or an FAQ's question of what goes wrong ("Mug won't heat?", "Potato not
heating through?", "Bread won't toast evenly?"): a step word under a negation in a question opened by the thing's name
(no "you", no "don't": not a request) is the fault, no step, when a later sentence asks the same sub-task ("..., then
heat it again"), whose place in the order is the one that counts.

:func:`others_wishes`: what someone else wants the thing to be ("They want it warm. I say chill it!", "My opponent likes it
hot, but chill it", file 71's stump speech): a temperature right after a wish verb and "it" / "them", the wish's subject no
"I" / "we" / "you", is theirs, no step, when the text asks the opposite sub-task and never this one again."""
from __future__ import annotations

from nsg.parser.minilm.spans import FULL_STOPS, NEGATIONS, StepCue, data, device_subtasks, state_adjectives

_OPPOSITE = {"heat": "cool", "cool": "heat"}
_COPULAS = {"be", "is", "are", "was", "were", "'s", "it's", "they're", "feels", "feel", "seems", "seem", "looks", "look"}
_SUBJECT_PRONOUNS = {"it", "they"}
_DEGREES = {"a", "bit", "little", "too", "very", "really", "quite", "rather", "still", "now"}
_TIME = {"when", "once", "after", "until", "till", "while", "before", "whenever"}
_CLAUSE_MARKS = {",", "-", ";", ":", "(", ")"}
_CLAUSE_OPENS = FULL_STOPS | _CLAUSE_MARKS | {"?", "|"}  # what a copula's clause opens after
_QUESTION_ENDS = FULL_STOPS | {"?", ";"}
_SENTENCE_OPENS = FULL_STOPS | {"?", ";", ":"}
_WISH_OPENS = FULL_STOPS | _CLAUSE_MARKS | {"?", "but", "and", "so"}  # where the subject of "want it warm" starts
_NOT_RUN_IN = {"that's", "what's", "there's", "here's", "who's", "he's", "she's", "let's", "one's", "everyone's"}


def condition_states(tokens: list[str], steps: list[StepCue]) -> set[int]:
    """Starts of the temperature steps said as the object's state now, the condition or reason of the opposite step
    (module docstring)."""
    if not any(t in ("if", "so", ".", ":", "?", "!") for t in tokens):
        return set()
    out = set()
    for s in steps:
        other = _OPPOSITE.get(s.subtask)
        if other is None or s.end - s.start != 1 or tokens[s.start] not in state_adjectives() or tokens[s.start].endswith("ed"):
            continue
        j = s.start - 1
        while j > 0 and tokens[j] in _DEGREES:
            j -= 1
        run_in = tokens[j].endswith("'s") and tokens[j] not in _NOT_RUN_IN  # "the apple's warm"
        if j < 1 or tokens[j] not in _COPULAS and not run_in or any(x is not s and x.subtask == s.subtask for x in steps):
            continue
        lo = _clause_start(tokens, j)
        hi = next((k for k in range(s.end, len(tokens)) if tokens[k] in _CLAUSE_MARKS | FULL_STOPS or tokens[k] in ("so", "|")),
                  len(tokens))
        head = tokens[lo:j] + ([tokens[j][:-2]] if run_in else [])
        if _TIME.intersection(head) or not _about_object(head, tokens[j]) or (tokens[j] == "be") != (head[:1] == ["should"]):
            continue
        opened_if = head[:1] == ["if"] or head[:1] == ["should"] and tokens[hi:hi + 1] == [","]  # "should the mug be cold,
        # heat it": the inverted "if" (a question "should the pot be hot? ..." asks, no condition)
        reason = hi < len(tokens) and (tokens[hi] == "so" or tokens[hi] in (",", "-") and tokens[hi + 1:hi + 2] == ["so"])
        alone = (lo == 0 or tokens[lo - 1] in FULL_STOPS | {":", "-", "|"}) and hi < len(tokens) and tokens[hi] in FULL_STOPS | {"?", "-", ";", "|"} \
            and not any(x is not s and lo <= x.start < hi for x in steps)
        if not (opened_if or reason or alone):
            continue
        if any(x.start >= hi and _undoes(x, other) for x in steps):
            out.add(s.start)
    return out


def _clause_start(tokens: list[str], j: int, opens: set[str] = _CLAUSE_OPENS) -> int:
    """Where the clause of the word at ``j`` opens, after a token of ``opens`` (by default after a sentence end, a colon,
    a comma, a dash)."""
    lo = j
    while lo > 0 and tokens[lo - 1] not in opens:
        lo -= 1
    return lo


def _about_object(head: list[str], copula: str) -> bool:
    """Whether the copula's subject is the object or its pronoun: "if the mug", "the apple", "it", "your bread"."""
    words = head[1:] if head[:1] in (["if"], ["should"]) else head
    if copula in ("it's", "they're"):
        return not words
    if len(words) == 1 and words[0] in _SUBJECT_PRONOUNS:
        return True
    dets = set(data()["determiners"])
    return 1 <= len(words) <= 4 and (words[0] in dets or len(words) <= 2) and all(w.isalpha() or "_" in w for w in words) \
        and not _SUBJECT_PRONOUNS.intersection(words) and words[-1] not in dets


def _undoes(x: StepCue, other: str) -> bool:
    """A step of the opposite sub-task, or a place in a device of it ("put it in the fridge" after "warm")."""
    return x.subtask == other or x.subtask == "place" and x.receptacle is not None \
        and device_subtasks().get(x.receptacle) == other


_TROUBLE_NEGATIONS = NEGATIONS | {"won't", "wont", "isn't", "isnt", "can't", "cant", "didn't", "wouldn't"}
_ASKING = {"you", "your", "don't", "dont", "do", "does", "should", "can", "could", "will", "would", "how", "why", "what"}


def trouble_questions(tokens: list[str], steps: list[StepCue]) -> set[int]:
    """Starts of the steps said as the fault in a troubleshooting question, asked again later (module docstring)."""
    if "?" not in tokens:
        return set()
    out = set()
    for s in steps:
        q = next((k for k in range(s.end, len(tokens)) if tokens[k] in _QUESTION_ENDS), len(tokens))
        if q == len(tokens) or tokens[q] != "?":
            continue
        head = tokens[_clause_start(tokens, s.start, _SENTENCE_OPENS):s.start]
        if head[:1] and head[0] not in _TROUBLE_NEGATIONS and _TROUBLE_NEGATIONS.intersection(head) and not _ASKING.intersection(head) \
                and any(x.start > q and x.subtask == s.subtask for x in steps):
            out.add(s.start)
    return out


_WISH_VERBS = {"want", "wants", "wanted", "like", "likes", "liked", "prefer", "prefers", "preferred", "love", "loves"}
_OWN = {"i", "we", "you", "i'd", "we'd", "you'd", "i'll", "we'll", "please", "do", "don't", "to", "if", "would"}


def others_wishes(tokens: list[str], steps: list[StepCue]) -> set[int]:
    """Starts of the temperatures someone else wishes the thing to have, against the opposite step asked (module
    docstring)."""
    if _WISH_VERBS.isdisjoint(tokens):
        return set()
    out = set()
    for s in steps:
        other = _OPPOSITE.get(s.subtask)
        k = s.start - 2
        if other is None or k < 1 or tokens[k + 1] not in ("it", "them") or tokens[k] not in _WISH_VERBS \
                or any(x is not s and x.subtask == s.subtask for x in steps) or not any(x.subtask == other for x in steps):
            continue
        subject = tokens[_clause_start(tokens, k, _WISH_OPENS):k]
        if subject and len(subject) <= 3 and _OWN.isdisjoint(subject) and all(w.isalpha() for w in subject):
            out.add(s.start)
    return out
