"""Step words that are other words here (the kinds behind test file 40's misses), each told apart by the
word right before or after it, so no step of the object:

- a step verb right after a possessive or a demonstrative ("the count team's toast", "when I finish this
  set", "for our rest"): a noun of that owner, no step ("Dave's toasting it" is "Dave is": a verb with
  its object, kept; so is the object's own name before it);
- a step verb in its third-person form after a noun that is not the object, with no receptacle after it
  in its clause ("any residue throws the readings off", "the toaster only takes slices"): what that
  thing does, no step ("the bottle goes in the fridge", "the mug takes the top shelf" keep theirs; so do a child's,
  "the child washes the leaves", file 48: the doer); so is a food or drink going into the object ("the soup goes in
  it", file 48: :mod:`nsg.parser.minilm.food_talk`);
- a state word with "enough" after it ("so it's cool enough to peel", "warm enough to touch"): a degree
  the task reaches by the way, no step;
- a state word after "complain(ed) of / about" ("visitors complained of cold bread"): what was wrong,
  no step;
- a place verb after a person and a modal ("she can't leave the donor", "we must move the chairs"), with
  no object pronoun after it and no receptacle in its clause: what that person may do, no place;
- "toast" with a person after it, a reflexive or "her" / "him" before a clause end or a preposition ("toast
  yourselves", "we'll toast her after the speeches", test file 47): drinking to someone, no heating ("toast her
  bagel", "toast them" keep theirs);
- "go on" said alone between commas or before a colon ("Take one for yourself, go on: cut it up"): an
  encouragement, no place;
- a state word after a person or a drink and a copula ("he say he is cold", "the water is boiling", test file
  45): how that person or that content is, the reason for the request, no step of the object;
- a state word in "it's a ...", "what a ...", "such a ..." ("it's a cold old morning", "It's a cold van first
  thing", test file 41): what the sentence describes (the day, the place), the reason for the request, no step;
- a step verb right before a verb of saying ("our pitch slide says ...", test file 46): a noun, what says it.

Why apart from :mod:`nsg.parser.minilm.subjects` (which calls :func:`drop_not_steps`, at the same point:
before the receptacles are given, so a place verb dropped here takes none): those read a pronoun or
contracted subject; these read a possessive, a noun subject, a degree, a complaint or an encouragement.
"""
from __future__ import annotations

from nsg.parser.minilm.durations import stamped
from nsg.parser.minilm.food_talk import food_talk
from nsg.parser.minilm.lexicon import Mention, lexicon, mentions, unknown_words
from nsg.parser.minilm.postures import body_moved
from nsg.parser.minilm.spans import LEAVE_FORMS, NUMBER_WORDS, StepCue, data, state_adjectives, verbs_of

_OWNERS = {"this", "these", "those", "my", "your", "our", "their", "his"}  # "that": a relative pronoun too
_CONTRACTED = {"it's", "that's", "he's", "she's", "who's", "what's", "there's", "here's", "let's", "one's",
               "someone's", "somebody's", "everyone's", "everybody's", "where's", "which's"}
_SUBJECT_DETS = {"the", "any", "a", "an", "some", "no", "every", "each", "this", "that"}
_ADVERBS = {"only", "just", "always", "never", "also", "often", "usually", "sometimes", "still"}
_CLAUSE_END = {".", ";", "!", "?", ",", ":", "-", "(", ")", "and", "but", "so"}
_PEOPLE = {"i", "we", "he", "she", "they", "someone", "somebody"}
_MODALS = {"can", "can't", "cannot", "could", "couldn't", "won't", "must", "mustn't", "should", "shouldn't", "will"}
_PARTICLES = {"in", "into", "on"}
_DOERS = {"child", "children", "kid", "kids", "boy", "girl"}  # "the child washes the leaves, cuts them ..." (file 48): the doer
_PREPOSITIONS = {"after", "before", "for", "from", "with", "until", "till", "during", "since", "of"}
_COUNTS = NUMBER_WORDS | {"few", "couple", "several", "some", "two-three"}
_COMPLAIN = {"complained", "complain", "complains", "complaining", "complaint", "complaints", "moaned", "moaning",
             "grumbled", "grumbling"}


def drop_not_steps(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """``steps`` without the step words that are other words here (module docstring)."""
    return [s for s in steps if not (_owned_noun(tokens, s, target) or _thing_does(tokens, s, target)
                                     or _degree(tokens, s) or _complained(tokens, s) or _urged(tokens, s)
                                     or _their_move(tokens, s) or _described(tokens, s) or _others_state(tokens, s)
                                     or _counted_pieces(tokens, s) or _numbered_round(tokens, s)
                                     or _gerund_noun(tokens, s) or _let_fall(tokens, s)
                                     or _left_as_is(tokens, s) or _drink_toast(tokens, s) or _tool_at_work(tokens, s, target)
                                     or _waited_for(tokens, s) or _meal_heading(tokens, s) or _says(tokens, s)
                                     or _event_title(tokens, s) or _compound_head(tokens, s) or food_talk(tokens, s) or body_moved(tokens, s))]


def _compound_head(tokens: list[str], s: StepCue) -> bool:
    """"he's been on the stretcher carry.", "back from the hill carry, so ..." (file 59): a one-word step verb after a
    preposition, "the" / "a" and one word outside the vocabulary, its clause ending right after: the head noun of an
    event's name, no step ("put it on the kumquat" has no verb there)."""
    if s.form != "verb" or s.end - s.start != 1 or s.start < 3 or tokens[s.start].endswith(("ing", "ed")):
        return False
    return tokens[s.start - 2] in ("the", "a") and tokens[s.start - 3] in _PREPOSITIONS | _PARTICLES | {"at"} \
        and tokens[s.start - 1].isalpha() and bool(unknown_words(tokens[s.start - 1:s.start])) \
        and tokens[s.end:s.end + 1] in ([], ["."], ["!"], [","], [";"])


def _event_title(tokens: list[str], s: StepCue) -> bool:
    """"Cook badge night!", "Bake sale day!" (file 61): a step verb opening a sentence of three or four words, all plain
    words (no pronoun, determiner, particle, adverb or name of the vocabulary), one outside the vocabulary, ended by "!" or
    ".": an event's name, no step."""
    if s.form != "verb" or s.end - s.start != 1 or s.start > 0 and tokens[s.start - 1] not in (".", "!", "?", ";"):
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in (".", "!", "?", ";", ",", ":")), len(tokens))
    rest = tokens[s.end:end]
    return 2 <= len(rest) <= 3 and end < len(tokens) and tokens[end] in ("!", ".") and not mentions(rest) and all(
        t.isalpha() and t not in data()["object_pronouns"] and t not in data()["determiners"] and t not in _NOT_NAMES
        and not t.endswith("ly") for t in rest) and bool(unknown_words(rest))  # "Chill overnight.": a step


_NOT_NAMES = {"up", "down", "off", "out", "in", "on", "away", "through", "well", "now", "please", "first", "again", "too",
              "me", "us", "then", "later", "after", "before", "together", "both", "all", "till", "until", "for", "with", "to", "at",
              "by", "into", "onto", "and", "or", "but", "very", "so", "too", "really", "more", "less"}


_MEALS = {"roast", "bake", "toast"}  # heat words that are also dishes


def _meal_heading(tokens: list[str], s: StepCue) -> bool:
    """"SUN - roast.", "Fri: bake." (test file 49, a meal planner): a dish word alone after a heading of one word that
    names no thing and its "-" / ":", its sentence ending there: the day's meal, no heating ("Potato: roast." asks it)."""
    if s.subtask != "heat" or s.end - s.start != 1 or tokens[s.start] not in _MEALS or s.start < 2 or tokens[s.start - 1] not in ("-", ":"):
        return False
    head = tokens[s.start - 2]
    opens = s.start == 2 or tokens[s.start - 3] in (".", "!", "?", ";")
    return opens and head.isalpha() and not mentions(tokens[s.start - 2:s.start - 1]) and tokens[s.end:s.end + 1] in ([], ["."], ["!"], [";"])


_WAIT_OPENERS = {"once", "when", "after"}
_WAIT_SUBJECTS = {"it", "it's", "its", "they", "they've", "they're", "has", "have", "fully", "properly"}  # not "it is": a state
_COOLED = {"cooled", "cool"}  # cooling by itself; "once it's chilled": a step


def _waited_for(tokens: list[str], s: StepCue) -> bool:
    """"once it's cooled down, wash the pan" (test file 49): "cooled" / "cool" after "once" / "when" / "after" and "it"
    with "has" or run into it, in a text with no heating word and no other cooling word: the thing is still hot from use, a
    wait, no cooling step ("boil it, and once it's cooled, peel it", "chill it, slice it when it's cold" keep theirs)."""
    if s.subtask != "cool" or s.form not in ("verb", "adj") or tokens[s.start] not in _COOLED:
        return False
    k = s.start - 1
    while k >= 0 and tokens[k] in _WAIT_SUBJECTS:
        k -= 1
    if k < 0 or k == s.start - 1 or tokens[k] not in _WAIT_OPENERS:
        return False
    heat, cool = verbs_of("heat") | {"hot", "warm"}, verbs_of("cool") | {"cold", "fridge"}
    return not any(t in heat for t in tokens) and not any(t in cool for t in tokens[:s.start] + tokens[s.end:])


def _tool_at_work(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"after slicing, wash the knife" (test file 49): a slicing word in "-ing" after "after" / "before" / "when" /
    "from", no object after it, when the thing is the knife: what the knife was used for, no slicing of it."""
    if target is None or target.value not in data()["tools"] or s.subtask != "slice" or s.start == 0:
        return False
    return tokens[s.start].endswith("ing") and tokens[s.start - 1] in ("after", "before", "when", "from") \
        and (s.end >= len(tokens) or tokens[s.end] in _CLAUSE_END)


_SAYING = {"says", "said", "reads", "shows", "showed", "states", "stated", "claims", "claimed", "explains", "explained"}


def _says(tokens: list[str], s: StepCue) -> bool:
    """"our pitch slide says ...", "the first set reads ..." (test file 46): a one-word step verb after a noun's own word
    (no pronoun nor "to" before it), with a verb of saying right after it, is the noun that says something, no step."""
    return s.form == "verb" and s.end - s.start == 1 and s.start > 0 and tokens[s.end:s.end + 1] != [] \
        and tokens[s.end] in _SAYING and tokens[s.start - 1].isalpha() and tokens[s.start - 1] not in _PEOPLE | {"you", "to"}


_DROPS = {"drop", "drops", "dropped", "dropping"}


def _let_fall(tokens: list[str], s: StepCue) -> bool:
    """"nothing is dropped", "the arm dropped the knife once": a "drop" word with no receptacle in the rest of its
    clause is a thing let fall, no place ("drop it in the bin", "dropped into the bowl" keep theirs)."""
    if s.subtask != "place" or s.form != "verb" or s.end - s.start != 1 or tokens[s.start] not in _DROPS:
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in _CLAUSE_END), len(tokens))
    return not any(m.kind == "receptacle" for m in mentions(tokens[s.end:end]))


_ROUND_END = {":", ",", ".", ";", ")", "-"}
_NOUN_AFTER = {"itself", "is", "was", "isn't", "wasn't", "gets", "got", "counts", "counted"}


def _numbered_round(tokens: list[str], s: StepCue) -> bool:
    """"Ruling, heat 3: ...", "(heat 2)": "heat" with a number and its clause's end after it is a round of a
    contest, no step ("heat 2 eggs": a count of the object, kept)."""
    return tokens[s.start] == "heat" and s.end - s.start == 1 and tokens[s.end:s.end + 1] != [] \
        and tokens[s.end].isdigit() and (s.end + 1 >= len(tokens) or tokens[s.end + 1] in _ROUND_END)


def _gerund_noun(tokens: list[str], s: StepCue) -> bool:
    """"her cooking is marked elsewhere", "the toasting itself is not judged": a step's "-ing" word after an owner
    (or "the" with "itself" after it), a copula or "itself" next: the activity talked about as a thing, no step
    ("Dave's toasting it": a verb with its object, kept; "the washing up is done" has no copula next)."""
    if s.form != "verb" or s.end - s.start != 1 or s.start == 0 or not tokens[s.start].endswith("ing"):
        return False
    prev, nxt = tokens[s.start - 1], tokens[s.end] if s.end < len(tokens) else "."
    if nxt == "itself":
        return prev in _OWNERS or prev in ("the", "her")
    owner = prev in _OWNERS or prev == "her" or prev.endswith("'s") and prev not in _CONTRACTED and prev[:-2].isalpha()
    return owner and nxt in _NOUN_AFTER


def _counted_pieces(tokens: list[str], s: StepCue) -> bool:
    """"warm two slices in the microwave", "take one slice out": "slice(s)" after a count, no "of" after it, is
    the pieces the object comes in (the bread is kept sliced), no slicing ("cut two slices": the verb slices;
    "two slices of bread": "a slice of" is read as its own state)."""
    if s.subtask != "slice" or tokens[s.start] not in ("slice", "slices") or s.start == 0:
        return False
    if s.end - s.start == 2 and tokens[s.start + 1] == "of":
        return _a_piece(tokens, s)
    return s.end - s.start == 1 and tokens[s.end:s.end + 1] != ["of"] \
        and (tokens[s.start - 1] in _COUNTS or tokens[s.start - 1].isdigit() and not stamped(tokens, s.start - 1) or _a_piece(tokens, s))


def _a_piece(tokens: list[str], s: StepCue) -> bool:
    """"warm a slice in the microwave", "toast another slice" (test file 49): "a" / "another" before "slice" right after
    a verb of another sub-task or a place verb is the piece that verb acts on, no slicing ("cut a slice": a slicing
    verb, kept); so is "a slice of" / "two slices of" right after such a verb ("toast two slices of bread", "pop a
    slice of bread in it", "bung a slice in the microwave", files 28 and 58; "two slices of bread, toasted" keeps its
    slicing)."""
    if s.start < 2 or tokens[s.start - 1] not in ("a", "another") and tokens[s.start - 1] not in _COUNTS \
            and not tokens[s.start - 1].isdigit():
        return False
    return any(tokens[s.start - 2] in verbs_of(t) for t in ("heat", "cool", "clean", "place"))


def _owned_noun(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"the count team's toast", "this set": a one-word step verb after a possessive or demonstrative, no
    object pronoun or determiner after it."""
    if s.form != "verb" or s.end - s.start != 1 or s.start == 0 or tokens[s.start].endswith(("ing", "ed")):
        return False
    prev = tokens[s.start - 1]
    if prev == "her" and s.start > 1 and tokens[s.start - 2] in _PREPOSITIONS:
        prev = "his"  # "after her bath", "for her toast": after a preposition "her" is an owner, not the object
    if prev not in _OWNERS and not (prev.endswith("'s") and prev not in _CONTRACTED and prev[:-2].isalpha()):
        return False
    if target is not None and target.end == s.start or prev.endswith("'s") and mentions([prev[:-2]]):
        return False  # "the mug's washed": the object's own state
    nxt = tokens[s.end] if s.end < len(tokens) else "."
    return nxt not in data()["object_pronouns"] and nxt not in data()["determiners"]


def _thing_does(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"any residue throws the readings off": a determiner, a noun that is not the object, maybe an adverb,
    then the step verb in its "-s" form, no object pronoun after it and no receptacle in the rest of its clause;
    no doer of the task ("the robot", "the person"). So a place verb with its particle ("before any batter goes in",
    "till a knife goes in", "then the noodles go in", file 47; "before the red light goes on", file 61): another thing
    going into or onto the object, or on, no place."""
    particle = s.subtask == "place" and s.end - s.start == 2 and tokens[s.start + 1] in _PARTICLES
    if s.form != "verb" or s.end - s.start != 1 and not particle or s.start < 2:
        return False
    j = s.start - 1
    while j > 0 and tokens[j] in _ADVERBS:
        j -= 1
    noun = tokens[j]
    plural = particle and noun.endswith("s") and not noun.endswith("ss")  # "the noodles go in"
    if not tokens[s.start].endswith("s") and not plural or particle and target is not None \
            and any(m.value == target.value for m in mentions([noun])):  # "then the mug goes in": its name again
        return False
    dets = tokens[j - 1] in _SUBJECT_DETS or particle and j > 2 and tokens[j - 2] in _SUBJECT_DETS and tokens[j - 1].isalpha() \
        and not mentions(tokens[j - 1:j])  # "before the red light goes on": one plain word before its noun (file 61)
    if not noun.isalpha() or not dets or noun in _OWNERS or noun in ("it", "one") \
            or noun in data()["subjects"] or noun in _DOERS or tokens[s.end:s.end + 1] in (["it"], ["them"], ["em"]):  # "the robot heats it"
        return False
    if target is not None and target.start <= j < target.end:
        return False  # "the bottle goes in": the object's own move
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in _CLAUSE_END), len(tokens))
    return not any(m.kind == "receptacle" or m.kind == "object" for m in mentions(tokens[s.end:end]))


def _degree(tokens: list[str], s: StepCue) -> bool:
    """"cool enough to peel": a state word right before "enough"."""
    return s.end < len(tokens) and tokens[s.end] == "enough" and tokens[s.start] in state_adjectives()


def _complained(tokens: list[str], s: StepCue) -> bool:
    """"complained of cold bread": a state word right after "complain... of / about" (a determiner between)."""
    j = s.start - 1
    while j > 0 and tokens[j] in ("the", "a", "some", "their", "her", "his"):
        j -= 1
    return j > 0 and tokens[j] in ("of", "about") and tokens[j - 1] in _COMPLAIN and tokens[s.start] in state_adjectives()


def _urged(tokens: list[str], s: StepCue) -> bool:
    """", go on:": "go on" with a comma before it and a clause end right after it."""
    return tokens[s.start:s.end] == ["go", "on"] and s.start > 0 and tokens[s.start - 1] in (",", "-") \
        and (s.end == len(tokens) or tokens[s.end] in (":", ",", ".", "!", "-"))


def _their_move(tokens: list[str], s: StepCue) -> bool:
    """"she can't leave the donor": a person, a modal, then a place verb with no object pronoun after it and
    no receptacle in its clause."""
    if s.subtask != "place" or s.form != "verb" or s.start < 2 or tokens[s.start - 1] not in _MODALS \
            or tokens[s.start - 2] not in _PEOPLE or s.end < len(tokens) and tokens[s.end] in ("it", "them", "em", "one"):
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in _CLAUSE_END), len(tokens))
    return not any(m.kind == "receptacle" for m in mentions(tokens[s.end:end]))


_DESCRIBES = {("it's",), ("its",), ("it", "is"), ("it", "was"), ("it's", "been"), ("what",), ("such",)}
_MILD = {"very", "really", "proper", "right", "bit", "little"}  # "it's a really cold morning"


def _described(tokens: list[str], s: StepCue) -> bool:
    """"it's a cold old morning": a one-word state word after "a" / "an" (a degree word between) that follows
    "it's", "it is", "what" or "such"."""
    if s.end - s.start != 1 or tokens[s.start] not in state_adjectives():
        return False
    j = s.start - 1
    while j > 0 and tokens[j] in _MILD:
        j -= 1
    return j > 0 and tokens[j] in ("a", "an") and any(tuple(tokens[max(0, j - len(w)):j]) == w for w in _DESCRIBES)


_COPULAS = {"is", "am", "are", "was", "were"}
_SPEAKERS = {"i", "he", "she", "we"}  # not "they" or "it": those may be the objects
_WHEN = {"until", "till", "til", "when", "once", "after", "before", "while"}


def _others_state(tokens: list[str], s: StepCue) -> bool:
    """"he say he is cold", "the water is boiling": a one-word state after a person or a drink ("the
    water", "my tea") and a copula, not in a clause of time ("heat it until the water is boiling": the means);
    not a verb with its object ("he is slicing the bread", "he is cutting bread", test file 44: what he does, told as it
    happens)."""
    if s.end - s.start != 1 or s.start < 2 or tokens[s.start - 1] not in _COPULAS \
            or s.end < len(tokens) and (tokens[s.end] in data()["object_pronouns"] or tokens[s.end] in data()["determiners"]):
        return False
    subject = tokens[s.start - 2]
    if tokens[s.start].endswith("ing") and any(m.start == 0 for m in mentions(tokens[s.end:s.end + 2])):
        return False  # "he is cutting bread" (file 44): a verb with its bare noun, done
    if subject in _SPEAKERS:
        return True
    lead = s.start - 3
    return subject in lexicon()["contents"] and lead >= 0 and tokens[lead] in _SUBJECT_DETS | _OWNERS \
        and not (lead > 0 and tokens[lead - 1] in _WHEN) \
        and not (lead > 1 and tokens[lead - 1] in _PREPOSITIONS and (tokens[lead - 2].endswith("ed") or tokens[lead - 2] == "kept"))  # "the pot used for the
    # soup is washed" (file 65): the drink or dish after a participle's preposition is no subject, the thing before it is


_UNDONE = {"dirty", "unwashed", "uncleaned", "untouched", "messy", "filthy", "alone", "unused", "grubby", "mucky"}


def _left_as_is(tokens: list[str], s: StepCue) -> bool:
    """"the rest was left dirty", "the pans were left untouched": "left" and a word of a thing not done to (no step
    word), no receptacle in the rest of its clause: how things were left, no place ("left it clean on the shelf",
    "leave it in the sink" keep theirs)."""
    if s.subtask != "place" or s.end - s.start != 1 or tokens[s.start] not in LEAVE_FORMS or tokens[s.end:s.end + 1] == [] \
            or tokens[s.end] not in _UNDONE:
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in _CLAUSE_END), len(tokens))
    return not any(m.kind == "receptacle" for m in mentions(tokens[s.end:end]))


_TOASTS = {"toast", "toasts", "toasted", "toasting"}
_REFLEXIVES = {"yourselves", "yourself", "ourselves", "themselves", "himself", "herself", "myself"}


def _drink_toast(tokens: list[str], s: StepCue) -> bool:
    """"toast yourselves", "toast her after the speeches", "toast each other": drinking to someone (module
    docstring); "her" / "him" only with a clause end or a preposition next ("toast her bagel" is heating)."""
    if s.subtask != "heat" or s.end - s.start != 1 or tokens[s.start] not in _TOASTS or s.end >= len(tokens):
        return False
    who, nxt = tokens[s.end], tokens[s.end + 1] if s.end + 1 < len(tokens) else "."
    return who in _REFLEXIVES or who == "each" and nxt == "other" \
        or who in ("her", "him") and (nxt in _CLAUSE_END or nxt in _PREPOSITIONS or nxt in _WHEN)
