"""Test file 63's third reading (club, rink and training-hall voices), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``. The first three kinds are words beside the task that must not be read as an unknown name (so the
whole description is refused): the graphs the rules give them are in ``FILE63C_KINDS``, the unknown-name checks in
``FILE63C_NAMES``; the fourth is a cooling word under a negation, the fifth a house rule about other things.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE63C_KINDS = [
    # a third person's doing told as it happens ("he's taking the yoga class after"): a one-word -ing verb after
    # "he's" / "she's" / "they're" / "he is" ..., no command and no name slot (names._third_doing)
    ("Warm the mug and give it to her; she's teaching the pilates class at six.", "mug: heat > pick"),
    ("Rinse the apple for Tom, he is running the archery session later.", "apple: clean"),
    # the contents of a vessel named before, with "in it" ("the pot ... heat the stew in it"): what the vessel holds,
    # the vessel the target (names.unknown_names, lexicon contents / contents_vessels)
    ("Rinse the bowl, then warm the porridge in it.", "bowl: clean > heat"),
    ("The kettle is grubby. Scrub it, then boil the water in it.", "kettle: clean > heat"),
    # an unknown word right before a room noun ("the physio room", "the staff office"): which room, no slot
    # (names.unknown_names, lexicon rooms, beside the old "kitchen")
    ("Chill the apple and bring it to the physio room for the team.", "apple: cool + pick"),
    ("Slice the bread in the volunteers office and hand it round.", "bread: slice > pick"),
    # a cooling word said as a noun after a preposition ("on the ice", "on ice") in a clause whose verb a negation
    # denies ("hot drinks don't go on the ice", "never leave it on ice"): where it must not be, no cooling
    # (not_done.negated_on, read by clauses.drop_negated)
    ("Heat the cup and set it on the bench. Warm things never go on the ice.", "cup: heat > place=counter"),
    ("Wash the tomato. Don't leave it on ice.", "tomato: clean"),
    ("Wash the tomato, then keep it on ice.", "tomato: clean > cool"),  # no negation: the cooling stays
    # a plural receptacle name opening its clause, then "get" / "are" and a participle ("(Cat bowls get done in the
    # utility sink.)"): how such things are dealt with, a house rule, no place of the object (strays.done_elsewhere,
    # read by others.not_a_place)
    ("(Cat bowls get done in the utility sink.) Rinse the tomato and hand it to me.", "tomato: clean > pick"),
    ("Pans get done in the other kitchen. Slice the bread and give it to Jo.", "bread: slice > pick"),
    ("Wash the tomato. Bowls on the left, please.", "tomato: clean > place=bowl"),  # no participle: the place stays
]

# (text, the names flagged): the contrasts keep their flags
FILE63C_NAMES = [
    ("Warm the mug and give it to her; she's teaching the pilates class at six.", []),
    ("Warm the mug, then take the pilates class.", ["pilates", "class"]),  # a command: still a slot
    ("Rinse the bowl, then warm the porridge in it.", []),
    ("Warm the porridge in it.", ["porridge"]),  # no vessel named: the dish stays in the slot
    ("Chill the apple and bring it to the physio room for the team.", []),
    ("Chill the apple and put it in the physio.", ["physio"]),  # no room noun: still a place slot
]
