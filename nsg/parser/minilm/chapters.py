"""The marks of a post's list, one item a line: a video's chapter times ("0:35 boiling the eggs", "1:40 into the
toaster") and a thread's post numbers ("2/ wash the potato", "3/ slice it"), file 67.

A line opened by such a mark is one item of the list, so the mark ends the line before it as a semicolon would (the
lines of a post run on with no mark of their own: "0:15 slice the baguette / 1:00 butter it up / 1:40 into the
toaster" is three clauses, not one "and" list; no full stop, which would make "1:05 chop chop" the "chop chop." of
hurry). Two marked lines or more of one kind make a list; a time or a number opening the text alone ("05:40 - Day
shift, please: ...", "11:00 - wine bottle into the fridge") or run on in one line ("14:10 apple washed (sink). 14:12
apple heated") is no list and stays as written.

What stands before the list is its heading when it is one short line with no sentence mark ("Baked potato the lazy
way", "Garlic bread hack", "Timestamps:"): it names the dish or the video, no step ("Baked" in the title is no
heating, done before the scrubbing), and is dropped. A thread's first post that only says a thread follows (a word
of connectives.json list_openers: "1/ cooking tip thread", "1/ ... so here goes 🧵") is dropped likewise. The lines after the last item's line are the post's footer ("Blender: links below", "Don't
forget to subscribe!"): a sentence of their own, no words of that item.

A line with no mark of its own at its end, the next line opening with no small letter ("Objectives (any order): [ ] Clean
the Bottle [ ] Chill it in the Fridge\nTurn in: leave it on the Counter", a quest log's lines, file 70), ends its sentence
there (:func:`lines_closed`): the next line's words are no words of its list; a line ending in a word that needs more,
or the next opening with one (connectives.json verse_goes_on: "wash it and\nslice it", "wash it\nand slice it"), or
with a small letter, goes on across the break.

Why apart from :func:`nsg.parser.minilm.lexicon.words` (at its length limit), which calls it: this reads the raw
text (its line breaks), before it is split into words.
"""
from __future__ import annotations

import re
from functools import lru_cache

from nsg.parser.minilm.closed_classes import data

_MARK = re.compile(r"(?m)^[ \t]*(?:(\d{1,2}:\d\d(?::\d\d)?)|(\d{1,2})/)[ \t]+(?=\S)")
_HEADING_WORDS = 8


@lru_cache(maxsize=1)
def _openers() -> frozenset[str]:
    """The words of connectives.json list_openers."""
    return frozenset(data()["list_openers"])


def _heading(line: str) -> bool:
    """Whether ``line`` reads as a list's heading (module docstring): short, with no sentence mark."""
    return 0 < len(line.split()) <= _HEADING_WORDS and not re.search(r"[.!?;]", line)


def chaptered(text: str) -> str:
    """``text`` with the marks of its one-item-a-line list read as sentence ends (module docstring)."""
    if "\n" not in text:  # most descriptions: one line, no list
        return text
    marks = list(_MARK.finditer(text))
    times = [m for m in marks if m.group(1)]
    numbers = [m for m in marks if m.group(2)]
    kept = times if len(times) >= 2 else numbers if len(numbers) >= 2 else []
    if not kept:
        return text
    first = kept[0]
    out: list[str] = []
    head = text[:first.start()].strip()
    if head and not (len(head.splitlines()) == 1 and _heading(head)):
        out.append(head)
    ends = [m.start() for m in kept[1:]] + [len(text)]
    for k, (m, end) in enumerate(zip(kept, ends)):
        item = text[m.end():end].strip()
        if k == 0 and m.group(2) and _openers() & set(re.findall(r"[a-z]+|[^\sA-Za-z\d]", item.lower())):
            continue  # "1/ cooking tip thread": no step
        out.append(item)
    last, _, footer = out.pop().partition("\n") if out else ("", "", "")
    return " ; ".join(out + [last]) + (" . " + footer if footer.strip() else "")


_LINE_END = re.compile(r"([A-Za-z\d)\]]+)[ \t]*\n\s*(\S+)")


def lines_closed(text: str) -> str:
    """``text`` with a full stop at the end of each line that ends its sentence (module docstring)."""
    if "\n" not in text:  # most descriptions: one line
        return text
    goes_on = data()["verse_goes_on"]
    return _LINE_END.sub(lambda m: m.group(0) if m.group(1).lower() in goes_on or m.group(2).lower() in goes_on
                         or m.group(2)[:1].islower() else f"{m.group(1)} .\n{m.group(2)}", text)
