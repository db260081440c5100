"""Test file 59's misses, its second reading (ten everyday voices of logs, notices and letters: a lighthouse keeper's
log, a home-exchange house manual, a farm-stay host's welcome letter, a car ferry's crew-mess notices, a mountain
rescue base's kitchen notes, Men's Shed members' notes, a smallholder's notes to a neighbour, an archaeological dig's
site-hut notes, a bowls club's tea-hut notes, a brass band's bandroom notices), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-63."""
from __future__ import annotations

FILE59B_KINDS = [
    # a giving verb, its pronoun and "round" / "around" said last ("..., slice it and pass it round"): given out to
    # those there, a hand-over that ends a recipe list read in order (connectives.json pick verbs, handovers.handed_over)
    ('Warm the plate, rinse it and hand it round.', 'plate: heat > clean > pick'),
    ('Slice the bread, toast it and pass them around.', 'bread: slice > heat > pick'),
    ('Rinse the tomatoes and pass them round the table.', 'tomato: clean'),  # "round the table": an idiom, no step
    # whose hand it ends in, a doer's possessive after "the" and one or two words describing the doer ("in the visiting
    # vicar's hand"): the holding phrase "in the hand", a pick; the doer is no unknown name (whose_hand, lexicon)
    ("What we need by noon: a washed apple in the new vicar's hands.", 'apple: clean > pick'),
    ("Rinse the mug and put it into the head chef's hands.", 'mug: clean > pick'),
    ("Rinse the mug and put it in the head chef's cabinet.", 'mug: clean > place=cabinet'),  # a receptacle: a place
    # a place verb right after a negation and a place the vocabulary lacks ("never put the mugs in the dishwasher"):
    # where it must not go fills no name slot, the word stays unknown (names._refused_place)
    ('Never put the mugs in the dishwasher. Rinse one in the sink and chill it.', 'mug: clean + cool'),
    ("Don't put the good pan in the dishwasher, just scrub it at the sink.", 'pan: clean'),
    # a one-word step verb after a preposition, "the" / "a" and a word outside the vocabulary, its clause ending there
    # ("she's just back from the harbour carry"): the head noun of an event's name, no step (not_steps._compound_head)
    ("Wash the mug, warm it and hand it to Jo, she's just back from the harbour carry.", 'mug: clean > heat > pick'),
    ('Slice the bread, toast it and give it to Al, he was out on the hill carry.', 'bread: slice > heat > pick'),
    ('Slice the bread, toast it and give it to Al, then carry it.', 'bread: slice + heat > pick'),  # a verb: a step said again
    # a state word of heat or cold right after a copula and a word of taste ("are nicest cold", "is best served hot"),
    # its clause ending there: how the food is nicest, no step (not_steps._tasted)
    ('Our potatoes are best served hot: scrub one and heat it in the microwave.', 'potato: clean + heat'),
    ('Apples from the tree are nicest cold. Rinse one, slice it and chill it in the fridge.', 'apple: clean + slice + cool'),
    ('The mug should be nice and hot.', 'mug: heat'),  # "nice and": the state wanted, a step
    # a place verb, its pronoun and a bare "back" ("... and put it back"), a receptacle said before after "from" / "out
    # of" ("gone from the cabinet"): put back where it came from (put_back, called by places.place_roles)
    ('The ladle is gone from the cabinet again. Rinse it and put it back, please.', 'ladle: clean > place=cabinet'),
    ('Someone took the spoon out of the drawer. Wash it and put it back.', 'spoon: clean > place=drawer'),
    ('Take the egg out of the fridge, boil it and put it back.', 'egg: heat > place'),  # a device: left alone
    # a name after "to (all / the)" closing a heading with ":" ("Notice to all watches:"): whom a notice is for; a name
    # after a time preposition and "the", a word outside the vocabulary right after ("after the bowls match"): an
    # event, no thing of the task (targets._addressed_or_event)
    ('Notice to all watches: the bread knife belongs on the shelf, rinsed.', 'knife: clean > place=shelf'),
    ('After the bowls match the ladle must be rinsed and on the shelf.', 'ladle: clean > place=shelf'),
    ('After the apple is sliced, chill it.', 'apple: slice > cool'),  # no word after the name: the thing
    # the subject, where it is now and a copula before a kind of that thing ("The tomatoes in the crate are cherry
    # tomatoes"): where it is now, no name slot (names._said_of_subject)
    ('The potatoes in the sack are old potatoes. Scrub one and boil it.', 'potato: clean + heat'),
    ('The tomatoes in the crate are cherry tomatoes, so wash a few and chill them.', 'tomato: clean + cool'),
    # a verb of liking, the food and "in" a person's possessive and a dish ("Gran loves apple in her porridge"): what she
    # likes it in, no place (names: _LIKING)
    ('Gran loves apple in her porridge, so wash one and slice it.', 'apple: clean + slice'),
    ('Jo likes her mugs in the cupboard: wash one and put it in the cabinet.', 'mug: clean > place=cabinet'),
]

# the unknown names the kinds above leave refused, and those they do not (checked against unknown_names)
FILE59B_NAMES = [
    ("Never put the mugs in the dishwasher. Rinse one in the sink and chill it.", []),
    ("Scrub the pan and put it in the dishwasher.", ["dishwasher"]),  # no negation: a place the vocabulary lacks
    ("The apple in the credenza is cold.", ["credenza"]),  # a state, no kind named: where it ends up
    ("Wash the apple and put it in her porridge.", ["porridge"]),  # no liking: a place the vocabulary lacks
]
