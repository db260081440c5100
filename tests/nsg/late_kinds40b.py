"""Test file 40's second reading (election count, nail bar, repair cafe and waiting-room voices), grouped into general
kinds of phrasing; every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A
separate module like ``late_kinds16b``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-64."""
from __future__ import annotations

FILE40B_KINDS = [
    # brought or given to a person's pronoun "on" / "in" a vessel the thing is carried on, closing the clause ("bring it
    # over to me on the plate"): given on the vessel, a place (handovers._to_someone_on_vessel); where the person sits,
    # a room, or a vessel with more said after it ("in the bowl with his dinner": his bowl) keeps the hand-over
    ('Peel nothing, just rinse the tomato, then bring it to me on a plate.', 'tomato: clean > place=plate'),
    ('Cut the bread and bring it over to us in a bowl, please.', 'bread: slice > place=bowl'),
    ('Chop the apple, then give it to her on the plate.', 'apple: slice > place=plate'),
    ('Chop the apple, then bring it to me on the sofa.', 'apple: slice > pick'),
    ('Chop the apple, then bring it to me on a plate with the cheese.', 'apple: slice > pick'),
    # where someone eats, a word of its own between the determiner and the table ("No eating at the front table"): no
    # place of the object (strays.eaten_at)
    ('Wash the apple, then bring it over to me on a plate. No eating at the back table, mind.', 'apple: clean > place=plate'),
    ('Wash the apple and put it on the front table.', 'apple: clean > place=dining_table'),
    # a relative clause on a device that closes with ", then" and no step of its own ("in the toaster that was fixed,
    # then onto a plate"): the next step is a new command, not part of the clause (compose._relative_clauses)
    ('Toast the bread in the toaster that was mended, then onto a plate.', 'bread: heat > place=plate'),
    ('Warm the potato in the microwave that\'s been fixed, then onto the plate.', 'potato: heat > place=plate'),
    ('Put the apple that was washed and chilled on the plate.', 'apple: clean + cool > place=plate'),
    # a participle in a relative clause opened right after a receptacle said after a preposition of place ("in the
    # microwave that's been cleaned", "in the bowl that we rinsed"): done to that receptacle, no step of the object
    # (attributes._receptacles_clause); said after the object itself it is the object's
    ('Warm the cup in the microwave that\'s been cleaned, then onto the shelf.', 'cup: heat > place=shelf'),
    ('Slice the tomato and put it in the bowl that we rinsed.', 'tomato: slice > place=bowl'),
    ('Put the tomato that was rinsed in the bowl.', 'tomato: clean > place=bowl'),
    # a place verb's bare "in" before a device step's purpose ("it can go in to chill"): the unnamed device's, reaching
    # no later sentence, so the place said next is where it ends (reach.in_to_do, places.place_roles)
    ('The cup can go in to chill before the party. Then onto the counter.', 'cup: cool > place=counter'),
    ('The potato goes in to heat. After that, onto a plate.', 'potato: heat > place=plate'),
    ('Pop the mug in to warm up.', 'mug: heat'),
    ('Put the apple in. Then onto the counter.', 'apple: place=counter'),
    # a heading that says how and where the thing ends ("Mrs Lee's mug, warm, on the coffee table."), then a bare "put it
    # down": that receptacle, as with "put it out" (put_back._set_down); said in one sentence with where a step is done,
    # or with no heading, it stays a place anywhere
    ('Granddad\'s cup, hot, on the side table. Heat it in the microwave, then set it down.', 'cup: heat > place=side_table'),
    ('The bowl, clean, on the shelf. Wash it first, then put it down.', 'bowl: clean > place=shelf'),
    ('Slice the bread on the counter, then put it down.', 'bread: slice > place'),
    ('Warm the mug on the stove. Then put it down.', 'mug: heat > place'),
    ('The bowl, clean, on the shelf. Wash it on the counter, then put it down.', 'bowl: clean > place'),
]
