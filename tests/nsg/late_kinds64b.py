"""Test file 64's second reading (messages between family members, flatmates, neighbours and carers), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds64``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE64B_KINDS = [
    # "bring me" / "fetch us" the thing, then a step on it with "first" / "beforehand": a hand-over to the asker said
    # first, held to the end, not a fetch (moves.handed_before)
    ('Can you bring me the cup? Rinse it out first, it smells of soup.', 'cup: clean > pick'),
    ('Fetch us the plate, love, but give it a wash beforehand.', 'plate: clean > pick'),
    ('Fetch the mug, rinse it first.', 'mug: clean'),  # no asker: a fetch, no hand-over
    # a verbless place at a person's own receptacle ("at his desk", "on her tray") while the task ends handed over to
    # someone: where that person is, no place (hands._whose_place)
    ('Priya wants a warm mug at her desk. Heat it in the microwave and take it to her.', 'mug: heat > pick'),
    ('Tom would like a chopped apple on his desk, so slice one and bring it to him.', 'apple: slice > pick'),
    ('Priya wants a warm mug at her desk. Heat it in the microwave.', 'mug: heat > place=desk'),  # no hand-over: a place
    # where the thing is now, said with a copula and a receptacle named in two words ("is in the fridge drawer", "are
    # on the cupboard shelf") before a request about it: one receptacle, where it is, no place (located.food_modifier)
    ('The tomatoes are in the fridge drawer. Could you slice one and heat it?', 'tomato: slice + heat'),
    ('The plates are on the cupboard shelf. Wash one and warm it for me.', 'plate: clean + heat'),
    ('Slice the tomato and put it in the fridge drawer.', 'tomato: slice > place=fridge'),  # a place verb: a place
    # a landmark after a receptacle, said with "left of" / "right of" ("the drawer left of the sink"): where that
    # receptacle stands, not where the thing goes, and "left" no verb of leaving (connectives.json idioms,
    # places._outer)
    ('The spatula lives in the drawer left of the stove. Rinse it first.', 'spatula: clean > place=drawer'),
    ('Wash the spatula and put it in the drawer left of the fridge.', 'spatula: clean > place=drawer'),
    ('Wash the spatula and put it on the left of the fridge.', 'spatula: clean > place=fridge'),  # no receptacle before: the place
    # "whichever" and a person's noun before "first" ("whichever child asks first"): who gets it, no note freeing the
    # order (lookalikes.whichever_first)
    ('Toast the bread and then slice it, whichever twin gets up first can have it.', 'bread: heat > slice'),
    ('Slice the apple, then put it in the bowl, whichever guest arrives first.', 'apple: slice > place=bowl'),
    ('Slice the apple and put it in the bowl, whichever you like first.', 'apple: slice + place=bowl'),  # no person: the order freed
]
