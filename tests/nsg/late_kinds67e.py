"""Test file 67's fifth reading (social-media and online-platform voices), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module
like ``late_kinds67d``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE67E_KINDS = [
    # "End result:" opens a summary that says the whole task again, and a receptacle named in it after "in"/"on", with
    # no place verb of its own, is the place said before it, said where the summary puts it (summaries: _OPENERS,
    # _place_again); a slip taken back before it ("I say the cooled egg goes on the plate - it should be ...") gives way
    ('Around 4:05 I say the warm apple goes in the bowl - it should be on the plate. End result: apple washed, then '
     'sliced, on the plate.', 'apple: clean > slice > place=plate'),
    ('Put the potato in the pot. End result: potato scrubbed, then boiled, in the pot.', 'potato: clean > heat > place=pot'),
    ('Slice the tomato and put it on the plate. End result: tomato washed and sliced, on the plate.',
     'tomato: clean + slice > place=plate'),
    # contrasts: "end result" not opening a sentence after another is no summary; a summary naming another receptacle
    # after "by" brings no place back
    ('Wash the mug and chill it. The end result is a cold mug.', 'mug: clean + cool'),
    ('Put the egg in the bowl. End result: egg boiled, then cooled, by the bowl.', 'egg: heat > cool'),
    # a deadline ("by" and a time opening the clause), the thing's name, "is" / "are" and the list of what it is by then,
    # ending "cold in the fridge": the end wanted by the deadline, so in the fridge is a place too, as "needs to be"
    # says it (need_stops: _by_deadline; connectives.json deadline_times)
    ('By tonight the apple is washed and cold in the fridge.', 'apple: clean + cool > place=fridge'),
    ('By six the tomatoes are sliced, salted and cold in the fridge.', 'tomato: slice + cool > place=fridge'),
    ('House rule: by Friday morning the glass milk bottle is rinsed and cold in the fridge.',
     'glassbottle: clean + cool > place=fridge'),
    # contrasts: a past report ("by morning ... was"), "by the way", and no deadline at all keep the fridge the means
    ('By morning the apple was washed and cold in the fridge.', 'apple: clean + cool'),
    ('By the way the apple is washed and cold in the fridge.', 'apple: clean + cool'),
    # a sentence with no verb and the thing unnamed, saying how it is found by a word of a thing left undone
    # ("unwashed", "dirty", "un" and a step's participle) and where: a complaint, no step, no place (complaints: found_as)
    ('She is meant to leave the tomato sliced and cold in the bowl. Every night: uncut, warm, on the counter.',
     'tomato: slice + cool > place=bowl'),
    ('He should leave the mug clean in the cabinet. Most mornings: dirty, on the counter.', 'mug: clean > place=cabinet'),
    # contrasts: the thing named in the sentence is news of it; a verb of a step makes it a request
    ('the spoons been dirty in the drawer for days. want it clean and back in there', 'spoon: clean > place=drawer'),
    ('Leave the apple unwashed on the counter.', 'apple: place=counter'),
    # a state word before a bottle named by its liquid ("a clean water bottle", "a cold milk bottle") is the bottle's: the
    # liquid is the name's own first word (kind_told: _bottled, _named_for)
    ("I'd like a clean water bottle on the shelf.", 'glassbottle: clean > place=shelf'),
    ('A cold milk bottle on the counter, please.', 'glassbottle: cool > place=counter'),
    # contrast: no state word, no step but the place
    ('Put the water bottle on the shelf.', 'glassbottle: place=shelf'),
]
