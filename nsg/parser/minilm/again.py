"""A new step put before a step said again ("slice it, ... Give it a rinse before slicing", "put it in the
bowl, and chill it before it goes in": the second is the kind behind test file 34's misses).

Why apart from :func:`nsg.parser.minilm.compose.groups` (at its length limit): the move is one rule of its
own. Step k-1, new, joined to step k, said again, by "before" in one sentence (not negated, no order
word before it) goes in a group of its own just before the group of the step said first: taken out of
its own one-step group, or out of that step's group where the list joined them ("put it in the bowl,
and chill it before it goes in": the chilling comes before the place).

A place said first, alone in its group ("The tomato goes in the bowl. Wash it, slice it and then plate it."),
and said again after other steps is where the object goes, told before the list: the later mention is the step
(:func:`restated_place`; test file 48).

A last step in a clause of "after" set off by a comma, its subject or its "-ing" said ("put it in the fridge, after
you've washed it.", "..., after washing it.", "..., after you wash it in the sink."), is done before the step said before the comma (:func:`after_clause_last`,
file 38); so is a perfect participle after a comma and "having" ("She sliced the apple, having (first) washed it."); "..., after
slice it" (the learner's "afterwards") is not such a clause.
"""
from __future__ import annotations

from nsg.parser.minilm.closed_classes import data
from nsg.parser.minilm.spans import BOUNDARY, NEGATIONS, Reading, StepCue, state_adjectives


def before_again(tokens: list[str], reading: Reading, k: int) -> bool:
    """Step k-1, new, joined to step k, said again, by "before" in one sentence, not negated, no order word before it."""
    a, b, conns = reading.steps[k - 1], reading.steps[k], reading.connectives
    lo = max([i + 1 for i in range(a.start) if tokens[i] in BOUNDARY] or [0])
    left = reading.steps[k - 2].end if k > 1 else 0
    return any(c.meaning == "before" and a.end <= c.start < b.start for c in conns) and not NEGATIONS & set(tokens[lo:a.start]) \
        and not any(t in BOUNDARY for t in tokens[a.end:b.start]) and not any(
            c.meaning in ("then", "after", "before") and left <= c.start < a.start and tokens[c.start].isalpha() for c in conns)


def put_before(chain: list[list[StepCue]], blocks: dict, where: dict, prev: list[StepCue], again: list[StepCue],
               new: StepCue) -> None:
    """Move ``new`` (in group ``prev``) into a group just before ``again`` (module docstring)."""
    if prev is not again and prev == [new]:
        chain.remove(prev)
        chain.insert(chain.index(again), prev)
    elif prev is again and new in again and len(again) > 1:
        again.remove(new)
        moved = [new]
        chain.insert(chain.index(again), moved)
        blocks[id(moved)] = moved
        where[new.subtask] = id(moved)


def restated_place(chain: list[list[StepCue]], again: list[StepCue], prev: list[StepCue], s: StepCue,
                   tokens: list[str] | None = None) -> bool:
    """Whether ``s``, a place said again, replaces the first mention, said first and alone in its group (module
    docstring); the first group is then taken out of ``chain``. So does a command after a state first said as
    someone's wish ("Nan wants her bread warm. Slice it, toast it and ...", file 41: :func:`wished`), and a verb after a
    state said as a heading with no verb ("Pear cold please. Slice it, then chill it.", file 23: :func:`_heading`)."""
    if prev is again or again != chain[0] or len(again) != 1:
        return False
    if s.subtask != "place":
        headed = tokens is not None and s.form == "verb" and _heading(tokens, again[0])  # "Apple warm please. ... heated"
        if not headed and (tokens is None or s.form != "verb" or not {"it", "them", "em"} & set(tokens[s.start + 1:s.end + 1])
                           or not wished(tokens, again[0])):
            return False  # the later one a command on "it" ("heat it", "hand it to her"; "chill 'em", file 61)
        chain.remove(again)
        return True
    if s.receptacle is None:
        s.receptacle = again[0].receptacle
    chain.remove(again)
    return True


_WISH_VERBS = {"wants", "want", "likes", "like", "prefers", "prefer", "needs", "need"}


def wished(tokens: list[str], x: StepCue) -> bool:
    """A state word (no verb), or a hand after "in", in a sentence whose verb before it is one of wanting ("Nan wants her
    bread warm.", "What I need in my hand when she arrives: ...")."""
    lo = max([i + 1 for i in range(x.start) if tokens[i] in BOUNDARY] or [0])
    said = tokens[x.start] in state_adjectives() and tokens[x.start - 1] != "to" or x.subtask == "pick" and tokens[x.start] == "in"
    hi = next((i for i in range(x.end, len(tokens)) if tokens[i] in BOUNDARY or tokens[i] == ":"), len(tokens))
    alone = not any(t in state_adjectives() or t.endswith("ed") and t not in _WISH_VERBS
                    for t in tokens[lo:x.start] + tokens[x.end:hi])  # "likes the egg cooked and then cold": its own order
    return said and alone and not _WISH_VERBS.isdisjoint(tokens[lo:x.start])  # "What I need in my hand ...: ..."


_SOFT = {"please", "pls", "plz", "thanks", "ta", "x", "not"}
_COPULAS = {"is", "are", "was", "were", "be", "stays", "looks", "feels", "seems", "gets"}


def _heading(tokens: list[str], x: StepCue) -> bool:
    """"Pear cold please.", "my toast hot not cold pls.": a sentence of a name of at most three words, its state word
    (no verb) and only softeners or a state refused with "not" after it: the end wanted, told before the steps."""
    lo = max([i + 1 for i in range(x.start) if tokens[i] in BOUNDARY] or [0])
    hi = next((i for i in range(x.end, len(tokens)) if tokens[i] in BOUNDARY or tokens[i] == ":"), len(tokens))
    before, after = tokens[lo:x.start], tokens[x.end:hi]
    return x.end - x.start == 1 and tokens[x.start] in state_adjectives() and 1 <= len(before) <= 3 \
        and all(t.isalpha() and t not in state_adjectives() and t not in _COPULAS for t in before) \
        and all(t in _SOFT or t in state_adjectives() and tokens[i - 1] == "not" for i, t in enumerate(after, x.end))


def after_front(chain: list[list[StepCue]], prev: list[StepCue], unchained: bool) -> int:
    """Where a new group goes in ``chain``: last, but right after the group said "first" (``prev``, moved to the
    front) when the step is joined to it in order ("a cup handed to me, the cup rinsed first and then chilled", file
    50: not ``unchained``) and only the end, a place or a hand-over said before as the goal, follows that group."""
    at = next((i for i, b in enumerate(chain) if b is prev), len(chain) - 1) + 1
    ends = [s.subtask for b in chain[at:] for s in b]
    return at if not unchained and ends and all(e in ("place", "pick") for e in ends) else len(chain)


_NOT_WHERE = frozenset({"and", "then", "or", "but", "so", "before", "after", "once", "when", "until", "till", "if", "while"})
_AFTER_SUBJECTS = {"you", "you've", "you're", "i", "i've", "i'm", "we", "we've", "we're", "they", "they've", "they're",
                   "he", "he's", "she", "she's", "someone", "someone's", "somebody", "somebody's", "it", "it's"}


def _where_done_ends(tokens: list[str], i: int) -> bool:
    """Words from ``i`` that only say where or with what the step is done, up to the end of the sentence ("in the
    sink.", "under the cold tap.", "with soap."): a short phrase of words, no comma or joining word in it."""
    d = data()
    if i >= len(tokens) or tokens[i] not in d["receptacle_preps"] and tokens[i] not in d["tool_preps"]:
        return False
    for j in range(i + 1, min(len(tokens), i + 6) + 1):
        if j == len(tokens) or tokens[j] in BOUNDARY:
            return True
        if not tokens[j].isalpha() or tokens[j] in _NOT_WHERE:
            return False
    return False


def after_clause_last(tokens: list[str], s: StepCue) -> bool:
    """The last step ``s`` said in a clause opened by a comma and "after" (its subject or its "-ing" right after "after")
    that ends its sentence (module docstring)."""
    i = s.start - 1
    while i > 0 and tokens[i] in ("has", "have", "had", "been", "is", "was", "just", "already", "properly"):
        i -= 1
    said = tokens[i] in _AFTER_SUBJECTS or tokens[i].endswith("'s") and tokens[i][:-2].isalpha()
    k = i - 1 if said else s.start - 1
    ends = s.end >= len(tokens) or tokens[s.end] in BOUNDARY or tokens[s.end:s.end + 2] in (["it", "."], ["them", "."], ["it", "!"]) \
        or _where_done_ends(tokens, s.end + (tokens[s.end] in ("it", "them")))
    while not said and k > 1 and tokens[k] in ("first", "been") and tokens[k - 1] in ("having", "first"):
        k -= 1  # ", having first washed it.", ", having been rinsed."
    return k > 0 and tokens[k - 1] == "," and ends and (tokens[k] == "after" and (said or tokens[s.start].endswith("ing"))
                                                       or tokens[k] == "having" and not said)  # ", having rinsed it."


def after_then(tokens: list[str], steps: list[StepCue], k: int) -> bool:
    """"Warm the cups, after a rinse in the sink, then line them up" (file 20): a comma and "after" right before
    step ``k`` (its "-ing", or its noun after "a" / "an"), said after an earlier step of its sentence, and a comma and
    "then" before the next step: the clause belongs to the step before it (that step comes after), not a prefix."""
    if k + 1 >= len(steps):
        return False
    s, nxt = steps[k], steps[k + 1]
    i = s.start - 1 - (tokens[s.start - 1] in ("a", "an", "another"))
    if k == 0 or i < 2 or tokens[i] != "after" or tokens[i - 1] != "," or steps[k - 1].end > i - 1:
        return False
    if i < s.start - 1 and tokens[s.start].endswith(("ed", "ing")) or tokens[s.start - 1] == "after" and not tokens[s.start].endswith("ing"):
        return False
    gap = tokens[s.end:nxt.start]
    return any(gap[x:x + 2] == [",", "then"] for x in range(len(gap) - 1)) and not any(t in BOUNDARY for t in gap) \
        and not any(t in BOUNDARY for t in tokens[steps[k - 1].end:i])
