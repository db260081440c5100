"""Test file 55's misses, second reading (tasks passed on through someone else: relayed and reported instructions
where the gold is the task the final doer must do), grouped into general kinds of phrasing; every sentence below is
new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE55B_KINDS = [
    # a hand-over whose purpose is said by "to hold" / "to keep" after the person ("give it to him to hold"): the same
    # hand-over, held to the end after the steps before it (handovers.handed_over)
    ('Heat the mug and give it to him to hold.', 'mug: heat > pick'),
    ('Warm the plate in the microwave and hand it to Gran to hold.', 'plate: heat > pick'),
    ('Toast the bread and pass it to her to keep.', 'bread: heat > pick'),
    ('Heat the mug and hold it.', 'mug: heat + pick'),  # no hand-over: a plain "and" list, one group
]
FILE55B_KINDS += [
    # "cook" as a person after a determiner and a word of who they are ("the previous cook", "our relief cook"): a
    # person, not heating (cues._person, connectives "role_ages")
    ('Wash the pot and put it in the cupboard. The previous cook left it on the shelf.', 'pot: clean > place=cabinet'),
    ('Our relief cook says to wash the mug and put it in the cabinet.', 'mug: clean > place=cabinet'),
    ('Wash the pot, then cook the egg in it.', 'pot: clean > heat'),  # a verb after "then": heating
    # a device said after "left it" with a duration ("Sam left it on the hob overnight"): the past with its pronoun,
    # someone's doing, no stay asked for (stays.stays)
    ('Scrub the pot and put it in the cabinet; the night cook left it on the hob overnight.', 'pot: clean > place=cabinet'),
    ('Wash the pan and put it on the shelf, Jo left it on the stove overnight.', 'pan: clean > place=shelf'),
    ('Wash the pan and leave it on the stove overnight.', 'pan: clean + heat'),  # asked: a stay, the device's step
]
FILE55B_KINDS += [
    # "bring(s) <people> in" said of the thing ("it brings shoppers in"): draws people, an idiom, no hand-over
    # (connectives "idioms")
    ('Wash the apple and set it on the shelf by the door, it brings shoppers in, she swears.', 'apple: clean > place=shelf'),
    ('Put the bread on the plate, it always brought the punters in.', 'bread: place=plate'),
    ('Wash the apple and bring it in.', 'apple: clean + pick'),  # the thing brought: a pick
]
FILE55B_KINDS += [
    # a recipe of three commands joined by "and" each time, the last joint ", and", ending in a hand-over, the British
    # "give it her" too (no "to"): read in order as with commas (compose._and_only, handovers.handed_over)
    ('Wash the apple and cut it up, and give it her.', 'apple: clean > slice > pick'),
    ('Rinse the mug and heat it, and hand it to him.', 'mug: clean > heat > pick'),
    ('Heat the mug and hand it him.', 'mug: heat > pick'),
    ('Rinse the mug and heat it, and keep it in your hands.', 'mug: clean + heat > pick'),  # no hand-over: a group
]
