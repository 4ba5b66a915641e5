# Tablée: the commands a developer needs. `make help` lists them.
# Setup is scripts/setup.sh (Debian packages from scripts/debian-packages.txt,
# .venv, editable install); it is quick when nothing is missing.

VENV   := .venv
PY     := $(VENV)/bin/python
PYTHON ?= python3
export PYTHON

.PHONY: help setup setup-runtime setup-package run test lint bench plateau package screenshots clean

help:
	@echo "make setup        Debian packages (runtime + tests), .venv, pip install -e '.[test]'"
	@echo "make run          set up the runtime and start Tablée (ARGS='--lang en' passes options)"
	@echo "make test         set up and run the whole test suite (PYTEST_ARGS='-k gap' to filter)"
	@echo "make lint         ruff and mypy alone (make test runs them too: tests/test_code_quality.py)"
	@echo "make bench        run the benchmarks in tests/bench/"
	@echo "make plateau      strong vs strong:8x, 400 matches per game (hours; resumes where it stopped; ARGS='--only gap')"
	@echo "make package      build the PyInstaller bundle from packaging/tablee.spec"
	@echo "make screenshots  render screenshots of every game screen"
	@echo "make clean        remove build output and caches (keeps .venv)"

setup:
	@scripts/setup.sh test

setup-runtime:
	@scripts/setup.sh

setup-package:
	@scripts/setup.sh package

run: setup-runtime
	$(VENV)/bin/tablee $(ARGS)

test: setup
	$(PY) -m pytest -q $(PYTEST_ARGS)

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

bench: setup
	@if [ -f tests/bench/run.py ]; then $(PY) -m tests.bench.run $(ARGS); \
	elif [ -d tests/bench ]; then $(PY) -m pytest -q tests/bench $(PYTEST_ARGS); \
	else echo "make bench: tests/bench/ is not written yet" >&2; exit 1; fi

plateau: setup
	nice -n 19 $(PY) -m tests.bench.plateau $(ARGS)

package: setup-package
	@[ -f packaging/tablee.spec ] || { echo "make package: packaging/tablee.spec is not written yet" >&2; exit 1; }
	$(VENV)/bin/pyinstaller --noconfirm packaging/tablee.spec

screenshots: setup
	@if [ -f tests/screenshots.py ] || [ -d tests/screenshots ]; then $(PY) -m tests.screenshots $(ARGS); \
	else echo "make screenshots: tests/screenshots is not written yet" >&2; exit 1; fi

clean:
	rm -rf build dist screenshots bench-results.json .pytest_cache .hypothesis .mypy_cache .ruff_cache *.egg-info
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +
