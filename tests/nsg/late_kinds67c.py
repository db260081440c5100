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
    # a pot or pan "of water" the object goes into, a heating verb after it in the same sentence ("the potato goes in
    # the pot of water, then you boil it"): the vessel the heating is done in, the place verb its means, no place
    # (water_vessels.heated_in_water, through places.place_roles)
    ('The potato goes in the pot of water, then you boil it for ten minutes.', 'potato: heat'),
    ('Drop the egg into a pan of water and boil it, then chill it.', 'egg: heat > cool'),
    ('Put the egg in a pot of water.', 'egg: place=pot'),  # no heating said: a place
    ('Boil the egg, then put it in the pan of water.', 'egg: heat > place=pan'),  # the heating before it: a place
]
