"""Test file 37's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds36`` is near the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-36."""
from __future__ import annotations

FILE37_KINDS = [
    # somebody else's doing, "someone" and a past or perfect verb: a report, no step (reports)
    ('Somebody has been chilling the mug in the freezer. Wash it and put it on the shelf.', 'mug: clean > place=shelf'),
    ('The bread - someone put it in the oven! Slice it and put it on the plate.', 'bread: slice > place=plate'),
    ('Someone had used the knife to cut string. Rinse it and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Someone cut the bread please, and put it on the plate.', 'bread: slice > place=plate'),  # a request
    # a sentence with a subject told of a past time ("last time", "yesterday"): no step (reports)
    ('Chill the apple in the fridge. He sliced it yesterday.', 'apple: cool'),
    ('Put the mug in the cabinet. You left it on the shelf last time.', 'mug: place=cabinet'),
    ('Someone please wash the mug, it has tea in it from yesterday. Put it on the shelf after.',
     'mug: clean > place=shelf'),  # the past time in another clause: asked
    # the object left somewhere, reported: "left a/an <object>", "left ... again" (reports)
    ('The night porter left an egg in the sink. Heat it and give it to me.', 'egg: heat > pick'),
    ('You left the mug on the table again. Wash it and put it in the cabinet.', 'mug: clean > place=cabinet'),
    # a step put off: "<step> can wait (till tomorrow)": not asked now (reports)
    ('Rinse the cup and put it on the shelf. The heating can wait till Monday.', 'cup: clean > place=shelf'),
    ('Slice the potato. Washing it can wait.', 'potato: slice'),
    ('Slice the apple; the chilling can wait until it is sliced.', 'apple: slice > cool'),  # an order, no putting off
    # the speaker's own chore, "while I / we <step word>" with no object: no step (reports)
    ('Heat the mug and hold it while I clean up.', 'mug: heat > pick'),
    ('Chill the apple and slice it while we wash up.', 'apple: cool + slice'),
    # "There's a <object> ... in the <receptacle>" before a request: where it is, no place (reports)
    ("There's a potato for you in the cabinet. Heat it, then slice it.", 'potato: heat > slice'),
    ('There is a mug on the shelf. Rinse it and chill it.', 'mug: clean + cool'),
    # a receptacle after "to her / to Sam at" or "ask at": where the person is, no place (others)
    ('Chill the apple, then bring it to him at the table.', 'apple: cool > pick'),
    ('Wash the cup, then take it to Priyanka at the counter.', 'cup: clean > pick'),
    ('Slice the bread and put it on the plate. Ask at the counter if you need a knife.', 'bread: slice > place=plate'),
    # "<step> comes first (of all)" / "goes first": that step before the rest (connectives)
    ('Chill the potato, then put it in the pot. Rinsing it comes first.', 'potato: clean > cool > place=pot'),
    ('Bread: slice it, then onto the plate. Heating it comes first of all.', 'bread: heat > slice > place=plate'),
    # a gerund with "'s" ("the slicing's got to come after ..."): the step word (connectives steps)
    ("Chill the apple and cut it. The cutting's got to come after the chill.", 'apple: cool > slice'),
    ("Heat the mug and wash it. The washing's got to come after the heat.", 'mug: heat > clean'),
    # "move fast" / "get a move on": hurry, no place (connectives idioms)
    ('Wash the tomato and slice it. Move fast.', 'tomato: clean + slice'),
    ('Chill the egg, then slice it - get a move on.', 'egg: cool > slice'),
    # a known modifier between the source preposition and the receptacle ("from the front desk"): where it comes from
    ("Bowl from the front counter: rinse it, then take it to her at the table.", 'bowl: clean > pick'),
    ("Rinse the bowl, then put it on the front counter.", 'bowl: clean > place=counter'),
]
