"""Test file 20's misses, second reading (voicemails from grandparents, kitchen notices, club and tuck-shop notes:
see its paragraph in the eval README), grouped into general kinds of phrasing; every sentence below is new (none is
an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE20B_KINDS = [
    # a sentence opened by "to" and a step verb, closed by a comma ("To chill a bottle, ..."): the purpose said first,
    # no step of its own where the steps after it say the same sub-task (usages.drop_how_to)
    ('To warm a cup, rinse it at the sink, heat it in the microwave and set it on the counter.',
     'cup: clean > heat > place=counter'),
    ('To chill a wine bottle, wipe it, cool it in the fridge and leave it on the table.',
     'wine_bottle: clean > cool > place=dining_table'),
    ('To chill a wine bottle, wipe it and leave it on the table.',
     'wine_bottle: cool > clean > place=dining_table'),  # contrast: not said again, the purpose is the only cooling
    # "left" in the teller's present perfect ("I've left", "we have left") at someone's home ("at yours"), other steps
    # asked after it: where the thing is now, no place step (story._left_by_teller)
    ("We've left the pan at yours, please scrub it and heat it on the stove.", 'pan: clean + heat'),
    ('I have left my cup at yours, so could you rinse it and chill it in the fridge?', 'cup: clean + cool'),
    ('Leave the pan at yours, then scrub it.', 'pan: place > clean'),  # contrast: a command, no teller
]
