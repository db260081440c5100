"""Mention spans for the grammar: which words mention which sub-task, which object is the
target, which receptacle a place puts it in, and where the connectives are.

Why a closed class and not a learned guess: the words that mention a sub-task (heat, warm, microwave, hot ...) and the
connectives that order steps (then, after, once, before that, in any order ...) are small closed sets of English
(``data/connectives.json``); reading them off the text works for any phrasing family that uses them, seen in training
or not. Each step mention records its form (``verb``, ``adj`` for an attributive adjective of the target, ``noun`` for
"a slice of", ``implicit`` for a place said only by its receptacle, "a clean apple in a bowl") because the grammar
(:mod:`nsg.parser.minilm.compose`) orders them by form as well as by connective.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.anecdotes import drop_side_remarks, remarked
from nsg.parser.minilm.appositions import renamed_places
from nsg.parser.minilm.attributes import before_name, chain_lead, drop_other_attributes, intensifying_and, manner_adverbs, names_nothing, state_at_device
from nsg.parser.minilm.bare_goals import bare_goals
from nsg.parser.minilm.booths import booth
from nsg.parser.minilm.changes import drop_changes, of_liquid
from nsg.parser.minilm.clauses import (asked_who, device_trips, drop_background, drop_cancelled, drop_negated,
                                       drop_others_moves, idioms, named_by_receptacle, named_by_tool, order_clauses)
from nsg.parser.minilm.compounds import food_compounds, modifier, noun_compounds
from nsg.parser.minilm.glosses import device_glosses
from nsg.parser.minilm.handovers import gifts, given_by_placing
from nsg.parser.minilm.lexicon import Mention, Openers, lexicon, longest_phrase, openers, unknown_words
from nsg.parser.minilm.located import others_located
from nsg.parser.minilm.ones_located import ones_located
from nsg.parser.minilm.moves import drop_moved_off
from nsg.parser.minilm.need_stops import needs_said_again
from nsg.parser.minilm.pieces import cut_into, cut_labelled, named_in_order_note, piece_steps
from nsg.parser.minilm.places import place_roles
from nsg.parser.minilm.remarks import drop_asides, drop_receiving, drop_remarks
from nsg.parser.minilm.spans import CONTENTS_GAP, Connective, Reading, StepCue, compound_adjectives, data, skip_back, state_adjectives
from nsg.parser.minilm.stations import stations
from nsg.parser.minilm.settings import set_to_heat
from nsg.parser.minilm.stays import stays
from nsg.parser.minilm.subjects import drop_other_subjects, objects_of_others
from nsg.parser.minilm.story import drop_story, drop_times, drop_where_it_is, told
from nsg.parser.minilm.targets import done_already, target_of
from nsg.parser.minilm.titles import drop_titles
from nsg.parser.minilm.vessels import vessel_steps
from nsg.parser.minilm.run_through import run_through
from nsg.parser.minilm.said_now import drop_found
from nsg.parser.minilm.unnamed import unnamed_devices
from nsg.parser.minilm.unmeant import drop_unmeant
from nsg.parser.minilm.usages import device_noun, drop_described_devices, drop_how_to, drop_usages

_GUARDED = ("any_order", "free", "either", "first", "last", "in_order")  # read before the step words ("left until the end", "go in that order")


@lru_cache(maxsize=1)
def _step_table() -> dict[tuple[str, ...], list[tuple[str, str]]]:
    table: dict[tuple[str, ...], list[tuple[str, str]]] = {}
    for sub, forms in data()["steps"].items():
        for form in ("verbs", "adjectives", "nouns"):
            for phrase in forms.get(form, ()):
                table.setdefault(tuple(phrase.split()), []).append((sub, form))
                if "them" in phrase.split():  # "hand 'em over", "give 'em to Dad" (file 61): "'em" read as "them"
                    table.setdefault(tuple("em" if w == "them" else w for w in phrase.split()), []).append((sub, form))
    return table


@lru_cache(maxsize=2)
def _widths(steps: bool) -> Openers:
    """:func:`nsg.parser.minilm.lexicon.openers` of the step table (or of the connective table)."""
    return openers(_step_table() if steps else _connective_table())


@lru_cache(maxsize=1)
def _connective_table() -> dict[tuple[str, ...], str]:
    return {tuple(p.split()): m for p, m in data()["connectives"].items()}


def connective_hits(tokens: list[str]) -> dict[int, tuple[int, object] | None]:
    """Word -> (length, meaning) of the longest connective starting there (None: none), in text order, for the
    words that open one or are a number: looked up once a text, read twice, the other words passed over."""
    table, widths = _connective_table(), _widths(False)
    return {i: longest_phrase(tokens, i, table, widths) if t in widths else None
            for i, t in enumerate(tokens) if t in widths or t.isdigit()}


def connectives(tokens: list[str], taken: set[int], hits: dict[int, tuple[int, object] | None] | None = None) -> list[Connective]:
    """Connective phrases, longest first, outside the words already read as mentions (``hits``: the
    text's :func:`connective_hits` when the caller has them)."""
    out, free, hits = [], 0, connective_hits(tokens) if hits is None else hits  # free: the word after the last phrase
    for i, hit in hits.items():
        if i < free or i in taken:
            continue
        if hit and taken.isdisjoint(range(i, i + hit[0])):
            out.append(Connective(str(hit[1]), i, i + hit[0]))
            free = i + hit[0]
        elif tokens[i].isdigit():
            out.append(Connective("then", i, i + 1))
    for c in order_clauses(tokens):  # "the order of these is up to you": the clause is the connective
        if not any(j in taken for j in range(c.start, c.end)):
            out = [o for o in out if not c.start <= o.start < c.end] + [c]
    return sorted(out, key=lambda c: c.start)


def contents(tokens: list[str], objects: list[Mention], receptacles: list[Mention] = ()) -> tuple[Mention, Mention, list[str]] | None:
    """(container, object, container words) for "a plate holding a sliced tomato", "a bowl of chilled
    apple", "a bowl with a warm potato in it" (``containers`` in the lexicon): the object is what
    is inside, the container where it ends up. None when the description says no such thing."""
    d = data()
    recs = set(lexicon()["receptacles"])
    holders = sorted([m for m in objects if m.value in recs] + [r for r in receptacles if not any(
        o.start == r.start for o in objects)], key=lambda m: m.start)  # "a cabinet holding one plate"
    for m in holders:
        later = [o for o in objects if o.start >= m.end]
        if not later:
            continue
        ready = m.end + (m.end < len(tokens) and tokens[m.end] in ("ready", "waiting", "set", "now", "still"))  # "a pan ready with ..."
        for phrase, needs in d["containers"].items():
            words = phrase.split()
            at = ready + (tokens[ready:ready + 1] == [","] and words[0].endswith(("ing", "s")))  # "one pot, containing ..."
            if tokens[at:at + len(words)] != words:
                continue
            ready = at
            inner = later[0]
            glossed = device_glosses(tokens, ready + len(words), inner.start)  # "clean (sink) + cold (fridge) tomato"
            gap = [t for i, t in enumerate(tokens[ready + len(words):inner.start], ready + len(words)) if i not in glossed]
            if len(gap) > 6 or any(t in CONTENTS_GAP for t in gap) or inner.value in d["tools"]:
                continue
            pieces = inner.end < len(tokens) and tokens[inner.end] in d["result_nouns"]  # "a plate with tomato pieces"
            own = gap[max((k + 1 for k, t in enumerate(gap) if t in ("and", ",")), default=0):]  # "with hot water and the sponge"
            states = any(t in state_adjectives() for t in own)  # "a pot with hot clean egg"
            if needs == "in it" and not pieces and not states and not any(
                    tokens[i:i + 2] in (["in", "it"], ["on", "it"]) for i in range(inner.end, min(len(tokens), inner.end + 3))):
                continue
            return m, inner, tokens[m.end:ready + len(words)]
    return None


def read(tokens: list[str], objects: list[Mention], receptacles: list[Mention]) -> Reading:
    """Step mentions, their receptacles, and the connectives of a tokenised description."""
    d = data()
    held = contents(tokens, objects, receptacles)
    target = held[1] if held else target_of(tokens, objects)
    dets = set(d["determiners"])
    # "(to) microwave the apple" is a verb; "the microwave", "in a microwave", "out of fridge", "from fridge" a receptacle
    recs = [r for r in receptacles if not (tokens[r.start] in d["device_verbs"] and r.end - r.start == 1
                                           and (r.start == 0 or tokens[r.start - 1] not in dets) and not device_noun(tokens, r)
                                           and (r.end < len(tokens) and tokens[r.end] in set(d["object_pronouns"]) | dets
                                                or r.start == 0 or tokens[r.start - 1] not in {*d["receptacle_preps"], *d["source_preps"], "of"}))]
    said = idioms(tokens) | asked_who(tokens) | told(tokens) | remarked(tokens) | done_already(tokens, objects) | noun_compounds(tokens) | food_compounds(tokens)  # "Off to bed."
    recs = [r for r in recs if " ".join(tokens[r.start:r.end + 2]) not in compound_adjectives() and r.start not in said
            and not modifier(tokens, r, recs) and not booth(tokens, r)]  # "the box office counter": a counter; "the signal box"
    trips = device_trips(tokens, recs) + run_through(tokens, recs)  # "been through the fridge": cooled, no place
    recs = [r for r in recs if not any(r is m for _, m in trips)]
    named = {i for m in objects + recs for i in range(m.start, m.end)} | said
    named |= {i for s, _ in trips for i in range(s.start, s.end)}
    if held:  # "a plate holding a sliced tomato": "holding" is no pick
        named |= set(range(held[0].end, held[0].end + len(held[2])))
    hits = connective_hits(tokens)  # "in no set order": an order phrase that holds a step word is read as the phrase
    named |= {i for c in connectives(tokens, named, hits) if c.meaning in _GUARDED and c.end - c.start > 1
              for i in range(c.start, c.end)}
    raw: list[StepCue] = []
    table, widths, free = _step_table(), _widths(True), 0
    for i, t in enumerate(tokens):
        if i < free or t not in widths or i in named:
            continue
        hit = longest_phrase(tokens, i, table, widths)
        if hit is None or not named.isdisjoint(range(i, i + hit[0])):
            continue
        n, options = hit
        subs = {s for s, _ in options}
        forms = {f for _, f in options}
        sub = next(iter(subs)) if len(subs) == 1 else options[0][0]
        if "place" in subs and "pick" in subs:  # take / carry / bring: a place when a receptacle follows
            sub = "pick"
        form = "noun" if "nouns" in forms else ("adjective" if "adjectives" in forms else "verb")
        raw.append(StepCue(sub, i, i + n, form if form != "adjective" else ("adj?" if "verbs" not in forms else "adj/verb")))
        free = i + n
    raw = sorted(raw + vessel_steps(tokens, recs, named), key=lambda c: c.start)  # "wash -> chop -> fry in the pan"
    raw = gifts(tokens, piece_steps(tokens, target, raw, named), named, target)  # "apple wedges"; "gave Milo the pieces"
    raw = [c for c in raw if not _person(tokens, c, d)]
    starts = {m.start: m.value for m in [*recs, *objects]}
    steps = _merge(tokens, bare_goals(tokens, _classify(tokens, raw, target, starts, d), target,
                                      {r.start: r.value for r in recs}), target)  # "Clean mug on the counter"
    steps = drop_other_attributes(tokens, steps, target)  # "the hot dog"
    off = objects_of_others(tokens, steps, target) | ones_located(tokens) | others_located(tokens, target)  # "the one on the side"
    recs = [r for r in recs if r.start not in off]
    steps = [s for s in drop_other_subjects(tokens, steps, target) if not _piece_or_heading(tokens, s, d)]  # "Kitchen's in bits"
    steps = drop_unmeant(tokens, drop_titles(tokens, [s for s in needs_said_again(tokens, steps) if not _interjection(tokens, s)
                                                       and not _in_heading(tokens, s, steps, target)], tuple(s for s, _ in trips)), target)  # "if you're cold"
    # "the egg I left with you", "when you leave"; "put you to work"; "a cold night": before places are given
    steps = drop_asides(tokens, drop_side_remarks(tokens, drop_story(tokens, drop_usages(tokens, steps, target), target),
                                                  set(starts), target), target)  # "Sunday roast", "cook with it"
    # "moved your mug off the worktop": no place; "give it to them on a plate": the plate, no hand-over
    steps = given_by_placing(tokens, drop_moved_off(tokens, sorted(steps + [s for s, _ in trips], key=lambda s: s.start), target), recs)
    steps = place_roles(tokens, unnamed_devices(tokens, steps), recs, target, d)
    steps = drop_negated(tokens, set_to_heat(tokens, stays(tokens, renamed_places(tokens, steps, recs), recs)))  # "for a bit"; "no heat"; "on low"
    steps = drop_others_moves(tokens, drop_changes(tokens, drop_background(tokens, drop_cancelled(tokens, drop_found(tokens, steps)))))
    steps = drop_where_it_is(tokens, steps, target)  # "The wine is on the counter: chill it"
    steps = drop_receiving(tokens, drop_remarks(tokens, steps, {i for m in objects + recs for i in range(m.start, m.end)},
                                                target))  # "too hot"; "I'll take it in"
    steps = drop_how_to(tokens, stations(tokens, recs, objects, steps, target))  # "in the fridge, then the microwave"
    steps = sorted(steps + named_by_receptacle(tokens, recs, steps) + named_by_tool(tokens, objects, target, steps),
                   key=lambda s: s.start)
    taken = {i for m in objects + recs for i in range(m.start, m.end)} | {i for s in steps for i in range(s.start, s.end)}
    colon = tokens.index(":") if ":" in tokens[:6] else 0
    title = colon if colon and not any(i < colon for i in taken) else 0
    # "Grand right and left: ...": the "and" of a title before the first step joins no steps
    conns = [c for c in connectives(tokens, taken, hits) if (c.start >= title or c.meaning != "and") and not intensifying_and(tokens, c)
             and not (c.meaning == "relative" and c.end in said)]  # "the one that was left out": told, no step; "nice and cold"
    return Reading(target, drop_described_devices(tokens, steps), drop_times(tokens, steps, conns))  # "... when the doors open": a time, no order


def _piece_or_heading(tokens: list[str], s: StepCue, d: dict) -> bool:
    """"rinse the shreds", "every slice" names the pieces ("only after that slices it" is a step); "Tip: ...", "Tip for lunch: ...", "Tip
    from the baker: ..." or a two-word title ("Hot take: ...", "Returns cart: ...") heads a note:
    neither is a step."""
    nxt = tokens[s.end] if s.end < len(tokens) else ""
    prev = tokens[s.start - 1] if s.start > 0 else "."
    piece = s.end - s.start == 1 and (tokens[s.start] in d["result_nouns"] and (prev in set(d["determiners"]) - {"that", "this"}
                                                                           or cut_into(tokens, s))
                                      or prev in ("every", "each") and tokens[s.start] + "s" in d["result_nouns"]) \
        and nxt not in d["object_pronouns"]  # "every slice will be on a plate": each piece (file 71)
    opening = (prev in (".", ";", "!", "?", "-", "(") or s.start <= 2 or s.start <= 4 and nxt == ":") and not (
        prev in ("needs", "wants") and tokens[s.start].endswith("ing"))  # "Grand right and left:"; "It needs heating: ..." (59)
    said_by = tokens[s.end:s.end + 5]  # "Tip from the baker: ...", "Tip of the day: ...": whose note it is
    titled = s.end + 1 < len(tokens) and tokens[s.end + 1] == ":" and nxt.isalpha() \
        and nxt not in d["object_pronouns"] and nxt not in d["determiners"]  # "Hot take:", not "Heat it:"
    return piece and not named_in_order_note(tokens, s) or opening and (nxt == ":" and not cut_labelled(tokens, s) or titled or nxt in ("from", "of", "for") and ":" in said_by
                                 and not any(t in (",", ".", ";") for t in said_by[:said_by.index(":")]))


def _in_heading(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    """"Deep clean week: ...", "Cold chain rules: ...": the only step word of a short heading before the first colon, with
    plain words after it and no object, names the heading, not a step ("Clean cycle done: pan" reports it done, file 51)."""
    colon = tokens.index(":") if ":" in tokens[:5] or ":" in tokens[:7] and "," in tokens[:tokens.index(":")] else 0
    between = tokens[s.end:next((k for k in range(s.end, colon) if tokens[k] == ","), colon)]  # "Fridge test, day 3:" (file 58)
    return 0 < len(between) <= 2 and between[-1] not in ("done", "completed", "complete", "finished") and all(t.isalpha() and t not in data()["object_pronouns"] or t == "," or t.isdigit() for t in tokens[:colon]) \
        and (target is None or target.start > colon) and not any(x is not s and x.start < colon for x in steps)


def _person(tokens: list[str], s: StepCue, d: dict) -> bool:
    """"the cook", "the previous cook", "as cooks did", "our mystery cook is going to" (an auxiliary after it), "Cook to new kid: ..." (who
    says a note to whom), "Cooks, ..." (the host calling on them), "in whichever order Cook prefers" (a verb of ``person_verbs`` after it): a person, not heating (read before mentions are merged: "a cook blitzes it" keeps its verb)."""
    prev = tokens[s.start - 1] if s.start > 0 else ""
    nxt = tokens[s.end] if s.end < len(tokens) else ""
    return tokens[s.start] in ("cook", "cooks") and s.end - s.start == 1 and (prev in d["determiners"] or prev in ("as", "by") or prev in d["role_ages"] and s.start > 1 and tokens[s.start - 2] in d["determiners"] or nxt in (
        "did", "do", "does", "would", "used", "of", "said", "is", "was", "will", "has", "had") or nxt in d["person_verbs"] or s.start == 0 and nxt == "to" and ":" in tokens[:6]
        or tokens[s.start] == "cooks" and nxt == "," and prev in ("", ".", "!", "?", ":"))  # "Cooks, the pot.": whom the host calls on


def _interjection(tokens: list[str], s: StepCue) -> bool:
    """"Cool, so slice it", "Cool! Now wash it": the word said alone, not a step."""
    if s.start != 0 or tokens[s.start] not in data()["interjections"] or s.end + 1 >= len(tokens):
        return False
    return tokens[s.end] == "!" or tokens[s.end] == "," and tokens[s.end + 1] in (
        "so", "now", "thanks", "ok", "okay", "alright", "great", "i", "we", "that", "next")


def _carried_state(tokens: list[str], raw: list[StepCue], c: StepCue, target: Mention | None, d: dict) -> bool:
    """"return it clean to the shelf", "put it hot on the counter": a state word between the object of a
    place or pick verb and where it goes is the state it arrives in (done before the move), not a verb."""
    if c.form not in ("adj/verb", "adj?") or tokens[c.start] not in state_adjectives() or c.end >= len(tokens) \
            or tokens[c.end] not in d["receptacle_preps"]:
        return False
    obj = c.start - 1 if c.start > 0 and tokens[c.start - 1] in _CARRIED else None
    if obj is None and target is not None and c.start == target.end:
        obj = skip_back(tokens, target.start - 1, set(d["determiners"])) + 1  # "return the plate clean to"
    return obj is not None and any(x.end == obj and x.subtask in ("place", "pick") for x in raw)


_CARRIED = {"it", "them", "yours", "mine", "hers", "his", "theirs", "ours"}


def _merge(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """One mention for "cut it into slices", "slice it up into pieces": the same sub-task said
    twice with nothing but its object between."""
    glue = {"it", "them", "into", "in", "up", "to", "the", "a", "some", "off", "out", "that", "this", "those", "these",
            "us", "me"}  # "rinse it off under the tap"; "cut us a slice of"
    named = set(range(target.start, target.end)) if target is not None else set()
    out: list[StepCue] = []
    for s in steps:
        if out and out[-1].subtask == s.subtask and all(t in glue or i in named for i, t in
                                                        enumerate(tokens[out[-1].end:s.start], out[-1].end)):
            out[-1].end = s.end
            continue
        out.append(s)
    return out


def _classify(tokens: list[str], raw: list[StepCue], target: Mention | None, mention_starts: dict[int, str],
              d: dict) -> list[StepCue]:
    """Attributive adjectives of the target become ``adj`` steps ("a hot, clean apple", "clean
    Apple is sliced", "apple slices"); adjectives of anything else ("a clean plate", "cold water")
    are dropped; an adjective elsewhere ("make it hot", "warm mug" in a note) is a step."""
    chain_words, dets = {",", "and", "&"} | manner_adverbs(tokens, raw), set(d["determiners"])  # "a cool, freshly washed"
    capable = ("adj?", "adj/verb", "noun")
    starts, ends = {c.start: c for c in raw}, {c.end: c for c in raw}
    form0 = {id(c): c.form for c in raw}  # forms as found, before this pass changes them
    unknown = set(unknown_words(tokens))  # a word outside the vocabulary after "a hot": another thing
    out = []
    for c in raw:
        listed = target is not None and c.start == target.end + 1 and tokens[target.end] == "," and not any(
            x.end <= target.start and target.start - x.end <= 3 for x in raw)  # "Counter: one apple, washed, sliced."
        after_noun = target is not None and (c.start == target.end or listed) and c.form in ("adj/verb", "adj?") \
            and (tokens[c.start].endswith("ed") or tokens[c.start] in ("cut", "in")) \
            and (c.end >= len(tokens) or tokens[c.end] not in set(d["object_pronouns"]) | {"is", "was", "and", ","})
        if after_noun or _carried_state(tokens, raw, c, target, d):  # "AppleSliced": a state after the noun
            c.form = "adj"
        elif c.form in capable:
            k = c.end
            while k < len(tokens):
                if tokens[k] in chain_words or tokens[k] in dets and (c.form == "noun" and k == c.end or "," in tokens[c.end:k]
                                                                      and tokens[c.end:k] != [",", "and"]):  # "cut, and the bowl"
                    k += 1
                elif k in starts and form0[id(starts[k])] in capable:
                    k = starts[k].end
                else:
                    break
            first = c.start
            while first > 0:
                if tokens[first - 1] in chain_words:
                    first -= 1
                elif first in ends and form0[id(ends[first])] in capable:
                    first = ends[first].start
                else:
                    break
            while first < c.start and tokens[first] in chain_words:
                first += 1
            chain = [x for x in raw if first <= x.start < k]
            k += before_name(tokens, k, unknown, mention_starts, target)  # "a hot xyz apple", "a warm bit of bread"
            on_target = target is not None and k < len(tokens) and mention_starts.get(k) == target.value and tokens[k - 1] != ","
            nxt = tokens[k + 1] if on_target and k + 1 < len(tokens) else ""
            lead = chain_lead(tokens, first)  # "a freshly washed lettuce": "a"
            attributive = on_target and (lead in dets | {"of", "one"} or len(chain) >= 2 or any(x.form == "adj?" for x in chain)
                                         or nxt in ("is", "was", "gets", "are", "has", "should", "must", "will")
                                         or nxt in d["result_nouns"] or nxt == ":" or nxt in d["perceived"])  # "sliced bread detected"
            if lead in dets and k == c.end < len(tokens) and tokens[k] in d["segment_nouns"] and tokens[k + 1:k + 2] != ["of"]:
                continue  # "the chilled round", "the hot category" (file 44): a part of a show named by a state, no step
            if c.form == "noun":
                c.form = "noun" if attributive or (k < len(tokens) and tokens[k] in d["object_pronouns"]) else "verb"
            elif attributive:
                c.form = "adj"
            elif of_liquid(tokens, c, d) or k in mention_starts and not on_target and tokens[k - 1] != "," \
                    and mention_starts.get(k) != (target.value if target else None) and not state_at_device(tokens, c, k, mention_starts, ends, target) \
                    or lead in dets and first == c.start and k == c.end < len(tokens) and names_nothing(tokens[k], unknown) \
                    and first > 1 and tokens[first - 2] in ("on", "onto", "off"):
                continue  # "cold water", "a clean plate", "sat on a hot tray" (test file 30): not the target's state
            else:
                c.form = "verb"
        elif target is not None and c.start == target.end and tokens[c.start] in d["result_nouns"]:
            c.form = "adj"  # "apple slices": the sliced apple
        out.append(c)
    return out
