"""Test file 22's second reading (site-cabin, allotment, classroom-helper, hospital and family voices). All nine of
its misses are lists joined by "and" or commas that the gold orders; the convention reads such a list as one
free-order group, so no rule was added. These sentences pin the readings its voices lean on, so that no later rule
orders a list on words that do not order it; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-68."""
from __future__ import annotations

FILE22B_KINDS = [
    # "before <an event or a clock time>" is when the whole list is due, not an order between its steps; "before you
    # <verb> it" orders (the contrast)
    ('Clean the pan and heat it before the guests arrive.', 'pan: clean + heat'),
    ('Rinse the pot at the sink and boil it on the stove before the 8am meeting, please.', 'pot: clean + heat'),
    ('Boys (and Ana), the office mug - wash it at the sink, then warm it in the microwave before the 10am call.',
     'mug: clean > heat'),
    ('Clean the pan before you heat it.', 'pan: clean > heat'),
    # a list with a trailing time note ("Tea at four.") stays one group; "then" orders it (the contrast)
    ('Rinse the kettle in the sink and boil it on the stove. Tea at four.', 'kettle: clean + heat'),
    ('Rinse the kettle in the sink, then boil it on the stove. Tea at four.', 'kettle: clean > heat'),
    # "again" on one step of a list repeats a place, it orders nothing; "then" after it does (the contrast)
    ('Warm the potato, chill it in the fridge again and slice it.', 'potato: heat + cool + slice'),
    ('Chill the cup in the fridge again, then put it on the shelf.', 'cup: cool > place=shelf'),
    # two doers in one "and" list (the kids wash, you cut) are still one group; a verbless "Then into a bowl" ends it
    ('The kids rinse the apple in the sink and you slice it with the knife. Then into a bowl.',
     'apple: clean + slice > place=bowl'),
    ('The kids rinse the apple in the sink and then you slice it with the knife.', 'apple: clean > slice'),
    ('The kids wash the potato at the sink (kids are NOT to touch the stove), then you heat it.', 'potato: clean > heat'),
    # "to chill" after a move into the fridge is the cooling, ordered by "then"; the list after "then" stays a group
    ('Potatoes are in the cupboard. Move one into the fridge to chill, then rinse it and slice it.',
     'potato: cool > clean + slice'),
    # "keep it in your hand" is the pick, which ends the list; the steps before it stay free
    ('Rinse the cup, heat it in the microwave and keep it in your hand.', 'cup: clean + heat > pick'),
    ('Rinse the mug and keep it in your hand, the break room mugs are awful.', 'mug: clean > pick'),
    # a vocative and "whoever's first in ..." address the reader: no object, no step
    ("Folks, whoever's first in the hut, rinse the pan and then heat it on the stove.", 'pan: clean > heat'),
]
