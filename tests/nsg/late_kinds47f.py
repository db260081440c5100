"""Test file 47's sixth reading (long letters, diaries and house-sitting notes in which the kitchen task is buried among
other news), grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds47e`` (``late_kinds47b`` to ``47e`` hold
earlier readings of the file).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64; ``FILE47F_NAMES`` into the unknown-name check."""
from __future__ import annotations

FILE47F_KINDS = [
    # a receptacle after "by" / "beside" / "near" / "next to", right after the place ("stand it on the counter by the
    # sink"): what the place stands by, no place, nor a device an earlier carrying verb takes it to
    # (landmarks._by_the_place)
    ('Bring the mug in and stand it on the shelf by the sink.', 'mug: place=shelf'),
    ('Bring the pan in and set it on the counter next to the fridge.', 'pan: place=counter'),
    ('Bring the mug in and stand it by the sink.', 'mug: place=sink'),  # no place before "by": the place
]
FILE47F_KINDS += [
    # any step verb after the speaker's own "I can't" / "we cannot" ("I can't lift it with my back"): why the listener
    # is asked, no step (unable)
    ("Put the pot on the shelf, I can't lift it with my bad wrist.", 'pot: place=shelf'),
    ("Set the kettle on the counter for me, we cannot carry it up the steps.", 'kettle: place=counter'),
    ("Put the pot on the shelf, you can't lift it alone.", 'pot: place=shelf > pick'),  # not the speaker: still read
]
FILE47F_KINDS += [
    # "the cash and carry" (a wholesale shop): an idiom, no pick (connectives.json idioms)
    ('Got the mug from the cash and carry, take it in and put it on the shelf.', 'mug: place=shelf'),
    ('Got the washing-up liquid from the cash and carry, bring it in and put it on the counter.', 'soap_bottle: place=counter'),
    ('Carry the washing-up liquid in and put it on the counter.', 'soap_bottle: place=counter'),  # "carry" alone: a fetch still
]
FILE47F_KINDS += [
    # a thing someone said, heard or talked about ("what I said about her sponge", "we talked about the kettle"): a topic
    # of talk, no target when a later sentence names another thing (speaker.sighting)
    ('We talked about the kettle at lunch. The mug is grubby, wash it and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Jo told me about her pan. A cold tomato is lovely, chill it.', 'tomato: cool'),
    ('We talked about the kettle. Wash it and put it on the shelf.', 'kettle: clean > place=shelf'),  # no other thing
]
FILE47F_KINDS += [
    # a thing after a word of being full and "with" ("the bed is bursting with lettuce"): what fills a place, no tool, so
    # it is the target (abundance; connectives.json abundant)
    ('The veg patch is heaving with potatoes. Take one, scrub it and put it in the big pot.', 'potato: clean > place=pot'),
    ('The tree is laden with apples. Pick one, wash it and drop it in the fruit bowl.', 'apple: clean > place=bowl'),
    ('Slice the bread with the knife and put it in the bowl.', 'bread: slice > place=bowl'),  # a plain "with": the tool
]
FILE47F_KINDS += [
    # a time clause after a fetch closed by a comma before the next step ("grab one when you're in, give it a wash"):
    # when it is fetched, no pick held to the end (moves.time_closed)
    ("Grab the mug when you're back, give it a rinse and put it on the shelf.", 'mug: clean > place=shelf'),
    ('Take the apple once you get home, wash it and slice it.', 'apple: clean + slice'),
    ('Take the apple when you wash it.', 'apple: clean > pick'),  # no comma: the taking after the washing
]
FILE47F_KINDS += [
    # the only thing named in the sentence right before one that opens with a step verb and "it" ("I wasn't sure about
    # the old oil bottle on the shelf. Rinse it out"): what "it" is, ahead of a thing named earlier
    # (targets._pronoun_after)
    ('Gran loved the forks on Monday. I was unsure about the old wine bottle from the party. Rinse it and chill it.',
     'wine_bottle: clean + cool'),
    ('Gran loved the forks. We forgot the spare kettle in the shed. Scrub it and put it on the counter.',
     'kettle: clean > place=counter'),
    ('The bowl went out on Monday. I was unsure about the mug and the wine bottle. Rinse it.', 'bowl: clean'),  # two: the first
]
FILE47F_KINDS += [
    # "it" after "cut a slice" / "cut one thick slice": the piece cut, so its step comes after the slicing (pieces._one_piece_cut)
    ('The loaf is a bit dry, cut a slice and toast it.', 'bread: slice > heat'),
    ('There is bread in the tin, cut one thick slice and warm it.', 'bread: slice > heat'),
    ('The bread is stale, cut it and warm it.', 'bread: slice + heat'),  # no piece named: a list
]
FILE47F_KINDS += [
    # where an animal or a person rests ("Pudding sleeps on the bread bin lid", "the cat naps on the counter"), its subject
    # a name outside the vocabulary: no place of the object (strays.stray_went_in)
    ('Slice the bread and warm it. Biscuit naps on the counter, mind.', 'bread: slice + heat'),
    ('Chill the wine bottle. The dog sleeps in the cabinet, so be quiet.', 'wine_bottle: cool'),
    ('Slice the bread and warm it. It sits on the counter after.', 'bread: slice + heat > place=counter'),  # the thing itself
]
FILE47F_KINDS += [
    # a food going into a dish it is eaten in ("before it goes into a sandwich"): no place, the dish no name slot
    # (dishes.into_dish, dish_slot; lexicon.json made_dishes), and where someone eats ("not eaten over the sink",
    # strays.eaten_at)
    ('Wash the lettuce and chill it before it goes into a salad.', 'lettuce: clean + cool'),
    ('Rinse the tomato and slice it, then it goes in the omelette.', 'tomato: clean + slice'),
    ('Slice the apple and warm it, and please do not eat it over the sink.', 'apple: slice + heat'),
    ('Wash the lettuce and put it in the salad bowl.', 'lettuce: clean > place=bowl'),  # a name after the dish word
]
FILE47F_KINDS += [
    # a temperature before what the speaker hates ("cold plates are my pet hate", "warm wine is the worst") while the
    # opposite sub-task is asked: what the speaker minds, no step (changes._pet_hate)
    ('Cold mugs are my pet peeve. The mug goes on the table warm.', 'mug: heat > place=dining_table'),
    ('Warm wine is the worst, so chill the wine bottle.', 'wine_bottle: cool'),
    ('Cold mugs are lovely in summer. Warm the mug.', 'mug: heat'),  # no word of hating: still no cooling with heating asked
]
FILE47F_KINDS += [
    # "I don't care if you use the microwave": the means, not the order (lookalikes._others_indifferent)
    ("The mug goes on the table hot, I don't care if you use the microwave.", 'mug: heat > place=dining_table'),
    ("The plate goes on the table warm, we don't care what you use.", 'plate: heat > place=dining_table'),
    ("Wash the mug and warm it, I don't care.", 'mug: clean + heat'),  # about the order
]
FILE47F_KINDS += [
    # a second subject after a prefix's opener starts the main clause ("Before I head off I'll wash it and put it up,
    # she ..."): no prefix place, the place last as usual (scopes.in_prefix)
    ("Before I leave tonight I'll wash the bowl and put it on the shelf, the cat keeps licking it.", 'bowl: clean > place=shelf'),
    ("Before we leave we'll rinse the mug and set it on the counter, it's been filthy.", 'mug: clean > place=counter'),
    ('Once you wash the mug and set it on the counter, heat it.', 'mug: clean + place=counter > heat'),  # one subject: a prefix
    # no step after the comma ("..., the job is done"): no main clause, so no prefix (file 66's reading), the place last
    ('Once you wash the mug and set it on the counter, the job is done.', 'mug: clean > place=counter'),
]

FILE47F_NAMES = [
    # a heading in what the thing comes in, with who it came from ("Bag of apples in the porch from Mrs P."): where it
    # is now, no refusal (whereabouts.heading_place)
    ('Sack of potatoes in the garage from Uncle Bill. Grab one, scrub it and bake it.', []),
    ('Punnet of tomatoes on the veranda from next door. Wash them and slice them.', []),
    ('Wash the apple and put it in the porch.', ['porch']),  # a place asked: still refused
    # a dish a food goes into ("before it goes into a sandwich"): no slot
    ('Slice the tomato before it goes into a cheese sandwich.', []),
    ('Slice the tomato and put it in the credenza.', ['credenza']),  # a place asked: refused
]
