"""Test file 60's third reading (scout-hut, langar, canal, shoot-lunch and letter voices), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE60C_KINDS = [
    # ". I mean, just <step>" after a step said with a purpose ("... in the bowl to cool. I mean, just put it in the
    # bowl."): like "no, just", the clause before it is taken back, from the same sub-task's step said before when there
    # is one (corrections._taken_back)
    ('Cook the potato in the microwave, then put it on the plate to cool. I mean, just put it on the plate.',
     'potato: heat > place=plate'),
    ('Boil the egg on the stove and leave it in the bowl to cool. I mean, just leave it in the bowl.', 'egg: heat > place=bowl'),
    ('Cook the potato in the microwave. I mean, just wash it.', 'potato: clean'),
    # without "just" the words after "I mean" replace only the same sub-task: the cooling stays
    ('Cook the potato in the microwave, then put it on the plate to cool. I mean, put it on the plate.',
     'potato: heat > cool > place=plate'),
    # a hyphened compound "washing-up bowl" is no washing (connectives.json idioms "washing - up"), a place refused with
    # a hyphened or one-word modifier ("never in the washing-up bowl", "never in the big pot") is refused all the same
    # (places.said_not_at), and a receptacle said after a preposition is no other thing that makes a knife the tool
    # (targets.target_object)
    ('My knife should always live clean and in a drawer, never in the washing-up bowl.', 'knife: clean > place=drawer'),
    ('The spoon should always be in a drawer, not in the washing-up bowl.', 'spoon: place=drawer'),
    ('The knife goes in the drawer, never in the big pot.', 'knife: place=drawer'),
    ('Put the spoon in the washing-up bowl.', 'spoon: place=bowl'),  # a place asked: the bowl is its receptacle
    ('Grab a knife and slice the apple, then put it in the bowl.', 'apple: slice > place=bowl'),  # the knife is the tool
    # "not your job" in brackets (or between commas) right after an item of a list disclaims that item: its steps and
    # its thing are none (not_asked.disclaimed_items, story._waved_off)
    ('Tonight: the pan scrubbed (not your job, Dad does it) and the mug washed and on the shelf.', 'mug: clean > place=shelf'),
    ('Before you go: the oven warm (not your job really) and the plate washed and back on the shelf.',
     'plate: clean > place=shelf'),
    ('Tonight: the spoon, not your job, and the mug washed and on the shelf.', 'mug: clean > place=shelf'),
    ('Tonight: the apple chilled (not your plate, the big one) and then on the plate.', 'apple: cool > place=plate'),  # no duty
    # a state word before an unknown modifier and the target ("one washed steel plate on the table"): the target's
    # attribute, so the receptacle is its place (cues._classify)
    ('One washed steel plate on the dining table.', 'plate: clean > place=dining_table'),
    ('A clean enamel mug on the counter, please.', 'mug: clean > place=counter'),
    ('Chill the apple, then put it next to the clean tin tray on the counter.', 'apple: cool > place=counter'),  # the tray's
    # "somebody put it in X" is a report when the text later says where the thing lives or belongs (reports._again)
    ('Somebody put the mug in the fridge. It lives in the cupboard.', 'mug: place=cabinet'),
    ('Someone put the spoon on the shelf. Rinse it, it belongs in the drawer.', 'spoon: clean > place=drawer'),
    ('Somebody put the apple in the bowl. It belongs in the fridge.', 'apple: place=fridge'),
    ('Someone put the spoon in the drawer, please.', 'spoon: place=drawer'),  # nothing said after: a request
    # a hand-over with "up" / "down" before "to" ("handed up to Ian on the trailer") is the pick (connectives.json
    # steps.pick)
    ('Warm the pot on the stove, then hand it up to Ian.', 'pot: heat > pick'),
    ('The pot warmed on the stove and then passed up to Ian.', 'pot: heat > pick'),
    ('Wash the mug and hand it down to Gran in the garden.', 'mug: clean > pick'),
    ('Warm the pot on the stove, up to you how long.', 'pot: heat'),  # "up to you": no hand-over
    # a note opened by "Whoever's <-ing word>" up to its colon or comma says whom it is for: its step words are none
    # ("Whoever's picking up this week: ..."; clauses.asked_who)
    ("Whoever's picking up this week: when you come in, rinse the kettle, then hand it to me.", 'kettle: clean > pick'),
    ("Whoever's chopping today, when you get here, wash the apple and put it in the bowl.", 'apple: clean > place=bowl'),
    ("Whoever's washing up tonight, when you get in, put the mug in the cupboard.", 'mug: place=cabinet'),
    ("Whoever's washing the mug should put it in the cupboard.", 'mug: clean > place=cabinet'),  # the subject: kept
]
