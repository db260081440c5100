"""Test file 51's misses (what people did, told afterwards: visit logs, a child's bedtime account, job-done
messages, vlog recaps, reports), read after it was scored, grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-48."""
from __future__ import annotations

FILE51_KINDS = [
    # a report's list with no doer, opened by a past verb and its object, is told in order (narrated._past_opener);
    # "let it cool" inside a told list is told too (narrated._let)
    ("Rinsed the cup, chilled it in the fridge and put it on the shelf.", 'cup: clean > cool > place=shelf'),
    ("Washed the apple, cut it up and put it on the plate.", 'apple: clean > slice > place=plate'),
    ("We heated the egg, let it cool in the fridge and sliced it.", 'egg: heat > cool > slice'),
    ("Rinse the cup, chill it and warm it.", 'cup: clean + cool + heat'),  # a command list with no place: one group
    ("Shred the lettuce, wash it and put it in the bowl.", 'lettuce: slice > clean > place=bowl'),  # "shred": no past, a recipe (file 65)
    # the target's "'s" before a state is "is", not a possessive (usages._occasion)
    ("The mug's rinsed and back in the cabinet.", 'mug: clean > place=cabinet'),
    ("Update: the bowl's clean and on the shelf.", 'bowl: clean > place=shelf'),
    # a participle after a time word ("from last night washed") is a step, not an occasion (usages._occasion)
    ("The plate from Sunday night washed and put away in the cabinet.", 'plate: clean > place=cabinet'),
    ("The pot from this morning rinsed and put on the stove burner.", 'pot: clean > place=stove_burner'),
    # "once" before "and" or a sentence end is "one time", no order word (connectives.json)
    ("I rinsed the kettle, boiled it once and tipped it out. Then I left it on the counter.",
     'kettle: clean > heat > place=counter'),
    ("I washed the mug once and then heated it. Left it in the cabinet.", 'mug: clean > heat > place=cabinet'),
    ("Wash the pan once it is cold.", 'pan: cool > clean'),  # "once" opening a clause: still after
    # the dish made or ordered ("made toast", "I ordered toast"), said again by the steps after it, is no step
    # of its own (usages.drop_how_to)
    ("I made toast for Dad. Sliced the bread, then zapped it in the microwave.", 'bread: slice > heat'),
    ("We ordered toast. The cook sliced the bread and then heated it in the toaster.", 'bread: slice > heat'),
    # free order said as whatever the doer fancied or felt like (connectives.json)
    ("Mug rinsed in the sink, mug heated. Order of operations: whatever Jo felt like.", 'mug: clean + heat'),
    ("Plate washed, plate warmed. Order: whatever I felt like.", 'plate: clean + heat'),
    ("Tomato cooled, tomato sliced. The order? Whatever he fancied.", 'tomato: cool + slice'),
    # a seat after "to" a person and "on" / "in" is where the person is: a hand-over, no place (others.persons_place)
    ("The mug was heated and handed to Grandpa on the sofa.", 'mug: heat > pick'),
    ("Rinse the cup, then hand it to Ollie in bed.", 'cup: clean > pick'),
    ("Heat the mug and then put it on the sofa.", 'mug: heat > place=sofa'),  # no person: a place
]
