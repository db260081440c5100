"""Test file 51's fourth reading (carers' visit notes, apprentices' logs, a child's and a trainee's diaries), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` (the graphs) and ``NAMES`` (the unknown-name slots) like the lists of files 20-67."""
from __future__ import annotations

FILE51D_KINDS = [
    # "Rest of the shift was on the dishwasher": a note's "rest" with "of" after it, the article dropped, is the noun (the
    # remainder of a time), never the place verb "rest" (connectives.json idioms "rest of", read by clauses.idioms)
    ('I rinsed the mug. Rest of the day was on prep.', 'mug: clean'),
    ('Washed the cup and chilled it. Rest of the morning I was on the till.', 'cup: clean + cool'),
    ('Cleaned the bowl and put it in the cabinet. Rest of my shift was on the fryers.', 'bowl: clean > place=cabinet'),
    ('Wash the mug and rest it on the counter.', 'mug: clean > place=counter'),  # the verb "rest" still places it
    ('Rest the pan on the stove after washing it.', 'pan: clean > place=stove_burner'),
    # the graphs of the part-word kind (its names are FILE51D_NAMES below): the part stands for the thing named
    ('I will boil the potato, scrub the skin first, then slice it.', 'potato: clean > heat > slice'),
    ('Wipe the handle of the knife, then put it in the drawer.', 'knife: clean > place=drawer'),
]


# a part of a food or a utensil (lexicon.json object_parts: "skin", "handle", "blade", "rim" ...) in the slot of a step
# other than a place, with a known object named in the text: the part of that thing, no unknown name
# (names.unknown_names); with no known object, or after a place verb, it still names an unknown thing and is flagged
FILE51D_NAMES = [
    ("I'll bake the potato, wash the skin first, then chop it.", []),
    ("Wipe the handle of the knife and put it in the drawer.", []),
    ("Rinse the blade and put the butter knife in the drawer.", []),
    ("Scrub the rind of the tomato, then chill it.", []),
    ("Wash the handle.", ["handle"]),  # no known thing it could be the part of
    ("Put the skins in the bowl, then wash the potato.", ["skins"]),  # after a place verb: a thing of its own
    ("Wash the kumquat skin and chill the apple.", ["kumquat"]),  # an unknown name before the part stays flagged
]
