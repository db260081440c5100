"""Test file 75's second reading (teaching, testing and puzzle voices: riddles, worksheets, quiz answers), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` and ``NAMES`` like the lists of files 20-76."""
from __future__ import annotations

FILE75B_KINDS = [
    # the dirt a cleaning takes off, a word of lexicon.json ``dirt_nouns`` right after a cleaning verb and a determiner,
    # whatever follows it ("scrub the limescale out of it", "wipe the crumbs away"): no thing, not refused as an unknown
    # name (names.unknown_names; the older rule wanted "off"/"from" and a named thing or "it" after it)
    ('Scrub the limescale out of the kettle, then set it on the stove burner.', 'kettle: clean > place=stove_burner'),
    ('Wipe the crumbs away and put the plate in the cabinet.', 'plate: clean > place=cabinet'),
    ('Scrub the crud from its inside and put the pot on the counter.', 'pot: clean > place=counter'),
    # a heating or cooling verb on the object ("heat the pan", "chill it") said before a stay in its device, then a recap
    # of end states ("so the pan is clean, hot and on the stove burner"): the recap's state is no result of the stay,
    # the stay stays a place (device_results.device_result: the step said before counts unless an adjective of another
    # thing, "hot chocolate")
    ('Textbook summary: rinse the pot, then warm it on the stove burner and leave it on the burner. By the end the pot is '
     'clean, hot and on the stove burner.', 'pot: clean > heat > place=stove_burner'),
    ('Quiz: chill the wine bottle in the fridge, then leave it in the fridge. Result: the wine bottle is cold and in the '
     'fridge.', 'wine_bottle: cool > place=fridge'),
    # contrasts: a trip into the device with no step said before, the state said after is its result
    ('Lesson 4: put the mug in the microwave and press start. Afterwards it is hot.', 'mug: heat'),
    ('Hot chocolate is nice. I put my mug in the microwave. So hot.', 'mug: heat'),
]

# the same kind for the unknown-name probe; contrast: a dirt word where the thing goes is still flagged
FILE75B_NAMES = [
    ("Worksheet: scrub the rust from its base, then put the pan on the counter.", []),
    ("Quiz answer: wipe the grease away and put the pan in the sink.", []),
    ("Wash the mug, then put it in the scale.", ["scale"]),
    ("Wash the mug, then put it in the credenza.", ["credenza"]),
]
