"""Loading ViLPAct's knowledge base: action classes, sequences, questions (strips.vilpact)."""
import json

import numpy as np
import pytest

from strips.actions import Atom
from strips.vilpact.action_classes import ANONYMOUS, PERSON, load_action_classes, load_vocabulary
from strips.vilpact.errors import KnowledgeBaseError, QuestionFormatError, UnknownActionNameError
from strips.vilpact.kb import load_kb
from strips.vilpact.sequences import load_questions
from tests.support.vilpact_tiny import QUESTIONS, write_questions, write_tiny_kb


@pytest.fixture
def tiny(tmp_path):
    return write_tiny_kb(tmp_path / "kb")


def test_loader_reports_malformed_rows_and_atoms(tiny):
    actions, report = load_action_classes(tiny / "action_class.csv")
    assert report.rows == 15
    assert report.defined == 12 and report.empty == 1          # c000 has no definition
    assert report.malformed_rows == 1                          # the row without a class id
    assert report.malformed_definitions == 1                   # c012: 'Fix(P,x' cannot be parsed
    assert report.malformed_atoms == 2                         # '*Watched(P,x)', 'Happy(y)'
    assert not actions["c012"].defined and actions["c012"].text == "Fixing a chair"
    problems = " | ".join(map(str, report.issues))
    assert "*Watched(P,x)" in problems and "Happy(y)" in problems and "Fix(P,x" in problems
    assert "12 defined" in report.summary()


def test_bindings_person_args_obj_and_anonymous(tiny):
    actions, report = load_action_classes(tiny / "action_class.csv")
    take = actions["c001"].ground
    assert take.args == (PERSON, "cup", ANONYMOUS)             # x from args, 'from' anonymous
    assert Atom("InHand", (PERSON, "cup")) in take.add
    assert Atom("At", ("cup", ANONYMOUS)) in take.delete
    assert actions["c013"].ground.args == (PERSON, "shoes")    # x from the obj column
    assert report.bound_from_obj == 1
    assert actions["c007"].ground.add == frozenset()           # the malformed add was dropped
    assert actions["c008"].ground.pre == frozenset({Atom("Person", (PERSON,))})
    assert actions["c001"].schema.name == "Take" and actions["c001"].schema.source == "c001"


def test_vocabulary_lookups_and_errors(tiny):
    vocab, _ = load_vocabulary(tiny)
    assert vocab.by_text("opening  a DOOR") == "c004"
    with pytest.raises(UnknownActionNameError, match="did you mean 'Opening a door'"):
        vocab.by_text("Opening the door")
    assert {"Person", "Place"} <= vocab.static_predicates()
    assert "IsOpen" not in vocab.static_predicates()


def test_missing_file_and_columns_are_clear_errors(tmp_path):
    with pytest.raises(KnowledgeBaseError, match="does not exist"):
        load_kb(tmp_path / "nowhere")
    (tmp_path / "action_class.csv").write_text("aid,text\nc000,Holding a cup\n")
    with pytest.raises(KnowledgeBaseError, match="lacks columns"):
        load_action_classes(tmp_path / "action_class.csv")


def test_sequences_report_empty_and_malformed_rows(tiny):
    kb = load_kb(tiny)
    rep = kb.sequence_report
    assert rep.empty == 1 and rep.malformed == 1 and rep.kept == len(kb.sequences) == 54
    assert any("Juggling three cups" in i for i in rep.issues)
    seq = kb.sequences[0]
    assert seq.observed == ("c001",) and seq.future == ("c003", "c002")
    assert seq.motives == ("S/He is thirsty", "S/He is thirsty")
    assert seq.descriptions[0] == "drink some water"
    assert not kb.prototypes and any("act_vclip_features.npy" in n for n in kb.notes)


def test_kb_splits_must_exist(tiny):
    with pytest.raises(KnowledgeBaseError, match="test_planning_gt_seq.csv"):
        load_kb(tiny, splits=("train", "test"))
    assert {s.split for s in load_kb(tiny, splits=("val",)).sequences} == {"val"}


def test_prototypes_loaded_and_checked(tiny):
    np.save(tiny / "act_text_features.npy", np.ones((14, 8), dtype=np.float32))
    np.save(tiny / "act_vclip_features.npy", np.ones((3, 8), dtype=np.float32))
    kb = load_kb(tiny)
    assert kb.prototypes["text"].shape == (14, 8) and "visual" not in kb.prototypes
    assert any("shape (3, 8)" in n for n in kb.notes)


def test_questions_load_and_validate(tiny, tmp_path):
    vocab, _ = load_vocabulary(tiny)
    qs = load_questions(write_questions(tmp_path / "q.json"), vocab)
    assert [q.qid for q in qs] == sorted(QUESTIONS)
    q = qs[0]
    assert q.qid == "QBOOK" and q.answer == 4 and q.choices[4] == ("c007", "c008")
    bad = json.loads(json.dumps(QUESTIONS))
    bad["QDOOR"]["choices"][1][1] = "Walking through a doorway,Flying"
    with pytest.raises(UnknownActionNameError, match="'Flying' in question QDOOR choice 1"):
        load_questions(write_questions(tmp_path / "bad.json", bad), vocab)
    del bad["QDOOR"]["intention"]
    with pytest.raises(QuestionFormatError, match="lacks \\['intention'\\]"):
        load_questions(write_questions(tmp_path / "bad2.json", bad), vocab)


def test_shared_knowledge_base_counts(shared_reference):
    kb = load_kb(shared_reference / "vilpact")
    r = kb.class_report
    assert (r.rows, r.defined, r.empty, r.malformed_atoms) == (157, 121, 36, 4)
    assert len(kb.vocab) == 157 and kb.vocab.text("c106") == "Drinking from a cup/glass/bottle"
    assert kb.prototypes["visual"].shape == (157, 1024) and kb.prototypes["text"].shape == (157, 768)
    assert len(kb.sequences) == 1921 + 481
    assert kb.vocab["c009"].ground.args == (PERSON, ANONYMOUS, "table")   # args 'to=Table'
    qs = load_questions(shared_reference / "vilpact" / "mqa_dev.json", kb.vocab)
    assert len(qs) == 51 and all(len(q.choices) == 6 for q in qs)
