"""Test file 71's third reading (print, publicity and persuasion; and sentences of printed forms no file has yet:
troubleshooting tables, product labels, FAQs, news reports, leaflets), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds71b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-71."""
from __future__ import annotations

FILE71C_KINDS = [
    # a temperature said as how the object is now, the condition ("If the mug is cold, ...") or the reason ("..., so")
    # of the opposite step, or alone in its sentence before a place in the opposite device ("The wine bottle is warm.
    # Put it in the fridge."): no step (conditions.condition_states, called by changes.drop_changes)
    ('If the cup is cold, warm it in the microwave.', 'cup: heat'),
    ('If your tomato is warm, chill it before slicing it.', 'tomato: cool > slice'),
    ('If the glass bottle is warm, put it in the fridge.', 'glassbottle: place=fridge'),
    ('The potato is cold, so microwave it and put it on a plate.', 'potato: heat > place=plate'),
    ("Fault: the wine bottle's warm - put it in the fridge.", 'wine_bottle: place=fridge'),
    ('Question: the egg is a bit cold. Answer: heat it on the stove.', 'egg: heat'),
    # contrasts: a time clause says when ("once it is cold", "when it is hot"), a participle is a step said ("is
    # warmed"), and with no opposite step the state is asked
    ('Chill the cup. Once it is cold, rinse it.', 'cup: cool > clean'),
    ('The bowl is warmed in the microwave; after that, it is chilled in the fridge.', 'bowl: heat > cool'),
    ('When the potato is hot, put it in the fridge.', 'potato: heat > place=fridge'),
    ('The wine bottle is cold. Put it on the dining table.', 'wine_bottle: cool > place=dining_table'),
]

FILE71C_KINDS += [
    # a hand-over to someone after "ready to" ("ready to hand to the kids", "ready to pass to your guest"): where the
    # thing ends, a pick, like "ready to put on the table" (story._readied); what it is readied for with no one to hand
    # it to ("ready to boil", "ready to serve", "ready to hand round") stays no step
    ('Peel and slice the apple, ready to give to your guests.', 'apple: slice > pick'),
    ('Warm the cup in the microwave, ready to pass to Grandma.', 'cup: heat > pick'),
    ('Rinse the tomato so it is ready to hand to the chef.', 'tomato: clean > pick'),
    ('Wash the pan and put it on the stove, ready to cook.', 'pan: clean > place=stove_burner'),
    ('Slice the bread, ready to hand round.', 'bread: slice'),
]

FILE71C_KINDS += [
    # an advert's fragments, sentences each of a state word and the thing's name ("Hot mug. Clean mug."): the end
    # states, one group, the place said after them still last (telegraphic._named_fragments); an order word between
    # them ("Then a clean mug.") or a command ("Heat the mug.") keeps its order
    ('Cold wine bottle. Clean wine bottle. Waiting for you on the dining table.', 'wine_bottle: cool + clean > place=dining_table'),
    ('Warm plate. Clean plate. On the table by seven.', 'plate: heat + clean > place=dining_table'),
    ('A sliced apple. A cold apple.', 'apple: slice + cool'),
    ('Hot cup. Then a clean cup.', 'cup: heat > clean'),
    ('Chill the apple. Sliced apple next.', 'apple: cool > slice'),
]

FILE71C_KINDS += [
    # a troubleshooting question of the fault ("Mug won't heat?", "Cup not heating evenly?"): a step word under a
    # negation in a question opened by the thing's name is no step when a later sentence asks the same sub-task, whose
    # place in the order counts (conditions.trouble_questions); with no later one the negation drops it as before
    ('Apple won\'t slice cleanly? Chill it first, then slice it.', 'apple: cool > slice'),
    ('Cup not heating evenly? Rinse it, then microwave it again.', 'cup: clean > heat'),
    ('Egg won\'t peel? Cool it in the fridge, then slice it.', 'egg: cool > slice'),
    ('Kettle won\'t boil? Descale it and rinse it.', 'kettle: clean'),
]

FILE71C_KINDS += [
    # a label's or a recipe's "leave to stand", "leave to drain", "leave it to soak" with no receptacle and no length:
    # how it waits, no place (waits.waited); a receptacle said keeps the place
    ('Microwave the potato on full power and leave to stand.', 'potato: heat'),
    ('Rinse the lettuce, then leave to drain.', 'lettuce: clean'),
    ('Heat the mug. Leave to stand. Then rinse it.', 'mug: heat > clean'),
    ('Wash the bowl and leave it in the sink to soak.', 'bowl: clean > place=sink'),
    ('Wash the plate and leave it to dry on the counter.', 'plate: clean > place=counter'),
]

FILE71C_KINDS += [
    # a prefix clause of one participle ("Once chilled,", "When toasted,") then a verb with its object ("cut the
    # tomato"): the main clause's command, ordered after the clause, though "cut" is a participle too
    # (verbless.commanded_after, read by compose._adjectives); "a chilled apple, cut into wedges" stays one group
    ('Once chilled, cut the tomato and put it on a plate.', 'tomato: cool > slice > place=plate'),
    ('When cooled, cut the egg in half.', 'egg: cool > slice'),
    ('When toasted, cut the bread and serve it on a plate.', 'bread: heat > slice > place=plate'),
    ('A chilled apple, cut into wedges.', 'apple: cool + slice'),
]

FILE71C_KINDS += [
    # a device told to do the job itself ("let the fridge do the rest", "the microwave does the work": device_jobs in
    # connectives.json): the device's sub-task, no place, like "the microwave does a potato" (device_subjects); a
    # person doing the rest does nothing
    ('Rinse the tomato, then let the fridge do the rest.', 'tomato: clean > cool'),
    ('Wash the potato, then let the microwave do its magic.', 'potato: clean > heat'),
    ('Slice the bread, then let the toaster do the hard work.', 'bread: slice > heat'),
    ('Slice the apple, then let the kids do the rest.', 'apple: slice'),
]

FILE71C_KINDS += [
    # what someone else wants the thing to be ("They want it warm. I say chill it!", "The kids like it hot, but ..."):
    # a temperature after a wish verb and "it", its subject no "I" / "we" / "you", against the opposite step asked, is
    # theirs, no step (conditions.others_wishes); with no opposite step ("She likes it hot.") or the teller's own wish
    # ("I want it warm.") it stays
    ('Cool the glass bottle in the fridge. The critics want it warm. We say chill it!', 'glassbottle: cool'),
    ('My brother prefers it hot, but chill the tomato anyway.', 'tomato: cool'),
    ('Warm the cup. Dad likes it hot.', 'cup: heat'),
    ('The guests want it cold, so chill the wine bottle.', 'wine_bottle: cool'),
]

FILE71C_KINDS += [
    # a label's store ("in a cool, dry place", "in a cool, dark drawer", "somewhere warm and dry"): a temperature
    # right after an article or "somewhere", joined by a comma or "and" to a word of how a store is (place_qualities
    # in connectives.json), is the place's, no step (attributes._place_quality); alone before its noun ("on a cold
    # plate") it is read as before
    ('Keep the bread in a cool, dry cabinet.', 'bread: place=cabinet'),
    ('Rinse the apple and keep it in a cool, dark drawer.', 'apple: clean > place=drawer'),
    ('Slice the tomato and put it on a cold plate.', 'tomato: slice > place=plate'),
]

FILE71C_KINDS += [
    # a time clause set in commas right after the subject ("The egg, once boiled, is sliced and ...", an encyclopedia's)
    # before a passive list, an adverb before its participle or none ("is traditionally sliced"): the comma opens the
    # main clause, the clause's step first (scopes.main_clause_opens); a list inside the clause runs over its commas
    ('The potato, once scrubbed, is halved and served in a bowl.', 'potato: clean > slice > place=bowl'),
    ('The tomato, when chilled, is usually sliced and put on a plate.', 'tomato: cool > slice > place=plate'),
    ('Once rinsed, the lettuce is typically chopped and chilled.', 'lettuce: clean > slice + cool'),
    ('The egg, boiled, cooled and sliced, goes in the bowl.', 'egg: heat + cool + slice > place=bowl'),
]

FILE71C_KINDS += [
    # a troubleshooting table's cells ("Symptom | Cause | Remedy"): a temperature said as the state in its own cell
    # before the opposite step is how it is now (conditions.condition_states, "|" a cell's edge)
    ('Problem | Fix: The cup is warm | Chill the cup in the fridge.', 'cup: cool'),
]

FILE71C_KINDS += [
    # where someone else left the thing, before a later sentence of where it belongs or a request to put "it"
    # elsewhere ("He left the mug on the counter. Put it in the cabinet.", a tabloid's "teen leaves plate on the table -
    # 'It should be back in the cabinet!'"): how it was found, no place (complaints._left_before_goal); with no other
    # place said after it the report stays the place
    ('She left the bowl on the dining table. It should be clean and back in the cabinet.', 'bowl: clean > place=cabinet'),
    ('They left the knife on the counter again - wash it and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Lodger leaves cup in the sink - it belongs on the shelf!', 'cup: place=shelf'),
    ('He left the mug on the counter after washing it.', 'mug: clean > place=counter'),
]

FILE71C_KINDS += [
    # where a trip out of a device ends ("straight from the fridge to the plate", "fresh out of the toaster onto your
    # plate"): the place, after the trip's sub-task (device_subjects.route_ends); a plain "from ... to ..." with a verb
    # is read as before
    ('Our tomato goes straight from the fridge to the plate.', 'tomato: cool > place=plate'),
    ('Carry the bread fresh out of the toaster to the plate.', 'bread: heat > place=plate'),
    ('Move the cup from the sink to the shelf.', 'cup: place=shelf'),
]

FILE71C_KINDS += [
    # a menu's or a recipe card's state word opening the text before the dish's name and a dash or a colon ("Warm
    # Bread - sliced, then warmed through", where "warm" reads as a verb): the dish named, its sub-task placed by the
    # later verb (titles._state_title); with a determiner ("Warm the bread: ...") or no later verb of it, a step
    ('Warm Potato - scrubbed, then microwaved.', 'potato: clean > heat'),
    ('Warm plate recipe: wash the plate, then heat it.', 'plate: clean > heat'),
    ('Warm the bread: slice it, then toast it.', 'bread: heat > slice'),
    ('Warm bread - then slice it.', 'bread: heat > slice'),
]
