"""Test file 67's third reading (social-media voices: captions, forum posts, chore-bot lines), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds67b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE67C_KINDS = [
    # the end wanted said as a picture of it, no verb: the object's name after its determiner, then a list of states
    # ending in a storing device's state ("washed, sliced and chilling in the fridge", "nice and cold in the fridge"
    # after a verb of wishing): the states, then the fridge as where it is left (need_stops._described, through
    # need_stops.needed_in and places._said_alone)
    ('Prep goal: the potato washed, diced and chilling in the fridge.', 'potato: clean + slice + cool > place=fridge'),
    ('By lunch, every apple rinsed, sliced and chilling in the fridge.', 'apple: clean + slice + cool > place=fridge'),
    ('Tonight: the lettuce washed and cold in the fridge.', 'lettuce: clean + cool > place=fridge'),
    ('She wants her wine bottle nice and cold in the fridge by eight.', 'wine_bottle: cool > place=fridge'),
    ('Rinse the apple, slice it and keep it chilling in the fridge.', 'apple: clean + slice + cool'),  # a verb: the means
    ('I need you to make the egg cold in the fridge.', 'egg: cool'),  # not a wish right before the name: the means
    ('Is the mug supposed to be chilling in the fridge already?', 'mug: cool'),  # a question of a state, no picture
]
