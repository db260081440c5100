"""Test file 64's sixth reading (notes through a door, texts to a teenager, a grandmother's asks), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds64e``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-68."""
from __future__ import annotations

FILE64F_KINDS = [
    # the rings of a British hob by where they sit ("the front ring", "the back rings", "the rear ring"): the stove
    # burner, like "gas ring" and "hob ring" (lexicon.json aliases of stove_burner); a bare "ring" stays no receptacle
    # and "give me a ring" a call (connectives.json idioms)
    ('Give the pot a wash and put it on the back ring.', 'pot: clean > place=stove_burner'),
    ('Rinse the kettle, then pop it on the front ring.', 'kettle: clean > place=stove_burner'),
    ('Scrub the frying pan and leave it on the rear ring to dry.', 'pan: clean > place=stove_burner'),
    ('Warm the soup pot on the front ring, then put it on the counter.', 'pot: heat > place=counter'),  # the means
    ('Wash the mug and put it on the shelf, then give me a ring.', 'mug: clean > place=shelf'),  # a call, no ring
    # a heating device said with its setting after a heat said with no verb ("to be hot, on the back ring, on low";
    # connectives.json heat_settings): the device is on and heating it, the means, no place (settings.set_to_heat)
    ('The soup pot just needs to be warm, on the back ring, on a low heat.', 'pot: heat'),
    ('The pan should be hot on the hob on medium when I get in.', 'pan: heat'),
    ('Wash the pot; it should be hot, on the back ring, on low.', 'pot: clean > heat'),
    # contrasts: a place said by a verb is where it is kept warm ("leave it on the back ring on low"), and a heat
    # with no setting after the device keeps the device as the place
    ('Heat the soup pot and leave it on the back ring on low.', 'pot: heat > place=stove_burner'),
    ('The pot must be hot, on the hob, for the soup.', 'pot: heat > place=stove_burner'),
    ('The pan needs to be clean, on the front ring, on a medium heat.', 'pan: clean > place=stove_burner'),
]
