"""Test file 47's fifth reading (long messages in which the kitchen task is buried among other news), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds47d`` (``late_kinds47b`` to ``47d`` hold earlier readings of the file).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE47E_KINDS = [
    # a verb's -ing form naming what a thing is for, with one describing word between the determiner and it ("the big
    # chopping knife", "my old cooking pot"): a kind of that thing, no step (said_as_nouns.kind_of_thing)
    ('The old chopping knife turned up in the shed. Scrub it and put it in the drawer.', 'knife: clean > place=drawer'),
    ('My big cooking pot is filthy, give it a scrub and hang it on the shelf.', 'pot: clean > place=shelf'),
    ('Grab the apple, give it a good chopping and put it in the bowl.', 'apple: slice > place=bowl'),  # no name after: a step
]
FILE47E_KINDS += [
    # the speaker handing the thing (or the job) to the listener ("I'm giving it to you", "we're handing it over to
    # you"): the listener is the one who gets it, no hand-over asked (speaker._to_listener)
    ("Chill the wine bottle. That is your job tonight, and I'm giving it to you because you never forget.", 'wine_bottle: cool'),
    ("Warm the mug in the microwave, it's a small job and we're handing it over to you now.", 'mug: heat'),
    ('Chill the wine bottle, then give it to me.', 'wine_bottle: cool > pick'),  # to the speaker: a hand-over
]
FILE47E_KINDS += [
    # a verb's -ing form right after "isn't" / "wasn't" / "aren't" ("the calf isn't taking it"): what something is not
    # doing, no step, nor a step word that keeps its sentence's thing the target (not_done.not_doing_at, read by
    # anecdotes.remarked; targets._acted_on_later)
    ("The toddler isn't cutting it, she needs help. Wash the tomato and slice it.", 'tomato: clean + slice'),
    ("The lamb isn't taking it, needs a bottle. Rinse the cup and bring it out.", 'cup: clean + pick'),
    ('Rinse the cup, Dad is taking it to work.', 'cup: clean > pick'),  # no negation: a hand-over
    # a later step verb, its determiner and one describing word before another thing's name ("Gran wants a bottle.
    # Rinse the small cup"): that thing is the target, as without the describing word (targets._acted_on_later)
    ('Gran wants a bottle. Rinse the small cup and bring it out.', 'cup: clean + pick'),
    ('Gran wants a bottle. Rinse it and bring it out.', 'wine_bottle: clean + pick'),  # no other name: the bottle
]
FILE47E_KINDS += [
    # a thing someone is thanked for, after "for" in a sentence opened by "thank" / "thanks" ("Thank you to Dot for her
    # potato salad"), when another thing is named in a later sentence: no target (targets._thanked_for)
    ('Thank you to Dot for her potato salad, it went fast. The big pot needs a scrub before it goes back in the cabinet.',
     'pot: clean > place=cabinet'),
    ('Thanks for the bread yesterday, love. The mug is in the sink, rinse it and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Thanks for the bread. Slice it and put it on the plate.', 'bread: slice > place=plate'),  # no other thing: the bread
]
FILE47E_KINDS += [
    # what the speaker saw, a name and nothing more in its clause ("I saw the plate"): a sighting, no place, nor the
    # target when a later sentence names another thing (speaker._sighted, speaker.sighting; targets.target_of)
    ('You skipped tea, I saw the bowl. Wash the apple and bring it up.', 'apple: clean + pick'),
    ('No breakfast again, I saw the plate. A bag of apples is by the door, grab one and wash it.', 'apple: clean'),
    ('I noticed the mug was filthy. Wash it and put it on the shelf.', 'mug: clean > place=shelf'),  # a state said: the thing
]
FILE47E_KINDS += [
    # "hold off" ("the rain held off", "the storm is holding off"): weather staying away, an idiom, no pick
    # (connectives.json idioms)
    ('Hope the snow held off for you. Wash the mug and put it on the shelf.', 'mug: clean > place=shelf'),
    ('The storm is holding off for now, so chill the wine bottle.', 'wine_bottle: cool'),
    ('Hold the mug and wash it.', 'mug: pick + clean'),  # no "off": a pick
]
