"""Test file 37's misses, second reading (its voices: see file 37's paragraph in the eval README), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of other files."""
from __future__ import annotations

FILE37B_KINDS = [
    # a list of things narrowed to one by "just the X" / "only the X" after a break ("- ok", ", sorry,", a sentence
    # end) and before a colon or comma, "for now" between: that one is the thing (targets._narrowed)
    ('A potato and a mug - sorry, only the mug for now: rinse it and put it on the shelf.', 'mug: clean > place=shelf'),
    ('The egg and the potato, both for lunch. Just the potato: boil it.', 'potato: heat'),
    ('An apple and a tomato - ok just the tomato, wash it.', 'tomato: clean'),
    ('The egg and the potato, both for lunch. Just boil the potato.', 'potato: heat'),  # no narrowing: the first thing named stays the thing
]
