"""The values the grammar passes between its modules: step mentions, connectives, a reading.

Kept apart so that the cue finder (:mod:`nsg.parser.minilm.cues`), the receptacle roles
(:mod:`nsg.parser.minilm.places`) and the grammar (:mod:`nsg.parser.minilm.compose`) share them without
importing each other in a circle. ``data()`` is the lexicon of ``data/connectives.json`` (:mod:`.closed_classes`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.lexicon import Mention, lexicon, longest_phrase, openers

# the relation of a gap between two step mentions (nsg.parser.minilm.compose): one group, the right
# step later, the right step earlier, a list comma resolved by the join that closes its list
PAR, SEQ, REV, COMMA = "par", "seq", "rev", "comma"
BOUNDARY = {".", ";", "!", "?", ":", "->", "=>", ">"}  # tokens that end a clause
SENTENCE_ENDS = {".", "!", "?", "->", "=>", ">"}  # BOUNDARY without the clause marks ';' and ':'
SENTENCE_STOPS = {".", ";", "!", "?"}  # where a sentence (or a half after a semicolon) ends, in prose
POSSESSIVES = frozenset({"my", "your", "our", "his", "her", "their"})  # "wash my mug": whose thing it is
LEAVE_FORMS = frozenset({"leave", "leaves", "left", "leaving"})
CARRY_FORMS = frozenset({"carry", "carries", "carried", "carrying"})  # "carries it out into the night": carried away, held
OUT_INTO = (frozenset(), frozenset({"into"}))  # indexed by whether the verb carries
RELATIVE_WORDS = frozenset({"that", "that's", "which", "which's", "who"})  # words that open a relative clause
PERSON_IS = frozenset({"i'm", "we're", "you're", "he's", "she's", "they're"})  # a person's copula run in: "I'm stood at ..."
CONTENTS_GAP = frozenset({".", ";", "!", "?", ":", "until", "till", "while", "once", "because", "we", "you", "i", "they", "he", "she",
                          "has", "have", "had", "is", "are"})
# "the drawer of the sideboard until we plate up" (file 23): a clause, not what the container holds
NUMBER_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"})
NEGATIONS = {"no", "not", "don't", "dont", "never", "without", "nor", "mustn't", "shouldn't", "won't", "doesn't", "needn't"}  # "not on the table"
NEGATION_STOPS = {".", ";", "!", "?", ",", "(", ")", ":", "-", "[", "]", "but"}  # where a negation's reach ends
VERB_NEGATIONS = {"don't", "dont", "never", "not"}  # the ones said right before a verb: "don't put it in the fridge"
TIME_OPENERS = {"once", "when", "after", "until", "till", "before", "if"}  # a clause they open says when ("once it has gone cold")
OBJECT_PRONOUNS = frozenset({"me", "us", "him", "her", "them"})  # a person as the object of a verb: "hand it to her"
WHOM = OBJECT_PRONOUNS | {"you"}  # the same with "you", where the one addressed may be the receiver: "bring it to you"
PERSON_SUBJECTS = frozenset({"i", "you", "he", "she", "we", "they"})  # a person as a clause's doer: "she washed it"
ANYONE_SUBJECTS = PERSON_SUBJECTS | {"someone", "somebody"}
THIRD_PERSONS = frozenset({"he", "she", "they"})  # someone other than the speaker and the one addressed
CLAUSE_STOPS = frozenset({".", ",", ";", ":", "!", "?", "(", ")", "-"})  # punctuation that closes a clause in prose
FULL_STOPS = frozenset({".", "!", "?"})  # the marks that end a sentence in prose
INTO_WORDS = frozenset({"in", "into", "on", "onto"})  # the prepositions of a place: "put it in the sink"
HOLD_FORMS = frozenset({"hold", "holds", "held", "holding"})
KEEP_FORMS = frozenset({"keep", "keeps", "kept"})
DETERMINERS = POSSESSIVES | {"a", "an", "the"}  # the words that open a noun phrase: "the mug", "my mug"
REQUEST_MODALS = frozenset({"can", "could", "will", "would"})  # "could you rinse it": a request, not a report


@dataclass
class StepCue:
    """A sub-task mentioned by words ``start``..``end`` (exclusive)."""

    subtask: str
    start: int
    end: int
    form: str  # "verb" | "adj" | "noun" | "implicit"
    participle: bool = False  # a place said as a bare participle ("is placed in a bowl"): read as the last step
    receptacle: str | None = None  # the place's receptacle token (None: placed somewhere)
    receptacle_at: int | None = None  # where its receptacle is said, when after the verb ("leave it clean on the shelf")


@dataclass(frozen=True)
class Connective:
    meaning: str
    start: int
    end: int


@dataclass
class Reading:
    """What the cue finder read: the target object, the step mentions in text order, the connectives."""

    target: Mention | None
    steps: list[StepCue] = field(default_factory=list)
    connectives: list[Connective] = field(default_factory=list)


@lru_cache(maxsize=1)
def step_verbs() -> frozenset[str]:
    """The one-word verbs of every sub-task ("wash", "chill", "put")."""
    return frozenset(w for forms in data()["steps"].values() for w in forms.get("verbs", ()) if " " not in w)


@lru_cache(maxsize=8)
def verbs_of(subtask: str) -> frozenset[str]:
    """The one-word verbs of one sub-task ("put", "pop", "stick" for ``place``): what a single word is checked against."""
    return frozenset(w for w in data()["steps"][subtask].get("verbs", ()) if " " not in w)


@lru_cache(maxsize=1)
def state_adjectives() -> frozenset[str]:
    """The one-word adjectives of every sub-task ("hot", "cold", "clean", "sliced" ...)."""
    return frozenset(w for forms in data()["steps"].values() for w in forms.get("adjectives", ()) if " " not in w)


def paired_state(tokens: list[str], i: int) -> bool:
    """"it was neither clean nor in the drawer" (file 54): "nor" after "neither" and a state word pairs two end states
    the object lacks, read alike: as the state is kept, the place after "nor" is no place refused."""
    return tokens[i] == "nor" and i >= 2 and tokens[i - 2] == "neither" and tokens[i - 1] in state_adjectives()


@lru_cache(maxsize=1)
def compound_adjectives() -> frozenset[str]:
    """The adjectives made of a device and a state ("fridge - cold", "microwave - warmed"): states,
    never places, though they name a receptacle."""
    return frozenset(w for forms in data()["steps"].values() for w in forms.get("adjectives", ()) if " - " in w)


@lru_cache(maxsize=1)
def device_subtasks() -> dict[str, str]:
    """Receptacle token -> the sub-task done there ("fridge" -> "cool"), from ``devices``."""
    return {tok: sub for sub, toks in data()["devices"].items() for tok in toks}


def says_any(words: list[str], key: str) -> bool:
    """Whether ``words`` hold a phrase of the data list ``key`` ("I want a cold mug." holds an
    ``end_state`` phrase); for the rare spans a reading checks, not for every word of every text."""
    said = " " + " ".join(words) + " "
    return any(f" {p} " in said for p in data()[key])


def skip_back(tokens: list[str], i: int, skip: set[str]) -> int:
    while i >= 0 and tokens[i] in skip:
        i -= 1
    return i


def before_determined(tokens: list[str], i: int) -> int:
    """Where the word before the name at ``i`` is, past its determiners and at most one word of its own after one ("into
    the salad bowl", "into a cheese sandwich", "on the bread bin lid"): its preposition, if any; -1 at the text's start."""
    dets = data()["determiners"]
    j = i - 1
    if j >= 1 and tokens[j].isalpha() and tokens[j] not in dets and tokens[j - 1] in dets:
        j -= 1
    elif j >= 2 and tokens[j - 1].isalpha() and tokens[j - 1] not in dets and tokens[j - 2] in dets and tokens[j] in lexicon()["food_modifiers"]:
        j -= 2  # "onto your avo toast plate" (file 67): an unknown word and a food of ``food_modifiers`` before it
    while j >= 0 and tokens[j] in dets:
        j -= 1
    return j


def name_lead(tokens: list[str], i: int) -> int:
    """Where the word before the name at ``i`` is, past its determiners and at most two words of its own after one ("on the
    little plate", "in the washing-up bowl", "inside the little blue bowl": file 10); -1 at the text's start."""
    dets = data()["determiners"]
    j = skip_back(tokens, i - 1, dets)
    hy = 2 if j == i - 1 and j > 2 and tokens[j - 1] == "-" else 0  # "in the washing-up bowl": a hyphened word (file 60)
    for k in (j - hy, j - hy - 1):  # the first of its own words
        if j == i - 1 and k > 0 and all(t.isalpha() and t not in dets for t in tokens[k:j - hy + 1]) and tokens[k - 1] in dets:
            return skip_back(tokens, k - 1, dets)
    return j


def skip_forward(tokens: list[str], i: int, skip: set[str]) -> int:
    while i < len(tokens) and tokens[i] in skip:
        i += 1
    return i


def clause_bounds(tokens: list[str], i: int, stops: set[str]) -> tuple[int, int]:
    """The span of tokens around position ``i`` between two tokens of ``stops``."""
    lo, hi, size = i, i, len(tokens)
    while lo > 0 and tokens[lo - 1] not in stops:
        lo -= 1
    while hi < size and tokens[hi] not in stops:
        hi += 1
    return lo, hi


def dots_start(tokens: list[str], i: int) -> int:
    """The first dot of the "..." that ends at ``i`` ("rinse it... whichever first": speech trailing off), so
    the clause before the dots is found from there; ``i`` itself when it is no dot after a dot."""
    while i > 0 and tokens[i] == "." and tokens[i - 1] == ".":
        i -= 1
    return i


class PhraseIndex(dict):
    """A plain phrase list indexed as the lexicon's tables are: it is the :func:`lexicon.openers` of its
    ``table`` (phrase -> True), so there is one way to find "the longest phrase at word i", and
    ``word in index`` is a plain dict lookup (the cheap test a scan makes before :func:`longest_at`)."""

    __slots__ = ("table",)

    def __init__(self, phrases) -> None:
        self.table: dict[tuple[str, ...], bool] = {tuple(p.split()): True for p in phrases}
        super().__init__(openers(self.table))

    def opened_in(self, tokens: list[str]) -> bool:
        """Whether any word of ``tokens`` opens a phrase (most texts: none, and the reading stops)."""
        return not self.keys().isdisjoint(tokens)


@lru_cache(maxsize=None)  # one entry per word list of the data (a dozen)
def phrase_index(key: str) -> PhraseIndex:
    """The :class:`PhraseIndex` of a list in the data (``idioms``, ``held_on``, ``end_state`` ...)."""
    return PhraseIndex(data()[key])


def longest_at(tokens: list[str], i: int, index: PhraseIndex) -> int:
    """Words of the longest phrase of ``index`` starting at word ``i`` (0: none)."""
    hit = longest_phrase(tokens, i, index.table, index)
    return 0 if hit is None else hit[0]


def lengths_at(tokens: list[str], i: int, index: PhraseIndex) -> list[int]:
    """Words of every phrase of ``index`` starting at word ``i``, longest first (for readings that
    ask of each phrase, not only of the longest, whether it ends its clause)."""
    entry = index.get(tokens[i])
    if entry is None:
        return []
    single, by_second = entry
    found = [n for n in by_second.get(tokens[i + 1], ()) if tuple(tokens[i:i + n]) in index.table] \
        if i + 1 < len(tokens) else []
    return found + [1] if single else found


def parenthesised(tokens: list[str], lo: int, hi: int) -> set[int]:
    """Positions between brackets within tokens[lo:hi] (an aside: "(honestly I've done it both ways)"); a number alone
    in brackets ("(1) washed (2) chopped", test file 50) numbers a list's item, no aside."""
    out, depth = set(), 0
    for i in range(lo, hi):
        if tokens[i] == "(" and tokens[i + 2:i + 3] == [")"] and tokens[i + 1].isdigit() and tokens[i + 3:i + 4] != [] \
                and tokens[i + 3].isalpha() and tokens[i + 3] not in ("and", "or", "then"):
            continue  # before its item's words; its ")" closes nothing opened
        if tokens[i] == "(":
            depth += 1
        elif tokens[i] == ")":
            depth = max(0, depth - 1)
        elif depth:
            out.add(i)
    return out


def phrase_meanings() -> dict[str, str]:
    """Every connective phrase and its meaning (for reports and tests)."""
    return dict(data()["connectives"])
