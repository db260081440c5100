"""Test file 43's misses, second reading (regional and world Englishes: a Glaswegian uncle, an Irish mammy, a
shearing-shed cook, an Indian English office manager, a Nigerian English aunty, a Singaporean mum, a Welsh
valleys steward, a Texan ranch cook, a Jamaican patois-speaking dad, a South African dad), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds53b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-62."""
from __future__ import annotations

FILE43B_KINDS = [
    # a recipe list whose place in a device is said with its purpose as "to get cold" or "for cooling", not only
    # "to chill": the list ends in the device's step, read in order (chained._purpose)
    ('Rinse the apple, cut it and stick it in the fridge to get cold.', 'apple: clean > slice > cool'),
    ('Scrub the potato, chop it and keep it in the fridge for chilling.', 'potato: clean > slice > cool'),
    ('Wash the egg, slice it and pop it in the microwave to get hot.', 'egg: clean > slice > heat'),
    ('Rinse the apple, cut it and get it cold.', 'apple: clean + slice + cool'),  # no place verb: one group
]
FILE43B_KINDS += [
    # a state of a recipe list said again after it as a wish in a clause of its own ("..., I want it hot", "she likes
    # it cold"): why, not a step ordering the list, which stays in order (chained._wished)
    ('Scrub the plate, heat it in the microwave and bring it to me, I want it warm.', 'plate: clean > heat > pick'),
    ('Rinse the apple, chill it and hand it to me, she likes it cold.', 'apple: clean > cool > pick'),
    ('Rinse the apple, chill it and hand it to me. Chill it before rinsing.', 'apple: cool > clean > pick'),  # an order: not a wish
]
FILE43B_KINDS += [
    # a step given as a noun after "give" and its object, with one word of address after it closing the clause
    # ("give the mug a wash mate, then ..."): the step, not the name of a thing (usages._given_with_address)
    ('Give the pan a scrub pal, then set it on the counter.', 'pan: clean > place=counter'),
    ('Give the plate a rinse love.', 'plate: clean'),
    ('Put the bread in the toast rack.', 'bread: place'),  # a determiner, an unknown noun: a thing named
]
FILE43B_KINDS += [
    # a place verb told as done by its doer, in the past or with the Irish "after" perfect ("I left out a potato for
    # you", "she's after leaving the egg out"): where it was, no step, and no claim on a receptacle said in a later
    # sentence, which is where the object goes (reach.told_done, clauses.drop_others_moves, places.place_roles)
    ("She's after leaving the egg out for you. Heat it in the microwave, then into the bowl.", 'egg: heat > place=bowl'),
    ("I'm after leaving out an apple for your lunch. Slice it and then onto the plate.", 'apple: slice > place=plate'),
    ('We left out a potato for you. Put it in the microwave and then into the pot.', 'potato: heat > place=pot'),
    ('Leave out a potato for him. Then into the pot.', 'potato: place=pot'),  # a command: the place verb's own
]
FILE43B_KINDS += [
    # a word of warmth or cold ending a clause opened by a person and a copula, nothing of a thing between ("...,
    # she's coming in from the yard half frozen"): the person's state, no step (subjects._persons_state)
    ("Rinse Gran's cup and put it in the microwave to warm up, she's comin' in from the garden half froze.", 'cup: clean > heat'),
    ("Scrub the mug and heat it, he's in from the barn frozen.", 'mug: clean + heat'),
    ("Warm the plate, we're back from the beach all cold.", 'plate: heat'),
    ("Wash the apple, then chill it, we're having it cold.", 'apple: clean > cool'),  # "it": the object's state
]
FILE43B_KINDS += [
    # a person waiting at a receptacle, with a copula or with it left out ("she's waiting at the counter", "he waiting
    # at the table"): where the person is, no place of the object (others.person_posture)
    ('Wash the fork and pass it to him, he waiting at the table.', 'fork: clean > pick'),
    ("Rinse the cup and give it to her, she's waiting at the counter.", 'cup: clean > pick'),
    ('Wash the plate and leave it waiting on the counter.', 'plate: clean > place=counter'),  # the object waits: a place
]
FILE43B_KINDS += [
    # the speaker's own later move said in the plain present after a time word, "will" left out ("Later I bring it to
    # her", "Tomorrow we take it to Gran"): not asked of the listener, no held ending (remarks.drop_receiving)
    ("Wash the cup, then chill it. Later I bring it to my aunt's house.", 'cup: clean > cool'),
    ('Rinse the cup and chill it. Tomorrow we take it to Gran.', 'cup: clean + cool'),
    ('Rinse the cup and chill it. Then I take it to Gran.', 'cup: clean + cool > pick'),  # "then": a step told in order
]
FILE43B_KINDS += [
    # a pick said with an indefinite doer and "is" / "was" ("somebody is taking it to the washroom"): a complaint about
    # what others do, no held ending (others.their_pick)
    ('Keep the soap bottle on the counter. Somebody is taking it to the bathroom and not returning.', 'soap_bottle: place=counter'),
    ('Leave the sponge by the sink. Someone was taking it home every night.', 'dish_sponge: place=sink'),
    ('Is somebody taking it to her? Wash the mug first.', 'mug: clean > pick'),  # asked: a hand-over still
]
FILE43B_KINDS += [
    # "get cut" ending a clause with no thing named and no "it" in it ("..., I don't want the kids to get cut", "so
    # nobody gets cut"): a person hurt, no slicing (subjects._hurt)
    ("Rinse the knife and put it back in the drawer, I don't want the little ones to get cut.", 'knife: clean > place=drawer'),
    ('Put the knife away in the drawer so nobody gets cut.', 'knife: place=drawer'),
    ('Wash di knife and put it inna di drawer, mi nuh want di youth dem fi get cut.', 'knife: clean > place=drawer'),
    ('Wash the apple. It has to get cut.', 'apple: clean > slice'),  # "it": the object is cut
]
FILE43B_KINDS += [
    # "straight" / "right" / "directly" between "then" and the preposition of a second receptacle after a device
    # ("put it in the microwave, then straight into the pot"): the place it ends up in (uses.then_onto)
    ('Put the potato in the microwave, then straight into the pot.', 'potato: heat > place=pot'),
    ('Pop the egg in the microwave and then right onto the plate.', 'egg: heat > place=plate'),
    ('Put the egg in the microwave, then straight onto the plate.', 'egg: heat > place=plate'),
    ('Heat the egg in the microwave right next to the bowl.', 'egg: heat'),  # no "then": where the microwave is
]
FILE43B_KINDS += [
    # "an" said for "and" before a preposition or "it" ("washed an on the plate", "a wash an it goes on the shelf"):
    # "and", as before a consonant; the article stands before a noun's vowel sound (lexicon._and_said_an)
    ('Ah want the apple washed an on the plate.', 'apple: clean > place=plate'),
    ('Gie the plate a wash an it goes on the shelf.', 'plate: clean > place=shelf'),
    ('Ah want the tattie heated an sliced an intae the pot.', 'potato: heat + slice > place=pot'),
    ('Wash the apple and put it in an oven dish.', 'apple: clean > place'),  # an article before a noun
]
