"""Test file 57's misses, read a second time (claims about what someone did, or should be seen doing, on a video
recording: a crowd-worker labelling clips, a quality checker, an audio describer, a subtitler's scene notes, a
teacher marking a recorded practical, a researcher's notebook, a parent on the nanny cam, a contest's judge, a
social-media commenter, an insurance assessor), grouped into general kinds of phrasing; every sentence below is new
(none is an evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of the other files."""
from __future__ import annotations

FILE57B_KINDS = [
    # what a label, script or task card claims, set against what was seen ("although the brief says chill", "The
    # caption says ..., but ...", "The label had it ...; wrong."): the claim corrected, no step nor place
    # (bug_reports.claims_contradicted)
    ('She slices the apple and then it goes in the bowl, although the brief says chill.', 'apple: slice > place=bowl'),
    ('The caption says he chills the mug, but in the video he only rinses it.', 'mug: clean'),
    ('He scrubs the pan and hangs it on the shelf. The label had it in the sink; wrong.', 'pan: clean > place=shelf'),
    ('The card says rinse the mug, then heat it.', 'mug: clean > heat'),  # no contrast: the card's steps are the task
]
FILE57B_KINDS += [
    # an annotator's term holding a thing's name ("bounding box", "bounding-box check"): no thing of the task
    # (connectives.json idioms)
    ('Bounding boxes drawn on the last frame: the mug is rinsed and sitting on the shelf.', 'mug: clean > place=shelf'),
    ('Check the bounding box: the potato is sliced and in the pot.', 'potato: slice > place=pot'),
    ('Put the apple in the box.', 'apple: place=box'),  # the box itself: a receptacle
]
FILE57B_KINDS += [
    # "still" right before a step's verb in "-s" with its object next ("the man still heats the mug"): done all the
    # same, no temperature now (remarks._still_does)
    ('The dog barks at him, but the man still heats the mug in the microwave.', 'mug: heat'),
    ('She trips on the mat and still chills the wine bottle in the fridge.', 'wine_bottle: cool'),
    ('The mug is still warm, so rinse it.', 'mug: clean'),  # a state now: no heating
]
FILE57B_KINDS += [
    # a note headed by an order noun and a colon after the list ("Order: toast, slice.", "Logged sequence: ..."),
    # naming its steps again one word each: they go in the note's order (restated.restated_order)
    ('He toasted the bread and sliced it. Order: toast, slice.', 'bread: heat > slice'),
    ('The robot rinsed the pan and heated it. Logged sequence: rinse, heat.', 'pan: clean > heat'),
    ('He toasted the bread and sliced it. Order: any.', 'bread: heat + slice'),  # no steps named: the list's group
]
FILE57B_KINDS += [
    # a step's word in quotes right after a verb of editing ("remove 'heat'", "add 'rinse' first"): a word of the
    # label being edited, no step (bug_reports.edited_words)
    ("Fix the label: remove 'heat'. He only rinses the mug and puts it on the shelf.", 'mug: clean > place=shelf'),
    ("One change: add 'chill' after the rinse. So the cup is rinsed, chilled in the fridge, then set on the shelf.",
     'cup: clean > cool > place=shelf'),
    ('Add a rinse, then put the mug on the shelf.', 'mug: clean > place=shelf'),  # no quotes: a step asked for
]
FILE57B_KINDS += [
    # a superlative of a state's word before the name ("the cleanest plate you have ever seen"): the state, as
    # "the clean plate" (connectives.json clean adjectives)
    ('Last frame: the cleanest plate you have ever seen, in the cabinet.', 'plate: clean > place=cabinet'),
    ('The cleanest mug in the house ends up on the shelf.', 'mug: clean > place=shelf'),
    ('Put the mug on the cleanest shelf.', 'mug: place=shelf'),  # said of the receptacle: no state of the mug
]
