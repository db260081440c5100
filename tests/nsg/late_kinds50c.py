"""Test file 50's misses, third reading (ordinary households' texts and notes: a mum away texting her husband, a
teenager's grudging replies, a pocket-money price list, notes for a forgetful mum, notes for the weekly cleaner), read
after it was scored, grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds50b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE50C_KINDS = [
    # a stay in the washing device said to soak ("leave it soaking in the sink overnight", "in the sink to soak for an
    # hour"): where it is left, a place, never the washing (stays._soaking)
    ("The roasting pot. Leave it soaking in the sink overnight, that's it.", "pot: place=sink"),
    ("Stick the pan in the sink to soak for an hour please.", "pan: place=sink"),
    ("Leave the pan in the sink overnight.", "pan: clean"),  # no soaking: a stay, the washing
    # a vessel's "-ful" ("boil a kettleful", "a potful of water"): the vessel itself (lexicon.json aliases)
    ("The kettle: rinse it out, then boil a kettleful for the teapot.", "kettle: clean > heat"),
    ("Heat a potful of water on the hob.", "pot: heat"),
    ("Boil the kettle after you rinse it.", "kettle: clean > heat"),  # the vessel named plainly: the same reading
    # an end-state wish with an adverb before "like" ("I'd just like it clean and on the counter, no rush"): the
    # list is one group, the place last, whatever is said after it (connectives.json end_state)
    ("The pot's at my sister's. I'd just like it scrubbed and back in the cupboard, ta.", "pot: clean > place=cabinet"),
    ("I'd really like the mug rinsed and on the shelf by Friday, no rush.", "mug: clean > place=shelf"),
    ("I'd just like you to rinse the mug and chill it.", "mug: clean + cool"),  # no place: one group
    # the device's state said as a need in an earlier sentence, an adverb in "-ly" or not ("it has to be properly cold
    # by 8. ... put it in the fridge"): the trip into the fridge is the chilling, where it is said (stays.needed_there)
    ("The prosecco has to be properly cold by eight. Stick it in the fridge.", "wine_bottle: cool"),
    ("The apple needs to be cold for the salad. Wash it, then pop it in the fridge.", "apple: clean > cool"),
    ("The apple is cold. Put it in the fridge.", "apple: cool > place=fridge"),  # a state said, no need: a place
    # "there's" and a word of counting before the thing ("There's another bottle in the rack", "one more mug"): the
    # place after it is where the thing is now, no name slot (names._there_is; flags in FILE50C_NAMES)
    ("There's one more mug in the caravan, wash it please.", "mug: clean"),
    ("There's a spare pan in the garage, scrub it and put it on the hob.", "pan: clean > place=stove_burner"),
    # a guess of where someone left the thing, a modal and "have" before "left" ("she'll have left them on the
    # windowsill", "Dad must have left the pan in the sink"): where it is now, no step, no place (complaints._guessed_left)
    ("Dad must have left the pan in the sink. Scrub it and put it on the hob.", "pan: clean > place=stove_burner"),
    ("He'll have left the mug in the fridge. Give it a wash.", "mug: clean"),
    ("Wash the mug and leave it in the fridge.", "mug: clean > place=fridge"),  # a request: the place
    # the end said first as the goal (a hand-over, a place), then a step said "first" and one joined to it in order
    # ("a mug brought up to me, the mug rinsed first and then warmed"): the pair goes before the end (again.after_front)
    ("A mug brought up to me in bed, the mug rinsed first and then warmed in the microwave.", "mug: clean > heat > pick"),
    ("Put the apple in the bowl. Wash it first, then slice it.", "apple: clean > slice > place=bowl"),
    ("Chill the cup. Rinse it first, then slice it.", "cup: clean > cool > slice"),  # no end said first: last
    # a food or drink of the contents list opening a sentence with no verb before "in" / "on" and a receptacle ("Milk
    # in the fridge.", "Ham on the shelf."): where that other thing is, no place (located._unnamed_thing, lexicon contents)
    ("Wash the potato, then microwave it. Milk in the fridge.", "potato: clean > heat"),
    ("Toast the bread and put it on a plate. Ham on the shelf.", "bread: heat > place=plate"),
    ("Wash the tomato, then slice it. Tomato in the fridge.", "tomato: clean > slice > place=fridge"),  # the object itself
]

FILE50C_NAMES = [  # (text, the unknown names the parser must flag)
    ("There's one more mug in the caravan, wash it please.", []),
    ("There's another wine bottle in the shed. Chill it in the fridge.", []),
    ("She'll have left the mug on the windowsill. Wash it and chill it.", []),
    ("Wash another mug and put it in the caravan.", ["caravan"]),  # a place verb's slot: still flagged
]
