"""Sentences of the kinds behind hand-written test file 21's misses (read after its held-out scoring),
each written for these tests; kept apart from ``late_kinds`` (at its length limit) and read into
``test_nsg_parser_late``'s ``ALL`` the same way."""
from __future__ import annotations

FILE21_KINDS = [  # the kinds behind test file 21's misses (read after its held-out scoring), in new sentences
    # "on set", "call cut": a film set's words, no place and no slicing
    ('Rinse the lettuce, then in the bowl on set.', 'lettuce: clean > place=bowl'),
    ('Wash the spoon, then onto the counter on set.', 'spoon: clean > place=counter'),
    ('Rinse the plate and warm it before they call cut.', 'plate: clean + heat'),
    ('Heat the egg; the director yells cut at six, so hurry.', 'egg: heat'),
    # free order said as "however you get there", "order whatever"
    ('Egg - washed, warm, sliced; however you get there. Into the bowl.', 'egg: clean + heat + slice > place=bowl'),
    ('mug - rinsed, chilled. order whatever. into the cabinet after', 'mug: clean + cool > place=cabinet'),
    # the one who asked collects it later: "he'll pick it up", "she'll grab it"
    ("Could you chill her apple and then leave it on the counter? She'll pick it up at noon.",
     'apple: cool > place=counter'),
    ("Can you warm my dad's mug? He'll pick it up later.", 'mug: heat'),
    # "for the <receptacle>" after a thing's name: whom it is meant for, no place
    ('The bread for the dining table: slice it and toast it.', 'bread: slice + heat'),
    ('Wash the apple, then into the bowl for the staff table.', 'apple: clean > place=bowl'),
    # "wherever there's space in the ...": any place, the region is no name
    ('Heat the pot and leave it wherever there is room in the galley.', 'pot: heat > place'),
    ('Rinse the cup, then set it down wherever you find space on the windowsill.', 'cup: clean > place'),
    ('Rinse the cup, then set it down wherever you find space on the trolley.', 'cup: clean > place=cart'),  # a known one is the place
    # a gerund naming a kind of thing ("the cooking pot", "from the baking class") is no step
    ('Grab the chopping knife, rinse it and put it in the drawer.', 'knife: clean > place=drawer'),
    ('The mug from the cooking demo needs a rinse, then a chill in the fridge.', 'mug: clean > cool'),
    # "needs boiling": the gerund of a colloquial heating verb
    ('The kettle needs boiling, then put it on the counter.', 'kettle: heat > place=counter'),
    ('Rinse the egg before boiling it.', 'egg: clean > heat'),
    # "ready to boil", "ready for toasting": what it is made ready for is done later, no step
    ('Wash the pan and put it on the counter, ready to cook.', 'pan: clean > place=counter'),
    ('Slice the bread and leave it in the bowl ready for toasting.', 'bread: slice > place=bowl'),
    # a place said in a "when" / "before" / "by the time" clause after states: the last step
    ('The apple must be clean before it is back in the bowl.', 'apple: clean > place=bowl'),
    ('The tomato should be cold and sliced when it lands on the plate. Whichever first.',
     'tomato: cool + slice > place=plate'),
    ('The cup should be rinsed and chilled before it is back on the shelf; either first.', 'cup: clean + cool > place=shelf'),
    # "leave it there" after a device: the device where the step was done is where it stays
    ('Heat the kettle on the stove burner and leave it there.', 'kettle: heat > place=stove_burner'),
    ('Warm the pan on the stove burner, then leave it there, full of stew.', 'pan: heat > place=stove_burner'),
    # a step said again in an "if" clause tells what would happen otherwise: no new step, no order
    ('Chill the apple first, then cut it. If you cut first it goes brown.', 'apple: cool > slice'),
    ('Rinse the cup, then heat it. If you heat it before rinsing, it stains for good.', 'cup: clean > heat'),
    # a riddle's question ("what goes in cold?") holds no step; its answer does
    ('What goes in hot and comes out cold? Chill the plate, then put it on the shelf.', 'plate: cool > place=shelf'),
    ('Riddle: what gets sliced but is never eaten? Wash the bread, then warm it.', 'bread: clean > heat'),
    # "serve on a plate": a place
    ("Don't put the egg in the fridge! Heat it, then serve on a plate.", 'egg: heat > place=plate'),
    ('Never put the apple in the microwave! Slice it and serve in the bowl.', 'apple: slice > place=bowl'),
    # where the object has been left (a present perfect) before the request: where it is, no step
    ('The pan has been left in the fridge since lunch. Scrub it and put it on the shelf.', 'pan: clean > place=shelf'),
    ('The mugs have been left in the microwave all week. Rinse them, then chill them.', 'mug: clean > cool'),
    # a thing said not to be ours or yours is no target
    ('The bowl is not ours; the plate is. Rinse it and put it in the cabinet.', 'plate: clean > place=cabinet'),
    ("That egg isn't yours - the potato is, so warm it please.", 'potato: heat'),
    # a step word joined by hyphens to "and" names a thing ("bring-and-share", "grab-and-go")
    ('The apple for the bring-and-share: wash it and slice it.', 'apple: clean + slice'),
    ('Chill the bread, then leave it on the grab-and-go counter.', 'bread: cool > place=counter'),
    # a device said as a sentence of its own, a step after it: the device's sub-task
    ('apple. fridge. then cut it. then into the bowl', 'apple: cool > slice > place=bowl'),
    ('Mug. Microwave. Then rinse it.', 'mug: heat > clean'),
    # "the other two" freed after a note that puts one step last: the steps before it
    ('Chill the egg, rinse it, slice it. Chilling goes last. The other two in either order.', 'egg: clean + slice > cool'),
    ('Heat the cup; rinse it; chill it. The heating comes at the end, the rest as you like.', 'cup: clean + cool > heat'),
    # states listed with commas and ", and" a place said by its receptacle alone: one group, the place last
    ('Buffet: tomatoes, sliced, cold, and arranged in the bowl.', 'tomato: slice + cool > place=bowl'),
    ('Kit list: mugs, washed, hot, and lined up on the counter.', 'mug: clean + heat > place=counter'),
]
