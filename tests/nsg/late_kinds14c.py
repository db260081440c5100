"""Test file 14's third reading (weather-forecast, square-dance and detective voices), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE14C_KINDS = [
    # "move" as a trip verb with the object before "through" ("move the potato through the fridge"): the device's step,
    # no place (connectives.json trip_verbs, read by run_through)
    ('Move the potato through the fridge, then rinse it.', 'potato: cool > clean'),
    ('Wash the mug first, then move it through the microwave.', 'mug: clean > heat'),
    ('Move the potato through the kitchen to the fridge.', 'potato: place=fridge'),  # through a room: a place
    # a shower at / in a washing device as a wash ("give it a shower at the sink", "a quick shower in the sink"): the
    # clean step, no place (connectives.json device_trips, read by clauses.device_trips)
    ('Chill the egg, then give it a shower at the sink.', 'egg: cool > clean'),
    ('Chill the egg, then a quick shower in the sink and onto the plate.', 'egg: cool > clean > place=plate'),
    ("I'm having a shower at the gym, so wash the egg.", 'egg: clean'),  # a person's shower: no step
    # a temperature raised or lowered as the heating or cooling ("raise the temperature of the mug in the microwave",
    # "bring it up to temperature", "lower the temperature of the cup"): the step, no place (connectives.json steps
    # heat / cool verbs)
    ('Raise the temperature of the mug in the microwave.', 'mug: heat'),
    ('Wash the cup, then raise the temperature of it in the microwave.', 'cup: clean > heat'),
    ('Bring the potato up to temperature in the microwave, then onto the plate.', 'potato: heat > place=plate'),
    ('Lower the temperature of the mug in the fridge.', 'mug: cool'),
    ('Check the temperature of the mug, then put it on the shelf.', 'mug: place=shelf'),  # only checked: no step
    ('Bring the mug up to room temperature on the counter.', 'mug: place=counter'),  # room temperature: no step
    # a legend of short forms before the steps ("Key: W = wash, C = chill. Apple: C then W."): the legend asks for no
    # step, the short forms after it are read as their words (abbreviated, connectives.json legend_labels /
    # legend_reserved)
    ('Key: W = wash, C = chill. Apple: C then W.', 'apple: cool > clean'),
    ('Shorthand: ht = heat and wsh = wash. Mug: wsh first, then ht. Shelf after.', 'mug: clean > heat > place=shelf'),
    ('Key: a = apple. Wash the mug, then heat it.', 'mug: clean > heat'),  # a reserved word: no short form read
    ('The ratio is 2 = 2. Wash the mug, then heat it.', 'mug: clean > heat'),  # no legend label: nothing read
]
