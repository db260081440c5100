"""Test file 39's misses, second reading (after ``late_kinds39``), grouped into general kinds of phrasing;
every sentence below is new (none is an evaluation line: ``test_nsg_parser_late`` checks that). A separate
module like ``late_kinds38``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-40."""
from __future__ import annotations

FILE39B_KINDS = [
    # a lunchbox is a box, the object of its own steps (lexicon alias)
    ('Scrub the lunchbox in the sink and put it on the shelf.', 'box: clean > place=shelf'),
    ('Rinse the lunchbox, then leave it in the cabinet.', 'box: clean > place=cabinet'),
    # a pot or pan right after a heating verb in any form ("boiled in the pot on the hob"): what the heating is
    # done in, no place (uses)
    ('The potato gets boiled in the pot on the hob, then sliced.', 'potato: heat > slice'),
    ('Tuesday: egg heated in a pan on the stove, then chilled in the fridge.', 'egg: heat > cool'),
    ('Rinse the egg, then boil it. Then into the pot on the stove.', 'egg: clean > heat > place=pot'),  # a place verb: a place
    # a hedged duration in a device ("for about five minutes", "for roughly an hour"): the device's step (stays)
    ('Rinse the potato and put it in the microwave for about five minutes.', 'potato: clean + heat'),
    ('Put the mug in the fridge for roughly an hour.', 'mug: cool'),
    ('Rinse the egg and leave it in the fridge.', 'egg: clean > place=fridge'),  # no duration: a place
    # a receptacle said as lacking ("no plates", "we're out of plates"): no place (others)
    ("I'd like a tomato, sliced and chilled, put right in my hand - no plates, I'm heading out.",
     'tomato: slice + cool > pick'),
    ('An apple, washed and cold, put right in her hand - no plates needed.', 'apple: clean + cool > pick'),
    ('A potato, washed and hot, put right on a plate for her.', 'potato: clean + heat > place=plate'),  # a plate had: a place
    ('We left you an egg, rinsed, on the shelf. Sorry, we ran out of bowls.', 'egg: clean > place=shelf'),  # after "sorry,"
    ('Rinse the egg and put it on the shelf. Sorry, the bowl.', 'egg: clean > place=bowl'),  # a correction: the place
    # a heading "<object> <prep> <receptacle>" ended by a dash or semicolon before a request about "it": where
    # the object is now, no place and no device's step (located)
    ('Egg in the fridge - boil it.', 'egg: heat'),
    ('Mug in the cabinet; rinse it and heat it.', 'mug: clean + heat'),
    ('Bread on the counter - slice it, then toast it.', 'bread: slice > heat'),
    ('Put the apple on the shelf - rinse it first.', 'apple: clean > place=shelf'),  # a verb's object: a place
]
