"""The grammar: ordered groups of steps from step mentions and the connectives between them.

Why deterministic: the meaning of an order word is fixed English ("A after B": B first; "before
that, B": B first; "in any order": one group), so once the steps and connectives are read off the
text (:mod:`nsg.parser.minilm.cues`, lexicon ``data/connectives.json``), composing them is a small set of
rules that holds for any phrasing that uses those words, including families the learned head
never saw. The rules, in the order they apply:

1. Each gap between two consecutive step mentions gets a relation from its connectives: ``PAR`` (one group: "and",
   "as well as"), ``SEQ`` (the right step later: "then", a sentence boundary, infix "before"), ``REV`` (the right step
   earlier: infix "after"/"once"/"until", "before that", a relative clause), or ``COMMA``, resolved by the list it is in
   ("A, B and C" is a group, "A, B, then C" a sequence, and so is a recipe of commands ending in a place: "wash it, cut
   it and put it on the plate", :mod:`nsg.parser.minilm.chained`). Nothing between two steps is ``SEQ``.
2. Words after a step and before the next separator are about that step: "wash it first" puts it
   before everything said so far, "wash it beforehand" before the step just said, "slice it
   afterwards" after it, "... at the end" after everything.
3. A prefix clause ("after washing and slicing it, ...", "before heating it, ...") is one group;
   the gap that closes it orders it before (``after``) or after (``before``) the main clause.
4. "in any order" / "in that order" turn the joins of their list into ``PAR`` / ``SEQ``.
5. Adjectives of the target come before the verb whose noun phrase holds them ("put the hot apple
   on the plate"); participles right after the noun ("an apple sliced and cooled") join them; "a
   slice of" joins the step it goes with.
6. A place said last in a list joined by "and" / commas ("wash it and put it in the cabinet",
   "... heated and placed in a bowl", "a clean apple in a bowl") is the last of its group: every
   reader reads it so, where an object ends up is the end state (EgoTV's hypotheses read so), and
   the description generator never says a place last in an unordered group. Where the text frees the order of the place in
   words ("put it away and wash it, in any order") the group stays one; a place said first or mid-list stays in its group.

The groups are then built left to right: ``PAR`` joins the previous step's group, ``SEQ`` opens a
group at the end, ``REV`` inserts a group just before the previous step's group; a sub-task said
twice ("heat it ... once it is hot") is one step.
"""
from __future__ import annotations

from nsg.parser.minilm.again import after_clause_last, after_front, after_then, before_again, put_before, restated_place
from nsg.parser.minilm.attributes import described, predicative, said_from
from nsg.parser.minilm.chained import chained
from nsg.parser.minilm.counted import listed_between
from nsg.parser.minilm.ends import last_steps
from nsg.parser.minilm.firsts import either_first, shared_first
from nsg.parser.minilm.late import adjust
from nsg.parser.minilm.moves import fetched_first
from nsg.parser.minilm.narrated import IRREGULAR, narrated, polysyndeton
from nsg.parser.minilm.scopes import apply_scopes, in_prefix, main_clause_opens
from nsg.parser.minilm.stayed_there import means_then_stay
from nsg.parser.minilm.uses import kept_there, put_there_to
from nsg.parser.minilm.verbless import bare_state, commanded_after, stationed
from nsg.parser.minilm.spans import BOUNDARY, COMMA, PAR, REV, SEQ, Connective, Reading, StepCue, data, parenthesised

_TRAILING = {"first", "earlier", "last", "later"}
_TRAILING_THEN = {("second",), ("secondly",), ("third",), ("afterwards",), ("afterward",), ("after", "that"), ("later",), ("next",), ("when", "done"),
                  ("when", "you're", "done"), ("when", "you", "are", "done"), ("once", "done"), ("when", "finished"),
                  ("once", "finished"), ("after", "this")}
_ENDS = (["."], ["!"], ["?"])  # "cut it up after. Then in the bowl.": the sentence ends the connective


def _gap(tokens: list[str], conns: list[Connective], lo: int, hi: int) -> tuple[list[Connective], list[Connective], bool]:
    """(trailing connectives of the left step, leading connectives of the right step, comma in the lead)."""
    gap = tokens[lo:hi]
    # "(honestly I've done it both ways and ...) before it goes": not the join
    aside = parenthesised(tokens, lo, hi) if "(" in gap else set()
    inside = [c for c in conns if lo <= c.start and c.end <= hi and c.start not in aside]
    markers = {c.start for c in inside if c.meaning in ("any_order", "in_order")}
    commas = [i for i, t in enumerate(gap, lo) if t == "," and i + 1 not in markers] if "," in gap else []  # in text order
    trailing, leading, seen_sep = [], [], False
    for c in inside:
        words = tuple(tokens[c.start:c.end])
        before_comma = not commas or commas[0] >= c.start
        dangling = hi == len(tokens) and not any(t.isalpha() for t in tokens[c.end:hi]) or tokens[c.end:c.end + 1] in _ENDS \
            or hi == len(tokens) and tokens[c.end:c.end + 1] == [","] \
            or tokens[c.end:c.end + 2] in (["-", "then"], [",", "then"])  # "before that.", "after. Bowl.", "wash it after, ...", "after - then"
        if dangling and lo > 0 and words == ("not", "before") and tokens[c.start - 1:c.start] == [","]:
            continue  # "sliced after it's chilled, not before.": the order said again, no join (test file 48)
        if c.meaning == "start" and dangling and lo > 0 and not seen_sep and before_comma:
            c = Connective("first", c.start, c.end)  # "Rinse it first of all, mind.": said after its step, a trailing "first"
        if not seen_sep and before_comma and (c.meaning in _TRAILING or words in _TRAILING_THEN
                                              or c.meaning in ("before_that", "after") and dangling):
            trailing.append(c)
        elif c.meaning in ("aux", "start") and not leading:
            leading.append(c)
        else:
            seen_sep = True
            leading.append(c)
    lead_comma = bool(commas) and commas[-1] >= (trailing[-1].end if trailing else lo)
    return trailing, leading, lead_comma


def _relation(leading: list[Connective], comma: bool, tokens: list[str]) -> tuple[str, str | None]:
    """(relation of the gap, prefix kind opened by the gap: "after" / "before" / None)."""
    meanings = [c.meaning for c in leading]
    if "before_that" in meanings or "relative" in meanings and not {"and", "then"} & set(meanings[meanings.index("relative"):]):
        return REV, None
    for n, m in enumerate(meanings):
        if m in ("after", "before"):
            separated = (comma or any(x in ("then", "and") for x in meanings[:n])) and tokens[leading[n].start - 1] not in ("both", "all", "each")  # "but both before": infix (76)
            if separated:
                base = SEQ if any(x == "then" for x in meanings[:n]) else (COMMA if comma else PAR)
                return base, m
            return (REV if m == "after" else SEQ), None
    if "then" in meanings or "later" in meanings or "last" in meanings:
        return SEQ, None
    if "and" in meanings:
        return PAR, None
    return (COMMA if comma else SEQ), None


def _form(tokens: list[str], s: StepCue) -> str:
    """"ing", "ed" (participles, "made hot", "to cool" inside a clause) or the word itself."""
    w = tokens[s.start]
    if s.start > 0 and tokens[s.start - 1] in ("made", "got", "gotten", "been", "get"):
        return "ed"
    if w.endswith("ing"):
        return "ing"
    return "ed" if w.endswith("ed") or w in IRREGULAR else w


def relations(tokens: list[str], reading: Reading) -> tuple[list[str], set[int], set[int], set[int]]:
    """Relation of each gap (``rel[k]`` joins step k-1 and step k; ``rel[0]`` unused), the steps that
    go first (trailing "first"), last (trailing "at the end"), and the gaps an "in any order" made."""
    steps, conns = reading.steps, reading.connectives
    n = len(steps)
    rel, prefix = [SEQ] * n, [None] * n
    front, final, free = set(), set(), set()
    bounds = [0] + [s.end for s in steps]
    for k in range(n + 1):
        lo = bounds[k]
        hi = steps[k].start if k < n else len(tokens)
        trailing, leading, comma = _gap(tokens, conns, lo, hi)
        if k > 0:
            for c in trailing:
                words = tuple(tokens[c.start:c.end])
                if c.meaning == "first" and not either_first(tokens, steps, k - 1):  # not "wash it or cut it first"
                    front.add(shared_first(tokens, steps, k - 1))  # "wash and chill it first": the group's head
                elif c.meaning in ("earlier", "before_that") and k - 1 > 0:  # "chill it before that"
                    rel[k - 1] = REV
                elif c.meaning == "last" and _acts(tokens, steps[k - 1]) and not (steps[k:] and all(
                        x.subtask in ("place", "pick") for x in steps[k:])):  # "rinse it at the end and leave it on the shelf" (file 62)
                    final.add(k - 1)  # "put it away at the end"; "clean at the end" is a state
                elif (words in _TRAILING_THEN or c.meaning in ("later", "after")) and k - 1 > 0:
                    rel[k - 1] = SEQ
        if k == n:
            break
        if k == 0:  # "Before I go: warm it, then ...": a prefix clause closed before the first step holds none
            kinds = [c.meaning for c in leading if c.meaning in ("after", "before")
                     and not any(t in BOUNDARY or t == "," for t in tokens[c.end:hi])]
            prefix[0] = kinds[0] if kinds else None
            continue
        rel[k], prefix[k] = _relation(leading, comma, tokens)
        if any(c.meaning == "first" and tokens[c.start] == "before" for c in leading):
            front.add(k)  # "... Before either, it was rinsed.": before every step said so far
        _adjectives(tokens, steps, rel, k, leading)
    _close_prefixes(tokens, steps, rel, prefix)
    apply_scopes(tokens, reading, rel, free)
    adjust(tokens, reading, rel, front, final, free)  # free order in words, EgoTV lists, end states
    last_steps(tokens, reading, rel, final)  # held to the end, states on the way to a place
    for k in range(1, n):
        if rel[k] == COMMA:
            j = next((j for j in range(k + 1, n) if rel[j] != COMMA), None)
            nxt = rel[j] if j is not None else SEQ
            if nxt == PAR and j not in free and ((_oxford(tokens, reading, j) or narrated(tokens, reading, k - 1, j)
                                                  or chained(tokens, reading, k - 1, j, free))
                                                 and any(_acts(tokens, steps[x]) and steps[x].form != "implicit" and not _resting(tokens, steps[x])
                                                         for x in range(k - 1, j + 1)) or chained(tokens, reading, k - 1, j, free)):
                rel[j] = nxt = SEQ  # "chop it, cool it, and put it away", "I washed it, sliced it and ...": in order
            rel[k] = PAR if nxt == PAR else SEQ
    for k in range(2, n):  # "wash it and cut it and hand it to her" (test file 60): "and" each time, a recipe as with commas
        if rel[k - 1] == rel[k] == PAR and not {k - 1, k} & free and all(_and_only(tokens[steps[x - 1].end:steps[x].start], x == k) for x in (k - 1, k)) \
                and (k == 2 or rel[k - 2] != PAR) and chained(tokens, reading, k - 2, k, free):
            rel[k - 1] = rel[k] = SEQ
    polysyndeton(tokens, reading, rel, free)  # "I washed it in the sink, and sliced it, and set it in the fridge"
    for k in range(1, n):  # "heat it, then wash it, and slice it": ", and" ends a sequence; "get it, wash it, and ..."
        if rel[k] == PAR and k not in free and _oxford(tokens, reading, k) and (  # "wash it, dry it, and ...": listed
                listed_between(tokens, reading.steps[k - 1].end, reading.steps[k].start) or _sequence_before(tokens, reading, rel, k) or fetched_first(tokens, reading.steps, k - 1)):
            rel[k] = SEQ
    return rel, front, final, free


def _and_only(between: list[str], last: bool = False) -> bool:  # the last may be ", and" ("..., and give it her", file 55)
    return between.count("and") == 1 and not any(t in BOUNDARY or t == "then" for t in between) and (between.count(",") == 0 or last and between.count(",") == 1 and between[between.index(",") + 1:][:1] == ["and"])


def _acts(tokens: list[str], s: StepCue) -> bool:
    """A verb with its object ("wash it", "put the apple ...", "slices me" said by the object of
    itself), or a place: an action, not a state."""
    nxt = tokens[s.end] if s.end < len(tokens) else ""
    return s.subtask == "place" or s.form == "verb" and (nxt in data()["object_pronouns"] or nxt == "me")


def _sequence_before(tokens: list[str], reading: Reading, rel: list[str], k: int) -> bool:
    """Whether an earlier join of the same sentence is an order word."""
    for j in range(k - 1, 0, -1):
        if any(t in BOUNDARY for t in tokens[reading.steps[j - 1].end:reading.steps[j].start]):
            return rel[j] == SEQ and any(c.meaning == "then" and reading.steps[j - 1].end <= c.start < reading.steps[j].start
                                         for c in reading.connectives if tokens[c.start] not in BOUNDARY)
        if rel[j] == SEQ:
            return True
    return False


def _resting(tokens: list[str], s: StepCue) -> bool:
    """"rinsed, chilled, and sitting on the shelf" (test file 49): a place said by an "-ing" form with no object after it,
    an end state like the others of its list, no action ("..., and put it away" acts; "..., and placed in a bowl" stays as it was)."""
    return s.subtask == "place" and tokens[s.start].endswith("ing") and tokens[s.end:s.end + 1] not in (["it"], ["them"])


def _oxford(tokens: list[str], reading: Reading, j: int) -> bool:
    """The gap closing a comma list is a bare ", and" (not "and also", "as well as"; nor the "and" of "nice and cold")."""
    gap = [t for t in tokens[reading.steps[j - 1].end:said_from(tokens, reading.steps[j])] if t in (",", "and", "also", "as")]
    return gap[-2:] == [",", "and"] and "also" not in gap and "as" not in gap


def _adjectives(tokens: list[str], steps: list[StepCue], rel: list[str], k: int, leading: list[Connective]) -> None:
    left, right = steps[k - 1], steps[k]
    if any(s.form == "noun" and not _step_noun(tokens, s) for s in (left, right)):
        return  # stops of a round of stations are joined by their words alone
    real = [c for c in leading if c.meaning not in ("aux", "start")]
    if right.form in ("adj", "noun") and left.form in ("adj", "noun"):
        if not any(c.meaning in ("then", "after", "before", "before_that", "later") for c in real):
            rel[k] = PAR
    elif right.form in ("adj", "noun") and left.form not in ("adj", "noun") and not real and not predicative(tokens, right):
        rel[k] = REV  # "put the hot apple ...": the state comes before the verb on its noun phrase
    elif left.form == "noun" and not any(c.meaning in ("then", "after", "before", "before_that") for c in real):
        rel[k] = PAR  # "a slice of apple is placed ...": slicing goes with the step it is said with
    elif left.form == "adj" and not real and not any(c.meaning == "aux" for c in leading) \
            and (_form(tokens, right) == "ed" and not commanded_after(tokens, left, right) or bare_state(tokens, right)) and tokens[left.end] not in data()["receptacle_preps"] and not stationed(tokens, left.end):
        rel[k] = PAR  # "a sliced apple, cooled in a fridge": a participle right after the noun ("mug rinsed at the sink, ...", "rinsed (sink), ..., then": a list)


def _step_noun(tokens: list[str], s: StepCue) -> bool:
    """A noun of the step table ("a slice of"), not a stop of a round of stations ("plate to the
    sink, plate to the microwave, then ...": a comma list like any other)."""
    return " ".join(tokens[s.start:s.end]) in data()["steps"][s.subtask].get("nouns", ())


def _close_prefixes(tokens: list[str], steps: list[StepCue], rel: list[str], prefix: list[str | None]) -> None:
    """A prefix clause runs over ``PAR`` joins and list commas between steps of one form
    ("after washing, slicing and chilling it"); the gap after it gets SEQ (after) or REV (before)."""
    n = len(steps)
    for k, kind in enumerate(prefix):
        if kind is None:
            continue
        j = k + 1
        while j < n and prefix[j] is None and (
                rel[j] == PAR or rel[j] == COMMA and _form(tokens, steps[j]) == _form(tokens, steps[j - 1])
                and not _acts(tokens, steps[j]) and any(rel[x] in (PAR, COMMA) for x in range(j + 1, min(n, j + 2))) and not main_clause_opens(tokens, steps[j - 1], steps[j])):
            j += 1
        if j < n or kind == "after" and k == n - 1 and (rel[k] == PAR and _form(tokens, steps[k]) == "ed" or after_clause_last(tokens, steps[k])):  # "... and signed in
            rel[j if j < n else k] = (SEQ if kind == "after" else REV) if j < n else REV  # after it is washed" (65): no step after
            rel[k] = REV if kind == "after" and j == k + 1 and after_then(tokens, steps, k) else rel[k]  # ", after a rinse, then"


def groups(tokens: list[str], reading: Reading) -> list[list[StepCue]]:
    """The ordered groups of distinct sub-tasks (see the module docstring)."""
    steps = reading.steps
    if not steps:
        return []
    rel, front, final, free = relations(tokens, reading)
    for k in described(tokens, reading):  # "a bowl of chopped lettuce that's been rinsed": two states, one group
        rel[k] = PAR
        free.add(k)
    said_in = _relative_clauses(tokens, reading)
    clause = {k for k in said_in - free if not (k - 1 in said_in and k - 1 in free)}  # in an end state or a freed list (and after it: file 48) the clause orders nothing
    anchor: list[StepCue] | None = None
    chain: list[list[StepCue]] = []
    where: dict[str, int] = {}  # sub-task -> its group object id
    blocks: dict[int, list[StepCue]] = {}
    prev: list[StepCue] | None = None
    for k, s in enumerate(steps):
        if s.subtask in where and restated_place(chain, blocks[where[s.subtask]], prev, s, tokens):
            del where[s.subtask]  # "The tomato goes in the bowl. Wash it, ... and put it in the bowl.": the later one
        if s.subtask in where:  # said again: the same step ("heat it ... once it is hot")
            again = blocks[where[s.subtask]]
            said = next(x for x in again if x.subtask == s.subtask)
            if said.receptacle is None and s.receptacle is not None:
                said.receptacle = s.receptacle  # "by the time I left, ... put in a pot": the place named
            if rel[k] == REV and prev is again and k > 0 and steps[k - 1] in again and steps[k - 1] is not s:
                again.remove(steps[k - 1])
                moved = [steps[k - 1]]
                chain.insert(chain.index(again) + 1, moved)
                blocks[id(moved)] = moved
                where[steps[k - 1].subtask] = id(moved)
            elif rel[k] == SEQ and steps[k - 1] is not said and before_again(tokens, reading, k):
                put_before(chain, blocks, where, prev, again, steps[k - 1])  # "Give it a rinse before slicing"
            prev = again
            continue
        if k in clause and (k - 1 in clause) and prev is not None and rel[k] == SEQ:
            block = [s]  # inside a relative clause its steps stay before the step it belongs to
            chain.insert(chain.index(prev) + 1, block)
        elif k in clause and k - 1 not in clause and prev is not None:
            anchor, block = prev, [s]
            chain.insert(chain.index(prev), block)
        elif prev is None or k in front:
            block = [s]
            chain.insert(0, block) if k in front and chain else chain.append(block)
        elif k not in clause and k - 1 in clause and anchor is not None and rel[k] == PAR:
            block = anchor
            block.append(s)
        elif rel[k] == PAR and not (k - 1 in front and "and" in tokens[steps[k - 1].end:s.start][1:]):  # "rinse it first and boil it" (64)
            block = prev
            block.append(s)
        elif rel[k] == REV:
            block = [s]
            chain.insert(next(i for i, b in enumerate(chain) if b is prev), block)
        else:
            block = [s]
            chain.insert(after_front(chain, prev, k in front or k - 1 not in front or rel[k] != SEQ), block)
        blocks[id(block)] = block
        where[s.subtask] = id(block)
        prev = block
    for k in sorted(final):
        s = steps[k]
        for b in chain:
            if s in b and (len(chain) > 1 or len(b) > 1):
                b.remove(s)
                chain.append([s])
                break
    out: list[list[StepCue]] = []
    free_steps = {id(steps[k]) for k in free} | {id(steps[k - 1]) for k in free}
    for b in chain:
        if not b:
            continue
        last = max(b, key=lambda x: x.start)
        late = [last] if (last.subtask == "place" or (last is steps[-1] or last is steps[-2] and steps[-1].subtask in ("place", "pick")  # "..., then bring it"
                                                      or kept_there(tokens, last)) and put_there_to(tokens, last)) and id(last) not in free_steps and not in_prefix(tokens, reading, last) and len(b) > 1 else []
        rest = [s for s in b if s not in late]
        out += means_then_stay(tokens, rest, late)  # "... to chill, and there it stayed" (file 70)
    return out


def _relative_clauses(tokens: list[str], reading: Reading) -> set[int]:
    """Indices of the steps said in a relative clause ("the apple that has been washed and then
    chilled"): from the step after "that has been" / "which you" on, over participles without an
    object, to the end of the sentence."""
    steps, out = reading.steps, set()
    for c in reading.connectives:
        if c.meaning != "relative":
            continue
        k = next((k for k, st in enumerate(steps) if st.start >= c.end), None)
        if k is not None and ({"it", "them"} & set(tokens[steps[k].start:steps[k].end + 1]) or "," in tokens[c.end:steps[k].start]) and {"and", "then"} & set(tokens[c.end:steps[k].start]):
            continue  # "wash the mug that is dirty and put it away", "in the toaster that was fixed, then onto a plate": the clause closed with no step (files 63, 40)
        while k is not None and k < len(steps):
            out.add(k)
            k += 1
            purpose = steps[k].start > 0 and tokens[steps[k].start - 1] == "to" if k < len(steps) else False
            if k >= len(steps) or any(t in BOUNDARY for t in tokens[steps[k - 1].end:steps[k].start]) \
                    or _acts(tokens, steps[k]) and steps[k].subtask != "place" or _form(tokens, steps[k]) != "ed" \
                    and not purpose:
                break
    return out

