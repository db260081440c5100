"""Test file 46's misses (people telling machines and researchers the task: prompts, bug reports, task
lists, demo scripts), read after it was scored, grouped into general kinds of phrasing; every sentence
below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-45."""
from __future__ import annotations

FILE46_KINDS = [
    # a bare receptacle after a Unicode arrow ("chill → plate"): the place, as after "->" (places)
    ('Mug: rinse → warm → shelf.', 'mug: clean > heat > place=shelf'),
    ('Potato wash → slice → bowl, ten demos.', 'potato: clean > slice > place=bowl'),
    ('Egg: boil → chill.', 'egg: heat > cool'),  # no receptacle at the end: no place
    # a frame word ("goal", "objective") before a noun of a list ("objective list", "stretch goal demo"): a list of steps, no end-state frame (late)
    ('Objective list: rinse the cup, chill it, put it on the shelf.', 'cup: clean > cool > place=shelf'),
    ('Our stretch goal demo: slice the bread, warm it, then put it on the plate.', 'bread: slice > heat > place=plate'),
    ('The goal: the cup rinsed, chilled and on the shelf.', 'cup: clean + cool > place=shelf'),  # a frame: one group
    # "doesn't need <gerund>", "needn't be <participle>": no step, like "does not need" (spans)
    ("Warm the mug and put it on the shelf. It doesn't need rinsing.", 'mug: heat > place=shelf'),
    ("Chill the apple; it needn't be washed.", 'apple: cool'),
    ("If the plate doesn't look clean, wash it, then put it in the cabinet.", 'plate: clean > place=cabinet'),
    # the pieces as the object of a later step's clause ("put the slices in the fridge to keep them cold"): after the slicing (pieces)
    ('Cut the apple and put the pieces in the fridge so they stay cold.', 'apple: slice > cool'),
    ('Slice the potato and put the chunks in the microwave to heat them.', 'potato: slice > heat'),
    ('Slice the potato and put it in the fridge to keep it cold.', 'potato: slice + cool'),  # no pieces named: a plain "and"
    # "since" + a subject + a negated auxiliary ("since Sam won't"): a reason, not a time (anecdotes)
    ("Rinse the bowl and put it on the shelf since Sam won't.", 'bowl: clean > place=shelf'),
    ("Chill the cup and put it in the cabinet since Jo can't.", 'cup: cool > place=cabinet'),
    # a hand-over with "one" / "them" before "over" ("hand one over"): a pick (connectives)
    ('Chill the apples, then hand one over.', 'apple: cool > pick'),
    ('Wash the potatoes and hand them over.', 'potato: clean > pick'),
    # "hand-holding", "picks its own order": no pick (connectives idioms)
    ('Heat the mug and put it on the shelf, no hand-holding needed.', 'mug: heat > place=shelf'),
    ('Rinse the cup and chill it; the robot picks its own order.', 'cup: clean + cool'),
    # a hand-over, then a place under a negation ("hand it to me, not put it in the drawer"): the hand-over stays (handovers)
    ('Rinse the fork and hand it to me, not put it in the drawer.', 'fork: clean > pick'),
    ("Warm the bread and give it to Ann, don't leave it on the plate.", 'bread: heat > pick'),
    ('Warm the bread and give it to Ann on a plate.', 'bread: heat > place=plate'),  # no negation: given by placing
]
