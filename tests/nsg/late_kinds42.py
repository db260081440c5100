"""Test file 42's misses (a formal butler, voice-to-text, text-speak, rambling self-corrections, office
jargon), read after it was scored, grouped into general kinds of phrasing; every sentence below is new
(none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-40."""
from __future__ import annotations

FILE42_KINDS = [
    # punctuation a voice-to-text writer said as words ("comma", "full stop", "colon", "question mark"): the mark (lexicon dictated)
    ('can you rinse the mug comma chill it and put it on the shelf full stop', 'mug: clean > cool > place=shelf'),  # a recipe list: in order
    ('note colon heat the pot then put it on the counter full stop thanks', 'pot: heat > place=counter'),
    ('hi comma wash the plate in the sink full stop then put it in the cabinet full stop', 'plate: clean > place=cabinet'),
    # a name voice-to-text wrote as words that sound the same, after a name's lead ("the let us", "in the sync", "the draw") (lexicon sound_alikes)
    ('slice the let us and put it in the bowl', 'lettuce: slice > place=bowl'),
    ('rinse the fork in the sync then put it in the draw', 'fork: clean > place=drawer'),
    ('chill the mug and put it in the cup board', 'mug: cool > place=cabinet'),
    ('let us chill the apple, then slice it', 'apple: cool > slice'),  # no name's lead before "let us": the verb
    # "upon" + a determiner: "on" (lexicon formal_words); "upon" alone stays "after"
    ('The bread is to be warmed upon the hob and then set upon the plate.', 'bread: heat > place=plate'),
    ('Slice the apple upon the counter, then chill it.', 'apple: slice > cool'),
    ('Upon washing the mug, chill it.', 'mug: clean > cool'),
    # "taken the liberty of": an idiom, no pick (connectives idioms)
    ('I have taken the liberty of rinsing the mug. Put it on the shelf.', 'mug: clean > place=shelf'),
    ('I took the liberty of rinsing the apple. Slice it, please.', 'apple: clean > slice'),
    # "since" after a perfect's "have" ("I have since rinsed it"): since then, no reason clause (anecdotes)
    ('I have since rinsed the mug and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Wash the cup, since it is dirty.', 'cup: clean'),
    # a passive past with a past time ("the mug was left dirty last night"): a report, no step (reports)
    ('The mug was left dirty last night. Rinse it and heat it.', 'mug: clean + heat'),
    ('The plate was washed yesterday, but chill it now.', 'plate: cool'),
    ('The plate was washed and chilled.', 'plate: clean + cool'),  # no past time: the steps
    # an adverb of manner in a chain of state words on the noun ("a freshly washed lettuce"): the noun's attributes (attributes, cues)
    ('I want a freshly sliced tomato on the plate.', 'tomato: slice > place=plate'),
    ('A nicely chilled wine bottle on the dining table, please.', 'wine_bottle: cool > place=dining_table'),
    ('a warm, freshly rinsed cup on the shelf', 'cup: clean + heat > place=shelf'),
    ('Rinse it, finally chill the apple.', 'apple: clean > cool'),  # "finally" orders: no adverb of manner
    # a wish in office words ("the ask is", "requires", "deliverable") before a staying participle: where it should end up (story, end_state)
    ('The ask is a rinsed mug sitting on the shelf. Use the sink for the rinse.', 'mug: clean > place=shelf'),
    ('What the client requires is a warm potato sitting on the plate. Microwave it.', 'potato: heat > place=plate'),
    ('A mug sitting on the shelf. Rinse it.', 'mug: clean'),  # no wish: where it is now
    # "X is a prerequisite / dependency for Y" (X first), "Y depends on X" (connectives)
    ('Rinse the mug and chill it; rinsing is a prerequisite for chilling.', 'mug: clean > cool'),
    ('Slice the bread and warm it. Warming depends on slicing.', 'bread: slice > heat'),
    ('Cool the egg and wash it. Washing is a dependency for cooling.', 'egg: clean > cool'),
    ('Heat the pan and wash it, whatever order, it depends on you.', 'pan: heat + clean'),
    # a step taken back inside its sentence: ", or no, <step>", ", no, that's silly, <step>", "<verb> - sorry, <verb>" (corrections)
    ('Chill the mug, or no, heat it, then put it on the shelf.', 'mug: heat > place=shelf'),
    ('Slice the pot, no, that is daft, wash the pot, then heat it.', 'pot: clean > heat'),
    ('Can you chill - sorry, slice - the tomato, then put it in the bowl.', 'tomato: slice > place=bowl'),
    ('Wash the mug, no, not with soap, and heat it.', 'mug: clean > heat'),  # no step after the restart: kept
    ('Rinse the apple, chill it, put it in the bowl - actually, no, chill it first.', 'apple: cool > clean > place=bowl'),  # said again: reordered
    # "Or no, <receptacle>" opening a sentence; "no, hang on, <another object>" (corrections)
    ('Wash the cup and put it on the shelf. Or no, on the counter.', 'cup: clean > place=counter'),
    ('The potato - no, hold on, the egg - heat it and put it on the plate.', 'egg: heat > place=plate'),
]
