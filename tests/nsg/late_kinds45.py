"""Test file 45's misses (English written by learners and through translation), read after it was scored as
the held-out file, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation
line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-41."""
from __future__ import annotations

FILE45_KINDS = [
    # a hand-over verb with the object left out ("give to me", "give me", "give to Sam", "bring to you"): a pick (connectives)
    ('Warm the plate and give to me, I am at the door.', 'plate: heat > pick'),
    ('Rinse the fork, then give me, please.', 'fork: clean > pick'),
    ('Chill the apple and give to Sam when he comes.', 'apple: cool > pick'),
    ('I will rinse the ladle and bring to you.', 'ladle: clean > pick'),
    ('Rinse the cup and give it a scrub.', 'cup: clean'),  # "give it a scrub": washing, no hand-over
    # learners' and loan names: "frypan", "cooker", "frigo", "garbage", "mug cup", "small / little table" (lexicon)
    ('Rinse the frypan and set it on the cooker.', 'pan: clean > place=stove_burner'),
    ('Put the apple in the frigo for an hour, then slice it.', 'apple: cool > slice'),
    ('Throw the old dish sponge into the garbage.', 'dish_sponge: place=garbage_can'),
    ('Warm my mug cup and put it on the little table by the bed.', 'mug: heat > place=side_table'),
    ('Put the washed plate on the big table.', 'plate: clean > place=dining_table'),  # a big table: the dining table
    # "of" and a name or a drink after the object ("the mug of Kofi", "a bottle of soda"): whose it is, what it holds (names)
    ('The cup of Marta is in the sink. Rinse it and put it on the shelf.', 'cup: clean > place=shelf'),
    ('Chill the glass bottle of soda and give it to me.', 'glassbottle: cool > pick'),
    ('Put the glass bottle of sparkling water in the fridge to chill.', 'glassbottle: cool'),
    # a drink "in" a named container ("heat the milk in my mug"): the container is the object (names)
    ('Heat the milk in my cup and hand it to me.', 'cup: heat > pick'),
    ('Please chill the juice in the glass bottle, then put it on the counter.', 'glassbottle: cool > place=counter'),
    # a device and a count of time without "for" ("in the microwave thirty seconds"): a stay there, the device's step (stays)
    ('Put the potato in the microwave three minutes, then slice it.', 'potato: heat > slice'),
    ('Rinse the tomato, then put it in the fridge 20 min.', 'tomato: clean > cool'),
    ('Put the apple in the bowl five minutes before dinner.', 'apple: place=bowl'),  # no device: a place
    # "This order, ok?" said after the list: in that order (connectives)
    ('The bread: sliced and toasted, then on the plate. This order, ok?', 'bread: slice > heat > place=plate'),
    ('Washed and chopped, then chilled, the lettuce. This order, please.', 'lettuce: clean > slice > cool'),
    # a state word after a person or a drink and a copula ("he is cold", "the water is boiling"): not the object's (not_steps)
    ('Hand me the spoon, the soup is boiling.', 'spoon: pick'),
    ('Warm the cup and give it to Omar. He says he is cold.', 'cup: heat > pick'),
    ('Put the egg in the pot and heat it until the water is boiling.', 'egg: place=pot > heat'),  # a time clause: the means
    # a giving verb said with a hand ("give it to me in the hand"): a hand-over, held to the end (handovers)
    ('Toast the bread and give it to me in the hand.', 'bread: heat > pick'),
    ('Chill the apple and pass it to her in her hand.', 'apple: cool > pick'),
    # "out of fridge", a learner's bare noun after "of": a receptacle, no verb "to fridge" (cues)
    ('Take the mug out of fridge and put on the counter.', 'mug: place=counter'),
    ('Fridge the tomato, then slice it.', 'tomato: cool > slice'),  # a verb: cooling
]
