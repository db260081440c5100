"""Paraphrase generator and leave-family-out splits: every family writes valid, layered,
affordable instances without held-out pairs; holding a family out leaves no text of it (or
with its marker phrasing) in training; bad family names fail with the valid ones."""
from __future__ import annotations

import pytest

from pddl_domains import vocabulary as vocab
from contracts.library.splits import heldout_pairs
from nsg.parser.evaluation import HELD_OUT_FAMILIES, shows_family
from nsg.parser.minilm.fit import training_examples
from nsg.parser.grammar import graph_to_symbols, symbols_to_graph
from nsg.parser.minilm.paraphrase import FAMILIES, describe_one, generate, random_shape, supports


@pytest.fixture(scope="module")
def sample():
    return generate(1500, seed=3)


def test_every_family_writes_text_for_its_shapes(sample):
    assert {p.family for p in sample} == set(FAMILIES)
    for p in sample:
        assert p.text.strip() and "{" not in p.text and "}" not in p.text, p.text
        assert symbols_to_graph(graph_to_symbols(p.graph)).canonical() == p.graph.canonical()
        assert len(p.graph.nodes) <= 4
        held = heldout_pairs()
        obj = vocab.type_from_token(p.graph.nodes[0].object)
        for n in p.graph.nodes:
            assert (n.subtask, obj) not in held or n.subtask == "place"
            if n.subtask == "place" and n.receptacle is not None:  # None: EgoTV's "is placed" (somewhere)
                assert ("place", vocab.type_from_token(n.receptacle)) not in held
            elif n.subtask == "place":
                assert p.family == "egotv", p.text


def test_shapes_beyond_the_task_library(sample):
    from contracts.library.tasks import task_names

    library = set(task_names())
    novel = {p.task for p in sample} - library
    assert len(novel) > 50  # e.g. place before heat, pick with others, 4 steps
    assert {s for p in sample for s in p.task.replace("_then_", "_and_").split("_and_")} >= {"heat", "cool", "clean",
                                                                                              "slice", "place"}


def test_family_markers_find_their_family(sample):
    # a held-out family is removed from training by name AND by its marker phrasing: the markers
    # must recognise (nearly) every text of their own family, or leakage would go unnoticed
    for fam in HELD_OUT_FAMILIES:
        texts = [p.text for p in sample if p.family == fam]
        hit = sum(shows_family(t, fam) for t in texts) / len(texts)
        assert hit >= 0.9, (fam, hit, [t for t in texts if not shows_family(t, fam)][:5])


@pytest.fixture(scope="module")
def pool():
    return training_examples(n_paraphrases=1500, seed=4, template_limit=1500)


@pytest.mark.parametrize("family", HELD_OUT_FAMILIES)
def test_leave_family_out_training_pool_has_no_leakage(family, pool):
    keep = [e for e in pool if e.family != family and not shows_family(e.text, family)]
    assert keep and len(keep) < len(pool)
    assert not any(e.family == family for e in keep)
    assert not any(shows_family(e.text, family) for e in keep)
    test = {p.text for p in generate(300, seed=5004, families=(family,))}
    assert not test & {e.text for e in keep}


def test_templates_are_train_split_without_held_out_pairs(pool):
    held = heldout_pairs()
    for e in [e for e in pool if e.family == "templates"]:
        obj = vocab.type_from_token(e.graph.nodes[0].object)
        assert not any((n.subtask, obj) in held for n in e.graph.nodes if n.subtask != "place")


def test_goal_family_only_takes_shapes_it_can_say():
    assert supports("goal", [["heat", "clean"], ["place"]])
    assert not supports("goal", [["place"], ["heat"]])
    assert not supports("once", [["heat"]])
    text = describe_one("passive", [["cool"], ["clean"]], "Bowl", None, abstract=True)
    assert "bowl" in text.lower()


def test_unknown_family_is_named():
    with pytest.raises(ValueError, match="unknown phrasing families \\['poetry'\\]"):
        generate(3, families=("poetry",))
    with pytest.raises(ValueError, match="valid"):
        describe_one("poetry", [["heat"]], "Apple", None)


def test_random_shapes_are_layered_up_to_four_steps():
    import random

    rng = random.Random(0)
    for _ in range(300):
        groups = random_shape(rng)
        steps = [s for g in groups for s in g]
        assert 1 <= len(steps) <= 4 and len(set(steps)) == len(steps) and all(groups)


def test_hand_written_files_are_not_in_the_training_texts(pool):
    """The hand-written files measure text no template wrote: none of their descriptions of two or
    more steps may come out of the paraphrase generator or the description templates (a one-step
    sentence such as "Heat the mug." is bound to coincide with one)."""
    from nsg.parser.minilm.handwritten import HANDWRITTEN_FILES, load_handwritten

    def norm(text: str) -> str:
        return " ".join(text.lower().strip(" .!?").split())

    written = {norm(i.text) for path in HANDWRITTEN_FILES.values() for i in load_handwritten(path)
               if len(i.graph.nodes) > 1}
    assert len(written) > 400
    assert not written & {norm(e.text) for e in pool}
