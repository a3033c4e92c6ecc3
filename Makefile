# The two commands a new user needs: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
STAMP := $(VENV)/.installed

.PHONY: run test bench load abuse timer-sync clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	PORT=$(PORT) $(BIN)/python -m api.serve

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
