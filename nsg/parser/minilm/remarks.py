"""Step words said as remarks about how things are, not as steps (issue 39, test file 20).

Why apart from :func:`nsg.parser.minilm.clauses.drop_background` (a temperature alone in a sentence
before the opposite verb): these are read by the words right around the step word, wherever the
sentence stands, so they need no other step to be said:

- a temperature after a degree or aspect word ("it's too hot for the baby", "it's still boiling"), or in an
  "if" clause about the object ("if it's gone cold, reheat it", test file 31): how the object is now, the
  reason for a step, never a goal; so in a "while" clause ("slice it while it's hot", test file 60);
- a temperature after an indefinite pronoun ("can't have anything hot", "nobody touch anything cold"): some
  other thing; a plain one after "about" before a plural name ("he's fussy about cold mugs", test file 60): a taste
  for such things in general;
- a plain temperature adjective (no verb form: "hot", "cold", not "warm") with a word the lexicon
  does not know right after it, no determiner before it nor after that word ("cold fruit hurts her
  teeth", not "made cold within the fridge"): an adjective of that other noun ("a hot apple" names
  the target; "hot slices" a result of its step; "chill asap" is a verb);
- a plain temperature after a denied verb of no step ("Don't eat it cold again"): how it must not be
  had, no step;
- a plain adjective of the target with the opposite verb in its sentence ("Hot pans must be cooled
  before washing", "heat the cold egg"; a participle too: "cool a boiled egg", file 54): how the object is now, which
  that step undoes;
- a time clause between two steps that holds no step ("scrub it when you're home and leave it on the
  hob", "wash it before it wilts, then chop it", "heat it until the water sizzles. Leave it ...", "cool
  them while it's still plugged in, cut them", "chill it as soon as you get in and slice it"): when the
  task is done, no order (nor "and") between the steps around it (:func:`untimed`); so is a comment opened by
  ", which" or by a sentence's "Which" that holds no step ("microwaved it, which you should never do, then cut it",
  "... clean and hot. Which I did, in whatever order, and ...", file 51);
- a verb's -ing form between a determiner and the target ("wash the chopping knife"): what the object
  is for, no step;
- a place verb whose object is a person ("sorry to put you to work"), and a pick or place in a
  relative clause right after the target ("the apples I brought round", "the mug you left"): how
  things came to be; a step of another thing ("let the microwave cool") or one the speaker keeps
  ("I'll slice them myself", "Suite 409 wants to cook himself"), a state said of a person ("that's me
  warmed up", "(she's tiny and frozen)"): no step of the task (:func:`drop_asides`);
- the speaker's own pick after the steps asked of the listener ("... give it to me, I'll take it in",
  "I'll just grab it off you"): the speaker receiving it, no step ("I'll give it to him" hands it on: a step); where the speaker says the steps
  as their own ("if I can clean the mug and then warm it ... I'll keep holding it"), a step; so is the speaker's
  holding said last ("Then I'll just hold it", file 25): a verb of holding, not of collecting, the thing ends in hand.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, known_words, mentions
from nsg.parser.minilm.spans import BOUNDARY, Connective, PERSON_SUBJECTS, Reading, SENTENCE_ENDS, StepCue, data, verbs_of

_DEGREE = {"too", "still"}  # "too hot", "still boiling": the state now
_INDEFINITE = {"anything", "something", "nothing", "everything"}
_OPPOSITE = {"heat": "cool", "cool": "heat"}
_TIME_WORDS = {"when", "whenever", "before", "until", "till", "once", "after", "while"}
_TIMES = {("as", "soon", "as"), ("the", "moment")}  # "chill it as soon as you get in and slice it"
_CLAUSE_ENDS = BOUNDARY | {",", "and", "then", "-", "(", ")"}
_PEOPLE = {"you", "me", "us", "him", "yourself", "yourselves"}  # "put you to work": a person, not the object
_SPEAKER = {"i'll", "i'd", "we'll"}  # "I'll take it in": the speaker's move ("i will" read two words)
_ADVERBS = {"just", "then", "come", "and"}
_LATER = {"later", "tomorrow", "tonight", "afterwards"}  # "Later I bring it to her" (file 43): "will" left out, the speaker's
_GIVING = {"give", "hand", "pass"}  # "then I'll give it to him": the speaker's hand-over to another, no receiving
_OWN_PART = {"myself", "ourselves", "himself", "herself", "themselves", "themself"}  # not "yourself": the listener's


def drop_remarks(tokens: list[str], steps: list[StepCue], taken: set[int], target: Mention | None) -> list[StepCue]:
    """The steps without heat / cool words said as remarks (module docstring); ``taken``: the
    positions of object and receptacle names (a known name after the word is no other noun)."""
    return [s for s in steps if not (s.subtask in _OPPOSITE and s.end - s.start == 1
                                     and (_remark(tokens, s, taken) or _undone(tokens, s, steps, target)
                                          or _denied_state(tokens, s) or _if_state(tokens, s))
                                     or _purpose_name(tokens, s, target))]


_IT_IS = {"it's", "they're", "it", "they", "is", "are", "has", "have"}
_SAYS = {"says", "said", "complains", "complained", "thinks", "tells", "told", "claims"}


def _if_said(tokens: list[str], s: StepCue) -> bool:
    """"If customer says is warm, is your problem!" (file 66): a temperature someone says the object has, in an "if"
    clause (a speaker of one or two words, a verb of saying, then "it is" or the learner's bare "is"): a complaint
    that may come, no goal."""
    window = tokens[max(0, s.start - 7):s.start]
    if "if" not in window:
        return False
    after_if = window[len(window) - window[::-1].index("if"):]
    said = next((k for k, t in enumerate(after_if) if t in _SAYS), None)
    return said is not None and 1 <= said <= 2 and all(t.isalpha() for t in after_if[:said]) \
        and 0 < len(after_if) - said - 1 <= 2 and all(t in _IT_IS for t in after_if[said + 1:])


_IF_WHILE = {"if", "while"}
_DENYING = {"don't", "dont", "never", "mustn't", "shouldn't", "can't", "cannot"}


def _if_state(tokens: list[str], s: StepCue) -> bool:
    """"If it's gone cold, reheat it": a temperature in an "if" clause about the object (within four words
    after "if", no clause mark between) is how it may be then, the reason for a step, never a goal; so is one in a
    "while" clause ("slice it while it's hot and put it on a plate", test file 60): how it is while a step is done;
    so in a "when" clause after a denied step ("don't wash it when is hot", file 45): when not to do it."""
    window = tokens[max(0, s.start - 4):s.start]
    lo = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in SENTENCE_ENDS), 0)
    denied = any(t in _DENYING for t in tokens[lo:s.start])  # "you don't put it in the sink when is hot" (file 45): when not to
    opener = next((w for w in window[::-1] if w in _IF_WHILE or denied and w in ("when", "whenever")), None)
    if opener is None:
        return _if_said(tokens, s)
    after_if = window[len(window) - window[::-1].index(opener):]
    return bool(after_if) and after_if[0] in _IT_IS and all(t.isalpha() or t in _IT_IS for t in after_if) or _if_said(tokens, s)


def _purpose_name(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"the chopping knife", "my washing bowl": a verb's -ing form between a determiner and the
    target names what the object is for ("the steaming mug", an adjective, stays a state)."""
    word = tokens[s.start]
    return target is not None and s.end == target.start and s.end - s.start == 1 and word.endswith("ing") \
        and word not in data()["steps"][s.subtask].get("adjectives", ()) and s.start > 0 \
        and tokens[s.start - 1] in data()["determiners"]


def untimed(tokens: list[str], reading: Reading) -> list[Connective]:
    """The connectives without "when" / "before" / "until" ... opening a clause that holds no step and
    is closed before the next step ("when you're home and ...", "before it dies, then ..."); a
    clause before the first step or after the last is read where prefixes and trailing words are."""
    starts = sorted(s.start for s in reading.steps)
    def timed(c: Connective) -> bool:
        if not (tokens[c.start:c.end] == [tokens[c.start]] and tokens[c.start] in _TIME_WORDS or tuple(tokens[c.start:c.end]) in _TIMES) \
                or c.meaning not in ("after", "before") and tokens[c.start] != "while":  # "cool them while it's plugged in, cut them"
            return False
        stop = next((i for i in range(c.end, len(tokens)) if tokens[i] in _CLAUSE_ENDS), len(tokens))
        return stop > c.end and any(x < c.start for x in starts) and any(x >= stop for x in starts) \
            and not any(c.end <= x < stop for x in starts) and not {"that", "this", "done", "finished"} & set(tokens[c.end:stop])
    def comment(c: Connective) -> bool:  # "microwaved it, which you should never do, then ...": a comment, no order
        if c.meaning != "relative" or tokens[c.start] != "which" or c.start == 0 or tokens[c.start - 1] not in BOUNDARY | {","}:
            return False
        stop = next((i for i in range(c.end, len(tokens)) if tokens[i] in _CLAUSE_ENDS), len(tokens))
        return not any(c.end <= x < stop for x in starts)
    return [c for c in reading.connectives if not timed(c) and not comment(c)]


def drop_asides(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """The steps without places said of a person and moves in a relative clause of the target
    (module docstring)."""
    def aside(s: StepCue) -> bool:
        nxt = tokens[s.end] if s.end < len(tokens) else ""
        if tokens[s.end + 1:s.end + 2] and tokens[s.end + 1] in data()["determiners"]:
            nxt = ""  # "leave me a pot of eggs": whom it is for, the object follows
        relative = target is not None and (s.start == target.end + 1 and tokens[target.end] in PERSON_SUBJECTS
                                           or _passive_relative(tokens, s, target))
        let = s.start >= 3 and tokens[s.start - 3] in ("let", "lets") and tokens[s.start - 2] in data()["determiners"] \
            and (target is None or target.start != s.start - 1 and not _names(tokens[s.start - 1:s.start], target)) \
            and tokens[s.end:s.end + 1] not in (["it"], ["them"], ["one"], ["the"])  # "let the microwave cool": the other thing's
        # ("let each girl cut one slice", file 61: a person let do a step to the object, a step)
        person = s.start > 0 and tokens[s.start - 1] in ("me", "us", "him") and tokens[s.start].endswith("ed") \
            and (not nxt or nxt in _CLAUSE_ENDS or nxt in ("up", "down", "through"))  # "and me warmed up": the speaker's state
        return s.subtask == "place" and nxt in _PEOPLE or s.subtask in ("pick", "place") and relative or let or person \
            or _about_someone(tokens, s) \
            or any(t in _OWN_PART for t in tokens[s.end:s.end + 3]) \
            and not (s.subtask == "pick" and tokens[s.end - 1] == "to")  # "I'll slice them myself"; not "hand it to Tom himself"
    return [s for s in steps if not aside(s)]


def _names(words: list[str], target: Mention) -> bool:
    """Whether the words name the target again ("If the kettle is used ...: let the kettle cool down", file 66)."""
    return any(m.kind == "object" and m.value == target.value for m in mentions(words))


_GOT = {"got", "gets", "get"}  # not "that was put in the fridge": a step done before (the relative family)


def _passive_relative(tokens: list[str], s: StepCue, target: Mention) -> bool:
    """"the cup that got left on the patio table", "the pot which got put in the cabinet" (test file 33): a move
    in a relative clause of "got" right after the object (no object of its own) tells where it is."""
    if tokens[target.end:target.end + 1] not in (["that"], ["which"]) or s.start != target.end + 2:
        return False
    return tokens[target.end + 1] in _GOT \
        and tokens[s.end:s.end + 1] != [] and tokens[s.end] not in data()["object_pronouns"]


_SOMEONE = {"she's", "he's", "she", "he", "i'm", "we're"}  # not "they": the objects may be meant


def _about_someone(tokens: list[str], s: StepCue) -> bool:
    """"(she's tiny and frozen)": a step word in brackets that open with a person, with no "it" or "them"
    in them: said of that person."""
    lo = next((i for i in range(s.start - 1, -1, -1) if tokens[i] in ("(", ")")), None)
    if lo is None or tokens[lo] != "(" or lo + 1 >= s.start or tokens[lo + 1] not in _SOMEONE:
        return False
    hi = next((i for i in range(s.end, len(tokens)) if tokens[i] == ")"), len(tokens))
    return not any(t in ("it", "them", "it's", "they're") for t in tokens[lo + 2:hi])


def drop_receiving(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without a pick the speaker will do after other steps (module docstring)."""
    def receiving(k: int, s: StepCue) -> bool:
        j = s.start - 1
        while j >= 0 and tokens[j] in _ADVERBS:
            j -= 1
        return s.subtask == "pick" and k > 0 and j >= 0 and (tokens[j] in _SPEAKER or tokens[j - 1:j + 1] == ["i", "will"]
                                                             or tokens[j] in ("i", "we") and j > 0 and tokens[j - 1] in _LATER) \
            and tokens[s.start] not in _GIVING and not (k == len(steps) - 1 and _held_by_speaker(tokens, s))
        # "I'll give it to him": the speaker hands it over, a hand-over; "then I'll hold it": held to the end
    doer = _speaker_does(tokens, steps)  # "asking if I can clean the mug ... I'll keep holding it": the doer's own pick
    return [s for k, s in enumerate(steps) if doer or not receiving(k, s)]


def _held_by_speaker(tokens: list[str], s: StepCue) -> bool:
    """"Then I'll just hold it" (file 25): a verb of holding (``holding``, not a collecting "grab" nor "take"),
    its pronoun right after: the thing ends in the speaker's hand, the last step (a hand-over asked or not)."""
    return " ".join(tokens[s.start:s.end]) in data()["holding"] and tokens[s.start] != "picked" \
        and tokens[s.end:s.end + 1] in (["it"], ["them"])


_ME = {"i", "we", "i'll", "we'll", "i'm", "we're"}
_WISH = {"want", "need", "like", "wants", "needs", "love"}


def _speaker_does(tokens: list[str], steps: list[StepCue]) -> bool:
    """Whether the speaker says the first step as their own ("if I can clean the mug", "I'll wash it"):
    a first person and a modal right before the step, no "you" and no wish ("I want it washed") in its clause."""
    if not steps or steps[0].start == 0:
        return False
    s = steps[0]
    lo = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in BOUNDARY or tokens[i] == ","), 0)
    clause = tokens[lo:s.start]
    return bool(_ME & set(clause)) and tokens[s.start - 1] in ("can", "could", "will", "i'll", "we'll") \
        and "you" not in clause and not _WISH & set(clause)


def _still_does(tokens: list[str], s: StepCue) -> bool:
    """"the guy still chills the mug", "she still heats it" (file 57, read a second time): a step's verb in "-s" right
    after "still" with its object next (a determiner or a pronoun): done all the same, no state now ("still boiling")."""
    w, nxt = tokens[s.start], tokens[s.end] if s.end < len(tokens) else ""
    return s.form == "verb" and s.end - s.start == 1 and w.endswith("s") and w in verbs_of(s.subtask) \
        and (nxt in data()["determiners"] or nxt in data()["object_pronouns"])


def _denied_state(tokens: list[str], s: StepCue) -> bool:
    """"Don't eat it cold again": a plain temperature after "it" and a verb of no step, right after a
    negation: how it must not be had, no step."""
    return _plain(tokens, s) and s.start >= 3 and tokens[s.start - 1] in ("it", "them") \
        and tokens[s.start - 3] in ("don't", "dont", "never", "not") \
        and not any(tokens[s.start - 2] in f.get("verbs", ()) for f in data()["steps"].values())


def _plain(tokens: list[str], s: StepCue) -> bool:
    forms = data()["steps"][s.subtask]
    return tokens[s.start] in forms["adjectives"] and tokens[s.start] not in forms["verbs"]


def _undone(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    done = tokens[s.start].endswith("ed") and s.start > 0 and tokens[s.start - 1] in ("a", "an", "the")  # "cool a boiled egg" (file 54)
    if target is None or target.start != s.end or not (_plain(tokens, s) or done):
        return False
    stop = next((i for i in range(s.end, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    start = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in SENTENCE_ENDS), 0)
    return any(x.subtask == _OPPOSITE[s.subtask] and x.form == "verb" and start <= x.start < stop
               and (not tokens[x.start].endswith("ed") or tokens[x.start - 1] in ("be", "been", "get", "gets"))
               for x in steps)  # asked ("heat", "must be cooled"), not a list of states ("a cold egg, ... warmed")


def _remark(tokens: list[str], s: StepCue, taken: set[int]) -> bool:
    before = tokens[s.start - 1] if s.start > 0 else ""
    if before in _INDEFINITE or before in _DEGREE and not _still_does(tokens, s):
        return True
    j = s.end
    if before == "about" and s.start > 1 and tokens[s.start - 2] not in ("how", "what") and _plain(tokens, s) \
            and j in taken and tokens[j].endswith("s"):
        return True  # "He's fussy about cold mugs" (test file 60): a taste for such things in general, no step
    if j >= len(tokens) or j in taken or before in data()["determiners"]:
        return False  # "the cold fruit bowl", "a hot X": a name's adjective, read where names are read
    after = tokens[j + 1] if j + 1 < len(tokens) else ""
    return _plain(tokens, s) and tokens[j].isalpha() and tokens[j] not in known_words() \
        and after not in data()["determiners"]  # "made cold within the fridge": a preposition, no noun
