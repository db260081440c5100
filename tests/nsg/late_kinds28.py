"""Test file 28's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-26."""
from __future__ import annotations

FILE28_KINDS = [
    # a delivery with a particle or a companion ("carry it up to her", "took it with me"): a pick held to
    # the end; a hand said again as where it ends up ("Right - cold bottle, in your hand.")
    ('Warm the cup and carry it up to her on the landing.', 'cup: heat > pick'),
    ('Chill the bottle and bring it down to him in the cellar.', 'wine_bottle: cool > pick'),
    ('I chilled the bottle and took it with us to the park.', 'wine_bottle: cool > pick'),
    ('Do you want me to chill the bottle and bring it to you? Right - cold bottle, in your hand.', 'wine_bottle: cool > pick'),
    ('Wash the cup and hold it.', 'cup: clean + pick'),  # a plain list, no delivery: one group
    # "carry it out to him": a delivery, not a fetch ("take it out of the cupboard" stays a fetch)
    ('He asked for a cold bottle: put it in the fridge, then carry it out to him.', 'wine_bottle: cool > pick'),
    ('Take the mug out of the cupboard, rinse it and put it on the shelf.', 'mug: clean > place=shelf'),
    # a summing-up ("that's the toaster sorted") and a state of a person ("get us cooled down"): no place, no step
    ("Heat the mug and bring it to me; that's the toaster sorted too.", 'mug: heat > pick'),
    ("Chill the bottle and hand it to me, that'll get us cooled down.", 'wine_bottle: cool > pick'),
    # a denied place verb keeps its own receptacle; another sentence's verbless place is where it goes
    ("Don't put anything sharp in the old tins. The knife is washed and back on the shelf.", 'knife: clean > place=shelf'),
    ("Never put anything wet in the new crates. Your spoon's rinsed and back in the drawer.", 'spoon: clean > place=drawer'),
    # a denied place said in another sentence than a verbless place ("... back in the cupboard. Don't leave them
    # on the rack."): the verbless place is where it goes
    ('Bowls washed in the sink and back in the cupboard. Don\'t leave them on the rack.', 'bowl: clean > place=cabinet'),
    # a stop of cleaning said with "for a scrub / rinse" after a place verb: the means; a verbless place after it
    ('The pot goes in the sink for a scrub, then back in the cupboard by the door.', 'pot: clean > place=cabinet'),
    ('The ladle goes into the sink for a rinse, then back on the shelf above the cooker.', 'ladle: clean > place=shelf'),
    # what some of the listeners do ("some of you are ..."): a complaint, no step
    ('Knives: a wash in the sink, then the drawer - some of you are putting them away dirty.', 'knife: clean > place=drawer'),
    ('Cups: into the sink for a rinse, then the cabinet; half of you are putting them on the table.',
     'cup: clean > place=cabinet'),
    # a setting, a test or a pastime named by a verb's -ing form ("the top setting", "the custard-setting test",
    # "cooking practice", "chopping onions"), and whose rule it is ("as set down by"): no step
    ('He wants a hot mug, so stick it in the microwave on the top setting, then take it back up to him.', 'mug: heat > pick'),
    ('Wash the spoon and chill it for the custard-setting test, in any order, and then it sits on the counter.',
     'spoon: clean + cool > place=counter'),
    ('For cooking practice, wash the apple and put it in the bowl.', 'apple: clean > place=bowl'),
    ('Once you are done chopping onions, rinse the knife and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Wash the knife after slicing limes, then put it in the drawer.', 'knife: clean > place=drawer'),
    ('Wash the knife after cutting the apple.', 'apple: slice > clean'),  # the target cut: a step
    ('House rules, as set down by the landlord: rinse the pot and put it on the shelf.', 'pot: clean > place=shelf'),
    # colloquial words: hang it on the towel rail, scorching
    ('Rinse the cloth, then hang it on the towel rail to dry.', 'cloth: clean > place=towel_holder'),
    ("The egg in the microwave till it's scorching, then onto the plate.", 'egg: heat > place=plate'),
    # a device on the way when its sub-task is asked only as a state, with a move after "then": the means
    ('She wants a hot mug: put it in the microwave, then carry it to her with you.', 'mug: heat > pick'),
    ('Put the hot mug in the microwave.', 'mug: heat > place=microwave'),  # no move after it: a place
    # "waiting for you / her" is where the object is ready, not "after"
    ('A rinsed, chilled apple will be waiting for you in the bowl.', 'apple: clean + cool > place=bowl'),
    ('A clean, warm mug will be waiting for her on the shelf.', 'mug: clean + heat > place=shelf'),
    ('Wait for it to cool, then slice the apple.', 'apple: cool > slice'),  # waiting for a step: "after"
    # a receptacle opening a clause with a verb of its own ("the cupboard fills up fast"): no place
    ('Wash the mug and hold on to it - the cupboard fills up fast.', 'mug: clean > pick'),
    ('Chill the bottle and keep hold of it; the fridge empties by noon.', 'wine_bottle: cool > pick'),
    # "... and onto" after a place into a device: where it goes after the device
    ('Pop the bread in the toaster and onto a plate.', 'bread: heat > place=plate'),
    ('Shove the mug in the microwave for a minute and onto the shelf.', 'mug: heat > place=shelf'),
    # a pan or pot on the hob with a duration: what it is heated in, no place
    ('Leave the egg in a pot on the burner for a while, then put it on a plate.', 'egg: heat > place=plate'),
    ('Drop the potato in the pan on the hob for five minutes, then into the bowl.', 'potato: heat > place=bowl'),
    # a receptacle heading its note ("Side bowls:") is where the object goes
    ('Side bowls: one egg, chilled and sliced, in the bowl.', 'egg: cool + slice > place=bowl'),
    ('Soup bowls: potato chunks, warmed, then in the bowl.', 'potato: slice + heat > place=bowl'),
    # "the side of the plate": the plate's side, not the counter
    ('Slice the egg and put it on the side of the plate.', 'egg: slice > place=plate'),
    ('Slice the egg and put it on the side.', 'egg: slice > place=counter'),
    # a device outside the vocabulary with a duration, a bare "in" into the device said before, and a device
    # outside the vocabulary said alone on the way ("... into the freezer, then ...")
    ('Leave the pot in the oven for twenty minutes and then on the shelf.', 'pot: heat > place=shelf'),
    ('The freezer works again, so shove the glass bottle in for a bit, then hold on to it.', 'glassbottle: cool > pick'),
    ('New fridge is in. Put the apple in, chill it for an hour, then slice it.', 'apple: cool > slice'),
    ('Tomato into the freezer, then into the bowl.', 'tomato: cool > place=bowl'),
    # "X... no, just <step>": the step trailing off before the dots is taken back
    ('Egg: boil it... no, just chill it and leave it on the plate.', 'egg: cool > place=plate'),
    ('Chill the mug... no, just rinse it.', 'mug: clean'),
    # "both" in a sentence before any step, said of things: no note freeing the order
    ('Boiler and lights both fine. Wash the cup, warm it and put it on the shelf.', 'cup: clean > heat > place=shelf'),  # a recipe list: in order
    # "to bed" with no determiner: going to bed, no receptacle; the object held there
    ('Heat the mug and take it up to bed.', 'mug: heat > pick'),
    ('Heat the mug and put it on the bed.', 'mug: heat > place=bed'),
    # a condition about what someone else has done with a thing ("If a guest has left a mug in ..."): no step
    ('If a guest has left a mug in the microwave, rinse it and put it in the cabinet.', 'mug: clean > place=cabinet'),
    ("If someone's left a pot on the hob, scrub it and hang it on the shelf.", 'pot: clean > place=shelf'),
    # a step a third person does themselves ("Gran will warm it up herself"): no step asked
    ('Gran will warm it up herself later; you just slice the bread.', 'bread: slice'),
    ('She will chill them herself. Wash the apple.', 'apple: clean'),
    # a state of how it must not be had ("never drink it cold"): no step
    ("Heat the mug, then hand it to me - never drink it cold, it's horrid.", 'mug: heat > pick'),
    # a clause opened by a negation names no place ("not nibbling it by the bin")
    ('Chill the apple, then onto a plate, not nibbling it by the bin.', 'apple: cool > place=plate'),
    # a bracketed aside about a person ("(she's chilled to the bone)") and whom it is for in a stop ("for the guests")
    ("Warm the mug for Nan (she's chilled to the bone), then give it to her.", 'mug: heat > pick'),
    ('Kettle on the hob for the guests, then on the shelf.', 'kettle: heat > place=shelf'),
    # a stop with a word of its own ("the picnic box", "in the fridge to harden"), said again in a time clause
    ('Egg in the fridge to harden, then into the picnic box; rinse it before it goes in the fridge.',
     'egg: clean > cool > place=box'),
    # the pieces of a thing left over: cut already
    ("Warm yesterday's apple slices, then put them on a plate.", 'apple: heat > place=plate'),
    ('Heat the potato chunks.', 'potato: slice > heat'),  # not left over: the pieces are the slicing
    # "The bread for toast is ...": what it is for, no step
    ('The bread for toast is on the counter. Slice it.', 'bread: slice'),
]
