"""Sentences of the kinds behind hand-written test file 22's misses (read after its held-out scoring),
each written for these tests; kept apart from ``late_kinds`` (at its length limit) and read into
``test_nsg_parser_late.ALL``."""
from __future__ import annotations

FILE22_KINDS = [  # the kinds behind test file 22's misses (read after its held-out scoring), in new sentences
    # the tool said as the verb ("knife it into wedges", "knifed"); "give it here" hands it over: a pick
    ('Wash the apple, then knife it into chunks.', 'apple: clean > slice'),
    ('Warm the potato, knife it into rounds, then onto the plate.', 'potato: heat > slice > place=plate'),
    ('The tomato gets knifed, then chilled.', 'tomato: slice > cool'),
    ('Chill the apple, then give it here.', 'apple: cool > pick'),
    ('Rinse the spoon and then give it here, quick.', 'spoon: clean > pick'),
    # how long it takes, and the speaker stuck somewhere, are no steps ("it takes a minute", "I'm stuck in ...")
    ('Rinse the cup and put it on the shelf, it takes a minute.', 'cup: clean > place=shelf'),
    ('Chill the lettuce, then into the bowl. I\'m stuck in meetings all day.', 'lettuce: cool > place=bowl'),
    # a named third party's past delivery opening its sentence: how the object came, no pick, no place
    ('Priya brought a tomato for the salad. Wash it and slice it.', 'tomato: clean + slice'),
    ('Gran left potatoes in the pot. Heat one, then put it on the plate.', 'potato: heat > place=plate'),
    ('Left you an apple in the bowl. Chill it, then slice it.', 'apple: cool > slice'),
    ('The person left the pot in the sink. Then the person heated it.', 'pot: place=sink > heat'),  # narration: steps
    # the tool's past use and an anecdote opened by "last time" are no slicing, no heating
    ('The knife was used for cutting rope. Scrub it at the sink, then put it in the drawer.', 'knife: clean > place=drawer'),
    ('Rinse the kettle, then hand it to me, last time you scalded the counter.', 'kettle: clean > pick'),
    ('Boil the egg and give it here; last time you heated it far too long.', 'egg: heat + pick'),
    # a state adjective in "it's a cold night" belongs to the night, not the object
    ("If it's a cold morning, warm the cup and set it on the counter.", 'cup: heat > place=counter'),
    ("Chill the bread (it's a hot kitchen in August) and slice it.", 'bread: cool + slice'),
    # "after every ..." is a recurring time and "till the water's gone" a duration: no order between steps
    ('The plate gets rinsed after every meal and goes back in the cabinet.', 'plate: clean > place=cabinet'),
    ('The pot is washed after each use and set on the shelf.', 'pot: clean > place=shelf'),
    ("Scrub the pot, warm it on the stove (heat it till the water's gone) and then into the cabinet.",
     'pot: clean > heat > place=cabinet'),
    # an order word ending its clause before a remark ("give it a wash after, it's grubby")
    ("Heat the pan, and give it a scrub at the sink after, it's grubby.", 'pan: heat > clean'),
    ('Chill the cup and rinse it after, if you have time.', 'cup: cool > clean'),
    # a negated order said again: "not B then A", "you can't B first"
    ('Potato: slice it, heat it. In that order, not heat then slice.', 'potato: slice > heat'),
    ("Heat the mug first, then chill it. You can't chill it first. Then give it here.", 'mug: heat > cool > pick'),
    # where it comes from, said with its owner's words ("from the neighbour's fruit bowl"): no place
    ("Apple from my neighbour's fruit bowl: slice it and chill it. Slice first.", 'apple: slice > cool'),
    ("Tomato out of the farmer's crate: wash it, then chop it.", 'tomato: clean > slice'),
    # where it is now, said with a state adjective before the receptacle ("in the cool box"): no place
    ('Apples are in the cool box. Slice one, then chill it.', 'apple: slice > cool'),
    # "Not on the X." after a place said by its receptacle alone leaves that place
    ('Rinse the cup and then on the shelf. Not on the counter.', 'cup: clean > place=shelf'),
    ('Chill the apple, then into the bowl. Not in the cabinet!', 'apple: cool > place=bowl'),
    # a place in the sentence after a free-order note stays last, also when it is done to the pieces ("them")
    ("Slice the apple, wash it and chill it. Order doesn't matter. Put them in the bowl.",
     'apple: slice + clean + cool > place=bowl'),
    ("potato: cut it, rinse it, heat it. any order's fine. put them on the plate", 'potato: slice + clean + heat > place=plate'),
    # a device said right after the object with no verb ("bread in the toaster, then ..."): its step
    ('Bread in the toaster, then slice it.', 'bread: heat > slice'),
    ('potato in the microwave please and then cut it, and put it on the plate', 'potato: heat > slice > place=plate'),
    # "put it back there": the last place receptacle said before, across sentences and devices
    ('The cups live on the shelf. Rinse them in the sink before you put them back there.', 'cup: clean > place=shelf'),
    ('The pan is on the counter. Scrub it at the sink, then put it back there.', 'pan: clean > place=counter'),
]
