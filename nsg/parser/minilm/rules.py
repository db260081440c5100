"""Description -> graph by the grammar alone (:mod:`nsg.parser.minilm.cues` + :mod:`nsg.parser.minilm.compose`).

The slot parser calls :func:`rule_graph` first and keeps the learned head for what the grammar
does not decide (no step mention found). The steps are written as the query grammar's symbols and
read back by :class:`nsg.parser.grammar.GrammarState`, like the head's output, so a rule graph is
always a graph the query grammar admits.
"""
from __future__ import annotations

from dataclasses import dataclass

from contracts.language.graphs import TaskGraph
from pddl_domains import vocabulary as vocab
from nsg.parser.minilm.afterwards import afterwards
from nsg.parser.minilm.answered import answer_given, answered_places, asked_again
from nsg.parser.minilm.closers import closed_off
from nsg.parser.minilm.compose import groups
from nsg.parser.minilm.cues import read
from nsg.parser.minilm.dried import dried_after
from nsg.parser.minilm.found_where import found_where
from nsg.parser.minilm.holders import holders_dropped
from nsg.parser.minilm.inner_first import inner_firsts
from nsg.parser.minilm.labels import label_hands
from nsg.parser.minilm.late import constrain
from nsg.parser.minilm.let_cool import let_cool
from nsg.parser.minilm.notes import reorder
from nsg.parser.minilm.numbered import free_items, freed_numbers, listed_only, numbered_notes
from nsg.parser.grammar import END, symbols_to_graph
from nsg.parser.minilm.lexicon import Mention
from nsg.parser.minilm.lookalikes import lookalikes
from nsg.parser.minilm.occasions import unscheduled
from nsg.parser.minilm.reasons import reasons_dropped
from nsg.parser.minilm.referred import referred
from nsg.parser.minilm.remarks import untimed
from nsg.parser.minilm.served import served_as
from nsg.parser.minilm.restated import restated_free, restated_order
from nsg.parser.minilm.spans import Reading
from nsg.parser.minilm.stayed_there import stayed_there
from nsg.parser.minilm.step_nouns import nouns_said_again
from nsg.parser.minilm.summaries import summarised
from nsg.parser.minilm.taken_out import taken_out_then
from nsg.parser.minilm.tool_use import gadget_stops, tool_cuts


@dataclass(frozen=True)
class RuleParse:
    graph: TaskGraph
    object: str


def rule_graph(tokens: list[str], objects: list[Mention], receptacles: list[Mention],
               reading: Reading | None = None) -> RuleParse | None:
    """The grammar's graph, or None when it finds no step or no target object. ``reading``: the cue
    finder's reading of these mentions when the caller has it (it is changed here); read here otherwise,
    and again when a device said before is referred to ("Fridge is free. Put the egg in it.")."""
    named = referred(tokens, objects, receptacles)
    if reading is None or named is not receptacles:
        reading = read(tokens, objects, named)
    reading.steps = label_hands(tokens, reading.steps)  # "Port of discharge: my hand": held at the end
    numbered_notes(tokens, reading)  # "1) wash it 2) heat it. Step 2 should happen before step 1."
    nouns_said_again(tokens, reading)  # "a warm nap in the microwave and a splash ... Splash before nap!"
    reading.steps = closed_off(tokens, reading.steps)  # "wash it, that's all, I'll put it away": no place
    reading.steps = listed_only(tokens, reading.steps)  # "I have feelings about toast. Step 1: slice it. Step 2: ..."
    reading.steps = summarised(tokens, reading.steps)  # "... So: wash, then cut, and the bowl at the end."
    reading.steps = reasons_dropped(tokens, reading.steps)  # "wash it, boil it once to rinse it through and ..."
    reading.steps = served_as(tokens, reading.steps, reading.target)  # "Bread, to be served cold: cut it and cool it": the goal
    reading.steps = answered_places(tokens, asked_again(tokens, answer_given(tokens, reading.steps)))  # "What's the best way to get it cold? Wash it, then chill it."; "Q: How should it be left? A: Sliced and on the counter."
    reading.steps = holders_dropped(tokens, reading.steps, reading.target)  # "... not the one holding the cup"
    reading.steps = found_where(tokens, reading.steps, named, reading.target)  # "They found the egg in the fridge, cut in two"
    reading.steps = gadget_stops(tokens, tool_cuts(reading.steps, reading.target))  # "wash the knife after cutting raw meat": its use
    reading.steps = stayed_there(tokens, reading.steps)  # "put it in the fridge to chill, and there it stayed": its place
    if reading.target is None or not reading.steps:
        return None
    reading.connectives = lookalikes(tokens, untimed(tokens, reading), tuple(s.start for s in reading.steps))  # "scrub it when you're home and ...": a time; "Hi both"
    reading.connectives = unscheduled(tokens, reading.connectives)  # "before first sitting": when, no order
    reading.connectives = afterwards(tokens, reading)  # "wash it and after cut it": "then"
    reading.connectives = let_cool(tokens, reading)  # "boil it and let it cool": "then"
    reading.connectives = dried_after(tokens, reading)  # "scrub it and heat it to dry it": "then"
    reading.connectives = taken_out_then(tokens, reading)  # "when it was cold he took it out and carried it off": "then"
    freed = freed_numbers(tokens, reading)  # "Steps (2 and 3 can run in either order): 1. ... 2. ... 3. ... 4. ..."
    ordered = inner_firsts(tokens, reading, groups(tokens, reading))  # "it must first be washed": before all
    ordered = constrain(tokens, reading, ordered)  # constraints said after the list
    ordered = reorder(tokens, reading, ordered)  # "the first two in either order", "the rest as you like"
    ordered = restated_free(tokens, reading, ordered)  # "... Washing and chilling in any order."
    ordered = restated_order(tokens, reading, ordered)  # "... Order: boil, slice."
    ordered = free_items(freed, ordered) if freed else ordered
    obj = reading.target.value
    syms: list[str] = []
    for g, group in enumerate(ordered):
        for s in group:
            if s.subtask == "place":
                syms += ["[RelationQuery]", f"[o:{obj}]", f"[r:{s.receptacle or vocab.ANY_RECEPTACLE}]", "[rel:in]"]
            else:
                syms += ["[StateQuery]", f"[o:{obj}]", f"[s:{vocab.SUBTASK_STATE[s.subtask]}]"]
            syms.append(f"[g:{g}]")
    return RuleParse(symbols_to_graph(syms + [END]), obj)
