"""Test file 52's second reading (sticky notes, tickets, checklists and social-media voices), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE52B_KINDS = [
    # a giving verb that opens its clause, a person (a pronoun other than "me" / "us", or a possessive and a word:
    # "your roommate", "my sister"), then the thing with the state it must be in ("hand him a clean spatula"): the
    # state, then the hand-over held to the end (handovers.gifts / _asked_gift, moves.handed_before); a person said
    # by a possessive and a word before "the" and the thing, after a step ("wash it and hand your sister the mug"),
    # alike (handovers.gifts)
    ('Hand your flatmate a clean spatula.', 'spatula: clean > pick'),
    ('Please pass her a hot mug, thanks.', 'mug: heat > pick'),
    ('You hand your brother a cold apple and go.', 'apple: cool > pick'),
    ('Rinse the mug and hand your sister the mug.', 'mug: clean > pick'),
    ('We handed them the clean spatula.', 'spatula: clean'),  # a story's giving, a subject before it: no hand-over
    ('Give your sister a cold apple.', 'apple: cool'),  # "give ... a <state> thing": a goal (the corpus's phrasing)
    # a ticket's or list's item that is a participle and the object's name alone ("Roasted potato · wash · microwave"),
    # between bullets or full stops: the dish named; its sub-task done by a later verb takes its place in the order
    # (titles.drop_titles / _dish_name, moved out of cues)
    ('Order 12 · Heated mug · rinse · microwave · on the counter', 'mug: clean > heat > place=counter'),
    ('Baked apple. Rinse it, then microwave it.', 'apple: clean > heat'),
    ('Chilled apple • wash • fridge', 'apple: clean > cool'),
    ('Sliced apple. Chill it.', 'apple: slice > cool'),  # its sub-task said by no later verb: a step
    ('Heated mug · wash', 'mug: heat > clean'),  # alike
    # "micro" as a verb: the microwave's clipped name said as the heating ("micro it", "micro · slice"), like
    # "microwave" (connectives.json heat verbs, device_verbs, device_naming); after "in the" still the receptacle
    ('Rinse the potato, micro it, then slice it.', 'potato: clean > heat > slice'),
    ('Micro the mug for a minute, then wash it.', 'mug: heat > clean'),
    ('Put the mug in the micro.', 'mug: place=microwave'),  # the receptacle: a place
    ('Take the bowl out of the micro and rinse it.', 'bowl: clean'),  # where it comes from: no step
    # a step word in a smell ("burnt toast smell.", "a whiff of toasted bread"): the words before a smell noun or
    # after "smell of" say what is smelt, no step (sounds.smells, connectives.json smell_nouns); the verb "smell" and
    # a smell removed ("rinse off smell") leave the steps as they are
    ('Warning: toast smell in the hall. Put the bread in the garbage can.', 'bread: place=garbage_can'),
    ('There was a whiff of burnt toast in the hall; slice the apple.', 'apple: slice'),
    ('Toast the bread until you can smell it.', 'bread: heat'),  # a verb
    ('Scrub off smell from the mug.', 'mug: clean'),  # the smell removed: the cleaning stays
    # "the machine" in a text that names what one machine of the vocabulary makes ("Espresso: ... on the machine"):
    # that machine (short_names._machine, connectives.json machine_uses); with no such word it stays no name
    ('Espresso order: rinse the cup and set it on the machine.', 'cup: clean > place=coffee_machine'),
    ('Cappuccino for Ali. Mug hot, then under the machine.', 'mug: heat > place=coffee_machine'),
    ('Make a latte: wash the mug, then put it in the sink, not on the machine.', 'mug: clean > place=sink'),
    ('Rinse the cup, then the machine.', 'cup: clean'),  # nothing it makes said: no coffee machine, no place
    # a free-order note opening its sentence with one thing named last after a comma ("Any order, plate last."):
    # the note frees the list before it, the one named comes last (scopes._named_last)
    ('Apple washed, sliced, chilled, on the plate. Any order, plate last.', 'apple: clean + slice + cool > place=plate'),
    ('Potato scrubbed, cut, hot, in the pot. Steps in any order, pot last.', 'potato: clean + slice + heat > place=pot'),
    ('Wash the apple. Slice it. Any order, plate last.', 'apple: clean + slice > place=plate'),
    ('Wash the apple. Any order, slice it and chill it last.', 'apple: clean > slice + cool'),  # steps after it, no name: as before
    # a name inside a quoted title closed right before a colon, another thing opening what follows ("Card 'Potato
    # bake': apple washed, ..."): the title's name is no target (titles.quoted_title / titled_only, targets)
    ("Card 'Spatula day': apple washed and sliced.", 'apple: clean + slice'),
    ('Ticket "Bread fix": the potato scrubbed, then chilled.', 'potato: clean > cool'),
    ("Okay, 'the apple job': rinse it under the tap, slice it with the knife.", 'apple: clean > slice'),  # the title's own thing
]

# a person after a possessive before "a" / "the", state adjectives and a known thing ("hand your flatmate a clean
# mug"): whom it is for, no name slot; an "-ing" word right after "instead of" ("instead of shouting"): an activity,
# no name slot (names.unknown_names); a thing after "instead of" and a determiner is still flagged
FILE52B_NAMES = [
    ("Hand your flatmate a clean mug instead of shouting.", []),
    ("Pass your neighbour the cold apple.", []),
    ("Put the mug on the credenza instead of grumbling.", ["credenza"]),
]
