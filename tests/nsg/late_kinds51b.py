"""Test file 51's misses read a second time (what people did, told afterwards: a carer's visit log, a child at
bedtime, a tasker's job-done messages, a commis-chef's logbook, a vlogger's recap, an app's activity feed, a sleep
clinic diary, a mystery shopper's report, a contestant's confessional, a dad's group-chat recap), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds47b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-59."""
from __future__ import annotations

FILE51B_KINDS = [
    # "before bed" / "until bed": a time, an idiom, no place on the bed (connectives idioms)
    ('Quick note before bed: the mug is washed and in the cabinet.', 'mug: clean > place=cabinet'),
    ('Chill the apple until bed, then slice it.', 'apple: cool > slice'),
    ('Wash the mug and leave it by the bed.', 'mug: clean > place=bed'),  # "by the bed": a place
    # a subject of things in general with a clause of its own before a colon ("Everything I did today: ..."): a
    # heading of the list after it, no house rule (general_subjects.house_rules)
    ('Everything I managed this morning: the pan got scrubbed, then it went in the cabinet.', 'pan: clean > place=cabinet'),
    ("Everything we did at Nan's: the cup was rinsed and chilled in the fridge.", 'cup: clean + cool'),
    ('Anything left in the sink gets washed. Chill the apple.', 'apple: cool'),  # no colon: a house rule
    # what an inspection found, when no step is said outside it ("Found: the mug rinsed, in the cabinet."): the outcome
    # reported, its steps kept (clauses.drop_found)
    ('Checked the flat at six. Found: the mug rinsed, sitting in the cabinet. Good.', 'mug: clean > place=cabinet'),
    ('What we found on Monday: the apple sliced, in the bowl.', 'apple: slice > place=bowl'),
    ('Found: the mug dirty on the shelf. Wash it and put it in the cabinet.', 'mug: clean > place=cabinet'),  # a task after: the state before
    # "since" and a time inside a relative clause on the subject, the main verb right after the time ("the mug that has
    # been in the sink since Monday is washed"): only the relative clause tells how it has been, the main clause is
    # what was done (happened.relative_since, read by happened and anecdotes._reasons)
    ('The mug that has been in the sink since Monday is washed and on the shelf now. Nice.', 'mug: clean > place=shelf'),
    ('The pot which sat on the hob since Friday got scrubbed and went in the cabinet. Done.', 'pot: clean > place=cabinet'),
    ("It's been heated and left there since Tuesday. Chill the mug.", 'mug: cool'),  # no relative clause: all how it has been
    # the speaker's own "I'll give / hand / pass it to" someone after the steps: a hand-over, not the speaker receiving
    # it (remarks.drop_receiving)
    ("The apple has to be washed and sliced. Then I'll hand it to Gran.", 'apple: clean + slice > pick'),
    ("Rinse the mug and warm it, then I'll pass it to my brother.", 'mug: clean + heat > pick'),
    ("Wash the mug and heat it, I'll take it in.", 'mug: clean + heat'),  # "take it in": the speaker receives it
    # a hand-over said with "delivered to" a person ("Cup delivered to Mr Shah"), or the thing going along with the
    # speaker ("then it comes with me to work"): a pick; "delivered to" a receptacle is a place, like "carried to"
    # (connectives steps: pick and place verbs)
    ('09:10 Cup washed. 09:12 Cup chilled. 09:15 Cup delivered to Mr Shah.', 'cup: clean > cool > pick'),
    ('The mug needs a rinse, then it comes with me to work.', 'mug: clean > pick'),
    ('Plate washed, then delivered to the dining table.', 'plate: clean > place=dining_table'),  # a receptacle: a place
    ('Wash the mug and heat it. It delivered.', 'mug: clean + heat'),  # no "to": no hand-over
    # a receptacle hyphened after a preposition of where, right before another receptacle ("the under-counter fridge"):
    # which one, the head is the last name, no place on the first (compounds.modifier)
    ('Rinse the mug, chill it in the under-counter fridge and hand it to Jo.', 'mug: clean > cool > pick'),
    ('The apple went in the under-sink cabinet after I washed it.', 'apple: clean > place=cabinet'),
    ('Wash the mug and put it under the counter.', 'mug: clean > place=counter'),  # no compound: the counter
    # "cut that bit out" / "cut this part out": editing a recording, an idiom, no slicing (connectives idioms)
    ('I rinsed the mug and passed it to Sam. Cut this bit out of the video, please.', 'mug: clean > pick'),
    ('So I washed the cup and chilled it. Ugh, cut that part out.', 'cup: clean + cool'),
    ('Cut that bit of the apple off and wash it.', 'apple: slice + clean'),  # a piece of the object: a slicing
    # a gerund right after a past "need" denied ("it didn't need washing"): not done, no step (needless._needed_not)
    ('Warmed the plate in the microwave; it never needed washing.', 'plate: heat'),
    ("Put the apple in the fridge. It didn't need slicing.", 'apple: place=fridge'),
    ('The plate needed washing, so I washed it and put it on the shelf.', 'plate: clean > place=shelf'),  # not denied: a step
    # "(unordered ...)" / "order unknown" said of a log's list: its steps in any order (connectives any_order)
    ('Mug log (unordered): rinsed, heated in the microwave. Then handed to Ali.', 'mug: clean + heat > pick'),
    ('Plate: washed, warmed in the oven. Order unknown. Then onto the shelf.', 'plate: clean + heat > place=shelf'),
    ('Apple steps (unordered, sorry): washed, then sliced. Then into the bowl.', 'apple: clean > slice > place=bowl'),  # "then" still orders
    # a passive place verb whose subject is another thing of the vocabulary ("but the forks had been left in the
    # sink"): where that thing was left, no place of the object (subjects._left_of_other)
    ('The mug is clean and on the shelf, but the forks had been left in the sink.', 'mug: clean > place=shelf'),
    ('Kettle rinsed and on the counter; the spoons were left in the sink.', 'kettle: clean > place=counter'),
    ('The mug was washed and then left in the cabinet.', 'mug: clean > place=cabinet'),  # the object itself: a place
    # a glass bottle named with what it holds between ("the glass juice bottle"): a glass bottle, like "glass water
    # bottle" (lexicon aliases)
    ('Rinse the glass juice bottle and chill it in the fridge.', 'glassbottle: clean + cool'),
    ('Wash the glass oil bottles, then put one on the shelf.', 'glassbottle: clean > place=shelf'),
    ('Rinse the wine bottle and chill it.', 'wine_bottle: clean + cool'),  # no "glass": a wine bottle
    # "left a" and words that name nothing of the vocabulary, then "for" and a person ("left a review for you"): a thing
    # given to someone, no place (subjects._given_to)
    ('Hi Jo, left a review for you! I washed the mug, heated it, then handed it to Sam.', 'mug: clean > heat > pick'),
    ('Left a thank-you note for her. The pot was scrubbed and put on the stove burner.', 'pot: clean > place=stove_burner'),
    ('Wash the mug and leave it for him on the table.', 'mug: clean > place=dining_table'),  # the object left: a place
    # a comment opened by ", which" that holds no step ("heated the mug, which is a bad habit, then ..."): no
    # relative clause before the step after it, the list keeps its order (remarks.untimed)
    ('I heated the mug, which is a bad habit, then rinsed it and handed it to Ben.', 'mug: heat > clean > pick'),
    ('I sliced the tomato, which was a mistake, then washed it and put it on the plate.', 'tomato: slice > clean > place=plate'),
    ('Rinse the mug which was chilled, then heat it.', 'mug: cool > clean > heat'),  # no comma: a relative clause, before
    # a told list ending in an irregular past of carrying or giving ("... and brought them over on a plate"): every
    # verb inflected, the list read in order like one ending in "put" (narrated.IRREGULAR)
    ('Nan washed the apple, sliced it, chilled the slices and brought them over on a plate.',
     'apple: clean > slice > cool > place=plate'),
    ('The waiter rinsed the mug, heated it and brought it over to me.', 'mug: clean > heat > pick'),
    ("He's going to wash the apple, slice it and chill it.", 'apple: clean + slice + cool'),  # told ahead: one group
    # a past verb opening its clause before a meal, a day's name between or not ("Cooked dinner on my own."): the
    # meal made, no step of the object (dishes.dishes_made)
    ('Cooked dinner on my own. Washed the spud, boiled it, chopped it and put it in the pan.',
     'potato: clean > heat > slice > place=pan'),
    ('I cooked Sunday lunch. Rinsed the tomato, sliced it and put it in the bowl.', 'tomato: clean > slice > place=bowl'),
    ('Cook the potato for lunch, then slice it.', 'potato: heat > slice'),  # the object cooked: a step
    # "never" before a step and a degree word with a manner after it ("I've never chilled a mug so quickly"): a boast
    # about a step told elsewhere, its mention no place in the order (needless.boast, read by clauses.drop_negated)
    ("I've never chilled a mug so quickly. Washed it, chilled it, on the shelf.", 'mug: clean > cool > place=shelf'),
    ('Never heated an apple this fast in my life: sliced it, heated it, onto the plate.', 'apple: slice > heat > place=plate'),
    ('I never sliced the tomato; I washed it and put it in the bowl.', 'tomato: clean > place=bowl'),  # not done: no step
    # "picked up" said first in a told list that ends in a place ("was picked up off the floor, rinsed and put back on
    # the shelf"): fetching it, not held at the end (places.place_roles)
    ('The mug was picked up off the floor, rinsed and put back on the shelf.', 'mug: clean > place=shelf'),
    ('The fork got picked up, washed and put in the drawer.', 'fork: clean > place=drawer'),
    ('The mug was washed, heated and picked up.', 'mug: clean + heat + pick'),  # said last: held at the end
    # "then it stayed on" / "and it stayed in" a receptacle after the steps told: where it ended up, a place
    # (connectives steps: place verbs, anchored places)
    ('Rinsed the pan, heated it, and then it stayed on the stove burner.', 'pan: clean > heat > place=stove_burner'),
    ('Washed the mug and it stayed in the cabinet after that.', 'mug: clean > place=cabinet'),
    ('Wash the mug. It stayed in the sink all week, gross.', 'mug: clean'),  # no "then" / "and": how it has been
    # "done in" a device ("done in the microwave", "done in the fridge"): that device's sub-task, no place, like "did it
    # in" (connectives device_trips)
    ('Tea: mug washed, then done in the microwave, then onto the side table.', 'mug: clean > heat > place=side_table'),
    ('The apple was cut up and done in the fridge for an hour.', 'apple: slice + cool'),
    ('Wash the mug. Done in the kitchen, put it in the cabinet.', 'mug: clean > place=cabinet'),  # no device: no step
    # a step said again with "first" in a plan for next time ("next time I'll rinse first"): no order of the steps
    # told (late._stated)
    ("I heated the mug and then rinsed it; next time I'll rinse first. Then I put it in the cabinet.",
     'mug: heat > clean > place=cabinet'),
    ('Chilled the apple, then sliced it. Next time slice first! Then into the bowl.', 'apple: cool > slice > place=bowl'),
    ('I heated the mug and then rinsed it; I should rinse first.', 'mug: clean > heat'),  # no "next time": an order
    # a sentence opened by "Which" that holds no step ("... rinsed and warm. Which I did, ..."): it points back at
    # what was said, no relative clause before the step after it (remarks.untimed)
    ('Nan wanted her mug rinsed and warm. Which I did, any order, and then I handed it to her.', 'mug: clean + heat > pick'),
    ('The boss asked for the plate washed and chilled. Which I did, and I put it on the counter.',
     'plate: clean + cool > place=counter'),
    # a sentence opened by a word outside the vocabulary and participles joined by "and" / commas, no name of the
    # vocabulary in it ("Tablets crushed and taken."): done to that other thing, no step (subjects._unknown_thing_done)
    ('Rinsed the cup and chilled it. Tablets crushed and taken.', 'cup: clean + cool'),
    ('Pills taken. Washed the apple and sliced it.', 'apple: clean + slice'),
    ('Washed the plate. Then plate taken to Nan.', 'plate: clean > pick'),  # the object named: its own step
]
