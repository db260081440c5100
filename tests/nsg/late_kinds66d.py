"""Test file 66's fourth reading (learners of English writing notes in a kitchen), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``. Each kind has a contrast the rule must not change.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66c."""
from __future__ import annotations

FILE66D_KINDS = [
    # a refused place, then after its comma the object's pronoun, a verb of staying (a learner's "it stay" too), a
    # preposition and a receptacle: where it stays instead, the place (hands._stays_instead, connectives.json stays_put);
    # a staying verb with no receptacle adds nothing, and a place the text asks keeps its receptacle
    ('Wash the mug, but not put in cupboard, it stay on the shelf.', 'mug: clean > place=shelf'),
    ("Rinse the cup. Don't put it in the drawer, it stays on the counter.", 'cup: clean > place=counter'),
    ('Slice the bread, do not put it in the fridge, it remains on the plate.', 'bread: slice > place=plate'),
    ("Wash the lettuce, don't put it in the fridge, it stays wet.", 'lettuce: clean'),  # no receptacle: no place
    ('Wash the lettuce and put it in the bowl, it stays on the counter.', 'lettuce: clean > place=bowl'),  # asked: the bowl
    # the fridge said alone after "and in" closing a list of end states, kept there "till" a time: where the thing is by
    # then, a place like "..., in the fridge by 1pm" (stays._listed_in); "into" or "then" is a trip, the chilling
    ('Apples for the picnic: washed, sliced, and in the fridge till noon.', 'apple: clean + slice > place=fridge'),
    ('Lettuce - rinsed, cut and in the fridge till six.', 'lettuce: clean + slice > place=fridge'),
    ('Tomatoes: wash them, slice them, then into the fridge until tea.', 'tomato: clean > slice > cool'),
    ('Apples: washed and sliced, into the fridge till noon.', 'apple: clean + slice > cool'),
    # a list of end states after a heading's colon that names the thing, ending "cold in the fridge": the state and
    # where it is wanted, as "the lettuce washed and cold in the fridge" (need_stops._headed); "then" after a verb is
    # the means, and the state alone names no list
    ('Lettuce for the party: washed, cut and cold in the fridge.', 'lettuce: clean + slice + cool > place=fridge'),
    ('We want the eggs ready: boiled, sliced and cold in the fridge.', 'egg: heat + slice + cool > place=fridge'),
    ('Plates: get them clean at the sink and then cold in the fridge.', 'plate: clean > cool'),
    ('Apple: cold in the fridge.', 'apple: cool'),
    # a count said as an aside between a list's commas ("washed very well, two waters, and cold", "wash it, twice, and
    # slice it"): how often the step is done, no unread step in between, so ", and" orders nothing (counted); a verb
    # between the commas still makes the list a recipe told in order
    ('The tomato must be washed very well, two waters, and cold.', 'tomato: clean + cool'),
    ('Wash the apple, twice, and slice it.', 'apple: clean + slice'),
    ('Wash the apple, three times, and slice it.', 'apple: clean + slice'),
    ('Wash the apple, dry it, three times, and slice it.', 'apple: clean > slice'),
    # the teller's past "I left my X in my room," (somewhere that is no receptacle), then the steps: where the thing is
    # now, a confession, no place and no fetch (complaints._left_elsewhere); left in a receptacle is read as before
    ('Sorry, I left my plate in my room, I bring it down now, I wash it and I put it on the shelf.', 'plate: clean > place=shelf'),
    ('I left the cup in the garden, bring it in, wash it and put it in the cupboard.', 'cup: clean > place=cabinet'),
    ('We left our pot in the car, we bring it in, we wash it and we put it on the stove.', 'pot: clean > place=stove_burner'),
    ('I left my mug in the sink, wash it and put it in the cupboard.', 'mug: clean > place=cabinet'),
    # a care log's past opening its clause with the thing's name right after it, the article dropped and "for" after
    # the name ("18:00 Boiled egg for ..."), a time stamp before it or none: a list told as done, in order
    # (narrated._past_opener); the bare command is one group, and a past with no "for" may be the thing's adjective
    ('07:45 Toasted bread for her breakfast, sliced it and put it on her plate.', 'bread: heat > slice > place=plate'),
    ('Washed apple for the boy, cut in four and put on his plate.', 'apple: clean > slice > place=plate'),
    ('Wash apple for the boy, cut in four and put on his plate.', 'apple: clean + slice > place=plate'),
    ('Sliced apple, washed and put in a bowl.', 'apple: slice + clean > place=bowl'),
    # a recipe of bare commands after the thing's heading, a learner's "on" for "into" before the pieces ("cut on four")
    # and the place's article dropped ("and put on dining table"): still a recipe told in order (chained._on_pieces,
    # chained._placed); "cut on the board" says where it is cut, no pieces, and the list stays one group
    ('Tomatoes: wash, cut on half and put on plate.', 'tomato: clean > slice > place=plate'),
    ('Potatoes for the soup: wash, cut on four and put in pot.', 'potato: clean > slice > place=pot'),
    ('Tomatoes: wash, cut on the board and put on plate.', 'tomato: clean + slice > place=plate'),
]
