"""Test file 64's fourth reading (notes to family, texts to a neighbour, a carer's and a grandparent's voices), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds64c``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE64D_KINDS = [
    # a step said as the reason of another step ("boil it once to rinse it through") when its sub-task was asked before:
    # the reason, not a second asking placed after the other step (reasons._reason); a reason never asked before stays
    ('Rinse the kettle, heat it up to sterilise it and put it on the shelf.', 'kettle: clean > heat > place=shelf'),
    ('Wash the mug, warm it to rinse it through, then put it in the cabinet.', 'mug: clean > heat > place=cabinet'),
    ('Give the pot a scrub, boil it once to clean it out and put it back in the cupboard.', 'pot: clean > heat > place=cabinet'),
    ('Boil the kettle to clean it and put it on the counter.', 'kettle: heat > clean > place=counter'),  # not asked before
    # the purpose said first ("To chill the apple, put it in the fridge"): the place verb right after its comma into that
    # step's own device, or a bare "in", is the means, no place (reasons._fronted_means); another receptacle stays a place
    ('To chill the apple, put it in the fridge.', 'apple: cool'),
    ('To warm the mug, pop it in and press start.', 'mug: heat'),
    ('To heat your bowl of soup, stick it in the microwave for a minute.', 'bowl: heat'),
    ('To warm the mug, put it on the counter.', 'mug: heat > place=counter'),  # not its device: the place
    # where many are now ("The plates are in the top cupboard"), one of them then asked in states ("so one for your dad:
    # washed and warmed"); a word of the receptacle's own between ("the top cupboard") (story._where_it_is)
    ('The bowls are in the top cupboard, so one for me please: washed and heated.', 'bowl: clean + heat'),
    ('The mugs are on the shelf. One for Dad, washed and warmed.', 'mug: clean + heat'),
    ('The cup is in the top cupboard: wash it and chill it.', 'cup: clean + cool'),
    ('The bowls go in the top cupboard: washed first.', 'bowl: clean > place=cabinet'),  # "go", no copula: the place
    # where the object rests now, in a relative clause on its definite name ("the cup that sits under the coffee
    # machine - clean and back under it"): neither the resting verb nor its receptacle is a place (homes)
    ('The mug that sits on the shelf needs a wash.', 'mug: clean'),
    ('The cup that sits on the shelf: clean and back in the cabinet please.', 'cup: clean > place=cabinet'),
    ('The bowl that usually stands by the sink - washed and back on the counter, please.', 'bowl: clean > place=counter'),
    ('A clean mug that sits on the shelf.', 'mug: clean > place=shelf'),  # indefinite, nothing after: an end state
    # a thing written off in its own sentence ("went stale, nothing to do there"): no target when another thing is named
    # in a later sentence (passed_over.written_off, connectives.json written_off)
    ('The apple went soft, nothing to do there. But the mug should be clean and in the cabinet.', 'mug: clean > place=cabinet'),
    ('The potato is beyond saving. Wash the pan and put it on the stove.', 'pan: clean > place=stove_burner'),
    ('The bread went stale, nothing to do there. Slice it and toast it anyway.', 'bread: slice + heat'),  # no other thing
    # a device told by its looks ("the microwave is the silver box over the kettle"): the name is the device's, no thing
    # of the task and no receptacle (passed_over.device_described, described_devices)
    ('The microwave is the black box above the counter. To heat your cup, put it in and press start.', 'cup: heat'),
    ('Grandad, the fridge is the tall white box by the door. The apple for your lunch: wash it, then chill it.',
     'apple: clean > cool'),
    ('The present is the mug. Wash it and put it on the shelf.', 'mug: clean > place=shelf'),  # no receptacle told
]
