"""Test file 56's misses, third reading (messages typed fast on a phone, with the slips of real typing and of
voice-to-text), read after it was scored, grouped into general kinds of phrasing; every sentence below is new (none
is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-63."""
from __future__ import annotations

FILE56C_KINDS = [
    # voice-to-text sound-alikes of a name after a name's lead ("on the hub" for the hob, "the cattle" for the
    # kettle), a closed list (lexicon.json sound_alikes)
    ('rinse the pot then stick it on the hub for me', 'pot: clean > place=stove_burner'),
    ('the pan is dirty, scrub it n leave it on the hub', 'pan: clean > place=stove_burner'),
    ('wash the cattle out and boil it', 'kettle: clean + heat'),
    ('can you rinse the tomato and put it on the hob for me', 'tomato: clean > place=stove_burner'),  # the name itself
    # the same for "the bridge" after a preposition ("in the bridge"), the key holding its determiner so that a verb's
    # own "the bridge" (no name's lead before it) stays a bridge (lexicon.json sound_alikes)
    ('can you pop the tomato in the bridge to chill it', 'tomato: cool'),
    ('wash the apple n leave it in the bridge for me', 'apple: clean > place=fridge'),
    ('we walked over the bridge. wash the mug', 'mug: clean'),  # no name's lead: no fridge
    # the object's name and where it is as a sentence of its own, the copula dropped ("egg in the fridge."), then a
    # command on "it" within the next words: where it is now, no place and no stop; an order word opening the next
    # sentence keeps it a stop (located._headed, stations._heading_now)
    ('running late. tomato in the fridge. slice it n put it in the bowl', 'tomato: slice > place=bowl'),
    ('egg on the counter. boil it then chop it', 'egg: heat > slice'),
    ('bread in the fridge. toast it n slice it. then put it on the plate', 'bread: heat + slice > place=plate'),
    ('apple in the fridge. then slice it', 'apple: cool > slice'),  # "then": a stop in turn
    # where the object has been "since" a time, then "back (in) there" asked in a later sentence: that receptacle is
    # where it goes back to, kept out of the clause told (happened.returned_to, anecdotes._reasons)
    ('the pan has been on the hob since monday. scrub it n put it back there', 'pan: clean > place=stove_burner'),
    ("the mug's been in the cabinet since easter, rinse it and pop it back in there", 'mug: clean > place=cabinet'),
    ('the mug has been in the sink since lunch. rinse it', 'mug: clean'),  # no "back there": where it was, no place
    # a dish or drink said as a step verb's object, then taken back at once by "no" / "I mean" and another thing ("heat
    # the soup, no the bowl of soup"): the verb is that thing's step, the dish still fills no name slot (dishes.dishes_made)
    ('chill the juice, no the glass bottle of juice', 'glassbottle: cool'),
    ('warm the soup.. i mean the mug, in the microwave', 'mug: heat'),
    ('warm the soup, then wash the mug', 'mug: clean'),  # no correction: a dish made beside the task
    # the kind told after a name by ", the X one", with what the thing holds ("of water") and "ready" between, or a
    # sign-off after it ("a bottle of milk, the glass one pls"): the kind "X bottle" (kind_told._told_kind)
    ('chill a bottle of milk, the glass one pls', 'glassbottle: cool'),
    ('can i have a cold bottle of juice waiting, the glass one thanks', 'glassbottle: cool'),
    ('chill a bottle of cider for me, the glass one is best', 'wine_bottle: cool'),  # no sign-off: not told (cider:
    # no drink of bottled_contents, file 60d, so the bare bottle stays the wine bottle)
]
