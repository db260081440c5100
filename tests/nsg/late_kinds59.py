"""Test file 59's misses (ten everyday voices of logs, notices and letters: a lighthouse keeper's log, a
home-exchange house manual, a farm-stay host's welcome letter, a car ferry's crew-mess notices, a mountain rescue
base's kitchen notes, Men's Shed members' notes, a smallholder's notes to a neighbour, an archaeological dig's
site-hut notes, a bowls club's tea-hut notes, a brass band's bandroom notices), read after it was scored, grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds58``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-58."""
from __future__ import annotations

FILE59_KINDS = [
    # a recipe list ending in a hand-over said with "bring" ("..., and bring it up to me"): "bring" is a plain
    # verb that only ends like a participle, so the list is a recipe read in order (chained._participle)
    ('The mug is mine. Rinse it, heat it in the microwave and bring it up to me.', 'mug: clean > heat > pick'),
    ('Spare bread: toast it, slice it and bring it over to her.', 'bread: heat > slice > pick'),
    ('The mug is mine. Rinse it, heat it in the microwave and keep it in your hands.', 'mug: clean + heat > pick'),  # no hand-over: a group
    # "bring it to the" and a word the lexicon does not know, said last ("bring it to the organist"): a person, a
    # hand-over (handovers.handed_over)
    ('Wash the pan, heat it and bring it to the organist.', 'pan: clean > heat > pick'),
    ('Grab the mug, rinse it, warm it and bring it to the caretaker.', 'mug: clean > heat > pick'),
    ('Wash the plate, dry it and bring it to the table.', 'plate: clean > place=dining_table'),  # a receptacle: a place
    # a food's name right before a vessel's ("the egg pan", "the potato pot"): a compound whose head is its last
    # noun, the vessel is the thing (targets._modifies_tool)
    ('The egg pan is greasy. Scrub it and hang it on the shelf.', 'pan: clean > place=shelf'),
    ('Our potato pot needs a wash before it goes back in the cabinet.', 'pot: clean > place=cabinet'),
    ('Put the egg in the pan.', 'egg: place=pan'),  # no compound: the egg is the thing
    # a temperature said of "the" and a word outside the vocabulary (a room: "the hall is freezing") while the
    # opposite sub-task is asked: how warm the room is, no step (changes._weather, changes._a_room)
    ('Heat the mug in the microwave, the porch is freezing.', 'mug: heat'),
    ('Chill the wine bottle in the fridge, the marquee is boiling.', 'wine_bottle: cool'),
    ('Heat the mug, then the mug is cold.', 'mug: heat > cool'),  # the mug itself: a state kept
    # "the end" and "of" before a time noun, hyphened too ("for the end-of-term party"): when the task is wanted, no
    # "last" step (occasions._end_of_time)
    ('Chill the apple for the end-of-term party, then slice it.', 'apple: cool > slice'),
    ('Warm the mug in the microwave for the end of the match, then hand it to Ed.', 'mug: heat > pick'),
    ('Slice the apple, chill it, and leave the washing for the end.', 'apple: slice > cool > clean'),  # an order: last
    # a name and its receptacle opening a sentence, then a plural copula ("Apples on the counter are bruised"): where
    # the things are now, no place (located._SUBJECT_VERBS)
    ('Apples on the counter are bruised. Wash one and slice it.', 'apple: clean + slice'),
    ('Potatoes in the cabinet were sprouting. Scrub one and boil it.', 'potato: clean + heat'),
    ('Put the potatoes in the cabinet and wash them.', 'potato: place=cabinet + clean'),  # a verb's object: a place
    # a relative clause without "that" after the object ("the bowl the salad goes in needs ..."): another thing, a place
    # verb whose preposition ends the clause, then the main verb: what goes in the object, no place (located.stranded)
    ('The bowl the salad goes in needs a rinse, then put it on the table.', 'bowl: clean > place=dining_table'),
    ('The plate the cake sits on must be washed.', 'plate: clean'),
    ('Wash the pan, then the pan goes on the shelf.', 'pan: clean > place=shelf'),  # the object's own clause: a place
    # a verb of resting in "-ing" after "it's" / "been" ("it's been sitting in the cupboard"), with a place verb later:
    # where the object has been, no place (located.resting_now)
    ('Give the pan a scrub first (it has been sitting in the sink all week) and then hang it on the shelf.',
     'pan: clean > place=shelf'),
    ('Rinse the mug, it\'s been lying in the cabinet, then put it on the counter.', 'mug: clean > place=counter'),
    ('Wash the mug and leave it sitting in the cabinet.', 'mug: clean > place=cabinet'),  # asked: a place
    # "take it off the heat" / "lift them off the heat": the end of the heating, an idiom with a step word that is
    # no step (connectives idioms)
    ('Warm the tomato in the pan, take it off the heat, then slice it.', 'tomato: heat > slice'),
    ('Boil the potatoes, lift them off the heat and put them on a plate.', 'potato: heat > place=plate'),
    ('Heat the pan, then take it to Nan.', 'pan: heat > pick'),  # no "off the heat": a hand-over
    # a participle after a present copula, then "here" or a time that recurs ("the eggs are boiled every morning"): how
    # things are done, no step (not_done._habit)
    ('The eggs are boiled every morning. Slice one and put it on a plate.', 'egg: slice > place=plate'),
    ('Potatoes are scrubbed here on Mondays. Cut one and microwave it.', 'potato: slice + heat'),
    ('The potato is boiled on the stove, then slice it.', 'potato: heat > slice'),  # no recurring time: a step
    # a log's steps told without their doer ("Scrubbed the pan and left it on the counter."): "left it" after a step and
    # its "it" is the teller's own place, no one else's leaving (complaints._someone_left)
    ('Rinsed the mug and left it in the cabinet.', 'mug: clean > place=cabinet'),
    ('The plate. Washed it and left it on the counter.', 'plate: clean > place=counter'),
    ('Wash the mug, please. Some students left it in the sink.', 'mug: clean'),  # someone else: how it was found
    # a log's list opened by a past of fetching before it ("Grabbed a potato from the sack, scrubbed it, ..."): what was
    # done, told in order (narrated._FETCHED)
    ('Grabbed a potato from the sack, scrubbed it, cut it and boiled it.', 'potato: clean > slice > heat'),
    ('Took the mug off the hook, rinsed it, warmed it and put it on the table.', 'mug: clean > heat > place=dining_table'),
    ('Take the potato from the sack, scrub it, cut it and boil it.', 'potato: clean + slice + heat'),  # commands: a group
    # a recipe list whose last command puts the thing in a device "to" do its step, bare ("..., slice it and pop it in
    # the fridge to chill"): it ends the list as a place does, read in order (chained._sent_to)
    ('Apple: wash it, slice it and pop it in the fridge to chill.', 'apple: clean > slice > cool'),
    ('Potato: scrub it, cut it, and put it in the microwave to heat until lunch.', 'potato: clean > slice > heat'),
    ('Apple: wash it, slice it and put it in the fridge to chill it.', 'apple: clean + slice + cool'),  # the generator's phrase
]
