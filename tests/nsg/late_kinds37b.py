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
    ('Boil the egg and the potato, not just the potato: the egg too.', 'egg: heat'),  # "not just": no narrowing
    # a stop said alone ("X into the fridge") with a step said after it that closes on "before that" / "beforehand" /
    # "first": that step comes first, so the stop stays the object's end, a place (stations._said_before)
    ('Egg into the fridge, but wash it beforehand.', 'egg: clean > place=fridge'),
    ('potato into the fridge, but scrub it in the sink before that.', 'potato: clean > place=fridge'),
    ('Tomato into the fridge, but wash it afterwards.', 'tomato: cool > clean'),  # a step after it: the chilling
]
