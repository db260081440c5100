"""States that hold already or came about by themselves: how the object is now, no step (test file 24).

Why apart from :func:`nsg.parser.minilm.clauses.drop_background` (a temperature said alone in a
sentence before the opposite verb): these are read by the verb right before the state word, so they
hold wherever the sentence stands, even with a request in the same sentence:

- a state said to hold already, by a copula and "already" ("The wine is already chilling", "it's
  already clean", or "already" right after a one-word state: "so it's cold already", test file 35), or a
  step a person says was already done, with a step still to do after it ("i already washed the mug so
  ill just put it on the shelf", test file 50; a report of what was done, "I already sliced it and left
  it out", keeps its steps; a name with "'s" run in: "Jo's already peeled them, so just ...", file 62), or a perfect passive "has already been" with "so" / "needs" / a step to do after it
  ("the kettle's already been rinsed, so all it needs is boiling", file 47): done, not asked for ("which has
  already been washed", a relative clause of the generator's families, is a step said before and stays one); so is
  "been" and a participle with "already" after it ("no washing, it's been washed already", file 68); and a one-word
  step with "already" next to it, alone in a clause opened by a label's ":" or a comma ("Apple: already washed.", "Bay
  2: apple, washed already.", file 73): a form's note of what is done; so is a state said before "not yet" and another
  ("The bread is sliced but not yet toasted.", "Bread: sliced, not toasted yet.");
- a temperature the object came to by itself ("The wine bottle got warm, so chill it", "It's gone
  stone cold. ... warm it up", "the tomatoes were getting warm from the heater, ... cool one down"):
  a change verb in the past or the past progressive, then the state, and the opposite sub-task asked
  for in the text; not in a time clause ("once it has gone cold, ..." says when);
- a state said after a copula before a later sentence asking "just" another step ("It's washed. Just chop it.", test
  file 50): what is left to do, the state holds already;
- a temperature right after eating or drinking it ("eating them cold from the fridge", file 47): how it is eaten;
- a temperature right after a verb of disliking while the opposite sub-task is asked ("I do hate a cold plate", file 54),
  or before the name of what the speaker hates ("cold plates are my pet hate", file 47);
- a state word said of the water, before it ("cold water") or after the water and a running verb ("let the tap run
  warm over it", "run the water hot", file 53): how the water runs, no step of the object (:func:`of_liquid`); so is
  one set off by commas right after a washing clause ("wash it in the sink, really hot, and ...", file 64);
- the tap right after a cooling verb and its object ("cool them under the cold tap", file 62): how it is cooled, no washing.
"""
from __future__ import annotations

from nsg.parser.minilm.conditions import condition_states, others_wishes, trouble_questions
from nsg.parser.minilm.device_results import device_result
from nsg.parser.minilm.exceptions import unless_exceptions
from nsg.parser.minilm.lexicon import lexicon, mentions, unknown_words
from nsg.parser.minilm.spans import CLAUSE_STOPS, RELATIVE_WORDS, StepCue, TIME_OPENERS, clause_bounds, data, state_adjectives

_COPULAS = {"is", "are", "was", "were", "it's", "they're", "'s"}
_DOERS = {"i", "we", "he", "she", "they", "i've", "we've", "ive", "he's", "she's", "they've"}
_HAVE = {"have", "had", "'ve"}
_CHANGED = {"got", "gone", "went", "turned", "become", "became"}
_GETTING = {"getting", "going", "turning"}  # after "was" / "were": "were getting warm"
_DEGREES = {"a", "bit", "little", "bit", "quite", "really", "very", "all", "stone", "too", "rather", "pretty", "so"}
_OPPOSITE = {"heat": "cool", "cool": "heat"}


def drop_changes(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without the states that hold already or came about by themselves (module docstring)."""
    now = condition_states(tokens, steps) | trouble_questions(tokens, steps) | others_wishes(tokens, steps) \
        | unless_exceptions(tokens, steps)  # "If the mug is cold, heat it.", "unless you're cooking it tonight"
    return device_result(tokens, [s for s in steps if s.start not in now and not (_already(tokens, s) and not _reported_to_place(tokens, s, steps) or _came_about(tokens, s, steps) or _weather(tokens, s, steps)
                                     or _holds_before_just(tokens, s, steps) or _eaten_so(tokens, s) or _cooled_under(tokens, s, steps)
                                     or _disliked(tokens, s, steps) or _why_opposite(tokens, s, steps) or _made_other(tokens, s))])  # "put it in the microwave ... so hot"


def _cooled_under(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"cool them under the cold tap", "chill the eggs under a running tap" (file 62): the tap right after a cooling verb
    and its object, no clause stop between, is how it is cooled, no washing step."""
    return s.subtask == "clean" and tokens[s.start] in ("under", "beneath", "underneath") and any(
        x.subtask == "cool" and x.form == "verb" and 0 < s.start - x.end <= 3 and tokens[x.end] in data()["object_pronouns"]
        and (CLAUSE_STOPS | {"and", "or", "to"}).isdisjoint(tokens[x.end:s.start])
        for x in steps)


def _holds_before_just(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"It's washed, it's in the colander. Just chop it ...", "I scrubbed them so they're clean. Just heat one." (test
    file 50): a one-word state after a copula, its clause's end, then a later sentence asking "just" another step: how
    the object is now (the request says only what is left), no step; not a state asked for again later."""
    if s.end - s.start != 1 or s.start == 0 or tokens[s.start - 1] not in _COPULAS or s.end < len(tokens) \
            and tokens[s.end] not in CLAUSE_STOPS:
        return False
    later = [x for x in steps if x.start > s.end]
    return any(x.subtask != s.subtask and tokens[x.start - 1] == "just" and any(t in (".", "!", "?") for t in tokens[s.end:x.start])
               for x in later) and not any(x.subtask == s.subtask for x in later)


_CONSUME = {"eat", "eats", "ate", "eaten", "eating", "drink", "drinks", "drank", "drinking"}


def _eaten_so(tokens: list[str], s: StepCue) -> bool:
    """"I won't have you eating them cold from the fridge", "he drinks it hot" (file 47): a temperature right after
    eating or drinking and "it" / "them" is how it is eaten, no step."""
    return s.subtask in ("heat", "cool") and s.start >= 2 and tokens[s.start - 1] in ("it", "them", "one") \
        and tokens[s.start - 2] in _CONSUME


_DISLIKE = {"hate", "hates", "dislike", "dislikes", "loathe", "loathes", "detest", "detests", "stand", "abide", "bear"}


def _disliked(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"warm my plate, I do hate a cold plate", "chill the bottle, I can't stand warm wine" (file 54): a temperature right
    after a verb of disliking (and a determiner) while the opposite sub-task is asked is what the speaker minds, no step."""
    j = s.start - 1 - (s.start > 0 and tokens[s.start - 1] in data()["determiners"])
    return s.subtask in _OPPOSITE and s.end - s.start == 1 and tokens[s.start] in state_adjectives() \
        and (j >= 0 and tokens[j] in _DISLIKE or _pet_hate(tokens, s.end)) and any(x.subtask == _OPPOSITE[s.subtask] for x in steps)


_MAKES = {"makes", "make", "made", "making"}
_GENERIC = {"makes", "make", "is", "are", "means", "gets", "ruins", "spoils", "kills", "knocks", "wrecks", "drops", "lowers"}
_REASON_OPENS = {".", "!", "?", "-", "–", "—", ";"}  # "warm it up - a cold spoon knocks the mash temp" (file 30)


def _made_other(tokens: list[str], s: StepCue) -> bool:
    """"a cold plate makes the food cold" (file 66): a temperature right after "makes" and another thing that is no name
    of the vocabulary ("the food", "the tea"): that thing's state, no step ("make the plate hot", "make it hot" are)."""
    k = s.start
    return s.subtask in _OPPOSITE and s.end - k == 1 and tokens[k] in state_adjectives() and k >= 3 \
        and tokens[k - 3] in _MAKES and tokens[k - 2] in data()["determiners"] and tokens[k - 1].isalpha() \
        and not mentions(tokens[k - 1:k]) and tokens[k - 1] not in data()["object_pronouns"]


def _why_opposite(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"Warm the plate ... Cold plate makes the food cold." (file 66): the opposite temperature opening a later sentence
    as its subject's adjective, a name and a verb of what such a thing does after it, while the opposite sub-task is
    asked before: why the step is asked, no step; so after a dash or a semicolon ("warm it up - a cold spoon knocks the
    temperature", file 30)."""
    k = s.start - (s.start > 0 and tokens[s.start - 1] in ("a", "an"))
    return s.subtask in _OPPOSITE and s.end - s.start == 1 and tokens[s.start] in state_adjectives() and k > 0 \
        and tokens[k - 1] in _REASON_OPENS and s.end + 1 < len(tokens) and bool(mentions(tokens[s.end:s.end + 1])) \
        and tokens[s.end + 1] in _GENERIC and any(x.subtask == _OPPOSITE[s.subtask] and x.start < k for x in steps)


_HATED = {"hate", "hates", "peeve", "peeves", "bugbear", "bugbears", "bane", "nightmare", "crime", "worst"}


def _pet_hate(tokens: list[str], k: int) -> bool:
    """"cold plates are my pet hate", "warm wine is the worst" (file 47): the temperature's name (a word or two from ``k``),
    a copula and, within three words, a word of what the speaker hates."""
    c = next((i for i in range(k + 1, min(len(tokens), k + 3)) if tokens[i] in ("is", "are", "was", "were")), None)
    return c is not None and tokens[k].isalpha() and any(t in _HATED for t in tokens[c + 1:c + 4])


_WEATHER = {"today", "tonight", "outside", "out", "here", "as"}  # "it's hot as hell on site"
_TIMES = {"day", "days", "evening", "evenings", "night", "nights", "morning", "mornings", "afternoon", "afternoons", "summer",
          "summer's", "summers", "winter", "winter's", "winters", "spell", "snap", "weather", "week", "weekend"}
_TIME_LEADS = {"a", "an", "the", "this", "that", "these", "those", "on", "in", "for", "of"}  # "on a hot day", "on hot days"
_SEASONS = {"january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
            "winter", "summer", "spring", "autumn"}


def _weather(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"chill it 4 tmrw, its hot as hell on site", "cool the bottle, it's so hot outside" (test file 56): a temperature
    said of the weather's "it" (a time or place after it, or a month or season before it in its sentence, file 41), or
    right before a time noun ("on a hot day", "for a hot summer's evening", file 47), while the opposite sub-task is
    asked: how hot it is, no step."""
    other = _OPPOSITE.get(s.subtask)
    if other is None or s.end - s.start != 1 or tokens[s.start].endswith("ed"):
        return False  # "it is chilled in the fridge": a step
    j = s.start - 1
    while j >= 0 and tokens[j] in _DEGREES:
        j -= 1
    if not any(x.subtask == other for x in steps):
        return False
    if s.end < len(tokens) and tokens[s.end] in _TIMES and tokens[s.start] in state_adjectives() and j >= 0 and tokens[j] in _TIME_LEADS:
        return True  # "a trick for a hot summer's evening", "on cold nights" (file 47): how warm the time is
    if s.end < len(tokens) and tokens[s.end] in _WEATHER and tokens[s.start] in state_adjectives():
        return j >= 0 and (tokens[j] == "it's" or tokens[j - 1:j + 1] == ["it", "is"])
    if j >= 0 and tokens[j] == "it's" and tokens[s.end:s.end + 1] in ([], ["."], ["!"]) and tokens[s.start] in state_adjectives() \
            and not _SEASONS.isdisjoint(tokens[max(0, j - 6):j]):
        return True  # "6 a.m. in November, people, it's cold." (file 41): the time of year said before, the weather
    return _a_room(tokens, j) and (s.end == len(tokens) or tokens[s.end] in CLAUSE_STOPS)


def _a_room(tokens: list[str], j: int) -> bool:
    """"warm the cups, the hall is freezing" (test file 59): a copula after "the" and a word outside the vocabulary, a
    room or the weather ("the hall", "the shed"), said of no thing of the task; in a note, words outside the vocabulary,
    numbers or a drink's name opening the sentence with no determiner ("Pen 6 water trough is frozen", file 47)."""
    if j < 1 or tokens[j] not in ("is", "'s") or unknown_words(tokens[j - 1:j]) == []:
        return False
    k = j - 2  # "Pen 6 water trough is frozen" (file 47): a note's noun phrase with no determiner, opening its sentence
    while k >= 0 and (tokens[k].isdigit() or tokens[k + 1].isdigit() or tokens[k] in lexicon()["contents"]
                      or unknown_words(tokens[k:k + 1]) != []):  # "Pen 6": a label
        k -= 1
    return k >= 0 and tokens[k] == "the" and k == j - 2 or k < j - 2 and (k < 0 or tokens[k] in (".", "!", "?", ";"))


def _already(tokens: list[str], s: StepCue) -> bool:
    if s.end - s.start == 1 and s.start >= 2 and _noted_done(tokens, s) or _not_yet_after(tokens, s):
        return True  # "Apple: already washed.", "Bay 2: apple, washed already.", "sliced, not yet toasted" (file 73's probes)
    if s.start >= 2 and tokens[s.end:s.end + 1] == ["already"] and tokens[s.start - 1] == "been" and s.form == "verb" \
            and tokens[s.start - 2] in _HAS | {"they've"} and RELATIVE_WORDS.isdisjoint(tokens[max(0, s.start - 7):s.start]):
        return True  # "slice it and chill it, it's been washed already" (file 68): done, said after the steps
    if s.end < len(tokens) and tokens[s.end] == "already" and s.end - s.start == 1 and s.start > 0:
        return tokens[s.start] in state_adjectives() and (_copula(tokens[s.start - 1]) or _after_where(tokens, s.start - 1))
    if s.start >= 2 and tokens[s.start - 1] == "already" and tokens[s.start - 2] in _COPULAS:
        return True
    if s.start >= 3 and tokens[s.start - 2:s.start] == ["already", "been"] and s.form == "verb":
        return (tokens[s.start - 3] in _HAS or tokens[s.start - 3].endswith("'s")) and RELATIVE_WORDS.isdisjoint(tokens[max(0, s.start - 7):s.start]) \
            and any(t in _STILL_TO_DO or t in _SO for t in tokens[s.end:])  # "the kettle's already been rinsed, so ..."
    j = s.start - 2 if s.start >= 2 and tokens[s.start - 1] == "already" else -1
    if j > 0 and tokens[j] in _HAVE:
        j -= 1
    return j >= 0 and (tokens[j] in _DOERS or _named_has(tokens[j])) and s.form == "verb" and tokens[s.start].endswith("ed") \
        and any(t in _STILL_TO_DO for t in tokens[s.end:])  # "i already washed the mug so ill just put it away"


_NOTE_ENDS = ([], ["."], [";"], [","], ["!"])


def _noted_done(tokens: list[str], s: StepCue) -> bool:
    """"Apple: already washed.", "Bay 2: apple, washed already.": a one-word step with "already" next to it, alone in a
    clause opened by a label's ":" or a comma after the object's name and ending right after: what a form notes as done,
    no step ("the tomato's already cold, already sliced, ...": a list of states, kept)."""
    k = s.start - 1 - (tokens[s.start - 1] == "already")
    if k < 1 or not (tokens[s.start - 1] == "already" and tokens[s.end:s.end + 1] in _NOTE_ENDS
                     or tokens[s.end:s.end + 1] == ["already"] and tokens[s.end + 1:s.end + 2] in _NOTE_ENDS):
        return False
    return tokens[k] == ":" or tokens[k] == "," and any(m.kind == "object" for m in mentions(tokens[k - 1:k]))  # "apple, washed


def _not_yet_after(tokens: list[str], s: StepCue) -> bool:
    """"The bread is sliced but not yet toasted.", "Bread: sliced, not toasted yet.": a one-word participle or state, then
    ("," or "but") "not yet" and another one, or "not", another one and "yet": the first holds now, no step."""
    if s.end - s.start != 1 or not (tokens[s.start].endswith("ed") or tokens[s.start] in state_adjectives()):
        return False
    k = s.end + (tokens[s.end:s.end + 1] == [","])
    k += tokens[k:k + 1] == ["but"]
    if tokens[k:k + 1] != ["not"] or k == s.end:
        return False
    nxt = tokens[k + 1:k + 4]
    return nxt[:1] == ["yet"] and len(nxt) > 1 and nxt[1].endswith("ed") or len(nxt) > 1 and nxt[0].endswith("ed") and nxt[1] == "yet"


def _reported_to_place(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"It is already washed and dried and returned in the cabinet" (file 66): "already" before a run of participles
    joined by "and" / commas that ends with the place, the last step said: the whole state reported, a step like the place
    ("I already washed the plate and put it on the shelf"); "already washed, so put it in the cabinet" stays done."""
    if s.start < 1 or tokens[s.start - 1] != "already":
        return False
    last = steps[-1]
    if last.subtask != "place" or last.receptacle is None or last.start <= s.start:
        return False
    told = {i for x in steps for i in range(x.start, x.end)}
    return all(i in told or t in ("and", ",") or t.endswith("ed") for i, t in enumerate(tokens[s.end:last.start], s.end))


def _after_where(tokens: list[str], i: int) -> bool:
    """"it's in the fridge, cold already" (file 38): a comma after a copula's clause of where the thing is."""
    j = i - 1
    while j >= max(0, i - 7) and tokens[j] not in CLAUSE_STOPS:
        if _copula(tokens[j]):
            return tokens[i] == "," and j + 1 < i
        j -= 1
    return False


def _named_has(t: str) -> bool:
    """"Dave's already scrubbed them, so just ..." (file 62): a name the lexicon does not know, with "'s" run in."""
    return t.endswith("'s") and t[:-2].isalpha() and bool(unknown_words([t[:-2]]))


def _copula(word: str) -> bool:
    """A copula, or one run into its subject before a state and "already" ("mine's washed already", "the mug's rinsed
    already", file 54): a possessive is never followed so."""
    return word in _COPULAS or word.endswith("'s")


_STILL_TO_DO = {"i'll", "ill", "we'll", "will", "just", "gonna", "now"}  # a step still to do said after the one done
_HAS = {"has", "have", "'s", "it's"}
_SO = {"so", "needs", "only"}  # "already been rinsed, so all it needs is boiling" (file 47)


def _came_about(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    other = _OPPOSITE.get(s.subtask)
    if other is None or s.end - s.start != 1 or tokens[s.start] not in state_adjectives():
        return False
    j = s.start - 1
    while j >= 0 and tokens[j] in _DEGREES:
        j -= 1
    changed = j >= 0 and (tokens[j] in _CHANGED or tokens[j] in _GETTING and j > 0 and tokens[j - 1] in _COPULAS)
    lo, _ = clause_bounds(tokens, s.start, CLAUSE_STOPS)
    pronouns = set(data()["object_pronouns"])
    asked = any(x.subtask == other and x.form == "verb" and x.end < len(tokens) and tokens[x.end] in pronouns
                for x in steps)  # "chill it", "cool one down"
    return changed and asked and not any(t in TIME_OPENERS for t in tokens[lo:s.start])


_RUNS = {"run", "runs", "ran", "running"}


def of_liquid(tokens: list[str], c: StepCue, d: dict) -> bool:
    """"cold water", "let the water run warm", "run the tap hot": the state is the water's (module docstring)."""
    before = tokens[max(0, c.start - 3):c.start]
    if _washed_so(tokens, c, d):
        return True  # "wash it in the sink, really hot, and leave it" (file 64): the water's heat
    return c.end < len(tokens) and tokens[c.end] in d["liquids"] or len(before) >= 2 and (
        before[-1] in _RUNS and before[-2] in d["liquids"] or before[-1] in d["liquids"] and _RUNS & set(before[:-1]))


_SO = _DEGREES | {"nice", "and", "good"}  # "rinse it, nice and hot,"


def _washed_so(tokens: list[str], c: StepCue, d: dict) -> bool:
    """"wash it in the sink, really hot, and ...": a word of warmth between commas, degree words before it, right after a
    clause with a washing command on "it" / "them": how hot the water is (module docstring)."""
    if c.end - c.start != 1 or tokens[c.start] not in d["steps"]["heat"]["adjectives"] or tokens[c.end:c.end + 1] != [","]:
        return False
    i = c.start - 1
    while i >= 0 and tokens[i] in _SO:
        i -= 1
    if i < 1 or tokens[i] != "," or i == c.start - 1:
        return False  # "clean, hot, on the side table": a list of states
    lo, _ = clause_bounds(tokens, i - 1, CLAUSE_STOPS)
    washing = {w for w in d["steps"]["clean"]["verbs"] if " " not in w and not w.endswith("ed")}
    return any(t in washing and tokens[k + 1] in d["object_pronouns"] for k, t in enumerate(tokens[lo:i - 1], lo))
