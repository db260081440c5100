"""Test file 42's misses, read a second time (a formal butler, voice-to-text, text-speak, a grumpy half-awake
person, an over-polite apologiser, a rambler who corrects themselves, a parent relaying a toddler, capitals,
deadpan sarcasm, office jargon), grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds42``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE42B_KINDS = [
    # indifference about something other than the order: "don't care how" (the manner), and a bare "either way"
    # closing a clause of a third person's verb of reacting ("he'll grumble either way"): no note freeing the order
    # (lookalikes._others_indifferent, lookalikes._regardless)
    ('Warm the plate and put it on the counter, he will grumble either way.', 'plate: heat > place=counter'),
    ("Don't care how, just rinse the cup and leave it on the shelf.", 'cup: clean > place=shelf'),
    ("Chill the egg and slice it, they'll eat it either way, then put it in the bowl.", 'egg: cool + slice > place=bowl'),
    ('Chill the cup and wash it, they can do it either way.', 'cup: cool + clean'),  # a verb of doing: the order
]
FILE42B_KINDS += [
    # text-speak: "2" before a verb (or "b") is "to" ("2 chill", "needs 2 b hot"), and a step verb typed without its
    # vowels ("wsh", "rnse", "chp") is that verb (lexicon text_speak)
    ('pls rnse the cup n put it in the fridge 2 chill thx', 'cup: clean > cool'),
    ('the egg has 2 b hot b4 lunch so chp it 1st, then heat it', 'egg: slice > heat'),
    ('wsh the plate n put it on the shelf 2 dry pls', 'plate: clean > place=shelf'),
    ('put 2 apples in the bowl', 'apple: place=bowl'),  # "2" before a noun: a number
]
FILE42B_KINDS += [
    # a rambler's self-corrections (corrections): a place broken off right after its determiner ("Put it in the -
    # sorry, ...") for another step, then a place verb: taken back, the receptacle after the break the later
    # place's (_retracted, _cut_off); "I meant <receptacle>" after the place ("I said drawer but I meant cabinet"):
    # the place's receptacle (_marker); a step denied by a new sentence opened by "No wait," / "No," (_denied_next)
    ('Put the mug in the - sorry, rinse it first, then put it in the cabinet.', 'mug: clean > place=cabinet'),
    ('Stick the egg on the... no wait, boil it first, then put it on the plate, not the bowl.', 'egg: heat > place=plate'),
    ('Put the mug in the cabinet - sorry, wash it first.', 'mug: clean > place=cabinet'),  # the receptacle said: kept
    ('Wash the cup and put it in the drawer. I said drawer but I meant cabinet.', 'cup: clean > place=cabinet'),
    ('Rinse the mug and put it in the drawer. I meant to do it yesterday.', 'mug: clean > place=drawer'),  # an intention
    ('Rinse the apple, then chop it. No wait, don\'t chop it.', 'apple: clean'),
    ('Chill the cup. No, don\'t wash it.', 'cup: cool'),  # no step of that sub-task before: nothing denied
]
FILE42B_KINDS += [
    # "leave it whole" / "keep them whole" / "leave it as it is": how it is left (uncut), no place (connectives idioms)
    ('Wash the lettuce and leave it whole.', 'lettuce: clean'),
    ('Rinse the tomatoes but leave them whole, then into the bowl.', 'tomato: clean > place=bowl'),
    ('Wash the lettuce and leave it whole on the plate.', 'lettuce: clean > place=plate'),  # a receptacle: the place
]
FILE42B_KINDS += [
    # "take it off" / "lift it off" with no source, then "and" / "then" and a place: off the heat on the way to the
    # place, no pick (places._drop_pick)
    ('Heat the pot, then take it off and put it on the counter.', 'pot: heat > place=counter'),
    ('Boil the egg, lift it off and then pop it in the bowl.', 'egg: heat > place=bowl'),
    ('Warm the pan, then take it off the hob and hold it.', 'pan: heat > pick'),  # held: a pick
]
FILE42B_KINDS += [
    # "give it here" / "hand it over here": a hand-over to the speaker, so a device said alone before it in a "then"
    # list is that device's step, no place (handovers._given_here, read by devices_on_the_way)
    ('Rinse the mug, then the fridge, then pass it here.', 'mug: clean > cool > pick'),
    ('Wash the cup, then the microwave, then hand it over here.', 'cup: clean > heat > pick'),
    ('Wash the cup, then the microwave, then put it on the shelf.', 'cup: clean > heat > place=shelf'),  # a place after
]
FILE42B_KINDS += [
    # a goal state said first, then "<step> it first then <that state's verb> it" with no comma: the "first" is the
    # step's right before it, no move of the state said again to the front (firsts.said_first)
    ('The mug has to be hot by noon. wash it first then heat it', 'mug: clean > heat'),
    ('the apple should be cold. slice it first and then chill it', 'apple: slice > cool'),
    ('The apple should be cold. Slice it, but chill it first.', 'apple: cool > slice'),  # its own "first": moved
]
FILE42B_KINDS += [
    # a step added with "too" / "as well" right before a free-order note of its sentence ("Oh, and wash it too,
    # whichever comes first"): the note frees it and the step said before (scopes._added)
    ('Could you chill the apple? Oh, and wash it too, whichever comes first.', 'apple: cool + clean'),
    ('Heat the mug. Rinse it as well, in any order.', 'mug: heat + clean'),
    ('Chill the apple. Rinse it, whichever comes first.', 'apple: cool > clean'),  # nothing added: its sentence only
]
FILE42B_KINDS += [
    # a formal delegation, "<the manner> I leave to <someone>" / "leave it up to": who decides, no place (connectives
    # idioms)
    ('What the guest requires is a rinsed mug sitting on the shelf. The method I leave to the staff.', 'mug: clean > place=shelf'),
    ('Rinse the mug and warm it. The order I leave to you.', 'mug: clean + heat'),
    ('Leave it to cool, then slice the bread.', 'bread: cool > slice'),  # "leave it to" a verb: the staying
]
FILE42B_KINDS += [
    # the pieces with "little" / "small" between "in" and the noun ("in little pieces", "in small chunks"): the slicing's
    # end state, as "in pieces" (connectives slice adjectives)
    ('The goal: a tomato in small chunks, warm, on the plate.', 'tomato: slice + heat > place=plate'),
    ('Nan wants the apple in little bits, cold, in the bowl. Chop it and chill it, whichever first, then the bowl.',
     'apple: slice + cool > place=bowl'),
    ('Put the apple in the bowl with the little bits.', 'apple: place=bowl'),  # no "in" before them: no slicing
]
