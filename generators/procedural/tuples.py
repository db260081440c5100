"""Key clips and verb-argument tuples of every video, and an evaluator for predicted tuples.

Why from the plan: each high-level PDDL action that acts on an object is a key clip whose frames
the annotations already mark (``frames[i].step``), and its arguments say exactly which object,
tool or device and destination it used, so the tuples are exact (the cooking-video benchmark
has to annotate them by hand). Roles per action are data (``generators/data/tuples.json``).

The evaluator scores verbs and arguments with micro precision, recall and F1 over multisets per
video, exactly and after a fuzzy normalisation (lower case, crude suffix lemmatisation, a small
hand-made synonym table): an approximation of the lemma/synonym matching the benchmark reports.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path

from pddl_domains import vocabulary as vocab
from generators.errors import GeneratorError
from contracts.files import write_atomic
from generators.procedural.episodes import Episode, load_episodes
from generators.procedural.qa_derive import instance_type
from generators.datafiles import load_generator_data


def spec() -> dict:
    return load_generator_data("tuples.json")


@dataclass(frozen=True)
class VerbTuple:
    verb: str
    object: str | None
    tool: str | None
    destination: str | None


@dataclass(frozen=True)
class KeyClip:
    start: int
    end: int
    plan_step: int
    action: str
    subtask: str | None
    tuple: VerbTuple


def _arg_text(args: tuple[str, ...], index: int | None) -> str | None:
    if index is None or index >= len(args):
        return None
    try:
        return vocab.text_name(instance_type(args[index]))
    except KeyError:
        return args[index].rsplit("_", 1)[0].replace("_", " ")


def key_clips(e: Episode) -> list[KeyClip]:
    """One key clip per plan action of the task that acts on an object (navigation and
    distractor activity are not key clips)."""
    roles = spec()["actions"]
    out = []
    for ps in e.plan_steps:
        role = roles.get(ps.action)
        if role is None or ps.subtask == vocab.DISTRACTOR:  # distractor activity is not the task's
            continue
        t = VerbTuple(role["verb"], _arg_text(ps.args, role["object"]), _arg_text(ps.args, role["tool"]),
                      _arg_text(ps.args, role["destination"]))
        out.append(KeyClip(ps.start, ps.end, ps.index, ps.action, ps.subtask, t))
    return out


def video_record(e: Episode) -> dict:
    clips = key_clips(e)
    return {"video_id": e.video_id, "split": e.split, "annotations": e.row.annotations,
            "task": e.task, "key_clips": [asdict(c) for c in clips], "tuples": [asdict(c.tuple) for c in clips]}


def write_tuples(dataset: str | Path, out: str | Path | None = None) -> dict:
    """Write ``tuples.jsonl`` (one line per video) beside the dataset's annotations."""
    skipped: list[str] = []
    episodes = load_episodes(dataset, skipped=skipped)
    if not episodes:
        raise GeneratorError(f"dataset {dataset!s} has no video with an annotation file yet"
                             + (f" ({len(skipped)} skipped, first {skipped[0]})" if skipped else ""))
    lines = [video_record(e) for e in episodes]
    path = Path(out) if out else Path(dataset) / "tuples.jsonl"
    write_atomic(path, "".join(json.dumps(line) + "\n" for line in lines))
    return {"path": str(path), "videos": len(lines), "tuples": sum(len(line["tuples"]) for line in lines),
            "verbs": dict(Counter(t["verb"] for line in lines for t in line["tuples"])), "skipped_videos": skipped}


def read_tuples(path: str | Path) -> dict[str, list[dict]]:
    p = Path(path)
    if p.is_dir():
        p = p / "tuples.jsonl"
    if not p.is_file():
        raise GeneratorError(f"no tuples file at {path!s}; expected tuples.jsonl with one "
                             "{'video_id': ..., 'tuples': [{'verb', 'object', 'tool', 'destination'}]} per line")
    out: dict[str, list[dict]] = {}
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise GeneratorError(f"{p} is not a tuples file (not UTF-8 text)") from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except json.JSONDecodeError as exc:
            raise GeneratorError(f"{p}:{n}: not a JSON line ({exc}); a tuples file has one "
                                 "{'video_id': ..., 'tuples': [...]} per line") from None
        if not isinstance(entry, dict):
            raise GeneratorError(f"{p}:{n}: a line must be a JSON object with 'video_id' and 'tuples'")
        if "video_id" not in entry or not isinstance(entry.get("tuples"), list):
            raise GeneratorError(f"{p}:{n}: a line needs 'video_id' and a list 'tuples'; got keys {sorted(entry)}")
        out.setdefault(entry["video_id"], []).extend(entry["tuples"])
    return out


def _forms(word: str) -> list[str]:
    """The word and its crude lemma candidates: ``cutting`` -> cutting, cutt, cut, cutte."""
    w = " ".join(word.lower().replace("_", " ").split())
    out = [w]
    for suf in spec()["lemma_suffixes"]:
        if len(w) > len(suf) + 2 and w.endswith(suf):
            stem = w[: -len(suf)]
            out += [stem] + ([stem[:-1]] if len(stem) > 2 and stem[-1] == stem[-2] else []) + [stem + "e"]
            break
    return out


def _normaliser(fuzzy: bool, kind: str):
    classes = spec()["verb_synonyms" if kind == "verb" else "argument_synonyms"]
    table = {w: group[0] for group in classes for w in group}
    known = set(table) | {e["text"] for e in vocab.kitchen()["names"].values()} | {
        a["verb"] for a in spec()["actions"].values()}

    def norm(text: str | None) -> str | None:
        if text is None:
            return None
        forms = _forms(str(text))
        if not fuzzy:
            return forms[0]
        for f in forms:  # the first form that is a known word, mapped to its synonym class
            if f in known:
                return table.get(f, f)
        return forms[0]
    return norm


def _prf(tp: int, n_pred: int, n_gold: int) -> dict:
    p = tp / n_pred if n_pred else 0.0
    r = tp / n_gold if n_gold else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(2 * p * r / (p + r), 4) if p + r else 0.0}


def evaluate(gold: dict[str, list[dict]], pred: dict[str, list[dict]]) -> dict:
    """Micro P/R/F1 of verbs, arguments (role, value) and whole tuples, exact and fuzzy.

    A video missing from ``pred`` counts as predicting nothing; predicted videos unknown to
    ``gold`` are reported and ignored."""
    roles = spec()["roles"]
    result: dict = {"videos": len(gold), "unknown_videos": sorted(set(pred) - set(gold))[:20]}
    for mode in ("exact", "fuzzy"):
        nv, na = _normaliser(mode == "fuzzy", "verb"), _normaliser(mode == "fuzzy", "argument")
        counts = {k: [0, 0, 0] for k in ("verb", "argument", "tuple")}
        for vid, g_list in gold.items():
            p_list = pred.get(vid, [])
            bags = {}
            for side, tuples in (("g", g_list), ("p", p_list)):
                bags[side] = {
                    "verb": Counter(nv(t.get("verb")) for t in tuples),
                    "argument": Counter((role, na(t.get(role))) for t in tuples for role in roles
                                        if t.get(role) is not None),
                    "tuple": Counter((nv(t.get("verb")),) + tuple(na(t.get(role)) for role in roles) for t in tuples)}
            for k in counts:
                counts[k][0] += sum((bags["g"][k] & bags["p"][k]).values())
                counts[k][1] += sum(bags["p"][k].values())
                counts[k][2] += sum(bags["g"][k].values())
        result[mode] = {k: _prf(*v) for k, v in counts.items()}
    return result
