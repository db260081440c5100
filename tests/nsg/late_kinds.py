"""Sentences of the kinds behind the later hand-written test files' misses (read after their
held-out scoring), each written for these tests; kept apart from ``test_nsg_parser_late`` (which
reads them into its ``ALL``) so that each file stays short."""
from __future__ import annotations

FILE14_KINDS = [  # the kinds behind test file 14's misses (read after its held-out scoring), in new sentences
    # held in someone's hand, or "into your hand" after an order word
    ('Chill the egg in the fridge, and afterwards into your hand it goes.', 'egg: cool > pick'),
    ('Rinse the mug, then she wanted it in her hand.', 'mug: clean > pick'),
    # free-order idioms: "didn't matter which came first", "one or the other first", "taken in either order"
    ("Wash the cup and warm it; didn't matter which came first. Put it on the shelf.", 'cup: clean + heat > place=shelf'),
    ('Slice the potato, heat it, one or the other first, then into the pan.', 'potato: slice + heat > place=pan'),
    ('Rinse the egg and chill it; these can be taken in either order.', 'egg: clean + cool'),
    ('A chilled, rinsed apple waits in the bowl. The steps may be taken in any order.', 'apple: cool + clean > place=bowl'),
    # dance moves that carry the object to a receptacle: promenade, sashay
    ('Cool the mug, then sashay it over to the cabinet.', 'mug: cool > place=cabinet'),
    ('Wash the bowl, then promenade it to the counter.', 'bowl: clean > place=counter'),
    # a title before the first colon joins no steps ("Grand right and left:")
    ('Salt and pepper: rinse the egg, then heat it.', 'egg: clean > heat'),
    ('Fold left and right: wash the pan, then warm it.', 'pan: clean > heat'),
    # a note opening its sentence before "then" is about the steps before it
    ('Slice the bread. Cool it. Do both in any order, then put it on the plate.', 'bread: slice + cool > place=plate'),
    ('Rinse the pot. Heat it. Whatever order suits, then into the cabinet with it.', 'pot: clean + heat > place=cabinet'),
    # a free-order note after every step leaves a last place last
    ('Chill the cup, rinse it, put it on the shelf. Either order is fine.', 'cup: cool + clean > place=shelf'),
    # idioms that name no step: tea leaves, the end of the set, going once, going twice
    ('My tea leaves say: the mug is rinsed, then chilled.', 'mug: clean > cool'),
    ('Heat the potato, then put it on the plate - going once, going twice!', 'potato: heat > place=plate'),
    ('Chill the lettuce and rinse it by the end of the set, your call on the order.', 'lettuce: cool + clean'),
    # a place said before its verb ("then on the plate it takes its seat", "in the bowl it's tucked")
    ('Wash the mug, and then on the shelf it takes its place.', 'mug: clean > place=shelf'),
    ("Chill the apple; then in the bowl it's tucked.", 'apple: cool > place=bowl'),
    # "your destination" frames where it ends up
    ('Rinse the egg. Warm it. Your destination: the bowl.', 'egg: clean > heat > place=bowl'),
    ('Cool the pan, then scrub it. Your final destination, the shelf, is ahead.', 'pan: cool > clean > place=shelf'),
    # the slicing said by its tool alone ("goes under the knife", "and then the knife")
    ('The potato goes under the knife, and then into the microwave to heat.', 'potato: slice > heat'),
    ('Chill the apple, then the knife.', 'apple: cool > slice'),
    # "make that step one" after a step: it goes first
    ('Chill the apple, then slice it; wash it too - make that step one.', 'apple: clean > cool > slice'),
    ('Slice the bread, then chill it; toast it as well - make that the first step.', 'bread: heat > slice > cool'),
    # a comment between commas parts no step from its note ("the washing, we now believe, comes first")
    ('Heat the plate and wash it; the washing, we now believe, comes first.', 'plate: clean > heat'),
    ('Chill the mug and rinse it; the rinsing, I reckon, goes first.', 'mug: clean > cool'),
    # a step named by its device's stop or station; "now comes before" is one constraint
    ('Chill the mug in the fridge and rinse it at the sink; the sink stop comes before the fridge stop.', 'mug: clean > cool'),
    ('Rinse the egg and warm it in the microwave, with the microwave station first.', 'egg: heat > clean'),
    ('Slice the apple and chill it; the chilling now comes before the slicing.', 'apple: cool > slice'),
    # route directions: "turn left" is no place
    ('Wash the apple. Turn left and heat it in the microwave. Your destination: the bowl.', 'apple: clean > heat > place=bowl'),
    ('Chill the egg, keep left, then slice it.', 'egg: cool > slice'),
    # a time before which it is done is no order ("Before service, ...")
    ('Before service, rinse the mug; later, warm it.', 'mug: clean > heat'),
    ('Before the guests arrive, the egg needs a chill. Afterwards, slice it.', 'egg: cool > slice'),
    # a free-order note after numbered steps reaches back over them
    ('Step 1: chill the egg. Step 2: rinse it. Any order. Step 3: into the bowl.', 'egg: cool + clean > place=bowl'),
    ('Step 1: heat the pot. Step 2: wash it. Steps 1 and 2 in either order. Step 3: put it in the cabinet.',
     'pot: heat + clean > place=cabinet'),
    # "she left a plate": how the story's object came, no place
    ('He left me a mug. I rinsed it, then chilled it.', 'mug: clean > cool'),
    ('Someone left a potato. Chill it and slice it.', 'potato: cool + slice'),
    # a fortune's "your future holds" is no pick and no container
    ('The future holds an apple, rinsed and chilled. Then put it in the bowl.', 'apple: clean + cool > place=bowl'),
    ('The cards hold a mug for you: washed, then warmed.', 'mug: clean > heat'),
]

FILE16_KINDS = [  # the kinds behind test file 16's misses (read after its held-out scoring), in new sentences
    # a round of stations: each device passed on the way is its sub-task, the knife the slicing, the last stop the place
    ('The egg goes in the microwave, then the fridge, then onto the plate.', 'egg: heat > cool > place=plate'),
    ('Put the pan in the sink, then the fridge, then back on the stove burner.', 'pan: clean > cool > place=stove_burner'),
    ('The apple gets the sink, the knife, the fridge - any order - then the bowl.', 'apple: clean + slice + cool > place=bowl'),
    ('The mug at the sink / rinsed, then chilled / on the shelf', 'mug: clean > cool > place=shelf'),
    # ... but one place said with its verb stays a place, as in the generator's families
    ('Heat the apple in the microwave, then put it in the fridge.', 'apple: heat > place=fridge'),
    ('Put the potato in the fridge, then slice it.', 'potato: place=fridge > slice'),
    # held "in your hands", "in your very hand"
    ('Chill the apple, then keep it in your hands.', 'apple: cool > pick'),
    ('Keep the egg - in your very hand - once it has been chilled.', 'egg: cool > pick'),
    # free order: "does not mind which", "either one may come first", "may have come first", "in what order"
    ('Wash the mug. Heat it. The chef does not mind which comes first.', 'mug: clean + heat'),
    ("Chill the cup, slice it; Grandma doesn't mind which.", 'cup: cool + slice'),
    ('Hot plate, clean plate / either one may come first', 'plate: heat + clean'),
    ('A chilled, sliced tomato. Either the slicing or the chilling may have come first.', 'tomato: cool + slice'),
    ('Chill the mug, wash it, in what order you please; then put it on the shelf.', 'mug: cool + clean > place=shelf'),
    ('Wash the potato, slice it and chill it, taking these in what order the cook pleases; then put it in a pot.',
     'potato: clean + slice + cool > place=pot'),
    # "each in its turn": in the order said
    ('Rinse the pan, chill it and heat it, each in its turn.', 'pan: clean > cool > heat'),
    ('Slice the potato, heat it and cool it, each in turn, then put it on the plate.', 'potato: slice > heat > cool > place=plate'),
    # "Before either, ...", "Before both, ...": before every step said so far
    ('The mug was chilled and then set on the shelf. Before either, it was rinsed.', 'mug: clean > cool > place=shelf'),
    ('Heat the pan, then put it on the stove burner. Before both, scrub it.', 'pan: clean > heat > place=stove_burner'),
    # "leaves this to the cook" is no place
    ('She chills the egg and rinses it; the recipe leaves this to the cook.', 'egg: cool + clean'),
    ('Wash the plate and heat it, in either order; I leave it up to you.', 'plate: clean + heat'),
    # taking up the knife is no pick; "take that mug to the sink" is the way to the washing
    ('He washes the apple. He takes up the knife and slices it, then puts it in the bowl.', 'apple: clean > slice > place=bowl'),
    ('She rinses the tomato. Then she takes up the knife and cuts it.', 'tomato: clean > slice'),
    ('Take that mug to the sink, rinse it, then chill it.', 'mug: clean > cool'),
    ('You take that egg to the sink, you wash it, then you warm it.', 'egg: clean > heat'),
    # "don't you dare put it down" is no place
    ("Cool the egg, then hold it. Don't you dare put it down!", 'egg: cool > pick'),
    ("Rinse the mug and then keep hold of it - don't you dare set it down.", 'mug: clean > pick'),
    # "X comes second" of the two steps before a place
    ('Chill the egg and rinse it, then put it in the bowl; the chilling comes second.', 'egg: clean > cool > place=bowl'),
    ('Warm the potato and slice it, then onto the plate - the warming comes second.', 'potato: slice > heat > place=plate'),
    # a time before which it is done is no order ("Before we go:", "Before I forget,")
    ('Before we go: the pan, rinsed and then held in your hand.', 'pan: clean > pick'),
    ('Before I forget, chill the egg and then hold it.', 'egg: cool > pick'),
]
