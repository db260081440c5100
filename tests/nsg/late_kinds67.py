"""Test file 67's first reading (posts of social media and online platforms: video chapter times, thread numbers, ...),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that).

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE67_KINDS = [
    # a list one item a line, each line opened by a video's chapter time ("0:30 wash the tomato") or a thread's post
    # number ("2/ rinse the mug"): each mark ends the line before it; a one-line heading before the list (the dish's
    # name: "Roast tomato toastie") and a thread's first post that only announces the thread are no steps
    # (chapters, connectives.json list_openers)
    ('Roast tomato toastie\n0:00 hello\n0:30 wash the tomato\n1:10 cut it up\n2:20 onto the plate',
     'tomato: clean > slice > place=plate'),
    ('Toasty bread in 3 mins\n0:10 slice the bread\n0:50 into the toaster\n2:05 on the plate', 'bread: slice > heat > place=plate'),
    ('1/ quick kitchen thread \U0001f9f5\n2/ rinse the mug\n3/ microwave it\n4/ back in the cupboard', 'mug: clean > heat > place=cabinet'),
    ('Chilled apple slices\n0:00 hi\n0:40 wash the apple\n1:30 slice it', 'apple: clean > slice'),
    # contrasts: a first line that is a sentence is kept; a time opening a one-line note is no list
    ('Warm the mug first. Then wash it.\n0:00 intro\n1:00 the rest', 'mug: heat > clean'),
    ('12:30 - chill the apple and slice it, any order.', 'apple: cool + slice'),
    # a chat log where a bot states the chore (a line opened by the robot emoji or "<name>bot:"): the bot's lines are the
    # task; the "!command" typed to it and the people's "name: ..." lines after it are no steps (bot_lines)
    ('!chore add mug rinse microwave\n\U0001F916 KitchenBot: \u2705 @amy: clean mug \u2192 heat mug\namy: can I heat it first\nben: nope',
     'mug: clean > heat'),
    ('\U0001F916 RotaBot: Goal: pan clean, in cupboard. Status: NOT DONE\nsam: on it, chill', 'pan: clean > place=cabinet'),
    ('ChoreBot: potato: clean \u2192 slice \u2192 place in bowl\njo: who has the peeler\nkim: drawer', 'potato: clean > slice > place=bowl'),
    # contrasts: a log with no bot is read whole; a bot named inside a line of prose is no bot's line
    ('Mum: wash the apple and chill it.\nDad: then slice it.', 'apple: clean + cool > slice'),
    ('Note from the house bot: wash the plate.\nThen put it on the shelf, thanks.', 'plate: clean > place=shelf'),
    # a post's "TL;DR" after its story: the post said short, read alone (the story's steps, a soup microwaved, a kettle
    # boiled, are no part of the task) (posts.summed_up)
    ('Am I wrong here? My brother microwaved soup in my mug and left it on the desk for a week.\n\nTL;DR: wash the mug, back in the cupboard.',
     'mug: clean > place=cabinet'),
    ('Long story, he boiled the kettle and burnt his hand. tldr rinse the apple and slice it', 'apple: clean + slice'),
    ('TL;DR: chill the tomato, then slice it. Sorry for the rant.', 'tomato: cool > slice'),  # contrast: no story before it
    # a list numbered "Step 1", "Step 2" ... after a preamble (a blog's story, a post's caption): the preamble's steps
    # ("she heated them in the oven") are no steps of the list; its names stay (numbered.listed_only)
    ("Baked apples were my gran's favourite, she heated them in the oven every Sunday. Step 1: wash the apple. Step 2: slice it. Step 3: onto the plate.",
     'apple: clean > slice > place=plate'),
    ('my toast era \U0001F35E step 1 \u2728 slice the bread step 2 \u2728 into the toaster', 'bread: slice > heat'),
    # contrasts: a "Step 1" with no "Step 2" after it is no list; a step named by number in prose is no mark
    ('Chill the tomato first. Step 1: wash it. Then slice it.', 'tomato: cool > clean > slice'),
    ('Warm the mug first. Then do step 1 and step 2 of the card: rinse it, dry it.', 'mug: heat > clean'),
    # a chat command read out on a stream ("!task ..."): in quotes, read alone; opening the text, read to the end of its
    # first sentence; the streamer's talk around it is no step (posts.commanded)
    ("lol chat really said '!task rinse the mug then microwave it' and then the fridge is right there, ok ok I'll put it in the fridge",
     'mug: clean > heat'),
    ('!task apple: wash it, slice it. ok chat, the apple goes in the bowl after, right?', 'apple: clean > slice'),
    # contrasts: an exclamation mark is no command; a command named in prose with no quotes, not opening the text, is none
    ('Wow! Rinse the mug, then put it in the cupboard.', 'mug: clean > place=cabinet'),
    ('I typed !help but nothing. Anyway: wash the plate.', 'plate: clean'),
    # the lines after a chapter list's last item are its footer ("Knife: link below"), a sentence of its own, no words of
    # that item (chapters); a footer that says a step keeps it
    ('Iced tomato salad\n0:00 hey all\n0:20 rinse the tomatoes\n1:00 slice them\n2:10 into the fridge to get them cold\nKnife: link below',
     'tomato: clean > slice > cool'),
    ('Salad\n0:00 hi\n0:30 rinse the lettuce\n1:10 chop it\nthen into the bowl', 'lettuce: clean > slice > place=bowl'),
    # a tick after each item of a status list ("clean \u2714 hot \u2714 on the shelf \u2714") ends the item as a comma would
    # (posts.posted)
    ('RotaBot: Done-state: mug: clean \u2714 hot \u2714 on the shelf \u2714 (any order)', 'mug: clean + heat > place=shelf'),
    ('Checklist: plate clean \u2714 on the shelf \u2714', 'plate: clean > place=shelf'),
    # contrast: an order said after the ticked list still orders it
    ('Final check: potato boiled \u2714 potato cold \u2714 potato in hand \u2714 \u2014 boil before chilling, always.', 'potato: heat > cool > pick'),
    # where the speaker is, said past ("I was in bed") or after one word of how they are ("I'm comfy on the sofa", "I was
    # poorly in bed"): no place of the object (speaker.speaker_remarks)
    ("The spoon is rinsed and back in the drawer, and I'm comfy on the sofa.", 'spoon: clean > place=drawer'),
    ('I was poorly in bed all day. Warm the soup in my bowl, then bring the bowl to me.', 'bowl: heat > pick'),
    # contrast: "we're back on the boat" is a time clause; the request after it keeps its place
    ("When we're back on the boat, I want the pan clean and in the cupboard.", 'pan: clean > place=cabinet'),
]
