"""Test file 64's third reading (messages between family members, flatmates, neighbours and carers), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds64b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE64C_KINDS = [
    # where the thing is now, said with a copula and a receptacle that is a part of another ("is in the salad drawer
    # of the fridge", "on the top shelf of the cupboard"): one receptacle, where it is, no place
    # (located.whole_receptacle, read by story._where_it_is)
    ('The cup is on the top shelf of the cabinet. Rinse it and chill it.', 'cup: clean + cool'),
    ('The tomatoes are in the bottom drawer of the fridge. Slice one and warm it up.', 'tomato: slice + heat'),
    ('Wash the cup and put it on the top shelf of the cabinet.', 'cup: clean > place=shelf'),  # a place verb: a place
    # where the thing is now, said by a receptacle inside the subject before "will" ("the egg in the bowl will go
    # off"): a forecast about the thing where it is, no place (located._SUBJECT_VERBS)
    ('The tomatoes in the veg bowl will go soft. Could you slice one and chill it?', 'tomato: slice + cool'),
    ('The egg in the blue bowl will go off, so boil it now.', 'egg: heat'),
    ('Put the bread in the bin, will you? Toast it first.', 'bread: heat > place=garbage_can'),  # a verb's object: a place
    # a thing said in a sentence with no step's verb before it, then "don't touch it" / "do not use it" later in that
    # sentence ("Mum's egg is in the fridge, dont touch it"): off limits, another thing named is the target
    # (off_limits._untouched)
    ("Dad's wine is in the fridge, don't touch it. Chill the glass bottle.", 'glassbottle: cool'),
    ("Mum's egg is in the fridge, dont touch it lol. Boil the potato please.", 'potato: heat'),
    ("Heat the mug and don't touch it for a minute.", 'mug: heat'),  # a step's verb before: the task's own thing
    # a thing after a copula and "in", its subject a word the vocabulary does not name ("my juice is in the mug"), in a
    # text that puts another thing off limits: the thing holding it is named, the target (targets._holds_contents)
    ("Mum's egg is in the fridge, dont touch it. My juice is in the mug, heat it please.", 'mug: heat'),
    ("The wine is Dad's, do not touch it. The milk is in the glass bottle and just needs chilling.", 'glassbottle: cool'),
    ("The wine is Dad's, don't touch it. The egg is in the pot. Boil it.", 'egg: heat'),  # a named subject: the thing
    # a cooker's ring named by its kind ("the gas ring", "the hob ring"): the stove burner (lexicon.json aliases)
    ("Rinse the pan and put it back on the gas ring.", 'pan: clean > place=stove_burner'),
    ("Scrub the pot and leave it on the hob ring for tonight.", 'pot: clean > place=stove_burner'),
    ("Warm the pot on the gas ring.", 'pot: heat'),  # the heating's own device: no place
    # a receptacle after "it's" and a preposition closing an aside in brackets, after the states asked for ("(Jo made
    # one, it's in the cabinet)"): where some other thing is now, no place (located.said_where_now)
    ("Mug: washed and warm (the tea bags are out, it's on the shelf).", 'mug: clean + heat'),
    ("The plate: clean and warm for the cake (Jo made a big one, it's in the cabinet).", 'plate: clean + heat'),
    ("Wash the mug and heat it (then it's in the cabinet).", 'mug: clean + heat > place=cabinet'),  # an order word: the place
    # the teller's own past of leaving a thing somewhere, hedged ("I think I left my mug in the fridge", "we reckon we
    # left ..."), before a request about "it": where it is now, no place nor the device's step (reports.there_is)
    ("i think i left my mug in the fridge. could you wash it", 'mug: clean'),
    ("We reckon we left the pan on the counter. Scrub it please.", 'pan: clean'),
    ("I think you should leave the pan on the counter. Scrub it first.", 'pan: clean > place=counter'),  # a request: the place
    # pieces said as a noun with "off" ("two slices off the loaf"): the slicing, like "slices of" (connectives.json
    # slice nouns)
    ("Bread for lunch: two slices off the loaf, on the plate.", 'bread: slice > place=plate'),
    ("Three slices off the bread for the twins, please.", 'bread: slice'),
    ("Take the bread off the board and put it on the plate.", 'bread: place=plate'),  # no pieces named: no slicing
]
