"""Why a method picked a choice: the evidence of one question, as text or JSON.

Shows the inferred open-world state (and why each fact is known), each candidate's STRIPS check
step by step with how typical each step's outcome is of a true future (:mod:`.outcomes`), its
bigram transitions, the KB co-occurrence counts of the action that sets it apart, the retrieved
sequences with ``P(s | o, I)`` and ``P(c | s)``, and the fitted scorer's per-feature
contributions and choice probabilities.
"""
from __future__ import annotations

import numpy as np

from strips.vilpact.evaluate import Evaluator
from strips.vilpact.methods import DEFAULT_METHOD, get_method
from strips.vilpact.sequences import Question


def _softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max())
    return e / e.sum()


def _distinct(q: Question, j: int) -> list[str]:
    """Actions of choice ``j`` at positions where the choices disagree (what sets it apart)."""
    c = q.choices[j]
    return [a for i, a in enumerate(c)
            if any(len(o) != len(c) or o[i] != a for o in q.choices)]


def explain(ev: Evaluator, q: Question, method: str = DEFAULT_METHOD, top: int = 5) -> dict:
    m = get_method(method)
    e = ev.evidence(q)
    vocab = ev.kb.vocab
    name = lambda a: f"{a} {vocab.text(a)}"  # noqa: E731
    scores = ev.scores(m, q)
    probs = _softmax(scores) if m.kind != "nsplan" else np.exp(scores)
    scorer = ev.weights.scorers.get(m.name if m.kind == "fitted" else DEFAULT_METHOD)
    symbolic = ev.weights.scorers.get("symbolic")
    strips_weights = ({n: w / s for n, w, s in zip(symbolic.names, symbolic.weights, symbolic.scale)}
                      if symbolic else None)
    ns, cfg = e.nsplan, ev.extractor.nsplan.config
    candidates = []
    for j, c in enumerate(q.choices):
        entry = {
            "index": j, "actions": [name(a) for a in c], "score": round(float(scores[j]), 4),
            "probability": round(float(probs[j]), 4),
            "strips": e.checks[j].explanation(strips_weights),
            # each step's outcome and how much more typical it is of true steps of its class
            "outcomes": [f"{key} {value:+.2f}" for key, value in ev.extractor.outcomes.steps(e.checks[j])],
            "bigram": [f"{a} -> {b}: {lp:+.2f}" for a, b, lp in e.transitions[j]],
            "cooccurrence": [f"{name(p.action)} with {name(p.context)}: {p.together}/"
                             f"{p.context_videos} KB videos"
                             for a in _distinct(q, j)
                             for p in ev.extractor.association.pair_counts(a, q.observed)],
            "nsplan_probability": round(float(ns.probabilities[j]), 4),
        }
        if scorer is not None:  # relative to the average choice: constants do not decide
            contrib = scorer.contributions(e.features)
            contrib = contrib[j] - contrib.mean(axis=0)
            entry["contributions"] = {n: round(float(v), 3) for n, v in zip(scorer.names, contrib)}
        candidates.append(entry)
    retrieved = [{"video": r.sequence.vid, "split": r.sequence.split, "score": round(r.score, 3),
                  "bm25": round(r.bm25, 3), "intent": round(r.intent, 3),
                  "p_sequence": round(float(p), 4), "motives": list(r.sequence.motives),
                  "actions": [vocab.text(a) for a in r.sequence.actions],
                  "p_choice_given_sequence": [round(float(x), 3) for x in row]}
                 for r, p, row in zip(ns.retrieved, ns.path_probabilities, ns.choice_given_path)]
    chosen = int(np.argmax(scores))
    return {"question": q.qid, "method": m.name, "intent": q.intent,
            "observed": [name(a) for a in q.observed], "chosen": chosen, "answer": q.answer,
            "inferred_state": e.inferred.lines(), "candidates": candidates,
            "nsplan": {"variant": f"{cfg.representation}-{cfg.distance}-{cfg.retrieval}", "k": cfg.k},
            "retrieved": retrieved[:top] if top else retrieved}


def format_explanation(data: dict) -> str:
    out = [f"question {data['question']} (method {data['method']})",
           f"  intent: {data['intent']}",
           "  observed: " + "; ".join(data["observed"]),
           "inferred state after the observed actions (open world; facts not listed are unknown):"]
    out += data["inferred_state"]
    out.append(f"retrieved sequences (NSPlan {data['nsplan']['variant']}, top {len(data['retrieved'])}):")
    for seq in data["retrieved"]:
        out.append(f"  P(s)={seq['p_sequence']:.3f} score={seq['score']:.2f} (bm25 {seq['bm25']:.2f}, intent "
                   f"{seq['intent']:.2f}) {seq['video']} [{seq['split']}] {' / '.join(seq['motives'])}")
        out.append(f"      {'; '.join(seq['actions'])}")
        out.append(f"      P(choice | s) = {seq['p_choice_given_sequence']}")
    out.append("candidates:")
    for c in data["candidates"]:
        marks = (" <- chosen" if c["index"] == data["chosen"] else "") + \
                (" (answer)" if c["index"] == data["answer"] else "")
        out.append(f"  [{c['index']}] P={c['probability']:.3f} score={c['score']:+.3f}{marks}")
        out.append("      " + "; ".join(c["actions"]))
        out.append("      STRIPS: " + c["strips"][0])
        out += ["      " + line for line in c["strips"][1:]]
        out.append("      outcomes, log P(true step) / P(random step): " + ", ".join(c["outcomes"]))
        out.append("      bigram: " + ", ".join(c["bigram"]))
        if c["cooccurrence"]:
            out.append("      co-occurrence: " + "; ".join(c["cooccurrence"]))
        out.append(f"      NSPlan P(c | o, I) = {c['nsplan_probability']:.3f}")
        if "contributions" in c:
            out.append("      contributions vs the average choice: " + ", ".join(f"{k} {v:+.2f}" for k, v in
                                                           c["contributions"].items() if abs(v) >= 0.005))
    verdict = "correct" if data["answer"] == data["chosen"] else (
        "wrong" if data["answer"] is not None else "no answer given")
    out.append(f"chosen: {data['chosen']} ({verdict})")
    return "\n".join(out)

