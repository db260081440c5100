"""Test file 67's second reading (social-media and online-platform voices), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE67B_KINDS = [
    # a drink or a kitchen liquid of ``bottled_contents`` said before "bottle" as its compound ("the water bottle", "a
    # milk bottle"): the glass bottle, as "a bottle of milk" is; "the wine bottle", a bare "bottle" and "a hot water
    # bottle" stay what they were (kind_told._named_for)
    ('Rinse the water bottle and put it on the shelf.', 'glassbottle: clean > place=shelf'),
    ('Chill the milk bottles, then hand one to me.', 'glassbottle: cool > pick'),
    ('Wash the juice bottle, then chill it.', 'glassbottle: clean > cool'),
    ('Wash the wine bottle, then chill it.', 'wine_bottle: clean > cool'),  # contrast: wine
    ('Chill the bottle.', 'wine_bottle: cool'),  # contrast: no contents said
]
