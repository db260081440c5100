"""Test file 43's misses (regional and world Englishes: Glaswegian, Irish, Australian, Indian, Nigerian,
Singapore, Welsh, Texan, Jamaican and South African voices), read after it was scored, grouped into
general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds40``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-41."""
from __future__ import annotations

FILE43_KINDS = [
    # words of a regional or world English read as the standard English word (lexicon dialect_words)
    ('Gie the plate a rinse an pit it in the cupboard.', 'plate: clean > place=cabinet'),
    ('Dinnae leave the mug in the sink, wash it an put it on the shelf.', 'mug: clean > place=shelf'),
    ('Tek di apple, wash it and put it inna di bowl.', 'apple: clean > place=bowl'),
    ('Slice di bread, den heat it inna di microwave.', 'bread: slice > heat'),
    ('Abeg wash the cup and put it on the table.', 'cup: clean > place=dining_table'),
    ('Rinse the spoon then put in the drawer lah.', 'spoon: clean > place=drawer'),
    # "an" before a consonant is "and"; before a vowel the article (lexicon)
    ('Warm the bread an cut it up.', 'bread: heat + slice'),
    ('Chill an apple and slice it.', 'apple: cool + slice'),
    # kitchen names of those varieties: cooker, press, bench, cwtch, frypan, skillet, wok, Dutch oven, tattie, pepper pot
    ('Rinse the frypan and leave it on the bench.', 'pan: clean > place=counter'),
    ('Wash the mug and put it up in the press.', 'mug: clean > place=cabinet'),
    ('Scrub the wok and put it back on the cooker.', 'pan: clean > place=stove_burner'),
    ('Wash the Dutch oven and put it in the cabinet.', 'pot: clean > place=cabinet'),
    ('Heat the tattie in the microwave and put it on a plate.', 'potato: heat > place=plate'),
    ('Rinse the pepper pot and put it on the table.', 'pepper_shaker: clean > place=dining_table'),
    ('Wash the pot and put it in the cwtch under the sink.', 'pot: clean > place=cabinet'),
    ('Heat the mug, then press start.', 'mug: heat'),  # "press" is a name only after a place preposition and "the"
    # the person a giving verb's "to" names, known or not, is no name slot (lexicon known words, names)
    ('Wash the cup and give it to her mam.', 'cup: clean > pick'),
    ('Rinse the mug and give it to the electrician.', 'mug: clean > pick'),
    ('Chill the apple and pass it to the caretaker.', 'apple: cool > pick'),
    # a hand-over with its object left unsaid ("give to your brother", "give me,") or to "us" (connectives, unmeant)
    ('Rinse the fork and give to your brother.', 'fork: clean > pick'),
    ('Heat the mug, then pass to him.', 'mug: heat > pick'),
    ('Wash the spoon and give me, I need it now.', 'spoon: clean > pick'),
    ('Chill the wine and hand it us.', 'wine_bottle: cool > pick'),
    ('Rinse the mug and bring it come.', 'mug: clean > pick'),
    # a direction particle "in" / "through" before "to me" (handovers)
    ('Heat the bread and bring it in to me.', 'bread: heat > pick'),
    ('Warm the cup in the microwave and bring it through to me.', 'cup: heat > pick'),
    # "keep" with a receptacle right after its object is a place (connectives, unmeant)
    ('Wash the plate and keep it in the cabinet.', 'plate: clean > place=cabinet'),
    ('Slice the bread then keep in the drawer.', 'bread: slice > place=drawer'),
    ('Kindly keep the kettle on the counter.', 'kettle: place=counter'),
    ('Wash the apple and keep it cold.', 'apple: clean + cool'),  # a state kept: no place
    ('Heat the egg and keep it in your hand.', 'egg: heat > pick'),  # a hold kept: no place
    # what the speaker is doing or has to do to another thing ("I gotta cut this brisket") (speaker)
    ('Wash the knife and hand it to me, I gotta cut this brisket.', 'knife: clean > pick'),
    ("Rinse the fork and pass it to me, I'm carving the venison.", 'fork: clean > pick'),
    # a step verb whose object is a dish or a meal: what someone cooks, no step (dishes)
    ("Wash the pot and put it on the stove, I'll cook the rice later.", 'pot: clean > place=stove_burner'),
    ("Rinse the pan and leave it on the stove, dad's cooking dinner at 7.", 'pan: clean > place=stove_burner'),
    ('Heat the soup bowl and put it on the table.', 'bowl: heat > place=dining_table'),  # a dish word naming the bowl
    # "in this sequence" (connectives)
    ('Wash, slice and chill the tomato. In this sequence only.', 'tomato: clean > slice > cool'),
]
