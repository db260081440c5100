"""Test file 23's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-22."""
from __future__ import annotations

FILE23_KINDS = [
    # free order said as the listener's choice ("which first, you choose", "your call which first")
    ('Chill the apple, then slice it. Which first, you choose.', 'apple: cool + slice'),
    ('Rinse the mug in the sink, then heat it. You choose which first.', 'mug: clean + heat'),
    ('Scrub the pan, then warm it on the stove; your call which first.', 'pan: clean + heat'),
    # "don't lift it after": "after" ending the negated clause is a time, no constraint: no pick
    ("Heat the kettle, then put it on the counter. Don't lift it after.", 'kettle: heat > place=counter'),
    ("Chill the mug, then set it on the shelf; don't pick it up after!", 'mug: cool > place=shelf'),
    # a place verb whose only destination is a hand ("put it in my hand") is the pick ending, no place
    ('Clean the cup and then put it in my hand.', 'cup: clean > pick'),
    ('Chill the apple, then set it right into your hands.', 'apple: cool > pick'),
    ('Rinse the spoon and put it in the drawer, not in my hand.', 'spoon: clean > place=drawer'),  # a receptacle: a place
    # "request:" opens a frame of end states: its states are one group, its place last
    ('request: apple sliced, chilled, in a bowl.', 'apple: slice + cool > place=bowl'),
    ('My request: the mug rinsed and warm, on the shelf.', 'mug: clean + heat > place=shelf'),
    # a staying participle right after the object's name, before the steps are asked for, says where it is now
    ('Potatoes left in the cupboard: heat one and put it in the pot.', 'potato: heat > place=pot'),
    ('Apples left in the cupboard: slice one, then put it in the bowl.', 'apple: slice > place=bowl'),
    ('Tomato still sitting on the counter: chill it, then slice it.', 'tomato: cool > slice'),
    ('A mug lying on the shelf. Rinse it, then warm it.', 'mug: clean > heat'),
    # the object's temperature said before a causative goal of the opposite state ("make it warm"): how it is now
    ('The mug is cold. Make it warm in the microwave.', 'mug: heat'),
    ('The egg is warm. Get it nice and cold in the fridge, then slice it.', 'egg: cool > slice'),
    ('The pot is hot. Wash it, then make it cold.', 'pot: clean > cool'),  # "hot" is also no step here
    # a negated place verb ("don't put it in the fridge") leaves room for a receptacle said alone later
    ("Don't put the spoon in the fridge. It needs a rinse at the sink, then back in the drawer.", 'spoon: clean > place=drawer'),
    ('We never put the pan in the fridge. Heat it on the stove, then onto the shelf.', 'pan: heat > place=shelf'),
]
