"""The T5 parser: a T5 encoder-decoder whose decoding is constrained by the query grammar.

Two ways to get the network:

- :func:`new_parser`: a small T5 (``nsg/parser/data/t5-tiny.json``) with a BPE tokenizer trained
  here (``tokenizers``) on the training descriptions, from scratch;
- :func:`parser_from_pretrained_t5`: a pretrained t5-small (or any T5) from a LOCAL directory,
  ``from_pretrained(dir)``, its tokenizer extended with the grammar symbols. Nothing is
  downloaded; a missing directory fails at once with :class:`WeightsNotFoundError`.

The grammar symbols (:mod:`nsg.parser.grammar`) are special tokens of the tokenizer; the end
symbol is the tokenizer's EOS. :class:`GrammarLogitsProcessor` masks every token the grammar does
not allow after the current prefix, so every decoded sequence spells a valid graph.

T5 has no absolute positions: only relative biases in self-attention, none in cross-attention.
The decoder writes steps in the order the description mentions them, which needs to know where
in the sentence a phrase is; a small T5 trained from scratch did not learn that from relative
biases alone (measured: about 77% exact match on held-in descriptions whatever the target
layout). So the from-scratch parser adds fixed sinusoidal position encodings to the encoder's
input embeddings (``encoder_positions``, recorded in ``parser.json``; off for a pretrained T5,
which was trained without them).

A saved parser is a directory: ``config.json`` + weights (``save_pretrained``), the tokenizer
files, and ``parser.json`` (symbols, limits, ``encoder_positions``). :meth:`nsg.parser.model.Parser.load`
loads a saved parser of either architecture; :meth:`T5Parser.load` a T5 one only.
"""
from __future__ import annotations

import json
import os
from importlib import resources
from pathlib import Path
from typing import Sequence

import torch

from contracts.language.graphs import TaskGraph
from nsg.errors import WeightsNotFoundError
from nsg.parser.grammar import END, MAX_SYMBOLS, GrammarState, symbols, symbols_to_graph
from nsg.parser.interface import ParseResult

_SPECIALS = ("<pad>", "</s>", "<unk>")


def sinusoidal_positions(length: int, dim: int) -> torch.Tensor:
    """``[length, dim]`` fixed position encodings (sin on even, cos on odd channels)."""
    pos = torch.arange(length, dtype=torch.float32).unsqueeze(1)
    freq = torch.exp(torch.arange(0, dim, 2, dtype=torch.float32) * (-torch.log(torch.tensor(10000.0)) / dim))
    pe = torch.zeros(length, dim)
    pe[:, 0::2] = torch.sin(pos * freq)
    pe[:, 1::2] = torch.cos(pos * freq[: dim // 2])
    return pe


def embed_source(model, input_ids: torch.Tensor, positions: bool) -> torch.Tensor:
    """Encoder input embeddings, plus position encodings when ``positions``."""
    emb = model.get_input_embeddings()(input_ids)
    if positions:
        emb = emb + sinusoidal_positions(input_ids.shape[1], emb.shape[-1]).to(emb.device, emb.dtype)
    return emb


def parser_config() -> dict:
    return json.loads(resources.files("nsg.parser").joinpath("data", "t5-tiny.json").read_text())


def train_tokenizer(texts: Sequence[str], vocab_size: int | None = None, min_frequency: int | None = None):
    """A BPE tokenizer trained on ``texts`` with the grammar symbols as special tokens."""
    from tokenizers import Tokenizer, normalizers, pre_tokenizers, processors
    from tokenizers.models import BPE
    from tokenizers.trainers import BpeTrainer
    from transformers import PreTrainedTokenizerFast

    cfg = parser_config()["tokenizer"]
    tok = Tokenizer(BPE(unk_token="<unk>"))
    tok.normalizer = normalizers.Sequence([normalizers.NFKC(), normalizers.Lowercase()])
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    trainer = BpeTrainer(vocab_size=vocab_size or cfg["vocab_size"], min_frequency=min_frequency or cfg["min_frequency"],
                         special_tokens=list(_SPECIALS) + list(symbols()), show_progress=False)
    tok.train_from_iterator(list(texts), trainer=trainer)
    eos = tok.token_to_id("</s>")
    tok.post_processor = processors.TemplateProcessing(single="$A </s>", special_tokens=[("</s>", eos)])
    return PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>", eos_token="</s>", unk_token="<unk>")


def new_parser(tokenizer):
    """A randomly initialised small T5 for ``tokenizer`` (architecture from the JSON config)."""
    from transformers import T5Config, T5ForConditionalGeneration

    cfg = T5Config(vocab_size=len(tokenizer), pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
                   decoder_start_token_id=tokenizer.pad_token_id, **parser_config()["t5"])
    return T5ForConditionalGeneration(cfg)


def _require_dir(path: str | Path, what: str, hint: str, setting: str) -> Path:
    path = Path(path)
    if not path.is_dir() or not (path / "config.json").is_file():
        raise WeightsNotFoundError(f"{what} {str(path)!r} not found (need a directory with config.json and "
                                   f"weights). {hint}", setting=setting)
    return path


def parser_from_pretrained_t5(local_dir: str | Path):
    """(model, tokenizer) from a local pretrained T5 directory, extended with the grammar symbols."""
    from transformers import AutoTokenizer, T5ForConditionalGeneration

    path = _require_dir(local_dir, "pretrained T5 directory",
                        "Nothing is downloaded: save t5-small (config.json, model weights, tokenizer files) "
                        "into a directory on a machine with access and give it as pretrained_t5.", "pretrained_t5")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    tokenizer = AutoTokenizer.from_pretrained(str(path), local_files_only=True)
    tokenizer.add_tokens(list(symbols()), special_tokens=True)
    model = T5ForConditionalGeneration.from_pretrained(str(path), local_files_only=True)
    model.resize_token_embeddings(len(tokenizer))
    return model, tokenizer


class GrammarLogitsProcessor:
    """Masks every next token the grammar forbids after each row's decoded prefix."""

    def __init__(self, tokenizer):
        self.tokenizer = tokenizer
        self.eos = tokenizer.eos_token_id
        self.sym_ids = {s: tokenizer.convert_tokens_to_ids(s) for s in symbols()}
        self.sym_ids[END] = self.eos
        self.id_to_sym = {i: s for s, i in self.sym_ids.items()}
        self._allowed: dict[tuple[int, ...], torch.Tensor] = {}

    def allowed_ids(self, prefix: tuple[int, ...]) -> torch.Tensor:
        if prefix not in self._allowed:
            if prefix and prefix[-1] == self.eos:
                ids = [self.tokenizer.pad_token_id]  # finished rows keep padding
            else:
                st = GrammarState.read([self.id_to_sym[i] for i in prefix])
                ids = sorted(self.sym_ids[s] for s in st.allowed())
            self._allowed[prefix] = torch.tensor(ids, dtype=torch.long)
        return self._allowed[prefix]

    def __call__(self, input_ids: torch.Tensor, scores: torch.Tensor) -> torch.Tensor:
        mask = torch.full_like(scores, float("-inf"))
        for row, ids in enumerate(input_ids.tolist()):
            prefix = tuple(i for i in ids[1:] if i != self.tokenizer.pad_token_id)  # drop the start token
            if ids[1:] and ids[-1] == self.tokenizer.pad_token_id and self.eos in ids[1:]:
                prefix = prefix[:prefix.index(self.eos) + 1]
            mask[row, self.allowed_ids(prefix).to(scores.device)] = 0.0
        return scores + mask


class T5Parser:
    """A trained T5 parser: ``parse(texts) -> [TaskGraph]``; every output is a valid graph."""

    architecture = "t5"   # what its parser.json names (nsg.parser.model.PARSERS)

    def __init__(self, model, tokenizer, device: str = "cpu", encoder_positions: bool = True):
        self.model = model.to(device).eval()
        self.tokenizer = tokenizer
        self.device = device
        self.encoder_positions = encoder_positions
        self.processor = GrammarLogitsProcessor(tokenizer)

    @classmethod
    def load(cls, checkpoint: str | Path, device: str = "cpu"):
        """A saved T5 parser (:meth:`nsg.parser.model.Parser.load` reads any architecture)."""
        from transformers import AutoTokenizer, T5ForConditionalGeneration

        path = _require_dir(checkpoint, "parser checkpoint",
                            "Train a parser with `make parser-train` (writes runs/parser) or give another "
                            "parser directory.", "parser_checkpoint")
        meta = json.loads((path / "parser.json").read_text()) if (path / "parser.json").is_file() else {}
        if meta.get("symbols") and tuple(meta["symbols"]) != symbols():
            raise WeightsNotFoundError(f"parser checkpoint {str(path)!r} was trained with a different query "
                                       f"vocabulary; retrain it with `make parser`")
        tokenizer = AutoTokenizer.from_pretrained(str(path), local_files_only=True)
        model = T5ForConditionalGeneration.from_pretrained(str(path), local_files_only=True)
        return cls(model, tokenizer, device, bool(meta.get("encoder_positions", False)))

    def save(self, directory: str | Path, extra: dict | None = None) -> None:
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        self.model.save_pretrained(str(directory))
        self.tokenizer.save_pretrained(str(directory))
        (directory / "parser.json").write_text(json.dumps({"symbols": list(symbols()), "max_symbols": MAX_SYMBOLS,
                                                           "encoder_positions": self.encoder_positions,
                                                           **(extra or {})}, indent=1))

    @torch.no_grad()
    def parse_symbols(self, texts: Sequence[str], batch_size: int = 64, num_beams: int = 1) -> list[list[str]]:
        from transformers import LogitsProcessorList

        out: list[list[str]] = []
        for i in range(0, len(texts), batch_size):
            enc = self.tokenizer(list(texts[i:i + batch_size]), return_tensors="pt", padding=True, truncation=True,
                                 max_length=128).to(self.device)
            embeds = embed_source(self.model, enc["input_ids"], self.encoder_positions)
            gen = self.model.generate(inputs_embeds=embeds, attention_mask=enc["attention_mask"],
                                      max_new_tokens=MAX_SYMBOLS, num_beams=num_beams, do_sample=False,
                                      logits_processor=LogitsProcessorList([self.processor]))
            for ids in gen.tolist():
                syms = []
                for tok in ids[1:]:
                    if tok == self.tokenizer.eos_token_id:
                        break
                    syms.append(self.processor.id_to_sym[tok])
                out.append(syms + [END])
        return out

    def parse(self, texts: Sequence[str], batch_size: int = 64, num_beams: int = 1) -> list[TaskGraph]:
        return [symbols_to_graph(s) for s in self.parse_symbols(texts, batch_size, num_beams)]

    def parse_detailed(self, texts: Sequence[str], batch_size: int = 64, num_beams: int = 1) -> list[ParseResult]:
        """:meth:`parse`'s graphs as results: T5 has no confidence and flags no word."""
        return [ParseResult(t, g, None) for t, g in zip(texts, self.parse(texts, batch_size, num_beams))]
