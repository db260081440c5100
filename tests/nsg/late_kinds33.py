"""Test file 33's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-32."""
from __future__ import annotations

FILE33_KINDS = [
    # a pick said "give it him" (no "to") or "give it back": the pick (connectives.json)
    ('Warm the cup, then give it her.', 'cup: heat > pick'),
    ('Rinse the fork and give it back, ta.', 'fork: clean > pick'),
    ('I washed the knife and gave it back to Ana.', 'knife: clean > pick'),
    # an emphatic "himself" / "herself" after the one a pick goes to: the pick stays
    ('Chill the apple, then hand it to Gran herself.', 'apple: cool > pick'),
    ('Wash the mug and I will slice the bread myself.', 'mug: clean'),  # the speaker's own step: none
    # a state said of the object under "not" ("so it's not cold before ..."): no step, whatever order word follows
    ('Heat the cup so it is not cold before the guests arrive.', 'cup: heat'),
    ('Rinse the mug and warm it up so it isn\'t freezing when she gets here.', 'mug: clean + heat'),
    # a state said of a person ("if you're cold", "I'm so hot"): no step
    ("If you're freezing, microwave the potato and keep hold of it.", 'potato: heat > pick'),
    ("I'm so hot today. Chill the apple and put it on the plate.", 'apple: cool > place=plate'),
    # "toast" as a drink raised ("the wedding toast", "a toast to"), unless the object is the bread
    ('Chill the wine for the birthday toast.', 'wine_bottle: cool'),
    ('Rinse the cup, we need it for a toast to Jo.', 'cup: clean'),
    ('Slice the bread and toast it.', 'bread: slice + heat'),
    # a topic set aside at the head of a sentence ("Cooking aside, ..."): none of its words is a step
    ('Washing-up rota aside, chill the tomato and slice it.', 'tomato: cool + slice'),
    ('Heating bills aside, chill the apple, then slice it.', 'apple: cool > slice'),
    # "left" with its object and a state word ("left the pan greasy"): how it was left, no place
    ('Someone left the kettle filthy again. Clean it and put it on the counter.', 'kettle: clean > place=counter'),
    ('They left the mug dirty. I washed it and put it on the shelf.', 'mug: clean > place=shelf'),
    # a carry "to" a person or a place outside the vocabulary with a place later in its sentence: the way, no pick
    ('Cool the wine, then carry it round to the neighbours and set it on their counter.', 'wine_bottle: cool > place=counter'),
    ("Heat the pot, then take it over to Li's and put it on the stove.", 'pot: heat > place=stove_burner'),
    ('Chill the wine, then bring it out and hold on to it.', 'wine_bottle: cool > pick'),  # no place: the pick stays
    # the object's noun phrase with where it is now, as the subject of a verb ("the egg in the fridge needs ..."): no step
    ('The apple in the fridge needs eating: slice it and put it in the bowl.', 'apple: slice > place=bowl'),
    ('The mug on the shelf is filthy, wash it.', 'mug: clean'),
    # a move in a relative clause of "got" right after the object ("that got left on"): where it is, no place
    ('Wash the plate that got left on the counter, then put it in the cabinet.', 'plate: clean > place=cabinet'),
    ('Heat the pot that got put on the shelf, then rinse it.', 'pot: heat > clean'),
    ('Rinse the bowl that got left on the stove and put it in the cabinet.', 'bowl: clean > place=cabinet'),
    ('Heat the egg that was put in the bowl.', 'egg: place=bowl > heat'),  # a step said done before
    # "I'm on <object>", "he's on <object> duty": the object the person is given, the target
    ("Tonight I'm on apples: wash them, then slice them and put them in the bowl.", 'apple: clean > slice > place=bowl'),
    ("She's on egg duty: boil them and put them in the bowl.", 'egg: heat > place=bowl'),
    # where the object is now, said with a place outside the vocabulary, before a step done to "it": no refusal
    ('The cup is in the van. Rinse it and warm it in the microwave.', 'cup: clean + heat'),
    ('The pan is in the garage. Scrub it, then put it on the stove.', 'pan: clean > place=stove_burner'),
    # a place's receptacle renamed by an apposition ("on the big table, the side table by the door"): the later name
    ('Slice the bread and put it on the long table, the dining table by the window.', 'bread: slice > place=dining_table'),
    ('Rinse the cup, then put it on the little table, the side table near the sofa.', 'cup: clean > place=side_table'),
    ('Put the bowl on the counter, the plate stays on the shelf.', 'bowl: place=counter'),  # a clause of its own
    # a thing said to be off limits ("hands off"), then another thing: the other is the target
    ('The apple is for the pie, hands off. But the tomato: slice it and chill it.', 'tomato: slice + cool'),
    ('The bread is off limits. Toast the potato instead.', 'potato: heat'),
    # a move of someone's thing the vocabulary does not name ("set his team,"): that person's business, no step
    ("Jo forgot to set her team, so she's on apple duty: slice them, then chill them.", 'apple: slice > cool'),
    # two listed steps said again, joined by "and", with a free-order note: freed from each other
    ('Rinse the apples, slice them, and put them in the bowl. Rinse and slice in any order.', 'apple: clean + slice > place=bowl'),
    ('Boil the egg, then chill it, then slice it. Chill and slice in either order.', 'egg: heat > cool + slice'),
    ('Rinse the mug, then warm it. Rinsing comes first, the warming in any order after.', 'mug: clean > heat'),
    # "as <someone> puts it": how the task is worded, no place
    ('As my gran puts it, a tomato washed, chilled, then sliced.', 'tomato: clean > cool > slice'),
    # a sentence that opens with "the other <object>": the steps said before it were done to the first one
    ('I dropped a mug and binned it. The other mug needs warming, then onto the shelf.', 'mug: heat > place=shelf'),
    ('We sliced one apple for the kids. The other apple needs chilling, then rinsing.', 'apple: cool > clean'),
]
