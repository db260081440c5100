"""Test file 39's seventh reading (letters to a neighbour, rotas and club notes), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE39G_KINDS = [
    # a heating said to dry the thing, joined by "and" to a washing right before it ("scrub the wok and warm it on the
    # hob to dry it", "... till it's bone dry", "and dry it off on the stove"): the drying takes off the washing's water,
    # so the heating comes after it, "and" read as "then" (connectives.json dried_heat_verbs / dried_heat_purposes, dried)
    ('Give the wok a scrub in the sink and warm it on the hob till it is bone dry.', 'pan: clean > heat'),
    ('Rinse the mug and zap it in the microwave to dry it out, then hang it in the cabinet.',
     'mug: clean > heat > place=cabinet'),
    ('Scrub the pot and heat it dry on the ring.', 'pot: clean > heat'),
    ('I rinsed the bowl and warmed it in the microwave so it was properly dry.', 'bowl: clean > heat'),
    ('Wash the spatula at the sink and dry it off on the stove.', 'spatula: clean > heat'),
    ('Rinse the kettle and heat it on the stove.', 'kettle: clean + heat'),  # heated plainly: a free list
    ('Wash the pot and leave it on the burner to dry.', 'pot: clean > place=stove_burner'),  # no heating to order
    ('Scrub the pan and heat it on the hob to dry it, in either order.', 'pan: clean + heat'),  # freed in words
    ('Scrub the pan and heat it on the hob to dry it. Order is up to you.', 'pan: clean + heat'),  # freed next sentence
    ('Chill the mug and warm it in the microwave to dry it.', 'mug: cool + heat'),  # no washing before it
]
