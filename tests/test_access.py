"""API keys on a real server: the admin key from configuration, one hashed key per project,
and no reading another project's data."""

from __future__ import annotations

import pytest

from tests.conftest import DEMO, run_loregraph, running_server

ADMIN = "admin-key-for-the-tests-0123456789"


@pytest.fixture(scope="module")
def keyed(tmp_path_factory):
    store = tmp_path_factory.mktemp("access") / "store"
    with running_server(store, env={"LOREGRAPH_ADMIN_KEY": ADMIN}) as client:
        yield client, store


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def test_without_a_key_only_health_and_the_docs_answer(keyed):
    client, _ = keyed
    assert client.get("/health").status_code == 200 and client.get("/openapi.json").status_code == 200
    refused = client.get("/projects")
    assert refused.status_code == 401 and refused.headers["www-authenticate"] == "Bearer"
    assert client.get("/projects", headers=bearer("lg_not-a-key")).status_code == 401


def test_a_project_key_opens_its_project_and_nothing_else(keyed):
    client, store = keyed
    admin = bearer(ADMIN)
    bible = (DEMO / "en" / "bible.yaml").read_text(encoding="utf-8")
    for name in ("mine", "theirs"):
        assert client.post("/projects", json={"name": name, "bible": bible}, headers=admin).status_code == 201
    issued = client.post("/projects/mine/key", headers=admin)
    assert issued.status_code == 201
    mine = bearer(issued.json()["key"])
    text = (DEMO / "en" / "01-the-crossing.txt").read_text(encoding="utf-8")
    assert client.post("/projects/mine/scenes", json={"text": text}, headers=mine).status_code == 200
    assert client.get("/projects/mine/facts", headers={"X-API-Key": issued.json()["key"]}).status_code == 200
    assert [p["name"] for p in client.get("/projects", headers=mine).json()] == ["mine"]
    assert {p["name"] for p in client.get("/projects", headers=admin).json()} == {"mine", "theirs"}
    for method, path in (("get", "/projects/theirs"), ("get", "/projects/theirs/facts"),
                         ("post", "/projects/theirs/check"), ("get", "/projects/theirs/tension")):
        refused = client.request(method, path, headers=mine, json={"text": "Ada went home."})
        assert refused.status_code == 403 and "'mine'" in refused.json()["detail"]
    assert client.post("/projects", json={"name": "new"}, headers=mine).status_code == 403
    assert client.post("/projects/mine/key", headers=mine).status_code == 403
    assert issued.json()["key"].encode() not in (store / "loregraph.db").read_bytes()


def test_a_new_key_replaces_the_old_one_and_the_cli_can_issue_it(keyed):
    client, store = keyed
    client.post("/projects", json={"name": "rotated"}, headers=bearer(ADMIN))
    first = client.post("/projects/rotated/key", headers=bearer(ADMIN)).json()["key"]
    second = run_loregraph("key", "rotated", store_dir=store, check=True)
    assert client.get("/projects/rotated", headers=bearer(first)).status_code == 401
    assert client.get("/projects/rotated", headers=bearer(second.stdout.strip())).status_code == 200


def test_without_an_admin_key_a_public_address_gets_a_loud_warning(tmp_path):
    log = tmp_path / "server.log"
    with running_server(tmp_path / "store", log=log, host="0.0.0.0") as client:
        assert client.get("/projects").status_code == 200
    assert "WARNING: serving on 0.0.0.0 with no LOREGRAPH_ADMIN_KEY" in log.read_text(encoding="utf-8")
