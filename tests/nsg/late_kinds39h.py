"""Test file 39's eighth reading (neighbours' notes, a digger's diary, bell-ringers' and pigeon-fanciers' notices),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). File 39's own misses left after this reading are gold-ordered "and" lists and fridge disputes; these kinds
are the neighbouring ways of saying its ordered steps that the parser misread.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-68."""
from __future__ import annotations

FILE39H_KINDS = [
    # a wish frame ("I want the egg boiled, ...", an end-state frame whose steps are one free group) with a later step in
    # a clause opened by "after" / "before" and a gerund, or by "once" / "when" and the step said again ("and after the
    # boiling chill it", "and once it's boiled, chilled"): the opener orders the two, as it does outside a frame
    # (firsts.closes_prefix, read by late._end_states)
    ('I want the egg boiled, and after the boiling chill it.', 'egg: heat > cool'),
    ("I'd like the mug rinsed, and after the rinsing, heat it.", 'mug: clean > heat'),
    ("I'd like the egg boiled and, once it's boiled, chilled in the fridge.", 'egg: heat > cool'),
    ("I want the cup rinsed, and when it's rinsed, chill it.", 'cup: clean > cool'),
    ("I want the mug rinsed, and when the rinsing's done, heat it.", 'mug: clean > heat'),
    ('What I want: the egg boiled, and after the boiling, chilled, then on a plate.', 'egg: heat > cool > place=plate'),
    ('By tonight: the potato washed and, after the washing, heated.', 'potato: clean > heat'),
    ('I want the potato washed, and before heating it slice it.', 'potato: clean > slice > heat'),
    ('I want the egg boiled, chilled and sliced.', 'egg: heat + cool + slice'),  # no opener: the frame's free group
    ('I want the apple rinsed and chilled, and on a plate.', 'apple: clean + cool > place=plate'),  # no opener
    ('I want the egg boiled, and after lunch chill it.', 'egg: heat + cool'),  # a time after "after", no step: free
    # "once" / "when" and "it's" with the state of the step said before, right after a step, where that state word was
    # taken by the device visit before it ("put it in the fridge and slice it once it's cold": the fridge is the
    # chilling, "cold" no step of its own): that step comes after the one before it (afterwards._once_done)
    ("Put the apple in the fridge and slice it once it's cold.", 'apple: cool > slice'),
    ("Stick the tomato in the fridge and cut it up when it's cold.", 'tomato: cool > slice'),
    ("Pop the potato in the microwave and slice it when it's hot, then onto the plate.", 'potato: heat > slice > place=plate'),
    ('Thu. Put the tomato in the fridge when I got in and sliced it once it was cold.', 'tomato: cool > slice'),  # a diary's past
    ('Put the apple in the fridge and slice it.', 'apple: place=fridge + slice'),  # no "once": a place, free order
    ("Put the apple in the fridge, and wash it when you're home.", 'apple: place=fridge + clean'),  # a time, no state
    ("Chill the apple and slice it once it's cold.", 'apple: cool > slice'),  # the state said as a step: the grammar's own
]
