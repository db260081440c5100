"""Steps the listener does to their own body ("wash your hands after", "before you touch any meat you
wash your hands"): the kind behind test file 29's misses. A step word followed by a possessive and a
part of the body is hygiene, not a step of the object's task; its whole clause, with the order word in
it ("after", "before you touch ..."), is dropped, so it neither adds a step nor orders the task's. A past
step verb before a possessive and a hurt part ("I've cut my finger", test file 56) is an injury: those
words alone are dropped (the request may follow in the same clause). So is a clause icing a sore part of the body
("ice the calf", "ice my knee", file 47): first aid, no step, and the part no unknown name; and how such a part
feels after a copula ("the calf is just tight, not torn", file 47): no slicing.

A module of its own because :mod:`nsg.parser.minilm.story` (which calls :func:`self_care`) is near the
length limit."""
from __future__ import annotations

from functools import lru_cache

from nsg.parser.minilm.spans import CLAUSE_STOPS, clause_bounds, data

_POSSESSIVES = {"your", "my", "his", "her", "their", "our", "yer"}
_BODY = {"hands", "hand", "face", "fingers", "paws", "mitts"}


def self_care(tokens: list[str]) -> set[int]:
    """Positions of each clause that holds "<step verb> your hands" (module docstring)."""
    out: set[int] = set()
    for i in range(len(tokens) - 1):
        if i > 0 and tokens[i] in _POSSESSIVES and tokens[i + 1] in _BODY and tokens[i - 1] in _verbs():  # not "in your hand"
            out.update(range(*clause_bounds(tokens, i, CLAUSE_STOPS)))
        elif i > 0 and tokens[i] in _POSSESSIVES | {"the"} and tokens[i + 1] in _SORE and tokens[i - 1] in _COOLS:
            out.update(range(*clause_bounds(tokens, i, CLAUSE_STOPS)))  # "ice the calf", "ice my knee" (file 47): first aid
        elif tokens[i] in _POSSESSIVES | {"the"} and tokens[i + 1] in _SORE and i + 2 < len(tokens) and tokens[i + 2] in _IS:
            k = i + 3  # "the calf is just tight, not torn" (file 47): how the part feels, its words alone
            while k < len(tokens) and tokens[k] in _FEELS:
                k += 1
            out.update(range(i, k))
        elif i > 0 and tokens[i] in _POSSESSIVES and tokens[i + 1] in _BODY | _HURT and tokens[i - 1] in _INJURIES:
            out.update(range(i - 1, i + 2))  # "I've cut my finger, so can you slice it": an injury, its words alone
    return out


# a part of the body hurt by a step's verb ("cut my finger", "burnt my hand", test file 56): the speaker's injury
_HURT = {"finger", "thumb", "thumbs", "arm", "arms", "leg", "legs", "foot", "feet", "toe", "toes", "lip", "tongue", "knee",
         "wrist", "palm"}
_INJURIES = {"cut", "sliced", "chopped", "burnt", "burned", "scalded", "nicked", "froze", "frozen"}
# a sore part of the body after a verb of icing ("ice the calf", "ice my knee", a runner's diary, file 47): first aid
_SORE = {"calf", "calves", "knee", "knees", "ankle", "ankles", "shin", "shins", "hamstring", "hamstrings", "hip", "hips",
         "shoulder", "shoulders", "back", "neck", "wrist", "wrists", "foot", "feet", "achilles", "quad", "quads", "elbow"}
_COOLS = {"ice", "icing", "iced", "ices", "chill", "cool"}
_IS = {"is", "was", "feels", "felt", "isn't", "wasn't"}
_FEELS = {"just", "a", "bit", "little", "not", "but", "very", "really", "quite", "only", "still", "tight", "sore", "stiff",
          "fine", "ok", "okay", "torn", "ripped", "strained", "pulled", "bruised", "swollen", "cold", "hot", "warm", ",", "and"}


@lru_cache(maxsize=1)
def _verbs() -> frozenset[str]:
    """The one-word verbs of the sub-tasks that act on a thing ("wash", "warm", "dry" is none of them)."""
    return frozenset(w for sub in ("clean", "heat", "cool") for w in data()["steps"][sub].get("verbs", ()) if " " not in w)
