"""Test file 34's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-32."""
from __future__ import annotations

FILE34_KINDS = [
    # a colloquial name of the object: "tatties" are potatoes (lexicon)
    ('Tea tonight: warm the tatties in the microwave, then onto a plate.', 'potato: heat > place=plate'),
    ('Scrub that tatty and chop it.', 'potato: clean + slice'),
    # handing it over said by "pass me" / "pass it over": a pick, the last step
    ('Pass me the apple when it has been rinsed.', 'apple: clean > pick'),
    ('Warm the mug in the microwave, then pass it over to Gran.', 'mug: heat > pick'),
    ('Could you pass us the bread once it is sliced?', 'bread: slice > pick'),
    # "chip it (up)": cut into chips, a slicing
    ('Rinse the potato, then chip it up for the fryer.', 'potato: clean > slice'),
    ('Wash the spud and chip it, then into the bowl.', 'potato: clean + slice > place=bowl'),
    # a piece noun standing alone after "then": the slicing said by its result
    ('Give the apple a wash, then wedges, then onto the plate.', 'apple: clean > slice > place=plate'),
    ('Potato in the microwave first, then cubes, then into the bowl.', 'potato: heat > slice > place=bowl'),
    # a step word (-ing) right before a gathering's noun: the gathering, no step
    ('Wash the bowl from baking class and put it on the shelf.', 'bowl: clean > place=shelf'),
    ('Cooking lesson at four: slice the tomato and chill it.', 'tomato: slice + cool'),
    ('After cleaning session the mug goes back in the cabinet.', 'mug: place=cabinet'),
    # a step word after what is celebrated ("the birthday toast", "the wedding roast"): a noun, no step
    ('Chill the wine for the wedding toast.', 'wine_bottle: cool'),
    ('Slice the bread for the anniversary roast and put it on the plate.', 'bread: slice > place=plate'),
    ('Toast the bread for the birthday breakfast.', 'bread: heat'),  # the step said as a verb
    # a named person's past delivery with a particle ("dropped off", "brought round"): how it came
    ('Auntie Jo dropped off a lettuce this morning. Wash it and pop it in the fridge.', 'lettuce: clean > place=fridge'),
    ('Sam dropped off an apple yesterday. Slice it.', 'apple: slice'),
    # the object's name opening its clause with a receptacle inside the noun phrase and the clause's verb
    # after it: where the object is now, no place and no device step
    ('The mug on the shelf is filthy - give it a wash, then warm it.', 'mug: clean > heat'),
    ('Also the tomato in the fridge has gone soft; slice it.', 'tomato: slice'),
    ('Put the tomato in the fridge, then slice it.', 'tomato: place=fridge > slice'),  # a verb's object: a place
    # "that's all" closes the request: a sub-task said for the first time after it is no step
    ("Rinse the cup, that's all, I'll hang it up myself.", 'cup: clean'),
    ("Warm the potato. That's all for today, cutting tomorrow.", 'potato: heat'),
    ("Slice the bread - that's all, just slice it.", 'bread: slice'),
    # "before / after" + another subject's coming or going: a time, no order
    ('Before the guests arrive I want a washed apple, sliced, on the plate.', 'apple: clean + slice > place=plate'),
    ('After the shop opens, chill the lettuce and rinse it.', 'lettuce: cool + clean'),
    # a thing said to be somebody else's charge: no target when another thing is named
    ("The apple is Tom's, leave it alone. The tomato is for you: slice it.", 'tomato: slice'),
    ('Mugs are done by Priya, not us. Wash the pan and hang it in the cabinet.', 'pan: clean > place=cabinet'),
    ("The bread is Gran's, slice it and warm it.", 'bread: slice + heat'),  # no hands-off: still the thing
    # a tool followed by "you used (for)": the tool is the thing asked about
    ('Wash the knife you used on the tomato and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Rinse the knife that we used for the bread.', 'knife: clean'),
    # "stuck" / "held up" before a preposition and no receptacle: a person kept away, no place / pick
    ('Stuck on a job till six. Chill the glass bottle and leave it on the counter.', 'glassbottle: cool > place=counter'),
    ('Held up on a call, sorry - wash the pan and heat it.', 'pan: clean + heat'),
    # a new step joined by "and" to a place said before it, then "before" and the place said again: before the place
    ('Put the tomato on the plate, and chill it before it goes on.', 'tomato: cool > place=plate'),
    ('Put the bread on the plate, and slice it before you put it on.', 'bread: slice > place=plate'),
    ('Put the apple in the bowl, then chill it.', 'apple: place=bowl > cool'),  # no "before": the order said
]
