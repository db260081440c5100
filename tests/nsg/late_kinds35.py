"""Test file 35's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-34."""
from __future__ import annotations

FILE35_KINDS = [
    # two steps said again with "can swap" (round / around): either order (connectives, any_order)
    ('Rinse the apple, chill it, then into the bowl. Rinse and chill can swap.', 'apple: clean + cool > place=bowl'),
    ('Warm the mug, wash it, then into the cabinet. Warming and washing can swap round.',
     'mug: heat + clean > place=cabinet'),
    ('Rinse the tomato, then cut it, then onto the plate.', 'tomato: clean > slice > place=plate'),  # no note: ordered
    # the other order allowed by "also fine" / "fine too" after it: a permission (connectives, permission)
    ('Slice the tomato, chill it, put it in the bowl. chilling before slicing also fine', 'tomato: slice + cool > place=bowl'),
    ('Rinse the tomato, then cut it, then onto the plate. Cutting before rinsing is fine too.',
     'tomato: clean + slice > place=plate'),
    # "either could go first" / "or the other way": a free order (connectives)
    ('Potato: warmed in the microwave, sliced after (either could go first really), then into the bowl.',
     'potato: heat + slice > place=bowl'),
    ('Cut the bread before toasting, or the other way, then onto the plate.', 'bread: slice + heat > place=plate'),
    ('Chill the cup, then wash it, then into the cabinet. Or the other way, whatever.', 'cup: cool + clean > place=cabinet'),
    # a person who "can't move": no step of the task (nsg.parser.minilm.unable)
    ('Warm the egg, give it to him. He is on the phone and can\'t move.', 'egg: heat > pick'),
    ('Toast the bread and hand it over. Grandad cannot move from his chair.', 'bread: heat > pick'),
    ('Chill the apple, then give it to me; I\'m stuck under the sink and can\'t move an inch.', 'apple: cool > pick'),
    ('Wash the mug; you can\'t put it in the cabinet wet.', 'mug: clean > place=cabinet'),  # "can't" with an object
    # a sentence opening with "or" that says the steps again in another order: either order (permissions)
    ('Cut the potato, warm it in the microwave, then into the bowl. Or warm it first then cut.',
     'potato: slice + heat > place=bowl'),
    ('Chill the egg, then rinse it, then onto the plate. Or rinse then chill, up to you.', 'egg: cool + clean > place=plate'),
    ('Chill the egg, then rinse it, then onto the plate. Rinse then chill.', 'egg: clean > cool > place=plate'),  # no "or"
    # a summary list opened by "So:" / "I.e." / "In short:" says the whole task again (nsg.parser.minilm.summaries)
    ('Tomato: fridge first, then the knife. So: wash it, then slice it, then onto the plate.',
     'tomato: clean > slice > place=plate'),
    ('Lettuce: knife, then fridge. I.e. wash it, then slice it, then into the bowl.', 'lettuce: clean > slice > place=bowl'),
    ('Mug: sink, microwave, cabinet. I.e. wash it, then heat it, then into the cabinet.', 'mug: clean > heat > place=cabinet'),
    ('Chill the potato and put it in the pot, no wait, keep it in your hand. In short: wash it, then hold it.',
     'potato: clean > pick'),
    ('Wash the cup, then chill it. So: the washing first.', 'cup: clean > cool'),  # one step after it: a note, no summary
    # a state with "already" right after it holds already, no step (changes)
    ('The egg sat in the fridge all night, so it is cold already. Slice it and put it on the plate.',
     'egg: slice > place=plate'),
    ('The cup is cold already, so rinse it and put it in the cabinet.', 'cup: clean > place=cabinet'),
    ('The mug is cold. Warm it, then put it on the shelf.', 'mug: heat > place=shelf'),  # no "already": still a step
    # a vessel object used for a step ("cooking in it"): where the step is done, no step of its own (usages)
    ("Nobody's cooking in it until the pan has been scrubbed at the sink. Then onto the stove burner.",
     'pan: clean > place=stove_burner'),
    ('Nobody is boiling in it till the pot is scrubbed in the sink.', 'pot: clean'),
    # "left" / "right" of a turn or a foot is a direction, no place (connectives idioms)
    ('Left foot, right foot, chill the tomato, then onto the plate.', 'tomato: cool > place=plate'),
    ('Heat the mug and left it on the counter.', 'mug: heat > place=counter'),  # still a place
    # someone "in the bath" is where a person is, no washing (idioms)
    ("Dad's in the bath, so warm the bread and put it on the plate.", 'bread: heat > place=plate'),
    ('Chill the apple, I am in the bath till six.', 'apple: cool'),
    # a place verb with a pronoun subject and nowhere after it: what that thing does (subjects)
    ('Hurry before it drops again: rinse the cup, chill it, and the cabinet is where it ends.',
     'cup: clean > cool > place=cabinet'),
    ('Be quick in case it drops: heat the mug, then the shelf is where it goes.', 'mug: heat > place=shelf'),
    ('Slice the bread and make sure it drops into the bowl.', 'bread: slice > place=bowl'),  # a destination: a place
    # a place verb whose first object is a person and the second another thing: given to someone (subjects)
    ('I left you a note, so wash the cup and then the cabinet.', 'cup: clean > place=cabinet'),
    ('Mum left us a note: rinse the apple, then slice it.', 'apple: clean > slice'),
    # a state said of another subject by its "'s" / "'m" ("Kitchen's still in bits") is no step (subjects)
    ("My sister's frozen on the video call, so rinse the cup and put it in the cabinet.", 'cup: clean > place=cabinet'),
    ("The hallway's all in bits. Chill the tomato and slice it.", 'tomato: cool + slice'),
    ("I'm in bits today. Chill the tomato, then slice it.", 'tomato: cool > slice'),
    ("Warm the egg till she's hot, then onto the plate.", 'egg: heat > place=plate'),  # she's: the object
    # a step word after "the next" names the next such event, no step (usages)
    ('The spoon needs a rinse before the next cook, then back in the drawer.', 'spoon: clean > place=drawer'),
    ('Chill the apple before your next bake and put it in the bowl.', 'apple: cool > place=bowl'),
    # a receptacle said alone after a question or an exclamation is where the object goes (places)
    ('Could you rinse the apple and slice it? Plate last.', 'apple: clean + slice > place=plate'),
    ('Chill the tomato and slice it! Bowl after.', 'tomato: cool + slice > place=bowl'),
    # a pick said as "in your hand": a hand-over, so a device said before it is its step (handovers)
    ('Potato in the microwave, then potato in your hand.', 'potato: heat > pick'),
    ('Cup into the fridge, then cup in my hand.', 'cup: cool > pick'),
    # a negated place verb whose sentence names no receptacle is no place (hands)
    ('Egg in the microwave, then in my hand. Do not drop it on the stairs.', 'egg: heat > pick'),
    ("Chill the apple, then hand it to me. Don't leave it lying around.", 'apple: cool > pick'),
    # the object located by a receptacle with a word of its own in the subject ("on the card table needs"): no place (located)
    ('The egg on the card table needs chilling and slicing.', 'egg: cool + slice'),
    ('The cup on the picnic table needs heating in the microwave, then hand it to me.', 'cup: heat > pick'),
    # "pass it up (to me)": a hand-over (connectives steps, pick)
    ('Warm the mug in the microwave, then pass it up to me on the ladder.', 'mug: heat > pick'),
    ('Chill the wine bottle, then pass it up.', 'wine_bottle: cool > pick'),
    # a step verb whose own object is another receptacle ("toast the new worktops"): no step, no place (subjects)
    ("Wash the apple and slice it. I'll scrub the sink after.", 'apple: clean + slice'),
    ('Chill the tomato, then slice it. We still need to clean the new drawers.', 'tomato: cool > slice'),
    ('Wash the mug, then put it in the cabinet.', 'mug: clean > place=cabinet'),  # the object itself
    # pieces said first in their clause after a comma, before where they go: the slicing said by its result (usages)
    ('Toast the bread, then cut it, slices on the plate.', 'bread: heat > slice > place=plate'),
    ('Warm the potato, then cut it up, chunks on the plate.', 'potato: heat > slice > place=plate'),
    # an order said again with its reverse offered right after it ("X before Y, or the other way"): free (permissions)
    ('Slice the apple, then chill it, then onto the plate. Cutting before chilling, or vice versa.', 'apple: slice + cool > place=plate'),
    ('Rinse the egg, then chill it, then into the bowl. Rinse before chilling, or the reverse.', 'egg: clean + cool > place=bowl'),
    ('Toast the bread, then cut it. Toasting before cutting, or the other order, your call.', 'bread: heat + slice'),
    ('Wash the mug, then heat it. Washing before heating, not the other way.', 'mug: clean > heat'),  # refused: ordered
    # a stop said with the count it is done on ("on the first bar", "on the second beat"): still a stop (station_words)
    ('Potato in the microwave on the first beat, potato on the board sliced on the second, potato in the bowl on the third.',
     'potato: heat > slice > place=bowl'),
    ('Mug in the sink on the first count, mug in the microwave on the second, mug on the shelf on the third.',
     'mug: clean > heat > place=shelf'),
    # a receptacle after "the one(s)" at its clause's end is where that one is now, no place (located.ones_located)
    ('Every mug gets washed, then straight back into the cabinet. Start with the one on the counter.',
     'mug: clean > place=cabinet'),
    ('Spoons: a rinse, then into the drawer. Do the ones on the table first.', 'spoon: clean > place=drawer'),
    ('Chill the egg, then set it on the one on the shelf.', 'egg: cool > place=shelf'),  # after "on": a place
    # a step said alone before ", and the <receptacle>" is a step, not an attribute of that receptacle (cues._classify)
    ('Tomato: rinse, then cut, and the plate last.', 'tomato: clean > slice > place=plate'),
    ('Apple: chill first, then sliced, and the bowl after that.', 'apple: cool > slice > place=bowl'),
    # a device named in an earlier sentence, then "in it" right after the object: that device (referred)
    ("The microwave's free now. Put the bread in it to warm, then cut it.", 'bread: heat > slice'),
    ('Fridge has space again. Pop the tomato in it to chill, then slice it.', 'tomato: cool > slice'),
    ('Rinse the cup, then put it in the fridge.', 'cup: clean > place=fridge'),  # named: a place
    # "someone's washed it" / "somebody's scrubbed the pot": "has" and a verb with its object, still a step (subjects)
    ("I won't cook in it till somebody's scrubbed the pot at the sink. Then it goes on the shelf.", 'pot: clean > place=shelf'),
    ("We're not baking in it until someone's washed the pan. Then onto the stove burner.", 'pan: clean > place=stove_burner'),
    # a place verb whose object is a room said with how to leave it ("leave the kitchen as we found it"): no place (subjects)
    ('Please leave the bathroom as you found it. Rinse the cup, then into the cabinet.', 'cup: clean > place=cabinet'),
    ('We have to leave the flat the way it was: wash the pan, then onto the stove burner.', 'pan: clean > place=stove_burner'),
]
