"""The completed knowledge base: ViLPAct's STRIPS classes with the gaps filled, shipped with the
package as ``data/completed_kb.json`` beside (never instead of) the released ``action_class.csv``.

It is a derivative of ViLPAct's ``action_class.csv`` (Zhuo et al., Findings of EACL 2023,
github.com/terryyz/ViLPAct, Apache-2.0); every class says whether its definition is the
released one, a revision of it or new, and why. It was written from the action names and from
which class follows which in the *training* sequences (replayed until none of them violates a
precondition, :func:`replay_violations`), never from the validation, dev or test questions. It adds

* definitions for the classes the release leaves empty (every "Holding ...", the postures);
* mutual exclusions the released rows imply (:mod:`.exclusions`): held / put down, open /
  closed, on / off, the postures;
* plural objects ("dish/es", "some clothes") as sets: taking some leaves others where they
  were, so taking dishes twice is possible.

The file keeps the release's atom syntax (``InHand(P,x)&Person(P)``) and adds ``pre-Not``
(negative preconditions). :func:`load_completed_vocabulary` builds the same
:class:`~.action_classes.ActionVocabulary` as the CSV loader; :meth:`CompletedKB.text` writes
the file back byte for byte.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterable

from strips.vilpact.action_classes import (ANONYMOUS, ActionVocabulary, LoadReport, RowIssue, define_class,
                                           load_class_names)
from strips.vilpact.errors import InvalidSettingError, KnowledgeBaseError
from strips.vilpact.exclusions import Exclusion
from strips.vilpact.inference import StripsReplayer
from strips.vilpact.sequences import KBSequence

COMPLETED_KB = Path(__file__).resolve().parent / "data" / "completed_kb.json"
ORIGINS = ("released", "revised", "new")


@dataclass(frozen=True)
class ClassEntry:
    """One class of the completed KB, in the release's columns plus ``pre-Not``."""

    aid: str
    text: str
    verb: str
    obj: str
    action: str
    pre: str
    pre_not: str
    add: str
    delete: str
    args: str
    origin: str           # released | revised | new
    note: str = ""        # why it differs from the release

    def to_json(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class CompletedKB:
    provenance: dict
    plural_objects: tuple[str, ...]
    exclusions: tuple[dict, ...]
    replay_exceptions: tuple[dict, ...] = ()   # training sequences that violate, and why
    classes: tuple[ClassEntry, ...] = field(default_factory=tuple)

    def to_json(self) -> dict:
        return {"provenance": self.provenance, "plural_objects": list(self.plural_objects),
                "exclusions": list(self.exclusions), "replay_exceptions": list(self.replay_exceptions),
                "classes": [c.to_json() for c in self.classes]}

    def text(self) -> str:
        """The file's text: one class per line, so that a diff shows which class changed."""
        head = {k: v for k, v in self.to_json().items() if k != "classes"}
        body = ",\n".join("  " + json.dumps(c.to_json(), ensure_ascii=False) for c in self.classes)
        return json.dumps(head, indent=1, ensure_ascii=False)[:-2] + ',\n "classes": [\n' + body + "\n ]\n}\n"

    @classmethod
    def from_json(cls, data: dict) -> "CompletedKB":
        classes = tuple(ClassEntry(**c) for c in data["classes"])
        bad = [c.aid for c in classes if c.origin not in ORIGINS]
        if bad:
            raise InvalidSettingError(f"classes {bad} have an origin other than {', '.join(ORIGINS)}")
        return cls(data["provenance"], tuple(data["plural_objects"]), tuple(data["exclusions"]),
                   tuple(data.get("replay_exceptions", ())), classes)

    def exclusion_rules(self) -> tuple[Exclusion, ...]:
        exempt = frozenset(self.plural_objects) | {ANONYMOUS}
        return tuple(Exclusion.parse(e["atoms"], e.get("complement", False), e.get("why", ""), exempt)
                     for e in self.exclusions)


def read_completed(path: str | Path = COMPLETED_KB) -> CompletedKB:
    path = Path(path)
    if not path.is_file():
        raise KnowledgeBaseError(f"completed knowledge-base file {str(path)!r} does not exist")
    try:
        return CompletedKB.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (KeyError, TypeError, ValueError) as exc:
        raise KnowledgeBaseError(f"completed knowledge-base file {str(path)!r} is malformed: {exc}") from None


def build_vocabulary(kb: CompletedKB, names: dict[str, str] | None = None) -> tuple[ActionVocabulary, LoadReport]:
    """The classes of ``kb`` as a vocabulary with its exclusions; texts that disagree with
    ``names`` (``Charades_v1_classes.txt``) are an error, since the ids would mean other actions."""
    report, actions = LoadReport(), {}
    for row, c in enumerate(kb.classes, start=1):
        report.rows += 1
        if names is not None and names.get(c.aid) != c.text:
            raise KnowledgeBaseError(f"completed KB class {c.aid} is {c.text!r} but the class list says "
                                     f"{names.get(c.aid)!r}; the KB directory holds another class list")
        parts = {"pre": c.pre, "pre-Not": c.pre_not, "post-Add": c.add, "post-Del": c.delete}
        actions[c.aid] = define_class(row, c.aid, c.text, c.verb, c.obj, c.action, parts, c.args, report)
    missing = sorted(set(names or ()) - set(actions))
    if missing:
        raise KnowledgeBaseError(f"completed KB lacks classes {missing[:5]} of the class list")
    return ActionVocabulary(dict(sorted(actions.items())), kb.exclusion_rules()), report


def load_completed_vocabulary(kb_dir: str | Path, path: str | Path = COMPLETED_KB
                              ) -> tuple[ActionVocabulary, LoadReport]:
    names_file = Path(kb_dir) / "Charades_v1_classes.txt"
    names = load_class_names(names_file) if names_file.is_file() else None
    return build_vocabulary(read_completed(path), names)


def unusable_classes(vocab: ActionVocabulary, static: Iterable[str]) -> list[RowIssue]:
    """Each class the STRIPS checks cannot use, and why: no definition, or nothing but type facts
    (no precondition to check and no effect for later steps)."""
    static = set(static)
    out = []
    for aid, a in vocab.actions.items():
        if a.ground is None:
            out.append(RowIssue(0, aid, "action", "", "no STRIPS definition: never checked"))
            continue
        g = a.ground
        dynamic = [x for x in (*g.pre, *g.pre_neg, *g.add, *g.delete) if x.predicate not in static]
        if not dynamic:
            out.append(RowIssue(0, aid, "action", str(g), "only type facts: no precondition to check, "
                                "no effect for later steps"))
    return out


def replay_violations(vocab: ActionVocabulary, sequences: Iterable[KBSequence]
                      ) -> dict[str, list[tuple[int, str, str]]]:
    """Per sequence (video id), the preconditions its own actions violate when replayed from an
    unknown state, as (position, class id, literal): a KB that describes what people do should
    leave this empty."""
    replayer = StripsReplayer(vocab)
    out = {}
    for s in sequences:
        check = replayer.check(replayer.infer(()), s.actions)
        bad = [(i, st.aid, str(lit)) for i, st in enumerate(check.steps) for lit in st.violated]
        if bad:
            out[s.vid] = bad
    return out
