"""Test file 53's misses at its third reading (spoken English transcribed as said: fillers, restarts, asides),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds53b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE53C_KINDS = [
    # "cook" as the person: before a verb of habit ("a good cook always ...") or after a hand-over's "to" ("pass it
    # back to Cook"): no heating step (lookalikes.called, lookalikes._handed_to)
    ('A proper cook always keeps her knife sharp. Wash the knife and put it in the drawer.', 'knife: clean > place=drawer'),
    ('Scrub the spatula, then give it back to Cook, she is waiting.', 'spatula: clean > pick'),
    ('Our cook never lets a mug go dirty: rinse it and set it on the shelf.', 'mug: clean > place=shelf'),
    ('Wash the potato and leave it in the pot to cook.', 'potato: clean > place=pot > heat'),  # "to cook" after a place: heating
    # a giving verb, "it" / "them" and "me" / "us" with no "to" (British: "pass it me"), after a carry with a particle
    # ("carry it through and pass it me"): a hand-over, the list read in order (handovers.handed_over)
    ('Warm the plate, carry it through and pass it me.', 'plate: heat > pick'),
    ('Rinse the cup and take it upstairs and give it me.', 'cup: clean > pick'),
    ('Rinse the cup and take it upstairs.', 'cup: clean + pick'),  # no hand-over: a group
    # the device's sub-task said right before a participle of resting ("let it go cold, sitting in the fridge") or as
    # a participle right after the device ("in the microwave warming"): where it gets so, no place (stays._doing_there)
    ('Let the apple go cold, sitting in the fridge, then slice it.', 'apple: cool > slice'),
    ('Rinse the tomato. Let it get cold... lying in the fridge.', 'tomato: clean > cool'),
    ("I'd like the mug rinsed and in the microwave warming.", 'mug: clean + heat'),
    ("I'd like the mug rinsed and sitting in the cabinet.", 'mug: clean > place=cabinet'),  # no sub-task said: a place
    # a name after a preposition of topic and "the", before a noun of a matter ("on the kettle business", "back to the
    # pan thing"): what is talked about, neither the thing nor a place (matters.matters)
    ('Quick word on the kettle business: the mug needs a rinse, then put it on the shelf.', 'mug: clean > place=shelf'),
    ('About the plate issue, can somebody wash the fork and put it in the drawer?', 'fork: clean > place=drawer'),
    ('The pan thing needs a scrub.', 'pan: clean'),  # no preposition, no other thing: the pan
    # "someone" / "somebody", an adverb of how sure the teller is ("clearly", "apparently") and a past verb: what
    # somebody did to it, no step (reports._someone_did)
    ("There's a fork in the bin, somebody obviously binned it by mistake; wash it and put it in the drawer.",
     'fork: clean > place=drawer'),
    ("The plate's in the sink, someone apparently dumped it there, can you rinse it and hang it up on the shelf?",
     'plate: clean > place=shelf'),
    ("The plate's dirty, someone clearly has to rinse it and put it on the shelf.", 'plate: clean > place=shelf'),  # asked
    # a filler and its comma opening a sentence ("Um, there's ...", "... ? Uh, there's ..."): the sentence opens after
    # them, so "there's" a thing in a receptacle, then a request done to "it", is where it is now (lexicon.words)
    ("Right. Er, there's a spoon in the drawer. Can somebody wash it and hand it to me?", 'spoon: clean > pick'),
    ("Can you hear me? Uh, there's a mug in the cabinet. Could someone rinse it and hold it?", 'mug: clean + pick'),
    ("Um, put the mug in the microwave, please.", 'mug: place=microwave'),  # asked: a place
    # a note freeing the order said before its steps ("I don't care if you X or Y first"), then "but" and a step with an
    # order word: the note frees the steps before "but" only (late._free_markers)
    ("I don't care if you slice the apple or rinse it first, but put it in the bowl last.", 'apple: slice + clean > place=bowl'),
    ("Doesn't matter whether you heat the mug or wash it first, but hand it to me afterwards.", 'mug: heat + clean > pick'),
    ("I don't care if you slice the apple or rinse it first.", 'apple: slice + clean'),  # no "but": both free
    # a step, then ", no," inside the sentence and "first" right after ("chill it, no, first rinse it, then chill it"): the
    # list starts again, the step said before "no" is said again in its new place (corrections._marker)
    ('Chill the mug, no, first give it a rinse, then chill it.', 'mug: clean > cool'),
    ('Slice the tomato, no, wait, first wash it and then slice it.', 'tomato: clean > slice'),
    ("Slice the tomato, and no, I won't wash it first.", 'tomato: slice'),  # a denial, no restart
]
