"""Test file 57's third reading (a scene described by its states), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE57C_KINDS = [
    # a copula's comma list of states whose later items are bare adjectives ("is sliced, warm") or pieces after "in"
    # ("is in thin slices, hot"), a "now" after a state and before its comma saying when it holds: one group of end
    # states like a list of participles, the place still last (verbless.listed_state / timed_nows, late._participle_lists)
    ('The potato is sliced, cold, in the bowl.', 'potato: slice + cool > place=bowl'),
    ('The bread is in thin slices now, hot from the microwave, on the counter.', 'bread: slice + heat > place=counter'),
    ('The mug is rinsed now, cold from the fridge, on the shelf.', 'mug: clean + cool > place=shelf'),
    ('The apple is in small pieces, warm.', 'apple: slice + heat'),
    ('The potato is sliced, then cold.', 'potato: slice > cool'),  # an order word: in order
    ('The mug is washed now, then chilled.', 'mug: clean > cool'),  # "now" before "then", no list of states
    ('Make the apple, which was sliced, cold.', 'apple: slice > cool'),  # the state made, after the clause's step
    # a device after a state and a comma, then a clause saying the step was done there ("hot, on the burner it was
    # heated on", "cold, in the fridge where it got chilled"): that step's device, a means, no place (uses.second_end_state)
    ('The mug is cold, in the fridge it was chilled in.', 'mug: cool'),
    ('The potato is hot, in the microwave where it got heated.', 'potato: heat'),
    ('The kettle hot, on the stove burner.', 'kettle: heat > place=stove_burner'),  # no clause: two end states, a place
]
