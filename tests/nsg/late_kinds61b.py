"""Test file 61's second reading (shop-floor, kitchen-rota, radio-canteen and sports-club voices), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE61B_KINDS = [
    # a carrying verb, the thing, where it comes from ("from" / "off" / "out of") and then "to" a person (a name the
    # lexicon does not know, a pronoun, a possessive, a word of kin, "the" and a role: connectives.json kin,
    # person_roles): carried to someone, a hand-over, not a move off somewhere (moves._moved_off, _to_a_person)
    ('Bring the mug from the shelf over to Nadia.', 'mug: pick'),
    ('Take the bowl from the cupboard up to my gran.', 'bowl: pick'),
    ('Bring the plate from the dresser over to the guests.', 'plate: pick'),  # a person by role (person_roles)
    ('Bring the warm mug over to the nurse.', 'mug: heat > pick'),
    ('Wash the cup. Then bring it from the sink over to him.', 'cup: clean > pick'),
    ('Take the pan off the hob and put it on the counter.', 'pan: place=counter'),  # a place after it: no hand-over
    ('Take the mug from the shelf and wash it.', 'mug: clean'),  # no person: fetched, no held end
    ('Bring the kettle from the counter over to the sink.', 'kettle: place=sink'),  # to a receptacle: a place
    # a state word after a carrying verb and its determiner, on the thing, which is then taken from a store that is not
    # that state's device ("the clean bowl from the cupboard"): which one is carried, it is so already, no step
    # (moves._picked_out)
    ('Please bring the clean bowl from the cupboard over to Priyanka.', 'bowl: pick'),
    ('Take the washed plate off the rack to Gran.', 'plate: pick'),
    ('Bring the cold apple from the fridge over to Dad.', 'apple: cool > pick'),  # the fridge makes it cold: the step
    ('Grab the clean fork from the sink and give it to Dad.', 'fork: clean > pick'),  # washed at the sink: the step
    ('Bring the warm bread from the toaster over to Dad.', 'bread: heat > pick'),  # the toaster's heating: the step
    # a carrying verb with the thing named with the state it must be in and "to" a person in its clause ("bring the warm
    # mug up to Gran"): the state, then the hand-over held to the end, not a fetch before the state (moves.handed_before)
    ('Take the warm mug up to Gran.', 'mug: heat > pick'),
    ('Bring the clean mug over to Dad.', 'mug: clean > pick'),
    ('Bring the warm mug to the table.', 'mug: heat > place=dining_table'),  # to a receptacle: a place
    # a later sentence (or a clause after a comma) opened by a third person and "will" / "'ll" before a step's verb on
    # "it" / "them", after the reader's step: left to that person, no step (left_to_others)
    ('Put the ladle in the sink. Tom will wash it later.', 'ladle: place=sink'),
    ('Leave the pan in the sink. My husband will scrub it in the morning.', 'pan: place=sink'),
    ("Put the bread on the counter, Mum'll toast it when she's up.", 'bread: place=counter'),
    ('Chill the apple in the fridge. Ravi will slice it tomorrow.', 'apple: cool'),
    ("Wash the apple, then he'll slice it.", 'apple: clean > slice'),  # after "then": the task's order
    ('Brenda has offered to help. She will wash the lettuce and chill it.', 'lettuce: clean + cool'),  # no step before: hers are the task
    ('Put the mug in the sink. I will wash it later.', 'mug: place=sink > clean'),  # the speaker: not this kind
    ("Tom's on dinner tonight. He'll wash the potatoes. He'll boil them on the hob.", 'potato: clean > heat'),  # all his
    # a state said first as someone's wish ("the boys like their apples warm"), said again by a command on "'em": the
    # command is the step, in its place in the list (again.restated_place)
    ("The boys like their apples warm. Slice 'em, then heat 'em in the microwave.", 'apple: slice > heat'),
    ("Our lot like their tomatoes cold. Wash 'em, chill 'em in the fridge, then put 'em on the counter.",
     'tomato: clean > cool > place=counter'),
    ("Mum likes her tomatoes cold. Slice 'em and put 'em on a plate.", 'tomato: cool > slice > place=plate'),  # not said again
    # "'em" for "them" in the step phrases written with "them" ("hand 'em over", "give 'em to Dad"): the same step
    # (cues._step_table)
    ("Slice the apples and hand 'em over.", 'apple: slice > pick'),
    ("Warm the bread, then give 'em to Dad.", 'bread: heat > pick'),
    ("Boil the eggs, cool 'em in the fridge, then hand 'em to me.", 'egg: heat > cool > pick'),
    ("Slice the apples, but don't hand 'em over yet.", 'apple: slice'),  # negated: no hand-over
]
