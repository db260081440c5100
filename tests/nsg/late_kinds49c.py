"""Test file 49's misses, third reading (ten everyday household voices: a chore chart, a carer's note, a nurse's notes
for her son, a retired engineer's notebook, a bridal party's chat, a Mother's Day plan, a post-it war, a meal planner,
a grandparents' binder, Ramadan notes), grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds49b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-62."""
from __future__ import annotations

FILE49C_KINDS = [
    # a person the thing is made for between the verb and its object ("I'll warm you a mug, ..."): still a command,
    # so a list of three ending in a hand-over is a recipe read in order (chained._for_someone)
    ("I'll heat you a mug, rinse it and hand it to you.", 'mug: heat > clean > pick'),
    ('Toast him some bread, slice it and bring it to him.', 'bread: heat > slice > pick'),
    ("We'll warm us a potato, cut it and put it in the bowl.", 'potato: heat > slice > place=bowl'),
    ('Toast you some bread, slice it and keep it in your hands.', 'bread: heat + slice > pick'),  # no hand-over: a group
    # a receptacle's name said as a verb ("Bin it.") beside a place verb refused in another sentence ("Don't put it back
    # in the cupboard."): the refused place is none, the bin is where it goes (hands._as_verb)
    ("The bread is stale. Bin it. Don't just put it back in the cabinet.", 'bread: place=garbage_can'),
    ("Bin the tomato, it's mushy. Don't put it in the fridge.", 'tomato: place=garbage_can'),
    ("Fridge the bread. Don't put it in the cabinet.", 'bread: cool'),  # a device's name: its sub-task, no place
    # a present: a giver named by a possessive, in the past, "gave it to us" ("my aunt gave it to us"): how the household
    # came by the thing, no hand-over (happened._gift)
    ("Wash the pan and put it on the counter, my aunt gave it to us.", 'pan: clean > place=counter'),
    ("Rinse the mug, my gran gave it to me. Put it in the cabinet.", 'mug: clean > place=cabinet'),
    ("Rinse the mug, my son will give it to me.", 'mug: clean > pick'),  # not a past gift: a hand-over
    # a dish's everyday name for its food ("roasties": roast potatoes), in the lexicon like "spuds" (lexicon.json)
    ("Roasties for Sunday: scrub, chop, boil in the pot.", 'potato: clean > slice > heat'),
    ("The roasties are burnt, chuck them in the bin.", 'potato: place=garbage_can'),
    ("The roast is burnt, chuck the pot in the bin.", 'pot: place=garbage_can'),  # "the roast": a joint, no potato
    # a thing refused for a person named between the giving verb and it ("don't give Sam tomatoes"), another thing
    # named after: the request is about the other (contrasts.refused)
    ("Don't give Sam tomatoes. Lettuce is fine: wash it and put it on his plate.", 'lettuce: clean > place=plate'),
    ("Please don't offer Nan the bread, it's stale. Toast the potato for her instead.", 'potato: heat'),
    ("Don't give Sam the tomato. Wash it first.", 'tomato: clean'),  # nothing else named: still the thing
    # a place verb whose object is a liquid in the thing ("boil it and chuck that water away"): the liquid goes, the thing
    # stays, no place (hands.poured_off, called by places)
    ("Rinse the kettle, then boil it and chuck that water away.", 'kettle: clean > heat'),
    ("Rinse the pot, then boil it and tip the water out.", 'pot: clean > heat'),
    ("Rinse the pot, then boil it and chuck it away.", 'pot: clean > heat > place'),  # the thing itself: a place
]
