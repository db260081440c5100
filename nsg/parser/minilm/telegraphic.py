"""A list of end states said as sentences of one word each ("Pear. Peeled. Cold. Bowl."): a note written in
fragments, with no order word between them, names the states the object ends in, one unordered group, like
"peeled and cold" (file 23); the place said after them stays last (the grammar's rule 6). Only a state word or a
participle with no object, alone in its sentence, counts, and one of two such words must be an adjective ("Sliced.
Cold."): "Washed. Cut." tells what was done in turn, "Wash it. Slice it." and "Wash. Slice." are commands in order,
and "Peeled. Then cold." and "..., in that order" say their order. The same holds for such words listed with commas
after a heading ("Pear for Jo: peeled, cold, in the bowl", file 64): a participle and an adjective, nothing but
commas (and a word that names no step) between them, are one group; two participles keep their order, as before, and
so does an adjective right before its own device as the place ("washed, cold, in the fridge": cooled there, file 52).
A sentence opened by a bare "want" / "need" (a telegram's or a note's, its "I" dropped: "Need mug clean hot.", file 10)
names the states wanted in its state words, with nothing, commas or "and" between them and no order word in the
sentence: one group, as "I want the mug clean and hot" is, a state's own device after it or not ("Need apple clean
sink, cold fridge.") (:func:`wished_states`). So are sentences each of a state word and the thing's name, an advert's
fragments ("Hot mug. Clean mug. Your mug, ready on the counter.", file 71: :func:`_named_fragments`)."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.narrated import IRREGULAR
from nsg.parser.minilm.spans import COMMA, PAR, SEQ, Reading, StepCue, data, device_subtasks, state_adjectives

_WISHES = {"want", "need", "wanted", "needed"}
_ORDERS = {"then", "after", "before", "before_that", "first", "earlier", "later", "last", "in_order"}

_ENDS = {".", "!"}
_MARKS = {",", ":", "-"}


def _stated(tokens: list[str], s: StepCue) -> bool:
    word = tokens[s.start]
    return s.form == "adj" or s.form == "verb" and (word.endswith("ed") or word in state_adjectives())


def _fragment(tokens: list[str], s: StepCue) -> bool:
    """The state word is its sentence: a sentence end (or the text's start) right before it and right after it."""
    return _stated(tokens, s) and s.end - s.start == 1 and (s.start == 0 or tokens[s.start - 1] in _ENDS) \
        and s.end < len(tokens) and tokens[s.end] in _ENDS


def _named_fragments(tokens: list[str], a: StepCue, b: StepCue) -> bool:
    """Two sentences each of a state word and the thing's name and nothing else ("Hot mug. Clean mug.", an advert's
    fragments, file 71): the state word opens its sentence (after a determiner or none), the name closes it."""
    return all(_stated(tokens, s) and s.end - s.start == 1 and _name_closes(tokens, s) for s in (a, b)) \
        and sum(tokens[i] in _ENDS for i in range(a.end, b.start)) == 1


def _name_closes(tokens: list[str], s: StepCue) -> bool:
    """The words before the state word are a determiner or none, back to a sentence end; those after it the name of a
    thing of the vocabulary, up to a sentence end."""
    lo = s.start - (s.start > 0 and tokens[s.start - 1] in data()["determiners"])
    hi = next((j for j in range(s.end, len(tokens)) if not tokens[j].isalpha()), len(tokens))
    if lo > 0 and tokens[lo - 1] not in _ENDS or hi >= len(tokens) or tokens[hi] not in _ENDS or not 0 < hi - s.end <= 3:
        return False
    return any(m.kind == "object" and m.start == 0 and m.end == hi - s.end for m in mentions(tokens[s.end:hi]))


def _adjective(tokens: list[str], s: StepCue) -> bool:
    """A state word that is no participle ("cold", "warm", "clean"; not "washed", "cut")."""
    word = tokens[s.start]
    return word in state_adjectives() and not word.endswith("ed") and word not in IRREGULAR


def _comma_listed(tokens: list[str], a: StepCue, b: StepCue) -> bool:
    """Two state words of a comma list: only commas and -ed words between them."""
    gap = tokens[a.end:b.start]
    if gap[:1] in (["from"], ["in"]) and "," in gap:  # "clean from the sink, warm": the state's own device (file 18)
        cut = gap.index(",")
        said = [t for t in gap[1:cut] if t not in data()["determiners"]]
        gap = gap[cut:] if said and device_subtasks().get("_".join(said)) == a.subtask else gap
    return _stated(tokens, a) and _stated(tokens, b) and gap[:1] == [","] and all(t == "," or t.endswith("ed") for t in gap)


def _listed_from_mark(tokens: list[str], steps: list[StepCue], k: int) -> bool:
    """The comma list ending in ``steps[k]`` opens right after a list mark ("Apple: washed, sliced, cold", not "apple
    washed, sliced, cold": the object's name before its first state word)."""
    j = k - 1
    while j > 0 and _comma_listed(tokens, steps[j - 1], steps[j]):
        j -= 1
    after = steps[k + 1] if k + 1 < len(steps) else None  # "Lettuce: washed, cold, in the fridge": cooled there, in turn
    there = after is not None and after.subtask == "place" and device_subtasks().get(after.receptacle or "") == steps[k].subtask
    return not there and steps[j].start > 0 and tokens[steps[j].start - 1] in _MARKS


def fragment_states(tokens: list[str], reading: Reading, rel: list[str]) -> None:
    """Two state fragments one right after the other, one of them an adjective ("Sliced. Cold."): one group. Two
    participles ("Washed. Cut.") tell what was done in turn, and "in that order" orders them."""
    steps = reading.steps
    if any(c.meaning == "in_order" for c in reading.connectives):
        return
    for k in range(1, len(steps)):
        if rel[k] in (SEQ, COMMA) and (_adjective(tokens, steps[k - 1]) or _adjective(tokens, steps[k])) \
                and steps[k - 1].subtask != "place" and steps[k].subtask != "place" \
                and (rel[k] == SEQ and steps[k].start == steps[k - 1].end + 1 and _fragment(tokens, steps[k - 1])
                     and _fragment(tokens, steps[k]) or _named_fragments(tokens, steps[k - 1], steps[k]) or _comma_listed(tokens, steps[k - 1], steps[k])
                     and _listed_from_mark(tokens, steps, k)):
            rel[k] = PAR
    if len(steps) > 2 and rel[-1] == SEQ and _afterthought(tokens, steps):
        rel[-1] = PAR
    for k in _described_after(tokens, reading):
        rel[k] = PAR
    wished_states(tokens, reading, rel)


def _described_after(tokens: list[str], reading: Reading) -> range:
    """"A chilled apple in the bowl, rinsed in the sink." (file 9): a thing described by a state word before its name and
    where it is, then more states after a comma or a dash, nothing but commas and dashes between them and no order word:
    the states said after the place are states of the end too, one group with the first (the place stays last)."""
    steps, target = reading.steps, reading.target
    k = next((j for j, s in enumerate(steps) if s.form == "implicit"), 0)
    if k == 0 or k + 1 == len(steps) or target is None or any(s.form != "adj" or s.start > target.start for s in steps[:k]) \
            or steps[k].subtask != "place" or any(c.meaning in _ORDERS and tokens[c.start].isalpha() for c in reading.connectives):
        return range(0)
    for a, b in zip(steps[k:], steps[k + 1:]):
        if b.form != "verb" or tokens[a.end:a.end + 1] not in ([","], ["-"]) or any(t in _ENDS for t in tokens[a.end:b.start]):
            return range(0)
    return range(k, len(steps))


def _afterthought(tokens: list[str], steps: list[StepCue]) -> bool:
    """"A bowl of cold tomato wedges. Sink-rinsed, obviously." (file 9): a last sentence of a participle alone (its device
    joined by "-" before it, ``afterthought_adverbs`` after it) after a description with no verb: one more state of the
    end, no step after the others."""
    last = steps[-1]
    if last.form != "verb" or not tokens[last.start].endswith("ed") or any(s.form not in ("adj", "implicit") for s in steps[:-1]):
        return False
    lo = last.start - 2 if tokens[last.start - 1:last.start] == ["-"] else last.start
    return lo > 0 and tokens[lo - 1] in _ENDS and all(t in _ENDS or t == "," or t in data()["afterthought_adverbs"] for t in tokens[last.end:])


def wished_states(tokens: list[str], reading: Reading, rel: list[str]) -> None:
    """"WANT LETTUCE CLEAN COLD CHOPPED STOP", "Need mug washed, hot.": state words of a sentence opened by a bare wish
    verb, joined by nothing, commas or "and", are one group (module docstring)."""
    steps = reading.steps
    for k in range(1, len(steps)):
        a, b = steps[k - 1], steps[k]
        if rel[k] not in (SEQ, COMMA) or not _stated(tokens, a) or not _stated(tokens, b) or "place" in (a.subtask, b.subtask) \
                or any(t not in (",", "and") and t not in data()["device_words"].get(a.subtask, ()) for t in tokens[a.end:b.start]):
            continue
        lo = a.start
        while lo > 0 and tokens[lo - 1] not in _ENDS and tokens[lo - 1] not in ("?", ";"):
            lo -= 1
        hi = b.end
        while hi < len(tokens) and tokens[hi] not in _ENDS and tokens[hi] not in ("?", ";"):
            hi += 1
        if tokens[lo] in _WISHES and not any(c.meaning in _ORDERS and lo <= c.start < hi for c in reading.connectives):
            rel[k] = PAR
