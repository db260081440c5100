"""Receptacles a step passes through on the way, no place of the task (from :mod:`nsg.parser.minilm.stays`, at its
length limit; :func:`nsg.parser.minilm.stays.stays` drops these steps before it reads the stays):

- a washing device a filling verb of its clause names as where the water comes from ("fill the kettle at the sink",
  "refill it from the tap", file 23: :func:`_filled_at`): no place and no trip (so no washing);
- a vessel that is no device, held "until" the object is in a state a step of the list names, then a later place
  into another receptacle ("put it on the fire in the pot until it becomes hot, then put it in the plate", file 45:
  :func:`_there_until_so`): where it gets so, a trip; said last ("put it in the pot until it is hot.") it stays the place.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import CLAUSE_STOPS, NEGATIONS, StepCue, device_subtasks


def passing_steps(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without the places a step only passes through (module docstring)."""
    return [s for s in steps if not _filled_at(tokens, s) and not _there_until_so(tokens, steps, s)]


_GETTING_SO = {"it", "they", "is", "are", "it's", "they're", "becomes", "become", "gets", "get", "goes", "turns", "be", "nice", "very"}


def _there_until_so(tokens: list[str], steps: list[StepCue], s: StepCue) -> bool:
    """"put it on the fire in the pot until it becomes hot, then put it in the plate" (file 45): a place into a vessel that
    is no device, held "until" the object is in a state a step of the list names (at most four words after the
    vessel, no stop), then a later place into another receptacle: the vessel is where it gets so, a trip, no place (the
    state's step stays; a vessel said last, "put it in the pot until it is hot.", stays the place)."""
    if s.subtask != "place" or s.form != "verb" or s.receptacle is None or s.receptacle_at is None \
            or device_subtasks().get(s.receptacle) is not None:
        return False
    until = next((i for i in range(s.receptacle_at + 1, min(len(tokens), s.receptacle_at + 6))
                  if tokens[i] in ("until", "till", "til") or tokens[i] in CLAUSE_STOPS), None)
    if until is None or tokens[until] in CLAUSE_STOPS:
        return False
    k = until + 1
    while k < len(tokens) and tokens[k] in _GETTING_SO:
        k += 1
    state = next((x for x in steps if x.start == k and x.subtask != "place"), None)
    return state is not None and any(p.subtask == "place" and p.receptacle not in (None, s.receptacle) and p.start > state.start
                                     and tokens[p.start - 1] not in NEGATIONS for p in steps)


_FILLING = {"fill", "fills", "filled", "filling", "refill", "refills", "refilled"}


def _filled_at(tokens: list[str], s: StepCue) -> bool:
    """"fill the kettle at the sink", "refill it from the tap" (file 23): a receptacle said with no verb of its own
    after a filling verb of its clause is where the water comes from, no place and no trip (so no washing)."""
    at = s.start if s.form == "implicit" else s.receptacle_at  # "bring the kettle down, fill it at the sink": the verb's
    if s.subtask != "place" or at is None or at < 2 or device_subtasks().get(s.receptacle) != "clean":  # receptacle said in
        return False  # the filling's clause, a washing device ("fill the bowl with cold egg": the bowl is where it goes)
    lo = max([i + 1 for i in range(max(0, at - 6), at) if tokens[i] in CLAUSE_STOPS or tokens[i] == "and"] or [max(0, at - 6)])
    return any(t in _FILLING for t in tokens[lo:at])
