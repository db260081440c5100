"""Test file 45's misses, third reading (English written by people learning it or writing it through translation), read
after it was scored, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds45b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE45C_KINDS = [
    # a receptacle after "near" / "by" / "beside" / "next to", then a comma and "on" / "in" with the place, its determiner
    # left out or not ("put it near the sink, on counter"): what the place stands by, no washing there
    # (landmarks._beside_the_place)
    ('Please put the cup near the sink, on counter.', 'cup: place=counter'),
    ('The bowl, put it beside the toaster, on the shelf.', 'bowl: place=shelf'),
    ('Put the mug in the sink, on the counter.', 'mug: clean > place=counter'),  # "in the sink": washed there
    # "you can take it (home)" in a clause of its own right after a place with its receptacle: the thing is left there for
    # the one addressed to collect, the place ends the task, no pick (collected.collected_later, from clauses)
    ('I rinsed your bowl and left it on the shelf, you can take it home.', 'bowl: clean > place=shelf'),
    ('Wash the pan and put it on the counter so you can take it later.', 'pan: clean > place=counter'),
    ('Wash the pan and put it on the counter, then you can take it home.', 'pan: clean > place=counter > pick'),  # "then": asked
    ('You can take it home now, just rinse the bowl first.', 'bowl: clean > pick'),  # no place before: asked
    # "I mean" right after a name said as a word ("the label says mug, I mean ...", "By mug I mean ..."), then a determiner,
    # at most three describing words and a receptacle: which thing the word means, no place (glosses.glossed, from places)
    ('Warm the mug and hand it to me. The shop called it a mug, I mean the tall cup with the blue stripe.', 'mug: heat > pick'),
    ('Rinse the mug, then bring it to me. By mug I mean the green cup.', 'mug: clean > pick'),
    ('Rinse the apple and put it in the bowl. I mean the plate.', 'apple: clean > place=plate'),  # a receptacle corrected
    # a place into a vessel that is no device, held "until it becomes hot" (a state a step names), then a later place into
    # another receptacle: the vessel is where it gets so, a trip, no place (stays._there_until_so)
    ('Put the egg in the pan on the fire until it gets hot, then put it on the plate.', 'egg: heat > place=plate'),
    ('Rinse the apple, put it in the bowl till it is cold, then put it on the counter.', 'apple: clean > cool > place=counter'),
    ('Put the egg in the pan until it is hot.', 'egg: heat > place=pan'),  # the vessel said last: the place
    ('Put the apple in the bowl until lunch, then put it on the plate.', 'apple: place=bowl'),  # no state: kept there
    # a thing asked handed to the speaker ("give me the knife"), then the speaker's own step verb after "I want (to)" /
    # "I need (to)", "to" left out or not, on another name of the vocabulary ("I want cut bread"): what the speaker wants the
    # thing for, no step, no target (speaker._handed_for, speaker.wanted_for from targets)
    ('Could you pass me the knife? I need slice the tomato for the salad.', 'knife: pick'),
    ('Please give me the knife from the drawer, I want to cut the apple myself.', 'knife: pick'),
    ('I want to slice the tomato, then put it in the bowl.', 'tomato: slice > place=bowl'),  # nothing handed: asked
    # a tool's name, "is for" and a name ("which knife is for bread"): what the tool is for, no reason to pass the tool
    # over for that name (targets._tool_for)
    ('Bring me the knife please. I never know which knife is for tomato.', 'knife: pick'),
    ('Grab the knife, it is for the apple: slice it.', 'apple: slice'),  # no tool name before "is for": the food
    # a first sentence that only says someone's wish ("Grandpa wants the juice cold."), then a fetch said first in the
    # request ("Take the bottle, ..."): taken on the way like a fetch said first of all, no pick before the steps
    # (moves.drop_fetches, moves._wish_first with again.wished)
    ('Dad wants the apple cold. Take the apple, put it in the fridge, then give it to him.', 'apple: cool > pick'),
    ('Nan wants her mug hot. Take the mug, put it in the microwave, then bring it to her.', 'mug: heat > pick'),
    ('Mum wants the apple cold. Take the apple and keep hold of it.', 'apple: cool > pick'),  # the pick held: a step
    # a learner's place verb with its object left out, then "to" and another sub-task's verb right after it ("you put to
    # freeze in the fridge"): the trip is that step's means, no place before the later one (stays._in_to)
    ('Rinse the apple, you put to chill in the fridge one hour, and you put on the plate.', 'apple: clean > cool > place=plate'),
    ('Wash the potato, you put to warm in the microwave, then you put in the bowl.', 'potato: clean > heat > place=bowl'),
    ('Wash the apple, you put in the fridge, then you put on the plate.', 'apple: clean > cool > place=plate'),  # no "to"
    # a state after a denied "want to see a" / "want to find a" ("I don't want to see a cold plate"): what must never be,
    # no step (clauses._FRAMES, read by clauses.drop_negated)
    ('Warm the bowl and put it on the counter. I never want to see a cold bowl there.', 'bowl: heat > place=counter'),
    ('Heat the plate. We do not want to find a cold plate on the pass.', 'plate: heat'),
    ('I want to see a cold apple on the plate.', 'apple: cool > place=plate'),  # not denied: the state asked
]
