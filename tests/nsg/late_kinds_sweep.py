"""The sweep across the hand-written test files 2-66 (all but 38 and 60): misses whose nodes differ from the gold's
(a step missing or extra, a wrong receptacle), grouped into kinds of phrasing seen in at least two files; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

SWEEP_KINDS = [
    # a slice, or a count of slices, with or without "of <thing>", right after a heat, cool, clean or place verb
    # ("toast two slices of bread", "pop a slice of bread in the toaster", "bung a slice in the microwave", files 28
    # and 58) is the piece the verb acts on, not a slicing step (not_steps, _counted_pieces / _a_piece)
    ('Toast three slices of bread for the twins.', 'bread: heat'),
    ('Pop a slice of bread in the microwave to warm it, then leave it on the plate.', 'bread: heat > place=plate'),
    ('The bread is stale: shove a slice in the microwave and put it on a plate.', 'bread: heat > place=plate'),
    # contrasts: a cutting verb slices the pieces; the pieces said alone, with no verb before them, keep their slicing
    ('Cut three slices of bread and toast them.', 'bread: slice > heat'),
    ('Two slices of bread, warmed, on the plate please.', 'bread: slice > heat > place=plate'),
    # a bare "in" or "in there" (no receptacle), then later in the same sentence "to" and a heating or cooling word
    # ("bottles go in there to chill", "pop the bottle in as soon as you arrive; it takes two hours to get cold", files
    # 21 and 41): the trip is that step's means, no place (stays, _in_to / _to_device_step)
    ('The staff fridge is for lunches. Apples go in there to chill once they have been rinsed.', 'apple: clean > cool'),
    ('The microwave is by the door. Put the mug in there to warm it up.', 'mug: heat'),
    ('Our fridge is tiny. Stick the wine bottle in when you arrive; it needs an hour to get cold.', 'wine_bottle: cool'),
    # contrasts: the step said in a later clause of its own, or another sentence, leaves the place
    ('Apples go in there, then chill them.', 'apple: place > cool'),
    ('Put the mug in there. Then warm it up.', 'mug: place > heat'),
    # the dish the thing is eaten from ("then eat it off a plate", "eat it out of a bowl"), said after every other place,
    # is where it ends up: an earlier trip into a device is that device's step (uses, receptacle_uses); a receptacle
    # right after that dish ("off a plate at my desk", "from a bowl on the sofa") is where someone eats, no place
    # (strays, eaten_at); files 31 and 54
    ('The potato goes in the microwave first. Then eat it off a plate, not the tray.', 'potato: heat > place=plate'),
    ('Stick the apple in the fridge and later eat it out of a bowl.', 'apple: cool > place=bowl'),
    ('Warm up the bread and eat it from a plate on the sofa.', 'bread: heat > place=plate'),
    # contrasts: a place said after the eating stays the place; where someone eats, with no dish, is no place
    ('Eat the apple off a plate and then put it in the fridge.', 'apple: place=fridge'),
    ('Warm the bread and eat it at the desk.', 'bread: heat'),
]
