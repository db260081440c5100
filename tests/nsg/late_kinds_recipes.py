"""Recipe lists (``nsg.parser.minilm.chained``): a comma list of commands, each a verb with its
object, that ends in the one place is read in the order told; a list without a place, a list of
participles, a place said first, "also" or free-order words keep the convention's one group. Every
sentence is new (none is an evaluation line). Read into ``test_nsg_parser_late.ALL``."""
from __future__ import annotations

RECIPE_KINDS = [
    ('Scrub the potatoes, cut them into cubes and put them in the pot.', 'potato: clean > slice > place=pot'),
    ('Rinse the apple, chill it and put it on the plate.', 'apple: clean > cool > place=plate'),
    ('Wash the egg, warm it in the microwave and leave it on the counter.', 'egg: clean > heat > place=counter'),
    ('Please slice the bread, heat it and put it on a plate for me.', 'bread: slice > heat > place=plate'),
    ('Rinse the tomato, cut it, chill the pieces and lay them in the bowl.', 'tomato: clean > slice > cool > place=bowl'),
    ('Scrub the potato, heat it in the microwave and straight onto the plate.', 'potato: clean > heat > place=plate'),
    ('Wash the egg, boil it, slice it and have it on a plate.', 'egg: clean > heat > slice > place=plate'),
    # the convention's group stays where the list is not a recipe
    ('Wash the apple, chill it and slice it.', 'apple: clean + cool + slice'),  # no place
    ('An apple washed, chilled and placed in a bowl.', 'apple: clean + cool > place=bowl'),  # participles
    ('Put the apple in the bowl, wash it and chill it.', 'apple: place=bowl + clean + cool'),  # the place first
    ('Wash the apple, chill it and also put it on the plate.', 'apple: clean + cool > place=plate'),
    ('Wash the apple, chill it and put it on the plate, in any order.', 'apple: clean + cool + place=plate'),
    ('He is going to wash the apple, chill it and put it on the plate.', 'apple: clean + cool > place=plate'),  # told ahead
    ('Rinse the mug, heat it and put it on the shelf. Heat it before rinsing it.', 'mug: heat > clean > place=shelf'),
]
