"""Test file 47's misses, third reading (long messages with the kitchen task buried among other news: a mum's
weekly email, voice notes from a competition, an aunt's letters, a marathon trainee's diary, a house-sitter's
note, a sheltered-housing newsletter, a lambing handover notebook, a backpacker's emails, voicemails for a
surprise party, a priest's notes for his locum), read after it was scored, grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module
like ``late_kinds47b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-60."""
from __future__ import annotations

FILE47C_KINDS = [
    # "roast" as a meal's name ("a proper roast", "the Sunday roast", "the roast potatoes") and "a tip" said of a
    # place in a mess ("the shed's a tip"): idioms holding a step word, no step (connectives idioms)
    ('We had a proper roast on Sunday. Wash the pan and put it in the cabinet.', 'pan: clean > place=cabinet'),
    ('The roast potatoes were lovely. Wash the pan and put it in the cabinet.', 'pan: clean > place=cabinet'),
    ("The shed's a tip and Gran is coming. Mug clean and on the shelf, please.", 'mug: clean > place=shelf'),
    ("The car's a tip. Frying pan washed and in the cabinet by tonight.", 'pan: clean > place=cabinet'),
    ('Roast the potato, then put it on the plate.', 'potato: heat > place=plate'),  # a command: the step
    # a fetch said first with where it comes from ("take it from the shelf") and then a time clause ("when she's
    # out", "once he has gone"): when it is fetched, no held ending (moves._taken_from)
    ("Take the cup from her windowsill when she's out, clean it at the sink and put it on the dining table.",
     'cup: clean > place=dining_table'),
    ('Take the mug off the shelf once he has gone, wash it and put it on the counter.', 'mug: clean > place=counter'),
    ('Take the plate from the cabinet after lunch, rinse it and hand it to Dad.', 'plate: clean > pick'),
    ('Take the cup when it has cooled down and put it on the shelf.', 'cup: pick > place=shelf'),  # no source: kept
    # a pick in a time clause opened by "when" / "once" and a person ("when you pick it up"), other steps said too:
    # when the task is done, no held ending (moves._picked_when)
    ('Give the mug a wash when you pick it up and put it on the shelf.', 'mug: clean > place=shelf'),
    ("Rinse the cup once you've collected it and put it in the cabinet.", 'cup: clean > place=cabinet'),
    ('Heat the mug and when you pick it up, hand it to Gran.', 'mug: heat > pick'),  # a hand-over after it: held
    # a verb right after "or" / "nor" going on a negated step in its clause ("not left on the counter or carried
    # home"): under the same negation, no step (not_done._or_negated)
    ('The mug goes back on the shelf washed, never left in the sink or taken to your room.', 'mug: clean > place=shelf'),
    ('Wash the mug, don\'t chill it or heat it, and put it on the shelf.', 'mug: clean > place=shelf'),
    ("Don't leave the cup in the sink, or rinse it and put it on the shelf.", 'cup: clean > place=shelf'),  # a comma: its own
    # "belong to" and whom ("the mugs belong to the staff"): who owns it, no place (connectives idioms)
    ('The mugs belong to everyone. After tea each mug should be rinsed and back on the shelf.', 'mug: clean > place=shelf'),
    ('These plates belong to the club. Every plate must be washed and back in the cabinet by five.',
     'plate: clean > place=cabinet'),
    ('The mug belongs on the shelf, so wash it and put it there.', 'mug: clean > place=shelf'),  # "on": where it goes
    # "the heat" / "the cold" as the subject of a copula ("the heat is like an oven"): the weather, no step
    # (connectives idioms)
    ('The heat is unbearable here. Slice the bread, toast it and hand it to me.', 'bread: slice > heat > pick'),
    ('The heat was like an oven all day. Wash the apple, slice it and put it in the bowl.',
     'apple: clean > slice > place=bowl'),
    ('The cold is vicious up here. Rinse the cup, chill it and hand it to Ben.', 'cup: clean > cool > pick'),
    ('Give the bread a blast of heat, then slice it.', 'bread: heat > slice'),  # no copula: a step
    # a state word after a definite or possessive determiner right before a drink, no vessel named with it ("your
    # iced coffee", "her hot chocolate"): the drink's state, no step (attributes.drop_other_attributes)
    ('Dad wants his iced coffee first thing. Wash the mug and warm it, then put it on the counter.',
     'mug: clean + heat > place=counter'),
    ('She loves her hot chocolate at night. Rinse the cup and chill it.', 'cup: clean + cool'),
    ('Gran likes her chilled juice. Wash the mug, then heat it.', 'mug: clean > heat'),
    ('Put the cup in the fridge for the iced tea, then hand it to me.', 'cup: cool > pick'),  # "for": what it is for
    # a person's copula and a posture verb before "at" and a receptacle ("when I'm stood at the stove"): where the
    # person is, no place of the object (subjects._posture, others.person_posture)
    ("I need the ladle clean, in my hand when I'm stood at the stove.", 'ladle: clean > pick'),
    ("I'm stood at the counter, so wash the cup and hand it to me.", 'cup: clean > pick'),
    ("Wash the mug and hand it to me while I'm sitting at the table.", 'mug: clean > pick'),
    ('Wash the mug and sit it on the shelf.', 'mug: clean > place=shelf'),  # the object sat there: a place
    # "getting" and a temperature right after a device's name ("it's in the fridge getting cold"): the device's step
    # going on, like "in the fridge keeping cold", not a change that happened (happened._in_device)
    ("I washed the apple, sliced it, and it's in the fridge getting cold.", 'apple: clean > slice > cool'),
    ('The apple is washed and sliced and in the fridge getting cold.', 'apple: clean + slice > cool'),
    ('The mug is in the microwave getting hot, then hand it to Dad.', 'mug: heat > pick'),
    ('The soup is getting cold, so heat the mug.', 'mug: heat'),  # no device: a change, the reason
    # a perfect passive with "already" ("the mug's already been rinsed") and "so" / "needs" / a step still to do
    # after it: done, not asked for (changes._already)
    ("The mug's already been rinsed, so all it needs is heating.", 'mug: heat'),
    ('The plate has already been washed, so just put it in the cabinet.', 'plate: place=cabinet'),
    ('Heat the mug which has already been washed.', 'mug: clean > heat'),  # a relative clause: a step said before
    # a place verb that puts it into a drink or a dish in its own sentence ("They put egg in coffee here."): its own
    # sentence's, it takes no receptacle said in a later one (reach.reaches)
    ('They put egg in coffee here. Heat the egg in a pan, then chill it.', 'egg: heat > cool'),
    ('We put egg in our coffee at home. Heat the egg in a pan, then chill it.', 'egg: heat > cool'),
    ('Put the apple in the bowl. Then chill it.', 'apple: place=bowl > cool'),  # a receptacle in its sentence: a place
    # "pour it into" and a receptacle ("then pour it into your mug"): a place verb (connectives place verbs)
    ('They put egg in coffee here. Heat the egg in a pan, then pour it into your mug.', 'egg: heat > place=mug'),
    ('Warm the egg in the pan and then pour it into the bowl.', 'egg: heat > place=bowl'),
    ('Pour it out, then rinse the mug.', 'mug: clean'),  # "pour it out": emptied, no place
    # "take against" someone (to dislike): an idiom holding a pick word, no step (connectives idioms)
    ('My dog took against the neighbour, which is awkward. Wash the apple, slice it and put it in a bowl.',
     'apple: clean > slice > place=bowl'),
    ('Our cat has taken against the new postman, which is a shame. Scrub a potato, boil it, and then put it in the pot.',
     'potato: clean > heat > place=pot'),
    ('Grab the apple, wash it and keep it in your hand.', 'apple: clean > pick'),  # the object taken: held at the end
    # a tool, a person and "use" ("the knife I use for the apples"): a relative clause, the tool is the thing; what
    # it is used for no target (targets._used_one)
    ('The knife I use for the apples is filthy, it needs a wash and then it goes in the drawer.',
     'knife: clean > place=drawer'),
    ('The knife we always use for the bread wants a rinse, then back in the drawer.', 'knife: clean > place=drawer'),
    ('Use the knife for the apple and then wash the apple.', 'apple: clean'),  # no relative clause: the apple
    # "the size of a bath", "ran a bath", "up to the bath": a bath that is a person's or a measure, no washing of the
    # object (connectives idioms)
    ('I used a pot the size of a bath. Fill the pot with water and heat it.', 'pot: heat'),
    ('I ran a bath for the kids, so just heat the mug and hand it to me.', 'mug: heat > pick'),
    ('Warm the mug, then carry it up to the bath for me.', 'mug: heat > pick'),
    ('Give the pot a bath in the sink, then heat it.', 'pot: clean > heat'),  # the object's bath: a wash
    # "took a hammer to it" (struck it): an idiom holding a pick word, no step and no name (connectives idioms)
    ('The gate was stuck, so I took a hammer to it. Wash the mug and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Grandad took a hammer to the old shed. Rinse the cup and chill it.', 'cup: clean + cool'),
    ('Take the hammer off the shelf, then wash the mug.', 'mug: clean'),  # a tool fetched: no step either
    # a note's noun phrase with no determiner (a label, a drink's name, words outside the vocabulary) opening its
    # sentence, "is" and a temperature ("Pen 3 water trough is frozen,") while the opposite is asked: the weather or
    # the place, no step (changes._a_room)
    ('Warm the pot, then wash it. Pen 3 water trough is frozen, sorted it.', 'pot: heat > clean'),
    ('Rinse the cup and chill it. Van 4 cab is boiling.', 'cup: clean + cool'),
    ('Heat the mug. Mug is cold.', 'mug: heat > cool'),  # the object itself: a state
    # a temperature right after eating or drinking and "it" / "them" ("eating them cold from the fridge"): how it is
    # eaten, no step (changes._eaten_so)
    ("I won't have you eating them cold from the fridge. Slice the tomato, heat it and put it on a plate.",
     'tomato: slice > heat > place=plate'),
    ('Nobody wants to eat it cold. Wash the plate, warm it and put it on the table.', 'plate: clean > heat > place=dining_table'),
    ('Chill the apple and eat it cold.', 'apple: cool'),  # the chilling asked: a step
    # a side and a body part ("left knee"), "on toast" / "onto toast" (the food), "bed by" a time (bedtime): idioms
    # holding a step word or a receptacle, no step (connectives idioms)
    ('Left knee grumbly on the hills. Boil an egg, then slice it. Protein!', 'egg: heat > slice'),
    ('Beans on toast for tea. Wash the pan and put it in the cabinet.', 'pan: clean > place=cabinet'),
    ('Heat the mug and hand it to me. Bed by ten is the plan.', 'mug: heat > pick'),
    ('Rinse the plate, then chill it. In bed by 9, hopefully.', 'plate: clean > cool'),
    ('Slice the bread and toast it.', 'bread: slice + heat'),  # "toast" a verb: a step
    # "hold" and "a" / "an", then words whose last is outside the vocabulary ("holding an egg hunt", "held a raffle"):
    # an event held, no pick (lookalikes._event_held)
    ('We will be holding an egg hunt in the garden. Boil the eggs, slice them and put them on a plate.',
     'egg: heat > slice > place=plate'),
    ('The club held a raffle on Friday. Wash the mug and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Wash the apple and hold an apple in your hand.', 'apple: clean > pick'),  # a name last: the thing held
    # "I'm in" with no determiner after it (being home) and no comma before the request ("By the time I'm in tonight
    # I want my mug clean"): a clause of its own, the request follows (speaker._home_end)
    ("By the time I'm in tonight I want my mug clean and back on the shelf.", 'mug: clean > place=shelf'),
    ("Once I'm in I want my mug warm and on the table.", 'mug: heat > place=dining_table'),
    ("Wash the mug, I'm in bed.", 'mug: clean'),  # where the speaker is: no place
]

# an unknown word right before "kitchen" ("the lounge kitchen", "the staff kitchen"): which room, no name slot
# (names.unknown_names); an unknown place of its own is still refused
FILE47C_NAMES = [
    ('Fill the big kettle in the lounge kitchen and boil it.', []),
    ('Could you fill the kettle in the church kitchen and boil it.', []),
    ('Rinse the cup and put it in the lounge.', ['lounge']),
    # a subject, a place with an unknown name, then "went" / "looked" ("the tomatoes in the greenhouse went mad"): where
    # the things are now, no name slot (names._said_of_subject)
    ('The tomatoes in the greenhouse went completely mad. Wash one and slice it.', []),
    ('The tomatoes in the greenhouse went mad, so I washed one and sliced it.', []),
    ('Wash the apple and put it in the greenhouse.', ['greenhouse']),
    # the cut a slicing verb makes ("cut a cross in the top", "cut a slit in it"): no thing, no name slot
    # (names.unknown_names)
    ('Bake the potato and cut a slit in the top.', []),
    ('Scrub the potato, heat it, cut a cross in the top and put it on a plate.', []),
    ('Put the potato on a cross.', ['cross']),  # a place slot: still refused
]
