"""Test file 57's fourth reading, grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE57D_KINDS = [
    # a place verb followed only by a form of pieces ("the loaf lies in slices"): how the thing is, cut, no place
    # "somewhere" (in_pieces, called from hands.drop_hand_places; the "in ..." slice adjectives of connectives.json)
    ('The potato lies in wedges on the board, unheated.', 'potato: slice'),
    ('The potato lay in chunks.', 'potato: slice'),
    ('The apple rests in little pieces.', 'apple: slice'),
    ('The apple lies in pieces in the sink.', 'apple: slice > place=sink'),  # a receptacle named: a place
    ('The apple lies in the sink.', 'apple: place=sink'),  # no pieces: a place
    # a thing moved only to clear room ("the tomato is only moved out of the way"): no place "somewhere" (out_of_way,
    # called from hands.drop_hand_places; out_of_the_way in connectives.json)
    ('He cools the egg; the bowl is just moved out of the way.', 'egg: cool'),
    ('She washes the mug; the plate is moved out of her way.', 'mug: clean'),
    ('Move the cup into the cabinet.', 'cup: place=cabinet'),  # no "out of the way": a place
    # a claim corrected by "wrong object" ("The card says 'chill the apple'. Wrong item."): the thing named in the claim
    # is no target when a later sentence names another (bug_reports.wrong_object, read by passed_over.passed_over;
    # wrong_object_nouns in connectives.json)
    ('The card says \'chill the apple\'. Wrong item. The egg gets chilled.', 'egg: cool'),
    ('Caption reads "wash the cup". Wrong object: the bowl gets washed.', 'bowl: clean'),
    ('The card says \'chill the apple\'. Wrong object. Chill it.', 'apple: cool'),  # no other thing named: the claim's
    ('The card says \'chill the apple\'. Wrong. The apple gets heated.', 'apple: heat'),  # wrong, not said of the object
]
