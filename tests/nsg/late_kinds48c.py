"""Test file 48's misses, third reading (ten voices whose instructions are full of negations, conditions,
exceptions and alternatives), grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds49c``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-63."""
from __future__ import annotations

FILE48C_KINDS = [
    # a participle after a copula with "by" and an indefinite doer ("is boiled by an adult"): who should do it, still
    # the step; only a name is who made it (not_done._by_a_named_maker)
    ('Remember: the potato is washed by an assistant, then sliced, then set on the plate.', 'potato: clean > slice > place=plate'),
    ('The mug is rinsed by an adult and then handed to the child.', 'mug: clean > pick'),
    ('The bread is baked by Anselm, so slice it and put it on the plate.', 'bread: slice > place=plate'),  # a name: no step
]
