#!/bin/bash
# The CUDA paths end to end, on a machine with a GPU: features, training, evaluation and a
# torchrun (nccl) launch on a small synthetic dataset, then training throughput on the GPU beside
# the same machine's CPU. It checks that the code runs on CUDA (CI has no GPU); the model it trains
# on 19 synthetic videos is not meant to be good.
#
#   bash bench/cuda_check.sh DATASET [DEVICE=cuda] [EPOCHS=10] [BENCH_STEPS=20]
#
# DATASET: a rendered or synthetic dataset (writing one needs imageio-ffmpeg, which GPU images often
# lack, so write it where you have it:
#   python -c "from tests.support.nsg_synthetic import write_synthetic_dataset as w; w('ds', 24)"
# and copy it over). PY picks the interpreter (default python3). DEVICE=cpu runs the same steps on
# CPU, which is how this script is checked on a machine without a GPU.
set -o pipefail
DS=${1:?usage: bash bench/cuda_check.sh DATASET [DEVICE] [EPOCHS] [BENCH_STEPS]}
DEV=${2:-cuda}; EP=${3:-10}; ST=${4:-20}
PY=${PY:-python3}
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
t() { local s=$EPOCHREALTIME; "$@"; local rc=$?; echo "TIME $(awk "BEGIN{print $EPOCHREALTIME - $s}") s rc=$rc :: $*"; return $rc; }
$PY -c "import sys, torch; print('torch', torch.__version__, 'cuda', torch.cuda.is_available(),
      torch.cuda.get_device_name() if torch.cuda.is_available() else '-', 'python', sys.version.split()[0])"
$PY -c "import torch; from nsg.clip.frozen import load_clip
torch.save(load_clip(weights=None, allow_random_init=True).model.state_dict(), '$W/clip.pt')" || exit
C="--clip-weights $W/clip.pt --features $W/features"
t $PY -m nsg.features build --dataset "$DS" $C --device $DEV 2>&1 | tail -1 || exit
t $PY -m nsg.train --dataset "$DS" --model nsg --out $W/nsg --epochs $EP --device $DEV $C --no-progress 2>&1 | tail -1 || exit
t $PY -m nsg.evaluate --run $W/nsg --dataset "$DS" --device $DEV $C 2>&1 | tail -6 || exit
t $PY -m torch.distributed.run --nproc_per_node 1 --standalone -m nsg.train --dataset "$DS" --model nsg \
  --out $W/ddp --epochs 1 --device $DEV $C --no-progress 2>&1 | tail -1 || exit
$PY -c "import json; s = json.load(open('$W/ddp/summary.json')); print('torchrun world_size', s['world_size'])"
t $PY bench/bench_train.py --device $DEV --steps $ST --threads 8
t $PY bench/bench_train.py --device $DEV --steps $ST --threads 8 --dim 512 --models nsg
t $PY bench/bench_train.py --device cpu --steps 3 --threads 8 --models nsg mean
