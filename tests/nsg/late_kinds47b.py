"""Test file 47's misses read a second time (long messages with the kitchen task among other news: a mum's weekly
email, voice-note transcripts, an aunt's letters, a runner's diary, a parish and a sheltered-housing newsletter
...), grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module beside ``late_kinds47`` (the first reading).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-58."""
from __future__ import annotations

FILE47B_KINDS = [
    # another thing, then a place verb with its particle and nothing after it ("before the milk goes in", "till a
    # fork goes in", "then the chips go in"): that thing going into the object, no place (not_steps._thing_does)
    ('Rinse the mug and warm it before the milk goes in.', 'mug: clean + heat'),
    ('Scrub the potato and boil it till a fork goes in easily.', 'potato: clean + heat'),
    ('Heat the pan on the stove, then the chips go in for five minutes.', 'pan: heat'),
    ('Wash the mug, then the mug goes in the cabinet.', 'mug: clean > place=cabinet'),  # its own name: a place
    # "toast" with a reflexive, "each other", or "her" / "him" before a clause end or a preposition ("toast
    # yourselves", "we'll toast him after lunch"): drinking to someone, no heating (not_steps._drink_toast)
    ('Chill the wine and put it on the dining table, then toast yourselves.', 'wine_bottle: cool > place=dining_table'),
    ('Pop the wine in the fridge to chill so we can toast her after the cake.', 'wine_bottle: cool'),
    ('Cool the wine, then we toast each other.', 'wine_bottle: cool'),
    ('Cut the bread and toast her a slice.', 'bread: slice + heat'),  # "her" with a noun after it: heating
    # a thing named in a sentence with no step word (side news), another thing later with a one-word state right
    # after its name ("I'd like the mug clean and ..."): that thing the object (targets._acted_on_later)
    ('The kids lost the remote again. Tonight I would like the mug clean and back in the cabinet.',
     'mug: clean > place=cabinet'),
    ('Mum rang about the remote. Later I want the plate warm on the dining table.', 'plate: heat > place=dining_table'),
    ('Dad lost the remote. The remote clean, please.', 'remote_control: clean'),  # the same thing: no other
    # a place into the fridge with "to stay" / "to keep" / "keeping" and a word of no step after it ("to stay
    # crisp", "to keep fresh"): a state kept by the cold, the cooling, read like "to stay cold" (uses._kept_fresh)
    ('Lettuce: rinsed, cut and in the fridge to stay crunchy.', 'lettuce: clean + slice > cool'),
    ('Wash the lettuce and put it in the fridge to keep fresh.', 'lettuce: clean > cool'),
    ('Chop the lettuce, then into the fridge to stay crisp.', 'lettuce: slice > cool'),
    ('Wash the lettuce and put it in the fridge to keep it safe.', 'lettuce: clean > place=fridge'),  # "it": a place
    # "stick to" / "stuck to" with no thing between ("I stuck to lemonade"): keeping to a choice, an idiom, no place
    # verb to take a later receptacle (connectives idioms)
    ('At the party I stuck to lemonade, good as gold. Note: the pot of stew is in the fridge. Heat it on the stove, '
     'then carry it to the table.', 'pot: heat > place=dining_table'),
    ('We are sticking to water this month. The plate is in the fridge. Warm it in the microwave and put it on the '
     'table.', 'plate: heat > place=dining_table'),
    ('Stick the pot in the fridge, then heat it.', 'pot: place=fridge > heat'),  # "stick" with its thing: a place
    # "a piece of advice" / "a piece of news" ...: an idiom, no slicing (connectives idioms)
    ('A piece of advice before you go: rinse the mug and put it in the cabinet.', 'mug: clean > place=cabinet'),
    ('Here is a piece of news. Wash the apple and put it in the bowl.', 'apple: clean > place=bowl'),
    ('Cut a piece of the bread and warm it.', 'bread: slice + heat'),  # a piece of the object: a slicing
    # "heat lamp" / "heat mat" / "heat pad": a thing named with "heat", an idiom, no heating (connectives idioms)
    ('The heat lamp in the shed keeps tripping. Cut the lettuce, wash it, then put it in the bowl.',
     'lettuce: slice > clean > place=bowl'),
    ('Heat the lamp oil? No: heat the pot on the stove.', 'pot: heat'),  # "heat" a verb: heating
    # a name inside a longer idiom ("my sponge cake", "a Victoria sponge"): a cake, no thing of the task
    # (targets._in_idioms, connectives idioms)
    ('My sponge cake won first prize. About the apples: wash one and chill it.', 'apple: clean + cool'),
    ('Rinse the sponge and leave it on the counter.', 'dish_sponge: clean > place=counter'),  # the sponge itself
]

# the names flagged or not (names.unknown_names): a subject, maybe with an unknown word before its name, then a place
# preposition, an unknown word and "had" / "has" ("The camp kettle in Leh had a crack"): where it is (was) now, no
# name slot; a place verb into an unknown word is flagged as before
FILE47B_NAMES = [
    ('The camp kettle in Leh had a crack. When I am back I want our kettle washed and then boiled.', []),
    ('The old mug in the annexe has a chip, so wash the mug and put it in the cabinet.', []),
    ('Wash the mug and put it in the annexe.', ['annexe']),
]
