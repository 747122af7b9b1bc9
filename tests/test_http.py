"""The HTTP API on a real uvicorn server over loopback."""

import json

import pytest

from api.service import Loregraph
from graph.queries import facts_document
from graph.store import open_store
from tests.conftest import DEMO, long_demo, running_server


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("http") / "store") as client:
        yield client


def test_project_scenes_facts_and_timeline(server):
    bible = (DEMO / "en" / "bible.yaml").read_text(encoding="utf-8")
    created = server.post("/projects", json={"name": "ferry", "lang": "en", "bible": bible})
    assert created.status_code == 201 and created.json()["entities"] >= 6
    for path in sorted((DEMO / "en").glob("0*.txt")):
        r = server.post("/projects/ferry/scenes", json={"text": path.read_text(encoding="utf-8")})
        assert r.status_code == 200, r.text
    facts = server.get("/projects/ferry/facts", params={"as_of": "3:2", "entity": "Silas"}).json()
    assert facts["as_of"] == {"chapter": 3, "scene": 2}
    assert any(f["kind"] == "possession" and f["object"] == "silver-key" for f in facts["facts"])
    timeline = server.get("/projects/ferry/timeline", params={"entity": "Otto", "other": "Kallen"}).json()
    assert timeline["events"]
    tension = server.get("/projects/ferry/tension").json()
    strain = [e["pressure"] / e["threshold"] for e in tension["facts"]]
    assert strain == sorted(strain, reverse=True) and tension["facts"][0]["trend"]
    before = server.get("/projects/ferry").json()["scenes"]
    again = server.post("/projects/ferry/scenes", json={"text": "Ada went to the inn.", "chapter": 9})
    assert again.json()["chapters"] == [9]
    one = server.post("/projects/ferry/scenes", json={"text": "Ada left the inn.", "chapter": 9, "scene": 2})
    assert one.json()["scenes_added"] == 1
    summary = server.get("/projects/ferry").json()
    assert summary["chapters"] == 9 and summary["scenes"] == before + 2


def test_check_waive_and_latest_report(server):
    server.post("/projects", json={"name": "qingfeng", "lang": "zh",
                                   "bible": (DEMO / "zh" / "bible.yaml").read_text(encoding="utf-8")})
    for path in sorted((DEMO / "zh").glob("0*.txt")):
        assert server.post("/projects/qingfeng/scenes", json={"text": path.read_text(encoding="utf-8")}).is_success
    draft = (DEMO / "zh" / "draft-07.txt").read_text(encoding="utf-8")
    report = server.post("/projects/qingfeng/check", json={"text": draft}).json()
    assert report["chapter"] == 7 and report["project"] == "qingfeng"
    dead = next(c for c in report["conflicts"] if c["kind"] == "dead_character_acts")
    assert server.get("/projects/qingfeng").json()["chapters"] == 6  # nothing stored
    waived = server.post("/projects/qingfeng/waivers", json={"conflict_id": dead["id"], "reason": "a dream"})
    assert waived.status_code == 201
    again = server.post("/projects/qingfeng/check", json={"text": draft, "chapter": 7}).json()
    assert next(c for c in again["conflicts"] if c["id"] == dead["id"])["waived"] is True
    assert server.get("/projects/qingfeng/reports/latest").json()["conflicts"] == again["conflicts"]
    assert [w["conflict_id"] for w in server.get("/projects/qingfeng/waivers").json()] == [dead["id"]]
    threads = server.get("/projects/qingfeng/threads").json()
    assert {t["id"] for t in threads["threads"]} | {u["id"] for u in threads["unplanted"]} >= {"jade", "oath"}


@pytest.mark.parametrize("method, url, body, status", [
    ("post", "/projects/nope/check", {"text": "Ada went home."}, 404),
    ("post", "/projects/ferry/check", {"text": ""}, 422),
    ("post", "/projects/ferry/check", {"text": "x", "chapter": 0}, 422),
    ("post", "/projects/ferry/waivers", {"conflict_id": "c-0123456789abcdef", "reason": "x"}, 404),
    ("post", "/projects/ferry/waivers", {"conflict_id": "nope", "reason": "x"}, 422),
    ("get", "/projects/nope/reports/latest", None, 404),
    ("get", "/projects/nope/threads", None, 404),
    ("get", "/projects/nope/tension", None, 404),
    ("get", "/projects/ferry/threads?overdue_after=0", None, 422),
    ("get", "/projects/nope/facts", None, 404),
    ("get", "/projects/ferry/facts?as_of=x", None, 400),
    ("get", "/projects/ferry/timeline?entity=Nobody", None, 404),
    ("get", "/projects/ferry/timeline", None, 422),
    ("post", "/projects", {"name": ""}, 422),
    ("post", "/projects", {"name": "x", "bible": "characters: ["}, 400),
    ("post", "/projects", {"name": "x", "bible": {"nonsense": 1}}, 422),  # the JSON bible is in the schema
    ("post", "/projects/ferry/scenes", {"text": ""}, 422),
    ("post", "/projects/ferry/scenes", {"text": "   "}, 400),
    ("post", "/projects/ferry/check", {"text": "\r4", "chapter": 9}, 400),  # a heading alone, no prose
    ("post", "/projects/ferry/scenes", {"text": "Chapter 4", "chapter": 4}, 400),
    ("post", "/projects/ferry/scenes", {"text": "x", "chapter": "three"}, 422),
    ("post", "/projects/ferry/scenes", {"text": "x", "scene": 2}, 400),
    ("post", "/projects/nope/scenes", {"text": "Ada went home."}, 404),
])
def test_bad_requests_get_a_4xx_with_detail(server, method, url, body, status):
    r = server.request(method, url, json=body)
    assert r.status_code == status, r.text
    assert isinstance(r.json()["detail"], str)


def test_malformed_json_is_a_422(server):
    r = server.post("/projects", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422 and "detail" in r.json()


def test_dashboard_pages_are_served(server):
    assert "Loregraph" in server.get("/").text
    assert server.get("/projects/ferry/dashboard").status_code == 200
    assert server.get("/projects/nope/dashboard").status_code == 404
    assert server.get("/openapi.json").json()["info"]["title"] == "Loregraph"


def test_health_and_a_json_log_line_per_request_with_its_id(tmp_path):
    log = tmp_path / "server.log"
    with running_server(tmp_path / "store", log=log) as client:
        assert client.get("/health").json() == {"status": "ok", "store": "ready"}
        given = client.get("/projects", headers={"X-Request-ID": "req-42"})
        made = client.get("/projects/nowhere")
        odd = client.get("/projects", headers={"X-Request-ID": "a b\\c"})
    assert given.headers["x-request-id"] == "req-42"
    assert made.status_code == 404 and len(made.headers["x-request-id"]) == 32
    assert odd.headers["x-request-id"] != "a b\\c"
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines() if line.startswith("{")]
    requests = {line["request_id"]: line for line in lines if line["event"] == "request"}
    assert requests["req-42"] | {"ms": 0} == {"ts": requests["req-42"]["ts"], "level": "info", "event": "request",
                                              "request_id": "req-42", "method": "GET", "path": "/projects",
                                              "status": 200, "ms": 0}
    assert requests[made.headers["x-request-id"]]["status"] == 404


def test_oversized_binary_and_non_utf8_bodies_are_refused_and_change_nothing(server):
    before = server.get("/projects/ferry").json()
    huge = server.post("/projects/ferry/scenes", json={"text": "Ada went home. " * 1_400_000})  # 21 MB
    assert huge.status_code == 413 and "LOREGRAPH_MAX_REQUEST_BYTES" in huge.json()["detail"]
    body = json.dumps({"text": "Ada went home. " * 1_400_000}).encode()
    chunked = server.post("/projects/ferry/scenes", headers={"content-type": "application/json"},
                          content=(body[i:i + (1 << 20)] for i in range(0, len(body), 1 << 20)))  # no Content-Length
    assert chunked.status_code == 400 and "LOREGRAPH_MAX_REQUEST_BYTES" in chunked.json()["detail"]
    for body in (bytes(range(256)) * 64, '{"text": "阿达回家了。"}'.encode("gbk"), b"\xff\xfe{\x00"):
        r = server.post("/projects/ferry/scenes", content=body, headers={"content-type": "application/json"})
        assert 400 <= r.status_code < 500 and isinstance(r.json()["detail"], str), (body[:10], r.text)
    assert server.post("/projects/ferry/scenes", json={"text": "Ada.", "chapter": 10**9}).status_code == 422
    assert server.get("/projects/ferry").json() == before


def test_a_long_ingest_parsed_ahead_in_the_server_stores_what_one_process_would(tmp_path):
    """The server forks parse workers from a request thread; they must give the parses one process makes."""
    lore = Loregraph(open_store(str(tmp_path / "alone")), parse_processes=1)
    lore.init_project("long", "en")
    lore.ingest("long", lore.plan("long", long_demo()))
    alone = facts_document(lore.store, "long").model_dump(mode="json")["facts"]
    lore.store.close()
    with running_server(tmp_path / "store", env={"LOREGRAPH_PARSE_PROCESSES": "2"}) as client:
        assert client.post("/projects", json={"name": "long", "lang": "en"}).status_code == 201
        ingested = client.post("/projects/long/scenes", json={"text": long_demo()}, timeout=300)
        assert ingested.status_code == 200, ingested.text
        served = client.get("/projects/long/facts").json()["facts"]
    assert alone and sorted(f["id"] for f in served) == sorted(f["id"] for f in alone)
