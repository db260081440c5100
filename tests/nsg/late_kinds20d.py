"""Test file 20's fourth reading (a grandparent's phone messages, a dad's notes, a pub's prep list), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE20D_KINDS = [
    # a drying said on a heating device is its heating ("dry it off on the stove"); a place verb said later that points
    # back at that device ("Leave it there on the burner.", "then leave it there") is where the thing ends up, a place
    # kept, not the drying's device removed with it (stays._timed_devices)
    ('Skillet: rinse it at the sink, then dry it on the hob. Leave it there on the burner.',
     'pan: clean > heat > place=stove_burner'),
    ('Wash the kettle, then dry it off on the stove, then leave it there.', 'kettle: clean > heat > place=stove_burner'),
    ('Rinse the pot, dry it on the hob and leave it there.', 'pot: clean + heat > place=stove_burner'),
    ('Wash the pan, then dry it off on the stove.', 'pan: clean > heat'),  # no later place: the drying's device only
    ('Wash the pan, then leave it to dry off on the stove.', 'pan: clean > heat'),  # the verb before: no place
    # a step whose own clause names the cut pieces ("put the slices in the fridge", "the pieces go in the fridge")
    # comes after the cutting, that clause after a comma too (pieces._object_of_clause)
    ('Cut an apple with the knife, put the slices in the fridge to get cold and set them on a plate.',
     'apple: slice > cool > place=plate'),
    ('Chop the lettuce, put the pieces in the fridge to get cold and serve them in a bowl.',
     'lettuce: slice > cool > place=bowl'),
    ('Chop the lettuce, put it in the fridge to get cold and serve it in a bowl.',
     'lettuce: slice + cool > place=bowl'),  # "it", no pieces named: the list stays free
    ('Cut the apple into slices and chill it.', 'apple: slice + cool'),  # the pieces in the cutting's own clause: free
]
