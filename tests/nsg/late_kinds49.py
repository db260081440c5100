"""Test file 49's misses (households' notes: chore charts, post-it wars, meal planners), read after it was
scored, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-48."""
from __future__ import annotations

FILE49_KINDS = [
    # "If found:" / "When found:" heading the steps: a condition, no inspection's finding (clauses)
    ('Salt shaker gone walkabout. If found: rinse, back on the shelf.', 'salt_shaker: clean > place=shelf'),
    ('When found: wash the spoon, then put it in the drawer.', 'spoon: clean > place=drawer'),
    ('Found: mug dirty on the desk. Wash it.', 'mug: clean'),  # an inspection's finding: no step of its own
    # "since <time>" inside a reason clause of a request: the reason's time, the request stays (happened)
    ("The pan: give it a scrub because it's been in the shed since Easter, and put it on the cooker. 2 points.",
     'pan: clean > place=stove_burner'),
    ("Rinse the bowl, cos it's sat there since Monday, then put it in the cabinet. Ta.", 'bowl: clean > place=cabinet'),
    ("It's been in the fridge since Tuesday. Heat the potato.", 'potato: heat'),  # no reason: how it has been
    # a fetch opening the sentence ("get X, ...", "find X, ...") is the list's first action: ", and" reads in order (moves)
    ('Grab the cup from the shelf, rinse it, and chill it in the fridge.', 'cup: clean > cool'),
    ('Find the big plate, warm it, and carry it over to Gran.', 'plate: heat > pick'),
    ('Wash the mug, and heat it.', 'mug: clean + heat'),  # no fetch: the two-item list stays a group
    # "to me in bed": where the person is, no place (others)
    ('Heat the mug and take it up to her in bed.', 'mug: heat > pick'),
    ('Chill the bottle of wine, then carry it to him in bed.', 'wine_bottle: cool > pick'),
    ('Rinse the pillow and put it on the bed.', 'pillow: clean > place=bed'),  # a place verb: the bed
    # an elided hand-over: "straight to her", "out to Dad" after a join (connectives)
    ('Spoon: rinse, then straight to him.', 'spoon: clean > pick'),
    ('Cup in the micro for a minute and straight to me please.', 'cup: heat > pick'),
    ('Wash the ladle, then out to Mum in the garden.', 'ladle: clean > pick'),
    # a stockpot is a pot (lexicon)
    ('Scrub the stockpot and put it on the shelf.', 'pot: clean > place=shelf'),
    ('Heat the stock pot on the cooker.', 'pot: heat'),
]
