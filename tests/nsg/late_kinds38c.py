"""Test file 38's third reading (a parent's, a stand-in's and a TV cookery voice), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE38C_KINDS = [
    # a summary ("So:") naming a step by its device alone, no verb of its own, when that step was said before the summary
    # ("She likes pears cold. So: pear into the fridge first, then ..."): that step, where the summary puts it, not dropped
    # with the words before the summary (summaries._by_device)
    ('He likes his apple cold. So: apple into the fridge first, then cut it, then it goes on his plate.',
     'apple: cool > slice > place=plate'),
    ('She wants the potato hot. So: slice it first, then into the microwave.', 'potato: slice > heat'),
    ('Chill the tomato. So: cut it first, then the fridge, then onto the plate.', 'tomato: slice > cool > place=plate'),
    ('Chill the tomato. So: cut it, then put it on the plate by the fridge.', 'tomato: slice > place=plate'),  # "by": a landmark
    # a place into a device "to crisp" / "to firm" ending its clause (connectives.json stay_changes): a stay for the
    # device's sub-task, like "to crisp up" (stays._to_change); "to dry" / "to drain" after a place stay places
    ('Rinse the lettuce, then into the fridge to crisp, then slice it.', 'lettuce: clean > cool > slice'),
    ('Cut the apple and pop it in the fridge to firm.', 'apple: slice + cool'),  # a list joined by "and": free order
    ('Scrub the pan, then leave it on the stove to dry.', 'pan: clean > place=stove_burner'),
    ('Wash the cup and leave it in the sink to drain.', 'cup: clean > place=sink'),
    # a third party's past delivery after a clause of its own and a comma or "and" ("Gran's poorly, Dad left a note."):
    # a remark, its verb no place claiming a receptacle said later (anecdotes._delivered)
    ("Gran's in charge and your dad's left a note. First wash the potato, then into the microwave.",
     'potato: clean > place=microwave'),
    ("Nan's out, Grandad left a list. Wash the apple, then onto the shelf.", 'apple: clean > place=shelf'),
    ('Wash the apple, then left it in the fridge.', 'apple: clean > place=fridge'),  # the object's own: a place
    # a device's step said after its place in a sentence of its own with "at the end" / "lastly" ("..., and it goes in
    # the fridge. Fridge at the end."): what the trip was for, like "Fridge last." (stays._said_after)
    ('Wash the apple, slice it, and it goes in the fridge. Fridge at the end.', 'apple: clean > slice > cool'),
    ('Rinse the tomato and it goes in the microwave. Microwave at the end.', 'tomato: clean > heat'),
    ('Rinse the tomato and put it in the fridge at the end.', 'tomato: clean > place=fridge'),  # one clause: a place
    # a place verb, its object and a bare "in" ending the clause ("Open the cupboard and put the mug in."): the receptacle
    # said before it, like "before it goes in" (put_back._put_in); with none said before, a place somewhere
    ('Open the cupboard and put the bowl in.', 'bowl: place=cabinet'),
    ('Rinse the cup. The cupboard is empty now, so put it in.', 'cup: clean > place=cabinet'),
    ('Rinse the cup, then put it in.', 'cup: clean > place'),
    # a last step in a clause of "after" set off by a comma, with its subject or its "-ing" ("..., after you've washed it."):
    # done before the step said before the comma (again.after_clause_last, in compose._close_prefixes); the learner's
    # "..., after slice it" (afterwards) and "after that" still order it later
    ('Put the potato in the microwave, after you have rinsed it.', 'potato: clean > place=microwave'),
    ("Chill the apple, after Dad's sliced it.", 'apple: slice > cool'),
    ('Put the mug on the shelf, after washing it.', 'mug: clean > place=shelf'),
    ('Rinse the mug, after that put it on the shelf.', 'mug: clean > place=shelf'),
    ('Rinse the apple, after slice it.', 'apple: clean > slice'),
]
