"""Test file 23's third reading (toddler talk, hangover notes, landlords' lists), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE23C_KINDS = [
    # a place verb into a device said last after "and", its purpose a plain clause "so it's <the device's state>"
    # ("... and put it in the fridge so it's cold"): the place is there for the device's step, as with "to chill",
    # so that step comes last (purposes.so_purpose, read by uses.put_there_to)
    ('Rinse the cup and put it in the fridge so it is cold.', 'cup: clean > cool'),
    ('Slice the tomatoes and pop them in the fridge so they get nice and cold.', 'tomato: slice > cool'),
    ("Wash the mug at the sink and stick it in the microwave so it's warm for my tea.", 'mug: clean > heat'),
    ('I cut the bread and put it in the microwave so that it will be hot.', 'bread: slice > heat'),
    # contrasts: the state said by its own verb, the generator's "to heat it", the place said first, the order freed
    ("Rinse the mug and heat it in the microwave so it's warm.", 'mug: clean + heat'),
    ('Rinse the mug and put it in the microwave to heat it.', 'mug: clean + heat'),
    ("Put the cup in the fridge so it's cold and rinse it.", 'cup: cool + clean'),
    ("Rinse the cup and put it in the fridge so it's cold, in any order.", 'cup: clean + cool'),
    # an intensifier and "and" before a state word ("make it nice and cold", "get it good and hot"): that "and" joins no
    # steps, so a list closed by ", and" before it is read in order like any list of actions
    # (connectives.json intensifiers, attributes.intensifying_and / said_from, read by cues and compose._oxford)
    ('Rinse the tomato, chop it up, and make it nice and cold.', 'tomato: clean > slice > cool'),
    ('Scrub the potato, cut it in half, and get it good and hot.', 'potato: clean > slice > heat'),
    ('Wash the lettuce, shred it, and keep it lovely and cold.', 'lettuce: clean > slice > cool'),
    # contrasts: a list closed by a bare "and" stays one group; so does "nice and" before a verb
    ('Rinse the tomato, chop it up and make it nice and cold.', 'tomato: clean + slice + cool'),
    ('Wash the mug and get it nice and hot.', 'mug: clean + heat'),
    ('Rinse the apple nice and slice it.', 'apple: clean + slice'),
    # the same place into a device with its step as a bare purpose ("to chill", "to get cold", "so it's cold") said last in
    # a group that only where the thing ends up follows ("..., then put it on the counter", "..., then hand it to me"):
    # a recipe ending in a place, that step last in its group (compose.groups, uses.put_there_to)
    ('Rinse the cup and pop it in the fridge to chill, then set it on the counter.', 'cup: clean > cool > place=counter'),
    ('Slice the apple and put it in the fridge to get cold, then hand it to me.', 'apple: slice > cool > pick'),
    ("Wash the mug and stick it in the microwave so it's hot, then put it on the counter.", 'mug: clean > heat > place=counter'),
    # contrasts: another step follows, not a place; the generator's "to chill it"
    ('Rinse the tomato and put it in the fridge to chill, then slice it.', 'tomato: clean + cool > slice'),
    ('Rinse the cup and put it in the fridge to chill it, then put it on the counter.', 'cup: clean + cool > place=counter'),
]
