"""Test file 64's fifth reading, grouped into general kinds of phrasing; every sentence below is new (none is an
evaluation line: ``test_nsg_parser_late`` checks that). A separate module like ``late_kinds64d``.

Read into ``test_nsg_parser_late.ALL`` like the lists of files 20-66."""
from __future__ import annotations

FILE64E_KINDS = [
    # "tray table" names a side table (lexicon.json aliases); "tray", known now only as a word of that name, still
    # names another surface after "on a hot" ("sat on a hot tray": no state of the object; attributes.names_nothing,
    # read by cues._classify)
    ('Rinse the mug and set it on the tray table by the sofa.', 'mug: clean > place=side_table'),
    ('Wipe the plate, then leave it on her tray table.', 'plate: clean > place=side_table'),
    ('The fork was left on a hot tray, so wash it and put it in the drawer.', 'fork: clean > place=drawer'),  # contrast
    ('Put the mug on the table.', 'mug: place=dining_table'),  # contrast: a table alone
    # a need ("needs to be", "must be", "should be") of the state a storing device gives, said right before it ("clean
    # and cold in the fridge"): the state and where the thing is wanted, a place (connectives.json storing_devices,
    # need_stops.needed_in, read by uses.second_end_state)
    ('The wine needs to be cold in the fridge by lunch.', 'wine_bottle: cool > place=fridge'),
    ('The lettuce must be rinsed and cold in the fridge before the guests come.', 'lettuce: clean + cool > place=fridge'),
    ('The cup should be clean and cold in the fridge for the morning.', 'cup: clean + cool > place=fridge'),
    ('Keep the tomato cold in the fridge.', 'tomato: cool'),  # contrast: kept there, the means
    ('The apple should be chilled in the fridge.', 'apple: cool'),  # contrast: a participle with its device
    ('The pot needs to be hot on the stove for the soup.', 'pot: heat'),  # contrast: a device in use, no store
    ('The tomato is cold in the fridge now.', 'tomato: cool'),  # contrast: a report, no need
    # cooling let happen right after a heating step joined by "and" ("boil it and let it cool", "leave it to go cold"):
    # the heat let go, so after the heating, an order word "then" (let_cool, read in rules.rule_graph)
    ('Microwave the potato and let it cool in the fridge, then slice it.', 'potato: heat > cool > slice'),
    ('Boil an egg and leave it to go cold for my salad.', 'egg: heat > cool'),
    ('Warm the bread and let it get cold for the picnic.', 'bread: heat > cool'),
    ('Wash the apple and let it cool in the fridge.', 'apple: clean + cool'),  # contrast: no heating before it
    ('Boil the egg and let it cool, in either order.', 'egg: heat + cool'),  # contrast: freed in words
    ('Boil the egg and chill it.', 'egg: heat + cool'),  # contrast: a plain command, the list stays free
]
