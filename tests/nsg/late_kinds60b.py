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
]
