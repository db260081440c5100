"""ViLPAct: the multiple-choice planning test, answered with STRIPS checks over ViLPAct's
knowledge base, retrieval of similar KB sequences and probabilistic inference over them.

Reads files of the ViLPAct release (Zhuo et al., "ViLPAct: A Benchmark for Compositional
Generalization on Multimodal Human Activities", Findings of EACL 2023, github.com/terryyz/ViLPAct,
Apache-2.0) from a directory the user names; see ``docs/vilpact.md``.

Modules: ``action_classes`` (action_class.csv -> STRIPS classes), ``completed`` (the completed
knowledge base shipped as data/completed_kb.json), ``exclusions`` (mutual exclusions between
facts), ``sequences`` (KB sequences and questions), ``kb`` (the assembled knowledge base),
``inference`` (open-world state and candidate checks), ``retrieval`` (BM25 + intent similarity), ``similarity`` (TWED, DTW), ``nsplan``
(Eq. 2-3), ``baselines`` (bigram), ``association``, ``scoring`` (features, linear scorer),
``pseudo`` / ``calibrate`` / ``weights`` (weights from train/val only), ``methods``, ``evaluate``,
``explain``, ``cli``.
"""
from strips.vilpact.action_classes import ATTRIBUTION, ActionVocabulary, CharadesAction, LoadReport
from strips.vilpact.kb import KnowledgeBase, load_kb
from strips.vilpact.sequences import KBSequence, Question, load_questions

__all__ = ["ATTRIBUTION", "ActionVocabulary", "CharadesAction", "KBSequence", "KnowledgeBase",
           "LoadReport", "Question", "load_kb", "load_questions"]
