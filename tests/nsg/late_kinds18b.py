"""Test file 18's second reading (assistant commands and shelf notices), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE18B_KINDS = [
    # a voice assistant told to set a routine, a reminder, a timer or an alarm before the steps ("Set a routine called
    # Supper: ..."): "set" there is no place verb, no place somewhere (connectives.json idioms, clauses.idioms)
    ('Okay Kitchen, set a routine called Supper: slice the tomato, then hold it until I get home.', 'tomato: slice > pick'),
    ('Set up a reminder named Lunchbox: wash the apple and put it in the bowl.', 'apple: clean > place=bowl'),
    ('Set a timer, then cool the potato.', 'potato: cool'),
    ('Set the potato on the counter.', 'potato: place=counter'),  # contrast: "set" with its object is the place
    # states said after a place's receptacle as a list joined by "and" or commas, ending the clause ("go in the cabinet
    # dry and clean"): how the object arrives, each done before the place (located.state_run, story.drop_where_it_is)
    ('Bowls go back on the shelf rinsed and chilled.', 'bowl: clean + cool > place=shelf'),
    ('Put the mug in the cabinet warm and washed.', 'mug: heat + clean > place=cabinet'),
    ('The lettuce goes into the fridge washed and cut.', 'lettuce: clean + slice > place=fridge'),
    ('Put the mug in the cabinet and wash it.', 'mug: place=cabinet + clean'),  # contrast: a step of its own after it
    # a heading's comma list of states, each with its own device after it ("Mug: clean from the sink, warm from the
    # microwave, on the shelf"): the device names where the state comes from, no word between the list's items: one
    # group, the place last (telegraphic._comma_listed)
    ('Plate for Sam: warm from the microwave, clean from the sink, on the table.', 'plate: heat + clean > place=dining_table'),
    ('Cup: clean in the sink, cold, on the counter.', 'cup: clean + cool > place=counter'),
    ('Cup: clean from the fridge, warm.', 'cup: clean > heat'),  # contrast: not the state's own device, order kept
    # a stove's burners said in the plural ("leave it on the burners", "on one of the hobs"): the stove burner, as
    # "gas rings" is (lexicon.json aliases.receptacles.stove_burner)
    ('Pots: rinsed and hot. Leave them on the burners.', 'pot: clean + heat > place=stove_burner'),
    ('Warm the egg on one of the hobs, then put it on the plate.', 'egg: heat > place=plate'),
    ('Leave the pot on the burner.', 'pot: place=stove_burner'),  # contrast: the singular, as before
]

FILE18B_NAMES = [
    ("Leave the pan on the burners.", []),
    ("Leave the pan on the hobs and wash the apple.", []),
    ("Leave the pan on the burnerz.", ["burnerz"]),
]
