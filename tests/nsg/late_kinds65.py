"""Test file 65's first reading (written procedures, forms and official or semi-official instructions: a ward pantry's
procedure, a changeover job sheet, an inspection's schedule of actions, helpdesk tickets, an assessment brief, an
allergen protocol card, a canteen work instruction, a temp's assignment notes, a staff handbook, a care visit list),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds64b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE65_KINDS = [
    # a plain verb that only ends like a participle ("shred it", "feed it") in a recipe list ending in a place: a
    # command, the list read in order (chained._participle)
    ('Rinse the lettuce, shred it with a knife and put it in the pot.', 'lettuce: clean > slice > place=pot'),
    ('Side dish: wash the lettuce, shred it and lay it on a plate.', 'lettuce: clean > slice > place=plate'),
    ('The lettuce was washed, shredded and put in the bowl.', 'lettuce: clean + slice > place=bowl'),  # participles: a group
    # a form's request field ("Request:", "Requested action:") heading a recipe of commands, and "on request" (when
    # asked): no end-state frame, the recipe read in order (requested.asked_recipe, late._end_states)
    ('Request: rinse the mug, heat it in the microwave and leave it on the counter.', 'mug: clean > heat > place=counter'),
    ('Toast on request: cut the bread, toast it and put it on a plate.', 'bread: slice > heat > place=plate'),
    ('My request: the apple washed, sliced and in the bowl.', 'apple: clean + slice > place=bowl'),  # end states: a group
    # a passive hand-over with "straight" / "directly" ("passed straight to the porter"), or "returned to" a person
    # named by role ("returned to the chef"): a hand-over held to the end (connectives pick verbs, handovers._role)
    ('Each mug shall be warmed in the microwave, then passed straight to the visitor.', 'mug: heat > pick'),
    ('The ladle must be rinsed at the sink and returned to the chef.', 'ladle: clean > pick'),
    ('The ladle must be rinsed at the sink and returned to the drawer.', 'ladle: clean > place=drawer'),  # a receptacle: a place
    # a step word inside a fixed name or a person's role ("cooking wine", "the head cook", "after cooking,"): no step
    # (connectives idioms)
    ('Wipe the bottle of cooking wine and stand it on the shelf.', 'wine_bottle: clean > place=shelf'),
    ('Slice the tomato and hand it to the head cook.', 'tomato: slice > pick'),
    ('After cooking, the pot is to be scrubbed and hung on the shelf.', 'pot: clean > place=shelf'),
    ('Cook the potato and put it on the plate.', 'potato: heat > place=plate'),  # a verb: the step
    # a place said with "presenting it on / in" ("before presenting it on a plate", "presented in a bowl"): the place,
    # last (connectives place verbs; "present it to" someone stays a hand-over)
    ('Warm the egg, then slice it before presenting it on a plate.', 'egg: heat > slice > place=plate'),
    ('Rinse the apple and chop it before presenting it in a bowl.', 'apple: clean + slice > place=bowl'),
    ('Heat the mug, then present it to the judges.', 'mug: heat > pick'),  # to people: a hand-over
]

# an owner's "own" between a possessive and a name ("the guest's own mug"), and what a thing is free of joined by a
# hyphen ("the gluten-free bread"): no unknown name (names.unknown_names; "own" in the lexicon's name modifiers);
# an unknown word standing as the name itself stays flagged
FILE65_NAMES = [
    ("Warm the visitor's own mug in the microwave.", []),
    ("Heat the soup in the resident's own bowl and hand it to her.", []),
    ("Chill the alcohol-free wine bottle in the fridge.", []),
    ("Put the gluten-free bread on a plate.", []),
    ("Chill the gluten-free kumquat in the fridge.", ["gluten"]),  # no known name after: flagged
    ("Warm the resident's own teapot.", ["resident's", "teapot"]),
]
