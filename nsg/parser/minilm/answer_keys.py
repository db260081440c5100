"""A multiple-choice question with its answer key (file 75: a theory test's questions, a quiz, a worksheet): "The pan is
dirty. What should you do? A) Heat it B) Wash it, then put it in the cabinet C) Leave it. Correct answer: B." The job
is the option the key picks; the other options are distractors, said only to be rejected, so their steps are no steps.

The options are lettered in sequence ("A) ... B) ... C) ...", or "(a) ... (b) ..."), at least two of them, and the key
comes after the last one ("Correct answer: B.", "Answers: A and C", "The answer is b."), naming option letters of the
same case. The text is then read as its stem, the chosen options (each its own sentence, in the order of their letters)
and what follows the key (the setter's note: "A mug should be washed before it goes back in the cabinet."); the key and
its letters (bracketed too: "Answer: (b)."), the marks of the options and a "Mark one answer." instruction are no words of the task. A question asking
which option is NOT needed ("Which is NOT necessary?", "... except ...") keys the one option left out: the stem and the
note say the job, so every option is dropped.

A word bank to put in order ("Put the words in order: fridge / the / wine / in / bottle / chill / the \u2705 Chill the wine
bottle in the fridge.", "Unscramble: it / wash / then / ..."): four or more single words between slashes, one of them
a word like "the" or "it" that no list of things holds, are the exercise's jumbled words, no sentence, and the
instruction that opens them up to its colon is no task either (:func:`unscrambled`): the answer that follows says the
job. A slash between two words ("wash/rinse it", "sink / drawer") is an either-or, and "on the sink / counter / shelf /
table" a list of things: no word bank.

Why apart from :mod:`nsg.parser.minilm.choices` ("bin it or eat it": a choice left open) and
:mod:`nsg.parser.minilm.answered_choice` ("wash it or just put it away? Just put it away.": a spoken either-or answered
in words): here the choice is closed by a key that names letters, so it is read off the raw text before it is split into
words, like a post's TL;DR (:mod:`nsg.parser.minilm.posts`). Options without a key (a poll, "A) ... B) ..." with no
answer) and a key without lettered options ("Answer: a cup, chilled") are left as they are.
"""
from __future__ import annotations

import re

_MARK = re.compile(r"(?<![\w'])\(?([A-Ea-e])\)\s")
_KEY = re.compile(r"\b(?:(?:the\s+)?(?:correct|right)\s+)?answers?\s*(?::|\bis\b|-|=)?\s*\(?"  # "Answer: (b)."
                  r"((?-i:[A-E](?:\)?\s*(?:,|\band\b|&)\s*\(?[A-E])*|[a-e](?:\)?\s*(?:,|\band\b|&)\s*\(?[a-e])*))"
                  r"(?=\s*(?:[.,;:!)\u2013\u2014-]|$))", re.IGNORECASE)
_INSTRUCTION = re.compile(r"\bmark\s+(?:one|two|three|\d)\s+answers?\s*[.:]?", re.IGNORECASE)
_NEGATED = re.compile(r"\bnot\b|n't\b|\bexcept\b", re.IGNORECASE)
_ENDS = re.compile(r"[.!?]")
_JUMBLED = {"the", "a", "an", "it", "them", "then", "and"}  # a sentence's words, not a list of things ("sink / shelf")
_BANK = re.compile(r"(?:^|(?<=[.!?]))([^.!?:/]*:)?\s*(?:[\w']+\s*/\s*){3,}[\w']+")


def _options(text: str) -> list[re.Match]:
    """The option marks of ``text``: the longest run lettered A, B, C, ... (one case) from the first "A)"."""
    marks = [m for m in _MARK.finditer(text)]
    for i, m in enumerate(marks):
        if m.group(1) not in "Aa":
            continue
        run = [m]
        for n in marks[i + 1:]:
            if n.group(1) == chr(ord(run[-1].group(1)) + 1):
                run.append(n)
        if len(run) >= 2:
            return run
    return []


def keyed(text: str) -> str:
    """``text`` read as its stem, its keyed options and its note when it is a keyed multiple-choice question."""
    if ")" not in text or "nswer" not in text:  # most descriptions: no lettered options, no key
        return text
    run = _options(text)
    if not run:
        return text
    last = run[-1]
    end = _ENDS.search(text, last.end())
    key = next((k for k in _KEY.finditer(text, last.end())), None)
    if key is None:
        return text
    stop = min(end.start() if end else len(text), key.start())
    letters = set(re.findall(r"\b[A-Ea-e]\b", key.group(1)))
    options = {m.group(1): text[m.end():(run[i + 1].start() if i + 1 < len(run) else stop)].strip(" ,;")
               for i, m in enumerate(run)}
    if not letters <= set(options):
        return text
    stem = _INSTRUCTION.sub(" ", text[:run[0].start()]).strip()
    question = re.split(r"(?<=[.!?])\s+", stem)[-1] if stem else ""
    chosen = [] if _NEGATED.search(question) else [options[c] for c in sorted(letters)]
    note = text[key.end():].strip().lstrip(").,;:-\u2013\u2014 ")  # "(b)." closes its bracket
    if chosen and stem and stem[-1] not in ".?!:":  # "the pan should be A) clean, in the cabinet B) ...": one sentence
        stem, chosen = stem + " " + chosen[0], chosen[1:]
    parts = [p.rstrip(". ") for p in (stem, *chosen, note)]
    return " ".join(p if p[-1] in "?!" else p + "." for p in parts if p)


def unscrambled(text: str) -> str:
    """``text`` without its word bank and the instruction before it (module docstring)."""
    if text.count("/") < 3:  # most descriptions: no word bank
        return text
    return _BANK.sub(lambda m: " " if _JUMBLED & set(re.findall(r"[\w']+", m.group(0).lower())) else m.group(0), text)
