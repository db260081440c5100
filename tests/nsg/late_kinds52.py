"""Test file 52's misses (short forms: kanban cards, calendar entries, dictated reminders, lock-screen
notifications, order tickets, labels, challenge-and-response checklists, captions with hashtags, texts
between bleeps), read after it was scored, grouped into general kinds of phrasing; every sentence below
is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds53``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-53."""
from __future__ import annotations

FILE52_KINDS = [
    # a receptacle right after a list mark of a short form ("+", "&", "·") is where the object goes, as after
    # a comma or "and" (places._said_alone)
    ('Mug: rinse + cabinet.', 'mug: clean > place=cabinet'),
    ('LIST · apple · wash · slice · bowl', 'apple: clean > slice > place=bowl'),
    ('Spoon washed & drawer pls', 'spoon: clean > place=drawer'),
    ('Heat the mug in the microwave + wash it.', 'mug: heat + clean'),  # right after its verb: where it is done
    # hashtags and joined account names are no words of the task (tags, read by lexicon.words)
    ('wash your mug, pop it in the microwave, then the side table #morningroutine', 'mug: clean > heat > place=side_table'),
    ('@nina.cooks shared your post: just rinse the pan and put it on the shelf', 'pan: clean > place=shelf'),
    ('rinse the lettuce @sink, then chill it', 'lettuce: clean > cool'),  # "@" before one word: "at"
    # a label's heading names where the label is stuck ("Label on the X:", "X label:"): no place, no target;
    # "here" in the label is that receptacle (labels, read by slot_parser.text_mentions; story: "in here clean")
    ('Sticker on the cabinet: mugs go in here clean.', 'mug: clean > place=cabinet'),
    ('Drawer label: spoons go back in here washed.', 'spoon: clean > place=drawer'),
    ('Label on the fruit bowl: tomatoes live here. Rinse them in the sink first.', 'tomato: clean > place=bowl'),
    ('Sign on the shelf: rinse the cup, chill it, then hand it to Mum.', 'cup: clean > cool > pick'),
    ('Label on the pan lid: wash me, then back on the hob.', 'pan: clean > place=stove_burner'),  # "pan lid": the pan's
]
