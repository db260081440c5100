"""Test file 73's first reading (clinical, emergency and service forms: SOAP notes, SBAR handovers, ATMIST
pre-alerts, SMEAC orders, radio, pharmacy labels, exercise sheets), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-72."""
from __future__ import annotations

FILE73_KINDS = [
    # a form's sections of what was found ("Situation:", "Background:", "Subjective:", "Signs:", and where three
    # different one-letter labels or more open sentences "S:", "O:", "B:", "I:"), up to the next label: the state and
    # place the thing is in now, no step nor place; the task is under the later labels (connectives.json
    # form_state_labels, form_letter_labels, form_wishes; nsg.parser.minilm.forms)
    ('Situation: the mug is cold and grubby. Background: used at the night shift. Recommendation: wash the mug, '
     'then put it on the shelf.', 'mug: clean > place=shelf'),
    ('S: resident asks for a warm drink. O: mug on the shelf, cold. A: needs cleaning. P: wash mug, then heat it in the '
     'microwave.', 'mug: clean > heat'),
    ('B: knife dirty, left on the counter. S: blunt. R: rinse the knife and put it in the drawer. I: none.',
     'knife: clean > place=drawer'),
    ('Signs: cold, found in the fridge. Treatment: slice the potato, then cook it until hot.', 'potato: slice > heat'),
    # contrasts: a lone label with no later one is the whole text; two one-letter labels are a chat's lines; a
    # section that says what is wanted is the task; a quest's "Objective:" is the task
    ('Situation: the cup is dirty, wash it in the sink.', 'cup: clean'),
    ('S: wash the apple please. J: ok, and then? S: chill it.', 'apple: clean > cool'),
    ('A: the bread. T: now. S: want it arriving warm and on the plate. T: your call how.', 'bread: heat > place=plate'),
    ('Objective: chill the apple. Hint: the fridge is by the door.', 'apple: cool'),
    # an exercise sheet's held pose: "hold" opening its clause with no thing held, then a count and a unit of time
    # ("Hold for 10 seconds.") or a pose's noun ("hold the stretch", "hold the final position for 5 seconds"): the
    # body's stillness, no pick (connectives.json pose_nouns; nsg.parser.minilm.beats.poses_held, read with the idioms)
    ('Rinse the plate at the sink. Hold for 15 seconds. Then put the plate on the shelf.', 'plate: clean > place=shelf'),
    ('Chill the tomato in the fridge, then slice it. Hold the stretch for five seconds.', 'tomato: cool > slice'),
    ('Squat down for the pan (hold the squat for 8 seconds), scrub it, put it in the cabinet.',
     'pan: clean > place=cabinet'),
    # contrasts: a thing held, by its name or a pronoun, stays a pick
    ('Rinse the plate at the sink, then hold it for 15 seconds.', 'plate: clean > pick'),
    ('Chill the tomato, then hold the tomato for a minute.', 'tomato: cool > pick'),
    # a hand-over with an adverb between the giving verb and "to", no pronoun ("Hand directly to the resident.", a
    # label's or a form's clipped imperative): a pick that ends in someone's hands (connectives.json steps.pick.verbs;
    # nsg.parser.minilm.handovers.handed_over reads the giving verb and "to")
    ('Rinse the cup. Warm it in the microwave. Hand directly to the resident.', 'cup: clean > heat > pick'),
    ('Chill the bottle in the fridge, then pass straight to the guest.', 'wine_bottle: cool > pick'),
    # contrast: the verb's own phrase ("hand it to") was read before; "directly" without a giving verb is nothing
    ('Rinse the cup, then put it directly on the shelf.', 'cup: clean > place=shelf'),
    # a dispensing label's dosage line ("To be taken with food.", "Take with water."): how it is used, no pick
    # (connectives.json idioms; nsg.parser.minilm.clauses.idioms)
    ('EGG: Boil until hot. Slice in half. Serve in the bowl. To be taken after food.', 'egg: heat > slice > place=bowl'),
    ('Potato: wash, then cook in the microwave. Take with water.', 'potato: clean > heat'),
    # contrast: a pick with its object stays one
    ('Wash the apple, then take it with you.', 'apple: clean > pick'),
    # a temperature said of the thing with where it stands now ("The mug on the shelf is cold. Warm it."): the place
    # right before the copula is where it stands, so the state is how it is now, before the opposite step, no step
    # (nsg.parser.minilm.whereabouts.stands_at, read by nsg.parser.minilm.clauses.drop_background)
    ('The mug on the shelf is cold. Warm it in the microwave.', 'mug: heat'),
    ('Bottle in the cabinet is warm. Chill it, then hand it to me.', 'wine_bottle: cool > pick'),
    # contrast: a state that is no temperature ("dirty") is not read by it: the cooling asked is the step
    ('The mug on the shelf is dirty. Make it cold in the fridge.', 'mug: cool'),
    # a pick said to last by a negated setting down ("hold it, don't put it down", "do not set it down"): the pick is
    # the last step, after a "when it's hot" clause too (connectives.json held_on; nsg.parser.minilm.ends.held_on)
    ('Rinse the cup. Chill it in the fridge. When it is cold, take it out and hold it, do not set it down.',
     'cup: clean > cool > pick'),
    ('Slice the apple. Warm it. Once it is warm, lift it out and hold it - never put it down.',
     'apple: slice > heat > pick'),
    # contrast: a setting down not negated is a place
    ('Pick up the cup, rinse it, then set it down on the shelf.', 'cup: clean > place=shelf'),
    # what a place away from the fridge is for, said by "so it cools" after it ("set it on the counter so it cools a
    # bit"): it cools there by itself, no cooling step (nsg.parser.minilm.others.purpose_of_place, like "to cool off")
    ('Warm the bowl in the microwave, then set it on the counter so it cools a bit.', 'bowl: heat > place=counter'),
    ('Heat the kettle, then move the kettle to the table so it cools before tea.', 'kettle: heat > place=dining_table'),
    # contrast: in the fridge the cooling is the device's step
    ('Heat the kettle, then put it in the fridge so it cools.', 'kettle: heat > cool'),
]
