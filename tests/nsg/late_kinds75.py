"""Test file 75's first reading (teaching, testing and puzzle voices: word problems, riddles, cryptic clues, logic-grid
clues, a mark scheme, a language app, flashcards, worked examples, theory-test questions, dictation), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-73."""
from __future__ import annotations

FILE75_KINDS = [
    # a multiple-choice question with lettered options and an answer key ("A) ... B) ... Correct answer: B."): the keyed
    # option is the job, the others are distractors; a question asking which is NOT needed drops every option
    # (answer_keys.keyed, read off the raw text from posts.posted)
    ('The apple is dirty. What should you do? A) Heat it B) Wash it, then slice it C) Leave it on the shelf. '
     'Correct answer: B.', 'apple: clean > slice'),
    ('At the end of lunch the plate should be A) dirty on the counter B) clean, in the cabinet C) hot, in the sink. '
     'Correct answer: B.', 'plate: clean > place=cabinet'),
    ('Which TWO things should you do to the egg? A) boil it B) chill it C) wash it D) put it on the shelf. '
     'Answers: A and B, in that order.', 'egg: heat > cool'),
    ('What should happen to the fork? (a) wash it and put it in the drawer (b) leave it in the sink. The answer is a.',
     'fork: clean > place=drawer'),
    ('A potato must be served hot and in a bowl. Which is NOT needed? A) heating it B) putting it in the bowl '
     'C) chilling it. Correct answer: C.', 'potato: heat > place=bowl'),
    ('Which would you rather do? A) Wash the mug B) Put the mug on the shelf.', 'mug: clean > place=shelf'),  # no key
    ('A) Wash the mug B) Heat the mug. Answer: a clean mug on the shelf.',
     'mug: clean > heat > place=shelf'),  # "a clean": no letter, no key: the options stay
    # a question opened by a question word naming the goal, its answer saying the way there: the question's step said
    # again in the answer (or its going into the receptacle the answer puts it in) is that step (answered.asked_again)
    ("What's the quickest way to get the apple cold? Slice it, then chill it in the fridge.", 'apple: slice > cool'),
    ('How do you get a mug hot for cocoa? Wash it first, then heat it in the microwave.', 'mug: clean > heat'),
    ('What do you do with a tomato before it goes in the fridge? Rinse it, then put it in the fridge.',
     'tomato: clean > place=fridge'),
    ('Can you chill the apple? Then slice it.', 'apple: cool > slice'),  # a request, no question word: as said
    # ... and a place of such a question whose receptacle the answer names again is told there (answered.asked_again)
    ('Which picture shows a properly laid table? The fork, washed, on the table.', 'fork: clean > place=dining_table'),
    ('Which cup is on the shelf? Wash it.', 'cup: clean'),  # the shelf not said again: no place moved into the answer
    # an exercise's labelled answer ("Answer:", "Mark scheme:", a flashcard's "Back:" after "Front:"): an answer opening
    # with a command drops the prompt's steps; one saying states again drops the prompt's steps it says again, unless
    # the prompt says their order; an answer naming only the thing leaves the prompt (answered.answer_given)
    ('Quiz: what does a cold apple on a plate need? Answer: chill the apple, then put it on the plate.',
     'apple: cool > place=plate'),
    ('FRONT: Warm toast (2 steps) BACK: 1. slice the bread 2. toast it', 'bread: slice > heat'),
    ('Front: Hand over a cold cup? Back: chill the cup in the fridge, then hand it over.', 'cup: cool > pick'),
    ('Q2. Say what must be true of the bowl before it holds a cold salad. (2 marks) Mark scheme: the bowl is clean (1); '
     'the bowl is cold (1). Either order.', 'bowl: clean + cool'),
    ('Riddle: Boil me, slice me and lay me on a plate. Answer: the egg.', 'egg: heat > slice > place=plate'),
    ("When I'm back: wash the cup and put it on the shelf.", 'cup: clean > place=shelf'),  # no "Front:": no card
    # a word bank to put in order (four or more single words between slashes, one a word like "the"): the jumbled words
    # and the instruction before them are no task; the answer after says it (answer_keys.unscrambled)
    ('Unscramble: it / slice / then / apple / the / wash \u2705 Wash the apple, then slice it.', 'apple: clean > slice'),
    ('Wash/rinse the cup and put it on the shelf.', 'cup: clean > place=shelf'),  # an either-or, no bank
    ('Put the cup on the sink / counter / shelf / table, then wash it.',
     'cup: clean > place=dining_table'),  # a list of things, no bank: nothing swallowed
    # a step under "no requirement to", "not necessary to", "not required to", or a mark scheme's "do not accept / credit
    # 'X'": negated like "no need to" (clauses._FRAMES)
    ('There is no requirement to chill the tomato; slice it and put it on the plate.', 'tomato: slice > place=plate'),
    ('It is not necessary to wash the potato. Boil it and slice it.', 'potato: heat + slice'),
    ('You are not required to wash the cup; just put it on the shelf.', 'cup: place=shelf'),
    ("Mark scheme: puts the knife in the drawer (1). Do not accept 'washes it'.", 'knife: place=drawer'),
    ("Mark scheme: washes the knife (1), puts it in the drawer (1). Accept 'rinses it'.", 'knife: clean > place=drawer'),
    ('It is necessary to wash the cup before you put it on the shelf.', 'cup: clean > place=shelf'),  # no negation
    # "not necessarily in that order": the order freed, like "in any order" (connectives.json)
    ('Wash the apple and slice it, not necessarily in that order, then put it in the bowl.',
     'apple: clean + slice > place=bowl'),
    ('Wash the apple and slice it, in that order, then put it in the bowl.', 'apple: clean > slice > place=bowl'),
    # crying said with "tears" ("I cry no tears", "shed no tears", "in tears"): an idiom, no cancelled tearing of the
    # object (connectives.json idioms, read before drop_cancelled)
    ('Slice the bread - I shed no tears over it - and toast it.', 'bread: slice + heat'),
    ('The film had me in tears, but slice the tomato and put it on the plate.', 'tomato: slice > place=plate'),
    ('Wash the lettuce and put it in the bowl - no tears in the leaves.',
     'lettuce: clean > place=bowl'),  # "no tears" of the leaves: the tearing cancelled still
    # a person told apart by another thing they hold ("the one holding the cup", "the man carrying the tray"): no pick of
    # the target; a pick of the target itself stays (holders.holders_dropped)
    ('Boil the egg and slice it; the man holding the mug watches.', 'egg: heat + slice'),
    ('The apple was chilled and then cut, and the one carrying the bowl did not do it.', 'apple: cool > slice'),
    ('Chill the apple; the one holding the apple wins.', 'apple: cool > pick'),
    # a step negated beside its state said as already there ("do not wash it, it is already clean"): the state said
    # with "already" is no mention that keeps the negated step (clauses.drop_negated)
    ('Put the pan on the stove burner. Do not wash it, it is already clean.', 'pan: place=stove_burner'),
    ("Don't chill the wine bottle, it's already cold; just put it on the side table.", 'wine_bottle: place=side_table'),
    ("Don't wash the mug now; wash it after dinner and put it on the shelf.",
     'mug: clean > place=shelf'),  # said again as a step, no "already": kept
    # a plating noun said as the step after an order word ("slice, then toast, then plate the bread"): the plating, not
    # the target, when another thing is named (connectives.json plating_nouns, targets._plated)
    ('Slice, then toast, then plate the bread.', 'bread: slice > heat > place=plate'),
    ('Wash, then slice, then plate. The apple goes on the plate.', 'apple: clean > slice > place=plate'),
    ('Rinse the plate, then stand it in the cabinet.', 'plate: clean > place=cabinet'),  # the plate named: the target
]
