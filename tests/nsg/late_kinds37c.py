"""Test file 37's misses, third reading (its voices: see file 37's paragraph in the eval README), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds37b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of other files."""
from __future__ import annotations

FILE37C_KINDS = [
    # "The <which> one is (still) on the X." opening its sentence: where that other one is, no place of the object; the
    # place said before stays (ones_located._one_is_at)
    ('A clean mug in the cabinet, please. The chipped one is still in the sink.', 'mug: clean > place=cabinet'),
    ('A cold apple in the bowl. The old ones are on the counter.', 'apple: cool > place=bowl'),
    ('A warm plate on the counter. The birthday-cake one is still in the cabinet.', 'plate: heat > place=counter'),
    ('Rinse the cup. The new one goes in the cabinet.', 'cup: clean > place=cabinet'),  # no copula: a place
    ('Rinse the cup and put it where the old one is.', 'cup: clean > place'),  # no receptacle after it
    # a receptacle's name and a noun of a notice ("policy", "rules", "etiquette" ...) closing a heading with a colon:
    # the heading's topic, no target when another thing is named after it (connectives.json heading_nouns,
    # targets.target_object)
    ('Sink etiquette: wash your mug before it goes in the cabinet.', 'mug: clean > place=cabinet'),
    ('Fruit bowl rules: apples to be rinsed before they go in the bowl.', 'apple: clean > place=bowl'),
    ('Plate policy: chill the tomato and put it on the plate.', 'tomato: cool > place=plate'),
    ('Bowl rules: scrub it and put it on the shelf.', 'bowl: clean > place=shelf'),  # no other thing: the bowl
    # a request narrowed to one thing after a correction ("- sorry, only the X for now:", "Sorry, just the X:") and said
    # again: the steps said before it, on the list of things, go (corrections._narrowing)
    ('Please wash the apple and heat the potato - sorry, only the apple for now: wash it and put it in the bowl.',
     'apple: clean > place=bowl'),
    ('Slice the tomato and chill the egg. Sorry, just the tomato: slice it and put it on the plate.',
     'tomato: slice > place=plate'),
    ('Wash the mug. Just the mug, then into the cabinet.', 'mug: clean > place=cabinet'),  # no other thing: kept
    # a step offered as one of two choices with "or", the other a verb outside the step table on the same "it"
    # ("then bin it or eat it"): the listener's choice, no step (choices.offered, read by not_done)
    ('Chill the apple in the fridge, then eat it or bin it.', 'apple: cool'),
    ('Warm the potato, then put it on a plate or eat it.', 'potato: heat'),
    ('Warm the potato, then put it on a plate.', 'potato: heat > place=plate'),  # no choice: the place
    ('Wash the apple, then slice it or eat it whole.', 'apple: clean > slice'),  # words after the other verb: kept
    # a portion noun and "of" ("a bit of", "a serving of") between a chain of state words and the object's name: the
    # object's states, as "a warm piece of bread" is, so the receptacle after it is the place (connectives.json
    # portion_nouns, attributes.before_name)
    ('A warm bit of bread on the plate, please.', 'bread: heat > place=plate'),
    ('a hot serving of potato in the bowl for Sam.', 'potato: heat > place=bowl'),
    ('A clean, cold bit of apple on the plate.', 'apple: clean + cool > place=plate'),
    ('Toast a bit of bread.', 'bread: heat'),  # a verb: no state chain
    # a carrying verb, "it", "to" and a receptacle that does not move, then "on" / "in", "a" and a vessel ("take it to
    # your desk on a plate"): the vessel is the place, the room or furniture only where it is carried (carriers, read by
    # located.others_located)
    ('Heat the potato, then bring it to the counter in a bowl.', 'potato: heat > place=bowl'),
    ('Chill the apple and carry it to the table on a plate.', 'apple: cool > place=plate'),
    ('Chill the apple and put it on the counter in a bowl.', 'apple: cool > place=counter'),  # no carrying verb
    ('Chill the apple and take it to the table on the plate.', 'apple: cool > place=dining_table'),  # "the": which plate
]
