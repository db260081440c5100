"""Test file 55's third reading (school worksheets, shop quotes, family text messages), grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE55C_KINDS = [
    # a receptacle in a clause opened by a verb of drawing or writing ("Draw your slices in the box below!"): a box
    # on the page, no place (strays.drawn_in, connectives.json drawn_on_paper)
    ('Slice the apple. Draw your slices in the box below!', 'apple: slice'),
    ('Cut the potato. Now write how long it took in the box.', 'potato: slice'),
    ('Chop the lettuce. Sketch the pieces in the box provided.', 'lettuce: slice'),
    # contrast: another verb joined after the writing verb puts the thing in the box
    ('Wash the apple. Write your name on a label and put the apple in the box.', 'apple: clean > place=box'),
    # a temperature said as the state now, in a sentence of its own, before the opposite step said as the purpose
    # of a device ("in the fridge to chill"): the reason, no step (clauses.drop_background)
    ('A warm wine bottle is no good. Put the wine bottle in the fridge to chill.', 'wine_bottle: cool'),
    ('A bar with a warm wine bottle is no bar. Stick the wine bottle in the fridge to chill, then onto the table.',
     'wine_bottle: cool > place=dining_table'),
    ('The egg is hot. Leave it in the fridge to cool.', 'egg: cool'),
    # contrast: the temperature wanted ("I want a warm mug") stays a step
    ('I want a warm mug. Put it in the fridge to chill.', 'mug: heat > cool'),
    # where a person "left it", told in the past, after a place said by its receptacle alone ("wants it washed and
    # in the drawer, u left it in the garden"): a report, the receptacle said alone is the place (reach.left_not_put)
    ('She wants the knife washed and in the drawer. You left it in the garden.', 'knife: clean > place=drawer'),
    ('He wants the mug clean and on the shelf, you left it in the hall.', 'mug: clean > place=shelf'),
    # contrast: a place asked with its own verb stays the place
    ('You left it in the garden. Put the knife in the drawer.', 'knife: place=drawer'),
    ('I washed the mug and left it on the shelf.', 'mug: clean > place=shelf'),
    ('I washed the mug and then I left it on the shelf.', 'mug: clean > place=shelf'),  # no receptacle said alone
    # "left" after "any" / "all" and one word outside the vocabulary, in a notice quoted ("'Any food left out on
    # counters will be binned.'"): a rule about whatever is left there, no place (unmeant._any_left)
    ("The sign says: 'Any food left out on counters will be thrown away.' Put the tomato in the bin pls",
     'tomato: place=garbage_can'),
    ("Notice: 'All crockery left on the side gets binned.' Wash the mug and put it in the cupboard.",
     'mug: clean > place=cabinet'),
    # contrast: "leave" of the object itself is its place
    ('Wash any mug, then leave it on the shelf.', 'mug: clean > place=shelf'),
]
