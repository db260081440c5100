"""Test file 69's second reading (performers, presenters and trades: stage presets, screen directions, dance calls,
judges' briefs), grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-69."""
from __future__ import annotations

FILE69B_KINDS = [
    # an end state said after the place past a comma ("sits in the fridge, cold", "resting in the fridge, nice and
    # cold"): the device is where it ends up, the state a step of its own, the place last, the state in the group said
    # before it (states_after, called from uses.second_end_state, device_results and ends.last_steps)
    ('The tomato sits in the fridge, cold.', 'tomato: cool > place=fridge'),
    ('By noon the tomato should be resting in the fridge, nice and cold.', 'tomato: cool > place=fridge'),
    ('I want the cup rinsed and sitting in the fridge, chilled.', 'cup: clean + cool > place=fridge'),
    ('Slice the apple, then leave it sitting in the fridge, cold.', 'apple: slice > cool > place=fridge'),
    ('Put the mug in the fridge to chill.', 'mug: cool'),  # its purpose, no state after a comma: the means
    ('Warm the pan on the burner; it is there on the burner, still warm.', 'pan: heat'),  # said before: a report
    ('Put the egg in the fridge, then slice it.', 'egg: place=fridge > slice'),  # no state after the comma
    # a receptacle gone to ("go to the cabinet", "walk over to the shelf"), then "and" or a comma and a place verb whose
    # clause names no receptacle ("and put it away", ", set it down"): where it is put (fronted.walked_to, from places)
    ('Rinse the cup, then walk over to the shelf and set it down.', 'cup: clean > place=shelf'),
    ('Go to the cabinet and put the plate away.', 'plate: place=cabinet'),
    ('Slice the bread, head to the counter, then put it down.', 'bread: slice > place=counter'),
    ('Wash the plate, then go to the cabinet and put it on the shelf.', 'plate: clean > place=shelf'),  # its own
    ('Go to the sink and wash the plate, then put it away.', 'plate: clean > place'),  # no place verb after the sink
    # a state word alone between commas right after a noun an attribute opens ("a clean mug, steaming hot, on the
    # counter"): one more end state of that noun, in the attribute's group, no step told after it (verbless.bare_state,
    # from compose._adjectives)
    ('A clean mug, steaming hot, on the counter.', 'mug: clean + heat > place=counter'),
    ('For the last round: a washed plate, cold, on the shelf.', 'plate: clean + cool > place=shelf'),
    ('What I need at the end is a sliced apple, chilled, in the bowl.', 'apple: slice + cool > place=bowl'),
    ('Wash the mug, heat it, put it on the counter.', 'mug: clean > heat > place=counter'),  # verbs told in order
    ('Take the sliced apple, chill it, then put it in the bowl.', 'apple: slice > cool > place=bowl'),  # a verb
    # "move" / "moves" said as a noun after a determiner, a possessive or a describing word ("a quiet move", "find the
    # moves"): a turn in a game or a dance, no place (connectives.json played_moves, said_as_nouns.said_as_noun)
    ('Grab the spatula and keep it in hand - a bold move, but it works.', 'spatula: pick'),
    ('Rinse the cup and heat it, in either order, then set it on the desk. Now guess the moves.',
     'cup: clean + heat > place=desk'),
    ('Wash the mug, then move it to the desk.', 'mug: clean > place=desk'),  # a verb
    ('Slice the tomato and make the move to the bowl.', 'tomato: slice > place=bowl'),  # the bowl is still said
    # a bare state word ending a list of states ("clean and hot", "rinsed and cold"), then a participle of resting on a
    # device ("sitting on the stove burner"): one more end state, the device where it is left, a place (stays._listed_last;
    # "let it go cold, resting in the fridge" stays a stay there)
    ('The bowl, rinsed and cold, resting in the fridge.', 'bowl: clean + cool > place=fridge'),
    ('The pot, clean and hot, sitting on the stove burner.', 'pot: clean + heat > place=stove_burner'),
    ('Wash the apple and let it go cold, resting in the fridge.', 'apple: clean + cool'),
    # "it's set" / "is set" with no receptacle ("check it's set", "everything is set"): ready, no place; with one it is
    # placed ("is set out on the counter"), and "it is set down" still puts it down (connectives.json place verbs and
    # anchored_places)
    ('Wash the mug. Everything is set, so heat it.', 'mug: clean > heat'),
    ('Rinse the apple and slice it, then into the bowl. Check it is set by six.', 'apple: clean + slice > place=bowl'),
    ('Slice the bread; the bread is set out on the counter by nine.', 'bread: slice > place=counter'),
    ('I foresee the pot being washed in the sink, and then it is set down.', 'pot: clean > place'),
    # a fetch after a subject and a modal opening the sentence ("she will now take the spoon, wash it, and hold it up",
    # "I'll get the cup, ..."): still the first action of a list told in order, so ", and" orders the rest
    # (moves.fetched_first)
    ('My helper will now take the ladle, rinse it at the sink, and hold it up high.', 'ladle: clean > pick'),
    ("I'll get the cup, wash it, and chill it.", 'cup: clean > cool'),
    ('The cook will wash the cup and chill it.', 'cup: clean + cool'),  # no fetch, no comma list: free
    # a place verb's "-s" form opening its sentence with a comma after it and no object ("Places, please."): a call,
    # no step (said_as_nouns._called); with its object it is still the verb
    ('Places, please. The cup, clean, on the shelf.', 'cup: clean > place=shelf'),
    ('Places, everyone! Wash the apple and put it in the bowl.', 'apple: clean > place=bowl'),
    ('Places the cup on the shelf, then washes it.', 'cup: place=shelf > clean'),
    # "holds" with no object, after "that" / "which" / "still" closing its clause or before "true" / "good" ("the only
    # order that holds", "the rule holds true"): a claim that stays valid, no pick (unmeant._holds_true)
    ('Wash the cup and chill it; the rule holds true for every cup.', 'cup: clean + cool'),
    ('1) rinse the tomato 2) slice the tomato 3) onto the plate. The one line that holds; anything else loses.',
     'tomato: clean > slice > place=plate'),
    ('Wash the knife, then hand it to the one who holds it.', 'knife: clean > pick'),  # its object: a holding
    ('Wash the spoon, then pick it up and hold it.', 'spoon: clean > pick'),
]
