"""Test file 41's misses (travel and the outdoors: a campervan-hire owner's handover notes, a birthday-picnic
organiser's messages, a road-trip driver, an aunt at a lakeside cabin, a glamping site's welcome book, a tailgate
host, a cycle-touring couple, a national-park ranger, a sea-fishing skipper, a couchsurfing host), read a second
time, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE41B_KINDS = [
    # a place into a device, then after a semicolon the state that device gives, wished for ("goes in the fridge now;
    # we want it cold by tonight"): the device's sub-task, no place, as after a comma (places._is_device)
    ('The wine bottle goes in the fridge tonight; we want it cold for the party.', 'wine_bottle: cool'),
    ('Put the apple in the fridge; it should be cold by lunch.', 'apple: cool'),
    ('Leave the apple in the fridge; we want it cold.', 'apple: place=fridge > cool'),  # "leave": it stays, a place
]
FILE41B_KINDS += [
    # "who" and a past opening a question after a sentence's "also" / "so" / "and" ("So who took my pan after the
    # party?"): who did it, the state before the task, no step (clauses.asked_who)
    ('So who took my big pan after the party? Scrub it and put it on the shelf.', 'pan: clean > place=shelf'),
    ('So who put the cup in the fridge? Rinse it and put it on the shelf.', 'cup: clean > place=shelf'),
    ('So who wants to help? Grab the pan and hold it.', 'pan: pick'),  # a present: no question of what was done
]
FILE41B_KINDS += [
    # "just" / "only" the thing "left", opening its sentence before a colon or comma ("Forks are done. Just the pan
    # left: ..."): the one thing still to do is the task's, ahead of things said before it (targets._turned_to)
    ('Forks are done. Just the pan left: scrub it and hang it on the shelf.', 'pan: clean > place=shelf'),
    ('Bowls all washed. Only the pot left, rinse it and put it in the cabinet.', 'pot: clean > place=cabinet'),
    ('We left the bowl: wash the plate and put it on the shelf.', 'plate: clean > place=shelf'),  # no "just": not this kind
]
FILE41B_KINDS += [
    # cooking with no object in an "if" / "when" clause of its own, closed by a comma ("If you cook, clean the pan
    # ..."): when the task is wanted, no heating (occasions.cooking_occasions, read in anecdotes.remarked)
    ('If you cook, clean the pan and put it in the cabinet.', 'pan: clean > place=cabinet'),
    ("When we're cooking tonight, rinse the pot and hang it on the shelf.", 'pot: clean > place=shelf'),
    ('When you cook the potato, rinse it first.', 'potato: clean > heat'),  # its object named: a step
]
FILE41B_KINDS += [
    # a piece noun after "into" and at most three words ("cut it into (fry-shaped) sticks"): the pieces, not another
    # sub-task's verb ("sticks" is no place verb there) (pieces.cut_into, read in cues._piece_or_heading)
    ('Wash a potato, cut it into sticks, heat it, and put it on a plate.', 'potato: clean > slice > heat > place=plate'),
    ('Cut the bread into long thin fingers, toast them and stick them on the plate.', 'bread: slice > heat > place=plate'),
    ('Wash the potato and stick it in the pot.', 'potato: clean > place=pot'),  # a verb: a place
]
FILE41B_KINDS += [
    # "carry" / "take" it (out / over) "to" a person inside the pick's phrase ("..., and carry it out to her"): a
    # hand-over, so a recipe list ending in it is read in order (handovers.handed_over, chained)
    ('Slice the bread, warm it in the microwave and carry it out to her.', 'bread: slice > heat > pick'),
    ('Wash the apple, cut it up and take it over to him.', 'apple: clean > slice > pick'),
    ('Wash the apple, cut it up and keep it in your hands.', 'apple: clean + slice > pick'),  # no hand-over: a group
]
FILE41B_KINDS += [
    # a receptacle after "I'm" / "we're" and an "-ing" word that is no step word ("pass it to me, I'm packing the
    # box"): the speaker's own activity, no place (others.their_verbs_object)
    ("Wash the plate and pass it to me, I'm packing the box.", 'plate: clean > pick'),
    ("Rinse the cup and hand it to me, we're tidying the cabinet.", 'cup: clean > pick'),
    ("Rinse the cup. I'm leaving it on the shelf.", 'cup: clean > place=shelf'),  # a place verb with "it": a place
]
FILE41B_KINDS += [
    # a receptacle after a part of it ("in the middle of", "at the back of") right after another receptacle ("on a
    # plate in the middle of the table"): where that one stands, no place (others._where_the_other_is)
    ('I want the apple sliced, on a plate in the middle of the table.', 'apple: slice > place=plate'),
    ('Chill the apple and put it in the bowl at the back of the fridge.', 'apple: cool > place=bowl'),
    ('Wash the potato and put it in the middle of the table.', 'potato: clean > place=dining_table'),  # no other receptacle
]
FILE41B_KINDS += [
    # a step done to another thing of the vocabulary, that thing called off later by name ("wash the knife... no,
    # forget the knife"): called off with its thing (corrections._thing_called_off)
    ('Slice the apple, chill it, wash the knife... no, forget the knife. Just the apple.', 'apple: slice > cool'),
    ('Cut the bread, toast it, rinse the pan. Actually skip the pan.', 'bread: slice > heat'),
    ("Slice the apple and wash the knife. Don't forget the knife.", 'apple: slice + clean'),  # "don't forget": kept
]
FILE41B_KINDS += [
    # "on it" right after the object's name, a hob said in an earlier sentence ("The back burner works. Heat the kettle
    # on it"): that device, as "in it" (referred); "on low" / "on a high heat" a setting, no name (connectives.json idioms)
    ('The back burner is the one that works. Heat the kettle on it and leave it there on low.', 'kettle: heat > place=stove_burner'),
    ('The big burner is free now. Put the pot on it.', 'pot: place=stove_burner'),
    ('The shelf is free. Put the mug on it.', 'mug: place'),  # no device: not referred
]
FILE41B_KINDS += [
    # "comes out of" / "came out of" a device ("only after it comes out of the fridge"): a trip through it, the
    # device's sub-task (connectives.json device_trips, read by clauses.device_trips)
    ('Chill the lettuce and wash it, but only after it comes out of the fridge.', 'lettuce: cool > clean'),
    ('Slice the potato when it comes out of the microwave.', 'potato: heat > slice'),
    ('The apple is out of the fridge now. Slice it.', 'apple: slice'),  # where it is now: no trip
]
FILE41B_KINDS += [
    # "goes near" and a person's own thing ("before it goes near my sandwich"): how close it gets, no place
    # (connectives.json idioms)
    ('Wash the apple before it goes near my baby.', 'apple: clean'),
    ('Chill the lettuce and wash it before it goes near your sandwich.', 'lettuce: cool + clean'),
    ('Rinse the mug and put it near the sink.', 'mug: clean > place=sink'),  # a place verb and a receptacle: a place
]
FILE41B_KINDS += [
    # "we hand it back" / "we give it back": the speaker's side returning a borrowed thing, no pick (connectives.json idioms)
    ('Rinse the knife before we hand it back.', 'knife: clean'),
    ('Scrub the borrowed pot well; we give it back tomorrow.', 'pot: clean'),
    ('Wash the mug and hand it back to me.', 'mug: clean > pick'),  # the listener hands it over: a pick
]
FILE41B_KINDS += [
    # a purpose denied right after a place into a device ("goes in the fridge, not for the cold but for the mice"):
    # stored there, no cooling (connectives.json idioms)
    ('The bread goes in the fridge, not for the cold but for the mice. Slice it first.', 'bread: slice > place=fridge'),
    ('Put the apple in the fridge, not to chill it, just to keep it away from the dog.', 'apple: place=fridge'),
    ('Put the apple in the fridge to chill it.', 'apple: cool'),  # the purpose said: the cooling
]
FILE41B_KINDS += [
    # "it's cold" ending its sentence after a month or season in it ("5 a.m. in winter, it's cold!") while warming is
    # asked: the weather, no step (changes._weather)
    ("Rinse the pan and heat it, 5 a.m. in winter, it's cold!", 'pan: clean + heat'),
    ("Warm the mug. In November, it's cold.", 'mug: heat'),
    ("Heat the mug in the microwave, then leave it in the fridge till it's cold.", 'mug: heat > cool'),  # no season
]
FILE41B_KINDS += [
    # a receptacle after "with the", another thing the vocabulary does not name and a preposition of place, in a clause
    # with no place verb ("it's good with the olive oil on the shelf"): where that thing is, no place (located)
    ("Wash the tomato and slice it, it's good with the olive oil on the shelf.", 'tomato: clean + slice'),
    ('Rinse the apple, lovely with the honey in the cabinet.', 'apple: clean'),
    ('Wash the tomato and put it with the salt on the shelf.', 'tomato: clean > place=shelf'),  # a place verb: a place
]
FILE41B_KINDS += [
    # "hold it for a count of ..." / "press and hold": pressing a button or a knob, no pick (connectives.json idioms)
    ('The hob lights with the knob, hold it for a count of ten. Heat the pan on the front burner and leave it there.', 'pan: heat > place=stove_burner'),
    ('Press and hold the button. Warm the mug in the microwave.', 'mug: heat'),
    ('Heat the mug and hold it for a minute.', 'mug: heat + pick'),  # held: a pick
]
FILE41B_KINDS += [
    # a word for things in general and a preposition of place ("Help yourself to anything in the fridge."): where such
    # things are, no place (general_subjects.things_anywhere, read in anecdotes.remarked)
    ('Help yourself to anything in the fridge. Wash the tomato and slice it.', 'tomato: clean + slice'),
    ("Help yourself to whatever's on the shelf. Wash the tomato.", 'tomato: clean'),
    ('Wash the tomato and put it in the fridge.', 'tomato: clean > place=fridge'),  # the object's own place
]
FILE41B_KINDS += [
    # a state (or a hand after "in") said alone as someone's wish first ("Nan wants her bread warm."), then said again as
    # a command on "it" in a later list: the later mention is the step, the list's order decides (again.restated_place)
    ('Nan wants her mug warm. Rinse it, heat it and hand it to her.', 'mug: clean > heat > pick'),
    ('Nan likes her bread warm. Slice it, toast it and bring it to her.', 'bread: slice > heat > pick'),
    ('What I want in my hand at the party: the wine bottle. Chill it, then pass it to me.', 'wine_bottle: cool > pick'),
    ('Nan wants her mug warm. Rinse it and hand it to her.', 'mug: heat > clean > pick'),  # not said again: the wish first
]
FILE41B_KINDS += [
    # "been sitting there" / "been sat there": where things have been (a perfect), no step, not a stay in a device said
    # before (connectives.json idioms)
    ("The fridge is full. Rinse a mug (they've been sitting there all week) and leave it on the counter.", 'mug: clean > place=counter'),
    ('The microwave is on. Wash the plate, it has been sat there for days, and put it on the shelf.', 'plate: clean > place=shelf'),
    ('Rinse the mug and leave it sitting there on the counter.', 'mug: clean > place=counter'),  # a command: a place
]
FILE41B_KINDS += [
    # "cooking" naming a note before a word for it ("Cooking list for the trip:", "Cooking notes:"): the note's
    # name, no heating (connectives.json idioms)
    ('Cooking list for the trip: apple, washed, chilled, placed in bowl.', 'apple: clean > cool > place=bowl'),
    ('Cooking notes for Sunday: rinse the pan and put it on the shelf.', 'pan: clean > place=shelf'),
    ('Keep cooking the potato, then slice it.', 'potato: heat > slice'),  # a verb with its object: a step
]
