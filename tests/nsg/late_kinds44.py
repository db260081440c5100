"""Test file 44's misses (claims and logs about what someone did on a recorded video: a crowdworker's
labels, an assessor's notes, a CCTV log, a speedrun moderator), read after it was scored as a held-out
file, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-43."""
from __future__ import annotations

FILE44_KINDS = [
    # a giving verb in the third person or the "-ing" form with its pronoun and "to" / "over" / "off to", or
    # "presented to": a hand-over, held to the end (connectives, handovers)
    ('She rinses the cup and hands it to the waiter.', 'cup: clean > pick'),
    ('The chef warms the plates, handing them over to the porter.', 'plate: heat > pick'),
    ('He chills the apple and then hands it off to the coach.', 'apple: cool > pick'),
    ('A chilled tomato, sliced, presented to the panel.', 'tomato: cool + slice > pick'),
    ('He hands the knife over. Rinse the knife.', 'knife: clean'),  # no pronoun and no "to" after it: no hand-over
    # "in the <doer>'s hand(s)", "in the robot's gripper", "in gripper": held at the end (lexicon, connectives)
    ("A rinsed apple that ends up in the waiter's hand.", 'apple: clean > pick'),
    ("The bread must be warm and in the guest's hands at the finish.", 'bread: heat > pick'),
    ('Run 12 goal: apple sliced, apple chilled, apple in gripper.', 'apple: slice + cool > pick'),
    ("Wash the mug and put it in the chef's cabinet.", 'mug: clean > place=cabinet'),  # no hand: a place
    # a comma list told as what a doer outside ``subjects`` did or does, each verb with its object after
    # it: in the order told (narrated)
    ('Trainee four rinsed the apple, cut it into wedges and tipped them into the bowl.', 'apple: clean > slice > place=bowl'),
    ('Camera 2: the cleaner washes a mug, warms it and sets it on the counter.', 'mug: clean > heat > place=counter'),
    ('The intern heated the bread, sliced it and handed it to the boss.', 'bread: heat > slice > pick'),
    ('An apple washed, sliced and chilled.', 'apple: clean + slice + cool'),  # participles with no object: one group
    # a step said again after a hand-over, in a constraint ("Chill first."): the hand-over stays last (ends)
    ('Chill the cup, rinse it and give it to Ana. Chill first.', 'cup: cool > clean > pick'),
    ('Heat the potato, slice it and hand it to me. The heating must come first.', 'potato: heat > slice > pick'),
    # "he is slicing the bread": a copula and a step verb with its object is what he does, a step (not_steps)
    ('He is washing the pot, then heating it on the stove.', 'pot: clean > heat'),
    ('She is chilling the wine bottle and then rinsing it.', 'wine_bottle: cool > clean'),
    ('He says he is cold. Warm the mug.', 'mug: heat'),  # a state of the speaker: no step
    # "take whatever ...", "take anything": accepting, no pick (connectives idioms)
    ("A clean pot sitting on the shelf. I'll take whatever the footage shows as long as that's where it ends.",
     'pot: clean > place=shelf'),
    ("Claim: a hot mug sitting on the counter. We take whatever the clip shows as long as it ends up there.",
     'mug: heat > place=counter'),
    ('Warm the mug and take it with you, whatever the weather.', 'mug: heat > pick'),  # "take it": a pick
    # arrows of a note ("→", "⇒"): "->" (lexicon)
    ('Expected: mug → rinse → cabinet.', 'mug: clean > place=cabinet'),
    ('apple ⇒ chill ⇒ slice ⇒ bowl', 'apple: cool > slice > place=bowl'),
    # "didn't <verb> it" with another step later in its sentence: what was left out, no step (not_done)
    ("She didn't rinse the plate, she just put it on the shelf.", 'plate: place=shelf'),
    ("He didn't heat the bread; he only sliced it.", 'bread: slice'),
    ("I didn't chill the apple, can you?", 'apple: cool'),  # nothing done instead: still asked for
    # "scrubbing through / back" a video: moving along the footage, no washing (connectives idioms)
    ('Scrubbing back to 3:10, he slices the tomato and puts it in the bowl.', 'tomato: slice > place=bowl'),
    ('He heats the mug, then chills it; still scrubbing through the rest.', 'mug: heat > cool'),
    ('Scrub the pot, then put it on the shelf.', 'pot: clean > place=shelf'),  # scrubbing the thing itself
    # "cook" with an auxiliary after it ("our mystery cook is going to"): a person, no heating (cues)
    ('The head cook is going to rinse the bowl and set it on the shelf.', 'bowl: clean > place=shelf'),
    ('Our mystery cook has chilled the apple, then sliced it.', 'apple: cool > slice'),
    ('Cook the egg, then rinse it.', 'egg: heat > clean'),  # a command: heating
    # "how many seconds does it take?", "how long will that take?": a duration, no pick (anecdotes)
    ('Rinse the mug, warm it, and put it on the counter. How many seconds does it all take?', 'mug: clean > heat > place=counter'),
    ('Slice the potato, then chill it. How long will that take?', 'potato: slice > cool'),
    ('Chill the cup for a minute and take it with you.', 'cup: cool > pick'),  # "take it": a pick
]
