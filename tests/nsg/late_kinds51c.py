"""Test file 51's misses, third reading (people telling afterwards what was done in the kitchen: a carer's visit log,
a child's bedtime account, a tasker's job-done messages, an apprentice's logbook, a vlogger's recap, a mock app
feed, a sleep clinic diary, a mystery shopper's report, a contestant's confessional, a dad's group chat), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds51b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE51C_KINDS = [
    # a sentence after the states told that does them all again in a list closed by "in that order" ("The pan was hot
    # and clean. So she'd heated it and washed it, in that order."): the groups ordered as it lists them
    # (restated._ordered)
    ('The pan was hot and clean on the shelf. So she had heated it, washed it and shelved it, in that order.',
     'pan: heat > clean > place=shelf'),
    ('The apple was cold and cut up in the bowl. I reckon he chilled it, cut it and bowled it, in that order.',
     'apple: cool > slice > place=bowl'),
    ('The pan was hot and clean on the shelf. So she had heated it, washed it and shelved it.',
     'pan: heat + clean > place=shelf'),  # no "in that order": the states told first keep their one group
    # after a note of how another thing was left ("Door locked,"), a clause of one plain word outside the vocabulary,
    # "in" / "on" and a receptacle, no verb ("key in the key safe."): where that other thing is, no place of the
    # object (landmarks._other_thing_at)
    ('Rinsed the cup and put it on the shelf. Lights off, wallet in the drawer.', 'cup: clean > place=shelf'),
    ('Scrubbed the pot, then onto the counter. Lights off, wallet on the shelf.', 'pot: clean > place=counter'),
    ('Scrubbed the pot. Then on the counter.', 'pot: clean > place=counter'),  # no thing of its own: the object's place
    ('Scrubbed the pot. Lights off, then on the shelf.', 'pot: clean > place=shelf'),  # an adverb, no thing: the object's
    # a heading of a step word and a noun closed by "done" / "completed" before a colon ("Heat cycle done: mug."), a
    # report of that step done, no title (cues._in_heading)
    ('Heat cycle done: 1 x mug. Parked at: shelf.', 'mug: heat > place=shelf'),
    ('Rinse cycle completed: plate.', 'plate: clean'),
    ('Deep clean week: chill the apple.', 'apple: cool'),  # no word of finishing: a heading
    # a trip into a device, then that device's state word said as a remark past a clause stop or a conjunction ("I put
    # the cup in the fridge overnight, and by morning it was lovely and cold"): the trip was the sub-task, no place, the
    # remark no step of its own (device_results.device_result, called by changes.drop_changes)
    ('I put the cup in the fridge overnight, and by morning it was lovely and cold.', 'cup: cool'),
    ('She washed the plate and put it in the microwave for a minute. Piping hot plate after that.', 'plate: clean > heat'),
    ('He put the mug in the microwave, then onto the shelf. It was hot.', 'mug: heat > place=shelf'),
    ('I put the mug in the microwave.', 'mug: place=microwave'),  # no state said after: a place, as before
    # "clean cut(s)" said of the cutting ("the judge said they were clean cuts"): how neat the cut was, an idiom, no
    # washing (connectives.json idioms)
    ('I chilled the apple and then sliced it. The judge said they were nice clean cuts.', 'apple: cool > slice'),
    ('Chilled the tomato and sliced it, a clean cut every time.', 'tomato: cool + slice'),
    ('Clean, cut and chill the apple.', 'apple: clean + slice + cool'),  # a comma between: each its own step
    # a receptacle after "for" and three words of its owner ("Egg for the little one's lunch box"): whom the thing is
    # meant for, no place (places._meant_for)
    ('Apple for the new girl\'s lunch box. Washed it and sliced it.', 'apple: clean + slice'),
    ('Tomato for the old man\'s side table tomorrow. Rinsed it already.', 'tomato: clean'),
    ('Washed the apple and put it in the new girl\'s lunch box.', 'apple: clean > place=box'),  # put there: a place
    # the state said in its device first, then a place verb on "it there" and no receptacle ("by morning it was cold in
    # the fridge, she must have put it there"): how it got there, no place of its own (device_results._put_there)
    ('In the morning the cup was cold in the fridge, she must have put it there.', 'cup: cool'),
    ('At dawn the mug was hot in the microwave; he must have put it there.', 'mug: heat'),
    ('The cup was cold, so I put it there.', 'cup: cool > place'),  # no device said: a place, somewhere
    # "set it up" / "it set up" with no receptacle after it ("she likes it set up the night before"): made ready, an
    # idiom, no place; a receptacle said with it still is one (connectives.json idioms)
    ('The mug is clean and on the shelf, he likes it set up early.', 'mug: clean > place=shelf'),
    ('Wash the mug and set it up.', 'mug: clean'),
    ('Wash the mug and set it up on the counter.', 'mug: clean > place=counter'),  # a receptacle: the place
]
