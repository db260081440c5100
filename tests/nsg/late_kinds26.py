"""Test file 26's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-25."""
from __future__ import annotations

FILE26_KINDS = [
    # "the side" after a place preposition is the counter; "side" elsewhere is the plain word
    ('Rinse the pan and stand it on the side to drip.', 'pan: clean > place=counter'),
    ("Chill the egg, then pop it back on the side.", 'egg: cool > place=counter'),
    ('Slice the bread and set it on the side table.', 'bread: slice > place=side_table'),  # a name of its own
    ('The cup side-quest: warm the cup and wash it.', 'cup: heat + clean'),  # no receptacle
    # colloquial names and verbs: the micro, a fish slice, apple / potato / tomato varieties, a degrease, split 'em
    ('Warm the potato in the micro, then put it in the bowl.', 'potato: heat > place=bowl'),
    ('Give the fish slice a degrease and hang it on the shelf.', 'spatula: clean > place=shelf'),
    ('Two Bramleys: chill them, then split em with the knife.', 'apple: cool > slice'),
    ('Maris Pipers want a scrub at the sink before they go in the pot.', 'potato: clean > place=pot'),
    ('Tommies: rinse them and slice them.', 'tomato: clean + slice'),
    # handing the object to a person ("give it to her", "hand it back to him", "present it to me",
    # "carry it to her", "hand me the ..."): a pick, held to the end
    ('Warm the mug and give it to her.', 'mug: heat > pick'),
    ('Rinse the cup, then hand it back to him.', 'cup: clean > pick'),
    ('Chill the apple and carry it to them.', 'apple: cool > pick'),
    ('Hand me the spoon once it has been rinsed.', 'spoon: clean > pick'),
    ('Slice the bread and present it to me.', 'bread: slice > pick'),
    # "both" said to people or of hands, and "the till", are no order words
    ('Morning both! Rinse the mug and set it in the cabinet.', 'mug: clean > place=cabinet'),
    ('Chill the egg, then hold it in both hands.', 'egg: cool > pick'),
    ('Warm the cup, then take it over to the till.', 'cup: heat > pick'),
    # a thing of someone else's delivery ("Margaret brought in a ...", "Customer's left a ..."): no step
    ('Pat brought in a kettle. Wash it and put it on the shelf.', 'kettle: clean > place=shelf'),
    ("Someone's left a pan in the sink. Scrub it, then hang it on the shelf.", 'pan: clean > place=shelf'),
    ("The caretaker's left a bottle by the door. Chill it.", 'wine_bottle: cool'),
    # a receptacle opening its clause with "with it": where the object goes (a device on the way does its job)
    ('Bread for the party: into the toaster with it, then onto the plate.', 'bread: heat > place=plate'),
    ('The egg - into the pot with it.', 'egg: place=pot'),
    # what already happened or what other people do: a question about it, "since <a time>", a passive
    # mishap, a temperature it took by itself, "some folk ..."
    ('Have you rinsed the bowl? No? Rinse it and put it in the cabinet.', 'bowl: clean > place=cabinet'),
    ("It's sat in the fridge since Monday. Warm the potato and slice it.", 'potato: heat + slice'),
    ('The spoon was dropped on the floor. Wash it and put it in the drawer.', 'spoon: clean > place=drawer'),
    ('The spoon was dropped into the bowl, then washed.', 'spoon: place=bowl > clean'),  # a vocabulary receptacle: a place
    ('The milk in the mug has gone cold, so heat the mug.', 'mug: heat'),
    ('The bottle was getting warm in the sun, so I chilled it.', 'wine_bottle: cool'),
    ('Some people chill it first; you just slice the tomato and put it in the bowl.', 'tomato: slice > place=bowl'),
    # a thing waved off ("don't worry about ...") or taken back ("The X... no, the Y"), a receptacle corrected
    ("Don't worry about the spoons today, just rinse the cup.", 'cup: clean'),
    ('Never mind the fork, just chill the egg.', 'egg: cool'),
    ('The egg... no, the tomato: chill it, then slice it.', 'tomato: cool > slice'),
    ('The apple... no, the egg, sorry: warm it.', 'egg: heat'),
    ('Wash the pot and put it on the shelf. Actually, no, the cupboard.', 'pot: clean > place=cabinet'),
    ('Chill the apple, then put it in the bowl. Actually, no, the plate.', 'apple: cool > place=plate'),
    # "leave the rest to me" is no place; "did it in the microwave" is the device's step
    ('Slice the potato and warm it. Leave the rest to me.', 'potato: slice + heat'),
    ("Wash the spoon, I'll leave the rest to you.", 'spoon: clean'),
    ('I rinsed the cup, did it in the microwave for a minute, then put it on the shelf.',
     'cup: clean > heat > place=shelf'),
    ('Do it in the fridge for an hour, the tomato, then slice it.', 'tomato: cool > slice'),
    # a name with a verb run into it ("the mug'll", "the pan'd")
    ("The mug'll need a wash, then put it in the cabinet.", 'mug: clean > place=cabinet'),
    ('That bread\'ll go stale: toast it and slice it.', 'bread: heat + slice'),
    # pieces said with "in" ("in wedges", "in chunks"): the slicing, a state of the object
    ('The goal is cold potato in chunks in a bowl.', 'potato: cool + slice > place=bowl'),
    ('Cold apple in wedges on a plate, please.', 'apple: cool + slice > place=plate'),
    # a time clause of many words ("as soon as you're in") with no step: no order
    ('Chill the egg as soon as you get in and slice it.', 'egg: cool + slice'),
    ('Warm the mug the moment she arrives and rinse it.', 'mug: heat + clean'),
    # "whichever ... first" in one clause: a note freeing its list, the "first" no step's move
    ('Rinse the cup and warm it - whichever you reach for first - then set it on the shelf.',
     'cup: clean + heat > place=shelf'),
    ('Cut the lettuce and wash it, whichever feels right first.', 'lettuce: slice + clean'),
    # "hold" said of a thing that contains ("the pot has held stew", "the cabinet to hold the plate"): no pick
    ('This pot has held a lot of stew. Scrub it and put it on the shelf.', 'pot: clean > place=shelf'),
    ('I need the drawer to hold one clean spoon, rinsed at the sink.', 'spoon: clean > place=drawer'),
    ('Rinse the mug and hold it.', 'mug: clean + pick'),  # a person's pick (a list: one group)
    # where other things of the kind are ("New ones are in the drawer.") is no place of the object
    ('Binned the sponge. New ones are in the cabinet.', 'dish_sponge: place=garbage_can'),
    ('Wash the fork and set it on the counter. The others are in the drawer.', 'fork: clean > place=counter'),
    # the object's going in with no receptacle, in a time clause, where a step is done in a device
    ('Heat the cup in the microwave. Rinse it first - before it goes in.', 'cup: clean > heat'),
    ('Wash the mug before it goes in.', 'mug: clean > place'),  # no device: a place somewhere
    ('Chill the apple in the fridge; slice it first, before it goes in.', 'apple: slice > cool'),
    # an end state said without a verb of moving, then a note freeing the order: the place stays last
    ('A warm, chopped tomato on the plate - any order.', 'tomato: heat + slice > place=plate'),
    ('An egg, chilled and rinsed, sitting in the bowl. However you get there is fine.', 'egg: cool + clean > place=bowl'),
    # a stop of a round with a size word or a duration, and stops joined by "+"
    ('Apple: sink, then the big knife, then the fridge for an hour, then the plate.',
     'apple: clean > slice > cool > place=plate'),
    ('Potato: sink + micro, any order, then onto the plate.', 'potato: clean + heat > place=plate'),
    # a stop in a "then" list is a step there, though its state is said in another sentence
    ('Tomato: into the fridge, then the knife. She likes it cold.', 'tomato: cool > slice'),
    ('I want a warm, rinsed mug resting on the shelf. Sink, then into the microwave.', 'mug: clean > heat > place=shelf'),
    # a wish ("What I want: ... sitting on the counter"): where it should end up, not where it is now
    ('What I need: a clean cup sitting on the shelf. Rinse it at the sink.', 'cup: clean > place=shelf'),
    ("What we're after: a chilled tomato resting in the bowl. Slice it first.", 'tomato: slice > cool > place=bowl'),
    # "one" before the adjectives of the object: a state of it ("one clean pan in that cabinet")
    ('I expect one cold egg in the bowl.', 'egg: cool > place=bowl'),
    ('Leave one warm mug on the shelf.', 'mug: heat > place=shelf'),
    # the pieces said alone in a note ("Wedges.") are the slicing; "on washing-up" is no step
    ('Apple. Chunks. Chill them. Bowl. Chunks first, then the chill, then the bowl.', 'apple: slice > cool > place=bowl'),
    ("Warm the mug or you're on washing-up all week.", 'mug: heat'),
    ('Bread. Strips. Toast them.', 'bread: slice > heat'),
    # a pan or pot on the hob with the heating said after a purpose word: what it is heated in, no place
    ('Chop the potato. Put it in a pot on the stove until it is hot, then into the bowl.', 'potato: slice > heat > place=bowl'),
    ('Put the egg in the pan on the hob.', 'egg: place=pan'),  # no heating said: a place
    ('Put the egg in a pan on the stove to boil it.', 'egg: heat'),
]
