"""Test file 13's second reading (challenge, pirate, news, code-comment and dinner-party voices), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE13B_KINDS = [
    # a hearsay or stock aside between two commas ("The heating, we are told, comes last", ", of course,", ", as always,"):
    # dropped like "I think", so it parts no step noun from its order note (lexicon.json asides, lexicon._translated);
    # not between two commas, it stays
    ('Chop the potato, heat it and rinse it. The heating, we are told, comes last.', 'potato: slice + clean > heat'),
    ('Chill the egg and rinse it. The rinsing, they say, must come first.', 'egg: clean > cool'),
    ('Slice the bread and toast it. The toasting, I\'m told, comes first.', 'bread: heat > slice'),
    ('Slice the apple, heat it and wash it. The heating, of course, comes last.', 'apple: slice + clean > heat'),
    ('Chill the egg and rinse it. The rinsing, as always, comes first.', 'egg: clean > cool'),
    ('Heat the potato and rinse it, we are told.', 'potato: heat + clean'),  # no closing comma: no aside dropped
    ('They say the mug is dirty. Wash it and heat it.', 'mug: clean + heat'),
    # the knife (or its blade, connectives.json tool_parts) named in an order note as a device is: after "before" /
    # "after", opening its clause before "comes before", or alone after a fronted "Before the ..., " clause: the slicing
    # said again (notes.tool_notes); not a question "before or after the knife?", nor the blade of a knife being washed
    ('Cut the tomato and wash it. Let the wash come before the knife.', 'tomato: clean > slice'),
    ('Chill the apple and slice it. The knife comes before the fridge.', 'apple: slice > cool'),
    ('Heat the potato and cut it. Before the heat, the blade.', 'potato: slice > heat'),
    ('Chop the lettuce and rinse it; rinse it before the knife.', 'lettuce: clean > slice'),
    ('Wash the knife, then dry the blade and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Chop the apple and wash it. Does it go to the sink before or after the knife?', 'apple: slice + clean'),
    # "let" opening a device's order note ("Only, let the sink come before the fridge"): as "the sink comes before the
    # fridge" (notes.used_in_order); "let the sink wait" says no order
    ('Chill the tomato and rinse it. Let the sink come before the fridge.', 'tomato: clean > cool'),
    ('Heat the mug and rinse it. Let the sink wait.', 'mug: heat + clean'),
    # "bring out" / "carry out" a vessel holding the food: the vessel served, where the food ends up, not a vessel
    # something is taken out of (moves.brought_out, read by places.place_roles); "bring out the apple" stays a fetch
    ('Bring out a bowl of sliced apple.', 'apple: slice > place=bowl'),
    ('Carry out a plate of warm potato for the table.', 'potato: heat > place=plate'),
    ('Bring out the apple from the fridge and slice it.', 'apple: slice'),
    # a device named alone in brackets after a state word inside a container phrase ("a plate holding hot (microwave)
    # potato"): a gloss of where the state is got, no words between the vessel and its food (glosses.device_glosses,
    # read by cues.contents); outside a container phrase the bracket changes nothing
    ('Result: a plate holding hot (microwave) potato.', 'potato: heat > place=plate'),
    ('A bowl of chilled (fridge) apple.', 'apple: cool > place=bowl'),
    ('Goal: a pan containing washed (sink) + warm (stove) egg.', 'egg: clean + heat > place=pan'),
    ('Heat the potato (microwave), then put it on the plate.', 'potato: heat > place=plate'),
    # "that order" after a sentence that states its order with a fronted "before" / "after" ("Before the heating, the
    # chopping - keep to that order"): the order stated, not the order the steps are named in (restated._ordered);
    # a sentence that names its steps in order keeps "in that order" as that order
    ('Warm the potato and chop it. Before the heating, the chopping - keep to that order.', 'potato: slice > heat'),
    ('Rinse the apple and chill it. After the chilling, the rinsing, in that order.', 'apple: cool > clean'),
    ('The mug was cold and clean. So she had chilled it and rinsed it, in that order.', 'mug: cool > clean'),
]
