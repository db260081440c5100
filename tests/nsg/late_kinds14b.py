"""Test file 14's second reading (forecast, auction and omen voices), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE14B_KINDS = [
    # a step named by a noun of its own in a list of needs ("it needs warmth, a cleansing and a cutting"): "warmth",
    # "a warming", "cleansing", "a cleansing" are the heating and the washing, as "a rinsing" is (connectives.json
    # steps.heat / steps.clean verbs); the warmth of a time or a place, or warmth going, is no step (idioms)
    ('The potato wants warmth, a cleansing and a cutting, in whatever order, and then it sits on the plate.',
     'potato: heat + clean + slice > place=plate'),
    ('Give the cup a cleansing, then put it in the cabinet.', 'cup: clean > place=cabinet'),
    ('The egg needs a warming, then it goes to the counter.', 'egg: heat > place=counter'),
    ('Rinse the plate in the warmth of the evening and put it on the shelf.', 'plate: clean > place=shelf'),  # no step
    ('Chill the apple in the fridge until the warmth has gone, then set it on the table.',
     'apple: cool > place=dining_table'),  # warmth going: the cooling only
    # a free-order note opening its own sentence after steps said one to a sentence (or one to a question), then ", and"
    # or "- and" and the place: the note closes the list before it, as "then" does (scopes._and_after)
    ('A hot cup? A washed cup? Both, friends, in either order - and it lands in the cabinet.',
     'cup: heat + clean > place=cabinet'),
    ('Chill the apple. Rinse the apple. Any order you please, and it ends up on the plate.',
     'apple: cool + clean > place=plate'),
    ('Chill the apple. Then rinse it. Any order, and put it on the plate.',  # "then" inside the list: it stays ordered
     'apple: cool > clean > place=plate'),
]
