"""Test file 54's misses (questions of every sort: a job interview, "shall I ...?", room service, a quiz,
agony-aunt letters, cross-examination, a feedback survey, class chat), read after it was scored,
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds53``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-53."""
from __future__ import annotations

FILE54_KINDS = [
    # a "did anyone / has anyone" question about how the steps were asked, taught or set ("ask you to",
    # "shown you how to", "the recipe '...'"), with more said after it: its steps are the task (happened)
    ('Did anyone ask you to rinse the mug and put it in the cabinet? Be honest.', 'mug: clean > place=cabinet'),
    ("Has anyone taught you how to chill the lettuce and then slice it? It's a useful skill.", 'lettuce: cool > slice'),
    ("Did you find the recipe 'wash the apple, then slice it' clear? Give reasons.", 'apple: clean > slice'),
    ('Did anyone rinse the mug? Put it in the cabinet then.', 'mug: place=cabinet'),  # whether it was done: not this kind
    # how the object came or still is ("It arrived stone cold.", "came back warm", "mine's still cold", "was warm
    # when it arrived"): the reason for the task, no step (happened)
    ('Warm the mug in the microwave, then hand it to me. It arrived stone cold.', 'mug: heat > pick'),
    ('Please chill the glass bottle. It came back warm from the picnic.', 'glassbottle: cool'),
    ("Heat the plate, then put it on the dining table. Mine's still cold.", 'plate: heat > place=dining_table'),
    ('Rinse the egg, then make sure it comes out of the pot hot.', 'egg: clean > heat'),  # how it must come: a step
    # idioms with a pick verb that are no step: "take your break", "brought my own", "pass it round the table"
    # (connectives.json idioms)
    ('Can you take your break after you wash the fork and put it in the drawer?', 'fork: clean > place=drawer'),
    ('I brought my own. Please rinse the mug and set it on the shelf.', 'mug: clean > place=shelf'),
    ('Grab the spoon and pass it round the table.', 'spoon: pick'),
    ('Take the cup to the table.', 'cup: place=dining_table'),  # "take" with its object and a place: a step
    # a state adjective joined by "and" to its own device said with a preposition ("hot and on the burner"): two
    # end states, the device is where it ends up, a place (uses.second_end_state, read by places)
    ('Should the pot be warm and on the stove burner by noon?', 'pot: heat > place=stove_burner'),
    ('I want the bread warm and in the microwave when I get home.', 'bread: heat > place=microwave'),
    ('The pan should be hot on the stove burner.', 'pan: heat'),  # no "and": where it is heated
    # a participle of moving right after the object's name with "by" and who did it ("a mug returned by a
    # customer"): how the object came, no place (anecdotes)
    ('A plate sent back by a diner must be scrubbed, then put on the shelf.', 'plate: clean > place=shelf'),
    ('Any cup returned by a guest gets washed and then set in the cabinet.', 'cup: clean > place=cabinet'),
    ('The fork dropped off by the caterer needs rinsing.', 'fork: clean'),
    ('Put the mug returned by Sam in the sink.', 'mug: place=sink'),  # the request's own place verb: a step
    # the last step said as the purpose of a place verb into its own device ("and put it in the fridge to chill"):
    # like a place said last, after the steps joined to it by "and" (uses.put_there_to, read by compose)
    ('Scrub the glass bottle and pop it in the fridge to get cold.', 'glassbottle: clean > cool'),
    ('Slice the bread and put it in the microwave to warm up.', 'bread: slice > heat'),
    ('Rinse the mug and chill it in the fridge.', 'mug: clean + cool'),  # the step's own verb: one group
    # a later sentence of someone else who left it somewhere ("Some students left theirs in the sink.", "X said the
    # girl left it in the sink"): how it was found, no place (complaints)
    ('Should the mug be rinsed and on the shelf? My flatmate left it in the sink again.', 'mug: clean > place=shelf'),
    ('I want the pan clean and in the cabinet. The new lad left his on the counter.', 'pan: clean > place=cabinet'),
    ('Could the bowl be washed and put in the cabinet? Tom said the kids left theirs on the table.', 'bowl: clean > place=cabinet'),
    ('I washed the fork. Then I left it in the drawer.', 'fork: clean > place=drawer'),  # the narrator's own step
    # a step said after "rather than" / "instead of" (with "being" or not): set aside, no step (clauses.drop_negated)
    ('Rinse the fork and hand it to me rather than putting it in the drawer.', 'fork: clean > pick'),
    ('Warm the bread instead of chilling it.', 'bread: heat'),
    ('Slice the apple, then give it to Sam instead of leaving it on the plate.', 'apple: slice > pick'),
    ('Put the apple in the bowl rather than the plate.', 'apple: place=bowl'),  # a receptacle refused: the place said stays
    # "into their hand(s)", "into our hands": held, a pick like "into your hand" (connectives.json pick verbs and holding)
    ('Chill the glass bottle and put it into their hand.', 'glassbottle: cool > pick'),
    ('Wash the apple and put it straight into our hands.', 'apple: clean > pick'),
    ('Wash the apple and put it in their bowl.', 'apple: clean > place=bowl'),  # their bowl: a place
    # "after" right after a step (or its pronoun) and before a comma ("sliced after, and ..."): the trailing "later"
    # of that step, not the preposition "after" of what follows (afterwards)
    ('Chill the lettuce and slice it after, and put it in the bowl.', 'lettuce: cool > slice > place=bowl'),
    ('Heat the mug and wash it after, then set it on the shelf.', 'mug: heat > clean > place=shelf'),
    ('Rinse the apple. After, slice it.', 'apple: clean > slice'),  # opening its sentence: "then"
    # a giving verb whose "to" comes after a particle ("hand it straight to the waiter"): a hand-over, held to the
    # end after the steps joined to it by "and" (handovers)
    ('Warm the bread and hand it straight to the waiter.', 'bread: heat > pick'),
    ('Chill the wine bottle and hand it right over to the best man.', 'wine_bottle: cool > pick'),
    ('Warm the bread and lift it.', 'bread: heat + pick'),  # to no one: a plain pick in the group
    # "sent up" / "send it up" (room service): brought to the guest, a hand-over held to the end; "sent up on a
    # plate" is given by placing it there (connectives.json pick verbs, handovers)
    ('Please warm the bread and send it up to room 12.', 'bread: heat > pick'),
    ('Could the mug be rinsed and sent up?', 'mug: clean > pick'),
    ('Chill the tomato and have it sent up on a plate.', 'tomato: cool > place=plate'),  # on a plate: the place
]
