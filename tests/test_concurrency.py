"""Many clients at once on a real server: ingests into one project are serialised (nothing lost
or doubled), and checks running beside them answer from a consistent story."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from graph.store import open_store
from tests.conftest import DEMO, running_server

CHAPTERS = sorted((DEMO / "en").glob("0*.txt"))[:6]
DRAFT = (DEMO / "en" / "draft-09.txt").read_text(encoding="utf-8")


def live_facts(store_dir: Path) -> set[tuple]:
    store = open_store(str(store_dir))
    facts = {(f.id, str(f.valid_to)) for f in store.facts("ferry", include_closed=True)}
    revisions = {s.revision for s in store.scenes("ferry")}
    store.close()
    assert revisions == {1}, "a scene was written twice"
    return facts


def test_concurrent_ingests_are_serialised_and_checks_see_whole_chapters(tmp_path: Path, cli):
    bible = (DEMO / "en" / "bible.yaml").read_text(encoding="utf-8")
    finished: list[tuple[float, Path]] = []
    with running_server(tmp_path / "served") as client:
        client.post("/projects", json={"name": "ferry", "bible": bible})

        def ingest(path: Path) -> int:
            status = client.post("/projects/ferry/scenes", json={"text": path.read_text(encoding="utf-8")}).status_code
            finished.append((time.monotonic(), path))
            return status

        def check(_: int) -> dict:
            response = client.post("/projects/ferry/check", json={"text": DRAFT, "chapter": 9})
            assert response.status_code == 200, response.text
            return response.json()

        with ThreadPoolExecutor(12) as pool:
            ingests = [pool.submit(ingest, path) for path in CHAPTERS]
            checks = list(pool.map(check, range(12)))
            assert [i.result() for i in ingests] == [200] * len(CHAPTERS)
    assert all(report["facts_extracted"] > 0 for report in checks)

    # the same chapters, one after another in the order the server finished them, give the same story
    cli("init", "ferry", "--bible", str(DEMO / "en" / "bible.yaml"))
    for _, path in sorted(finished):
        cli("ingest", "ferry", str(path))
    assert live_facts(tmp_path / "served") == live_facts(cli.store_dir)
