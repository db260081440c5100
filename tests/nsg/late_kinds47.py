"""Test file 47's misses (tasks buried in long messages: family emails, voice-note transcripts, diaries,
newsletters), read after it was scored, grouped into general kinds of phrasing; every sentence below is
new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-46."""
from __future__ import annotations

FILE47_KINDS = [
    # two steps offered as alternatives after the list, around "or": their order is free (restated)
    ('Chill the mug and rinse it. Chill then rinse or rinse then chill, either suits me.', 'mug: cool + clean'),
    ('Heat the plate and wash it, then set it on the table. Wash it or heat it first, I am easy.',
     'plate: heat + clean > place=dining_table'),
    ('Rinse the egg, then boil it. Rinse it first or it will taste of the shed.', 'egg: clean > heat'),  # no alternative
    # "put it on to boil": switched on for a step, no place (moves)
    ('Rinse the kettle, then put it on to boil.', 'kettle: clean > heat'),
    ('Wash the pot and put it on to heat for the soup.', 'pot: clean + heat'),
    ('Wash the pan, then put it on the stove.', 'pan: clean > place=stove_burner'),  # a receptacle: a place
    # colloquial names and cooking verbs (lexicon, connectives)
    ('Slice the bloomer and toast it.', 'bread: slice + heat'),
    ('Put the washing-up liquid on the shelf.', 'soap_bottle: place=shelf'),
    ('Stand the bottle of washing-up liquid on the counter.', 'soap_bottle: place=counter'),
    ('Parboil the potato, then put it in the pan.', 'potato: heat > place=pan'),
    ('The pan from the fry-up is filthy. Give it a scrub.', 'pan: clean'),  # a meal, no heating
]
