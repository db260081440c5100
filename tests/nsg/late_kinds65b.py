"""Test file 65's second reading (written procedures, forms and official or semi-official instructions), read after it
was scored, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds65``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE65B_KINDS = [
    # a staying participle right after the name ("Green mug left on the desk: ...") says where the thing is now, so a
    # receptacle said alone later ("... and back on the shelf") is the place of the task (reach.left_not_put, places)
    ('Green mug left on the desk: rinsed and back on the shelf please.', 'mug: clean > place=shelf'),
    ('Old plate lying on the counter: washed, and back in the cabinet.', 'plate: clean > place=cabinet'),
    ('Green mug left on the desk: rinse it.', 'mug: clean'),  # no receptacle said after it: no place
    # a drink or a dish after a participle's preposition ("the wok used for the stir fry is washed") is no subject of
    # the state after it: the thing before the participle is (not_steps._others_state)
    ('The wok used for the stir fry is washed and back on the shelf.', 'pan: clean > place=shelf'),
    ('The bowl kept for the soup is washed and back in the cabinet by noon.', 'bowl: clean > place=cabinet'),
    ('Heat the mug until the coffee is hot.', 'mug: heat'),  # the coffee is the subject: no second step
    # "within her reach on the side table": "within", a possessive and a word outside the vocabulary before a receptacle
    # is how near it must be, the receptacle the place (others._out_of_use)
    ('Her plate must be warm and within her reach on the side table.', 'plate: heat > place=side_table'),
    ('The cup is to be clean and within their reach on the counter.', 'cup: clean > place=counter'),
    ("Nobody's wellies on the table. Wash the mug.", 'mug: clean'),  # somebody's thing on it: no place
    # a temperature right after "was" / "were" and a participle ("the rolls were served cold") when a later sentence asks
    # the opposite one: how it went wrong, no step (reports._served_so)
    ('Note from the last shift: the rolls were served cold. This time the bread must be hot and on a plate.',
     'bread: heat > place=plate'),
    ('Complaint: the apples were served warm. Chill the apple and put it on a plate.', 'apple: cool > place=plate'),
    ('The potatoes were served cold. Slice the potato.', 'potato: cool > slice'),  # no opposite asked: a step
    # "left half a / an" and the name: what someone left, a report like "left a mug in the back", no place
    # (reports._left_report)
    ('Visitors left half an apple in the drawer. Bin it.', 'apple: place=garbage_can'),
    ('Our guests left half an egg in the pan. Bin it.', 'egg: place=garbage_can'),
    ('Leave half an apple in the drawer.', 'apple: place=drawer'),  # a request: the place
    # "left it" and a word of dirt, then the device it was left on or in ("the cleaners left it greasy on the hob"):
    # how it was left, no stay there (unmeant._left_as)
    ('Roasting pan - the cleaners left it greasy on the hob. Scrub it and put it on the shelf.', 'pan: clean > place=shelf'),
    ('The kids left the pot sticky in the microwave. Wash it.', 'pot: clean'),
    ('Leave the pot on the hob. Then put it in the cabinet.', 'pot: heat > place=cabinet'),  # a request: a stay
    # a fixture's name holding a step word ("the wash-hand basin"): no step (connectives.json idioms)
    ('The mug found at the wash-hand basin must go in the bin.', 'mug: place=garbage_can'),
    ('Put the plate by the wash hand basin on the shelf.', 'plate: place=shelf'),
    ('Wash the plate by the basin and put it on the shelf.', 'plate: clean > place=shelf'),  # the verb: a step
    # a device said as a verb opening its clause, then a word in "-s" outside the vocabulary ("Fault: fridge smells"):
    # the device is the subject, no step (subjects._device_does)
    ('Fault: fridge smells. Action: put the apple in the bin.', 'apple: place=garbage_can'),
    ('Problem - microwave sparks. Put the mug on the shelf.', 'mug: place=shelf'),
    ('Fridge tomatoes, wash them.', 'tomato: cool > clean'),  # a name after it: the verb
    # a one-word state right before a name said as left over right after it ("the sliced bread left over from lunch"):
    # how that leftover already is, no step (usages._cut_leftover)
    ('Find the sliced bread left over from lunch and put it in the bin.', 'bread: place=garbage_can'),
    ('Take the chopped apple left from breakfast and put it in the fridge.', 'apple: place=fridge'),
    ('Put the sliced bread in the bin.', 'bread: slice > place=garbage_can'),  # no leftover: a step
    # a receptacle in the clause of the person something is handed to, opened by ", who" ("hand it to the porter, who
    # pours it at the table"): where that person does something, no place (strays.whose_clause, read by others.not_a_place)
    ('Chill the wine bottle in the fridge and hand it to the porter, who pours it at the table.', 'wine_bottle: cool > pick'),
    ('Warm the mug and give it to Sam, who takes it to the side table.', 'mug: heat > pick'),
    ('Chill the wine bottle and put it on the table for the porter.', 'wine_bottle: cool > place=dining_table'),  # no "who": a place
    # "after" and a participle ending the list, after another verb joined by "and" ("goes back in the drawer and gets
    # logged after it is washed"): the step after "after" comes first (compose._close_prefixes)
    ('The knife goes back in the drawer and gets logged after it is washed.', 'knife: clean > place=drawer'),
    ('The mug shall be put back on the shelf and ticked off after it has been rinsed.', 'mug: clean > place=shelf'),
    ('Can you put the mug in the fridge to chill and after pass it to me?', 'mug: cool > pick'),  # "after" then a command: in order
    # a clause disclaimed right after it as not the reader's duty ("The cook toasts it - that is not your job."): someone
    # else's step, no step (not_asked._not_your_job)
    ('Slice the bread and put it on the plate. The cook toasts it - that is not your job.', 'bread: slice > place=plate'),
    ("Wash the mug and put it on the shelf. The porter heats it, that's not part of your role.", 'mug: clean > place=shelf'),
    ("Wash the mug. Heat it too - that's your job.", 'mug: clean > heat'),  # no "not": a step
    # a receptacle ending its sentence right after a copula, a preposition and the object's own name ("The stew is in a
    # pot in the fridge. Heat the pot ..."): where it is now, no place nor the device's step (located._held_there)
    ('The stew is in a pot in the fridge. Heat the pot on the stove and hand it to me.', 'pot: heat > pick'),
    ('His soup is in a bowl on the counter. Chill the bowl in the fridge.', 'bowl: cool'),
    ('The stew is in a pot. Put the pot in the fridge.', 'pot: place=fridge'),  # a place verb: the place
    # "leaving" after a name's possessive and a noun of the occasion ("for Friday's leaving do"): the occasion's name only,
    # the rest of its clause still asks (complaints.left_about, _farewell)
    ("Put the wine bottle for Friday's leaving do in the fridge to chill, then put it on the coffee table.",
     'wine_bottle: cool > place=coffee_table'),
    ("Warm the bread for Jo's leaving party in the microwave and slice it.", 'bread: heat + slice'),
    ("Vera's leaving, cake's sorted. Wash the mug and put it on the shelf.", 'mug: clean > place=shelf'),  # a farewell
    # a note's list of bare commands with their own phrases, no object said ("rinse under the tap, cut into quarters and
    # serve on a side plate"): a recipe ending in the place, read in order (chained._command, _placed)
    ('Apples: wash at the sink, cut into wedges on the board and serve on a plate.', 'apple: clean > slice > place=plate'),
    ('Tomatoes: rinse under the tap, cut into quarters and serve on a side plate.', 'tomato: clean > slice > place=plate'),
    ('The mug: clean, cold, and on the shelf.', 'mug: clean + cool > place=shelf'),  # end states: one group
]


# a measure noun outside the vocabulary right after "<copula> <adjective> in" ("the slices are even in thickness"): the
# measure the pieces share, no name slot (names.unknown_names); without the copula it is still flagged
FILE65B_NAMES = [
    ("The bread slices are equal in width and the bread was washed first.", []),
    ("The potato wedges must be even in size; wash the potato before cutting it.", []),
    ("Slice the potato and put it in thickness.", ["thickness"]),
]
