"""The contract fake's kitchen and the metadata keys and types it must produce.

Why separate from the controller: the key table is the contract (what the backend may rely on),
the layout is test data. Sources of the table (see docs/simulators.md, "AI2-THOR contract"):

- top-level keys: the ones the installed ai2thor 5.0.0 package itself reads from
  ``event.metadata`` (``ai2thor/controller.py``, ``ai2thor/server.py``): checked here;
- object and agent keys: AI2-THOR's object-metadata documentation (4.x/5.x names, with
  ``temperature``, the later name of the schema's ``ObjectTemperature``). The repository's
  ``ai2thor/tests/data/metadata-schema.json`` is not shipped in the wheel and could not be
  fetched here, so this part is unverified against it.
"""
from __future__ import annotations

import random

NUM, STR, BOOL, LIST, DICT, NONE = (int, float), str, bool, list, dict, type(None)

TOP_LEVEL_TYPES: dict[str, tuple] = {
    "objects": (LIST,), "agent": (DICT,), "lastAction": (STR,), "lastActionSuccess": (BOOL,),
    "errorMessage": (STR,), "errorCode": (STR,), "actionReturn": (object,), "sceneName": (STR,),
    "screenWidth": NUM, "screenHeight": NUM, "sequenceId": NUM, "inventoryObjects": (LIST,),
    "colors": (LIST,), "thirdPartyCameras": (LIST,), "isSceneAtRest": (BOOL,),
}
AGENT_TYPES: dict[str, tuple] = {
    "name": (STR,), "position": (DICT,), "rotation": (DICT,), "cameraHorizon": NUM, "isStanding": (BOOL,),
    "inHighFrictionArea": (BOOL,),
}
OBJECT_TYPES: dict[str, tuple] = {
    "name": (STR,), "objectId": (STR,), "objectType": (STR,), "assetId": (STR,), "position": (DICT,),
    "rotation": (DICT,), "visible": (BOOL,), "isInteractable": (BOOL,), "distance": NUM, "receptacle": (BOOL,),
    "receptacleObjectIds": (LIST, NONE), "parentReceptacles": (LIST, NONE), "toggleable": (BOOL,),
    "isToggled": (BOOL,), "breakable": (BOOL,), "isBroken": (BOOL,), "canFillWithLiquid": (BOOL,),
    "isFilledWithLiquid": (BOOL,), "fillLiquid": (STR, NONE), "dirtyable": (BOOL,), "isDirty": (BOOL,),
    "canBeUsedUp": (BOOL,), "isUsedUp": (BOOL,), "cookable": (BOOL,), "isCooked": (BOOL,),
    "temperature": (STR,), "isHeatSource": (BOOL,), "isColdSource": (BOOL,), "sliceable": (BOOL,),
    "isSliced": (BOOL,), "openable": (BOOL,), "isOpen": (BOOL,), "openness": NUM, "pickupable": (BOOL,),
    "isPickedUp": (BOOL,), "moveable": (BOOL,), "mass": NUM, "salientMaterials": (LIST, NONE),
    "controlledObjects": (LIST, NONE), "isMoving": (BOOL,), "axisAlignedBoundingBox": (DICT,),
    "objectOrientedBoundingBox": (DICT, NONE),
}
TEMPERATURES = ("Cold", "RoomTemp", "Hot")

# Affordances by AI2-THOR object type (its object-type documentation): which types can be made
# dirty, cooked, sliced; what a slice is called; how many slices (the count is a guess).
DIRTYABLE = {"Bowl", "Cup", "Mug", "Pan", "Plate", "Pot"}
COOKABLE = {"Bread", "BreadSliced", "Egg", "EggCracked", "Potato", "PotatoSliced"}
SLICEABLE = {"Apple": 8, "Bread": 10, "Lettuce": 7, "Potato": 6, "Tomato": 7}
RECEPTACLE_ITEMS = {"Bowl", "Cup", "Mug", "Pan", "Plate", "Pot"}

# Fixtures: (type, position x, y, z); the room's walkable floor is x, z in [-1, 1].
FIXTURES = [
    ("CounterTop", 1.6, 0.9, -0.25), ("CounterTop", 1.6, 0.9, 0.75), ("DiningTable", 0.6, 0.75, 1.6),
    ("Sink", -1.6, 0.85, -0.75), ("SinkBasin", -1.6, 0.85, -0.75), ("Faucet", -1.8, 1.05, -0.75),
    ("Microwave", -1.6, 1.0, 0.5), ("Fridge", -0.6, 0.9, 1.6), ("StoveBurner", 1.6, 0.95, -1.0),
    ("Cabinet", 0.0, 1.8, -1.6), ("Drawer", -0.75, 0.6, -1.6), ("Shelf", -1.6, 1.2, -0.1),
    ("CoffeeMachine", 0.75, 1.0, -1.6),
]
OPENABLE = {"Fridge", "Microwave", "Cabinet", "Drawer"}
TOGGLEABLE = {"Microwave", "Faucet", "StoveBurner", "CoffeeMachine"}
ITEMS = ["Apple", "Bread", "Lettuce", "Potato", "Tomato", "Egg", "Mug", "Cup", "Plate", "Bowl", "Pan", "Pot",
         "Knife", "ButterKnife", "Spoon", "Fork", "Ladle", "Spatula", "Kettle", "DishSponge", "WineBottle"]
IN_FRIDGE = {"Egg", "Lettuce", "WineBottle"}


def object_id(otype: str, x: float, y: float, z: float) -> str:
    """AI2-THOR's objectId format: ``Type|+x.xx|+y.yy|+z.zz``."""
    return f"{otype}|{x:+06.2f}|{y:+06.2f}|{z:+06.2f}"


def make_object(otype: str, pos: tuple[float, float, float], **overrides) -> dict:
    """A metadata entry with every key of OBJECT_TYPES, in AI2-THOR's start state: clean, room
    temperature, not cooked, not sliced, closed, off."""
    x, y, z = pos
    pickupable = otype in ITEMS or otype.endswith("Sliced")
    o = {
        "name": f"{otype}_{abs(hash((x, z))) % 10 ** 8:08d}", "objectId": object_id(otype, x, y, z),
        "objectType": otype, "assetId": f"{otype}_1", "position": {"x": x, "y": y, "z": z},
        "rotation": {"x": 0.0, "y": 0.0, "z": 0.0}, "visible": False, "isInteractable": False, "distance": 0.0,
        "receptacle": otype in RECEPTACLE_ITEMS or otype not in ITEMS and otype != "Faucet",
        "receptacleObjectIds": None, "parentReceptacles": None, "toggleable": otype in TOGGLEABLE,
        "isToggled": False, "breakable": otype in {"Mug", "Cup", "Plate", "Bowl", "Egg", "WineBottle"},
        "isBroken": False, "canFillWithLiquid": otype in {"Mug", "Cup", "Bowl", "Pot", "Kettle", "WineBottle"},
        "isFilledWithLiquid": False, "fillLiquid": None, "dirtyable": otype in DIRTYABLE, "isDirty": False,
        "canBeUsedUp": False, "isUsedUp": False, "cookable": otype in COOKABLE, "isCooked": False,
        "temperature": "RoomTemp", "isHeatSource": False, "isColdSource": otype == "Fridge",
        "sliceable": otype in SLICEABLE, "isSliced": False, "openable": otype in OPENABLE, "isOpen": False,
        "openness": 0.0, "pickupable": pickupable, "isPickedUp": False, "moveable": False,
        "mass": 0.2 if pickupable else 0.0, "salientMaterials": ["Food"] if otype in SLICEABLE else None,
        "controlledObjects": None, "isMoving": False,
        "axisAlignedBoundingBox": {"cornerPoints": [], "center": {"x": x, "y": y, "z": z},
                                   "size": {"x": 0.6 if not pickupable else 0.1, "y": 0.3,
                                            "z": 0.6 if not pickupable else 0.1}},
        "objectOrientedBoundingBox": None,
    }
    o.update(overrides)
    return o


def build_kitchen(seed: int) -> dict[str, dict]:
    """Fixtures and the 21 task object types; ``seed`` spreads the objects over the two counters
    and the table (a fixed Egg, Lettuce and WineBottle in the fridge) as InitialRandomSpawn would."""
    objects = [make_object(t, (x, y, z)) for t, x, y, z in FIXTURES]
    by_type = {o["objectType"]: o for o in objects}
    sink = by_type["Sink"]
    by_type["SinkBasin"]["objectId"] = sink["objectId"] + "|SinkBasin"  # AI2-THOR names the basin so
    counters = [o for o in objects if o["objectType"] in ("CounterTop", "DiningTable")]
    rng = random.Random(seed)
    slots: dict[str, int] = {}
    for t in ITEMS:
        parent = by_type["Fridge"] if t in IN_FRIDGE else rng.choice(counters)
        k = slots[parent["objectId"]] = slots.get(parent["objectId"], 0) + 1
        p = parent["position"]
        along_x = parent["objectType"] == "DiningTable"
        off = round(-0.3 + 0.08 * k, 2)
        pos = (round(p["x"] + (off if along_x else 0.0), 2), round(p["y"] + 0.05, 2),
               round(p["z"] + (0.0 if along_x else off), 2))
        objects.append(make_object(t, pos, parentReceptacles=[parent["objectId"]]))
    return {o["objectId"]: o for o in objects}
