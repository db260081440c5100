"""Test file 46's misses, third reading (people telling machines and researchers what the task is: prompts, bug
reports, annotation guidelines, commands to a home robot), grouped into general kinds of phrasing; every sentence
below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds46b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE46C_KINDS = [
    # "you keep" and an -ing word opening its sentence ("You keep doing the slicing last."): what the robot does again
    # and again, a complaint, no step, no place and no order (complaints._you_keep, read by story.told)
    ('You keep doing the chilling first. Rinse the apple, then chill it.', 'apple: clean > cool'),
    ('You keep leaving the washing till last. Wash the mug first, then heat it.', 'mug: clean > heat'),
    ('You keep putting the pan in the fridge. Scrub it, then hang it on the shelf.', 'pan: clean > place=shelf'),
    ('Keep chilling the apple, then slice it.', 'apple: cool > slice'),  # a command: "keep" opens it, no "you"
]
