"""Test file 56's fourth reading (text messages, dictated notes and capital-letter messages), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE56D_KINDS = [
    # a need said first ("needs to be cold"), then, in a run-on or after a comma, the trip into that state's device only
    # offered by "it can go" / "it could go": the way the need is met, no place of its own (stays.needed_there); the
    # trip after "so" / "and" / "before" stays a place (what the state is for, or a second end)
    ('The glass bottle needs to be cold for the party it can go in the fridge after lunch', 'glassbottle: cool'),
    ('The wine needs to be cold by eight, it could go in the fridge.', 'wine_bottle: cool'),
    ('The mug needs to be hot when she wakes up, it can go in the microwave.', 'mug: heat'),
    ('The glass bottle needs to be cold so it can go in the fridge.', 'glassbottle: cool > place=fridge'),
    ('The pot needs to be cold before it can go in the fridge.', 'pot: cool > place=fridge'),
    ('The mug needs washing, it can go in the cupboard.', 'mug: clean > place=cabinet'),  # no device: a place
    # how the object was found, a verbless pair of states after its name ("bowl dirty and cold."), the temperature after
    # a word of how it was found (connectives.json found_states) and "and": the reason for the task, no step, as
    # "Bowl cold." alone is (clauses.drop_background); the goal's pair ("make it clean and cold") stays steps
    ('Plate greasy and cold. Wash it, then heat it up.', 'plate: clean > heat'),
    ("The cup's sticky and warm. Rinse it, then chill it.", 'cup: clean > cool'),
    ('Pan filthy n cold. Scrub it then warm it up pls', 'pan: clean > heat'),
    ('Make the plate clean and cold, then heat it.', 'plate: clean + cool > heat'),
    # "no" and a device word alone ("no microwave."), the device's sub-task asked by another word: only the means
    # refused, the sub-task still asked (set_aside.refused_device, read in clauses.drop_cancelled); said by the device
    # word alone, the sub-task is called off, as "no rinse." is
    ('No microwave. Warm the cup up and then hand it to me.', 'cup: heat > pick'),
    ('Chill the tomato, no fridge.', 'tomato: cool'),
    ('Wash the spoon then put it in the drawer, no sink.', 'spoon: clean > place=drawer'),
    ('Slice the bread, no toaster.', 'bread: slice'),
    # a hand-over said without "to" ("bring it me", "fetch it me", "pass it me", as "give it me" was): the pick the task
    # ends holding, after the steps before it (connectives.json steps pick verbs and held_to_end); a "me" that opens
    # another word ("bring it meanwhile") is no hand-over
    ('Toast the bread and bring it me.', 'bread: heat > pick'),
    ('Rinse the cup n fetch it me pls', 'cup: clean > pick'),
    ('Chill the apple, pass it me', 'apple: cool > pick'),
    ('Wash the mug and bring it meanwhile.', 'mug: clean + pick'),
]
