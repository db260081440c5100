"""Test file 11's misses, third reading (legal, haiku, sensor-log, numbered-list and kitchen-rule voices), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks
that). A separate module like ``late_kinds11b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE11C_KINDS = [
    # "beneath" / "underneath the tap" said as "under the tap": the washing, its noun or its verb (connectives.json clean
    # verbs); after a cooling verb and "it", how it is cooled, no washing (changes._cooled_under)
    ('Heat the cup, then a quick rinse beneath the tap.', 'cup: heat > clean'),
    ('Toast the bread, then a splash underneath the faucet.', 'bread: heat > clean'),
    ('Chill the egg beneath the tap.', 'egg: cool'),  # how it is cooled: no washing
]
FILE11C_KINDS += [
    # a receptacle opening its sentence, then words of standing ("is", "located", "sits"), a preposition and words that
    # name no thing of the vocabulary, the sentence ending there: where the receptacle itself stands, no place
    # (landmarks._stands_in_room; connectives.json stands_at)
    ('I would like a bowl holding a diced potato. The fridge is located in the pantry.', 'potato: slice > place=bowl'),
    ('A plate with a rinsed tomato on it, please. The sink sits by the back door.', 'tomato: clean > place=plate'),
    ("Cut the bread. The plate's in the dining room.", 'bread: slice'),
    ('Cut the bread. The fridge is by the door; chill it there.', 'bread: slice > cool'),  # "there": the fridge's step
]
FILE11C_KINDS += [
    # a verse's line break "/" before a receptacle said alone after a step verb: its own clause, the place (as after a
    # comma or a full stop; places._said_alone)
    ('the egg, rinsed and chilled / whichever order suits you / a bowl awaits it', 'egg: clean + cool > place=bowl'),
    ('heat the potato / then slice it / the pot is its home', 'potato: heat > slice > place=pot'),
    ('wash the bread on the counter', 'bread: clean'),  # no "/": where it is washed
]
FILE11C_KINDS += [
    # a receptacle right after another receptacle, "is" and "its" ("the shelf is its bed"): a figure for the first one,
    # which is the place (landmarks._figure_of)
    ('Rinse the mug, then heat it. The counter is its bed tonight.', 'mug: clean > heat > place=counter'),
    ("Chill the apple; the plate's its bed.", 'apple: cool > place=plate'),
    ('Chill the apple and put it on the bed.', 'apple: cool > place=bed'),  # no figure: the bed
]
FILE11C_KINDS += [
    # a sensor's or a log's participle ("detected", "spotted") right after a bare state word and the object's name:
    # the state word is the object's state, no command, so it is free of the other states (cues._classify;
    # connectives.json perceived)
    ('Shelf log: warm mug detected, rinsed at the sink.', 'mug: heat + clean > place=shelf'),
    ('Counter camera: diced potato spotted, chilled in the fridge.', 'potato: slice + cool > place=counter'),
    ('Washed apple, sliced it, plated it.', 'apple: clean > slice > place=plate'),  # a told order: stays ordered
]
FILE11C_KINDS += [
    # a device's name that is also a verb before a noun of what it holds ("Fridge contents update:", "Microwave
    # inventory:"): the receptacle, a heading about what is in it, the place (usages.device_noun; held_lists)
    ('Fridge inventory: one potato, rinsed and diced.', 'potato: clean + slice > place=fridge'),
    ('Microwave contents: a cup, washed.', 'cup: clean > place=microwave'),
    ('Fridge: one potato, rinsed and diced.', 'potato: clean + slice'),  # no such noun: as before
]
FILE11C_KINDS += [
    # a free-order note before every step, its clause closed by a colon: it heads the list after it, across its
    # semicolons and its items' marks "(1)" (scopes._heads_list, scopes._item_mark)
    ('The order of what follows is immaterial: wash the cup; chill the cup.', 'cup: clean + cool'),
    ("Sequence doesn't matter: (1) dice the potato; (2) heat the potato.", 'potato: slice + heat'),
    ('Order is irrelevant. Wash the cup; chill the cup.', 'cup: clean > cool'),  # no colon: a sentence of its own
]
FILE11C_KINDS += [
    # a numbered list ("1)", "2.", "Step 1:") and a later note naming its steps by number ("step 2 should happen before
    # step 1"): those steps said again, ordered by the note (numbered.numbered_notes, read by late.constrain)
    ('1) rinse the cup 2) heat it 3) set it on the shelf. Update: step 2 has to come before step 1.',
     'cup: heat > clean > place=shelf'),
    ('Step 1: dice the potato. Step 2: chill it. Step 3: put it in the bowl. Step 2 goes before step 1.',
     'potato: cool > slice > place=bowl'),
    ('1. wash the egg 2. chill it. Do step 2 first.', 'egg: cool > clean'),
    ('1) wash the egg 2) chill it. Step 7 comes before step 1.', 'egg: clean > cool'),  # no such step: nothing
]
FILE11C_KINDS += [
    # the object said first with a hand phrase right after it ("tomato in my hand", "With the mug in my hand"), then the
    # work told in order or done to "it": taken up for the work, no held state (hands.in_hand_first)
    ('potato in my hand / rinsed at the sink / then diced, then the pot', 'potato: clean > slice > place=pot'),
    ('With the cup in my hand, I rinse it, then chill it.', 'cup: clean > cool'),
    ('Cup in my hand, please.', 'cup: pick'),  # nothing else: held
    ('Rinse the cup. Cup in my hand at the end.', 'cup: clean > pick'),  # said last: held
]
FILE11C_KINDS += [
    # a short aside in brackets right where the clause of a step said again ends ("chill it in the ice box (the fridge)
    # first"): the order word after it is the clause's own (firsts.past_aside, late._stated)
    ('A bowl of cold potato chunks; make sure you chill it in the cold box (the fridge) first.',
     'potato: cool > slice > place=bowl'),
    ('A plate of warm bread slices; toast it in the toaster (the old one) first.', 'bread: heat > slice > place=plate'),
    ('A plate of warm bread slices; toast it in the toaster (the old one).', 'bread: heat + slice > place=plate'),  # no order word
]
FILE11C_KINDS += [
    # a "first" (or "before anything else") after a step said for the first time, joined by "and" alone to a step said
    # again before it: the newer step's, the order word of the nearer step (firsts._anothers_first)
    ('Give me a bowl of cold egg halves, chilled in the fridge and rinsed at the sink before anything else.',
     'egg: clean > cool + slice > place=bowl'),
    ('A pot of hot potato chunks, heated on the stove and washed at the sink first.', 'potato: clean > heat + slice > place=pot'),
    ('A pot of hot potato chunks, heated on the stove and washed at the sink.', 'potato: heat + slice + clean > place=pot'),  # no order word
]
FILE11C_KINDS += [
    # a motion verb "heading into" / "headed onto" before a receptacle: a place verb, a device's step on the way
    # (connectives.json place verbs); "final destination the pan", "last stop the shelf" said alone as the last stop
    # (station_words)
    ('Egg heading into the microwave, then the bowl.', 'egg: heat > place=bowl'),
    ('The cup goes into the sink, then the fridge, final destination the cabinet.', 'cup: clean > cool > place=cabinet'),
    ('The cup heads into the sink, last stop the shelf.', 'cup: clean > place=shelf'),
    ('Cut the potato; it is headed onto the plate.', 'potato: slice > place=plate'),
]
FILE11C_KINDS += [
    # a place verb in "-ing" right after a plain noun's "'s" ("traffic's moving", "the queue's moving"), no pronoun and
    # no receptacle after it: what that thing is doing, no place (subjects._noun_moving)
    ('Egg heading into the microwave and under the knife - the line\'s moving fine, any order - final destination the bowl.',
     'egg: heat + slice > place=bowl'),
    ("Heat the cup, then wash it; the queue's moving. Then the shelf.", 'cup: heat > clean > place=shelf'),
    ("Heat the cup; Dad's putting it on the shelf.", 'cup: heat > place=shelf'),  # "it" after it: the object moved
]
FILE11C_KINDS += [
    # "before that" / "after this" right before a name: the demonstrative is the name's determiner, the order word is
    # "before" / "after" alone (lookalikes._demonstrative)
    ('Before that potato goes anywhere near the heat, it gets washed.', 'potato: clean > heat'),
    ('After this egg is chilled, slice it.', 'egg: cool > slice'),
    ('Wash the egg. Before that, chill it.', 'egg: cool > clean'),  # no name after it: "before that"
]
FILE11C_KINDS += [
    # a time clause opening its sentence that says two steps again ("Before it is heated, it gets sliced.", "After it
    # is chilled, it gets washed."): the order of those two, as an order word between them would (scopes.fronted_order)
    ('Heat the egg, slice it, bowl it. Before it is heated, it gets sliced.', 'egg: slice > heat > place=bowl'),
    ('Wash the cup and chill it. After it is chilled, it gets washed.', 'cup: cool > clean'),
    ('Wash the cup and chill it. It gets washed, it gets chilled.', 'cup: clean + cool'),  # no time clause: as before
]
FILE11C_KINDS += [
    # a summary list ("So: ...") followed by words that keep a rule said before it ("with that rule", "following the
    # rule"): the rule still orders the steps, the list does not replace them (summaries._rule_kept; rule_kept)
    ('Kitchen rule: the egg gets chilled before it is sliced. So: slice it, chill it, bowl it - following that rule.',
     'egg: cool > slice > place=bowl'),
    ('Kitchen rule: the egg gets chilled before it is sliced. So: slice it, chill it, bowl it.',
     'egg: slice > cool > place=bowl'),  # no rule kept: the summary's order
]

# words of a legal voice that fill no name slot ("at the conclusion hereof": a time; lexicon.json known_words); an
# unknown container after a place verb stays flagged
FILE11C_NAMES = [
    ("The cup, at the conclusion hereof, shall be washed and chilled.", []),
    ("At the outset hereof the Party shall rinse the cup.", []),
    ("Rinse the cup and put it in the credenza.", ["credenza"]),
]
