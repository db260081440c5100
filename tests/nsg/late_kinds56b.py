"""Test file 56's misses, second reading (messages typed fast on a phone: typos, voice-to-text slips, text-speak),
grouped into general kinds of phrasing; every sentence below is new (none is an evaluation line:
``test_nsg_parser_late`` checks that). A separate module like ``late_kinds56``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-61."""
from __future__ import annotations

FILE56B_KINDS = [
    # a common misspelling of a receptacle's or object's name, a closed list ("cupbord", "cubboard", "cuboard",
    # "drawr", "countr", "lettice", "ketle"): the name (lexicon.json aliases); any other typo stays flagged
    ('rinse the mug n put it in the cupbord pls', 'mug: clean > place=cabinet'),
    ('wash the lettice n pop it in a bowl', 'lettuce: clean > place=bowl'),
    ('rinse the ketle n leave it on the countr', 'kettle: clean > place=counter'),
    ('dry the spoon then back in the drawr it goes', 'spoon: place=drawer'),
    ('rinse the mug n put it in the cupboard', 'mug: clean > place=cabinet'),  # the right spelling, as before
    # voice-to-text writing "bin" as "been" after a name's lead ("chuck it in the been"): the bin
    # (lexicon.json sound_alikes); "been" after "its" / "has" stays the verb
    ("the tomato's gone soft, stick it in the been", 'tomato: place=garbage_can'),
    ('the mouldy bread, just put it in the been', 'bread: place=garbage_can'),
    ('the fork needs a wash, its been on the floor. then put it on the shelf', 'fork: clean > place=shelf'),  # the verb
    # the object said to have "sat" in or on a receptacle (British "sat" for "sitting": "the mug sat in the sink all
    # night"), then a request about "it": where the object is now, no place (story._COPULAS)
    ('the mug sat in the sink all night. rinse it n heat it', 'mug: clean + heat'),
    ('bread sat on the counter since lunch, slice it pls', 'bread: slice'),
    ('the apple sat in the bowl', 'apple: place=bowl'),  # no request after it: the place
    # "it's" (typed "its") and a receptacle in a clause of its own after a request ("want the mug nice n hot, its on
    # the shelf"): where the object is now, no place (located.said_where_now)
    ('want the mug nice n hot, its on the shelf', 'mug: heat'),
    ('can u slice the bread pls. its on the counter', 'bread: slice'),
    ("the egg is boiled, it's on the plate", 'egg: heat > place=plate'),  # no request before: a report, the place
    # "back (in) there" for the receptacle said before as where the object is now, after a place verb ("put it back
    # in there") or alone after a wish ("want it hot and back there"): that receptacle is the place
    # (places._back_there, located.returned_there)
    ('the ladle is in the drawer. wash it n put it back in there', 'ladle: clean > place=drawer'),
    ('the mug is on the shelf. i want it hot and back there after', 'mug: heat > place=shelf'),
    ('the mug is in the cabinet. wash it and put it on the shelf', 'mug: clean > place=shelf'),  # its own place
    # a word outside the vocabulary glossed by a known name in brackets right after it ("the white (wine bottle)"):
    # that name is the thing, no unknown name (names.unknown_names; the refusals are in FILE56B_NAMES)
    ('chill the white (wine bottle) n put it on the shelf', 'wine_bottle: cool > place=shelf'),
    ('rinse the chopper (the knife) n put it in the drawer', 'knife: clean > place=drawer'),
    ('rinse the knife (the sink is empty) n put it in the drawer', 'knife: clean > place=drawer'),  # a remark, no gloss
    # "the salt / pepper thing": the shaker, a colloquial name (lexicon.json aliases)
    ('the salt thing needs a rinse then back on the shelf', 'salt_shaker: clean > place=shelf'),
    ('chuck the pepper thing in the cupboard pls', 'pepper_shaker: place=cabinet'),
    ('put the pepper pot on the counter', 'pepper_shaker: place=counter'),  # the name it had before
    # "put ... away" run on into "its" and a receptacle with no stop between ("forgot to put the mug away its in the
    # sink"): "away" says where, the run-on clause where the object is now, no place of that verb (reach.reaches)
    ('i didnt put the mug away its in the sink, can u wash it n put it in the cupboard', 'mug: clean > place=cabinet'),
    ('forgot to put the pan away its on the hob. stick it in the cupboard', 'pan: place=cabinet'),
    ('put the mug away in the cupboard', 'mug: place=cabinet'),  # no run-on clause: its own place
]

FILE56B_NAMES = [  # (text, the unknown names the parser must flag)
    ('chill the white (wine bottle) n put it on the shelf', []),
    ('rinse the chopper (the knife) n put it in the drawer', []),
    ('rinse the chopper (knife is in the sink) n put it in the drawer', ['chopper']),  # a clause in brackets: no gloss
    ('rinse the mug n put it in the cupbaord', ['cupbaord']),  # a typo off the alias list stays flagged
]
