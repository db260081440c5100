"""Remarks around a request about other people, other times and other things (the kinds behind
test file 22's misses).

Why apart from :mod:`nsg.parser.minilm.story` and :mod:`nsg.parser.minilm.remarks` (which read how
the object came from the words right after it): these remarks are whole sentences or short noun
phrases of their own, said by notes on a site cabin, a boat or a staff room wall, so each is read
off its own few words:

- a named third party's past delivery opening its sentence ("Jean left eggs in my fridge.", "Plot 7
  brought a bottle of wine for the raffle.", "Left you a potato in the basket.", "Margaret brought in a
  pie dish", "Customer's left a bottle for us"; after a clause of its own and a comma or "and": "Dev's in charge and
  your mum's left a list.", file 38), or the speaker's own said without its subject ("Left my
  cup on your windowsill, sorry."): how the object came, no pick and no place; the request follows in a
  later sentence;
- what a tool was used for ("The knife's been used for cutting string again."): no slicing;
- how long it takes ("it takes 30 seconds", "it'll take a minute"): no pick;
- an anecdote opened by "last time" and a person ("..., last time you scalded Dean."): what happened
  before, its step words and receptacles no steps and no places; so is a reason clause ("since you
  brought the wrong book", "because cold bread is a thing in this novel") and how long it has been
  there ("since March");
- a move's word said over and over as a sound ("bang bang bang!", :mod:`nsg.parser.minilm.sounds`): no step;
- a likeness (", like picking a lane on an empty road"; "as the north wind cools a fevered brow":
  :mod:`nsg.parser.minilm.similes`): its step words and names are no steps;
- a feeling given ("it would give me the greatest comfort to know ...": :mod:`nsg.parser.minilm.feelings`): no pick, no name;
- a tool held while working ("Knife in hand, he sliced it": :mod:`nsg.parser.minilm.absolutes`): no pick, no target;
- a maxim about any thing of the kind ("A warm pot holds its heat.": :func:`~nsg.parser.minilm.general_subjects.maxims`): no step;
- a receptacle named right after "about" ("a letter about the bins"): the topic of a remark, no place;
- a relative clause with no "that" ending in a stranded preposition ("The pot we cook the rice in: ...", file 61):
  what the thing is used for, no step and no slot;
- a state adjective of another noun, said by "it's a ..." ("if it's a cold night", "it's a hot boat in
  summer"): the weather or the place, not a state of the object ("a warm spell", "in for a cold snap in
  the fridge" are steps said as nouns, so the frame is needed).
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.absolutes import held_as_tools
from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.becomes import others_become
from nsg.parser.minilm.bug_reports import claims_contradicted, edited_words, reported_wrong, robot_did
from nsg.parser.minilm.dishes import dishes_made
from nsg.parser.minilm.diffs import removed_lines
from nsg.parser.minilm.lingered import lingered, scene_set
from nsg.parser.minilm.feelings import feelings_given
from nsg.parser.minilm.forms import form_sections, ticked_off
from nsg.parser.minilm.spills import spilled
from nsg.parser.minilm.checks import holding_checked
from nsg.parser.minilm.scenery import scenery
from nsg.parser.minilm.incidents import found_said, incident_sections, owners_said
from nsg.parser.minilm.happened import happened, relative_since, returned_to
from nsg.parser.minilm.lookalikes import bursts, called, held_by_things
from nsg.parser.minilm.not_asked import not_asked
from nsg.parser.minilm.not_done import not_doing_at
from nsg.parser.minilm.occasions import cooking_occasions
from nsg.parser.minilm.general_subjects import house_rules, maxims, other_ones, things_anywhere
from nsg.parser.minilm.similes import similes
from nsg.parser.minilm.sold import put_on_it, sold
from nsg.parser.minilm.sounds import smells, sounds
from nsg.parser.minilm.speaker import speaker_remarks
from nsg.parser.minilm.spans import ANYONE_SUBJECTS, BOUNDARY, POSSESSIVES, SENTENCE_ENDS, StepCue, WHOM, data, state_adjectives

_DELIVERED = {"left", "brought", "bought", "gave", "sent", "dropped"}
_NOT_NAMES = {"you", "i", "we", "he", "she", "they", "please", "could", "can", "would", "will", "to", "and", "then",
              "just", "must", "should", "don't", "never", "not", "who", "whoever"}  # a request or a narrator, not a name
_CLAUSE_ENDS = {",", ";", ":", "-", "(", ")", "and", "then"}
_TIME_UNITS = {"second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "moment"}
_USED = (("used", "for"), ("used", "to"))
_IT_IS = {"it's", "its", "is", "was", "it'll", "be"}  # "if it's a cold night", "it'll be a hot day"
_JOINS = {"and", "or", "but", "then", "than", "to", "it", "them", "one"}
_CLAUSE_STOPS = BOUNDARY | {",", "-", "(", ")"}
_PARTICLES = {"in", "round", "over", "along", "back", "by", "off"}  # "Mrs Patel dropped off a tomato" (test file 34)


def _name_word(t: str) -> bool:
    """A word of a name ("Jean", "Plot 7"), or a name with "has" in it ("Customer's left a bottle ...")."""
    return t.isalnum() or t.endswith("'s") and t[:-2].isalnum()


def remarked(tokens: list[str]) -> set[int]:
    """Positions of the remarks whose step words and receptacles are neither steps nor places: a third
    party's past delivery, an anecdote opened by "last time", a house rule, a reason clause, what happened
    already and a likeness (module docstring)."""
    return _delivered(tokens) | _anecdotes(tokens) | house_rules(tokens) | _reasons(tokens) | happened(tokens) \
        | held_by_things(tokens) | bursts(tokens) | called(tokens) | other_ones(tokens) | _likenesses(tokens) | others_become(tokens) | speaker_remarks(tokens) | not_asked(tokens) \
        | dishes_made(tokens) | _moved_by(tokens) | reported_wrong(tokens) | robot_did(tokens) | claims_contradicted(tokens) | edited_words(tokens) | _topics(tokens) | _used_in(tokens) \
        | cooking_occasions(tokens) | things_anywhere(tokens) | sold(tokens) | _put_on_it(tokens) | sounds(tokens) | smells(tokens) \
        | not_doing_at(tokens) | incident_sections(tokens) | form_sections(tokens) | ticked_off(tokens) | spilled(tokens) | holding_checked(tokens) | owners_said(tokens) | found_said(tokens) | removed_lines(tokens) | lingered(tokens) | scenery(tokens) | similes(tokens) | feelings_given(tokens) | held_as_tools(tokens) | scene_set(tokens) | maxims(tokens)  # "the calf isn't taking it"; "Food left ... gets binned."; "a mug returned by a customer"
    # "Did you put the cups away?", "since Tuesday", "was dropped", "getting warm", "some folk cut ..."; "the pan has held
    # many breakfasts"; "don't let it pop"; "New ones are in the drawer."; ", like picking a lane"; "cooking dinner at 6"


def _put_on_it(tokens: list[str]) -> set[int]:
    """"Mum will only put cress on it" (file 47): something else put on the object (:func:`nsg.parser.minilm.sold.put_on_it`)."""
    return put_on_it(tokens, lambda: {j for m in mentions(tokens) for j in range(m.start, m.end)})


_REASONS = {"because", "since", "cos", "coz", "cuz", "'cause"}
_PERFECT = {"have", "has", "had", "i've", "we've", "you've", "they've", "i'd", "we'd"}
_FINITE = {"is", "was", "were", "are", "'s", "has", "had", "have", "you", "i", "we", "they", "he", "she", "it", "it's", "you're",
           "we're", "i'm", "they're", "can", "could", "will", "did", "won't", "can't", "didn't", "doesn't", "don't", "isn't",
           "wasn't", "would", "wouldn't", "does", "do"}  # "since Jamie won't": a reason (file 46), not a time


def _reasons(tokens: list[str]) -> set[int]:
    """"..., since you brought the wrong book last time.", "because apparently cold bread is a thing in
    this novel", "in the clubhouse fridge since March": from the reason (or the time since) to the end of
    its clause; "since" after a perfect's "have" ("I have since cleaned it") is "since then", no reason."""
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t in _REASONS and not (t == "since" and i and tokens[i - 1] in _PERFECT):  # "I have since cleaned it": since then
            end = next((j for j in range(i + 1, len(tokens)) if tokens[j] in _CLAUSE_STOPS or tokens[j] == "then"), len(tokens))
            start = i  # "because I want it cold and then slice it": the request goes on at "then"
            told = next((j for j in range(i + 2, end - 2) if tokens[j] == "and" and tokens[j + 2] in ("it", "them")
                         and tokens[j + 1] not in _FINITE and not tokens[j + 1].endswith("ed")), None) if t == "since" else None
            if told is not None and not any(w in _FINITE or w.endswith("ed") for w in tokens[i + 1:told]):
                end = told  # "the mug that's sat there since Easter and put it away": a time, then a command (file 63)
            if t == "since" and not any(w in _FINITE or w.endswith("ed") for w in tokens[i + 1:end]):  # a time, no clause:
                start = next((j for j in range(i - 1, max(-1, i - 5), -1) if tokens[j] in ("in", "on", "at")), i)  # where it has been
            span = relative_since(tokens, max(0, i - 12), min(end + 1, len(tokens))) or range(start, end)  # "the pan that's been there since Sunday is ..."
            out.update(set(span) - returned_to(tokens, span, end) if t == "since" else span)  # "... since Sunday. put it back there"
    return out


def _likenesses(tokens: list[str]) -> set[int]:
    """"..., like picking a lane on an empty road -": a likeness opened by "like" and a verb's -ing form after
    a clause mark: from "like" to the end of its clause."""
    out: set[int] = set()
    for i, t in enumerate(tokens[1:-1], 1):
        if t == "like" and (tokens[i - 1] in _CLAUSE_STOPS or tokens[i - 1] == "just") and tokens[i + 1].endswith("ing"):
            out.update(range(i, next((j for j in range(i, len(tokens)) if tokens[j] in _CLAUSE_STOPS), len(tokens))))
    return out


def _anecdotes(tokens: list[str]) -> set[int]:
    """"..., last time you scalded the counter.", "last time your plan sliced it": from "last time" and a person (or an
    owner and a noun) to the end of the clause; so "the last cook sliced it warm": the one before, a past verb and "it"."""
    out: set[int] = set()
    for i in range(len(tokens) - 4):  # "the last cook sliced it warm" (file 36): the one before did it, an anecdote
        if tokens[i:i + 2] == ["the", "last"] and tokens[i + 4] in ("it", "them") and _past_doer(tokens, i + 2):
            out.update(range(i, next((j for j in range(i, len(tokens)) if tokens[j] in BOUNDARY | {",", "-", "(", ")"}), len(tokens))))
    if "time" not in tokens:
        return out
    for i in range(len(tokens) - 2):
        if tokens[i:i + 2] == ["last", "time"] and (tokens[i + 2] in ANYONE_SUBJECTS or tokens[i + 2] in POSSESSIVES and tokens[i + 3:i + 4]
                                                     and tokens[i + 3].isalpha()):  # "last time your plan sliced it" (file 46)
            end = next((j for j in range(i, len(tokens)) if tokens[j] in BOUNDARY | {",", "-", "(", ")"}), len(tokens))
            out.update(range(i, end))
    return out


_NOT_DOERS = {"one", "ones", "time", "step", "bit", "thing", "few", "two", "three"}
_IRREGULAR_PAST = {"cut", "put", "left", "took", "made", "brought", "got", "kept", "set", "did", "threw"}


def _past_doer(tokens: list[str], k: int) -> bool:
    """Whether word ``k`` after "the last" is one who did a thing (no name of a thing, no piece) and a past verb follows."""
    w, v = tokens[k], tokens[k + 1]
    return w.isalpha() and w not in _NOT_DOERS and w not in data()["result_nouns"] and (v.endswith("ed") or v in _IRREGULAR_PAST) \
        and not mentions(tokens[k:k + 1])


@lru_cache(maxsize=1)
def _moved_participles() -> frozenset[str]:
    steps = data()["steps"]
    return frozenset(w for sub in ("place", "pick") for w in steps[sub]["verbs"] if " " not in w and w.endswith(("ed", "en", "t")))


def _topics(tokens: list[str]) -> set[int]:
    """"a letter from the council about the bins", "we talked about your fridge" (test file 46): a receptacle named right
    after "about" (its determiners between) is what a remark is about, no place ("how about the bowl?" offers one)."""
    if "about" not in tokens:
        return set()
    out: set[int] = set()
    dets = set(data()["determiners"])
    for i, t in enumerate(tokens[1:-1], 1):
        j = i + 1 + (tokens[i + 1] in dets)
        if t == "about" and tokens[i - 1] not in ("how", "what") and j < len(tokens):
            named = next((m for m in mentions(tokens[j:j + 3]) if m.kind == "receptacle" and m.start == 0), None)
            out.update(range(i, j + named.end) if named else ())
    return out


def _moved_by(tokens: list[str]) -> set[int]:
    """"a mug returned by a customer must be washed", "the plate brought back by the guest", "dropped off by" (test file 54): a
    participle of moving right after the object's name, with "by" and the one who did it (no receptacle: "left by
    the sink" says where), tells how the object came; no place and no pick."""
    if "by" not in tokens:
        return set()
    out: set[int] = set()
    for m in mentions(tokens):
        k = m.end + (tokens[m.end + 1:m.end + 2] in (["back"], ["off"], ["over"], ["round"]))
        if m.kind == "object" and k < len(tokens) and tokens[m.end] in _moved_participles() and tokens[k + 1:k + 2] == ["by"] \
                and not any(r.kind == "receptacle" and r.start <= 1 for r in mentions(tokens[k + 2:k + 5])):
            out.update(range(m.end, k + 2))
    return out


def _delivered(tokens: list[str]) -> set[int]:
    """Positions of the first clause of a sentence that opens with a name (one or two words, no pronoun:
    "Jean", "Plot 7") and a past verb of delivery with its own object ("left eggs", "brought a bottle"),
    or with the verb and whom it was for ("Left you a potato"): what someone else did before the task.
    Only when a later sentence follows, which holds the request."""
    out: set[int] = set()
    if not _DELIVERED.intersection(tokens):
        return out
    objects = {m.start for m in mentions(tokens) if m.kind == "object"}
    starts = [0] + [i + 1 for i, t in enumerate(tokens) if t in SENTENCE_ENDS or t in (",", "and") and i + 1 < len(tokens)
                    and _DELIVERED.intersection(tokens[i + 2:i + 5])]  # "Dev's in charge, your mum's left a list." (file 38)
    for lo in starts:
        if len(tokens) > lo + 4 and tokens[lo].isdigit() and tokens[lo + 1] == ":" and tokens[lo + 2].isdigit() and tokens[lo + 3] in ("-", ":"):
            lo += 4  # "03:40 - taxi driver left his spud." (file 36): a log entry's time before the sentence
        verb = next((j for j in range(lo, min(lo + 8, len(tokens))) if tokens[j] in _DELIVERED), None)
        if verb is not None and verb > lo + 2 and tokens[verb + 1:verb + 2] not in (["a"], ["an"]):
            continue  # "the lady with the bike left a bottle": a longer subject only with a new thing (test file 36)
        if verb is None or verb + 1 >= len(tokens) or any(t in _NOT_NAMES or t in data()["subjects"] or not _name_word(t)
                                                          for t in tokens[lo:verb]):  # "the person left ...": narration
            continue
        nxt = tokens[verb + 1 + (tokens[verb + 1] in _PARTICLES and verb + 2 < len(tokens))]  # "Margaret brought in a pie"
        if not (nxt in WHOM - {"them"} or verb > lo and (nxt in data()["determiners"] or nxt.isdigit() or verb + 1 in objects)
                or verb == lo and nxt in ("my", "our", "a", "an")):  # "Left my cup on your windowsill, sorry.": the speaker's own;
            continue  # "Left a potato for you: ...": a new thing brought (test file 36); "left it in the fridge", "left over",
        end = next((i for i in range(verb, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))  # "Left the mug ..."
        clause = next((i for i in range(verb, end) if tokens[i] in _CLAUSE_ENDS), end)  # "Tom left it here and ...": his part
        if any(t.isalpha() for t in tokens[end + 1:]) or tokens[clause:clause + 1] == [":"] and clause + 1 < end:
            out.update(range(lo, clause))
    return out


def drop_side_remarks(tokens: list[str], steps: list[StepCue], named: set[int], target: Mention | None) -> list[StepCue]:
    """The steps without the tool's past use and the state adjectives of other nouns (module docstring);
    ``named``: where the object and receptacle mentions start."""
    return [s for s in steps if not (_tool_use(tokens, s) or _duration(tokens, s)
                                     or _of_other_noun(tokens, s, named, steps, target))]


def _tool_use(tokens: list[str], s: StepCue) -> bool:
    """"been used for cutting cable ties", "the knife used to cut the tape": what the tool did before."""
    return s.form == "verb" and s.subtask not in ("place", "pick") and s.start >= 2 and tuple(tokens[s.start - 2:s.start]) in _USED


def _duration(tokens: list[str], s: StepCue) -> bool:
    """"it takes 30 seconds", "it only takes a minute": "take" with a time after it (within three words); "how
    many seconds does it all take?", "how long will it take.": a time or "long" before it and its clause ending; "it
    takes time", "it takes dust": "it" the subject, a bare noun after."""
    if s.subtask != "pick" or s.end - s.start != 1 or tokens[s.start] not in ("take", "takes", "took"):
        return False
    before, ends = tokens[max(0, s.start - 6):s.start], s.end == len(tokens) or tokens[s.end] in ("?", ".", "!", ",")
    if tokens[s.start - 1:s.start] == ["it"] and tokens[s.start] != "take" and not ends and tokens[s.end].isalpha() \
            and tokens[s.end] not in data()["determiners"] and tokens[s.end] not in data()["object_pronouns"]:
        return True  # "it takes time", "it takes dust" (file 66): the thing itself takes no step
    return any(t in _TIME_UNITS for t in tokens[s.end:s.end + 3]) or ends and any(t in _TIME_UNITS or t == "long" for t in before)


def _of_other_noun(tokens: list[str], s: StepCue, named: set[int], steps: list[StepCue], target: Mention | None) -> bool:
    """"if it's a cold night", "it's a hot boat in summer": a state adjective after "it's a", followed by a
    plain noun that no object, step or piece word follows, belongs to that noun."""
    if s.form == "adj" or s.end - s.start != 1 or tokens[s.start] not in state_adjectives() or s.start < 2 \
            or tokens[s.start - 1] not in ("a", "an") or tokens[s.start - 2] not in _IT_IS or s.end >= len(tokens) \
            or s.subtask not in ("heat", "cool"):
        return False
    noun = tokens[s.end]
    after = tokens[s.end + 1] if s.end + 1 < len(tokens) else "."
    d = data()
    plain = noun.isalpha() and noun not in _JOINS and noun not in d["determiners"] and noun not in d["result_nouns"] \
        and noun not in state_adjectives() and s.end not in named and not any(x.start == s.end for x in steps)
    said_of_target = target is not None and target.start in (s.end, s.end + 1)
    return plain and not said_of_target and (after in BOUNDARY or after in d["receptacle_preps"] or after in ("for", "in", ","))


_WE = {"we", "you", "they", "i"}
_STRANDED = {"in", "on", "into", "with", "from", "for", "out"}


def _used_in(tokens: list[str]) -> set[int]:
    """"The pot we cook the rice for the dogs in: scrubbed ...", "the tray you bake the scones on, ..." (file 61): a
    name of the vocabulary, then a relative clause with no "that" (a subject pronoun first) ending in a stranded
    preposition before a colon or a comma: what the thing is used for, its step words and names no steps and no slots."""
    out: set[int] = set()
    for i, t in enumerate(tokens):
        lo = max(0, i - 3)
        if t not in _WE or i < 2 or not any(m.end == i - lo for m in mentions(tokens[lo:i])):
            continue  # right after the name: "the pot we ..."
        end = next((j for j in range(i + 1, min(len(tokens), i + 14)) if tokens[j] in (":", ",", ".", ";")), None)
        if end is not None and tokens[end - 1] in _STRANDED and end - i >= 3:
            out.update(range(i, end))
    return out
