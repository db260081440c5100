"""The probe of conditions, alternatives, exceptions and choices (issue 39): kinds of phrasing any writer uses around a
kitchen job, found with invented sentences (no evaluation file); every sentence below is new (none is an evaluation
line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILECOND_KINDS = [
    # "should" opening the sentence before the object and "be" and a temperature, closed by a comma: the inverted "if"
    # ("Should the potato be cold, heat it"), the state no step when the opposite step follows (conditions.py)
    ('Should the bowl be cold, warm it in the microwave.', 'bowl: heat'),
    ('Should it be warm, put the wine bottle in the fridge to chill, then on the table.', 'wine_bottle: cool > place=dining_table'),
    ('Should the plate be hot, cool it in the fridge, then put it in the cabinet.', 'plate: cool > place=cabinet'),
    ('The bowl should be cold, then warm it in the microwave.', 'bowl: cool > heat'),  # no inversion: the state is asked
    ('Should the kettle be hot before the tea? Heat it on the stove.', 'kettle: heat'),  # a question, the same step
    # a place said after a fallback ("or failing that", "if not", "if there's no room"): the second choice, no stop of
    # a round of stations (stations.py _after_fallback, connectives.json fallbacks)
    ('Put the tomato in the fridge, or failing that, the cabinet.', 'tomato: place=fridge'),
    ('Put the bottle in the fridge - if there\'s no room, the counter.', 'wine_bottle: place=fridge'),
    ('The egg goes in the fridge; if not, the bowl.', 'egg: place=fridge'),
    ('Put the tomato in the sink, then the fridge, then the cabinet.', 'tomato: clean > cool > place=cabinet'),  # a round
    # a step inside an "unless" clause opened by a person: the exception to the request, no step (exceptions.py,
    # connectives.json exception_subjects)
    ('Put the potato in the fridge unless you\'re heating it tonight.', 'potato: place=fridge'),
    ('Leave the bread on the counter unless you plan to toast it.', 'bread: place=counter'),
    ('Put the lettuce in the bowl, unless you\'d rather chop it first.', 'lettuce: place=bowl'),
    ('Heat the kettle unless someone has already cleaned it.', 'kettle: heat'),
    ('Cool the tomato unless it\'s already cold, then slice it.', 'tomato: cool > slice'),  # the object's state: no exception
    # a place said "not X but Y": the receptacle after "but" is where it goes (not_but.py, called by corrections.corrected)
    ('Set the plate not on the counter but on the table.', 'plate: place=dining_table'),
    ('Rinse the cup and put it, not on the shelf, but in the cabinet.', 'cup: clean > place=cabinet'),
    ('Leave the bread not in the cabinet but on the plate.', 'bread: place=plate'),
    ('Put the plate on the table, not on the counter.', 'plate: place=dining_table'),  # no "but": the first stands
    # a correction marker ("no wait", "actually", "sorry") and another step said "instead": the step said right before
    # the marker is taken back (swapped.py, called by corrections.corrected)
    ('Chill the tomato - no wait, slice it instead.', 'tomato: slice'),
    ('Heat the bowl. Actually, wash it instead, then put it in the cabinet.', 'bowl: clean > place=cabinet'),
    ('Slice the potato. Wait, heat it instead.', 'potato: heat'),
    ('Heat the bowl. Actually, wash it too.', 'bowl: heat > clean'),  # no "instead": both
    ('Chill the tomato, or slice it instead.', 'tomato: cool + slice'),  # "or" alone offers a choice, no marker
    # a place whose receptacle is said right after "rather than" / "instead of": the place refused, no step
    # (not_but.refused_places, called by corrections.corrected)
    ('Leave the lettuce out rather than in the fridge, then chop it.', 'lettuce: slice'),
    ('Leave the egg out instead of in the fridge, and wash it.', 'egg: clean'),
    ('Put the egg in the bowl instead of in the fridge.', 'egg: place=bowl'),  # the place said first stands
    # a step said as a plan ("was going to", "meant to") with "but" and another step said "instead" after it: the plan
    # dropped (swapped.py _planned)
    ('She was going to chill the tomato but rinsed it instead, then put it in the bowl.', 'tomato: clean > place=bowl'),
    ('We meant to heat the bowl, but we washed it instead.', 'bowl: clean'),
    ('I am going to heat the bowl, but wash it first.', 'bowl: clean > heat'),  # no "instead": both, ordered
]
