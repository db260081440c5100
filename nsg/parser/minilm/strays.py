"""Where something else got in: "The dogs got into the bin last year, so lid on", "a mouse went in the cabinet
once" (file 60). A verb of coming or going in the past whose subject, opening its sentence, is a determiner and a
word outside the vocabulary (an animal, a person, a thing the task is not about), then a preposition of place and a
receptacle: a story of where that thing went, no place of the object ("The apple went in the fridge": the object's
own, a name of the vocabulary); so with a verb of resting ("the cat sleeps on the counter", "Pudding naps in the
bread bin", file 47: where an animal or a person rests), the subject a name outside the vocabulary alone too. So is a receptacle in a clause of another person's, opened by ", who" ("hand it
to the porter, who carries it to the table", file 65): where that person does something, no place of the task;
and where any thing fell ("the spoon fell into the bin", file 66): an accident, no place asked; and where "there were"
another thing ("there were ants on the counter", file 66).

A receptacle in a clause opened by a verb of drawing or writing ("Draw your slices in the box below!", "Write the
answer in the box", file 55) is a box of the worksheet, no place either.

A receptacle said alone after a sentence's opening "then", joined by "and" to a few words outside the vocabulary that close
the sentence ("Then sofa and terrible films.", file 35): the person's own plan after the task, no place (:func:`pastime`).

A receptacle after a form of "eat", at most two words between ("not eaten whole over the sink", "we eat it at the
table", file 47), is where someone eats, no place of the object either; so is one right after the dish it is eaten from
("eat it off a plate at my desk", file 54: the plate is its place, :mod:`nsg.parser.minilm.uses`).

A receptacle opening a sentence that only says how it stands ("Pot's right.", file 72: :func:`said_ready`) is a remark;
one after words outside the vocabulary and "back in" ("Pull buoys back in the bin.", :func:`others_back`) other things' place.

A receptacle right before "of them" / "of it" ("Bowls of them. Tomatoes on every windowsill!", "a whole box of it", file
67) is a measure of the thing, how much of it there is, no place.

Why a module of its own: :mod:`nsg.parser.minilm.others` (which reads the receptacles that are no place) is at its
length limit; this one reads only the few words before the receptacle.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions, unknown_words
from nsg.parser.minilm.spans import before_determined, data

_WENT = {"got", "went", "came", "climbed", "crawled", "jumped", "fell", "broke", "gets", "goes"}
_RESTS = {"sleeps", "slept", "naps", "napped", "dozes", "dozed", "snoozes", "snoozed", "lies", "lay", "sits", "sat", "perches",
          "perched", "hides", "hid", "lounges", "lounged", "sunbathes"}  # "the cat sleeps on the counter" (file 47)
_IN = {"in", "into", "inside", "onto", "on", "under", "behind"}
_FELL = {"fell", "fallen", "slipped", "tumbled"}  # an accident of any thing, the object's too
_OPENS = {".", "!", "?", ";", ":"}


def stray_went_in(tokens: list[str], r: Mention) -> bool:
    """Whether the receptacle ``r`` is where another thing went (module docstring)."""
    dets = data()["determiners"]
    j = before_determined(tokens, r.start)  # "on the bread bin lid": one word of its own
    if fell_in(tokens, j):
        return True  # "the spoon fell into the garbage can by mistake" (file 66): an accident, where it is no more
    if j >= 3 and tokens[j] in _IN and _there_was_other(tokens, j):
        return True  # "Yesterday there were ants on the counter" (file 66): where another thing was
    if j < 2 or tokens[j] not in _IN or tokens[j - 1] not in _WENT | _RESTS or tokens[j - 1] in ("gets", "goes") and tokens[j] != "into":
        return False
    k = j - 2  # the subject: one word outside the vocabulary after a determiner opening its sentence
    if tokens[j - 1] in _RESTS and (k == 0 or tokens[k - 1] in _OPENS) and bool(unknown_words(tokens[k:k + 1])):
        return True  # "Pudding sleeps on the bread bin lid" (file 47): a name, no determiner
    return k >= 1 and bool(unknown_words(tokens[k:k + 1])) and tokens[k - 1] in dets \
        and (k - 1 == 0 or tokens[k - 2] in _OPENS)


def fell_in(tokens: list[str], j: int) -> bool:
    """Whether the preposition at ``j`` follows a verb of falling ("fell into", "slipped under"): where an accident put a
    thing, no place asked; a name outside the vocabulary after it fills no slot either ("fell in the grout bucket", file 35)."""
    return j >= 1 and tokens[j] in _IN and tokens[j - 1] in _FELL


_CLAUSE_STOPS = {".", "!", "?", ";", ":", ",", "(", ")", "-"}


def whose_clause(tokens: list[str], r: Mention) -> bool:
    """Whether the receptacle ``r`` is in a relative clause of a person's, opened by ", who" / ", whom" after "to" and that
    person (module docstring); "a mention for Tom, who left it back in the cupboard" tells the task done."""
    j = r.start - 1
    while j > 0 and tokens[j] not in _CLAUSE_STOPS and tokens[j] not in ("who", "whom"):
        j -= 1
    return j > 2 and tokens[j] in ("who", "whom") and tokens[j - 1] == "," and "to" in tokens[max(0, j - 4):j - 2]  # handed "to"


_EAT = {"eat", "eats", "ate", "eaten", "eating", "scoff", "scoffed", "munch", "munched"}
_EAT_PREPS = {"over", "at", "on", "in", "by", "from"}
_STOPS = {".", "!", "?", ";", ":", ",", "and", "then", "but"}


def eaten_at(tokens: list[str], r: Mention) -> bool:
    """Whether the receptacle ``r`` is where someone eats (module docstring); a word of its own may stand between its
    determiner and it ("no eating at the front table", file 40)."""
    dets = data()["determiners"]
    j = r.start - 1 - (r.start > 1 and tokens[r.start - 1].isalpha() and tokens[r.start - 1] not in dets and tokens[r.start - 2] in dets)
    while j >= 0 and tokens[j] in dets:
        j -= 1
    if j < 1 or tokens[j] not in _EAT_PREPS:
        return False
    if any(t in _EAT for t in tokens[max(0, j - 3):j]):
        return True
    near = tokens[max(0, j - 7):j]  # "eat it off a plate at my desk" (files 31, 54): the dish, then where one eats
    k = max((i for i, t in enumerate(near) if t in _EAT), default=-1)
    return k >= 0 and any(t in ("off", "from", "out") for t in near[k:]) and not any(t in _STOPS for t in near[k:])


_THERE = {"was", "were", "is", "are"}
_ROOM = {"space", "room", "place", "spot", "gap"}  # "there is space on the shelf, put it there": where it goes


def _there_was_other(tokens: list[str], j: int) -> bool:
    """"there were ants on the counter", "there was a mouse in the cabinet": "there" and a copula, then one to three
    words that name nothing of the vocabulary, right before the preposition at ``j``: another thing there, no place."""
    for k in range(max(0, j - 5), j - 2):
        if tokens[k] == "there" and tokens[k + 1] in _THERE:
            thing = tokens[k + 2:j]
            return 1 <= len(thing) <= 3 and all(t.isalpha() and t not in _ROOM for t in thing) and not mentions(thing)
    return False


_PAPER_STOPS = {".", "!", "?", ";", ":", "(", ")"}
_JOINS = {",", "and", "then", "or", "-", "&"}  # "draw the curtains and put it in the box": another verb's place


def drawn_in(tokens: list[str], r: Mention) -> bool:
    """Whether the receptacle ``r`` is a box on the page, its clause opened by a verb of drawing or writing
    (connectives.json drawn_on_paper) with nothing joining another verb between (module docstring)."""
    lo = r.start - 1
    while lo >= 0 and tokens[lo] not in _PAPER_STOPS:
        if tokens[lo] in _JOINS:
            return False
        lo -= 1
    lo += 1 + (tokens[lo + 1:lo + 2] == ["now"] or tokens[lo + 1:lo + 2] == ["please"])
    return lo < r.start and tokens[lo] in data()["drawn_on_paper"]


def pastime(tokens: list[str], r: Mention) -> bool:
    """Whether the receptacle ``r`` opens a verbless "then" sentence of the person's plans (module docstring): "Then sofa and
    terrible films."; "Then fridge and sink." (two receptacles) and "then the fridge" (nothing joined) stay places."""
    j = r.start - 1
    if j < 0 or tokens[j] != "then" or j > 0 and tokens[j - 1] not in _OPENS or tokens[r.end:r.end + 1] != ["and"]:
        return False
    end = next((k for k in range(r.end, len(tokens)) if tokens[k] in _OPENS or tokens[k] == ","), len(tokens))
    rest = tokens[r.end + 1:end]
    return 1 <= len(rest) <= 3 and (end == len(tokens) or tokens[end] != ",") and not mentions(rest) and bool(unknown_words(rest[-1:]))


_GET_DONE = {"get", "gets", "got", "are", "were", "is", "was"}
_OPENS = {".", "!", "?", ";", ":", "(", ")", ","}


def done_elsewhere(tokens: list[str], r: Mention) -> bool:
    """"(Dog bowls get done at the outside tap, never in here.)" (file 63): a plural receptacle name opening its
    clause (a determiner and one describing word before it at most), then "get" / "are" and a participle: how such
    things are dealt with, the subject of a house rule; no place of the object."""
    if not tokens[r.end - 1].endswith("s") or tokens[r.end:r.end + 1] == [] or tokens[r.end] not in _GET_DONE:
        return False
    nxt = tokens[r.end + 1] if r.end + 1 < len(tokens) else ""
    j = r.start - 1 - (r.start > 0 and tokens[r.start - 1].isalpha() and tokens[r.start - 1] not in data()["determiners"])
    j -= j >= 0 and tokens[j] in data()["determiners"]
    return (nxt == "done" or nxt.endswith("ed")) and (j < 0 or tokens[j] in _OPENS)


_OF_IT = (["of", "them"], ["of", "it"], ["of", "'em"], ["of", "em"])


def measure_of_it(tokens: list[str], r: Mention) -> bool:
    """Whether the receptacle ``r`` is said as a measure of the thing, "of them" / "of it" right after it (module
    docstring): "Bowls of them.", "a whole box of it"."""
    return tokens[r.end:r.end + 2] in _OF_IT


def said_ready(tokens: list[str], r: Mention) -> bool:
    """"Pot's right.", "The bowl's full." (file 72): a receptacle opening its sentence, "'s" / "is" and one word of how it
    stands (``remark_states``) closing the sentence: a remark about that thing (a poker dealer's "the pot's right"), no
    place ("the pot's on the hob" says where it is)."""
    j = r.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j >= 0 and tokens[j] not in (".", "!", "?", ";", ":"):
        return False
    k = r.end + (tokens[r.end:r.end + 1] in (["is"], ["are"]))
    said = tokens[r.end - 1].endswith("'s") or k > r.end
    return said and k < len(tokens) and tokens[k] in data()["remark_states"] and tokens[k + 1:k + 2] in ([], ["."], ["!"], ["?"])


def others_back(tokens: list[str], r: Mention) -> bool:
    """"Pull buoys back in the bin.", "Kickboards back on the rack." (file 72): a sentence of one or two words outside the
    vocabulary, then "back" and a preposition of place before the receptacle: the other things put away (the swimmers'
    kit), no place of the object ("Mug back in the cabinet.", "Then back in the cabinet." keep theirs)."""
    j = before_determined(tokens, r.start)
    if j < 2 or tokens[j] not in _IN or tokens[j - 1] != "back":
        return False
    lo = next((k + 1 for k in range(j - 2, -1, -1) if tokens[k] in _OPENS), 0)
    said = tokens[lo:j - 1]
    return 1 <= len(said) <= 2 and all(w.isalpha() for w in said) and len(unknown_words(said)) == len(said)
