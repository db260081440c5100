"""Test file 44's third reading (game-show hosts, robot run logs, a parent's complaint to a teacher), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-69."""
from __future__ import annotations

FILE44C_KINDS = [
    # "to go cold" / "to get cold" after a place that is not the fridge ("left on the counter to go cold"): left
    # standing, no cooling step, as "to cool" was (others.purpose_of_place)
    ('Warm the mug in the microwave, then set it on the counter to go cold.', 'mug: heat > place=counter'),
    ('Microwave the potato and leave it on the table to get cold.', 'potato: heat > place=dining_table'),
    ('Heat the mug in the microwave, then put it in the fridge to go cold.', 'mug: heat > cool'),  # the device: its step
    # a device said as not used ("the fridge isn't needed", "isn't in this one", "doesn't come into it"), also after
    # "no wait": no place, and no receptacle said again (connectives.json out_of_use; others._out_of_use, corrections)
    ('Apple sliced... apple on the plate... The fridge isn\'t needed.', 'apple: slice > place=plate'),
    ('Potato washed, potato on the counter. The fridge doesn\'t come into it.', 'potato: clean > place=counter'),
    ('Slice the bread and put it on the plate. No wait, the microwave isn\'t part of this one.', 'bread: slice > place=plate'),
    ('Slice the bread and put it on the plate. No wait, the counter.', 'bread: slice > place=counter'),  # a receptacle said again
    ('Egg boiled, egg in the bowl. No need for the fridge.', 'egg: heat > place=bowl'),  # others.lacked
    ('Potato washed, potato on the plate. We don\'t need the microwave.', 'potato: clean > place=plate'),
    ('Mug washed... mug on the shelf... the microwave stays shut.', 'mug: clean > place=shelf'),
    ('Slice the apple and put it in the fridge. No need for the plate.', 'apple: slice > place=fridge'),  # the other one
    # a step's word (a device's name, a gerund) opening its clause and said "not needed" / "not required": no step
    # (connectives.json unneeded; needless._said_unneeded)
    ('Apple sliced, apple in the bowl. Microwave not needed.', 'apple: slice > place=bowl'),
    ('Cut the bread and put it on the plate. Toasting not required.', 'bread: slice > place=plate'),
    ('Cut the bread, then microwave it. The plate is not needed.', 'bread: slice > heat'),
    ('Cut the bread and toast it, not needed for long.', 'bread: slice + heat'),  # not opening its clause: a step
    # a question of two ways, the second with "just" ("washed or just put away?"), answered by "just" and one of them:
    # the other way's steps are no steps (answered_choice, from corrections)
    ('Should the bowl be rinsed or just moved to the cabinet? The list says just moved.', 'bowl: place=cabinet'),
    ('Do I chill the apple or just put it on the counter? Just put it on the counter.', 'apple: place=counter'),
    ('Do I chill the apple or just put it on the counter? Just chill it.', 'apple: cool'),
    ('Do I chill the apple or just put it on the counter?', 'apple: cool > place=counter'),  # no answer: left as said
    # a state word naming a part of a show ("the chilled round", "the hot category"), not the object's: no step
    # (connectives.json segment_nouns; cues._classify)
    ('Welcome to the hot round! Wash the plate, then give it to the judge.', 'plate: clean > pick'),
    ('Back to the chilled category: slice the apple and put it on the plate.', 'apple: slice > place=plate'),
    ('Slice the bread and put a warm round of it on the plate.', 'bread: slice > heat > place=plate'),  # a piece of it: a step
    # "he / she / they leave(s) it on X" opening a sentence after a rule of where the thing goes ("it goes back in the
    # sink"): what someone does instead, a complaint, no place (complaints._against_rule)
    ('Please tell her the mug goes back on the shelf once it is washed. She leaves it on the counter.', 'mug: clean > place=shelf'),
    ('The pan belongs in the cabinet after it is scrubbed. They just leave it on the stove.', 'pan: clean > place=cabinet'),
    ('He washes the pan. He leaves it on the counter.', 'pan: clean > place=counter'),  # no rule said: his step
]
