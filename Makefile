PY ?= .venv/bin/python
PIP ?= .venv/bin/pip

.PHONY: install test test-slow bench
install: .venv/.installed

.venv/.installed: pyproject.toml constraints.txt
	python3 -m venv .venv
	$(PIP) install -q -c constraints.txt -e '.[sim,nsg,vilpact,test]'
	touch $@

test: install
	$(PY) -m pytest -q

test-slow: install
	$(PY) -m pytest -q -m slow
