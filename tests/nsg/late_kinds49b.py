"""Test file 49's misses, read a second time (households and their ways of writing things down: a sticker chore
chart, a grandmother's large-print note for her carer, a night-shift nurse's notes for her son, a retired
engineer's cooking notebook, a bridal party's group chat, a Mother's Day breakfast plan, a couple's post-it war, a
weekly meal-planner pad, an instruction binder for grandparents, notes for suhoor and iftar), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).
A separate module like ``late_kinds47b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-59."""
from __future__ import annotations

FILE49B_KINDS = [
    # "a" / "another" and "slice" right after a verb of another sub-task ("warm a slice in the microwave"): the piece
    # that verb acts on, no slicing (not_steps._a_piece)
    ('The loaf is a day old. Toast another slice and put it on the plate.', 'bread: heat > place=plate'),
    ('The bread: zap a slice for ten seconds, then hand it to Dad.', 'bread: heat > pick'),
    ('The bread: cut a slice and warm it.', 'bread: slice > heat'),  # a slicing verb before it: kept ("it": the slice, 47f)
    # another thing's whereabouts in a sentence of its own, said by a word outside the vocabulary and "is in" / "are
    # on", or by a plural and "in" / "on" with no verb ("The sugar is in the cabinet.", "Crisps in the cupboard."):
    # where that thing is, no place of the object (located._unnamed_thing)
    ('Heat the mug. The sugar is in the cabinet.', 'mug: heat'),
    ("Chill the apple and slice it. Crisps in the cupboard if you're still hungry.", 'apple: cool + slice'),
    ('Rinse the mug and put it on the shelf. The teabags are on the counter.', 'mug: clean > place=shelf'),
    ('Rinse the mug, then back in the cabinet.', 'mug: clean > place=cabinet'),  # the object's own place: kept
    # "before bed" / "until bed" / "till bed": a time, bedtime, an idiom, no receptacle to put the object in
    # (connectives idioms)
    ('Rinse the plate, dry it and put it back on the shelf before bed.', 'plate: clean > place=shelf'),
    ('The kettle rinsed and back on the counter till bed.', 'kettle: clean > place=counter'),
    ('Put the mug on the bed.', 'mug: place=bed'),  # a bed with its determiner: a receptacle
    # a stepless sentence naming one thing, then another thing as the subject of its sentence, then a sentence opened
    # by a step verb and "it" ("Re: the mug. Cheers. The pan has been greasy for days. Scrub it ..."): the pronoun is
    # the later thing, the target (targets._pronoun_after)
    ('New mugs arrived. Cheers! The pan has been greasy for days. Scrub it and put it on the shelf.',
     'pan: clean > place=shelf'),
    ('Re: the apple. Fine. The pot is still on the hob. Wash it.', 'pot: clean'),
    ('Rinse the mug. The apple is on the counter, wash it.', 'mug: clean'),  # the first sentence a request: its thing
    # a slicing word in "-ing" after "after" / "before" / "when" / "from" with no object, when the thing is the knife
    # ("after chopping, rinse the knife"): what the knife was used for, no slicing of it (not_steps._tool_at_work)
    ('After chopping, rinse the knife and put it in the drawer.', 'knife: clean > place=drawer'),
    ('The knife is sticky from cutting. Rinse it and dry it.', 'knife: clean'),
    ('Wash the mug after slicing.', 'mug: slice > clean'),  # not the knife: a slicing of the thing
    # "cooled" / "cool" after "once" / "when" / "after" and "it's" / "it has", in a text with no heating or other cooling
    # word ("once it's cooled down, scrub the pot"): the thing still hot from use, a wait, no cooling (not_steps._waited_for)
    ('The pot: when it has cooled, scrub it and put it on the shelf.', 'pot: clean > place=shelf'),
    ("The roasting pan, once it's cool, wash it.", 'pan: clean'),
    ("Boil the egg, and once it's cooled, slice it.", 'egg: heat > cool > slice'),  # heated first: a cooling step
    ('The pan: once it is cooled, wash it.', 'pan: cool > clean'),  # "it is cooled": a state asked
    # "back on the edge of" / "the side of" / "the top of" a device ("then back on the edge of the sink"): where the
    # object returns to, a place, no device (uses.back_to)
    ('Rinse the sponge, then back on the edge of the sink.', 'dish_sponge: clean > place=sink'),
    ('Heat the mug, then back on the top of the microwave.', 'mug: heat > place=microwave'),
    ('Rinse the sponge on the edge of the sink.', 'dish_sponge: clean'),  # no "back": where it is rinsed
    # a list of end states closed by a serial ", and" and a place said by a participle with no object ("rinsed, chilled,
    # and sitting on the shelf"): end states like the rest, one group, the place last (compose._resting)
    ('The mug washed, warmed, and sitting on the counter.', 'mug: clean + heat > place=counter'),
    ('Your apple rinsed, sliced, and resting on the plate.', 'apple: clean + slice > place=plate'),
    ('I washed the mug, warmed it, and placed it on the counter.', 'mug: clean > heat > place=counter'),  # told, "it": in order
    # a dish word ("roast", "bake", "toast") alone after a one-word heading that names no thing and its "-" / ":"
    # ("TUE - roast.", a meal planner's line): the day's meal, no heating (not_steps._meal_heading)
    ('TUE - roast. Wash the mug and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Fri: bake. The pot scrubbed and back in the cabinet.', 'pot: clean > place=cabinet'),
    ('Bread - toast. Then slice it.', 'bread: heat > slice'),  # the heading names the thing: a heating asked
]
