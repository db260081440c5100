"""Test file 38's fourth reading (site notes, house rules, reports), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE38D_KINDS = [
    # a clause of "after" set off by a comma, its subject said, that ends its sentence with only where or with what its
    # step is done ("..., after you've washed it in the sink."): its step comes before the one said before the comma
    # (again.after_clause_last, _where_done_ends)
    ("Pop the tomato in the fridge, after you've washed it in the sink.", 'tomato: clean > place=fridge'),
    ("Leave the mug on the shelf, after she's rinsed it at the sink.", 'mug: clean > place=shelf'),
    ('Put the potato on the plate, after heating it in the microwave.', 'potato: heat > place=plate'),
    ('Put the lettuce in the fridge, after that wash it in the sink.', 'lettuce: place=fridge > clean'),  # "after that": then
    # a last sentence of bare step words with no opener ("Wash, then fridge.") that says the task again, its device
    # the place said before: the writer's final list, as after "So:" (summaries._recap_start)
    ('Put the potato in the microwave after you wash it. Wash, then microwave.', 'potato: clean > heat'),
    ("Put the egg in the fridge once you've boiled it. Boil, then fridge. Thanks.", 'egg: heat > cool'),
    ('The egg goes in the fridge after it has been boiled. Boiled, then fridge.', 'egg: heat > cool'),
    ('Chill the potato and wash it. Wash, chill.', 'potato: clean > cool'),
    ('Wash the apple. Slice, then chill.', 'apple: clean > slice > cool'),  # new steps: the list goes on, no recap
    ('Wash the lettuce and put it in the bowl. Wash, then fridge.', 'lettuce: clean > place=bowl > cool'),  # a new device
    ('Wash the lettuce and put it in the fridge. Wash first.', 'lettuce: clean > place=fridge'),  # one step: a note
]
