"""Test file 35's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-34."""
from __future__ import annotations

FILE35_KINDS = [
    # two steps said again with "can swap" (round / around): either order (connectives, any_order)
    ('Rinse the apple, chill it, then into the bowl. Rinse and chill can swap.', 'apple: clean + cool > place=bowl'),
    ('Warm the mug, wash it, then into the cabinet. Warming and washing can swap round.',
     'mug: heat + clean > place=cabinet'),
    ('Rinse the tomato, then cut it, then onto the plate.', 'tomato: clean > slice > place=plate'),  # no note: ordered
    # the other order allowed by "also fine" / "fine too" after it: a permission (connectives, permission)
    ('Slice the tomato, chill it, put it in the bowl. chilling before slicing also fine', 'tomato: slice + cool > place=bowl'),
    ('Rinse the tomato, then cut it, then onto the plate. Cutting before rinsing is fine too.',
     'tomato: clean + slice > place=plate'),
    # "either could go first" / "or the other way": a free order (connectives)
    ('Potato: warmed in the microwave, sliced after (either could go first really), then into the bowl.',
     'potato: heat + slice > place=bowl'),
    ('Cut the bread before toasting, or the other way, then onto the plate.', 'bread: slice + heat > place=plate'),
    ('Chill the cup, then wash it, then into the cabinet. Or the other way, whatever.', 'cup: cool + clean > place=cabinet'),
    # a person who "can't move": no step of the task (nsg.parser.minilm.unable)
    ('Warm the egg, give it to him. He is on the phone and can\'t move.', 'egg: heat > pick'),
    ('Toast the bread and hand it over. Grandad cannot move from his chair.', 'bread: heat > pick'),
    ('Chill the apple, then give it to me; I\'m stuck under the sink and can\'t move an inch.', 'apple: cool > pick'),
    ('Wash the mug; you can\'t put it in the cabinet wet.', 'mug: clean > place=cabinet'),  # "can't" with an object
    # a sentence opening with "or" that says the steps again in another order: either order (permissions)
    ('Cut the potato, warm it in the microwave, then into the bowl. Or warm it first then cut.',
     'potato: slice + heat > place=bowl'),
    ('Chill the egg, then rinse it, then onto the plate. Or rinse then chill, up to you.', 'egg: cool + clean > place=plate'),
    ('Chill the egg, then rinse it, then onto the plate. Rinse then chill.', 'egg: clean > cool > place=plate'),  # no "or"
]
