"""Test file 48's fourth reading (a note to a sitter, a snack list, house rules), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE48D_KINDS = [
    # a general name said first, in another form ("the knives:", "the bottles"), then the fuller name of one of them
    # ("the butter knife"): the fuller one is the thing, and the general name is no stop of a round of stations
    # (targets._fuller, stations._shorter_name)
    ('About the knives: rinse the butter knife in the sink and leave it on the side.', 'butter_knife: clean > place=counter'),
    ('The knives, then. Wash the butter knife and put it in the drawer.', 'butter_knife: clean > place=drawer'),
    ('The bottles: chill the glass bottle in the fridge.', 'glassbottle: cool'),
    ('About the butter knife: rinse the knife in the sink.', 'butter_knife: clean'),  # the fuller name said first: it stays
    # a step after a freed list inside a relative clause ("an apple that's been washed and cut, either order, then put
    # in a bowl"): the list is one group and the step after it follows its join (compose.groups)
    ("I'd like a tomato that's been rinsed and sliced, in any order, and then put on a plate.", 'tomato: clean + slice > place=plate'),
    ('A potato that has been washed and chopped, either order is fine, then put in the pot.', 'potato: clean + slice > place=pot'),
    ('A mug that has been rinsed and heated, in either order, then put on the counter.', 'mug: clean + heat > place=counter'),
    ("I'd like a tomato that's been rinsed and sliced and then put on a plate.", 'tomato: clean + slice > place=plate'),  # no note: as before
    # pieces said as sixths or eighths ("cut it into eighths"): the slicing's result, no unknown name (connectives.json
    # result_nouns and the slicing's adjectives)
    ('Cut the potato into eighths and boil it.', 'potato: slice + heat'),
    ('Rinse the apple, then slice it into sixths.', 'apple: clean > slice'),  # (no unknown name: FILE48D_NAMES below)
    # a thing asked for in an "if" clause opening its sentence, answered "it's a no" / "the answer is no" (connectives.json
    # refusals): turned down, the other thing named is the target (contrasts._answered_no)
    ("If he asks for a tomato, it's a no. He gets an apple, washed.", 'apple: clean'),
    ('If she wants the tomato, the answer is no; she gets the bread, toasted.', 'bread: heat'),
    ("If she begs for the tomato, it's a no. Wash an apple and put it in the bowl.", 'apple: clean > place=bowl'),
    ('If she begs for the tomato, wash it. Otherwise wash an apple.', 'tomato: clean'),  # no refusal: the tomato
]

# pieces said as sixths or eighths after "into" ("a rinsed apple cut into eighths"): no unknown name
# (names.unknown_names, through the slicing's adjectives in connectives.json); an unknown place is still flagged
FILE48D_NAMES = [
    ("Chill it in the fridge: a rinsed apple cut into eighths.", []),
    ("What goes into the fridge to chill is a washed apple cut into sixths.", []),
    ("Chill it in the fridge, then put it into the credenza.", ["credenza"]),
]
