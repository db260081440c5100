"""Test file 53's misses (spoken English transcribed as said: fillers, restarts, self-corrections,
asides), read after it was scored, grouped into general kinds of phrasing; every sentence below is
new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-51."""
from __future__ import annotations

FILE53_KINDS = [
    # an object name refused again with "not" after "no," ("Kettle, no, not the kettle, the pan"): the name
    # said after it is the object (corrections)
    ('Fork, no, not the fork, the spatula. Rinse the spatula under the tap.', 'spatula: clean'),
    ('The apple, no, not the apple, the potato: wash it and put it in the bowl.', 'potato: clean > place=bowl'),
    ('Bread, no, not the bread, the tomato. Slice it, then chill it.', 'tomato: slice > cool'),
    ('The mug, not the cup, needs washing.', 'mug: clean'),  # no "no,": not this kind
    # broadcast, class and video-call phrases with a step word: no step (connectives.json idioms)
    ('Cut to camera three. Sam is washing the apple and then he puts it in the bowl.', 'apple: clean > place=bowl'),
    ('Right after the cooking class, rinse the pan and put it on the shelf.', 'pan: clean > place=shelf'),
    ("Sorry, you've frozen. Okay, back: chill the tomato and then slice it.", 'tomato: cool > slice'),
    ('Picture it: a warm mug in your hands. Hold that image.', 'mug: heat > pick'),
    ('Cut the bread, then toast it.', 'bread: slice > heat'),  # "cut" with its object: a step
    # a question broken off after two words and restarted as a request ("Did somebody, er, can somebody ...?")
    # asks for the steps (happened)
    ('Did you, um, could you rinse the fork and put it in the drawer? Ta.', 'fork: clean > place=drawer'),
    ('Has anyone, er, can someone chill the wine bottle? Lovely.', 'wine_bottle: cool'),
    ('Did you rinse the fork? Put it in the drawer then.', 'fork: place=drawer'),  # a real question: done already
    # held in a named person's hands ("ends up in Derek's hands"): a pick (lexicon)
    ("Chill the bottle of wine and make sure it ends up in Maria's hands.", 'wine_bottle: cool > pick'),
    ("Wash the apple, then put it into Tom's hands.", 'apple: clean > pick'),
    # "the range" (the stove) after a place preposition and "the" (lexicon led_names)
    ('Scrub the pan, then set it on the range to heat.', 'pan: clean > heat'),
    ('Wash the pot and put it on the range.', 'pot: clean > place=stove_burner'),
    ('We have a whole range of apples: wash one and slice it.', 'apple: clean + slice'),  # no "the": no stove
    # a free-order word trailing off after "..." is about the clause before the dots (late, spans.dots_start)
    ('I slice the apple... and wash it... either way round... and then it goes in the fridge to chill.', 'apple: slice + clean > cool'),
    ('Chop the tomato... then rinse it... whichever first... then onto the plate.', 'tomato: slice + clean > place=plate'),
    # "after" with no object before "and" ("cleaning straight after and putting away"): no order (connectives)
    ('The pan wants scrubbing right after and hanging on the shelf.', 'pan: clean > place=shelf'),
    ('Rinse the cup straight after and leave it in the cabinet.', 'cup: clean > place=cabinet'),
    ('Slice the bread after you heat it.', 'bread: heat > slice'),  # "after" with its clause: an order
    # "clean" in a set phrase of another noun ("Clean exit.", "a clean break"): no step (connectives.json idioms)
    ('Heat the mug and put it on the side table, then walk off. Clean exit.', 'mug: heat > place=side_table'),
    ('Chill the apple, then slice it. A clean break from tradition.', 'apple: cool > slice'),
    ('A clean mug on the side table, please.', 'mug: clean > place=side_table'),  # the object's adjective: a step
]
