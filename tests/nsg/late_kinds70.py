"""Test file 70's first reading (ids 1-85: a bedtime fairy tale, a text-adventure transcript, blank verse, a pirate
captain, a superhero comic's panels), grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-73."""
from __future__ import annotations

FILE70_KINDS = [
    # a hand said otherwise after "in" / "into" and a possessive (a pirate's fist, an animal's paws, a hero's gauntlet,
    # "in her grasp"), and a pirate's "yer" for "your": the holding phrase "in your hand" (lexicon.json hand_words,
    # dialect_words; whose_hand.hands_said_otherwise)
    ('Wash the cup and chill it, then put it in yer fist.', 'cup: clean + cool > pick'),
    ('A warm mug in me fist, that is all I ask.', 'mug: heat > pick'),
    ('The fox rinsed the apple and then put it in her paws.', 'apple: clean > pick'),
    ('Heat the plate in the microwave, then into his gauntlets with it.', 'plate: heat > pick'),
    ('Slice the apple and leave it on yer plate.', 'apple: slice > place=plate'),
    ('Chill the cup, then give it a fist bump and put it on the counter.', 'cup: cool > place=counter'),  # no "in": no hand
    # "move your bones", "shift yourself": hurry up, no move of the object (connectives.json idioms)
    ('Rinse the pot and put it on the stove. I mean the big one. Move your bones!', 'pot: clean > place=stove_burner'),
    ('Wash the bowl, then set it on the table. Shift yourself!', 'bowl: clean > place=dining_table'),
    ('Wash the bowl, then move it to the table.', 'bowl: clean > place=dining_table'),  # the bowl moved: a place
    # a holding said as going on ("you are holding it", "he was holding it") after the states: a held state, the end
    # state, last like "in your hand" (ends.held_last)
    ('You have won once the mug is warm and you are holding it.', 'mug: heat > pick'),
    ('The apple was rinsed and cut, and she was holding it.', 'apple: clean + slice > pick'),
    ('His cup was icy from the fridge, and he was gripping it tight.', 'cup: cool > pick'),
    ('She rinsed the mug and held it.', 'mug: clean + pick'),  # a plain list of two acts: one group
    # a device used for its sub-task, then said to be where the object stays ("and there it stayed", "and left it
    # there"): the device's sub-task, then the place there (stayed_there.py; compose via stayed_there.means_then_stay)
    ('She rinsed the glass bottle and put it in the fridge to chill, and there it sat till dawn.',
     'glassbottle: clean > cool > place=fridge'),
    ('Pop the apple in the fridge to chill it and keep it there.', 'apple: cool > place=fridge'),
    ('He warmed the cup in the microwave. There it stayed all evening.', 'cup: heat > place=microwave'),
    ('The bread goes in the fridge. There it stays until chilled.', 'bread: cool'),  # a step after it: the stay is the means
    ('Heat the mug in the microwave, set it on the counter and leave it there.', 'mug: heat > place=counter'),  # its own place
    # a story told in the past: a pick by a third person ("then she carried it up") is the heroine's, when another
    # step is told in the past and the pick is said last (story._taken_by_other)
    ('The baker warmed the plate, and then she carried it up to the attic.', 'plate: heat > pick'),
    ('The old man washed his cup. Then he took it.', 'cup: clean > pick'),
    ('Maybe your brother took the knife. Wash the cup, please.', 'cup: clean'),  # no story: someone else's act
    # taken out when done: the device's sub-task said again in a time clause, then "took it out and ...": what comes
    # after the taking out is later (taken_out.py)
    ('The cat put the mug in the microwave, and once it was hot she pulled it out and carried it off.', 'mug: heat > pick'),
    ('Put the bowl in the fridge to chill. When it is cold, take it out and slice it.', 'bowl: cool > slice'),
    ('Chill the apple, take it out and slice it.', 'apple: cool + slice'),  # no time clause: the list's one group
    # a game's commands and replies: a bare fetch right after a device's step and before a step done to the object
    # fetches it back ("> TAKE APPLE", the reply "Taken."), no held ending (moves._fetched_back); the reply "You leave
    # the apple to chill." is the stay's step, no place, the object said again by its name (moves._moved_off)
    ('> PUT APPLE IN MICROWAVE\n> TAKE APPLE\nTaken.\n> WASH APPLE\n> PUT APPLE ON COUNTER', 'apple: heat > clean > place=counter'),
    ('Chill the potato in the fridge. Grab it. Slice it.', 'potato: cool > slice'),
    ('> PUT EGG IN FRIDGE\nYou leave the egg to chill.\n> WAIT\nThe egg is cold now.\n> TAKE EGG\n> SLICE EGG', 'egg: cool > slice'),
    ('Chill the potato in the fridge, then grab it.', 'potato: cool > pick'),  # said last: held
    ('Put the egg in the fridge. Then you leave the egg on the plate.', 'egg: cool > place=plate'),  # no "to" and a step
    # a comic's sound-effect label and its sound ("SFX: KA-CHUNK!", "SFX (faint): hisss..."): a noise, no step, to its
    # first sentence end or the next label (panels.py, read in posts.posted)
    ('PANEL 1: The hero slices the tomato. SFX: SHUNK!\nPANEL 2: He drops it in the bowl. SFX: CHUNK-A-CHUNK!',
     'tomato: slice > place=bowl'),
    ('The potato is washed. SFX: SPLASH SIZZLE! Then he chills it in the fridge.', 'potato: clean > cool'),
    ('She washes the mug. The sound of the tap: lovely. Then she heats it.', 'mug: clean > heat'),  # no label: as before
    # "inside" said alone right after the object's name, a device named in an earlier sentence: that device, as "in it"
    # (referred.py)
    ('He opens the microwave. He pops the mug inside to warm up, then washes it.', 'mug: heat > clean'),
    ('Open the fridge. Put the apple inside the bowl.', 'apple: place=bowl'),  # its own receptacle after "inside"
    # a temperature said as how the object is now, then the opposite sub-task said as what a stay waits for ("until it
    # is cold", "until 'tis cold"), or after ";" in verse: no step (fetched.awaited, clauses.drop_background)
    ("The cup is warm as a summer noon;\nSet it in the fridge until 'tis cold.", 'cup: cool'),
    ('The apple is warm. Leave it in the fridge until it is cold, then slice it.', 'apple: cool > slice'),
    ('The mug will be cooled in the fridge; then it is heated in the microwave.', 'mug: cool > heat'),  # a participle: a step
    # a verb of resting, its receptacle, a comma and participles alone to the sentence end ("The potato sits in the pot,
    # sliced and cooked."): how it is found there, the place last (states_after.rests_as)
    ('At the end of the tale the apple rests on the plate, washed and sliced.', 'apple: clean + slice > place=plate'),
    ('The mug sits on the shelf, rinsed.', 'mug: clean > place=shelf'),
    ('The apple sits on the plate, then we slice it.', 'apple: place=plate > slice'),  # "then" and a step: in order
    # "standing" on a device after states joined to it by a comma ("scrubbed and hot, standing on the stove"), like
    # "sitting": where it ends up (uses.second_end_state, _JOINED_AT)
    ('The kettle is rinsed and hot, standing on the stove.', 'kettle: clean + heat > place=stove_burner'),
    ('Heat the kettle on the stove while standing at the counter.', 'kettle: heat'),  # the person stands: no place
    # two states joined by "and", the first the device's own, then a comma and the device closing the sentence ("one
    # apple, chilled and sliced, in the fridge."): end states, the device where it ends up (states_after.listed_with)
    ('Goal: a tomato, chilled and washed, in the fridge.', 'tomato: cool + clean > place=fridge'),
    ('Goal: a tomato, chilled and washed, in the fridge to stay cold.', 'tomato: cool + clean'),  # a purpose: the means
    # the scene a game or a story sets: an article, a receptacle that is no object, a verb of resting ("A sink sits under a
    # grimy window."): where that receptacle stands, no step and no place (scenery.py, in anecdotes.remarked)
    ('Scullery. A sink stands by the door. There is a mug here.\n> WASH MUG\n> PUT MUG ON STOVE', 'mug: clean > place=stove_burner'),
    ('The old fridge looms in the corner. Chill the apple in it.', 'apple: cool'),
    ('A mug sits on the counter. Wash it and set it on the shelf.', 'mug: clean > place=shelf'),  # the object itself: as before
    # a carrying verb with "out" and "into" somewhere ("he carries it out into the night"): carried away, held, not a
    # taking out of a device (places._drop_pick, spans.CARRY_FORMS)
    ('Warm the cup in the microwave, then carry it out into the yard.', 'cup: heat > pick'),
    ('Warm the cup in the microwave, then take it out and set it on the counter.', 'cup: heat > place=counter'),  # taken out
    # "hold it out" (offering it to someone, "held it out in her hand for the hungry fox") said last: held to the end,
    # after the list it closes (ends.held_last)
    ('The girl sliced the apple and held it out for the pony.', 'apple: slice > pick'),
    ('Wash the mug and hold it out in your hand for the guest.', 'mug: clean > pick'),
    ('Wash the mug and hold it.', 'mug: clean + pick'),  # no "out": a plain list, one group
    # a hero's name made of a step word and a second capitalised word before a present-tense verb ("Toast Avenger slices
    # the bread"): a name, no step (panels.heroes_named, in posts.posted)
    ('Captain Chill rinses the apple and drops it in the bowl.', 'apple: clean > place=bowl'),
    ('Scrub Queen slices the potato, then heats it in the microwave.', 'potato: slice > heat'),
    ('Clean Mug sits on the shelf.', 'mug: clean > place=shelf'),  # the second word names the object: no hero
]
