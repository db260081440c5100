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
	$(PIP) install -q -c constraints.txt -e '.[sim,nsg,vilpact,test]'
	touch $@

# Optional system packages: Xvfb for AI2-THOR under a virtual display, OSMesa as a second
# software GL for MuJoCo. Best effort: the embedded renderer uses EGL (Mesa), present on the image.
system-deps:
	@command -v Xvfb >/dev/null 2>&1 || { command -v apt-get >/dev/null 2>&1 && \
	  $$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get install -y -qq xvfb >/dev/null 2>&1 || \
	  echo "note: could not install xvfb; X-server tests will be skipped"; }

test: install system-deps
	$(PY) -m pytest -q

test-slow: install
	$(PY) -m pytest -q -m slow

bench: install
	$(PY) bench/bench_planning.py

clean:
	rm -rf $(VENV) .pytest_cache
