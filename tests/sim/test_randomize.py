"""Domain randomisation of the embedded kitchen (issue 37): seeded looks, states kept visible,
same seed same frames, a plain run unchanged, the drawn values in the annotation."""
from __future__ import annotations

import numpy as np
import pytest

from sim.backends.embedded.randomize import AXES, draw_look, kelvin_rgb, parse_axes
from sim.backends.embedded.textures import MAKERS
from sim.datafiles import load_sim_data
from sim.errors import InvalidActionError


def test_settings_name_axes_and_a_bad_one_names_the_valid_values():
    assert parse_axes("none") == () and parse_axes("all") == AXES
    assert parse_axes("camera,materials") == ("materials", "camera")
    with pytest.raises(InvalidActionError, match="unknown randomize value 'colour'.*materials"):
        parse_axes("colour")
    assert draw_look("none", "3-0", ["apple_1"]) is None


def test_same_key_same_look_and_each_axis_draws_alone():
    a, b = draw_look("all", "3-0", ["apple_1"]), draw_look("all", "3-0", ["apple_1"])
    assert a.to_json() == b.to_json()
    assert draw_look("all", "3-1", ["apple_1"]).to_json() != a.to_json()
    only = draw_look("materials", "3-0", ["apple_1"])
    assert only.materials == a.materials and only.lighting is None and only.camera is None
    assert set(only.to_json()) == {"axes", "key", "materials"}


def test_textures_are_seeded_images():
    for kind, make in MAKERS.items():
        one = make(np.random.default_rng(5), (0.6, 0.45, 0.3), (0.3, 0.2, 0.1), 64)
        assert one.shape == (64, 64, 3) and one.dtype == np.uint8, kind
        assert np.array_equal(one, make(np.random.default_rng(5), (0.6, 0.45, 0.3), (0.3, 0.2, 0.1), 64)), kind
        assert not np.array_equal(one, make(np.random.default_rng(6), (0.6, 0.45, 0.3), (0.3, 0.2, 0.1), 64)), kind
        assert one.std() > 1.0, kind  # a texture, not a flat colour


def test_colour_temperature_runs_from_warm_to_cold():
    warm, cold = kelvin_rgb(2700), kelvin_rgb(6500)
    assert warm[0] == 1.0 and warm[2] < 0.6 and cold[2] > 0.9 and max(cold) == 1.0


def test_states_stay_visible_under_every_drawn_object_colour():
    """Hot, cold and dirty are mixes toward fixed colours on top of the drawn base colour: under
    40 draws per object type, each state's colour keeps 80 % of its distance from the unchanged object of
    the plain kitchen (a drawn colour never moves toward a state's)."""
    styles = load_sim_data("object_styles.json")
    st = styles["states"]
    moved = 0
    for otype, style in styles["objects"].items():
        base = np.array(style["color"])
        plain = {"hot": st["hot"], "cold": st["cold"]}
        for k in range(40):
            look = draw_look("objects", f"t-{k}", ["o"])
            drawn = np.array(look.object_rgb("o", tuple(style["color"])))
            moved += not np.allclose(drawn, base)
            for name, target in plain.items():
                mix = st[f"{name}_mix"]
                before = np.abs(mix * (np.array(target) - base)).max()
                after = np.abs(mix * (np.array(target) - drawn)).max()
                assert after >= 0.8 * before, (otype, k, name, after, before)
            dirt = 1 - st["dirty_darken"]
            assert np.abs(dirt * (np.array(st["dirt"]) - drawn)).max() >= 0.8 * np.abs(
                dirt * (np.array(st["dirt"]) - base)).max(), (otype, k, "dirty")
    assert moved > 0.9 * 40 * len(styles["objects"])  # the colours do vary


def test_head_moves_only_while_walking():
    look = draw_look("camera", "3-0", [])
    assert look.head_offset(0.0, 0) == (0.0, 0.0, 0.0) and look.head_offset(1.0, 3) == (0.0, 0.0, 0.0)
    up, right, _ = look.head_offset(0.5, 0)
    assert up == pytest.approx(look.camera["bob"]) and right == pytest.approx(look.camera["sway"])
    assert look.head_offset(0.5, 1)[1] == pytest.approx(-right)  # the other foot


@pytest.fixture(scope="module")
def frames():
    """First views of FloorPlan3 (seed 0): plain, randomised twice with one seed, and another seed."""
    from sim.backends.embedded.backend import EmbeddedKitchen

    out = {}
    for name, kw in (("plain", {}), ("none", {"randomize": "none"}), ("all", {"randomize": "all"}),
                     ("all_again", {"randomize": "all"}), ("other", {"randomize": "all", "look_seed": 7})):
        with EmbeddedKitchen(preset="fast", width=64, height=64, **kw) as sim:
            sim.reset(3, 0)
            obs = sim.observe()
            out[name] = (obs.frame, sim.randomization, obs.boxes)
    return out


def test_same_seed_same_frame_other_seed_other_frame(frames):
    assert np.array_equal(frames["all"][0], frames["all_again"][0])
    assert frames["all"][1] == frames["all_again"][1] and frames["all"][1]["key"] == "3-0"
    assert not np.array_equal(frames["all"][0], frames["other"][0]) and frames["other"][1]["key"] == "7"
    assert not np.array_equal(frames["all"][0], frames["plain"][0])


def test_none_renders_the_kitchen_as_before(frames):
    assert np.array_equal(frames["plain"][0], frames["none"][0]) and frames["none"][1] is None
    assert frames["plain"][2] == frames["none"][2]


def test_a_bad_setting_fails_when_the_backend_is_made():
    from sim.backends.embedded.backend import EmbeddedKitchen

    with pytest.raises(InvalidActionError, match="unknown randomize value 'everything'"):
        EmbeddedKitchen(preset="fast", randomize="everything")
