"""Test file 48's misses (negations, contrasts, alternatives), read after it was scored, grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-45."""
from __future__ import annotations

FILE48_KINDS = [
    # a contraction in capitals ("DON'T", "DOESN'T") is one word, a negation like its lower case (lexicon.words)
    ("DON'T heat the mug. Just rinse it and put it on the shelf.", 'mug: clean > place=shelf'),
    ("The bowl is full of soup, so DON'T wash it, just chill it in the fridge.", 'bowl: cool'),
    ("Rinse the cup out, then put it up on the shelf.", 'cup: clean > place=shelf'),  # no negation: both steps
    # "doesn't need <step>", "does not need a <step>": the step is negated (clauses: fillers after a negation)
    ("The plate doesn't need washing; just put it in the cabinet.", 'plate: place=cabinet'),
    ("The apple does not need a wash. Slice it and put it in the bowl.", 'apple: slice > place=bowl'),
    ("The apple needs a wash. Slice it after.", 'apple: clean > slice'),  # no negation: the wash stays
    # an end state with its place, then ", not left / sitting <place>": the alternative refused (hands.denied_place)
    ("I'd like the mug rinsed and in the cabinet, not left on the counter.", 'mug: clean > place=cabinet'),
    ("Tonight I want the bowl clean and on the shelf, not sitting in the sink.", 'bowl: clean > place=shelf'),
    ("By noon the plate should be washed and in the cabinet, never left on the table.", 'plate: clean > place=cabinet'),
    ("Wash the plate and leave it on the table.", 'plate: clean > place=dining_table'),  # no contrast: the place stays
    # a thing refused by a contrast word (", not the", ", never a", "rather than", "no <thing>", "forget the",
    # a negated verb that is no step) when another is named: the other is the target (contrasts)
    ("Grab the mug, not the cup, and rinse it.", 'mug: clean'),
    ("Use the pan, not the pot: heat it on the stove.", 'pan: heat'),
    ("No tomato for her today. She gets an apple, sliced, on a plate.", 'apple: slice > place=plate'),
    ("Don't touch the wine bottle. The glass bottle needs a rinse and then the fridge to stay cold.", 'glassbottle: clean > cool'),
    ("Don't slice the tomato before it's rinsed. Rinse, then slice, then the plate.", 'tomato: clean > slice > place=plate'),  # an order word: a constraint
    ("It's not the mug that's dirty, it's the cup. Wash the cup.", 'cup: clean'),  # "it's not the": no contrast word after a break
    # a thing said with "instead": the target (contrasts)
    ("Forget the potato. Do the apple instead: wash it, then slice it.", 'apple: clean > slice'),
    ("Skip the bread; she'll have an egg instead, boiled.", 'egg: heat'),
]
