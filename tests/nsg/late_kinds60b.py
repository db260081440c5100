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
]
