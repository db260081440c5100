"""Test file 49's misses, read a fourth time (households and their ways of writing things down: chore charts,
post-it notes, meal planners, group chats, instruction binders), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds49c``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE49D_KINDS = [
    # a note's shorthand: bare verbs one word each, joined by commas, ending in the receptacle alone ("Wash, cut,
    # bowl."): a list of commands ending in the place, read in order; the verb before ", bowl" is no adjective of
    # the bowl (cues._classify); said again after the end states told, it orders them (restated._summed_up)
    ('Nina likes a washed apple, sliced thin, on her plate. Wash, slice, plate.', 'apple: clean > slice > place=plate'),
    ('The potato for tea: scrub, chop, pot.', 'potato: clean > slice > place=pot'),
    ('Grandad has a warm egg, chopped up, in the blue bowl. Heat, chop, bowl.', 'egg: heat > slice > place=bowl'),
    ('Nina likes a washed apple, sliced thin, on her plate. Wash, slice.', 'apple: clean + slice > place=plate'),  # no place: the told group stays
    # the cooling's state said after a verb of keeping or as "a cold ...", then the fridge alone after a comma ("kept
    # cold, in the fridge", "a cold jug ..., at the back of the fridge"): where it gets cold, no place
    # (stays._cold_there); a list of end states ("washed and cold, in the fridge") keeps its place
    ('Mum wants the lettuce kept cold, in the bottom of the fridge.', 'lettuce: cool'),
    ('Gran likes a cold tomato for her lunch, on the top shelf of the fridge.', 'tomato: cool'),
    ('The apple should stay cold, in the fridge, until Sunday.', 'apple: cool'),
    ('The tomato for lunch: washed and cold, in the fridge.', 'tomato: clean + cool > place=fridge'),  # end states: a place
    # "the X one(s)" after "is" / "are" right after a name ("the juice bottle is the glass one"): the kind "X <its
    # last word>" when the lexicon knows it (lexicon._which_one)
    ('The juice bottle is the glass one. Rinse it before the picnic.', 'glassbottle: clean'),
    ('Our water bottles are the glass ones from the market. Chill them for the match.', 'glassbottle: cool'),
    ('The bottle is the blue one. Rinse it.', 'wine_bottle: clean'),  # no such kind in the lexicon: the name stays
]
