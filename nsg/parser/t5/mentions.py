"""Where a description mentions each step of its graph, to write the parser's target in text order.

The parser writes steps in the order the description mentions them, each with its group tag
(:mod:`nsg.parser.grammar`). That order is not part of a graph, so for training it is recovered
from the text: every concrete phrase template of a sub-task (``contracts/data/templates.json``,
imperative and gerund forms, with the object as "the <noun>" or "it" and the place receptacle
filled in) is searched in the text; overlapping matches keep the longest (so "put it in the
microwave to heat it" is heat, not place), and each step takes its earliest match. When a step
cannot be found (a template the generator gained later, an abstract phrasing), the caller falls
back to the fixed sub-task order.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pddl_domains import vocabulary as vocab
from contracts.language.graphs import TaskGraph
from contracts.language.descriptions import description_templates


@lru_cache(maxsize=None)
def _patterns(subtask: str, receptacle: str | None) -> tuple[re.Pattern, ...]:
    templates = description_templates()
    on = templates["prepositions"]["on"]
    out = []
    for forms in templates["concrete"].get(subtask, []):
        for form in forms:
            text = form
            if receptacle is not None:
                rec_type = vocab.type_from_token(receptacle)
                text = text.replace("{prep}", "on" if rec_type in on else "in").replace("{rec}", vocab.text_name(rec_type))
            parts = [re.escape(p) for p in text.split("{obj}")]
            out.append(re.compile(r"(?:the [a-z]+(?: [a-z]+)?|it)".join(parts), re.IGNORECASE))
    return tuple(out)


def mention_order(text: str, graph: TaskGraph) -> list[int] | None:
    """Step indices of ``graph`` in the order ``text`` mentions them, or None if a step is not found."""
    spans = []  # (start, -length, step)
    for i, node in enumerate(graph.nodes):
        for pat in _patterns(node.subtask, node.receptacle if node.subtask == "place" else None):
            for m in pat.finditer(text):
                spans.append((m.start(), -(m.end() - m.start()), i, m.end()))
    spans.sort()
    taken_until, first = -1, {}
    for start, _, step, end in spans:
        if start < taken_until:
            continue  # overlaps a longer/earlier phrase already assigned
        if step not in first:
            first[step] = start
            taken_until = end
    if len(first) != len(graph.nodes):
        return None
    return sorted(first, key=first.get)
