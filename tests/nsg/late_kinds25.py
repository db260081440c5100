"""Test file 25's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-23."""
from __future__ import annotations

FILE25_KINDS = [
    # free order said as "either is fine" / "either works" / "either will do" after the steps
    ('The pot. Scrub it. Chill it. Either is fine. Then hang it on the shelf.', 'pot: clean + cool > place=shelf'),
    ('Slice the apple, then heat it; either works.', 'apple: slice + heat'),
    ('Warm the cup, then rinse it. Either will do, just set it in the cabinet after.', 'cup: heat + clean > place=cabinet'),
    # a need or request frame under a negation ("no need to X", "don't have to X", "not asking you to X"): no X
    ('Slice the tomato. No need to wash it; then put it in the bowl.', 'tomato: slice > place=bowl'),
    ("You don't have to heat the pan, just scrub it, then put it in the cabinet.", 'pan: clean > place=cabinet'),
    ("I'm not asking you to chill it, I'm asking you to rinse the cup, then hold it.", 'cup: clean > pick'),
    ("Don't forget to wash the mug, then warm it.", 'mug: clean > heat'),  # "forget to" is no such frame
    # the weather's heat or cold ("in this heat", "in this cold") is no step of the object
    ("Chill the tomato, it's going soft in this heat.", 'tomato: cool'),
    ('Rinse the lettuce and put it in the bowl; nothing keeps in this heat.', 'lettuce: clean > place=bowl'),
    # "stick to that order" / "keep to this order" is "in that order", its step word no place
    ('Chill the apple, rinse it and slice it. Stick to that order, please.', 'apple: cool > clean > slice'),
    ('Warm the mug and wash it. Keep to this order.', 'mug: heat > clean'),
    # another thing's going with no receptacle ("when the soup goes in"): a time, no place of the object
    ('The bowl should be rinsed and warm before the stew goes in. Either order.', 'bowl: clean + heat'),
    ('Heat the pan on the stove before the onions go in.', 'pan: heat'),
    ('Wash the pot, then the pot goes in the cabinet.', 'pot: clean > place=cabinet'),  # the object itself goes: a place
    # a receptacle said as a third person's own ("she's gone to get her trolley"): no place of the object
    ("Rinse the apple, then hold it, he's off to find his bowl.", 'apple: clean > pick'),
    ("Chill the egg and keep hold of it; she's looking for her plate.", 'egg: cool > pick'),
    # a house rule about things in general ("Food left in the fridge ... gets binned."): no steps, no places
    ('Kitchen rule: anything left in the sink overnight gets binned. Wash the mug and put it on the shelf.',
     'mug: clean > place=shelf'),
    ('Food left on the counter goes in the bin. Chill the apple, then put it in the bowl.', 'apple: cool > place=bowl'),
    # a pick held "while" something else happens is held to the end
    ('Chill the cup, then rinse it and hold it while I find the tray.', 'cup: cool > clean > pick'),
    ('Warm the egg and keep it in your hand while we walk.', 'egg: heat > pick'),
    # a pick said as what a place is for ("keep it in a box to take to work"): done later, no step
    ('Slice the apple, then put it in the box to take to school.', 'apple: slice > place=box'),
    ('Chill the egg and set it in the bowl to take home later.', 'egg: cool > place=bowl'),
    # "in that order" after a list that already holds a "then" orders the whole list
    ("She'd like the potato cut with the knife, warmed in the microwave, and then set in the bowl. In that order.",
     'potato: slice > heat > place=bowl'),
    ('Rinse the cup and chill it, then put it on the shelf. In that order.', 'cup: clean > cool > place=shelf'),
    # "the X one" set off after a name says which kind ("the bottle (the glass one)"); "the outside" is its part
    ('The bottle (the glass one): chill it, then rinse the outside at the sink.', 'glassbottle: cool > clean'),
    ('Heat the kettle, then rinse the outside.', 'kettle: heat > clean'),
    ('My bottle, the glass one, needs a rinse before it goes on the shelf.', 'glassbottle: clean > place=shelf'),
    # bread put in the toaster is toasted: the place is the toasting itself
    ('Pop the bread in the toaster, then slice it.', 'bread: heat > slice'),
    ('Slice the bread; it goes in the toaster, then onto a plate.', 'bread: slice > heat > place=plate'),
    ('Put the bread in the toaster to toast it, then cut it.', 'bread: heat > slice'),
    ('Leave the bread in the fridge.', 'bread: place=fridge'),  # a fridge can hold it: a place
    ('Rinse the apple, then put it in the toaster.', 'apple: clean > place=toaster'),  # no bread: a place
    # "no X after Y" said again after the steps: X comes first
    ('Toast the bread and cut it. No toasting after cutting.', 'bread: heat > slice'),
    ('Slice the potato and heat it. No slicing after heating.', 'potato: slice > heat'),
    ('Chill the bread and cut it. No cutting until it is cold.', 'bread: cool > slice'),  # "until": after
    # the dish it is eaten from is where it ends up ("then eat it from the plate")
    ('Warm the potato, then eat it out of the bowl.', 'potato: heat > place=bowl'),
    ('Chill the apple, slice it, then eat it off the plate.', 'apple: cool > slice > place=plate'),
    # "place" / "park" / "store" said as a noun ("the new place", "the car park"); "the tuck box" names a box
    ('A mug for my desk at the new place: rinse it and warm it in any order, then put it on the shelf.',
     'mug: clean + heat > place=shelf'),
    ('An egg for her lunch at their place: cool it, then slice it.', 'egg: cool > slice'),
    ('Meet me in the car park. Take an apple, rinse it, and keep hold of it.', 'apple: clean > pick'),
    ('Apples for the tuck box: slice one, then into the box.', 'apple: slice > place=box'),
    ('Place the apple in the bowl after washing it.', 'apple: clean > place=bowl'),  # a verb
    # a receptacle after "onto" / "into" right after another step's words is where it goes
    ('One apple, washed at the sink, then sliced with a knife onto a plate.', 'apple: clean > slice > place=plate'),
    ('Heat the potato, then chop it into the pot.', 'potato: heat > slice > place=pot'),
    ('Slice the bread on the counter.', 'bread: slice'),  # "on": where the slicing is done
    # "anywhere but the X": the one place it must not go; the place stays unnamed
    ('Rinse the spoon, then put it away, anywhere but the sink.', 'spoon: clean > place'),
    ('Chill the cup and leave it anywhere except the table.', 'cup: cool > place'),
    # "on a plate, not the counter": a negation right before the determiner denies that receptacle
    ('Heat the potato and slice it. On a plate, not the counter.', 'potato: heat + slice > place=plate'),
    ('Chill the apple, then into the bowl, not the pot.', 'apple: cool > place=bowl'),
    # "Whatever." opening a text is a shrug, no free-order note for the steps after it
    ('Whatever. Chill the egg, wash it.', 'egg: cool > clean'),
    ('Whatever. Warm the plate, then rinse it and put it on the shelf after.', 'plate: heat > clean > place=shelf'),
    ('Heat the mug, rinse it, whatever.', 'mug: heat + clean'),  # said after the steps: a note
    # "beforehand" with an "either order" note said right after it: before the event, not before the other step
    ('The mug should be rinsed and warmed beforehand, in any order, then set on the shelf.',
     'mug: clean + heat > place=shelf'),
    ('Slice the apple and chill it beforehand.', 'apple: cool > slice'),  # no note: the chilling first
    # a question asking why the object is somewhere says where it is now ("Why is the egg on the counter?")
    ('Why is the apple on the shelf? Chill it, then slice it.', 'apple: cool > slice'),
    ('Is the mug in the sink? Warm it, then hold it.', 'mug: heat > pick'),
    # a free-order note after a sentence with a "before you ..." clause is about the main clause only
    ('Before you put the pan in the cabinet, scrub it and chill it. Either one first.', 'pan: clean + cool > place=cabinet'),
    ('Before the bowl goes on the shelf, rinse it, then warm it. Either one first.', 'bowl: clean + heat > place=shelf'),
    # a correction ("no, ...", "I mean ...") replaces the mentions of the steps said again after it
    ('Rinse the cup and put it in the drawer... no, put it in the cabinet.', 'cup: clean > place=cabinet'),
    ('Put the apple somewhere cold. I mean chill the apple and put it in the bowl.', 'apple: cool > place=bowl'),
    ('Heat the mug, then wash it. No, sorry, the washing is before the heating.', 'mug: clean > heat'),  # a note: constraints
    # "keep it in (your) hand" said last is held to the end
    ('Take an apple, rinse it, and keep it in hand for the trip.', 'apple: clean > pick'),
    ('Wash the egg, warm it and keep it in your hands.', 'egg: clean + heat > pick'),
    # the speaker saying the steps as their own ("if I can wash it ... I'll keep holding it"): their pick is a step
    ("They asked if I can rinse the cup and then chill it. Fine, and I'll hold it up for the camera.",
     'cup: clean > cool > pick'),
    ("Chill the apple and give it to me, I'll take it in.", 'apple: cool > pick'),  # the listener's steps: the asker's pick
    # a cup said as a drink's measure ("a cup of tea") is not the object; "won't" negates a place
    ("I'd love a cup of coffee. Rinse the mug, then warm it.", 'mug: clean > heat'),
    ("Fancy a cup of tea? Wash the mug, then put it on the shelf; I won't put it in the cabinet.", 'mug: clean > place=shelf'),
    # a "while" clause that holds no step is a time, no "and" between the steps around it
    ('Boil the egg on the stove, cool it in the fridge while you tidy up, slice it.', 'egg: heat > cool > slice'),
    ('Rinse the apple while the radio plays, chill it, cut it.', 'apple: clean > cool > slice'),
]
