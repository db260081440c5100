"""Test file 48's misses, second reading (negations, contrasts, refusals, places told before the list), read
after it was scored, grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds57``; the first
reading's sentences are ``late_kinds48``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-57."""
from __future__ import annotations

FILE48B_KINDS = [
    # a place said first, alone in its group ("the mug goes in the cabinet."), and said again after other steps: where
    # it goes, told before the list; the later mention is the step (again.restated_place, compose.groups)
    ('The plate belongs in the cabinet. Rinse it, dry it off and put it back in the cabinet.', 'plate: clean > place=cabinet'),
    ('All the cutlery goes in the drawer these days. Rinse the spoon before it goes in.', 'spoon: clean > place=drawer'),
    ('The cup can go in the sink, then wash it and heat it.', 'cup: place=sink > clean + heat'),  # said once: kept first
    # a device said by its preposition alone after "and", then its own state as the purpose ("and in the fridge to stay
    # cold", "and in the fridge keeping cold"): the means of that step, no place, and the step last like a place
    # (uses.second_end_state, uses.kept_there)
    ('For the picnic: the apple rinsed and sliced and in the fridge to stay cold.', 'apple: clean + slice > cool'),
    ("Tonight's tomato, washed, and in the fridge keeping cold.", 'tomato: clean > cool'),
    ("I'd like the kettle hot and on the stove when I get in.", 'kettle: heat > place=stove_burner'),  # no purpose: a place
    # a thing let be: said fine, then ", leave it" or another name, or said to stay ("the fork's fine, leave it", "the
    # bowl stays, the plate goes", "... stays where it is"): refused when another thing is named (contrasts.let_be)
    ("The fork's fine, leave it. Wash the spoon and put it in the drawer.", 'spoon: clean > place=drawer'),
    ('The ladle on the counter stays where it is. Rinse the spoon and put it in the drawer.', 'spoon: clean > place=drawer'),
    ("The bread's fine. Slice it and toast it, like a bagel.", 'bread: slice + heat'),  # fine, then a request: kept
    # a name right before "though" and a break ("The tomato though: ...", "Spoons though, ..."): the thing turned to,
    # asked for (contrasts.asked_for)
    ('Never mind the potato. The tomato though: slice it and chill it.', 'tomato: slice + cool'),
    ('Forks are done. Spoons though, rinse them and then put them in the drawer.', 'spoon: clean > place=drawer'),
    ('Rinse the spoon first though, then put it in the drawer.', 'spoon: clean > place=drawer'),  # after "first": no name
    # a word outside the vocabulary before "one" ("the teal one": a thing named before) or before "of" and a receptacle
    # ("the bottom of the fridge": a part of it) fills no name slot (names.unknown_names); the contrast, an unknown
    # name still flagged ("in the crisper"), is test_nsg_parser_late.test_parts_and_pro_forms_fill_no_name_slot
    ('The soup ladle is the teal one. Rinse the teal one and put it in the drawer.', 'ladle: clean > place=drawer'),
    ('Put the lettuce at the bottom of the fridge to keep cold, then slice it.', 'lettuce: cool > slice'),
    # a step negated in its sentence, then its sub-task said again after a comma with a doer before the verb ("it's
    # not sliced, the deli slices it", "don't heat the bread, we toast it"): what someone else does, told as the
    # reason, no step (not_done.done_by_another, read by clauses.drop_negated)
    ("Rinse the tomato and chill it. It's not sliced, the deli slices it.", 'tomato: clean + cool'),
    ("Don't heat the bread, we toast it ourselves. Slice it and put it on a plate.", 'bread: slice > place=plate'),
    ("Don't heat the bread yet, you heat it after slicing it.", 'bread: slice > heat'),  # an order word: a constraint
    # "(put it) back there" after a place said, then one refused ("on the shelf, not on the stove") or a landmark ("in
    # the cabinet by the fridge"): the place said first (places._back_there)
    ("The pan's place is on the shelf, not on the stove. Wash it and put it back there.", 'pan: clean > place=shelf'),
    ("The kettle's spot is on the shelf, not on the counter. Put it back there, please.", 'kettle: place=shelf'),
    ('The plate lives in the cabinet by the fridge. Rinse it and set it back there.', 'plate: clean > place=cabinet'),
    ('The plate lives in the cabinet. Rinse it, heat it in the microwave and put it back there.',
     'plate: clean > heat > place=cabinet'),  # a device between: passed over as before
    # a giving verb, the thing ("it" after "give", or "the" and the object or its pieces), particles, then "to" and a
    # person ("give it right back to her", "passed the slices over to the guests"): a hand-over (handovers._given_to)
    ('Rinse the fork and give it right back to her.', 'fork: clean > pick'),
    ('He warmed the bread, then passed the slices over to the guests.', 'bread: heat > pick'),
    ('Heat the mug and give it a wipe.', 'mug: heat + clean'),  # "give it a <step noun>": that step, no hand-over
    # a pan or pot right after a heating verb's "in" ("gets boiled in the pot"): the vessel of the heating, no place
    # (uses.vessel_in_use); a carrying verb, a state, then "to" and a name ("taken hot to Uncle Vik"): a hand-over
    # (handovers.handed_over)
    ('The potato gets boiled in the pot and taken hot to Uncle Vik.', 'potato: heat > pick'),
    ('The egg is boiled in the small pot and then handed to me.', 'egg: heat > pick'),
    ('Boil the potato and take it warm to Auntie Jo.', 'potato: heat > pick'),
    ('Boil the potato and take it to the table.', 'potato: heat > place=dining_table'),  # "the" and a receptacle: a place
    # a comma list of commands closed by "and" and a hand-over ("rinse it, slice it and hand it to me"): a recipe,
    # read in order like one ending in a place (chained.chained)
    ('Rinse the apple, slice it and hand it to me.', 'apple: clean > slice > pick'),
    ('Heat the mug, wipe it out and pass it over to Dad.', 'mug: heat > clean > pick'),
    ('The apple is rinsed, sliced and handed to me.', 'apple: clean + slice > pick'),  # participles: one group
    # a prefix clause of time ("Before we get home ...") is closed by a comma of its own sentence, not by one in a later
    # sentence: the place of the main clause stays last (scopes.in_prefix)
    ("Before we get home I'd like the plate washed and in the cabinet. Not on the table, it's too small!",
     'plate: clean > place=cabinet'),
    ("Before she leaves I want the mug rinsed and on the shelf. Not in the sink, please, it's full.", 'mug: clean > place=shelf'),
    ('After you wash the mug, put it on the shelf.', 'mug: clean > place=shelf'),  # the prefix's own comma
    # a place verb under a negation ("don't put ...", "doesn't go back in ...") and, in another sentence, a receptacle
    # said alone after a comma or colon ("..., sliced, on the plate"): that receptacle is where it ends up (hands.denied_place)
    ("Don't put the jam jar in the fridge, it goes hard. What I want is the apple, sliced, on the plate.",
     'apple: slice > place=plate'),
    ("The plate doesn't go back in the cabinet, it's chipped! Where it ends up: washed, on the shelf.", 'plate: clean > place=shelf'),
    ("Don't put the apple in the fridge. Slice it.", 'apple: slice'),  # no receptacle said alone: no place
    # ", not before." closing a sentence after a step said again with its order word ("cut after they're boiled, not
    # before."): that order said again, no join to the next sentence (compose._gap, late.adjust)
    ("Two eggs. Boiled. Cut after they're boiled, not before. In the bowl.", 'egg: heat > slice > place=bowl'),
    ("A potato. Washed. Heated after it's washed, not before. On the plate.", 'potato: clean > heat > place=plate'),
    ("Slice the apple, not before it's chilled. Then on the plate.", 'apple: cool > slice > place=plate'),  # infix: an order
    # "bring it (over) here" after a step: brought to the speaker, a hand-over held to the end (handovers.handed_over)
    ('Heat the kettle on the stove and bring it here.', 'kettle: heat > pick'),
    ('Wash the cup and bring it over here.', 'cup: clean > pick'),
    ('Wash the cup and keep it here.', 'cup: clean'),  # "keep it here": no bringing
    # a thing said done already ("is already warm") when no other thing is named but where it goes: still the target
    # (targets.target_of)
    ('The bread is already warm, so just slice it and put it on the plate.', 'bread: slice > place=plate'),
    ('The kettle is already hot, so just take it off and pass it to me.', 'kettle: pick'),
    ('The mug is already clean. Rinse the cup and put it in the cabinet.', 'cup: clean > place=cabinet'),  # another thing
    # a step moved last by a note ("Warm it last.", "The chilling comes last.") after a place said before the note: last
    # of the steps, still before where the object ends up (late.constrain)
    ('Goal: the tomato rinsed, sliced and warmed, on a plate. Warm it last.', 'tomato: clean + slice > heat > place=plate'),
    ('The apple washed, cut and chilled, in the bowl. The chilling comes last.', 'apple: clean + slice > cool > place=bowl'),
    ('Rinse the apple, chill it and slice it. Chill it last.', 'apple: clean + slice > cool'),  # no place: last of all
    # a receptacle refused by "not" with one word of its own before it ("And not in the veg drawer!"): no place
    # (places.said_not_at)
    ("I'd love the cup rinsed and chilled in the fridge. And not in the veg drawer!", 'cup: clean + cool'),
    ("I'd like the apple sliced and on the shelf. Not in the fruit bowl!", 'apple: slice > place=shelf'),
    ("I'd love the cup rinsed and chilled, then in the veg drawer.", 'cup: clean + cool > place=drawer'),  # no "not"
    # a receptacle in a condition "if there's ..." closed by a comma before a request done to "it" ("If there's a
    # tomato on the shelf, rinse it"): where it may be now, no place (reports.there_is)
    ("If there's a tomato on the shelf, rinse it and chill it.", 'tomato: clean + cool'),
    ("If there's an egg on the counter, boil it and hand it to me.", 'egg: heat > pick'),
    ("If there's a tomato, put it on the shelf.", 'tomato: place=shelf'),  # the receptacle after the comma: a place
    # a place said as one of two choices ("goes either in the bread bin or in the fridge"): a rule of where it may go,
    # no place (others._either_or)
    ('Eggs live either in the fridge or in the cabinet. Boil one, then slice it.', 'egg: heat > slice'),
    ('The apple goes either in the bowl or on the plate. Slice it first.', 'apple: slice'),
    ('Put the apple in the bowl or on the plate, then slice it.', 'apple: place=bowl > slice'),  # no "either": as before
    # a participle after a copula, then "by" and a name ("was baked by Marta", "are washed by Uncle Bo"): who made or
    # did it, a fact about the thing, no step (not_done._by_a_named_maker)
    ('The bread was baked by Marta this morning. Slice it and put it on the plate.', 'bread: slice > place=plate'),
    ('The tomatoes are washed by Uncle Bo at the farm. Slice one and chill it.', 'tomato: slice + cool'),
    ('The mug is washed by hand, then put in the cabinet.', 'mug: clean > place=cabinet'),  # "by hand": how, a step
]
