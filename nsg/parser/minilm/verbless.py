"""A state said without a verb in a list framed by its container ("a plate of potato, rinsed at the sink,
fridge-cold", "the egg on the counter, cut up, cold from the fridge", "a bowl of bread, in slices, warm from
the microwave"): the state's own adjective ("cold from the fridge"), a device's compound ("fridge-cold") or a
form of pieces ("in slices"), the kind behind test file 12's second reading.

Why apart from :func:`nsg.parser.minilm.late._participle` (its module at its length limit): a past participle
there may be a verb told in order ("rinsed it, then ..."); a bare state word is never told, so in a list framed
by a container it joins the list's one group like a participle (no order word: the place is still last).
:func:`stationed`: a log's participles with their stations in parentheses, in a sentence ordered by "then"
("rinsed (sink), chilled (fridge), then sliced"), are a list told in order, no adjectives of the noun.
:func:`listed_state`: after a copula, the list's later state word right after its comma ("is sliced, warm") or a
noun of pieces after "in" ("is in neat slices now, warm ..."), a state like the participles (test file 57);
:func:`bare_state`: a state word alone between commas right after the noun an attribute opens ("a clean mug, steaming
hot, on the counter", file 69's judges): one more state of that noun, like a participle there, no step told after it;
:func:`timed_nows`: "now" right after such a state and before its comma says when the state holds, no "then".
:func:`commanded_after`: a verb with its object right after a one-participle prefix clause ("Once chilled, cut the tomato")
is the main clause's command, though "cut" is a participle too.
"""
from __future__ import annotations

from nsg.parser.minilm.spans import TIME_OPENERS, Connective, Reading, StepCue, compound_adjectives, data, state_adjectives


def verbless(tokens: list[str], s: StepCue) -> bool:
    """Whether step ``s`` is said by a state word of its sub-task, no verb (module docstring)."""
    said = " ".join(tokens[s.start:s.end])
    return tokens[s.start] in state_adjectives() or said in compound_adjectives() \
        or said in data()["steps"][s.subtask].get("adjectives", ())


def stationed(tokens: list[str], i: int) -> bool:
    """A participle's station in parentheses at ``i`` in a sentence ordered by "then" ("tomato rinsed (sink), chilled
    (fridge), then sliced", test file 12): a list told in order, no adjective of the noun (without "then", "washed
    (sink), sliced" stays one group of end states)."""
    if tokens[i:i + 1] != ["("]:
        return False
    end = next((j for j in range(i, len(tokens)) if tokens[j] in (".", "!", "?", ";")), len(tokens))
    return "then" in tokens[i:end]


def listed_state(tokens: list[str], s: StepCue) -> bool:
    """A state's adjective right after a comma of a list, or a noun of pieces after "in" ("in slices", "in thin
    slices"): a state said without a verb (module docstring); late's copula frame decides the rest."""
    w = tokens[s.start]
    if s.start == 0 or not (tokens[s.start - 1] == "," and w in state_adjectives()
                            or w in data()["result_nouns"] and "in" in tokens[max(0, s.start - 2):s.start]
                            or w == "in" and verbless(tokens, s)):  # "in small pieces": the table's phrase
        return False
    i = s.start - 1
    while i > 0 and tokens[i - 1] not in (".", "!", "?", ";", ":"):
        i -= 1
    return not _FRAMED & set(tokens[i:s.start])  # "Make the apple, which was sliced, cold.": the made state, a step after


_FRAMED = {"which", "that", "who", "make", "makes", "made", "get", "gets", "got", "keep", "keeps", "kept", "to"}


def timed_nows(tokens: list[str], reading: Reading) -> dict[int, Connective]:
    """The "now"s right after a step and before a comma ("the tomato is sliced now, warm, ..."), by where they start."""
    ends = {s.end for s in reading.steps}
    return {c.start: c for c in reading.connectives if c.start in ends and tokens[c.start:c.end] == ["now"]
            and tokens[c.end:c.end + 1] == [","]}


_BARE_ENDS = {",", ".", "!", "?", ";", "-", "and"}


def bare_state(tokens: list[str], s: StepCue) -> bool:
    """A state said by its word alone right after a comma, its clause closed after it ("a clean mug, hot, on the
    counter"; not "a clean mug, warm it up"): :func:`nsg.parser.minilm.compose._adjectives` joins it to the attribute."""
    return s.start > 0 and tokens[s.start - 1] == "," and (s.end >= len(tokens) or tokens[s.end] in _BARE_ENDS) \
        and not tokens[s.start].endswith("ed") and verbless(tokens, s)


def commanded_after(tokens: list[str], left: StepCue, right: StepCue) -> bool:
    """"Once chilled, cut the tomato and ...", "When toasted, cut the bread ..." (file 71's printed forms): a prefix clause of
    one participle ("once" / "when" and the participle, then its comma), then a verb with its object ("cut the tomato"):
    the command of the main clause, no participle of a list joined to the clause's state ("cut" is both)."""
    return left.start > 0 and tokens[left.start - 1] in TIME_OPENERS and tokens[left.end:left.end + 1] == [","] \
        and right.start == left.end + 1 and right.end < len(tokens) and tokens[right.end] in data()["determiners"] + data()["object_pronouns"]
