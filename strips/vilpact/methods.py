"""The named methods that answer a question, as data: what each one reads.

Three kinds: ``feature`` reads one evidence column (higher is better); ``nsplan`` runs NSPlan
(Eq. 2-3) with its own representation / distance / retrieval; ``fitted`` is a linear scorer
over a feature subset, weights fitted on pseudo-questions from train/val sequences. ``combined``
is the default. ``nsplan-bm25-only`` and ``nsplan-intent-only`` take the combined scorer's NSPlan
variant (chosen on validation pseudo-questions) and change only the retrieval.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from strips.vilpact.association import ASSOCIATION_FEATURES
from strips.vilpact.errors import UnknownMethodError
from strips.vilpact.nsplan import NSPlanConfig
from strips.vilpact.scoring import FEATURES, RETRIEVAL_FEATURES, STRIPS_FEATURES
from strips.vilpact.similarity import DISTANCES, REPRESENTATIONS

DEFAULT_METHOD = "combined"

# feature subsets of the fitted scorers
FITTED: dict[str, tuple[str, ...]] = {
    "symbolic": STRIPS_FEATURES,
    "bigram+strips": ("bigram",) + STRIPS_FEATURES,
    "combined-no-strips": tuple(f for f in FEATURES if f not in STRIPS_FEATURES),
    "combined-no-retrieval": tuple(f for f in FEATURES if f not in RETRIEVAL_FEATURES),
    "combined": FEATURES,
}


@dataclass(frozen=True)
class Method:
    name: str
    kind: str                          # "feature" | "nsplan" | "fitted"
    description: str
    feature: str | None = None
    nsplan: NSPlanConfig | None = None
    retrieval: str | None = None       # for nsplan-*-only: override of the combined's retrieval

    def nsplan_config(self, combined: NSPlanConfig) -> NSPlanConfig:
        if self.nsplan is not None:
            return self.nsplan
        return replace(combined, retrieval=self.retrieval)


def _methods() -> dict[str, Method]:
    out = [Method("bigram", "feature", "bigram model over KB sequences (the plain baseline)", "bigram")]
    out += [Method(f, "feature", f"association score '{f}' alone", f)
            for f in ASSOCIATION_FEATURES if not f.startswith("repeats")]
    out.append(Method("retrieved-support", "feature",
                      "how many intent-retrieved KB sequences contain the candidate's actions",
                      "retrieved_support"))
    for rep in REPRESENTATIONS:
        for dist in DISTANCES:
            out.append(Method(f"nsplan-{rep}-{dist}", "nsplan",
                              f"NSPlan Eq. 2-3, BM25+intent retrieval, {dist.upper()} over {rep}",
                              nsplan=NSPlanConfig(representation=rep, distance=dist)))
    out.append(Method("nsplan-bm25-only", "nsplan", "the combined's NSPlan variant, BM25 retrieval only",
                      retrieval="bm25"))
    out.append(Method("nsplan-intent-only", "nsplan",
                      "the combined's NSPlan variant, intent retrieval only", retrieval="intent"))
    descriptions = {
        "symbolic": "STRIPS checks only (fitted weights on the counts)",
        "bigram+strips": "bigram + STRIPS checks (fitted)",
        "combined-no-strips": "combined without the STRIPS features",
        "combined-no-retrieval": "combined without NSPlan / retrieved-support",
        "combined": "all evidence: bigram, association, NSPlan, retrieval, STRIPS",
    }
    out += [Method(name, "fitted", descriptions[name]) for name in FITTED]
    return {m.name: m for m in out}


METHODS = _methods()


def get_method(name: str) -> Method:
    try:
        return METHODS[name]
    except KeyError:
        raise UnknownMethodError(name, METHODS) from None
