"""Test file 29's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-28."""
from __future__ import annotations

FILE29_KINDS = [
    # where the object was left, said as a complaint or a house rule ("not to be left", "the pan's been
    # left", "keeps leaving", "Lates left it filthy."): no step, its receptacle no place
    ('Plates are not to be left in the staff room. Rinse yours and put it in the cabinet.', 'plate: clean > place=cabinet'),
    ("The pan's been left on the hob again. Scrub it and put it on the shelf.", 'pan: clean > place=shelf'),
    ('To whoever keeps leaving a mug by the printer: wash it and put it in the cabinet.', 'mug: clean > place=cabinet'),
    ('The pot wants a scrub at the sink, then back in the cupboard. Lates left it filthy.', 'pot: clean > place=cabinet'),
    ('Leave the mug in the cabinet.', 'mug: place=cabinet'),  # an instruction to leave it: a place
    # a place verb whose object is followed right away by another step's words ("stick it under the tap"):
    # the move is that step's means; "under the tap" is a rinse
    ('Stick the ladle under the tap and hang it on the shelf.', 'ladle: clean > place=shelf'),
    ('Pop the plate under the cold tap for a rinse, then put it in the cabinet.', 'plate: clean > place=cabinet'),
    ('Run the cup under the faucet, then chill it.', 'cup: clean > cool'),
    ('Rinse that potato off under the tap, then slice it.', 'potato: clean > slice'),  # one rinse, said twice
    # a landmark said after the receptacle ("the shelf behind the counter", "the table by the chair"): the
    # first is the place, and a thing said after a place preposition neither is the target nor unseats a drink's cup
    ('The egg goes in the fridge to chill and then on the shelf behind the microwave.', 'egg: cool > place=shelf'),
    ('A mug of coffee for the boss: warm it, then on the side table by the sofa.', 'mug: heat > place=side_table'),
    ('Go to the window. I want a cup of tea warmed in the microwave and put in the sink.', 'cup: heat > place=sink'),
    ('The pans are behind the bread bin. Scrub the apple and put it in the bowl.', 'apple: clean > place=bowl'),
    # the listener's own hands washed ("wash your hands after", "before you start you wash your hands"):
    # no step, and its order word orders nothing
    ('Scrub the pot at the sink and set it on the shelf, and wash your hands after.', 'pot: clean > place=shelf'),
    ('Before you start you wash your hands, then you chill the apple and slice it.', 'apple: cool + slice'),
    ('Warm your hands on the mug, then rinse it.', 'mug: clean'),  # "on the mug": no step of its own
    # an order word before an occasion ("before lunch", "by dinner", "before first sitting"): when, no order
    ('Apple in the bowl before lunch, chilled and sliced.', 'apple: cool + slice > place=bowl'),
    ('Before dinner you chill the tomato, cut it and put it in the bowl.', 'tomato: cool > slice > place=bowl'),  # a recipe list: in order
    ('Warm the bread before second sitting, then slice it.', 'bread: heat > slice'),
    # "stand it on": a place verb
    ('Chill the glass bottle, then stand it on the dining table.', 'glassbottle: cool > place=dining_table'),
    ('Rinse the vase and stand it on the shelf.', 'vase: clean > place=shelf'),
    # a piece noun said alone as an item of a list about the object ("Spud: wedges, then heated"): sliced
    ('Apple for the kids: chunks, then chilled, then into the bowl.', 'apple: slice > cool > place=bowl'),
    ('Potato. Cubes and hot, either order. Then on a plate.', 'potato: slice + heat > place=plate'),
    ('Tomato: rinsed, then slices.', 'tomato: clean > slice'),
    ('A bowl of apple chunks.', 'apple: slice > place=bowl'),  # the pieces right after the name
    # a thing refused with "no" for another said with "instead" ("no bread. Potato instead"): the other is the target
    ('No mug today. The cup instead: wash it and put it in the cabinet.', 'cup: clean > place=cabinet'),
    ('She is vegan - no egg. Apple instead: slice it, then chill it.', 'apple: slice > cool'),
    # an unknown name taken back by "I mean" / "or rather" before a known one: the known one, nothing flagged
    ('Heat the crumpet - I mean the bread, sorry - and put it on a plate.', 'bread: heat > place=plate'),
    ('Chill the kumquat, or rather the apple, then slice it.', 'apple: cool > slice'),
    # "hold it (up) at the table": where the holder stands, no place; the object stays in hand
    ('Chill the tomato and hold it up at the counter for him to check.', 'tomato: cool + pick'),
    ('Warm the mug and hold it up at the table.', 'mug: heat + pick'),
    ('Warm the mug and set it at the table.', 'mug: heat > place=dining_table'),  # a place verb: a place
    # "before it goes near the hob": the step done at that device, as "before it goes on the hob" is
    ('Warm the pan, but scrub it before it goes near the stove, then put it on the shelf.', 'pan: clean > heat > place=shelf'),
    ('Chill the apple and put it in the bowl. Rinse it first, before it goes near the fridge.', 'apple: clean > cool > place=bowl'),
    # "Sort it however.": the steps of the sentence before are one group, as "Either way is fine." makes them
    ('Chopped apple, chilled, in the bowl. Sort it however.', 'apple: slice + cool > place=bowl'),
    ('Rinse the mug, then warm it. Do it however.', 'mug: clean + heat'),
    # a state word right after a negated verb and its object ("don't put it out warm"): what it must not be, no step
    ("Chill the bottle, then put it on the table. Don't put it out warm.", 'wine_bottle: cool > place=dining_table'),
    ('Chill the cup, never hand it over warm.', 'cup: cool'),
    ("Heat the egg - don't leave it cold.", 'egg: heat'),
]
