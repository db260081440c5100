"""Test file 58's misses (ten plain voices: a supper-club recap, a product tester, a polar galley rota, hospice
volunteer notes, a dance-school helper rota, a revision timetable, meal-train notes, tenants' kitchen rules, an
estate agent's staging notes, a props master's preset lists), read after it was scored, grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds57``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-57."""
from __future__ import annotations

FILE58_KINDS = [
    # a giving verb with the thing said between it and "to" ("hand the egg to my partner", "give half to Hana",
    # "hand one to each of them"), or "handing to": a hand-over, held to the end (handovers.gifts, connectives pick)
    ('Toast the bread, then hand the bread to Grandad.', 'bread: heat > pick'),
    ('Rinse the apples and give one to Sam.', 'apple: clean > pick'),
    ('Chop the potato, then give half to the twins.', 'potato: slice > pick'),
    ('The plate needs warming and then handing to Nan.', 'plate: heat > pick'),
    ('Wash the mug and hand the spoon to Sam.', 'mug: clean'),  # another thing handed: no pick of the mug
]
