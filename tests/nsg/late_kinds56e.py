"""Test file 56's fifth reading (text messages, dictated notes), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE56E_KINDS = [
    # the thing said going into a device by a verb of going ("it goes in", "needs to go in"), then worked on again by a
    # step of another sub-task: the trip is the device's step, no place (connectives.json going_verbs, going_aux;
    # gone_in, called from stations)
    ('The potato goes in the microwave, then cut it in half.', 'potato: heat > slice'),
    ('The spud has to go in the micro. After that chop it into wedges.', 'potato: heat > slice'),
    ('The mug went into the microwave first, then give it a rinse at the sink.', 'mug: heat > clean'),
    ('The apple goes in the fridge for an hour, then slice it up.', 'apple: cool > slice'),
    ('Your tomato needs to go in the fridge. Then wash it at the sink.', 'tomato: cool > clean'),
    ('Got a tomato for your tea. It goes in the fridge for now, then slice it when you get in.', 'tomato: cool > slice'),
    # contrasts: the thing ending there (alone, last, a step said before it, a time clause), home again ("back"), a
    # place verb that puts it there (the generator's "put it in the microwave, then ..."), no device
    ('The apple goes in the fridge.', 'apple: place=fridge'),
    ('Slice the apple, then it goes in the fridge.', 'apple: slice > place=fridge'),
    ('The apple goes in the fridge after you slice it.', 'apple: slice > place=fridge'),
    ('Cut the potato before it goes in the microwave.', 'potato: slice > place=microwave'),
    ('The potato goes in the microwave, but wash it first.', 'potato: clean > place=microwave'),
    ('Wash the pan, and it goes back on the stove.', 'pan: clean > place=stove_burner'),
    ('Put the potato in the microwave, then cut it.', 'potato: place=microwave > slice'),
    ('The bread goes in the cupboard, then slice it.', 'bread: place=cabinet > slice'),
]
