"""Test file 11's misses, second reading (ten early voices: see its paragraph in the evaluation README), read after it
was scored, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds62``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE11B_KINDS = [
    # a piece noun that is also a step word ("dice") said after "before" / "after" and "the", ending its clause ("the
    # wash must come before the dice"): the step named in an order note, not the pieces (pieces.named_in_order_note,
    # read in cues._piece_or_heading)
    ('Dice the potato and wash it; the wash should happen before the dice.', 'potato: clean > slice'),
    ('Dice the tomato and heat it. The heat has to come before the dice.', 'tomato: heat > slice'),
    ('Dice the apple, chill it. The chill goes before the dice, please.', 'apple: cool > slice'),
    ('Rinse the apple, then cut it into dice.', 'apple: clean > slice'),  # cut into dice: the pieces, no order note
]
FILE11B_KINDS += [
    # a place command joined by "and" right after "<step> after <gerund> it" ("slice it after toasting it and put it on
    # the plate"): the "and" joins the main command, not the gerund's clause: the place is the last step
    # (ends.after_gerund_then_placed)
    ('slice the bread after toasting it and put it on the plate', 'bread: heat > slice > place=plate'),
    ('Rinse the mug after heating it and place it on the shelf.', 'mug: heat > clean > place=shelf'),
    ('cut the potato after washing it at the sink and set it in the bowl', 'potato: clean > slice > place=bowl'),
    ('Slice the bread after toasting it, then put it on the plate.', 'bread: heat > slice > place=plate'),  # "then": as before
    ('Slice the bread after toasting it and putting it on the plate.', 'bread: heat > place=plate > slice'),  # a gerund: in the clause
]
FILE11B_KINDS += [
    # the tool as the subject of a verb of contact right after an order word ("chill it before the knife touches it",
    # "the rinse has to come before the blade meets it", a verse's line break "/" after the order word allowed): the
    # slicing said again in an order note (notes._meets)
    ('Cut the tomato and wash it; wash it before the knife meets it.', 'tomato: clean > slice'),
    ('Slice the bread, then chill it. No - the chilling must come before the knife touches it.', 'bread: cool > slice'),
    ('Slice the potato and heat it. Heat it before the knife sees it.', 'potato: heat > slice'),
    ('cut the apple, then heat / no - the heat must come before / the knife touches it', 'apple: heat > slice'),  # verse
    ('Cut the tomato and wash it; the knife is in the drawer.', 'tomato: slice + clean'),  # no order clause: a group
]
FILE11B_KINDS += [
    # a device opening its clause, then only words of using, coming or modality up to "before" / "after" ("the fridge
    # may be used only after the sink", "the sink must come before the microwave"): the device's step named in an
    # order note (notes.used_in_order, read in clauses.named_by_receptacle)
    ('Chill the mug in the fridge and rinse it at the sink; the fridge comes after the sink.', 'mug: clean > cool'),
    ('Heat the apple in the microwave and wash it at the sink; the sink must come before the microwave.',
     'apple: clean > heat'),
    ('Cool the pot in the fridge and scrub it in the sink. The fridge should only be used after the sink.',
     'pot: clean > cool'),
    ('Remember to heat the apple in the microwave and wash it at the sink, and that the microwave may be used only after '
     'the sink.', 'apple: clean > heat'),
    ('Heat the apple in the microwave and wash it; the sink is by the door.', 'apple: heat + clean'),  # no order word
]
