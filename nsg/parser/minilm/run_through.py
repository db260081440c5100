"""A trip through a device said with the object between its verb and "through": "run the slices through the toaster",
"pass it through the microwave" (file 68): the device's step, no place (a place said after it, "then plate them up", is
the place).

Why apart from ``device_trips`` in data/connectives.json (read by :func:`nsg.parser.minilm.clauses.device_trips`; the cue
finder reads both): there the trip phrase is said whole before the device ("run through the fridge", "a spell in the
microwave"); here the object's words come between the verb (``trip_verbs``) and "through".
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import StepCue, data, device_subtasks


def run_through(tokens: list[str], recs: list[Mention]) -> list[tuple[StepCue, Mention]]:
    """"run the slices through the toaster", "pass it through the microwave": a trip verb (``trip_verbs``), one to four
    words of its object, "through", determiners and a device: the device's step from the verb on, no place."""
    if "through" not in tokens:  # most texts
        return []
    verbs, dets, out = set(data()["trip_verbs"]), set(data()["determiners"]), []
    device_of, by_start = device_subtasks(), {r.start: r for r in recs}
    for k, t in enumerate(tokens):
        if t != "through":
            continue
        i = next((i for i in range(k - 2, max(-1, k - 6), -1) if tokens[i] in verbs), None)
        j = k + 1
        while j < len(tokens) and tokens[j] in dets:
            j += 1
        r = by_start.get(j)
        if i is not None and r is not None and r.value in device_of and all(w.isalpha() for w in tokens[i + 1:k]):
            out.append((StepCue(device_of[r.value], i, r.end, "verb"), r))
    return out
