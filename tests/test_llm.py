"""The LLM extractor against a scripted OpenAI-compatible endpoint on loopback: exact answers,
the response-format fallbacks, validation, evidence, caching, merging and every way an
endpoint fails. (`test_llm_server.py` runs the same path against a real model server.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from extractors.base import SceneText, StoryContext
from extractors.llm import LLMExtractor, LLMSettings, locate
from graph.cast import Cast
from graph.model import EntityKind
from graph.tension import tension_document
from tests.scripted_llm import ScriptedEndpoint, completion, error, scene_of

BIBLE = """lang: en
characters:
  - name: Otto Brand
    aliases: [Otto]
  - name: Kallen Vey
    aliases: [Kallen]
items:
  - name: silver key
facts:
  - {kind: relation, subject: Otto Brand, predicate: protects, object: Kallen Vey, level: arc, from: 1}
"""
SCENE = ("Otto Brand lied to Kallen Vey about the letter. Later Otto handed the silver key to Kallen Vey.\n\n"
         "Kallen Vey broke her left arm on the stairs. She turned the silver key in the lock.")


def reading(body: dict) -> str:
    """A model's answer: four good facts, a judgement on the standing fact, and two it must not keep."""
    standing = re.search(r"- (f-[0-9a-f]+): Otto Brand protects Kallen Vey", body["messages"][1]["content"])
    return json.dumps({
        "entities": [],
        "facts": [
            {"kind": "possession", "subject": "Otto Brand", "predicate": "gives", "object": "silver key",
             "to": "Kallen Vey", "quote": "Otto handed the silver key to Kallen Vey"},
            {"kind": "injury", "subject": "Kallen Vey", "part": "left arm", "severity": "severe",
             "quote": "Kallen Vey broke her left arm on the stairs."},
            {"kind": "possession", "subject": "Kallen Vey", "predicate": "uses", "object": "silver key",
             "quote": "She turned the silver key in the lock."},
            {"kind": "relation", "subject": "Otto", "predicate": "deceives", "object": "Kallen",
             "quote": "Otto Brand   lied to Kallen Vey"},  # whitespace re-flowed: still found
            {"kind": "death", "subject": "Otto Brand", "quote": "Otto fell dead."},  # not in the scene
            {"kind": "presence", "subject": "Zed Quill", "quote": "Otto Brand lied"},  # nobody the scene names
        ],
        "pressure": [{"fact_id": standing[1], "effect": "undermines",
                      "quote": "Otto Brand lied to Kallen Vey about the letter."}] if standing else []})


def refuses_json_schema(answer):
    def respond(body: dict):
        if body.get("response_format", {}).get("type") == "json_schema":
            return error(400, "response_format json_schema is not supported")
        return answer(body)
    return respond


@pytest.fixture
def use_endpoint(monkeypatch, tmp_path: Path):
    """Point Loregraph at an endpoint (the cache in the test's own folder)."""
    def point(url: str, **extra: str) -> None:
        env = {"LOREGRAPH_LLM_BASE_URL": url, "LOREGRAPH_LLM_MODEL": "scripted", "OPENAI_API_KEY": "sk-test",
               "LOREGRAPH_LLM_CACHE": str(tmp_path / "llm-cache.sqlite"), "LOREGRAPH_LLM_RETRIES": "0", **extra}
        for key, value in env.items():
            monkeypatch.setenv(key, value)
    return point


@pytest.fixture
def otto(cli, tmp_path: Path):
    (tmp_path / "bible.yaml").write_text(BIBLE, encoding="utf-8")
    (tmp_path / "scene.txt").write_text(SCENE, encoding="utf-8")
    cli("init", "otto", "--bible", str(tmp_path / "bible.yaml"))
    return tmp_path / "scene.txt"


def llm_facts(lore, project: str = "otto"):
    return [f for f in lore.store.facts(project, include_closed=True) if f.extractor == "llm"]


def test_the_models_facts_keep_their_evidence_and_invented_ones_are_rejected(cli, otto, use_endpoint,
                                                                             embedded_lore):
    with ScriptedEndpoint(refuses_json_schema(lambda body: completion(reading(body)))) as endpoint:
        use_endpoint(endpoint.url)
        result = cli.json("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "llm")
    formats = [r["response_format"] for r in endpoint.requests]
    assert formats[0]["type"] == "json_schema"
    assert formats[1]["type"] == "json_object" and formats[1]["schema"]["title"] == "SceneReading"
    usage = result["extraction"]["llm"]
    assert result["extraction"]["extractor"] == "llm" and result["extraction"]["warnings"] == []
    assert (usage["requests"], usage["prompt_tokens"], usage["rejected_facts"]) == (1, 120, 2)

    facts = llm_facts(embedded_lore)
    said = {(f.kind.value, f.subject, f.predicate, f.object) for f in facts}
    assert ("possession", "otto-brand", "gives", "silver-key") in said
    assert ("relation", "otto-brand", "deceives", "kallen-vey") in said
    assert ("possession", "kallen-vey", "uses", "silver-key") in said  # what item_not_held checks
    assert not any(f.kind.value == "death" for f in facts)
    text = embedded_lore.store.scenes("otto", 1)[0].text
    for f in facts:
        assert text[f.evidence.start:f.evidence.end] == f.evidence.quote
    injury = next(f for f in facts if f.kind.value == "injury")
    assert injury.value == {"severity": "severe", "part": "left arm"} and injury.level.value == "arc"
    gives = next(f for f in facts if f.predicate == "gives")
    assert gives.value == {"to": "kallen-vey"}

    (entry,) = tension_document(embedded_lore.store, "otto").facts
    assert any(c.kind.value == "pressure" and c.predicate == "undermines" for c in entry.contributors)
    assert entry.pressure > 0


def test_the_offline_reading_and_the_llm_reading_collapse_duplicates(cli, otto, use_endpoint, embedded_lore):
    injury = {"kind": "injury", "subject": "Kallen Vey", "part": "left arm", "severity": "severe",
              "quote": "Kallen Vey broke her left arm on the stairs."}
    with ScriptedEndpoint(lambda body: completion(json.dumps({"facts": [injury]}))) as endpoint:
        use_endpoint(endpoint.url)
        cli("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "both")
    injuries = [f for f in embedded_lore.store.facts("otto") if f.kind.value == "injury"]
    assert [f.extractor for f in injuries] == ["rules"]


def test_llm_alone_writes_only_the_models_facts(cli, otto, use_endpoint, embedded_lore):
    with ScriptedEndpoint(lambda body: completion(reading(body))) as endpoint:
        use_endpoint(endpoint.url)
        cli("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "llm")
    read = {f.extractor for f in embedded_lore.store.facts("otto", include_closed=True)} - {"bible"}
    assert read == {"llm"}


def test_an_invalid_answer_is_asked_again_once(cli, otto, use_endpoint, embedded_lore):
    answers = iter(['{"facts": [{"kind": "exploded"}]}', None])
    with ScriptedEndpoint(lambda body: completion(next(answers) or reading(body))) as endpoint:
        use_endpoint(endpoint.url)
        result = cli.json("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "both")
    assert len(endpoint.requests) == 2
    assert "not valid" in endpoint.requests[1]["messages"][-1]["content"]
    assert result["extraction"]["llm"]["invalid_answers"] == 1 and llm_facts(embedded_lore)


def test_twice_invalid_is_dropped_with_a_warning_and_the_ingest_completes(cli, otto, use_endpoint, embedded_lore):
    with ScriptedEndpoint(lambda body: completion("The scene is about a key.")) as endpoint:
        use_endpoint(endpoint.url)
        result = cli("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "both", "--json")
    document = json.loads(result.stdout)
    assert document["extraction"]["llm"]["dropped_scenes"] == 1
    assert "invalid JSON twice" in result.stderr
    assert not llm_facts(embedded_lore)
    assert any(f.extractor == "rules" for f in embedded_lore.store.facts("otto"))


@pytest.mark.parametrize("status, name", [(429, "RateLimitError"), (401, "AuthenticationError"),
                                          (503, "InternalServerError")])
def test_a_failing_endpoint_falls_back_to_the_offline_extractor(cli, otto, use_endpoint, embedded_lore,
                                                              status, name):
    with ScriptedEndpoint(lambda body: error(status, "scripted failure")) as endpoint:
        use_endpoint(endpoint.url)
        result = cli("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "both")
    assert result.stderr.count("warning:") == 1 and name in result.stderr
    assert "offline extractor" in result.stderr
    assert any(f.extractor == "rules" for f in embedded_lore.store.facts("otto")) and not llm_facts(embedded_lore)


def test_a_slow_or_absent_endpoint_falls_back(cli, otto, use_endpoint, embedded_lore, tmp_path: Path):
    with ScriptedEndpoint(lambda body: completion(reading(body)), delay=3) as endpoint:
        use_endpoint(endpoint.url, LOREGRAPH_LLM_TIMEOUT="0.5")
        slow = cli("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "both")
    assert "APITimeoutError" in slow.stderr
    use_endpoint("http://127.0.0.1:9/v1")  # nothing listens on the discard port
    (tmp_path / "two.txt").write_text("Otto Brand walked home alone.", encoding="utf-8")
    absent = cli("ingest", "otto", str(tmp_path / "two.txt"), "--chapter", "2", "--extractor", "llm")
    assert "APIConnectionError" in absent.stderr
    assert {s.chapter for s in embedded_lore.store.scenes("otto")} == {1, 2}


def test_a_fallback_scene_is_read_again_once_the_endpoint_is_back(cli, otto, use_endpoint, embedded_lore):
    with ScriptedEndpoint(lambda body: error(503, "down")) as endpoint:
        use_endpoint(endpoint.url)
        cli("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "both")
    with ScriptedEndpoint(lambda body: completion(reading(body))) as endpoint:
        use_endpoint(endpoint.url)
        again = cli.json("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "both")
        unchanged = cli.json("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "both")
    assert again["scenes_replaced"] >= 1 and llm_facts(embedded_lore)
    assert unchanged["scenes_unchanged"] == again["scenes_replaced"] + again["scenes_unchanged"]
    assert len(endpoint.requests) == again["extraction"]["llm"]["requests"]


def test_answers_are_cached_by_model_prompt_and_scene(use_endpoint, tmp_path: Path):
    scene = SceneText(chapter=1, scene=1, text=SCENE)
    with ScriptedEndpoint(lambda body: completion(reading(body))) as endpoint:
        use_endpoint(endpoint.url)
        extractor = LLMExtractor(LLMSettings())

        def read(text: str):
            cast = Cast()
            for name in ("Otto Brand", "Kallen Vey"):
                cast.new(name, EntityKind.character)
            context = StoryContext()
            found = extractor.read(SceneText(chapter=1, scene=1, text=text), cast, context)
            return found, context.report.llm

        first, _ = read(scene.text)
        second, usage = read(scene.text)
        assert (usage.requests, usage.cached) == (0, 1) and second.facts == first.facts
        read(scene.text + " Otto smiled.")
    assert len(endpoint.requests) == 2


def test_a_place_one_comes_from_keeps_its_predicate_and_any_other_is_where_one_is(use_endpoint):
    text = "Otto Brand was born in Harrow. He rode to Harrow at dawn."
    places = [{"kind": "location", "subject": "Otto Brand", "predicate": predicate, "object": "Harrow",
               "quote": quote} for predicate, quote in (("from", "Otto Brand was born in Harrow."),
                                                        ("goes to", "He rode to Harrow at dawn."))]
    with ScriptedEndpoint(lambda body: completion(json.dumps({"facts": places}))) as endpoint:
        use_endpoint(endpoint.url)
        cast = Cast()
        cast.new("Otto Brand", EntityKind.character)
        cast.new("Harrow", EntityKind.place)
        found = LLMExtractor(LLMSettings()).read(SceneText(chapter=1, scene=1, text=text), cast, StoryContext())
    assert [(f.predicate, f.object, f.level.value) for f in found.facts] == [("from", "harrow", "premise"),
                                                                             ("at", "harrow", "scene")]


def test_the_prompt_carries_the_scenes_names_and_standing_facts_only(cli, otto, use_endpoint, tmp_path: Path):
    with ScriptedEndpoint(lambda body: completion("{}")) as endpoint:
        use_endpoint(endpoint.url)
        cli("ingest", "otto", str(otto), "--chapter", "1", "--extractor", "llm")
        (tmp_path / "alone.txt").write_text("Kallen Vey slept.", encoding="utf-8")
        cli("ingest", "otto", str(tmp_path / "alone.txt"), "--chapter", "2", "--extractor", "llm")
    first, second = (r["messages"][1]["content"] for r in endpoint.requests)
    assert "- Otto Brand: character; also Otto" in first and "silver key" in first
    assert re.search(r"- f-[0-9a-f]+: Otto Brand protects Kallen Vey \(arc\)", first)
    assert "Otto Brand: character" not in second and "protects" in second  # Kallen's standing fact
    assert scene_of(endpoint.requests[1]) == "Kallen Vey slept."


def test_choosing_an_llm_without_one_configured_is_a_clear_error(cli, otto, monkeypatch):
    monkeypatch.delenv("LOREGRAPH_LLM_MODEL", raising=False)
    result = cli("ingest", "otto", str(otto), "--extractor", "llm", code=2)
    assert "LOREGRAPH_LLM_MODEL" in result.stderr
    assert "must be one of" in cli("ingest", "otto", str(otto), "--extractor", "gpt", code=2).stderr
    monkeypatch.setenv("LOREGRAPH_LLM_TIMEOUT", "soon")
    bad = cli("ingest", "otto", str(otto), code=2).stderr
    assert bad.startswith("error: LOREGRAPH_LLM_TIMEOUT: ") and bad.count("\n") == 1


def test_check_reads_the_draft_with_the_llm_too(cli, otto, use_endpoint, tmp_path: Path):
    cli("ingest", "otto", str(otto), "--chapter", "1")
    (tmp_path / "draft.txt").write_text("Otto Brand betrayed Kallen Vey at the harbour.", encoding="utf-8")
    answer = {"facts": [{"kind": "relation", "subject": "Otto Brand", "predicate": "betrays",
                         "object": "Kallen Vey", "quote": "Otto Brand betrayed Kallen Vey"}]}
    with ScriptedEndpoint(lambda body: completion(json.dumps(answer))) as endpoint:
        use_endpoint(endpoint.url)
        report = cli.json("check", "otto", str(tmp_path / "draft.txt"), "--chapter", "2", "--extractor", "llm")
    assert report["extraction"]["extractor"] == "llm" and report["extraction"]["llm"]["requests"] == 1
    assert report["pressure"] and report["pressure"][0]["delta"] > 0


def test_locate_finds_quotes_verbatim_or_reflowed():
    text = "He said,\n  “Come here.”  Then he left."
    assert locate("“Come here.”", text) == (text.index("“"), text.index("”") + 1)
    assert locate("He said, “Come here.”", text) == (0, text.index("”") + 1)
    assert locate("Come there.", text) is None and locate("  ", text) is None


def test_an_unusable_cache_path_is_a_clear_error(cli, otto, use_endpoint, tmp_path: Path):
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    use_endpoint("http://127.0.0.1:9/v1", LOREGRAPH_LLM_CACHE=str(tmp_path / "file" / "cache.sqlite"))
    result = cli("ingest", "otto", str(otto), "--extractor", "both", code=2)
    assert "LOREGRAPH_LLM_CACHE" in result.stderr and "Traceback" not in result.stderr
