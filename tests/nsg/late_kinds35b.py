"""Test file 35's second reading (video-call, text-message and kitchen-chat voices), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` (kinds) and ``NAMES`` (words that fill no name slot) like the lists of files
20-66."""
from __future__ import annotations

FILE35B_KINDS = [
    # a thing said with where it was just taken from, heading the task before the opposite step ("Egg straight from the
    # fridge: cook it"): how it is now, no cooling step (fetched.fetched_first, read in clauses.drop_background)
    ('Potato straight from the fridge: heat it in the microwave, then onto the plate.', 'potato: heat > place=plate'),
    ('The mug fresh out of the fridge: warm it on the stove.', 'mug: heat'),
    ('Apple straight from the fridge, then slice it.', 'apple: cool > slice'),  # no opposite step: the trip stays
    ('Egg straight from the fridge: into the bowl.', 'egg: cool > place=bowl'),  # nothing heats it: the trip stays
    # a temperature in a purpose clause after a device, negated opposite ("so it's not cold" after the microwave) or said
    # of the object's contents ("so the coffee is hot"): the device's step, no place (purposes.purpose_states)
    ('Stick the cup in the microwave so the coffee is not cold.', 'cup: heat'),
    ('Put the mug in the microwave so it is not cold, then wash it.', 'mug: heat > clean'),
    ('Leave the apple in the fridge so it isn\'t warm by lunch.', 'apple: cool'),
    ('Pop the bowl in the microwave so that the soup is piping hot.', 'bowl: heat'),
    ('Put the mug on the counter so it is not cold.', 'mug: place=counter'),  # no device: a place
    ('Put the mug in the microwave so I am not cold.', 'mug: place=microwave'),  # a person's state: the place stays
    # a receptacle opening a verbless "then" sentence joined by "and" to words outside the vocabulary ("Then sofa and
    # terrible films."): the person's plan after the task, no place (strays.pastime, read in others.not_a_place)
    ('Heat the potato, slice it, plate. In that order. Then sofa and cartoons.', 'potato: heat > slice > place=plate'),
    ('Wash the apple. Then fridge and sink.', 'apple: clean > cool'),  # two receptacles joined: no plan, the fridge stays
]

# (text, the names flagged): where a thing fell ("fell in the grout bucket") and a drink in a step's slot held by the vessel
# named later in the sentence ("heat my cocoa and bring me the cup") fill no slot (strays.fell_in, names._vessel_named_later;
# lexicon contents_vessels); a thing put in an unknown receptacle, or a drink with no vessel named in its sentence, stays flagged
FILE35B_NAMES = [
    ("The ladle fell into the paint tray. Wash it, then bring it here.", []),
    ("The spoon slipped into the compost caddy, rinse it and put it in the drawer.", []),
    ("Put the spoon in the caddy.", ["caddy"]),
    ("Warm my cocoa in the microwave and hand me the cup.", []),
    ("Heat the porridge, then bring me the bowl.", []),
    ("Heat my cocoa in the microwave and slice the apple.", ["cocoa"]),  # the one object is no vessel
    ("Heat my tea in the microwave. Then bring me the mug.", ["tea"]),  # the vessel named in another sentence
]
