"""Test file 66's second reading (learners of English writing notes in a kitchen), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE66B_KINDS = [
    # a place verb into cold water ("then you put it in the cold water", "drop them into iced water", a learner's
    # "you put in cold water" with no object): the cooling, no place (moves._into_cold_water, connectives.json
    # cold_waters)
    ('Boil the egg, then put it in ice water.', 'egg: heat > cool'),
    ('First you boil the potato, after you put in the cold water.', 'potato: heat > cool'),
    ('Cook the egg ten minutes and then drop it into iced water.', 'egg: heat > cool'),
    ('Boil the egg, then put it in the bowl of cold water.', 'egg: heat > place=bowl'),  # a named receptacle: a place
    # a place read only from its receptacle ("in the pan", no place verb) in a clause whose verb is denied ("you do not
    # fry it in the big pan, you boil it"): where the denied doing would be, no place (needless._denied_where)
    ('You do not fry the egg in the pan, you boil it.', 'egg: heat'),
    ("Don't grill the bread in the pan, toast it.", 'bread: heat'),
    ('Fry the egg in the pan.', 'egg: place=pan'),  # no denial: the place stays
    ('Heat the mug, then onto the shelf, not on the counter.', 'mug: heat > place=shelf'),  # a denied place: kept
    ('The egg, not in the pan, in the bowl.', 'egg: place=bowl'),  # "not" before a preposition: no denied verb
]
