"""Test file 67's fourth reading (social-media voices: captions, forum posts, video descriptions), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds67c``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE67D_KINDS = [
    # "and it stays in (there)" after a step done in a device: where the object is left, a place; its "there" the device
    # said before (connectives.json place verbs and anchored_places "and it stays in / on", "stays" a staying word read
    # by places._left_there through place_roles)
    ('Chill the wine in the fridge, and it stays in there till Friday.', 'wine_bottle: cool > place=fridge'),
    ('Heat the mug in the microwave and it stays in there.', 'mug: heat > place=microwave'),
    ('Rinse the cup, and it stays on the shelf.', 'cup: clean > place=shelf'),
    ('Chill the apple, and it stays cold.', 'apple: cool'),  # a state after "stays", no receptacle: no place
    # "pack it / them in / into" a receptacle: a place verb, so a receptacle said in a later sentence is not claimed
    # (connectives.json steps.place.verbs)
    ('Slice the apples and pack them in the fridge. Lunch boxes ready.', 'apple: slice > place=fridge'),
    ('Wash the lettuce, then pack it into the box.', 'lettuce: clean > place=box'),
    ('Wash the lettuce and pack it.', 'lettuce: clean'),  # no receptacle: no place
    # a pick in the past right after a third person ("He carried the whole pot up to his room.") after the request:
    # what that person did instead, no step (story._taken_by_other)
    ('I asked him to rinse the mug and leave it on the shelf. He carried it up to bed.', 'mug: clean > place=shelf'),
    ('She carried the bowl to the sink this morning. Wash it and dry it.', 'bowl: clean'),
    ('Wash the bowl and carry it to the table.', 'bowl: clean > place=dining_table'),  # the listener's carry: a place
    # a receptacle right before "of them" / "of it" ("Bowls of them.", "a whole box of it"): how much there is of the
    # thing, no place (strays.measure_of_it, through others.not_a_place)
    ('Autumn means apples. Crates of them, boxes of them. For the crumble: wash the apples, then slice them.', 'apple: clean > slice'),
    ('We had bread everywhere, a whole box of it. Toast the bread in the toaster.', 'bread: heat'),
    ('Wash the apples and put them in a box.', 'apple: clean > place=box'),  # a box the thing goes in: a place
    # a word the speaker says again after "yes" to insist on it, alone in its clause ("in the fridge (yes fridge, fight
    # me)"): the choice said before, defended; no step of its own (speaker._insisted, through speaker.speaker_remarks)
    ('The mug rinsed and in the fridge (yes fridge, I know).', 'mug: clean > place=fridge'),
    ('Slice the bread and put it in the microwave. Yes, microwave.', 'bread: slice > place=microwave'),
    ('Slice the bread. Yes, fridge.', 'bread: slice > cool'),  # the word not said before: a bare "fridge", the chilling
    # a staying verb's device, then "to keep warm" / "to stay cold", the device's sub-task said before the staying verb:
    # the step is done, the stay keeps its state, so the device is where it is left (stays.kept_so, through
    # uses.second_end_state and places._is_device)
    ('Heat the kettle on the stove and leave it on the burner to keep warm.', 'kettle: heat > place=stove_burner'),
    ('Chill the wine, then leave it in the fridge to stay cold.', 'wine_bottle: cool > place=fridge'),
    ('Slice the apple and leave it in the fridge to stay cold.', 'apple: slice > cool'),  # no chilling before: the means
    # what some people do, a hedge before its subject ("edit: ok apparently some people do cut first"): another way of
    # doing it, no step (happened._opens_clause, connectives.json hearsay_adverbs)
    ('Rinse the potatoes first, then cut them. Apparently some people cut first.', 'potato: clean > slice'),
    ('Wash the apple, then chill it. Okay, obviously some folk chill it first.', 'apple: clean > cool'),
    ('Apparently the apple needs washing first, then slice it.', 'apple: clean > slice'),  # no generic subject: steps
    # a pick with "out", then "and" and a verb of pouring or serving closing its clause ("grab it out and pour!"): the
    # thing taken out is held to pour, the pick kept (hands.poured_from, through places._drop_pick)
    ('Chill the wine in the fridge, then take it out and pour.', 'wine_bottle: cool > pick'),
    ('Cool the wine bottle, then grab it out of the fridge and serve!', 'wine_bottle: cool > pick'),
    ('Chill the wine, then take it out and pour it into the bowl.', 'wine_bottle: cool > place=bowl'),  # a place after
    ('Chill the wine, then take it out.', 'wine_bottle: cool'),  # taken out only: fetched, no held state
    # the speaker's slip reported with "I say / I said", then "- it should be" and where ("At 2:10 I say the egg goes on the
    # plate - it should be in the bowl"): a correction marker, its receptacle replaces the place said before it
    # (corrections._marker)
    ('In the video I say the mug goes on the counter - it should be on the shelf.', 'mug: place=shelf'),
    ('I said the apple goes in the bowl, but it should be in the fridge.', 'apple: place=fridge'),
    ('Put the mug on the counter - it should be dry by then.', 'mug: place=counter'),  # no "I say": no correction
    # a food after "for the" opening its sentence, ":" or "," after it, then a vessel the object of a step verb ("So for
    # the poached eggs: warm the pan of water ..."): the dish the steps serve, a heading; the vessel is the target
    # (passed_over.served_heading, through targets.target_of)
    ('Right, for the boiled eggs: heat the pot of water on the hob, then leave the pot on the burner.', 'pot: heat > place=stove_burner'),
    ('For the potatoes, rinse the pot first.', 'pot: clean'),
    ('(Skip the story if you like!) Okay, for the eggs: warm the pan.', 'pan: heat'),
    ('For the eggs: boil them in the pan.', 'egg: heat'),  # the vessel no verb's object: the food
    ('For the salad: wash the tomatoes.', 'tomato: clean'),  # no vessel: the food said after
    # "and it lives on / in" a receptacle, said of the thing ("... and it lives on the edge of the sink"): where it is kept,
    # a place, the washing device too (connectives.json steps.place.verbs; "it", never a person's "lives")
    ('Rinse the sponge, wring it out and it lives on the edge of the sink.', 'dish_sponge: clean > place=sink'),
    ('Wash the knife and it lives in the drawer.', 'knife: clean > place=drawer'),
    ('Wash the mug for Gran, she lives in the flat upstairs.', 'mug: clean'),  # a person lives somewhere: no place
    # another thing's name right before a food's ("her lunchbox apple"): a compound whose head is its last noun, the food
    # (targets._modifies_tool)
    ('Leave the lunchbox apple rinsed and sliced in the fridge.', 'apple: clean + slice > place=fridge'),
    ('Wash the lunchbox potato, then boil it.', 'potato: clean > heat'),
    ('Rinse the lunchbox, the apple juice made it sticky.', 'box: clean'),  # no food right after it: the box
]
