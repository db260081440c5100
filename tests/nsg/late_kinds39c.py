"""Test file 39's misses, third reading (everyday private life: a houseplant collector's notes to a plant-sitter,
twins' shared notebook, a pigeon fancier's notes, a metal detectorist's log, a neighbour's favours over the fence, a
tower captain's notes, a foster carer's handover, a cottage visitors' book, a family-reunion organiser's and a
quilting-circle host's messages), grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE39C_KINDS = [
    # "once" / "when" opening a clause whose subject is the listener and whose verb is no step, with an object word
    # ("..., and once you've used it, rinse it"): the listener does something else in between, read as "then"
    # (meanwhile.stepless_between)
    ('Warm the mug in the microwave, and when you have drunk it, wash it in the sink.', 'mug: heat > clean'),
    ("Heat the pot on the hob, and once we've served it, scrub it out at the sink.", 'pot: heat > clean'),
    ('Warm the mug in the microwave, and once it is cool, wash it.', 'mug: heat > cool > clean'),  # a state: a step
    # the object's name with its copula run in, then where it is ("The mug's in the fridge; warm it ... and put it on
    # the table"): where it is now, no stop of a round of stations, as with "is" (stations._bare)
    ("The mug's in the fridge; warm it in the microwave and put it on the table.", 'mug: heat > place=dining_table'),
    ("The egg's on the counter: boil it on the hob and pop it in the bowl.", 'egg: heat > place=bowl'),
    ('The mug in the fridge, then the microwave, then onto the table.', 'mug: cool > heat > place=dining_table'),  # stations
    # "first of all" said after its step, at the end of a later sentence ("... Rinse it first of all, mind."): a
    # trailing "first", as a plain "first" there is (compose._gap)
    ('Warm the mug in the microwave and chill it in the fridge. Wash it out first of all.', 'mug: clean > heat + cool'),
    ('Boil the egg on the hob, then slice it. Rinse it under the tap first of all, please.', 'egg: clean > heat > slice'),
    ('First of all, rinse the pan, then heat it on the stove.', 'pan: clean > heat'),  # leading: as before
    # a sentence opening with "now for" / "as for" and a thing, then a colon or comma ("Thanks for the mugs. Now for
    # the pan: ..."): the thing the writer turns to is the task's, ahead of things said before (targets._turned_to)
    ('Thanks to whoever rinsed the mugs. Now for the pan: scrub it and hang it on the shelf.', 'pan: clean > place=shelf'),
    ('Cheers for the apples yesterday. As for the big pot, warm it on the hob.', 'pot: heat'),
    ('Rinse the mug, now for real, and put it on the shelf.', 'mug: clean > place=shelf'),  # no thing after "for"
    # a vessel's name as the heading, then a clause about a person ("The pan: she's learning to cook eggs ... Clean
    # it"): the heading is the task's thing, not where the later food goes (targets.target_object)
    ("The pan: she's learning to cook eggs and it needs a good scrub after. Clean it in the sink, then warm it on the hob.",
     'pan: clean > heat'),
    ("The pot: we're having potatoes tonight. Scrub it and put it on the stove.", 'pot: clean > place=stove_burner'),
    ('Bowl: cold apple chunks, rinsed.', 'apple: cool + slice + clean > place=bowl'),  # no person: where the food goes
    # a shared meal's call to contribute, "bring a dish" (like "bring your own"): an idiom holding a step word, no
    # step, so a later "get it to the table" keeps its own order (connectives.json idioms)
    ('Everybody bring a dish! Lou - warm the pot on the hob and take it to the dining table.', 'pot: heat > place=dining_table'),
    ('Last year we all brought a dish. This time, rinse the mug and heat it in the microwave.', 'mug: clean + heat'),
    ('Bring the mug to the table and rinse it first.', 'mug: clean > place=dining_table'),  # a known thing: a place
    # a sentence opened by a person's possessive and a thing outside the vocabulary, then a copula ("Nan's pills are on
    # the shelf."): where that other thing is, no place, as after "his" (located.others_located)
    ("Nan's pills are on the shelf. Rinse the cup and put it in the cabinet.", 'cup: clean > place=cabinet'),
    ("Ravi's inhaler is in the drawer, top left. Warm the mug in the microwave and hand it to him.", 'mug: heat > pick'),
    ("Dad's mug is in the sink. Wash it and put it on the shelf.", 'mug: clean > place=shelf'),  # the thing itself
    # a thing inside a question asking who did something ("Who used the big pan? Rinse the mug ..."): someone else's
    # doing, not the task's thing, when another thing is named outside the question (targets._who_did)
    ('Who used the big pan? Rinse the mug and put it on the shelf.', 'mug: clean > place=shelf'),
    ("whoever nicked the last pear?? there's a potato here - scrub it and microwave it", 'potato: clean + heat'),
    ('Who used the big pan? Rinse it and put it on the shelf.', 'pan: clean > place=shelf'),  # nothing else named
    # a past denial of handling a thing ("I never used your pan, honest.", "didn't touch your mug"): someone else's
    # doing, passed over when another thing is named (off_limits.denied)
    ('I never used your pan, honest. Rinse the mug and heat it.', 'mug: clean + heat'),
    ('Sam - I did not take your apple. Slice the bread and put it on the plate.', 'bread: slice > place=plate'),
    ("I didn't touch your mug. Wash it, would you?", 'mug: clean'),  # nothing else named: the mug
    # "leave" a thing the vocabulary does not name, then open / shut / on / off ending the clause ("so leave the back
    # door shut"): how the room is left, no place (unmeant._left_open)
    ('Rinse the kettle, then heat it on the hob. The cat likes the warmth, so leave the hall door open.', 'kettle: clean > heat'),
    ('Wash the pan and leave the oven door ajar.', 'pan: clean'),
    ('Rinse the mug and leave it on the shelf.', 'mug: clean > place=shelf'),  # the thing itself, a receptacle: a place
]
