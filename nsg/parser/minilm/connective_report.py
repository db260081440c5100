"""Exact match per connective: which order words the parser reads right, held in and held out.

Why per connective: the grammar's claim is that an order word means the same in any phrasing, so
the evaluation breaks exact graph match down by the connectives a description uses (from the
lexicon ``data/connectives.json``, as :mod:`nsg.parser.minilm.cues` finds them); a description counts once
for every distinct connective it contains. Punctuation and auxiliaries are left out.
"""
from __future__ import annotations

from typing import Sequence

from contracts.language.graphs import TaskGraph
from nsg.parser.minilm.cues import read
from nsg.parser.minilm.lexicon import words
from nsg.parser.minilm.slot_parser import text_mentions

_SKIP = {"aux"}


def connectives_of(text: str) -> list[tuple[str, str]]:
    """(phrase, meaning) of each distinct connective in a description."""
    tokens = words(text)
    objs, recs = text_mentions(tokens)
    out: list[tuple[str, str]] = []
    for c in read(tokens, objs, recs).connectives:
        phrase = " ".join(tokens[c.start:c.end])
        if c.meaning not in _SKIP and any(ch.isalpha() for ch in phrase) and (phrase, c.meaning) not in out:
            out.append((phrase, c.meaning))
    return out


def connective_table(texts: Sequence[str], gold: Sequence[TaskGraph],
                     predicted: Sequence[TaskGraph | None]) -> dict[str, dict]:
    """``{phrase: {"meaning", "n", "exact_match"}}`` over the descriptions that use each phrase."""
    counts: dict[str, list] = {}
    for text, g, p in zip(texts, gold, predicted):
        ok = p is not None and p.canonical() == g.canonical()
        for phrase, meaning in connectives_of(text):
            tally = counts.setdefault(phrase, [meaning, 0, 0])
            tally[1] += 1
            tally[2] += ok
    return {k: {"meaning": m, "n": n, "exact_match": round(e / n, 4)}
            for k, (m, n, e) in sorted(counts.items(), key=lambda kv: (-kv[1][1], kv[0]))}


def table_rows(held_in: dict[str, dict], held_out: dict[str, dict] | None = None, min_n: int = 5) -> list[str]:
    """Markdown rows: connective, meaning, held-in exact (n), held-out exact (n)."""
    lines = ["| connective | meaning | held-in exact (n) | held-out exact (n) |", "|---|---|---|---|"]
    for phrase, stats in held_in.items():
        if stats["n"] < min_n:
            continue
        out = (held_out or {}).get(phrase)
        out_text = f"{100 * out['exact_match']:.1f} ({out['n']})" if out else "-"
        lines.append(f"| {phrase} | {stats['meaning']} | {100 * stats['exact_match']:.1f} ({stats['n']}) | {out_text} |")
    return lines
