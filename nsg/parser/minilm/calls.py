"""Calls of a sport's or a game's frame that carry no task (test file 72: a coach's whiteboard, a cox's calls, a race
engineer's radio, rally pace notes, a climber's belay calls), read like the idioms (:func:`nsg.parser.minilm.clauses.idioms`):

- a set of a workout named as a noun (``set_nouns``): a title of two words after a sentence end and before a colon
  ("... MAIN SET: wash it"), or a set with its count ("Main set 4 x 50 - ..."): no place;
- a closing call (``closing_calls``): a bare "Take!" or "Lift." said as the text's last sentence, alone or after a short
  call and a comma ("Hands on, lift."), once a step is said before it: the climber's or the crew's call, no pick
  ("take it", "then lift" keep theirs);
- a call said over and over as its own sentence ("Box, box.", "Box, box, box.", "Hold water, hold water!"): the radio's
  or the cox's call, no place nor pick ("Hold it, hold it!" keeps its pick, "Rinse, rinse, rinse!" its washing);
- a direction with a number (``pace_directions``): "Left 3 tightens to ...", "Right 2 into pot": the pace note's
  bend, no "left" of a place ("left 3 eggs in the fridge", a number and its thing, keeps it);
- a direction after a verb of steering (``steer_verbs``): "slew left to the sink", "turn left", "hard left" (file 76: a
  crane banksman's calls, a pilot's or a driver's): where it turns, no "left" of a place ("I left it to cool" keeps it);

and the dancer's counted "and hold" (:mod:`nsg.parser.minilm.beats`).
"""
from __future__ import annotations

from nsg.parser.minilm.beats import beat_calls
from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import FULL_STOPS, NUMBER_WORDS, data, verbs_of

_ENDS = {".", "!", "?", "..."}
_WORKED = ("clean", "heat", "cool", "slice")


def called(tokens: list[str]) -> set[int]:
    """Positions of the calls that carry no task (module docstring)."""
    d = data()
    out = beat_calls(tokens)
    sets, closing, directions = set(d["set_nouns"]), set(d["closing_calls"]), set(d["pace_directions"])
    steer = set(d["steer_verbs"]) if "left" in tokens else ()
    for i, t in enumerate(tokens):
        if t in sets and _set_named(tokens, i):
            out.add(i)
        elif t in closing and _closing(tokens, i):
            out.add(i)
        elif t in directions and _direction(tokens, i):
            out.update((i, i + 1))
        elif t == "left" and i > 0 and tokens[i - 1] in steer:
            out.add(i)
    return out | _repeated(tokens)


def _set_named(tokens: list[str], i: int) -> bool:
    """"MAIN SET:" after a sentence end, "main set 4 x 50": a workout's set."""
    nxt = tokens[i + 1:i + 3]
    titled = i >= 1 and tokens[i - 1].isalpha() and (i == 1 or tokens[i - 2] in _ENDS) and nxt[:1] == [":"]
    return titled or len(nxt) == 2 and nxt[0].isdigit() and nxt[1] in ("x", "×")


def _closing(tokens: list[str], i: int) -> bool:
    """A bare call ending the text ("... onto the stove burner. Take!"), alone or after a short call ("Hands on, lift.")."""
    if i < 2 or any(t not in _ENDS for t in tokens[i + 1:]):
        return False
    if tokens[i - 1] in _ENDS:
        return True
    if tokens[i - 1] != ",":
        return False
    lead = next((k for k in range(i - 2, -1, -1) if tokens[k] in FULL_STOPS), None)
    call = tokens[lead + 1:i - 1] if lead is not None else []
    return 0 < len(call) <= 3 and all(t.isalpha() and t not in data()["object_pronouns"] for t in call)


def _repeated(tokens: list[str]) -> set[int]:
    """A sentence that is one call of a word or two said two times or more, joined by commas ("Box, box.", "Hold water,
    hold water!"), no object pronoun in it ("Hold it, hold it!" keeps its pick)."""
    out: set[int] = set()
    start, pronouns = 0, set(data()["object_pronouns"])
    for k, t in enumerate(tokens + ["."]):
        if t not in _ENDS:
            continue
        parts = " ".join(tokens[start:k]).split(" , ")
        call = parts[0].split()
        if len(parts) >= 2 and all(p == parts[0] for p in parts) and 1 <= len(call) <= 2 and all(w.isalpha() and w not in pronouns for w in call) \
                and not (len(call) == 1 and any(call[0] in verbs_of(sub) for sub in _WORKED)):  # "Rinse, rinse, rinse!": the step urged
            out.update(range(start, k))
        start = k + 1
    return out


def _direction(tokens: list[str], i: int) -> bool:
    """"Left 3 tightens", "Right 2 into pot": a direction and a number that no thing's name follows."""
    if i + 1 >= len(tokens) or not (tokens[i + 1].isdigit() or tokens[i + 1] in NUMBER_WORDS) or i > 0 and tokens[i - 1] not in _ENDS | {",", ":"}:
        return False
    return not any(m.start == i + 2 for m in mentions(tokens))
