"""Test file 41's misses (travel and the outdoors), read after it was scored as the held-out file, grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-40."""
from __future__ import annotations

FILE41_KINDS = [
    # names the vocabulary lacked: a nightstand is a side table, a baguette bread, a teacup a cup, the trash the bin (lexicon)
    ('Rinse the cup and leave it on the nightstand.', 'cup: clean > place=side_table'),
    ('Slice the baguette, then warm it.', 'bread: slice > heat'),
    ('Wash the teacups and put one in the cabinet.', 'cup: clean > place=cabinet'),
    ('Slice the apple, then throw the core in the trash.', 'apple: slice > place=garbage_can'),
    # "take the chill off": warming, neither a pick nor a cooling (connectives: heat verbs)
    ('Take the chill off the plate and put it on the table.', 'plate: heat > place=dining_table'),
    ('Rinse the mug, then take the chill off it in the microwave.', 'mug: clean > heat'),
    # "take(s) forever / ages / a while": a duration, no pick (connectives: idioms)
    ('Slice the potato and heat it; whole ones take forever.', 'potato: slice + heat'),
    ('Chill the wine bottle now, it takes ages.', 'wine_bottle: cool'),
    ('Wash the apple, then take it to the car.', 'apple: clean > pick'),  # "take it": a pick
    # "the second quarter", "that's the tip": nouns, no slicing and no place (connectives: idioms)
    ('Chill the apple and rinse it, we eat at the third quarter.', 'apple: cool + clean'),
    ("Cut the bread, then warm it. That's the tip.", 'bread: slice > heat'),
    ('Quarter the apple, then chill it.', 'apple: slice > cool'),  # a verb: a step
    # a state word before a sentence adverb ("keep them cold somehow"): still the step (lexicon known words)
    ('Cut the apple and keep the pieces cold somehow.', 'apple: slice > cool'),
    ('Slice the bread, then make it warm anyway.', 'bread: slice > heat'),
    # the pieces and their order word with a softener after it ("Wedges first obvs."): the slicing first (stations)
    ('Chill the potato and cut it into chunks. Chunks first please.', 'potato: slice > cool'),
    ('Heat the apple and cut it into wedges. Wedges first obviously.', 'apple: slice > heat'),
    # another thing that keeps the object in a state ("the bottom drawer keeps it crisp"): no place (becomes)
    ('Wash the lettuce, the crisper drawer keeps it fresh, then slice it.', 'lettuce: clean > slice'),
    ('Warm the bread and put it on the plate; the lid keeps it soft.', 'bread: heat > place=plate'),
    ('Chill the apple and keep it in the drawer.', 'apple: cool > place=drawer'),  # a place: not this kind
    # a person's own leaving ("before you leave so ...", "before you leave the yard"): no place (departures)
    ('Heat the mug just before you leave so it stays warm.', 'mug: heat'),
    ('Rinse the pan before we leave the campsite, then dry it off.', 'pan: clean'),
    ('Wash the mug before you leave it on the counter.', 'mug: clean > place=counter'),  # "it" after it: a place
    # a state word in "it's a ...", "what a ..." ("it's a cold old morning"): the day described, no step (not_steps)
    ("It's a cold grey morning, so warm the mug and hand it to me.", 'mug: heat > pick'),
    ('What a hot day! Chill the apple and slice it.', 'apple: cool + slice'),
    ('Heat the pan, it is a really cold night.', 'pan: heat'),
    # a device a place is said to have ("The RV has a microwave and a mini fridge"): no place (subjects)
    ('The cabin has a microwave and a fridge. Chill the tomato, then slice it.', 'tomato: cool > slice'),
    ("The boat's got a sink. Wash the apple and put it on the counter.", 'apple: clean > place=counter'),
    ('Heat the mug; the hut has a shelf by the stove, put it there.', 'mug: heat > place=shelf'),  # a shelf: a place
    # an unknown name out of a source ("out of the tote bag"), or said after "not" ("not in the glovebox") (names)
    ('Take a potato out of the tote bag and wash it.', 'potato: clean'),
    ('Chill the bottle and hand it to me, not on the dashboard.', 'wine_bottle: cool > pick'),
    ('Chill the bottle, then put it in the drawer, not on the shelf.', 'wine_bottle: cool > place=drawer'),  # known names
    # where the object is now: a perfect copula, a time or a comma closing the clause ("The cup's been in my bag for days.") (names)
    ("The mug's been in my rucksack for a week. Wash it in the sink.", 'mug: clean'),
    ('The apple is on the windowsill, just chill it and slice it.', 'apple: cool + slice'),
    ('The pan has been in the campervan since Monday. Rinse it.', 'pan: clean'),
]
