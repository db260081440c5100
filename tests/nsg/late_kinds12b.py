"""Test file 12's misses, second reading (ten varied voices: a stage play's directions, a ship's galley, an old
English of the stage, a lab protocol, a to-do list, rhyming couplets, a crime scene's log ...), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds53b``; the first reading is ``FILE12_KINDS``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE12B_KINDS = [
    # a state said without a verb in a list framed by its container ("a plate of egg, in slices, cold from the
    # fridge", "fridge-cold"): the state's own adjective joins the list's one group, the place last
    # (verbless, read by late._participle_lists)
    ('Found this morning: a bowl of tomato, rinsed at the sink, fridge-cold.', 'tomato: clean + cool > place=bowl'),
    ('Spotted: bread on the plate, cut up, warm from the microwave.', 'bread: slice + heat > place=plate'),
    ('A plate of potato, in chunks, cold from the fridge, is my dinner.', 'potato: slice + cool > place=plate'),
    ('A bowl of tomato, rinsed at the sink, then fridge-cold.', 'tomato: clean > cool > place=bowl'),  # an order word: in order
]
