"""Test file 39's misses, fifth reading (everyday voices from private life: notes to a plant-sitter, a visitors'
book, favours over the fence, handover notes), grouped into general kinds of phrasing; every sentence below is new
(none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE39E_KINDS = [
    # "lunchbox" run into one word after a place preposition and a determiner or possessive ("then into his
    # lunchbox"): the box, a place (lexicon.json led_receptacles, lexicon._led)
    ('Toast the bread, then into his lunchbox.', 'bread: heat > place=box'),
    ('A rinsed tomato in her lunchbox, please.', 'tomato: clean > place=box'),
    ('Slice the apple and pop the slices into their lunchboxes.', 'apple: slice > place=box'),
    ('Chill the apple for her lunchbox, then slice it.', 'apple: cool > slice'),  # "for": what it is for, no place
    ('Scrub the lunchbox and put it on the shelf.', 'box: clean > place=shelf'),  # the thing itself
    # a place verb after its subject pronoun with its particle last in the clause ("before it goes in"), after a place
    # said by its receptacle alone: that place again, no second place "somewhere" (put_back.goes_in_again, places._back_there)
    ('Half a lettuce, rinsed and shredded, in the bowl. Rinsed first, shredded last before it goes in.',
     'lettuce: clean > slice > place=bowl'),
    ('A potato, scrubbed and microwaved, on a plate. Scrub it before it goes on.', 'potato: clean + heat > place=plate'),
    ('Scrub the potatoes, then into the pot. Rinse them well before they go in.', 'potato: clean > place=pot'),
    ('Rinse the mug before it goes in.', 'mug: clean > place'),  # no receptacle said: somewhere
    # a house rule opened by "no" and a word for things in general ("No food near the dining table."): where food may not
    # go, no place of the task asked for after it (general_subjects.house_rules)
    ('No food near the dining table. Heat the potato in the microwave and eat it off a plate.', 'potato: heat > place=plate'),
    ('No food near the counter! Rinse the tomato, slice it and eat it from the bowl.', 'tomato: clean > slice > place=bowl'),
    ('No plate? Heat the potato and leave it on the table.', 'potato: heat > place=dining_table'),  # no word for food: asked
    # a place verb in "-s" right after a plain noun and before a comma ("the back gate sticks, lift the latch"): what that
    # thing does, no place, and it reaches no receptacle in the next sentence (subjects._noun_subject)
    ('The back gate sticks, lift the latch. Lettuce is on the counter; rinse it, then chop it.', 'lettuce: clean > slice'),
    ('The shed door sticks, so shove. The apple is on the counter: wash it, then put it in the bowl.',
     'apple: clean > place=bowl'),
    ('Wash the mug, then Jo sticks it on the shelf.', 'mug: clean > place=shelf'),  # its object after it: a place
    # a diary's arrival opening the clause, then a word of cold ("Got home frozen, heated the pot"): the writer's state,
    # no step (subjects._arrived, read by subjects._persons_state)
    ('Got home frozen, heated the pot on the stove.', 'pot: heat'),
    ('Got in soaked and frozen, heated the mug in the microwave.', 'mug: heat'),
    ('Slice the apple, then back in the fridge frozen.', 'apple: slice > cool'),  # a receptacle: no arrival, the apple's
]
FILE39E_NAMES = [  # (text, the unknown names the parser must flag)
    # a drink or a dish after "in" in a sentence with no step ("The fork. In my soup."): where the thing is now, no name
    # slot (names._stepped)
    ('The fork. In my soup. Rinse it and put it in the drawer.', []),
    ('The teaspoon, in his coffee again. Wash it.', []),
    ('Put the spoon in my tea.', ['tea']),  # a place verb in its sentence: the slot kept
    ('The ladle. In the credenza. Rinse it.', ['credenza']),  # no drink: an unknown place still flagged
]
