"""Test file 12's misses, second reading (ten varied voices: a stage play's directions, a ship's galley, an old
English of the stage, a lab protocol, a to-do list, rhyming couplets, a crime scene's log ...), grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late``
checks that). A separate module like ``late_kinds53b``; the first reading is ``FILE12_KINDS``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE12B_KINDS = [
    # a state said without a verb in a list framed by its container ("a plate of egg, in slices, cold from the
    # fridge", "fridge-cold"): the state's own adjective joins the list's one group, the place last
    # (verbless, read by late._participle_lists)
    ('Found this morning: a bowl of tomato, rinsed at the sink, fridge-cold.', 'tomato: clean + cool > place=bowl'),
    ('Spotted: bread on the plate, cut up, warm from the microwave.', 'bread: slice + heat > place=plate'),
    ('A plate of potato, in chunks, cold from the fridge, is my dinner.', 'potato: slice + cool > place=plate'),
    ('A bowl of tomato, rinsed at the sink, then fridge-cold.', 'tomato: clean > cool > place=bowl'),  # an order word: in order
]
FILE12B_KINDS += [
    # a place verb said right after its receptacle, then its pronoun closing the clause ("upon the shelf bestow it",
    # "on a plate set it down", the old or stage English's order): the receptacle said first is the verb's
    # (places._fronted, fronted.laid_after)
    ('Rinse the mug at the sink, and then upon the shelf bestow it.', 'mug: clean > place=shelf'),
    ('First cool the egg; lastly, on a plate set it down.', 'egg: cool > place=plate'),
    ('Heat the cup and at the end into the cabinet lay it.', 'cup: heat > place=cabinet'),
    ('Heat the mug on the counter put it in the cabinet.', 'mug: heat > place=cabinet'),  # its own receptacle after "it"
]
FILE12B_KINDS += [
    # the knife meeting the object in an order clause ("before it sees the knife", "the knife doesn't touch it
    # until it's clean"): the slicing said again, for the constraint reader (notes._meets); a trip into a device
    # whose step was said, right before "before it" ("it goes in the fridge before ..."): that step again (stays)
    ('Rinse the potato and chop it; the knife does not touch it until it is clean.', 'potato: clean > slice'),
    ('Cut the bread and chill it, but it goes in the fridge before it meets the knife.', 'bread: cool > slice'),
    ('Slice the apple and wash it. Wash it before it sees the knife.', 'apple: clean > slice'),
    ('Rinse the potato and chop it; the knife is in the drawer.', 'potato: clean + slice'),  # no order clause: a group
]
FILE12B_KINDS += [
    # "(but) not yet" after a step, then "first" opening the next clause ("Slice it, but not yet: first it must be
    # cold"): the step after it goes before the one deferred (connectives.json, before_that)
    ('Chop the tomato, but not yet; first it has to be washed.', 'tomato: clean > slice'),
    ('Warm the mug - not yet, first it needs a rinse.', 'mug: clean > heat'),
    ('Slice the bread, but not yet: first toast it.', 'bread: heat > slice'),
    ('Slice the bread now; it is not yet toasted, toast it next.', 'bread: slice > heat'),  # no "first": in order
]
FILE12B_KINDS += [
    # a time said by the sun's setting or the change of watch ("before the sun is set", "when the watch changes"),
    # idioms holding a step word ("set") or a thing's name ("watch") that are no step and no thing (connectives idioms)
    ('Wash the plate before the sun is set.', 'plate: clean'),
    ('Before the sun has set, I would like the mug rinsed and on the shelf.', 'mug: clean > place=shelf'),
    ('When the watch changes, the pot must be scrubbed and cold.', 'pot: clean + cool'),
    ('At the change of watch, the mug gets warmed and sliced.', 'mug: heat + slice'),
    ('Rinse the watch and set it on the shelf.', 'watch: clean > place=shelf'),  # the thing itself, a place verb
]
FILE12B_KINDS += [
    # a relative clause of states right after the object's noun, itself led by a state word ("a bowl of chopped
    # apple that's been rinsed"): two states of one noun phrase, one group (attributes.described, compose.groups)
    ('My aunt keeps a plate of sliced tomato that has been chilled; make one like hers.', 'tomato: slice + cool > place=plate'),
    ('I want a bowl of diced potato which was rinsed at the sink.', 'potato: slice + clean > place=bowl'),
    ('Chop the tomato that has been chilled.', 'tomato: cool > slice'),  # a command on the noun: the clause first
]
FILE12B_KINDS += [
    # a log's participles with their stations in parentheses, in a sentence ordered by "then" ("mug rinsed (sink),
    # warmed (microwave), then sliced"): a list told in order, no adjective of the noun (verbless.stationed, compose)
    ('Run 4: mug rinsed (sink), warmed (microwave, 1 min), then put on the shelf.', 'mug: clean > heat > place=shelf'),
    ('Sample B: potato scrubbed (sink), cooled (fridge), then diced.', 'potato: clean > cool > slice'),
    ('Shelf: one mug, rinsed (sink), warmed.', 'mug: clean + heat > place=shelf'),  # no "then": end states, a group
]
FILE12B_KINDS += [
    # a pick said last with "still" before it ("... and was still holding it when we got there"): held to the end,
    # the last step (ends.held_last)
    ('The witness rinsed the mug and was still holding it when the police arrived.', 'mug: clean > pick'),
    ('She warmed the bread in the microwave and is still holding it.', 'bread: heat > pick'),
    ('She warmed the bread in the microwave and held it.', 'bread: heat + pick'),  # no "still": one group
]
FILE12B_KINDS += [
    # "cook" opening the text (or after a greeting) before "!" or ",": the person called, no heating
    # (lookalikes.called, anecdotes.remarked)
    ('Cook! The mug needs a rinse and a spell in the fridge.', 'mug: clean + cool'),
    ('Oi, cook, the plate wants scrubbing and then the cabinet.', 'plate: clean > place=cabinet'),
    ('Cook! Then chill the potato.', 'potato: heat > cool'),  # an order word after it: a command
]
FILE12B_KINDS += [
    # a receptacle said first, then the object's name and a verb of resting ("upon the plate the apple lies, sliced
    # and cold", a rhyme's order): where the object rests, the last step (fronted.rests_there, places._fronted, ends)
    ('Upon the shelf the mug lies, scrubbed and chilled, as bright as day.', 'mug: clean + cool > place=shelf'),
    ('In the bowl the tomato rests, diced and rinsed with care.', 'tomato: slice + clean > place=bowl'),
    ('Upon the shelf the mug lies; rinse it, then put it in the cabinet.', 'mug: clean > place=cabinet'),  # a place of its own later
]
FILE12B_KINDS += [
    # a hold said first (a scene's frame: "Close on you holding the cup: ...") and said again last ("you grip it", a
    # holding verb): the end state, the last step ("grip it" a pick: connectives.json; ends.held_last)
    ('Open on her holding the cup: it has been rinsed and chilled, and she grips it as the music swells.',
     'cup: clean + cool > pick'),
    ('Picture yourself holding the apple: it is sliced and cold, and you hold it out to the camera.',
     'apple: slice + cool > pick'),
    ('Rinse the mug, heat it and grip it.', 'mug: clean + heat + pick'),  # held only once: the list's one group
]
FILE12B_KINDS += [
    # a place with no receptacle, its object and "in" closing the verb, then "to" and another sub-task's verb ("pop
    # the mug in to warm up"): the trip is that step's means, no place (stays._in_to)
    ('Pop the mug in to warm up, then rinse it.', 'mug: heat > clean'),
    ('Slice the apple and stick the slices in to chill.', 'apple: slice > cool'),
    ('Slice the apple and put the slices in to the bowl.', 'apple: slice > place=bowl'),  # "in to" a receptacle: a place
]
FILE12B_KINDS += [
    # the object, an arrow and a noun of pieces ("apple -> wedges", a to-do list's shorthand): the slicing
    # (connectives.json, slice verbs)
    ('[ ] tomato -> wedges [ ] chill the wedges', 'tomato: slice > cool'),
    ('To do: bread -> slices, then toast them.', 'bread: slice > heat'),
    ('To do: toast the bread -> plate.', 'bread: heat > place=plate'),  # a receptacle after the arrow: a place
]
FILE12B_KINDS += [
    # once the only place was a device's step said again ("it goes in the fridge before it sees the knife"), a
    # receptacle opening a sentence of its own with "after" / "last" ("Plate after.") is where it goes (stays._placed_after)
    ('Cut the bread and chill it, but it goes in the fridge before it sees the knife. Plate after.',
     'bread: cool > slice > place=plate'),
    ('Slice the apple and cool it, but it goes in the fridge before it meets the knife. The bowl last.',
     'apple: cool > slice > place=bowl'),
    ('Cut the bread and chill it. Plate after.', 'bread: slice + cool > place=plate'),  # no device step: the receptacle alone, as before
]
FILE12B_KINDS += [
    # "a bowl of" the object, then a place verb with no receptacle of its own said of "it" ("... and you set it down"):
    # the vessel is set down with the object in it, the object's place (uses.receptacle_uses)
    ('Stage note: you walk on with a bowl of tomato that has been rinsed and chilled, and you put it down.',
     'tomato: clean + cool > place=bowl'),
    ('Grab a plate of apple, slice it and set it down.', 'apple: slice > place=plate'),
    ('Grab the apple, slice it and set it down.', 'apple: slice > place'),  # no vessel: somewhere
]
