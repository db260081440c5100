"""A code review's suggested change written as a diff (the kind behind test file 68's misses: a household's chores
written as pull requests): in a block fenced by three backticks and opened by ``diff`` ("```diff\\n- leave the spatula on
the counter\\n+ wash the spatula and put it in the drawer\\n```"), a line opened by "-" is the text taken out and a line
opened by "+" the text put in: the removed lines are no steps nor places, the added ones are the task.

Lines are not kept by the tokenizer, so a removed line runs from its "-" to the next "+" or "-" or the closing fence.
Outside such a block "-" is a bullet, a dash or a minus, and nothing is read here.
"""
from __future__ import annotations

_FENCE = ("`", "`", "`")
_MARKS = {"+", "-", "`"}


def removed_lines(tokens: list[str]) -> set[int]:
    """Positions of the lines a suggested diff takes out (module docstring); its neither steps nor places."""
    if "diff" not in tokens or "`" not in tokens:
        return set()
    out: set[int] = set()
    i = 0
    while i + 3 < len(tokens):
        if tuple(tokens[i:i + 3]) != _FENCE or tokens[i + 3] != "diff":
            i += 1
            continue
        close = next((j for j in range(i + 4, len(tokens)) if tuple(tokens[j:j + 3]) == _FENCE), len(tokens))
        j = i + 4
        while j < close:
            if tokens[j] == "-":
                end = next((k for k in range(j + 1, close) if tokens[k] in _MARKS), close)
                out.update(range(j, end))
                j = end
            else:
                j += 1
        i = close + 3
    return out
