# Two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO := examples/demo

.PHONY: run test install demo clean browser

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e ".[test]"
	touch $(STAMP)

install: $(STAMP)

demo: $(STAMP)
	$(BIN)/loregraph init ferry --bible $(DEMO)/en/bible.yaml
	$(BIN)/loregraph ingest ferry $(DEMO)/en/0*.txt
	$(BIN)/loregraph init qingfeng --bible $(DEMO)/zh/bible.yaml
	$(BIN)/loregraph ingest qingfeng $(DEMO)/zh/0*.txt

run: demo
	$(BIN)/loregraph serve --host 127.0.0.1 --port 8000

# Debian's Chromium for the dashboard's browser test (Playwright drives it; no browser download).
# Needs root and apt; where either is missing the browser test skips and says why.
browser:
	@test -x /usr/bin/chromium || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  (apt-get update -qq && apt-get install -y -qq chromium >/dev/null) || echo "no Chromium: the browser test will skip"; }

test: $(STAMP) browser
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) .loregraph
