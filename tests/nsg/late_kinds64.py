"""Test file 64's misses (ten everyday voices of messages between family members, flatmates, neighbours, colleagues
and carers: a nanny-share notebook, a working mum's notes for her own mother, a self-isolating flatmate texting
through the bedroom door, a boyfriend's mum at a first family Christmas, an elderly wife with failing eyesight, a
wife stuck at the hairdresser's, job-share office managers' handover notes, a 16-year-old explaining the kitchen to
her gran, a family stranded abroad messaging the neighbour with the spare key, a live-in carer's notes), read after
it was scored, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-63."""
from __future__ import annotations

FILE64_KINDS = [
    # a household's everyday names of places: the recycling ("in the recycling", "the recycling bin") is the bin, a
    # landing table or a lamp table is a side table (lexicon.json)
    ('The wine bottle is empty: rinsed out and in the recycling, please.', 'wine_bottle: clean > place=garbage_can'),
    ('Wash the salt shaker and leave it on the landing table for me.', 'salt_shaker: clean > place=side_table'),
    ('Rinse the glass bottle and drop it in the recycling bin.', 'glassbottle: clean > place=garbage_can'),
    ('Wash the mug and put it on the dining table.', 'mug: clean > place=dining_table'),  # a table of its own name
    # a chopping board or cutting board named as where a thing is: a board, no slicing (connectives.json idioms)
    ('The bread knife is on the chopping board. Wash it and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Rinse the spatula, it is on the cutting board, and put it in the drawer.', 'spatula: clean > place=drawer'),
    ('Chop the apple on the chopping board, then put it in the bowl.', 'apple: slice > place=bowl'),  # a chopping verb
    # states listed with commas after a heading, a participle and an adjective ("Pear for Jo: peeled, cold, in the
    # bowl"): one unordered group, the place last; two participles keep their order (telegraphic.fragment_states)
    ('Apples for the twins: two, sliced, cold, in the blue bowl.', 'apple: slice + cool > place=bowl'),
    ("Gran's mug - rinsed, dried, hot, on her side table.", 'mug: clean + heat > place=side_table'),
    ('The potato: scrubbed, microwaved, on the plate.', 'potato: clean > heat > place=plate'),  # two participles: in turn
    # "came" / "arrived" and where from ("out of the dishwasher", "back from the canteen"), then a state word closing
    # its clause: how it came, no step (happened._came_from)
    ('The pot came out of the dishwasher clean, so just heat it on the stove.', 'pot: heat'),
    ('The plate came back from the canteen hot, so just chill it.', 'plate: cool'),
    ('Make sure the mug is clean when it comes out of the cabinet, then heat it.', 'mug: clean > heat'),  # asked
    # a word of warmth between commas, degree words before it, right after a washing command ("wash it in the sink,
    # really hot, and ..."): how hot the water is, no heating (changes._washed_so)
    ('Rinse the cup in the sink, nice and hot, and put it on the shelf.', 'cup: clean > place=shelf'),
    ('Scrub the pan, really hot, then leave it in the sink.', 'pan: clean > place=sink'),
    ('Wash the mug, heat it, and put it on the shelf.', 'mug: clean > heat > place=shelf'),  # a command: a step
    # "hand it through" a door, a hatch or a window: handed to someone on the other side, held to the end
    # (connectives.json pick verbs, handovers.handed_over)
    ('Slice the tomato and hand it through the hatch.', 'tomato: slice > pick'),
    ("Heat the potato, then cut it up and hand it through the window, I'm starving.", 'potato: heat > slice > pick'),
    ('Wash the plate and put it through the hatch.', 'plate: clean > place'),  # a place verb: no hand-over
    # a person who "feels the cold" / "feels the heat": the person's state, no step (connectives.json idioms)
    ('Warm the mug and take it to him. He feels the cold.', 'mug: heat > pick'),
    ('Chill the wine bottle, we are all feeling the heat.', 'wine_bottle: cool'),
    ('Let the apple feel the cold in the fridge, then slice it.', 'apple: cool > slice'),  # the thing: cooled
    # a request asked with "mind" and the verbs' -ing forms ("would you mind washing it, slicing it and putting it in
    # the bowl?"): commands, a recipe list read in order (chained._minded)
    ('Would you mind washing the apple, slicing it and putting it in the bowl?', 'apple: clean > slice > place=bowl'),
    ('Do you mind rinsing the mug, heating it and handing it to Gran?', 'mug: clean > heat > pick'),
    ('She was washing the apple, slicing it and putting it in the bowl.', 'apple: clean + slice > place=bowl'),  # told
    # "give" the object "a" step's noun opening a recipe list ("give the mug a rinse, warm it and hand it to him"): a
    # command like the others, the list read in order (chained._given_a)
    ('Give the mug a rinse, warm it and hand it to him.', 'mug: clean > heat > pick'),
    ("Could you give Nan's plate a wash, chill it and put it in the cabinet?", 'plate: clean > cool > place=cabinet'),
    ('Give the mug a rinse and hand it to him.', 'mug: clean > pick'),  # two steps: no recipe list, as before
    # another thing's name of two words with "'s" run in and where it is ("The bread knife's somewhere in the drawer."):
    # where that thing is, no place of the object (located.others_located)
    ("Slice the bread, toast it and hand it over. The bread knife's somewhere in the drawer.", 'bread: slice > heat > pick'),
    ("Chill the apple and slice it. The butter knife's still in the drawer.", 'apple: cool + slice'),
    ("Wash the bread knife. The bread knife's going in the drawer.", 'knife: clean > place=drawer'),  # the object itself
    # a sentence opened by thanks and "for" before another sentence ("Thanks for the toast yesterday. Today could you
    # ..."): what someone did before, no step (happened._thanked_for)
    ('Thanks for the toast yesterday. Today could you slice some bread and warm it?', 'bread: slice + heat'),
    ('Thank you for chilling the wine bottle! Could you put it on the table?', 'wine_bottle: place=dining_table'),
    ('Thanks. Now toast the bread and slice it.', 'bread: heat + slice'),  # no "for": the thanks alone
    # "and back to me / her / him" with its verb left out after a step ("Another rinse and back to me, please."): handed
    # back, held to the end (connectives.json pick verbs, handovers.handed_over)
    ('The fork is still greasy. Another wash and back to me, please.', 'fork: clean > pick'),
    ('The mug needs a rinse and back to her.', 'mug: clean > pick'),
    ('Rinse the plate and back to the shelf it goes.', 'plate: clean > place=shelf'),  # a receptacle: a place
    # a carrying verb and "it" to a room the lexicon does not know, then a place verb and its receptacle in the same
    # sentence ("take it through to the lounge and put it on the coffee table"): the way to that place, no hand-over
    # (handovers._to_a_room, read by given_by_placing)
    ('Heat the mug, then take it through to the lounge and put it on the side table.', 'mug: heat > place=side_table'),
    ('Warm the plate and carry it through to the den - set it on the little table by the sofa.', 'plate: heat > place=side_table'),
    ('Warm the kettle on the stove and take it through to the staff room.', 'kettle: heat > pick'),  # no place after: handed over
    # a receptacle after "by" / "beside" / "next to", right before "on" / "in" and the place ("put it back by the
    # toaster on the counter"): what the object stands by, no place (landmarks._beside_the_place)
    ('Wash the mug and put it back by the toaster on the counter.', 'mug: clean > place=counter'),
    ('Rinse the cup and set it next to the kettle on the shelf.', 'cup: clean > place=shelf'),
    ('Wash the mug and put it by the toaster.', 'mug: clean > place=toaster'),  # said alone: the place
    # a trailing "first" on the first of two commands joined by "and" ("rinse it out first and boil it"): that one
    # before the other (compose.groups: no group with the step after it)
    ('Wash the kettle first and boil it.', 'kettle: clean > heat'),
    ('Can you rinse the pot out first and warm it on the stove?', 'pot: clean > heat'),
    ('Slice the apple and wash it first.', 'apple: clean > slice'),  # said last: first, as before
    # a carrying pick, then a hand-over said last in an "and" list ("bring it up and hand it to her"): held to the end,
    # after the steps said before (ends.held_last)
    ('Heat the mug and carry it upstairs and give it to Gran.', 'mug: heat > pick'),
    ('Could you chill the wine bottle and bring it out and hand it to Dad?', 'wine_bottle: cool > pick'),
    ('Heat the mug and take it upstairs.', 'mug: heat + pick'),  # no hand-over: in the group, as before
    # a device's name opening its sentence after "the", then "is" / "'s" ("The fridge is the tall white one."): the
    # device told about, no step of it (usages.drop_described_devices, read by cues.read)
    ('The fridge is the tall white one by the door. Boil an egg and give it to me.', 'egg: heat > pick'),
    ("The microwave's the one above the kettle. Rinse the mug and put it on the shelf.", 'mug: clean > place=shelf'),
    ('The fridge is where the wine bottle goes. Rinse it.', 'wine_bottle: clean > place=fridge'),  # where it goes
]
