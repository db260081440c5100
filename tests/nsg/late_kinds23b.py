"""Test file 23's misses, second reading (ten everyday voices: a bakery owner's notes, a letting agent's
checklist, a dad talking to his toddler, a hungover friend on the sofa, a host mother's notes, an occupational
therapist's kitchen practice, takeaway-app order notes, a wheelchair user directing an assistant, a farmhouse's
notes to pickers, a wedding planner briefing caterers), grouped into general kinds of phrasing; every sentence
below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds53b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE23B_KINDS = [
    # a tool said as the thing, then a food named only as what the tool is for, after a use verb and "it" ("rinse the
    # knife, you'll need it for the cheese"): the tool is the thing, no reason to pass it over (targets._tool_for)
    ('Rinse the knife at the sink, we will need it for the tomato later.', 'knife: clean'),
    ('Give the spatula a wash and hold on to it, you need it for the potato.', 'spatula: clean > pick'),
    ('Grab the knife, it is for the tomato: slice it.', 'tomato: slice'),  # no use verb before "it": the food is the thing
]
FILE23B_KINDS += [
    # end states written as sentences of one word each, one of them an adjective, with no order word ("Pear. Sliced.
    # Cold. Bowl."): one unordered group, the place last (telegraphic.fragment_states, read from late.adjust)
    ('Apple. Sliced. Cold. Bowl. That is all.', 'apple: slice + cool > place=bowl'),
    ('the potato. hot. chopped. on a plate please.', 'potato: heat + slice > place=plate'),
    ('my plate. clean. warm. anywhere is fine.', 'plate: clean + heat'),
    ('Apple. Sliced. Then cold. Bowl.', 'apple: slice > cool > place=bowl'),  # an order word: in order
]
FILE23B_KINDS += [
    # a carer's "we" said right before a keeping verb after "your" ("your mug ... now we keep hold of it"): the hold
    # is the task's end, kept with the one spoken to, not the speaker collecting it later (story._speaker_collects)
    ('Your plate is grubby. Let us rinse it. Now we keep hold of it.', 'plate: clean > pick'),
    ('Your spoon is sticky, so we wash it and we hang on to it.', 'spoon: clean > pick'),
    ('Can you chill your apple? We will pick it up after lunch.', 'apple: cool'),  # a modal: the speaker collects later
]
FILE23B_KINDS += [
    # a place verb with no receptacle, its object and "on" closing it, then the heating ("put the pot on, heat it"):
    # the hob is the heating's means, no place (stays._put_on)
    ('Put the pot on, warm it up, and then give it a rinse.', 'pot: heat > clean'),
    ('Get the kettle on and boil it, then set it on the counter.', 'kettle: heat > place=counter'),
    ('Put the pot on, then wash it.', 'pot: place > clean'),  # no heating after it: a place
]
FILE23B_KINDS += [
    # a device's name after "that" and a subject pronoun ("she asks that you microwave it"): "that" opens a clause,
    # the device word is its verb, not "the staff microwave" (usages.device_noun)
    ('Potatoes: please make sure that you microwave one, then slice it.', 'potato: heat > slice'),
    ('The bread: he insists that we microwave it and then cut it.', 'bread: heat > slice'),
    ('That staff microwave is broken, so heat the cup on the stove.', 'cup: heat'),  # a device named: no verb
]
FILE23B_KINDS += [
    # a container "of" a noun, then a clause ("in the drawer of the dresser until we plate up"): what follows "until" /
    # a subject pronoun is no content of the container; the object stays the thing (cues.contents, spans.CONTENTS_GAP)
    ('Forks: wash them and lay them in the drawer of the dresser till you plate up.', 'fork: clean > place=drawer'),
    ('Spoons: rinse them and leave them in the drawer of the hutch until we plate up.', 'spoon: clean > place=drawer'),
    ('A bowl of the freshest sliced apple, please.', 'apple: slice > place=bowl'),  # what the bowl holds: the thing
]
FILE23B_KINDS += [
    # a doer before a verb of asking and "that" ("the landlady asks that you wash one, cut it and ..."): the one who
    # asks, not the doer of the list; the recipe list reads in order (chained._asked)
    ('Apples: the landlady asks that you wash one, cut it and put it in the bowl.', 'apple: clean > slice > place=bowl'),
    ('The host requests that you rinse the mug, heat it and set it on the shelf.', 'mug: clean > heat > place=shelf'),
    ('She asks that you rinse the mug and heat it.', 'mug: clean + heat'),  # two commands, no place: one group
]
FILE23B_KINDS += [
    # a sentence of the object's name and a state word with no verb, only softeners or "not" and another state after
    # it ("Pear cold please.", "toast hot not cold pls."), then that sub-task said by a verb: the end wanted, told
    # first; the later verb orders the step (again._heading, read by again.restated_place)
    ('Apple warm please. Slice it, then heat it.', 'apple: slice > heat'),
    ('potato hot not cold pls. chop it then microwave it', 'potato: slice > heat'),
    ('Apple warm please. Heat it, then slice it.', 'apple: heat > slice'),  # the verbs' own order
]
FILE23B_KINDS += [
    # a title of plain words closed by a dash, naming the pieces ("apple slices - wash the apple, cut it, ..."): the
    # result named first; the later verbs order the steps, as after a colon (cues._drop_titles)
    ('apple slices - wash the apple, cut it, then put it in the bowl.', 'apple: clean > slice > place=bowl'),
    ('tomato chunks - rinse the tomato, chop it, chill it, then onto the plate.', 'tomato: clean > slice > cool > place=plate'),
    ('Rinse the apple - cut it, then put it in the bowl.', 'apple: clean > slice > place=bowl'),  # a command before the dash
]
FILE23B_KINDS += [
    # a container "with" a picture "on it", then "has" and a drink "in it" ("the mug with the fox on it still has wine in
    # it"): a clause about the mug, not what it holds; the mug is the thing (spans.CONTENTS_GAP, read by cues.contents)
    ('the mug with the fox on it still has wine in it. rinse it and warm it up.', 'mug: clean + heat'),
    ('The cup with the stars on it has wine in it, so wash it.', 'cup: clean'),
    ('a bowl with a warm potato in it', 'potato: heat > place=bowl'),  # what the bowl holds: the thing
]
FILE23B_KINDS += [
    # a step, a dash or comma, "no" ("no wait"), a subject and a denial with the same sub-task's verb ("cut - no, you
    # can't cut a jug"): the step taken back (corrections._denied_next)
    ("Wash the mug and heat it - no wait, you can't heat a mug here. Just wash it.", 'mug: clean'),
    ("Wash the apple and cut it - no wait, don't cut it.", 'apple: clean'),
    ('Wash the apple and cut it - no, you can cut it later.', 'apple: clean > slice'),  # no denial: still cut
]
FILE23B_KINDS += [
    # a filling verb in the clause of a washing device ("fill it at the sink", "fill the kettle from the tap"): where the
    # water comes from, no place and no trip to be washed (stays._filled_at)
    ('Fill the pot at the tap and boil it on the stove.', 'pot: heat'),
    ('Grab the kettle, fill it from the tap, heat it, then put it on the counter.', 'kettle: heat > place=counter'),
    ('Take the kettle to the sink and fill it, then heat it.', 'kettle: clean > heat'),  # the trip said first: washed
    ('Fill the bowl with sliced tomato.', 'tomato: slice > place=bowl'),  # no washing device: the bowl is where it goes
]
