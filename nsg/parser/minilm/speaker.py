"""What the speaker says of themselves beside the request (the kinds behind test file 38's misses).

Why apart from :mod:`nsg.parser.minilm.anecdotes` (what others did before): these clauses have the
speaker ("I", "we") as their subject, and their step words and receptacles are about the speaker, not
the object of the task:

- where the speaker is ("hand it to me, I'm on the sofa", "we're at the table"): a place preposition
  right after "I'm" / "we're" says where a person sits or stands, no place of the object ("I'm in" with no
  determiner after it, being home, is a clause of its own: file 47), also past ("I was in bed") and after one word of
  how they are ("I'm horizontal on the sofa", "I was ill in bed with flu", file 67);
- what the speaker needs the object for, done to another thing ("hand me the knife, I need to cut
  this tape", "I want to stir my coffee", "I gotta cut this brisket"), or is doing to it now ("pass it
  to me, I'm cutting the boerewors"): a step verb after "need to" / "want to" / "have to" / "gotta" or
  in the speaker's "-ing" whose object is a determiner and a word that names no object of the vocabulary; the steps of the task
  are asked of the listener ("then I'll slice it" stays a step: its object is the task's own); so is such a verb on a
  name of the vocabulary after the speaker asked another thing handed ("give me the knife, I want (to) cut bread", file 45);
- a thing the speaker left or brought for the listener ("I've left you a potato. Heat it ..."): the
  delivery is past, and its place words no step (only when a later sentence holds the request);
- what the speaker has done to it already, said in the perfect (file 39): "I've only just washed it
  out, so it's ready", "we've already sliced them" (an adverb of time before the verb), and where the
  speaker has left it for the listener, "I've left it on the counter for you" (a place verb, its
  pronoun, a preposition, "for" and the listener): done before the request, so neither a step nor
  the place it ends in;
- how the speaker left the object, no receptacle said ("i left it filthy", test file 56): no place;
- where the speaker goes ("b4 i go back on", "when i get in", test file 56): a person's move, no place;
- a step the speaker will do later themselves ("I'll scrub it later", "we'll slice them tomorrow", test file 56):
  put off by the speaker, not asked of the listener ("then I'll slice it" stays a step);
- the speaker handing the object (or the job) to the listener ("I'm giving it to you", "we'll pass this over to
  you", file 47): the listener is the one who gets it, no hand-over asked of them;
- what the speaker saw, a name and nothing more in its clause ("you skipped tea, I saw the plate", file 47): a
  sighting, no place (nor the target when a later sentence names another thing: :func:`sighting`, which also passes
  over a thing someone said or heard something about: "what I said about her sponge", file 47);
- a person's posture and where ("in your hands, curled up on the sofa", "tucked up in bed", file 67): only a person
  curls up, so the place is the person's, not the object's;
- a word the speaker says again after "yes" to insist on it, alone in its clause ("in the fridge (yes fridge, fight me)",
  "on the shelf. Yes, shelf.", file 67): the choice defended, said before; no step of its own (a bare "fridge" is a step);
- how cold or hot the speaker feels ("we were all frozen", "I'm freezing", "all of us cold"): a
  temperature word after the speaker's "be" says how a person feels, no state of the object.

Positions are returned like :func:`nsg.parser.minilm.anecdotes.remarked`: neither steps nor places.
"""
from __future__ import annotations

from nsg.parser.minilm.lexicon import mentions
from nsg.parser.minilm.spans import SENTENCE_ENDS, data

_YES = {"yes", "yep", "yeah"}
_YES_OPENS = {"(", ".", "!", "?", ",", ";", "-"}
_YES_ENDS = {",", ")", ".", "!", "?", ";", "-"}


def _insisted(tokens: list[str]) -> set[int]:
    """Positions of a word said again after an opening "yes" (a comma and a determiner at most between), its clause
    ending right after it, the same word said before it (module docstring)."""
    out: set[int] = set()
    for i, t in enumerate(tokens):
        if t not in _YES or i and tokens[i - 1] not in _YES_OPENS:
            continue
        j = i + 1 + (tokens[i + 1:i + 2] == [","])
        j += j < len(tokens) and tokens[j] in ("the", "a", "my", "your")
        if j + 1 < len(tokens) and tokens[j + 1] in _YES_ENDS and tokens[j].isalpha() and tokens[j] in tokens[:i]:
            out.add(j)
    return out


_BEING = {"i'm": 1, "we're": 1, "i": 2, "we": 2}  # "I'm on the sofa", "I am on the sofa": words up to the preposition
_BE = {"am", "are", "was", "were"}
_WHERE = {"on", "in", "at", "by", "under", "near", "upstairs", "downstairs", "outside", "beside", "behind"}
_SPEAKERS = {"i", "i've", "we", "we've", "i'd", "we'd"}
_NEEDS = {"need", "want", "have", "got", "needs"}
_GIVEN = {"left", "brought", "bought", "got", "saved", "kept"}
_RECEIVERS = {"you", "ya", "him", "her", "them", "us"}
_CLAUSE_ENDS = {",", ";", ":", "-", "(", ")", "and", "then", "but", "so"}
_WORDS = {"i'm", "we're", "i", "we", "i've", "we've", "i'd", "we'd", "us", "i'll", "we'll"}
_GOING = {"go", "get", "come", "head", "nip"}
_BACK = {"back", "home", "in", "out", "off", "up"}
_DEFERRED = {"later", "tomorrow", "tonight", "myself", "ourselves"}  # "I'll scrub it later": the speaker's own, not asked
_PERFECT = {"i've", "we've"}
_BY_NOW = {"just", "already", "only", "recently", "earlier"}
_PLACED = {"left", "put", "popped", "stuck", "set", "kept"}
_PRONOUNS = {"it", "them"}
_WAS = {"am", "are", "was", "were", "i'm", "we're"}
_DEGREES = {"all", "so", "really", "absolutely", "completely", "totally", "too", "a", "bit", "little", "pretty"}
_FEELINGS = {"cold", "frozen", "freezing", "chilly", "chilled", "hot", "boiling", "roasting", "sweltering", "baking"}


_LATER = {"tonight", "today", "later", "tomorrow", "now", "again", "soon"}


_CURLED = {"curled", "tucked", "snuggled", "cosied", "cozied", "huddled"}


def _curled(tokens: list[str]) -> set[int]:
    """Positions of "curled up on the sofa", "tucked up in bed": a person's posture and where (module docstring)."""
    out: set[int] = set()
    for i in range(len(tokens) - 2):
        if tokens[i] in _CURLED and tokens[i + 1] == "up" and tokens[i + 2] in _WHERE:
            out.update(range(i, _clause_end(tokens, i + 2)))
    return out


def _home_end(tokens: list[str], k: int) -> int | None:
    """"By the time I'm in tonight I want my mug clean" (file 47): "in" with no determiner after it is being home, a
    clause of its own (a time word may close it); what follows is the request."""
    if tokens[k] != "in" or k + 1 >= len(tokens) or tokens[k + 1] in data()["determiners"] or not tokens[k + 1].isalpha() \
            or mentions(tokens[k + 1:k + 2]):  # "I'm in bed": where the speaker is
        return None
    return k + 1 + (tokens[k + 1] in _LATER)


def _agent_after(tokens: list[str], k: int) -> bool:
    """"I was asked by the chef to wash it": a participle and "by" its doer (a passive), no whereabouts of the speaker."""
    return tokens[k + 1] == "by" and (tokens[k].endswith("ed") or tokens[k] in ("told", "shown", "taught", "made", "sent"))


def speaker_remarks(tokens: list[str]) -> set[int]:
    """Positions of the speaker's remarks about themselves (module docstring)."""
    out: set[int] = _curled(tokens) if "up" in tokens else set()
    if "yes" in tokens or "yep" in tokens or "yeah" in tokens:
        out |= _insisted(tokens)
    if _WORDS.isdisjoint(tokens):
        return out
    n = len(tokens)
    for i, t in enumerate(tokens):
        if t not in _WORDS:
            continue
        end = _to_listener(tokens, i) or _sighted(tokens, i)
        if end:
            out.update(range(i, end))
            continue
        k = i + 1
        if t in _BEING and (t.endswith("'re") or t == "i'm" or k < n and tokens[k] in _BE):
            k += t in ("i", "we")
            if k + 1 < n and tokens[k + 1] in _WHERE and tokens[k].isalpha() and tokens[k] not in _WHERE | _BACK \
                    and not _step_verb(tokens[k]) and not mentions(tokens[k:k + 1]) and not _agent_after(tokens, k):
                k += 1  # "I'm horizontal on the sofa", "I was ill in bed" (file 67): how they are ("we're back on the mooring
                # I want ...", file 41: no, a time clause)
            if k < n and tokens[k] in _WHERE and tokens[k:k + 2] not in (["at", "it"], ["at", "that"]):  # "while I'm at it" (50)
                out.update(range(i, _home_end(tokens, k) or _clause_end(tokens, k)))
                continue
        k = i + 1
        if t in ("i", "we") and k + 1 < n and tokens[k] in _GOING and tokens[k + 1] in _BACK:  # "b4 i go back on": they move
            out.update(range(i, min(_clause_end(tokens, k), k + 3)))
            continue
        if t in ("i", "we") and tokens[k:k + 1] == ["left"] and tokens[k + 1:k + 2] in (["it"], ["them"]):
            end = _clause_end(tokens, k)  # "i left it grosss", "sorry i left it dirty": how the speaker left it, no place
            if not any(w in data()["receptacle_preps"] for w in tokens[k + 2:end]) and not mentions(tokens[k + 2:end]):
                out.update(range(i, end))
            continue
        if t in ("i'll", "we'll"):
            end = _clause_end(tokens, k)
            if end - k <= 6 and tokens[end - 1] in _DEFERRED and _PRONOUNS & set(tokens[k:end]):
                out.update(range(i, end))
            continue
        end = _done_by_speaker(tokens, i) or _felt(tokens, i)
        if end:
            out.update(range(i, end))
            continue
        verb = _own_verb(tokens, i)
        if verb:
            if _other_thing(tokens, verb) or _handed_for(tokens, i, verb):
                out.update(range(i, _clause_end(tokens, verb)))
            continue
        if t in _SPEAKERS and k + 2 < n and tokens[k] in _GIVEN and tokens[k + 1] in _RECEIVERS \
                and tokens[k + 2] in ("a", "an", "the", "some", "your"):
            end = _sentence_end(tokens, k)
            if any(w.isalpha() for w in tokens[end + 1:]):  # the request follows in a later sentence
                out.update(range(i, _clause_end(tokens, k + 3)))
    return out


def _done_by_speaker(tokens: list[str], i: int) -> int:
    """The end of "I've only just washed it out" / "I've left it on the counter" at ``i``, or 0."""
    n, k = len(tokens), i + 1
    if tokens[i] in ("i", "we") and k < n and tokens[k] == "have":
        k += 1
    elif tokens[i] not in _PERFECT:
        return 0
    adverbs = k
    while k < n and tokens[k] in _BY_NOW:
        k += 1
    if k + 1 >= n or tokens[k + 1] not in _PRONOUNS:
        return 0
    end = _clause_end(tokens, k + 2)
    placed = tokens[k] in _PLACED and k + 2 < n and tokens[k + 2] in data()["receptacle_preps"] \
        and any(tokens[j] == "for" and tokens[j + 1] in _RECEIVERS for j in range(k + 3, end - 1))  # left for the listener
    if not placed and (k == adverbs or not tokens[k].isalpha()):
        return 0
    return end


_HANDING = {"give", "giving", "hand", "handing", "pass", "passing"}


def _to_listener(tokens: list[str], i: int) -> int:
    """The end of "I'm giving it to you" / "we'll hand them over to you" at ``i`` (the speaker's word), or 0."""
    k = i + 1 + (tokens[i] in ("i", "we") and tokens[i + 1:i + 2] in (["am"], ["are"], ["will"]))
    if tokens[i] not in ("i'm", "we're", "i'll", "we'll") and k == i + 1 or tokens[k:k + 1] == [] \
            or tokens[k] not in _HANDING or tokens[k + 1:k + 2] not in (["it"], ["them"], ["this"], ["that"]):
        return 0
    k += 2 + (tokens[k + 2:k + 3] == ["over"])
    return k + 2 if tokens[k:k + 2] == ["to", "you"] else 0


_SIGHTED = {"saw", "seen", "noticed", "spotted"}


def _sighted(tokens: list[str], i: int) -> int:
    """The end of "I saw the plate" at ``i`` (a determiner, a name, then its clause ends), or 0."""
    k = i + 1 + (tokens[i + 1:i + 2] in (["have"], ["had"]))
    if tokens[i] not in ("i", "we", "i've", "we've") or tokens[k:k + 1] == [] or tokens[k] not in _SIGHTED \
            or tokens[k + 1:k + 2] == [] or tokens[k + 1] not in data()["determiners"]:
        return 0
    m = next((m for m in mentions(tokens[k + 2:k + 5]) if m.start == 0), None)
    end = k + 2 + (m.end if m else 0)
    return end if m and _clause_end(tokens, end) == end else 0


def sighting(tokens: list[str], m) -> bool:
    """Whether the name ``m`` is what the speaker saw (:func:`_sighted`), or what someone said or heard something about
    ("I take back what I said about her sponge", "we talked about the kettle", file 47): a topic of talk."""
    j = m.start - 1
    while j >= 0 and tokens[j] in data()["determiners"]:
        j -= 1
    if j >= 1 and tokens[j] == "about" and (tokens[j - 1] in _TALKED or j >= 2 and tokens[j - 1] in _RECEIVERS | {"me"}
                                            and tokens[j - 2] in _TALKED):
        return True
    return any(_sighted(tokens, i) == m.end for i in range(max(0, m.start - 4), m.start))


_TALKED = {"said", "say", "says", "saying", "talked", "talk", "talking", "spoke", "speak", "told", "tell", "heard", "hear",
           "wrote", "write", "moaned", "complained", "joked", "asked", "ask", "asking", "warned", "worried", "forgot"}


def _felt(tokens: list[str], i: int) -> int:
    """The end of "we were all frozen" / "all of us cold" at ``i`` (the speaker's word), or 0."""
    n, k = len(tokens), i + 1
    if tokens[i] == "us":
        if tokens[max(0, i - 2):i] != ["all", "of"]:
            return 0
    elif tokens[i] in ("i'm", "we're"):
        pass
    elif k < n and tokens[i] in ("i", "we") and tokens[k] in _WAS:
        k += 1
    else:
        return 0
    while k < n and tokens[k] in _DEGREES:
        k += 1
    return k + 1 if k < n and tokens[k] in _FEELINGS else 0


def _own_verb(tokens: list[str], i: int) -> int:
    """Where the verb of what the speaker at ``i`` is doing or needs to do stands ("I need to cut", "I gotta cut",
    "I'm cutting", "we are cooking"), or 0."""
    n, k = len(tokens), i + 1
    if tokens[i] in _SPEAKERS and k + 2 < n and tokens[k] in _NEEDS and tokens[k + 1] == "to":
        return k + 2
    if tokens[i] in _SPEAKERS and k + 1 < n and (tokens[k] == "gotta" or tokens[k] in ("want", "need") and _step_verb(tokens[k + 1])):
        return k + 1  # "I gotta cut", a learner's "I want cut bread" (file 45)
    k += tokens[i] in ("i", "we") and k < n and tokens[k] in _BE
    if (tokens[i] in ("i'm", "we're") or k > i + 1) and k + 1 < n and tokens[k].endswith("ing"):
        return k
    return 0


def _other_thing(tokens: list[str], verb: int) -> bool:
    """Whether the verb at ``verb`` takes a determiner and a word that names no object ("cut this tape")."""
    j = verb + 1
    if j + 1 >= len(tokens) or tokens[j] not in data()["determiners"] or tokens[j] in ("a", "an"):
        return False
    head = tokens[j + 1]
    return head.isalpha() and not any(m.start == 0 for m in mentions(tokens[j + 1:j + 3]))


def _step_verb(word: str) -> bool:
    return any(word in forms.get("verbs", ()) for forms in data()["steps"].values())


_HANDS_ME = {"give", "hand", "pass", "bring", "fetch", "get"}


def _handed_for(tokens: list[str], i: int, verb: int) -> bool:
    """"Can you give me the knife from drawer? I want cut bread" (file 45): the speaker's own step verb on a name of the
    vocabulary (its determiner or none) other than the thing asked handed to the speaker before ("give me the knife",
    "pass me the board"): what the speaker wants that thing for, no step of the task."""
    j = verb + 1 + (verb + 1 < len(tokens) and tokens[verb + 1] in data()["determiners"])
    said = next((m for m in mentions(tokens[j:j + 3]) if m.start == 0 and m.kind == "object"), None)
    if said is None or not _step_verb(tokens[verb]):
        return False
    handed = [m for k in range(i - 1) if tokens[k] in _HANDS_ME and tokens[k + 1] == "me"
              for m in mentions(tokens[k + 2:k + 6]) if m.kind == "object" and m.start <= 1]
    return any(m.value != said.value for m in handed) and not any(m.value == said.value for m in handed)


def wanted_for(tokens: list[str], m) -> bool:
    """Whether the name ``m`` is what the speaker will do their own step to with a thing asked handed before
    (:func:`_handed_for`): no target."""
    j = m.start - 1 - (m.start > 0 and tokens[m.start - 1] in data()["determiners"])
    i = next((i for i in range(max(0, j - 3), j) if tokens[i] in _SPEAKERS and _own_verb(tokens, i) == j), None)
    return i is not None and _handed_for(tokens, i, j)


def _clause_end(tokens: list[str], k: int) -> int:
    return next((j for j in range(k, len(tokens)) if tokens[j] in _CLAUSE_ENDS or tokens[j] in SENTENCE_ENDS), len(tokens))


def _sentence_end(tokens: list[str], k: int) -> int:
    return next((j for j in range(k, len(tokens)) if tokens[j] in SENTENCE_ENDS), len(tokens))
