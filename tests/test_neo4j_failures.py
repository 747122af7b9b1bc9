"""Neo4j going away: unreachable at the start, killed mid-ingest (with and without a quick restart).

Each test runs its own Neo4j from tools/neo4j-local, so it can kill it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path

import pytest
from neo4j.exceptions import IncompleteCommit

from graph.neo4j_store import Neo4jSettings, Neo4jStore
from graph.store import StoreError, open_store
from tests.conftest import LORE, free_port, running_server
from tests.test_store import BIBLE
from tools.neo4j_local import LocalNeo4j, missing_tools

pytestmark = pytest.mark.skipif(missing_tools() is not None, reason=f"tools/neo4j-local cannot run: {missing_tools()}")
SCENES = 150


def _book(tmp_path: Path) -> Path:
    book = tmp_path / "long.txt"
    book.write_text("\n\n".join(
        f"Chapter {ch}\n\n" + "\n\n***\n\n".join(
            f"Ada went to the inn. Cole gave the key to Ada. Ada broke her left arm in scene {sc}. Ada lost the key."
            for sc in range(1, 16)) for ch in range(1, SCENES // 15 + 1)), encoding="utf-8")
    return book


def _start_ingest(tmp_path: Path, url: str, retry_seconds: float) -> subprocess.Popen:
    env = {**os.environ, "LOREGRAPH_STORE": url, "NEO4J_RETRY_SECONDS": str(retry_seconds)}
    bible = tmp_path / "bible.yaml"
    bible.write_text(BIBLE, encoding="utf-8")
    subprocess.run([str(LORE), "init", "p", "--bible", str(bible)], check=True, env=env, capture_output=True)
    return subprocess.Popen([str(LORE), "ingest", "p", str(_book(tmp_path))], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _ingest_and_kill(tmp_path: Path, retry_seconds: float) -> tuple[subprocess.Popen, Path, int, str]:
    """Start an ingest into a fresh Neo4j and SIGKILL the server once 20 scenes are stored:
    the running ingest, and the server's data directory, port and URL for a restart."""
    port, data = free_port(), tmp_path / "neo4j"
    with LocalNeo4j(data, port) as server:
        ingest = _start_ingest(tmp_path, server.url, retry_seconds)
        watcher = open_store(server.url)
        deadline = time.time() + 180
        while len(watcher.scenes("p")) < 20 and time.time() < deadline:
            time.sleep(0.1)
        watcher.close()
        server.process.send_signal(signal.SIGKILL)
        server.process.wait()
    return ingest, data, port, server.url


def _whole_scenes(url: str) -> int:
    """Every stored scene has its facts and no fact lacks its scene; how many scenes there are."""
    store = open_store(url)
    scenes = {(s.chapter, s.scene) for s in store.scenes("p")}
    by_scene: dict = {}
    for f in store.facts("p", include_closed=True):
        if f.extractor != "bible":
            by_scene.setdefault((f.evidence.chapter, f.evidence.scene), set()).add(f.id)
    store.close()
    assert set(by_scene) == scenes, "a scene without its facts, or facts without their scene"
    assert len({len(ids) for ids in by_scene.values()}) == 1, "every scene of this book yields as many facts"
    return len(scenes)


def test_an_unreachable_neo4j_is_one_clear_error(tmp_path):
    url = f"bolt://127.0.0.1:{free_port()}"
    done = subprocess.run([str(LORE), "init", "p", "--store", url], capture_output=True, text=True,
                          env={**os.environ, "NEO4J_RETRY_SECONDS": "1"})
    assert done.returncode == 2
    assert "cannot use Neo4j at " + url in done.stderr and "Traceback" not in done.stderr


def test_neo4j_killed_mid_ingest_leaves_whole_scenes_and_a_rerun_completes(tmp_path):
    ingest, data, port, url = _ingest_and_kill(tmp_path, retry_seconds=3)
    _, stderr = ingest.communicate(timeout=120)
    assert ingest.returncode == 2, stderr
    assert "Neo4j at " in stderr and "Traceback" not in stderr
    with LocalNeo4j(data, port):
        assert 20 <= _whole_scenes(url) < SCENES
        rerun = subprocess.run([str(LORE), "ingest", "p", str(tmp_path / "long.txt"), "--store", url],
                               capture_output=True, text=True)
        assert rerun.returncode == 0, rerun.stderr
        assert _whole_scenes(url) == SCENES


def test_an_ingest_rides_out_a_neo4j_restart(tmp_path):
    """The driver retries the scene's transaction until the server is back."""
    ingest, data, port, url = _ingest_and_kill(tmp_path, retry_seconds=120)
    with LocalNeo4j(data, port):
        _, stderr = ingest.communicate(timeout=300)
        assert ingest.returncode == 0, stderr
        assert _whole_scenes(url) == SCENES


def test_health_tells_when_neo4j_goes_away(tmp_path):
    with LocalNeo4j(tmp_path / "neo4j", free_port()) as server:
        open_store(server.url).close()  # the schema, so the service starts
        with running_server(server.url, env={"NEO4J_RETRY_SECONDS": "1"}) as client:
            assert client.get("/health").json() == {"status": "ok", "store": "ready"}
            server.process.send_signal(signal.SIGKILL)
            server.process.wait()
            down = client.get("/health")
            assert down.status_code == 503 and down.json()["status"] == "unavailable"
            assert "Neo4j" in down.json()["store"]
            assert client.get("/projects").status_code == 503


class _CommitLostOnce:
    """A driver whose server goes down during the first COMMIT: the driver cannot tell if it took."""

    def __init__(self, failures: int):
        self.failures, self.runs = failures, 0

    @contextmanager
    def session(self, database: str | None = None):
        yield self

    def execute_write(self, work):
        self.runs += 1
        if self.runs <= self.failures:
            raise IncompleteCommit("Failed to read from defunct connection")
        return work(None)


def _store_on(driver: _CommitLostOnce, retry_seconds: float) -> Neo4jStore:
    store = Neo4jStore.__new__(Neo4jStore)  # no server: only the write path is under test
    store._settings, store._url, store._driver = Neo4jSettings(retry_seconds=retry_seconds), "bolt://test", driver
    return store


def test_a_commit_the_server_could_not_confirm_is_run_again(monkeypatch):
    """Beside the real restart above, which hits this only when the kill lands in a COMMIT."""
    monkeypatch.setattr("graph.neo4j_store.UNCONFIRMED_COMMIT_PAUSE", 0)
    driver = _CommitLostOnce(failures=1)
    assert _store_on(driver, retry_seconds=5)._write(lambda tx: "written") == "written"
    assert driver.runs == 2
    with pytest.raises(StoreError, match="a scene is written whole or not at all"):
        _store_on(_CommitLostOnce(failures=10**6), retry_seconds=0)._write(lambda tx: "written")
