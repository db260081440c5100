"""A stay in the fridge "until" an event, said last with a place verb, is where the object is kept: a place
(stays._kept_till), measured on the hand-written golds (five read the place, two the chilling). Invented sentences."""
KEPT_TILL_KINDS = [
    ("Wash the pear, er the apple, and put it in the fridge till the party starts.", "apple: clean > place=fridge"),
    ("Slice the tomato and keep it in the fridge until Dad gets home.", "tomato: slice > place=fridge"),
    ("Rinse the egg, then stick it in the fridge until the guests come.", "egg: clean > place=fridge"),
    # contrasts: a state after "till" is the chilling's end; a step said after the stay keeps it a trip;
    # the device said with no verb of its own stays the chilling; the microwave is not a store
    ("Put the mug in the fridge till it's cold.", "mug: cool"),
    ("Put the apple in the fridge till noon, then slice it.", "apple: cool > slice"),
    ("Rinse the lettuce, then into the fridge until supper.", "lettuce: clean > cool"),
    ("Wash the egg and leave it in the microwave till I'm back.", "egg: clean + heat"),
]
