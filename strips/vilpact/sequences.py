"""The knowledge base's action sequences (``*_planning_gt_seq.csv`` of ViLPAct, Apache-2.0,
Zhuo et al. EACL Findings 2023) and the multiple-choice questions (``mqa_*.json``).

A sequence is one Charades video: its actions in order of start time, split into the observed
prefix and the future, with the crowd-sourced intents. Rows that cannot be used are counted and
reported, never fatal; a question file with an unknown action is an error naming the action.
"""
from __future__ import annotations

import csv
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

from strips.vilpact.errors import KnowledgeBaseError, QuestionFormatError, UnknownActionNameError
from strips.vilpact.action_classes import ActionVocabulary

DEFAULT_SPLITS = ("train", "val")
SEQUENCE_COLUMNS = ("id", "intention_1", "intention_2", "ob_act_seq", "future_act_seq")


@dataclass(frozen=True)
class KBSequence:
    """One video of the knowledge base: class ids in order; ``n_observed`` of them observed."""

    vid: str
    split: str
    actions: tuple[str, ...]
    n_observed: int
    motives: tuple[str, ...] = ()        # "S/He wants to change clothes"
    descriptions: tuple[str, ...] = ()   # "take off a shirt and wear another one"
    scene: str = ""

    @property
    def observed(self) -> tuple[str, ...]:
        return self.actions[:self.n_observed]

    @property
    def future(self) -> tuple[str, ...]:
        return self.actions[self.n_observed:]


@dataclass
class SequenceReport:
    rows: int = 0
    kept: int = 0
    empty: int = 0          # no action at all
    malformed: int = 0      # unknown action names or missing id
    no_future: int = 0      # kept, but everything is observed (not usable as a question)
    issues: list[str] = field(default_factory=list)

    def add(self, other: "SequenceReport") -> None:
        for name in ("rows", "kept", "empty", "malformed", "no_future"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.issues += other.issues

    def summary(self) -> str:
        return (f"{self.rows} sequence rows: {self.kept} kept ({self.no_future} without future), "
                f"{self.empty} empty, {self.malformed} malformed")


def _split_intent(cell: str) -> tuple[str, str]:
    """``"take off a shirt;S/He wants to change clothes"`` -> (description, motive)."""
    desc, sep, motive = cell.rpartition(";")
    if not sep:
        return ("", cell.strip()) if cell.strip().lower().startswith("s/he") else (cell.strip(), "")
    return desc.strip(), motive.strip()


def load_sequences(path: str | Path, vocab: ActionVocabulary,
                   split: str | None = None) -> tuple[list[KBSequence], SequenceReport]:
    path = Path(path)
    if not path.is_file():
        raise KnowledgeBaseError(f"sequence file {str(path)!r} does not exist")
    split = split or path.name.split("_")[0]
    report, out = SequenceReport(), []
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        missing = [c for c in SEQUENCE_COLUMNS if c not in (reader.fieldnames or [])]
        if missing:
            raise KnowledgeBaseError(f"{path.name} lacks columns {missing}; found {reader.fieldnames}")
        for row_no, cells in enumerate(reader, start=1):
            report.rows += 1
            vid = (cells.get("id") or "").strip()
            ob = [t.strip() for t in (cells.get("ob_act_seq") or "").split(";") if t.strip()]
            fu = [t.strip() for t in (cells.get("future_act_seq") or "").split(";") if t.strip()]
            if not vid:
                report.malformed += 1
                report.issues.append(f"{path.name} row {row_no}: no video id")
                continue
            if not ob and not fu:
                report.empty += 1
                report.issues.append(f"{path.name} row {row_no} ({vid}): no actions")
                continue
            try:
                ids = tuple(vocab.by_text(t) for t in ob + fu)
            except UnknownActionNameError as exc:
                report.malformed += 1
                report.issues.append(f"{path.name} row {row_no} ({vid}): {exc}")
                continue
            intents = [_split_intent(cells.get(k) or "") for k in ("intention_1", "intention_2")]
            motives = tuple(m for _, m in intents if m)
            descs = tuple(d for d, _ in intents if d)
            if not fu:
                report.no_future += 1
            out.append(KBSequence(vid, split, ids, len(ob), motives, descs,
                                  (cells.get("scene") or "").strip()))
            report.kept += 1
    return out, report


def load_kb_sequences(kb_dir: str | Path, vocab: ActionVocabulary,
                      splits: Sequence[str] = DEFAULT_SPLITS) -> tuple[list[KBSequence], SequenceReport]:
    """Sequences of ``{split}_planning_gt_seq.csv`` for each split. The test split is not part
    of the knowledge base by default: its futures are the answers of the test questions."""
    kb_dir = Path(kb_dir)
    found = sorted(p.name.split("_")[0] for p in kb_dir.glob("*_planning_gt_seq.csv"))
    missing = [s for s in splits if s not in found]
    if missing:
        raise KnowledgeBaseError(f"no {', '.join(f'{s}_planning_gt_seq.csv' for s in missing)} in "
                                 f"{str(kb_dir)!r}; splits found there: {found or 'none'}")
    report, out = SequenceReport(), []
    for s in splits:
        seqs, r = load_sequences(kb_dir / f"{s}_planning_gt_seq.csv", vocab, s)
        out += seqs
        report.add(r)
    return out, report


@dataclass(frozen=True)
class Question:
    """A multiple-choice planning question: which future follows ``observed`` given ``intent``?"""

    qid: str
    observed: tuple[str, ...]
    intent: str
    choices: tuple[tuple[str, ...], ...]
    answer: int | None = None

    @property
    def video_id(self) -> str:
        """The video a question is about (pseudo-questions add ``#draw`` to the id)."""
        return self.qid.partition("#")[0]

    def to_json(self, vocab: ActionVocabulary) -> dict:
        out = {"ob_act_seq_gt": [vocab.text(a) for a in self.observed], "intention": self.intent,
               "choices": [[i, ",".join(vocab.text(a) for a in c)] for i, c in enumerate(self.choices)]}
        if self.answer is not None:
            out["answer"] = [self.answer, ",".join(vocab.text(a) for a in self.choices[self.answer])]
        return out


def _question(qid: str, item: object, vocab: ActionVocabulary) -> Question:
    if not isinstance(item, dict):
        raise QuestionFormatError(f"question {qid!r} is a {type(item).__name__}, expected an object")
    need = ("ob_act_seq_gt", "intention", "choices")
    missing = [k for k in need if k not in item]
    if missing:
        raise QuestionFormatError(f"question {qid!r} lacks {missing}; it has {sorted(item)}")
    observed = tuple(vocab.by_text(t, f"question {qid} ob_act_seq_gt") for t in item["ob_act_seq_gt"])
    choices: list[tuple[str, ...] | None] = [None] * len(item["choices"])
    for entry in item["choices"]:
        if not (isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[0], int)
                and 0 <= entry[0] < len(choices) and isinstance(entry[1], str)):
            raise QuestionFormatError(f"question {qid!r}: choice {entry!r} is not [index, 'a,b,...'] "
                                      f"with 0 <= index < {len(choices)}")
        where = f"question {qid} choice {entry[0]}"
        choices[entry[0]] = tuple(vocab.by_text(t, where) for t in entry[1].split(",") if t.strip())
    if any(c is None for c in choices):
        raise QuestionFormatError(f"question {qid!r}: choice indices are not 0..{len(choices) - 1}")
    answer = item.get("answer")
    if answer is not None:
        if not (isinstance(answer, (list, tuple)) and answer and isinstance(answer[0], int)
                and 0 <= answer[0] < len(choices)):
            raise QuestionFormatError(f"question {qid!r}: answer {answer!r} is not [index, text] with "
                                      f"0 <= index < {len(choices)}")
        if len(answer) > 1:  # the text must be the indexed choice: one of them is wrong otherwise
            said = tuple(vocab.by_text(t, f"question {qid} answer") for t in str(answer[1]).split(",") if t.strip())
            if said != choices[answer[0]]:
                raise QuestionFormatError(
                    f"question {qid!r}: answer index {answer[0]} is choice "
                    f"{','.join(vocab.text(a) for a in choices[answer[0]])!r} but the answer text is "
                    f"{answer[1]!r}; fix the index or the text")
        answer = answer[0]
    return Question(qid, observed, str(item["intention"]), tuple(choices), answer)  # type: ignore[arg-type]


def load_questions(path: str | Path, vocab: ActionVocabulary) -> list[Question]:
    """Questions of an ``mqa_*.json`` / ``planning_evaluate_data.json`` file, sorted by id."""
    path = Path(path)
    if not path.is_file():
        raise QuestionFormatError(f"question file {str(path)!r} does not exist")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise QuestionFormatError(f"{path.name} is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise QuestionFormatError(f"{path.name} must map video ids to questions, got a "
                                  f"{type(data).__name__}")
    if not data:
        raise QuestionFormatError(f"{path} holds no questions; give a file with at least one")
    return [_question(qid, data[qid], vocab) for qid in sorted(data)]
