"""Sentences where two readers' rules of one session meet, checked after their merge (invented sentences)."""
MERGE_KINDS = [
    # the object's own two-word name with "'s" opening the sentence says where it belongs, so "in there" later is that
    # receptacle (located.others_located, file 64's rule for another thing's name, narrowed at file 48's merge)
    ("The dish sponge's place is in the cabinet by the sink, and it goes back in there once it's rinsed.",
     "dish_sponge: clean > place=cabinet"),
    # contrast: another thing's two-word name: where that thing is, no place
    ("The bread knife's somewhere in the drawer. Wash the mug and put it on the shelf.", "mug: clean > place=shelf"),
    # a time clause after its step holding one state word ends at "and" and a new command on the object: the command comes
    # after the main step (scopes.close_time_clauses; file 51's reader found the kind)
    ("Chop the apple once it's cold and put it in the bowl.", "apple: cool > slice > place=bowl"),
    ("Slice the bread when it's warm and hand it to me.", "bread: heat > slice > pick"),
    # contrasts: two states in the clause; a clause of "-ing" forms holds both
    ("Slice the tomato once it's cold and clean.", "tomato: cool + clean > slice"),
    ("Leave the egg in the microwave after making it hot and cutting it up.", "egg: heat + slice > place=microwave"),
]
