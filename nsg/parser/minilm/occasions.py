"""An order word before an occasion ("in the salad bowl before first sitting", "before lunch you wash
the tomato", "warm by dinner"): the kind behind test file 29's misses. "before" / "after" / "until" /
"by" followed by a meal, a service or a sitting (and "first" / "the" / a possessive between) says when
the task is wanted, never an order between its steps; the "first" inside it ("first sitting") is no
order word either. So does a clause of another subject's coming or going after the opener and a
determiner ("before the committee meets at seven", "after the kids arrive": test file 34): a time, no order.
Test file 40 adds "at the end of the night / of the shift" (a time, no "last" step) and a number after a
time preposition ("at 3", "by 5") or labelling a noun after a preposition ("at bed 1", "in room 4"): a time
or a name, no numbered step. Test file 41 adds cooking said with no object in a clause of its own after "if" / "when"
and the listener or the speaker ("If you cook, clean the pan ...", "when we're baking,"): the occasion, no heating.
A step word that names an occasion by a time, a celebration or an owner before it, or "night" after it ("Sunday roast",
"the birthday toast", "toast night": :func:`named_occasion`, read by :mod:`nsg.parser.minilm.usages`) is no step.

Why apart: :func:`nsg.parser.minilm.remarks.untimed` drops a time clause only between two steps, and
:func:`nsg.parser.minilm.story.drop_times` one after a step of its sentence; an occasion is read off
its own noun wherever it stands."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.spans import Connective, StepCue, data, state_adjectives

_OPENERS = {"before", "after", "until", "till", "by"}
_BETWEEN = {"the", "first", "second", "my", "our", "your", "his", "her", "their", "this", "tonight's", "today's", "each", "every"}
_OCCASIONS = {"lunch", "lunchtime", "breakfast", "dinner", "dinnertime", "supper", "brunch", "teatime", "service", "sitting",
              "sittings", "shift", "bedtime", "kickoff", "meeting", "briefing", "rounds", "opening", "closing",
              "inspection", "rehearsal", "practice", "training", "parade", "assembly", "interval"}  # "before inspection" (file 62)
_COMINGS = {"meets", "meet", "arrives", "arrive", "comes", "come", "gets", "wakes", "wake", "opens", "open", "closes", "close",
            "starts", "start", "begins", "begin", "finishes", "finish", "sits", "lands", "returns", "return", "shows", "turns"}


def occasion_words(tokens: list[str]) -> set[int]:
    """Positions of each "before (first) lunch" phrase, opener to noun (module docstring)."""
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in _OPENERS:
            continue
        j = i + 1
        while j < len(tokens) and tokens[j] in _BETWEEN and j - i <= 2:
            j += 1
        if j < len(tokens) and tokens[j] in _OCCASIONS:
            out.update(range(i, j + 1))
        elif j > i + 1 and j + 1 < len(tokens) and tokens[j].isalpha() and tokens[j + 1] in _COMINGS \
                and not mentions(tokens[j:j + 1]):  # "before the committee meets": a time (test file 34)
            out.update(range(i, j + 2))
    return out


_TIMES = _OCCASIONS | {"night", "day", "evening", "morning", "afternoon", "week", "party", "session", "event", "match", "game",
                       "month", "year", "term", "season", "count", "night's", "day's"}
_AT_TIME = {"at", "by", "until", "till", "from", "around", "about", "past"}
_LABELLED = {"at", "in", "on", "to", "by", "for", "from", "the"}


def unscheduled(tokens: list[str], conns: list[Connective]) -> list[Connective]:
    """The connectives without those inside an occasion phrase, "at the end of the night", or a number
    that is a time or a label (module docstring)."""
    said = occasion_words(tokens)
    return [c for c in conns if c.start not in said and not _end_of_time(tokens, c) and not _time_or_label(tokens, c)]


def _end_of_time(tokens: list[str], c: Connective) -> bool:
    """"at the end of the night": the phrase, "of", a determiner or two, then a time noun; so "for the end-of-season
    party" (test file 59: "of" between hyphens, a party's name)."""
    j = c.end + (tokens[c.end:c.end + 1] == ["-"])
    if tokens[c.end - 2:c.end] != ["the", "end"] or tokens[j:j + 1] != ["of"]:
        return False
    j += 1 + (tokens[j + 1:j + 2] == ["-"])
    while j < len(tokens) and tokens[j] in _BETWEEN and j - c.end <= 3:
        j += 1
    return j < len(tokens) and tokens[j] in _TIMES


def _time_or_label(tokens: list[str], c: Connective) -> bool:
    """"at 3", "by 5"; "at bed 1", "in room 4": a number after a time preposition, or after a noun that
    follows a preposition or "the"."""
    if c.start == 0 or not tokens[c.start].isdigit():
        return False
    prev = tokens[c.start - 1]
    return prev in _AT_TIME or prev.isalpha() and c.start > 1 and tokens[c.start - 2] in _LABELLED


_IF_WHEN = {"if", "when", "whenever", "once", "after"}
_DOERS = {"you", "we", "i", "you're", "we're", "i'm", "you've", "we've", "i've", "anyone", "someone"}
_COOKING = {"cook", "cooks", "cooking", "cooked", "bake", "bakes", "baking", "baked", "fry", "frying", "grill", "grilling"}
_CLAUSE_ENDS = {",", ";", ":", "-"}


def cooking_occasions(tokens: list[str]) -> set[int]:
    """Positions of "if you cook," / "when we're baking tonight,": cooking with no object, in an "if" / "when" clause
    of its own closed by a comma (at most two words after the verb), says when the task is wanted, no step."""
    out: set[int] = set()
    for i, t in enumerate(tokens[:-2]):
        if t not in _IF_WHEN or tokens[i + 1] not in _DOERS:
            continue
        k = i + 2 + (tokens[i + 2] in ("are", "have", "'re"))
        if k >= len(tokens) or tokens[k] not in _COOKING:
            continue
        end = next((j for j in range(k + 1, min(len(tokens), k + 4)) if tokens[j] in _CLAUSE_ENDS), None)
        if end is not None and all(w.isalpha() and w not in _NOT_OBJECTLESS for w in tokens[k + 1:end]) and not mentions(tokens[k + 1:end]):
            out.update(range(i, end))
    return out


_NOT_OBJECTLESS = {"it", "them", "this", "that", "these", "those", "the", "a", "an", "one", "some", "your", "my", "our"}


TIMES = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "morning", "afternoon", "evening",
         "night", "weekend", "christmas", "easter", "holiday", "midnight", "lunchtime", "teatime", "breakfast"}
_CELEBRATIONS = {"birthday", "wedding", "anniversary", "retirement", "engagement", "christening", "graduation", "farewell",
                 "victory"}  # "for the birthday toast": a drink raised to it, no step (test file 34)


def named_occasion(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"Sunday roast", "the morning cook": a time word right before, no object after; "for the children's
    toast": a possessive after "the" / "for" ("Mum's toasting it": "Mum is"; "the pan's clean and on the
    hob": the target's "'s" is "is", file 51); "before the next bake" (test file 35): the next such
    event, no step."""
    d = data()
    at = s.start - 1 - (s.start > 2 and tokens[s.start - 1] == "'" and tokens[s.start - 2].endswith("s"))  # "the kids' roast"
    owner = at > 0 and (tokens[at].endswith("'s") or at < s.start - 1) and tokens[at - 1] in ("the", "for") \
        and _after(tokens, s) not in d["determiners"] and not (target and target.start <= at < target.end)
    event = tokens[s.start - 2:s.start] in (["the", "next"], ["your", "next"], ["our", "next"])  # "before the next bake"
    timed = tokens[s.start - 1] in TIMES and not tokens[s.start].endswith("ed") and not (  # "from last night washed": a participle
        tokens[s.start - 2:s.start - 1] == ["last"] and tokens[s.start] in state_adjectives()) and not (  # "from last night clean" (58)
        tokens[s.start].endswith("ing") and tokens[s.start - 2:s.start - 1] in (["from"], ["since"])) \
        and tokens[s.start - 2:s.start - 1] not in (["every"], ["each"])  # "the wine from Christmas cooling" (50); "every morning clean" (66)
    night = _after(tokens, s) in _EVENINGS and not tokens[s.start].endswith(("ed", "ing")) \
        and tokens[s.start] not in state_adjectives()  # "Honey toast night!!" (file 45), not "a cold night in the fridge"
    night = night or _dish_night(tokens, s, d)
    return (s.start > 0 and (timed or tokens[s.start - 1] in _CELEBRATIONS or owner or event) or night) \
        and _after(tokens, s) not in d["object_pronouns"]


_EVENINGS = {"night", "nights", "party", "parties"}  # an evening named by its dish, no step


def _dish_night(tokens: list[str], s: StepCue, d: dict) -> bool:
    """"for baked potato night", "the roast chicken party" (file 20): a participle or step word, its dish's
    noun, then the evening word: the evening's name, no step ("bake the potato tonight" has no evening noun)."""
    if s.end + 1 >= len(tokens) or tokens[s.end + 1] not in _EVENINGS:
        return False
    noun = tokens[s.end]
    return noun.isalpha() and noun not in d["determiners"] and noun not in d["object_pronouns"] \
        and tokens[s.start] not in state_adjectives()


def _after(tokens: list[str], s: StepCue) -> str:
    return tokens[s.end] if s.end < len(tokens) else "."
