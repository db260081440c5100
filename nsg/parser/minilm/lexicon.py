"""Words of a description: normalisation, object / receptacle mentions, unknown words.

Why a lexicon next to a learned model: the *values* of a graph's arguments (which object,
which receptacle) come from a closed vocabulary, so they are read off the text by matching
the word sequences of ``data/lexicon.json``; the learned head only decides which mention plays
which role (the target object, the place receptacle) and the structure (sub-tasks, order).
That keeps a novel (sub-task, object) pair in distribution, and a word the lexicon does not know
("banana") is reported instead of being mapped to the nearest known object.

Normalisation splits CamelCase (AI2-THOR types: ``SinkBasin`` -> ``Sink Basin``,
``CounterTop`` -> ``Counter Top``) before anything else, for the lexicon and the encoder alike.
"""
from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from pddl_domains import vocabulary as vocab
from nsg.parser.minilm.abbreviated import unabbreviated
from nsg.parser.minilm.closed_classes import data as connectives_data
from nsg.parser.minilm.short_names import said_short
from nsg.parser.minilm.whose_hand import hands_said_otherwise, whose_hand_dropped as _whose_hand_dropped
from nsg.parser.minilm.verse import lines_ended
from nsg.parser.minilm.posts import posted

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
# a word with one digit run into it ("b4", "in2") or an apostrophe ending (any case: "DON'T"); ordinals; numbers; any other mark (the
# letters are read once: no backtracking over every word that has no digit after it)
_WORD = re.compile(r"[A-Za-z]+(?:\d(?!\d)|'[A-Za-z]+)?|\d+(?:st|nd|rd)\b|\d+|[^\sA-Za-z\d]")


@dataclass(frozen=True)
class Mention:
    """A lexicon match: words ``start`` (inclusive) to ``end`` (exclusive) name ``value``."""

    kind: str  # "object" | "receptacle"
    value: str  # query token, e.g. "butter_knife", "counter"
    start: int
    end: int


@lru_cache(maxsize=1)
def lexicon() -> dict:
    with resources.files("nsg.parser").joinpath("data", "lexicon.json").open("r", encoding="utf-8") as fh:
        return json.load(fh)


def normalise(text: str) -> str:
    """Split CamelCase words (AI2-THOR type names) into words; nothing else changes."""
    return _CAMEL.sub(" ", text)


def _unaccented(text: str) -> str:
    """The text without accents ("despu\u00e9s de" is "despues de"), so that a connective of another language said inside
    English is one word of the lexicon, not a word split at its accent; an emoji (between a message's clauses) ends a sentence."""
    if text.isascii():  # no accent to drop (most descriptions): no walk over every character
        return text
    return "".join(" . " if ord(ch) >= 0x1F000 else ch for ch in unicodedata.normalize("NFD", text) if unicodedata.category(ch) != "Mn")


_MEMBER = re.compile(r"(?<=[A-Za-z])\.(?=[a-z])")  # "cup.clean && cup.isCold": a state of the cup, no sentence end ("mug.Then": one)


_ELIDED = {"o": "of", "an": "and"}  # a word said without its last letter, then an apostrophe


_FILLERS = {"um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "hm"}
_SELF_CORRECTIONS = {"wait", "sorry", "scratch", "correction"}
_SPECIAL = _FILLERS | {",", "'", "em", "er"}  # the words :func:`words` does more with than keep them
_SPOKEN = {"STOP": ".", "1st": "first", "2nd": "second", "3rd": "third",  # and text-speak:
           "b4": "before", "bc": "because", "in2": "into", "u": "you", "ur": "your", "w": "with", "thru": "through", "n": "and",
           "\u2192": ">", "\u27f6": ">", "\u2794": ">", "\u279c": ">", "\u21d2": ">"}  # arrows of a note ("spatula → wash → shelf"): "->"


def words(text: str) -> list[str]:
    """Word and punctuation tokens of the normalised text, lower case, without the fillers of
    speech ("chop 'em, and, uh, stick 'em ...": the list reads as if they were not there)."""
    out: list[str] = []
    after_filler = False
    for raw in _WORD.findall(normalise(_MEMBER.sub(" ", _unaccented(lines_ended(posted(unabbreviated(text))))))):
        w = _SPOKEN.get(raw, raw.lower())  # "STOP" in a telegram is a full stop; "2nd" is "second"
        if w not in _SPECIAL:  # most words: none of the cases below
            out.append(w)
            after_filler = False
            continue
        if w in _FILLERS and not (w == "er" and out and out[-1] == "'"):
            if out[-2:] == ["and", ","]:
                out.pop()
            after_filler = True
            continue
        if w == "," and (out and (out[-1] == "," or after_filler and out[-1] in ("and", ".", "?", "!")) or not out and after_filler):
            continue  # "and, uh, stick": "and stick"; "Um, there's ...", "? Um, there's" (file 53): the sentence opens after it
        if w == "'" and out and out[-1] in _ELIDED:
            out[-1] = _ELIDED[out[-1]]  # "a pot o' scrubbed potato", "chill it an' wash it" ("o'clock" is one word)
            continue
        if w in ("em", "er") and out and out[-1] == "'":
            out.pop()  # "chop 'em", "chop 'er up"
            w = "em"
        elif w == "'" and out and len(out[-1]) > 3 and out[-1].endswith("in"):
            out[-1] += "g"  # "washin' and coolin'"
            continue
        if w == "," and len(out) >= 2 and out[-1] in _SELF_CORRECTIONS and out[-2] in ("-", ",", "and"):
            out[-1] = "."  # "wash it, and - wait, the washing ...": the speaker starts again
            continue
        out.append(w)
        after_filler = False
    return _whose_hand_dropped(hands_said_otherwise(_translated(out), lexicon()["hand_words"]))


@lru_cache(maxsize=1)
def _foreign_phrases() -> dict[tuple[str, ...], list[tuple[tuple[str, ...], list[str]]]]:
    """``foreign_words``, ``dialect_words`` and ``dictated`` punctuation as token phrases, each of ``asides``
    between two commas dropped with its commas, and each of ``sound_alikes`` after a word of ``name_leads`` ("the
    let us": "the lettuce"; "let us know" is no name); keyed by their first two tokens (a one-token phrase by its
    token), longest phrase first: every word of every description is looked up, and every comma opens an aside."""
    lex = lexicon()
    asides = [((",", *a.split(), ","), []) for a in lex["asides"]]
    alikes = [((d, *k.split()), [d, *v.split()]) for k, v in lex["sound_alikes"].items() for d in lex["name_leads"]]
    read_as = {**lex["foreign_words"], **lex["dialect_words"], **lex["dictated"], **lex["formal_words"], **lex["text_speak"],
               **lex["learner_forms"]}
    phrases = [(tuple(k.split()), v.split()) for k, v in read_as.items()] + asides + alikes
    by_start: dict[tuple[str, ...], list[tuple[tuple[str, ...], list[str]]]] = {}
    for phrase in sorted(phrases, key=lambda p: -len(p[0])):
        by_start.setdefault(phrase[0][:2], []).append(phrase)
    return by_start


@lru_cache(maxsize=1)
def _foreign_firsts() -> frozenset[str]:
    """The first tokens of :func:`_foreign_phrases` (most words open none)."""
    return frozenset(k[0] for k in _foreign_phrases())


def _translated(tokens: list[str]) -> list[str]:
    """The tokens with each connective of another language (``foreign_words``: "primero", "despues de")
    replaced by the English words it means, each word of a regional or world English (``dialect_words``: "tae",
    "gie", "inna", "di") by the standard English words it means, and each spoken mark (``dictated``: "comma",
    "full stop") by the mark, longest phrase first, so the grammar reads it as those (and "an" said for "and":
    :func:`_and_said_an`); a sound-alike name after a name's lead (``sound_alikes``: "in the sync") is the name; an
    aside between commas (``asides``: ", we now believe,") is dropped, so it parts no step from its note."""
    phrases, firsts = _foreign_phrases(), _foreign_firsts()
    out: list[str] = []
    i = 0
    while i < len(tokens):
        hit = None
        if tokens[i] in firsts:  # the longer phrases go on with the next word; then the word alone
            longer = phrases.get((tokens[i], tokens[i + 1]), ()) if i + 1 < len(tokens) else ()
            hit = next((p for p in longer if tuple(tokens[i:i + len(p[0])]) == p[0]), None) \
                or next(iter(phrases.get((tokens[i],), ())), None)
        if hit is None and tokens[i] == "an" and _and_said_an(tokens, i):
            out.append("and")
        else:
            out.extend(hit[1] if hit else tokens[i:i + 1])
        i += len(hit[0]) if hit else 1
    return out


_CONSONANTS = frozenset("bcdfgjklmnpqrstvwxyz")  # no "h": "an hour", "an herb" are the article


def _and_said_an(tokens: list[str], i: int) -> bool:
    """"heated an cut up an in the bowl", "gie it a scrub an put it back" (Scots, Irish, spoken English):
    "an" before a word that opens with a consonant, or a preposition or "it" (file 43), is "and"; the article stands only before a noun's vowel sound."""
    return i + 1 < len(tokens) and (tokens[i + 1][:1] in _CONSONANTS or tokens[i + 1] in ("in", "into", "intae", "on", "onto", "ontae", "it", "up", "out", "off"))


def _type_names(type_name: str) -> list[str]:
    """Names of an EgoTV type outside the kitchen (``SideTable``): its words, the words run
    together and their plurals ("side table", "sidetable", "side tables")."""
    text = vocab.text_name(type_name)
    joined = text.replace(" ", "")
    plural = text + ("es" if text.endswith(("x", "s", "ch", "sh")) else "s")
    return list(dict.fromkeys([text, joined, plural]))


@lru_cache(maxsize=1)
def _phrases() -> dict[str, dict[tuple[str, ...], str]]:
    lex, extra = lexicon(), vocab.query_only_types()
    out: dict[str, dict[tuple[str, ...], str]] = {}
    for kind, key in (("object", "objects"), ("receptacle", "receptacles")):
        table: dict[tuple[str, ...], str] = {}
        for type_name in extra[key]:  # written first: the project's own names win a clash
            for name in _type_names(type_name):
                table[tuple(words(name))] = vocab.token_name(type_name)
        for value, names in list(lex[key].items()) + list(lex["aliases"][key].items()):
            for name in names:
                table[tuple(words(name))] = value
        out[kind] = table
    return out


@lru_cache(maxsize=1)
def _openers() -> dict[str, Openers]:
    """Per kind, :func:`openers` of its names (computed once, not per description)."""
    return {kind: openers(table) for kind, table in _phrases().items()}


Openers = dict[str, tuple[bool, dict[str, tuple[int, ...]]]]  # see openers()


def openers(phrases) -> Openers:
    """First word -> (whether it is a phrase alone, second word -> the lengths of the longer phrases of
    those two words, longest first), for ``phrases`` (word tuples): a scan passes over a word that opens
    none without a lookup (most words of a description), and looks up only the lengths of the phrases
    that the next word goes on with ("the" opens many connectives, "the order" a few)."""
    singles, longer = set(), {}
    for k in phrases:
        if len(k) == 1:
            singles.add(k[0])
        else:
            longer.setdefault(k[0], {}).setdefault(k[1], set()).add(len(k))
    return {w: (w in singles, {s: tuple(sorted(ns, reverse=True)) for s, ns in longer.get(w, {}).items()})
            for w in singles | longer.keys()}


def longest_phrase(tokens: list[str], i: int, table: dict, opens: Openers) -> tuple[int, object] | None:
    """(words, value) of the longest phrase of ``table`` starting at word ``i`` (``opens``: its :func:`openers`)."""
    entry = opens.get(tokens[i])
    if entry is None:
        return None
    single, by_second = entry
    if i + 1 < len(tokens):
        for n in by_second.get(tokens[i + 1], ()):
            hit = table.get(tuple(tokens[i:i + n])) if i + n <= len(tokens) else None
            if hit is not None:
                return n, hit
    hit = table.get((tokens[i],)) if single else None
    return None if hit is None else (1, hit)


def mentions(tokens: list[str]) -> list[Mention]:
    """Longest lexicon matches, left to right, for objects and receptacles separately."""
    return list(_mentions(tuple(tokens)))


@lru_cache(maxsize=4096)
def _mentions(tokens: tuple[str, ...]) -> tuple[Mention, ...]:
    """:func:`mentions`, cached: the grammar's readings ask for the same words' names several times."""
    out: list[Mention] = []
    bare = [_uncontracted(t) if "'" in t else t for t in tokens]  # "the salt shaker's gummed up", "that lettuce'll keep"
    for kind, table in _phrases().items():
        opens, free = _openers()[kind], 0
        for i, t in enumerate(bare):
            if i < free or t not in opens:
                continue
            hit = longest_phrase(bare, i, table, opens)
            if hit is not None:
                out.append(Mention(kind, str(hit[1]), i, i + hit[0]))
                free = i + hit[0]
    return said_short(bare, sorted([_which_one(bare, m) for m in out if _led(bare, m)], key=lambda m: (m.start, m.kind)))


_LEADING_PREPS = {"on", "onto", "off", "to", "by", "at", "in", "into", "inside"}  # "up in the press" (Irish: the cupboard)
_OWNERS = {"the", "a", "my", "your", "his", "her", "our", "their"}


def _led(tokens: list[str], m: Mention) -> bool:
    """A name of ``led_names`` ("side": the counter) is one only after a place preposition and "the"
    ("leave it on the side"; text-speak's "leave it on side", test file 56); elsewhere it is the plain word ("the kettle
    side-quest", "from our side"), and so it is before "of" ("on the side of each plate": the plate's side). A receptacle
    name of ``led_receptacles`` is one only after such a preposition and a determiner or possessive, with no name next
    ("then into her lunchbox"; "for the lunchboxes", "in my lunchbox bowl": no receptacle, file 39)."""
    name, lead = " ".join(tokens[m.start:m.end]), tokens[max(0, m.start - 2):m.start]
    if m.kind == "receptacle" and name in lexicon()["led_receptacles"]:  # "into her lunchbox", not "the lunchbox bowl"
        return len(lead) == 2 and lead[0] in _LEADING_PREPS and lead[1] in _OWNERS and not (
            m.end < len(tokens) and any(tokens[m.end] in o for o in _openers().values()))
    return name not in lexicon()["led_names"] or (lead[-1:] == ["the"] and m.start >= 2 and tokens[m.start - 2] in _LEADING_PREPS
                                                  or lead[-1:] == ["on"] and lead[0] in ("it", "them", "leave", "put", "pop", "back")) \
        and tokens[m.end:m.end + 1] != ["of"]


_CONTRACTED = ("'s", "'ll", "'d")


def _uncontracted(t: str) -> str:
    """A name with a verb run into it ("shaker's", "lettuce'll", "pan'd") without the verb."""
    if "'" not in t:
        return t
    return next((t[:-len(c)] for c in _CONTRACTED if t.endswith(c) and len(t) > len(c)), t)


_APPOSED = ({"(", ",", "-", "?", "."}, {")", ",", "-", ":", ".", "?", "!"})


def _which_one(tokens: list[str], m: Mention) -> Mention:
    """"the water bottle (the glass one)", "the table, the dining one,": a name followed by "the X one" set off by
    brackets or commas, or by a bracket and "X" alone ("the water bottle (glass, with the tape)", file 60), names the kind
    "X <its last word>" when the lexicon knows that name; so does a question or a sentence that is only "the X one", said
    right after the sentence of the name ends within a few words ("Is your water bottle clean? The glass one?"; up to seven
    when no comma or bracket comes first: "I want the water bottles full and cold by tonight. The glass ones."), and
    "the X one" after "is" / "are" right after the name ("the milk bottle is the glass one", file 49)."""
    end = next((i for i in range(m.end, min(m.end + 4, len(tokens))) if tokens[i] in _APPOSED[0]), None)
    if end is None:  # "I want the water bottles full and cold by tonight. The glass ones, ..." (file 49): a longer sentence
        end = next((i for i in range(m.end, min(m.end + 8, len(tokens))) if tokens[i] in (".", "?")), m.end)
    if tokens[m.end:m.end + 1] in (["is"], ["are"]):  # "the milk bottle is the glass one" (file 49): a copula apposes it too
        end, tokens = m.end, tokens[:m.end] + [","] + tokens[m.end + 1:m.end + 4] + ["."]
    if tokens[end:end + 1] in (["?"], ["."]):
        while end + 1 < len(tokens) and tokens[end + 1] in ("?", "!"):
            end += 1
    elif end != m.end:
        return m
    said = tokens[end:end + 5]
    bare = len(said) > 2 and said[0] == "(" and said[2] in _APPOSED[1]  # "(glass, the one with the tape)"
    if not bare and (len(said) < 4 or said[0] not in _APPOSED[0] or said[1] not in ("the", "a") or said[3] not in ("one", "ones")
                     or len(said) > 4 and said[4] not in _APPOSED[1]):
        return m
    value = _phrases()[m.kind].get((said[1 if bare else 2], tokens[m.end - 1]))
    return Mention(m.kind, value, m.start, m.end) if value is not None and value != m.value else m


@lru_cache(maxsize=1)
def known_words() -> frozenset[str]:
    """Every word the parser accepts without a flag: lexicon names, known_words, the words of
    the phrasing data (ours and the description generator's templates)."""
    from contracts.language.descriptions import description_templates

    lex = lexicon()
    known = set(lex["known_words"])
    for table in _phrases().values():
        for name in table:
            known.update(name)
    blobs = [json.dumps(description_templates()), json.dumps(
        {k: v for k, v in connectives_data().items() if k in ("steps", "connectives")})]
    phrasing = resources.files("nsg.parser").joinpath("data", "phrasing.json")
    if phrasing.is_file():
        blobs.append(phrasing.read_text(encoding="utf-8"))
    for blob in blobs:
        known.update(w for w in words(re.sub(r"\{[a-z_]+\}", " ", blob)) if w.isalpha())
    return frozenset(known)


def unknown_words(tokens: list[str]) -> list[str]:
    """Alphabetic words outside :func:`known_words`, in text order, without repeats."""
    return list(_unknown_words(tuple(tokens)))


@lru_cache(maxsize=4096)
def _unknown_words(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """:func:`unknown_words`, cached: a reading asks for the same words' unknown ones several times."""
    known, out = known_words(), []
    for t in tokens:
        base = t.split("'")[0]
        if base.isalpha() and t not in known and base not in known and t not in out:
            out.append(t)
    return tuple(out)
