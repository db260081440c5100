"""Test file 62's misses (ten voices of notes, notices and rules for clubs, groups and shared kitchens: a hockey
club's clubhouse volunteers, a community orchestra's interval tea, a housing co-op's shared kitchen, a swimming
club's gala-day tea, a university lab's kitchenette rules, an air cadet squadron's hut, a U3A cookery group, a
primary school breakfast club's staff, a craft brewery taproom's staff, a Women's Institute branch's monthly-meeting
kitchen), read after it was scored, grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds59``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE62_KINDS = [
    # a hand-over said with a carrying verb, a particle and "to" a person inside its phrase ("take it out to them"),
    # with the thing named instead of "it" ("take the bowl up to her"), "hand it out to", or a returning verb and "to"
    # a person ("return it to Pat"): held to the end, after the steps said before it (handovers)
    ('Heat the mug in the microwave and take it out to them on the terrace.', 'mug: heat > pick'),
    ('Warm the plate and carry the plate up to him.', 'plate: heat > pick'),
    ('Rinse the apples, chill them, then hand them out to the children.', 'apple: clean > cool > pick'),
    ('Wash the pot and return it to Morwenna.', 'pot: clean > pick'),
    ('Wash the pot and return it to the cabinet.', 'pot: clean > place=cabinet'),  # a receptacle: a place
    # a name with "'s" run in, "already" and a past step, then a step still to do ("Jo's already rinsed them, so just
    # ..."): done by another, no step (changes._already)
    ("Mo's already rinsed the mugs, so just warm one in the microwave.", 'mug: heat'),
    ("Bea's already chopped the lettuce, so you just need to chill it.", 'lettuce: cool'),
    ("Rinse the mugs, then warm one in the microwave.", 'mug: clean > heat'),  # no "already": a step
    # the tap right after a cooling verb and its object ("cool them under the cold tap"): how it is cooled, no washing
    # (changes._cooled_under)
    ('Boil an egg, then cool it down under the cold tap and slice it.', 'egg: heat > cool + slice'),
    ('Heat the potato, then chill the potato under a running tap.', 'potato: heat > cool'),
    ('Chill the apple, then rinse it under the cold tap.', 'apple: cool > clean'),  # a washing verb: a wash
    # a participle after a present copula and "at home" ("the scones are baked at home"): done elsewhere, no step
    # (not_done._habit)
    ('The scones are baked at home. Just wash the plate and put it on the counter.', 'plate: clean > place=counter'),
    ('The potatoes are boiled at home, so just slice one.', 'potato: slice'),
    ('Bake the bread at home, then slice it.', 'bread: heat > slice'),  # a command: a step
    # an idiom holding a step word that is no step: a hyphened noun of sport after a time word ("before the warm-up",
    # "after the cool-down"), a request for toast as a food ("Nell has asked for toast: cut the bread, toast it ..."),
    # the steps said after it keep their order (connectives.json idioms)
    ('After the cool-down, rinse the mugs and put them in the cabinet.', 'mug: clean > place=cabinet'),
    ('Before the warm-ups, chill a bottle of wine in the fridge.', 'wine_bottle: cool'),
    ('Give the mug a warm-up, then hand it to Sid.', 'mug: heat > pick'),  # the object's warm-up: a step
    ('Nell has asked for toast: cut the bread, toast it and hand it to her.', 'bread: slice > heat > pick'),
    ('Grandad wants toast. Slice the bread, then toast it.', 'bread: slice > heat'),
    ('Toast the bread, then slice it.', 'bread: heat > slice'),  # the verb: a step
    # a recipe list whose first command counts its object ("boil six eggs, cool them, slice them and put them in a
    # bowl"): a command, the list read in order (chained._command)
    ('Boil two eggs, cool them, slice them and put them in a bowl.', 'egg: heat > cool > slice > place=bowl'),
    ('Wash 3 apples, chill them, slice them and put them in a bowl.', 'apple: clean > cool > slice > place=bowl'),
    ('Washed two apples, chilled them and put them in a bowl.', 'apple: clean + cool > place=bowl'),  # participles: one group
    # a negated step whose clause ends in "yet", its sub-task said nowhere else ("don't slice them yet, he wants them
    # whole"): not asked at all, no step (not_done.before_event)
    ('Please don\'t slice the apples yet. Just rinse them and put them in the bowl.', 'apple: clean > place=bowl'),
    ("Don't chill the wine yet, wash the mug first.", 'mug: clean'),
    ("Don't heat it yet, you heat it after slicing. Slice the potato.", 'potato: slice > heat'),  # said again: an order
    # a thing after a time word and "each" / "every", then a word ("wash it after each plate goes out"): when, not the
    # task's thing, when another is named (targets._each_time)
    ('The ladle: rinse it before every bowl is filled and hang it on the shelf.', 'ladle: clean > place=shelf'),
    ('The spatula: wash it after each pan goes back and put it in the drawer.', 'spatula: clean > place=drawer'),
    ('Wash each plate and put it in the cabinet.', 'plate: clean > place=cabinet'),  # no time word: the thing
    # an order word before an event of a club's day ("before inspection", "after practice"): when, no order
    # (occasions._OCCASIONS)
    ('Before rehearsal the mugs should be rinsed and on the shelf.', 'mug: clean > place=shelf'),
    ('After practice, wash the cups and put them in the cabinet.', 'cup: clean > place=cabinet'),
    ('Wash the mug before you chill it.', 'mug: clean > cool'),  # a step after "before": an order
    # "at the end" after a step followed only by a place or a hand-over ("rinse it at the end and leave it on the shelf"):
    # the end of the session, the place still last (compose.relations)
    ('Wipe the pan at the end and hang it on the shelf.', 'pan: clean > place=shelf'),
    ('Wash the mug at the end and give it to Jo.', 'mug: clean > pick'),
    ('Wash the mug at the end and chill it.', 'mug: cool > clean'),  # another step after it: last
    # a receptacle after "with" right after the place's receptacle ("on the side table with the tour mugs"): what the
    # object stands with, no place (others._beside)
    ('Apple sliced and on the plate with the cups.', 'apple: slice > place=plate'),
    ('The spoon, washed and in the drawer with the forks.', 'spoon: clean > place=drawer'),
    ('Rinse the cup and put it on the counter with a plate on top.', 'cup: clean > place=counter'),  # "on top": the counter
    # a place into a device, then a place right after a negation ("on the stove burner, never left in the sink"): no
    # second place, the device is where it ends up (stays)
    ('The pan should be washed and on the stove burner, not left in the sink.', 'pan: clean > place=stove_burner'),
    ('Wash the mug and leave it in the microwave, never put it on the shelf.', 'mug: clean > place=microwave'),
    ('Bang it in the microwave and slap the mug on the counter.', 'mug: heat > place=counter'),  # a second place: a trip
    # "and waiting in" / "and waiting on" a receptacle after states of the object ("chilled and waiting in the fridge"):
    # where it ends up, the device a place too; none without a receptacle (connectives.json place verbs, anchored_places)
    ('The wine should be chilled and waiting in the fridge.', 'wine_bottle: cool > place=fridge'),
    ('The mug should be washed and waiting on the shelf.', 'mug: clean > place=shelf'),
    ('The kids are hungry and waiting in the hall, so warm the bowl and give it to them.', 'bowl: heat > pick'),  # no receptacle
]
