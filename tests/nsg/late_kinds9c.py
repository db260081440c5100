"""Test file 9's third reading (class, protocol, chef and want-ad voices), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module
like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE9C_KINDS = [
    # the tool refused by "no" right before an order word ("no knives until it's cold"): the slicing said again, for
    # the constraint reader (notes._meets)
    ('Chill the apple and cut it up. No knives until the apple is cold!', 'apple: cool > slice'),
    ("Wash the potato and slice it. No knife till it's clean.", 'potato: clean > slice'),
    ('Chill the apple and put it in the bowl. No knives until dinner.', 'apple: cool > place=bowl'),  # no slicing said
    ('Wash the apple and slice it. No knives near the kids.', 'apple: clean + slice'),  # no order word after it
    # items numbered as sections ("4.1 ... 4.2 ..."), named again later by their numbers alone ("4.2 must be carried out
    # before 4.1"); a "2" read as "to" before a verb is the section's number ("2.2 Chill"); a heading's number before
    # the first section ("Section 3. 3.1") is none (numbered._sections)
    ('Section 3. 3.1 The mug is washed in the sink. 3.2 The mug is heated in the microwave. '
     'Constraint: 3.2 must be carried out before 3.1.', 'mug: heat > clean'),
    ('2.1 Rinse the apple. 2.2 Chill it in the fridge. 2.3 Put it in the bowl. Note: 2.2 must be done before 2.1.',
     'apple: cool > clean > place=bowl'),
    ('4.1 The mug is washed in the sink. 4.2 The mug is heated in the microwave.', 'mug: clean > heat'),  # no reference
    ('Heat the mug for 1.5 minutes and wash it. Then wait 1.5 minutes.', 'mug: heat > clean'),  # a measure, no section
    # ", having been heated" in an end-state frame ("Goal: a chilled apple in the bowl, having been rinsed"): a state
    # of the end, no "after" (lookalikes._absolute)
    ('Goal: a chilled apple in the bowl, having been rinsed in the sink.', 'apple: cool + clean > place=bowl'),
    ('Required: a sliced potato on the plate, having been heated in the microwave.', 'potato: slice + heat > place=plate'),
    ('I want a sliced apple, having washed it first.', 'apple: clean > slice'),  # active "having washed": an order
    ('Having washed the apple, slice it.', 'apple: clean > slice'),  # no frame: an order
    # an order word taken back on the spot for its opposite ("then - or before, whatever -", "after, or before"): either
    # order (connectives.json free: "then - or before", "then , well , or before", ...)
    ("Rinse the potato, then - or before, I don't mind - slice it.", 'potato: clean + slice'),
    ('Chill the apple, then, well, or before, wash it, and put it in the bowl.', 'apple: cool + clean > place=bowl'),
    ('Chill the apple, then wash it before dinner.', 'apple: cool > clean'),  # "before" alone: no taking back
    # "nothing" praising the thing ("Nothing beats a bowl of cold apple slices."): the thing praised is the wish, no
    # house rule about things in general (connectives.json praised_by, general_subjects.house_rules)
    ('Nothing beats a plate of warm potato slices. Enjoy!', 'potato: heat + slice > place=plate'),
    ('Nothing can beat a cold apple in a bowl. Enjoy!', 'apple: cool > place=bowl'),
    ('Nothing left in the fridge gets eaten. Chill the apple.', 'apple: cool'),  # a house rule: no place
    # a last sentence of a participle alone ("Sink-rinsed, obviously.") after a description with no verb: one more state
    # of the end, in the group of the others (connectives.json afterthought_adverbs, telegraphic._afterthought)
    ('A plate of warm potato slices. Washed, of course.', 'potato: heat + slice + clean > place=plate'),
    ('A bowl of chilled apple wedges. Sink-rinsed, naturally.', 'apple: cool + slice + clean > place=bowl'),
    ('A plate of warm potato slices. Washed first.', 'potato: clean > heat + slice > place=plate'),  # "first" orders it
    ('Wash the apple and chill it. Sliced, obviously.', 'apple: clean + cool > slice'),  # commands before it
    # a thing described by a state word before its name and where it is, then more states after a comma or a dash
    # ("A chilled apple in the bowl, rinsed in the sink."): states of the end, one group (telegraphic._described_after)
    ('A chilled apple in the bowl, rinsed in the sink.', 'apple: cool + clean > place=bowl'),
    ('A sliced potato on the plate - heated in the microwave.', 'potato: slice + heat > place=plate'),
    ('A sliced apple on the plate, then heated in the microwave.', 'apple: slice > heat > place=plate'),  # "then"
    ('A sliced apple on the plate. Heat it in the microwave.', 'apple: slice > heat > place=plate'),  # a new sentence
]
