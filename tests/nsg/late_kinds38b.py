"""Test file 38's misses, second reading (ten everyday voices: a newly-wed couple's to-do comments, a godmother,
a man with his arm in a sling, an uncle minding nephews, a stepdad's notes, a TV green-room's runner briefs, a
removal crew boss, a conference caterer on the radio, a car-wash owner, a phone shop's back-room kitchen), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds53b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-63."""
from __future__ import annotations

FILE38B_KINDS = [
    # a one-word state and "already" after a comma that closes a copula's clause of where the thing is ("it's in
    # the fridge, cold already"): how it is now, no step (changes._already, changes._after_where)
    ("The apple's in the fridge, cold already. Slice it.", "apple: slice"),
    ("The mug is on the shelf, clean already. Heat it in the microwave.", "mug: heat"),
    ("The bowl was in the dishwasher, clean already, so just put it on the table.", "bowl: place=dining_table"),
    ("Put the apple in the fridge, cold already. Slice it.", "apple: cool > slice"),  # no copula: a step said
    # a bare "to cool (off / down)" right after a place that is not the fridge ("onto the counter to cool off"): what
    # the thing does left standing there, no cooling step (others.purpose_of_place)
    ("Wash the potato, then onto the counter to cool off.", "potato: clean > place=counter"),
    ("Heat the mug and set it on the shelf to cool down a bit.", "mug: heat > place=shelf"),
    ("Boil the egg and put it in the fridge to cool.", "egg: heat > cool"),  # the fridge: the device's step
    # "then it's going in / into / onto the" and a receptacle, said after another step ("..., then it's going in the
    # bowl"): a place verb like "goes in" (connectives.json, place verbs); without "then" it may be a purpose, no place
    ("Put the apple in the fridge. Then it's going in the bowl.", "apple: cool > place=bowl"),
    ("Chill the tomato, then it's going into the pan.", "tomato: cool > place=pan"),
    ("I'm going into town, so wash the cup first.", "cup: clean"),  # a person going, no receptacle: no place
    # the object and where it is now, a comma, then a command about "it" ("the mug on the shelf, rinse it and ..."): a
    # heading of where it is, no place (located._headed)
    ("Whoever's around: the mug on the shelf, rinse it and heat it.", "mug: clean + heat"),
    ("The plate on the counter, scrub it and give it to me.", "plate: clean > pick"),
    ("Put the mug on the shelf, rinse it first.", "mug: clean > place=shelf"),  # a place verb: a place
]
