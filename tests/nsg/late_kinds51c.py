"""Test file 51's misses, third reading (people telling afterwards what was done in the kitchen: a carer's visit log,
a child's bedtime account, a tasker's job-done messages, an apprentice's logbook, a vlogger's recap, a mock app
feed, a sleep clinic diary, a mystery shopper's report, a contestant's confessional, a dad's group chat), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds51b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE51C_KINDS = [
    # a sentence after the states told that does them all again in a list closed by "in that order" ("The pan was hot
    # and clean. So she'd heated it and washed it, in that order."): the groups ordered as it lists them
    # (restated._ordered)
    ('The pan was hot and clean on the shelf. So she had heated it, washed it and shelved it, in that order.',
     'pan: heat > clean > place=shelf'),
    ('The apple was cold and cut up in the bowl. I reckon he chilled it, cut it and bowled it, in that order.',
     'apple: cool > slice > place=bowl'),
    ('The pan was hot and clean on the shelf. So she had heated it, washed it and shelved it.',
     'pan: heat + clean > place=shelf'),  # no "in that order": the states told first keep their one group
]
