"""General gaps found by probing (a reader of file 72 tried sentences of its own), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-72."""
from __future__ import annotations

FILEGAPS_KINDS = [
    # a rest or a wait said with a place verb and how long ("Rest 30 seconds.", "leave it for a while"): no receptacle,
    # only a length of time in its clause, so no place (waits, called from hands.drop_hand_places; the uncounted
    # lengths are connectives.json wait_lengths)
    ('Warm the cup. Rest it 20 seconds.', 'cup: heat'),
    ('Rinse the plate, then leave it for ten minutes.', 'plate: clean'),
    ('Scrub the potato and let it rest for a while.', 'potato: clean'),
    ('Chill the tomato. Leave the tomato about two hours.', 'tomato: cool'),
    ('Warm the potato, set it aside for three minutes.', 'potato: heat'),
    ('Cool the tomato and leave it overnight.', 'tomato: cool'),
    ('Boil the egg, then leave it for four minutes to cool.', 'egg: heat > cool'),  # the wait, then what it is for
    ('Rinse the plate, then leave it in the cupboard for ten minutes.', 'plate: clean > place=cabinet'),  # a receptacle: kept
    ('Rinse the plate, then leave it.', 'plate: clean > place'),  # no length of time: the place stays as it was
    # a receptacle put first, a comma, then a place verb whose clause names no receptacle ("On the shelf, put the mug."):
    # the receptacle said first is the verb's (fronted.put_after_comma, called from places._fronted)
    ('On the counter, set the bowl.', 'bowl: place=counter'),
    ('Rinse the cup. Then, in the cupboard, put it.', 'cup: clean > place=cabinet'),
    ('Into the sink, drop the plate.', 'plate: place=sink'),
    ('Rinse the cup. On the counter, then, set it.', 'cup: clean > place=counter'),
    ('Back on the shelf, put the bowl.', 'bowl: place=shelf'),
    ('Rinse the cup. On the counter, put it in the sink.', 'cup: clean > place=sink'),  # its own receptacle: that one
    ('In the microwave, warm the potato.', 'potato: heat'),  # no place verb: where the step is done
    # another receptacle said to stand somewhere ("The pot's on the hob.", "The bowl is still in the sink."): where that
    # thing is, neither it nor its receptacle a place of the object (stands, read by located.others_located)
    ('Warm the cup. The pan is on the stove.', 'cup: heat'),
    ("Rinse the apple. The plate's still on the table.", 'apple: clean'),
    ("Cool the apple. The pan's been on the stove since noon.", 'apple: cool'),
    ('Rinse the potato. The bowls are all in the sink.', 'potato: clean'),
    ('Cool the potato. The bowl is in the sink.', 'potato: cool'),
    ('Warm the cup and put it in the bowl. The bowl is on the counter.', 'cup: heat > place=bowl'),  # placed in it: kept
    # the same said "there's a ... on ..." (stands.there_stands, read by located.others_located)
    ("Chill the tomato. There's a pan on the stove.", 'tomato: cool'),
    ('Rinse the cup. There is a bowl in the sink.', 'cup: clean'),
    ("Rinse the cup. There's a plate on the table. Set it there.", 'cup: clean > place=dining_table'),  # pointed back to
    # another thing of the vocabulary put away with its own receptacle ("Put the spoons back in the drawer."): that
    # thing's place, not the object's (others_placed, called from hands.drop_hand_places)
    ('Rinse the cup. Put the forks back in the drawer.', 'cup: clean'),
    ('Scrub the potato, then put the knife in the sink.', 'potato: clean'),
    ('Rinse the cup. Put the knife in the drawer. Put the cup on the shelf.', 'cup: clean > place=shelf'),
    ('Rinse the cup. Put the bowls away in the cupboard.', 'cup: clean'),  # the other thing a receptacle too
    ('Scrub the potato, and put the pan back on the stove.', 'potato: clean'),
    ('Rinse the cup. Put the knife and fork back in the drawer.', 'cup: clean'),
    ('Rinse the cup. Back in the drawer, put the knife.', 'cup: clean'),  # its receptacle said first
    ('Rinse the cup. The forks go back in the drawer.', 'cup: clean'),  # the other thing said going
    ('Rinse the cup. The cup goes back in the cupboard.', 'cup: clean > place=cabinet'),  # the object itself going
    ('Rinse the cup. Put the cup back in the cupboard.', 'cup: clean > place=cabinet'),  # the object itself: its place
]
