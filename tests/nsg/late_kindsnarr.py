"""Test the probe of accounts told in the third person or the past tense (newspaper reports, witness statements,
diaries, children's stories, reported speech and retellings), grouped into general kinds of phrasing; every sentence
below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-76."""
from __future__ import annotations

FILENARR_KINDS = [
    # a past intention not kept: a verb after "meant to" / "promised to" / "was supposed to" / "wanted me to" / "said
    # she'd" / "said he would" (connectives.json unkept_intents), then "but" in its sentence and another sub-task's step
    # after it: no step; "but first", "but only after" or "first" later in the sentence order the steps instead
    # (not_done._unkept)
    ("He meant to chill the tomato, but in the end he just sliced it.", "tomato: slice"),
    ("Jo was supposed to rinse the cup, but she warmed it in the microwave instead.", "cup: heat"),
    ("Dad wanted me to slice the bread, but I toasted it.", "bread: heat"),
    ("Gran said she'd wash the apple, but she forgot, so I chilled it.", "apple: cool"),
    ("The lad promised to scrub the pot but never did. I put it on the stove myself.", "pot: place=stove_burner"),
    ("He said he would warm the mug, but then he washed it.", "mug: clean"),
    ("She promised to rinse the mug, but first she warmed it.", "mug: heat > clean"),  # "but first": an order
    ("They were supposed to chill the egg, but only after boiling it.", "egg: heat > cool"),  # "but only after": an order
    ("He meant to slice the apple and he did, then set it in the bowl.", "apple: slice > place=bowl"),  # no "but": kept
    ("I want you to rinse the cup, but then warm it.", "cup: clean > heat"),  # a present wish: a request, kept
    ("The porter forgot to rinse the cup, but he did warm it.", "cup: heat"),
    ("The cook refused to slice the egg; she chilled it instead.", "egg: cool"),
    ("Ma had been meaning to scrub the pot for weeks, but in the end she just put it on the stove.",
     "pot: place=stove_burner"),
    ("Don't forget to rinse the cup, then warm it.", "cup: clean > heat"),  # a reminder: the task, kept
    # a perfect participle after a comma and "having", ending the sentence ("She sliced the apple, having (first)
    # washed it."): done before the step said before the comma (again.after_clause_last, read by compose)
    ("The cook chilled the tomato, having rinsed it.", "tomato: clean > cool"),
    ("Ben toasted the bread, having first sliced it.", "bread: slice > heat"),
    ("Having rinsed the cup, she put it on the shelf.", "cup: clean > place=shelf"),  # a fronted clause: as before
    ("The boy warmed the mug, having nothing else to do.", "mug: heat"),  # no step after "having": no clause
    ("In the end the cup went on the shelf, having been rinsed.", "cup: clean > place=shelf"),
    # a step left out, told after "but didn't" / "but never" (a subject between or none), a step of another sub-task
    # told in the past before it in its sentence: no step; a question after it may ask for it (not_done._but_not_done)
    ("The lodger warmed the cup but didn't rinse it.", "cup: heat"),
    ("Tom sliced the bread, but he never toasted it.", "bread: slice"),
    ("Warm the cup but don't rinse it.", "cup: heat"),  # a request: the negation, as before
    ("Slice the bread, but toast it first.", "bread: heat > slice"),  # no "didn't": kept
    # a verb right after "neither" with "nor" later in its sentence ("she neither washed nor chilled it"): negated like
    # the verb after "nor" (not_done._neither); after a copula ("it was neither clean nor ...") a state, as before
    ("The boy neither washed nor sliced the tomato; he just chilled it.", "tomato: cool"),
    ("Was the cup neither clean nor on the shelf? Wash it and set it there.", "cup: clean > place=shelf"),
    # an "-ing" verb right after the comma closing a speech tag after a quote ('"Rinse the cup," he said, picking up the
    # cup.'): the speaker's gesture, no step (speech_tags.gesture, connectives.json speech_tags, read in
    # clauses.drop_negated); "said to V" is the request itself
    ('"Warm the mug," Dad said, picking up the mug.', "mug: heat"),
    ('"Rinse the bowl," said the cook, lifting the bowl from the shelf.', "bowl: clean"),
    ("Mum said to slice the bread, then toasting it.", "bread: slice > heat"),  # no quote: no tag
    ("Rinse the mug, picking it up first.", "mug: pick > clean"),  # no tag: a step
    # a request passed on in the passive, the asker after "by" ("I was asked by the chef to ...", "we were told by Gran
    # to ..."): the task, no whereabouts of the speaker (speaker._agent_after, read by speaker.speaker_remarks)
    ("I was asked by the landlady to rinse the cup and then warm it.", "cup: clean > heat"),
    ("We were told by Gran to slice the tomato, then chill it.", "tomato: slice > cool"),
    ("I was stuck by the door for an hour, so wash the mug for me.", "mug: clean"),  # where the speaker was: as before
    # an "-ing" verb after "never" / "didn't" and "got / get (a)round to", a step of another sub-task after it and no
    # question: left undone, no step (not_done._never_got_round)
    ("The lodger never got round to rinsing the mug, though he did warm it.", "mug: heat"),
    ("Dad didn't get around to slicing the tomato, but he chilled it.", "tomato: cool"),
    ("I never got round to rinsing the cup - could you?", "cup: clean"),  # a question: asked for
]
