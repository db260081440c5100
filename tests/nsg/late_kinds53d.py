"""Test file 53's fourth reading (a director's notes, ASMR whispers, a shared-kitchen chat), grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE53D_KINDS = [
    # a place said again more exactly in a sentence of its own with no verb, opened by "on" / "in" and a determiner
    # ("leave it by the stove? On the counter by the stove."): the later receptacle is the place, its landmark none
    # (appositions._fragment_start, read by appositions.renamed_places)
    ('Dry the plate and leave it by the stove? On the counter next to the stove.', 'plate: place=counter'),
    ('Rinse the bowl and put it on the table. On the little side table.', 'bowl: clean > place=side_table'),
    ('Wash the knife, then set it by the sink. On the counter by the sink, please.', 'knife: clean > place=counter'),
    # not a sentence with a step of its own, nor a receptacle followed by a verb
    ('Rinse the bowl and put it on the table. On the counter, rinse the spoon too.', 'bowl: clean > place=dining_table'),
    ('Rinse the bowl and put it on the table. On the counter is the kettle.', 'bowl: clean > place=dining_table'),
    # "before" alone right after a step and before ", then" / "- then": the adverb "beforehand", that step before the one
    # said before it, none after it ("heat it, rinse it before, then ..."; afterwards.afterwards, like "after, then")
    ('Slice the bread, heat it before, then plate it.', 'bread: heat > slice > place=plate'),
    ('Chill the apple, wash it before - then slice it.', 'apple: clean > cool > slice'),
    ('Wash the mug before, then heat it.', 'mug: clean > heat'),
    # not "before" with a clause of its own after it
    ('Rinse the cup before you warm it, then set it on the side table.', 'cup: clean > heat > place=side_table'),
]
