"""Test file 56's misses (messages typed fast on a phone: text-speak, missing apostrophes and capitals,
voice-to-text slips), read after it was scored, grouped into general kinds of phrasing; every sentence
below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds55``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-55."""
from __future__ import annotations

FILE56_KINDS = [
    # text-speak, a closed class: a contraction typed without its apostrophe ("doesnt", "dont"), "ill" / "its"
    # before a verb or state only "I'll" / "it's" takes, "2 me", "4 me", "pls", "tmrw" (lexicon.json text_speak)
    ('rinse the mug, heat it, chill it. order doesnt matter', 'mug: clean + heat + cool'),
    ('wash the spoon n pass it 2 me pls', 'spoon: clean > pick'),
    ('dont chill the apple, just slice it 4 me', 'apple: slice'),
    ('microwave the mug 2 minutes then wash it', 'mug: heat > clean'),  # "2" before a unit: a count
    # a British or common variant name ("salt pot", "potatoe"), and "leftover" before a name (lexicon.json aliases,
    # name_modifiers)
    ('the salt pot needs a rinse, then put it on the shelf', 'salt_shaker: clean > place=shelf'),
    ('microwave the leftover potatoe n put it on a plate', 'potato: heat > place=plate'),
    ('Put the pot on the shelf.', 'pot: place=shelf'),  # "pot" alone: the cooking pot
    # a hedge "like" on a counted stay in a device ("for like 10 mins"): still a stay, the device's step (stays._HEDGES)
    ('stick the apple in the fridge for like 10 mins, then slice it', 'apple: cool > slice'),
    ('pop the bread in the micro for like a minute n then cut it', 'bread: heat > slice'),
    ('put the apple in the fridge like i said, then slice it', 'apple: place=fridge > slice'),  # no duration: a place
    # where the object is now (a copula and a receptacle), then a wish about "it" said by a participle ("I'd like it
    # boiled"): a request about it all the same, so the receptacle is no place (story._where_it_is)
    ("the mug is on the shelf. i'd like it washed and handed to me", 'mug: clean > pick'),
    ('The bread is in the cabinet. We want it warmed and sliced please.', 'bread: heat + slice'),
    ("The mug is in the sink. I'd like it washed and on the shelf.", 'mug: clean > place=shelf'),  # the wish's own place
    # a state refused by "does not want it" / "don't need it" and a participle: no step (clauses._FRAMES)
    ('Wash the apple. He does not want it sliced.', 'apple: clean'),
    ("rinse the tomato, we don't want it chopped", 'tomato: clean'),
    ('rinse the tomato, we want it chopped', 'tomato: clean > slice'),  # no negation: a step
    # a step refused as needless with the object named between ("don't need the pan scrubbing") and the reason right
    # after it ("it's clean"): neither is a step (needless, read by clauses.drop_negated)
    ("we don't need the pan scrubbing, it's clean. put it on the shelf", 'pan: place=shelf'),
    ('we dont need the bread toasting, its hot. slice it', 'bread: slice'),
    ('we need the pan scrubbing, then put it on the shelf', 'pan: clean > place=shelf'),  # no negation: a step
    # "no just <step>" typed without its comma: the correction "no, just", not a negation of the step
    # (lexicon.json text_speak: "no just" -> "no , just")
    ('heat the bread then mash it- no just slice it', 'bread: heat > slice'),
    ('wash the mug. no just chill it', 'mug: cool'),
    ('wash the mug, no chilling', 'mug: clean'),  # "no" and a step's noun: still refused
    # a step trailing off into dots, then "no" and "ignore / forget / scratch that" before "just" and another step:
    # that clause is taken back ("nah": "no", text-speak) (corrections._taken_back)
    ('the mug needs a rinse... no forget that, just heat it n put it on the shelf', 'mug: heat > place=shelf'),
    ('the plate needs a wash... nah scratch that, just put it in the cabinet', 'plate: place=cabinet'),
    ('rinse the apple... no, chill it too', 'apple: clean > cool'),  # no "just": nothing taken back
    # a place's receptacle, then a locating preposition and another receptacle said without "the" ("on shelf above
    # fridge"): the first is the place, no compound name (compounds.modifier)
    ('rinse the bowl n put it on shelf below the microwave', 'bowl: clean > place=shelf'),
    ('chill the apple then put it on shelf above fridge', 'apple: cool > place=shelf'),
    ('put the mug on the side of the plate', 'mug: place=plate'),  # "of": the plate's side
    # "the" dropped before a led name after "it" or a place verb ("leave it on side": the counter) (lexicon._led)
    ('rinse the cup n leave it on side', 'cup: clean > place=counter'),
    ('heat the bread n put it back on side pls', 'bread: heat > place=counter'),
    ('slice the bread on our side', 'bread: slice'),  # no place verb or "it" before: the plain word
    # the teller says they left the object somewhere ("I have left X on the side for you"), then a request about
    # "it" in a later sentence: where it is now, no place (reports.there_is)
    ('We have left the bread in the cabinet for you. Please slice it.', 'bread: slice'),
    ("I've left the mug on the counter for you. can you heat it", 'mug: heat'),
    ('I have left an apple on the counter.', 'apple: place=counter'),  # no request after: the place
    # the object located in its subject, the auxiliary dropped ("my mug on the coffee table gone cold"): where it is
    # now, no place (located._SUBJECT_VERBS)
    ('my bowl in the sink gone crusty. want it clean pls', 'bowl: clean'),
    ('the cup on the shelf been dusty for ages, rinse it', 'cup: clean'),
    ('put the mug on the table gone cold', 'mug: place=dining_table'),  # a verb's object: a place
    # the object said as "was left" on or in a receptacle, a comma or "so" before the request: where it was left, no
    # place and no device's step (story._left_there_now)
    ('the mug was left in the microwave, so rinse it n put it on the shelf', 'mug: clean > place=shelf'),
    ('the bowls were left on the stove, wash one', 'bowl: clean'),
    ('the pan was left in the fridge', 'pan: place=fridge'),  # no request after it: the place
    # "who left it (there)", asked of whoever left the object: how it was found, no place (complaints.left_about)
    ('the bowl is gross who left it. can u rinse it', 'bowl: clean'),
    ('who left an apple in the sink, wash it n slice it', 'apple: clean + slice'),
    ('Wash the bowl and leave it on the counter', 'bowl: clean > place=counter'),  # the request's own "leave": a place
    # "boiled dry": what happened to a pot left on the heat, no heating step (connectives.json idioms)
    ('the pan boiled dry last night. rinse it n put it on the counter', 'pan: clean > place=counter'),
    ("the kettle's boiled dry again, fill it n put it on the shelf", 'kettle: place=shelf'),
    ('boil the egg then put it on a plate', 'egg: heat > place=plate'),  # "boil" alone: a step
    # a step the speaker puts off to do themselves ("I'll scrub it later", "we'll slice them tomorrow"): not asked of
    # the listener (speaker.speaker_remarks)
    ("put the pot in the sink. i'll scrub it later", 'pot: place=sink'),
    ("put the bread on the plate, we'll slice it tomorrow", 'bread: place=plate'),
    ("wash the apple, then i'll slice it", 'apple: clean > slice'),  # not put off: still a step
    # a step verb's "-ing" typed without its "g" and no apostrophe ("washin", "puttin"), "nvm", "ta" (lexicon.json
    # text_speak)
    ('the bowl needs rinsin n puttin in the cabinet', 'bowl: clean > place=cabinet'),
    ('nvm the plate. mug needs washin. ta', 'mug: clean'),
    ('put the apple in the bin', 'apple: place=garbage_can'),  # "in" alone: the preposition
    # the weather's temperature said of "it" with a time or place after it ("its hot as hell on site", "it's so cold
    # out") while the opposite sub-task is asked: no step (changes._weather)
    ("chill the bottle. it's hot today", 'wine_bottle: cool'),
    ('warm the mug pls its so cold out', 'mug: heat'),
    ('The mug is washed and afterwards it is chilled in the fridge.', 'mug: clean > cool'),  # a participle: a step
    # where the speaker goes ("b4 i go back on", "before we go back in"): a person's move, no place of the object
    # (speaker.speaker_remarks)
    ('one thing before we go back in - the mug. rinse it, heat it, then onto the shelf', 'mug: clean > heat > place=shelf'),
    ('last job b4 i go back out - the bread. warm it, slice it, then onto the plate', 'bread: heat > slice > place=plate'),
    ('go put the mug back on the shelf', 'mug: place=shelf'),  # the listener's "go": the place stays
    # how the speaker left the object, no receptacle in the clause ("sorry i left it filthy"): no place
    # (speaker.speaker_remarks)
    ('can u wash the pan pls i left it filthy', 'pan: clean'),
    ('wash the mug, sorry i left it dirty', 'mug: clean'),
    ('wash the mug and then i left it in the cabinet', 'mug: clean > place=cabinet'),  # a receptacle: the place
    # a past step verb before a possessive and a hurt part of the body ("I've cut my thumb", "burnt my hand"): the
    # speaker's injury, no step and no unknown name (grooming.self_care)
    ("I've cut my thumb, so can you slice the bread and put it on the plate", 'bread: slice > place=plate'),
    ('i burnt my hand so can u heat the bread for me', 'bread: heat'),
    ('cut my apple and put it in the bowl', 'apple: slice > place=bowl'),  # a name of the vocabulary: a step
    # an emoji between a message's clauses ends a sentence (lexicon._unaccented): "found it in the garden" is then
    # a sentence of its own, no name slot of the request
    ('found the mug in the garden \U0001F644 its washed and on the shelf now', 'mug: clean > place=shelf'),
    ('the apple \U0001F34E wash it n slice it', 'apple: clean + slice'),
    ('rinse the plate \u2192 put it in the cabinet', 'plate: clean > place=cabinet'),  # an arrow: "then", no emoji
    # a name taken back by "i mean" and another name, typed without stops ("the mug i mean the cup"): the second is
    # the object (corrections._meant)
    ('wash the mug i mean the bowl n put it on the shelf', 'bowl: clean > place=shelf'),
    ('slice the bread i mean the apple n put it on a plate', 'apple: slice > place=plate'),
    ('the mug i mean it this time. wash it', 'mug: clean'),  # no name after "i mean": kept
]
