"""Test file 27's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-26."""
from __future__ import annotations

FILE27_KINDS = [
    # a turn, a spell, a go in or on a device: that device's step
    ('The potato wants a quick turn in the microwave, then slice it.', 'potato: heat > slice'),
    ('Give the egg a spell on the stove and put it in the bowl.', 'egg: heat > place=bowl'),
    ('The mug could use a go in the microwave.', 'mug: heat'),
    # a noun made of a step verb and a particle ("set-up", "pick-up", "drop-off"): no step
    ('Before the set-up, wash the pan.', 'pan: clean'),
    ('The pick-up is at noon, so chill the apple and slice it.', 'apple: cool + slice'),
    ('Wash the cup and set it on the shelf.', 'cup: clean > place=shelf'),  # the verb itself: a place
    # a hand-over (carried up to someone, to their room, away with you, handed straight to them): held
    # to the end in an "and" list too; a device said before it does its job there
    ('Warm the egg and carry it up to her.', 'egg: heat > pick'),
    ('Rinse the fork and bring it to my room.', 'fork: clean > pick'),
    ('Chill the apple and take it away with you.', 'apple: cool > pick'),
    ('Pop the cup in the fridge, then hand it straight to him.', 'cup: cool > pick'),
    ('Put the cup in the fridge and then pick it up.', 'cup: place=fridge > pick'),  # no person: a place
    # an unknown word before a piece noun ("a thick slice") names no thing; "the flesh holds" is no pick
    ('The bread: cut a thick slice and warm it.', 'bread: slice > heat'),  # "it": the slice cut (file 47f's kind, pieces)
    ('Chill the tomato so the flesh holds, then slice it.', 'tomato: cool > slice'),
    # a thing named in a sentence with no step word, when a later sentence acts on another by name
    ('Mind the kettle. Slice the bread and warm it.', 'bread: slice + heat'),
    ('The apple is on the counter. Chill it.', 'apple: cool'),  # named, then "it": the target
    # "not bothered about the order": free; a likeness ("like parking a car"): no step, no name
    ('Warm the cup and rinse it, not bothered about the order, then put it on the shelf.',
     'cup: heat + clean > place=shelf'),
    ('Slice the apple, then chill it, like parking a van in a tight spot.', 'apple: slice > cool'),
    # a device said again by its name with "last", or its state said as what the object needs: the
    # place into it is that device's step
    ('Cut the lettuce and put it in the fridge. Fridge last.', 'lettuce: slice > cool'),
    ('The egg: into the fridge with it. It only needs to be cold.', 'egg: cool'),
    ('Put the apple in the fridge.', 'apple: place=fridge'),  # nothing said of the fridge's job: a place
    # "as before" is no order word (nor an inspection's "Before:")
    ('Same as before: wash the mug, then warm it.', 'mug: clean > heat'),
    ('Bowls, as before: rinse one and put it in the cabinet.', 'bowl: clean > place=cabinet'),
    # a visit ("popping round", "stop by"): no place
    ('Warm the potato and hold on to it, Jo is popping round for it later.', 'potato: heat > pick'),
    ('Chill the bottle; my neighbour will stop by for it.', 'wine_bottle: cool'),
    # the speaker's "I've left a ... out": how it came, no place
    ("I've left a pan out. Scrub it and put it in the cabinet.", 'pan: clean > place=cabinet'),
    # a place said with "sit" ("it can sit in the bowl", "let it sit on"); a thing that sits there now
    ('Wash the apple; then it can sit in the bowl.', 'apple: clean > place=bowl'),
    ('Heat the mug and let it sit on the counter.', 'mug: heat > place=counter'),
    ('The apples sit in the bowl. Wash one.', 'apple: clean'),
    ('Let the bread sit for a minute, then slice it.', 'bread: slice'),
    # "go in that order" is the order note, not a place
    ('Rinse the cup, warm it, onto the shelf. Go in that order.', 'cup: clean > heat > place=shelf'),
    # "the other two whenever": the rest free after the first
    ('A clean, cold, sliced tomato. Rinse first, the other two whenever.', 'tomato: clean > cool + slice'),
    # a thing in a question answered "no, leave it": waved off
    ('The pan in the sink? No, leave that. The mug: rinse it and warm it.', 'mug: clean + heat'),
    # the heat of the room: no step
    ('With the heat in here, chill the apple and slice it.', 'apple: cool + slice'),
    # a mishap told with its subject ("the dog knocked ...", "someone spilled ..."): no place
    ('The dog knocked the bowl off the table. Wash it and put it in the cabinet.', 'bowl: clean > place=cabinet'),
    ('Someone spilled the cup on the rug; rinse it.', 'cup: clean'),
    ('I dropped the apple into the bowl, then washed it.', 'apple: place=bowl > clean'),  # into a receptacle: a place
    # "after" ending its clause: afterwards
    ('Wash the potato first, slice it after. Then onto the plate.', 'potato: clean > slice > place=plate'),
    # "There's a ... in the <unknown>": where it is now; a drink a bottle holds: no name slot
    ("There's an egg in the larder; boil it and slice it.", 'egg: heat + slice'),
    ('The bottle of cordial: chill it.', 'glassbottle: cool'),  # a drink of bottled_contents: the glass bottle (file 60d)
    # "then onto the blue plate" after a device: where it ends up; a new step said "before" a step said again
    ('Slice the apple, then it goes in the fridge, then onto the blue plate.', 'apple: slice > cool > place=plate'),
    ('Chill the tomato, then slice it. Wash it before slicing.', 'tomato: cool > clean > slice'),
    ('Heat the pan and then wash it before cooking.', 'pan: heat > clean'),  # ordered already: "and then"
    # an order said as a permission ("if you prefer", "if easier"): either order
    ('Wash the apple, slice it, chill it. The chilling can go before the slicing if you prefer.', 'apple: clean > slice + cool'),
    ('Rinse the cup, then warm it. Warm it first if easier.', 'cup: clean + heat'),
    ('Chill the tomato, then slice it. The slicing must come before the chilling.', 'tomato: slice > cool'),  # a rule
    # "before or after the heating": the step said before it goes beside the heating
    ('Rinse the potato, then heat it; slice it before or after the heating, either is fine.', 'potato: clean > heat + slice'),
    # a stated pair against a list: the first goes before the other and what the list put between them
    ('Slice the apple, warm it, and wash it. The washing before the slicing.', 'apple: clean > slice > heat'),
]
