"""Test file 30's second reading (ten everyday voices: a birdwatcher's jottings, a home-brewer's log, a cat owner
talking to the cat, a game master, a model-railway club, an elderly brother's notes, a pub-quiz captain, a board-game
host, a sibling planning a dinner, a choir's alto section leader), its misses grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of the other files."""
from __future__ import annotations

FILE30B_KINDS = [
    # a body part after a possessive ("move your paws", "keep your eye on the birds"): a known word, no unknown name
    # that refuses the task or reorders it (lexicon.json known_words)
    ('Shift your paws, I am warming the mug. Then it goes on the shelf.', 'mug: heat > place=shelf'),
    ('Heat my cup in the microwave, then hold it, I cannot take my eye off the birds.', 'cup: heat > pick'),
    ('Wash the mug and put it on the shelf next to the kumquat.', 'mug: clean > place=shelf'),  # no body part: the same reading
    # "mince pie(s)": a food's name holding the slicing word "mince", an idiom that is no step (connectives idioms)
    ('The mince pies are still warm; rinse the apple, slice it, then put it on the plate.',
     'apple: clean > slice > place=plate'),
    ('Mince pies for the choir later. Wash the tomato and chill it.', 'tomato: clean + cool'),
    ('Mince the tomato and put it in the bowl.', 'tomato: slice > place=bowl'),  # the verb: a step
    # "getting" and a participle of a temperature step ("the mug's getting heated"): a passive with "get", someone's
    # step, not a temperature the thing took by itself (happened.happened's "getting warm")
    ("The apple's getting chilled in the fridge, then it goes in the bowl.", 'apple: cool > place=bowl'),
    ('The mug is getting heated in the microwave, then it goes on the counter.', 'mug: heat > place=counter'),
    ('The mug was getting cold, so heat it again.', 'mug: heat'),  # an adjective: a change by itself
    # "fit" / "fits" and a receptacle ("the loaf won't fit in the pan"): a place verb, so a negation before it says
    # where the thing cannot go, no place (connectives place verbs, clauses.drop_negated)
    ('Slice the bread and toast it; the whole loaf will not fit in the pan.', 'bread: slice + heat'),
    ("Cut the potato, then heat it. It doesn't fit in the pot whole.", 'potato: slice > heat'),
    ('Wash the mug and fit it in the cabinet.', 'mug: clean > place=cabinet'),  # asked: a place
]
