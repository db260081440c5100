"""Test file 54's misses, second reading (questions of every sort: a job interview, "shall I ...?", room service, a
household robot, a new-starter quiz, agony-aunt letters, cross-examination, a feedback survey, class chat, a health
visitor), grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds53b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE54B_KINDS = [
    # a doer before a verb of asking whose person is told "to" do a recipe list ("how do I get him to warm it, cut it
    # and put it on the table?", "I asked the lad to ..."): the asker is not the list's doer, the commands read in
    # order (chained._told)
    ('How can I get my son to rinse the plate, warm it and put it in the cabinet?', 'plate: clean > heat > place=cabinet'),
    ('I asked the new lad to scrub the potato, boil it and hand it to the chef.', 'potato: clean > heat > pick'),
    ('I want him to chill the apple, slice it and put it in the bowl.', 'apple: cool > slice > place=bowl'),
    ('I got up to rinse the plate, warm it and put it in the cabinet.', 'plate: clean + heat > place=cabinet'),  # no one asked: told
]
FILE54B_KINDS += [
    # a state and "already" after a copula run into its subject ("mine's washed already", "the apple's sliced already"):
    # how the object is now, no step (changes._already)
    ("Mine's rinsed already, so do I just warm the mug and put it on the shelf?", 'mug: heat > place=shelf'),
    ("The apple's sliced already; chill it and put it in the bowl.", 'apple: cool > place=bowl'),
    ("The mug's rinsed already, isn't it? Warm it and hand it to me.", 'mug: heat > pick'),
    ("The mug's rinsed and warmed, then put on the shelf.", 'mug: clean + heat > place=shelf'),  # no "already": steps
]
FILE54B_KINDS += [
    # a temperature right after a verb of disliking ("I do hate a cold plate", "I can't stand warm wine") while the
    # opposite sub-task is asked: what the speaker minds, no step (changes._disliked)
    ('Please warm the mug for me, I really hate a cold mug.', 'mug: heat'),
    ("Chill the wine bottle, I can't stand warm wine.", 'wine_bottle: cool'),
    ('Could the plate be heated first? My husband loathes a cold plate.', 'plate: heat'),
    ('I hate a cold mug, so chill it.', 'mug: cool'),  # the same sub-task asked: the state wanted
]
FILE54B_KINDS += [
    # the object's name opening its clause, a preposition of where and a device closing it as a heading before a
    # request about "it" (after a colon, dash or semicolon, or a comma and a word of asking: "the mug by the sink,
    # could you put it away?"): where it is now, no stop of a round (stations._heading_now)
    ('The spoon by the sink: could you put it in the drawer?', 'spoon: place=drawer'),
    ('Bowl by the sink - can you chill it and put it on the shelf?', 'bowl: cool > place=shelf'),
    ('The fork in the sink, could you put it in the drawer?', 'fork: place=drawer'),
    ('The mug in the sink, then on the shelf.', 'mug: clean > place=shelf'),  # a round: the sink a stop
]
FILE54B_KINDS += [
    # a heading opened by a word of topic ("Re the cup in the fridge: ...", "question about the mug on the shelf: ...")
    # before a request about "it": the receptacle is where the object is now, no place (located._OPENERS)
    ('Re the cup in the fridge: warm it and hand it to me.', 'cup: heat > pick'),
    ('Regarding the cup on the counter: rinse it, please.', 'cup: clean'),
    ('Quick question about the mug in the sink: can I rinse it and put it on the shelf?', 'mug: clean > place=shelf'),
    ('Talk to me about the mug on the shelf.', 'mug: place=shelf'),  # no heading before a request: a place
]
FILE54B_KINDS += [
    # a question whether the object is "meant" / "supposed" to be on a receptacle, a step offered after it: what it
    # should be, the place asked for, not where it is now (story._asked_why_there, _WISHES)
    ('Is the mug supposed to be on the shelf? I can rinse it first.', 'mug: clean > place=shelf'),
    ('Is the plate meant to be in the cabinet? I could wash it now.', 'plate: clean > place=cabinet'),
    ('Is the mug on the shelf? I can rinse it first.', 'mug: clean'),  # whether it is there: where it is now
]
FILE54B_KINDS += [
    # "tidy up / clear down after cooking": the routine after a meal, an idiom holding a step word, no heating
    # (connectives.json idioms)
    ('Is clearing up after cooking part of the job? Scrub the pan and hang it on the shelf.', 'pan: clean > place=shelf'),
    ('We always tidy up after cooking: rinse the pot and put it in the cabinet.', 'pot: clean > place=cabinet'),
    ('After cooking the potato, slice it.', 'potato: heat > slice'),  # cooking a thing: a step
]
FILE54B_KINDS += [
    # a question whether the object "on" a receptacle is too much to want ("Is a cold apple in the bowl too much to
    # ask?"): a word of wanting anywhere in the question, the place wanted, not where it is now (story._asked_why_there)
    ('Is a washed apple in the bowl too much to ask? Wash it and chill it, any order.', 'apple: clean + cool > place=bowl'),
    ('Is a warm mug on the table too much to expect? He can heat it in the microwave.', 'mug: heat > place=dining_table'),
    ('Why is the egg on the counter? It gets boiled.', 'egg: heat'),  # asking why it is there: where it is now
]
FILE54B_KINDS += [
    # a note's list of bare verbs, each opening its clause before a comma or its device's preposition, closed by ", and"
    # and the place said by its receptacle ("the apple job: rinse, chill in the fridge, slice, and onto the plate"): a
    # recipe list ending in the place, read in order (chained._command, compose)
    ('The apple job: rinse, chill in the fridge, slice, and onto the plate.', 'apple: clean > cool > slice > place=plate'),
    ('Did the lesson cover the potato (scrub, boil in the pot, slice, and into the bowl)?', 'potato: clean > heat > slice > place=bowl'),
    ('Wash, boil, slice, and put the potato in the bowl.', 'potato: clean > heat > slice > place=bowl'),
    ('Wine bottles: clean, cold, and lined up on the shelf.', 'wine_bottle: clean + cool > place=shelf'),  # states: one group
]
FILE54B_KINDS += [
    # a question after a list asking whether "this / that" is "the right / correct / proper order / sequence": the list
    # is told in order, whoever does it (connectives.json in_order)
    ('He is going to wash the apple, chill it and put it on the plate. Is that the right order?', 'apple: clean > cool > place=plate'),
    ('She will boil the egg, slice it and chill it. Is this the correct sequence?', 'egg: heat > slice > cool'),
    ('I plan to rinse the mug and warm it. Is that the proper order?', 'mug: clean > heat'),
    ('He is going to wash the apple, chill it and put it on the plate. Is that all right?', 'apple: clean + cool > place=plate'),  # no order asked
]
FILE54B_KINDS += [
    # a grab before a place verb with "back" ("can I grab it and put it back on the shelf?"): returning it, how it gets
    # there, no held ending (moves.lifted_to_place)
    ('The dog knocked the mug over. Can I just grab it and put it back on the shelf?', 'mug: place=shelf'),
    ('Grab the spoon and pop it back in the drawer.', 'spoon: place=drawer'),
    ('Grab the spoon and put it in the drawer.', 'spoon: pick > place=drawer'),  # no "back": as before
]
FILE54B_KINDS += [
    # a state adjective after a fetch and "a", its thing taken "from" / "out of" a receptacle ("take a clean cup from
    # the cabinet and ..."): which one is fetched, no step, when another step is asked (moves._chosen)
    ('Get a cold apple out of the fridge and slice it.', 'apple: slice'),
    ('Grab a clean mug from the shelf and warm it in the microwave.', 'mug: heat'),
    ('Could you take a clean glass bottle from the cabinet and chill it?', 'glassbottle: cool'),
    ('Put a clean fork in the drawer.', 'fork: clean > place=drawer'),  # no fetch from a store: the state wanted
]
FILE54B_KINDS += [
    # a participle of a temperature before the object ("a boiled egg", "the chilled bread") with the opposite verb
    # asked in its sentence ("cool a boiled egg"): how the object is now, which that step undoes (remarks._undone)
    ('Has anyone shown you how to chill a boiled egg and then slice it?', 'egg: cool > slice'),
    ('Cool the boiled egg in the fridge, then slice it.', 'egg: cool > slice'),
    ('Warm the chilled bread in the microwave and put it on the plate.', 'bread: heat > place=plate'),
    ('Set the chilled mug on the shelf.', 'mug: cool > place=shelf'),  # no opposite step: the state wanted
]
FILE54B_KINDS += [
    # a vessel after "use", set against another ("instead of" / "rather than"), then "to" and a step on another thing
    # ("can I use a pot instead of a pan to boil the potato?"): what the step is done with, neither the thing asked
    # for nor a place (contrasts._used_to, places._used)
    ('Could I use the pan rather than the pot to warm the bread?', 'bread: heat'),
    ('Can we use a bowl instead of a plate to chill the apple, then slice it?', 'apple: cool > slice'),
    ('Put the egg in the pot instead of the pan.', 'egg: place=pot'),  # a place verb: the place said stays
]
FILE54B_KINDS += [
    # "bowled over" (astonished, or a letter's sign-off): an idiom holding a place word, no place (connectives.json idioms)
    ('Wash the apple and slice it. I was bowled over by the last one.', 'apple: clean + slice'),
    ('Could you chill the wine bottle and hand it over? Yours, Bowled Over', 'wine_bottle: cool > pick'),
    ('Rinse the tomato and slice it, then have it bowled.', 'tomato: clean + slice > place=bowl'),  # "bowled": put in a bowl
]
FILE54B_KINDS += [
    # "neither" and a state word, then "nor" and a place ("it was neither clean nor in the drawer"): two end states the
    # object lacks, read alike, the place kept as the state is (spans.paired_state, places)
    ('The spoon was neither clean nor in the drawer.', 'spoon: clean > place=drawer'),
    ('Why was the mug neither rinsed nor on the shelf?', 'mug: clean > place=shelf'),
    ('Rinse the mug, then put it on the shelf, not in the sink nor on the counter.', 'mug: clean > place=shelf'),  # refused
]
FILE54B_KINDS += [
    # the object's name and where it is, closed by a comma before a word of asking and a request about "it" ("The mug
    # in the microwave, could you hand it to me?"): a heading, where it is now, no place (located._headed)
    ('The mug in the microwave, could you hand it to me?', 'mug: pick'),
    ('The plate on the counter, can you wash it and put it in the cabinet?', 'plate: clean > place=cabinet'),
    ('The apple in the bowl, would you slice it for me?', 'apple: slice'),
    ('Put the apple in the bowl, could you?', 'apple: place=bowl'),  # a place verb's receptacle: a place
]
