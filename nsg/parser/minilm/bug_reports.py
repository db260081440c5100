"""A bug report's sections of what went wrong (the kind behind test file 46's misses, read a second time:
QA engineers' reports on what a robot did and should have done).

A report says what the robot did wrong and what it should have done; the task is the second:

- a section labelled as what was seen ("Actual: it chilled the mug and left it in the sink.", "Observed:
  ...", "Does: rinses it, puts it on the counter."), opening its sentence, in a text that also has a label
  of what was wanted ("Expected:", "Should:"): from the label to the next sentence that opens another label
  or to the end: what happened, no step nor place ("Observed: a mug is rinsed ..." alone is the task, as
  EgoTV's hypotheses say it);
- a label of the right behaviour opening a sentence after a report ("The robot chilled the mug.
  Correct behaviour: wash it, hand it over.", "Should be: ..."): what is said before it is the report,
  no step nor place, when the label's own section holds words after it; so is a worksheet's right version after the
  wrong one ("Correct the mistake: '...' Correct version: wash it, then ...", "Model answer: ...", file 75).

- what a label, script or task card claims, set against what was seen (test file 57, read a second time: "even
  though the task card says chill", "The caption says he dries the mug, but he only rinses it", "Label had it on the
  shelf; fix that."): a document's noun right before a verb of saying or having, its clause opened by "though" /
  "although" / "whereas", ended by "but" / "yet", or followed by a clause opened by a word of wrongness ("Wrong
  object.", "fix"): the claim corrected, no step nor place (:func:`claims_contradicted`; "The card says wash it."
  alone, or "Label said '...' and the video matched", is the task). When the word of wrongness is said of the object
  ("Wrong object.", "wrong item", ``wrong_object_nouns`` in connectives.json), a thing named in the claim is no target
  either when a later sentence names another (:func:`wrong_object`, read by
  :func:`nsg.parser.minilm.passed_over.passed_over`; file 57, read a fourth time).
- a step's word in quotes right after a verb of editing ("add 'chill' before the shelf", "remove \"heat\""): a word of
  the label being edited, no step (:func:`edited_words`; what the edit yields is said on its own, "So it is ...").

- what the robot did, told after what someone asked ("User asked for the tomato to be cut up and chilled; robot cut it
  and left it on the counter warm", test file 46): a sentence (or a half after ";") opened by the robot (``robot_agents``,
  connectives.json) and a past-tense verb ("Robot skipped the cooling step."), in a text with a word of a request reported (``requests_reported``): no step nor
  place (:func:`robot_did`; "... the robot should chill it" is no report).

Its positions join those of :func:`nsg.parser.minilm.anecdotes.remarked` (neither steps nor places).
A plain "Expected:" or "Goal:" line is an end state (``end_state`` in the connectives table), not read here.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.spans import SENTENCE_STOPS, data

_SEEN = (("actual",), ("actually", "happened"), ("actual", "behaviour"), ("actual", "behavior"), ("actual", "result"),
         ("actual", "results"), ("observed",), ("observed", "behaviour"), ("observed", "behavior"), ("does",), ("did",),
         ("what", "happened"), ("what", "it", "did"), ("what", "it", "does"))
_RIGHT = (("correct", "behaviour"), ("correct", "behavior"), ("expected", "behaviour"), ("expected", "behavior"),
          ("should", "be"), ("should",), ("correct", "result"), ("desired", "behaviour"), ("desired", "behavior"),
          ("correct", "version"), ("corrected", "version"), ("correct", "sentence"), ("corrected", "sentence"),
          ("right", "version"), ("model", "answer"))  # a worksheet's "Correct the mistake: '...'. Correct version: ..." (file 75)
_QUOTES = {"'", '"', "”", "’"}
_WANTED = _RIGHT + (("expected",), ("expected", "result"), ("expected", "results"))  # the other half of a report
_FIRST = {p[0] for p in _SEEN + _WANTED}


def _label(tokens: list[str], i: int, labels: tuple[tuple[str, ...], ...]) -> int:
    """Words of a label of ``labels`` opening a sentence at ``i`` and closed by ":" (0: none)."""
    j = i - 1 - (i > 1 and tokens[i - 1] in _QUOTES)  # "... in the fridge.' Correct behaviour: ..."
    if i and tokens[j] not in SENTENCE_STOPS and tokens[j] != ":":
        return 0
    return next((len(p) + 1 for p in labels if tuple(tokens[i:i + len(p)]) == p
                 and tokens[i + len(p):i + len(p) + 1] == [":"]), 0)


_PAST = {"cut", "left", "put", "set", "did", "only", "just", "never", "instead"}


def robot_did(tokens: list[str]) -> set[int]:
    """Positions of what the robot did, told after a request reported (module docstring)."""
    d = data()
    asked = next((i for i, t in enumerate(tokens) if t in d["requests_reported"]), -1)
    if asked < 0 or not any(t in d["robot_agents"] for t in tokens):
        return set()
    out: set[int] = set()
    for i in range(len(tokens) - 1):
        j = i + (tokens[i] in ("the", "but", "and"))
        j += tokens[j] == "the"
        if (i == 0 or tokens[i - 1] in SENTENCE_STOPS) and j + 1 < len(tokens) and tokens[j] in d["robot_agents"] \
                and (tokens[j + 1].endswith("ed") or tokens[j + 1] in _PAST):
            end = next((k for k in range(j, len(tokens)) if tokens[k] in SENTENCE_STOPS), len(tokens))
            out.update(range(i, end))
    return out


def _opens_label(tokens: list[str], i: int) -> bool:
    """A sentence opened at ``i`` by a short label ("Expected:", "Fix:", "Steps to reproduce:")."""
    return ":" in tokens[i:i + 4]


def reported_wrong(tokens: list[str]) -> set[int]:
    """Positions of a bug report's sections of what went wrong (module docstring)."""
    if ":" not in tokens or _FIRST.isdisjoint(tokens):
        return set()
    out: set[int] = set()
    contrasted = any(_label(tokens, i, _WANTED) for i, t in enumerate(tokens) if t in _FIRST)
    for i, t in enumerate(tokens):
        if t not in _FIRST:
            continue
        if contrasted and (n := _label(tokens, i, _SEEN)):
            end = next((j for j in range(i + n, len(tokens)) if tokens[j] in SENTENCE_STOPS
                        and _opens_label(tokens, j + 1)), len(tokens))
            out.update(range(i, end))
        elif (n := _label(tokens, i, _RIGHT)) and i and i + n < len(tokens) and tokens[i + n] not in SENTENCE_STOPS:
            out.update(range(0, i))
    return out


_DOCUMENTS = {"label", "labels", "script", "card", "brief", "caption", "captions", "annotation", "description", "storyboard",
              "transcript", "tag", "ticket", "blurb"}
_CLAIM_VERBS = {"says", "said", "say", "had", "has", "have", "reads", "read", "claims", "claimed", "lists", "listed", "shows",
                "showed", "wants", "wanted", "calls", "called"}
_CONCESSIVE = {"though", "although", "whereas"}
_WRONG = {"wrong", "incorrect", "fix", "mislabelled", "mislabeled", "inaccurate", "false"}


def claims_contradicted(tokens: list[str]) -> set[int]:
    """Positions of a document's claim set against what was seen (module docstring)."""
    if _DOCUMENTS.isdisjoint(tokens):
        return set()
    out: set[int] = set()
    for i in range(len(tokens) - 1):
        if tokens[i] not in _DOCUMENTS or tokens[i + 1] not in _CLAIM_VERBS:
            continue
        lo = i
        while lo > 0 and lo > i - 3 and tokens[lo - 1] not in SENTENCE_STOPS | {",", ":"} | _CONCESSIVE:
            lo -= 1  # "the task card", "the label"
        hi = next((j for j in range(i + 2, len(tokens)) if tokens[j] in SENTENCE_STOPS or tokens[j] in ("but", "yet")), len(tokens))
        after = hi + 1 + (hi + 1 < len(tokens) and tokens[hi + 1] in ("that's", "it's", "is", "was"))
        if lo > 0 and tokens[lo - 1] in _CONCESSIVE or hi < len(tokens) and tokens[hi] in ("but", "yet") \
                or hi + 1 < len(tokens) and tokens[hi + 1] in ("but", "yet") or after < len(tokens) and tokens[after] in _WRONG:
            out.update(range(lo, hi))
    return out


_EDITS = {"add", "adds", "added", "insert", "inserts", "inserted", "remove", "removes", "removed", "delete", "deletes",
          "deleted", "drop", "change", "changed", "replace", "replaced", "swap", "swapped", "rename", "renamed", "cross", "strike"}
_OPEN_QUOTES = {"'", '"', "‘", "“"}


def edited_words(tokens: list[str]) -> set[int]:
    """Positions of the words in quotes right after a verb of editing (module docstring)."""
    out: set[int] = set()
    for i in range(len(tokens) - 2):
        if tokens[i] in _EDITS and tokens[i + 1] in _OPEN_QUOTES:
            end = next((j for j in range(i + 2, min(len(tokens), i + 8)) if tokens[j] in _QUOTES | _OPEN_QUOTES), None)
            if end is not None:
                out.update(range(i, end + 1))
    return out


def wrong_object(tokens: list[str], m: Mention) -> bool:
    """A thing named in a claim corrected by "wrong object" (module docstring)."""
    if _WRONG.isdisjoint(tokens):
        return False
    nouns = set(data()["wrong_object_nouns"])
    if not any(t in _WRONG and tokens[i + 1:i + 2] and tokens[i + 1] in nouns for i, t in enumerate(tokens)):
        return False
    return m.start in claims_contradicted(tokens)
