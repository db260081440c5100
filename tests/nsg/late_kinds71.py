"""Test file 71's first reading (print, publicity and persuasion voices: packaging directions, a stump speech, a
tabloid, a TV advert, a restaurant menu, a Methods section, patent claims, a press release, a holiday cottage FAQ),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-68."""
from __future__ import annotations

FILE71_KINDS = [
    # set phrases of print that carry no task (connectives.json ``idioms``, read by clauses.idioms): the water a thing
    # is washed in ("warm soapy water": no heating), a packaging label ("Dishwasher safe": no safe, "Microwave-safe": no
    # heating), a warning's hedge ("Handle may get hot"), a business quarter ("by the end of the quarter": no cutting),
    # an appliance's setting ("on the highest heat setting": no place), a headline's "CHILL OUT!"
    ('Scrub the pan in hot, soapy water, then hang it in the cabinet.', 'pan: clean > place=cabinet'),
    ('Rinse the cup in warm soapy water and leave it on the shelf.', 'cup: clean > place=shelf'),
    ('Soak the mug in hot water until it\'s hot, then hand it to me.', 'mug: heat > pick'),  # heated: no soap
    ('Rinse the bowl and set it on the counter. Dishwasher safe.', 'bowl: clean > place=counter'),
    ('Wash the plate, then put it on the table. Microwave-safe.', 'plate: clean > place=dining_table'),
    ('Heat the mug in the microwave. Oven safe.', 'mug: heat'),
    ('Put the watch in the safe.', 'watch: place=safe'),  # the safe itself stays a place
    ('Boil the egg and put it in the bowl. Warning: contents may be hot.', 'egg: heat > place=bowl'),
    ('Wash the pot and put it on the shelf. Handle may get hot.', 'pot: clean > place=shelf'),
    ('Wash the mug, then heat it until it\'s hot.', 'mug: clean > heat'),  # no hedge: the heating stays
    ('By the end of the quarter, every plate will be clean and on the shelf.', 'plate: clean > place=shelf'),
    ('Next quarter the bowl gets washed and goes in the cabinet.', 'bowl: clean > place=cabinet'),
    ('Cut the apple into quarters, then put it in the bowl.', 'apple: slice > place=bowl'),  # pieces: the cutting stays
    ('Toast the bread on the highest heat setting, then hand it to me.', 'bread: heat > pick'),
    ('Heat the mug on the lowest power setting, then put it on the counter.', 'mug: heat > place=counter'),
    ('Set the bread on the counter.', 'bread: place=counter'),  # the verb "set" stays a place
    ('CHILL OUT! The cup is washed and sitting on the shelf.', 'cup: clean > place=shelf'),
    ('Chill the cup, then put it on the shelf.', 'cup: cool > place=shelf'),

    # a dish's name heading the directions with a notice word after it ("Baked potato directions:", "Boiled egg recipe:";
    # connectives.json ``heading_nouns``, titles._dish_name): the dish named, its state done by the later verb
    ('Toasted bread instructions: slice the bread, then toast it.', 'bread: slice > heat'),
    ('Boiled egg recipe: wash the egg, then boil it, then put it in the bowl.', 'egg: clean > heat > place=bowl'),
    ('Chilled apple directions: rinse the apple, then chill it.', 'apple: clean > cool'),
    ('Chilled apple directions: put the apple on the plate.', 'apple: cool > place=plate'),  # no later verb: the title's

    # both orders spelt out with "then" around "or" ("heated, then scrubbed - or scrubbed, then heated?"), even where no
    # list is said before them: the two in either order (restated._alternatives)
    ('Mug heated, then rinsed - or rinsed, then heated? Who knows. It ended up on the shelf.', 'mug: clean + heat > place=shelf'),
    ('Chill it, then slice it, or slice it, then chill it - either way. The apple goes on the plate after.',
     'apple: cool + slice > place=plate'),
    ('Heat the mug, then wash it or the cup.', 'mug: heat > clean'),  # one order only: kept

    # a knife's care note: the cutting it was used for is no slicing of the knife (tool_use.tool_cuts)
    ('Always wash the knife after cutting raw meat and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Rinse the butter knife after slicing the cake, then put it in the drawer.', 'butter_knife: clean > place=drawer'),
    ('Cut the apple with the knife, then wash the apple.', 'apple: slice > clean'),  # the apple's cutting stays

    # one piece given, a state participle before it ("hand the toasted slice to me", "the chilled wedge"): the
    # object handed over (handovers._given_to, _piece)
    ('Slice the bread, toast it and hand the toasted slice to me.', 'bread: slice + heat > pick'),
    ('Chop the tomato, chill it and give the chilled wedge to her.', 'tomato: slice + cool > pick'),

    # a gadget the object is put in for a later step ("Place the apple in the slicer cradle and press down to slice.
    # Transfer the slices to a plate."): a place into an unknown thing, another step and a known place after it, is
    # the gadget's use, not where the object ends up (tool_use.gadget_stops)
    ('Rinse the potato. Put it in the steamer basket and steam it until hot. Then move it to a plate.',
     'potato: clean > heat > place=plate'),
    ('Wash the apple. Put it in the corer, press down to slice it, then put the pieces in the bowl.',
     'apple: clean > slice > place=bowl'),
    ('Wash the apple and put it in the corer.', 'apple: clean > place'),  # no known place later: a place somewhere
    ('Put the apple in the corer, then slice it.', 'apple: place > slice'),

    # a device named in a pair after "between" ("a partnership between bowl and fridge:", "between the kettle and
    # toaster"): a thing named, no verb of its device (usages.device_noun)
    ('A new alliance between plate and microwave: the plate will be washed, then warmed, then set on the counter.',
     'plate: clean > heat > place=counter'),
    ('Put the mug on the shelf between the kettle and toaster.', 'mug: place=shelf'),
    ('Rinse the bowl and fridge it.', 'bowl: clean + cool'),  # no "between": "fridge it" a verb

    # a hand-over after steps said in clauses joined by semicolons ("(a) slicing ...; (b) toasting ...; and (c) handing
    # ..."): the semicolon joins one sentence, so the giving follows its steps (handovers.gifts)
    ('Slice the bread; toast it; then hand the toasted slice to me.', 'bread: slice > heat > pick'),
    ('(1) cutting the tomato; (2) chilling it; (3) giving the chilled wedge to a guest.', 'tomato: slice > cool > pick'),
    ('We sliced the bread. Gave them the slices we had bought.', 'bread: slice'),  # a full stop between: a story

    # a place asked about in a question and told after its question mark ("Q: How should it be left for the guests?
    # A: Sliced, chilled and on the counter."): the place where the answer says it, in the answer's order (answered)
    ('Q: How should the mug be left for the morning? A: Washed, then on the shelf.', 'mug: clean > place=shelf'),
    ('Q: How should the tomato be left for the children? A: Sliced, chilled and on the plate, thanks.',
     'tomato: slice + cool > place=plate'),
    ('Where does the cup go? Wash it first, then put it in the sink.', 'cup: clean > place=sink'),  # its own sentence

    # "every" / "each" and one piece ("every slice will be on a plate", "each wedge goes in the bowl"): the pieces,
    # no slicing step of their own (cues._piece_or_heading)
    ('Slice the loaf, then toast it, and every slice will be on the plate.', 'bread: slice > heat > place=plate'),
    ('Cut the bread first. Toast it next. Every slice should be on a plate by noon.', 'bread: slice > heat > place=plate'),
    ('Slice the apple and chill it; each wedge goes in the bowl.', 'apple: slice + cool > place=bowl'),
    ('Wash the apple, then slice each one.', 'apple: clean > slice'),  # "slice" a verb: stays

    # a menu's dish title before a dash naming a receptacle the food is served in later ("The Green Bowl - crisp
    # lettuce, ..., served in our bowl"): the food the target (passed_over.dish_named_first)
    ('The Morning Plate - warm bread, sliced and toasted, served on a plate.', 'bread: slice + heat > place=plate'),
    ('Summer Bowl - ripe tomato, washed and sliced, in a chilled bowl.', 'tomato: clean + slice > place=bowl'),
    ('Bowl - wash it, then chill it.', 'bowl: clean > cool'),  # no food named: the bowl itself

    # a heating verb, a duration, then the pot it is done in ("boiled for 10 min in a pot"): the vessel, no place
    # (uses._heated_in)
    ('Boil it for 5 minutes in a pot, then chill the egg.', 'egg: heat > cool'),
    ('Eggs were boiled for ten minutes in the small pot, then chilled.', 'egg: heat > cool'),
    ('Put the egg for 5 minutes in a pot, then chill it.', 'egg: place=pot > cool'),  # no heating verb: a place
]
