"""Sentences where two readers' rules of one session meet, checked after their merge (invented sentences)."""
MERGE_KINDS = [
    # the object's own two-word name with "'s" opening the sentence says where it belongs, so "in there" later is that
    # receptacle (located.others_located, file 64's rule for another thing's name, narrowed at file 48's merge)
    ("The dish sponge's place is in the cabinet by the sink, and it goes back in there once it's rinsed.",
     "dish_sponge: clean > place=cabinet"),
    # contrast: another thing's two-word name: where that thing is, no place
    ("The bread knife's somewhere in the drawer. Wash the mug and put it on the shelf.", "mug: clean > place=shelf"),
]
