"""Test file 71's second reading (print, publicity and persuasion: menus, patent claims, press releases, packaging),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds64b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64; the names into ``NAMES``."""
from __future__ import annotations

FILE71B_KINDS = [
    # where the thing arrives, said as its subject reaching a place ("before it reaches the table"): the place, like
    # "hits" (connectives.json place verbs and anchored_places "it reaches", "they reach"); with no place after, none
    ('Every mug is rinsed and warmed before it reaches the dining table.', 'mug: clean + heat > place=dining_table'),
    ('The cups are washed and chilled before they reach the counter.', 'cup: clean + cool > place=counter'),
    ('Heat the mug until it reaches boiling point.', 'mug: heat'),  # a state reached, no place
    # a serving verb's '-ing' form with its object and a place ("before serving it on a plate") and a bare "plating"
    # (connectives.json place verbs, implied_places "plating"): the place; a gerund after a determiner ("the
    # plating is up to you") is a noun, no place (places._not_moved); with no place after it none (anchored_places)
    ('Rinse the apple before serving it on a plate.', 'apple: clean > place=plate'),
    ('Boil the egg and slice it before serving them in a bowl.', 'egg: heat + slice > place=bowl'),
    ('Slice the lettuce and chill it before plating.', 'lettuce: slice + cool > place=plate'),
    ('Chill the apple; the plating is up to you.', 'apple: cool'),
    ('Heat the egg before serving.', 'egg: heat'),  # no place said
    ('Chill the wine bottle before serving it at the dining table.', 'wine_bottle: cool > place=dining_table'),
    ('Rinse the cup before serving it in the evening.', 'cup: clean'),  # a time, no place: anchored_places
]

# a patent claim's preamble ("A method of chilling a beverage container, comprising: ..."): the unknown words of the
# kind of thing the claim covers fill no name slot when a claim link ("comprising", "wherein") and a known object follow
# (lexicon.json claim_heads, claim_links; names._claim_kind); its legal "said" after a preposition or a step's '-ing'
# form reads "the" (lexicon.json formal_words); without the claim's frame the words are still flagged
FILE71B_NAMES = [
    ("A method of cleaning a drinking vessel, comprising: washing a mug and placing said mug on a counter.", []),
    ("1. A process for heating a breakfast item, comprising microwaving an egg.", []),
    ("A method of chilling a beverage container: put the wine bottle in the fridge.", ["beverage", "container"]),
    ("Chill the beverage container, comprising a wine bottle.", ["beverage", "container"]),
]

FILE71B_KINDS += [
    ('A method of cleaning a drinking vessel, comprising: washing a mug and placing said mug on a counter.',
     'mug: clean > place=counter'),
    ('1. A process for heating a breakfast item, comprising: microwaving an egg and slicing said egg.', 'egg: heat + slice'),
    ('1. A cup, wherein said cup is cold and wherein said cup is located in a cabinet.', 'cup: cool > place=cabinet'),
    ('Wash the mug. That said, put it in the cabinet.', 'mug: clean > place=cabinet'),  # no claim: "that said" stays
]

FILE71B_KINDS += [
    # a prefix time clause of one participle ("Once rinsed, ...") before a passive main clause that lists two steps
    # ("the tomato is sliced and chilled"): the comma opens the main clause, so the clause's step comes before the list,
    # not one more item of it (scopes.main_clause_opens, used by compose._close_prefixes)
    ('Once rinsed, the tomato is sliced and chilled.', 'tomato: clean > slice + cool'),
    ('When boiled, the potatoes are halved and served in a bowl.', 'potato: heat > slice > place=bowl'),
    ('Once scrubbed, the potato should be baked and put on a plate.', 'potato: clean > heat > place=plate'),
    # contrast: a prefix clause that lists its own steps runs over its commas ("washed, sliced and chilled")
    ('Once washed, sliced and chilled, the apple is put in the bowl.', 'apple: clean + slice + cool > place=bowl'),
]

FILE71B_KINDS += [
    # "split in half" / "split in two" with no pronoun (a menu's "baked and split in half"): the slicing, like "split
    # it" (connectives.json slice verbs); a bare "split" stays unread ("split the work in half")
    ('The potato is baked and split in half.', 'potato: heat + slice'),
    ('Split in half, the apple goes in the bowl.', 'apple: slice > place=bowl'),
    ('Split the work in half: you wash the apple.', 'apple: clean'),
]

FILE71B_KINDS += [
    # a manner adjective before a step noun ("after a thorough wash", "a gentle rinse"): known words of the domain
    # (lexicon.json known_words), so the noun stays the step, not an unknown compound name dropped
    ('The spoon goes back in the drawer only after a thorough wash.', 'spoon: clean > place=drawer'),
    ('After a careful rinse, slice the tomato.', 'tomato: clean > slice'),
    ('Put the spoon in the drawer after a quick look.', 'spoon: place=drawer'),  # no step noun: no step
]
FILE71B_NAMES += [
    ("Put the spoon in the drawer after a thorough wash.", []),
    ("Put the spoon in the credenza after a thorough wash.", ["credenza"]),  # a name outside the vocabulary: flagged
]

FILE71B_KINDS += [
    # "until (just) set" with no place after it (a recipe card's "boil until just set"): how far the cooking goes, no
    # place (places._not_moved); "set it on the counter" stays the place
    ('Boil the egg until just set, then halve it.', 'egg: heat > slice'),
    ('Warm the potato till set and put it in the bowl.', 'potato: heat > place=bowl'),
    ('Wash the cup, then set it on the counter.', 'cup: clean > place=counter'),
]
