"""NSG and the baselines, all on frozen CLIP features, all giving P(description true for video).
Which name builds which (and what each reads) is the table in :mod:`nsg.models.registry`.

- ``nsg``: one query encoder per query type. Each reads the query's argument-word features with a
  BiLSTM and a segment's frame features with another BiLSTM, concatenates the two final states
  and maps them with an MLP to the logit of P(query true in segment) (the public code's sizes:
  hidden 150, MLP 600 -> 150 -> 1). The aligner (:mod:`nsg.models.align`) finds, over every
  topological sort, the order-preserving one-to-one assignment of queries to segments with the
  highest summed log-probability (no gradient: it is the "fixed encoders" half of the
  alternation); the score is the mean of the aligned log-probabilities, and
  ``P = exp(score)``, the geometric mean of the aligned queries' probabilities.
  (The paper writes ``sigmoid(score)``; with log-probabilities the score is <= 0 so that would
  never exceed 0.5. The geometric mean is the probability-valued reading of the same score.)
  A training step therefore scores every pair without an autograd graph, for the aligner, and
  then only the aligned pairs with one (:meth:`NSG.forward`): the same loss and gradients.
- ``oracle``: the NSG architecture with ground truth: each query may only be aligned to segments
  where its sub-task is annotated (all segments if the video has none of it), in training and
  evaluation, and training adds a per-(query, segment) BCE on those sub-task locations, with
  positives and negatives weighted equally (most pairs are negatives).
- ``mean``: CLIP4Clip-style mean pooling of frame features, fused with the description's CLIP
  text feature by an MLP.
- ``lstm``: CLIP4Clip-style sequence LSTM over frame features, fused the same way.
- ``text`` and ``video``: blind baselines. ``text`` reads only the description's CLIP text
  feature, ``video`` only the mean-pooled frame features, each through the same MLP head. A
  benchmark that either of them passes above chance has a shortcut; every results table shows
  them so each model's margin over blind is visible.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence

from nsg.inputs.queries import QUERY_TYPES, query_types_for
from nsg.models.align import GraphAlignment, align_graphs, gather_aligned
from nsg.models.batching import Batch

LOG_HALF = -0.6931471805599453
MIN_LOG_P = -50.0


@dataclass
class Output:
    """``log_p`` / ``log_1mp``: log P(true) and log P(false) per sample; NSG-style models also
    return the per-(node, segment) log-probabilities and the chosen alignment."""

    log_p: torch.Tensor
    log_1mp: torch.Tensor
    node_logp: torch.Tensor | None = None
    node_logit: torch.Tensor | None = None
    alignment: GraphAlignment | None = None

    @property
    def prob(self) -> torch.Tensor:
        return self.log_p.exp()

    @property
    def prediction(self) -> torch.Tensor:
        return (self.log_p > LOG_HALF).long()


def log1mexp(x: torch.Tensor) -> torch.Tensor:
    """log(1 - exp(x)) for x <= 0, stable at both ends."""
    x = x.clamp(max=-1e-7)
    return torch.where(x > LOG_HALF, torch.log(-torch.expm1(x)), torch.log1p(-torch.exp(x)))


def verification_loss(out: Output, label: torch.Tensor) -> torch.Tensor:
    """Binary cross-entropy on the verification label."""
    return -(label * out.log_p + (1 - label) * out.log_1mp).mean()


@contextmanager
def native_cpu_lstm(device: torch.device) -> Iterator[None]:
    """Run CPU LSTMs on torch's native kernel instead of oneDNN's. oneDNN's LSTM backward always
    computes the gradient of the input too (the cached features never need it: a third of the
    backward's work) and projects the input step by step; the native kernel projects every time
    step's input in one matrix product and autograd skips the input's gradient. Same numbers to
    float rounding, about twice as fast for the segment BiLSTMs on one thread (bench/bench_train.py).
    The switch is torch's global oneDNN flag, restored on exit; other devices are left alone."""
    if device.type != "cpu":
        yield
        return
    was = torch.backends.mkldnn.enabled
    torch.backends.mkldnn.enabled = False
    try:
        yield
    finally:
        torch.backends.mkldnn.enabled = was


class _BiLSTMEncoder(nn.Module):
    """Final forward and backward states of a BiLSTM over a padded sequence -> ``[*, 2H]``."""

    def __init__(self, dim: int, hidden: int):
        super().__init__()
        self.lstm = nn.LSTM(dim, hidden, batch_first=True, bidirectional=True)

    def forward(self, x: torch.Tensor, lengths: torch.Tensor | None = None) -> torch.Tensor:
        if lengths is not None:
            x = pack_padded_sequence(x, lengths.clamp_min(1).cpu(), batch_first=True, enforce_sorted=False)
        _, (h, _) = self.lstm(x)
        return torch.cat([h[0], h[1]], dim=-1)


class QueryEncoder(nn.Module):
    """One query type: P(query true in segment) for every (query, segment) pair of a batch."""

    def __init__(self, dim: int, hidden: int, frame_dim: int | None = None):
        """``dim``: an argument word's feature; ``frame_dim``: a frame's input (with crops, EgoTV's
        frame and three crops side by side); the same as ``dim`` by default."""
        super().__init__()
        self.query = _BiLSTMEncoder(dim, hidden)
        self.segment = _BiLSTMEncoder(frame_dim or dim, hidden)
        self.mlp = nn.Sequential(nn.Linear(4 * hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, tokens: torch.Tensor, token_count: torch.Tensor, segments: torch.Tensor) -> torch.Tensor:
        b, n, l, d = tokens.shape
        s, k = segments.shape[1], segments.shape[2]
        q = self.query(tokens.reshape(b * n, l, d), token_count.reshape(b * n)).view(b, n, 1, -1)
        g = self.segment(segments.reshape(b * s, k, segments.shape[-1])).view(b, 1, s, -1)
        pair = torch.cat([q.expand(b, n, s, q.shape[-1]), g.expand(b, n, s, g.shape[-1])], dim=-1)
        return self.mlp(pair).squeeze(-1)  # [B, N, S] logits


class NSG(nn.Module):
    """Query encoders + aligner; ``oracle``: align only to annotated sub-task segments and add the
    per-segment location loss (:func:`training_loss`)."""

    def __init__(self, config, oracle: bool = False):  # config: nsg.models.registry.ModelConfig
        super().__init__()
        self.config = config
        self.oracle = oracle
        self.types = query_types_for(config.query_style)
        self.encoders = nn.ModuleDict({t: QueryEncoder(config.feature_dim, config.hidden, config.frame_dim)
                                       for t in self.types})

    def _type_nodes(self, batch: Batch) -> Iterator[tuple[QueryEncoder, torch.Tensor]]:
        """Each query type's encoder with its real nodes (``[B, N]`` mask), types without one skipped."""
        n = batch.node_type.shape[1]
        real_node = torch.arange(n, device=batch.node_type.device).view(1, -1) < batch.num_nodes.view(-1, 1)
        for name, enc in self.encoders.items():
            mine = real_node & (batch.node_type == QUERY_TYPES.index(name))
            if bool(mine.any()):
                yield enc, mine

    def node_logits(self, batch: Batch) -> torch.Tensor:
        """``[B, N, S]`` logits of every real (node, segment) pair; padding pairs are 0 (the
        aligner and the losses mask them). Each encoder reads only what it scores: the nodes of
        its query type, and the real segments of the samples that have such a node. A batch pads
        every video to its longest (about half of a real batch's segments are padding) and most
        graphs lack one of the two query types; :func:`dense_node_logits` is the same numbers
        computed over the padded tensors, the reference this is tested and benchmarked against."""
        b, n = batch.node_type.shape
        s = batch.segments.shape[1]
        real_seg = torch.arange(s, device=batch.segments.device).view(1, -1) < batch.num_segments.view(-1, 1)
        logits = batch.segments.new_zeros(b, n, s)
        with native_cpu_lstm(batch.segments.device):
            for enc, mine in self._type_nodes(batch):
                segs = real_seg & mine.any(1, keepdim=True)                                 # [B, S]
                q = enc.query(batch.node_tokens[mine], batch.token_count[mine])           # [Q, 2H]
                g = enc.segment(_gather_segments(batch, segs))                             # [G, 2H]
                q_row = torch.cumsum(mine.flatten(), 0).view(b, n) - 1
                g_row = torch.cumsum(segs.flatten(), 0).view(b, s) - 1
                bi, ni, si = (mine.unsqueeze(-1) & segs.unsqueeze(1)).nonzero(as_tuple=True)
                pair = torch.cat([q[q_row[bi, ni]], g[g_row[bi, si]]], dim=-1)
                logits = logits.index_put((bi, ni, si), enc.mlp(pair).squeeze(-1))
        return logits

    def aligned_logits(self, batch: Batch, segment: torch.Tensor) -> torch.Tensor:
        """``[B, N]``: each real node's logit on its own segment ``segment[b, n]`` (padded nodes:
        0), the same numbers as ``node_logits(batch)[b, n, segment[b, n]]`` with one segment
        encoded per node."""
        logits = batch.segments.new_zeros(batch.node_type.shape)
        with native_cpu_lstm(batch.segments.device):
            for enc, mine in self._type_nodes(batch):
                bi, ni = mine.nonzero(as_tuple=True)                  # the row order of x[mine]
                q = enc.query(batch.node_tokens[mine], batch.token_count[mine])
                g = enc.segment(_gather_segments(batch, bi, segment[bi, ni]))
                logits = logits.index_put((bi, ni), enc.mlp(torch.cat([q, g], dim=-1)).squeeze(-1))
        return logits

    def forward(self, batch: Batch) -> Output:
        """Evaluation, and the oracle's training (its location loss reads every pair): the
        logits of every pair, aligned (:meth:`score`). NSG's training step: the alignment has no
        gradient and the loss reads only each node's logit on its aligned segment, so every
        pair is scored without a graph for the aligner, then the aligned pairs alone again
        with one: the same loss and gradients (tested) with the backward over one segment per
        node (about a sixth of a default batch's real segments) instead of all of them."""
        if self.oracle or not torch.is_grad_enabled():
            return self.score(batch, self.node_logits(batch))
        with torch.no_grad():
            out = self.score(batch, self.node_logits(batch))
        terms = nn.functional.logsigmoid(self.aligned_logits(batch, out.alignment.segment.clamp_min(0)))
        score = _aligned_mean(terms, batch)
        return Output(log_p=score, log_1mp=log1mexp(score), node_logp=out.node_logp, node_logit=out.node_logit,
                      alignment=out.alignment)

    def score(self, batch: Batch, logit: torch.Tensor) -> Output:
        """``[B, N, S]`` node logits -> the verification output: the best alignment over the
        graph's sorts (the oracle's restricted to annotated sub-task segments) and its mean
        log-probability."""
        logp = nn.functional.logsigmoid(logit)
        align_on = logp
        if self.oracle:
            align_on = logp.masked_fill(~oracle_allowed(batch), float("-inf"))
        alignment = align_graphs(align_on, batch.num_nodes, batch.num_segments, batch.sorts, batch.sort_valid)
        score = _aligned_mean(gather_aligned(align_on, alignment.segment.clamp_min(0)), batch)
        return Output(log_p=score, log_1mp=log1mexp(score), node_logp=logp, node_logit=logit, alignment=alignment)


def _gather_segments(batch: Batch, *index: torch.Tensor) -> torch.Tensor:
    """``batch.segments[index]`` (``[G, k, D]``) as a batch-first view of a time-major copy: a
    batch-first LSTM transposes it back to time-major, contiguous, so the frames are copied once
    (the largest copies of a training step)."""
    return batch.segments.permute(2, 0, 1, 3)[(slice(None), *index)].transpose(0, 1)


def _aligned_mean(terms: torch.Tensor, batch: Batch) -> torch.Tensor:
    """``[B, N]`` aligned log-probabilities -> each sample's mean over its real nodes."""
    real = torch.arange(terms.shape[1], device=terms.device).view(1, -1) < batch.num_nodes.view(-1, 1)
    score = torch.where(real, terms, torch.zeros_like(terms)).sum(-1) / batch.num_nodes.clamp_min(1)
    # no feasible alignment (oracle: annotated sub-task locations contradict the described
    # order): the description is judged false with a finite, gradient-free floor
    return torch.where(torch.isfinite(score), score, torch.full_like(score, MIN_LOG_P))


def dense_node_logits(model: NSG, batch: Batch) -> torch.Tensor:
    """The unpacked computation of :meth:`NSG.node_logits`: every encoder over every node and
    every padded segment of the batch, then the node's own type picked. The packed method must
    give the same logits on real pairs (tested); ``bench/bench_train.py`` times the two."""
    logits = None
    for name, enc in model.encoders.items():
        out = enc(batch.node_tokens, batch.token_count, batch.segments)
        mine = (batch.node_type == QUERY_TYPES.index(name)).unsqueeze(-1)
        logits = torch.where(mine, out, logits if logits is not None else torch.zeros_like(out))
    return logits


def oracle_allowed(batch: Batch) -> torch.Tensor:
    """``[B, N, S]``: segments annotated with the node's sub-task; every real segment when the
    video shows that sub-task nowhere."""
    match = batch.node_segment_match()
    real_seg = torch.arange(match.shape[2], device=match.device).view(1, 1, -1) < batch.num_segments.view(-1, 1, 1)
    match = match & real_seg
    none = ~match.any(-1, keepdim=True)
    return match | (none & real_seg)


class PooledBaseline(nn.Module):
    """CLIP4Clip-style video-text classifiers (mean pooling or a sequence LSTM over frames), and
    the blind ones that see only the text or only the video."""

    def __init__(self, config, video: str | None = "mean", text: bool = True):
        """``video``: ``"mean"`` pooling, an ``"lstm"`` over frames, or None (blind to the video);
        ``text``: whether the description's text feature is read."""
        super().__init__()
        self.config = config
        self.pool, self.reads_text = video, text
        d, h = config.feature_dim, config.hidden
        # frame + crops are mapped to the text width, so that video and text features can be fused
        self.frame_proj = nn.Linear(config.frame_dim, d) if video and config.crops else None
        if video == "lstm":
            self.lstm = nn.LSTM(d, d, batch_first=True)
        inputs = 3 * d if (video and text) else d
        self.head = nn.Sequential(nn.Linear(inputs, 2 * h), nn.ReLU(), nn.Linear(2 * h, 1))

    def video(self, batch: Batch) -> torch.Tensor:
        frames = batch.frames if self.frame_proj is None else self.frame_proj(batch.frames)
        if self.pool == "mean":
            mask = (torch.arange(frames.shape[1], device=frames.device).view(1, -1)
                    < batch.num_frames.view(-1, 1)).unsqueeze(-1)
            return (frames * mask).sum(1) / batch.num_frames.clamp_min(1).view(-1, 1)
        packed = pack_padded_sequence(frames, batch.num_frames.clamp_min(1).cpu(), batch_first=True,
                                      enforce_sorted=False)
        _, (h, _) = self.lstm(packed)
        return h[-1]

    def forward(self, batch: Batch) -> Output:
        if self.pool is None:
            x = batch.text
        else:
            v = nn.functional.normalize(self.video(batch), dim=-1)
            x = torch.cat([v, batch.text, v * batch.text], dim=-1) if self.reads_text else v
        z = self.head(x).squeeze(-1)
        return Output(log_p=nn.functional.logsigmoid(z), log_1mp=nn.functional.logsigmoid(-z))


def training_loss(model: nn.Module, out: Output, batch: Batch) -> torch.Tensor:
    """Verification BCE; the oracle adds BCE on ground-truth sub-task locations per segment."""
    loss = verification_loss(out, batch.label)
    config = model.config
    if getattr(model, "oracle", False) and out.node_logit is not None:
        target = batch.node_segment_match().float()
        real = ((torch.arange(target.shape[1], device=target.device).view(1, -1, 1) < batch.num_nodes.view(-1, 1, 1))
                & (torch.arange(target.shape[2], device=target.device).view(1, 1, -1) < batch.num_segments.view(-1, 1, 1)))
        dense = nn.functional.binary_cross_entropy_with_logits(out.node_logit, target, reduction="none")
        pos, neg = real & (target > 0), real & (target == 0)
        balanced = (dense * pos).sum() / pos.sum().clamp_min(1) + (dense * neg).sum() / neg.sum().clamp_min(1)
        loss = loss + config.dense_weight * balanced / 2
    return loss
