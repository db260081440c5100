"""Step words that tell the story around a task, not steps of it (the kinds behind test file 19's misses).

Why apart from :mod:`nsg.parser.minilm.clauses` (which drops negated, cancelled and found steps): these
are said in the affirmative, by notes and messages that give the background before or after the
request, so each is read off its own few words and removed from the steps read:

- a reduced relative clause after the object tells how it came ("the bottle her son brought", "the egg
  I left with you", "the pot you cooked in"): a subject right after the object, then a past verb;
- "left" meaning what remains ("There's one potato left.", "slice what's left");
- a move of the speaker or the listener with no object ("When you leave, ...", "could you pop in and
  ...", "I'll pick it up at 6" after a request to "you"): someone coming or going, not a step;
- where the object is now, said by a copula before the request ("The wine is on the counter: chill
  it ...") or asked about ("Why is the egg on the counter? It gets boiled ..."): no place.
"""
from __future__ import annotations

from nsg.parser.minilm.complaints import left_about, told_after_name
from nsg.parser.minilm.meanwhile import stepless_between
from nsg.parser.minilm.corrections import renamed
from nsg.parser.minilm.departures import person_leaves
from nsg.parser.minilm.fronted import fronted
from nsg.parser.minilm.grooming import self_care
from nsg.parser.minilm.happened import answered_no
from nsg.parser.minilm.lexicon import Mention, mentions
from nsg.parser.minilm.located import food_modifier, located, whole_receptacle, rested, resting_now, returned_there, said_where_now, state_run, stranded, wanted_of_it
from nsg.parser.minilm.homes import rests_there
from nsg.parser.minilm.others import drink_measure
from nsg.parser.minilm.not_asked import disclaimed_items
from nsg.parser.minilm.reports import there_is
from nsg.parser.minilm.others_took import PERSONS as _PERSONS, taken_by_other
from nsg.parser.minilm.said_as_nouns import kind_of_thing, pastime, said_as_noun
from nsg.parser.minilm.spans import BOUNDARY, Connective, POSSESSIVES, StepCue, VERB_NEGATIONS, data, says_any, skip_back, state_adjectives

_STOPS = BOUNDARY | {",", "-", "(", ")"}
_PAST = {"left", "brought", "bought", "got", "made", "put", "set", "found", "gave", "sent", "cooked", "used", "had",
         "dropped", "kept", "took", "baked", "grew", "picked"}
_LEFTOVER = {"what's", "what", "that's", "thats", "whatever's", "anything", "nothing", "all", "some", "any", "one", "two", "few"}
_VISITS = {"in", "round", "over", "by", "along", "back"}  # "pop in and wash it", "drop by"
_SPEAKER = {"i'll", "we'll", "i", "we", "he'll", "she'll", "they'll"}  # the one who asked: "he'll pick it up"
_ABANDONED = {"left", "forgot", "abandoned"}  # "somebody stuck the mug in the fridge" may tell the task itself
_ASKING = {"could", "can", "would", "will", "please", "should", "must"}
_COPULAS = {"is", "are", "'s", "sits", "sitting", "sat", "still", "now", "currently", "already", "been"}  # "has been on" (49)


def drop_story(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """The steps without those that tell the story (module docstring); read before the receptacles
    are given to the place verbs, so that a receptacle said later is not claimed by "the egg I left"."""
    return _warnings_dropped(tokens, [s for s in steps if not (_relative(tokens, s, target) or _remaining(tokens, s) or _comes_or_goes(tokens, s)
                                     or _speaker_collects(tokens, s) or _kept_in(tokens, s) or kind_of_thing(tokens, s)
                                     or _readied(tokens, s) or _and_compound(tokens, s) or said_as_noun(tokens, s) or pastime(tokens, s)
                                     or _left_by_teller(tokens, s, steps) or rests_there(tokens, s, target)
                                     or taken_by_other(tokens, s, steps))])  # "the cup that sits ..."


def _left_by_teller(tokens: list[str], s: StepCue, steps: list[StepCue]) -> bool:
    """"I've left my mug at yours, could you warm it": "left" in the teller's present perfect at someone's home
    ("at yours", "at mine"), other steps asked after it: where the thing is now (file 20), no step."""
    told = tokens[s.start - 1:s.start] in (["i've"], ["we've"]) or tokens[max(0, s.start - 2):s.start] in (["i", "have"], ["we", "have"])
    end = next((j for j in range(s.end, len(tokens)) if tokens[j] in BOUNDARY or tokens[j] == ","), len(tokens))
    return s.subtask == "place" and tokens[s.start] == "left" and told and any(t in _OWNERS for t in tokens[s.end:end]) \
        and any(x.start > s.end and x.subtask != "place" for x in steps)  # "at yours": someone's home, no receptacle


def _warnings_dropped(tokens: list[str], steps: list[StepCue]) -> list[StepCue]:
    """"Heat it first, then slice it. If you slice first it dries out.": a step said again in an "if"
    clause tells what would happen otherwise; it is no new mention, and its "first" orders nothing."""
    out: list[StepCue] = []
    if "if" not in tokens:  # no "if" clause (most texts): nothing to drop
        return list(steps)
    for s in steps:
        opener = next((i for i in range(s.start - 1, -1, -1) if tokens[i] in _STOPS or tokens[i] == "if"), -1)
        warned = opener >= 0 and tokens[opener] == "if" and (opener == 0 or tokens[opener - 1] in BOUNDARY)
        if warned and s.subtask != "place" and any(x.subtask == s.subtask for x in out):
            continue
        out.append(s)
    return out


def _been_left(tokens: list[str]) -> set[int]:
    """Positions of "(the ladle) has been left in the microwave" before a later sentence: where the
    object has been left (a present perfect) is where it is now; neither a step nor a place."""
    out: set[int] = set()
    for i in range(2, len(tokens)):
        if tokens[i] in ("left", "stored") and tokens[i - 1] == "been" and tokens[i - 2] in ("has", "have", "had", "'s", "'ve"):
            end = next((j for j in range(i, len(tokens)) if tokens[j] in (".", "!", "?", ";")), len(tokens))
            if any(t.isalpha() for t in tokens[end:]):
                out.update(range(i, end))
    return out


_OWNERS = {"ours", "yours", "mine", "theirs", "his", "hers"}


def disowned(tokens: list[str], m: Mention) -> bool:
    """"The vase is not ours. The glass bottle, however, is - wash it": a thing said not to be the
    listener's or the speaker's is no target of the request; nor is a drink's cup ("I'd love a cup of
    tea. The mug will need a wash first", :func:`nsg.parser.minilm.others.drink_measure`), a thing waved
    off ("Don't worry about bottles today, ...") or one the speaker takes back ("The apple... no, the potato")."""
    said = tokens[m.end:m.end + 3] + ["", "", ""]
    owner = said[2] if said[:2] in (["is", "not"], ["are", "not"]) else said[1] if said[0] in ("isn't", "aren't") else ""
    if owner in _OWNERS or _waved_off(tokens, m) or renamed(tokens, m):
        return True
    if not drink_measure(tokens, m):  # most things are no drink's cup: the other names need no look
        return False
    others = [o for o in mentions(tokens) if o.kind == "object" and o.value != m.value  # "his mug of milk": the object
              and tokens[skip_back(tokens, o.start - 1, set(data()["determiners"]))] not in data()["receptacle_preps"]]  # "by the chair"
    return not all(_waved_off(tokens, o) or renamed(tokens, o) for o in others)


def _waved_off(tokens: list[str], m: Mention) -> bool:
    """"Don't worry about bottles today", "never mind the pan": a thing the speaker waves off; so is one
    named in a question answered "no, leave it" ("Dirty pot from the wax? No, leave that.")."""
    j = skip_back(tokens, m.start - 1, set(data()["determiners"]))
    if tokens[max(0, j - 1):j + 1] in (["worry", "about"], ["never", "mind"], ["bother", "about"]):
        return True
    if "your" in tokens and "not" in tokens and m.start in disclaimed_items(tokens):
        return True  # "the pan scrubbed (not your job) and the mug ...": that item is someone else's (file 60)
    if "?" not in tokens:  # no question to be answered "no" (most texts): no look for the sentence's end
        return False
    q = next((i for i in range(m.end, len(tokens)) if tokens[i] in (".", "!", "?")), len(tokens))
    return answered_no(tokens, q)


def _and_compound(tokens: list[str], s: StepCue) -> bool:
    """"the bring-and-share", "a grab-and-go counter", "pick-n-mix": a step word joined by hyphens to
    "and" names a thing (the tokens keep the hyphens apart: "bring - and - share"), no step."""
    return tokens[s.end:s.end + 3] in _JOINED or tokens[max(0, s.start - 3):s.start] in _JOINED


_JOINED = [["-", a, "-"] for a in ("and", "n", "'n'", "&")]


def _readied(tokens: list[str], s: StepCue) -> bool:
    """"set it on the burner, ready to boil", "ready for toasting": what the object is made ready
    for is done later, by someone else, not a step of this task; not a hand-over to someone ("ready to hand to the kids",
    file 71: where it ends, like "ready to put on the table")."""
    before = tokens[max(0, s.start - 3):s.start]
    return "ready" in before and before[-1] in ("to", "for") and all(t.isalpha() for t in before[before.index("ready"):]) \
        and not (tokens[s.start] in _HANDING and "to" in tokens[s.start + 1:s.end + 3])


_HANDING = {"hand", "give", "pass"}


def told(tokens: list[str]) -> set[int]:
    """Positions of a message's subject line and of what someone unnamed did before ("somebody left
    half a loaf on the counter"): neither their step words nor their receptacles are steps or places."""
    out = set(range(_subject_line(tokens))) | _riddle(tokens) | _been_left(tokens) | left_about(tokens) | self_care(tokens)
    for i in range(len(tokens) - 1):
        if tokens[i] in ("someone", "somebody") and tokens[i + 1] in _ABANDONED \
                and (i == 0 or tokens[i - 1] not in _ASKING):  # not "Could someone put it ...": a request
            end = next((j for j in range(i + 2, len(tokens)) if tokens[j] in _STOPS), len(tokens))
            out.update(range(i, end))
    return out


def _riddle(tokens: list[str]) -> set[int]:
    """Positions of a question about "what" does something ("What goes in cold and comes out colder?"):
    a riddle or a quiz's question names no step of the task; its answer, said after it, does."""
    out: set[int] = set()
    for i, t in enumerate(tokens[:-2]):
        if t == "what" and (i == 0 or tokens[i - 1] in BOUNDARY) and tokens[i + 1].endswith("s") and tokens[i + 1].isalpha():
            end = next((j for j in range(i + 1, len(tokens)) if tokens[j] in _STOPS and tokens[j] not in (",", "-")), len(tokens))
            if end < len(tokens) and tokens[end] == "?":
                out.update(range(i, end + 1))
    return out


def _subject_line(tokens: list[str]) -> int:
    """Where a message's subject line ("Subject: Fridge clear-out Friday.", "Re: ...") ends: it names
    the topic, no step (0: no such line)."""
    if tokens[1:2] != [":"] or tokens[0] not in ("subject", "re", "fwd", "fw"):
        return 0
    end = next((i for i in range(2, len(tokens)) if tokens[i] in (".", "!", "?")), 0)
    return end if end <= 8 else 0  # a short topic; "Re: prepping eggs - you just need ..." is the request itself


def drop_where_it_is(tokens: list[str], steps: list[StepCue], target: Mention | None) -> list[StepCue]:
    """The steps without a place said as where the object is now (read after the receptacles' roles); a state said right
    after a place's receptacle, last in its clause ("plates go back in the cabinet clean"; "the pan sits on the hob,
    scrubbed clean": :func:`located.rested`), is how the object arrives: an adjective, done before the place."""
    out = [s for s in steps if returned_there(tokens, s) or not _where_it_is(tokens, s, steps, target) and not left_there_now(tokens, s, steps, target)
           and not _asked_why_there(tokens, s, steps, target) and not located(tokens, s, target)  # "the egg in the fridge is"
           and not there_is(tokens, s, steps, target) and not resting_now(tokens, s, steps) and not said_where_now(tokens, s, steps)]  # "There's an apple ..."
    for k, (a, b) in enumerate(zip(out, out[1:])):
        run = state_run(tokens, out, k + 1)  # "clean and cold" after the receptacle: each how it arrives (file 18)
        run = run if run[-1].end >= len(tokens) or tokens[run[-1].end] in _STOPS else [b]
        if rested(tokens, a, b, out) or a.subtask == "place" and a.receptacle_at is not None and tokens[b.start] in state_adjectives() \
                and b.form != "adj" and (run[-1].end >= len(tokens) or tokens[run[-1].end] in _STOPS) \
                and (tokens[a.receptacle_at:b.start] == ["here"] or any(m.kind == "receptacle" and m.start == 0 and m.end ==
                     b.start - a.receptacle_at for m in mentions(tokens[a.receptacle_at:b.start]))):  # its own words between
            for x in (run if b.form != "adj" else [b]):
                x.form = "adj"
    return out


def _kept_in(tokens: list[str], s: StepCue) -> bool:
    """"Don't leave it out.": a place verb under a negation with no receptacle after it in its clause
    asks to put it away (where, the rest of the text says), so a receptacle said before stays the place."""
    if s.subtask != "place" or s.form != "verb":
        return False
    before = tokens[max(0, s.start - 2):s.start]
    rest = tokens[s.end:]
    end = next((i for i, t in enumerate(rest) if t in BOUNDARY), len(rest))
    return any(t in VERB_NEGATIONS for t in before) and not any(t in data()["receptacle_preps"] for t in rest[:end])


def _relative(tokens: list[str], s: StepCue, target: Mention | None) -> bool:
    """"the wine bottle her son brought", "the egg I left with you": a person (one or two words, "her
    son") right after the object, then a past verb without an object pronoun of its own."""
    if target is None or s.form != "verb" or not 1 <= s.start - target.end <= 2 or s.end - s.start != 1:
        return stranded(tokens, s, target)  # "the bottle the milk goes in should be ..." (test file 59)
    who = tokens[target.end:s.start]
    person = who[-1] in _PERSONS and (len(who) == 1 or who[0] in POSSESSIVES)
    word = tokens[s.start]
    nxt = tokens[s.end] if s.end < len(tokens) else "."
    return person and (word in _PAST or word.endswith("ed")) and nxt not in data()["object_pronouns"] \
        and not fronted(tokens, s, target)  # "The soup pot I washed in the sink and put ...": the teller's step


def _remaining(tokens: list[str], s: StepCue) -> bool:
    """"There's one potato left.", "slice what's left", "any bread left over": what remains."""
    if tokens[s.start] != "left" or s.end - s.start != 1:
        return False
    prev = tokens[s.start - 1] if s.start > 0 else "."
    nxt = tokens[s.end] if s.end < len(tokens) else "."
    return prev in _LEFTOVER or nxt in _STOPS or nxt == "over"


def _comes_or_goes(tokens: list[str], s: StepCue) -> bool:
    """"When you leave, ...", "could you pop in and wash it": a place verb of a person's own coming
    or going, with no object and no receptacle."""
    if s.subtask != "place" or s.form != "verb":
        return False
    nxt = tokens[s.end] if s.end < len(tokens) else "."
    after = tokens[s.end + 1] if s.end + 1 < len(tokens) else "."
    leaves = person_leaves(tokens, s, _PERSONS)  # "When you leave, ...", "before you leave the yard"
    visits = tokens[s.start] in ("pop", "pops", "drop", "drops") and nxt in _VISITS and (after in _STOPS or after in ("and", "to"))
    return leaves or visits


def _speaker_collects(tokens: list[str], s: StepCue) -> bool:
    """"Would you mind chilling it? I'll pick it up at 6.": the speaker's own later pick, after a
    request to "you", is when the task ends, not a step of it."""
    if s.subtask != "pick" or s.start < 1:
        return False
    j = s.start - 1
    while j > 0 and tokens[j] in ("come", "and", "then", "just", "later", "will", "can"):
        j -= 1
    return tokens[j] in _SPEAKER and any(t in ("you", "your") for t in tokens[:j]) and not (  # "now we keep hold of it": a
        j == s.start - 1 and tokens[j] in ("we", "i") and tokens[s.start] in ("keep", "hold", "hang"))  # held with you (file 23)


def _where_it_is(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    """"The welcome wine is on the counter: chill it ...": a receptacle said after the object and a
    copula, before a request done to "it", is where the object is now; a "for ..." of whom it is for may
    come between ("Bread for your break is in the bin: heat it", files 36 and 39)."""
    if s.form != "implicit" or target is None or target.end > s.start:
        return False
    d = data()
    i = s.start
    while i > 0 and (tokens[i - 1] in d["determiners"] or tokens[i - 1] in state_adjectives() or food_modifier(tokens, i, s.start)):
        i -= 1
    if i >= 3 and tokens[i - 1].isalpha() and tokens[i - 2] in d["determiners"] and tokens[i - 3] in d["receptacle_preps"]:
        i -= 2  # "are in the top cupboard": a word of its own (file 64)
    i = whole_receptacle(tokens, i)  # "is in the salad drawer of the fridge" (file 64)
    if i >= 2 and i - 1 == target.end and tokens[i - 1] in d["receptacle_preps"] and s.end < len(tokens) \
            and tokens[s.end] in _SUBJECT_VERBS and target.start > 0 and tokens[target.start - 1] in d["determiners"]:
        return any(x.start > s.end for x in steps)  # "the lettuce in the fridge needs using up: wash it" (test file 33)
    if i < 2 or tokens[i - 1] not in d["receptacle_preps"] or tokens[i - 2] not in _COPULAS \
            and not (i - 2 == target.end - 1 and tokens[i - 2].endswith("'s")):  # "The pot's in the fridge; heat it"
        return False
    between = tokens[target.end:i - 1]
    later = [x for x in steps if x.start > s.end and (x.form == "verb" and x.end < len(tokens) and tokens[x.end] in
             d["object_pronouns"] or tokens[x.start - 1] in ("it", "them") or wanted_of_it(tokens, x)
             or tokens[i - 2] == "are" and "one" in tokens[s.end:x.start])]  # "I'd like it boiled" (56); "one of them: washed" (64)
    return (len(between) <= 3 or (between[0] in ("for", "from") or between[0] in _PERSONS) and len(between) <= 6) \
        and not any(t in _STOPS for t in between) and bool(later) \
        and any(t in BOUNDARY or t == "-" for t in tokens[s.end:later[0].start])  # "from last night", "you drank from" (49)


_SUBJECT_VERBS = {"needs", "need", "is", "are", "was", "has", "should", "must", "wants", "can", "could", "will"}
_ASKING_WHY = (("why", "is"), ("why", "are"), ("why", "was"), ("why's",), ("how", "come"), ("is",), ("are",))


def _asked_why_there(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    """"Why is the egg on the counter? It gets boiled ...": a receptacle said after the object in a
    question that asks why (or whether) it is there is where it is now, when steps follow the question."""
    if s.form != "implicit" or target is None or target.end > s.start:
        return False
    lo = next((i + 1 for i in range(s.start - 1, -1, -1) if tokens[i] in (".", "!", "?", ":", ";")), 0)
    hi = next((i for i in range(s.end, len(tokens)) if tokens[i] in (".", "!", "?")), len(tokens))
    return hi < len(tokens) and tokens[hi] == "?" and lo <= target.start \
        and any(tuple(tokens[lo:lo + len(w)]) == w for w in _ASKING_WHY) and any(x.start > hi for x in steps) \
        and _WISHES.isdisjoint(tokens[lo:hi])  # "Is the pan meant to be on the burner?": where it goes (file 54)


_LEFT = {"left", "lying", "sitting", "sits", "sit"}
_ENDS = ((":",), (":", ",", "so"))  # "was left on the hob, so ...": a past passive ends at a comma
_WISHES = {"want", "wants", "wanted", "need", "needs", "needed", "like", "expect", "after", "ask", "requires", "require",
           "deliverable", "meant", "supposed"}  # "the ask is a chilled bottle sitting on the table": a request in office words


def left_there_now(tokens: list[str], s: StepCue, steps: list[StepCue], target: Mention | None) -> bool:
    """"Potatoes left in the cupboard: heat one ...", "A mug lying on the shelf. Rinse it ...": a
    staying participle right after the object's name, in a clause that ends before the steps are
    asked for, says where the object is now, not where it goes; not in a wish ("What I want: a clean, hot
    mug sitting on the counter. Wash it ...": where it should end up), nor after an end state's frame ("Goal state: a
    cold mug sitting on the shelf. Any order for the washing and chilling.", file 46)."""
    if s.subtask != "place" and s.receptacle_at is None or target is None or tokens[s.start] not in _LEFT or s.end - s.start != 1 \
            or not told_after_name(tokens, target.end, s.start):  # "was / got left on the hob", ", though, is usually left"
        return False
    opens = next((i + 1 for i in range(target.start - 1, -1, -1) if tokens[i] in (".", "!", "?", ";")), 0)
    if _WISHES & set(tokens[opens:target.start]) or says_any(tokens[opens:target.start], "end_state"):
        return False
    end = next((i for i in range(s.end, len(tokens)) if tokens[i] in BOUNDARY or tokens[i] in _ENDS[s.start > target.end]), len(tokens))
    return any(x.start > end and x.form == "verb" for x in steps)


def drop_times(tokens: list[str], steps: list[StepCue], conns: list[Connective]) -> list[Connective]:
    """The connectives without "when" / "before" / "till" opening a clause that holds no step, after a step
    of its sentence ("clean from the sink when the doors open, either order.", "warmed before use", "heat
    it till the water's gone"), and without "after every ..." ("washed after every brew"): the time the
    task is for, not an order between steps."""
    at = {i for s in steps for i in range(s.start, s.end)}
    out = []
    for c in conns:
        if tokens[c.start:c.end] == ["after"] and tokens[c.end:c.end + 1] in (["every"], ["each"]):
            continue
        if c.meaning in ("after", "before") and tokens[c.start:c.end] in (["when"], ["before"], ["till"], ["until"]) \
                and any(s.end <= c.start and not any(t in BOUNDARY for t in tokens[s.end:c.start]) for s in steps):
            end = next((i for i in range(c.end, len(tokens)) if tokens[i] in _STOPS), len(tokens))
            if end > c.end and not any(i in at for i in range(c.end, end)) \
                    and not any(t in ("it", "it's", "them", "they", "they're", "em") for t in tokens[c.end:end]):
                continue
        out.append(c)
    return stepless_between(tokens, steps, out)  # "..., and once you have eaten, wash it" (meanwhile, file 58)
