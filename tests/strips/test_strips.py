import pytest

from pddl_domains import domain_path
from strips.actions import ActionClass, Atom, Literal, parse_atom
from strips.check import check_plan
from strips.errors import ActionDefinitionError, GroundingError, UnknownActionError, UnsupportedPDDLError
from strips.pddl_domain import load_domain
from strips.state import OpenWorldState, State

MOVE = ActionClass("Move", ("?a", "?b"), pre=(Atom("at", ("?a",)),), pre_neg=(Atom("blocked", ("?b",)),),
                   add=(Atom("at", ("?b",)),), delete=(Atom("at", ("?a",)),), types=("room", "room"))


def test_atom_parsing_forms():
    assert parse_atom("(in apple plate)") == Atom("in", ("apple", "plate"))
    assert parse_atom("InHand(P, x)") == Atom("InHand", ("P", "x"))
    assert parse_atom("hand-empty") == Atom("hand-empty")
    with pytest.raises(ValueError, match="cannot parse"):
        parse_atom("In(a, (b)")


def test_action_class_checks_its_atoms():
    with pytest.raises(ActionDefinitionError, match=r"\?c"):
        ActionClass("Bad", ("?a",), pre=(Atom("at", ("?c",)),))
    with pytest.raises(ActionDefinitionError, match="repeats"):
        ActionClass("Bad", ("?a", "?a"))


def test_grounding_checks_arity_and_types():
    types = {"kitchen": "room", "hall": "room", "apple": "item"}
    g = MOVE.ground(["kitchen", "hall"], types)
    assert g.pre == {Atom("at", ("kitchen",))} and g.add == {Atom("at", ("hall",))}
    with pytest.raises(GroundingError, match="takes 2 arguments"):
        MOVE.ground(["kitchen"])
    with pytest.raises(GroundingError, match="must be a room, 'apple' is a item"):
        MOVE.ground(["kitchen", "apple"], types)


def test_progression_and_first_violation():
    init = State.of([Atom("at", ("a",)), Atom("blocked", ("c",))])
    actions = {"Move": MOVE}
    ok = check_plan(actions, init, [("Move", ("a", "b"))], goal=[Literal(Atom("at", ("b",)))])
    assert ok.ok and ok.states[-1].holds(Atom("at", ("b",))) and not ok.states[-1].holds(Atom("at", ("a",)))
    bad = check_plan(actions, init, [("Move", ("a", "b")), ("Move", ("b", "c"))],
                     goal=[Literal(Atom("at", ("c",)))])
    assert not bad.ok and bad.first_violation.step == 1
    assert bad.first_violation.literals == ("(not (blocked c))",)
    assert "goal not reached" in bad.summary()
    with pytest.raises(UnknownActionError, match="Move"):
        check_plan(actions, init, [("Fly", ("a",))])


def test_ordering_check_uses_completion_atoms():
    done = lambda s: Atom("done", (s,))  # noqa: E731
    mk = lambda s: ActionClass(f"Do{s}", (), add=(done(s),), constants=frozenset({s}))  # noqa: E731
    actions = {a.name: a for a in (mk("x"), mk("y"))}
    res = check_plan(actions, State(), [("Doy", ()), ("Dox", ())], order_edges=[("x", "y")],
                     completion_atoms={"x": done("x"), "y": done("y")})
    assert res.applicable and not res.order_respected
    assert "y completed at step 0" in res.order_violations[0]


def test_open_world_state():
    st = OpenWorldState()
    g = MOVE.ground(["a", "b"])
    assert st.violations(g) == [] and len(st.unknown_preconditions(g)) == 2
    st.assume_preconditions(g)
    st.apply(g)
    assert st.value(Atom("at", ("b",))) is True and st.value(Atom("at", ("a",))) is False
    assert st.value(Atom("blocked", ("b",))) is False
    assert [str(x) for x in st.violations(g)] == ["(at a)"]
    assert [str(x) for x in st.redundant_effects(MOVE.ground(["c", "b"]))] == ["(at b)"]


def test_kitchen_domain_loads_as_strips():
    model = load_domain(domain_path("kitchen"))
    assert {"GotoLocation", "PickupObject", "PutObject", "OpenObject", "CloseObject", "ToggleObjectOn",
            "ToggleObjectOff", "HeatObject", "CoolObject", "CleanObject", "SliceObject",
            "PlaceObject"} == set(model.actions)
    heat = model.actions["HeatObject"]
    assert Atom("done", ("heat",)) in heat.add and Atom("done", ("heat",)) in heat.pre_neg
    assert "needs" in model.static_predicates() and "done" not in model.static_predicates()


def test_non_strips_domain_is_rejected(tmp_path):
    text = domain_path("kitchen").read_text().replace(
        ":precondition (and (agent-at ?from))", ":precondition (or (agent-at ?from) (hand-empty))").replace(
        "(:requirements :strips :typing :negative-preconditions)",
        "(:requirements :strips :typing :negative-preconditions :disjunctive-preconditions)")
    path = tmp_path / "d.pddl"
    path.write_text(text)
    with pytest.raises(UnsupportedPDDLError, match="GotoLocation"):
        load_domain(path)
