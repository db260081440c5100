"""Test file 31's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-30."""
from __future__ import annotations

FILE31_KINDS = [
    # a name's "leaving" said as news, and a farewell's occasion ("leaving do", "leaving drinks"): no step
    ("Priya's leaving, so chill the glass bottle and put it on the counter.", 'glassbottle: cool > place=counter'),
    ("Sam's leaving drinks are tonight. Rinse the cup and put it on the shelf.", 'cup: clean > place=shelf'),
    ("Joe's leaving it on the counter. Wash the mug first.", 'mug: clean > place=counter'),
    # an event named by a hyphenated step word ("bake-off", "clear-out", "cook-off"): a noun, no step
    ('The fridge clear-out is on Monday, so wash the plate and put it in the cabinet.', 'plate: clean > place=cabinet'),
    ('For the cook-off, slice the tomato and chill it.', 'tomato: slice + cool'),
    ('The bake-off starts at two: warm the bread, then put it on a plate.', 'bread: heat > place=plate'),
    # a giving verb said with its own "to" / "over" ("give it to Priya", "hand it down to her", "handed over"):
    # held at the end, and a device said before it is that device's step
    ('Warm the mug and give it to Priya.', 'mug: heat > pick'),
    ('Pop the apple in the fridge, then give it to Marcus.', 'apple: cool > pick'),
    ('Slice the bread, toast it, then hand it down to her.', 'bread: slice > heat > pick'),
    ('Rinse the spoon, then give it to Ali in the bowl.', 'spoon: clean > place=bowl'),  # a receptacle after "in": its place
    # a pick a third person will do ("he'll grab it", "she can collect it"): no step
    ("Heat the egg and put it on the plate, she'll grab it later.", 'egg: heat > place=plate'),
    ('Wash the cup and set it on the shelf; they can collect it after lunch.', 'cup: clean > place=shelf'),
    # anything or something going in: another thing, no place of the object
    ('Rinse the bowl before anything goes in, then chill it.', 'bowl: clean > cool'),
    # a heading "Tip for ...:" names the note, no place
    ('Tip for the morning shift: wash the knife and put it in the drawer.', 'knife: clean > place=drawer'),
    # a receptacle out of use, fronted before the speaker's own clause, or holding somebody's unnamed thing: no place
    ('The sink is broken, so just chill the apple and slice it.', 'apple: cool + slice'),
    ("Wash the plate and put it on the shelf. Big pan I'll sort later.", 'plate: clean > place=shelf'),
    ("Put the clean mug on the counter, and nobody's boots on the table please.", 'mug: clean > place=counter'),
    # devices said in the plural ("the fridges get cleaned"): no step of the object
    ('When the freezers get defrosted, wash the pot and put it on the stove.', 'pot: clean > place=stove_burner'),
    # "tip it out" empties it: no place
    ('Tip it out and rinse the mug, then put it on the shelf.', 'mug: clean > place=shelf'),
    # a duration said before the device ("give it twenty seconds in the microwave") or with a number word
    # ("for seven minutes"): a stay, the device's step
    ('Give it twenty seconds in the microwave, the mug I mean, then set it on the counter.', 'mug: heat > place=counter'),
    ('Wash the potato, then into the microwave for seven minutes, then onto the plate.', 'potato: clean > heat > place=plate'),
    # a later note naming two steps again with a free order ("X and Y in any order", "X and Y whichever")
    ('Rinse the tomato, chill it, then put it in the bowl. Rinsing and chilling in any order.', 'tomato: clean + cool > place=bowl'),
    ('Wash the potato, cut it, heat it. Wash first; cut and heat whichever.', 'potato: clean > slice + heat'),
    ('Wash the potato, cut it, then heat it. Washing and heating in any order.', 'potato: clean > slice > heat'),  # not next to each other: no change
    # "whenever," frees the step of its clause
    ('Slice it whenever, but the egg must be cold before it goes in the bowl.', 'egg: slice + cool > place=bowl'),
    # a step after "stop", and a relative clause of use ending in its preposition: no step
    ('I rinsed the pan and put it in the cabinet. Please stop frying it dry.', 'pan: clean > place=cabinet'),
    ('The bowl we whisk the eggs in needs a rinse, then it goes on the shelf.', 'bowl: clean > place=shelf'),
    # "take it out with me / you": carried off, held at the end
    ('Chill the apple, then take it out with you.', 'apple: cool > pick'),
    # a receptacle said after "into the <word>": where it goes
    ('Wash the lettuce and then chop it into the fruit bowl.', 'lettuce: clean > slice > place=bowl'),
    # "above" / "below" a landmark after a place: the first receptacle is where it goes
    ('Dry the cup and put it back in the cabinet above the fridge.', 'cup: place=cabinet'),
    # a temperature in an "if" clause about the object: the reason for a step, no goal
    ('Set the mug on the counter. If it has gone cold, warm it in the microwave first.', 'mug: heat > place=counter'),
    # "don't care" said of a third person or thing: no free-order note
    ('Cut the apple and put it in the bowl. Skip the washing, the kids don\'t care.', 'apple: slice > place=bowl'),
    ('Chill the egg, then slice it. Skip the rinse, the guests don\'t care.', 'egg: cool > slice'),
    ("Chill the egg, then slice it - the guests don't care which comes first.", 'egg: cool + slice'),  # about the order
    # an answer with no step of its own to a question about the order ("Order? Doesn't matter."): the steps
    # of the sentence before the question are one group (a place said after stays last)
    ("Rinse the egg, then chill it. Which first? Honestly, doesn't matter. Then onto the plate.", 'egg: clean + cool > place=plate'),
    ('Slice the bread, then toast it. Order? Dad reckons it does not matter.', 'bread: slice + heat'),
    ('Rinse the egg, then chill it. What order? No idea.', 'egg: clean > cool'),  # no answer that frees it
]
