"""Test file 68's first reading (a household kitchen run with the tools of an office: pull requests, tickets, chat
channels, cards, runbooks, rotas, invites, handovers, minutes and post-mortems), grouped into general kinds of
phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-67."""
from __future__ import annotations

FILE68_KINDS = [
    # an incident write-up's section of what went wrong, opened by its label ("Root cause:", "Contributing factor:",
    # "Lessons learned:", "Known issues:", connectives.json incident_labels) and run to the next label: what happened,
    # no step nor place, and a thing named only there no target (incidents.incident_sections, passed_over)
    ('Root cause: the mug was heated with milk still in it.\nFix: wash the mug and put it in the cabinet.',
     'mug: clean > place=cabinet'),
    ('Contributing factor: the spoon was left in the sink after stirring the soup pot.\nNext step: rinse the spoon, then '
     'put it in the drawer.', 'spoon: clean > place=drawer'),
    ('Lessons learned: a chilled apple is not a sliced apple.\nTarget: the apple sliced, then on the plate.',
     'apple: slice > place=plate'),
    ('Contributing factors: bread left on the counter after toasting the loaf.\nTo do: wash the plate and put it on the '
     'shelf.', 'plate: clean > place=shelf'),
    ('Root cause: wash the mug and put it in the cabinet.', 'mug: clean > place=cabinet'),  # no later label: the task
    ('Impact: wash the cup, then chill it.', 'cup: clean > cool'),  # no later label: the task
    # an owner field ("Owner: whoever cooked.", "(owner: Sam)"): who does it, no step (incidents.owners_said)
    ('Rinse the pan and hang it back in the cabinet.\nOwner: whoever cooked.', 'pan: clean > place=cabinet'),
    ('Item 3 (owner: whoever heated the soup): wash the bowl and put it on the shelf.', 'bowl: clean > place=shelf'),
    ('Ask the owner first, then wash the mug and put it in the sink.', 'mug: clean > place=sink'),  # no field
    # a tool's status said in its own words: an item "carried over" from a meeting, a card "moved to Done", a ticket
    # "whoever picks this up" (connectives.json idioms): no carrying, no place, no pick
    ('Action: cool the tomato. Carried over from the previous sync.', 'tomato: cool'),
    ('[x] potato washed\n[x] then potato sliced\nMoved to In Progress', 'potato: clean > slice'),
    ('Ticket: chill the cup, then put it on the counter. Whoever picks this up, thanks!',
     'cup: cool > place=counter'),
    ('Chill the cup, then carry it over to Mum.', 'cup: cool > pick'),  # a carrying said of the thing
    ('Wash the mug, then move it to the counter.', 'mug: clean > place=counter'),  # a move to a receptacle
    # the heating verb's other forms ("bakes", "baking"), not the baking nouns ("baking soda", "baking tray";
    # connectives.json steps heat verbs, idioms)
    ('Goal: the potato washed and baked, on the plate. Washed before baking.', 'potato: clean > heat > place=plate'),
    ('Scrub the potato first, then start baking it.', 'potato: clean > heat'),
    ('He bakes the potato, then slices it.', 'potato: heat > slice'),
    ('Scrub the potato with baking soda, then put it on the plate.', 'potato: clean > place=plate'),
    # a suggested change written as a diff: in a ```diff block, a line opened by "-" is text taken out, no step nor
    # place; the "+" line is the task (diffs.removed_lines)
    ('Suggested edit:\n```diff\n- put the bowl in the fridge\n+ rinse the bowl and put it on the shelf\n```',
     'bowl: clean > place=shelf'),
    ('```diff\n- chill the egg\n+ boil the egg, then put it on the plate\n```', 'egg: heat > place=plate'),
    ('- put the mug in the sink\n- rinse the mug', 'mug: place=sink > clean'),  # bullets outside a diff: the steps
    # how long the thing has stayed where it is ("it's been living on the counter all week", "been sitting in the sink
    # for days"): the reason for the task, its receptacle no place; with no "been" it is the task (lingered.lingered)
    ('Target: the ladle clean and in the drawer. It has been lying on the counter all week.',
     'ladle: clean > place=drawer'),
    ("The pot's been sitting in the sink for days, so scrub it and put it on the shelf.", 'pot: clean > place=shelf'),
    ('Rinse the cup and leave it sitting in the fridge all day.', 'cup: clean > place=fridge'),
    # a receptacle said after "under" / "above" / "behind" right after the place ("stored in the cabinet under the
    # sink"): where the place stands, no place (landmarks._by_the_place); said alone after "under" it is the place
    ('Target state: the pan scrubbed and kept in the cabinet under the sink.', 'pan: clean > place=cabinet'),
    ('Rinse the mug, then leave it on the shelf above the microwave.', 'mug: clean > place=shelf'),
    ('Rinse the bowl and slide it under the sink.', 'bowl: clean > place=sink'),
    # a state of an end-state list with "last" right after it ("washed and sliced, heated last, and on the plate"): it
    # comes after the states said before it, the place still last (firsts.said_last, read by late._end_states);
    # without "last" the list's states are one group
    ('Target: the tomato rinsed and chopped, chilled last, and in the bowl.', 'tomato: clean + slice > cool > place=bowl'),
    ('Done when: the apple sliced, warmed last, on the plate.', 'apple: slice > heat > place=plate'),
    ('Done when: the apple sliced and warmed, on the plate.', 'apple: slice + heat > place=plate'),
    # a runbook's or recipe's list of what is needed ("Prerequisites:", "You'll need:", connectives.json needs_labels), up
    # to the next label, also as a line after a heading line: things to have, no step ("fridge space") nor place
    # (incidents.incident_sections)
    ("Playbook: Cold apple\nYou'll need: apple, knife, fridge space.\nSteps: 1. rinse the apple 2. cut it 3. chill it",
     'apple: clean > slice > cool'),
    ('Equipment: the microwave and a plate. Method: wash the cup, then dry it.', 'cup: clean'),
    ('Prerequisites: wash the mug, then heat it.', 'mug: clean > heat'),  # no later label: the task
]
