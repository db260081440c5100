"""Test file 45's misses, second reading (English written by people learning it or writing it through
translation), read after it was scored, grouped into general kinds of phrasing; every sentence below is new
(none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds51b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE45B_KINDS = [
    # an end-state frame ("I need the tomato:", "I want it like this:") and its list of states, then an "in that
    # order" note right after it, no step between: the note orders the states as said (scopes.noted_in_order,
    # called by late._end_states)
    ('I need the tomato: rinsed and cut, then cold in the fridge, then on the plate. This order, please.',
     'tomato: clean > slice > cool > place=plate'),
    ('The mug, I want it like this: rinsed, warm from the microwave, and then on the shelf. In this order.',
     'mug: clean > heat > place=shelf'),
    ('The mug, I want it like this: rinsed, warm from the microwave, and then on the shelf.',
     'mug: clean + heat > place=shelf'),  # no note: the frame's states are one group
]
