"""Test file 46's fourth reading (bug-report, game-quest, family-note and demo voices), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE46D_KINDS = [
    # "cold box" is a name of the fridge (lexicon.json, receptacle names)
    ("Set the apple in the cold box till it's chilled, then cut it up.", 'apple: cool > slice'),
    ('Put the potato in the cold box.', 'potato: place=fridge'),
    ('Put the potato in the box.', 'potato: place=box'),  # a box alone is a box
    # a verb and a count trailing into dots, then another count and the same verb ("boil two... ok one, boil one"):
    # a miscounted false start, the step said again is the one meant (corrections._miscounted)
    ('Slice three... no, two, slice two tomatoes and chill them afterwards.', 'tomato: slice > cool'),
    ('Wash four... sorry, one, wash one apple and then put it in the bowl.', 'apple: clean > place=bowl'),
    ('Boil two eggs... then chill them.', 'egg: heat > cool'),  # dots, no recount: both steps stay
    # a device's own sub-task denied ("no heating", "don't toast it") beside a place into it: only put there, no
    # device use (uses._use_denied)
    ('Put the bread in the toaster, no toasting.', 'bread: place=toaster'),
    ("Pop the bread into the toaster but don't toast it yet.", 'bread: place=toaster'),
    ("Put the bread in the toaster and don't slice it.", 'bread: heat'),  # another sub-task denied: the toasting stays
    ('Put the bread in the toaster, then slice it. No toasting after slicing.', 'bread: heat > slice'),  # an order denied
    # an end state with a device as where the thing ends up ("should end up clean and on the stove"), said again in a
    # time clause ("before it goes on the burner"): the same place, not the device's use (stations._stations)
    ('The mug should end up rinsed and on the burner. Wash it before it goes on the stove.', 'mug: clean > place=stove_burner'),
    ('The plate should end up clean and in the cabinet. Rinse it before it goes in the cabinet.', 'plate: clean > place=cabinet'),
    ('Warm the mug on the stove, then wash it, then put it back on the burner.', 'mug: heat > clean > place=stove_burner'),
    # a thing in a list after a label of things to buy and a colon ("Shopping: bread, butter, apples."): nothing asked
    # of it, the thing named later is the target (passed_over.to_buy, connectives.json list_labels)
    ('Groceries: bread and eggs. Chill the apple.', 'apple: cool'),
    ('Shopping list: eggs, bread, lettuce. The tomato, slice it.', 'tomato: slice'),
    ('Shopping: bread. Then toast it.', 'bread: heat'),  # only that thing named: it stays the target
    ('Kitchen: bread, butter. Wash the apple.', 'apple: clean'),
    # what the robot did, a sentence (or a half after ';') opened by the robot and a past-tense verb, in a text that
    # reports what someone asked: what happened, no step nor place (bug_reports.robot_did, read with anecdotes.remarked)
    ('The user asked for the apple to be washed and then sliced. The robot washed it and left it in the sink.',
     'apple: clean > slice'),
    ('The robot forgot the rinsing. I asked for the cup to be rinsed and then handed to me; the robot just handed it over.',
     'cup: clean > pick'),
    ('I asked for a warm mug. The robot should heat it in the microwave.', 'mug: heat'),  # no past tense: the task
]
