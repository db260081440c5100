"""Test file 32's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-30."""
from __future__ import annotations

FILE32_KINDS = [
    # a goal said as a bare noun phrase: a state word (or "slices of") right before the object's bare name at
    # the head of a sentence, then where it goes: the state, then the place (bare_goals.py)
    ('Hot potato in the bowl, please, by six.', 'potato: heat > place=bowl'),
    ('Cold tomato on the counter for the salad lady.', 'tomato: cool > place=counter'),
    ('What the guests get: slices of apple in a bowl.', 'apple: slice > place=bowl'),
    ("There's slices of tomato on the plate; I did them earlier.", 'tomato: slice > place=plate'),
    ('Warm potato in the microwave, then onto a plate.', 'potato: heat > place=plate'),  # its own device: the means
    # "cut me a slice of": the cut and the piece are one slicing step
    ('Cut me a slice of the apple, chill it, then into the bowl.', 'apple: slice > cool > place=bowl'),
    ('Cut us a slice of bread and warm it.', 'bread: slice + heat'),
    # "half" is a piece of the object, no unknown thing ("put the other half in the fridge")
    ('I halved an apple with the knife and left the other half on the counter.', 'apple: slice > place=counter'),
    ('Slice the potato in half and put the other half in the bowl.', 'potato: slice > place=bowl'),
    # a state word of a thing outside the vocabulary after "the" or a possessive: that thing's, no step
    ('Slice the bread for the hot sandwiches, Ben.', 'bread: slice'),
    ('Rinse my mug and put it on the shelf. I am on the frozen aisle today.', 'mug: clean > place=shelf'),
    ('A cold snap in the fridge for the apple, then slice it.', 'apple: cool > slice'),  # "a": a step said as weather
    # "first" said between two steps said again, and none after the second: the step before's
    ('The mug wants rinsing and then warming, so I rinse it first and warm it after.', 'mug: clean > heat'),
    ('Chill and slice the apple; chill it first and slice it later.', 'apple: cool > slice'),
    # a place verb whose object is followed by "somewhere cold": the cooling, no place
    ('Stick that potato somewhere cold for an hour.', 'potato: cool'),
    ('Put the mug somewhere cold, then rinse it.', 'mug: cool > clean'),
    # a pick told as done of a portion after a slicing ("took one", "grabbed a slice"): the teller's piece
    ('We sliced the apple and put it in the bowl. I took one on the way out.', 'apple: slice > place=bowl'),
    ('I cut the bread, warmed it and nicked a slice, sorry.', 'bread: slice + heat'),
    # "first" / "last" in a compound adjective after a determiner: no order word; a device's name before
    # a verb it is the subject of: a receptacle, no device verb
    ('Chill the apple, then rinse it. The fridge is by the first-floor stairs.', 'apple: cool > clean'),
    ('Warm the cup, then rinse it. Microwave is behind the last-minute stall.', 'cup: heat > clean'),
    # "pop" said of the object bursting, after the object or a modal with nothing it moves after it
    ('Heat the potato in the microwave and put it on the plate; it might pop, so careful.', 'potato: heat > place=plate'),
    ('Warm the egg, then into the bowl. Mind it does not pop.', 'egg: heat > place=bowl'),
    # a stay in a device said by a counted length of time: the device's step
    ('Give the tomato ten minutes in the fridge, then cut it up.', 'tomato: cool > slice'),
    ('The mug needs two minutes in the microwave before it goes on the shelf.', 'mug: heat > place=shelf'),
    # the object put first, before "I" / "we" and the verb, with no verb of its own after: the teller's step
    ('The old pan I scrubbed in the sink, then hung back in the cabinet.', 'pan: clean > place=cabinet'),
    ('That potato we rinsed, it was muddy.', 'potato: clean'),
    ('The egg I left with you needs heating.', 'egg: heat'),  # a relative clause: a verb of its own
    # "left" of "the one (that was / you) left ..." and a headline "<object> left in <where> -": how it was found
    ('Mugs again - the one you left on the shelf wants a rinse and then the cabinet.', 'mug: clean > place=cabinet'),
    ('Pan left on the stove - scrub it and hang it in the cabinet please.', 'pan: clean > place=cabinet'),
    # a place into a device "to <word outside the vocabulary> up": what the trip is for, the device's step
    ('Wash the lettuce, then into the fridge to perk up.', 'lettuce: clean > cool'),
    ('Rinse the tomato and put it in the fridge to firm up.', 'tomato: clean + cool'),
    ('Wash the lettuce and then put it in the fridge for the night shift.', 'lettuce: clean > place=fridge'),  # no change said
    # a step word after a possessive after "the" / "for": whose dish it is, no step
    ("For Dad's toast, slice the bread and then toast it.", 'bread: slice > heat'),
    ("Cut the tomato for the kids' roast dinner and chill it.", 'tomato: slice + cool'),
    # a receptacle's name opening a compound whose head is another receptacle: the head
    ('Rinse the cup and leave it on the bowl storage shelf.', 'cup: clean > place=shelf'),
    # an order said, then taken back by "but ... doesn't matter": either order
    ('I washed the apple and chilled it, then bowl; the chilling came after the washing, but it does not matter.',
     'apple: clean + cool > place=bowl'),
]
