"""Sentences of the kinds behind the later hand-written test files' misses (read after their
held-out scoring), each written for these tests; kept apart from ``test_nsg_parser_late`` (which
reads them into its ``ALL``) so that each file stays short."""
from __future__ import annotations

FILE14_KINDS = [  # the kinds behind test file 14's misses (read after its held-out scoring), in new sentences
    # held in someone's hand, or "into your hand" after an order word
    ('Chill the egg in the fridge, and afterwards into your hand it goes.', 'egg: cool > pick'),
    ('Rinse the mug, then she wanted it in her hand.', 'mug: clean > pick'),
    # free-order idioms: "didn't matter which came first", "one or the other first", "taken in either order"
    ("Wash the cup and warm it; didn't matter which came first. Put it on the shelf.", 'cup: clean + heat > place=shelf'),
    ('Slice the potato, heat it, one or the other first, then into the pan.', 'potato: slice + heat > place=pan'),
    ('Rinse the egg and chill it; these can be taken in either order.', 'egg: clean + cool'),
    ('A chilled, rinsed apple waits in the bowl. The steps may be taken in any order.', 'apple: cool + clean > place=bowl'),
    # dance moves that carry the object to a receptacle: promenade, sashay
    ('Cool the mug, then sashay it over to the cabinet.', 'mug: cool > place=cabinet'),
    ('Wash the bowl, then promenade it to the counter.', 'bowl: clean > place=counter'),
    # a title before the first colon joins no steps ("Grand right and left:")
    ('Salt and pepper: rinse the egg, then heat it.', 'egg: clean > heat'),
    ('Fold left and right: wash the pan, then warm it.', 'pan: clean > heat'),
    # a note opening its sentence before "then" is about the steps before it
    ('Slice the bread. Cool it. Do both in any order, then put it on the plate.', 'bread: slice + cool > place=plate'),
    ('Rinse the pot. Heat it. Whatever order suits, then into the cabinet with it.', 'pot: clean + heat > place=cabinet'),
    # a free-order note after every step leaves a last place last
    ('Chill the cup, rinse it, put it on the shelf. Either order is fine.', 'cup: cool + clean > place=shelf'),
    # idioms that name no step: tea leaves, the end of the set, going once, going twice
    ('My tea leaves say: the mug is rinsed, then chilled.', 'mug: clean > cool'),
    ('Heat the potato, then put it on the plate - going once, going twice!', 'potato: heat > place=plate'),
    ('Chill the lettuce and rinse it by the end of the set, your call on the order.', 'lettuce: cool + clean'),
    # a place said before its verb ("then on the plate it takes its seat", "in the bowl it's tucked")
    ('Wash the mug, and then on the shelf it takes its place.', 'mug: clean > place=shelf'),
    ("Chill the apple; then in the bowl it's tucked.", 'apple: cool > place=bowl'),
    # "your destination" frames where it ends up
    ('Rinse the egg. Warm it. Your destination: the bowl.', 'egg: clean > heat > place=bowl'),
    ('Cool the pan, then scrub it. Your final destination, the shelf, is ahead.', 'pan: cool > clean > place=shelf'),
    # the slicing said by its tool alone ("goes under the knife", "and then the knife")
    ('The potato goes under the knife, and then into the microwave to heat.', 'potato: slice > heat'),
    ('Chill the apple, then the knife.', 'apple: cool > slice'),
    # "make that step one" after a step: it goes first
    ('Chill the apple, then slice it; wash it too - make that step one.', 'apple: clean > cool > slice'),
    ('Slice the bread, then chill it; toast it as well - make that the first step.', 'bread: heat > slice > cool'),
    # a comment between commas parts no step from its note ("the washing, we now believe, comes first")
    ('Heat the plate and wash it; the washing, we now believe, comes first.', 'plate: clean > heat'),
    ('Chill the mug and rinse it; the rinsing, I reckon, goes first.', 'mug: clean > cool'),
    # a step named by its device's stop or station; "now comes before" is one constraint
    ('Chill the mug in the fridge and rinse it at the sink; the sink stop comes before the fridge stop.', 'mug: clean > cool'),
    ('Rinse the egg and warm it in the microwave, with the microwave station first.', 'egg: heat > clean'),
    ('Slice the apple and chill it; the chilling now comes before the slicing.', 'apple: cool > slice'),
    # route directions: "turn left" is no place
    ('Wash the apple. Turn left and heat it in the microwave. Your destination: the bowl.', 'apple: clean > heat > place=bowl'),
    ('Chill the egg, keep left, then slice it.', 'egg: cool > slice'),
    # a time before which it is done is no order ("Before service, ...")
    ('Before service, rinse the mug; later, warm it.', 'mug: clean > heat'),
    ('Before the guests arrive, the egg needs a chill. Afterwards, slice it.', 'egg: cool > slice'),
    # a free-order note after numbered steps reaches back over them
    ('Step 1: chill the egg. Step 2: rinse it. Any order. Step 3: into the bowl.', 'egg: cool + clean > place=bowl'),
    ('Step 1: heat the pot. Step 2: wash it. Steps 1 and 2 in either order. Step 3: put it in the cabinet.',
     'pot: heat + clean > place=cabinet'),
    # "she left a plate": how the story's object came, no place
    ('He left me a mug. I rinsed it, then chilled it.', 'mug: clean > cool'),
    ('Someone left a potato. Chill it and slice it.', 'potato: cool + slice'),
    # a fortune's "your future holds" is no pick and no container
    ('The future holds an apple, rinsed and chilled. Then put it in the bowl.', 'apple: clean + cool > place=bowl'),
    ('The cards hold a mug for you: washed, then warmed.', 'mug: clean > heat'),
]

FILE15_KINDS = [  # the kinds behind test file 15's misses (read after its held-out scoring), in new sentences
    # colloquial verbs: irrigate, sterilize, section, deliver
    ('Irrigate the tomato, then chill it.', 'tomato: clean > cool'),
    ('Sterilise the mug at the sink and then heat it.', 'mug: clean > heat'),
    ('Wash the apple, then section it with the knife.', 'apple: clean > slice'),
    ('Warm the bread, then deliver it to the counter.', 'bread: heat > place=counter'),
    ('Rinse the cup, then carry it to the sink and scrub it again, then deliver it to the shelf.', 'cup: clean > place=shelf'),
    # a trip to a device "for cooldown" is the cooling
    ('Heat the mug, then send it to the fridge for cooldown.', 'mug: heat > cool'),
    ('Slice the apple and then move it to the fridge for a cooldown.', 'apple: slice > cool'),
    # held on the person, or in their hand
    ('Wash the egg, then keep it on your person.', 'egg: clean > pick'),
    ('Chill the apple; afterwards he keeps it on his person.', 'apple: cool > pick'),
    # free-order idioms: a coin toss, not critical, whichever you get to first, can't remember which came first
    ('Rinse the mug and warm it, order is a coin toss. Then onto the shelf.', 'mug: clean + heat > place=shelf'),
    ('Chill the egg, wash it. The order is not critical.', 'egg: cool + clean'),
    ('The apple has to be sliced and chilled - whichever you get to first - then put on the plate.', 'apple: slice + cool > place=plate'),
    ('I warmed the potato and rinsed it; I cannot remember which I did first. It went in the bowl.', 'potato: heat + clean > place=bowl'),
    # "I don't care if ... first" before the steps it frees
    ("I don't care whether you chill the cup or rinse it first.", 'cup: cool + clean'),
    ("I don't care if you slice the tomato or heat it first.", 'tomato: slice + heat'),
    # "doesn't matter where" frees the place, not the order
    ("Heat the pot, then wash it. Then put it down, doesn't matter where.", 'pot: heat > clean > place'),
    ('Cool the apple, then slice it, then set it down anywhere you like.', 'apple: cool > slice > place'),
    # a "before"/"after" clause closed before the first step holds no step: no prefix
    ('Before the guests arrive: chill the wine bottle, then wash it.', 'wine_bottle: cool > clean'),
    ('After lunch, heat the mug, then put it in the cabinet.', 'mug: heat > place=cabinet'),
    # "take the knife to it" is the slicing
    ('Rinse the potato, then take the knife to it.', 'potato: clean > slice'),
    ('Chill the bread and only then take a knife to it.', 'bread: cool > slice'),
    # a negated imperative with fillers: "don't you go putting ...", "don't ever ..."
    ("Don't you go putting that mug in the cabinet wet. Wash it, then heat it.", 'mug: clean > heat'),
    ("Don't ever put the egg in the bowl. Just chill it.", 'egg: cool'),
    # "why would you ...?" asks not to
    ('Slice the apple. Why would you heat it?', 'apple: slice'),
    ('Wash the pan and dry it. Why would you put it in the fridge.', 'pan: clean'),
    # "who left it ...?" tells the state before the task
    ('Who left the mug in the sink? Wash it and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Who put the potato in the fridge? Heat it now.', 'potato: heat'),
    # a receptacle word in an idiom is no place: off to bed
    ('Washed the cup, then I went to bed.', 'cup: clean'),
    ('Chilled the apple. Time for bed.', 'apple: cool'),
    # a sub-task called off: "forget the washing", "skip the rinse"
    ('Heat the egg and wash it - no, forget the washing.', 'egg: heat'),
    ('Slice the bread, chill it, then rinse it. Actually, skip the rinse.', 'bread: slice > cool'),
    ("Heat the mug and don't forget the washing.", 'mug: heat + clean'),
    # a hold said to last is the end state
    ('Chill the apple and hold it all day.', 'apple: cool > pick'),
    ('Rinse the cup and grab it. Never let it out of your hand.', 'cup: clean > pick'),
    # an order said to be avoided: "Red flag: ...", "Dealbreaker: ..."
    ('Wash the mug and heat it. Red flag: heating before washing.', 'mug: clean > heat'),
    ('Chill the apple and slice it. Dealbreaker: chilling before slicing.', 'apple: slice > cool'),
    # a device whose sub-task is said only later, with an order word of its own
    ('Rinse the apple, slice it, and put it in the fridge; slice it only after it is chilled.', 'apple: clean > cool > slice'),
    ('Put the mug in the microwave and then wash it - no, heat it first.', 'mug: heat > clean'),
    # a temperature said as how it is now, before the opposite step
    ('The tomato is arriving cold. Heat it, then slice it.', 'tomato: heat > slice'),
    ("The mug came out hot. Chill it, then put it in the cabinet.", 'mug: cool > place=cabinet'),
    # the object speaking of itself: "slices me, cools me, and holds me" is a list of actions, in order
    ('Mug here: rinse me, warm me, and put me on the shelf.', 'mug: clean > heat > place=shelf'),
    ('Pot speaking: scrub me, chill me, and hold me.', 'pot: clean > cool > pick'),
    # a second place said by its receptacle after "then": where it ends up; the device before it does its job
    ('Pop the mug in the microwave and then on the shelf.', 'mug: heat > place=shelf'),
    ('The apple goes into the fridge, then onto the counter.', 'apple: cool > place=counter'),
    # a long stay in a device told as the object's past ("after a long season in the fridge"): the device's step
    ('The egg, after a night in the fridge, is sliced and then put on the plate.', 'egg: cool > slice > place=plate'),
    ('After a long spell in the microwave, the potato is washed.', 'potato: heat > clean'),
]


FILE16_KINDS = [  # the kinds behind test file 16's misses (read after its held-out scoring), in new sentences
    # a round of stations: each device passed on the way is its sub-task, the knife the slicing, the last stop the place
    ('The egg goes in the microwave, then the fridge, then onto the plate.', 'egg: heat > cool > place=plate'),
    ('Put the pan in the sink, then the fridge, then back on the stove burner.', 'pan: clean > cool > place=stove_burner'),
    ('The apple gets the sink, the knife, the fridge - any order - then the bowl.', 'apple: clean + slice + cool > place=bowl'),
    ('The mug at the sink / rinsed, then chilled / on the shelf', 'mug: clean > cool > place=shelf'),
    # ... but one place said with its verb stays a place, as in the generator's families
    ('Heat the apple in the microwave, then put it in the fridge.', 'apple: heat > place=fridge'),
    ('Put the potato in the fridge, then slice it.', 'potato: place=fridge > slice'),
    # held "in your hands", "in your very hand"
    ('Chill the apple, then keep it in your hands.', 'apple: cool > pick'),
    ('Keep the egg - in your very hand - once it has been chilled.', 'egg: cool > pick'),
    # free order: "does not mind which", "either one may come first", "may have come first", "in what order"
    ('Wash the mug. Heat it. The chef does not mind which comes first.', 'mug: clean + heat'),
    ("Chill the cup, slice it; Grandma doesn't mind which.", 'cup: cool + slice'),
    ('Hot plate, clean plate / either one may come first', 'plate: heat + clean'),
    ('A chilled, sliced tomato. Either the slicing or the chilling may have come first.', 'tomato: cool + slice'),
    ('Chill the mug, wash it, in what order you please; then put it on the shelf.', 'mug: cool + clean > place=shelf'),
    ('Wash the potato, slice it and chill it, taking these in what order the cook pleases; then put it in a pot.',
     'potato: clean + slice + cool > place=pot'),
    # "each in its turn": in the order said
    ('Rinse the pan, chill it and heat it, each in its turn.', 'pan: clean > cool > heat'),
    ('Slice the potato, heat it and cool it, each in turn, then put it on the plate.', 'potato: slice > heat > cool > place=plate'),
    # "Before either, ...", "Before both, ...": before every step said so far
    ('The mug was chilled and then set on the shelf. Before either, it was rinsed.', 'mug: clean > cool > place=shelf'),
    ('Heat the pan, then put it on the stove burner. Before both, scrub it.', 'pan: clean > heat > place=stove_burner'),
    # "leaves this to the cook" is no place
    ('She chills the egg and rinses it; the recipe leaves this to the cook.', 'egg: cool + clean'),
    ('Wash the plate and heat it, in either order; I leave it up to you.', 'plate: clean + heat'),
    # taking up the knife is no pick; "take that mug to the sink" is the way to the washing
    ('He washes the apple. He takes up the knife and slices it, then puts it in the bowl.', 'apple: clean > slice > place=bowl'),
    ('She rinses the tomato. Then she takes up the knife and cuts it.', 'tomato: clean > slice'),
    ('Take that mug to the sink, rinse it, then chill it.', 'mug: clean > cool'),
    ('You take that egg to the sink, you wash it, then you warm it.', 'egg: clean > heat'),
    # "don't you dare put it down" is no place
    ("Cool the egg, then hold it. Don't you dare put it down!", 'egg: cool > pick'),
    ("Rinse the mug and then keep hold of it - don't you dare set it down.", 'mug: clean > pick'),
    # "X comes second" of the two steps before a place
    ('Chill the egg and rinse it, then put it in the bowl; the chilling comes second.', 'egg: clean > cool > place=bowl'),
    ('Warm the potato and slice it, then onto the plate - the warming comes second.', 'potato: slice > heat > place=plate'),
    # a time before which it is done is no order ("Before we go:", "Before I forget,")
    ('Before we go: the pan, rinsed and then held in your hand.', 'pan: clean > pick'),
    ('Before I forget, chill the egg and then hold it.', 'egg: cool > pick'),
]

FILE17_KINDS = [  # issue 39: a place said last in a bare list; the kinds behind test file 17's misses, in new sentences
    # a place said last in a list joined by "and" / commas, no free-order word: the last step of the list
    ('Rinse the pan at the sink and put it on the stove burner.', 'pan: clean > place=stove_burner'),
    ('Chill the tomato, slice it and set it down in the bowl.', 'tomato: cool > slice > place=bowl'),  # a recipe list: in order (chained.py)
    ('Warm the bread and leave it anywhere.', 'bread: heat > place'),
    ('Scrub the cup and put it away.', 'cup: clean > place'),
    ('He sliced the bread and laid it on the plate.', 'bread: slice > place=plate'),
    ('Heat the mug, then rinse it and set it on the shelf.', 'mug: heat > clean > place=shelf'),
    # ... but not where the text frees its order, nor where the place is said first or in the middle
    ('Cool the egg and stick it in the cabinet, in any order.', 'egg: cool + place=cabinet'),
    ('Wash the plate and put it in the cabinet. Either way round is fine.', 'plate: clean + place=cabinet'),
    ('Put the potato in the pot and heat it.', 'potato: place=pot + heat'),
    ('Wash the apple, put it in the bowl and chill it.', 'apple: clean + place=bowl + cool'),
    # "only after that is it ...": the order phrase, not a relative clause
    ('The mug is chilled, and only after that is it rinsed.', 'mug: cool > clean'),
    ('Wash the egg; only after that is it heated.', 'egg: clean > heat'),
    # "either step may ..." frees the two steps before it
    ('Rinse the apple; slice it. Either step can come first.', 'apple: clean + slice'),
    ('Heat the pan. Chill it. Either step may go first. Then put it in the cabinet.', 'pan: heat + cool > place=cabinet'),
    # held "in the hand"; held "until" something that is no step
    ('Warm the egg, then keep it in the hand.', 'egg: heat > pick'),
    ('Chill the apple. Afterwards, keep it in the hand.', 'apple: cool > pick'),
    ('Warm the mug and keep hold of it until the guests arrive.', 'mug: heat > pick'),
    ('Slice the apple and hold on to it until I call.', 'apple: slice > pick'),
    # "left behind" tells where it was, no place; "go on," urges
    ('The mug left behind needs rinsing, then chilling.', 'mug: clean > cool'),
    ('Any pot left behind gets scrubbed, then put in the cabinet.', 'pot: clean > place=cabinet'),
    ('Go on, slice the apple and chill it.', 'apple: slice + cool'),
    # places said with "served on", "go in", "goes back to"
    ('Slice the tomato before it is served on the plate.', 'tomato: slice > place=plate'),
    ('The egg is heated; once hot it is served on the plate.', 'egg: heat > place=plate'),
    ('The egg needs to go in the fridge; after that, rinse it and put it in the bowl.', 'egg: cool > clean > place=bowl'),
    ('The pan must be scrubbed before it goes back to the stove burner.', 'pan: clean > place=stove_burner'),
    # a two-word title before a colon is no step; "whoever left it here:" tells the state before
    ('Cooling rack: the egg is heated, then put in the bowl.', 'egg: heat > place=bowl'),
    ('Wash day: chill the mug, then rinse it.', 'mug: cool > clean'),
    ('Whoever dropped the apple on the counter: wash it, then put it in the bowl.', 'apple: clean > place=bowl'),
    ('To whoever left the pot on the stove burner: scrub it, then chill it.', 'pot: clean > cool'),
    # a round of stations said with commas reads as any comma list ("A, B, then C": in order)
    ('The mug to the fridge, the mug to the sink, then the mug onto the shelf.', 'mug: cool > clean > place=shelf'),
    ('Potato to the sink, potato to the microwave, then potato to the plate.', 'potato: clean > heat > place=plate'),
    # states said between a place verb and its receptacle: how it arrives
    ('Set the mug down, rinsed and chilled, on the shelf.', 'mug: clean + cool > place=shelf'),
    ('Please leave the plate warm and clean on the counter, in either order.', 'plate: heat + clean > place=counter'),
    # "there": the receptacle just said
    ('Rinse the mug. Last stop, the shelf: leave it there.', 'mug: clean > place=shelf'),
    ('Chill the egg. The bowl is ready, so put it there.', 'egg: cool > place=bowl'),
    # a state required "when" it is placed holds before the place
    ('The mug must be cold when it is put on the shelf.', 'mug: cool > place=shelf'),
    ('The apple should be clean once placed in the bowl.', 'apple: clean > place=bowl'),
    # where the subject is now ("the mug in the pantry must ...") is no place
    ('The mug in the pantry must be rinsed, then chilled.', 'mug: clean > cool'),
    ('Note: the pan in the scullery will be scrubbed and then heated.', 'pan: clean > heat'),
]


FILE18_KINDS = [  # the kinds behind test file 18's misses (read after its held-out scoring), in new sentences
    # a held ending said last after "and" ("hold it till ...", "keep it with you", "take it with you") is the last step
    ('Heat the mug and hold it till I get back.', 'mug: heat > pick'),
    ('Rinse the spoon and keep it with you.', 'spoon: clean > pick'),
    ('Chill the egg and take it with you.', 'egg: cool > pick'),
    # someone else's move with no object ("until he sits down", "we are leaving soon") is no place
    ('Warm the egg and hold on to it until he sits down.', 'egg: heat > pick'),
    ('Chill the apple and keep hold of it, we are leaving soon.', 'apple: cool > pick'),
    # a state between the object of a place verb and its receptacle is done before the move
    ('Return the plate clean to the cabinet.', 'plate: clean > place=cabinet'),
    ('The pot is ready. Put it hot on the counter.', 'pot: heat > place=counter'),
    # "start with" / "begin with" the step said again: it goes first
    ('Make the bread hot and sliced. Start with the slicing.', 'bread: slice > heat'),
    ('Chill the apple and wash it. Begin with the washing.', 'apple: clean > cool'),
    # free-order idioms: "not fussy", a note naming the listed steps again in its own sentence
    ("Rinse the bowl, heat it, then put it on the shelf. Rinse and heat in either order, we're not fussy about that.",
     'bowl: clean + heat > place=shelf'),
    ("Slice the potato, then heat it. I'm not fussy.", 'potato: slice + heat'),
    ("Wash the egg, chill it, then put it in the bowl. Washing and chilling: doesn't matter which.",
     'egg: clean + cool > place=bowl'),
    # "X first or Y first" is a choice, no order
    ('Slice the apple and chill it. You may slice first or chill first.', 'apple: slice + cool'),
    ('Warm the bread and cut it. Cut first or warm first, no matter.', 'bread: heat + slice'),
    # a constraint with "first" and a comment after it, before the step is said again as a reason
    ('Slice the tomato and cool it. I would cool it first, honestly, it slices better cold.', 'tomato: cool > slice'),
    ('Heat the potato and wash it. Wash it first, please, it heats better clean.', 'potato: clean > heat'),
    # "the rest", "rest day": nouns, no place
    ('Heat the potato, then slice it. I will do the rest.', 'potato: heat > slice'),
    ('Rest day today. Rinse the mug, then chill it.', 'mug: clean > cool'),
    # a step word in a short heading before the first colon names the heading
    ('Deep clean day: the pot is chilled, then washed.', 'pot: cool > clean'),
    ('Hot lunch notes: rinse the cup, then chill it.', 'cup: clean > cool'),
    # "hold" with a receptacle after it is where it is kept: a place ("hold it in the bowl", "Hold on a plate.")
    ('Rinse the egg, then hold it in the bowl.', 'egg: clean > place=bowl'),
    ('Potatoes: washed + sliced, any order. Hold on a plate.', 'potato: clean + slice > place=plate'),
]


FILE19_KINDS = [  # the kinds behind test file 19's misses (read after its held-out scoring), in new sentences
    # colloquial words: boil is heating, "split it" slicing, the bin the garbage can, the wine its bottle; boxed, binned
    ('Rinse the pot, then boil it.', 'pot: clean > heat'),
    ('The kettle is boiled on the stove, then put on the shelf.', 'kettle: heat > place=shelf'),
    ('The potato: split it with the knife, then chill it.', 'potato: slice > cool'),
    ('Warm the bread and split it.', 'bread: heat + slice'),
    ('Slice the apple, then throw it in the bin.', 'apple: slice > place=garbage_can'),
    ('Chill the wine, then set it on the dining table.', 'wine_bottle: cool > place=dining_table'),
    ('Chill the apples, then have them boxed.', 'apple: cool > place=box'),
    ('The old egg gets heated, then binned.', 'egg: heat > place=garbage_can'),
    # a step word in an interjection or idiom: "Ping!", "Chop chop.", "bin night"; "the order's yours to pick" is no pick
    ('Ping! The mug wants a wash, then put it on the shelf.', 'mug: clean > place=shelf'),
    ('Wash the plate and put it in the cabinet. Chop chop!', 'plate: clean > place=cabinet'),
    ('Bin night tonight: rinse the bottle and chill it.', 'wine_bottle: clean + cool'),
    ("Heat the mug and rinse it, the order's yours to pick.", 'mug: heat + clean'),
    ("Slice the bread and chill it, the order's yours to pick.", 'bread: slice + cool'),
    # a reduced relative clause after the object tells how it came ("the bottle her son brought"); "left": what remains
    ('The spoon I left in the sink: rinse it and dry it.', 'spoon: clean'),
    ('Rinse the pan you cooked in, then hang it on the shelf.', 'pan: clean > place=shelf'),
    ('The mug you left with me: rinse it, then warm it.', 'mug: clean > heat'),
    ("There's one egg left. Boil it and slice it.", 'egg: heat + slice'),
    ("Chill what's left of the bread, then slice it.", 'bread: cool > slice'),
    # a person's own coming, going or later collecting is no step: "when you leave", "pop in and", "I'll pick it up"
    ('When you leave, rinse the mug and chill it.', 'mug: clean + cool'),
    ('Could you pop in and heat the potato, then put it on the plate?', 'potato: heat > place=plate'),
    ("Can you chill this apple for me? I'll pick it up tonight.", 'apple: cool'),
    ("Could you rinse my mug and warm it, and I'll grab it later.", 'mug: clean + heat'),
    # a place verb under a negation with no receptacle of its own: the receptacle said before stays the place
    ('Rinse the cup and into the cabinet with it. Do not leave it out.', 'cup: clean > place=cabinet'),
    ("Chill the mug, then wash it and into the drawer. Don't leave it out.", 'mug: cool > clean > place=drawer'),
    # what someone unnamed did before tells how the object came; a message's subject line names its topic
    ('Somebody left a pot on the stove burner. Scrub it, then chill it.', 'pot: clean > cool'),
    ('Someone left the pan in the sink; heat it and put it on the shelf.', 'pan: heat > place=shelf'),
    ('Subject: Microwave rules. Rinse the mug, then chill it.', 'mug: clean > cool'),
    ('Re: the fridge. Slice the tomato and warm it.', 'tomato: slice + heat'),
    # where the object is now, said with a copula before the request; a state after the receptacle: how it arrives
    ('The egg is in the bowl: heat it, then slice it.', 'egg: heat > slice'),
    ('Your mug is still on the counter. Wash it and chill it.', 'mug: clean + cool'),
    ('Mugs go back on the shelf warm.', 'mug: heat > place=shelf'),
    ('Return the bowl to the cabinet clean.', 'bowl: clean > place=cabinet'),
    # "in the bowl on the shelf": the first receptacle is where it goes; a checklist's boxes part its items
    ('Chill the apple, then into the bowl on the counter.', 'apple: cool > place=bowl'),
    ('A rinsed egg in the pot on the stove burner.', 'egg: clean > place=pot'),
    ('[ ] mug rinsed, then chilled [ ] back on the shelf', 'mug: clean > cool > place=shelf'),
    ('[ ] egg chilled [ ] sliced [ ] in the bowl', 'egg: cool + slice > place=bowl'),
    # the tool said with "first" / "last" names the slicing; "X last", "the last thing before": still before the end
    ('Chill the apple and slice it, knife first.', 'apple: slice > cool'),
    ('Cut the tomato and rinse it - the knife last.', 'tomato: clean > slice'),
    ('Heat the egg and chill it, the heating last. Then put it in the bowl.', 'egg: cool > heat > place=bowl'),
    ('Wash the cup and warm it, washing last. Leave it on the counter.', 'cup: heat > clean > place=counter'),
    ('Slice the potato, heat it, then onto the plate. Slicing is the last thing before the plate.', 'potato: heat > slice > place=plate'),
    ('Chill the apple, wash it, then into the bowl; chilling should be the last thing before the bowl.',
     'apple: clean > cool > place=bowl'),
    # "A right after B, and only then C": C comes after A
    ('Wash the egg, slice it and heat it. Heat it right after washing, and only then slice.', 'egg: clean > heat > slice'),
    ('Chill the pot, rinse it, warm it. Warm it just after chilling, and only then rinse.', 'pot: cool > heat > clean'),
    # "the first two" in a free-order note frees only those
    ('Chill the mug, wash it, put it on the shelf - do the first two in any order.', 'mug: cool + clean > place=shelf'),
    ("The bread is warmed, sliced and on the plate - the order of the first two doesn't matter.",
     'bread: heat + slice > place=plate'),
    # "X first, the rest in any order" / "the other two as you like"
    ('Rinse the apple, chill it, slice it. Rinse first, the rest in any order.', 'apple: clean > cool + slice'),
    ('Heat the potato, wash it, cut it and hold it. Heat first; the other two as you like.', 'potato: heat > clean + slice > pick'),
    # a held pick said again to last ("Keep hold of it till then") makes the first pick the last step
    ('Warm the cup and take it to the meeting. Keep hold of it till then.', 'cup: heat > pick'),
    ('Rinse the spoon and bring it over. Hold on to it until I arrive.', 'spoon: clean > pick'),
    # where the object comes from fills no name slot ("from the orchard")
    ('Apple from the market: rinse it, then slice it.', 'apple: clean > slice'),
    # "when" / "before" opening a clause with no step is a time, no order; "washed after - then ...": after the step before
    ('Rinse the cup and warm it when the guests arrive, any order. Put it on the shelf.', 'cup: clean + heat > place=shelf'),
    ('The mug should be clean and warm when the guests arrive, either order. Put it on the shelf.', 'mug: clean + heat > place=shelf'),
    ('The plate is heated, then washed after - then back in the cabinet.', 'plate: heat > clean > place=cabinet'),
    ('Chill the apple first and slice it after, then put it in the bowl.', 'apple: cool > slice > place=bowl'),
    ('The bread from the bakery: warm it and put it on the plate.', 'bread: heat > place=plate'),
]
