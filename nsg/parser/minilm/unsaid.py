"""Steps the speaker takes back right after saying them (from :mod:`nsg.parser.minilm.corrections`, at its length
limit; :func:`nsg.parser.minilm.corrections.corrected` drops them first): a step denied right after "no," with the same
sub-task's verb ("chill it, no, don't chill it", "chilled, no, she didn't chill it", file 53: :func:`_denied_next`), one
taken back by "not" and its word after a pause and "wait," ("sliced... wait, not sliced", file 16:
:func:`_not_after_all`), and one done to a thing called off later by name ("clean the knife... no, forget the knife",
file 41: :func:`_thing_called_off`), and a count trailing off and said again ("boil two... ok one, boil one", file 46:
:func:`_miscounted`). The step goes with its denial; what is said again after a correction marker is
the other module's.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import NUMBER_WORDS, StepCue, data, verbs_of


def unsaid(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without those taken back right after they are said (module docstring)."""
    if "." in tokens:  # "boil two... ok one, boil one": the miscounted start goes
        steps = [s for s in steps if not _miscounted(tokens, s, steps)]
    if "no" in tokens:  # the step and its denial both go
        denied = {x for s in steps if (k := _denied_next(tokens, s)) >= 0 for x in (s.start, k)}
        steps = [s for s in steps if s.start not in denied]
    if "not" in tokens:  # "chilled, and sliced... wait, not sliced, it's a plate!": the step and its "not" go
        denied = {x for s in steps if (k := _not_after_all(tokens, s)) >= 0 for x in (s.start, k)}
        steps = [s for s in steps if s.start not in denied]
    if not _CALL_OFF.isdisjoint(tokens):  # "clean the knife... no, forget the knife": that thing's step goes
        steps = [s for s in steps if not _thing_called_off(tokens, s)] or steps
    return steps


_DENIALS = {"don't", "didn't", "doesn't", "won't", "not", "never", "wasn't", "isn't", "can't", "cannot", "cant", "dont", "shouldn't"}
_SUBJECTS = {"i", "you", "he", "she", "we", "they", "it", "it's"}


def _denied_next(tokens: list[str], s: StepCue) -> int:
    """"chill it, no, don't chill it", "chilled, no, she didn't chill it", "cut - no wait, you can't cut a jug" (file 23):
    where the verb denying the step is, when it is followed (its pronoun aside) by ", no ," (or a dash, or "no wait"; or
    a new sentence opening so: "slice it. No wait, don't slice it", file 42), at
    most a subject, a denial and a verb of the same sub-task (module
    docstring); -1 if not."""
    j = s.end + (s.end < len(tokens) and tokens[s.end] in data()["object_pronouns"])
    if tokens[j:j + 1] not in ([","], ["-"], ["."], ["!"]) or tokens[j + 1:j + 3] not in (["no", ","], ["no", "wait"]):
        return -1  # "cut - no, you can't cut a plate" (file 23)
    j += 3 + (tokens[j + 3:j + 4] == [","])
    j += j < len(tokens) and tokens[j] in _SUBJECTS
    return j + 1 if j + 1 < len(tokens) and tokens[j] in _DENIALS and tokens[j + 1] in verbs_of(s.subtask) else -1


_PAUSES = {".", ",", "-"}  # "sliced... wait,", "slice it - no,"; ", wait," is read as ", ." (lexicon.words)
_WAIT = (["wait", ","], ["no", ","], ["no", "wait"], ["sorry", ","])


def _not_after_all(tokens: list[str], s: StepCue) -> int:
    """"cleaned, warmed, chilled, and sliced... wait, not sliced, it's a plate!" (file 16), "slice it, wait, not sliced":
    where the step's word said again after a pause, a marker of taking back ("wait," / "no," / "sorry,", or ", wait,")
    and "not" is (its clause closed right after it), the step taken back; -1 if not."""
    j = s.end + (s.end < len(tokens) and tokens[s.end] in data()["object_pronouns"])
    k = j
    while k < len(tokens) and tokens[k] in _PAUSES and k - j < 4:
        k += 1
    marked = tokens[k:k + 2] in _WAIT or tokens[j:k] == [",", "."]
    k += 2 if tokens[k:k + 2] in _WAIT else 0
    if k == j or not marked or tokens[k:k + 1] != ["not"] or k + 1 >= len(tokens):
        return -1
    said = tokens[k + 1] in verbs_of(s.subtask) or tokens[k + 1] in data()["steps"][s.subtask].get("adjectives", ())
    return k + 1 if said and (k + 2 == len(tokens) or tokens[k + 2] in _PAUSES | {"!", "?", ";"}) else -1


_CALL_OFF = {"forget", "skip", "scratch", "ditch"}


def _thing_called_off(tokens: list[str], s: StepCue) -> bool:
    """"cut the tomato, ..., clean the knife... no, forget the knife" (file 41): a step whose own thing (its name right
    after the verb and determiners) is named again later right after "forget" / "skip" / "scratch" / "ditch" (and
    determiners): called off with its thing."""
    dets = data()["determiners"]
    j = s.end
    while j < len(tokens) and tokens[j] in dets:
        j += 1
    own = [m for m in mentions(tokens[j:j + 3]) if m.start == 0 and m.kind == "object"]
    if not own:
        return False
    for i in range(s.end, len(tokens) - 1):
        if tokens[i] in _CALL_OFF and not (i > 0 and tokens[i - 1] in ("don't", "not", "never")):
            k = i + 1 + (tokens[i + 1] == "about")
            while k < len(tokens) and tokens[k] in dets:
                k += 1
            if any(m.start == 0 and m.value == own[0].value for m in mentions(tokens[k:k + 3])):
                return True
    return False


_RECOUNT = {"ok", "okay", "no", "sorry", "actually", "make", "that", "wait", ","}


def _miscounted(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """A verb and a count trailing off into dots, then another count and the same sub-task's verb again ("boil
    two... ok one, boil one on the stove", test file 46): a false start, the step said again after it is the one meant."""
    j = s.end
    if s.form != "verb" or j + 3 >= len(tokens) or tokens[j] not in NUMBER_WORDS or tokens[j + 1:j + 3] != [".", "."]:
        return False
    while j + 1 < len(tokens) and tokens[j + 1] == ".":
        j += 1
    while j + 1 < len(tokens) and tokens[j + 1] in _RECOUNT:
        j += 1
    if j + 1 >= len(tokens) or tokens[j + 1] not in NUMBER_WORDS:
        return False
    k = j + 2 + (tokens[j + 2:j + 3] == [","])
    return any(x.start == k and x.subtask == s.subtask and x.form == "verb" for x in steps)
