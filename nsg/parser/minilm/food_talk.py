"""Step words in talk about the food or drink itself, not the task: how it is nicest ("pears are lovely cold", file 59)
and what goes into the object ("tonight's soup goes in it", file 48). Apart from :mod:`nsg.parser.minilm.not_steps`,
which reads them through :func:`food_talk`, for its size."""
from __future__ import annotations

from nsg.parser.minilm.lexicon import lexicon
from nsg.parser.minilm.spans import StepCue, state_adjectives


def food_talk(tokens: list[str], s: StepCue) -> bool:
    """Whether the step word at ``s`` is said of the food, no step (module docstring)."""
    return _tasted(tokens, s) or _contents_go_in(tokens, s)


_TASTY = {"best", "nicest", "lovely", "delicious", "nice", "tastiest", "better", "great", "gorgeous", "perfect", "lovelier", "nicer"}
_TASTE_COPULAS = {"is", "are", "was", "were", "tastes", "taste", "tasted"}


def _tasted(tokens: list[str], s: StepCue) -> bool:
    """"Scones are best eaten warm:", "Pears are lovely cold." (file 59): a state word of heat or cold right after a
    copula and a word of taste (and "eaten" / "served"), its clause ending there: how the food is nicest, no step."""
    if s.subtask not in ("heat", "cool") or s.end - s.start != 1 or tokens[s.start] not in state_adjectives():
        return False
    i = s.start - 1 - (s.start > 0 and tokens[s.start - 1] in ("eaten", "served", "enjoyed"))
    if i < 1 or tokens[i] not in _TASTY:
        return False
    return (tokens[i - 1] in _TASTE_COPULAS or tokens[i - 1].endswith("'s")) \
        and tokens[s.end:s.end + 1] in ([], ["."], ["!"], [","], [";"], [":"], ["-"])


def _contents_go_in(tokens: list[str], s: StepCue) -> bool:
    """"Tonight's soup goes in it", "the tea goes into them": a place verb after a food or drink the object holds, then
    "in" / "into" and a pronoun for the object: what goes into it, no place (module docstring)."""
    return s.subtask == "place" and s.start > 0 and tokens[s.start - 1] in lexicon()["contents"] \
        and tokens[s.start + 1:s.start + 2] in (["in"], ["into"]) and tokens[s.start + 2:s.start + 3] in (["it"], ["them"])
