"""Test file 46's misses, third reading (people telling machines and researchers what the task is: prompts, bug
reports, annotation guidelines, commands to a home robot), grouped into general kinds of phrasing; every sentence
below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds46b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE46C_KINDS = [
    # "you keep" and an -ing word opening its sentence ("You keep doing the slicing last."): what the robot does again
    # and again, a complaint, no step, no place and no order (complaints._you_keep, read by story.told)
    ('You keep doing the chilling first. Rinse the apple, then chill it.', 'apple: clean > cool'),
    ('You keep leaving the washing till last. Wash the mug first, then heat it.', 'mug: clean > heat'),
    ('You keep putting the pan in the fridge. Scrub it, then hang it on the shelf.', 'pan: clean > place=shelf'),
    ('Keep chilling the apple, then slice it.', 'apple: cool > slice'),  # a command: "keep" opens it, no "you"
    # a state word right after a verb of keeping or making and "it" / "them" in a comma list ("cut it, keep it cold in
    # the fridge, then ..."): that clause's own step in its place, not a state of a noun phrase done before the step
    # said before it (attributes.predicative, read by compose._adjectives)
    ('Peel nothing. Wash the apple, slice it, keep it cold in the fridge, then set it in the bowl.',
     'apple: clean > slice > cool > place=bowl'),
    ('Scrub the potato, cut it, make it hot on the stove, then tip it into the pot.',
     'potato: clean > slice > heat > place=pot'),
    ('Rinse the mug, get it hot in the microwave, then hand it to me.', 'mug: clean > heat > pick'),
    ('Rinse the mug, put the hot mug in the bowl.', 'mug: clean > heat > place=bowl'),  # attributive: before its verb
    # two steps said again joined by "or" alone, "first" right after the second ("Rinse or slice first, ..."): a choice
    # of which leads, no order between them (firsts.or_first, read by permissions.said_free and firsts.said_first)
    ('Rinse the cup, cool it and warm it. Rinse or cool first, warm it last.', 'cup: clean + cool > heat'),
    ('Wash the apple, slice it, chill it. Wash or slice first, as long as the chilling comes last.',
     'apple: clean + slice > cool'),
    ('Rinse the cup, cool it and warm it. Cool first, warm it last.', 'cup: cool > clean > heat'),  # one step: it leads
    # a log's sentence opened by a subjectless "did" right before the step word ("Did the chilling first."), no question:
    # what the teller did, no step asked for, no order (reports._did_it, read by reports.reported)
    ("Asked for the mug, washed and chilled, she didn't mind which first. Did the chilling first.", 'mug: clean + cool'),
    ('Table four wants bread, sliced and toasted, any order, then on a plate. Did toast first.',
     'bread: slice + heat > place=plate'),
    ('Wash the pan and chill it. Did you chill it first?', 'pan: cool > clean'),  # a question to the robot: an order
    # a step trailing off into dots, then "no wait," or "actually just" and a verb with "it" ("..., then chill it... no wait,
    # toast it"): the last step before the dots is taken back for the one after (corrections._taken_back)
    ('Slice the bread, then chill it... no wait, toast it, then onto the plate.', 'bread: slice > heat > place=plate'),
    ('Boil the potato, then leave it on the counter... no wait, put it in the fridge to cool.', 'potato: heat > cool'),
    ('Rinse the cup, then put it on the shelf... actually just hand it to me.', 'cup: clean > pick'),
    ("Heat the mug... no wait, it's fine, then rinse it.", 'mug: heat > clean'),  # no step after the marker: kept
    # "Changing to:" / "Changed it to:" opening a sentence: an editor's revision, what follows it replaces all the steps
    # said before it (corrections._revision, read by corrections.corrected)
    ('Clip 7: the person chills the apple. Changed it to: the person slices the apple and puts it in the bowl.',
     'apple: slice > place=bowl'),
    ('Item 3: the person heats the mug... no, that reads wrong. Changing to: the mug is rinsed in the sink.', 'mug: clean'),
    ('Wash the mug, then heat it. Changing the water helps.', 'mug: clean > heat'),  # no colon: no revision
    # a step right after a verb of seeing and "it" ("she never saw it go in"): what someone saw happen, no step and no
    # place of its own (reports._seen, read by reports.reported)
    ('The client wanted the mug rinsed and in the cabinet; she just never saw it go in.', 'mug: clean > place=cabinet'),
    ('I want the mug rinsed and in the cabinet, I saw it go in.', 'mug: clean > place=cabinet'),
    ('I want the mug rinsed and in the cabinet; then make it go in.', 'mug: clean > place'),  # asked: a place
    # a note label ("NB", "PS", "FYI") before another thing, its copula and where it is, then a step done to "it" in
    # that sentence ("NB the knife is in the drawer, fetch it first"): where that thing is and what is done to it, no
    # place nor step of the object (located.others_located, subjects._other_thing_fetched)
    ('Slice the apple, then chill it. NB the knife is in the drawer, fetch it first.', 'apple: slice > cool'),
    ('Cut the bread. The knife is in the drawer, grab it.', 'bread: slice'),
    ('Slice the apple. NB the knife is in the drawer.', 'apple: slice'),
    ('The knife is in the drawer; slice the bread, then chill it.', 'bread: slice > cool'),  # its own sentence: steps
]
