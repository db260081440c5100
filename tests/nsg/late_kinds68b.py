"""Test file 68's second reading (a household kitchen run with office and software tools: a wiki runbook, a Trello
card's checklist, an incident post-mortem, a calendar invite), grouped into general kinds of phrasing; every sentence
below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds64b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE68B_KINDS = [
    # a free-order note that names neighbouring items of a numbered list by their numbers, before the list or after it
    # ("Steps (2 and 3 can run in either order):", "Steps 1 and 2 can be swapped.", "steps 2-3 in any order"): those
    # items one free group, the others keep the list's order (numbered.freed_numbers / free_items, read in rules)
    ('Steps (2 and 3 can run in either order):\n1. Fetch the potato from the cabinet.\n2. Rinse it.\n3. Cut it.\n'
     '4. Put it in the pot.', 'potato: clean + slice > place=pot'),
    ('1. Microwave the mug.\n2. Rinse it.\n3. Chill it.\n4. Put it on the shelf.\nSteps 2 and 3 can be swapped.',
     'mug: heat > clean + cool > place=shelf'),
    ('Steps 1-2 in any order:\n1) Wash the tomato.\n2) Slice it.\n3) Put it on the plate.', 'tomato: clean + slice > place=plate'),
    ('Step 1: heat the egg. Step 2: chill it. Step 3: put it in the bowl. Step 1 and step 2 in either order.',
     'egg: heat + cool > place=bowl'),
    # contrast: no free-order word in the note, the list keeps its order
    ('Steps (2 and 3 are the slow ones):\n1. Fetch the potato from the cabinet.\n2. Rinse it.\n3. Cut it.\n'
     '4. Put it in the pot.', 'potato: clean > slice > place=pot'),
    # a tool list after "with" whose first item has a state word ("with hot water and the dish sponge", "with warm water
    # and a sponge"): the state word is the first item's, the later thing is a tool, not the contents of the object
    # as "a pot with hot water" would make it (cues.contents)
    ('Scrub the pan with warm water and the dish sponge, then put it in the cabinet.', 'pan: clean > place=cabinet'),
    ('Rinse the cup with hot water and a sponge.', 'cup: clean'),
    # contrast: the state word right before the inner thing is still the contents' state
    ('A bowl with a cold and sliced apple.', 'apple: cool + slice > place=bowl'),
    # "ping" before the person it is sent to ("ping Dad in #kitchen", "ping me when it's done", "ping @sam"): a message,
    # no heating (connectives.json messaged, unmeant._pinged)
    ('Wash the cup, then ping Mum in the group chat.', 'cup: clean'),
    ('Put the egg in the bowl and ping me when it is there.', 'egg: place=bowl'),
    ('Rinse the mug. If the mark stays, ping @lee.', 'mug: clean'),
    # contrast: "ping" before the object is the microwave's heating
    ('Ping the mug in the microwave, then put it on the counter.', 'mug: heat > place=counter'),
    # an incident's title "<thing> found <state / place>" ("Lettuce found warm on the counter.", "Mug found dirty in
    # the sink"): how it was found, before the task, no step nor place (incidents.found_said)
    ('Incident report: Tomato found warm on the counter.\nFix: tomato cold and in the fridge by noon.',
     'tomato: cool > place=fridge'),
    ('Issue: cup found in the sink. Wash it and put it on the shelf.', 'cup: clean > place=shelf'),
    # contrast: "found" before a time is a relative clause ("the kettle found this morning"): the task is read after it
    ('The pan found yesterday should go on the shelf after a rinse.', 'pan: clean > place=shelf'),
    # a piece noun right after a checklist's box or a bullet, before where it goes ("[ ] slices on his plate",
    # "- halves in the bowl"): the slicing said by its result, then the place (usages.drop_usages, _ITEM_MARKS)
    ('Checklist:\n[ ] rinse the potato\n[ ] cut it up\n[ ] chunks in the pot', 'potato: clean > slice > place=pot'),
    ('To do:\n- wash the tomato\n- slice it\n- halves on the plate', 'tomato: clean > slice > place=plate'),
    # contrast: a piece noun after a bullet with no place after it stays as it was read
    ('To do:\n- wash the tomato\n- slices, thin ones', 'tomato: clean > slice'),
    # a perfect passive with "already" after its participle ("it's been washed already", "It has been rinsed already."),
    # no relative word before it: done, no step (changes._already); "no" and a step's word before a comma calls that
    # sub-task off ("no washing, ...", "no rinse, and ...": set_aside.no_more)
    ('Chill the mug and put it in the cabinet. It has been rinsed already.', 'mug: cool > place=cabinet'),
    ('Cut the potato and pop it in the pot, no washing, it\'s been scrubbed already.', 'potato: slice > place=pot'),
    ('Slice the apple, no rinse, and put it in the bowl.', 'apple: slice > place=bowl'),
    # contrast: a relative clause keeps the step ("which has been washed already" is said of the task's object)
    ('Put the apple which has been washed already in the bowl.', 'apple: clean > place=bowl'),
    # contrast: "no" and a step's word before a clause of time orders it, calls nothing off
    ('Slice the apple, no rinsing till it is cold.', 'apple: slice > cool > clean'),
]
