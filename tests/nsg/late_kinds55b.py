"""Test file 55's misses, second reading (tasks passed on through someone else: relayed and reported instructions
where the gold is the task the final doer must do), grouped into general kinds of phrasing; every sentence below is
new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE55B_KINDS = [
    # a hand-over whose purpose is said by "to hold" / "to keep" after the person ("give it to him to hold"): the same
    # hand-over, held to the end after the steps before it (handovers.handed_over)
    ('Heat the mug and give it to him to hold.', 'mug: heat > pick'),
    ('Warm the plate in the microwave and hand it to Gran to hold.', 'plate: heat > pick'),
    ('Toast the bread and pass it to her to keep.', 'bread: heat > pick'),
    ('Heat the mug and hold it.', 'mug: heat + pick'),  # no hand-over: a plain "and" list, one group
]
