"""Test file 30's misses, read after it was scored as the held-out file, grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module because ``late_kinds`` is at the length limit.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-29."""
from __future__ import annotations

FILE30_KINDS = [
    # "set it there", "put it up there" after a goal said in an earlier sentence ("a cold egg in the bowl."):
    # "there" is the last place receptacle said before, across the sentence end
    ('I want a cold apple in the bowl. Chill it, then pop it there.', 'apple: cool > place=bowl'),
    ('The plate lives on the shelf. Rinse it and put it there.', 'plate: clean > place=shelf'),
    ('My goal: a warm mug on the counter. Heat it and set it up there.', 'mug: heat > place=counter'),
    ('Rinse the cup. Put it there.', 'cup: clean > place'),  # no receptacle said before: somewhere
    # an idiom of the speaker's own state or luck with a place verb's word ("stuck at work", "bang on time",
    # "chilled to the bone"): no step, and it takes no receptacle from the request after it
    ('Stuck at my desk till six. Warm the egg and stick it in the bowl.', 'egg: heat > place=bowl'),
    ('Stuck in traffic. Zap the bread in the micro and put it on a plate.', 'bread: heat > place=plate'),
    ('Bang on time, as ever. Rinse the cup and bang it on the shelf.', 'cup: clean > place=shelf'),
    ('Frozen to the bone out there, so warm the mug and put it on the counter.', 'mug: heat > place=counter'),
    # a carry told as done by someone in an earlier sentence ("Dad brought apples home."): it takes no
    # receptacle said alone in a later sentence, which is where the object goes
    ('Dad brought apples home, lovely. Rinse one, cut it, into the bowl.', 'apple: clean > slice > place=bowl'),
    ('Sam fetched the bread earlier, cheers. Warm it, slice it, onto the plate.', 'bread: heat > slice > place=plate'),
    # "hold it out (for me)": offering it, held at the end, unlike "take it out (of the fridge)"
    ('Warm up the mug and hold it out for me.', 'mug: heat > pick'),
    ('Chill the cup, then hold it out to the guest.', 'cup: cool > pick'),
    ('Take the egg out of the fridge and slice it.', 'egg: slice'),  # a fetch: no held ending
    # a state adjective of a surface outside the vocabulary the object was on ("sat on a hot tray", "stood on a
    # hot radiator"): that thing's state, no step of the object
    ('Wash the spatula (it sat on a hot tray) and put it in the drawer.', 'spatula: clean > place=drawer'),
    ('Someone stood the pot on a hot radiator. Scrub it and put it in the cabinet.', 'pot: clean > place=cabinet'),
    ('Rinse the cup and put it on a hot plate.', 'cup: clean > place=plate'),  # a receptacle: its place
    # a stay said as "a bit of time / a little while in <device>": that device's step, as "some time in" is
    ('The egg wants a bit of time in the fridge before it is sliced.', 'egg: cool > slice'),
    ('Give the mug a little while in the microwave, then set it on the counter.', 'mug: heat > place=counter'),
    ('The tomato needs a rinse and a bit of time in the fridge, either order.', 'tomato: clean + cool'),
]
