"""Test file 36's second reading (night-shift notes, van and radio voices), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module
like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64; the names into ``NAMES``."""
from __future__ import annotations

FILE36B_KINDS = [
    # the knife said as the verb with no pronoun, "into" and the pieces after it, in a terse list ("sink wash, knife
    # into wedges, microwave till soft"): the slicing (clauses.named_by_tool; connectives.json result_nouns)
    ('Tomato: rinse, knife into slices, fridge.', 'tomato: clean > slice > cool'),
    ('Wash the potato, then knife into chunks.', 'potato: clean > slice'),
    ('Wash the potato and then the knife into the sink.', 'potato: clean'),  # a determiner before it: the tool moved, no slicing
    # a led name ("side": the counter) in a heading that says where the thing is now ("apple on the side: wash it"):
    # where it is, no place, as "on the counter:" already was (located.located reads the name in its sentence)
    ('tomato on the side: chill it.', 'tomato: cool'),
    ('lettuce on the side: rinse it and then slice it.', 'lettuce: clean > slice'),
    ('Put the tomato on the side: then chill it.', 'tomato: place=counter > cool'),  # a verb's object: the place stays
    # a log entry's clock time and a dash before a third party's past delivery ("03:40 - the porter left his mug."):
    # the delivery is still what someone did before the task, no place (anecdotes._delivered)
    ('22:15 - the porter left his mug. Wash it and hand it back.', 'mug: clean > pick'),
    ('07:05 - Sam left a tomato. Slice it.', 'tomato: slice'),
    ('22:15 - put the mug in the sink, then wash it.', 'mug: place=sink > clean'),  # a command after the time: read
    ('22:15 - the porter left his mug in the sink and went home.', 'mug: place=sink'),  # no later request: as before
    # "the last <one who did it> <past verb> it ..." told after the request ("the last cook served it warm"): what the one
    # before did, an anecdote, no step (anecdotes._anecdotes, _past_doer)
    ('Wash the lettuce, then slice it. The last cook served it warm and it wilted.', 'lettuce: clean > slice'),
    ('Wash the tomato, then slice it; the last guy chilled it first.', 'tomato: clean > slice'),
    ('Wash the last apple, then chill it.', 'apple: clean > cool'),  # "the last" and a thing's name: the request itself
]

# a heading that says where a thing named with a head noun after the food's name ("bread roll", "tomato halves") is
# now, in a container outside the vocabulary: where it waits, no name slot (whereabouts.heading_place, lexicon.json
# name_heads); the same container as a task's place is still flagged
FILE36B_NAMES = [
    ("bread roll in the tin. toast it.", []),
    ("tomato halves in the tub, chill them.", []),
    ("Slice the bread roll and put it in the tin.", ["tin"]),
]
