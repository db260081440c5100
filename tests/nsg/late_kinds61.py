"""Test file 61's misses (ten voices of notes and notices for volunteers, staff and members: a night shelter's
volunteer kitchen, a food bank's community cafe, a darts team's pub kitchen, a synagogue's kiddush volunteers, a
boarding kennels' staff kitchen, a public library's staff room, a Brownie leader's badge night, a community radio
station's studio kitchen, an amateur dramatics society's rehearsal-night teas, a parkrun's post-run cafe), read after
it was scored, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-60."""
from __future__ import annotations

FILE61_KINDS = [
    # a recipe list of commands ending in a hand-over said with a giving verb and no "to" after the phrase ("..., and
    # hand it over") or with its person inside it ("..., and give it to him"): in order (handovers.handed_over, chained)
    ('Toast the bread, slice it and hand it over.', 'bread: heat > slice > pick'),
    ('Wash the apple, cut it up and give it to him at the gate.', 'apple: clean > slice > pick'),
    ('Scrub the potato, boil it and pass it over.', 'potato: clean > heat > pick'),
    ('Rinse the mug, warm it and keep it in your hands.', 'mug: clean + heat > pick'),  # no hand-over: a group
    # a hand-over said by the participle "given to" a person in a told list ("washed, sliced and given to Nan"):
    # a pick held to the end like "handed to" (connectives pick verbs, handovers._GIVING)
    ('Apple for the visitor: rinsed, cut and given to Mr Okafor.', 'apple: clean + slice > pick'),
    ('Mug: washed, warmed, then given to her dad.', 'mug: clean > heat > pick'),
    ('The egg was given to us by a neighbour. Boil it.', 'egg: heat'),  # a story of how it came: no hand-over
    # a count noun of quantity after "a" ("boil a dozen", "chill a dozen of them"): how many, no unknown name
    # (lexicon known_words)
    ('Eggs for the picnic: boil a dozen and chill them.', 'egg: heat + cool'),
    ('Potatoes: scrub a dozen, then cut them up.', 'potato: clean > slice'),
    ('Heat a dozen mugs of soup.', 'mug: heat'),  # its count before the thing: the thing named after it
    # a clock time said as "quarter to" / "a quarter past" ("chill it at quarter to"): a time, an idiom, no slicing
    # (connectives idioms)
    ('Chill the lettuce at quarter to and put it on the plate.', 'lettuce: cool > place=plate'),
    ('Warm the bread by a quarter past, then slice it.', 'bread: heat > slice'),
    ('Wash the apple and quarter it.', 'apple: clean + slice'),  # the verb "quarter": a slicing
    # a hand-over in a want said first, then ", so" and a step into a device ("he'll want a warm mug handed to him, so
    # heat one in the microwave"): the device is the later step's, no placing of the hand-over (handovers.given_by_placing)
    ("Sam will want a warm mug handed to him at the gate, so heat one in the microwave.", 'mug: heat > pick'),
    ("She likes a cold apple handed to her after class, so chill one in the fridge.", 'apple: cool > pick'),
    ('Give the apple to the twins on a plate.', 'apple: place=plate'),  # the plate in its own phrase: given by placing
    # a hand-over to a person at a desk, "on the desk" or a kind of desk said before it ("take it to Joan on the front
    # desk", "to Raj at the reception desk"): where the person works, no place (others.persons_place)
    ('Warm the mug and take it to Priya on the issue desk.', 'mug: heat > pick'),
    ('Rinse the cup, then bring it to Raj at the reception desk.', 'cup: clean > pick'),
    ('Warm the mug and put it on the front desk.', 'mug: heat > place=desk'),  # no person: a place
    # a place verb with its particle after "the", one plain word and a noun outside the vocabulary ("before the red
    # light goes on", "till the big lid goes on"): what that thing does, no place of the object (not_steps._thing_does)
    ('Pan: scrubbed and hot before the green light goes on.', 'pan: clean + heat'),
    ('Rinse the pot and warm it until the new lid goes on.', 'pot: clean + heat'),
    ('Rinse the mug; then the clean mug goes on the shelf.', 'mug: clean > place=shelf'),  # the object itself: a place
    # a staying verb with no receptacle, "it to" and another sub-task's verb ("then leave it to cool (in the fridge)"):
    # the stay is that step's, no place (stays._left_to)
    ('Boil the egg, then leave it to cool.', 'egg: heat > cool'),
    ('Heat the pot on the stove, then leave it to cool in the fridge.', 'pot: heat > cool'),
    ('Boil the egg, then leave it to cool on the counter.', 'egg: heat > cool > place=counter'),  # a receptacle: a place
    # work reported done and thanked (", thanks" and a name, its subject first), then a sentence opened by "Now"
    # ("Pan scrubbed and on the shelf, cheers Jo. Now heat it."): done already, no step nor place (happened._thanked)
    ('Pan scrubbed and on the shelf, cheers Jo. Now heat it.', 'pan: heat'),
    ("The pot's been scrubbed and put on the hob, ta Bev. Now could someone warm it?", 'pot: heat'),
    ('Wash the pan, thanks Jo. Now heat it.', 'pan: clean > heat'),  # a request first: its step kept
    # a participle after "pre-" in a noun phrase or after a verb of arriving ("they came pre-washed", "the pre-sliced
    # bread"): how it was bought, no step (compounds.hyphened)
    ('Slice the lettuce, it comes pre-washed, and put it in the bowl.', 'lettuce: slice > place=bowl'),
    ('Toast the pre-sliced bread and put it on the plate.', 'bread: heat > place=plate'),
    ('Wash the apple and cut it; the tomato is chopped already.', 'apple: clean + slice'),  # no "pre-": as before
    # "let" and a person before a step verb with its object ("let each child cut one slice", "let the twins wash
    # it"): the step asked of that person, a step (remarks.drop_asides; "let the microwave cool" stays another's)
    ('Bread: let each scout cut one slice, then toast it.', 'bread: slice > heat'),
    ('Let the twins wash it, then chill the apple.', 'apple: clean > cool'),
    ('Heat the mug, let the kettle cool, then rinse it.', 'mug: heat > clean'),  # no object after it: the other thing's
    # "first" / "last" after "the" before a plain noun ("ready for the first volunteer", "for the last customer"): an
    # ordinal of that noun, no order word (lookalikes._compounded)
    ('Mug: rinsed, and left on the shelf for the first customer.', 'mug: clean > place=shelf'),
    ('Wash the plate and put it in the cabinet before the last bus.', 'plate: clean > place=cabinet'),
    ('Chill the apple and wash it, the washing first.', 'apple: clean > cool'),  # no noun after it: an order word
    # a step verb opening a sentence of two or three plain words, one outside the vocabulary ("Cook badge night!", "Bake
    # sale day!"): an event's name, no step (not_steps._event_title)
    ('Bake sale day! Rinse the apple and slice it.', 'apple: clean + slice'),
    ('Cook club tonight. Wash the potato, then boil it.', 'potato: clean > heat'),
    ('Apple. Wash. Cut small. Bowl.', 'apple: clean > slice > place=bowl'),  # one word after it, a manner: a step
    # a name of the vocabulary, then a relative clause with no "that" (a subject pronoun first) ending in a stranded
    # preposition before a colon or comma ("The pan we boil the pasta in: ..."): what it is used for, no step
    # (anecdotes._used_in)
    ('The pan we boil the pasta in: rinsed and on the hob.', 'pan: clean > place=stove_burner'),
    ('The bowl you mix the batter in, wash it and put it in the cabinet.', 'bowl: clean > place=cabinet'),
    ('The pan, we boil it first, then put it on the hob.', 'pan: heat > place=stove_burner'),  # no clause: its steps
]

FILE61_NAMES = [  # (text, the unknown names the parser must flag)
    # a hand-over said "over" a thing, then "to" a person ("pass it over the hatch to her"): what it crosses, no name
    # slot (names._in_slot)
    ('Warm the mug and hand it over the wall to Jo.', []),
    ('Boil the egg, then pass it over the fence to Mo.', []),
    ('Warm the mug and put it in the credenza.', ['credenza']),  # a place verb: the slot kept
    # "act" of a play, numbered ("the wine bottle in Act 2"): a known word like "scene", no name slot (lexicon)
    ('The wine bottle in act 2 must be cold. Chill it.', []),
    ('Chill the wine bottle for the second act, then hand it to Zoe.', []),
    # the same clause: its unknown words fill no name slot (anecdotes._used_in)
    ('The pot we cook the lentils in: scrubbed and in the cabinet.', []),
    ('Cook the lentils in the pot.', ['lentils']),  # a command: the slot kept
    # a count noun of quantity after "a" ("boil a dozen"): how many, no unknown name (lexicon known_words)
    ('Eggs for the picnic: boil a dozen and chill them.', []),
    ('Potatoes: scrub a dozen, then cut them up.', []),
    ('Eggs: boil a kumquat.', ['kumquat']),  # a thing the vocabulary lacks: flagged
]
