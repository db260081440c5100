"""Which features: a CLIP model name, the SHA-256 of its weights file, the frame rate, and
whether object crops are encoded beside each frame (``roi``: ``none`` or ``annotated``).

:class:`FeatureSpec` names the cache directory of the features it describes, so changing the
model, the weights file or the frame rate never reuses stale features. Weights are only ever read
from a local file: asking for one that is not there fails at once with
:class:`~nsg.errors.WeightsNotFoundError`, before open_clip is called.
"""
from __future__ import annotations

import hashlib
import zipfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from nsg.errors import UnknownChoiceError, WeightsNotFoundError
from nsg.inputs.reader import DEFAULT_FPS
from nsg.inputs.roi import ROI_MODES

STANDIN_MODEL = "standin-clip-tiny"   # what `python -m nsg.standin_clip train` makes, on this machine's CPU
DEFAULT_STANDIN_WEIGHTS = Path("runs/standin_clip/standin-clip-tiny.pt")
# The object-reading stand-in (frames and crops, identity and state heads): `make standin-objects` on
# CPU or bench/standin_cuda.sh on a GPU writes it here; weights are never kept in git
# (docs/standin-clip-96-objects.json records the one the figures in docs/nsg.md were measured with).
OBJECT_STANDIN_MODEL = "standin-clip-96"
OBJECT_STANDIN_WEIGHTS = Path("runs/standin_clip/standin-clip-96-objects.pt")
# each stand-in weights file this package names, with the one architecture it fits
KNOWN_WEIGHTS = {DEFAULT_STANDIN_WEIGHTS: STANDIN_MODEL, OBJECT_STANDIN_WEIGHTS: OBJECT_STANDIN_MODEL}
DEFAULT_CACHE = Path("runs/features")
RANDOM_INIT = "random-init"
_SERIALIZATION_ID = ".data/serialization_id"  # torch.save's random id per save: not content


def known_architecture(weights: str | Path) -> str | None:
    """The architecture a stand-in weights file this package names fits (None for any other file)."""
    return {path.resolve(): arch for path, arch in KNOWN_WEIGHTS.items()}.get(Path(weights).resolve())


def clip_choice(model: str | None, weights: str | Path | None) -> tuple[str, str | None]:
    """The (architecture, weights file) a command reads features with, from what it was told.

    Nothing: the stand-in ``nsg.standin_clip train`` makes. A weights file alone: the architecture
    that file is known to fit (the object stand-in's path: ``standin-clip-96``), else that default
    architecture (a file given alone is most often a stand-in trained here). A model alone: its known
    stand-in file, or no file, which :func:`nsg.clip.frozen.load_clip` refuses naming what is missing."""
    if model is None and weights is None:
        return STANDIN_MODEL, str(DEFAULT_STANDIN_WEIGHTS)
    if model is None:
        return known_architecture(weights) or STANDIN_MODEL, str(weights)
    if weights is None:
        known = {arch: path for path, arch in KNOWN_WEIGHTS.items()}.get(model)
        return model, str(known) if known else None
    return model, str(weights)


def weights_digest(path: str | Path | None) -> str:
    """First 16 hex digits of the SHA-256 of the weights' content (``random-init`` for no weights).

    A ``torch.save`` file is a zip whose bytes change with every save even for equal tensors (a
    random ``.data/serialization_id`` and the temporary file's name as the archive's root folder),
    so hashing its bytes gave the deterministic stand-in a new cache folder on every
    ``make nsg-all``. For such a zip the digest covers each member's name (without the root
    folder) and bytes, but not the serialization id; any other file is hashed as it is."""
    if path is None:
        return RANDOM_INIT
    path = Path(path)
    if not path.is_file():
        raise WeightsNotFoundError(_missing_weights_message(path), setting="clip_weights")
    return _digest(str(path.resolve()), path.stat().st_size, path.stat().st_mtime_ns)


@lru_cache(maxsize=16)
def _digest(path: str, size: int, mtime_ns: int) -> str:
    h = hashlib.sha256()
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as zf:
            members = sorted(((info.filename.split("/", 1)[-1], info) for info in zf.infolist()), key=lambda m: m[0])
            for name, info in members:
                if name == _SERIALIZATION_ID:
                    continue
                h.update(name.encode() + b"\0")
                with zf.open(info) as fh:
                    for block in iter(lambda: fh.read(1 << 20), b""):
                        h.update(block)
        return h.hexdigest()[:16]
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()[:16]


def _missing_weights_message(path: Path) -> str:
    return (f"CLIP weights file {str(path)!r} does not exist. No weights are ever downloaded: give a "
            f"local open_clip checkpoint as clip_model NAME and clip_weights PATH (e.g. ViT-B-32 with "
            f"OpenAI's ViT-B-32 weights saved as a file), or train a stand-in first: `make standin-clip` "
            f"(writes {DEFAULT_STANDIN_WEIGHTS}, the default) or `make standin-objects` (writes "
            f"{OBJECT_STANDIN_WEIGHTS}, clip_model {OBJECT_STANDIN_MODEL}).")


@dataclass(frozen=True)
class FeatureSpec:
    """What features are computed with; its :attr:`key` names the cache directory."""

    model: str
    weights_id: str  # weights_digest() of the weights file
    fps: float = DEFAULT_FPS
    weights_path: str | None = None
    roi: str = "none"  # "annotated": every frame also gets crops of its boxed objects (nsg.inputs.roi)

    def __post_init__(self) -> None:
        if self.roi not in ROI_MODES:
            raise UnknownChoiceError("roi", self.roi, ROI_MODES, setting="roi")

    @property
    def key(self) -> str:
        """Whole-frame caches keep the key they had before crops existed; a crop cache differs,
        so runs with and without crops never share (or mix) features."""
        base = f"{self.model}__{self.weights_id}__fps{self.fps:g}"
        return base if self.roi == "none" else f"{base}__roi-{self.roi}"

    @property
    def crops(self) -> bool:
        return self.roi != "none"

    @classmethod
    def create(cls, model: str, weights: str | Path | None, fps: float = DEFAULT_FPS,
               roi: str = "none") -> "FeatureSpec":
        return cls(model=model, weights_id=weights_digest(weights), fps=float(fps),
                   weights_path=str(weights) if weights is not None else None, roi=roi)
