"""Test file 66's first reading (learners of English writing kitchen notes: an au pair, an exchange student, a homestay
guest, a cleaner, a volunteer, a PhD student, a care worker, a grandmother, a kebab-shop owner, an engineer), grouped
into general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). Each kind has a contrast the rule must not change.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-65."""
from __future__ import annotations

FILE66_KINDS = [
    # a time said by a noun phrase after "after" / "when" before the end states ("Mugs after tea time clean and on the
    # shelf, upside down"): with no step after its comma it opens no prefix clause, the place said last stays the last
    # step (scopes.in_prefix); a prefix clause with its main step after the comma still goes first
    ('The cups after the party all clean and back in the cabinet, please, no rush.', 'cup: clean > place=cabinet'),
    ('Bowls after lunch washed and on the shelf, face down, so no dust gets in.', 'bowl: clean > place=shelf'),
    ('Once the mug is in the sink and rinsed, heat it.', 'mug: clean > heat'),  # contrast: a real prefix clause
    # "every" / "each" before a time noun right before a state ("Forks every evening clean and in the drawer"): a time
    # that recurs, not an occasion named by the step word ("the morning cook") (occasions.named_occasion)
    ('Forks every evening clean and in the drawer.', 'fork: clean > place=drawer'),
    ('Cups each night clean and on the shelf.', 'cup: clean > place=shelf'),
    ('Heat the bread for the morning toast.', 'bread: heat'),  # contrast: an occasion, no second heating
    # the regular "-ed" a learner gives an irregular step verb ("cutted", "putted", "keeped"): that verb (lexicon
    # learner_forms, read like text_speak)
    ('I cutted the bread and putted it on the plate.', 'bread: slice > place=plate'),
    ('Tomatoes washed and cutted, then in the bowl please.', 'tomato: clean + slice > place=bowl'),
    ('Yesterday I keeped the apple in the fridge.', 'apple: place=fridge'),
    ('Slice the bread and put it on the plate.', 'bread: slice > place=plate'),  # contrast: the standard forms
    # "stir fry" as a heating verb, like "fry it" (connectives steps heat); "the stir fry" a dish (idioms)
    ('Please stir fry the tomato and put it in the pan.', 'tomato: heat > place=pan'),
    ('Wash the potato, cut it and then stir-fry.', 'potato: clean > slice > heat'),
    ('The pan from the stir fry is rinsed and back in the cabinet.', 'pan: clean > place=cabinet'),  # contrast: the dish
    # a hand-over with its object left out, the person right after "give" and then a piece, "whole" or the clause's end
    # ("give him whole", "give you one half"): a pick (connectives pick verbs, held_to_end); "give me a hand / a call"
    # is no hand-over (idioms)
    ('Boil the egg and give her one half.', 'egg: heat > pick'),
    ('Toast the bread and give him whole, he likes it so.', 'bread: heat > pick'),
    ('Wash the mug, then give me a hand with the dishes.', 'mug: clean'),  # contrast: an idiom
    ('Wash the apple and give him a call when it is done.', 'apple: clean'),  # contrast: an idiom
    # another thing going into something ("before the water goes into the bottle"): that thing's move, no place of the
    # target (others.other_thing_moves); the target going there, or anything going into a receptacle, is the place
    ('Boil the egg, then let it cool before the milk goes into the baby\'s bottle.', 'egg: heat > cool'),
    ('Heat the mug, then let it cool before the tea goes into it.', 'mug: heat > cool'),
    ('Wash the apple, then the apple goes into the bowl.', 'apple: clean > place=bowl'),  # contrast: the target's move
    ('The crockery goes in the cabinet these days, so wash the mug first.', 'mug: clean > place=cabinet'),  # contrast: a
    # receptacle of the vocabulary
    # "let the <target> cool" where the target was named before ("If the kettle is used ...: let the kettle cool"):
    # the target's cooling, not another thing's (remarks.drop_asides)
    ('If the mug is for tea: heat it, then let the mug cool down.', 'mug: heat > cool'),
    ('Warm the egg in the microwave, then let the microwave cool.', 'egg: heat'),  # contrast: another thing
    # a recipe told in "you" clauses with "after you" for "afterwards" ("first you wash, after you cut, after you fry
    # them"): each "after you <verb>" after the comma that ends such a clause is the next step (afterwards._told_on);
    # "after you" opening the sentence, or right after the step with no comma, keeps its meaning
    ('The apple: first you wash it, after you cut it, after you put it in the bowl.', 'apple: clean > slice > place=bowl'),
    ('Tomatoes: you rinse, you boil them, after you slice and you put them on the plate.', 'tomato: clean > heat > slice > place=plate'),
    ('After you cut the apple, wash it.', 'apple: slice > clean'),  # contrast: a prefix clause
    ('You wash the apple after you cut it.', 'apple: slice > clean'),  # contrast: no comma, "after" a preposition
    # a pick in the past tense right after a third person ("maybe your husband took", "my son took it"): what someone
    # else did, a guess where it is, no step (story._taken_by_other); the speaker's own or an asked pick stays
    ('The forks are clean and in the drawer, but one is missing, maybe my son took it.', 'fork: clean > place=drawer'),
    ('The cups are washed and on the shelf, but the blue one, perhaps she took.', 'cup: clean > place=shelf'),
    ('Wash the mug and then take it to her.', 'mug: clean > pick'),  # contrast: asked
    # where any thing fell ("the spoon fell into the garbage can"): an accident, no place asked (strays.stray_went_in)
    ('The fork fell into the garbage can, sorry. Please wash it.', 'fork: clean'),
    ('The cup slipped into the sink, so rinse it and put it on the shelf.', 'cup: clean > place=shelf'),
    ('Wash the fork and drop it into the drawer.', 'fork: clean > place=drawer'),  # contrast: asked
    # a step word after "use for" ("the knife you use for toast"): what the thing is used for, no step
    # (usages._named_thing)
    ('The pan we use for toast, please wash it and put it on the shelf.', 'pan: clean > place=shelf'),
    ('Toast the bread and use it for sandwiches.', 'bread: heat'),  # contrast: the step asked
    # "there was / were" another thing before a receptacle ("there were ants on the counter"): where that thing was, no
    # place (strays._there_was_other); "there is space on the shelf" says where it goes
    ('Please rinse the knife. Yesterday there were crumbs on the counter.', 'knife: clean'),
    ('Wipe the cup, there was a mouse in the cabinet last week.', 'cup: clean'),
    ('Wash the mug. There is some room on the shelf, put it there.', 'mug: clean > place=shelf'),  # contrast
    # a tool after "with a" and one describing word ("wipe it with a damp dish sponge"): still the tool, the thing
    # named before is the target (targets.target_object); "use the good ladle" names the target
    ('The knife: wipe it with a wet dish sponge and put it back into the drawer.', 'knife: clean > place=drawer'),
    ('Scrub the pan with a soft dish sponge and put it on the shelf.', 'pan: clean > place=shelf'),
    ('Wash the dish sponge with hot water.', 'dish_sponge: clean'),  # contrast: the sponge washed
    # "it takes <a bare noun>" ("it takes dust", "it takes time"): the thing itself the subject, no pick
    # (anecdotes._duration)
    ('Wash the ladle and put it in the drawer, on the wall it takes dust.', 'ladle: clean > place=drawer'),
    ('Rinse the pot and leave it on the shelf, it takes time to dry.', 'pot: clean > place=shelf'),
    ('Wash the mug, then take it upstairs.', 'mug: clean > pick'),  # contrast: a pick asked
    # a third person's present "leave(s) it" ("tell the children, they leave it in the pan"): what they do wrong, a
    # complaint; the verbless place said before stays the place (reach.left_not_put, _their_habit)
    ('The spoon: rinsed and back in the drawer, please tell the boys, they always leave it in the sink.', 'spoon: clean > place=drawer'),
    ('The cup: clean and on the shelf, she leaves it in the sink every day.', 'cup: clean > place=shelf'),
    ('The ladle: clean, and you leave it in the drawer.', 'ladle: clean > place=drawer'),  # contrast: asked
    # a temperature someone says the object has in an "if" clause ("If customer says is warm, is your problem!"): a
    # complaint that may come, no goal (remarks._if_said); one said without "if" is still read
    ('Glass bottles: always cold. If a guest says it is warm, you hear it from me.', 'glassbottle: cool'),
    ('Chill the glass bottle. If he says it\'s warm, tell me.', 'glassbottle: cool'),
    ('The customer says the glass bottle must be cold.', 'glassbottle: cool'),  # contrast: no "if", what is asked
    # "house sitting", "pet sitting": a job, no place (connectives idioms)
    ('Notes for house sitting: wash the mug and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Leave the mug sitting on the shelf.', 'mug: place=shelf'),  # contrast: resting there
]


# "descaler" and "weekend": words a note may use, no name slot (lexicon known_words); a name outside the vocabulary is still flagged
FILE66_NAMES = [
    ("The kettle needs the descaler this weekend, then rinse it.", []),
    ("Descale the kettle with descalers, then put it on the trivet.", ["trivet"]),
]
