"""Test file 16's third reading (legal, haiku, text-message and radio voices), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE16C_KINDS = [
    # a reason clause after a stop said alone ("mug in the fridge bc warm milk is gross, then the table"): "bc" is
    # "because" (lexicon._SPOKEN), the reason's state words are no steps (anecdotes._reasons), and the reason closes the
    # stop's clause, so the stop is still said alone (connectives.json stop_reasons, stations._bare)
    ('mug in the fridge bc warm milk is gross, then the dining table.', 'mug: cool > place=dining_table'),
    ('The cup in the sink because it is filthy, then the shelf.', 'cup: clean > place=shelf'),
    ('potato in the microwave cos cold potato is sad, then the plate', 'potato: heat > place=plate'),
    ('Put the mug in the sink because it is filthy.', 'mug: place=sink'),  # one stop with its verb: a place
    # "having" right after a step said as a noun with its determiner ("the washing having been done before the heating"):
    # an absolute clause's participle, no "after"; the order words inside it say the order (lookalikes._absolute)
    ('The mug shall be hot and clean, the washing having been done before the heating.', 'mug: clean > heat'),
    ('Let the apple be sliced and cold, the slicing having come after the chilling.', 'apple: cool > slice'),
    ('Having rinsed the bowl, chill it.', 'bowl: clean > cool'),  # "having" opening a clause: still "after"
    # "before" right after a thing's name and before a person, with a verb of the thing or a clause end after the
    # person ("the shelf before you is ...", "the bowl before me."): where, no order word (facing.py, via lookalikes)
    ('The mug on the shelf before you is dirty; rinse it and put it in the cabinet.', 'mug: clean > place=cabinet'),
    ('The pan on the counter before me was chilled in the fridge before being put back there.', 'pan: cool > place=counter'),
    ('Rinse the cup before you put it in the cabinet.', 'cup: clean > place=cabinet'),  # the person's own clause: a time
    # a move's word said over and over as a sound ("bang bang bang!", "pop, pop, pop."): no place (sounds.py, anecdotes)
    ('We need the potato in the sink, then the microwave, then onto the plate. Three stops, bang bang bang!',
     'potato: clean > heat > place=plate'),
    ('Rinse the cup, chill it, then pop, pop, pop.', 'cup: clean > cool'),
    ('Rinse the cup, then bang it in the fridge.', 'cup: clean > place=fridge'),  # one "bang" with its object: a move
    # "first" inside the verb of a step said after another ("it must first be washed", "that it be first rinsed", "you
    # should first wash it"): that step before all (inner_first.py, connectives.json inner_first_aux)
    ('Slice the tomato and put it in the bowl; it must first be washed.', 'tomato: clean > slice > place=bowl'),
    ('Heat the mug in the microwave, but see that the mug be first rinsed at the sink.', 'mug: clean > heat'),
    ('Chill the apple, then slice it; remember to first rinse it.', 'apple: clean > cool > slice'),
    ('You should first rinse the pot and chill it, in any order, then put it on the shelf.', 'pot: clean + cool > place=shelf'),  # opening the list
    # a step taken back by "wait, not" and its word after a pause ("and sliced... wait, not sliced, it's a mug!"): no
    # step (corrections._not_after_all)
    ('Wash the mug, heat it, then slice it... wait, not sliced, it is a mug! Then onto the shelf.', 'mug: clean > heat > place=shelf'),
    ('Wash the plate, chill it, wait, not chilled, heat it, then put it in the cabinet.', 'plate: clean > heat > place=cabinet'),
    ('Wash the mug and chill it, but not in the fridge, then put it in the cabinet.', 'mug: clean + cool > place=cabinet'),  # "not" of where: kept
    # lines of verse written with slashes ("Sink, then microwave / the mug, warm and clean / sits upon the shelf"): a slash
    # between lines of three words or more ends a line as a comma would, no "and" across it; a line ending in a word
    # that needs more, or the next opening with a preposition, goes on (verse.py, connectives.json verse_goes_on)
    ('Sink, then fridge, then knife / the apple, cut and cold / waits inside the bowl', 'apple: clean > cool > slice > place=bowl'),
    ('The oven hums low / the mug warms; then the fridge / held cold in my hand', 'mug: heat > cool > pick'),
    ('The mug in the sink / rinsed, then the microwave warms / on the coffee table', 'mug: clean > heat > place=coffee_table'),
    ('Tomato: wash / chop, then into the bowl', 'tomato: clean + slice > place=bowl'),  # a note's one-word items: "and"
    # how the thing is to be served, said before its steps ("Bread, to be served warm: slice it, then warm it"): the
    # goal's temperature is no step when the same sub-task is said again later, which stands where it is said
    # (served.py, connectives.json serving_participles, rules)
    ('Bread, to be served warm: slice it, then warm it, then set it on the counter.', 'bread: slice > heat > place=counter'),
    ('The apple, to be eaten cold: cut it and chill it, in any order, then put it in the bowl.',
     'apple: slice + cool > place=bowl'),
    ('Wash the mug; it is to be served hot.', 'mug: clean > heat'),  # said once: the heating
]
