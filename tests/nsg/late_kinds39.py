"""Test file 39's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds38``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-38."""
from __future__ import annotations

FILE39_KINDS = [
    # a piece noun inside a name of another thing ("ice cubes", "fat quarters", "quarter peal"): no slicing (connectives idioms)
    ('The plants get ice cubes on Fridays. Chill the glass bottle and put it on the shelf.', 'glassbottle: cool > place=shelf'),
    ('Bring your fat quarters to the class. Rinse the kettle and heat it on the stove.', 'kettle: clean + heat'),
    ('After the quarter peal, warm the pot on the hob.', 'pot: heat'),
    ('Cut the potato into quarters and heat it.', 'potato: slice + heat'),  # pieces of the object: a slicing
    # "didn't care about the order" frees the steps around it (connectives, like "don't care about the order")
    ('Mug rinsed, chilled, warmed - did not care about the order - then on the shelf.', 'mug: clean + cool + heat > place=shelf'),
    ("Washed the apple, sliced it, didn't care about the order, then put it in a bowl.", 'apple: clean + slice > place=bowl'),
    # "the X's in the fridge": where the object is now, said with a contracted copula (story)
    ("The kettle's on the counter; rinse it in the sink.", 'kettle: clean'),
    ("The pan's in the fridge; warm it on the hob.", 'pan: heat'),
    ('Put the pan in the fridge, then put it on the table.', 'pan: cool > place=dining_table'),  # asked: a chilling
    # what the speaker has done already, in the perfect ("I've just washed it"), or where the speaker left it (speaker)
    ("Heat the mug in the microwave please. I've already rinsed it.", 'mug: heat'),
    ("Slice the bread and put it on a plate. We've just warmed it up.", 'bread: slice > place=plate'),
    ("Chill the tomato and slice it. I've left it on the shelf for you.", 'tomato: cool + slice'),
    ('Chill the tomato, then rinse it.', 'tomato: cool > clean'),  # no remark: both steps
    # how cold or hot the speaker feels ("we were all frozen", "all of us cold"): no state of the object (speaker)
    ('We were all frozen after the walk, so heat the pot on the stove.', 'pot: heat'),
    ("I'm absolutely roasting. Chill the glass bottle in the fridge.", 'glassbottle: cool'),
    ('Windy day, all of us cold: warm the kettle and bring it to me.', 'kettle: heat > pick'),
]
