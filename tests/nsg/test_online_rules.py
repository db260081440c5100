"""Verdict rules on synthetic streams: no flag without a mistake, each mistake type at its segment.

A synthetic stream is a logit matrix [queries, segments]: a state query turns high (p = 0.95) from
the segment its step is done on and stays high (states persist), everything else is low
(p = 0.05). The graph is heat -> clean -> place(plate); its alternatives come from the library.
"""
from __future__ import annotations

import math

import pytest
import torch

from contracts.language.graphs import QueryNode, TaskGraph
from nsg.online.rules import Thresholds
from nsg.online.stream import VideoQueries, stream_logits

HIGH, LOW = math.log(0.95 / 0.05), math.log(0.05 / 0.95)
GRAPH = TaskGraph((QueryNode("heat", "potato"), QueryNode("clean", "potato"), QueryNode("place", "potato", "plate")),
                  ((0, 1), (1, 2)))
S = 12


def stream(done_at: dict[int, int], alt_at: dict[int, int] | None = None, graph: TaskGraph = GRAPH,
           th: Thresholds = Thresholds()):
    q = VideoQueries.of(graph)
    logits = torch.full((len(q.nodes), S), LOW)
    for node, seg in done_at.items():
        logits[node, seg:] = HIGH
    for alt, seg in (alt_at or {}).items():
        logits[len(graph.nodes) + alt, seg:] = HIGH
    return q, stream_logits(logits, [4.0 * (s + 1) for s in range(S)], q, th)


def first_flag(states):
    return next((s for s in states if s.verdict == "mistake"), None)


def alt_index(q: VideoQueries, kind: str, token: str) -> int:
    return next(i for i, a in enumerate(q.alts) if a.kind == kind
                and (a.node.receptacle == token or a.node.subtask == token))


def test_alternatives_come_from_the_vocabulary():
    q = VideoQueries.of(GRAPH)
    kinds = {(a.kind, a.node.subtask, a.node.receptacle) for a in q.alts}
    assert ("wrong_step", "cool", None) in kinds and ("wrong_step", "slice", None) in kinds
    assert ("wrong_step", "heat", None) not in kinds                  # in the graph already
    recs = {r for k, _, r in kinds if k == "wrong_receptacle"}
    assert "plate" not in recs and {"bowl", "pan", "fridge"} <= recs
    assert not {"microwave", "sink"} & recs                      # devices of the graph's heat and clean


def test_mistake_free_stream_raises_no_flag_and_completes():
    _, states = stream({0: 2, 1: 5, 2: 8})
    assert first_flag(states) is None
    assert [s.verdict for s in states[:8]] == ["on_track"] * 8
    assert states[8].verdict == "complete" and states[-1].verdict == "complete"
    assert states[3].next == ["n1"] and states[3].done["n0"] > 0.5 > states[3].done["n1"]
    assert states[-1].alignment == {"n0": 2, "n1": 5, "n2": 8}


def test_on_track_while_steps_are_still_coming():
    _, states = stream({0: 2, 1: 5, 2: 8})
    assert all(s.verdict == "on_track" for s in states[:8])


def test_order_flagged_where_a_step_comes_before_its_predecessor():
    _, states = stream({0: 6, 1: 3, 2: 9})    # clean (n1) at 3, before heat (n0) at 6
    flag = first_flag(states)
    assert (flag.segment, flag.mistake_type, flag.node) == (3, "order", "n1")
    assert states[-1].mistake_type == "order"   # heat came after all: stays an order mistake


def test_missing_step_flagged_when_a_later_step_is_done_without_it():
    _, states = stream({1: 4, 2: 8})          # heat never done; clean at 4
    flag = first_flag(states)
    assert (flag.segment, flag.node) == (4, "n1")
    assert states[-1].verdict == "mistake" and states[-1].mistake_type == "missing_step"


def test_missing_last_step_flagged_at_the_end():
    _, states = stream({0: 2, 1: 6})           # place never done
    flag = first_flag(states)
    assert flag is states[-1] and flag.segment == S - 1
    assert (flag.mistake_type, flag.node) == ("missing_step", "n2")


def test_wrong_step_flagged_where_the_other_state_rises():
    q = VideoQueries.of(GRAPH)
    _, states = stream({1: 7, 2: 9}, {alt_index(q, "wrong_step", "cool"): 4})   # cooled instead of heated
    flag = first_flag(states)
    assert (flag.segment, flag.mistake_type, flag.node) == (4, "wrong_step", "n0")


def test_a_state_true_from_the_start_is_not_a_wrong_step():
    q = VideoQueries.of(GRAPH)
    _, states = stream({0: 2, 1: 5, 2: 8}, {alt_index(q, "wrong_step", "cool"): 0})   # cold from the fridge
    assert first_flag(states) is None and states[-1].verdict == "complete"


def test_wrong_receptacle_flagged_where_it_is_placed():
    q = VideoQueries.of(GRAPH)
    _, states = stream({0: 2, 1: 5}, {alt_index(q, "wrong_receptacle", "bowl"): 9})
    flag = first_flag(states)
    assert (flag.segment, flag.mistake_type, flag.node) == (9, "wrong_receptacle", "n2")


def test_flag_is_kept_for_the_rest_of_the_video():
    _, states = stream({0: 6, 1: 3, 2: 9})
    assert all(s.verdict == "mistake" for s in states[3:])


@pytest.mark.parametrize("done", [0.0, 1.0, -0.5])
def test_done_threshold_out_of_range_is_refused(done):
    from nsg.errors import InvalidValueError
    with pytest.raises(InvalidValueError, match="done threshold"):
        Thresholds(done=done)


def test_hold_waits_for_the_evidence_to_last_and_the_end_decides_what_still_holds():
    q = VideoQueries.of(GRAPH)
    bowl = len(GRAPH.nodes) + alt_index(q, "wrong_receptacle", "bowl")
    logits = torch.full((len(q.nodes), S), LOW)
    logits[0, 2:], logits[1, 5:] = HIGH, HIGH
    logits[bowl, 6] = HIGH                      # set down in the bowl for one segment: not a placement
    logits[bowl, 10:] = HIGH                    # placed there at the end
    times = [4.0 * (s + 1) for s in range(S)]
    states = stream_logits(logits, times, q, Thresholds(hold=2))
    flag = first_flag(states)
    assert (flag.segment, flag.mistake_type) == (11, "wrong_receptacle")
    logits[bowl, 10] = LOW                      # only the last segment: still flagged, at the end
    states = stream_logits(logits, times, q, Thresholds(hold=2))
    assert first_flag(states) is states[-1] and states[-1].mistake_type == "wrong_receptacle"
    assert first_flag(stream_logits(logits, times, q, Thresholds(hold=1))).segment == 6


def test_a_node_true_from_the_start_is_no_order_mistake():
    _, states = stream({0: 2, 1: 5, 2: 0})     # the object starts on the plate
    assert first_flag(states) is None and states[-1].verdict == "complete"


def place_passing_through(alt: str | None = None, end_p: float = 0.05):
    """heat, clean, then the place node high on segments 8-9 only (the object passing through the
    plate); on the last segment the place node is at ``end_p`` and ``alt`` (if given) is high."""
    q = VideoQueries.of(GRAPH)
    logits = torch.full((len(q.nodes), S), LOW)
    logits[0, 2:], logits[1, 5:], logits[2, 8:10] = HIGH, HIGH, HIGH
    logits[2, S - 1] = math.log(end_p / (1 - end_p))
    if alt:
        logits[len(GRAPH.nodes) + alt_index(q, "wrong_receptacle", alt), S - 1] = HIGH
    return q, logits, [4.0 * (s + 1) for s in range(S)]


def test_place_end_flags_a_place_gone_by_the_end_and_names_where_it_went():
    q, logits, times = place_passing_through()
    assert first_flag(stream_logits(logits, times, q, Thresholds())) is None          # off by default
    states = stream_logits(logits, times, q, Thresholds(place_end=0.1))
    assert first_flag(states) is states[-1]
    assert (states[-1].mistake_type, states[-1].node, states[-1].segment) == ("missing_step", "n2", S - 1)
    q, logits, times = place_passing_through("bowl", end_p=0.01)
    states = stream_logits(logits, times, q, Thresholds(place_end=0.1, wrong_receptacle=1.01))
    assert (states[-1].mistake_type, states[-1].node) == ("wrong_receptacle", "n2")


def test_place_end_keeps_a_place_that_holds_at_the_end():
    q, logits, times = place_passing_through(end_p=0.3)
    states = stream_logits(logits, times, q, Thresholds(place_end=0.1))
    assert first_flag(states) is None and states[-1].verdict == "complete"


def test_done_place_sets_the_place_nodes_own_done_level():
    q = VideoQueries.of(GRAPH)
    logits = torch.full((len(q.nodes), S), LOW)
    logits[0, 2:], logits[1, 5:] = HIGH, HIGH
    logits[2, 8:] = math.log(0.15 / 0.85)       # a place the probe is unsure of, yet highest there
    times = [4.0 * (s + 1) for s in range(S)]
    assert stream_logits(logits, times, q, Thresholds(done=0.5))[-1].mistake_type == "missing_step"
    assert stream_logits(logits, times, q, Thresholds(done=0.5, done_place=0.1))[-1].verdict == "complete"


@pytest.mark.parametrize("name", ["done_place", "place_end"])
def test_place_thresholds_out_of_range_are_refused(name):
    from nsg.errors import InvalidValueError
    with pytest.raises(InvalidValueError, match=name):
        Thresholds(**{name: 1.5})
