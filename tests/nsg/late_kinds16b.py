"""Test file 16's second reading (radio, legal, haiku, text-message and tour voices), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds64b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE16B_KINDS = [
    # a round of stations opened by a wish ("I want the mug in the microwave, then the fridge, then ..."): the first
    # stop is a stop too, its device's step, not a place dropped (connectives.json station_words, stations)
    ('I want the mug in the microwave, then the fridge, then the sink.', 'mug: heat > cool > place=sink'),
    ('We need the potato in the sink, then the fridge, then onto the plate.', 'potato: clean > cool > place=plate'),
    ('We want the cup in the fridge, then the counter.', 'cup: cool > place=counter'),
    ('I want the mug in the microwave.', 'mug: place=microwave'),  # one stop only: a place
]
