"""A server SIGKILLed in the middle of a long ingest loses nothing it acknowledged, keeps no
half-written scene, and finishes the book when the rest is sent again."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import httpx

from graph.store import open_store
from tests.conftest import DEMO, free_port, load_demo, start_server, stop

CHAPTERS = sorted((DEMO / "en").glob("0*.txt"))


def send(client: httpx.Client, path: Path) -> httpx.Response:
    return client.post("/projects/ferry/scenes", json={"text": path.read_text(encoding="utf-8")})


def by_scene(store_dir: Path) -> dict[tuple[int, int], set[tuple]]:
    """Each stored scene's facts (ids and ends), and an empty set for a scene with none."""
    store = open_store(str(store_dir))
    facts: dict[tuple[int, int], set[tuple]] = {(s.chapter, s.scene): set() for s in store.scenes("ferry")}
    for f in store.facts("ferry", include_closed=True):
        if f.extractor != "bible":
            facts.setdefault((f.evidence.chapter, f.evidence.scene), set()).add((f.id, str(f.valid_to)))
    store.close()
    return facts


def test_sigkill_mid_ingest_keeps_every_acknowledged_scene_and_no_partial_one(cli, tmp_path: Path):
    expected = by_scene(load_demo(cli, "ferry", "en").store_dir)  # the whole book, ingested without trouble
    store, port = tmp_path / "served", free_port()
    proc = start_server(store, port)
    acknowledged: list[int] = []
    with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=120) as client:
        bible = (DEMO / "en" / "bible.yaml").read_text(encoding="utf-8")
        assert client.post("/projects", json={"name": "ferry", "bible": bible}).status_code == 201

        def ingest() -> None:
            for n, path in enumerate(CHAPTERS, start=1):
                try:
                    if send(client, path).status_code == 200:
                        acknowledged.append(n)
                except httpx.TransportError:
                    return

        sender = threading.Thread(target=ingest)
        sender.start()
        while len(acknowledged) < 3:
            time.sleep(0.02)
        time.sleep(0.3)  # into the next chapter's scenes
        os.kill(proc.pid, signal.SIGKILL)
        sender.join(60)
        proc.wait(10)

    survived = by_scene(store)
    assert {ch for ch, _ in survived} >= set(acknowledged) and len(acknowledged) < len(CHAPTERS)
    for (chapter, scene), facts in survived.items():  # whole scenes only, each as a clean ingest has it
        ids = {fact_id for fact_id, _ in facts}  # (later chapters, not yet sent, would close some)
        assert ids == {fact_id for fact_id, _ in expected[chapter, scene]}, (chapter, scene)
    for chapter in acknowledged:
        assert {k for k in survived if k[0] == chapter} == {k for k in expected if k[0] == chapter}

    proc = start_server(store, port)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=120) as client:
            for path in CHAPTERS:
                assert send(client, path).status_code == 200
    finally:
        stop(proc)
    assert by_scene(store) == expected
