"""Phrases the cue finder reads before the step words (issue 39's last misses).

Why apart from :mod:`nsg.parser.minilm.cues`: each is a closed class of phrasing (``data/connectives.json``) whose words
would otherwise be misread as step words or places, so it is found first and its words are kept from the step table:

- idioms that hold a step word or a receptacle but mention no step ("taking care not to ...", "take
  your time", "Off to bed."), and a question about who did something ("Who left the pan dirty?");
- a clause that frees the order in words of its own ("the order of these three is up to the cook",
  "the sequence doesn't matter"): an order noun (``order_clause.nouns``) and, later in the same
  clause, a predicate that frees it (``order_clause.free``); the whole clause is one ``any_order`` connective, so "cook" in it is no heating;
- a trip through a device ("that's been through the fridge", "give it a spell in the microwave"):
  the device's sub-task, said by the device, and no place (``device_trips``);
- a step named by its receptacle in an order note ("with the fridge part first", "drawer last",
  "sink, then fridge"): the device's sub-task, or the place that puts the object there, said again
  so that the constraint reader (:func:`nsg.parser.minilm.late.constrain`) can move it;
- a step said only under a negation ("no heat on this one", "don't cook it", "don't you go putting
  it ...", "why would you throw it?") is none, and what an inspection "Found:" (said_now.py) is the state before
  the task: both are removed from the steps read;
- a sub-task called off ("wash... no, forget the washing", ``cancelled``), a temperature said as how the object is now, before the opposite step ("presenting cold. Warm it ...", fetched.py;
  a place said before its copula is where it stands, whereabouts.py), a dancer's "and hold" or a held pose (beats.py), a game's calls (calls.py): no steps.
"""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.beats import poses_held
from nsg.parser.minilm.calls import called
from nsg.parser.minilm.corrections import corrected
from nsg.parser.minilm.fetched import OPPOSITE as _OPPOSITE, SEMI as _SEMI, awaited, fetched_first
from nsg.parser.minilm.device_subjects import device_doers, route_ends
from nsg.parser.minilm.durations import TIME_UNITS, duration_at, time_taken
from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.needless import boast as _boast, denied_before, needless
from nsg.parser.minilm.not_done import before_event, exclaimed, named_denied, negated_on, not_done
from nsg.parser.minilm.notes import owners_call, tool_notes, used_in_order
from nsg.parser.minilm.others import other_thing_moves, purpose_of_place, their_pick
from nsg.parser.minilm.collected import collected_later
from nsg.parser.minilm.places import said_not_at
from nsg.parser.minilm.spans import (FULL_STOPS, NEGATION_STOPS, NEGATIONS, Connective, PhraseIndex, StepCue, clause_bounds, data,
                                     device_subtasks, longest_at, phrase_index, says_any, state_adjectives)
from nsg.parser.minilm.set_aside import instead_of, no_more, refused_device
from nsg.parser.minilm.speech_tags import gesture
from nsg.parser.minilm.unable import unable
from nsg.parser.minilm.whereabouts import stands_at

_PROVISOS = (["as", "long", "as"], ["so", "long", "as"])  # a condition of its own after a free order: not freed words


def idioms(tokens: list[str]) -> set[int]:
    """Positions of the words of idioms that mention no step ("take care", "take your time", "took 3 weeks")."""
    phrases, out = phrase_index("idioms"), time_taken(tokens) | called(tokens) | poses_held(tokens)  # "Seven, eight, and hold."; "Box, box."
    for i, t in enumerate(tokens):
        if t in phrases:
            out.update(range(i, i + longest_at(tokens, i, phrases)))
    return out


@lru_cache(maxsize=1)
def _order_clause_words() -> tuple[frozenset[str], PhraseIndex]:
    spec = data()["order_clause"]
    return frozenset(spec["nouns"]), PhraseIndex(spec["free"])


def order_clauses(tokens: list[str]) -> list[Connective]:
    """``any_order`` connectives for the clauses that free the order in words (module docstring):
    from the clause's start to its end."""
    nouns, frees = _order_clause_words()
    out: list[Connective] = []
    for i, t in enumerate(tokens):
        if t not in nouns or out and out[-1].end > i:
            continue
        lo, hi = clause_bounds(tokens, i, NEGATION_STOPS)
        if hi == i + 1 and hi < len(tokens) and tokens[hi] == ":":  # "Sequence: technician's discretion."
            _, hi = clause_bounds(tokens, hi + 1, NEGATION_STOPS)
        if tokens[max(lo, i - 1)] == "in":  # "in order", "in any order": the connective table reads those
            continue
        hi = next((j - 1 for j in range(i + 2, hi) if tokens[j - 1:j + 2] in _PROVISOS), hi)  # "as long as it ends up ..."
        if any(longest_at(tokens, j, frees) or owners_call(tokens, j) for j in range(i + 1, hi)):  # "the runner's call"
            out.append(Connective("any_order", lo, hi))
    return out


def device_trips(tokens: list[str], recs: list[Mention]) -> list[tuple[StepCue, Mention]]:
    """(step, device) for "been through the fridge": a trip phrase, determiners, then a receptacle
    that is the device of a sub-task; and for the device said doing it ("the microwave does a potato")."""
    d = data()
    device_of = device_subtasks()
    phrases, dets = phrase_index("device_trips"), set(d["determiners"])
    by_start = {r.start: r for r in recs}
    out = []
    if not any(r.value in device_of for r in recs):  # no device named (most texts): no trip to read
        return out
    timed = not TIME_UNITS.isdisjoint(tokens)  # a counted stay needs a unit of time
    for i, t in enumerate(tokens):  # "six minutes in the microwave": durations.py
        n = (longest_at(tokens, i, phrases) if t in phrases else 0) or (duration_at(tokens, i) if timed else 0)
        if not n:
            continue
        j = i + n
        while j < len(tokens) and tokens[j] in dets:
            j += 1
        r = by_start.get(j)
        if r is not None and r.value in device_of:
            out.append((StepCue(device_of[r.value], i, r.end, "verb"), r))
    return out + route_ends(tokens, out, recs) + device_doers(tokens, recs, device_of)  # "the microwave does a potato": device_subjects.py


_PART_NOUNS = {"part", "bit", "step", "stage", "trip", "one", "leg", "beat", "business", "thing", "stop", "station"}
_ENDS = {"first", "last"}


def named_by_receptacle(tokens: list[str], recs: list[Mention], steps: list[StepCue]) -> list[StepCue]:
    """Steps said again by their receptacle right before an order word ("the fridge part first",
    "drawer last"): only for a sub-task or place the description already has."""
    device_of = device_subtasks()
    dets, preps = set(data()["determiners"]), set(data()["receptacle_preps"])
    present = {s.subtask for s in steps}
    places = {s.receptacle for s in steps if s.subtask == "place"}
    out = []
    for r in recs:
        j = r.end
        while j < len(tokens) and tokens[j] in _PART_NOUNS:
            j += 1
        k = r.start - 1
        while k >= 0 and tokens[k] in dets:
            k -= 1
        if k >= 0 and tokens[k] in preps or any(s.start < j and r.start < s.end for s in steps):
            continue  # "put it in the pot last": the place's own receptacle, not a note about it
        part = j > r.end  # "the microwave step must be done before the slice step"
        ends = j < len(tokens) and tokens[j] in _ENDS
        opens = k < 0 or tokens[k] in (",", "-", ":", ";", ".", "then", "(", "/")  # the noun starts its segment
        listed = opens and (tokens[k:k + 1] == ["then"] or tokens[j:j + 2] in ([",", "then"], ["then"])) \
            or k >= 0 and tokens[k] in ("before", "after") or used_in_order(tokens, k, j)  # "sink, then fridge"
        if not (part or ends or listed):
            continue
        sub = device_of.get(r.value) if device_of.get(r.value) in present else None
        if sub is None and r.value in places:
            sub = "place"
        if sub is not None:
            out.append(StepCue(sub, r.start, j, "noun", receptacle=r.value if sub == "place" else None))
    return out


def named_by_tool(tokens: list[str], objects: list[Mention], target: Mention | None, steps: list[StepCue]) -> list[StepCue]:
    """The slicing said by its tool alone, when no slicing verb is said: "it goes under the knife",
    "and then the knife, as is the rule", "take the knife to it" (a tool after "under", after "then"
    with no verb of its own, or taken "to" the object; the "take" is then no pick, see places), or
    the tool said as the verb ("knife it into wedges", "knife into wedges": no determiner, a pronoun or "into" and pieces after it)."""
    d = data()
    if any(s.subtask == "slice" for s in steps):
        return tool_notes(tokens, objects, target)  # "- knife first.": the slicing said again, with its order
    dets, out = set(d["determiners"]), []
    for m in objects:
        if m.value not in d["tools"] or target is not None and m.value == target.value:
            continue
        k = m.start - 1
        while k >= 0 and tokens[k] in dets:
            k -= 1
        nxt = tokens[m.end] if m.end < len(tokens) else "."
        if k >= 0 and (tokens[k] == "under" or tokens[k] == "then" and (nxt in NEGATION_STOPS or nxt in ("/", "then", "and"))
                       or tokens[k] in _TAKE and nxt == "to"  # "take the knife to it"
                       or k == m.start - 1 and (nxt in ("it", "them", "em") or nxt == "into" and tokens[m.end + 1:m.end + 2] != [] and tokens[m.end + 1] in d["result_nouns"])):  # "then knife it / knife into wedges" (36)
            out.append(StepCue("slice", m.start, m.end, "noun"))
    return out[:1]


_TAKE = {"take", "takes", "took", "taking"}
_FILLERS = {"you", "go", "ever", "even", "need", "needs", "a"}  # "don't you go putting it", "doesn't need washing": negated
_FRAMES = (("need", "to"), ("needs", "to"), ("have", "to"), ("has", "to"), ("asking", "you", "to"), ("telling", "you", "to"),
           ("expecting", "you", "to"), ("want", "it"), ("want", "them"), ("need", "it"), ("need", "them"), ("have", "it"), ("have", "them"), ("want", "to", "see", "a"), ("want", "to", "find", "a"), ("requirement", "to"), ("necessary", "to"), ("required", "to"), ("credit", "'"), ("accept", "'"))  # "no requirement to wash it", "not necessary to", "do not credit 'washes it'" (75); "no need to", "don't have to", "not asking you to"; "she does not want it cut", "don't need them washing" (56); "do NOT have it cut" (46); "I don't want to see a cold plate" (45)
_FRAME_ENDS = {f[-1] for f in _FRAMES}  # a frame can end right before ``i`` only after one of these ("to")
_PAST = {"left", "put", "set", "cut", "took", "threw", "stuck", "brought", "got", "made", "ate", "dropped"}


def drop_negated(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"Nope, no heat on this one", "don't cook it - we're chilling", "NOT cook it": a step said
    only under a negation is no step (a cooling text must never gain a heating). A sub-task also
    said without one keeps its mentions (not a boast, "never sliced one so fast"): "don't chill it before slicing" is a constraint ("didn't wash it, he just
    put it away", and "not him boiling it ..." said in wonder: :mod:`nsg.parser.minilm.not_done`). A place
    said by its receptacle alone is negated across its preposition: "in my hand, not on the table"."""
    negated = {id(s) for s in steps if (any(tokens[i] in NEGATIONS and not any(t in NEGATION_STOPS for t in tokens[i:s.start]) and not exclaimed(tokens, i)
                                            for i in range(max(0, _past_fillers(tokens, s.start) - 2), s.start))
                                        or _not_there(tokens, s) or _rhetorical(tokens, s.start) or _denied_state(tokens, s)
                                        or _predicated(tokens, s.start) or unable(tokens, s.start, s.end) or not_done(tokens, s, steps)
                                        or instead_of(tokens, s.start, s.form == "implicit") or needless(tokens, s, steps) or negated_on(tokens, s)
                                        or gesture(tokens, s))
               and (not _constrained(tokens, s.end) or _predicated(tokens, s.start) or before_event(tokens, s, steps))}
    said = {_negation_key(s) for s in steps if id(s) not in negated and tokens[s.start - 1] != "already"}  # "it's already clean": no step
    return [s for s in steps if id(s) not in negated or _negation_key(s) in said and not _boast(tokens, s) and not denied_before(tokens, s, steps)]


def _denied_state(tokens: list[str], s: StepCue) -> bool:
    """"don't put it out warm", "never serve it warm" (test file 29): a state word right after a negated
    verb and its object ("out" / "up" between) is the state it must not have, no step."""
    k = s.start - (tokens[s.start - 1:s.start] in (["out"], ["up"], ["down"], ["over"], ["back"]))
    return s.subtask in ("heat", "cool", "clean") and s.end - s.start == 1 and k >= 3 \
        and (tokens[k - 1] in ("it", "them") and tokens[k - 3] in NEGATIONS or named_denied(tokens, k))  # "leave the jug warm"


def _predicated(tokens: list[str], i: int) -> bool:
    """"warm it so it's not freezing before I pour" (test file 33): a state said of the object under
    "not" is one it must not be in at that time, never a constraint on a step, whatever order word follows."""
    return tokens[max(0, i - 2):i] in (["it's", "not"], ["it", "isn't"], ["they're", "not"], ["they", "aren't"]) \
        or tokens[max(0, i - 3):i] in (["it", "is", "not"], ["they", "are", "not"])


def _negation_key(s: StepCue) -> tuple[str, str | None]:
    """What a negation takes away: the sub-task, and for a place its receptacle ("don't leave it on
    the counter, put it on a plate": the counter goes, the plate stays; "don't put it away before
    washing it ... put it away": the same place, kept as a constraint)."""
    return (s.subtask, s.receptacle if s.subtask == "place" and s.receptacle else None)


def _past_fillers(tokens: list[str], i: int) -> int:
    """Where the words before ``i`` stop being fillers of a negated imperative ("don't you go"), or
    where a frame of need or request starts ("no need to plate it", "I'm not asking you to cook")."""
    frame = next((f for f in _FRAMES if tokens[max(0, i - len(f)):i] == list(f)), None) \
        if i > 0 and tokens[i - 1] in _FRAME_ENDS else None
    if frame is not None:
        return i - len(frame)
    j = i
    while j > 0 and i - j < 2 and tokens[j - 1] in _FILLERS:
        j -= 1
    return j


_WHY = {"why", "why'd"}


def _rhetorical(tokens: list[str], i: int) -> bool:
    """"Why would you throw it?": a question that asks not to do it, like a negation."""
    if _WHY.isdisjoint(tokens):  # no "why" (most texts): no clause to look at
        return False
    lo, _ = clause_bounds(tokens, i, {".", ";", "!", "?"})
    return tokens[lo:lo + 2] in (["why", "would"], ["why", "should"], ["why'd", "you"])


def _not_there(tokens: list[str], s: StepCue) -> bool:
    """"in my hand, not on the table": a place said by its receptacle alone, negated across its preposition."""
    return s.form == "implicit" and said_not_at(tokens, s.start)


def _constrained(tokens: list[str], i: int) -> bool:
    """"Don't slice it until it has been washed": an order word later in the clause makes the
    negation a constraint on the step, not its absence; "after" ending its clause ("don't lift it
    after.") is a time adverb, no other step: the step stays negated."""
    _, hi = clause_bounds(tokens, i, NEGATION_STOPS)
    return any(t in ("until", "till", "before", "after", "unless", "once", "yet") and not (t == "after" and k + 1 == hi)
               for k, t in enumerate(tokens[i:hi], i))


def asked_who(tokens: list[str]) -> set[int]:
    """Positions of "Who left the pan dirty?" and of "Whoever left the bread here: ..." (a note addressed to them; "Whoever brings the
    apples:", "Whoever's picking up:" too, before a colon, files 58, 60): who did something, in the past, tells the state before the
    task, and whom a note is for (after an opening "also", "so", "and": file 41); its step words and receptacles are none."""
    out: set[int] = set()
    for i, t in enumerate(tokens[:-1]):
        opens, now = i == 0 or tokens[i - 1] in (".", "!", "?", ";") or t == "whoever" and tokens[i - 1] in ("to", "for"), t == "whoever" and tokens[i + 1].endswith("s")
        opens = opens or tokens[i - 1] in ("also", "so", "and", "but", "anyway") and (i == 1 or tokens[i - 2] in (".", "!", "?"))  # "Also who took ...?" (file 41)
        doing = (tokens[i - 1] in ("to", "for") or opens) and (t == "whoever's" or t == "whoever" and tokens[i + 1] in ("is", "was")) and tokens[i + 1 + (t == "whoever"):][:1] != [] and tokens[i + 1 + (t == "whoever")].endswith("ing")  # "to whoever's cooking" (file 63)
        if t in ("who", "whoever") and opens and (tokens[i + 1].endswith("ed") or tokens[i + 1] in _PAST or now) or doing:
            _, hi = clause_bounds(tokens, i, {".", ";", "!", "?"} if t == "who" else {".", ";", "!", "?", ":", ","})
            if doing and (tokens[i - 1] in ("to", "for") or tokens[hi:hi + 1] in ([":"], [","])) or hi < len(tokens) and (tokens[hi] == "?" or t == "whoever" and (tokens[hi] == ":" or not now)):
                out.update(range(i, hi))
    return out


def drop_cancelled(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"wash... no, forget the washing", "skip the rinse": a sub-task called off (``cancelled``) is
    none, wherever it was said; "don't forget the washing" calls nothing off."""
    phrases, dets = phrase_index("cancelled"), set(data()["determiners"]) | {"about", "all"}
    off = set()
    for s in (steps if phrases.opened_in(tokens) else ()):  # most texts call nothing off
        j = s.start
        while j > 0 and tokens[j - 1] in dets:
            j -= 1
        for i in range(max(0, j - 3), j):
            if longest_at(tokens, i, phrases) == j - i and not (i > 0 and tokens[i - 1] in NEGATIONS):
                off.add(s.subtask)
    off |= {s.subtask for s in steps if no_more(tokens, s) and not refused_device(tokens, s, steps)} if "no" in tokens else set()
    return corrected(tokens, [s for s in steps if s.subtask not in off and not ("no" in tokens and refused_device(tokens, s, steps))])  # "... no, just put it in the box"


_BEFORE_ACT = {"to", "and", "then", "till", "until", "or"}
_CAUSATIVE = {"make", "makes", "made", "making", "get", "gets", "got", "getting", "turn", "turns", "turned", "let", "lets",
              "keep", "keeps", "kept", "leave", "leaves", "have", "has", "want", "wants", "need", "needs", "like", "likes",
              "serve", "serves", "served", "bring", "brings", "render", "renders"}  # "make it cold", "serve it cold": a goal


def drop_background(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"Patient is a potato, presenting cold. Warm it ...", "You can't eat it cold from the fridge. Heat it ...", "bowl dirty and cold.
    Wash it and warm it" (after a word of how it was found, ``found_states``, and "and"; file 56): a temperature said as a state, alone
    in a sentence before the verb of the opposite sub-task ("chill it", "in the fridge to chill") and never said again, is how the object
    is now, the reason for the task, not a step ("make it cold", "serve it cold", "I want a cold mug" say the goal: steps)."""
    out = []
    for s in steps:
        other = _OPPOSITE.get(s.subtask)
        verbs = [x for x in steps if x.subtask == other and (x.form == "verb" and x.end < len(tokens)
                 and (tokens[x.end] in data()["object_pronouns"] or tokens[x.start - 1:x.start] == ["to"]) or _made_so(tokens, x) or awaited(tokens, x))]
        if not verbs:  # no opposite step (most steps): a step
            out.append(s)
            continue
        lo, hi = clause_bounds(tokens, s.start, FULL_STOPS | _SEMI[tokens[s.start].endswith("ed")])  # "... warm as summer's breath; / Commit it" (70)
        said_as_state = tokens[s.start] in state_adjectives() and not (tokens[s.start - 1:s.start] in (["is"], ["are"]) and tokens[s.start] in data()["procedure_participles"]) and (s.start == 0 or tokens[s.start - 1] not in _BEFORE_ACT or s.start > 1 and tokens[s.start - 1] == "and" and tokens[s.start - 2] in data()["found_states"]) \
            and (s.end >= len(tokens) or tokens[s.end] not in data()["object_pronouns"])  # not "cool the potato", "to cool"
        if fetched_first(tokens, s, verbs, steps) or verbs and said_as_state and s.end <= verbs[0].start \
                and not any(x is not s and (x.subtask == s.subtask or lo <= x.start < hi and not stands_at(tokens, x, s)) for x in steps) \
                and not any(t in _CAUSATIVE for t in tokens[lo:s.start]) and not says_any(tokens[lo:hi], "end_state"):
            continue
        out.append(s)
    return out


def _made_so(tokens: list[str], x: StepCue) -> bool:
    """"make it warm", "get it nice and cold": a causative verb and "it" before a state say the step done to it."""
    j = x.start - 1
    while j > 0 and tokens[j] in ("nice", "and", "good", "really", "very", "all"):
        j -= 1
    return j > 0 and tokens[j] in ("it", "them") and tokens[j - 1] in _CAUSATIVE


def drop_others_moves(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"hold it until she sits down", "keep it with you, we're leaving in 5": a place verb with a
    person before it ("she", "we're", not "you") and no object or receptacle after it is what someone
    else does, the time the task ends by, not a step ("we put it away" has its object: a step); so is
    another thing's going ("when the soup goes in", :func:`nsg.parser.minilm.others.other_thing_moves`)."""
    people = _OTHERS | set(data()["subjects"]) - {"you"}
    return [s for s in steps if not (
        s.subtask == "place" and s.receptacle is None and s.form == "verb" and s.start > 0
        and (tokens[s.start - 1] in people or tokens[s.start - 1] in _AUX and s.start > 1 and tokens[s.start - 2] in people)
        and (s.end >= len(tokens) or tokens[s.end] not in data()["object_pronouns"] or tokens[s.start - 1] == "after") or other_thing_moves(tokens, s)
        or purpose_of_place(tokens, s, steps) or their_pick(tokens, s) or collected_later(tokens, s, steps))]  # "keep it in a box to take to work": what the box is for


_AUX = {"are", "is", "am", "was", "were", "will", "after"}  # "I'm after leaving it out" (file 43): done, told
_OTHERS = {"we're", "i'm", "they're", "she's", "he's", "i'll", "we'll", "she'll", "he'll", "they'll"}
