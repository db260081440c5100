"""Receptacle-swap negatives: a true description with its receptacle changed to one the object never entered.

Why: EgoTV-style negatives change the sub-tasks or their order, almost never only the receptacle
(in our train split only the wrong-receptacle mistake videos do: 87 of 1,145 videos). Trained on
those labels, the relation encoder scores "the object is placed" and hardly reads the receptacle:
on the test videos its RelationQuery scores for plate, pot, sink and fridge rise and fall
together (measured on the 1,145-video run, docs/nsg.md). An online verifier that must tell the
plate from the pan (a wrong receptacle) needs an encoder that does.

Each positive sample whose graph places the object in a named receptacle gets one more sample:
the same video, the same graph with that receptacle swapped for another place target that can
hold the object, label 0. The swapped receptacle is one the object is never in on any recorded
frame (``frames[i].states.in`` of the annotation), so the label is right even for a receptacle
the object passes through (the sink it is washed in, the fridge it cools in). A video without
recorded states gets no swap: its label could be wrong.

The swap is drawn once per run from a seeded generator (a resumed run sees the same samples).

Measured with the stand-in CLIP's features it did not work: they do not show which small
receptacle the object is in (a frame probe finds the plate 0% and the pan 9% of the time), so the
relation encoder went flat instead of learning the receptacle (docs/nsg.md, "2026-11-26,
later"). Hence off by default; it is for features that carry the receptacle.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Mapping, Sequence

from contracts.language.graphs import QueryNode, TaskGraph
from contracts.dataset.annotation import Annotation
from nsg.inputs.reader import Sample, read_annotation
from pddl_domains import vocabulary as vocab


def visited_receptacles(annotation: Annotation) -> set[str] | None:
    """The receptacle tokens (``counter``, ``sink``) the target is in on some recorded frame; None
    when the annotation records no states."""
    states = annotation.frame_states()  # the target's states
    if states is None:
        return None
    seen = set()
    for frame in states:
        where = frame.get("in")
        if isinstance(where, str):
            seen.add(vocab.instance_token(where))
    return seen


def receptacle_choices(node: QueryNode) -> list[str]:
    """The place-target tokens other than the node's own that can hold the node's object (or its
    sliced form); every place target when the object is not a kitchen type."""
    try:
        otype = vocab.type_from_token(node.object)
    except KeyError:
        otype = None
    forms = [t for t in (otype, vocab.sliced_form(otype) if otype else None) if t]
    out = []
    for rtype in vocab.place_targets():
        token = vocab.token_name(rtype)
        if token != node.receptacle and (not forms or any(vocab.can_contain(rtype, f) for f in forms)):
            out.append(token)
    return out


def swap_receptacle(graph: TaskGraph, node_index: int, receptacle: str) -> TaskGraph:
    nodes = list(graph.nodes)
    nodes[node_index] = replace(nodes[node_index], receptacle=receptacle)
    return TaskGraph(tuple(nodes), graph.edges)


def receptacle_negatives(samples: Sequence[Sample], graphs: Mapping[str, TaskGraph],
                         seed: int = 0) -> tuple[list[Sample], dict[str, TaskGraph]]:
    """One swapped negative per positive sample that has a place node with a named receptacle and
    a receptacle left to swap to. Returns the new samples (the original description, label 0,
    ``variant`` "swap-<receptacle>") and their graphs by sample id: the description's text is
    unchanged, only its graph is swapped, so the text still has its cached features."""
    rng = random.Random(seed)
    new_samples, new_graphs = [], {}
    annotations: dict[str, set[str] | None] = {}
    for s in samples:
        graph = graphs.get(s.description.text)
        if s.label != 1 or graph is None:
            continue
        places = [i for i, n in enumerate(graph.nodes) if n.subtask == "place" and n.receptacle
                  and n.receptacle != vocab.ANY_RECEPTACLE]
        if not places:
            continue
        key = s.record.key
        if key not in annotations:
            annotations[key] = visited_receptacles(read_annotation(s.record.annotations))
        visited = annotations[key]
        if visited is None:
            continue
        i = places[rng.randrange(len(places))]
        choices = [r for r in receptacle_choices(graph.nodes[i]) if r not in visited]
        if not choices:
            continue
        swapped = rng.choice(choices)
        sample = Sample(s.record, s.description, 0, variant=f"swap-{swapped}")
        new_graphs[sample.sample_id] = swap_receptacle(graph, i, swapped)
        new_samples.append(sample)
    return new_samples, new_graphs
