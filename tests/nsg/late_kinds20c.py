"""Test file 20's third reading (phone messages, tuck-shop and kitchen notes), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module
like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE20C_KINDS = [
    # an evening named by a participle or step word and its dish's noun before "night" / "party" ("for baked potato
    # night"): the evening's name, no step (occasions._dish_night, read through named_occasion)
    ('Apple for baked apple night: slice it, then chill it.', 'apple: slice > cool'),
    ('Bread for the roast chicken party: slice it, then put it on a plate.', 'bread: slice > place=plate'),
    ('Bake the potato tonight, then put it on a plate.', 'potato: heat > place=plate'),  # no evening noun: a step
    ('Slice the potato, then keep it cold all night.', 'potato: slice > cool'),  # a state word before "all night"
    # ", after a rinse, then ..." said after a step of its sentence: the clause is that step's (it comes after the
    # rinse), not a prefix of the next step (again.after_then, from compose._close_prefixes)
    ('Heat the mug, after a wash, then set it on the shelf.', 'mug: clean > heat > place=shelf'),
    ('Plates in the microwave to heat, after a wash at the sink, then on the shelf with them.',
     'plate: clean > heat > place=shelf'),
    ('Heat the mug. After a wash, then set it on the shelf.', 'mug: heat > clean > place=shelf'),  # own sentence: no
    # "tuck shop": the school shop, no placing verb (connectives.json idioms)
    ('For the tuck shop: wash the apple, then put it on the counter.', 'apple: clean > place=counter'),
    ('Tuck shop volunteers, the cups: rinse them, then on the counter.', 'cup: clean > place=counter'),
    ('Wash the apple, then tuck it in the fridge.', 'apple: clean > place=fridge'),  # "tuck" a verb: a place
    # "dry it (off) on the stove / hob" with no duration: drying on a heating device is heating it, its place step
    # dropped (stays._dried, in _timed_devices)
    ('Scrub the pot, then dry it on the hob.', 'pot: clean > heat'),
    ('Wash the pan, then dry it off on the stove. Leave it on the burner.', 'pan: clean > heat > place=stove_burner'),
    ('Scrub the pot, then dry it on the counter.', 'pot: clean > place=counter'),  # no heating device: a place
    ('Scrub the pot, then leave it to dry on the stove.', 'pot: clean > place=stove_burner'),  # "leave it": a place
    # the teller's past "left", the object and an "-ing" of what it was doing ("I left the pan smoking on the hob"):
    # a confession of how it was left, no step (complaints._left_going, in left_about)
    ('We left the pan smoking on the hob, sorry. Scrub it, then put it on the shelf.', 'pan: clean > place=shelf'),
    ('I know I left the mug steaming in the microwave. Rinse it and put it on the counter.', 'mug: clean > place=counter'),
    ('I left the pan on the hob to heat. Then scrub it.', 'pan: heat > clean'),  # no "-ing" of its doing
]
