"""Test file 66's third reading (learners of English writing notes in a kitchen), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``. Each kind has a contrast the rule must not change.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66b."""
from __future__ import annotations

FILE66C_KINDS = [
    # a place said by its receptacle alone right after another state and "and" / a comma ("the bowl is clean and in the
    # fridge, cold"): one more end state of a list, no trip into the device that a state word after it explains; the
    # state word is one more end state (device_results._listed_end); a trip by a place verb stays the device's step
    ('The cup is rinsed and in the fridge, cold, for the picnic.', 'cup: clean + cool > place=fridge'),
    ('The mug is washed and in the microwave, hot.', 'mug: clean + heat > place=microwave'),
    ('I put the mug in the fridge, and by lunch it was cold.', 'mug: cool'),
    # "already" before a run of participles joined by "and" / commas that ends with the place, the last step said ("it
    # is already washed and dried and returned in the cabinet"): the whole state reported, a step like the place
    # (changes._reported_to_place); "already washed, so put it ..." stays done
    ('The plate is already rinsed and dried and put back on the shelf.', 'plate: clean > place=shelf'),
    ('The mug is already washed, dried and returned to the cabinet.', 'mug: clean > place=cabinet'),
    ('The plate is already rinsed, so put it on the shelf.', 'plate: place=shelf'),
    # a step verb's "-ing" after a verb of liking or learning, or after one describing word after one, with no object
    # ("I would like to learn English cooking", "my son loves cooking"): the activity, no step (connectives.json
    # pastime_verbs, said_as_nouns.pastime); with an object, or asked for after "I'd like", a step
    ('My flatmate wants to learn Polish cooking. First the potato is washed, then it is boiled.', 'potato: clean > heat'),
    ('My son loves cooking. Rinse the apple and chill it.', 'apple: clean + cool'),
    ('I like cooking the egg in the pan.', 'egg: heat'),
    ("For the apple I'd like washing, then slicing.", 'apple: clean > slice'),
    # the person a dish is done for between the dish and its device ("heat the soup for me in the microwave"): read past
    # the person like "warm the soup in the mug", the grammar's reading (dishes._for_whom_in); with no device after it,
    # a dish, and a place verb keeps its place
    ('Warm the soup for him in the microwave, it is in the red mug.', 'mug: heat'),
    ('Cook the rice for them in the pot.', 'pot: heat'),
    ('Please put the mug for me in the microwave.', 'mug: place=microwave'),
    # the dot of a measure's abbreviation before a number ("strips of approx. 2 cm"): no sentence end
    # (abbreviated.unabbreviated, connectives.json abbreviations); a number after a preposition or a word of about and
    # before a unit of length or the pieces' noun ("of 2 cm", "in 4 pieces"): their size or count, no numbered step
    # (lookalikes._measured, connectives.json length_units); a numbered list keeps its order
    ('Tomato: rinsed, cut in slices of approx. 1 cm, and chilled.', 'tomato: clean + slice + cool'),
    ('Lettuce: washed, cut into ribbons of 3 cm, and chilled.', 'lettuce: clean + slice + cool'),
    ('Apple: rinsed, cut in 4 pieces, and chilled.', 'apple: clean + slice + cool'),
    ('Apple: 1 rinse it 2 slice it 3 chill it.', 'apple: clean > slice > cool'),
    # a state adjective, a comma and "and" before the device's preposition ("Required: warm, and on the stove burner"):
    # two end states, like "hot and on the hob", the device where it ends up (uses.second_end_state); after a verb of
    # the device's step, still its device
    ('The kettle hot, and on the stove burner.', 'kettle: heat > place=stove_burner'),
    ('The mug cold, and in the fridge.', 'mug: cool > place=fridge'),
    ('Heat the kettle, and on the stove burner.', 'kettle: heat'),
    # the vessel of a dish said in the next sentence ("Is in the blue bowl."): the target (FILE66C_NAMES below)
    ("Heat the stew in the microwave. It's in the green pot.", 'pot: heat'),
    # the opposite temperature opening a later sentence as its subject's adjective before a name and a verb of what such
    # a thing does ("Cold plate makes the food cold"), the opposite step asked before: why it is asked, no step
    # (changes._why_opposite); a temperature after "makes" and another thing no name of the vocabulary ("makes the tea
    # cold"): that thing's state (changes._made_other); "make it hot" and a remark with no opposite step asked stay steps
    ('Heat the mug, then hand it to me. A cold mug makes the tea cold.', 'mug: heat > pick'),
    ('Chill the mug. Warm mug is no good for juice.', 'mug: cool'),
    ('Heat the plate. Make it hot.', 'plate: heat'),
    ('Cold mug makes me happy. Put it on the shelf.', 'mug: cool > place=shelf'),
]


# a dish's word as a step's object when the next sentence or clause opens with "(it) is in" and a known thing ("heat the
# stew in the microwave. It's in the green pot."): that thing holds it and is the target, the dish fills no name slot
# (names._vessel_after); with no such clause, or an unknown vessel, the dish is still flagged
FILE66C_NAMES = [
    ("Heat the stew in the microwave. It's in the green pot.", []),
    ("Warm the soup for him in the microwave, it is in the red mug.", []),
    ("Heat the soup in the microwave. The bowl is on the shelf.", ["soup"]),
]
