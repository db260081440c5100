"""Test file 48's misses, third reading (ten voices whose instructions are full of negations, conditions,
exceptions and alternatives), grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds49c``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-63."""
from __future__ import annotations

FILE48C_KINDS = [
    # a participle after a copula with "by" and an indefinite doer ("is boiled by an adult"): who should do it, still
    # the step; only a name is who made it (not_done._by_a_named_maker)
    ('Remember: the potato is washed by an assistant, then sliced, then set on the plate.', 'potato: clean > slice > place=plate'),
    ('The mug is rinsed by an adult and then handed to the child.', 'mug: clean > pick'),
    ('The bread is baked by Anselm, so slice it and put it on the plate.', 'bread: slice > place=plate'),  # a name: no step
    # a choice asked about, "whether to" and a verb to the end of its sentence ("they ask whether to heat or to chill
    # it"): the question, not its answer, no step (not_asked._whether_to)
    ('People wonder whether to heat the mug or to rinse it. Just rinse it and put it on the shelf.', 'mug: clean > place=shelf'),
    ('The neighbours wonder whether to chill or to heat the wine bottle. Just put it on the counter.', 'wine_bottle: place=counter'),
    ("It's up to you whether the tomato is sliced or washed first, then put it in the bowl.", 'tomato: slice + clean > place=bowl'),  # no "to": a free order
    # a bread's own name (challah, brioche) names bread (lexicon.json), and a thing's name between a determiner and a
    # receptacle's ("in the bread box") is the receptacle's own word: where the object is now, no place
    # (located.food_modifier, read by story.drop_where_it_is)
    ("The sourdough's in the bread box: slice it and put it on the plate.", 'bread: slice > place=plate'),
    ('The brioche is in the bread box. Toast it and hand it to me.', 'bread: heat > pick'),
    ('Toast the brioche and put it in the bread box.', 'bread: heat > place=box'),  # put there: the place
    # a receptacle opening its clause with a copula and "for" ("the pan's for the eggs", "the shelf is only for plates"):
    # what it is kept for, no place (others._subject)
    ("Heat the bread in the microwave, the pan's for the eggs, and hand it to me.", 'bread: heat > pick'),
    ('Rinse the mug. The shelf is only for plates, so put it in the cabinet.', 'mug: clean > place=cabinet'),
    ("Slice the tomato and put it in the bowl. The bowl's for the salad.", 'tomato: slice > place=bowl'),  # put there: the place
    # a state word between a determiner and the object's name in a refused request ("Don't put the cold potato in the
    # microwave"): how it is now, no step (attributes._refused_as_it_is)
    ("Don't put the warm mug in the fridge. Rinse it.", 'mug: clean'),
    ('Never wash the clean plate; just put it on the shelf.', 'plate: place=shelf'),
    ('Put the cold potato in the bowl.', 'potato: cool > place=bowl'),  # asked for: the state wanted
    # a thing chosen with "use" before a colon ("so use the apple: chill it"), the target ahead of a receptacle's name
    # said before it (targets._turned_to)
    ('For the cheese plate the tomato is too soft, so use the apple: wash it, slice it and put it on the plate.', 'apple: clean > slice > place=plate'),
    ('For the side plate, use the mug: rinse it and put it in the cabinet.', 'mug: clean > place=cabinet'),
    ('For the plate, use a cloth, then put it on the shelf.', 'plate: place=shelf'),  # no colon: the plate
    # a receptacle's name after a preposition, a determiner and one word of its own ("on the little plate"): where it
    # goes, no target, so a thing refused before it is still the thing (targets._placed_in)
    ('Please do not cut the tomato for them. Sam rinses it first, then slices it, then puts it in the big bowl.', 'tomato: clean > slice > place=bowl'),
    ("Please don't wash the apple yourself. Sam rinses it first, then slices it, then sets it on the small plate.", 'apple: clean > slice > place=plate'),
    ("Don't wash the mug, rinse the small plate and put it on the shelf.", 'plate: clean > place=shelf'),  # no preposition: the thing
    # a child as the doer of steps said in the present ("the child washes the leaves, cuts them ..."): the task, no other
    # thing's doing (not_steps._thing_does)
    ('Potato job: the boy scrubs the skins, then slices them, then puts them on the plate.', 'potato: clean > slice > place=plate'),
    ('Lettuce today: the girl rinses the leaves, then puts them in the bowl.', 'lettuce: clean > place=bowl'),
    ('Then the noodles go in, so chill the pot.', 'pot: cool'),  # a thing, not a doer: no place
    # a food or drink going into the object ("tonight's soup goes in it"): what it will hold, no place
    # (not_steps._contents_go_in)
    ('The tea goes into it later, so rinse the mug and put it on the counter.', 'mug: clean > place=counter'),
    ('The bowl is for the stew: the stew goes in it tonight, so wash it and set it on the table.', 'bowl: clean > place=dining_table'),
    ('Rinse the mug and then it goes in the cabinet.', 'mug: clean > place=cabinet'),  # the object itself: its place
    # a pan or pot on the hob, then "once" / "when" and "it's" hot opening the next clause: the vessel of the heating, no
    # place (uses.vessel_in_use)
    ("The potato goes in the pan on the stove, not the oven (it dries out). Once it's hot, hand it to me.", 'potato: heat > pick'),
    ("The egg goes into the little pot on the hob. Once it's hot, hand it to Dad.", 'egg: heat > pick'),
    ("The potato goes in the pan on the stove. When it's sliced, hand it to me.", 'potato: place=pan > slice > pick'),  # no heating: a place
    # a place, then "with", a determiner, a part of the object and a participle ending the sentence ("it goes in the
    # cabinet with the outside rinsed"): the state it arrives in, done before the place (located._with_part)
    ('The mug goes in the cabinet with the outside rinsed.', 'mug: clean > place=cabinet'),
    ('Put the pan on the shelf with the bottom scrubbed.', 'pan: clean > place=shelf'),
    ('Put the mug in the cabinet with the others, then rinse it.', 'mug: place=cabinet > clean'),  # no participle: in order
    # a thing named in a condition on what the listener is doing ("If you're boiling the egg for the others, fine."),
    # another thing named in a later sentence: that other is the thing (targets._if_only)
    ("If you're boiling the egg for the others, fine. The bread: chill it, slice it, then put it on a plate.", 'bread: cool > slice > place=plate'),
    ("If you're doing the pan thing for the others, fine. For Dad: the tomato, washed, then sliced, then on a plate.", 'tomato: clean > slice > place=plate'),
    ("If you're washing the mug, rinse it and put it on the shelf.", 'mug: clean > place=shelf'),  # nothing else named: the thing
    # a receptacle in a clause opened by "that one" after a thing refused by "not" ("Not the silver kettle, that one's
    # for guests and lives in a box"): where that other one is kept, no place (others._that_ones)
    ("Not the red mug, that one's Dad's and lives in the cabinet. Rinse the blue mug and hand it to me.", 'mug: clean > pick'),
    ("Not the big pot, that one's for soup and lives on the shelf. Heat the small pot.", 'pot: heat'),
    ('Take the blue mug, that one goes in the cabinet.', 'mug: pick > place=cabinet'),  # nothing refused: the thing's place
]

FILE48C_NAMES = [  # (text, the unknown names the parser must flag)
    # a heading of a thing's name, "at" and an occasion with no determiner ("For the bread at Compline: ..."): its time,
    # no name slot (names.unknown_names)
    ('The soup pot at Vespers: heat it and hand it to me.', []),
    ('For the apple at Sext: wash it and hand it to me.', []),
    ("Put the mug at Gerald's.", ["gerald's"]),  # a place slot: flagged
]
