"""Test file 50's misses (plain everyday home requests and notes), read after it was scored, grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds48``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-48."""
from __future__ import annotations

FILE50_KINDS = [
    # "the X one" said as its own question or sentence right after the name's sentence: that kind (lexicon)
    ('Is the water bottle dirty? The glass one? Rinse it and put it on the shelf.', 'glassbottle: clean > place=shelf'),
    ('Chill his water bottle. The glass one. Then give it to him.', 'glassbottle: cool > pick'),
    ('Rinse the bottle, the blue lid is loose. Then put it on the shelf.', 'wine_bottle: clean > place=shelf'),  # no "the X one"
    # "slice(s)" after a count with no "of": the pieces the food comes in, no slicing (not_steps)
    ('The bread: warm three slices in the microwave, then put them on the plate.', 'bread: heat > place=plate'),
    ("Bread's in the freezer. Take one slice out and warm it.", 'bread: heat'),
    ('Cut two slices off the loaf and warm them.', 'bread: slice > heat'),  # the verb slices
    # "her" after a preposition is an owner: "after her bath" is no washing (not_steps)
    ('Warm the mug and give it to her after her bath.', 'mug: heat > pick'),
    ('Chill the apple before her wash tonight.', 'apple: cool'),
    # a food's bin as a landmark or where the food is now, no garbage can (compounds)
    ('The bread is in the bread bin. Slice it and warm it.', 'bread: slice + heat'),
    ('Wash the spoon and put it in the drawer next to the bread bin.', 'spoon: clean > place=drawer'),
    ('Bin the bread, it has gone mouldy.', 'bread: place=garbage_can'),  # the verb: the garbage can
    # a person's step done already, with a step still to do after it (changes)
    ('I already rinsed the cup so just chill it.', 'cup: cool'),
    ("We've already sliced the apple, now put it in the bowl.", 'apple: place=bowl'),
    ('I already washed the plate and put it on the shelf.', 'plate: clean > place=shelf'),  # a report: both done
    # a one-word receptacle after a longer name ending with it: that receptacle said short (lexicon)
    ('Put the cup on the side table. Wash it first, then table.', 'cup: clean > place=side_table'),
    ('Heat the mug and leave it on the coffee table, the table by the sofa.', 'mug: heat > place=coffee_table'),
    ('Rinse the bowl and put it on the table.', 'bowl: clean > place=dining_table'),  # no longer name before
    # a pan or pot on the hob in use: by "do it in", "a pan of water", "and heat it", or a time after the heating (uses)
    ('For the boiled egg, do it in the small pan on the hob, then slice it.', 'egg: heat > slice'),
    ('Boil the egg: pan of water on the stove, egg in, then chill it.', 'egg: heat > cool'),
    ('Put the egg in a pan on the hob and heat it, then slice it.', 'egg: heat > slice'),
    ('Rinse a tomato and put it in a pan on the stove and heat it. Rinse first.', 'tomato: clean > heat'),
    ('Wash the potatoes, then boil them in the pot for 20 mins.', 'potato: clean > heat'),
    ('Heat the potato, then put it in the pot on the stove.', 'potato: heat > place=pot'),  # no use said: a place
    # a step said with a pronoun before it after a heading of where the object is now ("get it cold") (whereabouts)
    ("The bottle's in the cellar, get it cold in the fridge.", 'wine_bottle: cool'),
    ("Apple's in the locker, get it clean at the sink.", 'apple: clean'),
    # a question answered by a bare "No.": the step it asks is waved off (happened)
    ('The mug: heat it? No. Chill it in the fridge.', 'mug: cool'),
    ('Bowl for the salad: wash it? Nope. Just put it on the table.', 'bowl: place=dining_table'),
    # a giving verb with "straight" / "right" / "directly" before "to": a hand-over (lexicon)
    ('Rinse the fork and give it straight to Tom.', 'fork: clean > pick'),
    ('Warm the plates, then give them directly to the guests.', 'plate: heat > pick'),
    # "in no particular order of importance": how much the wishes matter, not the order of the steps (lookalikes)
    ('My wishes, in no particular order of importance: the mug clean and on the shelf.', 'mug: clean > place=shelf'),
    ('Wash the cup and chill it, in no particular order.', 'cup: clean + cool'),  # no "of importance": free
]
