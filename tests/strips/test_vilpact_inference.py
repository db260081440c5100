"""Open-world state inference and STRIPS checks of candidate futures (strips.vilpact.inference)."""
import pytest

from strips.actions import Atom
from strips.vilpact.action_classes import PERSON, load_vocabulary
from strips.vilpact.inference import StripsReplayer, complementary_predicates
from tests.support.vilpact_tiny import write_tiny_kb


@pytest.fixture(scope="module")
def replayer(tmp_path_factory):
    vocab, _ = load_vocabulary(write_tiny_kb(tmp_path_factory.mktemp("kb")))
    return StripsReplayer(vocab)


def test_preconditions_are_evidence_and_effects_hold(replayer):
    inf = replayer.infer(["c003"])                    # drinking from a cup: we never saw a take
    assert inf.state.value(Atom("InHand", (PERSON, "cup"))) is True
    assert inf.reasons[Atom("InHand", (PERSON, "cup"))].kind == "precondition"
    assert inf.state.value(Atom("Drank", (PERSON, "cup"))) is True
    assert inf.state.value(Atom("IsOpen", ("door",))) is None     # untouched facts stay unknown
    assert not inf.inconsistencies


def test_complements_come_from_toggles_only(replayer):
    comp = complementary_predicates(replayer.vocab)
    assert comp["IsOpen"] == {"IsClosed"} and comp["IsSitting"] == {"IsStanding"}
    assert "InHand" not in comp                       # Take/Put do not toggle one atom pair
    inf = replayer.infer(["c007"])                    # watching a book: it was open
    assert inf.state.value(Atom("IsClosed", ("book",))) is False


def test_candidate_violations_support_redundancy(replayer):
    inf = replayer.infer(["c001"])                    # took the cup
    good = replayer.check(inf, ["c003", "c002"]).counts()
    assert good["supported"] == 2 and good["violated"] == 0
    again = replayer.check(inf, ["c001"])             # taking it again: it is no longer anywhere
    assert again.counts()["violated_vague"] == 1 and again.counts()["violated"] == 0
    door = replayer.infer(["c004"])                   # opened the door
    closed_twice = replayer.check(door, ["c005", "c005"]).counts()
    assert closed_twice["violated"] == 1 and closed_twice["redundant"] == 1
    reopen = replayer.check(door, ["c004"]).counts()
    assert reopen["violated"] == 1 and reopen["redundant"] == 1
    assert replayer.check(door, ["c000"]).counts()["undefined"] == 1


def test_undone_counts_effects_reversed_before_use(replayer):
    door = replayer.infer(["c004"])
    assert replayer.check(door, ["c005"]).counts()["undone"] == 2       # IsOpen, IsClosed reversed
    cup = replayer.infer(["c001"])
    # putting the cup straight back reverses both effects of the take (its own use does not count)
    assert replayer.check(cup, ["c002"]).counts()["undone"] == 2
    # drinking first relies on InHand, so putting the cup down then only undoes At(cup, ?)
    steps = replayer.check(cup, ["c003", "c002"]).steps
    assert len(steps[1].undoes) == 1 and "(At cup ?)" in steps[1].undoes[0]


def test_candidate_check_does_not_touch_the_inferred_state(replayer):
    inf = replayer.infer(["c004"])
    before = (set(inf.state.true), set(inf.state.false))
    replayer.check(inf, ["c005", "c004"])
    assert (inf.state.true, inf.state.false) == before


def test_explanations_and_weighted_score(replayer):
    inf = replayer.infer(["c004", "c004"])            # opening an open door
    assert any("known false" in x for x in inf.inconsistencies)
    check = replayer.check(inf, ["c005", "c012"])
    lines = check.explanation({"violated": -2.0, "supported": 1.0})
    assert lines[0].startswith("compatibility +1.00")
    assert "supported (IsOpen door)" in lines[1] and "no STRIPS definition" in lines[2]
    assert check.score({"violated": -2.0, "supported": 1.0}) == 1.0
