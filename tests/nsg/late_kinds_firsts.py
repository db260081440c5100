"""A trailing "first" after verbs that share one object, a general kind noted at file 18's second reading (its item
104) and read apart from any one file; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

SHARED_FIRST_KINDS = [
    # verbs joined by a bare "and" or comma share the object after the last of them, and a "first" after that object
    # fronts the whole group, in either order between them (firsts.shared_first, compose.relations)
    ('Wash and chill the tomato first, then put it on the shelf.', 'tomato: clean + cool > place=shelf'),
    ('Rinse and warm the mug first. Then leave it on the counter.', 'mug: clean + heat > place=counter'),
    ('Wash, slice and chill the apple first, then put it on the plate.', 'apple: clean + slice + cool > place=plate'),
    ('The potato must be washed and heated first, then put in the bowl.', 'potato: clean + heat > place=bowl'),
    # contrasts: the "first" right after the first verb's object is that verb's alone; "or" offers a choice
    ('Rinse the mug first and chill it, then put it on the shelf.', 'mug: clean > cool > place=shelf'),
    ('Rinse first and chill the mug, then put it on the shelf.', 'mug: clean > cool > place=shelf'),
    ('Wash or chill the apple first, then slice it.', 'apple: clean + cool > slice'),
]
