"""Surface realisation of one layered task shape in one phrasing family (see nsg.parser.minilm.paraphrase).

Every family function takes the ordered groups of sub-tasks and returns a sentence in which
``{o}`` marks object slots: the first becomes the object's noun phrase, later ones "it".
Words come from ``data/phrasing.json``; the code only says how a family puts them together.
"""
from __future__ import annotations

import random
import re
from typing import Sequence

from pddl_domains import vocabulary as vocab
from contracts.language.descriptions import description_templates
from nsg.parser.minilm.lexicon import lexicon

_OBJ = "{o}"
_PARTICLE_IT = re.compile(r"\b(up|down|off) it\b")  # "warm up it" -> "warm it up"


def _pick(rng: random.Random, value):
    return rng.choice(value) if isinstance(value, list) else value


def object_name(obj_type: str, rng: random.Random) -> str:
    """A name for an object or receptacle type: its text name, a lexicon synonym or the AI2-THOR type."""
    token = vocab.token_name(obj_type)
    lex = lexicon()
    names = list(lex["objects"].get(token, [])) or list(lex["receptacles"].get(token, []))
    names = [n for n in names if not n.endswith("s")] or names  # no plurals: "the apples" is not one object
    choices = [vocab.text_name(obj_type)] * 3 + [obj_type] * 2 + names
    return rng.choice(choices)


def receptacle_name(rec_type: str, rng: random.Random) -> str:
    token = vocab.token_name(rec_type)
    names = list(lexicon()["receptacles"].get(token, [vocab.text_name(rec_type)]))
    return rng.choice([vocab.text_name(rec_type)] * 3 + [rec_type] * 2 + names)


class _Ctx:
    """What one sentence needs: data, randomness, the instance, concrete or abstract."""

    def __init__(self, data: dict, rng: random.Random, rec: str | None, abstract: bool):
        self.d, self.rng, self.rec, self.abstract = data, rng, rec, abstract
        self.lexemes: dict[str, dict] = {}

    def lexeme(self, s: str) -> dict:
        if s not in self.lexemes:  # one verb per sub-task per sentence
            options = [v for v in self.d["verbs"][s] if not (self.abstract and v.get("concrete_only"))]
            self.lexemes[s] = self.rng.choice(options)
        return self.lexemes[s]

    def fill(self, s: str, text: str) -> str:
        if "{r}" in text:
            rec = self.rec
            prep = "on" if rec in description_templates()["prepositions"]["on"] else "in"
            text = text.replace("{prep}", prep).replace("{r}", receptacle_name(rec, self.rng))
        if "{dev}" in text:
            text = text.replace("{dev}", self.rng.choice(self.d["devices"][s]["names"]))
        return text

    def device(self, s: str) -> str:
        lx = self.lexeme(s)
        if self.abstract or not lx.get("dev") or s not in self.d["devices"] or self.rng.random() < 0.25:
            return ""
        dev = self.d["devices"][s]
        return " " + self.rng.choice(dev["phrases"]).replace("{dev}", self.rng.choice(dev["names"]))

    def verb(self, s: str, form: str) -> str:
        """A sub-task as a verb phrase in ``form`` (base, ger, part, s3, past), device included."""
        return self.fill(s, _pick(self.rng, self.lexeme(s)[form])) + self.device(s)

    def adjective(self, s: str) -> str:
        return self.rng.choice(self.d["adjectives"][s])


def _and(parts: list[str]) -> str:
    """Unordered steps: "A and B", "A and B and C". Never a comma list: people read "A, B, then C"
    as a sequence, and a group written "A, B and C" taught the opposite (comma lists of 3-4 single
    steps were the parser's main miss on hand-written text, docs/nsg.md)."""
    return " and ".join(parts)


def _adjectives(adjs: list[str], rng: random.Random) -> str:
    """States of one goal: "hot and clean", "hot, clean and sliced" (a list of states, no order)."""
    if len(adjs) <= 2:
        return " and ".join(adjs)
    return ", ".join(adjs[:-1]) + rng.choice([" and ", ", and "]) + adjs[-1]


def _group(c: _Ctx, group: list[str], form: str) -> str:
    """Coordinated verb phrases of one unordered group; "heat and wash {o}" when no device follows."""
    phrases = [c.verb(s, form) for s in group]
    if len(phrases) > 1 and all(p.endswith(" " + _OBJ) for p in phrases) and c.rng.random() < 0.5:
        return _and([p[:-len(_OBJ) - 1] for p in phrases]) + " " + _OBJ
    return _and(phrases)


def _participles(c: _Ctx, group: list[str]) -> str:
    return _and([c.verb(s, "part") for s in group])


_COMMA_LIST_CLOSE = [", then ", ", and then ", ", and finally ", " and then ", ", and lastly "]


def _chain(parts: list[str], joins: list[str], rng: random.Random, sequence_and: bool = False,
           trailing: Sequence[str] = (), sizes: Sequence[int] = (), trailing_last: Sequence[str] = ()) -> str:
    """Ordered groups joined by ordering words; ``sequence_and``: the last link of a chain of
    three or more may be a plain ", and" ("heat it, then wash it, and slice it"); ``trailing``:
    a link may instead be a plain "and" with the order word after the later group ("wash it and
    put it on the plate afterwards"), as people often write it; only before a one-step group
    (``sizes``: steps per group), since "heat it and wash it afterwards" for a group of two
    would read as heat, then wash; ``trailing_last`` words ("at the end") only on the last link.
    A chain of three or more single steps (``sizes``) may be a comma list closed by an order word
    ("rinse it, cool it, then slice it"), which people read as a sequence."""
    if sizes and len(parts) >= 3 and all(n == 1 for n in sizes) and rng.random() < 0.3:
        return ", ".join(parts[:-1]) + rng.choice(_COMMA_LIST_CLOSE) + parts[-1]
    out = parts[0]
    for k, p in enumerate(parts[1:], start=1):
        if trailing and sizes and sizes[k] == 1 and rng.random() < 0.1:
            words = list(trailing) + (list(trailing_last) if k == len(parts) - 1 else [])
            out += rng.choice([" and ", ", and "]) + p + rng.choice(words)
        elif sequence_and and k == len(parts) - 1 and k >= 2 and rng.random() < 0.3:
            out += rng.choice([", and ", ", and finally ", ", and at the end "]) + p
        else:
            out += rng.choice(joins) + p
    return out


def imperative(c: _Ctx, groups) -> str:
    parts = [_group(c, g, "base") for g in groups]
    if len(groups) >= 2 and all(len(g) == 1 for g in groups) and c.rng.random() < 0.12:
        text = ", ".join(parts[:-1]) + c.rng.choice([", and ", " and ", ", then "]) + parts[-1] + c.rng.choice(
            [", in that order", ", in exactly that order", " (in this order)"])
    else:
        text = _chain(parts, c.d["imperative"]["then"], c.rng, sequence_and=True,
                      trailing=c.d["imperative"]["trailing"], sizes=[len(g) for g in groups],
                      trailing_last=c.d["imperative"]["trailing_last"])
    return c.rng.choice(c.d["imperative"]["frames"]).replace("{x}", text)


def passive(c: _Ctx, groups) -> str:
    aux = c.rng.choice(c.d["passive"]["aux"])
    return f"{_OBJ} {aux} " + _chain([_participles(c, g) for g in groups], c.d["passive"]["then"], c.rng,
                                     sizes=[len(g) for g in groups])


def after_before(c: _Ctx, groups) -> str:
    d, rng = c.d["after_before"], c.rng
    k = rng.randrange(len(groups) - 1)  # the "after"/"before" link joins groups k and k+1
    head = [_group(c, g, "base") for g in groups[:k]]
    if rng.random() < 0.5:
        frame = rng.choice(d["after"])
        later = _group(c, groups[k + 1], "base")
        earlier = _group(c, groups[k], "past" if "{p1}" in frame else "ger")
        if frame.startswith("{i2}"):  # the later group is written first, so its slot is the first {o}
            link = frame.replace("{i2}", later).replace("{g1}", earlier)
        else:
            link = frame.replace("{g1}", earlier).replace("{p1}", earlier).replace("{i2}", later)
    else:
        frame = rng.choice(d["before"])
        link = frame.replace("{g2}", _group(c, groups[k + 1], "ger")).replace("{i1}", _group(c, groups[k], "base"))
    tail = [_group(c, g, "base") for g in groups[k + 2:]]
    return _chain(head + [link] + tail, d["then"], rng)


def once(c: _Ctx, groups) -> str:
    d, rng = c.d["once"], c.rng
    parts = []
    for i, g in enumerate(groups[:-1]):
        subj = _OBJ if i == 0 else "it"
        if all(s in c.d["adjectives"] and s != "pick" for s in g) and rng.random() < 0.5:
            state = f"is {_adjectives([c.adjective(s) for s in g], rng)}"
        else:
            state = f"{rng.choice(d['be'][1:])} {_participles(c, g)}"
        parts.append(f"{rng.choice(d['sub'])} {subj} {state}")
    return ", ".join(parts) + ", " + _group(c, groups[-1], "base")


def sequence(c: _Ctx, groups) -> str:
    scheme = c.rng.choice(c.d["sequence"]["schemes"])
    out = ""
    for i, g in enumerate(groups):
        last = i == len(groups) - 1
        marker = scheme[-1] if last else scheme[min(i, len(scheme) - 2)]
        if "{ger}" in marker:
            out += marker.replace("{ger}", _group(c, g, "ger"))
        else:
            out += marker + _group(c, g, "base")
    return out


def followed_by(c: _Ctx, groups) -> str:
    first = _group(c, groups[0], c.rng.choice(["base", "ger"]))
    for g in groups[1:]:
        first += c.rng.choice(c.d["followed_by"]["join"]).replace("{x}", _group(c, g, "ger"))
    return first


def any_order(c: _Ctx, groups) -> str:
    parts = []
    for g in groups:
        text = _group(c, g, "base")
        if len(g) > 1:
            text = c.rng.choice(c.d["any_order"]["mark"]).replace("{x}", text)
        parts.append(text)
    return _chain(parts, c.d["any_order"]["then"], c.rng)


def relative(c: _Ctx, groups) -> str:
    d, rng = c.d["relative"], c.rng
    frame = rng.choice(d["rel"])
    form = "past" if "{past}" in frame else "part"
    earlier = []
    for g in groups[:-1]:
        earlier.append(_and([c.verb(s, form).replace(" " + _OBJ, "") for s in g]))
    rel = frame.replace("{p}", "{x}").replace("{past}", "{x}").replace("{x}", _chain(earlier, d["chain"], rng))
    final = _group(c, groups[-1], "base")
    # words after the object belong to the final verb: set the clause off with commas then
    np_ = f"{_OBJ} {rel}" if final.endswith(_OBJ) else f"{_OBJ}, {rel},"
    return final.replace(_OBJ, np_, 1).rstrip(",")


def goal(c: _Ctx, groups) -> str:
    d, rng = c.d["goal"], c.rng
    adj_group = [s for s in groups[0] if s != "place"]
    places = "place" in groups[-1]
    adjs = [c.adjective(s) for s in adj_group]
    if not adjs:  # place only: "I want the apple on the plate"
        return c.fill("place", rng.choice(["I want {o} {prep} the {r}", "{o} should end up {prep} the {r}",
                                           "{o} belongs {prep} the {r}"]))
    if rng.random() < 0.6:
        adj_text = rng.choice([", ".join(adjs), _adjectives(adjs, rng)])
        text = rng.choice(d["attributive"]).replace("{adjs}", adj_text).replace("{obj}", "{noun}")
        if places:
            text += c.fill("place", rng.choice(d["place"]))
    else:
        text = rng.choice(d["predicative"]).replace("{adjs}", _adjectives(adjs, rng)).replace("{obj}", "{noun}")
        if places:
            text += c.fill("place", rng.choice(d["place_predicative"]))
    return text.replace("the {noun}", _OBJ)


def narration(c: _Ctx, groups) -> str:
    subj, form = c.rng.choice(c.d["narration"]["subjects"])
    parts = [_group(c, g, form) for g in groups]
    joins = [j.replace("{subj}", subj) for j in c.d["narration"]["then"]]
    return f"{subj} " + _chain(parts, joins, c.rng, sequence_and=True, sizes=[len(g) for g in groups])


_FAMILY_FUNCS = {"imperative": imperative, "passive": passive, "after_before": after_before, "once": once,
                 "sequence": sequence, "followed_by": followed_by, "any_order": any_order, "relative": relative,
                 "goal": goal, "narration": narration}


def realize(family: str, groups, obj: str, rec: str | None, abstract: bool, rng: random.Random, data: dict) -> str:
    c = _Ctx(data, rng, rec, abstract)
    text = _FAMILY_FUNCS[family](c, groups)
    name = object_name(obj, rng)
    article = rng.choice(data["articles"])
    if "{noun}" in text:  # goal phrasing: "{art} {adjs} {noun}"
        art = "an" if text.split("{art} ")[-1][:1] in "aeiou" else "a"
        text = text.replace("{art}", art).replace("{noun}", name)
    if article == "a" and name[:1].lower() in "aeiou":
        article = "an"
    noun = f"{article} {name}"
    first = text.find(_OBJ)
    if first >= 0:
        text = text[:first] + noun + text[first + len(_OBJ):]
    return _PARTICLE_IT.sub(r"it \1", text.replace(_OBJ, "it"))


def surface_variant(text: str, rng: random.Random) -> str:
    """Upper/lower case and punctuation variants of a finished sentence."""
    text = " ".join(text.split())
    r = rng.random()
    if r < 0.1:
        text = text.lower()
    elif r < 0.13:
        text = text.upper()
    elif text:
        text = text[0].upper() + text[1:]
    if not text.endswith(("?", ".", "!")):
        text += rng.choice([".", ".", ".", "", "!", " .", "..."])
    return text
