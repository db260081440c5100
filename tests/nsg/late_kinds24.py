"""Test file 24's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit. The kinds about name
slots (a reason clause, where the subject is now, a time said by a number word) are checked in
``test_nsg_parser_names``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-23."""
from __future__ import annotations

FILE24_KINDS = [
    # free order said as having no opinion, or not caring at all, about which comes first
    ('Chill the tomato, then slice it - no opinion on which comes first, really.', 'tomato: cool + slice'),
    ("Slice the apple, then chill it; I couldn't care less which you do first.", 'apple: slice + cool'),
    ('Heat the pan, then wash it, then onto the shelf. No preference on which comes first.',
     'pan: heat + clean > place=shelf'),
    # a place said last in the sentence a free-order note is about stays the last step
    ('Rinse the plate, warm it, put it in the cabinet. Either way round.', 'plate: clean + heat > place=cabinet'),
    ('The mug: rinsed, warmed, in the cabinet. Either way round.', 'mug: clean + heat > place=cabinet'),
    # a note that counts the steps it frees ("those two", "the last two", "the first two") frees only those
    ('Rinse the potato, cut it and heat it, those two in either order, then put it in the pot.',
     'potato: clean > slice + heat > place=pot'),
    ('Scrub the pan, warm it on the stove, chill it in the fridge. The last two can go in any order.',
     'pan: clean > heat + cool'),
    ('Scrub the pan, warm it on the stove, chill it in the fridge. Any order.', 'pan: clean + heat + cool'),  # no count
    ('Chill the apple, then slice it, then put it in the bowl; whichever of the first two you fancy.',
     'apple: cool + slice > place=bowl'),
    # no target: an EgoTV word as a modifier, a name before a tool's name, the object of a denied verb,
    # a thing done already; a short name said again in full names the same thing
    ('Book group tonight, so rinse the glass bottle and chill it.', 'glassbottle: clean + cool'),
    ('The bread knife is filthy: wash it in the sink and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Slice the apple with the bread knife, then chill it.', 'apple: slice > cool'),  # with a tool preposition: the tool
    ("Don't wash the pans with the plates. Plates: rinse them and stack them on the shelf.", 'plate: clean > place=shelf'),
    ('Do not chill the tomato; the egg goes in the fridge, then in the bowl.', 'egg: cool > place=bowl'),
    ('Do not slice the apple until it is washed.', 'apple: clean > slice'),  # a constraint, not a denial
    ('The mug is already clean, so just heat the kettle on the stove.', 'kettle: heat'),
    ('The egg is already warm; chill the apple and slice it.', 'apple: cool + slice'),
    ('My bottle for the run: the glass bottle, rinsed and chilled, in my hand.', 'glassbottle: clean + cool > pick'),
    # a temperature the object came to by itself, before the opposite step, is how it is now
    ('The mug got cold, so warm it up and put it on the shelf.', 'mug: heat > place=shelf'),
    ('The pan has gone stone cold. Warm it on the stove, then put it on the shelf.', 'pan: heat > place=shelf'),
    ('The plates were getting warm by the oven; cool one down in the fridge.', 'plate: cool'),
    ('Once it has gone cold, put the pot in the cabinet.', 'pot: cool > place=cabinet'),  # a time clause: a step
    # a reason clause and where it has been since hold no step and fill no slot
    ('Chill the apple, then slice it, because warm apple is a crime in this household.', 'apple: cool > slice'),
    ('Rinse the mug, then warm it, since you brought it in from the garden.', 'mug: clean > heat'),
    ('The lettuce has been in the fridge since Monday. Rinse it and put it in the bowl.', 'lettuce: clean > place=bowl'),
    # idioms: "leave that alone", "left running"
    ('The soup is fine, leave that alone; just rinse the spoon and put it in the drawer.', 'spoon: clean > place=drawer'),
    ('The toaster was left running all night. Slice the bread, then toast it.', 'bread: slice > heat'),
    # a stay in a device: said by the device alone, "until" a time, its own receptacle, or a device with a duration
    ('Egg: into the fridge for an hour, then slice it.', 'egg: cool > slice'),
    ('Wash the potato, then into the microwave until lunch.', 'potato: clean > heat'),
    ('Put the cup in the microwave for 30 seconds, then hold it.', 'cup: heat > pick'),
    ('Rinse the pan, dry it on the burner for a minute, then put it on the shelf.', 'pan: clean > heat > place=shelf'),
    # a device the object needs is that device's step
    ('The apple needs the fridge for the crunch, then slice it.', 'apple: cool > slice'),
    ('Wash the egg first, then it needs the microwave.', 'egg: clean > heat'),
    # the pick ending said by a hand-over, a keep with me, or said again as holding ("take it home. Hold it")
    ('Chill the egg, then have it handed to me at the door.', 'egg: cool > pick'),
    ('Warm the cup in the microwave and keep it with me on the sofa.', 'cup: heat > pick'),
    ('Rinse the apple at the sink and take it home. Hold it the whole way.', 'apple: clean > pick'),
    ('Chill the bottle, and take it home in your hand.', 'wine_bottle: cool > pick'),
    ('Heat the mug and take it home with you.', 'mug: heat > pick'),
    # a fetch said first is no held ending; a move off a source is no place
    ('Bring the pan over, scrub it and put it on the stove.', 'pan: clean > place=stove_burner'),
    ('Bring your plate, rinse it, then chill it.', 'plate: clean > cool'),
    ('Bring me the mug once it is warm.', 'mug: heat > pick'),  # said after the steps: the ending
    ('I moved your cup off the table to wipe it down. Rinse it, then back on the shelf.', 'cup: clean > place=shelf'),
    ('Moved the pot off the hob earlier. Scrub it and leave it on the counter.', 'pot: clean > place=counter'),
    ('Move the pan off the stove and onto the counter.', 'pan: place=counter'),  # a destination: a place
    # step words used otherwise: an occasion, a thing's name, the object used as a tool, someone else's job
    # or time, what other things do, a device named as a noun, pieces said first, a "how to" title
    ("It's the Sunday bake, so wash the apple and slice it.", 'apple: clean + slice'),
    ('Rinse the potatoes at the sink, then into the pot for the evening boil.', 'potato: clean > place=pot'),
    ('The toast rack is full, so slice the bread and chill it.', 'bread: slice + cool'),
    ('Rinse the pan before you heat with it, and put it on the stove.', 'pan: clean > place=stove_burner'),
    ('Rinse the knife at the sink so you can slice with it, then leave it on the counter.', 'knife: clean > place=counter'),
    ("Wash the plates and stack them on the shelf. Chilling is Sam's job.", 'plate: clean > place=shelf'),
    ('Slicing is your job: cut the bread and put it on the plate.', 'bread: slice > place=plate'),  # the listener's
    ('Chill the wine bottle, then hold it; they toast at nine.', 'wine_bottle: cool > pick'),
    ('Slice the egg, then heat it in the microwave, or the shells pop!', 'egg: slice > heat'),
    ('Leave the egg in the staff fridge.', 'egg: place=fridge'),
    ('Cut the potato up. Cubes into the pot.', 'potato: slice > place=pot'),
    ('Boil the egg, then cut it up. Quarters on the plate.', 'egg: heat > slice > place=plate'),
    ('How to make a cold tomato: slice it, then put it in the fridge, then on a plate.', 'tomato: slice > cool > place=plate'),
    ('How to make warm bread. Cut it with the knife. Then toast it.', 'bread: slice > heat'),
    # "after" said as "afterwards": before a comma, a place's preposition, or a step's base form with its object
    ('I chill the egg in the fridge and after slice it.', 'egg: cool > slice'),
    ('Warm the bread in the microwave and after cut it with the knife.', 'bread: heat > slice'),
    ('The tomato goes in the fridge. After, on the plate for lunch.', 'tomato: cool > place=plate'),
    ('Slice the apple after chilling it.', 'apple: cool > slice'),  # the preposition
    # what was found is how it was before the task
    ('Found the bowl left in the fridge. Wash it and put it on the shelf.', 'bowl: clean > place=shelf'),
    ('Found a mug on the hob, left warm. Wash it and put it in the cabinet.', 'mug: clean > place=cabinet'),
    # participles after the object's name, each with its place, are a list in the order said
    ('Log: plate rinsed at the sink, chilled in the fridge, put on the shelf.', 'plate: clean > cool > place=shelf'),
    ('Diary: egg boiled on the hob, chilled in the fridge, kept with me.', 'egg: heat > cool > pick'),
    # "them" of a plural name is the things themselves; "won't" negates like "don't"
    ('Potato salad: cut the potatoes, rinse them at the sink. I mean, rinse them first.', 'potato: clean > slice'),
    ("Tomato: slice the tomatoes and warm them. Warming first, or they won't slice well.", 'tomato: heat > slice'),
    # the speaker's own past delivery, said without its subject, is where the object is now
    ('Left my pan on the hob after the party. Scrub it and put it in the cabinet, please.', 'pan: clean > place=cabinet'),
    ('Brought my mug back in the microwave box. Rinse it, then leave it on the counter.', 'mug: clean > place=counter'),
    ('Dropped my plate off at the gazebo. Rinse it, then leave it on the counter.', 'plate: clean > place=counter'),
]
