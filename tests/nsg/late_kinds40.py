"""Test file 40's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds38``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-38."""
from __future__ import annotations

FILE40_KINDS = [
    # a glass water bottle: the glass bottle (lexicon)
    ('Rinse the glass water bottle and put it on the shelf.', 'glassbottle: clean > place=shelf'),
    ('Chill two glass water bottles, then hand them to the guests.', 'glassbottle: cool > pick'),
    # a hand-over verb ending in "to", the person, then where the person is ("out in the garden"): a pick (places)
    ('Warm the plate, then give it to Jo out in the garden.', 'plate: heat > pick'),
    ('Rinse the apple and hand it to Sam over by the door.', 'apple: clean > pick'),
    ('Take the mug out of the cupboard and rinse it.', 'mug: clean'),  # no "to": taken out on the way
    # "chunking", a gerund of "chunk" in a constraint (connectives)
    ('Cut the potato up and heat it. Heat it only after chunking.', 'potato: slice > heat'),
    ('Slice the tomato and chill it, chill it after the chopping.', 'tomato: slice > cool'),
    # a step verb after a possessive or a demonstrative ("the coach's toast", "this set", "my rest"): a noun (not_steps)
    ("Chill the apple for the coach's toast after the match, then put it on the table.", 'apple: cool > place=dining_table'),
    ('Rinse the mug and hand it to me when I finish this set.', 'mug: clean > pick'),
    ('Heat the mug and give it to me after my rest.', 'mug: heat > pick'),
    # a third-person step verb after another noun subject ("the toaster only takes ..."): what that thing does (not_steps)
    ('Slice the bread and heat it. The toaster only takes thin pieces.', 'bread: slice + heat'),
    ('Wash the apple and slice it; any grit throws the count off.', 'apple: clean + slice'),
    ('Heat the potato and put it in the bowl. The bowl goes on the table later.', 'potato: heat > place=bowl'),  # a receptacle after the verb: not this kind
    # a state word before "enough": a degree, no step (not_steps)
    ('Boil the egg, then rinse it so it is cool enough to peel.', 'egg: heat > clean'),
    ('Rinse the pot and heat it until it is warm enough to touch.', 'pot: clean + heat'),
    # a state word after "complained of / about": what was wrong, no step (not_steps)
    ('Guests complained about cold plates last night. Warm the plates and set them on the table.', 'plate: heat > place=dining_table'),
    ('The kids complained of warm apples. Chill one and slice it.', 'apple: cool + slice'),
    # "go on" said alone between commas or before a colon: an encouragement, no place (not_steps)
    ('Grab an apple, go on, then wash it.', 'apple: clean'),
    ('Have a tomato, go on: chop it, then chill it.', 'tomato: slice > cool'),
    # a person and a modal before a place verb with another thing ("he can't leave the phones"): their move, no place (not_steps)
    ("Warm the cup and hand it over, he can't leave the phones.", 'cup: heat > pick'),
    ('Chill the bottle of wine and give it to Max, we must move the chairs first.', 'wine_bottle: cool > pick'),
    ('Rinse the pan, then he can put it on the shelf.', 'pan: clean > place=shelf'),  # an object pronoun: a step
    # "at the end of the shift", "at 6", "at table 4": a time or a label, no order (occasions)
    ('Slice the apple at the end of the shift and rinse it.', 'apple: slice + clean'),
    ('Heat the mug, then give it to the man at table 4.', 'mug: heat > pick'),
    ('Chill the tomato for the party at 6, then slice it.', 'tomato: cool > slice'),
    # a reflexive after the person handed to ("hand it to her yourself"): a hand-over (lexicon known words, unmeant)
    ('Warm the kettle and hand it to her yourself.', 'kettle: heat > pick'),
]
