"""Test file 57's misses (claims about what a video of a kitchen task shows: crowd labels, QC notes, an audio
describer, subtitler's notes, a teacher marking a recorded practical, a lab notebook, a contest judge, a
commenter, an assessor), read after it was scored, grouped into general kinds of phrasing; every sentence
below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds55``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-55."""
from __future__ import annotations

FILE57_KINDS = [
    # a film edit said with "cut" ("by the cut", "camera cuts away", "we cut to"): no slicing (connectives.json idioms)
    ('By the cut the mug is washed and back in the cabinet.', 'mug: clean > place=cabinet'),
    ('Close-up: the apple, chilled. (Camera cuts away to the street.)', 'apple: cool'),
    ('We cut the apple and put it in the bowl.', 'apple: slice > place=bowl'),  # "we cut" with an object: a step
    # "heat" with a number and a clause end after it ("Ruling, heat 3:"): a round of a contest, no step (not_steps)
    ('Round one, heat 3: Contestant Green rinsed the lettuce and then sliced it.', 'lettuce: clean > slice'),
    ('(heat 1) The student chilled the apple, then put it in the bowl.', 'apple: cool > place=bowl'),
    ('Heat 2 potatoes in the microwave.', 'potato: heat'),  # a count of the object: a step
    # a step's "-ing" word after an owner with a copula or "itself" next ("his chopping was marked", "the chilling
    # itself"): the activity talked about as a thing, no step (not_steps)
    ('His chopping was marked on the first sheet. He washed the mug and put it in the cabinet.',
     'mug: clean > place=cabinet'),
    ("The chilling itself isn't scored; she rinsed the cup.", 'cup: clean'),
    ("Tom's chopping the lettuce, then chill it.", 'lettuce: slice > cool'),  # a verb with its object: a step
    # a mishap said with "drop" and no receptacle in its clause ("nothing gets dropped", "the gripper dropped the
    # spoon"): a thing let fall, no place (not_steps)
    ('The helper rinses the mug and then sets it in the cabinet. Nothing gets dropped.', 'mug: clean > place=cabinet'),
    ('Run 4: apple chilled, in bowl. (gripper dropped the spoon twice)', 'apple: cool > place=bowl'),
    ('Wash the apple, then drop it into the bowl.', 'apple: clean > place=bowl'),  # a receptacle after it: a place
    # "didn't" and a step verb with another thing named right after it ("Didn't rinse the knife though"), the text's
    # object named first: the other thing's step, no step of the object (not_done)
    ('He chilled the apple and then sliced it. Didn\'t wash the knife though.', 'apple: cool > slice'),
    ('The nanny heated the mug, then handed it to Sam. Didn\'t rinse the spoon after.', 'mug: heat > pick'),
    ("She sliced the apple. Didn't chill the apple.", 'apple: slice > cool'),  # its own object: kept as before
    # "out of" and a kind word before the receptacle ("out of the fruit bowl", "out of the cutlery drawer"): where
    # the object comes from, no place (places._from_whose)
    ('She lifts the apple out of the fruit bowl, chills it, then slices it.', 'apple: cool > slice'),
    ('The boy takes a spoon out of the cutlery drawer and rinses it.', 'spoon: clean'),
    ('Take the apple out of the fridge and put it in the fruit bowl.', 'apple: place=bowl'),  # "in": a place
    # a giving verb with the person before the thing ("handed him the slices", "passed her the mug") after a step of
    # its sentence: a hand-over, held to the end (handovers.gifts)
    ('She sliced the apple, then handed him the slices.', 'apple: slice > pick'),
    ('Dad warmed the mug in the microwave and passed her the mug.', 'mug: heat > pick'),
    ('We gave them the apples at the market. Wash an apple and chill it.', 'apple: clean + cool'),  # a story first
    # "not" opening a sentence, a person pronoun and an "-ing" word ("not her rinsing the mug ..."): said in wonder at
    # what was done, no negation (not_done.exclaimed, read by clauses.drop_negated)
    ('Not her rinsing the mug and then chilling it in the fridge lol', 'mug: clean > cool'),
    ('not him warming the plate and then putting it in the cupboard', 'plate: heat > place=cabinet'),
    ('Not the fridge. Rinse the mug and put it in the sink.', 'mug: clean > place=sink'),  # no "-ing": a negation
    # "skipping" / "skipped" and a step's word ("skipping the rinse the card asked for"): that sub-task called off, as
    # "skip" is (connectives.json cancelled, read by clauses.drop_cancelled)
    ('He warmed the mug, skipping the rinse the card asked for.', 'mug: heat'),
    ('She chilled the apple and then sliced it, but skipped the washing.', 'apple: cool > slice'),
    ('Not skipping the rinse this time: she washed the mug, then heated it.', 'mug: clean > heat'),  # negated: kept
    # "left" and a word of a thing not done to ("everything else was left dirty", "left messy"), no receptacle in its
    # clause: how things were left, no place (not_steps)
    ('He rinsed the mug; everything else was left dirty.', 'mug: clean'),
    ('She chilled the apple, then sliced it. The rest got left messy.', 'apple: cool > slice'),
    ('He rinsed the mug and left it dirty in the sink.', 'mug: clean > place=sink'),  # a receptacle: a place
    # a sentence opened by another thing and its copula or "'s" ("(The fork's still out on the counter.)", "The knife is
    # on the counter."): where that thing is, no place of the object (located.others_located)
    ("The spoon is rinsed and back in the drawer. (The fork's still out on the counter.)", 'spoon: clean > place=drawer'),
    ("She chilled the apple and it's in the bowl now. The knife is on the counter.", 'apple: cool > place=bowl'),
    ('The spoon is rinsed. The spoon is on the counter.', 'spoon: clean > place=counter'),  # the object itself: its place
    # a place said by a verb of resting ("sits", "stands", "lies") and its receptacle, then after a comma a state that
    # ends the text ("..., scrubbed clean."): how it lies at the end, the state done first (located.rested, story)
    ('The mug stands in the cabinet, washed.', 'mug: clean > place=cabinet'),
    ('The pot sits on the burner, washed.', 'pot: clean > place=stove_burner'),
    ('The mug sits in the cabinet, then is washed.', 'mug: place=cabinet > clean'),  # "then": an order said
    # "then" before a place in a device joined by "and" to that device's step ("..., then put in the fridge and
    # chilled"): the device is the means, as without "then" (places._is_device)
    ('The apple is rinsed, then put in the fridge and chilled.', 'apple: clean > cool'),
    ('He sliced the potato, then put it in the microwave and heated it.', 'potato: slice > heat'),
    ('Wash the mug, then put it in the fridge, then chill it.', 'mug: clean > place=fridge > cool'),  # "then" between: a place
]
