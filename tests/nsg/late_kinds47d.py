"""Test file 47's misses, fourth reading (long messages in which the kitchen task is buried among other news: a
mum's weekly email, voice notes from a gymnastics competition, an aunt's letter, a marathon trainee's diary, a
house-sitter's note, a residents' newsletter, a lambing-season notebook, a backpacker's emails, a sister's voicemails,
a priest's handover notes), grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds47c``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-62."""
from __future__ import annotations

FILE47D_KINDS = [
    # "fry it" / "fry them" in a recipe list ("rinse the egg, fry it and put it on the plate"): heating
    # (connectives.json heat verbs); "fry" with no pronoun ("tempted to fry", "I'll fry fish later") stays no step
    ('Rinse a potato, chop it up, fry it in the pan and then tip it into the bowl.', 'potato: clean > slice > heat > place=bowl'),
    ('Crack the egg into the pan and fry it, then slide it onto the plate.', 'egg: heat > place=plate'),
    ('Wash the pan and put it in the cabinet, I will fry later.', 'pan: clean > place=cabinet'),  # no pronoun: no step
    # a temperature right before a time noun ("on a hot day", "for cold winter nights"): how warm the time is, no step,
    # while the opposite sub-task is asked (changes._weather)
    ('On a hot day, chill the wine bottle and put it on the table.', 'wine_bottle: cool > place=dining_table'),
    ('For cold winter nights: warm the mug and put it on the table.', 'mug: heat > place=dining_table'),
    ('Warm the mug and keep it hot all day.', 'mug: heat'),  # no time noun right after: a state kept
    # the kind of a thing told after its name and a place phrase (", the glass one", "is a glass one"): every mention
    # of that bare name is that kind (kind_told, read by slot_parser.text_mentions)
    ('I found the bottle on the shelf, the glass one. Rinse it and put it in the bin.', 'glassbottle: clean > place=garbage_can'),
    ('Chill a bottle in the fridge. The bottle in the bag is a glass one, so mind it.', 'glassbottle: cool'),
    ('Chill a bottle in the fridge. The bottle is a big one.', 'wine_bottle: cool'),  # no known kind: the bottle
    # a clause icing a sore part of the body ("ice the ankle", "ice my knee"): first aid, no step (grooming.self_care)
    ('Heat the mug and carry it upstairs. Tomorrow: ice the ankle, book the physio.', 'mug: heat + pick'),
    ('Long run today. Ice my knee, then warm the mug and keep it in your hand.', 'mug: heat > pick'),
    ('Chill my mug and put it on the shelf.', 'mug: cool > place=shelf'),  # a thing after "my": a step
    # "clean" as an adverb of completely before "into" / "through" / "in two" ("blew clean into the lane"): no washing
    # (connectives.json idioms)
    ('The wind was awful, the shed roof blew clean into the lane. Now, slice the apple and put it in a bowl.', 'apple: slice > place=bowl'),
    ('The branch snapped clean in two. Warm the mug and put it on the shelf.', 'mug: heat > place=shelf'),
    ('Rinse the mug clean in the sink and put it on the shelf.', 'mug: clean > place=shelf'),  # "clean in the sink": a state
    # an object name's last word that is no name alone, after a determiner ("The pepper shaker ... that shaker
    # clean"): that object said again short (short_names.said_short)
    ('I can hear Dad hunting for the remote. The pepper shaker is clogged. I want this shaker washed and on the table.', 'pepper_shaker: clean > place=dining_table'),
    ('Mum lost the remote. The pepper shaker: rinse that shaker and leave it on the table.', 'pepper_shaker: clean > place=dining_table'),
    ('Mum lost the remote. The pepper shaker is blocked. Rinse the mug and put it on the shelf.', 'mug: clean > place=shelf'),  # another thing asked
    # a verb of selling and the rest of its clause ("They sell hot potatoes in paper cones at the fair"): what others
    # offer, no step and no place (sold.sold, read into anecdotes.remarked)
    ('They sell hot potatoes in paper cones at the fair. For tea: a potato rinsed, then chilled, then in a bowl.', 'potato: clean > cool > place=bowl'),
    ('The van sells warm bread on the seafront. Slice the bread and put it in the bowl.', 'bread: slice > place=bowl'),
    ('Warm the bread and sell it at the fair.', 'bread: heat'),  # the request itself, no subject before "sell": a step kept
    # a verb of putting and words that are no name, then "on it" / "on top" ("Gran will only put cress on it"):
    # something else put on the object, no place of it (sold.put_on_it, read into anecdotes.remarked)
    ('An egg boiled, then chilled, then in a bowl with mayo. You\'re in charge of that, Gran will only put cress on it.', 'egg: heat > cool > place=bowl'),
    ('A potato baked, then sliced, then on a plate with butter. You\'re in charge of that, Jo will only put chives on it.', 'potato: heat > slice > place=plate'),
    ('Chill the egg, then put it on the plate.', 'egg: cool > place=plate'),  # "it" after the verb: the object's place
    # how a sore part of the body feels after a copula ("my hamstring is a bit tight, not torn"): the runner's body, no
    # slicing (grooming.self_care)
    ('The physio says my hamstring is a bit tight, not torn. Rinsed a potato, chopped it, roasted it and put it in the bowl.', 'potato: clean > slice > heat > place=bowl'),
    ('My knee was sore but not torn, so: washed an apple, cut it up and chilled it.', 'apple: clean > slice > cool'),
    ('The apple is torn. Rinse it and put it in the bowl.', 'apple: slice > clean > place=bowl'),  # the object itself: a state kept
]

FILE47D_NAMES = [
    # a place word with "'s" run in after a heading's object ("Kettle on the Rayburn's half full"): a copula, where the
    # object is now, no name slot (names.unknown_names, with names._subject_ends)
    ("Kettle on the Rayburn's half full, boil it and bring it down to the shed with you.", []),
    ("Mug on the credenza's still dirty, rinse it and put it on the shelf.", []),
    ("Put the mug on the credenza's top.", ["credenza's"]),  # no heading: the place slot
]
