"""Test file 70's first reading, its second half (a Regency letter, a video game's quest log, a 1940s home-front
broadcast, a mock-epic poem, a gothic horror narrator), grouped into general kinds of phrasing; every sentence below
is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-72."""
from __future__ import annotations

FILE70B_KINDS = [
    # an old name of the fridge written with a hyphen ("the ice-box", "ice-boxes"): the fridge, a place or the cooling
    # device (lexicon.json aliases)
    ("Have the apple washed and then set in the ice-box until supper.", "apple: clean > place=fridge"),
    ("Rinse the cup and stand it in the ice-box.", "cup: clean > place=fridge"),
    ("Chill the tomato in the ice-box, then slice it.", "tomato: cool > slice"),  # the device: no place
    # a household's cook called by the title alone, a verb of will or word after it ("in whatever order Cook likes",
    # "Cook wants ..."): a person, no heating (connectives.json person_verbs, cues._person)
    ("Scrub the potato and boil it, in whatever order Cook likes, then put it on the plate.",
     "potato: clean + heat > place=plate"),
    ("Cook wants the egg boiled and then chilled.", "egg: heat > cool"),
    ("Cook the potato, then put it on the plate.", "potato: heat > place=plate"),  # the verb: heating
    # a quest log's numbered objectives ("Objective 1/3: ...", "Goal 1 of 2: ..."): items of a list in its order, no
    # end-state frame (numbered.item_number, read by late._end_states)
    ("Quest 2 of 3\nObjective 1/2: Rinse the Mug\nObjective 2/2: Heat the Mug in the Microwave", "mug: clean > heat"),
    ("Objective 1: Chill the Apple\nObjective 2: Slice the Apple\nObjective 3: Put it in the Bowl",
     "apple: cool > slice > place=bowl"),
    ("Goal 1 of 2: slice the bread. Goal 2 of 2: toast it.", "bread: slice > heat"),
    ("Objective: the apple washed and sliced, on the plate.", "apple: clean + slice > place=plate"),  # a frame
    ("By the time 6:30 comes round, the apple should be washed and sliced and on the plate.",
     "apple: clean + slice > place=plate"),  # a clock's colon: still a frame
]
