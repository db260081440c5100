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
