"""Test file 70's first reading, its second half (a Regency letter, a video game's quest log, a 1940s home-front
broadcast, a mock-epic poem, a gothic horror narrator), grouped into general kinds of phrasing; every sentence below
is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-72."""
from __future__ import annotations

FILE70B_KINDS = [
    # an old name of the fridge written with a hyphen ("the ice-box", "ice-boxes"): the fridge, a place or the cooling
    # device (lexicon.json aliases)
    ("Have the apple washed and then set in the ice-box until supper.", "apple: clean > place=fridge"),
    ("Rinse the cup and stand it in the ice-box.", "cup: clean > place=fridge"),
    ("Chill the tomato in the ice-box, then slice it.", "tomato: cool > slice"),  # the device: no place
    # a household's cook called by the title alone, a verb of will or word after it ("in whatever order Cook likes",
    # "Cook wants ..."): a person, no heating (connectives.json person_verbs, cues._person)
    ("Scrub the potato and boil it, in whatever order Cook likes, then put it on the plate.",
     "potato: clean + heat > place=plate"),
    ("Cook wants the egg boiled and then chilled.", "egg: heat > cool"),
    ("Cook the potato, then put it on the plate.", "potato: heat > place=plate"),  # the verb: heating
    # a quest log's numbered objectives ("Objective 1/3: ...", "Goal 1 of 2: ..."): items of a list in its order, no
    # end-state frame (numbered.item_number, read by late._end_states)
    ("Quest 2 of 3\nObjective 1/2: Rinse the Mug\nObjective 2/2: Heat the Mug in the Microwave", "mug: clean > heat"),
    ("Objective 1: Chill the Apple\nObjective 2: Slice the Apple\nObjective 3: Put it in the Bowl",
     "apple: cool > slice > place=bowl"),
    ("Goal 1 of 2: slice the bread. Goal 2 of 2: toast it.", "bread: slice > heat"),
    ("Objective: the apple washed and sliced, on the plate.", "apple: clean + slice > place=plate"),  # a frame
    ("By the time 6:30 comes round, the apple should be washed and sliced and on the plate.",
     "apple: clean + slice > place=plate"),  # a clock's colon: still a frame
    # a line with no mark of its own at its end, the next line opening with no small letter (a quest log's lines): its
    # sentence ends there, so a list's free order stays in its lines; a line ending in "and" or the next opening with
    # "and" or a small letter goes on (chapters.lines_closed)
    ("QUEST: The Cold Cup\nObjectives (any order): [ ] Rinse the Cup [ ] Chill the Cup in the Fridge\nTurn in: put it on "
     "the Shelf", "cup: clean + cool > place=shelf"),
    ("Wash the apple and\nslice it", "apple: clean + slice"),
    ("Wash the apple\nand slice it", "apple: clean + slice"),
    ("Wash the apple and slice it\nin any order, then put it in the bowl", "apple: clean + slice > place=bowl"),
    # "inside" / "within" said as an adverb after the thing a place verb moves ("Open the fridge and put the egg inside"):
    # the receptacle said last before it, in its sentence or the one before (referred._inside)
    ("Open the fridge and put the apple inside until it's cold. Then wash it.", "apple: cool > clean"),
    ("Open the cabinet and put the mug inside.", "mug: place=cabinet"),
    ("I opened the microwave door, set the potato within and warmed it. Then I sliced it.", "potato: heat > slice"),
    ("Take the mug from the sink. Wash the mug inside and out, then put it on the shelf.",
     "mug: clean > place=shelf"),  # the inside of the thing: no place
    ("Take the pot off the stove. Scrub it inside, then set it on the counter.", "pot: clean > place=counter"),
    # a device's use, then "there it stays / lies / remains" or ", where it stays" (in that sentence or opening the next):
    # the device is where the thing is left too; a time after it ("until chilled", "for an hour", "overnight") is a stay
    # for the device's step; with no receptacle before it, no place (connectives.json steps.place and anchored_places,
    # fronted.left_there, places)
    ("Boil the egg, then chill it in the fridge, and there it stays.", "egg: heat > cool > place=fridge"),
    ("Boil the egg, then chill it in the fridge, where it stays.", "egg: heat > cool > place=fridge"),
    ("I boiled the egg, then chilled it in the fridge, and there it remains.", "egg: heat > cool > place=fridge"),
    ("I washed the lettuce, then set it in the fridge to chill. And there it lies.", "lettuce: clean > cool > place=fridge"),
    ("I washed the potato, cut it, and dropped the pieces into the pot, where they lie still.",
     "potato: clean > slice > place=pot"),
    ("Wash the apple, and there it stays.", "apple: clean"),  # no receptacle: no place
    ("The mug goes into the microwave. There it stays until hot.", "mug: heat"),  # a stay
    ("I boiled the egg, then chilled it in the fridge, where it stayed overnight. In the morning I sliced it.",
     "egg: heat > cool > slice"),
    # a told list whose every join is ", and" and a past verb (two joins or more, a storyteller's polysyndeton): told in
    # order like the comma list it is; "and" alone each time stays one group (narrated.polysyndeton, compose)
    ("I took the lettuce and washed it in the sink, and sliced it, and set it in the fridge to chill.",
     "lettuce: clean > slice > cool"),
    ("I took the lettuce, pale as a ghost, and washed it, and sliced it, and chilled it.", "lettuce: clean > slice > cool"),
    ("I washed the lettuce and sliced it and chilled it.", "lettuce: clean + slice + cool"),
    # an epic simile, "as" and another doer doing a thing to another thing ("as the east wind chills a sailor's cheek"):
    # its step words are no steps and its words fill no name slot; "as the water boils" (a time, no object) stays
    # (similes, read with the remarks of anecdotes.remarked)
    ("Sing of the apple, how it was washed and then chilled in the fridge as the winter frost chills a lonely shepherd.",
     "apple: clean > cool"),
    ("And as a mason cuts the marble, so she sliced the tomato, then laid it on the plate.",
     "tomato: slice > place=plate"),
    ("Slice the tomato as the water boils, then put it on the plate.", "tomato: slice > place=plate"),
    # archaic "forth" after the thing's pronoun ("took them forth hot"): "out", so the state said after it is the state
    # it comes out in, done before (lexicon.json formal_words)
    ("I sliced the bread, and took it forth hot, and held it.", "bread: slice > heat > pick"),
    ("She warmed the mug in the microwave and brought it forth hot, then held it.", "mug: heat > pick"),
    # a hand described between its owner's word and "hand" ("in his mighty hand", "in her trembling hands"): the holding
    # phrase "in his hand"; "a hand towel" is a thing (whose_hand._described_dropped)
    ("He boiled the kettle on the stove and bore it in his mighty hand.", "kettle: heat > pick"),
    ("She rinsed the cup, then held it in her small cold hands.", "cup: clean > pick"),
    ("Wash the mug and dry it with the hand towel, then put it in the cabinet.", "mug: clean > place=cabinet"),
    # a story's end told as where the thing was found and how ("They found the egg in the fridge, sliced and cold"): the
    # states said after it are the text's only steps, so the receptacle is where it ends up, a place after them; a step
    # outside that sentence makes it where the thing was before the task (found_where, read in rules.rule_graph)
    ("They found the egg in the fridge, sliced and cold.", "egg: slice + cool > place=fridge"),
    ("In the morning we found the mug on the shelf, washed and warm.", "mug: clean + heat > place=shelf"),
    ("I found the apple in the fridge. Wash it and slice it.", "apple: clean + slice"),
    ("I found the apple in the fridge, cold. Slice it.", "apple: slice"),
    # a verb of posture said of the thing, its states, then a device ("the pot stands clean upon the stove, and hot"):
    # it stands there, a place, its states one group before it; with no state between ("it sits in the fridge to
    # chill") or a copula ("is hot on the stove") the device stays the means (connectives.json posture_verbs,
    # states_after.posed_at, read by uses.second_end_state, device_results and states_after.found_last)
    ("The kettle stands clean upon the burner, and hot.", "kettle: clean + heat > place=stove_burner"),
    ("The pan sits hot on the stove.", "pan: heat > place=stove_burner"),
    ("The pot sits clean and hot on the stove.", "pot: clean + heat > place=stove_burner"),
    ("The pot is clean and hot on the stove.", "pot: clean + heat"),
    ("I slice the apple, and then it sits in the fridge to chill.", "apple: slice > cool"),
    # a feeling given by a giving verb and its receiver ("it would give me the greatest comfort to know ..."): no pick,
    # the feeling fills no name slot; "give me the apple" is a pick (connectives.json feeling_nouns, feelings, read
    # with the remarks of anecdotes.remarked)
    ("It would give me great pleasure to see the apple washed and on the plate.", "apple: clean > place=plate"),
    ("It gives us such relief to know the mug is rinsed and in the cabinet.", "mug: clean > place=cabinet"),
    ("Give me the apple once it is washed.", "apple: clean > pick"),
    # a tool held while working, said as an absolute phrase ("Knife in hand, he sliced the tomato", ", bronze knife in
    # hand,"): no pick, when another thing is named; "keep it in hand" is a pick (absolutes, read with the remarks)
    ("Knife in hand, he sliced the tomato and laid the slices on the plate.", "tomato: slice > place=plate"),
    ("The cook, trusty knife in hand, cut the potato and dropped it into the pot.", "potato: slice > place=pot"),
    ("Wash the mug and keep it in hand.", "mug: clean > pick"),
    # the dirt a cleaning takes off, said as a hyphened compound ("washed the grave-dirt from it", "scrub the
    # kitchen-grime off the pan"): no thing of the vocabulary, no name slot (names.unknown_names)
    ("I washed the road-dust from the apple at the sink and set it on the plate.", "apple: clean > place=plate"),
    ("Scrub the crypt-mould off the pot, then heat it.", "pot: clean > heat"),
    # a story's opening scene, the thing lying somewhere before the teller acts ("The potato lay in the cellar. I brought
    # it up, ..."): where it was, no place, so the fetch after it is no held state; "lay it on the plate" is a place
    # (lingered.scene_set, read with the remarks)
    ("The tomato lay in the larder like a sleeping thing. I brought it up, sliced it, and laid the slices on the plate.",
     "tomato: slice > place=plate"),
    ("The potato lay on the counter. I washed it and sliced it.", "potato: clean + slice"),
    ("Wash the apple and lay it on the plate.", "apple: clean > place=plate"),
    # a maxim about any thing of the kind opening a sentence ("A warm pot holds its heat.", "A sharp knife cuts clean."):
    # a truth said in general, no step; a need ("A potato needs scrubbing") or a copula asks for or places one
    # (general_subjects.maxims, read with the remarks)
    ("A warm pot holds its heat. Wash the pot, then warm it.", "pot: clean > heat"),
    ("Remember: a cold apple keeps its crunch. Slice the apple and chill it, then put it in the bowl.",
     "apple: slice + cool > place=bowl"),
    ("A dirty mug needs a scrub. Then put it on the shelf.", "mug: clean > place=shelf"),  # a need: the task
]
