"""Test file 36's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds35`` is near the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-35."""
from __future__ import annotations

FILE36_KINDS = [
    # a closing "exactly that order" / "in that exact order" / bare "that order," orders the list (connectives)
    ('Rinse the mug, chill it, warm it and put it on the shelf. Exactly that order, thanks.',
     'mug: clean > cool > heat > place=shelf'),
    ('Slice the apple, wash it and put it in the bowl. In that exact order please.', 'apple: slice > clean > place=bowl'),
    ('Egg: fridge, knife, onto the plate. That order, cheers.', 'egg: cool > slice > place=plate'),
    ('Rinse the mug, chill it and warm it.', 'mug: clean + cool + heat'),  # no order note: a list
    # the everyday names of a phone, a remote and keys (lexicon aliases)
    ('Pick up your phone from the hall and keep it on you.', 'cell_phone: pick'),
    ('Grab the telly remote and bring it over here.', 'remote_control: pick'),
    ('The car keys are by the door; take them and keep them on you.', 'key_chain: pick'),
    ('Warm the potato. Then ring me, this phone is on charge.', 'potato: heat'),  # "this phone": no object
    # a holding said by "keep them on you", "and keep it", "bring it over", "hand it him/her" (connectives pick)
    ('Chill the tomato and hand it her at the gate.', 'tomato: cool > pick'),
    ('Rinse the cup, warm it and bring it over.', 'cup: clean + heat > pick'),
    ('Wash the apple and keep it, it is yours.', 'apple: clean > pick'),
    ('Rinse the cup and put it back wherever you keep it.', 'cup: clean > place'),  # "you keep it": no holding
    # a person noun ("witness") is a known word, no unknown name (lexicon known_words)
    ('Warm the mug in the microwave and give it to the witness.', 'mug: heat > pick'),
    ('Rinse the cup; the witnesses are thirsty.', 'cup: clean'),
    # a hyphened "hot-food" / "cold-drinks" modifier is no step (connectives idioms)
    ('The ladle from the hot-food station needs a scrub at the sink.', 'ladle: clean'),
    ('Wash the glass bottle from the cold-drinks shelf and put it on the table.',
     'glassbottle: clean > place=dining_table'),
    # put in a device, then its own device verb ("zap it", "nuke it", "microwave it"): the means, one step (places)
    ('Pop the mug in the microwave, nuke it, then onto the shelf.', 'mug: heat > place=shelf'),
    ('Stick the bread in the micro and zap it, then slice it.', 'bread: heat > slice'),
    ('Put the potato in the microwave and microwave it for a minute.', 'potato: heat'),
]
FILE36_KINDS += [
    # a sentence opening "Left a/an <object> ...:" reports a thing brought; its place is no step (anecdotes)
    ('Left a potato for the night shift: heat it, then onto the plate.', 'potato: heat > place=plate'),
    ('Left an egg by the kettle: chill it, then slice it.', 'egg: cool > slice'),
    ('Left a mug on the shelf.', 'mug: place=shelf'),  # nothing after it: the place is the task
]
FILE36_KINDS += [
    # "<object> on the <receptacle>(, for ...):" and a request about "it": where it is now, no place (located)
    ('Tomato on the shelf: chill it and slice it.', 'tomato: cool + slice'),
    ('Mug in the cabinet for the new starter: rinse it, then warm it.', 'mug: clean > heat'),
    ('Mug on the shelf: washed and chilled.', 'mug: clean + cool > place=shelf'),  # no "it" after: the goal
]
FILE36_KINDS += [
    # a longer subject ("the lady with the dog") that "left a/an <object>": a delivery told, no step (anecdotes)
    ('the lady with the dog left an apple on the desk!! wash it then put it on the shelf', 'apple: clean > place=shelf'),
    ('Our neighbour from number nine left a tomato. Slice it and chill it.', 'tomato: slice + cool'),
]
FILE36_KINDS += [
    # another noun that "gets / turns" cold or hot by itself: the weather or the place, no step (becomes)
    ('Rinse the mug and warm it. The office gets cold after six.', 'mug: clean + heat'),
    ('Chill the tomato and hand it to me, the van turns hot by noon.', 'tomato: cool > pick'),
    ('Wash the tomato, then the tomato goes in the fridge.', 'tomato: clean > place=fridge'),  # "goes in": a place
    # a gift note "<object> for you/him/her on the <receptacle>." before the request: where it is, no place (located)
    ('Apple for you on the shelf. Wash it and slice it.', 'apple: clean + slice'),
    ('Bread for her on the side. Toast it, then slice it.', 'bread: heat > slice'),
]
