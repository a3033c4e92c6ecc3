# The two commands a new user needs: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
# HTTPS for phones on the LAN, with this machine's own certificate authority; HTTPS=0 turns it off.
HTTPS ?= 1
HTTPS_PORT ?= 8443
# `make run` installs what running needs (with PostgreSQL's and Redis's drivers, for when
# DATABASE_URL or REDIS_URL name them); `make test` adds the test tools (pytest, schemathesis,
# Playwright, …). Each stamp remembers the pyproject.toml it installed.
RUN_STAMP := $(VENV)/.installed-run
STAMP := $(VENV)/.installed
# Python keeps what it compiles (the app's modules, pytest's rewritten tests) in __pycache__ for
# the next process: on a machine whose environment says not to write it, every test worker and
# every test server compiled it all again (collecting the suite: 14.6 s of CPU a worker, 5.8 s
# with it kept).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run test test-deep lint bench bench-history bench-peer load abuse timer-sync cold-load clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[postgres,redis]'
	touch $(RUN_STAMP)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(RUN_STAMP)
	PORT=$(PORT) HTTPS=$(HTTPS) HTTPS_PORT=$(HTTPS_PORT) $(BIN)/python -m runtime.serve

test: lint
	$(BIN)/python -m pytest -n 2 --dist loadgroup --durations=15

# The fuzzing and the model-based state machine at full strength (tests/depth.py).
test-deep: lint
	TEST_DEPTH=deep $(BIN)/python -m pytest -n 2 --dist loadgroup --durations=15

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(RUN_STAMP)
	$(BIN)/python -m bench.moves

# A late move against an early one in the games with the longest histories (Mini Golf, Flares).
bench-history: $(RUN_STAMP)
	$(BIN)/python -m bench.history_growth

# Side by side with boardgame.io (needs Node.js and npm; says so and stops without them).
bench-peer: $(RUN_STAMP)
	$(BIN)/python -m bench.peer

load: $(RUN_STAMP)
	$(BIN)/python -m bench.load

abuse: $(RUN_STAMP)
	$(BIN)/python -m bench.abuse

timer-sync: $(RUN_STAMP)
	$(BIN)/python -m bench.timer_sync

# The home screen's cold load in headless Chromium (Playwright, from `make test`'s tools).
cold-load: $(STAMP)
	$(BIN)/python -m bench.cold_load

clean:
	rm -rf $(VENV) var .pytest_cache
