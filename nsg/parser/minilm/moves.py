"""Moves of the object that are no place and no held ending of the task (test file 24).

Why apart from :mod:`nsg.parser.minilm.places` (at its length limit), which gives each place verb its
receptacle: these moves say where the object comes from or how it gets to the listener, so they are
read before the receptacles are claimed (a move off a source) or on the steps after (a fetch):

- a place verb whose object is followed by a source preposition and no destination in its clause
  ("Also moved your mug off the worktop so I didn't knock it."): taken away from there, no place, so a
  later receptacle said alone ("then back on the shelf") is where it goes;
- a transport verb said first, with no receptacle, before the steps asked of the object ("bring your
  own mug, wash it ...", "bring it back washed and leave it in the drawer"): fetching it, no held
  ending (as "take the mug, wash it ..." is none), also when where it comes from is said and a time clause follows
  ("take it from the shelf when she's out, wash it ...", file 47) or a comma closes the time clause ("grab one when
  you're in, give it a wash", file 47), or a pick in a time clause ("wash it when you
  pick it up", file 47); not a hand-over ("take it home, just wash it first", "take it
  to her, but rinse it first": file 58), held to the end;
- a place verb whose object is followed right away by another step's words ("bung the kettle under the
  tap for a rinse", "stick it under the knife"): the move is that step's means, no place (test file 29),
  and so is one whose object is followed by a step said as where ("pop this apple somewhere cold": test
  file 32, as the table's "pop it somewhere cold"), or by "on to" and a step's verb ("put it on to boil":
  switched on for that step, test file 47), or by "to" and a step's verb ("set it to cool in the fridge", file 53),
  or a learner's place verb with no object and a state said as where ("you put in the cold one hour", file 45),
  as is the target's own name and "goes on" with nothing after it
  ("the kettle goes on first": test file 60);
- a fetch opening a sentence and closed by a comma before its first step ("find the plastic bowl, wash
  it, and bring it to me", test file 49): the list's first action, so the list is three actions and its
  ", and" reads in order (:mod:`nsg.parser.minilm.compose`), as "chop it, cool it, and put it away" does;
- a place verb into cold water ("then you put it in the cold water", "drop them into iced water", file 66): the
  cooling, no place (:func:`_into_cold_water`; the words of cold in the data's "cold_waters");
- a pick told as done, of a piece after a slicing ("We cut it into slices. Took one, hope that's fine.",
  "I nicked a slice"): the teller took a piece for themselves, no held ending (test file 32).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from nsg.parser.minilm.again import wished
from nsg.parser.minilm.handovers import handed_over
from nsg.parser.minilm.lexicon import Mention, mentions, unknown_words
from nsg.parser.minilm.spans import BOUNDARY, CLAUSE_STOPS, NUMBER_WORDS, OBJECT_PRONOUNS, POSSESSIVES, StepCue, clause_bounds, data, device_subtasks, skip_forward, state_adjectives, verbs_of

_ELSEWHERE = {"back", "somewhere", "there", "away"}
_OFF = {"off", "from"}  # "leave it out" puts it somewhere
_TIMES = {"after", "once", "when", "soon", "that", "which", "until", "till"}
_PICKS = {"pick", "picks", "picked", "picking"}
_GRABS = {"grab", "grabs", "grabbed", "grabbing"}
_MODAL_LEADS = {"will", "now", "'ll", "i'll", "you'll", "she'll", "he'll", "we'll", "they'll", "shall"}
_FETCHES = {"get", "find", "grab", "fetch", "take", "collect", "dig"}  # "get the mug, ...": fetching, no step


def drop_moved_off(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """The steps without a place verb that only takes the object off somewhere (module docstring)."""
    means = {x.start for x in steps if x.subtask not in ("place", "pick") and x.form == "verb"}
    states = {x.start for x in steps if x.subtask in ("heat", "cool") and x.end - x.start == 1}
    sliced = min((x.start for x in steps if x.subtask == "slice"), default=len(tokens))
    return [replace(s, subtask="cool", receptacle=None) if _into_cold_water(tokens, s) else s for s in steps
            if not _moved_off(tokens, s, target, means, states) and not (s.start > sliced and _piece_taken(tokens, s))
            and not _picked_out(tokens, s, target)]


def _picked_out(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"bring the clean mug from the drying rack over to her", "take the washed bowl off the shelf to him" (file 61): a
    state word after a carrying verb and its determiner, on the target, which is then taken "from" / "out of" / "off"
    somewhere that is not the device of that state: which one is carried (it is so already), no step. "a cold apple
    from the fridge", "a clean fork from the sink" are made so there: the step stays."""
    if s.form != "adj" or s.end - s.start != 1 or target is None or s.end != target.start or s.start < 2 \
            or tokens[s.start - 1] not in ("the", "a", "an") or tokens[s.start - 2] not in _CARRIED_TO | _TAKING:
        return False
    j = target.end
    if j >= len(tokens) or tokens[j] not in data()["source_preps"]:
        return False
    device_of = device_subtasks()
    return not any(m.kind == "receptacle" and device_of.get(m.value) == s.subtask for m in mentions(tokens[j + 1:j + 6]))


_INTO = {"in", "into"}


def _into_cold_water(tokens: list[str], s: StepCue) -> bool:
    """"put it in the cold water", "you put in cold water", "drop the eggs into iced water": a place verb, at most three
    words of its object, "in" / "into", an optional "the" / "some", a word of cold and "water" (module docstring)."""
    if s.subtask != "place" or s.form != "verb":
        return False
    j = next((k for k in range(s.end, min(s.end + 4, len(tokens))) if tokens[k] in _INTO), None)
    if j is None or any(t in BOUNDARY or t in CLAUSE_STOPS for t in tokens[s.end:j]):
        return False
    k = j + 1 + (tokens[j + 1:j + 2] in (["the"], ["some"]))
    return tokens[k:k + 1] != [] and tokens[k] in data()["cold_waters"] and tokens[k + 1:k + 2] == ["water"]


_GOES_ON = (["goes", "on"], ["go", "on"], ["went", "on"], ["going", "on"])
_ON_ENDS = {"first", "now", "early", ":", ".", ",", "!", ";"}


def _switched_on(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"the kettle goes on first", "the oven went on early": "goes on" right after the target's own name, with nothing
    after it but an order word or a stop: switched on, no place ("before it goes on", said of "it", keeps its place)."""
    return target is not None and target.end == s.start and tokens[s.start:s.end] in _GOES_ON \
        and (s.end >= len(tokens) or tokens[s.end] in _ON_ENDS)


_TOOK = {"took", "taken", "grabbed", "nicked", "pinched", "had", "ate", "eaten"}
_PORTION = {"one", "two", "some", "half"}  # or "a" and a piece noun


def _piece_taken(tokens: list[str], s: StepCue) -> bool:
    """A pick told as done whose object is a portion ("took one", "grabbed a slice"), not "it"."""
    if s.subtask != "pick" or s.end - s.start != 1 or tokens[s.start] not in _TOOK or s.end >= len(tokens):
        return False
    nxt = tokens[s.end]
    return nxt in _PORTION or nxt == "a" and s.end + 1 < len(tokens) \
        and tokens[s.end + 1] in set(data()["result_nouns"]) | {"slice", "piece", "bit", "wedge", "chunk"}


def _into_state(tokens: list[str], i: int, states: set[int]) -> bool:
    """"in the cold one hour", "into the cold for a bit": a determiner, a state word and no noun after it (a count, a
    purpose word or a stop): the state is where the object goes, its step, no place."""
    k = skip_forward(tokens, i, set(data()["determiners"]))
    nxt = tokens[k + 1] if k + 1 < len(tokens) else "."
    return k > i and k in states and (not nxt.isalpha() or nxt in NUMBER_WORDS or nxt in data()["purpose"])


def _moved_off(tokens: list[str], s: StepCue, target: Mention | None, means: set[int], states: set[int]) -> bool:
    if s.subtask != "place" or s.form != "verb":
        return False
    d = data()
    if _switched_on(tokens, s, target):
        return True  # "the kettle goes on first: boiled ..." (test file 60)
    j = skip_forward(tokens, s.end, set(d["determiners"]))
    if target is not None and target.start == j:
        j = target.end
    elif target is not None and (named := [m for m in mentions(tokens[j:j + 4]) if m.start == 0 and m.value == target.value]):
        j += named[0].end  # "You leave the tomato to chill." (a game's reply, file 70): the object said again by its name
    elif j < len(tokens) and tokens[j] in d["object_pronouns"]:
        j += 1
    else:  # "you put in the cold one hour" (file 45): the object left out, a state said as where it goes
        return j == s.end and j < len(tokens) and tokens[j] in d["receptacle_preps"] and _into_state(tokens, j + 1, states)
    _, hi = clause_bounds(tokens, j, CLAUSE_STOPS)
    if j in means and j < len(tokens) and (tokens[j] in d["receptacle_preps"] or tokens[j] == "somewhere"):
        return True  # "bung the kettle under the tap": the move is the rinse; "pop the pear somewhere cold"
    if tokens[j:j + 2] == ["on", "to"] and j + 2 in means or tokens[j:j + 1] == ["to"] and j + 1 in means:
        return True  # "put it on to boil": switched on, the move is the heating; "set it to cool in the fridge" (file 53)
    if j >= len(tokens) or tokens[j] not in _OFF:
        return False
    rest, dets = tokens[j + 1:hi], set(d["determiners"])
    if tokens[s.start] in _CARRIED_TO and _to_a_person(rest):
        return False  # "bring the mug from the rack over to Maureen" (file 61): carried from there to someone, a hand-over
    places = {m.start for m in mentions(rest) if m.kind == "receptacle"}
    return not any(t in _ELSEWHERE or t in d["receptacle_preps"] and skip_forward(rest, i + 1, dets) in places
                   for i, t in enumerate(rest))  # "off the stove and onto the counter": a place


def drop_fetches(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without a fetch said first (module docstring)."""
    n = _wish_first(tokens, steps)  # "Your nonno wants the wine cold. Take the bottle, ..." (file 45): first after the wish
    if len(steps) < n + 2:
        return steps
    first, d = steps[n], data()
    word = " ".join(tokens[first.start:first.end])
    fetched = first.subtask == "pick" and first.receptacle is None and word in d["steps"]["place"]["transport"] \
        and word not in d["holding"] and (not any(t in _TIMES and not time_closed(tokens, i, steps[n + 1].start)
                                                  for i, t in enumerate(tokens[first.end:steps[n + 1].start], first.end)) or _taken_from(tokens, first)) \
        and any(s.subtask not in ("pick", "place") or s.receptacle for s in steps[n + 1:]) \
        and not handed_before(tokens, first)
    steps = steps[:n] + steps[n + 1:] if fetched else steps
    back = _fetched_back(tokens, steps)
    return [s for s in steps if not _picked_when(tokens, s, steps) and not _chosen(tokens, s, steps) and id(s) not in back]


_DONE_IN = {"cool", "heat"}  # the sub-tasks of a device the object is fetched back from
_FETCHED = _FETCHES | {"takes", "took", "grabs", "grabbed", "gets", "got", "fetches", "fetched"}
_STOPS = {".", "!", ";", ">"}


def _fetched_back(tokens: list[str], steps: list[StepCue]) -> set[int]:
    """"> PUT TOMATO IN FRIDGE ... > TAKE TOMATO > SLICE TOMATO" (a game's commands, file 70), "chill it in the fridge. Grab
    it. Slice it.": a bare fetch (no holding word, no hand-over, no receptacle) right after a device's step and before a
    step done to the object (no pick, no place) fetches it back from the device for that step, no held ending; so does a
    game's one-word reply to it ("Taken.") said between them."""
    out: set[int] = set()
    for k in range(1, len(steps) - 1):
        s, before = steps[k], steps[k - 1]
        if s.subtask != "pick" or s.form != "verb" or s.receptacle is not None or s.end - s.start != 1 or tokens[s.start] not in _FETCHED \
                or not (before.subtask in _DONE_IN or device_subtasks().get(before.receptacle or "") in _DONE_IN) or handed_over(tokens, s):
            continue
        n = k + 1
        while n < len(steps) and steps[n].subtask == "pick" and steps[n].end - steps[n].start == 1 \
                and tokens[steps[n].start].endswith(("en", "ed")) and tokens[steps[n].end:steps[n].end + 1] in (["."], ["!"]) \
                and (tokens[steps[n].start - 1] in _STOPS or all(t.isalpha() for t in tokens[steps[n - 1].end:steps[n].start])):
            n += 1  # "> TAKE TOMATO\nTaken.": the game's reply
        if n < len(steps) and steps[n].subtask not in ("pick", "place"):
            out.update(id(x) for x in steps[k:n])
    return out


def _wish_first(tokens: list[str], steps: list[StepCue]) -> int:
    """How many steps a first sentence that only says someone's wish holds ("Your nonno wants the wine cold.":
    :func:`nsg.parser.minilm.again.wished`): the fetch said first after it is taken on the way like one said first."""
    n = 0
    while n < len(steps) and wished(tokens, steps[n]):
        n += 1
    return n if 0 < n < len(steps) and any(t in (".", "!", "?") for t in tokens[steps[n - 1].end:steps[n].start]) else 0


_CARRIED_TO = {"bring", "brings", "brought", "take", "takes", "took", "carry", "carries", "carried"}


def _to_a_person(rest: list[str]) -> bool:
    """"... over to Maureen", "... up to him", "... to my mum", "... to Dad", "... to the guests": "to" and a person (an
    object pronoun, a possessive, a word of kin in the data's "kin", a name the lexicon does not know, or "the" and a
    person named by role, the data's "person_roles"): where the thing is carried."""
    kin, roles = data()["kin"], data()["person_roles"]
    return any(t == "to" and i + 1 < len(rest) and (rest[i + 1] in OBJECT_PRONOUNS or rest[i + 1] in POSSESSIVES
                                                    or rest[i + 1] in kin or bool(unknown_words(rest[i + 1:i + 2]))
                                                    or rest[i + 1] == "the" and rest[i + 2:i + 3] != [] and rest[i + 2] in roles)
               for i, t in enumerate(rest))


_TAKING = {"take", "takes", "took", "get", "gets", "got", "grab", "grabs", "grabbed", "fetch", "fetches", "fetched"}


def _chosen(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"could you take a clean cup from the cabinet and put it on the table?" (file 54): a state adjective after a fetch
    and "a", its thing taken "from" / "out of" a receptacle, chooses which one is fetched, no step, when another is asked."""
    return s.form == "adj" and s.end - s.start == 1 and s.start >= 2 and tokens[s.start - 1] in ("a", "an") \
        and tokens[s.start - 2] in _TAKING and any(t in ("from", "out") for t in tokens[s.end + 1:s.end + 4]) \
        and any(x.subtask not in ("pick", s.subtask) for x in steps)


_WHEN = {"when", "once", "whenever"}
_WHO = {"you", "you've", "we", "we've", "i", "i've", "he", "she", "they", "they've"}


def _picked_when(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"Give it a wash when you pick it up and put it on the shelf": a pick in a time clause opened by "when" /
    "once" and a person, with another kind of step said too, tells when the task is done (fetching it), no held
    ending (file 47)."""
    return s.subtask == "pick" and s.start >= 2 and tokens[s.start - 2] in _WHEN and tokens[s.start - 1] in _WHO \
        and any(x.subtask != "pick" for x in steps)


def time_closed(tokens: list[str], i: int, nxt: int) -> bool:
    """"Grab one when you're in, give it a wash" (file 47): a time word at ``i`` after a fetch opens a clause with no step
    that a comma closes before the next step at ``nxt``: when the thing is fetched, not that the fetch comes after it."""
    return tokens[i] in _CLOSED_TIMES and any(t in (",", ";") for t in tokens[i + 1:nxt])


_CLOSED_TIMES = {"when", "once", "whenever"}
_BEFORE = {"first", "beforehand", "before"}
_FROM = {"from", "off"}


def _taken_from(tokens: list[str], s: StepCue) -> bool:
    """"Take it from the shelf when he's out, rinse it ...": the fetch's object and then where it comes from; a time
    clause after that says when it is fetched, not that the taking comes after the steps (file 47)."""
    k = skip_forward(tokens, s.end, set(data()["determiners"]) | {"it", "them", "one"})
    while k < min(len(tokens), s.end + 4) and tokens[k] not in _FROM and tokens[k].isalpha():
        k += 1
    return k < len(tokens) and tokens[k] in _FROM


_ASKER = {"me", "us"}
_HANDING = {"hand", "pass"}  # not "give me a chopped bread": a goal (the corpus's phrasing)
_BRINGING_TO = {"bring", "fetch"}  # "bring me the mug, rinse it first": the asker named first, a hand-over (file 64)


def handed_before(tokens: list[str], s: StepCue) -> bool:
    """"you can take it home now, just give it a wash first", "take it to her, but rinse it first": a hand-over said
    first with "first" / "beforehand" after it, no fetch: held to the end (file 58); so is "hand me" / "pass us" and
    the thing named with the state it must be in ("hand me a clean spoon", "pass us the warm mug", file 50; to another
    person, "hand your roommate a clean spatula", file 52: :func:`nsg.parser.minilm.handovers.gifts`), and "bring
    me" / "fetch us" the thing with "first" after it ("fetch me the jug? wipe it first", file 64); so is a carrying verb,
    the thing named with the state it must be in and "to" a person in its clause ("bring the warm mug up to Gran", file 61)."""
    k = s.end
    if tokens[s.start] in _BRINGING_TO and tokens[k:k + 1] and tokens[k] in _ASKER and any(t in _BEFORE for t in tokens[k:]):
        return True
    if tokens[s.start] in _HANDING and (tokens[k - 1] in _ASKER or s.form == "gift") and k < len(tokens) - 2 and tokens[k] in ("a", "an", "the") \
            and tokens[k + 1] in state_adjectives() and any(m.kind == "object" and m.start == 0 for m in mentions(tokens[k + 2:k + 4])):
        return True
    if tokens[s.start] in _CARRIED_TO and s.end - s.start == 1 and tokens[k:k + 1] in (["the"], ["a"], ["an"]) \
            and k + 2 < len(tokens) and tokens[k + 1] in state_adjectives():
        named = [m for m in mentions(tokens[k + 2:k + 4]) if m.kind == "object" and m.start == 0]
        stop = next((i for i in range(k + 2, len(tokens)) if tokens[i] in (".", "!", "?", ";", ",", "and")), len(tokens))
        if named and _to_a_person(tokens[k + 2 + named[0].end:stop]):
            return True  # "bring the warm mug up to Gran", "take the cold bottle from the fridge out to him" (file 61)
    return handed_over(tokens, s) and any(t in _BEFORE for t in tokens[s.end:])


def fetched_first(tokens: list[str], steps: list[StepCue], k: int) -> bool:
    """Whether a fetch ("get ...", "find ...") opens the sentence of ``steps[k]``, with no step before it
    there and a comma right before ``steps[k]``: the first action of the list that step goes on. A subject and a
    modal before it ("she will now take the spoon, wash it, and ...", file 69's stage patter) still open it."""
    start = steps[k].start
    lo = max((i + 1 for i in range(start) if tokens[i] in BOUNDARY), default=0)
    lead = next((i for i in range(lo + 1, min(start, lo + 6)) if tokens[i] in _FETCHES and tokens[i - 1] in _MODAL_LEADS), None)
    lo = lead if lead is not None and "," not in tokens[lo:lead] else lo
    return start - lo > 2 and tokens[lo] in _FETCHES and tokens[start - 1] == "," \
        and (k == 0 or steps[k - 1].end <= lo)


def lifted_to_place(tokens: list[str], steps: list[StepCue], n: int, roles: dict[int, str]) -> bool:
    """"pick up the spoon and put it in the drawer", "can someone pick it up and pop it in the bin": a lift said
    with "up", first, before one place verb and its receptacle and nothing else: how it gets there, no held
    ending (file 53); so is a grab before a place verb with "back" ("can I grab it and put it back on the shelf?",
    file 54: returning it); "pick it up and hold it", "put it in the drawer, then pick it up" keep it held."""
    s = steps[n]
    if n != 0 or len(steps) != 2 or steps[1].subtask != "place":
        return False
    if not (tokens[s.start] in _PICKS and "up" in tokens[s.start + 1:s.start + 5]
            or tokens[s.start] in _GRABS and "back" in tokens[steps[1].end:steps[1].end + 3]):
        return False
    return any(role == "place" and p >= steps[1].end for p, role in roles.items())


_LIFTS = _TAKING | {"lift", "lifts", "lifted", "lifting", "taking"}


def taken_off(tokens: list[str], s: StepCue) -> bool:
    """"take the pot off and put it on the counter", "lift it off the hob, then set it down on the side" (file 63): a
    taking verb with "off" right after it or its pronoun, a place verb later in its sentence: taken on the way, no
    held ending (as "take it out", :func:`nsg.parser.minilm.places._drop_pick`)."""
    if tokens[s.start] not in _LIFTS or "off" not in tokens[s.end:s.end + 3]:
        return False
    stop = next((i for i in range(s.end, len(tokens)) if tokens[i] in (".", "!", "?", ";")), len(tokens))
    return any(t in _place_words() for t in tokens[s.end:stop])


@lru_cache(maxsize=1)
def _place_words() -> frozenset[str]:
    return verbs_of("place") - {"keep", "keeps", "kept", "leave", "leaves", "left", "leaving"}


_BRINGS = {"bring", "brings", "brought", "bringing", "carry", "carries", "carried", "carrying"}


def brought_out(tokens: list[str], i: int) -> bool:
    """"Bring out a plate of cold, chopped apple for our guests", "carry out a bowl of warm potato" (file 13): a bringing
    verb with "out" right after it and then a vessel holding the food (a receptacle and a word of holding, ``containers``):
    the vessel served, where the food ends up, not the vessel a thing is taken out of (``i``: the verb's position)."""
    if i < 0 or tokens[i] not in _BRINGS or tokens[i + 1:i + 2] != ["out"]:
        return False
    j = skip_forward(tokens, i + 2, set(data()["determiners"]))
    vessel = [m for m in mentions(tokens[j:j + 1]) if m.kind == "receptacle"]
    return bool(vessel) and any(tokens[j + 1:j + 1 + len(p.split())] == p.split() for p in data()["containers"])
