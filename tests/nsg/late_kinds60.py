"""Test file 60's misses (ten everyday voices of duty lists, rotas, notes and letters: a Year 6 teacher's
kitchen-duty lists on a residential trip, a community orchard's harvest-day notes, a sheepdog trial's
refreshment-tent rota, a retired chef's letters to his grandson, a gurdwara langar coordinator's notes, a heritage
railway's mess-coach notes, a lock-keeper's notes to the summer relief, a shooting estate's beaters'-hut lunch
notes, a hedgehog rescue's volunteer kitchen notes, a lifeboat station's crew-room notes), read after it was
scored, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-59."""
from __future__ import annotations

FILE60_KINDS = [
    # "leave it be" / "leave them be": let it alone, an idiom, no place (connectives idioms)
    ('Those heat lamps are the vet\'s, leave them be. Rinse the mug, then hand it to me.', 'mug: clean > pick'),
    ('Leave it be, it\'s fine. Wash the plate and put it on the shelf.', 'plate: clean > place=shelf'),
    ('Wash the mug and leave it on the shelf.', 'mug: clean > place=shelf'),  # "leave it on": a place
    # a food's name right before a dish word in what a vessel holds ("a mug of warm apple juice", "a bowl of tomato
    # soup"): the dish, no thing of the task; the vessel is (dishes.dish_foods)
    ('A mug of warm apple juice for the driver: heat it in the microwave and give it to him.', 'mug: heat > pick'),
    ('A bowl of cold tomato soup, please: chill it in the fridge.', 'bowl: cool'),
    ('A cup of sliced apple for her: chill it.', 'apple: slice > cool > place=cup'),  # the food itself: the thing
    # a name followed by a bracket and a kind word alone ("the water bottle (glass, with the green lid)"): the kind of
    # that name, as "(the glass one)" is (lexicon._which_one)
    ('The water bottle (glass, the one with the green lid) for the walk: rinse it and chill it.', 'glassbottle: clean + cool'),
    ('His water bottle (glass) needs a rinse, then put it on the shelf.', 'glassbottle: clean > place=shelf'),
    ('Rinse the bottle, then chill it.', 'wine_bottle: clean > cool'),  # no kind said: the bottle
    # "before anything" / "before anyone" with a verb right after it ("warm it before anything goes near it"): a time
    # clause of another thing, no "first" (lookalikes._anything_does)
    ('Wash the frying pan, then warm it on the stove before anything goes near it.', 'pan: clean > heat'),
    ('Scrub the pot, then heat it before anyone uses it.', 'pot: clean > heat'),
    ('Heat the mug, and before anything, wash it.', 'mug: clean > heat'),  # "before anything" alone: first
    # a temperature in a "while" clause ("slice it while it's hot and put it on a plate"): how it is while a step is
    # done, no step, and the clause no order (remarks._if_state)
    ('Boil the egg in the pot, then slice it while it\'s hot and put it on your plate.', 'egg: heat > slice > place=plate'),
    ('Toast the bread, cut it while it\'s still warm and put it on the plate.', 'bread: heat > slice > place=plate'),
    ('Slice the bread, then warm it and put it on the plate.', 'bread: slice > heat > place=plate'),  # a step: kept
    # "leave" and a receptacle right after its determiner, said of a third person ("he can't leave the box"): that
    # person staying where they are, no place (others._departs)
    ('A pear? No, an apple, washed, for Dave. He can\'t leave the box, so take it up to him.', 'apple: clean > pick'),
    ('Tea for Gran: she can\'t leave the table, so rinse the cup, then take it to her.', 'cup: clean > pick'),
    ('Wash the mug. He can leave it in the box.', 'mug: clean > place=box'),  # the thing left: a place
    # a giving verb, the thing named, particles, "to" and a name the lexicon does not know ("hand the pot over to
    # Jan"): a hand-over (handovers._given_to)
    ('Heat the pot on the stove and then hand the pot over to Jan at the stall.', 'pot: heat > pick'),
    ('Rinse the mug, then pass the mug across to Priya.', 'mug: clean > pick'),
    ('Heat the pot, then move the pot over to the counter.', 'pot: heat > place=counter'),  # no giving verb: a place
    # a thing forbidden as a house rule ("nobody is to touch the cups", "Spoons never go in the dishwasher", "Don't
    # bring any spoons"): denied, no target when another thing is named (off_limits._hands_off, off_limits.denied)
    ('Nobody is to touch the cups on the table. Wash the mug and leave it on the counter.', 'mug: clean > place=counter'),
    ('Spoons never go in the dishwasher. The mug: rinse it and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Don\'t bring any spoons. Rinse your cup, then hand it to me.', 'cup: clean > pick'),
    ('The mug never gets washed. Wash it and put it on the shelf.', 'mug: clean > place=shelf'),  # no other thing: the target
    # a receptacle's name before a noun of people ("the sandwich table people", "the sink team"): who they are, no
    # place (compounds.modifier)
    ('Lettuce: rinse it, chop it, and chill it in the fridge. The sandwich table people will collect.', 'lettuce: clean > slice > cool'),
    ('Wash the mug, then hand it to the sink team.', 'mug: clean > pick'),
    ('Wash the mug and put it on the table.', 'mug: clean > place=dining_table'),  # the table itself: a place
    # a plain temperature after "about" before a plural name ("he's fussy about cold mugs"): a taste for such things,
    # no step (remarks._remark)
    ('Rinse the mug, warm it and hand it to him. He\'s fussy about cold mugs.', 'mug: clean > heat > pick'),
    ('Wash the cup and heat it. She complains about cold cups.', 'cup: clean + heat'),
    ('Heat the mug. How about cold mugs instead?', 'mug: heat > cool'),  # a suggestion: a step
    # a step taken back by ", no, sorry," or ", sorry," right after it for another ("chill it, no, sorry, warm it"),
    # and only the step right before the restart ("boil it, mash it, no, chop it": a verb outside the steps taken
    # back, the boiling stays) (corrections._restarted, corrections._short_restart)
    ('Clean the pot in the sink, chill it, no, sorry, warm it on the stove, and set it on the counter.', 'pot: clean > heat > place=counter'),
    ('Chill the mug, sorry, heat it, and hand it to me.', 'mug: heat > pick'),
    ('Wash the potato, boil it in the pot, mash it, no, chop it, and put it in the bowl.', 'potato: clean > heat > slice > place=bowl'),
    ('Wash the teapot, sorry, the kettle, warm it on the stove and put it in the cabinet.', 'kettle: clean > heat > place=cabinet'),  # a name corrected: no step taken back
    # ", I mean" and a step verb with its pronoun ("put it in the bowl, I mean leave it in the drawer"): a correction,
    # the step said again replaces the one before (corrections._marker, corrections._step_next)
    ('Wash the spoon, then put it in the bowl, I mean leave it in the drawer.', 'spoon: clean > place=drawer'),
    ('Rinse the mug, then put it on the counter, I mean put it on the shelf.', 'mug: clean > place=shelf'),
    ('Rinse the mug, I mean it, and put it on the shelf.', 'mug: clean > place=shelf'),  # "I mean it": no correction
    # "that", a thing's name and where it is, set off by commas ("The jug, that glass bottle on the side, wants to be
    # cold"): which one it is, no place (located._that_one)
    ('My flask, that glass bottle on the side, wants to be cold. Chill it and then bring it out to me.', 'glassbottle: cool > pick'),
    ('That mug on the shelf needs a wash. Rinse it and hand it to me.', 'mug: clean > pick'),
    ('Rinse the cup and leave that cup in the sink.', 'cup: clean > place=sink'),  # after a place verb: a place
    # "leave it like that" / "keep it that way": as it is, an idiom, no place (connectives idioms)
    ('The knife lives in the drawer, clean, so please leave it like that.', 'knife: clean > place=drawer'),
    ('The mug lives clean and on the shelf, I mean the counter, so please leave it like that.', 'mug: clean > place=counter'),
    ('Rinse the pan and leave it on the counter.', 'pan: clean > place=counter'),  # "leave it on": a place
    # a carrying verb, a particle of direction and "to the" a room the lexicon does not know ("take it through to the
    # office"): carried to where someone is, a hand-over held to the end (handovers.handed_over)
    ('Warm the kettle on the stove and take it through to the office.', 'kettle: heat > pick'),
    ('Warm the mug and carry it up to the wheelhouse.', 'mug: heat > pick'),
    ('Warm the mug and take it over to the counter.', 'mug: heat > place=counter'),  # a receptacle: a place
    # the target's own name and "goes on" with nothing after it but an order word or a stop ("the kettle goes on
    # first"): switched on, no place (moves._switched_on)
    ('Break time. The kettle goes on first: boil it on the stove and hand it to me.', 'kettle: heat > pick'),
    ('Early shift, after the alarm the kettle goes on first: boiled on the stove and handed to the skipper.', 'kettle: heat > pick'),
    ('Wash the plate. The plate goes on the shelf.', 'plate: clean > place=shelf'),  # a receptacle after it: a place
    # "needs it to" / "uses it to" and a step on a thing of its own ("he needs it to cut the twine"): what the object is
    # used for, no step done to it (usages._used_as_tool)
    ('The knife: clean it and hand it to Dev, he uses it to cut the string.', 'knife: clean > pick'),
    ('Wash the knife and give it to her, she needs it to slice the cake.', 'knife: clean > pick'),
    ('I need it to cool, so chill the apple.', 'apple: cool'),  # no thing of its own after the verb
    # a thing that "never" comes in, with only a tool named besides it ("Eggs never go near the bread knife here. The
    # knife: wash it"): the tool is the thing of the task (targets.target_of, off_limits.never)
    ('Eggs never go near the bread knife here. The knife: wash it and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Apples are never allowed in the staff room. Today it is the knife: rinse it and hand it to Sue.', 'knife: clean > pick'),
    ('Slice the apple with the knife. Apples are never peeled here.', 'apple: slice'),  # the thing asked for: the target
    # a recipe list joined by "and" each time ("Wash it and cut it and hand it to her"): read in order, as with commas
    # (compose.relations, chained.chained)
    ('Tomato for lunch. Wash it and cut it and hand it to her.', 'tomato: clean > slice > pick'),
    ('Wash the tomato and cut it and put it on the plate.', 'tomato: clean > slice > place=plate'),
    ('Wash the tomato and cut it and chill it.', 'tomato: clean + slice + cool'),  # no place nor hand-over: a group
    # a name outside the vocabulary taken back by ", sorry," and a known name ("wash the teapot, sorry, the kettle"): a
    # restart, the first name no unknown thing of the task (corrections.taken_back_after; tested with the flags below)
]

FILE60_NAMES = [  # (text, the unknown names the parser must flag)
    ('Wash the teapot, sorry, the kettle, warm it on the stove and put it in the cabinet.', []),
    ('Please rinse the tall milk jug, sorry, the glass bottle, and stand it on the dining table.', []),
    ('Wash the teapot. The kettle is clean.', ['teapot']),  # no restart: the teapot is the thing
    # a drink's name before an unknown vessel ("the milk jug", "the soup tureen") is a modifier, as an unknown
    # adjective is: the vessel stays flagged though "milk" is a known word (names.unknown_names)
    ('Rinse the milk jug and put it on the shelf.', ['jug']),
    ('Wash the water jug, then chill it.', ['jug']),
    ('Heat the milk in the mug.', []),  # the drink held by a known vessel: the mug is the thing
]
