# Set-up and jobs. `make render-egotv` installs everything and renders the small default dataset;
# `make test` runs the test suite. See README.md.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
OUT ?= out/egotv
WORKERS ?= 2
export MUJOCO_GL ?= egl
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: install system-deps test test-slow bench render-egotv clean

install: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -c constraints.txt -e '.[sim,nsg,vilpact,browse,export,test]'
	touch $@

# System packages: Mesa EGL for the embedded MuJoCo renderer (MUJOCO_GL=egl; present on the
# standard image), Xvfb for AI2-THOR under a virtual display, Chromium for the browser test
# (tests/generators/test_browse.py opens the site headless). Installs only what is missing.
DEB_PACKAGES := libegl1 libegl-mesa0 libgl1-mesa-dri libgbm1 libopengl0 xvfb chromium
system-deps:
	@missing=$$(for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages: $$missing"; \
	  $$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get install -y -qq $$missing >/dev/null 2>&1 || \
	  { $$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get update -qq >/dev/null 2>&1 && \
	    $$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get install -y -qq $$missing >/dev/null 2>&1; } || \
	  echo "note: could not install $$missing (rendering, X-server or browser tests may be skipped)"; \
	fi

test: install system-deps
	$(PY) -m pytest -q

test-slow: install
	$(PY) -m pytest -q -m slow

bench: install
	$(PY) bench/bench_planning.py

clean:
	rm -rf $(VENV) .pytest_cache

# ViLPAct multiple-choice planning test (strips.vilpact). VILPACT_KB: a directory with ViLPAct's
# action_class.csv, *_planning_gt_seq.csv and prototype features (Apache-2.0, terryyz/ViLPAct).
# VILPACT_KB_CLASSES: released (that directory's action_class.csv) or completed (the package's
# data/completed_kb.json); the ablation shows the fitted methods with both.
VILPACT_KB ?= ../shared/reference/vilpact
VILPACT_KB_CLASSES ?= released
VILPACT_MQA ?= $(VILPACT_KB)/mqa_dev.json
.PHONY: vilpact-eval vilpact-ablation vilpact-fit bench-vilpact
vilpact-eval: install
	$(PY) -m strips.vilpact evaluate --kb $(VILPACT_KB) --kb-classes $(VILPACT_KB_CLASSES) --mqa $(VILPACT_MQA)
vilpact-ablation: install
	$(PY) -m strips.vilpact ablation --kb $(VILPACT_KB) --kb-classes $(VILPACT_KB_CLASSES) --mqa $(VILPACT_MQA)
vilpact-fit: install
	$(PY) -m strips.vilpact fit --kb $(VILPACT_KB) --kb-classes $(VILPACT_KB_CLASSES)
bench-vilpact: install
	$(PY) bench/bench_vilpact.py --kb $(VILPACT_KB)

# EgoTV-style dataset. Default: the small complete dataset (every task of each split at least
# once) with the fast embedded preset; FULL=1 targets EgoTV's sizes. Kill it and run the same
# command again to resume. `python -m generators render --help` lists every option.
PRESET ?= fast
# RANDOMIZE: domain randomisation (none, materials, lighting, objects, camera, all); default none
RANDOMIZE ?= none
.PHONY: render-egotv
render-egotv: install system-deps
	$(PY) -m generators render --out $(OUT) --workers $(WORKERS) --preset $(PRESET) $(if $(FULL),--size full) \
	  --randomize $(RANDOMIZE) $(RENDER_ARGS)

# NSG pipeline on the rendered dataset (docs/nsg.md). DATASET defaults to the render output.
# CLIP_MODEL / CLIP_WEIGHTS select real CLIP from a local file; empty = the stand-in trained here
# (`standin-clip`). The object stand-in (`make standin-objects`, or bench/standin_cuda.sh on a GPU;
# weights never in git): CLIP_WEIGHTS=$(OBJECT_STANDIN) (its architecture follows from the path).
DATASET ?= $(OUT)
RUNS ?= runs/nsg
# at most EPOCHS epochs, stopping once validation loss has not improved for PATIENCE (best.pt is
# the best validation F1); EPOCHS=auto PATIENCE=0 is the older fixed budget of ~18,000 samples
EPOCHS ?= 60
PATIENCE ?= 10
THREADS ?= 1  # torch CPU threads; more only helps on an otherwise idle machine
# ROI=annotated: every frame with up to 3 crops of the objects the description names (EgoTV's NSG input)
ROI ?= none
CLIP_MODEL_ARGS := $(if $(CLIP_MODEL),--clip-model $(CLIP_MODEL)) $(if $(CLIP_WEIGHTS),--clip-weights $(CLIP_WEIGHTS))
CLIP_ARGS := $(CLIP_MODEL_ARGS) --roi $(ROI)
# an object stand-in retrained here (make standin-objects on CPU, or bench/standin_cuda.sh on a GPU), then
# make features train-nsg CLIP_MODEL=standin-clip-96 CLIP_WEIGHTS=$(OBJECT_STANDIN)
OBJECT_STANDIN := runs/standin_clip/standin-clip-96-objects.pt
.PHONY: render-nsg standin-clip standin-objects probe features parser train-nsg train-baselines evaluate nsg-table nsg-all bench-nsg
standin-clip: install
	@if [ -n "$(CLIP_WEIGHTS)" ]; then echo "standin-clip: CLIP_WEIGHTS=$(CLIP_WEIGHTS) given, no stand-in to train"; \
	else $(PY) -m nsg.standin_clip train --dataset $(DATASET) --max-frames-per-video 10 --threads $(THREADS); fi
# the object stand-in on this machine's CPU (frames and crops, identity and state heads)
standin-objects: install
	$(PY) -m nsg.standin_clip train --objects --dataset $(DATASET) --model standin-clip-96 --epochs 30 \
	  --max-frames-per-video 8 --threads $(THREADS) --out runs/standin_clip/standin-clip-96-objects.pt
# the perception benchmark: linear probes of identity and states on frozen crop and frame features
probe: install
	$(PY) -m nsg.probe --dataset $(DATASET) --out runs/probe $(CLIP_MODEL_ARGS) --threads $(THREADS)
features: install
	$(PY) -m nsg.features build --dataset $(DATASET) $(CLIP_ARGS)
# The default parser ships with the package (nsg/parser/data/default, frozen MiniLM + a small head):
# `parser` only checks that it loads. parser-train retrains one into runs/parser; parser-reproduce
# rebuilds the shipped one; parser-eval measures it (splits, families, hand-written file, leave-family-out).
parser: install
	$(PY) -c "from nsg.parser.model import DEFAULT_PARSER_DIR as d, Parser; Parser.load(d); print('parser ready:', d)"
parser-train: install
	$(PY) -m nsg.parser.train --out runs/parser --threads $(THREADS)
parser-reproduce: install
	$(PY) -m nsg.parser.train --out nsg/parser/data/default --threads 1
parser-eval: install
	$(PY) -m nsg.parser.evaluate --leave-family-out --threads $(THREADS) --out runs/parser_eval.json
bench-parser: install
	$(PY) bench/bench_parser.py
.PHONY: parser-train parser-reproduce parser-eval bench-parser
train-nsg: install
	$(PY) -m nsg.train --dataset $(DATASET) --model nsg --out $(RUNS)/nsg --epochs $(EPOCHS) --patience $(PATIENCE) --overwrite --threads $(THREADS) $(CLIP_ARGS)
train-baselines: install
	for m in mean lstm oracle text video; do \
	  $(PY) -m nsg.train --dataset $(DATASET) --model $$m --out $(RUNS)/$$m --epochs $(EPOCHS) --patience $(PATIENCE) --overwrite --threads $(THREADS) $(CLIP_ARGS) || exit 1; done
evaluate: install
	for m in nsg mean lstm oracle text video; do $(PY) -m nsg.evaluate --run $(RUNS)/$$m --graphs parser --json > /dev/null || exit 1; done
nsg-table: install
	$(PY) -m nsg.table $(RUNS)/nsg $(RUNS)/mean $(RUNS)/lstm $(RUNS)/oracle $(RUNS)/text $(RUNS)/video --paper
# NSG needs more training videos than the small dataset's 67 to beat the blind models (learning
# curve in docs/nsg.md): render-nsg grows DATASET's train split to NSG_TRAIN jobs, resumably and
# into the same dataset (test splits kept). It leaves alone a dataset that already has that many
# train rows, or that was not rendered here (EgoTV's layout); NSG_TRAIN= turns it off.
NSG_TRAIN ?= 600
render-nsg: install system-deps
	@if [ -d $(DATASET) ] && [ ! -f $(DATASET)/manifest.jsonl ]; then \
	  echo "render-nsg: $(DATASET) has no manifest.jsonl (not rendered here): its train split is used as it is"; \
	elif [ -n "$(NSG_TRAIN)" ] && [ "$$(cat $(DATASET)/manifest.jsonl 2>/dev/null | grep -c '"split":"train"')" -lt "$(NSG_TRAIN)" ]; then \
	  $(PY) -m generators render --out $(DATASET) --workers $(WORKERS) --preset $(PRESET) --size small \
	    --count train=$(NSG_TRAIN) $(RENDER_ARGS); \
	fi
# everything after rendering, in order, one stage at a time (a sub-make each); each stage's wall
# time is printed when it ends, and a summary of all of them at the end
NSG_STAGES := render-nsg standin-clip features parser train-nsg train-baselines evaluate nsg-table
nsg-all:
	@total=0; summary=""; \
	for stage in $(NSG_STAGES); do \
	  start=$$(date +%s); \
	  $(MAKE) --no-print-directory $$stage || { echo "nsg-all: $$stage failed after $$(( $$(date +%s) - start )) s"; exit 1; }; \
	  took=$$(( $$(date +%s) - start )); total=$$(( total + took )); summary="$$summary $$stage $${took}s,"; \
	  echo "nsg-all: $$stage done in $$took s"; \
	done; \
	echo "nsg-all: all stages done in $$total s:$${summary%,}"
bench-nsg: install
	$(PY) bench/bench_align.py
	$(PY) bench/bench_train.py
