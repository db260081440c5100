"""Test file 10's third reading (work orders, telegrams, a bedtime story, a chef's shorthand), its misses grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds10b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE10C_KINDS = [
    # a device said after "then" and a preposition ("then onto the burner") right after a step of another sub-task, the
    # device's own sub-task said before that step: where the object goes next, a place, not that step's device
    # (uses.moved_on, read in places._is_device)
    ('Pan: stove to warm, sink to rinse, then onto the hob.', 'pan: heat > clean > place=stove_burner'),
    ('Chill the tomato, cut it, then into the fridge.', 'tomato: cool > slice > place=fridge'),
    ('Warm the kettle, scrub it, then onto the stove.', 'kettle: heat > clean > place=stove_burner'),
    ('Warm the kettle, then onto the stove.', 'kettle: heat'),  # right after its own step: that step's device
]
FILE10C_KINDS += [
    # a note's one-word state right before its own device, no determiner, after the object's name or another state
    # ("POTATO HOT MICROWAVE CLEAN SINK"): the object's state, made there, not the device's attribute (attributes.
    # state_at_device, read in cues._classify); a wish's states stay one group past their devices (telegraphic)
    ('NEED MUG COLD FRIDGE CLEAN SINK STOP', 'mug: cool + clean'),
    ('Want egg clean sink, hot microwave.', 'egg: clean + heat'),
    ('Apple cold fridge, then bowl.', 'apple: cool > place=bowl'),
    ('Put the mug in the clean sink.', 'mug: place=sink'),  # a determiner before it: the sink's attribute
]
FILE10C_KINDS += [
    # a receptacle said first after a preposition, a verb of resting right after it and the object's name after that ("In
    # the bowl lay an egg", a story's inversion): where the object rests (fronted.rests_there); two words of its own
    # between the determiner and a name ("the little blue bowl") still leave the name after its preposition
    # (spans.name_lead, read in targets and places._fronted)
    ('On the white plate lay a tomato, sliced and cold.', 'tomato: slice + cool > place=plate'),
    ('In the big red pot sat a potato, scrubbed clean.', 'potato: clean > place=pot'),
    ('Inside the tiny green bowl rested an apple, washed.', 'apple: clean > place=bowl'),
    ('Lay the egg in the bowl.', 'egg: place=bowl'),  # the verb of placing: as before
]
FILE10C_KINDS += [
    # a list lettered "(a)", "(b)" or "a)", "b)", a later note naming its steps by those letters in brackets ("Note: (b)
    # precedes (a)."): those steps said again, the order the note gives (numbered.numbered_notes)
    ('Job 4: mug. (a) chill in fridge, (b) rinse at sink, (c) put on shelf. Note: (b) precedes (a).',
     'mug: clean > cool > place=shelf'),
    ('Potato: a) microwave it b) cut it. Do (b) first.', 'potato: slice > heat'),
    ('Potato: a) microwave it b) cut it.', 'potato: heat > slice'),  # no note: the list's order
]
FILE10C_KINDS += [
    # a step said as a noun phrase whose noun names no step ("a cold snooze in the fridge"), that noun said again alone
    # in a later note with an order word ("Scrub before snooze!"): the step said again, the note's order
    # (step_nouns.nouns_said_again)
    ('The egg wanted a cold snooze in the fridge and a scrub in the sink. "Scrub before snooze," said the old owl.',
     'egg: clean > cool'),
    ('The apple longed for a warm nap in the microwave and a slice with the knife. The nap comes last.',
     'apple: slice > heat'),
    ('The egg had a cold snooze in the fridge and a scrub in the sink. It loved its snooze.', 'egg: cool + clean'),
]
FILE10C_KINDS += [
    # a route of receptacles said by their names alone, two or more before its last stop, the object named after it
    # ("Sink, fridge, bowl - that's the apple's route."): the last stop is where the object ends up, no target
    # (passed_over.route_stop, read in targets.target_object)
    ('Sink, fridge, then bowl: that is the tomato\'s trip.', 'tomato: clean > cool > place=bowl'),
    ('Sink, fridge, cabinet: the cup\'s route. No, swap it: fridge before the sink.', 'cup: cool > clean > place=cabinet'),
    ('Wash the bowl, then put the bowl in the cabinet.', 'bowl: clean > place=cabinet'),  # no route: the bowl is the thing
]
