"""Test file 60's misses at its second reading (duty lists, rotas, notes and letters), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds51b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE60B_KINDS = [
    # "and once" opening a clause between two steps ("heat it, and once everyone has eaten, wash it"): what comes
    # after the clause is done after the step before it, an order (connectives.json, "and once": "then")
    ('Heat the pan on the hob, and once the guests have left, scrub it and hang it in the cabinet.', 'pan: heat > clean > place=cabinet'),
    ('Chill the mug in the fridge and once the match is over, rinse it.', 'mug: cool > clean'),
    ('Heat the pan on the hob and scrub it.', 'pan: heat + clean'),  # no "once": a group
    # a staying verb, "to", a verb of becoming and a state ("leave it to go cold"), or the participle with no pronoun
    # ("then left to cool"): the stay is that step's time, no place, in the order said (stays._left_to)
    ('Boil the egg, then leave it to go cold, and finally tip it into the bowl.', 'egg: heat > cool > place=bowl'),
    ('A potato boiled, then left to get cold, and after that put on the plate.', 'potato: heat > cool > place=plate'),
    ('Boil the egg and leave it in the bowl.', 'egg: heat > place=bowl'),  # no "to" and a step: a place
    # a time said as the name of a train, bus or boat before "leaves" ("before the 8.05 leaves"): it goes, no place
    # (departures.timetabled, read by departures.person_leaves)
    ('Rinse the mug, then hand it to the driver before the 7.50 leaves.', 'mug: clean > pick'),
    ('Chill the wine bottle and put it in the cabinet before the 6 o\'clock leaves.', 'wine_bottle: cool > place=cabinet'),
    ('Rinse the mug before the 7.50 and leave it on the shelf.', 'mug: clean > place=shelf'),  # the person leaves it: a place
    # a verb of coming or going in the past whose subject opening its sentence is a determiner and a word outside the
    # vocabulary ("The fox got into the bin"): where that thing went, a story, no place of the object
    # (strays.stray_went_in, read by others.not_a_place)
    ('Saucepan scrubbed and back in the cabinet, please. The cat got into the bin on Sunday, so lid down.', 'pot: clean > place=cabinet'),
    ('Wash the mug and hang it in the cabinet. A squirrel got in the bin once.', 'mug: clean > place=cabinet'),
    ('Wash the mug. The mug went in the cabinet.', 'mug: clean > place=cabinet'),  # the object's own name: its place
    # a food named with "ice" ("ice-cream", "ice lollies"): a thing, no chilling step (connectives.json idioms)
    ('The ice-cream van stops at five. Rinse the mug and warm it in the microwave.', 'mug: clean + heat'),
    ('Ice lollies after lunch for the kids. Wash the apple and slice it.', 'apple: clean + slice'),
    ('Ice the apple and slice it.', 'apple: cool + slice'),  # "ice" a verb: the chilling
]
