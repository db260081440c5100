"""Test file 49's sixth reading (family notes, a wedding day, a fasting household), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE49F_KINDS = [
    # a state word before the object's name in a goal sentence that also says the holding ("a cold apple in my hand"),
    # the same sub-task said again in a later sentence: the dish named, the step where the later words put it, the
    # holding last (attributes._named_before, _in_hand)
    ('I want a sliced apple in my hand. Wash it and slice it.', 'apple: clean + slice > pick'),
    ('Goal: a hot mug in hand. Whether you rinse it first or heat it first is immaterial.', 'mug: clean + heat > pick'),
    ('I want a cold apple in my hand. Rinse it, then chill it.', 'apple: clean > cool > pick'),
    ('I want a sliced apple on the plate. Wash it and slice it.', 'apple: clean + slice > place=plate'),  # no holding: as before
    # a state wished or needed first ("I want the mug hot by seven", "it needs to be cold"), then in a later sentence
    # another step and the device said alone: the device's step is where the device is said (need_stops, stations)
    ('I want the mug hot by seven. Rinse it, then into the microwave.', 'mug: clean > heat'),
    ('We want them cold by tonight. Slice the apples, then in the fridge.', 'apple: slice > cool'),
    ('The potato needs to be hot for lunch. Wash it, then the microwave.', 'potato: clean > heat'),
    ('I want the apple cold first. Rinse it, then in the fridge.', 'apple: cool > clean'),  # an order word: kept
    ('I want the apple cold. In the fridge, then slice it.', 'apple: cool > slice'),  # the device said first
    # the same wish, the device said with its verb ("put it in the fridge"): the trip is the step wished for, as for a
    # need ("it needs to be cold ... put it in the fridge", file 50) (stays.needed_there, need_stops.wished)
    ('I want the apple cold. Slice it, then put it in the fridge.', 'apple: slice > cool'),
    ('I want it cold. Slice the apple, then put it in the fridge.', 'apple: slice > cool'),
    ('I want the apple on the plate. Slice it, then put it in the fridge.', 'apple: slice > place=fridge'),  # no state wished
    # a holding said as what someone has to do ("someone has to hold the mug"), the only step of a sentence before the
    # steps: the need says the end, the fetch and the steps after it the way there (ends.held_needed)
    ('We have to hold the mug for the photo. I will take it out of the cupboard and rinse it.', 'mug: clean > pick'),
    ('I need to hold the potato. Wash it and heat it.', 'potato: clean + heat > pick'),
    ('Hold the apple. Wash it.', 'apple: pick > clean'),  # a command, no need: in order
    ('I need to hold the apple. Then wash it.', 'apple: pick > clean'),  # "Then" orders the next sentence after it
]
