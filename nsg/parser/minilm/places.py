"""Receptacle roles: which receptacle a place puts the object in, which is only a device.

Why apart from the cue finder: whether "the fridge" is where the object ends up or where it is cooled depends on the steps
around it ("cooled in a Fridge", "put it in the fridge to chill it", "leave it in the fridge and chill it", "heat it in the
microwave, then put it on the stove"); these rules read the step mentions that :mod:`nsg.parser.minilm.cues` found and give each place its receptacle, drop a place verb that is only the means of another step, and add a place said by its receptacle alone ("a clean apple in a Bowl", "apple -> counter")."""
from __future__ import annotations

from nsg.parser.minilm.dishes import into_dish
from nsg.parser.minilm.fronted import BACK_WORDS, laid_after, left_there, put_after_comma, rests_there, walked_to, worked_in
from nsg.parser.minilm.glosses import glossed
from nsg.parser.minilm.labels import destination_label
from nsg.parser.minilm.hands import denied_place, drop_hand_places, in_hand_first, poured_from, poured_off
from nsg.parser.minilm.lexicon import Mention, lexicon, unknown_words
from nsg.parser.minilm.need_stops import needed_in
from nsg.parser.minilm.moves import brought_out, drop_fetches, handed_before, lifted_to_place, taken_off, time_closed
from nsg.parser.minilm.put_back import goes_in_again, put_back
from nsg.parser.minilm.others import not_a_place
from nsg.parser.minilm.reach import in_to_do, left_not_put, reaches, told_done
from nsg.parser.minilm.set_aside import threat
from nsg.parser.minilm.water_vessels import heated_in_water
from nsg.parser.minilm.spans import CARRY_FORMS as _CARRIES, NEGATIONS, NUMBER_WORDS, OUT_INTO as _INTO, StepCue, data, device_subtasks, name_lead, paired_state, skip_back, state_adjectives
from nsg.parser.minilm.uses import back_to, device_use, directed, moved_on, on_the_way, receptacle_uses, second_end_state, then_onto, vessel_in_use


def place_roles(tokens: list[str], steps: list[StepCue], recs: list[Mention], target: Mention | None,
                 d: dict) -> list[StepCue]:
    """Give each place its receptacle; a receptacle that is the device of a sub-task said next to
    it ("cooled in a Fridge", "put it in the fridge to chill it") is no place, and a place verb
    whose receptacle is such a device is the means of that sub-task, not a step; a receptacle no
    step claims, after a noun phrase or an arrow rather than a verb, is a place said by its
    receptacle alone ("a clean apple in a bowl")."""
    device_of = device_subtasks()
    skip = set(d["determiners"]) | {"of"}
    roles: dict[int, str] = {}
    nouns = {m.end for m in recs} | ({target.end} if target is not None else set())
    for r in recs:
        if target is not None and (r.start < target.end and target.start < r.end or r.value == target.value):
            continue  # the object itself, here or said again ("a table with one cup on it, the cup clean")
        if r.value in d["numbered_receptacles"] and r.end < len(tokens) and (tokens[r.end].isdigit() or tokens[r.end] in NUMBER_WORDS) \
                and tokens[r.end + 1:r.end + 2] != [")"]:
            continue  # "the gentleman at table six", "Bed 8's mug": a guest's table, a patient's bed, not a place
        j = skip_back(tokens, r.start - 1, skip)
        if j >= 0 and tokens[j] in d["source_preps"] and not brought_out(tokens, j - 1) or _from_whose(tokens, j, d) or _used(tokens, r.start, recs, skip, d) \
                or _meant_for(tokens, r.start, skip, nouns) or not_a_place(tokens, r) or vessel_in_use(tokens, r) or glossed(tokens, r) or worked_in(tokens, r, steps):  # "her trolley"
            continue
        roles[r.start] = "device" if heated_in_water(tokens, r) or _is_device(tokens, r, steps, device_of.get(r.value), target) else "place"
    by_start = {r.start: r for r in recs}
    transport = set(d["steps"]["place"]["transport"])
    kept: list[StepCue] = []
    for n, s in enumerate(steps):
        word = " ".join(tokens[s.start:s.end])
        later = n + 1 < len(steps) and not any(t in ("after", "once", "when", "soon", "that", "which")
                                               and (target is None or i + 1 != target.start) and not time_closed(tokens, i, steps[n + 1].start)  # "take that tomato"
                                               for i, t in enumerate(tokens[s.end:steps[n + 1].start], s.end))
        if s.subtask == "pick" and (_drop_pick(tokens, s, target, word, d) or in_hand_first(tokens, s, target, steps) or lifted_to_place(tokens, steps, n, roles) or n == 0 and (word not in d["holding"] or word == "picked up" and steps[-1].subtask == "place")
                                    and later and not handed_before(tokens, s) and any(t.subtask not in ("pick", "place") or t.receptacle for t in steps[1:])):
            continue  # "take the mug, wash it ...", "it was picked up, washed, put back in the drawer": fetching it, not held at the end
        kept.append(s)
    movers = [s for s in kept if s.subtask == "place" or " ".join(tokens[s.start:s.end]) in transport]
    claim: dict[int, int] = {}  # id(step) -> receptacle start: each receptacle to the nearest place verb before it
    stays_in: dict[int, int] = {}  # id(step) -> a device's start, where the object stays after the device's use
    for p in sorted(roles):
        before = [s for s in kept if s.end <= p]
        cands = [s for s in movers if s.end <= p and id(s) not in claim and reaches(tokens, s, p)  # not past its own "in ..."
                 and (s.subtask == "place" or before and before[-1] is s)]
        if roles[p] == "device":  # only the verb right before it, or before a relative clause of participles
            sub = device_of.get(by_start[p].value)
            verbs = [s for s in before if s.form != "adj"]
            cands = [s for s in cands if verbs and (verbs[-1] is s or _participles_between(tokens, kept, s, p, sub))]
        if cands:
            claim[id(max(cands, key=lambda x: x.start))] = p
            if roles[p] == "device" and (there := left_there(tokens, kept, by_start[p])) is not None and tokens[there.start] in BACK_WORDS:
                claim[id(there)], stays_in[id(there)] = p, p  # "set it in the fridge to chill. And there it lies": the means, then the place
        elif roles[p] == "place" and (fronted := _fronted(tokens, kept, by_start[p], skip, d, target)
                                      or _back_there(tokens, kept, by_start[p], roles)) is not None \
                and id(fronted) not in claim:
            claim[id(fronted)] = p
        elif roles[p] == "device" and (there := left_there(tokens, kept, by_start[p])) is not None and id(there) not in claim \
                and (any(t in d["staying"] for t in tokens[there.start:there.end]) or tokens[there.start] in BACK_WORDS):  # "leave it there", "and it stays in there", not "put it there"; "there it lies"
            roles[p], claim[id(there)] = "place", p  # the device where a step was done is where it is left
    out: list[StepCue] = []; claimed = set(claim.values())
    for s in kept:
        word = " ".join(tokens[s.start:s.end])
        if s in movers:
            p = claim.get(id(s))
            if p is not None and roles[p] == "device" and device_use(by_start[p].value, target) is None and id(s) not in stays_in:  # toaster: uses.py
                if s.subtask == "place" or word in transport:
                    continue  # "put it in the fridge to chill it", "take it to the sink and wash it": the means
            elif p is None and word in d["anchored_places"]:
                continue  # "it should end up clean and cold": a state, not a place
            elif p is None and s.subtask == "place" and (_not_moved(tokens, s, target, d) or poured_off(tokens, s)):
                continue  # "leave the rinsing until after the dicing", "the achievement pops either way"
            elif p is None and s.subtask == "place" and any(
                    device_means(tokens, i, steps, d) for i in range(s.end, min(len(tokens), s.end + 5))) or p is None and s.subtask == "place" and in_to_do(tokens, s):
                continue  # "stick it in the freezer till it's cold": the means of cooling; "it can go in to chill" (file 40)
            elif p is not None:
                s.subtask, s.receptacle, s.receptacle_at = "place", by_start[p].value, p
            elif word in d["implied_places"]:
                s.receptacle = d["implied_places"][word]  # "then shelved", "plated up": the verb names the place
            elif s.subtask == "place" and word in transport and word not in ("move", "moves", "moved", "moving"):
                s.subtask = "pick"
            nxt = tokens[s.end] if s.end < len(tokens) else ""
            s.participle = s.subtask == "place" and word in d["steps"]["place"]["participles"] \
                and nxt not in d["object_pronouns"] and (target is None or s.end != target.start)
        out.append(s)
    if not any(s.subtask == "place" and not denied_place(tokens, s) and not (s.receptacle is None and told_done(tokens, s)) and not left_not_put(tokens, s, out, target) for s in out):  # "don't put it in ...", "I left it out" (file 43): none
        free = [p for p, role in roles.items() if role == "place" and p not in claimed and _said_alone(tokens, out, by_start[p])
                and not said_not_at(tokens, p)]  # "then on the shelf. Not on the counter.": the shelf
        if free:
            r = by_start[_outer(tokens, free, by_start, d)]
            out.append(StepCue("place", r.start, r.end, "implicit", participle=True, receptacle=r.value))
    elif all(device_of.get(s.receptacle) for s in out if s.subtask == "place" and not (s.receptacle is None and told_done(tokens, s))):
        last = max(s.end for s in out if s.subtask == "place")
        then = [p for p, role in roles.items() if role == "place" and p not in claimed and p > last and then_onto(tokens, p, d)]
        if then:  # "it goes into the microwave and then onto the counter": the second place is where it ends up
            r = by_start[then[0]]
            out.append(StepCue("place", r.start, r.end, "implicit", receptacle=r.value))
    out.sort(key=lambda s: s.start)
    if len({s.subtask for s in out}) > 1:  # EgoTV's "a {obj} is picked and heated": picking it up to heat it
        out = [s for s in out if not (s.subtask == "pick" and tokens[s.start] == "picked" and s.end - s.start == 1
                                      and (s.end >= len(tokens) or tokens[s.end] != "up"))]
    return put_back(tokens, receptacle_uses(tokens, drop_fetches(tokens, drop_hand_places(tokens, out, target)), recs, target), recs)  # "put it in my hand"; "bring your mug, wash it"; "in the toaster"


def _meant_for(tokens: list[str], i: int, skip: set[str], nouns: set[int]) -> bool:
    """"the tomato for the props table", "into the bowl for the children's table": a receptacle after "for" (with at most
    three words of its own: "props", "children's", "the little one's lunch", file 51) right after a thing's name says
    whom or what the thing is meant for, not where it goes ("headed for the stove", "the exit for the counter": where)."""
    j = skip_back(tokens, i - 1, skip)
    for _ in range(3):
        if j < 1 or not (tokens[j].isalpha() or tokens[j].endswith("'s")) or tokens[j] in ("for", "in", "on", "to", "into"):
            break
        j = skip_back(tokens, j - 1, skip)
    return j >= 1 and tokens[j] == "for" and i - j <= 5 and j in nouns


def _back_there(tokens: list[str], steps: list[StepCue], r: Mention, roles: dict[int, str]) -> StepCue | None:
    """"The mugs live on the shelf. Wash them ... before you put them back there.", "a hot mug on the side table. Warm it, set it
    there.": a place verb with "(back/up) there" after it in its clause and no receptacle of its own returns the object to the
    last place receptacle said before it, past devices (file 30), landmarks, refused ones ("by the sink, not on the stove", 48); so does "before it goes in" (39)."""
    for s in steps:
        w = tokens[s.end:s.end + (4 if tokens[s.end + 1:s.end + 3] in (["back", "in"], ["back", "on"]) else 3)]  # "put it back in there"
        if s.start >= r.end and s.subtask == "place" and ("there" in w and not any(t in {".", ";", "!", "?", ",", ":"}
                                                                                  for t in w[:w.index("there")]) or goes_in_again(tokens, s)):
            return None if said_not_at(tokens, r.start) or any(r.start < q < s.start and role == "place" and not said_not_at(tokens, q)
                                                               and tokens[q - 2] not in ("by", "beside", "near", "above", "under")
                                                               for q, role in roles.items()) else s
    return None


def said_not_at(tokens: list[str], p: int) -> bool:
    """"in my hand, not on the table", "on a plate, not the counter": a negation right before the preposition or the determiner
    of the receptacle at ``p`` ("not just on the burner" still names a place), or opening its clause ("..., not gnawing it over the bin")."""
    d, dets = data(), set(data()["determiners"])
    q = p - 2 if p > 3 and tokens[p - 2] == "-" else p  # "never in the washing-up bowl": a hyphened word before the name (60)
    j = skip_back(tokens, q - 1 - (q > 1 and tokens[q - 2] in dets and tokens[q - 1] not in dets), dets)  # "not in the meat drawer" (48)
    lo = next((i + 1 for i in range(p - 1, -1, -1) if not tokens[i].isalpha() or tokens[i] in ("but", "instead", "rather")), 0)
    return j >= 1 and tokens[j] in d["receptacle_preps"] and tokens[j - 1] in NEGATIONS and not paired_state(tokens, j - 1) \
        or 0 <= j < p - 1 and tokens[j] == "not" \
        or lo < j and tokens[lo] in ("not", "never") or threat(tokens, p)  # "or I'll bin it" (set_aside)


def _from_whose(tokens: list[str], j: int, d: dict) -> bool:
    """"Apple from the client's fruit bowl", "from the front desk": a receptacle after a source preposition and
    words of its owner or kind (a possessive, unknown words, a name modifier; "out of" too) is where the object comes from."""
    if not any(t in d["source_preps"] for t in tokens[max(0, j - 3):j]):
        return False
    unknown = set(unknown_words(tokens[max(0, j - 3):j + 1]))
    k = j
    while k >= 0 and j - k < 3 and (tokens[k].endswith("'s") or tokens[k] in unknown or tokens[k] in d["determiners"]
                                    or tokens[k] in lexicon()["name_modifiers"] or tokens[k - 1:k + 1] == ["out", "of"]):
        k -= 1
    return k < j and k >= 0 and tokens[k] in d["source_preps"]


_PARTICLES = {"away", "back", "down", "up", "aside", "off", "out", "over", "there", "here", "somewhere", "inside"}
_FRONTED_GAP = {"it", "it's", "they", "they're", "is", "are", "gets", "goes", "then", "now"}


def _fronted(tokens: list[str], steps: list[StepCue], r: Mention, skip: set[str], d: dict, target: Mention | None = None) -> StepCue | None:
    """The place verb right after its receptacle, said first ("then on the plate it takes its seat",
    "in the bowl it's tucked", "upon the plate lay it" with the pronoun after): only a pronoun or "is" between them, a preposition before the receptacle;
    or a place verb with "there" later in the sentence ("the shelf: leave it there")."""
    after = [s for s in steps if s.start >= r.end]
    j = skip_back(tokens, name_lead(tokens, r.start), skip)  # "inside the little blue bowl lay an egg" (file 10)
    if (there := left_there(tokens, steps, r)) is not None:
        return there  # "Step three, the coffee machine: set it there.": "there" is the receptacle just said
    if not after or after[0].subtask != "place" or j < 0 or tokens[j] not in d["receptacle_preps"]:
        return None
    gap = tokens[r.end:after[0].start]
    return after[0] if 0 < len(gap) <= 3 and all(t in _FRONTED_GAP for t in gap) or not gap and laid_after(tokens, after[0]) \
        or rests_there(tokens, r.end, after[0], target) or walked_to(tokens, j, r.end, after[0]) or put_after_comma(tokens, j, r.end, after[0]) else None  # "on the plate lay it"


def _not_moved(tokens: list[str], s: StepCue, target: Mention | None, d: dict) -> bool:
    """A place verb that moves nothing: its object is a step ("leave the rinsing until ..."), or it has a subject other than
    the object and no object or place after it ("the achievement pops"), or it puts a food into a dish ("into a sandwich")."""
    nxt = tokens[s.end] if s.end < len(tokens) else ""
    after = tokens[s.end + 1] if s.end + 1 < len(tokens) else ""
    if nxt in d["determiners"] and after.endswith("ing") and any(after in f.get("verbs", ()) for f in d["steps"].values()) or into_dish(tokens, s):
        return True
    prev = tokens[s.start - 1] if s.start > 0 else ""
    if (implied := d["implied_places"].get(" ".join(tokens[s.start:s.end]))) is None and prev in ("", ".", "!", "?", ";") and nxt in ("", ".", "!", "?") or target is not None and implied == target.value:
        return True  # "Dice it. Move!": hurry, not a place ("Plated up.", file 67: the plate); "the plate for plating up": its use
    if tokens[s.start] in ("left", "leaves") and prev.split("'")[0] in d["subjects"] and nxt in ("a", "an", "me", "us"):
        return True  # "She left a plate.", "I've left a pan out": how the story's object came, no place for it
    if prev in ("a", "an") and s.end - s.start == 1 or prev in d["determiners"] and s.end - s.start == 1 and tokens[s.start].endswith("ing") or prev in NUMBER_WORDS or prev in state_adjectives() or \
            s.start > 1 and tokens[s.start - 2] in d["determiners"] and tokens[s.start].endswith("ing") and nxt in (",", ".", ";", ")", "-") or tokens[s.start] == "set" and any(t in ("until", "till") for t in tokens[max(0, s.start - 2):s.start]):
        return True  # "onto the shelf for a rest", "two clean moves", "on the egg setting", "the plating is yours": a noun; "until just set": done
    subject = s.end - s.start == 1 and prev.isalpha() and not prev.endswith("ly") \
        and (target is None or s.start != target.end) and prev not in d["subjects"] \
        and prev not in d["object_pronouns"] and prev not in ("and", "then", "to", "is", "was", "be", "been", "gets", "got")
    objectless = nxt.isalpha() and nxt not in d["object_pronouns"] and nxt not in d["determiners"] \
        and nxt not in d["receptacle_preps"] and nxt not in _PARTICLES
    return subject and objectless


def _used(tokens: list[str], i: int, recs: list[Mention], skip: set[str], d: dict) -> bool:
    """"use the sink and the fridge", "use the pot instead of the pan" (file 54): receptacles named as what to use (or
    not) are neither places nor a step's means of their own."""
    inside = {k for r in recs for k in range(r.start, r.end)}
    j = i - 1
    while j >= 0 and (tokens[j] in skip or tokens[j] in ("and", ",", "or", "&", "instead", "of", "rather", "than") or j in inside):
        j -= 1
    return j >= 0 and tokens[j] in ("use", "using", "uses", "used")


def _is_device(tokens: list[str], r: Mention, steps: list[StepCue], sub: str | None, target: Mention | None) -> bool:
    """The receptacle is where a mentioned sub-task is done ("cooled in a Fridge", "put it in the
    fridge to chill it", "fridge first"), unless a place verb puts the object there and no step
    done there follows ("heat it in the microwave, then put it on the stove")."""
    before = [s for s in steps if s.end <= r.start]
    after = [s for s in steps if s.start >= r.end]
    if sub is None or not any(s.subtask == sub for s in steps) or second_end_state(tokens, r, steps, sub) or destination_label(tokens, r.start):
        return False  # "hot and on the hob", "hot and on the burner": two end states, a place (test files 52, 54); "Location: fridge" (76)
    if (back_to(tokens, r) or moved_on(tokens, r, steps, sub)) and not (after and after[0].subtask == sub):
        return False  # "boil it on the stove. Back on the hob.": where it returns to, a place
    if after and after[0].subtask == sub and before and before[-1].subtask in ("place", "pick"):
        # "put it in the fridge to cool it", "... until it's cold", or "put it in the sink and wash it,
        # then put it away": the means; "leave it in the fridge and cool it" (it stays): a place
        between = tokens[r.end:after[0].start + 1]  # "goes in the sink for a scrub": the step opens with its purpose word
        leaves = any(t == "out" for t in tokens[after[0].end:]) or any(
            s.subtask == "place" and s.start > after[0].start for s in steps)
        staying = " ".join(tokens[before[-1].start:before[-1].end]) in data()["staying"]
        if any(t in ("before", "after", "then", "once", "first", "afterwards") and (t != "then" or k >= before[-1].start)  # "then put
               for k, t in enumerate(tokens[max(0, before[-1].start - 2):after[0].start], max(0, before[-1].start - 2))):  # in and heat"
            staying = True  # "before putting it in the sink, wash it": an ordered place, not a means
        return not staying and " ".join(tokens[after[0].start:after[0].end]) in data()["device_naming"] or not _own_device(tokens, after[0], sub) and (
            leaves or any(t in data()["purpose"] for t in between) or not staying and ("and" in between or "," in between or ";" in between))
    if after and after[0].subtask == sub:
        return True
    if before and before[-1].subtask == sub and (target is None or before[-1].start >= target.end):
        return True  # "a cool Mug cleaned in the SinkBasin": where it was cleaned
    if before and before[-1].subtask in ("place", "pick") and any(
            s.subtask == sub and _own_device(tokens, s, sub) for s in steps if s is not before[-1]):
        return False  # "chill it in the refrigerator ... place it in the fridge": a place
    verbs = [s for s in before if s.form == "verb"]
    if verbs and verbs[-1].subtask == sub and all(s.form in ("adj", "noun") for s in before[before.index(verbs[-1]) + 1:]):
        return True  # "heat the sliced apple in the microwave": where the verb's step is done
    # after a verb other than a place ("cooled in a Fridge", "fridge first"): a device; after the
    # adjectives of a noun phrase ("a hot, sliced tomato in a Microwave") or a place verb: a place
    return not before or before[-1].form == "verb" and before[-1].subtask not in ("place", "pick") or on_the_way(tokens, r, steps, sub)


def _participles_between(tokens: list[str], steps: list[StepCue], s: StepCue, p: int, sub: str | None) -> bool:
    """"Put that tomato, that was sliced and put in a pan, in the fridge to cool it": only a
    relative clause of participles without an object, none of them the device's own sub-task,
    stands between the verb and the receptacle."""
    between = [t for t in steps if s.end <= t.start and t.end <= p]
    if not between or not any(w in ("that", "which") for w in tokens[s.end:between[0].start]):
        return False
    return all(t.subtask != sub and (t.end >= len(tokens) or tokens[t.end] not in data()["object_pronouns"])
               for t in between)


def _own_device(tokens: list[str], s: StepCue, sub: str) -> bool:
    """Whether a step names its device itself ("cool it in the fridge", "refrigerate it")."""
    d = data()
    if " ".join(tokens[s.start:s.end]) in d["device_naming"]:
        return True
    names = {w for tok in d["devices"][sub] for w in tok.split("_")} | set(d["device_words"].get(sub, ()))
    return any(t in names for t in tokens[s.end:s.end + 5])


def _drop_pick(tokens: list[str], s: StepCue, target: Mention | None, word: str, d: dict) -> bool:
    """"take it out (of the fridge)", "grab a knife": taken on the way, no held state at the end; "hold it out
    (for me)" offers it, held (test file 30); "carry it out to him", "take it out with me", "carries it out into the night": a delivery."""
    rest = tokens[s.end:s.end + 3] if tokens[s.end:s.end + 3] not in ([".", "out", "."], [".", "out"]) else []  # "hands. Out." (file 73)
    if ("out" in rest[:2] or "out" in rest and rest[0] in d["object_pronouns"] or taken_off(tokens, s)) and not ({"to", "with"} | _INTO[word in _CARRIES]) & set(tokens[s.end - 1:s.end + 4]) and not poured_from(tokens, s) \
            and word not in ("hold", "holds", "held", "holding") or rest[1:] in (["off", "and"], ["off", "then"]):
        return True  # "take it off and put it on the counter" (file 42): off the heat, on the way to a place
    j = s.end + (tokens[s.end:s.end + 1] == ["up"])  # "takes up the knife"
    while j < len(tokens) and tokens[j] in d["determiners"]:
        j += 1
    return target is not None and j < len(tokens) and j != target.start and tokens[j] in d["tools"] \
        and j > s.end


def _outer(tokens: list[str], free: list[int], by_start: dict[int, Mention], d: dict) -> int:
    """"back in the mug on the counter", "into the bowl on the top shelf": of two receptacles said one
    right after the other, the second after a preposition says where the first stands; the first is
    where the object goes."""
    k = len(free) - 1
    while k > 0:
        gap = tokens[by_start[free[k - 1]].end:free[k]]
        if not (gap and (gap[0] in d["receptacle_preps"] or gap[0] in ("left", "right") and gap[1:2] == ["of"])  # "left of the"
                and len(gap) <= 4 and all(t.isalpha() for t in gap)):
            break
        k -= 1
    return free[k]


def _said_alone(tokens: list[str], steps: list[StepCue], r: Mention) -> bool:
    """A receptacle right after a verb's clause ("slice the bread on the counter") says where that step is done, not a
    place; after an adjective, a noun phrase, an arrow or a list mark ("wash + drawer", "slice \u00b7 plate") the place."""
    p = r.start
    before = [s for s in steps if s.end <= p]
    if not before or before[-1].form != "verb":
        return True
    between = tokens[before[-1].end:p]
    verb = before[-1]
    if between[:1] and between[0] in data()["receptacle_preps"] and " ".join(tokens[verb.start:verb.end]) in \
            data()["steps"][verb.subtask].get("adjectives", ()) or needed_in(tokens, r, steps, device_subtasks().get(r.value)):
        return True  # "sliced and warm on the plate": a state, then where it ends up ("... and chilling in the fridge", file 67)
    if between in (["in", "a"], ["in", "an"]) and verb.start > 0 and tokens[verb.start - 1] in ("is", "are", "was", "were") \
            and tokens[verb.start].endswith("ed"):
        return True  # EgoTV's "a Mug is heated in a Cabinet": not the device of heating, so a place after it
    return any(t in (",", "->", "=>", ">", "\u2192", ";", ".", "?", "!", ":", ")", "|", "-", "*", "[", "]", "then", "and", "nor", "+", "&", "\u00b7", "/") or t.isdigit()
               for t in between) or directed(tokens, p)  # "[ ] back on the shelf"; "sliced onto a plate"; a verse's "/" (file 11)


def device_means(tokens: list[str], i: int, steps: list[StepCue], d: dict) -> bool:
    """"stick it in the freezer till it's cold": a device word (``device_words``) of a sub-task that
    the same clause then names after a purpose word is where that step is done, not a place."""
    subs = {sub for sub, names in d["device_words"].items() if tokens[i] in names}
    for s in steps:
        if s.start > i and s.subtask in subs:
            between = tokens[i + 1:s.start]
            return not any(t in (".", ";", "!", "?", ",") for t in between) and any(t in d["purpose"] for t in between)
    return False
