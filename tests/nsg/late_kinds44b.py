"""Test file 44's misses, second reading (people checking what someone did, or was supposed to do, on a recorded
video: a crowdworker labelling clips, an assessor's body-cam review, a judge's notes, a CCTV log, a coding notebook,
a robot test engineer's list, a quiz host's video round, a speedrun moderator), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds44``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE44B_KINDS = [
    # an order noun, then someone's own noun of choosing ("Order is the runner's call", "the sequence is Sam's
    # choice"): frees the order as "your call" does (notes.owners_call, read by clauses.order_clauses)
    ('Judging notes: mug rinsed, mug warm, mug on the shelf. Order is the contestant\'s call.',
     'mug: clean + heat > place=shelf'),
    ('Slice the apple, chill it, then put it in the bowl. The sequence is the player\'s choice.',
     'apple: slice + cool > place=bowl'),
    ('Rinse the cup, warm it, then put it on the counter. The order is Dana\'s decision.',
     'cup: clean + heat > place=counter'),
    ('Rinse the cup, warm it, then put it on the counter. It\'s the order that matters.',
     'cup: clean > heat > place=counter'),  # no one's call: the order kept
    # a person's copula ("he is", "she's" run in) and a step's "-ing" form with the object's bare noun right after it
    # ("he's cutting bread"): what the person does, told as it happens, a step; "she's" is no possessive before a
    # gerund naming a kind of thing (said_as_nouns.kind_of_thing), nor the person's own state (not_steps._others_state)
    ("Clip 7: she's slicing bread, and... toasting it, and... putting it on a plate.", 'bread: slice > heat > place=plate'),
    ('At 2:10 he is cutting apple and chilling it.', 'apple: slice + cool'),
    ("Frame 40, she's washing potato, then she boils it.", 'potato: clean > heat'),
    ("He's freezing, so she warms the mug.", 'mug: heat'),  # no noun after it: his own state
    # a question of fact offering a choice with "or", opened by an auxiliary ("Did she ... or ...?", "Was it A, ..., or
    # B, ...?"), then an answer telling the steps with "then": the question's step words are no steps, the answer's are
    # (not_asked._choice_asked)
    ('Quiz time: was the mug rinsed or chilled before it went on the shelf? Answer: she heated it, then put it on the shelf.',
     'mug: heat > place=shelf'),
    ('Did the robot wash the apple or slice it first? Footage shows it sliced it, then washed it.', 'apple: slice > clean'),
    ('Review: does she chill the tomato, or heat it? She chills it, then puts it in the bowl.', 'tomato: cool > place=bowl'),
    ('Could you rinse the mug or chill it? Then put it on the shelf.', 'mug: clean + cool > place=shelf'),  # a request
    ("Did she chill the mug first or rinse it first? Can't tell, but both were done before it went onto the shelf.",
     'mug: clean + cool > place=shelf'),  # no answer in order: the question's steps
    # "both" right after "we" ("the rota, which we both signed, says ..."): said of the people, no note that frees the
    # order of two steps (lookalikes._both_of_people)
    ('The rota, which we both agreed to, says the mug must be washed and back in the cabinet by noon.',
     'mug: clean > place=cabinet'),
    ('Our house rules, which we both wrote, say the pan must be clean and on the shelf.', 'pan: clean > place=shelf'),
    ('Rinse the mug and chill it, both in any order, then put it on the shelf.', 'mug: clean + cool > place=shelf'),  # the steps
]
