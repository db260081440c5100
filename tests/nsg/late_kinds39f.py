"""Test file 39's sixth reading (house-sitter, neighbour, club and holiday-let voices), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds39e``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE39F_KINDS = [
    # a heating or cooling device said as the one that does the job to the thing ("the microwave does a potato in 7
    # mins", "our fridge will do the wine in an hour"): the device opens its clause, a few words of its own may come
    # before a form of "do", then the thing (or "it" / "them"); the device's sub-task, no place
    # (minilm/device_subjects.py, called by clauses.device_trips)
    ('Our microwave will do a potato in five minutes. Wash it first.', 'potato: clean > heat'),
    ('My toaster does bread in two minutes, then slice it.', 'bread: heat > slice'),
    ('The fridge did the wine in an hour and then it went on the table.', 'wine_bottle: cool > place=dining_table'),
    ('Note: the fridge is a bit noisy but does a tomato nicely, then into the bowl with it.', 'tomato: cool > place=bowl'),
    ("The microwave'll do an egg in a minute, then put it in the bowl.", 'egg: heat > place=bowl'),
    ("The hob does the pan in two minutes once it's scrubbed, so scrub it in the sink.", 'pan: clean > heat'),
    # contrasts: a negation, no thing done to, or the device no subject: nothing read
    ("Wash the potato; the microwave doesn't do potatoes well, so put it on a plate.", 'potato: clean > place=plate'),
    ('The fridge does a good job. Put the apple on the counter.', 'apple: place=counter'),
    ('The fridge does one thing well. Put the apple on the counter.', 'apple: place=counter'),
    ('Wash the potato and put it in the microwave, then it does it in 7 mins.', 'potato: clean > place=microwave'),
]
