"""The trained part of the parser: a small head over frozen MiniLM token features.

It predicts, for each sub-task (heat, cool, clean, slice, place, pick), whether the description
asks for it and in which ordered group (``absent`` or depth 0..5); for each pair of sub-tasks,
whether the first comes before, with, or after the second; and it points at the lexicon mention
that is the target object and the one that is the place receptacle. The pairwise relation is
the local decision ("X, then Y", "Y after X-ing"); measured, absolute depths alone confused the
order of 3- and 4-group tasks (25% exact on 4 groups). Decoding combines both (slot_parser). Why this output
and not a sequence: EgoTV graphs are layered (:mod:`nsg.parser.grammar`), one object, each
sub-task at most once, so these decisions *are* the graph; decoding them cannot produce an
invalid graph, and each decision has a probability, which gives the graph's confidence.

Layers: a linear map 384 -> d, one transformer encoder layer (order words such as "after" or
"once" need context across the sentence), six learned sub-task queries that attend over the
tokens (one attention layer) and a shared classifier; a pair classifier over two pooled
sub-task vectors and the difference of their mean token positions; two span scorers.

``between`` (every head trained since, :data:`nsg.parser.minilm.fit.HEAD_CONFIG`; older checkpoints
load without it): the pair classifier also gets the mean of the token vectors that lie between
the two sub-tasks' mentions (before and after the context layers), weighted by P(token between)
from the two attention distributions. The words joining two steps ("and", ", then", "; after
that,") are what decide their relation. Measured (docs/nsg.md), same data: held-in families
87-100 -> 94-100 % exact, held-out families 47.2 -> 49.7 % on average.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass

import torch
from torch import nn

from nsg.parser.minilm.encoder import FEATURE_DIM, Encoded
from nsg.parser.minilm.lexicon import Mention

SUBTASK_ORDER: tuple[str, ...] = ("heat", "cool", "clean", "slice", "place", "pick")
MAX_DEPTH = 6  # classes: 0 = absent, 1 + depth for depth 0..5
PAIRS: tuple[tuple[int, int], ...] = tuple((i, j) for i in range(6) for j in range(i + 1, 6))
BEFORE, SAME, AFTER = 0, 1, 2  # relation of the pair's first sub-task to its second


@dataclass(frozen=True)
class HeadConfig:
    dim: int = 128
    heads: int = 4
    ff: int = 256
    layers: int = 2
    dropout: float = 0.1
    between: bool = False  # the pair classifier also reads the tokens between the two mentions

    def to_json(self) -> dict:
        return asdict(self)


class ParserHead(nn.Module):
    def __init__(self, cfg: HeadConfig = HeadConfig()):
        super().__init__()
        self.cfg = cfg
        d = cfg.dim
        self.inp = nn.Sequential(nn.Linear(FEATURE_DIM, d), nn.LayerNorm(d))
        layer = nn.TransformerEncoderLayer(d, cfg.heads, cfg.ff, cfg.dropout, batch_first=True, norm_first=True)
        self.context = nn.TransformerEncoder(layer, cfg.layers, enable_nested_tensor=False)
        self.queries = nn.Parameter(torch.randn(len(SUBTASK_ORDER), d) * 0.02)
        self.attend = nn.MultiheadAttention(d, cfg.heads, dropout=cfg.dropout, batch_first=True)
        self.classify = nn.Sequential(nn.LayerNorm(d), nn.Linear(d, d), nn.GELU(), nn.Linear(d, 1 + MAX_DEPTH))
        self.pair = nn.Sequential(nn.Linear((5 if cfg.between else 3) * d + 1, d), nn.GELU(), nn.Linear(d, 3))
        self.object_score = nn.Sequential(nn.Linear(d, d), nn.GELU(), nn.Linear(d, 1))
        self.receptacle_score = nn.Sequential(nn.Linear(d, d), nn.GELU(), nn.Linear(d, 1))

    def forward(self, feats: torch.Tensor, mask: torch.Tensor, obj_pool: torch.Tensor,
                rec_pool: torch.Tensor) -> dict[str, torch.Tensor]:
        """feats [B,T,384], mask [B,T] (True = token), *_pool [B,M,T] span-averaging weights.
        Returns sub-task logits [B,6,7], pair logits [B,15,3] and pointer logits [B,M] (unmasked)."""
        x = self.inp(feats)
        h = self.context(x, src_key_padding_mask=~mask)
        q = self.queries.unsqueeze(0).expand(h.shape[0], -1, -1)
        pooled, attn = self.attend(q, h, h, key_padding_mask=~mask, need_weights=True)
        v = pooled + q
        steps = torch.arange(h.shape[1], dtype=h.dtype, device=h.device)
        pos = (attn * steps).sum(-1) / mask.sum(-1, keepdim=True).clamp(min=1)  # [B,6] mean position in 0..1
        i, j = (torch.tensor(x, device=h.device) for x in zip(*PAIRS))
        vi, vj = v[:, i], v[:, j]
        pair_in = [vi, vj, vi - vj, (pos[:, i] - pos[:, j]).unsqueeze(-1)]
        if self.cfg.between:
            # P(token t lies between the two mentions), from each sub-task's attention distribution
            before = attn.cumsum(-1) - attn  # [B,6,T] P(mention < t)
            after = 1.0 - attn.cumsum(-1)    # P(mention > t)
            w = before[:, i] * after[:, j] + before[:, j] * after[:, i]  # [B,15,T]
            w = w * mask.unsqueeze(1)
            w = w / w.sum(-1, keepdim=True).clamp(min=1e-6)
            pair_in += [w @ h, w @ x]
        pair_in = torch.cat(pair_in, -1)
        return {"subtasks": self.classify(v), "pairs": self.pair(pair_in),
                "object": self.object_score(obj_pool @ h).squeeze(-1),
                "receptacle": self.receptacle_score(rec_pool @ h).squeeze(-1)}


def span_pool(enc: Encoded, spans: list[Mention], length: int) -> torch.Tensor:
    """[len(spans), length] weights averaging the tokens of each word span."""
    out = torch.zeros(len(spans), length)
    for i, m in enumerate(spans):
        toks = [k for k, w in enumerate(enc.word_ids) if m.start <= w < m.end]
        if toks:
            out[i, toks] = 1.0 / len(toks)
    return out


@dataclass
class Batch:
    feats: torch.Tensor
    mask: torch.Tensor
    obj_pool: torch.Tensor
    obj_mask: torch.Tensor
    rec_pool: torch.Tensor
    rec_mask: torch.Tensor


def collate(encoded: list[Encoded], obj_spans: list[list[Mention]], rec_spans: list[list[Mention]]) -> Batch:
    b = len(encoded)
    t = max(1, max(e.features.shape[0] for e in encoded))
    mo = max(1, max(len(s) for s in obj_spans))
    mr = max(1, max(len(s) for s in rec_spans))
    feats = torch.zeros(b, t, FEATURE_DIM)
    mask = torch.zeros(b, t, dtype=torch.bool)
    obj_pool, rec_pool = torch.zeros(b, mo, t), torch.zeros(b, mr, t)
    obj_mask, rec_mask = torch.zeros(b, mo, dtype=torch.bool), torch.zeros(b, mr, dtype=torch.bool)
    for i, e in enumerate(encoded):
        n = e.features.shape[0]
        feats[i, :n] = e.features.float()
        mask[i, :n] = True
        if not n:
            mask[i, 0] = True
        obj_pool[i, :len(obj_spans[i])] = span_pool(e, obj_spans[i], t)
        rec_pool[i, :len(rec_spans[i])] = span_pool(e, rec_spans[i], t)
        obj_mask[i, :len(obj_spans[i])] = True
        rec_mask[i, :len(rec_spans[i])] = True
    return Batch(feats, mask, obj_pool, obj_mask, rec_pool, rec_mask)
