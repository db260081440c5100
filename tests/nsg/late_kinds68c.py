"""Test file 68's third reading (office and software voices run in a household kitchen: pull requests, tickets,
chat, runbooks, rotas, invites, handovers, minutes, post-mortems), grouped into general kinds of phrasing; every
sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate module like
``late_kinds68b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-68."""
from __future__ import annotations

FILE68C_KINDS = [
    # a step word with an accident word after it ("got heated by mistake", "warmed it up by accident", "in error") or
    # before it ("accidentally chilled"): what happened unasked, how the thing may be now, no step
    # (connectives.json accident_words, not_done._by_mistake)
    ('If the cup got heated by mistake, chill it and put it in the fridge.', 'cup: cool > place=fridge'),
    ('Someone warmed the mug up by accident; cool it down and put it on the shelf.', 'mug: cool > place=shelf'),
    ('When the bowl got chilled in error, heat it and leave it on the counter.', 'bowl: heat > place=counter'),
    ('Our lodger accidentally chilled the mug, so warm it and set it on the table.', 'mug: heat > place=dining_table'),
    # contrasts: no accident word, the step stays; a mistake said elsewhere is no accident of the step
    ('If the cup got heated, chill it and put it in the fridge.', 'cup: heat + cool > place=fridge'),
    ('Heat the mug, no mistake this time, and put it on the shelf.', 'mug: heat > place=shelf'),
    # a summary's state words before a list announced in order ("Do it in this order:", "In the following order:" and a
    # colon): a state word the list does again with a verb takes the list's place in the order
    # (connectives.json order_announcements, titles._announced_again)
    ('The potato should end up hot. Do it in this order: scrub it, chop it, heat it.', 'potato: clean > slice > heat'),
    ('Goal: the mug warm and on the shelf. Steps in this order: rinse it, microwave it, put it on the shelf.',
     'mug: clean > heat > place=shelf'),
    ('We want the apple clean and cold by lunch. In the following order: wash it, chill it, put it on the plate.',
     'apple: clean > cool > place=plate'),
    # contrast: the list does not say the state again, so the summary's state keeps its place
    ('Goal: the mug warm. Do it in this order: rinse it, put it on the shelf.', 'mug: heat > clean > place=shelf'),
    # a trip verb, the object's words and "through" a device ("run the slices through the toaster", "pass it through the
    # microwave"): the device's step, no place; a place said after it is the place (connectives.json trip_verbs, run_through)
    ('Cut the bread, then run the slices through the toaster, then plate them up.', 'bread: slice > heat > place=plate'),
    ('Rinse the mug, then pass it through the microwave and put it on the shelf.', 'mug: clean > heat > place=shelf'),
    ('Slice the bread, send the halves through the toaster, then put them on the plate.', 'bread: slice > heat > place=plate'),
    # contrasts: no device after "through", or no trip verb before it
    ('Slice the bread, then walk it through the kitchen to the plate.', 'bread: slice > place=plate'),
    ('Slice the bread. I read through the toaster manual, then put it on the plate.', 'bread: slice > place=plate'),
    # a commit's or pull request's title ("feat(scope): ...", "fix: ...": connectives.json commit_types) up to its first
    # heading or bullet names the result: its steps, when the list below does each with a verb (or a trip through a
    # device), take the list's order (titles._commit_title)
    ('feat(lunch): toast for Dad\n\n- slice the bread\n- toast it\n- put it on the plate', 'bread: slice > heat > place=plate'),
    ('chore(snacks): chilled apple slices for the kids\n- wash the apple\n- slice it\n- chill it', 'apple: clean > slice > cool'),
    ('fix: warm the mug for Gran\n## Steps\n- rinse the mug\n- microwave it', 'mug: clean > heat'),
    # contrast: the list does not heat it, so the title's step stays where it is said
    ('feat(dinner): toast for Mum\n- slice the bread\n- put it on the plate', 'bread: heat > slice > place=plate'),
    # a giving verb, a person (a pronoun or a name), "his" / "the" and the dish the named object makes ("Hand Mia her toast"
    # after the bread is toasted): a hand-over held to the end (connectives.json given_dishes, handovers._dish_of_named,
    # _asked_gift); a person named by a name with a state asked of the thing ("Pass Omar a clean mug") too
    ('Slice the bread. Toast it. Hand Mia her toast.', 'bread: slice > heat > pick'),
    ('Slice the bread, toast it, then give him the toast.', 'bread: slice > heat > pick'),
    ('Pass Omar a clean mug.', 'mug: clean > pick'),
    # contrasts: the dish is not the named object's; a story's giving (a subject before the verb)
    ('Wash the mug. Hand Omar the toast.', 'mug: clean'),
    ('Slice the bread and toast it. We gave them the toast at noon.', 'bread: slice + heat'),
    # "fry" said bare as a list's step (after an arrow, a comma, "then") right before "in" / "on", determiners and a
    # receptacle: the heating (connectives.json vessel_verbs, vessels); "fry" alone or after a subject stays no step
    ('apple | rinse -> slice -> fry in the pan -> onto the plate', 'apple: clean > slice > heat > place=plate'),
    ('Rinse the potato, cut it, then fry in a hot pan.', 'potato: clean > slice > heat'),
    ('Wash the pan and put it in the cabinet, we fry in it on Sundays.', 'pan: clean > place=cabinet'),  # contrast: a subject
    ('Rinse the potato and cut it into fries for the pan.', 'potato: clean + slice'),  # contrast: the noun
]
