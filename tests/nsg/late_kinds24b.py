"""Test file 24's second reading (a book club's, a shift log's and a learner's voices), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE24B_KINDS = [
    # a request asked of whoever is addressed, after the comma that closes a "whoever" clause ("Whoever gets in first,
    # could you ...?"): the thing asked about there is the thing, not one passed over as what someone else did
    # (passed_over.who_did); a "who" question about what someone did still passes its thing over
    ('Whoever gets in first, could you wash the mug?', 'mug: clean'),
    ('Card night at mine. Whoever turns up early, can you chill the glass bottle?', 'glassbottle: cool'),
    ('Whoever is on lates, please could you wash the pan and put it on the shelf?', 'pan: clean > place=shelf'),
    ('Who took the last apple? The tomato is going soft, wash it.', 'tomato: clean'),  # contrast: who did it
    ('Whoever ate the apple, could you wash the bowl?', 'bowl: clean'),  # the apple is in the whoever clause
    # a device's name before a noun of a look over it ("Fridge check.", "Microwave inspection:"): a log's heading,
    # neither the device's verb nor a place (connectives.json device_checks, compounds.noun_compounds)
    ('Fridge check. The apple is fine. Rinse it in the sink.', 'apple: clean'),
    ('Microwave inspection done. Wash the bowl.', 'bowl: clean'),
    ('Evening fridge audit: slice the tomato.', 'tomato: slice'),
    ('Wash the apple, then fridge it.', 'apple: clean > cool'),  # contrast: "fridge it" is the verb
    ('Put the apple in the fridge, check it later.', 'apple: place=fridge'),  # contrast: "check it" is a verb
    # a log line about a food the vocabulary knows only as contents: the food, how it was found, a comma, then
    # participles ("Milk off, binned."): done to that food, no step of the object (logged.unknown_thing_done)
    ('Milk sour, binned. Wash the mug in the sink.', 'mug: clean'),
    ('Cream past its best, tipped and binned. Chill the apple.', 'apple: cool'),
    ('Cream gone off, binned. Wash the bowl.', 'bowl: clean'),
    ('Milk off, so wash the mug.', 'mug: clean'),  # contrast: a request after the comma
    ('Tomato off, binned.', 'tomato: place=garbage_can'),  # contrast: a name of the vocabulary, its own log line
    # the learner's "after" for "then" in a comma list opened by "first" and a step ("first cold, after washing,
    # after on the shelf"): "first" has put that step before the others, so "after" is the next step (afterwards)
    ('The bowl: first cold, after washing.', 'bowl: cool > clean'),
    ('For the cup: first hot, after washing, after on the shelf.', 'cup: heat > clean > place=shelf'),
    ('First chill the tomato, after slicing, after in the bowl.', 'tomato: cool > slice > place=bowl'),
    ('Chill the mug, after washing it.', 'mug: clean > cool'),  # contrast: no "first", the preposition
    ('First, after washing, chill the mug.', 'mug: clean > cool'),  # contrast: no step in the "first" clause
    # a step denied outright ("don't microwave those!", "Don't chill the cup."), its sub-task asked again in a later
    # sentence: no mention of that step, so the later one's order holds (needless.denied_before, clauses.drop_negated)
    ('The paper cups, never heat those! Just the big cup: rinse it and heat it.', 'cup: clean + heat'),
    ("Don't chill the cup. Rinse it, then chill it.", 'cup: clean > cool'),
    ("Do not slice the tomato. Chill it, then slice it.", 'tomato: cool > slice'),
    ("Don't chill the cup until it is washed. Chill it.", 'cup: clean > cool'),  # contrast: a constraint, kept
]
