"""A speaker correcting what was just said (the kinds behind test files 25's and 26's "no, ..." and "I mean ..."
misses).

Why apart from :func:`nsg.parser.minilm.clauses.drop_cancelled` (a sub-task called off by name: "forget
the washing"): here nothing is called off; the speaker says a step again after a correction marker
("put it in the cabinet in the van... no, the van doesn't have a cabinet, just put it in the box",
"Someone put the spoon somewhere clean. I mean clean the spoon and put it somewhere."), and the words
after the marker, a step asked again with its object, replace the mentions of the same sub-tasks said
before it: their receptacle, their order. Steps said only before the marker stay ("wash the cup ... no,
... put it in the box": still washed); a note that names steps after the marker ("No, sorry, the cutting
is before the fridge") is left to the constraints (:func:`nsg.parser.minilm.late.constrain`). A receptacle
said alone after the marker ("Actually, no, the high cupboard.") replaces the receptacle of the place said
before it, and an object name taken back before the marker ("The apple... no, the potato") is no target
(:func:`renamed`), as is one refused with "no" for another said with "instead" ("no bread. Potato
instead", test file 29). A step trailing off into dots and taken back by "no, just" with another step ("chop the
bad bits... no, just wash it") is no step (:func:`_taken_back`), nor is one taken back inside its sentence for
another sub-task ("Warm the cup, or no, cool it", "Can you heat - sorry, wash - the mug", test file 42:
:func:`_retracted`); nor is a step denied, taken back by "not" or done to a thing called off right after it is said
(:mod:`nsg.parser.minilm.unsaid`). ", no," inside a sentence
and "first" right after ("hold it, no, first rinse it, then hold it", file 53) is a marker too: the list starts again.
So is "- it should be" (or ", but it should be") after the speaker's own words reported in its sentence ("At 2:10 I say
the egg goes on the plate - it should be in the bowl", file 67): the receptacle after it replaces the slip's.
"""
from __future__ import annotations

from nsg.parser.minilm.answered_choice import answered
from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.not_but import not_but_places, refused_places
from nsg.parser.minilm.others import not_a_place
from nsg.parser.minilm.spans import SENTENCE_ENDS, StepCue, data
from nsg.parser.minilm.swapped import swapped_out
from nsg.parser.minilm.unsaid import unsaid

_OPENING = (("no", ","), ("no", "wait"), ("i", "mean"), ("sorry", ","), ("correction", ":"),  # opening a sentence
            ("no", "ignore", "that"), ("no", "forget", "that"), ("no", "scratch", "that"), ("actually", "just"))  # "... nah ignore that, just"
_ANYWHERE = (("scratch", "that"), ("or", "rather"), ("i", "mean", ","))
_FIRST_WORDS = {m[0] for m in _OPENING + _ANYWHERE} | {"it"}  # and "I meant <receptacle>" anywhere after a word (:func:`_marker`)
_SAID_WRONG = (["i", "say"], ["i", "said"], ["i", "wrote"])  # "At 2:10 I say it goes on the plate - it should be in the bowl"


def corrected(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without those said again after a later correction marker (module docstring)."""
    not_but_places(tokens, steps)  # "put it not on the shelf but in the cabinet"
    gone = swapped_out(tokens, steps) | refused_places(tokens, steps)  # "wash the mug - no wait, heat it instead"
    steps = [s for s in steps if s.start not in gone]
    steps = answered(tokens, unsaid(tokens, steps))  # "wash it or just put it away? Just put it away." (file 44); "chill it, no, don't chill it", "sliced... wait, not sliced", "... no, forget the knife"
    revised = max((i for i in range(len(tokens)) if _revision(tokens, i) and any(s.start > i for s in steps)), default=-1)
    steps = [s for s in steps if s.start > revised]  # "... Changing it to: the sponge goes in the bin." (test file 46)
    marks = [i for i in range(len(tokens)) if _marker(tokens, i)]
    if not marks:
        return _retracted(tokens, steps)
    for m in marks:
        _replaced_receptacle(tokens, steps, m)
    out, instead = [], [_taken_back(tokens, steps, m) for m in marks]
    for s in _retracted(tokens, steps):
        if any(lo <= s.start < m for lo, m in instead):
            continue  # "chop the bad bits... no, just wash it": the step before "no, just" is taken back
        if any(s.end <= m and any(x.start >= m and x.subtask == s.subtask and _done_to_it(tokens, x) for x in steps)
               for m in marks):
            continue
        out.append(s)
    return out


_CHANGE = {"change", "changing", "changed"}


def _revision(tokens: list[str], i: int) -> bool:
    """"Changing to:", "Changed it to:" opening a sentence: an editor's revision, what follows it replaces all the steps
    said before it."""
    j = i + 1 + (tokens[i + 1:i + 2] in (["it"], ["this"], ["that"]))
    return tokens[i] in _CHANGE and (i == 0 or tokens[i - 1] in SENTENCE_ENDS) and tokens[j:j + 2] == ["to", ":"] or _narrowing(tokens, i)


_SORRY = {"sorry", "ok", "okay", "actually", "wait", "no"}


def _narrowing(tokens: list[str], i: int) -> bool:
    """"slice the bread and chill the wine - sorry, only the bread for now: slice it and ..." (test file 37): "just" /
    "only" right after a word of correction or opening a sentence, a thing's name and a colon (or a comma): the request narrowed to one
    thing and said again, so the steps said before it go (the thing itself: :func:`nsg.parser.minilm.targets._narrowed`)."""
    if tokens[i] not in ("just", "only") or i < 1 or tokens[i - 1] not in SENTENCE_ENDS and (
            tokens[i - 1] if tokens[i - 1] != "," else tokens[i - 2:i - 1] and tokens[i - 2]) not in _SORRY:
        return False  # "- sorry, only": "- . only" (:func:`nsg.parser.minilm.lexicon.words`)
    k = i + 1
    while k < len(tokens) and tokens[k] in data()["determiners"]:
        k += 1
    name = next((m for m in mentions(tokens[k:k + 3]) if m.kind == "object" and m.start == 0), None)
    e = k + name.end if name is not None else k
    e += 2 * (tokens[e:e + 2] == ["for", "now"])
    return name is not None and tokens[e:e + 1] in ([":"], [","]) and any(
        m.kind == "object" and m.value != name.value for m in mentions(tokens[:i]))  # narrowed from a list of things


_RESTARTS = (("or", "no", ","), ("no", ","))  # "warm it, or no, cool it": said inside a sentence, after a comma


def _retracted(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """The steps without one the speaker takes back inside its sentence for the next: "Warm the cup, or no,
    cool it", "Chill the bread, no, that's silly, warm the bread" (a restart after a comma, a remark of at
    most three words between), "Can you heat - sorry, wash - the mug" (a verb cut off by a dash and a
    restart, :func:`nsg.parser.minilm.lexicon.words`): the next step is a verb of a sub-task not said before
    ("..., put it on the plate - actually, no, chill it first": a step said again, reordered, takes nothing back); nor a place
    broken off before its receptacle for another step (:func:`_cut_off`)."""
    out = []
    for s, nxt in zip(steps, steps[1:]):
        between = tokens[s.end:nxt.start]
        if s.subtask == "place" and any(x.subtask == "place" for x in steps if x.start > s.start) and _cut_off(tokens, s, between):
            continue  # "Put the bread on the - sorry, slice it first, then ..." (file 42): no receptacle said
        if s.form == "verb" and nxt.form == "verb" and (between == ["-", "."] or _restarted(between)) \
                and not any(x.subtask == nxt.subtask for x in out):
            continue
        out.append(s)
    return out + steps[-1:]


_BROKEN = {"-", "."}  # where a place's words break off ("on the -", "in the...")


def _cut_off(tokens: list[str], s: StepCue, between: list[str]) -> bool:
    """A place whose words break off right after a determiner, before its receptacle, and start again with another
    step ("Put the bread on the - sorry, slice it first, then put it on the plate", file 42): it is taken back when a
    place verb follows; a receptacle said after the break is that place's."""
    dets = data()["determiners"]
    k = next((j for j in range(1, len(between)) if between[j] in _BROKEN and between[j - 1] in dets), None)
    return k is not None and (s.receptacle is None or s.receptacle_at is None or s.receptacle_at > s.end + k)


def _restarted(between: list[str]) -> bool:
    """Whether the words between two steps hold a comma, then a restart (``_RESTARTS``, or ", sorry," that
    :func:`nsg.parser.minilm.lexicon.words` reads ", .") that the next step follows after at most three words of remark,
    and no sentence end; the step taken back is the one right before the restart ("boil it, mash it, no, chop it": a
    verb outside the steps is taken back, the boiling stays, test file 60)."""
    marked = next((k for k in range(1, len(between)) if between[k - 1:k + 1] == [",", "."]), None)  # ", sorry," (words)
    if marked is not None and _short_restart(between, marked):
        return True  # "chill it, no, sorry, warm it" (test file 60)
    if any(t in SENTENCE_ENDS for t in between):
        return False
    for i in range(1, len(between)):
        said = next((r for r in _RESTARTS if between[i - 1] == "," and tuple(between[i:i + len(r)]) == r), None)
        if said is not None:
            rest = between[i + len(said):]
            return "," not in between[:i - 1] and (not rest or len(rest) <= 4 and rest[-1] == ",")  # "mash it, no, chop it"
    return False


_JOINS = {"and", "then", "or", "but"}
_NO = {",", "-", "no", "oh"}  # all that may stand between the step's words and ", sorry,"


def _short_restart(between: list[str], k: int) -> bool:
    """", sorry," at ``k`` right after the step's own words (no "and": "wash it and hang it up, no, sorry, put it ..."
    takes back the hanging only), at most a "no," before it and no name after it ("the teapot, sorry, the kettle": a name
    corrected, :func:`taken_back_after`)."""
    head, rest = between[:between.index(",")], between[k + 1:]
    return _JOINS.isdisjoint(head) and not any(t in SENTENCE_ENDS for t in head) and set(between[len(head):k]) <= _NO and len(rest) <= 3 \
        and (not rest or rest[-1] == ",") and not set(rest) & set(data()["determiners"])


def _marker(tokens: list[str], i: int) -> bool:
    """Whether a correction marker starts at ``i`` ("no," / "I mean" opening a sentence, "scratch that"; ", I mean"
    and a step verb with its pronoun: "put it in the bowl, I mean leave it in the drawer", test file 60)."""
    if i >= len(tokens) or tokens[i] not in _FIRST_WORDS:
        return False
    k = i - 1
    while k >= 0 and tokens[k] in (",", "actually", "oh", "or"):  # "Actually, no, the high cupboard.", "Or no, the bowl"
        k -= 1
    opens = k < 0 or tokens[k] in SENTENCE_ENDS or tokens[i - 1:i + 2] == [",", "i", "mean"] and _step_next(tokens, i + 2) \
        or tokens[i - 1:i] == [","] and tokens[i] == "no" and "first" in tokens[i + 1:i + 4]  # ", no, first rinse it" (file 53)
    if tokens[i] == "it":  # "I say the egg goes on the plate - it should be in the bowl" (file 67): the speaker's slip
        lo = next((k + 1 for k in range(i - 1, -1, -1) if tokens[k] in SENTENCE_ENDS), 0)
        return tokens[i + 1:i + 3] == ["should", "be"] and tokens[i - 1] in ("-", ",", "but") and any(
            tokens[k:k + 2] in _SAID_WRONG for k in range(lo, i))
    if tokens[i:i + 2] == ["i", "meant"]:  # "I said counter but I meant plate" (file 42); "I meant to ..." is an intention
        return i > 0 and tokens[i + 2:i + 3] not in (["to"], ["it"], [])
    return any(tuple(tokens[i:i + len(m)]) == m for m in _ANYWHERE) or opens and any(
        tuple(tokens[i:i + len(m)]) == m for m in _OPENING)


def _step_next(tokens: list[str], j: int) -> bool:
    """", I mean leave it in the drawer" (test file 60): a step verb and its pronoun right after "I mean"."""
    return j + 1 < len(tokens) and tokens[j + 1] in data()["object_pronouns"] and any(
        tokens[j] in forms.get("verbs", ()) for forms in data()["steps"].values())


def _replaced_receptacle(tokens: list[str], steps: list[StepCue], m: int) -> None:
    """"... put it back in the drawer? Actually, no, the high cupboard.": a receptacle said alone (no step)
    in the sentence a correction marker opens replaces the receptacle of the last place said before it; one
    said as lacking or not used ("Sorry, we ran out of plates", "No wait, the fridge isn't in this one", file 44:
    :func:`nsg.parser.minilm.others.not_a_place`) replaces nothing, nor does
    the object's own name ("Cup warm, on side table ... use the mug? no, the CUP": the object is never its own place)."""
    end = next((i for i in range(m, len(tokens)) if tokens[i] in SENTENCE_ENDS), len(tokens))
    first = next((o.value for o in mentions(tokens) if o.kind == "object"), None)
    said = [r for r in mentions(tokens[m:end]) if r.kind == "receptacle" and r.value != first
            and not not_a_place(tokens, Mention(r.kind, r.value, m + r.start, m + r.end))]
    before = [s for s in steps if s.subtask == "place" and s.receptacle is not None and s.end <= m]
    if said and before and not any(m <= s.start < end for s in steps):
        before[-1].receptacle, before[-1].receptacle_at = said[0].value, m + said[0].start


def _taken_back(tokens: list[str], steps: list[StepCue], m: int) -> tuple[int, int]:
    """The span of the clause a "... no, just <step>" (or ". I mean, just <step>") marker at ``m`` takes back (``(m, m)``:
    none): the clause right before the trailing dots, when a step with its object is said right after "just"."""
    n = 3 if tokens[m + 1:m + 2] == [","] else 5  # "no, just" / "no, ignore that, just" (test file 56)
    last = tokens[m:m + 3] == ["no", "wait", ","] or tokens[m:m + 2] == ["actually", "just"]  # file 46: the last step alone
    n = 3 if tokens[m:m + 2] == ["no", "wait"] else 2 if last else n
    n = 4 if tokens[m:m + 4] == ["i", "mean", ",", "just"] else n  # "... to cool. I mean, just put it in the bowl." (file 60)
    if tokens[m:m + n] not in (["no", ",", "just"], ["no", tokens[m + 1], "that", ",", "just"], ["i", "mean", ",", "just"]) \
            and not last \
            or tokens[m - 1:m] != ["."] or not any(x.start == m + n and _done_to_it(tokens, x) for x in steps) and not (
                last and tokens[m + n + 1:m + n + 2] in (["it"], ["them"]) and any(x.start >= m + n for x in steps)):
        return m, m
    k = m - 1
    while k > 0 and tokens[k - 1] == ".":  # the dots of "..."
        k -= 1
    lo = next((i + 1 for i in range(k - 1, -1, -1) if tokens[i] in SENTENCE_ENDS or tokens[i] in (":", ";", ",")), 0)
    again = [x.start for x in steps if tokens[m] == "i" and x.end <= k and any(y.start == m + n and y.subtask == x.subtask for y in steps)]
    return max([lo] + again + [x.start for x in steps if last and x.end <= k]), k  # "I mean, just <step>": from that step said before


def _done_to_it(tokens: list[str], x: StepCue) -> bool:
    """A step asked again with its object ("clean the spoon", "put it in the box"), not a note that
    orders steps by name ("No, sorry, the cutting is before the fridge": read by the constraints)."""
    return x.form == "verb" and x.end < len(tokens) and tokens[x.end] in data()["object_pronouns"]


def renamed(tokens: list[str], m: Mention) -> bool:
    """"The apple... no, the potato, sorry: slice it ...": an object name right before a correction
    marker that another object name follows is the one the speaker takes back."""
    i = m.end
    if m.start > 0 and tokens[m.start - 1] == "no" and _instead_later(tokens, m):
        return True  # "no bread. Potato instead": the thing refused
    n = next((k for k in (m.start - 1, m.start - 2) if k >= 2 and tokens[k - 2:k + 1] == ["no", ",", "not"]), None)
    if n is not None and _past_refused(tokens, n, m) > n:
        return True  # "Kettle, no, not the kettle, the pan": refused again
    while i < len(tokens) and tokens[i] in (".", ",", "-"):
        i += 1
    if _sorry_aside(tokens, m.end) or _meant(tokens, i):
        return True
    if i == m.end or not _marker(tokens, i) and tokens[i:i + 2] != ["no", ","]:
        return False
    j = i + 1
    while j < len(tokens) and (tokens[j] in (",", "wait", "sorry") or tokens[j] in data()["determiners"]
                               or tokens[j:j + 2] in _HOLDS):
        j += 1 + (tokens[j:j + 2] in _HOLDS)  # "the apple - no, hang on, the tomato"
    j = _past_refused(tokens, j, m)
    return any(o.kind == "object" and o.start == 0 and o.value != m.value for o in mentions(tokens[j:j + 3]))


_HOLDS = (["hang", "on"], ["hold", "on"])


def _sorry_aside(tokens: list[str], i: int) -> bool:
    """"the spoon - sorry, the ladle, ..." (test file 55): a name, a dash or comma and an apology (read as
    a dropped interjection, "."), then another name said alone (a comma, dash or bracket closing it):
    the first name is taken back."""
    if tokens[i:i + 2] not in ([",", "."], ["-", "."]):
        return False
    k = i + 2 + (tokens[i + 2:i + 3] != [] and tokens[i + 2] in data()["determiners"])
    said = [o for o in mentions(tokens[k:k + 3]) if o.kind == "object" and o.start == 0]
    return bool(said) and tokens[k + said[0].end:k + said[0].end + 1] in ([","], ["-"], [")"])


def _past_refused(tokens: list[str], j: int, m: Mention) -> int:
    """Where the name said instead starts when the marker refuses the same name again first ("Kettle, no, not
    the kettle, the pan"): past "not", a determiner, that name and a comma; else ``j`` itself."""
    if tokens[j:j + 1] != ["not"]:
        return j
    k = j + 1 + (j + 1 < len(tokens) and tokens[j + 1] in data()["determiners"])
    again = [o for o in mentions(tokens[k:k + 3]) if o.kind == "object" and o.start == 0 and o.value == m.value]
    if not again or tokens[k + again[0].end:k + again[0].end + 1] != [","]:
        return j
    k += again[0].end + 1
    return k + (k < len(tokens) and tokens[k] in data()["determiners"])


def _instead_later(tokens: list[str], m: Mention) -> bool:
    """Whether another object name is said later with "instead" right after it ("no bread. Potato instead")."""
    return any(o.kind == "object" and o.value != m.value and tokens[m.end + o.end:m.end + o.end + 1] == ["instead"]
               for o in mentions(tokens[m.end:]))


def taken_back_after(tokens: list[str], k: int) -> bool:
    """Whether a correction ("- I mean", ", no,", "or rather", ", sorry,": a restart) at ``k`` (after its stops) is followed by a
    known object name: the word before ``k`` is taken back ("warm the scone - I mean the bread roll")."""
    start = k
    while k < len(tokens) and tokens[k] in (".", ",", "-"):
        k += 1
    restart = tokens[max(start, k - 2):k] in ([",", "."], ["-", "."])  # ", sorry, the kettle" read ", ." (words: file 60)
    n = 2 if tuple(tokens[k:k + 2]) in (("i", "mean"), ("or", "rather"), ("no", ",")) else 0
    j = k + n
    while (n or restart) and j < len(tokens) and (tokens[j] in (",", "sorry") or tokens[j] in data()["determiners"]):
        j += 1
    return bool(n or restart) and any(o.kind == "object" and o.start == 0 for o in mentions(tokens[j:j + 3]))


def _meant(tokens: list[str], i: int) -> bool:
    """"the mug i mean the cup", "the mug, i mean the cup" (typed without its stops, test file 56): "I mean" right after
    a name (its stops or none) and another name of the vocabulary said next: the first is taken back."""
    if tokens[i:i + 2] != ["i", "mean"]:
        return False
    j = i + 2 + (i + 2 < len(tokens) and tokens[i + 2] in data()["determiners"])
    return any(o.kind == "object" and o.start == 0 for o in mentions(tokens[j:j + 3]))


