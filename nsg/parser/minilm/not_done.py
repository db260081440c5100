"""A step told as not done, then what was done instead ("he didn't wash it, mind, he just put it in the
sink", test file 44): a claim about a video says what the person left out, so that step is no step of
the task.

Why apart from :data:`nsg.parser.minilm.spans.NEGATIONS` (the negations of a request, read by
:func:`nsg.parser.minilm.clauses.drop_negated`): "didn't" tells of the past, and a sentence that only says
what was not done ("I didn't chill it, can you?") may still ask for it; so the step goes only when its
sentence goes on to another step, the one done instead. A step not done to another thing named right after
its verb ("She boiled the egg. Didn't rinse the knife after."), when the text named its object first, is the
other thing's, no step either. "not him boiling the kettle ..." opening a sentence (a person, then what he
does) is said in wonder at what was done, no negation (:func:`exclaimed`). A step negated in its sentence, then
its sub-task said again after a comma with a doer before the verb ("Don't slice it, we tear it", "It's not cut,
the kitchen cuts it", "do NOT cut it, you cut one last week"), is what someone else does or did, told as the
reason: no step either (:func:`done_by_another`, test file 48); so is a participle after "is" / "was" with "by" and a
name after it ("The bread is baked by Brother Anselm"): who made it, no step (:func:`_by_a_named_maker`; "by an adult":
who should do it, the step); so is a step word said with "by mistake" / "by accident" after it or "accidentally" before it
("if the cup got heated by mistake, chill it", file 68: ``accident_words``): an accident told, how the thing may be now, no step
(:func:`_by_mistake`). A negated
step whose clause goes on to "before" and an event that is no step ("do NOT slice the lettuce before the show") stays
negated: no order with another step is said (:func:`before_event`, test file 58); so does one whose clause ends in
"yet" when its sub-task is said nowhere else ("don't slice them yet, he wants them whole", file 62). A verb after "or" / "nor" that
goes on a negated step ("not left on the windowsill or carried home") is negated with it (file 47). A verb's -ing form
right after "isn't" / "wasn't" / "aren't" / "weren't" ("the calf isn't taking it") tells what something is not doing,
no step (:func:`not_doing_at`, read by :func:`nsg.parser.minilm.anecdotes.remarked`, file 47): nor does it make its sentence one with a step for the target's choice.
"""
from __future__ import annotations

from nsg.parser.minilm.choices import offered
from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.lexicon import mentions, unknown_words
from nsg.parser.minilm.spans import DETERMINERS, NEGATIONS, NEGATION_STOPS, OBJECT_PRONOUNS, PERSON_SUBJECTS, SENTENCE_ENDS, StepCue, clause_bounds

_DID_NOT = {"didn't", "didnt"}
_TOLD = {"me", "him", "her", "us", "them", "you"}  # "wanted me to heat it": the one told between
_BE = {"is", "was", "were", "are", "be", "been", "it's", "being"}
_SUBJECT_WORDS = {"i", "he", "she", "we", "they", "you"}  # "but she didn't wash it"
_COULD_NOT = {"couldn't", "can't", "cannot", "didn't"}


def not_done(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """Whether ``s`` is a verb right after "didn't" with another sub-task's step later in its sentence."""
    if s.form == "verb" and done_by_another(tokens, s, steps) or _by_a_named_maker(tokens, s) or _by_mistake(tokens, s) or _habit(tokens, s) \
            or _or_negated(tokens, s, steps) or offered(tokens, s) or _unkept(tokens, s, steps) or _neither(tokens, s) \
            or _but_not_done(tokens, s, steps) or _never_got_round(tokens, s, steps):  # "bin it or eat it" (:mod:`nsg.parser.minilm.choices`)
        return True
    if s.form != "verb" or s.start == 0 or tokens[s.start - 1] not in _DID_NOT:
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    return any(s.end <= x.start < end and x.subtask != s.subtask for x in steps) or _other_thing(tokens, s, end)


def _unkept(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"She meant to rinse the plate, but ...", "he was supposed to wash it first, but he sliced it", "Mum wanted me to
    heat it, but I washed it instead", "she said she'd chill it, but she forgot": a verb told as a past intention
    (``unkept_intents``: "she forgot to / refused to / had been meaning to ..." too), then "but" in its sentence (or
    "instead" later) and a step of another sub-task after it: the intention was not kept, no step. "but first" / "but only after" (an order word after "but", or "first" / "before" later in that
    sentence) orders the steps instead."""
    if s.form != "verb" or s.start < 2 or "but" not in tokens and "instead" not in tokens:
        return False
    d = data()["unkept_intents"]
    prev, w = tokens[s.start - 1], tokens[s.start - 2]
    if prev == "to":
        ok = w in d["verbs"] or w in d["be_words"] and s.start >= 3 and tokens[s.start - 3] in d["pasts"] \
            or w in _TOLD and s.start >= 3 and tokens[s.start - 3] in d["verbs"]  # "wanted me to heat it"
    else:
        ok = prev.endswith("'d") and w in d["saying"] or prev == "would" and s.start >= 3 and tokens[s.start - 3] in d["saying"]
    if not ok:
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    b = next((i for i in range(s.end, end) if tokens[i] == "but"), s.end if "instead" in tokens[s.end:] else None)
    if b is None or tokens[b + 1:b + 2] and tokens[b + 1] in d["not_after_but"] \
            or any(t in ("first", "before", "beforehand") for t in tokens[b:end]):
        return False
    return any(x.start > b and x.subtask != s.subtask for x in steps)


def _neither(tokens: list[str], s: StepCue) -> bool:
    """"He neither sliced nor chilled the apple": a verb right after "neither" with "nor" later in its sentence is
    negated ("nor chilled" is, by :func:`_or_negated`); after a copula it is a state said, as before."""
    if s.form != "verb" or s.start < 2 or tokens[s.start - 1] != "neither":
        return False
    lo = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in SENTENCE_ENDS), 0)
    if any(t in _BE for t in tokens[lo:s.start]):
        return False  # "it was neither clean nor in the drawer", "Why was the mug neither rinsed nor ...": states asked for
    return "nor" in tokens[s.end:next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))]


def _but_not_done(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"She heated the mug but didn't wash it.": a verb right after "but didn't" / "but never" (a subject between or
    none), a step of another sub-task told in the past before it in its sentence: what was left out, told, no step;
    not when a question follows ("... but didn't wash it - can you?": it may be asked for)."""
    if s.form != "verb" or s.start < 3 or tokens[s.start - 1] not in _DID_NOT | {"never"} or "?" in tokens[s.end:]:
        return False
    b = s.start - 2 - (tokens[s.start - 2] in _SUBJECT_WORDS)
    if tokens[b] != "but":
        return False
    lo = next((i + 1 for i in range(b - 1, -1, -1) if tokens[i] in SENTENCE_ENDS), 0)
    return any(lo <= x.start and x.end <= b and x.subtask != s.subtask and x.form == "verb" and tokens[x.start].endswith("ed")
               for x in steps)


def _never_got_round(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"She never got round to washing the pan, though she did put it on the stove": an "-ing" verb after "never" /
    "didn't" and "got / get (a)round to", a step of another sub-task after it and no question: left undone, no step
    ("I never got round to washing it - can you?" asks for it)."""
    if s.form != "verb" or s.start < 4 or not tokens[s.start].endswith("ing") or "?" in tokens[s.end:] \
            or tokens[s.start - 2:s.start] not in (["round", "to"], ["around", "to"]) or tokens[s.start - 3] not in ("got", "get"):
        return False
    return tokens[s.start - 4] in _DID_NOT | {"never"} and any(x.start > s.end and x.subtask != s.subtask for x in steps)


def _or_negated(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"not left on the windowsill or carried home": a verb right after "or" / "nor" whose clause opens with a
    negated step before it (the negation right before that step's verb) is under the same negation (file 47)."""
    if s.form != "verb" or s.start < 2 or tokens[s.start - 1] not in ("or", "nor"):
        return False
    p = next((x for x in reversed(steps) if x.end < s.start), None)
    return p is not None and not any(t in NEGATION_STOPS for t in tokens[p.start:s.start]) \
        and any(t in NEGATIONS for t in tokens[max(0, p.start - 2):p.start])


def _other_thing(tokens: list[str], s: StepCue, end: int) -> bool:
    """"didn't rinse the knife": a thing named right after the verb (a determiner between) that is not the
    first thing the text names."""
    j = s.end + (tokens[s.end:s.end + 1] and tokens[s.end] in DETERMINERS)
    after = [m for m in mentions(tokens[j:end]) if m.kind == "object"]
    first = next((m for m in mentions(tokens) if m.kind == "object"), None)
    return bool(after) and after[0].start == 0 and first is not None and first.start < s.start \
        and after[0].value != first.value


def exclaimed(tokens: list[str], i: int) -> bool:
    """Whether the "not" at ``i`` opens a sentence and is followed by a person pronoun and an "-ing" word
    ("not him boiling the kettle and then ...", "Not her rinsing it with the tap running"): wonder at a deed
    ("not in the fridge", "not him, her": no "-ing" word, still a negation)."""
    return tokens[i] == "not" and (i == 0 or tokens[i - 1] in SENTENCE_ENDS) and tokens[i + 1:i + 2] != [] \
        and tokens[i + 1] in OBJECT_PRONOUNS and tokens[i + 2:i + 3] != [] and tokens[i + 2].endswith("ing")


_ORDER = {"after", "before", "until", "till", "once", "first", "then", "later", "when"}


def done_by_another(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """Whether the verb ``s`` has a doer before it (a person, or "the" and a word) and its sub-task was negated
    earlier in its sentence, a comma between, no order word before a step in the sentence (module docstring)."""
    if s.start < 2 or not (tokens[s.start - 1] in PERSON_SUBJECTS or tokens[s.start - 2] == "the" and tokens[s.start - 1].isalpha()):
        return False
    lo = max([i + 1 for i in range(s.start) if tokens[i] in SENTENCE_ENDS] or [0])
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    if any(t in _ORDER and any(i < x.start < end for x in steps) for i, t in enumerate(tokens[lo:end], lo)):
        return False  # "don't heat it yet, you heat it after slicing": a constraint ("before the final": a time)
    return any(x.subtask == s.subtask and lo <= x.start and x.end < s.start and "," in tokens[x.end:s.start]
               and not NEGATIONS.isdisjoint(tokens[max(lo, x.start - 3):x.start]) for x in steps)


def _by_a_named_maker(tokens: list[str], s: StepCue) -> bool:
    """"is baked by Brother Anselm", "was cut by Marta": a participle right after a copula, then "by" and a name the
    lexicon does not know (a title before it allowed): who did it, a fact about the thing, no step (module docstring)."""
    if s.start < 1 or tokens[s.start - 1] not in ("is", "was", "are", "were") or tokens[s.end:s.end + 1] != ["by"]:
        return False
    name = tokens[s.end + 1:s.end + 3]
    return bool(name) and name[0].isalpha() and bool(unknown_words(name)) and name[0] not in ("the", "a", "an", "hand")


def _by_mistake(tokens: list[str], s: StepCue) -> bool:
    """"got heated by mistake", "warmed it by accident", "accidentally chilled": a step word with an accident word right
    after it (past "it" / "them" / "up") or right before it (``accident_words``): what happened unasked, no step."""
    words = data()["accident_words"]
    if s.start > 0 and tokens[s.start - 1] in words["before"]:
        return True
    k = s.end + (tokens[s.end:s.end + 1] in (["it"], ["them"], ["up"]))
    return k + 1 < len(tokens) and tokens[k] in ("by", "in") and " ".join(tokens[k:k + 2]) in words["after"]


_DAYS = {"mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "weekdays", "weekends"}


_NOT_DOING = {"isn't", "wasn't", "aren't", "weren't", "isnt", "wasnt", "arent", "werent"}


def not_doing(tokens: list[str], i: int) -> bool:
    """A verb's -ing form at ``i`` right after "isn't" / "wasn't" ("the calf isn't taking it"): not being done."""
    return i > 0 and tokens[i].endswith("ing") and tokens[i - 1] in _NOT_DOING


def not_doing_at(tokens: list[str]) -> set[int]:
    """The positions of the -ing forms of :func:`not_doing`."""
    return set() if _NOT_DOING.isdisjoint(tokens) else {i for i in range(1, len(tokens)) if not_doing(tokens, i)}


def _habit(tokens: list[str], s: StepCue) -> bool:
    """"Bread is baked here on Wednesdays", "the eggs are boiled every morning" (test file 59): a participle right after
    a present copula, then "here", "at home" ("scones are baked at home", file 62) or a time that recurs: how things are
    done, no step."""
    if s.start < 1 or tokens[s.start - 1] not in ("is", "are") or not tokens[s.start].endswith("ed"):
        return False
    after = tokens[s.end:s.end + 2]
    return after[:1] in (["here"], ["every"], ["each"], ["daily"], ["weekly"]) or after == ["at", "home"] or after[:1] == ["on"] and after[1:] != [] \
        and after[1] in _DAYS


_EVENT_ORDER = {"until", "till", "before", "after", "unless", "once", "yet"}
_SUBJECTS = {"it", "they", "you", "i", "we", "he", "she", "it's", "they're", "you've", "i've", "we've", "that", "this"}


def before_event(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"don't slice the lettuce before the show", "never chill it before dinner": the only order word of the
    negated step's clause is "before", then no subject, no "-ing" word, no object and no other step to its end."""
    _, hi = clause_bounds(tokens, s.end, NEGATION_STOPS)
    at = [k for k in range(s.end, hi) if tokens[k] in _EVENT_ORDER]
    if at == [hi - 1] and tokens[hi - 1] == "yet":  # "don't chop them yet, she wants them whole" (file 62): not asked at all
        return not any(c is not s and c.subtask == s.subtask for c in steps)
    if len(at) != 1 or tokens[at[0]] != "before" or at[0] + 1 >= hi:
        return False
    nxt = tokens[at[0] + 1]
    return nxt.isalpha() and nxt not in _SUBJECTS and not nxt.endswith("ing") \
        and not any(m.kind == "object" for m in mentions(tokens[at[0] + 1:hi])) \
        and not any(c is not s and at[0] < c.start < hi for c in steps)


_ON = {"on", "in", "onto", "into", "under"}


def negated_on(tokens: list[str], s: StepCue) -> bool:
    """"Hot drinks don't go on the ice", "never leave it on ice" (test file 63): a one-word cue said as a noun after a
    preposition (a determiner between), whose clause's verb a negation two or three words before the preposition
    denies ("don't go", "never leave it"): where it must not be, no step ("keep it on ice" keeps its cooling)."""
    if s.form != "verb" or s.end - s.start != 1 + (tokens[s.start] in _ON):  # "on ice" may be the cue itself
        return False
    p = s.start if tokens[s.start] in _ON else s.start - 1 - (tokens[s.start - 1:s.start] in (["the"], ["some"]))
    if p < 2 or tokens[p] not in _ON:
        return False
    v = p - 1 - (tokens[p - 1] in ("it", "them"))  # the verb: "go", "leave it"
    return v >= 1 and tokens[v].isalpha() and (tokens[v - 1] in NEGATIONS or tokens[v - 2:v] == ["do", "not"])


def named_denied(tokens: list[str], k: int) -> bool:
    """"couldn't leave the wine bottle warm, so popped it in the fridge" (file 76): a state word at ``k`` right after a
    negated verb ("couldn't" and "didn't" too) and its object, said by name with a determiner ("the", "my" ...) or by
    "it", is the state it must not be left in (as "don't put it out warm", :func:`nsg.parser.minilm.clauses.drop_negated`),
    no step."""
    m = next((m for m in mentions(tokens) if m.end == k and m.kind == "object"), None)
    at = k - 1 if k >= 1 and tokens[k - 1] in ("it", "them") else (m.start - 1 if m is not None and tokens[m.start - 1] in DETERMINERS else -1)
    return at >= 2 and tokens[at - 1].isalpha() and (tokens[at - 2] in NEGATIONS or tokens[at - 2] in _COULD_NOT)
