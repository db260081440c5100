"""Test file 76's first reading (transport and logistics control voices: an air-traffic controller, a crane banksman's
radio calls, a warehouse pick list, a courier app, a cargo stowage plan, a drone's mission plan, a parcel locker's
screens, an airport turnaround sheet), grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-75; ``FILE76_NAMES`` into its ``NAMES``."""
from __future__ import annotations

FILE76_KINDS = [
    # a receptacle's name said as an adjective of a noun of place ("leave in safe place: the plate", a courier's note):
    # a kind of place, no safe, and its noun no place verb; the name after the colon is the place (lexicon
    # adjective_receptacles, compounds.modifier and compounds.noun_compounds)
    ('Rinse the mug, then leave it in a safe place: the shelf.', 'mug: clean > place=shelf'),
    ('Slice the tomato. Left in safe place: the bowl.', 'tomato: slice > place=bowl'),
    ('Chill the wine bottle and keep it in a safe spot, the counter.', 'wine_bottle: cool > place=counter'),
    ('Wash the key chain and lock it in the safe.', 'key_chain: clean > place=safe'),  # the safe itself
    # a state word after a negated verb ("couldn't" / "can't" too) and its object said by name: the state it must not
    # be left in, no step (not_done.named_denied, read by clauses._denied_state)
    ("Couldn't leave the mug cold, so heated it, then put it on the counter.", 'mug: heat > place=counter'),
    ("We can't serve the apple warm: chill it, then slice it.", 'apple: cool > slice'),
    ('Leave the mug cold and put it on the counter.', 'mug: cool > place=counter'),  # no negation: the state
    # a heading of where the thing ends up before a colon ("Location: FRIDGE", "Delivering to: fridge", "PUT-AWAY LOC:"):
    # the device after it is the place, no verb and no device of a step said elsewhere (connectives.json
    # destination_labels, labels.destination_label, read by usages.device_noun and places._is_device)
    ('Slice the apple. Destination: fridge.', 'apple: slice > place=fridge'),
    ('Rinse the lettuce. Final location: the fridge.', 'lettuce: clean > place=fridge'),
    ('Chill the tomato, then cut it. Delivering to: counter.', 'tomato: cool > slice > place=counter'),
    ('Slice the apple, then fridge it.', 'apple: slice > cool'),  # no heading: the device's verb
    # a hand after such a heading ("Port of discharge: my hand"): held at the end, a pick (labels.label_hands, rules)
    ('Wash the cup. Destination: my hand.', 'cup: clean > pick'),
    ('Heat the mug, then rinse it. End location: your hand.', 'mug: heat > clean > pick'),
    ('Wash the cup. Note: my hand is sore.', 'cup: clean'),  # no heading of a destination: no pick
    # a lifting call "take the weight" / "take up the strain": an idiom, no pick and no name slot (connectives.json idioms)
    ('Take the weight, then wash the mug and set it on the shelf.', 'mug: clean > place=shelf'),
    ('Take up the strain and rinse the pot.', 'pot: clean'),
    ('Take the pot to the sink and wash it.', 'pot: clean'),
    # "left" right after a verb of steering ("slew left to the sink", "turn left", "hard left"): a direction, no
    # place verb (connectives.json steer_verbs, calls.called)
    ('Turn left to the sink and wash the apple, then put it in the bowl.', 'apple: clean > place=bowl'),
    ('Swing right to the fridge, chill the egg, then hard left to the counter and set it down.', 'egg: cool > place=counter'),
    ('Rinse the mug, then left it on the shelf.', 'mug: clean > place=shelf'),  # no steering verb: the place verb
    # "hold" said with no object as a call to stay or stop ("hold there", "hold short of", "hold position"): an idiom,
    # no pick (connectives.json idioms)
    ('Wash the pot, then set it on the stove burner and hold there.', 'pot: clean > place=stove_burner'),
    ('Rinse the cup and hold short of the microwave; put it in the cabinet.', 'cup: clean > place=cabinet'),
    ('Wash the kettle, then hold it.', 'kettle: clean > pick'),  # an object: held
    # a status line opened by an adverb of the present ("Currently cold on counter."): how the thing is before the
    # task, no step (said_now.said_now, read by said_now.drop_found)
    ('Heat the kettle. Currently cold on the counter.', 'kettle: heat'),
    ('Slice the bread and toast it. At present, dirty in the sink.', 'bread: slice + heat'),
    ('Currently the kettle needs heating.', 'kettle: heat'),  # no state word after the adverb: the need
    # a number ending a clock time or a countdown code before a step word ("T-30 slice", "09:50 slice"): when, no count
    # of pieces (durations.stamped, read by not_steps._counted_pieces)
    ('07:00 egg: boil in pot | 07:10 slice | 07:20 onto plate', 'egg: heat > slice > place=plate'),
    ('T-10 tomato: rinse | T-5 slice | T-0 into bowl', 'tomato: clean > slice > place=bowl'),
    ('Warm 2 slices of bread in the microwave.', 'bread: heat'),  # a count: the pieces
    # a step word's "-s" form right before a modal ("Short picks must be reported"): a plural noun, the modal's
    # subject, no step (said_as_nouns._plural_subject)
    ('Slice the apple. Late picks must be logged.', 'apple: slice'),
    ('Wash the mug; any cuts will be noted.', 'mug: clean'),
    ('Wash the apple; what she slices will go in the bowl.', 'apple: clean > slice > place=bowl'),  # after a pronoun: a verb
    # "leaving" right after a time word with no subject ("before leaving the locker"): the person going, no place and
    # no name slot (departures.person_leaves)
    ('Make sure the spoon is clean and in your hand before leaving the house.', 'spoon: clean > pick'),
    ('Wash the mug before leaving it in the sink.', 'mug: clean > place=sink'),  # an object: a place
    # "no" right before a place verb ("No put-away"): a negated place, so the device said alone before it is still read
    # (hands.denied_place)
    ('Slice the bread, then the toaster. No put-away.', 'bread: slice > heat'),
    ('Rinse the plate. No putting it back in the cabinet: leave it on the counter.', 'plate: clean > place=counter'),
    ('Slice the bread, then the toaster. Put it on the plate.', 'bread: slice > heat > place=plate'),  # no "no": a place
    # "release it" / "released at" the place ("Payload released at the stove burner"): a place verb (connectives.json
    # steps.place)
    ('Wash the pot. Pot released at the counter.', 'pot: clean > place=counter'),
    ('Chill the egg, then release it onto the plate.', 'egg: cool > place=plate'),
    ('Wash the pot. Steam is released.', 'pot: clean'),  # no place after it: no place verb
    # "both" / "all" / "each" right before "before" after a list ("washed and sliced in either order, but both before it
    # goes in the pan"): the list said again, an infix "before", no prefix clause of the next sentence (compose._relation)
    ('Wash and slice the potato in either order, but both before you heat it. Then put it in the bowl.',
     'potato: clean + slice > heat > place=bowl'),
    ('Rinse and cut the tomato in any order, all before chilling it. Then put it in the bowl.',
     'tomato: clean + slice > cool > place=bowl'),
    ('Wash it, but before you heat the potato, slice it.', 'potato: clean > slice > heat'),  # no quantifier: a prefix clause
    # a pot or pan with "for" / "to" and a heating word right after it ("it goes in the pan for heating"): the vessel of
    # the heating, no place, as "put it in the fridge to chill it" (water_vessels.heated_in_water, read by places)
    ('Rinse the egg, then it goes into the pot to boil. Then put it on the plate.', 'egg: clean > heat > place=plate'),
    ('Slice the potato, then into the pan for heating, and onto the plate.', 'potato: slice > heat > place=plate'),
    ('Heat the potato, then put it in the pan.', 'potato: heat > place=pan'),  # no purpose after it: the place
]

# words of the calls that are no thing of the task, and a name a task place still flags
FILE76_NAMES = [
    ('Take the weight off and rinse the pot.', []),
    ('Rinse the mug before leaving the locker.', []),
    ('Rinse the mug, then put it in the locker.', ['locker']),
]
