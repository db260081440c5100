"""Kinds of phrasing that recur across the misses of test files 30-40 (each kind seen in two or more
files, so the most likely to come back in unseen voices); every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds38``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-40; ``HEADING_PLACES`` and
``STILL_REFUSED`` are checked there against the unknown-name refusal too."""
from __future__ import annotations

# where the object is now, a heading with a container the vocabulary lacks ("apple in the locker.
# Wash it"): no name slot, no refusal (whereabouts; files 32, 34, 36, 39)
HEADING_PLACES = [
    ('Egg in the crate. Boil it, then chill it.', 'egg: heat > cool'),
    ('Potato in the sack, scrub it, then microwave it.', 'potato: clean > heat'),
    ("The mug's on the windowsill. Wash it.", 'mug: clean'),
    ('Apple in the satchel: slice it, then chill it.', 'apple: slice > cool'),
]
# the contrast: put there by the task, the unknown container is the place slot and is refused
STILL_REFUSED = [
    ('Slice the bread and put it in the satchel.', 'satchel'),
    ('Wash the mug, then leave it on the windowsill.', 'windowsill'),
]

RECURRING_KINDS = HEADING_PLACES + [
    # how the object was found, left at a device ("a X was left in the microwave.", "X left on the hob
    # overnight."), then a later sentence: no step of that device (complaints; files 30, 37)
    ('A bowl was left in the microwave. Rinse it and put it on the shelf.', 'bowl: clean > place=shelf'),
    ('Kettle left on the stove all weekend. Wash it, then put it in the cabinet.', 'kettle: clean > place=cabinet'),
    ('Note: the plates were left in the sink. Put them in the cabinet.', 'plate: place=cabinet'),
    ('Warm the mug in the microwave, then put it on the shelf.', 'mug: heat > place=shelf'),  # a request: a step
    # a receptacle after "next to" / "beside" right by another one is a landmark, the other the place
    # (appositions.beside_landmarks; files 30, 38)
    ('Rinse the cup, then set it next to his bowl on the counter.', 'cup: clean > place=counter'),
    ('All I need: a washed spoon on the shelf next to my bowl.', 'spoon: clean > place=shelf'),
    ('By tonight I want a chilled apple on the counter next to the plate.', 'apple: cool > place=counter'),
    ('Wash the mug and leave it beside the bowl on the shelf.', 'mug: clean > place=shelf'),
    ('Rinse the cup and put it next to the plate.', 'cup: clean > place=plate'),  # no other receptacle: the place
    # where it is now, a "for ..." of whom it is for between the object and the copula ("X for Y is in the
    # Z: <request on it>"): no place (story._where_it_is; files 36, 39)
    ('The apple for the kids is on the counter: slice it.', 'apple: slice'),
    ("Bread for tomorrow's picnic is on the shelf; slice it, then toast it.", 'bread: slice > heat'),
    ('The mug for the new starter is in the cabinet. Wash it, then heat it.', 'mug: clean > heat'),
    ('Put the apple for the kids on the counter.', 'apple: place=counter'),  # a request: the place
]
