"""What happens if the task is not done, said as a warning (the kind behind a test file 38 miss).

Why apart from :mod:`nsg.parser.minilm.clauses` (background said in a sentence of its own): the
warning is told by one word, wherever its clause stands: a clause ending with "otherwise" or opened
by "otherwise" / "or else" ("warm it, her tea goes cold otherwise", "otherwise it goes soft") says
what would happen, so its step words are no step. A choice asked about, "whether to" and a verb to the end of its
sentence ("they ask whether to warm or to chill it", file 48), is the question, not its answer: no step either
(:func:`_whether_to`); "whether it is sliced or washed first" (a free order, :mod:`lookalikes`) is not this. Nor is a
question of fact offering a choice with "or", opened by an auxiliary ("Did she rinse it before or after ...?", "Was it
A, chill it, or B, heat it?": a quiz or a reviewer's question, file 44), when its answer follows in the text with
"then" (:func:`_choice_asked`): the answer tells the steps in order. A clause disclaimed right after it as not the
reader's duty ("The porter heats it - that is not your job.", file 65) is someone else's step, no step
(:func:`_not_your_job`).

Positions are returned like :func:`nsg.parser.minilm.anecdotes.remarked`: neither steps nor places.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import SENTENCE_ENDS

_CLAUSE_ENDS = {",", ";", ":", "-", "(", ")"}
_OPENERS = {"otherwise", "else"}  # "otherwise ...", "or else ..."


def not_asked(tokens: list[str]) -> set[int]:
    """Positions of the warnings (module docstring)."""
    out: set[int] = _whether_to(tokens) if "whether" in tokens else set()
    if "your" in tokens and "not" in tokens:
        out |= _not_your_job(tokens)
    if "or" in tokens and "?" in tokens[:-1]:
        out |= _choice_asked(tokens)
    if "otherwise" in tokens or "else" in tokens:
        for i, t in enumerate(tokens):
            if t == "otherwise" and (i + 1 == len(tokens) or tokens[i + 1] in SENTENCE_ENDS or tokens[i + 1] in _CLAUSE_ENDS):
                lo = i  # "..., her tea goes cold otherwise.": back to the clause's start
                while lo > 0 and tokens[lo - 1] not in SENTENCE_ENDS and tokens[lo - 1] not in _CLAUSE_ENDS:
                    lo -= 1
                out.update(range(lo, i + 1))
            elif t in _OPENERS and (t == "otherwise" or i > 0 and tokens[i - 1] == "or") \
                    and (i == 0 or tokens[i - 1 - (t == "else")] in SENTENCE_ENDS | _CLAUSE_ENDS | {"or"}):
                hi = next((j for j in range(i + 1, len(tokens)) if tokens[j] in SENTENCE_ENDS or tokens[j] in _CLAUSE_ENDS),
                          len(tokens))
                out.update(range(i, hi))
    return out


def _whether_to(tokens: list[str]) -> set[int]:
    """"whether to warm or to chill the apple": from "whether to" to the end of its sentence (module docstring)."""
    out: set[int] = set()
    for i in (i for i, t in enumerate(tokens[:-1]) if t == "whether" and tokens[i + 1] == "to"):
        out.update(range(i, next((j for j in range(i, len(tokens)) if tokens[j] in SENTENCE_ENDS), len(tokens))))
    return out


_DUTIES = {"job", "role", "task", "duty", "responsibility", "remit"}
_DISCLAIMERS = (["that", "is", "not"], ["that's", "not"], ["that", "isn't"], ["this", "is", "not"], ["which", "is", "not"])


def _not_your_job(tokens: list[str]) -> set[int]:
    """"The porter heats it - that is not part of your role.": the clause before the disclaimer, from its sentence's start
    (module docstring); the disclaimer ends its sentence with "your" and a word of duty (or, in brackets, follows an item:
    :func:`disclaimed_items`)."""
    out: set[int] = disclaimed_items(tokens)
    for i, t in enumerate(tokens):
        if i == 0 or tokens[i - 1] not in _CLAUSE_ENDS or not any(tokens[i:i + len(d)] == d for d in _DISCLAIMERS):
            continue
        hi = next((j for j in range(i, len(tokens)) if tokens[j] in SENTENCE_ENDS), len(tokens))
        if not any(tokens[j] == "your" and tokens[j + 1] in _DUTIES for j in range(i, hi - 1)):
            continue
        lo = i - 1
        while lo > 0 and tokens[lo - 1] not in SENTENCE_ENDS:
            lo -= 1
        out.update(range(lo, hi))
    return out


def disclaimed_items(tokens: list[str]) -> set[int]:
    """"the fridge tidy (not your job really) and the plate ...": "not your" and a word of duty right after an item, in
    brackets or after a comma or dash, disclaims that item alone (file 60): from its clause's start to the bracket's end."""
    out: set[int] = set()
    for i in (i for i in range(2, len(tokens) - 2) if tokens[i] == "not" and tokens[i + 1] == "your" and tokens[i + 2] in _DUTIES):
        if tokens[i - 1] in ("(", "-", ","):
            lo = next((j + 1 for j in range(i - 2, -1, -1) if tokens[j] in SENTENCE_ENDS or tokens[j] in _CLAUSE_ENDS), 0)
            out.update(range(lo, next((j + 1 for j in range(i + 3, len(tokens)) if tokens[j] in (")", ",", ".", ";")), len(tokens))))
    return out


_FACT_AUX = {"did", "does", "do", "was", "were", "is", "are", "has", "had"}  # not "could", "can", "will": requests


def _choice_asked(tokens: list[str]) -> set[int]:
    """A question opened by an auxiliary of fact, "or" in it (not "or not?"), and an answer after its "?" telling steps
    in order with "then" (module docstring; "Doesn't matter, both happened before ..." answers no order: kept)."""
    out: set[int] = set()
    lo = 0
    for i, t in enumerate(tokens):
        if t in SENTENCE_ENDS:
            if t == "?" and tokens[lo:lo + 1] and tokens[lo] in _FACT_AUX and "or" in tokens[lo:i] \
                    and tokens[i - 1] != "not" and "then" in tokens[i + 1:]:
                out.update(range(lo, i + 1))
            lo = i + 1
        elif t == ":":  # "Quiz time: was it ...?": a label before the question
            lo = i + 1
    return out
