"""Test file 46's misses read a second time (people telling machines and researchers the task: prompts to an
AI assistant, a widower's messages to his robot, QA engineers' bug reports, a smart-fridge screen, a
teleoperator's log, a game mod's quests, a benchmark's hypotheses), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module beside ``late_kinds46`` (the first reading).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-59."""
from __future__ import annotations

FILE46B_KINDS = [
    # a bug report: a section labelled as what was seen ("Actual:", "Does:", "Observed:") in a text with a label of
    # what was wanted ("Expected:", "Should:"), what happened; the text before a label of the right behaviour
    # ("Correct behaviour:", "Should be:"), the report; neither holds steps nor places (bug_reports)
    ('Expected: mug rinsed, then on the shelf. Actual: robot chilled it and left it in the sink.',
     'mug: clean > place=shelf'),
    ('Should: wash the plate, put it in the cabinet. Does: heats the plate and drops it on the counter.',
     'plate: clean > place=cabinet'),
    ("Ticket 12: the robot put the cup in the microwave. Correct behaviour: rinse the cup, then hand it over.",
     'cup: clean > pick'),
    ('Observed: the bread is sliced and then warmed in the microwave.', 'bread: slice > heat'),  # no wanted label: the task
    # a staying participle after the object ("a warm plate sitting on the counter") in a sentence opened by an end state's
    # frame ("Target state:", "End result:"), steps said later: where it should end up, a place (story._left_there_now)
    ('Target state: a rinsed, warm plate sitting on the counter. Do the rinsing and warming in any order.',
     'plate: clean + heat > place=counter'),
    ('End result: a cold, clean apple lying in the bowl. The washing and the chilling can go either way.',
     'apple: cool + clean > place=bowl'),
    ('A mug sitting on the shelf. Rinse it and warm it.', 'mug: clean + heat'),  # no frame: where it is now
    # a receptacle alone a few words after "instead of" / "rather than" and another verb's "-ing" ("instead of wanting it
    # in the cabinet"): the place set aside, no place (set_aside.instead_of)
    ('The level now ends when the plate is washed and handed to the chef, rather than needing it on the shelf.',
     'plate: clean > pick'),
    ('Rinse the cup and hand it over, instead of wanting it in the cabinet.', 'cup: clean > pick'),
    ('Rinse the cup instead of wiping it and then into the cabinet.', 'cup: clean > place=cabinet'),  # "and then": a step
    # a receptacle named right after "about" ("a letter about the bins", "a chat about your fridge"): what a remark is
    # about, no place (anecdotes._topics)
    ('Mum wrote to me about the bins. Wash the apple and chill it.', 'apple: clean + cool'),
    ('We had a chat about your fridge this morning. Rinse the plate and warm it, either first.', 'plate: clean + heat'),
    ('Where should the apple go after washing? How about the bowl?', 'apple: clean > place=bowl'),  # "how about": offered
    # a negated place verb ("never put it on the shelf"), then in another sentence a receptacle right after the thing's
    # name ("a warm plate on the shelf"): that receptacle, said alone, is where it ends up (hands.denied_place)
    ('The robot warmed the plate but never put it on the shelf. What we want is a warm plate on the shelf.',
     'plate: heat > place=shelf'),
    ('Never leave the mug in the sink. Wash it; I want a clean mug on the shelf.', 'mug: clean > place=shelf'),
    ("Don't put the mug in the sink. Wash the mug.", 'mug: clean'),  # no receptacle after the name: no place
    # a receptacle after an "-ing" word that is no step word and opens its clause ("emptying the bin", "scrubbing the
    # sink"): what another chore is done to, no place (others._gerunds_object)
    ('Chill the apple and slice it; emptying the bin can wait until Friday.', 'apple: cool + slice'),
    ('I want the fork clean and in the drawer. The rest of your plan (scrubbing the sink, emptying the bin) was made up.',
     'fork: clean > place=drawer'),
    ('Rinse the cup and warm it, then after emptying the bin, hand it to me.', 'cup: clean + heat > pick'),
    ('I want the fork clean and in the bin.', 'fork: clean > place=garbage_can'),  # no "-ing" word: the place
    # a state word between "the" and "one", set against another with "not" ("the clean one, not the one in the sink"):
    # which of the things is meant, no step (attributes.drop_other_attributes)
    ('Warm the mug and put it on the shelf. The clean one, not the one in the sink.', 'mug: heat > place=shelf'),
    ('Chill the plate and hand it over, the clean one not the blue one.', 'plate: cool > pick'),
    ('I want a mug on the shelf, a clean one.', 'mug: clean > place=shelf'),  # "a ... one", no "not": the state wanted
    # a step verb right before a verb of saying ("our title slide says ...", "the team slide said ..."): a noun, what
    # says it, no step (not_steps._says)
    ("Our title slide says 'just name the goal'. So: a clean mug on the shelf.", 'mug: clean > place=shelf'),
    ("The team slide said 'outcomes only'. Input: 'a cold apple in the bowl'.", 'apple: cool > place=bowl'),
    ('Wash the mug and slide it onto the shelf, the note says.', 'mug: clean > place=shelf'),  # "it" after: a verb
    # the object's name and a receptacle, a full stop, then a request to take one out ("Apples in the bowl. Take one
    # out, ..."): where it is now, no place (located._headed)
    ('Apples in the bowl. Take one out, wash it and chill it.', 'apple: clean + cool'),
    ('Note: potatoes in the cabinet. Get one out, slice it and heat the slices.', 'potato: slice > heat'),
    ('Apples in the bowl. Wash one and chill it.', 'apple: clean + cool > place=bowl'),  # nothing taken out: a place
    # an anecdote opened by "last time" and an owner with a noun ("last time your robot sliced it"): what happened
    # before, no step (anecdotes._anecdotes)
    ('Warm the bread and put it on the plate. Last time your robot sliced it.', 'bread: heat > place=plate'),
    ('Chill the apple and hand it over; last time my helper cut it first.', 'apple: cool > pick'),
    ('Last time your way of slicing was fine, so slice the bread and warm it.', 'bread: slice + heat'),  # asked after "so"
    # a negation before "have it" / "have them" and a step verb ("do not have it slice the apple"): the step the robot
    # must not be made to do, no step (clauses._FRAMES, read by drop_negated)
    ("Rinse the apple and chill it. Don't have it slice the apple.", 'apple: clean + cool'),
    ('Warm the bread and put it on the plate; do not have them cut it, last time your robot sliced it too thin.',
     'bread: heat > place=plate'),
    ('Have it slice the apple, then chill it.', 'apple: slice > cool'),  # no negation: the step
    # "bring it to me / us / her" closing a comma list of commands: a hand-over to a person, the recipe list in order
    # (handovers.handed_over, read by chained)
    ('Cut the bread, warm it in the microwave and bring it to me.', 'bread: slice > heat > pick'),
    ('Wash the apple, chill it and bring it to us.', 'apple: clean > cool > pick'),
    ('Cut the bread, warm it and bring it along.', 'bread: slice + heat + pick'),  # to no person: one group
    # a receptacle after a verb of visiting and "by" ("if you stop by the counter", "come by the dining table"): where a
    # person calls in, no place (others._visited)
    ('If you stop by the counter later, ask it for a warm mug in your hand.', 'mug: heat > pick'),
    ('Come by the dining table at noon; I want a cold apple handed to me.', 'apple: cool > pick'),
    ('Put the mug by the sink.', 'mug: place=sink'),  # a place verb's "by": the place
    # a device's sub-task said before by a verb with another device right after it ("heated in the microwave, then placed
    # in the toaster"): done there, so the later device is where the object is put, a place (uses._done_elsewhere)
    ('The bread is heated in the microwave, then placed in the toaster.', 'bread: heat > place=toaster'),
    ('Warm the bread in the microwave and then put it in the toaster.', 'bread: heat > place=toaster'),
    ('Put the bread in the toaster.', 'bread: heat'),  # no heating said elsewhere: the toasting
    # a negated verb of running a machine after a place into it ("... in the toaster. Do not press the lever"): the
    # device is not run, the object only put there, a place (uses._not_started)
    ('Cut the bread and put the slices in the toaster. Do not press the lever yet.', 'bread: slice > place=toaster'),
    ("Put the bread in the toaster but don't switch it on, I'll do it.", 'bread: place=toaster'),
    ("Slice the bread and put it in the toaster. Don't burn it.", 'bread: slice + heat'),  # no machine refused: toasting
]
