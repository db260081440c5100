"""The fitted weights of the ViLPAct scorers, as a JSON file with its provenance.

``strips/vilpact/data/weights.json`` (released STRIPS classes) and ``weights-completed.json``
(the completed KB) ship with the package; ``python -m strips.vilpact fit --kb DIR`` rewrites
the one for its classes (or writes ``--out FILE``) from pseudo-questions built from the KB's
validation sequences against its training sequences (:mod:`.calibrate`). The file records the
fingerprint of the KB it was fitted on; evaluating with another KB works but is reported.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from contracts.files import write_atomic
from strips.vilpact.errors import KnowledgeBaseError
from strips.vilpact.scoring import ExtractorConfig, LinearScorer

DEFAULT_WEIGHTS = Path(__file__).resolve().parent / "data" / "weights.json"
# the fitted weights for each choice of STRIPS classes (kb.CLASS_SOURCES)
DEFAULT_WEIGHTS_FOR = {"released": DEFAULT_WEIGHTS,
                       "completed": DEFAULT_WEIGHTS.with_name("weights-completed.json")}


def default_weights(classes: str = "released") -> Path:
    """The package's weights fitted with the ``classes`` STRIPS classes."""
    if classes not in DEFAULT_WEIGHTS_FOR:
        raise KnowledgeBaseError(f"no weights for knowledge-base classes {classes!r}; valid: "
                                 f"{', '.join(DEFAULT_WEIGHTS_FOR)}", setting="classes")
    return DEFAULT_WEIGHTS_FOR[classes]


@dataclass(frozen=True)
class Weights:
    extractor: ExtractorConfig
    scorers: dict[str, LinearScorer]
    provenance: dict = field(default_factory=dict)
    validation: dict = field(default_factory=dict)   # method -> accuracy on pseudo-questions

    def to_json(self) -> dict:
        return {"provenance": self.provenance, "extractor": self.extractor.to_json(),
                "scorers": {k: v.to_json() for k, v in self.scorers.items()},
                "validation": self.validation}

    @classmethod
    def from_json(cls, data: dict) -> "Weights":
        extractor = ExtractorConfig.from_json(data["extractor"])
        scorers = {k: LinearScorer.from_json(v) for k, v in data["scorers"].items()}
        reading = sorted(k for k, v in scorers.items() if "typical" in v.names)
        if reading and extractor.outcome_draws < 1:
            raise ValueError(f"scorers {reading} read 'typical' but the extractor's outcome_draws is "
                             f"{extractor.outcome_draws} (it must be >= 1 to compute it)")
        return cls(extractor, scorers, data.get("provenance", {}), data.get("validation", {}))

    def save(self, path: str | Path) -> None:
        """Write atomically: a half-written weights file never replaces a good one."""
        write_atomic(path, json.dumps(self.to_json(), indent=1) + "\n")


def load_weights(path: str | Path | None = None, classes: str = "released") -> Weights:
    path = Path(path) if path else default_weights(classes)
    if not path.is_file():
        raise KnowledgeBaseError(f"no weights file {str(path)!r}; fit weights for the KB "
                                 "(strips.vilpact.calibrate.calibrate) and save them there", setting="weights")
    try:
        return Weights.from_json(json.loads(path.read_text()))
    except (KeyError, ValueError, TypeError) as exc:
        raise KnowledgeBaseError(f"weights file {str(path)!r} is malformed: {exc}") from None
