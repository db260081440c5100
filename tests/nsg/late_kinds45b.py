"""Test file 45's misses, second reading (English written by people learning it or writing it through
translation), read after it was scored, grouped into general kinds of phrasing; every sentence below is new
(none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds51b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE45B_KINDS = [
    # an end-state frame ("I need the tomato:", "I want it like this:") and its list of states, then an "in that
    # order" note right after it, no step between: the note orders the states as said (scopes.noted_in_order,
    # called by late._end_states)
    ('I need the tomato: rinsed and cut, then cold in the fridge, then on the plate. This order, please.',
     'tomato: clean > slice > cool > place=plate'),
    ('The mug, I want it like this: rinsed, warm from the microwave, and then on the shelf. In this order.',
     'mug: clean > heat > place=shelf'),
    ('The mug, I want it like this: rinsed, warm from the microwave, and then on the shelf.',
     'mug: clean + heat > place=shelf'),  # no note: the frame's states are one group
    # the object used as a tool: a step verb, a thing outside the vocabulary and "with it" ("I fried halloumi with
    # it"), or an -ing step word after "using for" / "used for" ("the pan I was using for frying it"): what it was
    # used for, no step done to it (usages._used_as_tool)
    ('Your pan, I fried halloumi with it so it smells. I washed it and put it on the shelf.', 'pan: clean > place=shelf'),
    ('The knife what I was using for slicing it, please rinse it and give it to me.', 'knife: clean > pick'),
    ('Sorry, your knife, I chopped chorizo with it. Now it is washed and in the drawer.', 'knife: clean > place=drawer'),
    ('The knife is ready. Cut the bread with it.', 'bread: slice'),  # a name of the vocabulary: the step is done to it
    # a kitchen's loan word for a kitchen thing, as English kitchens use it: "casserole" a lidded pot, "the plonge"
    # the pot-wash sink (lexicon.json aliases)
    ('Wash the casserole in the plonge and after put it back on the shelf.', 'pot: clean > place=shelf'),
    ('The big casserole dish, rinse it, then put it on the cooker.', 'pot: clean > place=stove_burner'),
    ('Put the pan in the plonge.', 'pan: place=sink'),  # the plonge said alone with a place verb: where it goes
    # a temperature in a "when" clause after a denied step, its subject left out or not ("you don't wash it when is
    # hot"): when not to do it, no step (remarks._if_state)
    ('The pot, you never put in the sink when is hot. You wait, then you rinse, then you put on the shelf.',
     'pot: clean > place=shelf'),
    ("Don't put the mug in the cabinet when it is hot. Wash it, then put it in the cabinet.", 'mug: clean > place=cabinet'),
    ('Wash the pan when it is cold, then put it on the counter.', 'pan: cool > clean > place=counter'),  # no denial: a step
    # the speaker's own step after "I will" / "I'll" on a bare noun outside the vocabulary ("I'll boil pierogi"): what the
    # writer will be doing, the reason for the request, no step (usages._own_plan)
    ("Rinse the pot and put it on the cooker. I'll boil pierogi in it tonight.", 'pot: clean > place=stove_burner'),
    ('Wash the pan, then put it on the counter. I will fry syrniki when I come back.', 'pan: clean > place=counter'),
    ('Wash the potato and put it in the pot. I will heat it later.', 'potato: clean > place=pot > heat'),  # "it": the object's step
    # a recipe list of commands whose first verb has the object's own name right after it, its article left out by a
    # learner ("rinse tomato, slice it and put it in the bowl"): a command too, the list read in order (chained._bare_name)
    ('Please, rinse tomato, slice it and put it in the bowl.', 'tomato: clean > slice > place=bowl'),
    ('Wash mug, heat it in the microwave and give it to me.', 'mug: clean > heat > pick'),
    ('Washed mug, heated it and put it in the cabinet.', 'mug: clean + heat > place=cabinet'),  # a participle: one group
    # an evening or a party named by its dish, a step's plain verb right before "night" / "party" ("Cheese toast
    # night!"): a noun, no step (usages._occasion)
    ('Cheese toast night! First cut the bread, toast it, then put it on the plate.', 'bread: slice > heat > place=plate'),
    ('Roast party at ours! Wash the potato, then heat it in the pot.', 'potato: clean > heat'),
    ('I rinsed the mug and gave it a cold night in the fridge, then put it on the shelf.',
     'mug: clean + cool > place=shelf'),  # a state before "night": how it spent the night, a step
    # a learner's place verb with its object left out and a state said as where it goes ("you put in the cold one
    # hour"): the state's step, no place (moves._into_state, read by moves._moved_off)
    ('Wash the apple, you put in the cold one hour, then you cut.', 'apple: clean > cool > slice'),
    ('Tomatoes: you rinse, you slice, you put into the cold for a while.', 'tomato: clean > slice > cool'),
    ('Rinse the mug, you put in the cabinet.', 'mug: clean > place=cabinet'),  # a receptacle: where it goes
]
