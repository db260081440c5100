"""Test file 49's fifth reading (family notes, wedding-day messages, notes left by a flatmate), grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64; ``FILE49E_NAMES`` by its own test (unknown names)."""
from __future__ import annotations

FILE49E_KINDS = [
    # a receptacle said first, a comma closing its clause with no step word, then the food with its states and the same
    # receptacle again after "on" / "in": the receptacle is where the food goes, no target (passed_over.dish_named_first,
    # called by targets.target_object, with the colon heading "Pan: cold potato chunks" it already read)
    ('Also the fruit bowl for the party, pears... no, tomatoes rinsed and sliced and in the big bowl.',
     'tomato: clean + slice > place=bowl'),
    ('And the snack plate for the kids, apples washed and on the blue plate.', 'apple: clean > place=plate'),
    ('The bowl for the guests, tomatoes rinsed and in the bowl.', 'tomato: clean > place=bowl'),
    # contrasts: something asked of the receptacle in its clause, or no later "on the plate": the rule does not fire
    ('Wash the plate, then slice the apple.', 'plate: clean > slice'),
    ('The plate is dirty, wash it.', 'plate: clean'),
    # a thing reported done in the past passive, opening its sentence ("Your mug was rinsed and chilled."), when a later
    # sentence names another thing not after a preposition: no target, its steps no steps (thanked.reported_done, read
    # by happened via thanked and by passed_over for the target)
    ('The mug was washed yesterday. Slice the apple.', 'apple: slice'),
    ('Your cup was rinsed and chilled, and I handed it to you at the door. Tonight you do the potato: wash it, then boil it.',
     'potato: clean > heat'),
    ('The pan was scrubbed this morning. Now the tomato: slice it and put it in the bowl.', 'tomato: slice > place=bowl'),
    # contrast: the same thing asked for after the report: it stays the target
    ('The apple was washed yesterday. Slice it and put it on the plate.', 'apple: slice > place=plate'),
    # the dirt a cleaning takes off ("wipe the dust off it") and a contents word closing a run of modifiers ("a cold
    # bottle of sparkling water") fill no name slot: the description gets its graph (names.unknown_names)
    ('Wipe the dust off the wine bottle, then chill it.', 'wine_bottle: clean > cool'),
    ('Scrub the grime from the pan and then heat it.', 'pan: clean > heat'),
    ('Rinse the mud off the potatoes, then slice them.', 'potato: clean > slice'),
    ('Chill a glass bottle of fizzy water, then hand it to me.', 'glassbottle: cool > pick'),
    # "the X one(s)" as a sentence of its own after a longer sentence naming the thing (up to seven words after the name,
    # no comma or bracket first): the kind of the thing, as after a short one (lexicon._which_one)
    ('I want the water bottles clean and cold by this evening. The glass ones.', 'glassbottle: clean + cool'),
    ('Get the water bottle rinsed and chilled before the match. The glass one, please.', 'glassbottle: clean + cool'),
    # contrast: a kind the lexicon does not know names no other thing
    ('I want the bottle clean and cold by this evening. The plastic one.', 'wine_bottle: clean + cool'),
]

# (text, the unknown names flagged): the dirt taken off and the drink held are no names; the thing cleaned still is
FILE49E_NAMES = [
    ("Wipe the dust off it in the sink and chill it.", []),
    ("Brush the crumbs from the plate.", []),
    ("I want a cold glass bottle of sparkling water in my hand.", []),
    ("Wipe the dust off the kumquat and put the apple in the bowl.", ["dust"]),
    ("Wipe the kumquat with a cloth.", ["kumquat"]),
    ("Put a mug of fizzy water in the credenza.", ["credenza"]),
]
