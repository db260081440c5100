"""Test file 53's misses, second reading (spoken English transcribed as said: a teleshopping presenter, a radio
cookery phone-in, a bingo caller, a Victorian cook re-enactor, a children's TV cooking segment, a mindful-kitchen
practice, an ASMR cooking video, an office video call, a theatre director's notes, a headteacher's assembly),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds51b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE53B_KINDS = [
    # a lift said with "up", first, before one place verb and its receptacle and nothing else ("pick it up and pop
    # it in the bin"): how it gets there, no held ending (moves.lifted_to_place)
    ('Could somebody pick up the spoon and pop it in the drawer, please?', 'spoon: place=drawer'),
    ('The empty soap bottle, can you pick it up and put it in the bin?', 'soap_bottle: place=garbage_can'),
    ('Pick the spatula up and set it on the counter.', 'spatula: place=counter'),
    ('Put the spoon in the drawer, then pick it up.', 'spoon: place=drawer > pick'),  # the lift last: held
]
FILE53B_KINDS += [
    # "hold" said with "we" and no object after it ("can we hold?", "could we hold there"): a pause in the
    # rehearsal or the meeting, no pick (connectives.json idioms)
    ('Sorry, could we hold? Someone rinse the plate and put it on the shelf.', 'plate: clean > place=shelf'),
    ('Okay, can we hold there, please. Wash the cup and set it in the cabinet.', 'cup: clean > place=cabinet'),
    ('Can we hold the plate for a second? Rinse it first.', 'plate: clean > pick'),  # an object: held
]
FILE53B_KINDS += [
    # a state word after the water and a running verb ("let the tap run warm over it", "run the water hot"): how the
    # water runs, no step of the object, as "cold water" (changes.of_liquid)
    ('Let the tap run hot over the plate for a moment, then give it a scrub.', 'plate: clean'),
    ('Run the water warm and rinse the cup, then pop it on the shelf.', 'cup: clean > place=shelf'),
    ('Run the cup under the tap, then warm it.', 'cup: clean > heat'),  # the object's own state: a step
]
FILE53B_KINDS += [
    # a trailing "first" after the second of two steps offered as alternatives with "or" ("you can rinse it, or you
    # can chill it first"): either may lead, no order (firsts.either_first, read in compose.relations)
    ('No fixed way here. You can rinse the cup, or you can chill it first. Then it goes on the shelf.',
     'cup: clean + cool > place=shelf'),
    ('Wash the mug or heat it first, then put it on the shelf.', 'mug: clean + heat > place=shelf'),
    ('Rinse the cup, or rather, chill it first. Then put it on the shelf.', 'cup: cool > clean > place=shelf'),  # a correction: ordered
]
FILE53B_KINDS += [
    # a step followed by ", no," and a denial of the same sub-task ("chill it, no, don't chill it", "chilled, no, he
    # didn't chill it"): taken back, the step and its denial both go (corrections._denied_next)
    ('Rinse the plate and chill it, no, don\'t chill it.', 'plate: clean'),
    ('He cut the apple, chilled it, no, he didn\'t chill it, he cut it and warmed it.', 'apple: slice > heat'),
    ('Chill the mug, no, don\'t heat it.', 'mug: cool'),  # another sub-task denied: the step stays
]
FILE53B_KINDS += [
    # a receptacle after "at" right after a word of standing ("a comfortable position at the counter", "stood at the
    # counter"): where the speaker stands, no place (others._held_up_at)
    ('Find a relaxed position at the counter. Lift the mug and hold it.', 'mug: pick'),
    ('Take up a steady standing position at your kitchen counter, then pick up the egg and hold it.', 'egg: pick'),
    ('Pick up the apple and put it at the counter.', 'apple: place=counter'),  # a place verb before "at": a place
]
FILE53B_KINDS += [
    # "feels" / "sits" / "weighs" in the hand ("notice how it feels in your hand"): a sensation, no holding step
    # (connectives.json idioms)
    ('Notice how it feels in the hand. Rinse the spoon under the tap and place it in the drawer.',
     'spoon: clean > place=drawer'),
    ('Lift the cup. Feel how it sits in your hand. Then wash it and put it on the shelf.', 'cup: clean > place=shelf'),
    ('Warm the mug and keep it in your hand.', 'mug: heat > pick'),  # kept in the hand: held
]
FILE53B_KINDS += [
    # "don't care who" ("I don't care who does it, but ..."): who does it, no note that frees the order
    # (lookalikes._others_indifferent)
    ("I don't care who does it, but the ladle should be clean and in the drawer.", 'ladle: clean > place=drawer'),
    ("Don't care who does it, wash the cup and put it on the shelf.", 'cup: clean > place=shelf'),
    ("I don't care which you do first: wash the cup and put it on the shelf.", 'cup: clean + place=shelf'),  # the order: free
]
FILE53B_KINDS += [
    # a place verb whose object is followed by "to" and a step's verb ("set it to cool in the fridge"): the move is
    # that step's means, no place (moves._moved_off)
    ('Boil the egg, then set it to cool in the fridge, then cut it, then onto the plate.',
     'egg: heat > cool > slice > place=plate'),
    ('Wash the potato, then put it to chill in the fridge, then cut it.', 'potato: clean > cool > slice'),
    ('Boil the egg, then put it in the fridge, then cut it.', 'egg: heat > place=fridge > slice'),  # no "to": a place
]
FILE53B_KINDS += [
    # a doer of a clause closed by a comma before a recipe list ("someone left a potato in there, heat it, cut it and
    # hand it to Sam"): not the list's doer, the list is commands read in order (chained._told)
    ('Somebody forgot a potato in the oven, warm it, slice it and hand it to Priya.', 'potato: heat > slice > pick'),
    ('Someone left the bread out, toast it, cut it and put it on the plate.', 'bread: heat > slice > place=plate'),
    ('Someone left a potato in there, warm it, slice it and keep it in your hands.', 'potato: heat + slice > pick'),  # no hand-over: a group
]
FILE53B_KINDS += [
    # "let's return to" / "let's go back to" the object: the talk turns back to it, no place (connectives.json idioms)
    ("Let's return to the egg. Chill it and rinse it.", 'egg: cool + clean'),
    ('Let us go back to the cup now. Heat it and put it on the shelf.', 'cup: heat > place=shelf'),
    ('Wash the mug and return it.', 'mug: clean > place'),  # the object returned: a place
]
