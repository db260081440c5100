"""Test file 38's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds36``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-36."""
from __future__ import annotations

FILE38_KINDS = [
    # a person the object is handed to ("the guest", "the customer", "the presenter"): a known word, no unknown name (lexicon)
    ('Rinse the glass bottle and hand it to the guest at the door.', 'glassbottle: clean > pick'),
    ('Warm the plate, then give it to the customer by the till.', 'plate: heat > pick'),
    ('Chill the apple and hand it to the presenter after the break.', 'apple: cool > pick'),
    # "your choice which first" frees the order of the steps before it (connectives, like "your call which first")
    ('Rinse the pot, heat it, your choice which first, then onto the shelf.', 'pot: clean + heat > place=shelf'),
    ('Chill the tomato and slice it, your pick which first.', 'tomato: cool + slice'),
    ('Chill the tomato, then slice it.', 'tomato: cool > slice'),  # no note: ordered
    # "leave it at that": nothing more to do, no place (connectives idioms)
    ('Rinse the bowl and leave it at that.', 'bowl: clean'),
    ('Get the potato hot and leave it at that, I will do the rest.', 'potato: heat'),
    ('Rinse the bowl and leave it on the shelf.', 'bowl: clean > place=shelf'),  # a receptacle: a place
    # where the speaker is ("I'm on the sofa", "we're at the table"): no place of the object (speaker)
    ('Warm the cup and bring it to me, I\'m in the armchair.', 'cup: heat > pick'),
    ('Slice the apple and hand it over, we\'re at the table.', 'apple: slice > pick'),
    ('Wash the mug and put it on the table.', 'mug: clean > place=dining_table'),  # the object's place
    # what the speaker needs the object for, done to another thing ("I need to cut this string"): no step (speaker)
    ('Rinse the knife and hand it to me, I need to cut this string.', 'knife: clean > pick'),
    ('Wash the spoon and hand it to me, I want to stir my soup.', 'spoon: clean > pick'),
    # a thing the speaker left or brought for the listener, then the request: no place (speaker)
    ('I have brought you an egg. Boil it, then onto the plate.', 'egg: heat > place=plate'),
    ("Tom - I've left you a tomato on the counter. Slice it and chill it.", 'tomato: slice + cool'),
    # "don't forget" before a constraint reminds, no negation of it (late)
    ('Slice the bread, then toast it. Do not forget the toasting has to be after the slicing.', 'bread: slice > heat'),
    ("Chill the egg and rinse it. Don't forget the rinse must come before the chilling.", 'egg: clean > cool'),
    # "first" / "last" between a possessive and a noun: an ordinal of that noun, no order word (lookalikes)
    ('Rinse the mug and put it on the shelf for his first coffee.', 'mug: clean > place=shelf'),
    ('Heat the potato and slice it before my last shift.', 'potato: heat + slice'),
    ('Heat the potato, slice it first.', 'potato: slice > heat'),  # after the verb's object: an order word
    # a warning clause ending with "otherwise" or opened by "or else": what would happen, no step (not_asked)
    ('Warm the plate, the food goes cold otherwise.', 'plate: heat'),
    ('Chill the tomato, or else it goes warm and soft.', 'tomato: cool'),
    # a state word hyphened to a step word inside a noun phrase ("the cold-toast thing"): a kind of thing (compounds)
    ('Slice the bread for her weird cold-toast habit, then chill it.', 'bread: slice > cool'),
    ('Chill the apple for his cold-toast breakfast, then slice it.', 'apple: cool > slice'),
]
