"""Test file 10's second reading (twenty further voices: voice memos, forum posts, lab protocols, game walkthroughs, a
head chef, work orders, telegrams, a bedtime story, an inspector's checklist), its misses grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE10B_KINDS = [
    # an order told, then a clause opened by "or" after a comma or a dash with a step said again and "first" ("..., or
    # heat it first"): the other order offered, a choice, no order (permissions._offered)
    ('Rinse the mug, then chill it, or chill it first if you like.', 'mug: clean + cool'),
    ('Toast the bread, then slice it, or slice it first, whatever suits.', 'bread: heat + slice'),
    ('Slice the apple, then wash it - or wash it first. Then put it in the bowl.', 'apple: slice + clean > place=bowl'),
    ('Slice the apple, then wash it, or rather wash it first.', 'apple: clean > slice'),  # a correction: an order
]
FILE10B_KINDS += [
    # a sentence opened by a bare "want" / "need" (its "I" dropped, a telegram's or a note's) and state words joined by
    # nothing, commas or "and": the states wanted, one group (telegraphic.wished_states)
    ('NEED MUG CLEAN HOT STOP', 'mug: clean + heat'),
    ('Want tomato sliced, cold. Then the bowl please.', 'tomato: slice + cool > place=bowl'),
    ('WANT BREAD TOASTED SLICED STOP PLATE STOP', 'bread: heat + slice > place=plate'),
    ('Need mug washed then hot.', 'mug: clean > heat'),  # an order word: in order
]
FILE10B_KINDS += [
    # a piece noun after a verb of making, the object ("it" or the name), "in" / "into" and size words ("make the apple
    # little pieces", "turn it into small bits"): the object cut into those pieces, a slice step (pieces._made_into)
    ('Make the apple little pieces and put them in the bowl.', 'apple: slice > place=bowl'),
    ('Turn the bread into bite - sized bits, then toast them.', 'bread: slice > heat'),
    ('Rinse the tomato and make it in little pieces.', 'tomato: clean + slice'),
    ('Make the bowl ready for the pieces and wash it.', 'bowl: clean'),  # no object of "make" before them: no slicing
]
FILE10B_KINDS += [
    # a stop said with no verb right after the object ("Mug: sink, ..."), then a device named alone in a clause of its own
    # (a device's name that is also its verb: "microwave", "fridge"): a stop on the way, its sub-task, no end
    # (stations._device_word_after)
    ('Mug: sink, microwave.', 'mug: clean > heat'),
    ('TOMATO SINK STOP FRIDGE STOP', 'tomato: clean > cool'),
    ('Egg on the plate, then microwave it.', 'egg: heat > place=plate'),  # the device's verb on "it": the plate stays the end
]
FILE10B_KINDS += [
    # a device's name that is also its verb right after "from" with no determiner ("take it from fridge"): the device it
    # comes out of, a receptacle, no step (cues.read, like "out of fridge")
    ('Take the egg from fridge and wash it.', 'egg: clean'),
    ('Get the mug from microwave and rinse it.', 'mug: clean'),
    ('At the end the apple is cold from fridge and clean.', 'apple: cool + clean'),
    ('Fridge the apple, then slice it.', 'apple: cool > slice'),  # the verb opening its clause: the cooling
]
