# The two commands a new user needs: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
# HTTPS for phones on the LAN, with this machine's own certificate authority; HTTPS=0 turns it off.
HTTPS ?= 1
HTTPS_PORT ?= 8443
STAMP := $(VENV)/.installed

.PHONY: run test bench load abuse timer-sync clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	PORT=$(PORT) HTTPS=$(HTTPS) HTTPS_PORT=$(HTTPS_PORT) $(BIN)/python -m api.serve

test: $(STAMP)
	$(BIN)/python -m pytest -n 2 --dist loadgroup

bench: $(STAMP)
	$(BIN)/python -m bench.moves

load: $(STAMP)
	$(BIN)/python -m bench.load

abuse: $(STAMP)
	$(BIN)/python -m bench.abuse

timer-sync: $(STAMP)
	$(BIN)/python -m bench.timer_sync

clean:
	rm -rf $(VENV) var .pytest_cache
