"""Test file 67's second reading (social-media and online-platform voices), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE67B_KINDS = [
    # a drink or a kitchen liquid of ``bottled_contents`` said before "bottle" as its compound ("the water bottle", "a
    # milk bottle"): the glass bottle, as "a bottle of milk" is; "the wine bottle", a bare "bottle" and "a hot water
    # bottle" stay what they were (kind_told._named_for)
    ('Rinse the water bottle and put it on the shelf.', 'glassbottle: clean > place=shelf'),
    ('Chill the milk bottles, then hand one to me.', 'glassbottle: cool > pick'),
    ('Wash the juice bottle, then chill it.', 'glassbottle: clean > cool'),
    ('Wash the wine bottle, then chill it.', 'wine_bottle: clean > cool'),  # contrast: wine
    ('Chill the bottle.', 'wine_bottle: cool'),  # contrast: no contents said
    # a state said as the name's adjective after a determiner ("a warm potato, washed and then cooked"), the same sub-task
    # said again after the name in its sentence with another change before it: the adjective is the result, the later
    # mention the step, where it is said (served._named_result)
    ('He wants a hot mug, rinsed and then warmed in the microwave.', 'mug: clean > heat'),
    ('For a chilled apple: wash the apple, slice it, then chill it.', 'apple: clean > slice > cool'),
    ("I'd like a sliced apple, washed and then cut into wedges, in the bowl.", 'apple: clean > slice > place=bowl'),
    # contrast: a hand-over between (where the named thing ends up), or the later mention in another sentence
    ('She wants a hot potato handed to her at six, so heat one up at five.', 'potato: heat > pick'),
    ('He likes a cold tomato, sliced, on a plate. Chill and slice in any order.', 'tomato: cool + slice > place=plate'),
    # "plating up" / "plates up" (and a bare "Plated up." alone in its sentence): the plate, as "plated up" is
    # (connectives.json implied_places, places._not_moved); the plate itself "for plating up" is what it is for
    ('Warm the potato in the microwave, then cut it; then plating up.', 'potato: heat > slice > place=plate'),
    ('Chill the tomato and slice it. Plated up.', 'tomato: cool + slice > place=plate'),
    ('Cut the apple. Then he plates up.', 'apple: slice > place=plate'),
    ('The plate for plating up: rinse it, then warm it.', 'plate: clean > heat'),  # contrast: the plate's use
    ('Wash the mug. Move!', 'mug: clean'),  # contrast: a place verb alone in its sentence, no place named
    # a take-verb with a counted length of time ("Took 3 weeks.", "takes me two minutes"): how long, no pick
    # (durations.time_taken, read with clauses.idioms)
    ('Slice the bread, then toast it. Took him four days to learn.', 'bread: slice > heat'),
    ('Wash the mug and warm it. It takes me two minutes.', 'mug: clean + heat'),
    ('Heat the mug, then take 2 spoons and take it to her.', 'mug: heat > pick'),  # contrast: no time unit
    # a food spelt like a step verb ("toast", ``food_modifiers``) right before a name, after a determiner and at most
    # one unknown word ("her toast plate", "your avo toast plate"): which plate, no toasting; the place is still where
    # it goes (compounds.food_compounds, spans.before_determined)
    ('Boil the egg, then slice it onto his toast plate.', 'egg: heat > slice > place=plate'),
    ('Chill the tomato, then slice it onto your brekkie toast plate.', 'tomato: cool > slice > place=plate'),
    ('Slice the bread, then toast it on the plate.', 'bread: slice > heat'),  # contrast: the verb, with "it"
    ('Slice the bread, then toast it and put it on the plate.', 'bread: slice > heat > place=plate'),  # contrast: the verb
    # "cook" / "cooking" with no object as a person's activity ("so I can actually cook", "help with cooking", "loves
    # baking"): no heating (unmeant._activity)
    ('Please wash the pan and leave it on the hob so we can cook.', 'pan: clean > place=stove_burner'),
    ('My son loves baking. Rinse the apple and hand it to him.', 'apple: clean > pick'),
    ('Wash the potato so she can cook it.', 'potato: clean > heat'),  # contrast: an object after it
    ('Put the potato in the microwave so it can cook.', 'potato: heat'),  # contrast: the thing cooks, not a person
    # a step verb after a third person's "she can't" / "he cannot" ("she can't lift it to the sink any more"): why the
    # task is asked for, no step; the listener's "you can't" still asks (unable.unable)
    ("Could someone wash Dad's mug and put it on the shelf? He can't carry it to the sink now.", 'mug: clean > place=shelf'),
    ("Please chill the apple for Gran, she can't reach it in the fridge.", 'apple: cool'),
    ("Wash the mug, you can't put it on the shelf dirty.", 'mug: clean > place=shelf'),  # contrast: the listener
    # a person's posture and where ("curled up on the sofa", "tucked up in bed"): only a person curls up, so the
    # place is the person's, not the object's (speaker._curled)
    ('Warm the mug in the microwave, then bring it to Nan, tucked up in bed.', 'mug: heat > pick'),
    ('Slice the apple and hand it to him, snuggled up on the couch with the dog.', 'apple: slice > pick'),
    ('Heat the mug and set it down on the sofa.', 'mug: heat > place=sofa'),  # contrast: the object's place
    # a receptacle opening its clause with "is" / "'s" and a participle of cleaning ("the counter's wiped"): what that
    # clause is about, no place of the object; with "there" after it, the place said again (others._subject)
    ("The mug is rinsed and back on the shelf, the sink's scrubbed, job done.", 'mug: clean > place=shelf'),
    ('The plate is washed and in the cabinet; the counter is wiped.', 'plate: clean > place=cabinet'),
    ('Rinse the apple. The bowl is washed, so put it there.', 'apple: clean > place=bowl'),  # contrast: "there"
]
