"""Test file 30's third reading (brewing, choir, bowls-club, game-night and family-note voices), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE30C_KINDS = [
    # the opposite temperature as a generic subject after a dash or a semicolon ("warm it - a cold plate ruins the
    # pudding"): why the step is asked, no step (changes._why_opposite, _REASON_OPENS; "knocks", "wrecks" in _GENERIC)
    ('Rinse the plate and warm it up - a cold plate knocks the heat out of the pie. Then it goes on the counter.',
     'plate: clean + heat > place=counter'),
    ('Warm the bowl in the microwave; a cold bowl wrecks the porridge.', 'bowl: heat'),
    ('Warm the mug in the microwave, then chill it - a cold mug for the iced coffee.', 'mug: heat > cool'),  # no such verb
    # "then put it out" / "set them out" closing its clause: set out on the place said alone before it, not on where
    # the thing is said to be now (put_back._put_in, _set_out, read by places._back_there)
    ('I want the mugs hot and on the side table by six. Warm them in the microwave, then set them out.',
     'mug: heat > place=side_table'),
    ('The cup should end up cold and on the counter. Chill it in the fridge, then put it out - no rush.',
     'cup: cool > place=counter'),
    ('Chill the cup in the fridge, then put it out.', 'cup: cool > place'),  # no place said before: somewhere
    ('The wine bottle is in the cupboard. Chill it, then put it out.', 'wine_bottle: cool > place'),  # out of where it is
    # a pick right after "whoever" and "it" after a place with its receptacle: who may take it then, no step
    # (collected.collected_later)
    ('House prize: the mug, washed at the sink, set on the shelf. Whoever takes it home keeps it.',
     'mug: clean > place=shelf'),
    ('Whoever takes it, wash the pan and put it in the cabinet.', 'pan: clean > place=cabinet'),  # no place before it
    # a receptacle with one describing word after its preposition and "the" ("in the stock pot") is where the thing
    # goes, no target, like "with a damp sponge" (targets.target_object); not a name ("on the plate the apple")
    ('Whoever used the spatula last: wash it and put it back in the stew pot.', 'spatula: clean > place=pot'),
    ('Whoever used the fork last: wash it and put it on the side plate.', 'fork: clean > place=plate'),
    ('On the plate the tomato sits, chilled and sliced.', 'tomato: cool + slice > place=plate'),
    # a name after "back / home from the" with a word outside the vocabulary after it names an event or a club, no
    # thing of the task (targets._addressed_or_event)
    ("When I'm home from the pot luck I want my cup warm and on the side table.", 'cup: heat > place=side_table'),
    ("When I'm back from the bowls match, the mug warm and on the coffee table please.",
     'mug: heat > place=coffee_table'),
    ("When I'm back from the pot, the one on the stove, wash it.", 'pot: clean'),  # no word after it: the thing
    # a food right after a vessel's "of" and a way of cooking it into a dish ("a pan of stewed apple"): the dish, the
    # vessel is the thing (dishes.dish_foods, lexicon.json dish_participles)
    ('Heat the pan of stewed apple on the stove and then put it on the counter.', 'pan: heat > place=counter'),
    ('Put the bowl of mashed potato in the fridge to chill, then on the dining table.',
     'bowl: cool > place=dining_table'),
    ('Put the bowl of sliced apple in the fridge.', 'apple: slice > place=bowl'),  # a state, no dish
    # a state word hyphened to "up" / "down" as a noun, plural or after a preposition of time ("through the
    # warm-ups", "during the cool-down"): a part of a session, no step (compounds._session)
    ('Chill the glass bottle in the fridge, then hold it through the warm-ups.', 'glassbottle: cool > pick'),
    ('Rinse the cup at the sink, then put it on the counter before the cool-down.', 'cup: clean > place=counter'),
    ('Give the mug a warm-up in the microwave and put it on the shelf.', 'mug: heat > place=shelf'),  # a step
]
