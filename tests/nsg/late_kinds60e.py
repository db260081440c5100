"""Test file 60's fifth reading (a match-day rota, a signal box, a langar kitchen, canal and shooting-lodge notes),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE60E_KINDS = [
    # a box that is a booth a person sits in: "the commentary box", "the signal box", "the scorers' box" (connectives.json
    # booth_words), or a bare "the box" right after "to <him/her/me...> in": no receptacle; carried there is a hand-over
    # (booths, read in cues and handovers.handed_over)
    ('Rinse the mug and take it to the commentary box for the umpire.', 'mug: clean > pick'),
    ('Warm the cup in the microwave, then carry it up to the signal box.', 'cup: heat > pick'),
    ("Chill the glass bottle and bring it to him in the judges' box.", 'glassbottle: cool > pick'),
    ('Heat the mug in the microwave. Then take it over to her in the box.', 'mug: heat > pick'),
    ('Toast the bread and carry it across to the press box.', 'bread: heat > pick'),
    ('Wash the apple, then put it in the lunch box.', 'apple: clean > place=box'),  # a box for food: a place
    ('Heat the potato, then take it to the box.', 'potato: heat > place=box'),  # no booth word, no person: a place
    ('Slice the apple, then take it to school in the box.', 'apple: slice > place=box'),  # "school": no person's pronoun
    ('Slice the bread and put it in the press.', 'bread: slice > place=cabinet'),  # "press" alone: the cupboard
    # a recap of bare verbs after "so" or a colon that ends its sentence, naming again only steps said before, one
    # word each, commas between: the order they are done in (restated._summed_up)
    ("Potato: slice it and boil it in the pot. Rinsing comes first in this house, so rinse, slice, boil.",
     'potato: clean > slice > heat'),
    ('Rinse the apple, cut it and chill it. Our rule: rinse, chill, cut.', 'apple: clean > cool > slice'),
    ('Cut the apple, rinse it and chill it, in any order. So: rinse, cut, chill.', 'apple: slice + clean + cool'),  # freed
    ('Slice the bread and toast it. So slice, toast, butter.', 'bread: slice + heat'),  # "butter": no step said before
]
