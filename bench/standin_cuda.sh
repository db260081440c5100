#!/bin/bash
# Train the object-reading stand-in CLIP (nsg.clip.standin_objects) at three input sizes, and the
# frames-only caption baseline, from one examples file, on a GPU machine; print each run's report.
#
#   python -m nsg.standin_clip examples --dataset DATASET --out ex.npz --jpeg-quality 90   # here
#   bash bench/standin_cuda.sh ex.npz OUT [DEVICE=cuda] [EPOCHS=40]                          # there
#
# SEED=N seeds the initialisation and the held-out images (default 0).
# VARIANTS="objects-96 frames-captions-64" trains only those (default: the first four; objects-96-wide,
# a 6-layer, 256-wide image tower at 96 px, about 3x the CPU cost of features, only when named); bench scripts
# that compare training sets (randomised renders against plain ones) train one variant per set.
#
# Writes OUT/<variant>.pt (float16 state dicts: open_clip loads them into its float32 model) and
# OUT/<variant>.json. An examples file that also holds test splits (`examples --splits
# train,novel_scenes,...`) trains on its train split only, and each variant is then probed on the
# same machine (`python -m nsg.probe --examples`): OUT/<variant>-probe/probe.json.
# The variants keep 64 tokens per image (patch = size / 8), so their features
# cost about the same to compute on CPU; only the pixels per token change. DEVICE=cpu with a few
# epochs is how this script is checked on a machine without a GPU.
set -o pipefail
EX=${1:?usage: bash bench/standin_cuda.sh EXAMPLES OUT [DEVICE] [EPOCHS]}
OUT=${2:?usage: bash bench/standin_cuda.sh EXAMPLES OUT [DEVICE] [EPOCHS]}
DEV=${3:-cuda}; EP=${4:-40}
PY=${PY:-python3}
export VARIANTS=${VARIANTS:-objects-64 objects-96 objects-128 frames-captions-64}  # objects-96-wide: opt-in
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
mkdir -p "$OUT"
$PY - "$EX" "$OUT" "$DEV" "$EP" <<'EOF'
import json, os, sys, time
import numpy as np
import torch
from nsg.clip.examples import FRAME, Examples
from nsg.clip.standin_objects import train_object_standin

ex_path, out, device, epochs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
print("torch", torch.__version__, "device", torch.cuda.get_device_name() if device.startswith("cuda") else "cpu")
t = time.time()
everything = Examples.load(ex_path)
ex = everything.train_only()
tests = sorted(set(everything.split) - {"train"})
print(f"{len(ex)} train images ({ex.kind.count('crop')} crops) loaded in {time.time() - t:.1f} s;"
      f" {len(everything) - len(ex)} test images {tests}")
frames = ex.subset(np.array([k == FRAME for k in ex.kind]))
variants = [("objects-64", "standin-clip-tiny", ex, 1.0), ("objects-96", "standin-clip-96", ex, 1.0),
            ("objects-128", "standin-clip-small", ex, 1.0), ("frames-captions-64", "standin-clip-tiny", frames, 0.0),
            ("objects-96-wide", "standin-clip-96-wide", ex, 1.0)]
wanted = os.environ["VARIANTS"].split()
unknown = sorted(set(wanted) - {v[0] for v in variants})
if unknown:
    sys.exit(f"unknown VARIANTS {unknown}; valid: {[v[0] for v in variants]}")
for name, arch, data, head_weight in [v for v in variants if v[0] in wanted]:
    r = train_object_standin(data, f"{out}/{name}.pt", arch, epochs=epochs, batch_size=512, lr=1e-3,
                             device=device, head_weight=head_weight, progress=False,
                             seed=int(os.environ.get("SEED", "0")))
    state = torch.load(f"{out}/{name}.pt", weights_only=True)
    torch.save({k: v.half() if v.is_floating_point() else v for k, v in state.items()}, f"{out}/{name}.pt")
    keep = {k: r[k] for k in ("model", "images", "crops", "frames", "heldout_identity_accuracy",
                              "heldout_state_accuracy", "train_seconds")}
    print(name, json.dumps(keep), "last epoch", json.dumps(r["history"][-1]))
    if tests:
        from nsg.commands.probe import main as probe
        t = time.time()
        probe(["--examples", ex_path, "--clip-model", arch, "--clip-weights", f"{out}/{name}.pt",
               "--out", f"{out}/{name}-probe", "--device", device])
        print(f"{name} probed in {time.time() - t:.0f} s")
EOF
