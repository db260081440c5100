"""Test file 44's misses, second reading (people checking what someone did, or was supposed to do, on a recorded
video: a crowdworker labelling clips, an assessor's body-cam review, a judge's notes, a CCTV log, a coding notebook,
a robot test engineer's list, a quiz host's video round, a speedrun moderator), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds44``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE44B_KINDS = [
    # an order noun, then someone's own noun of choosing ("Order is the runner's call", "the sequence is Sam's
    # choice"): frees the order as "your call" does (notes.owners_call, read by clauses.order_clauses)
    ('Judging notes: mug rinsed, mug warm, mug on the shelf. Order is the contestant\'s call.',
     'mug: clean + heat > place=shelf'),
    ('Slice the apple, chill it, then put it in the bowl. The sequence is the player\'s choice.',
     'apple: slice + cool > place=bowl'),
    ('Rinse the cup, warm it, then put it on the counter. The order is Dana\'s decision.',
     'cup: clean + heat > place=counter'),
    ('Rinse the cup, warm it, then put it on the counter. It\'s the order that matters.',
     'cup: clean > heat > place=counter'),  # no one's call: the order kept
]
