"""Test file 71's third reading (print, publicity and persuasion; and sentences of printed forms no file has yet:
troubleshooting tables, product labels, FAQs, news reports, leaflets), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds71b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-71."""
from __future__ import annotations

FILE71C_KINDS = [
    # a temperature said as how the object is now, the condition ("If the mug is cold, ...") or the reason ("..., so")
    # of the opposite step, or alone in its sentence before a place in the opposite device ("The wine bottle is warm.
    # Put it in the fridge."): no step (conditions.condition_states, called by changes.drop_changes)
    ('If the cup is cold, warm it in the microwave.', 'cup: heat'),
    ('If your tomato is warm, chill it before slicing it.', 'tomato: cool > slice'),
    ('If the glass bottle is warm, put it in the fridge.', 'glassbottle: place=fridge'),
    ('The potato is cold, so microwave it and put it on a plate.', 'potato: heat > place=plate'),
    ("Fault: the wine bottle's warm - put it in the fridge.", 'wine_bottle: place=fridge'),
    ('Question: the egg is a bit cold. Answer: heat it on the stove.', 'egg: heat'),
    # contrasts: a time clause says when ("once it is cold", "when it is hot"), a participle is a step said ("is
    # warmed"), and with no opposite step the state is asked
    ('Chill the cup. Once it is cold, rinse it.', 'cup: cool > clean'),
    ('The bowl is warmed in the microwave; after that, it is chilled in the fridge.', 'bowl: heat > cool'),
    ('When the potato is hot, put it in the fridge.', 'potato: heat > place=fridge'),
    ('The wine bottle is cold. Put it on the dining table.', 'wine_bottle: cool > place=dining_table'),
]
