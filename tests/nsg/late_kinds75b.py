"""Test file 75's second reading (teaching, testing and puzzle voices: riddles, worksheets, quiz answers), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` and ``NAMES`` like the lists of files 20-76."""
from __future__ import annotations

FILE75B_KINDS = [
    # the dirt a cleaning takes off, a word of lexicon.json ``dirt_nouns`` right after a cleaning verb and a determiner,
    # whatever follows it ("scrub the limescale out of it", "wipe the crumbs away"): no thing, not refused as an unknown
    # name (names.unknown_names; the older rule wanted "off"/"from" and a named thing or "it" after it)
    ('Scrub the limescale out of the kettle, then set it on the stove burner.', 'kettle: clean > place=stove_burner'),
    ('Wipe the crumbs away and put the plate in the cabinet.', 'plate: clean > place=cabinet'),
    ('Scrub the crud from its inside and put the pot on the counter.', 'pot: clean > place=counter'),
    # a heating or cooling verb on the object ("heat the pan", "chill it") said before a stay in its device, then a recap
    # of end states ("so the pan is clean, hot and on the stove burner"): the recap's state is no result of the stay,
    # the stay stays a place (device_results.device_result: the step said before counts unless an adjective of another
    # thing, "hot chocolate")
    ('Textbook summary: rinse the pot, then warm it on the stove burner and leave it on the burner. By the end the pot is '
     'clean, hot and on the stove burner.', 'pot: clean > heat > place=stove_burner'),
    ('Quiz: chill the wine bottle in the fridge, then leave it in the fridge. Result: the wine bottle is cold and in the '
     'fridge.', 'wine_bottle: cool > place=fridge'),
    # contrasts: a trip into the device with no step said before, the state said after is its result
    ('Lesson 4: put the mug in the microwave and press start. Afterwards it is hot.', 'mug: heat'),
    ('Hot chocolate is nice. I put my mug in the microwave. So hot.', 'mug: heat'),
    # a multiple-choice key naming its letter in brackets ("Answer: (b).", "The answer is (b)"): the keyed option is the job,
    # the others distractors (answer_keys._KEY; the bracket closing the key is no word of the note)
    ('Multiple choice. What should happen to the wine bottle? (a) heat it (b) chill it and put it on the dining table '
     '(c) slice it. Answer: (b).', 'wine_bottle: cool > place=dining_table'),
    ('Pick one. What do you do with the muddy potato? (a) slice it (b) wash it, then put it in the pot (c) chill it. '
     'The answer is (b)', 'potato: clean > place=pot'),
    # contrast: lettered options and no key are left as they are (a poll), every step read
    ('Poll: (a) wash the mug (b) heat the mug. Vote now!', 'mug: clean > heat'),
    # a worksheet's right version after the wrong one, a label opening its sentence and closed by a colon ("Correct
    # version:", "Corrected sentence:", "Model answer:", "Right version:"): what is said before it is the mistake, no step
    # (bug_reports._RIGHT, read by reported_wrong)
    ('Correct the mistake: "Put the egg in the microwave then wash it." Correct version: Wash the egg, then heat it in '
     'the microwave.', 'egg: clean > heat'),
    ("Learner's sentence: I put the mug in fridge and wash it. Corrected sentence: I wash the mug and then I put it in "
     'the fridge.', 'mug: clean > place=fridge'),
    ('Fix the order: chill the apple, then slice it and wash it. Model answer: wash the apple, then slice it, then chill '
     'it.', 'apple: clean > slice > cool'),
    # contrast: the label without its colon is no label; the steps said are the job
    ('Rinse the cup, then chill it. The correct version is in the answer book.', 'cup: clean > cool'),
    # a textbook's box heading opening the text ("Summary box:", "Key point box -", "Did you know box:", connectives.json
    # ``textbook_boxes``): a panel of the page, neither the target nor the place (labels._boxed, read by labelled)
    ('Key point box: A knife is always washed before it goes back in the drawer.', 'knife: clean > place=drawer'),
    ('Fact box: The apple is washed, then sliced.', 'apple: clean > slice'),
    ('Did you know box: the wine bottle is chilled and then put on the dining table.',
     'wine_bottle: cool > place=dining_table'),
    # contrasts: a box of the task ("Lunch box:", "Box:") stays a box
    ('Lunch box: wash the apple and put it in.', 'apple: clean > place=box'),
    ('Tip: wash the apple and put it in the box.', 'apple: clean > place=box'),
    # a checklist of questions: two or more sentences in a row opened by "did you" / "have you" and closed by "?" ask to
    # check each step of the task: their steps are the task (checklists.checklisted, read by happened.happened)
    ('Self-check: Did you wash the knife? Did you put it in the drawer? If yes, well done!', 'knife: clean > place=drawer'),
    ('Before you leave: have you rinsed the cup? Have you chilled it? Have you put it on the counter?',
     'cup: clean > cool > place=counter'),
    # contrasts: one such question before a request is the state before the task
    ('Did you wash the knife? Put it in the drawer.', 'knife: place=drawer'),
    ('Did you rinse the mug? Good. Now heat it.', 'mug: heat'),
    # a heating word's -ing form joined by a hyphen to a gathering ("Cooking-school exam:", "Baking-class task:"): the
    # gathering's name, no heating (usages._other_things, _GATHERINGS with "school")
    ('Cooking-school assessment rubric: wash the apple - 2 pts; slice it - 2 pts; chill it - 1 pt. In this order.',
     'apple: clean > slice > cool'),
    ('Baking-class task: wash the apple, then slice it.', 'apple: clean > slice'),
    # contrast: the heating said as a step before a dash stays a step
    ('Wash the pan, then start heating - it should be hot.', 'pan: clean > heat'),
]

# the same kind for the unknown-name probe; contrast: a dirt word where the thing goes is still flagged
FILE75B_NAMES = [
    ("Worksheet: scrub the rust from its base, then put the pan on the counter.", []),
    ("Quiz answer: wipe the grease away and put the pan in the sink.", []),
    ("Wash the mug, then put it in the scale.", ["scale"]),
    ("Wash the mug, then put it in the credenza.", ["credenza"]),
    # the dirt taken off a thing the vocabulary lacks, named with an article: the dirt word stays flagged in its place
    ("Scrub the limescale out of the samovar and put the kettle on the counter.", ["limescale"]),
]
