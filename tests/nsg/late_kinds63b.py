"""Test file 63's second reading (notes and notices for clubs, groups and staff rooms), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds63``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE63B_KINDS = [
    # another thing named in two words outside the vocabulary, its own word before it ("Tea bags are in the cupboard."),
    # opening a sentence with a copula and a receptacle: where that other thing is, no place (located.others_located)
    ('Tea bags are in the cupboard. Heat the mug and hand it to Sam.', 'mug: heat > pick'),
    ('Throat lozenges are in the drawer. Wash the cup and give it to her.', 'cup: clean > pick'),
    ('Tea bags are in the cupboard. Heat the mug and put it in the cupboard.', 'mug: heat > place=cabinet'),  # a place verb: a place
    # a receptacle with a word of its own after its determiner ("at the long table", "at the top table") after "to" a
    # person and "at": where that person is, a hand-over, no place (others.persons_place)
    ('Heat the plate and take it to her at the long table.', 'plate: heat > pick'),
    ('Rinse the mug and bring it to Ola at the big counter.', 'mug: clean > pick'),
    ('Rinse the mug and bring it to the big counter.', 'mug: clean > place=counter'),  # no person: a place
    # a refused verb that is no step's opening a sentence about another thing outside the vocabulary ("Don't eat the
    # scones in the fridge."): where that thing is, no place nor cooling of the object (located._left_alone)
    ('Never eat the coach\'s biscuits on the shelf. Rinse the cup.', 'cup: clean'),
    ('Don\'t touch the sandwiches in the fridge. Wash a tomato and give it to him.', 'tomato: clean > pick'),
    ('Don\'t eat the scones in the fridge. Slice the apple.', 'apple: slice'),
    ('Don\'t leave the mug in the sink. Wash it.', 'mug: clean'),  # the object itself: no other thing
    # "the", a name of one or two words outside the vocabulary and "get(s)" with a participle, a sentence of its own ("The
    # gate stewards get frozen."): what that person gets, no step of the object (subjects._unknown_thing_done)
    ('The gate stewards get frozen. Warm the mug and hand it over.', 'mug: heat > pick'),
    ('The ticket steward gets chilled. Heat the bowl and take it to him.', 'bowl: heat > pick'),
    ('The mug gets chilled. Rinse it and hand it over.', 'mug: cool > clean > pick'),  # the object itself: its step
    # a food's name before a word outside the vocabulary with a copula, opening its sentence ("Apple crumble's in the
    # oven"), before a request about another thing: the dish's word, no target (targets._food_of_dish)
    ('Apple crumble\'s in the oven: wash the bowl.', 'bowl: clean'),
    ('Egg sandwiches are on the counter. Rinse the plate.', 'plate: clean'),
    ('The tomato is on the counter: heat the pot.', 'tomato: heat'),  # the food itself, no dish's word: the thing
    # a taking verb with "off" right after it or its pronoun, a place verb later in its sentence ("lift it off and set it
    # on the counter"): taken on the way, no held ending, as "take it out" (moves.taken_off, places._drop_pick)
    ('Warm the pan on the stove, then lift it off and set it on the counter.', 'pan: heat > place=counter'),
    ('Heat the kettle, take it off the burner and put it on the shelf.', 'kettle: heat > place=shelf'),
    ('Heat the kettle, then take it off the burner.', 'kettle: heat > pick'),  # no place after: held
    # a past verb after a subject clause opened by "whoever" and a past verb ("Whoever had the pot on Saturday left it
    # on the hob."): what that person did, no step nor device's heating (reports._whoever_did)
    ('Whoever had the pot on Saturday left it on the hob. Wash it and put it in the cupboard.', 'pot: clean > place=cabinet'),
    ('Whoever had the frying pan on Friday left it on the stove. It wants to be washed and back on the shelf.',
     'pan: clean > place=shelf'),
    ('Whoever takes the mug, wash it and put it on the shelf.', 'mug: clean > place=shelf'),  # no past: a request
]
