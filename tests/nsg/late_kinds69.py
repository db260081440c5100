"""Test file 69's first reading (stage managers, screenplays, a ringmaster, a magician, a choreographer, a pantomime
dame, a chess annotator, a conductor, a cooking-show host, a quizmaster), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-68."""
from __future__ import annotations

FILE69_KINDS = [
    # a routine counted out loud ("5, 6, 7, 8", "seven, eight", "one-two"): a bare "hold" or "freeze" that closes a
    # counted phrase is the dancer's stop, no pick and no cooling (connectives.json beat_calls, beats.py via
    # clauses.idioms)
    ('Five, six, seven, eight! Grab the cup. One, two, rinse it at the sink. Three, four, onto the shelf, and hold!',
     'cup: clean > place=shelf'),
    ('1, 2, 3, 4: scrub the pot, then set it on the stove burner. Seven, eight, hold.', 'pot: clean > place=stove_burner'),
    ('Knife on one-two, rinse it; three-four, into the drawer, and freeze!', 'knife: clean > place=drawer'),
    ('Spatula, three, four - wash it. Five, six - lift it, hold it high. Seven, eight - freeze!', 'spatula: clean > pick'),
    # the contrasts: a hold with its object stays a pick, so does a call that says a holding again, and without a count
    # "and hold" is read as before
    ('Five, six, seven, eight: wash the spoon, then hold it.', 'spoon: clean > pick'),
    ('One, two: warm the mug in the microwave, then holding it on the three, hold, hold.', 'mug: heat > pick'),
    ('Rinse the fork and hold.', 'fork: clean + pick'),
    ('Wash the bowl, then freeze.', 'bowl: clean > cool'),
    # a performer's set phrases to the audience that hold a step word ("Hold your breath!", "A big hand, everybody!",
    # "before it takes its bow"): no pick, no unknown name (connectives.json idioms)
    ('Hold your breath, folks! The potato is scrubbed, then microwaved.', 'potato: clean > heat'),
    ('The plate is rinsed and then it takes a bow on the counter! A big hand for the plate!', 'plate: clean > place=counter'),
    ('Wash the fork, then chill it. A round of applause, please!', 'fork: clean > cool'),
    # the contrasts: a hold of the object itself stays a pick, and the idiom needs its own words
    ('Hold your mug while I rinse the sink.', 'mug: pick'),
    # a host calling on the contestants ("Cooks, the pot."): a plural "cooks" opening a sentence before a comma is an
    # address, not heating (cues._person)
    ('Cooks, the egg. Slice it, then chill it in the fridge.', 'egg: slice > cool'),
    ('Good luck. Cooks, your mug: rinse it and then warm it up.', 'mug: clean > heat'),
    # the contrast: "cooks" as a verb still heats
    ('The egg cooks on the stove, then chill it.', 'egg: heat > cool'),
    # an end state told with a participle of resting after a comma or "and" (", waiting in the fridge", "and sat on the
    # burner"): where the object ends up, a place even where a state the device gives is said with it
    # (connectives.json steps.place.verbs and anchored_places)
    ('By curtain up the tomato must be rinsed, chilled and sat in the fridge.', 'tomato: clean + cool > place=fridge'),
    ('Picture it: the potato sliced and cold, waiting in the fridge.', 'potato: slice + cool > place=fridge'),
    ('The pot, scrubbed and nice and hot, waiting on the stove burner.', 'pot: clean + heat > place=stove_burner'),
    # the contrasts: a device said with its step and no resting word is the means, no place
    ('The tomato, chilled in the fridge and sliced.', 'tomato: cool + slice'),
    ('Heat the mug and carry it up to the bath, and sat in it for an hour.', 'mug: heat > pick'),  # a person sat in it
    # a carry to someone followed by a put-down said only to forbid it ("carry it over to me - don't put it down!"):
    # the carry stays the pick, the forbidden place is none (unmeant._trip_to_place)
    ('Scrub the ladle, then carry it over to me - and never put it down!', 'ladle: clean > pick'),
    ('Rinse the spoon and take it over to Dad, and don\'t put it down.', 'spoon: clean > pick'),
    # the contrast: a put-down said as a step still makes the carry the way there
    ('Rinse the spoon and take it over to Dad and put it on the table.', 'spoon: clean > place=dining_table'),
]
