"""Test file 55's misses (tasks passed on through someone else: relayed requests, support-plan entries,
worksheets, forwarded messages, a PA's emails), read after it was scored, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds53``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-53."""
from __future__ import annotations

FILE55_KINDS = [
    # a recipe list asked of a doer ("could someone ...", "wants somebody to ..."): the doer is asked, not
    # told about, so the list is a recipe read in order (chained)
    ("I'd like someone to rinse the apple, chill it and put it in the bowl.", 'apple: clean > cool > place=bowl'),
    ('Would somebody warm the bread, slice it and set it on the plate, please?', 'bread: heat > slice > place=plate'),
    ('Someone could warm the bread, slice it and set it on the plate.', 'bread: heat + slice > place=plate'),  # told: a group
    # a name taken back with "sorry" between dashes or commas ("the fork - sorry, the spoon - ..."): the name
    # said after it, alone, is the object (corrections)
    ('The fork, sorry, the spatula, needs a rinse under the tap.', 'spatula: clean'),
    ('The fork - sorry, the spoon - wants washing and chilling.', 'spoon: clean + cool'),
    ('Rinse the apple - sorry, forgot to say - and put it in the bowl.', 'apple: clean > place=bowl'),  # no name after: kept
    # how cold or hot the person the task is passed on for feels ("She's freezing at the back", "he is boiling"),
    # her clause opening: no step (unmeant)
    ("Heat a cup in the microwave and hand it to Gran. She's freezing in the garden.", 'cup: heat > pick'),
    ("Warm the mug and hand it to Dad. He's frozen after the walk.", 'mug: heat > pick'),
    ("Cool the apple in the fridge and wash it, no cooling till she's clean.", 'apple: clean > cool'),  # "she": the apple
    # "no" and a step's word alone before the sentence's end ("..., no rinse."): that sub-task called off (clauses)
    ("The fork's grotty. Rinse it and then put it in the bin. Actually, bin it, no rinse.", 'fork: place=garbage_can'),
    ('Warm the bread, slice it and put it on the plate. No warming.', 'bread: slice > place=plate'),
    ("Cool the apple and wash it, no cooling till it's clean.", 'apple: clean > cool'),  # a clause follows: an order
    # "before <a step's noun> or after" closing its clause frees the order of the two (lookalikes._or_after)
    ('Rinse the apple, then chill it and slice it. Slice it before the chilling or after.', 'apple: clean > cool + slice'),
    ("Boil the egg, then chill it and chop it. She doesn't mind if it's chopped before the cooling or after.", 'egg: heat > cool + slice'),
    ('Heat the bread, then slice it and wash it. Wash it before the slicing.', 'bread: heat > clean > slice'),  # no "or after": ordered
    # "whether A or B first" in one clause ("it is up to staff whether ... or ... first"): the choice of which
    # comes first is left open (lookalikes._whether_first)
    ("It's your call whether the apple is chilled or rinsed first; then it goes in the bowl.", 'apple: cool + clean > place=bowl'),
    ('The staff decide whether the mug is warmed or washed first, and then it goes on the shelf.', 'mug: heat + clean > place=shelf'),
    ('Ask whether he wants the tomato sliced or whole, and wash it first.', 'tomato: clean > slice'),  # "first" past the clause
    # the object "left" in a state, said after its name and perhaps with "overnight" ("doesn't like the pan left
    # dirty overnight"): how it must not be, no place (unmeant._left_as)
    ("Tom doesn't like the pot left greasy overnight. Scrub the pot.", 'pot: clean'),
    ('Sam does not like the mug left dirty overnight. Wash the mug.', 'mug: clean'),
    ("Tom doesn't like the pot left on the shelf. Scrub the pot.", 'pot: place=shelf > clean'),  # a receptacle after "left": a place
    # a house rule said of receptacles ("fridges must be cleaned", a forwarded notice): done to them, no step of
    # the task (unmeant._done_to_receptacle; "fridges" a lexicon alias)
    ('Staff notice: fridges must be cleaned every Friday. Can someone chill the apple in the fridge?', 'apple: cool'),
    ('Note from the landlord: fridges should be cleaned weekly. Heat the bread, then chill it in the fridge.', 'bread: heat > cool'),
    ('The apple must be washed and put in the bowl.', 'apple: clean > place=bowl'),  # said of the object: steps
    # a temperature wanted, then "so" and a place into its device ("it wants to be cold, so stick it in the
    # fridge"): the device is the means, no place (stays._so_there)
    ('The apple needs to be cold for the picnic, so pop it in the fridge.', 'apple: cool'),
    ('The mug has to be warm for his tea, so put it in the microwave.', 'mug: heat'),
    ("Dinner's late, so put the apple in the fridge.", 'apple: place=fridge'),  # no temperature said before: a place
]
