"""Test file 59's third reading (a ship's log, a farm kitchen's notes, a diary), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE59C_KINDS = [
    # a place verb in "-s" opening its sentence, a plain word, then a number or a comma ("Stores check 2200.", "Moves
    # list, Tuesday"): a plural noun heading a log line, no place (subjects._thing_named_left)
    ('Stores check 0600. One apple, rinsed and then sliced, sitting in the bowl.', 'apple: clean > slice > place=bowl'),
    ('Stores tally 14. Wash the mug, then heat it.', 'mug: clean > heat'),
    ('Moves list, Monday. Rinse the cup and put it on the shelf.', 'cup: clean > place=shelf'),
    ('Stores the apple in the bowl.', 'apple: place=bowl'),  # its object after it: a place told, no heading
    ('Store the apple in the bowl, then wash it.', 'apple: place=bowl > clean'),  # the command form: a place
    # a need said as a gerund or "a" and a step word ("the pot needs scalding after milking:", "the mug wants a wash"),
    # said again as a step later in a sentence with an order word: the goal, the step where the list puts it
    # (need_stops.needs_said_again); a need before a colon is no heading (cues._piece_or_heading)
    ('The kettle needs boiling after breakfast: rinse it in the sink, then heat it.', 'kettle: clean > heat'),
    ('The mug wants a chill before tea. Wash it first, then chill it in the fridge.', 'mug: clean > cool'),
    ('The pan needs heating: scrub it first.', 'pan: clean > heat'),
    ('The pan needs heating and then rinsing. Heat it, then rinse it.', 'pan: heat > clean'),  # the need is a list itself
    ('The pan needs heating after supper, and slice the apple.', 'pan: heat + slice'),  # not said again: the need stays
]
