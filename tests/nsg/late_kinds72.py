"""Test file 72's first reading (sports and games voices carried into a kitchen job: a swimming coach's whiteboard, a
rowing cox, a golf caddie, bridge notes, an F1 race engineer's radio, rally pace notes, a tennis umpire, climbing calls,
a poker dealer, an orienteering route card), grouped into general kinds of phrasing; every sentence below is new (none
is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds71``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-71."""
from __future__ import annotations

FILE72_KINDS = [
    # a workout's phases named as nouns ("WARM-UP:", "Cool-down:" heading a line, "by the end of cool-down", "by the
    # cool-down"): when, no heating nor cooling (connectives.json ``idioms``, clauses.idioms)
    ('WARM-UP: fetch the mug from the shelf. Rinse it and heat it.', 'mug: clean + heat'),
    ('Cool-down: onto the counter. Before that, chop the tomato.', 'tomato: slice > place=counter'),
    ('By the end of cool-down the plate is washed and back in the cabinet.', 'plate: clean > place=cabinet'),
    ('The pan is hot and on the hob by the cool-down.', 'pan: heat > place=stove_burner'),
    ('Heat the mug, then give it a cool-down in the fridge.', 'mug: heat > cool'),  # a cool-down given to it: a step
    ('Boil the egg and let it cool down.', 'egg: heat > cool'),

    # a sport's set phrases with a name slot that names no thing of the task ("take a bearing on ...", "hold your line",
    # "hold your streamline"; idioms): no pick, and no unknown name flagged (FILE72_NAMES)
    ('Take a bearing on the sink and rinse the mug in it.', 'mug: clean'),
    ('Slice the bread, then into the toaster - hold your line till it pops.', 'bread: slice > heat'),
    ('Slice the bread and hold it.', 'bread: slice + pick'),  # the object held: a pick

    # "left" after a count of what remains ("the only thing left this week", "two jobs left"; idioms): remaining, no place
    ('We need the plate clean and in the cabinet. That\'s the only thing left this week.', 'plate: clean > place=cabinet'),
    ('Two jobs left: wash the mug, then put it on the shelf.', 'mug: clean > place=shelf'),
    ('Wash the mug and leave it on the shelf.', 'mug: clean > place=shelf'),  # the verb "leave": a place

    # states, then "sat in" their device ("sliced and cold, sat in the fridge"): a second end state, the device a place
    # (uses.second_end_state)
    ('The apple, chopped and chilled, sat in the fridge.', 'apple: slice + cool > place=fridge'),
    ('The mug washed and hot, sat in the microwave.', 'mug: clean + heat > place=microwave'),
    ('Chill the apple, sat in the fridge.', 'apple: cool'),  # a verb before it: where it was chilled

    # a workout's set named as a noun ("MAIN SET:" after a sentence end, "Main set 6 x 50 - ..."): no place
    # (connectives.json ``set_nouns``, calls)
    ('MAIN SET: wash the potato. Then slice it.', 'potato: clean > slice'),
    ('Warm-up: rinse the cup. Kick set: heat it. Cool-down: onto the shelf.', 'cup: clean > heat > place=shelf'),
    ('Main set 6 x 50 - rinse the mug, then heat it.', 'mug: clean > heat'),
    ('Rinse the bowl. Then set it on the counter.', 'bowl: clean > place=counter'),  # the verb: a place

    # a bare closing call ("... Lift!", "Ready, take!") as the text's last sentence: the crew's or climber's call, no pick
    # (``closing_calls``, calls)
    ('Rinse the cup and hang it on the hook. Lift!', 'cup: clean'),
    ('Scrub the pan, then put it on the burner. Ready, take!', 'pan: clean > place=stove_burner'),
    ('Scrub the pan. Take it.', 'pan: clean > pick'),  # its object said: a pick
    ('Wash the apple, then take.', 'apple: clean > pick'),  # joined by "then": a step

    # a call said over and over as its own sentence ("Box, box.", "Hold steady, hold steady!"): no place nor pick (calls)
    ('Box, box. Wash the mug and hang it on the hook.', 'mug: clean'),
    ('Go, go, go! Rinse the cup and put it in the box.', 'cup: clean > place=box'),
    ('Hold steady, hold steady! Rinse the cup, then hang it on the hook.', 'cup: clean'),
    ('Rinse the cup. Hold it, hold it!', 'cup: clean > pick'),  # its object in the call: a pick
    ('Grab the mug. Rinse, rinse, rinse! Then onto the shelf.', 'mug: clean > place=shelf'),  # a step's verb urged: a step
    ('Chop, chop! Wash the apple and put it in the bowl.', 'apple: clean > place=bowl'),  # hurry (idioms)
    ('Ready, set, go! Wash the tomato, then slice it.', 'tomato: clean > slice'),  # a start call (idioms)
    ('Wash the apple, then slice it. Good lap. Box this lap.', 'apple: clean > slice'),  # a pit call (idioms)
    ('Wash the mug and put it in the box, box it up.', 'mug: clean > place=box'),

    # a pace note's direction and number ("Left 2 over crest to sink", "Right 3 to shelf"): a bend, no "left" of a place
    # (``pace_directions``, calls)
    ('Left 2 over crest to sink, mug in, wash. Right 3 to shelf.', 'mug: clean > place=shelf'),
    ('Left 3 eggs in the fridge.', 'egg: place=fridge'),  # a thing after the number: the verb

    # "it" after the object's name and its going verb, a device said before it ("free up the stove burner - the kettle
    # goes on it"): that device (referred)
    ('Rinse the kettle. Then free up the stove burner - the kettle goes on it.', 'kettle: clean > place=stove_burner'),
    ('The fridge is empty now. Rinse the apple; the apple goes in it.', 'apple: clean > place=fridge'),

    # a labelled list of the things laid out, a tool among them, before another label ("Kit: apple, knife, fridge and
    # bowl. Method: ..."): no step nor place (incidents.kit_lists)
    ('Kit: apple, knife, fridge and bowl. Method: rinse the apple, slice it, chill it, then into the bowl.',
     'apple: clean > slice > cool > place=bowl'),
    ('Bench: bread, knife, toaster. Orders: slice the bread, toast it, hand it to me.', 'bread: slice > heat > pick'),
    ('Boss says: tomato, knife, fridge, plate. In that order.', 'tomato: slice > cool > place=plate'),  # no label after: a route
    ('Apple: knife, fridge, plate.', 'apple: slice > cool > place=plate'),

    # a receptacle put first in its clause before another step's verb ("in the pot, boil it hot"): where that step is
    # done, no place (fronted.worked_in)
    ('In the pot, boil the egg.', 'egg: heat'),
    ('You\'ve got the potato: in the pot, boil it hot. Then onto the plate.', 'potato: heat > place=plate'),
    ('On the counter, slice the bread, then toast it.', 'bread: slice > heat'),
    ('Wash the apple. In the bowl, then.', 'apple: clean > place=bowl'),  # no verb after it: a place

    # a procedure's passive ("the egg is boiled. Then it goes in the fridge to cool"): a step, not the state it was
    # found in (connectives.json ``procedure_participles``, clauses.drop_background)
    ('The egg is boiled. Then it goes in the fridge to cool.', 'egg: heat > cool'),
    ('First the potato is microwaved. Then it goes in the fridge to cool.', 'potato: heat > cool'),
    ('The mug is warm. Chill it in the fridge.', 'mug: cool'),  # a plain state: how it is found
    ('The egg is boiled already. Chill it.', 'egg: cool'),  # done already: how it is found

    # a hand-over across a thing ("pass it across the table to me"): held at the end, the table only its way
    # (connectives.json steps.pick)
    ('Wash the spoon at the sink and pass it across the table to me.', 'spoon: clean > pick'),
    ('Rinse the fork and hand it across to him.', 'fork: clean > pick'),
    ('Wash the spoon and slide it across the counter.', 'spoon: clean > place=counter'),

    # a receptacle opening a sentence that only says how it stands ("Pot's right.", "The pot's ready."): a remark, no
    # place (``remark_states``, strays.said_ready)
    ('Heat the mug, then onto the side table. Pot\'s right.', 'mug: heat > place=side_table'),
    ('Heat the mug, then onto the side table. The bowl\'s full.', 'mug: heat > place=side_table'),
    ('Heat the mug. Then the pot.', 'mug: heat > place=pot'),

    # a device after "off" / "from" in a verbless opening ("Pan off the hob, rinse it, then ..."): where it is taken
    # from, no stop of a round of stations (stations._bare)
    ('Pan off the hob, rinse it, then hang it on the hook.', 'pan: clean'),
    ('Kettle off the stove burner, scrub it, then put it in the cabinet.', 'kettle: clean > place=cabinet'),
    ('Mug in the microwave, then the sink, then the shelf.', 'mug: heat > clean > place=shelf'),  # stops: their steps

    # words outside the vocabulary, "back in" and a receptacle as a sentence of its own ("Kickboards back on the
    # shelf."): the other things put away, no place of the object (strays.others_back)
    ('Rinse the mug, then heat it. Kickboards back on the shelf.', 'mug: clean > heat'),
    ('Rinse the mug, then heat it. Mug back on the shelf.', 'mug: clean > heat > place=shelf'),
    ('Rinse the mug, then heat it. Then back on the shelf.', 'mug: clean > heat > place=shelf'),
]

# names the probe must not flag after these kinds (a sport's set phrase, a time after "left"); (text, the names flagged)
FILE72_NAMES = [
    ('Slice the bread, then toast it - hold your streamline till it pops.', []),
    ('Take a bearing on the bin and drop the sponge in it.', []),
    ('Wash the plate and put it in the cabinet. That\'s the only thing left this race.', []),
    ('Wash the plate and put it in the credenza.', ['credenza']),
]
