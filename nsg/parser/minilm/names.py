"""Unknown names: words outside the vocabulary that stand where the graph needs a name.

Why only there: a description may hold any number of words the parser does not know ("in the
video", "thanks a lot", "gently"); they are reported in ``unknown_words`` and change nothing. But
an unknown word in the slot of the target object ("slice the kumquat with the knife") or of the
place receptacle ("put it in the credenza", "a clean apple in a credenza") names a thing the
vocabulary lacks, and answering with a graph would put a known name in its place (the knife, the
sink). Such a description gets no graph. The slots are read with the same step mentions as the
grammar (:mod:`nsg.parser.minilm.cues`): right after a step verb and a determiner, or after a place
preposition that follows a place verb or the object itself (not a device phrase: "heat it in the
oven" names where heating happens, which no graph holds). Words of a remark the cue finder reads
as no step (an idiom, "who left ...", a reason clause: "because ... a thing in this novel") fill no slot; nor does
an unknown word right before "kitchen" ("the lounge kitchen", file 47): which room; nor the cut a slicing verb makes
("cut a cross in the top", file 47); nor the dirt a cleaning takes off ("scrub the grime from the pan", "washed the
grave-dirt from it", files 49, 70); nor a drink or a dish after "in" in a sentence with no step ("The spoon. In my
tea.", file 39): where the thing is now; nor a dish a food goes into ("before it goes into a sandwich", file 47); nor a part of a thing the text names
("wash the skin first", lexicon ``object_parts``, file 51).
"""
from __future__ import annotations

from nsg.parser.minilm.anecdotes import remarked
from nsg.parser.minilm.clauses import asked_who, idioms
from nsg.parser.minilm.corrections import taken_back_after
from nsg.parser.minilm.cues import read
from nsg.parser.minilm.dishes import dish_slot
from nsg.parser.minilm.handovers import handed_over
from nsg.parser.minilm.lexicon import lexicon, mentions, unknown_words
from nsg.parser.minilm.others import drink_measure
from nsg.parser.minilm.places import device_means
from nsg.parser.minilm.spans import THIRD_PERSONS, Reading, data, skip_back, skip_forward, state_adjectives, verbs_of
from nsg.parser.minilm.story import told
from nsg.parser.minilm.strays import fell_in
from nsg.parser.minilm.whereabouts import heading_place


_HELD_IN = (["it", "is", "in"], ["it's", "in"], ["is", "in"], ["it", "is", "inside"], ["is", "inside"])


def _vessel_after(tokens: list[str], k: int, objs: list, skip: set[str]) -> bool:
    """"heat the soup ... in the microwave? Is in the blue bowl." (file 66): the next sentence or clause opens with "(it) is
    in" and a known thing: what holds the contents, the target; the contents word fills no slot."""
    end = next((j for j in range(k, len(tokens)) if tokens[j] in (".", "?", "!", ",", ";")), None)
    if end is None:
        return False
    lead = next((h for h in _HELD_IN if tokens[end + 1:end + 1 + len(h)] == h), None)
    return lead is not None and any(m.start == skip_forward(tokens, end + 1 + len(lead), skip) for m in objs)


def _claim_kind(tokens: list[str], j: int, k: int, objs: list) -> bool:
    """"A method of chilling a beverage container, comprising: placing a glass bottle in ..." (file 71): a patent claim's
    preamble (lexicon ``claim_heads``, "of" / "for", a step, "a" / "an") names the kind of thing the claim covers; a claim
    link (``claim_links``) within three words after it and a known object named after that say which thing it is."""
    lex = lexicon()
    if j < 3 or tokens[j] not in ("a", "an") or tokens[j - 2] not in ("of", "for") or tokens[j - 3] not in lex["claim_heads"]:
        return False
    link = next((n for n in range(k, min(len(tokens), k + 3)) if tokens[n] in lex["claim_links"]), None)
    return link is not None and any(m.start > link for m in objs)


def _vessel_named_later(tokens: list[str], i: int, objs: list) -> bool:
    """"heat my tea ... and bring me the mug" (file 35): a drink or dish (``contents``) in a step's slot, and the text's only
    object, a vessel of such contents (lexicon ``contents_vessels``), named later in the same sentence: what the vessel holds."""
    values = {m.value for m in objs}
    return len(values) == 1 and next(iter(values)) in lexicon()["contents_vessels"] and any(
        m.start > i and not any(t in (".", "!", "?", ";") for t in tokens[i:m.start]) for m in objs)


def unknown_names(tokens: list[str], reading: Reading | None = None) -> list[str]:
    """The unknown words in a name slot, in text order (see the module docstring). ``reading``: the
    cue finder's reading of these tokens when the caller has it (the slot parser reads each text
    once for this and for its rule graph); read here otherwise."""
    # words known as devices but no receptacle of the vocabulary ("oven"): a name in a place slot
    unknown = set(unknown_words(tokens)) | (set(lexicon()["not_receptacles"]) & set(tokens))
    if not unknown:
        return []
    found = mentions(tokens)
    objs = [m for m in found if m.kind == "object"]
    recs = [m for m in found if m.kind == "receptacle"]
    reading = read(tokens, objs, recs) if reading is None else reading
    d, lex = data(), lexicon()
    dets, preps = set(d["determiners"]), set(lex["name_leads"]) - set(d["determiners"])
    modifiers = set(lex["name_modifiers"]) | unknown
    cue_at = {i: s for s in reading.steps for i in range(s.start, s.end)}
    object_end = {m.end for m in objs}
    # a place already named ("place the spatula in the drawer (the sink is in the north corner)",
    # "a bowl of wedges in summer"): later words after a preposition fill no slot of the graph
    placed = any(s.subtask == "place" and s.receptacle for s in reading.steps)
    said = idioms(tokens) | asked_who(tokens) | told(tokens) | remarked(tokens)  # "leave that alone", "since ..."
    out: list[str] = []
    for i, t in enumerate(tokens):
        if t not in unknown or t in out or t.endswith("ly") or i in said:
            continue
        j = i - 1
        while j >= 0 and (tokens[j] in modifiers or tokens[j] in lex["contents"]):  # "the ripe kumquat", "the milk jug"
            j -= 1
        if j < 0 or tokens[j] not in dets and tokens[j] not in preps:
            continue
        k = i + 1
        while k < len(tokens) and (tokens[k] in modifiers or tokens[k] in lex["contents"]):
            k += 1
        if tokens[k:k + 2] == ["-", "free"] and any(m.start == skip_forward(tokens, k + 2, modifiers) for m in found):
            continue  # "the sugar-free mug of tea", "a gluten-free roll" (file 65): what it is free of, no thing
        if k < len(tokens) and (any(m.start == k for m in found) or tokens[k] in d["result_nouns"]
                                or tokens[k] + "s" in d["result_nouns"]):
            continue  # it modifies a known name ("the ripe apple") or the pieces ("cut a thick slice", "the bad bits")
        if t in _CUTS and tokens[j] in dets and j - 1 in cue_at and cue_at[j - 1].subtask == "slice":
            continue  # "cut a cross in the top", "cut a slit in it" (file 47): the cut made, no thing
        h = k + 2 * (tokens[k:k + 1] == ["-"] and tokens[k + 1:k + 2] != [] and tokens[k + 1].isalpha())  # "the grave-dirt from it" (70)
        if tokens[j] in dets and j - 1 in cue_at and cue_at[j - 1].subtask == "clean" and tokens[h:h + 1] in (["off"], ["from"]) \
                and (tokens[h + 1:h + 2] in (["it"], ["them"]) or any(m.start == skip_forward(tokens, h + 1, dets) for m in objs)):
            continue  # "wipe the dust off it", "scrub the grime from the pan" (file 49): the dirt a cleaning takes off, no thing
        if t in lex["dirt_nouns"] and tokens[j] in dets and j - 1 in cue_at and cue_at[j - 1].subtask == "clean" \
                and not _off_unknown(tokens, k, unknown):
            continue  # "scrub the limescale out of it", "descale ...: scrub the scale from my belly" (file 75): dirt, no thing
        if tokens[k:k + 1] == ["("] and any(m.kind == "object" and m.start == skip_forward(tokens, k + 1, dets)
                                            and tokens[m.end:m.end + 1] == [")"] for m in found):
            continue  # "the open red (wine bottle)": a known name in brackets right after says what it is (test file 56)
        if k - 1 > i and tokens[k - 1] in lex["rooms"] or k < len(tokens) and tokens[k] in lex["rooms"]:
            continue  # "in the lounge kitchen", "the staff kitchen" (file 47), "in the junior room" (file 63): which room, no slot
        if tokens[k:k + 1] in (["one"], ["ones"]) or tokens[k:k + 1] == ["of"] and any(
                m.kind == "receptacle" and m.start == skip_forward(tokens, k + 1, dets) for m in found):
            continue  # "rinse the blue one": a thing named before; "in the bottom of the fridge": a part of a receptacle
        if t in lex["contents"] and k + 1 < len(tokens) and tokens[k] == "in" \
                and any(m.start == skip_forward(tokens, k + 1, dets | modifiers) for m in objs):
            continue  # "heat the milk in my mug", "the soup in the large pot" (file 58): what the named object holds; the mug is the target
        if t in lex["contents"] and tokens[k:k + 1] == ["in"] and tokens[k + 1:k + 2] in (["it"], ["them"]) \
                and any(m.value in lex["contents_vessels"] and m.end <= j for m in objs):
            continue  # "the pot ... heat the soup in it" (file 63): what the vessel named before holds; the vessel is the target
        if t in lex["contents"] and _vessel_named_later(tokens, i, objs):
            continue  # "heat my tea in the microwave and bring me the mug" (file 35): the vessel named next holds it, the target
        if t in lex["contents"] and _vessel_after(tokens, k, objs, dets | modifiers):
            continue  # "heat the soup in the microwave? Is in the blue bowl." (file 66): the vessel said next is the target
        if t in lex["object_parts"] and objs and tokens[j] in dets and j - 1 in cue_at and cue_at[j - 1].subtask != "place":
            continue  # "wash the skin first", "wipe the handle of the knife" (file 51): a part of the thing named, no thing
        if _claim_kind(tokens, j, k, objs):
            continue  # "A method of chilling a beverage container, comprising: placing a glass bottle ..." (file 71): its kind
        if taken_back_after(tokens, k):
            continue  # "warm the scone - I mean the bread roll": a name the speaker takes back
        if placed and (tokens[j] in preps or tokens[j] in dets and j > 0 and tokens[j - 1] in preps):
            continue
        if tokens[j] in dets and k < len(tokens) and tokens[k] in dets and any(
                m.start == skip_forward(tokens, k + 1, modifiers | state_adjectives()) for m in objs):
            continue  # "bring the innkeeper a bowl of ...", "hand your roommate a clean spatula" (file 52): whom it is for
        if t.endswith("ing") and j == i - 1 and tokens[j - 1:j + 1] == ["instead", "of"]:
            continue  # "hand it over instead of yelling" (file 52): what is done in its stead, an activity, no thing
        lead = j - 1 if tokens[j] in dets and j > 0 else j  # the preposition before "(the) kitchenette"
        if t in lex["contents"] and tokens[lead] in ("in", "into") and not _stepped(tokens, i, cue_at):
            continue  # "The spoon. In my tea." (file 39): a sentence with no step, where the thing is now, in a drink
        if dish_slot(tokens, i):
            continue  # "before it goes into a sandwich" (file 47): a dish the food is eaten in, no receptacle
        if tokens[lead] in d["source_preps"] or tokens[lead] == "of" and lead > 0 and tokens[lead - 1] in d["source_preps"]:
            continue  # "Apple from the orchard", "grab one out of the grocery bag": where it comes from fills no slot
        if lead > 0 and tokens[lead] in preps and tokens[lead - 1] in _DENIED:
            continue  # "in my hand, not in the cupholder", "Not on the porch.": where it must not go fills no slot
        if tokens[lead] == "of" and lead > 0 and (tokens[lead - 1] in ("full", "filled")
                                                 or any(o.end == lead and drink_measure(tokens, o) for o in objs)):
            continue  # "leave it there, full of soup", "I'd love a cup of tea": what it holds fills no slot
        if tokens[lead] == "of" and (t.split("'")[0] in lex["contents"] or any(w in lex["contents"] for w in tokens[i + 1:k + 1])) \
                or k < len(tokens) and tokens[k] == "'" and any(m.start == k + 1 for m in found):
            continue  # "the pot of soup", "a bottle of sparkling water", "a mug of tea's gone cold"; "the kids' cups"
            # "a cold glass bottle of sparkling water in hand" (file 49): the contents word may close the run of modifiers
        if tokens[lead] == "in" and tokens[lead + 1] in _WHOSE and _LIKING & set(tokens[max(0, lead - 4):lead]):
            continue  # "Gran loves apple in her porridge": the dish a person likes it in, no place (file 59)
        if tokens[lead] in preps and _refused_place(tokens, lead, cue_at):
            continue  # "Please don't put the good pot in the dishwasher!": where it must not go fills no slot (file 59)
        if tokens[lead] == "at" and j == lead and lead in object_end and tokens[k:k + 1] == [":"]:
            continue  # "For the bread at Compline: ..." (file 48): a heading, "at" and no determiner after a thing's name: its time
        if t in _MEASURES and tokens[lead] == "in" and j == lead and lead > 1 and lead - 1 not in cue_at \
                and tokens[lead - 2] in ("is", "are", "be", "was", "were"):
            continue  # "the slices are even in thickness", "equal in width" (file 65): the measure they share, no slot
        if fell_in(tokens, lead):
            continue  # "The spatula fell in the grout bucket." (file 35): where an accident put it, no slot
        if _anywhere(tokens, lead):
            continue  # "leave it wherever there's space in the clubhouse": any place, the region no slot
        if (k < len(tokens) and _said_of_subject(tokens, k) or t.endswith("'s") and k == i + 1)  \
                and tokens[lead] in preps and _subject_ends(tokens, objs, lead, dets | modifiers) \
                or tokens[lead] in preps and _there_is(tokens, objs, lead, dets) \
                or tokens[lead] in preps and _is_there_now(tokens, objs, lead, k, reading.steps, dets) \
                or tokens[lead] in preps and heading_place(tokens, objs, lead, k, reading.steps, dets):
            continue  # "the pan in the kitchenette will be cleaned", "There's a potato in the veg rack": where it is now
            # "Kettle on the range's still warm" (file 47): a copula run into the place after the subject, the same
        if _in_slot(tokens, j, cue_at, object_end, dets) and not device_means(tokens, i, reading.steps, d):
            out.append(t)
    return out


def _stepped(tokens: list[str], i: int, cue_at: dict) -> bool:
    """Whether the sentence holding word ``i`` holds a step word of the reading."""
    lo = next((k + 1 for k in range(i - 1, -1, -1) if tokens[k] in (".", "!", "?", ";")), 0)
    hi = next((k for k in range(i, len(tokens)) if tokens[k] in (".", "!", "?", ";")), len(tokens))
    return any(k in cue_at for k in range(lo, hi))


def _subject_ends(tokens: list[str], objs: list, end: int, dets: set[str]) -> bool:
    """Whether an object mention ending at ``end`` opens its clause (the subject: "The pan in ...")."""
    for m in objs:
        if m.end == end:
            i = m.start - 1
            while i >= 0 and tokens[i] in dets:
                i -= 1
            if i >= 0 and tokens[i] in _OPENERS:  # "PS the tomatoes on ...", "Oh, and the mug in ..."
                i -= 1
            return i < 0 or tokens[i] in (".", "!", "?", ";", ":", ",")
    return False


_THERE = (("there's",), ("there", "is"), ("there", "are"), ("there", "was"), ("there", "were"))
_ONE_MORE = {"another", "one", "more", "other", "spare", "extra", "second"}  # "There's another bottle in the rack" (file 50)


def _there_is(tokens: list[str], objs: list, end: int, dets: set[str]) -> bool:
    """Whether an object mention ending at ``end`` is brought in by "there's" ("There's a potato in the veg rack"):
    the place after it is where it is now."""
    for m in objs:
        if m.end == end:
            i = m.start
            while i > 0 and (tokens[i - 1] in dets or tokens[i - 1] in _ONE_MORE):  # "There's another bottle in the rack"
                i -= 1
            return any(tuple(tokens[max(0, i - len(w)):i]) == w for w in _THERE)
    return False


def _is_there_now(tokens: list[str], objs: list, lead: int, k: int, steps: list, dets: set[str]) -> bool:
    """"The flask mug is in the car. Wash it ..." (test file 33): the subject, a copula, the place, the sentence's
    end, and then a step and "it" or "them": where the object is now, before the task. The copula may be a
    perfect one and a time or a comma may close the clause ("The cup's been in my handlebar bag for three days.",
    "The glass bottle is on the windowsill, just fill it", test file 41)."""
    if lead < 2:
        return False
    c = lead - 1  # the copula: "is", "has been", "'s been"
    if tokens[c] == "been" and tokens[c - 1] in ("has", "have", "had"):
        c -= 1
    elif tokens[c] != "been" and tokens[c] not in ("is", "are", "was", "were"):
        return False
    skip = dets | set(lexicon()["name_modifiers"]) | set(unknown_words(tokens))  # "the flask mug is in the car"
    subject = any(m.end == c and (skip_back(tokens, m.start - 1, skip) < 0 or tokens[skip_back(tokens, m.start - 1, skip)]
                                  in (".", "!", "?", ";", ":")) for m in objs)
    end = next((j for j in range(k, len(tokens)) if tokens[j] in (".", "!", ";", ",")), len(tokens))
    said = not mentions(tokens[k:end]) and not any(k <= x.start < end for x in steps)  # "for three days": only when
    return subject and said and end < len(tokens) and any(x.start > end for x in steps) \
        and ("it" in tokens[end:] or "them" in tokens[end:])  # "put it in the fridge to get cold": the step may be the device's


def _refused_place(tokens: list[str], lead: int, cue_at: dict) -> bool:
    """Whether a place verb said right after a negation opens the clause part before the preposition at ``lead``, with
    no step cue between ("don't put the pot in the ...", "never leave it on the ..."): where the thing must not go (the
    cue finder reads no step there)."""
    verbs = verbs_of("place")
    for i in range(lead - 1, max(0, lead - 8), -1):
        if tokens[i] in (".", "!", "?", ";", ",") or i in cue_at:
            return False
        if tokens[i] in verbs and tokens[i - 1] in _NEGATED:
            return True
    return False


def _anywhere(tokens: list[str], lead: int) -> bool:
    """Whether "wherever" opens the clause part before ``lead`` ("wherever you find space on the truck"):
    the place is any place, and the words after it say the region, no receptacle."""
    for t in reversed(tokens[max(0, lead - 6):lead]):
        if t in (".", "!", "?", ";", ":", ","):
            return False
        if t in ("wherever", "anywhere"):
            return True
    return False


_DENIED = {"not", "never", "nor"}
_MEASURES = {"thickness", "size", "width", "length", "shape", "colour", "color", "weight", "height", "depth", "texture", "diameter"}
_WHOSE = {"his", "her", "their", "my", "your", "our"}
_LIKING = {"likes", "like", "liked", "loves", "love", "loved", "enjoys", "enjoy", "prefers", "prefer", "wants", "want"}
_NEGATED = {"don't", "dont", "never", "not", "doesn't", "mustn't", "shouldn't", "won't"}  # before a place verb
_CUTS = {"cross", "crosses", "slit", "slits", "nick", "nicks", "notch", "notches"}  # "cut a cross in the top"
_MODALS = {"will", "must", "should", "needs", "need", "can", "could", "would", "has", "had", "shall", "ought", "was", "were"}
_OPENERS = {"ps", "also", "oh", "and", "but", "so", "now", "well", "btw"}
_WENT = {"went", "got", "did", "looked", "look", "looks"}  # "the tomatoes in the greenhouse went mad" (file 47)


def _said_of_subject(tokens: list[str], k: int) -> bool:
    """A modal, a past copula, "has" / "had" (file 47: "the camp kettle in Leh had a crack"), a verb of how it went or
    looks ("went mad", "looked lovely", file 47), or a present one before a verb's -ing form or "for", "to", "still" after the
    name ("will be cleaned", "were getting warm", "are going soft", "are for the pickers"), or a kind of thing named after a word
    or two ("are cooking apples", file 59): the subject's
    place now; "The apple in the credenza is cold." says where it ends up."""
    return tokens[k] in _MODALS or tokens[k] in _WENT or tokens[k] in ("is", "are") and k + 1 < len(tokens) \
        and (tokens[k + 1].endswith("ing") or tokens[k + 1] in ("for", "to", "still", "now", "already")
             or any(m.kind == "object" and m.start > 0 for m in mentions(tokens[k + 1:k + 4])))  # "are cooking apples" (file 59)


def _in_slot(tokens: list[str], j: int, cue_at: dict, object_end: set[int], dets: set[str]) -> bool:
    """Whether the name after ``tokens[j]`` (a determiner or a preposition) fills a graph slot."""
    if tokens[j] in dets:
        p = j - 1
        if p >= 0 and p in cue_at and cue_at[p].form == "verb" and cue_at[p].subtask != "place":
            if _third_doing(tokens, cue_at[p]):
                return False  # "he's taking the heelwork class" (file 63): what someone else is doing, told; no slot
            return not (tokens[p] in ("to", "over") and handed_over(tokens, cue_at[p]))  # "slice the kumquat"; "give it to the auditor": a person
            # "hand it over the hatch to her" (file 61): what it is handed across
        if p < 0 or tokens[p] not in lexicon()["name_leads"] or tokens[p] in dets:
            return p in cue_at  # a sentence-initial "the kumquat" is the object only when no other is known
        j = p
    before = [i for i in cue_at if i < j]
    if not before:
        # "the apple in a credenza"; "the apple tree at the mooring" names where the apple grows, no slot
        # "the mug of Kofi is in ...", "the mug of your nonno" (learners' possessive "of"): whose it is, no slot
        return tokens[j] != "of" and (j in object_end or j - 1 in object_end and tokens[j - 1] not in lexicon()["plants"])
    s = cue_at[max(before)]
    # after a place verb or the adjectives of the object: where it ends up ("a clean apple in a
    # credenza"); after another verb: where that step is done ("heat it in the oven"), no slot
    return s.subtask == "place" or s.form in ("adj", "noun")


_THIRD_IS = {"he's", "she's", "they're"}  # a third person's copula run in


def _third_doing(tokens: list[str], s) -> bool:
    """A one-word -ing verb right after a third person and a copula ("he's taking the ...", "she is making the ..."):
    that person's doing, told as it happens, no command."""
    a = s.start
    return s.end - a == 1 and tokens[a].endswith("ing") and a > 0 and (
        tokens[a - 1] in _THIRD_IS or a > 1 and tokens[a - 1] in ("is", "are") and tokens[a - 2] in THIRD_PERSONS)


def _off_unknown(tokens: list[str], k: int, unknown: set[str]) -> bool:
    """"wipe the dust off the kumquat": the dirt taken off a thing the vocabulary lacks, named with an article after the
    preposition: that thing is what is cleaned, so the dirt word stays flagged in its place ("from its inside", "from my
    belly": a part of the thing, said with a possessive, file 75)."""
    k += tokens[k:k + 2] == ["out", "of"]
    if tokens[k:k + 1] not in (["off"], ["from"], ["of"]):
        return False
    m = k + 1 + (tokens[k + 1:k + 2] in (["the"], ["a"], ["an"]))
    return m < len(tokens) and tokens[m] in unknown and tokens[m - 1] in ("the", "a", "an", "off", "from", "of")

