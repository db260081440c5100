"""Sentences of the kinds behind test file 20's misses (read after its held-out scoring), each
written for these tests; apart from ``late_kinds`` (which holds files 14-19's) so that each file
stays short."""
from __future__ import annotations

FILE20_KINDS = [  # the kinds behind test file 20's misses (read after its held-out scoring), in new sentences
    # colloquial verbs and names: boil / descale; the wine, a saucepan, a platter, a trolley
    ('Boil the egg, then chill it.', 'egg: heat > cool'), ('Descale the kettle, then boil it.', 'kettle: clean > heat'),
    ('Rinse the kettle and boil it on the stove. Back on the counter afterwards.', 'kettle: clean + heat > place=counter'),
    ('Chill the wine, then put it on the table.', 'wine_bottle: cool > place=dining_table'),
    ('Wash the saucepan, then leave it on the trolley.', 'pot: clean > place=cart'),
    ('Slice the apple and put it on the platter.', 'apple: slice > place=plate'),
    # temperatures said as remarks: "too hot", "still", "anything cold", "cold drinks", "the hot pot" to be chilled
    ('Chill the mug in the fridge; it is still too hot.', 'mug: cool'), ('Warm the egg, it is too cold for him.', 'egg: heat'),
    ('Heat the potato, then slice it. He cannot eat anything cold.', 'potato: heat > slice'),
    ('Wash the mug and warm it; cold drinks upset her.', 'mug: clean + heat'),
    ('The hot pot must be chilled, then scrubbed.', 'pot: cool > clean'), ('Heat the cold egg, then slice it.', 'egg: heat > slice'),
    # a bed with a number is a patient's, no place
    ('Bed 4 needs her mug washed, then warmed.', 'mug: clean > heat'),
    ('The apple for bed 9: slice it, then chill it.', 'apple: slice > cool'),
    # handing it over said last ends the task; the speaker's own pick after it is none
    ('Rinse the spoon and pass it to me.', 'spoon: clean > pick'), ('Chill the apple and hand it over.', 'apple: cool > pick'),
    ('Warm the cup and hold it for me.', 'cup: heat > pick'),
    ("Wash the mug, then heat it. I'll grab it later.", 'mug: clean > heat'),
    ("Chill the egg and give it to me, I'll just take it upstairs.", 'egg: cool > pick'),
    # a time clause between two steps that holds no step orders nothing
    ('Scrub the pan when you get in and put it on the shelf.', 'pan: clean > place=shelf'),
    ('Heat the mug until the tea is ready. Leave it on the counter.', 'mug: heat > place=counter'),
    # "back on the burner": where it returns, a place, though heating was done there
    ('Heat the pan on the stove, then back on the burner.', 'pan: heat > place=stove_burner'),
    ('Chill the pot in the fridge. Then back in the fridge it goes.', 'pot: cool > place=fridge'),
    # "X first and Y second"
    ('The plates are heated first and rinsed second.', 'plate: heat > clean'),
    ('Chill the egg first and rinse it second, then put it in the bowl.', 'egg: cool > clean > place=bowl'),
    # a verb's -ing form naming the target's use is no step
    ('Wash the slicing knife and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Rinse the cutting knife, then chill it.', 'knife: clean > cool'),
    # free order said by a bare "whichever," / "whatever."
    ('Slice the apple, chill it, whichever, then put it in the bowl.', 'apple: slice + cool > place=bowl'),
    ('Warm the cup, rinse it, whatever.', 'cup: heat + clean'),
    # "after." ending its sentence: after the step before it
    ('Wash the apple and keep it chilled after. Bowl.', 'apple: clean > cool > place=bowl'),
    ('Warm the egg, and slice it after. Plate.', 'egg: heat > slice > place=plate'),
    # a negated place takes away that receptacle only
    ("Don't put the mug in the cabinet, put it on the shelf.", 'mug: place=shelf'),
    ("Heat the egg. Don't leave it on the counter; put it in the bowl.", 'egg: heat > place=bowl'),
    # states listed after a copula, required when it is placed ("hits", "lands in"); "serve in"
    ('The mug should be clean and warm when it is set on the shelf.', 'mug: clean + heat > place=shelf'),
    ('The tomato has to be cut and cold when it hits the plate.', 'tomato: slice + cool > place=plate'),
    ('Rinse the lettuce, then serve in a bowl.', 'lettuce: clean > place=bowl'),
    # a person as a place verb's object, a relative clause after the target, another thing's step, the speaker's own
    ('Sorry to put you to work, but wash the mug and chill it.', 'mug: clean + cool'),
    ('I hate to leave you with this: slice the bread, then warm it.', 'bread: slice > heat'),
    ('The eggs I bought yesterday: rinse one, then boil it.', 'egg: clean > heat'),
    ('The mug you left out needs a wash, then a chill.', 'mug: clean > cool'),
    ('Let the burner cool. Wash the mug, then warm it in the microwave.', 'mug: clean > heat'),
    ('Rinse the egg, then slice it, and let the kettle cool.', 'egg: clean > slice'),
    ("Wash the apple and chill it. I'll slice it myself later.", 'apple: clean + cool'),
    ('Rinse the potato, then heat it; I will put it away myself.', 'potato: clean > heat'),
    # "Pro tip:", "Chef's tip:" is no step
    ('Chill the egg, then slice it. Pro tip: cold eggs slice neatly.', 'egg: cool > slice'),
    ("Rinse the mug, then warm it. Chef's tip: keep it there.", 'mug: clean > heat'),
]
