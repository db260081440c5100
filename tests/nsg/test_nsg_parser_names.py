"""Words of the later hand-written files' kinds that must fill no name slot (issue 39): routes,
times, sources, quantities, regions, plants, where the subject is now, remarks; a receptacle outside the
vocabulary in a place slot is still flagged. Apart from ``test_nsg_parser_late`` so that each
file stays short."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import words
from nsg.parser.minilm.names import unknown_names


def test_route_and_time_words_are_no_names():
    for text in ("Hold the mug in your hand a long time.", "At the next junction, take the exit and put the mug in the cabinet."):
        assert not unknown_names(words(text)), text


def test_where_it_comes_from_is_no_name():  # file 19's kind: "from the orchard" fills no slot; "in the credenza" does
    assert not unknown_names(words("Apple from the orchard: rinse it, then slice it."))
    assert not unknown_names(words("Chill the bread from the bakery and slice it."))
    assert unknown_names(words("Chill the apple, then put it in the credenza.")) == ["credenza"]


def test_quantities_are_no_names():  # file 20's kind: "cut a few slices" fills no object slot
    for text in ("Cut a few slices of the bread.", "Chop a couple of pieces off the apple."):
        assert not unknown_names(words(text)), text


def test_any_place_and_contents_are_no_names():  # file 21's kind: "wherever there's space in the galley", "full of stew"
    for text in ("Heat the pot and leave it wherever there is room in the galley.",
                 "Warm the pan on the stove burner, then leave it there, full of stew."):
        assert not unknown_names(words(text)), text
    assert unknown_names(words("Heat the pot and leave it in the galley.")) == ["galley"]


def test_plant_and_remark_words_are_no_names():  # file 22's kind: "the apple tree at the allotment", "a couple of"
    for text in ("The apple tree at the allotment is full. Pick one and rinse it.", "Cut a couple of slices of bread.",
                 "Rinse the mug before you put it away, it goes mouldy otherwise."):
        assert not unknown_names(words(text)), text
    assert unknown_names(words("Rinse the apple, then put it in the credenza by the tree.")) == ["credenza"]


def test_future_and_room_are_no_names():  # file 16's kind: a fortune's "future", "somewhere in the room" fill no slot
    for text in ("A rinsed, warmed mug is in your future. Either may come first.",
                 "The apple was sliced, then chilled, and left somewhere in the room."):
        assert not unknown_names(words(text)), text


def test_where_the_subject_is_now_is_no_name():  # file 17's kind: "the pan in the scullery will be ..."
    for text in ("The mug in the pantry must be rinsed, then chilled.", "Note: the pan in the scullery will be scrubbed."):
        assert not unknown_names(words(text)), text
    for text in ("The apple in the credenza is cold.", "Put the apple in the credenza will you"):  # still a place slot
        assert unknown_names(words(text)) == ["credenza"], text


def test_remarks_and_times_are_no_names():  # file 24's kind: a reason clause, an idiom, a remark, "at five"
    for text in ("Chill the apple, then slice it, because warm apple is a crime in this household.",
                 "The soup is fine, leave that alone; just rinse the spoon and put it in the drawer.",
                 "Left my cup in your conservatory, sorry. Could you rinse it and put it on the shelf?",
                 "Chill the egg, then slice it. Lunch is at five.",
                 "PS the apples on the windowsill are going soft, so chill one and slice it."):
        assert not unknown_names(words(text)), text
    assert unknown_names(words("Chill the apple, then put it in the conservatory.")) == ["conservatory"]


def test_contents_owners_and_attention_are_no_names():  # file 26's kind: "the pot of stew", "the twins' mugs"
    for text in ("The pot of stew goes on the stove to get warm.", "The bowl of porridge's gone cold, heat the bowl.",
                 "Rinse the twins' mugs and put them in the cabinet.", "Place your attention on the kettle, then rinse it."):
        assert not unknown_names(words(text)), text
    assert unknown_names(words("Warm the pot of stew, then put it in the credenza.")) == ["credenza"]


def test_meals_pieces_and_denied_places_are_no_names():  # file 28's kind: "your lunch", "the brown bits", "overnight"
    for text in ("Left your lunch by the door: the egg's been chilled and it's on a plate.",
                 "Chop the brown bits... no, just rinse the lettuce and put it in the bowl.",
                 "Cups washed at the sink and back in the cabinet, thanks. Don't leave them on the rack overnight."):
        assert not unknown_names(words(text)), text
    assert unknown_names(words("Rinse the mug and leave it on the rack.")) == ["rack"]


def test_sources_denied_places_and_where_it_has_been_are_no_names():  # file 41's kinds: "out of the tote bag", "not on
    # the dashboard", "The mug's been in my rucksack for a week.", "The apple is on the windowsill, just chill it"
    for text in ("Take a potato out of the tote bag and wash it.", "Chill the bottle and hand it to me, not on the dashboard.",
                 "The potato goes in the bin. Never on the decking.", "The mug's been in my rucksack for a week. Wash it in the sink.",
                 "The apple is on the windowsill, just chill it and slice it.", "The pan has been in the campervan since Monday. Rinse it.",
                 "Heat the pot on the burner before you leave the yard."):
        assert not unknown_names(words(text)), text
    for text, name in (("Chill the bottle and put it on the dashboard.", "dashboard"),
                       ("The apple is on the windowsill.", "windowsill"),  # no request after it: a place slot
                       ("Wash the apple and set it down on the windowsill.", "windowsill")):
        assert unknown_names(words(text)) == [name], text
