"""Test file 58's misses (ten plain voices: a supper-club recap, a product tester, a polar galley rota, hospice
volunteer notes, a dance-school helper rota, a revision timetable, meal-train notes, tenants' kitchen rules, an
estate agent's staging notes, a props master's preset lists), read after it was scored, grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds57``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-57."""
from __future__ import annotations

FILE58_KINDS = [
    # a giving verb with the thing said between it and "to" ("hand the egg to my partner", "give half to Hana",
    # "hand one to each of them"), or "handing to": a hand-over, held to the end (handovers.gifts, connectives pick)
    ('Toast the bread, then hand the bread to Grandad.', 'bread: heat > pick'),
    ('Rinse the apples and give one to Sam.', 'apple: clean > pick'),
    ('Chop the potato, then give half to the twins.', 'potato: slice > pick'),
    ('The plate needs warming and then handing to Nan.', 'plate: heat > pick'),
    ('Wash the mug and hand the spoon to Sam.', 'mug: clean'),  # another thing handed: no pick of the mug
    # "found" after a pronoun after "as" / "how" / "like" / "the way" ("leave the room as we found it: ..."): how a
    # thing is to be left, no inspection of what was found (lookalikes.as_found, read by clauses.drop_found)
    ('Leave the hall as we found it: the pot clean and back on the stove.', 'pot: clean > place=stove_burner'),
    ('Put things back the way I found them: the mug rinsed and in the cabinet.', 'mug: clean > place=cabinet'),
    ('We found it: the mug dirty on the counter. Wash it.', 'mug: clean'),  # an inspection: what was found
    # a state word after "last" and a time word ("the pan from last night clean"): the object's state, no
    # meal named by a time word (usages._occasion)
    ('Goal: the plate from last night clean and back in the cabinet.', 'plate: clean > place=cabinet'),
    ('The mug from last Sunday warm and on the table.', 'mug: heat > place=dining_table'),
    ('Right, Sunday roast: heat the potato and put it on the plate.', 'potato: heat > place=plate'),  # an occasion
    # a place verb's "-ing" form after "keeps" / "kept" / "always" ("he keeps throwing it in the bin"): a habit, how
    # the object is found, its receptacle no place (complaints.left_about; "throwing" a place verb, connectives)
    ('A plate that is clean and on the shelf (she keeps throwing it in the sink).', 'plate: clean > place=shelf'),
    ('The pot washed and on the stove; he kept dumping it in the sink all week.', 'pot: clean > place=stove_burner'),
    ('Rinse the mug, then keep putting it in the cabinet.', 'mug: clean > place=cabinet'),  # an order: a place
    # "whoever" and a present verb opening a heading closed by a colon ("Whoever brings the apples: ..."): whom the
    # note is for, its verb no step and its words no place (clauses.asked_who)
    ('Whoever brings the mugs: wash and warm them in either order, just get them into the cabinet.',
     'mug: clean + heat > place=cabinet'),
    ('Whoever takes the plates home: rinse them and leave them on the shelf.', 'plate: clean > place=shelf'),
    ('Whoever washes the mug, put it in the cabinet.', 'mug: clean > place=cabinet'),  # no colon: a condition
    # "setting" after a determiner and at most one word, no object after it ("on the grill setting", "for the eco
    # setting"): a device's mode, no place (usages._mode)
    ('Best result on the grill setting: apple warm and cut into slices.', 'apple: heat + slice'),
    ('Warm the mug on a low setting and put it in the cabinet.', 'mug: heat > place=cabinet'),
    ('Try setting the mug on the table.', 'mug: place=dining_table'),  # a verb with its object: a place
    # a food of ``contents`` heated "in" a named vessel with a size word between ("the soup in the large pot"): what
    # the vessel holds, the vessel the object, no unknown name (names.unknown_names)
    ('Warm the stew in the big pot and leave the pot on the stove afterwards.', 'pot: heat > place=stove_burner'),
    ('Heat the milk in the small mug, then hand it to me.', 'mug: heat > pick'),
    # a negated step whose clause goes on to "before" and an event that is no step ("do NOT slice it before the
    # show"): no order with another step, the step stays refused (not_done.before_event, read by clauses.drop_negated)
    ("Don't chill the apple before dinner; wash it and put it in the bowl.", 'apple: clean > place=bowl'),
    ('Never heat the mug before the guests arrive. Rinse it and put it in the cabinet.', 'mug: clean > place=cabinet'),
    ("Don't chill the apple before slicing, then put it in the bowl.", 'apple: cool > slice > place=bowl'),  # a step
    # a wish that a third person (a pronoun or an unknown name) do the step ("the director wants Helen to tear it"):
    # not asked of the listener, no step (usages._others_wish)
    ('The chef wants Bob to slice the apple. Wash it and put it in the bowl.', 'apple: clean > place=bowl'),
    ('She wanted him to chop the potato; just rinse it.', 'potato: clean'),
    ('Mum wants you to slice the apple and put it in the bowl.', 'apple: slice > place=bowl'),  # "you": asked
    # a heading of labels joined by a comma before the first colon ("Fridge test, day 3:"): its step word names the
    # heading, no step (cues._in_heading, now past a comma and a number)
    ('Microwave trial, week 2: I rinsed the mug, warmed it and put it in the cabinet.',
     'mug: clean > heat > place=cabinet'),
    ('Fridge test, day 2: I washed the apple, chilled it, then put it in the bowl.', 'apple: clean > cool > place=bowl'),
    ('Fridge, then shelf: chill the apple and put it on the shelf.', 'apple: cool > place=shelf'),  # the steps said
    # a state word after "of" before a food of ``contents`` ("a mug of cold coffee") with the opposite step or its
    # device in the text: how the contents were before the task, no step (attributes.drop_other_attributes)
    ('Heat a mug of cold tea, then put it on the table.', 'mug: heat > place=dining_table'),
    ('Put a bowl of hot soup in the fridge, then put it on the shelf.', 'bowl: cool > place=shelf'),
    ('Chill a bowl of cold soup.', 'bowl: cool'),  # the same state: the step itself
    # the object's name, "got" and a staying participle ("the ladle got left in the soup") in a clause before the
    # steps: where it is now, no place, as "was left" (story._left_there_now)
    ('The pan got left on the hob. Scrub it and put it on the shelf.', 'pan: clean > place=shelf'),
    ('The mug got left out overnight. Rinse it, then put it in the cabinet.', 'mug: clean > place=cabinet'),
    ('The mug got put in the cabinet.', 'mug: place=cabinet'),  # no steps after: where it ends up
    # a step word after "for" ending a sentence with no other step, before the steps ("Mr X asked for toast."): the
    # food asked for, no step (usages._asked_for)
    ('Grandad asked for toast. Slice the bread, then toast it.', 'bread: slice > heat'),
    ('The twins begged for toast. Rinse the plate and put it in the cabinet.', 'plate: clean > place=cabinet'),
    ('Slice the bread for toast. Then put it on the plate.', 'bread: slice > heat > place=plate'),  # a step before
    # a place verb, a plain word that names no object, receptacle, pronoun or particle, then the sentence's end
    # ("Families sometimes leave fruit."): another thing left, no place (subjects._thing_named_left)
    ('Guests often leave fruit. Wash the apple on the side and put it on a plate.', 'apple: clean > place=plate'),
    ('Visitors sometimes drop spares. Rinse the mug on the counter and put it in the cabinet.',
     'mug: clean > place=cabinet'),
    ('Wash the mug and put it in the cabinet. Then store mugs.', 'mug: clean > place=cabinet'),  # the object's name
    # a hand-over said first ("take it home", "take it to her") with "first" / "beforehand" after it: no fetch, a
    # pick held to the end (moves.handed_before, read by places.place_roles and moves.drop_fetches)
    ('Take it home, but rinse the pot first.', 'pot: clean > pick'),
    ('You can take it to her now, just warm the mug beforehand.', 'mug: heat > pick'),
    ('Take the mug, but wash it first.', 'mug: clean'),  # no hand-over: fetching it
    # a state word right before the object's name (after a determiner or an owner's "'s") alone in its sentence,
    # the same sub-task said again in a later sentence ("Dessert was Leah's baked apple. ... then microwaved it"):
    # the dish named first, its step where the later words put it (attributes._named_before)
    ("Supper was Gran's baked potato. I scrubbed the potato, cut it, then microwaved the pieces.",
     'potato: clean > slice > heat'),
    ('Pudding was a chilled apple. We rinsed the apple, sliced it, then chilled the slices.', 'apple: clean > slice > cool'),
    ('Supper was a baked potato. I cut the potato and put it on the plate.', 'potato: heat > slice > place=plate'),  # once
    # a thing named in a clause with no step word, ended by ", so", when the next clause names another thing after a
    # step verb and a count ("love a bowl of fruit, so wash a couple of apples"): that thing is the object
    # (targets._acted_on_later)
    ('Kids like a plate of fruit, so rinse a couple of apples and put them on the plate.', 'apple: clean > place=plate'),
    ('Guests love a bowl of fruit, so chill a pair of apples and put them in the bowl.', 'apple: cool > place=bowl'),
    ('Buyers love a bowl, so wash it.', 'bowl: clean'),  # no other thing: the bowl
    # the object's name, a copula and an adverb of habit before a staying participle ("the pan, though, is usually
    # left on the hob: wash it"): where it is found, no place and no device's step (complaints.told_after_name, read
    # by story._left_there_now)
    ('The pot, though, is usually left on the hob: scrub it and put it on the shelf.', 'pot: clean > place=shelf'),
    ('His kettle is often left on the stove, so rinse it and put it in the cabinet.', 'kettle: clean > place=cabinet'),
    ('The mug is left in the fridge to chill, then put on the table.', 'mug: cool > place=dining_table'),  # no habit
    # a plural vessel word that is not the object, a person and a step verb, then a preposition left at its clause's
    # end ("the dishes you bring food in at your own house"): what those vessels are for, no step (usages._others_vessel)
    ('Rinse the tubs you carry soup in. Then wash the mug and put it in the cabinet.', 'mug: clean > place=cabinet'),
    ('The dishes you take food in, at the door please. Slice the apple, then put it on the plate.',
     'apple: slice > place=plate'),
    ('Take the mugs you heat milk in to the sink.', 'mug: heat'),  # the object's own name: as before
    # "once" / "after" after "and" or a comma opening a clause with no step, between two steps ("microwave it, and
    # once you have eaten, wash the plate"): something else done in between, read as "then" (meanwhile)
    ('Warm the bowl, and once the guests have eaten, rinse it and put it on the shelf.',
     'bowl: heat > clean > place=shelf'),
    ('Chill the mug, and after the film has finished, wash it and put it in the cabinet.',
     'mug: cool > clean > place=cabinet'),
    ('Heat the mug, and once it is hot, rinse it.', 'mug: heat > clean'),  # the object's own state: as before
    # a place verb, a pronoun, a preposition of place and the object's own name ("put it on a plate, microwave it,
    # ... wash the plate"): something else put on the object, no place of it (subjects._onto_object)
    ('Lunch: put it in a bowl, chill it, then rinse the bowl and put it on the shelf.', 'bowl: cool > clean > place=shelf'),
    ('Put it on a plate, microwave it, then wash the plate.', 'plate: heat > clean'),
    ('Boil the egg, then set it in the egg cup.', 'egg: heat > place=cup'),  # a receptacle named with its word
]

# the names flagged or not (names.unknown_names): a food of ``contents`` in a vessel with a size word is no unknown
# name; a word the lexicon does not know is flagged as before, and so is a food in a device (no vessel of it)
FILE58_NAMES = [
    ('Warm the stew in the big pot and leave the pot on the stove afterwards.', []),
    ('Heat the blorp in the large pot.', ['blorp']),
    ('Heat the soup in the large fridge.', ['soup']),
]
