"""Test file 60's fourth reading (club rotas, langar and station notes), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE60D_KINDS = [
    # what the thing is for, said as a heading after "for" and closed by a colon in the first words of a later sentence
    # ("Rota for Monday. Bread for toast: slice it, toast the slices ..."), the same sub-task said again after the colon:
    # the heading's word is no step, the later mention stands where it is said (served.served_as, _purpose_heading)
    ('Rota for Monday. Bread for toast: slice a loaf, toast the slices, then put them on a plate.',
     'bread: slice > heat > place=plate'),
    ('Sunday lunch. Potatoes for roasting: wash one, cut it in half, then roast it in the microwave.',
     'potato: clean > slice > heat'),
    ('Note from Ann. Apples for the freezer: slice one, then chill the slices in the fridge.', 'apple: slice > cool'),
    # not said again after the colon: the heading's word stays a step, as before
    ('Rota for Monday. Bread for toast: slice it, then put it on a plate.', 'bread: heat > slice > place=plate'),
    # a receptacle's plural name said as a heading before the task's thing ("Mugs: wash your cup ...", "Last week,
    # plates. Rinse the bowl ..."): the kind of things the note is about, no place, when the first step verb after it
    # names another thing as its object (matters._topics)
    ('Mugs: wash your cup, then hand it to me.', 'cup: clean > pick'),
    ('Last week, plates. Rinse the bowl and put it on the shelf.', 'bowl: clean > place=shelf'),
    ('Cups. Wash your own mug and give it to Sam.', 'mug: clean > pick'),
    # the heading is the thing the step is done to, or a single receptacle said as where it goes: kept
    ('Mugs: wash them, then hand one to me.', 'mug: clean > pick'),
    ('Bowls: wash them with the sponge.', 'bowl: clean'),
    ('Plate: one apple, sliced.', 'apple: slice > place=plate'),
    # a bare "bottle" holding a drink or a kitchen liquid ("a bottle of the orange juice", "a bottle of fresh milk"):
    # the glass bottle, and every bare "bottle" of the text with it (lexicon.json bottled_contents, kind_told._bottled)
    ('Chill a bottle of the orange juice and put it on the counter.', 'glassbottle: cool > place=counter'),
    ('Rinse the bottle of olive oil and put the bottle back on the shelf.', 'glassbottle: clean > place=shelf'),
    ('Could you cool a bottle of fresh milk in the fridge for me?', 'glassbottle: cool'),
    # wine, or a liquid that names a wine ("elderflower wine"): the wine bottle, as before
    ('Chill a bottle of the good wine and bring it to me.', 'wine_bottle: cool > pick'),
    ('Chill a bottle of elderflower wine.', 'wine_bottle: cool'),
    ('Chill the bottle of white and put it on the table.', 'wine_bottle: cool > place=dining_table'),
    # another thing said done, the word closing its clause ("Do the plate today, the bowl's done.", "The pot's
    # finished."): no target and no place said by its receptacle alone (targets._done_already)
    ("Kitchen jobs: mug rinsed and in the cabinet, cup rinsed and in the cabinet. Just the mug, the cup's done.",
     'mug: clean > place=cabinet'),
    ("Tidy up: pan scrubbed and on the shelf. The pot's finished.", 'pan: clean > place=shelf'),
    ('Tidy up: pan scrubbed and on the shelf. The pot is sorted, thanks.', 'pan: clean > place=shelf'),
    # the thing itself said done in a time clause, or a receptacle a place verb names: kept
    ("Boil the egg. When the egg's done, put it in the bowl.", 'egg: heat > place=bowl'),
    ("Slice the apple and put it in the bowl. The bowl's done, so go.", 'apple: slice > place=bowl'),
]
