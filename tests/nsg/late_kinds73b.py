"""Test file 73's second reading (clinical, emergency and service forms, and forms of other trades written to probe
them: incident reports, maintenance logs, care plans, checklists, shift handovers, radio), grouped into general kinds
of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-73."""
from __future__ import annotations

FILE73B_KINDS = [
    # a form's section of what the thing needs ("Assessment:", "Impression:", "Diagnosis:", "Problem:") up to the next
    # label, every step it names named again after it: the later section orders them, the needs are no group of their
    # own (connectives.json form_need_labels; nsg.parser.minilm.forms)
    ('Assessment: needs chilling and slicing. Plan: chill the tomato, slice it, then put it in the bowl.',
     'tomato: cool > slice > place=bowl'),
    ('Problem: the mug wants rinsing and warming. Action: rinse the mug, warm it in the microwave, then put it on the '
     'shelf.', 'mug: clean > heat > place=shelf'),
    ('Diagnosis: needs heating and cutting. Treatment: boil the potato, cut it, then put it on the plate.',
     'potato: heat > slice > place=plate'),
    # the same in a form's letters ("S: ... B: ... A: ... R: ..."): "A:" is the assessment
    ('S: mug for room 9. B: grubby. A: wants it clean and warm. R: rinse it, warm it, then put it on the table.',
     'mug: clean > heat > place=dining_table'),
    # contrasts: a need not named again stays a step; a need section with nothing after it is the task; a need
    # section naming a receptacle keeps it
    ('Assessment: the apple needs washing and chilling. Plan: put it in the cabinet.', 'apple: clean + cool > place=cabinet'),
    ('Assessment: the apple needs washing and chilling.', 'apple: clean + cool'),
    ('Assessment: the apple needs washing and chilling, then onto the plate. Plan: wash it, chill it.',
     'apple: clean + cool > place=plate'),
    # a form's label of up to four words ("Signs required on arrival:", "Condition of the item now:") closes the
    # section of what was found before it (nsg.parser.minilm.forms._opens_label)
    ('Item: one egg. Injuries: none. State wanted on arrival: boiled hot and sliced, in the bowl. Crew: two.',
     'egg: heat + slice > place=bowl'),
    ('Findings: the cup is grubby. Action for the day shift: rinse the cup, then put it in the cabinet.',
     'cup: clean > place=cabinet'),
    # a review's "Reason:" is what was found too (connectives.json form_state_labels)
    ('Review. Reason: the cup was not cold. New plan: rinse the cup, chill it, then hand it to the resident.',
     'cup: clean > cool > pick'),
    # contrast: a found section with no later label is the whole text
    ('Findings: the cup is grubby, rinse it and put it in the cabinet.', 'cup: clean > place=cabinet'),
    # where the worker's body is: a posture verb ("lean", "kneel", "crouch") opening its clause, or a possessive and a
    # part of the body ("your elbows"), then a preposition and a receptacle: no place; a place verb whose object is
    # the body part is no step (connectives.json body_postures, body_parts; nsg.parser.minilm.postures, read by
    # landmarks.landmark and not_steps.drop_not_steps)
    ('Lean against the counter, rinse the tomato, then slice it.', 'tomato: clean > slice'),
    ('Chill the apple in the fridge, then slice it without leaning over the sink.', 'apple: cool > slice'),
    ('Keep your elbows on the dining table and slice the bread.', 'bread: slice'),
    ('Rest your palms on the counter for a moment, then wash the cup and put it on the shelf.',
     'cup: clean > place=shelf'),
    # contrasts: the object's own resting stays a place ("leave it leaning", "and sitting on"); the object put in a
    # hand is a pick
    ('Rinse the kettle, then leave it leaning against the sink.', 'kettle: clean > place=sink'),
    ('By the end the mug is warm and sitting on the counter.', 'mug: heat > place=counter'),
    ('Rinse the cup and put it in your hands.', 'cup: clean > pick'),
    # the object's pieces after "with" and where they go ("with the slices on the plate"): a place, not another thing
    # standing there (connectives.json result_nouns; nsg.parser.minilm.located._with_another)
    ('End state: the tomato chilled and sliced, with the slices in the bowl.', 'tomato: cool + slice > place=bowl'),
    ('Cut the potato and finish with the wedges on the plate.', 'potato: slice > place=plate'),
    # contrast: another thing after "with" only says where that thing is
    ('Rinse the apple; it goes well with the cheese on the counter.', 'apple: clean'),
    # a radio's sign-off "Out." as its own sentence after a hand-over ("in my hands. Out."): no taking out, the
    # pick stays (nsg.parser.minilm.places._drop_pick)
    ('End state: the mug washed and chilled, in my hands. Out.', 'mug: clean + cool > pick'),
    ('Rinse the cup, then put it in the skipper\'s hands. Out.', 'cup: clean > pick'),
    # contrast: "out" in the pick's own clause takes it out on the way
    ('Chill the cup, then take it out.', 'cup: cool'),
    # a word spelled in the phonetic alphabet, three spelling words or more joined by hyphens: the word spelled
    # (connectives.json phonetic_alphabet; nsg.parser.minilm.abbreviated)
    ('Item is Papa-Oscar-Tango. Scrub it, then put it on the stove burner. Over.', 'pot: clean > place=stove_burner'),
    ('Chill the Alpha-Papa-Papa-Lima-Echo, then slice it.', 'apple: cool > slice'),
    # contrast: a lone spelling word is a call sign
    ('Mike, wash the apple, then slice it.', 'apple: clean > slice'),
    # a checklist's marks of what is done already: a section under "Done:" / "Completed:" up to the next label, or a
    # clause marked "(done)" / "[done]": done before the text, no step (connectives.json form_done_labels;
    # nsg.parser.minilm.forms.ticked_off)
    ('Completed: tomato rinsed. Outstanding: slice it, then put it on the plate.', 'tomato: slice > place=plate'),
    ('Handover: mug washed (done). Still to do: chill it, then put it on the shelf.', 'mug: cool > place=shelf'),
    ('Boil the egg [done]. Slice it, then put it in the bowl.', 'egg: slice > place=bowl'),
    ('Work carried out: pan scrubbed. Further work: put it in the cabinet.', 'pan: place=cabinet'),
    # contrasts: a closing "Done." and a "Done:" label with no later label mark nothing done
    ('Rinse the cup, chill it, then put it on the shelf. Done.', 'cup: clean > cool > place=shelf'),
    ('Done: rinse the cup, then put it on the shelf.', 'cup: clean > place=shelf'),
    # a verb of boiling with "over" or "dry" ending its clause ("the soup boiled over", "the kettle boiled dry", an
    # incident form's "Mechanism: milk boiled over."): a spill, the reason for a cleaning, no heating
    # (connectives.json spill_verbs; nsg.parser.minilm.spills)
    ('The milk boiled over on the pan. Scrub the pan, then put it in the cabinet.', 'pan: clean > place=cabinet'),
    ('Cause: stew boiled over. Action: rinse the pot and put it on the counter.', 'pot: clean > place=counter'),
    ('The kettle boiled dry again, so rinse it.', 'kettle: clean'),
    # contrast: boiling over a heat is done over the heat, a step
    ('Rinse the potato, then boil it over a low heat.', 'potato: clean > heat'),
    # a one-word step with "already" next to it, alone in a clause opened by a label's ":" or a comma after the
    # object's name: a form's note of what is done, no step (nsg.parser.minilm.changes._noted_done)
    ('Tomato: already rinsed. Next: slice it, then put it on the plate.', 'tomato: slice > place=plate'),
    ('Cup, chilled already. Put it on the shelf.', 'cup: place=shelf'),
    # contrast: "already" and a state after a comma that follows another state is a list of states wished for
    ('Picture it: the tomato is cold, already sliced, and sitting on the plate.', 'tomato: cool + slice > place=plate'),
    # a state before "not yet" and another state ("sliced but not yet toasted", "washed, not chilled yet"): the first
    # holds now, no step (nsg.parser.minilm.changes._not_yet_after)
    ('The potato is washed but not yet cooked. Cook it, then put it on the plate.', 'potato: heat > place=plate'),
    ('Mug: rinsed, not chilled yet. Chill it.', 'mug: cool'),
    # contrast: a refusal without "yet" wants the first state
    ('I want the bread sliced but not toasted.', 'bread: slice'),
    # a status field ("Status:", "Condition:", "Current state:") up to the next label, where a later section asks a
    # step by its verb: how the thing is now, no step (connectives.json form_status_labels; nsg.parser.minilm.forms)
    ('Item: apple. Status: sliced. Action: chill it, then put it in the bowl.', 'apple: cool > place=bowl'),
    ('Condition: washed. Work needed: warm the mug in the microwave.', 'mug: heat'),
    # contrast: with no step asked after it the status is the end state
    ('Item: apple. Status: sliced and chilled. Notes: none.', 'apple: slice + cool'),
    # a question checking a holding ("Are you holding the kettle?", "Is she carrying the cup?"): "are" / "is", a person
    # and a picking verb's "-ing" opening a sentence that ends in "?": a check, no pick (nsg.parser.minilm.checks)
    ('Fetch the pot. Are you holding the pot? Scrub it at the sink.', 'pot: clean'),
    ('Is she carrying the cup? Then chill the cup in the fridge.', 'cup: cool'),
    # contrast: a request put as a question keeps its pick
    ('Rinse the cup. Could you hold it for me?', 'cup: clean > pick'),
    # a slicing verb as a form's label with how the pieces come after its colon ("Cut: in half.", "Slice: into
    # wedges."): the slicing asked, no heading (nsg.parser.minilm.pieces.cut_labelled, read by cues._piece_or_heading)
    ('Order: one tomato. Slice: into rounds. Plate: yes, on the plate.', 'tomato: slice > place=plate'),
    ('Potato. Cook: microwave until hot. Cut: in two. Serve: in the bowl.', 'potato: heat > slice > place=bowl'),
    # contrast: a heading's step word with other words after its colon heads the note
    ('Slice of life: the bread is stale. Toast it.', 'bread: heat'),
]
