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
    # held in a named person's hand said verbless in the list ("washed and in Nadia's hand", ", in Chef's hand"):
    # a pick (lexicon._whose_hand_dropped)
    ("Mug: washed, warmed and in Grandad's hands by noon.", 'mug: clean + heat > pick'),
    ("Tomato: rinsed, sliced, in Priya's hand at lunch.", 'tomato: clean > slice > pick'),
    ("Apple washed; the rest is in Nadia's hands.", 'apple: clean'),  # after "is": whose job it is
    # a free-order clause ends where "as long as" / "so long as" opens a condition of its own, whose end
    # state is read (clauses.order_clauses)
    ("Wash the mug and chill it, the order doesn't matter so long as it ends up in Gran's hand.", 'mug: clean + cool > pick'),
    ('a warm, clean cup. order doesn\'t matter as long as it ends up in my hand', 'cup: heat + clean > pick'),
    ("a warm, clean cup, the order doesn't matter", 'cup: heat + clean'),  # no condition: the clause frees the order
    # the speaker's "-ing" on a thing the lexicon does not know, then whom it is for ("cutting cake for Mo"):
    # what the tool is for, no step (usages._other_things)
    ('Fork washed & in my hand pls, cutting cake for Nan', 'fork: clean > pick'),
    ('Butter knife rinsed and in my hand, cutting cheese for Dad', 'butter_knife: clean > pick'),
    ('Slice the bread, cutting it for Mo.', 'bread: slice'),  # its object is the task's own: a step
    # a note headed by who says it to whom ("Cook to new kid: ..."): the cook is a person, no heating (cues._person)
    ('Cook to all staff: wash the pan, then hang it on the shelf.', 'pan: clean > place=shelf'),
    ('Cook to the new lad: rinse the pot, then the hob.', 'pot: clean > place=stove_burner'),
    ('Cook the potato, then put it on the plate.', 'potato: heat > place=plate'),  # a verb with its object: a step
    # "carry on" (go on with what you were doing) is no carrying (connectives.json idioms)
    ('Slice the tomato and put it in the bowl. Then carry on with your day.', 'tomato: slice > place=bowl'),
    ('Wash the mug, carry on as normal, then put it on the shelf.', 'mug: clean > place=shelf'),
    ('Wash the cup and carry it on the tray.', 'cup: clean + pick'),  # carry it: a pick
    # "Before:" after an event, with no "After:" ("Dinner at 8. Before: ..."): before the event, the task's
    # list; with "After:" it is an inspection's state before (clauses.drop_found)
    ('Sat 10:00 brunch. Before: mug washed and warmed.', 'mug: clean + heat'),
    ('Thu 19:00 book club. Before: bread sliced, then on the plate.', 'bread: slice > place=plate'),
    ('Before: mug dirty on the counter. After: mug clean on the shelf.', 'mug: clean > place=shelf'),  # a pair
    # a device said verbless after its own state and "and" or a comma ("hot and on the hob"): the state is
    # said in its own right, the device is where it is left (uses.second_end_state, read by places._is_device)
    ('The kettle clean and hot and on the hob by six.', 'kettle: clean + heat > place=stove_burner'),
    ('Lettuce: washed, cold, in the fridge.', 'lettuce: clean > cool > place=fridge'),
    ('Make the mug hot in the microwave.', 'mug: heat'),  # no "and": the means of the heating
    # a replacement said as "new one" / "spare one" with where it is ("New one under the sink."): another thing
    # of the kind, no place of the object (general_subjects.other_ones)
    ('Dish sponge in the bin. New one under the sink.', 'dish_sponge: place=garbage_can'),
    ('Mug to the shelf, please. A spare one is in the drawer.', 'mug: place=shelf'),
    ('Last month I lost a cup. The new one I rinsed and put in the cabinet.', 'cup: clean > place=cabinet'),  # the object
    # a receptacle as the object of another verb right after a third person ("she can't reach the drawer"):
    # what that person does, no place (others.their_verbs_object)
    ("Warm the mug and hand it to Grandad, he can't reach the cabinet.", 'mug: heat > pick'),
    ("Chill the apple, then give it to Mia, she can't reach the shelf.", 'apple: cool > pick'),
    ("Rinse the pot, it's heading for the stove burner next.", 'pot: clean > place=stove_burner'),  # the object's "it"
    # a correction naming the object itself after a question about another thing ("use the mug? no, the CUP"):
    # it corrects the object, never the place (corrections._replaced_receptacle)
    ('Bowl washed, on the counter. Use the plate? No, the BOWL.', 'bowl: clean > place=counter'),
    ('Mug hot and clean, on the side table. Use the cup? No, the mug.', 'mug: heat + clean > place=side_table'),
    ('Put the mug on the shelf, then wash it. No, the cabinet.', 'mug: place=cabinet > clean'),  # another receptacle
    # a one-word object name after a longer name ending with it ("the glass bottles crate: BOTTLES: ..."): the
    # same thing named again short (short_names.said_short, objects as receptacles)
    ('Sign on the glass bottles crate: bottles rinsed, then chilled.', 'glassbottle: clean > cool'),
    ('A note by the glass bottle: the bottle goes in the fridge to chill.', 'glassbottle: cool'),
    ('Chill the bottle, then put it on the shelf.', 'wine_bottle: cool > place=shelf'),  # no longer name: the bottle
    # a bare "-ing" step word after a comma with a day's time and nothing more ("..., cooking tonight"): what the
    # writer will be doing, no step (usages._own_plan)
    ('Wash the pan and put it on the stove burner, cooking tonight.', 'pan: clean > place=stove_burner'),
    ('Rinse the frying pan and leave it on the counter, cooking today.', 'pan: clean > place=counter'),
    ('Rinse the pot, cooking it tonight.', 'pot: clean > heat'),  # with its object: a step
    # a new sentence opened by "then" after "that's all" goes on with the list (closers.closed_off)
    ("Mug, wash it, that's all I want. Then hand it to Grandad.", 'mug: clean > pick'),
    ("Rinse the apple, that's all. Then put it in the bowl, please.", 'apple: clean > place=bowl'),
    ("Wash the mug. That's all, I'll put it away on the shelf later.", 'mug: clean'),  # no "then": closed
    # dots between a checklist's items ("Potato ... HEATED ... SLICED") are no sentence end: a free-order note
    # before them reaches over them (scopes._explicit)
    ('Checklist, any order: Mug ... WASHED ... WARMED. Then ON SHELF.', 'mug: clean + heat > place=shelf'),
    ('In whichever order you like: apple ... rinsed ... chilled ... then into the bowl.', 'apple: clean + cool > place=bowl'),
    ('Any order: mug washed. Then warmed. Then on the shelf.', 'mug: clean > heat > place=shelf'),  # "then": in order
    # a receptacle heading the note before its colon, then "<object> <verb> on / in it": "it" is the heading's
    # receptacle, where the object goes (referred)
    ("Shelf: the mug goes on it once it's washed.", 'mug: clean > place=shelf'),
    ('Bowl: the lettuce goes in it after a rinse.', 'lettuce: clean > place=bowl'),
    ('Drawer: rinse the spoon and put it in the cabinet.', 'spoon: clean > place=cabinet'),  # a receptacle said
    # a place said first with no verb ("Mug to the shelf.") and then by a bare place verb ("Just move it."): the
    # move goes where the first said (appositions.moved_again)
    ('Soap bottle to the shelf. Just move it.', 'soap_bottle: place=shelf'),
    ('Mug to the shelf, please. Just move it.', 'mug: place=shelf'),
    ('Mug on the shelf. Move it now.', 'mug: place'),  # where it is now: moved somewhere
    # the same, the first said as the object's home ("the ladle lives here") or as a station opening its clause
    # before a comma ("cabinet, set it down") (appositions.moved_again)
    ("Drawer label: the ladle lives here. Return it when it's washed.", 'ladle: clean > place=drawer'),
    ('Sink, rinse the plate; cabinet, set it down.', 'plate: clean > place=cabinet'),
    ('Fridge, chill the apple; bowl, put it in.', 'apple: cool > place=bowl'),
    ('The spoon lives in the drawer. Put it away now.', 'spoon: place'),  # "away": no receptacle of its own said
    # "then to me" with the giving verb left out: a hand-over, held last (connectives.json pick verbs, handovers)
    ('Egg: wash it, then to me.', 'egg: clean > pick'),
    ('Wash the apple, slice it, then to her.', 'apple: clean > slice > pick'),
    ('Heat the mug, then to the shelf.', 'mug: heat > place=shelf'),  # a receptacle, no person: a place
    # a receptacle made so by the object ("it's making the counter wet"): the reason, no place (others._made_so)
    ("Mug on the shelf please, it's making the counter sticky.", 'mug: place=shelf'),
    ("Spoon in the drawer, it's making the side table wet.", 'spoon: place=drawer'),
    ('Make a bowl of sliced apple.', 'apple: slice > place=bowl'),  # "a bowl of": its contents, the place
    # bread left in the toaster "ready for ..." waits there for someone to switch it on: a place, no toasting
    # (uses.receptacle_uses)
    ('Slice the bread and leave it in the toaster ready for breakfast.', 'bread: slice > place=toaster'),
    ('Bread in the toaster, ready for the morning shift.', 'bread: place=toaster'),
    ('Slice the bread, then put it in the toaster.', 'bread: slice > heat'),  # put to its use: the toasting
]
