"""Test file 63's misses (ten everyday voices of club, group and staff-room kitchen notes: a gliding club, a chess
club, a Rotary club's lunch meeting, a falconry centre, a caving club's hut, a talking newspaper, a sixth-form common
room, a dog-training club, an ice rink's staff room, a parent-and-toddler group), read after it was scored, grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-62."""
from __future__ import annotations

FILE63_KINDS = [
    # "to whoever's" / "to whoever is" and a verb's -ing form ("hand it to whoever's cooking"): the one who receives
    # it, described by what they are doing; no step in that clause (clauses.asked_who)
    ('Cool the apple and then give it to whoever is cooking.', 'apple: cool > pick'),
    ("Rinse the plate and pass it to whoever's baking tonight.", 'plate: clean > pick'),
    ("Wash the mug, heat it and bring it to whoever's washing up.", 'mug: clean > heat > pick'),
    ('Whoever is cooking heats the pan.', 'pan: heat'),  # no "to" / "for" before it: the doer, the step stays
    # a relative clause on the object that closes with no step ("the mug that is chipped"), then "and" / "and then" and
    # a command on "it" ("and put it in the cupboard"): a new command said after the first, no step of the clause done
    # before (compose._relative_clauses, compose._relation); a time after "since" in it ends at that "and"
    # (anecdotes._reasons)
    ('Wash the plate that is chipped and then put it on the counter.', 'plate: clean > place=counter'),
    ('Rinse the bowl which is by the kettle and put it in the cabinet.', 'bowl: clean > place=cabinet'),
    ("Someone wash the mug that's been growing fur since Monday and put it in the cupboard.", 'mug: clean > place=cabinet'),
    ('Put the apple that was picked and washed in the bowl.', 'apple: clean > place=bowl'),  # a participle, no "it": in the clause
    # after a hand-over, "he" / "she" / "they" and a modal before a place verb ("- he can't leave it while ..."): what
    # the receiver can or cannot do, no place of the object (subjects._receiver_can)
    ("Heat the mug and hand it to her - she can't leave it for a second.", 'mug: heat > pick'),
    ("Warm the bowl and give it to him; he can't put it down.", 'bowl: heat > pick'),
    ('Heat the mug, then you can leave it on the counter.', 'mug: heat > place=counter'),  # the one addressed: a place
    # "came" / "arrived" and a step's participle right after ("they came washed from the shop"): how the thing came,
    # no step (happened._came_so)
    ('Slice the apple and put it on the plate. No need to rinse it, it came washed.', 'apple: slice > place=plate'),
    ('The bread arrived sliced. Toast it and put it on the plate.', 'bread: heat > place=plate'),
    ('Once it comes cleaned, put the mug on the shelf.', 'mug: clean > place=shelf'),  # in a time clause: a step, as before
]
