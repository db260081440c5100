"""Test file 25's second reading, grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE25B_KINDS = [
    # the speaker's holding said last ("Then I'll just hold it"): a verb of holding (connectives.json holding), its
    # pronoun right after, the last step: the thing ends in hand, a pick (remarks.drop_receiving, _held_by_speaker);
    # a collecting verb ("I'll grab it", "I'll take it") stays the speaker receiving it later, no step
    ("Rinse the cup, then chill it. Then I'll just hold it.", 'cup: clean > cool > pick'),
    ("Warm the bread and then slice it, and I'll hold it, no plate needed.", 'bread: heat > slice > pick'),
    ("The apple wants washing first and then cutting; then we'll hold them.", 'apple: clean > slice > pick'),
    ("Rinse the cup, then chill it. Then I'll grab it.", 'cup: clean > cool'),  # collecting: no step
    ("Warm the bread and then slice it, I'll take it later.", 'bread: heat > slice'),
    ("Warm the bread and I'll hold it while you slice it.", 'bread: heat + slice'),  # not said last: no step
]
