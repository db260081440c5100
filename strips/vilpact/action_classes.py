"""Load ViLPAct's STRIPS knowledge base of the 157 Charades action classes into ``strips`` classes.

The files read here come from the ViLPAct release (Zhuo et al., "ViLPAct: A Benchmark for
Compositional Generalization on Multimodal Human Activities", Findings of EACL 2023; repository
terryyz/ViLPAct, folder ``Data/data``), licensed Apache-2.0. This module only reads them from a
directory the user passes; nothing of them is copied into the project.

``action_class.csv`` gives, per Charades class, a lifted action (``Put(P,x,to)``), its
preconditions and add/delete effects as ``&``-joined atoms, and in ``args`` which parameter the
class fixes (``Clothes`` binds the object ``x``; ``to=Table`` binds ``to``). Each defined row
becomes one :class:`~strips.actions.ActionClass` (name: the lifted action, ``source``: the class
id) and one :class:`~strips.actions.GroundAction` with these bindings:

* ``P`` -> ``person`` (ViLPAct videos show one person);
* a parameter named in ``args`` -> that object, lower-cased (``cup/glass/bottle``);
* when ``args`` is empty, ``x`` -> the row's ``obj`` column if it names one (reported);
* any other parameter -> ``?``, one anonymous object ("somewhere", "something"). This is an
  approximation: two different unknown places are the same term ``?``.

Rows are reported, never fatal: rows without an action are *empty* (the KB gives no STRIPS
definition, e.g. the "Holding ..." classes); atoms that cannot be parsed (``*Watched(P,x)``) or
use a term that is not a parameter (``At(P,x)`` in ``Run(P,at)``) are dropped and counted; a
class whose action head cannot be parsed is kept without a definition; rows without a class id
or with a duplicate one are dropped.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

from strips.actions import ActionClass, Atom, GroundAction, parse_atom
from strips.errors import StripsError
from strips.vilpact.errors import KnowledgeBaseError, UnknownActionNameError
from strips.vilpact.exclusions import Exclusion

ATTRIBUTION = (
    "ViLPAct data (action_class.csv, Charades_v1_classes.txt, *_planning_gt_seq.csv, "
    "act_*_features.npy) is from Zhuo et al., 'ViLPAct: A Benchmark for Compositional Generalization "
    "on Multimodal Human Activities', Findings of EACL 2023 (github.com/terryyz/ViLPAct), "
    "Apache-2.0; Charades class names from Sigurdsson et al. 2016.")

PERSON = "person"
ANONYMOUS = "?"
REQUIRED_COLUMNS = ("aid", "text", "verb", "obj", "action", "pre", "post-Add", "post-Del", "args")


@dataclass(frozen=True)
class RowIssue:
    """One problem found in one row of ``action_class.csv`` (the row is kept or skipped)."""

    row: int          # 1-based data row number (header excluded)
    aid: str
    column: str
    value: str
    problem: str

    def __str__(self) -> str:
        return f"row {self.row} ({self.aid or '?'}) {self.column}={self.value!r}: {self.problem}"


@dataclass
class LoadReport:
    """Counts of what loading the knowledge base kept, repaired and dropped."""

    rows: int = 0
    defined: int = 0
    empty: int = 0                 # no action given: the class has no STRIPS definition
    malformed_rows: int = 0        # dropped entirely (no usable class id or text, duplicate id)
    malformed_definitions: int = 0 # class kept, its unusable STRIPS definition dropped
    malformed_atoms: int = 0       # atoms dropped (unparsable, or unknown terms)
    bound_from_obj: int = 0        # x bound from the obj column because args was empty
    anonymous_params: int = 0      # parameters left as the anonymous object '?'
    issues: list[RowIssue] = field(default_factory=list)

    def summary(self) -> str:
        return (f"{self.rows} rows: {self.defined} defined, {self.empty} empty (no STRIPS definition), "
                f"{self.malformed_definitions} malformed definitions dropped (class kept), "
                f"{self.malformed_rows} malformed rows dropped, {self.malformed_atoms} malformed atoms "
                f"dropped, {self.bound_from_obj} objects taken from the obj column, "
                f"{self.anonymous_params} parameters anonymous ('?')")

    def to_json(self) -> dict:
        return {"rows": self.rows, "defined": self.defined, "empty": self.empty,
                "malformed_rows": self.malformed_rows,
                "malformed_definitions": self.malformed_definitions,
                "malformed_atoms": self.malformed_atoms,
                "bound_from_obj": self.bound_from_obj, "anonymous_params": self.anonymous_params,
                "issues": [str(i) for i in self.issues]}


@dataclass(frozen=True)
class CharadesAction:
    """One Charades action class with its STRIPS view (``schema``/``ground`` None when empty)."""

    aid: str
    text: str
    verb: str = ""
    obj: str = ""
    schema: ActionClass | None = None
    ground: GroundAction | None = None

    @property
    def index(self) -> int:
        return int(self.aid[1:])

    @property
    def defined(self) -> bool:
        return self.ground is not None

    def describe(self) -> str:
        if self.ground is None:
            return f"{self.aid} {self.text}: no STRIPS definition in the KB"
        g = self.ground
        fmt = lambda atoms: " & ".join(map(str, sorted(atoms))) or "-"  # noqa: E731
        return (f"{self.aid} {self.text}: {g}\n  PRE: {fmt(g.pre)}\n  ADD: {fmt(g.add)}\n"
                f"  DEL: {fmt(g.delete)}")


def normalise_object(value: str) -> str:
    return value.strip().lower()


def _split_atoms(text: str) -> list[str]:
    return [t.strip() for t in text.split("&") if t.strip()]


def _parse_part(text: str, known: set[str], row: int, aid: str, column: str,
                report: LoadReport) -> list[Atom]:
    atoms = []
    for chunk in _split_atoms(text):
        try:
            atom = parse_atom(chunk)
        except ValueError as exc:
            report.malformed_atoms += 1
            report.issues.append(RowIssue(row, aid, column, chunk, f"dropped: {exc}"))
            continue
        unknown = [a for a in atom.args if a not in known]
        if unknown:
            report.malformed_atoms += 1
            report.issues.append(RowIssue(
                row, aid, column, chunk,
                f"dropped: uses {unknown}, not parameters of the action {sorted(known)}"))
            continue
        atoms.append(atom)
    return atoms


def _bindings(params: tuple[str, ...], args: str, obj: str, row: int, aid: str,
              report: LoadReport) -> dict[str, str]:
    binding = {p: PERSON for p in params if p == "P"}
    args = args.strip()
    if args:
        if "=" in args:
            name, _, value = args.partition("=")
            name = name.strip()
        else:
            name, value = "x", args
        if name in params:
            binding[name] = normalise_object(value)
        else:
            report.issues.append(RowIssue(row, aid, "args", args,
                                          f"ignored: {name!r} is not a parameter {list(params)}"))
    elif "x" in params and obj.strip() and obj.strip().lower() != "none":
        binding["x"] = normalise_object(obj)
        report.bound_from_obj += 1
        report.issues.append(RowIssue(row, aid, "args", "", f"empty: bound x to obj column {obj!r}"))
    for p in params:
        if p not in binding:
            binding[p] = ANONYMOUS
            report.anonymous_params += 1
    return binding


def define_class(row_no: int, aid: str, text: str, verb: str, obj: str, head: str,
                 parts: dict[str, str], args: str, report: LoadReport) -> "CharadesAction":
    """One class from its cells: ``head`` the lifted action, ``parts`` the ``pre``, ``post-Add``,
    ``post-Del`` (and optionally ``pre-Not``, negative preconditions) atom lists. Counts what it
    keeps, repairs and drops in ``report``; never raises on bad cells."""
    if not head:
        report.empty += 1
        report.issues.append(RowIssue(row_no, aid, "action", "",
                                      "empty: no STRIPS definition, the checks cannot use this class"))
        return CharadesAction(aid, text, verb, obj)
    try:
        lifted = parse_atom(head)
    except ValueError as exc:
        report.malformed_definitions += 1
        report.issues.append(RowIssue(row_no, aid, "action", head, f"definition dropped, class kept: {exc}"))
        return CharadesAction(aid, text, verb, obj)
    params = lifted.args
    known = set(params)
    atoms = {col: _parse_part(parts.get(col, ""), known, row_no, aid, col, report)
             for col in ("pre", "pre-Not", "post-Add", "post-Del")}
    try:
        schema = ActionClass(lifted.predicate, params, pre=tuple(atoms["pre"]),
                             pre_neg=tuple(atoms["pre-Not"]), add=tuple(atoms["post-Add"]),
                             delete=tuple(atoms["post-Del"]), source=aid)
        binding = _bindings(params, args, obj, row_no, aid, report)
        ground = schema.ground([binding[p] for p in params])
    except StripsError as exc:
        report.malformed_definitions += 1
        report.issues.append(RowIssue(row_no, aid, "action", head, f"definition dropped, class kept: {exc}"))
        return CharadesAction(aid, text, verb, obj)
    report.defined += 1
    return CharadesAction(aid, text, verb, obj, schema, ground)


def load_action_classes(path: str | Path) -> tuple[dict[str, CharadesAction], LoadReport]:
    """Read ``action_class.csv``; returns classes by id (``c000`` ...) and the load report."""
    path = Path(path)
    if not path.is_file():
        raise KnowledgeBaseError(f"knowledge-base file {str(path)!r} does not exist")
    report = LoadReport()
    out: dict[str, CharadesAction] = {}
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        missing = [c for c in REQUIRED_COLUMNS if c not in (reader.fieldnames or [])]
        if missing:
            raise KnowledgeBaseError(f"{path} lacks columns {missing}; found {reader.fieldnames}")
        for row_no, row in enumerate(reader, start=1):
            report.rows += 1
            cell = lambda c: (row.get(c) or "").strip()  # noqa: E731
            aid, text = cell("aid"), cell("text")
            if not (aid[:1] == "c" and aid[1:].isdigit()) or not text:
                report.malformed_rows += 1
                report.issues.append(RowIssue(row_no, aid, "aid/text", f"{aid} {text}".strip(),
                                              "row dropped: no class id of the form cNNN or no text"))
                continue
            if aid in out:
                report.malformed_rows += 1
                report.issues.append(RowIssue(row_no, aid, "aid", aid, "row dropped: duplicate class id"))
                continue
            out[aid] = define_class(row_no, aid, text, cell("verb"), cell("obj"), cell("action"),
                                    {c: cell(c) for c in ("pre", "post-Add", "post-Del")}, cell("args"),
                                    report)
    return out, report


def load_class_names(path: str | Path) -> dict[str, str]:
    """``Charades_v1_classes.txt``: lines ``c000 Holding some clothes`` -> {aid: text}."""
    path = Path(path)
    if not path.is_file():
        raise KnowledgeBaseError(f"class-name file {str(path)!r} does not exist")
    names: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        aid, _, text = line.strip().partition(" ")
        if aid and text:
            names[aid] = text.strip()
    return names


@dataclass(frozen=True)
class ActionVocabulary:
    """The Charades classes: ids, texts, and lookups in both directions."""

    actions: dict[str, CharadesAction]
    exclusions: tuple[Exclusion, ...] = ()   # declared by a completed KB; the released KB has none

    @property
    def ids(self) -> list[str]:
        return sorted(self.actions)

    def __len__(self) -> int:
        return len(self.actions)

    def __getitem__(self, aid: str) -> CharadesAction:
        try:
            return self.actions[aid]
        except KeyError:
            raise UnknownActionNameError(aid, self.actions) from None

    def text(self, aid: str) -> str:
        return self[aid].text

    def by_text(self, text: str, where: str = "") -> str:
        """Class id of an action text (exact Charades wording; case and spaces are forgiven)."""
        key = " ".join(text.split()).lower()
        table = self._text_index()
        if key not in table:
            raise UnknownActionNameError(text, [a.text for a in self.actions.values()], where)
        return table[key]

    def _text_index(self) -> dict[str, str]:
        cache = self.__dict__.get("_index")
        if cache is None:
            cache = {" ".join(a.text.split()).lower(): aid for aid, a in self.actions.items()}
            object.__setattr__(self, "_index", cache)
        return cache

    def static_predicates(self) -> set[str]:
        """Predicates no defined class adds or deletes: type facts (``Person``, ``Place`` ...)."""
        used, changed = set(), set()
        for a in self.actions.values():
            if a.ground is None:
                continue
            g = a.ground
            used |= {x.predicate for x in (*g.pre, *g.pre_neg, *g.add, *g.delete)}
            changed |= {x.predicate for x in (*g.add, *g.delete)}
        return used - changed


def load_vocabulary(kb_dir: str | Path) -> tuple[ActionVocabulary, LoadReport]:
    """Action classes of ``action_class.csv`` checked against ``Charades_v1_classes.txt``.

    Classes named in the class list but absent from the CSV are added without a definition
    (reported as empty); texts that disagree between the files are reported, the CSV's kept.
    """
    kb_dir = Path(kb_dir)
    actions, report = load_action_classes(kb_dir / "action_class.csv")
    names_file = kb_dir / "Charades_v1_classes.txt"
    if names_file.is_file():
        for aid, text in load_class_names(names_file).items():
            if aid not in actions:
                actions[aid] = CharadesAction(aid, text)
                report.empty += 1
                report.issues.append(RowIssue(0, aid, "aid", aid,
                                              "listed in Charades_v1_classes.txt, absent from the CSV"))
            elif actions[aid].text != text:
                report.issues.append(RowIssue(0, aid, "text", actions[aid].text,
                                              f"Charades_v1_classes.txt says {text!r}"))
    return ActionVocabulary(dict(sorted(actions.items()))), report
