"""The ViLPAct knowledge base as one value: action classes (STRIPS), sequences with intents, and
the per-class prototype features, all read from a directory the user names.

The directory holds files of the ViLPAct release (Zhuo et al., "ViLPAct: A Benchmark for
Compositional Generalization on Multimodal Human Activities", Findings of EACL 2023,
github.com/terryyz/ViLPAct, Apache-2.0): ``action_class.csv``, ``Charades_v1_classes.txt``,
``{train,val}_planning_gt_seq.csv`` and optionally ``act_text_features.npy`` (157x768) and
``act_vclip_features.npy`` (157x1024). Nothing here reads the project's ``../shared`` folder.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np

from strips.vilpact.action_classes import ActionVocabulary, LoadReport, load_vocabulary
from strips.vilpact.completed import COMPLETED_KB, load_completed_vocabulary
from strips.vilpact.errors import KnowledgeBaseError
from strips.vilpact.sequences import DEFAULT_SPLITS, KBSequence, SequenceReport, load_kb_sequences

PROTOTYPE_FILES = {"text": "act_text_features.npy", "visual": "act_vclip_features.npy"}
CLASS_SOURCES = ("released", "completed")   # action_class.csv of the directory | the package's completion


@dataclass(frozen=True)
class KnowledgeBase:
    vocab: ActionVocabulary
    sequences: tuple[KBSequence, ...]
    prototypes: dict[str, np.ndarray] = field(default_factory=dict)
    class_report: LoadReport = field(default_factory=LoadReport)
    sequence_report: SequenceReport = field(default_factory=SequenceReport)
    notes: tuple[str, ...] = ()
    fingerprint: str = ""
    classes: str = "released"       # which STRIPS classes: see CLASS_SOURCES

    def restricted(self, sequences: Iterable[KBSequence]) -> "KnowledgeBase":
        """The same classes and prototypes with only ``sequences`` (pseudo-question folds)."""
        seqs = tuple(sequences)
        digest = hashlib.sha1("|".join(s.vid for s in seqs).encode()).hexdigest()[:12]
        return replace(self, sequences=seqs, fingerprint=f"{self.fingerprint}/{digest}")

    def summary(self) -> str:
        protos = ", ".join(f"{k} {v.shape[0]}x{v.shape[1]}" for k, v in self.prototypes.items()) or "none"
        lines = [f"action classes ({self.classes}): {self.class_report.summary()}",
                 f"sequences: {self.sequence_report.summary()}",
                 f"prototypes: {protos}"]
        return "\n".join(lines + list(self.notes))


def _fingerprint(files: Sequence[Path]) -> str:
    h = hashlib.sha1()
    for p in files:
        h.update(p.name.encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def load_prototypes(kb_dir: Path, n_classes: int) -> tuple[dict[str, np.ndarray], list[str]]:
    """Prototype features per class, rows in class-id order; missing or ill-shaped files are noted
    (the variants that need them are then unavailable), not fatal."""
    out, notes = {}, []
    for kind, name in PROTOTYPE_FILES.items():
        path = kb_dir / name
        if not path.is_file():
            notes.append(f"no {name}: '{kind}' prototype variants unavailable")
            continue
        arr = np.load(path, allow_pickle=False)
        if arr.ndim != 2 or arr.shape[0] != n_classes or not np.isfinite(arr).all():
            notes.append(f"{name} has shape {arr.shape} (want {n_classes} finite rows): ignored")
            continue
        out[kind] = arr.astype(np.float32)
    return out, notes


def check_classes(kb_dir: Path, report: LoadReport) -> None:
    """Refuse a class file that cannot support any STRIPS check: evaluating on it would report
    the accuracy of retrieval alone under the name of the STRIPS methods (a file cut to two
    lines once scored 94% with 0 of 157 classes defined)."""
    path = kb_dir / "action_class.csv"
    absent = [i.aid for i in report.issues if i.row == 0 and i.problem.startswith("listed in")]
    if absent:
        raise KnowledgeBaseError(
            f"{path} lacks {len(absent)} of the classes listed in Charades_v1_classes.txt (first: "
            f"{', '.join(absent[:5])}); the file looks truncated: restore it from the ViLPAct release")
    if report.defined == 0:
        raise KnowledgeBaseError(f"{path} defines no action class ({report.rows} rows, 0 with a STRIPS action, "
                                 "pre, post-Add and post-Del); restore it from the ViLPAct release")


def load_kb(kb_dir: str | Path, splits: Sequence[str] = DEFAULT_SPLITS,
            classes: str = "released") -> KnowledgeBase:
    """Read the knowledge base in ``kb_dir``; see the module docstring for the files. ``classes``
    picks the STRIPS classes: the directory's ``action_class.csv`` as released, or the package's
    completed KB (:mod:`.completed`, checked against the directory's class list)."""
    kb_dir = Path(kb_dir)
    if not kb_dir.is_dir():
        raise KnowledgeBaseError(f"knowledge-base directory {str(kb_dir)!r} does not exist")
    if classes not in CLASS_SOURCES:
        raise KnowledgeBaseError(f"knowledge-base classes {classes!r} unknown; valid: {', '.join(CLASS_SOURCES)}",
                                 setting="classes")
    class_file = kb_dir / "action_class.csv"
    if classes == "completed":
        vocab, class_report = load_completed_vocabulary(kb_dir)
        class_file = COMPLETED_KB
    else:
        vocab, class_report = load_vocabulary(kb_dir)
        check_classes(kb_dir, class_report)
    sequences, seq_report = load_kb_sequences(kb_dir, vocab, splits)
    ids = vocab.ids
    if ids != [f"c{i:03d}" for i in range(len(ids))]:
        raise KnowledgeBaseError(f"class ids must be c000..c{len(ids) - 1:03d} without gaps; got "
                                 f"{ids[:3]} ... {ids[-3:]}")
    prototypes, notes = load_prototypes(kb_dir, len(vocab))
    files = [class_file] + [kb_dir / f"{s}_planning_gt_seq.csv" for s in splits]
    return KnowledgeBase(vocab, tuple(sequences), prototypes, class_report, seq_report,
                         tuple(notes), _fingerprint(files), classes)
