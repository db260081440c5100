"""A Knowledge-Module baseline for procedural QA, in the spirit of KML (PKR-QA).

Why this shape: KML answers a question by executing its program, one learned module per
relation, from an entity grounded in the video. Here every graph entity is embedded by its name
with the installed all-MiniLM-L6-v2 encoder (offline); each relation of the knowledge graph
gets a small residual MLP trained contrastively (InfoNCE over all entities of the relation's
tail types, several positives allowed) on the graph's triples only, never on questions. Heads
without a tail under a relation learn to map to the ``nothing`` entity.

Execution: ``ground`` ops take the step a grounding source sees at the span (ground truth or
predicted, :mod:`nsg.qa_grounding`); situated hops (video order, tool, destination, states,
outcome) read that source's view, falling back to the modules where a source cannot see the
fact; graph hops run the relation's module and snap to the nearest entity, except the last,
whose output vector scores the five candidates by cosine. No LLM is available offline: the
programs are the templates' traversals, written by the QA generator.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np
import torch
from torch import nn

from generators.procedural import kg
from generators.procedural.episodes import Episode
from generators.procedural.qa_derive import outcome
from nsg.qa_grounding import VideoView

SITUATED = ("NEXT_IN_VIDEO", "PREV_IN_VIDEO", "EARLIER_IN_VIDEO", "REMAINING_AFTER", "STATE_AT_END",
            "TOOL_IN_VIDEO", "PLACED_INTO", "OUTCOME")


class Module(nn.Module):
    def __init__(self, dim: int, hidden: int = 256):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.normalize(x + self.net(x), dim=-1)


@dataclass
class KMLConfig:
    steps: int = 300
    lr: float = 2e-3
    temperature: float = 0.05
    seed: int = 0


class KnowledgeModules:
    """One module per relation of the graph, trained on its triples."""

    def __init__(self, embeddings: dict[str, np.ndarray], cfg: KMLConfig = KMLConfig()):
        self.g = kg.kg()
        self.ids = list(self.g.nodes)
        self.index = {n: i for i, n in enumerate(self.ids)}
        self.E = torch.tensor(np.stack([embeddings[n] for n in self.ids]), dtype=torch.float32)
        self.cfg = cfg
        self.modules: dict[str, Module] = {}
        self.tails: dict[str, list[int]] = {}
        self.train_log: dict[str, float] = {}

    def _pairs(self, relation: str) -> tuple[list[int], list[list[int]], list[int]]:
        spec = kg.schema()["relations"][relation]
        htypes, ttypes = spec["head"].split("|"), spec["tail"].split("|")
        cand = [i for i, n in enumerate(self.ids) if self.g.nodes[n]["type"] in ttypes or n == kg.NOTHING]
        heads, pos = [], []
        for n in self.ids:
            if self.g.nodes[n]["type"] not in htypes:
                continue
            t = kg.tails(self.g, n, relation)
            heads.append(self.index[n])
            pos.append([self.index[x] for x in t] or [self.index[kg.NOTHING]])
        return heads, pos, cand

    def fit(self) -> "KnowledgeModules":
        torch.manual_seed(self.cfg.seed)
        for rel in kg.relation_names():
            heads, pos, cand = self._pairs(rel)
            col = {c: k for k, c in enumerate(cand)}
            target = torch.zeros(len(heads), len(cand))
            for r, ps in enumerate(pos):
                for p in ps:
                    target[r, col[p]] = 1.0
            m = Module(self.E.shape[1])
            opt = torch.optim.Adam(m.parameters(), lr=self.cfg.lr)
            x, c = self.E[heads], self.E[cand]
            for _ in range(self.cfg.steps):
                logp = torch.log_softmax(m(x) @ c.T / self.cfg.temperature, dim=-1)
                loss = -(torch.logsumexp(logp.masked_fill(target == 0, -1e9), dim=-1)).mean()
                opt.zero_grad()
                loss.backward()
                opt.step()
            with torch.no_grad():
                top = (m(x) @ c.T).argmax(-1)
                self.train_log[rel] = float(target[torch.arange(len(heads)), top].mean())
            self.modules[rel], self.tails[rel] = m.eval(), cand
        return self

    def apply(self, relation: str, entity: str) -> torch.Tensor:
        with torch.no_grad():
            return self.modules[relation](self.E[self.index[entity]].unsqueeze(0))[0]

    def snap(self, relation: str, vector: torch.Tensor) -> str:
        cand = self.tails[relation]
        return self.ids[cand[int((self.E[cand] @ vector).argmax())]]

    def vector(self, entity: str) -> torch.Tensor:
        return self.E[self.index[entity]]


class Executor:
    """Runs a question's program with the modules and a grounding source's view of its video."""

    def __init__(self, modules: KnowledgeModules, seed: int = 0):
        self.m = modules
        self.rng = random.Random(seed)

    def _step_entity(self, view: VideoView, i: int) -> str:
        return kg.step_id(view.task, view.steps[i][0])

    def answer(self, q: dict, view: VideoView | None, episode: Episode) -> int:
        """Index of the chosen candidate (a seeded random pick where nothing is known)."""
        scores = self._scores(q, view, episode)
        if scores is None:
            return self.rng.randrange(len(q["candidate_ids"]))
        best = max(scores)
        return self.rng.choice([i for i, s in enumerate(scores) if s >= best - 1e-6])

    def _scores(self, q: dict, view: VideoView | None, episode: Episode) -> list[float] | None:
        if view is None or not view.steps:
            return None
        current: list[str] = []
        asked: tuple[str, str | None] | None = None
        grounded: list[int] = []
        vecs: list[torch.Tensor] = []
        for op in q["program"]:
            if op["op"] == "ground":
                if op["entity"].startswith("Task:"):
                    current = [op["entity"]]  # the asked-for task is in the question's words
                    asked = (self.m.g.nodes[op["entity"]]["key"], op.get("receptacle"))
                    continue
                i = view.step_at(op["span"])
                grounded.append(i)
                current = [self._step_entity(view, i)]
                if current[0] not in self.m.index:
                    return None  # a predicted step the video's task does not have: nothing known
                continue
            rel = op["relation"]
            if rel in SITUATED:
                out = self._situated(rel, view, grounded, current, asked)
                if not out:
                    return None
                if out[0].startswith("Outcome:"):
                    return [1.0 if c == out[0] else 0.0 for c in q["candidate_ids"]]
                current, vecs = out, [self.m.vector(x) for x in out]
                continue
            if rel == "USES_TOOL" and view.tool is not None:
                continue  # the next (situated) hop reads which tool; the set is not needed
            vecs = [self.m.apply(rel, c) for c in current]
            current = [self.m.snap(rel, v) for v in vecs]
        if not vecs:
            vecs = [self.m.vector(c) for c in current]
        return [max(float(self.m.vector(c) @ v) for v in vecs) if c in self.m.index else -1.0
                for c in q["candidate_ids"]]

    def _situated(self, rel: str, view: VideoView, grounded: list[int], current: list[str],
                  asked: tuple[str, str | None] | None = None) -> list[str]:
        i = grounded[-1] if grounded else 0
        n = len(view.steps)
        if rel in ("NEXT_IN_VIDEO", "PREV_IN_VIDEO"):
            j = i + (1 if rel == "NEXT_IN_VIDEO" else -1)
            return [self._step_entity(view, j) if 0 <= j < n else kg.NOTHING]
        if rel == "REMAINING_AFTER":
            return [self._step_entity(view, j) for j in range(i + 1, n)] or [kg.NOTHING]
        if rel == "EARLIER_IN_VIDEO":
            return [self._step_entity(view, min(grounded))]
        if rel == "STATE_AT_END":
            sub = view.steps[i][0]
            if sub in view.new_state:
                return [kg.node_id("State", view.new_state[sub])]
            act = self.m.snap("INSTANCE_OF", self.m.apply("INSTANCE_OF", current[0]))
            return [self.m.snap("RESULTS_IN_STATE", self.m.apply("RESULTS_IN_STATE", act))]
        if rel == "TOOL_IN_VIDEO":
            if view.tool:
                return [kg.node_id("Tool", view.tool)]
            return current  # a source that cannot see the tool keeps the module's USES_TOOL guess
        if rel == "PLACED_INTO":
            return [kg.node_id("Receptacle", view.destination)] if view.destination else []
        if rel == "OUTCOME":  # the request in the question's words, checked against what the source saw
            if asked is None:
                return []
            task, rec = asked
            dest = view.destination if view.destination is not None else rec  # unseen: assume as asked
            label = outcome(task, rec, [s for s, _, _ in view.steps], dest)
            return [f"Outcome:{label}"] if label else []
        raise ValueError(f"unknown situated relation {rel!r}; known: {', '.join(SITUATED)}")


def embed_graph(encoder) -> dict[str, np.ndarray]:
    """Entity id -> unit-norm MiniLM embedding of the entity's name."""
    g = kg.kg()
    ids = list(g.nodes)
    vecs = encoder.encode([g.nodes[n]["name"] for n in ids])
    return dict(zip(ids, vecs))
