"""Test file 50's misses read a second time (everyday households: a mum on a hen weekend texting her husband, a
girlfriend texting before her parents come, a teenager's grudging replies, a dad's pocket-money price list, a
daughter's cupboard notes for her mum, a son's notes of his mum's phone requests, a new mum messaging her partner, a
dad's replies to his student son, a mum asking her daughter home, notes for the weekly cleaner), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).
A separate module like ``late_kinds51b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-60."""
from __future__ import annotations

FILE50B_KINDS = [
    # a threat after "or" and a subject ("get it on a plate or I'm binning it", "or it gets binned"): what follows if
    # the task is not done, no step of it (set_aside.threat, hands.denied_place, places.said_not_at)
    ("Wash the mug and put it on the shelf, or I'll bin it.", 'mug: clean > place=shelf'),
    ('Scrub the pan and get it onto the counter or it gets binned.', 'pan: clean > place=counter'),
    ('Rinse the cup and chill it, then bin it.', 'cup: clean + cool > place=garbage_can'),  # no "or": a step
    # "binning" said of the thing: the garbage can its place, like "binned" (connectives place verbs, implied_places)
    ('That old sponge, binning it tomorrow.', 'dish_sponge: place=garbage_can'),
    ('Binning the apple, it has gone soft.', 'apple: place=garbage_can'),
    ('Stop binning good food. Wash the apple and put it in the bowl.', 'apple: clean > place=bowl'),  # no object: none
    # a loaf named by its kind ("the sourdough", "a ciabatta"): bread, like "baguette" (lexicon aliases)
    ('Toast the ciabatta and put it on a plate.', 'bread: heat > place=plate'),
    ('Slice the sourdough, then warm it in the microwave.', 'bread: slice > heat'),
    ('The sourdough is in the bin. Warm the potato in the microwave.', 'potato: heat'),  # another thing's whereabouts
    # a sentence opened by "And" adding a state to the list before it ("... in the bowl. And washed. Order doesn't
    # matter."): one list for a free-order note after it, the place last (scopes._explicit)
    ('I want the mug rinsed and on the shelf. And warm. Any order.', 'mug: clean + heat > place=shelf'),
    ('The egg boiled and on a plate. And sliced. Order is up to you.', 'egg: heat + slice > place=plate'),
    ('I want the mug rinsed and on the shelf. Then warm it. Any order.', 'mug: clean > heat > place=shelf'),  # "then"
    # "hand me" / "pass us" and the thing named with the state it must be in ("hand me a clean spoon"):
    # a hand-over, the state before it, no fetch (moves.handed_before)
    ('Hand me a clean spoon, please.', 'spoon: clean > pick'),
    ('Pass us the warm mug when you come in.', 'mug: heat > pick'),
    ('Grab a mug, rinse it and chill it.', 'mug: clean + cool'),  # a fetch said first: no hand-over
    # "left" after "that's" / "thats" ("all that's left is chopping it"): what remains, no place (story._remaining)
    ("All that's left is slicing the apple.", 'apple: slice'),
    ('Right, all thats left is heating the potato, then it goes on a plate.', 'potato: heat > place=plate'),
    ('Slice the apple and leave it on the plate.', 'apple: slice > place=plate'),  # "leave": a place
    # a state said last in a sentence of "it" / "they" and a verb of need ("All it needs is to be hot.") after a
    # sentence that says where the object is now: a request about it, that receptacle no place (located.wanted_of_it,
    # story.drop_where_it_is)
    ('The kettle is in the sink. It needs to be hot by six.', 'kettle: heat'),
    ('The potatoes are in the fridge. They should be hot for tea.', 'potato: heat'),
    ('Put the pot in the fridge. It needs to be cold.', 'pot: cool'),  # a place verb: the fridge the means of cooling
    # a state word right after another thing of the vocabulary opening its clause, a copula between or not ("the
    # knife is clean, so chop the tomato", "the knifes clean"): that thing's state, not the object's (subjects._others_state,
    # lexicon "knifes")
    ('The knife is clean, so chop the tomato.', 'tomato: slice'),
    ('The knives clean now. Slice the bread and toast it.', 'bread: slice + heat'),
    ('The apple is clean and on the plate.', 'apple: clean > place=plate'),  # the object's own state
    # a past step of the teller with a day ("I scrubbed the potato this morning", "on Monday") before a step asked in its
    # plain form: done already, told, no step (reports._past_time)
    ('We rinsed the mug on Monday, chill it now.', 'mug: cool'),
    ('I scrubbed the potato this morning. Microwave it.', 'potato: heat'),
    ("I'll scrub the potato on Sunday. Microwave it first.", 'potato: heat > clean'),  # a plan, no told step
    # a one-word state after a copula, its clause's end, before a later sentence asking "just" another step ("The mug
    # is washed. Just chill it."): what is left to do, the state holds already (changes._holds_before_just)
    ('The mug is washed. Just chill it.', 'mug: cool'),
    ('The apples are rinsed. Just slice one.', 'apple: slice'),
    ('The mug should be washed. Just chill it.', 'mug: clean > cool'),  # asked for, not said to hold
    # "someone" and a modal in a clause of where or why ("never left in the sink where someone will grab it"): what
    # another person may do, no step of the task (reports._someone_might)
    ('The knife clean and in the drawer, never in the sink where someone will grab it.', 'knife: clean > place=drawer'),
    ('Put the mug on the shelf or someone might knock it off.', 'mug: place=shelf'),
    ('Wash the cup, put it in the cabinet, someone will pick it up later.', 'cup: clean > place=cabinet > pick'),  # no "where" / "or"
    # a number alone in brackets before an item's words ("(1) washed (2) chopped"): numbers the list, no aside, so its
    # order holds (spans.parenthesised)
    ('(1) mug rinsed (2) warm (3) on the shelf.', 'mug: clean > heat > place=shelf'),
    ('(1) slice the apple (2) chill it (3) put it in the bowl.', 'apple: slice > cool > place=bowl'),
    ('Wash the mug (2 minutes) and heat it.', 'mug: clean + heat'),  # an aside: no number alone
    # "the <word> one" and a receptacle after it, at its clause's end or before a time ("I burnt the old one on the hob
    # yesterday"): where that other one is or was, no place (located.ones_located)
    ('Scrub the pan and put it on the shelf. I burnt the old one on the hob yesterday.', 'pan: clean > place=shelf'),
    ('The wooden spoon, washed and in the drawer. The metal one on the counter is fine.', 'spoon: clean > place=drawer'),
    ('Rinse the mug and put it on the other one on the shelf.', 'mug: clean > place=shelf'),  # after "on": a place
    # a name of two words opening the text without a determiner ("Pepper shaker rinsed ..."): the thing, not a verb
    # or a modifier like "watch" or "book" alone (targets.target_object)
    ('Pepper shaker rinsed and on the shelf. The salt shaker is fine.', 'pepper_shaker: clean > place=shelf'),
    ('Salt shaker wiped and back in the cabinet, then the pepper shaker too.', 'salt_shaker: clean > place=cabinet'),
    ('Watch the mug get warm in the microwave, then put it on the shelf.', 'mug: heat > place=shelf'),  # one word: a verb
    # "at" before a thing of the vocabulary that holds nothing ("had a go at the apples"): what is aimed at, not where
    # something is put, so it can be the object (targets.target_object)
    ('The kids had a go at the apples. If there is a bruised one in the salad bowl, bin it.', 'apple: place=garbage_can'),
    ('Someone took a bite at the tomatoes. If one in the salad bowl is bitten, bin it.', 'tomato: place=garbage_can'),
    ('Slice the apple and leave it at the counter.', 'apple: slice > place=counter'),  # a receptacle: a place
    # a day's name ("on Sunday"): a known word, never a name of a thing to flag (lexicon known_words)
    ('I scrubbed the potatoes on Sunday. For your lunch just microwave one.', 'potato: heat'),
    ('Chill the wine bottle for Saturday.', 'wine_bottle: cool'),
    # "since" and a time in a clause of its own teller after a comma, nothing of the thing in it ("..., I've had nothing
    # since lunch"): only that clause is told, the request before the comma stays (happened._own_clause)
    ("I'd love a warm mug on the table, I've been out since six.", 'mug: heat > place=dining_table'),
    ('A cold apple in the bowl, we have had nothing since breakfast.', 'apple: cool > place=bowl'),
    ('The cup on the shelf, I have not touched it since Monday. Rinse it.', 'cup: clean'),  # about the thing: told
    # a step's "-ing" right after "from" / "since" and a time ("the wine from Christmas cooling in there"): the time is
    # where the thing comes from, the "-ing" its step, no occasion like "Sunday roast" (usages._occasion)
    ('He wants the wine from Sunday chilling in the fridge and then on the table.', 'wine_bottle: cool > place=dining_table'),
    ('The pot from Christmas soaking in the sink, scrub it and put it on the shelf.', 'pot: clean > place=shelf'),
    ('Right, Sunday cooking: the potato, wash it.', 'potato: clean'),  # an occasion
    # "while I'm at it" / "while we're at it": an idiom, no place where the speaker is (speaker.speaker_remarks)
    ("While I'm at it he wants the mug warming in the microwave and then on the shelf.", 'mug: heat > place=shelf'),
    ("While we're at it the cup needs rinsing and putting in the cabinet.", 'cup: clean > place=cabinet'),
    ("I'm at the table, bring me the mug.", 'mug: pick'),  # where the speaker is
    # a question asking for a step, then the asker's own "Actually no" / "Actually, no" ("Can you bring home bread?
    # Actually no, we have some."): taken back, no step (happened.answered_no)
    ('Could you heat the mug? Actually no, just wash it and put it on the shelf.', 'mug: clean > place=shelf'),
    ('Can you bring the apple home? Actually, no, we have some. When you are in, slice one and put it on a plate.', 'apple: slice > place=plate'),
    ('Can you heat the mug? Actually yes, then put it on the shelf.', 'mug: heat > place=shelf'),  # not taken back
    # a grumbling question opened by "do I" / "must we" / "why do I" with its "to", a "?" or not, whose step verb is
    # said again after it ("do we have to wash the mug. fine, ill heat it then wash it"): the steps said after (happened._grumbled)
    ('do we have to wash the mug. ugh. fine, ill heat it then wash it.', 'mug: heat > clean'),
    ('why do i have to slice the bread? ok ill toast it and slice it', 'bread: heat + slice'),
    ('Do I have to wash the mug first? Then heat it.', 'mug: clean > heat'),  # not said again: a step
]

FILE50B_NAMES = [  # (text, the unknown names the parser must flag)
    # a day's name is a known word, no name of a thing (lexicon known_words)
    ('I scrubbed the potatoes on Sunday. For your lunch just microwave one.', []),
    ('Microwave the turnip on Sunday.', ['turnip']),  # a thing outside the vocabulary stays flagged
]
