"""English parsing ahead of an ingest in worker processes: the same parses, and so the same facts, as in one."""

import importlib.metadata
import os
import signal
import subprocess
import time
from pathlib import Path

import pytest

from api.service import Loregraph
from extractors.parsing import READ_AHEAD_FROM, ReadAhead, english_pipeline, read_ahead
from graph.store import open_store
from tests.conftest import LORE, hears_ctrl_c, long_demo, run_loregraph

TEXTS = ["Ada Marsh rowed the ferry across the Harrow. Her brother Silas held the lantern.",
         "Otto drew his sword and struck Kallen, who fell dead on the landing.",
         "The magistrate came to Greywater in the rain, and Mara hid the silver key."]


def reading(doc) -> list[tuple]:
    return [(t.text, t.tag_, t.dep_, t.head.i, t.lemma_, t.ent_type_, t.is_sent_start) for t in doc]


def test_parses_made_ahead_are_the_parses_made_here():
    ahead = ReadAhead(TEXTS, processes=2)
    try:
        assert [reading(d) for d in ahead.docs(TEXTS)] == [reading(english_pipeline()(t)) for t in TEXTS]
    finally:
        ahead.close()


def test_a_text_not_handed_over_is_parsed_here_and_one_never_asked_for_is_passed_by():
    ahead = ReadAhead(TEXTS, processes=2)
    try:
        asked = [TEXTS[1], "Silas slept.", TEXTS[2]]
        assert [d.text for d in ahead.docs(asked)] == asked
    finally:
        ahead.close()  # the workers stop though nobody asked for the first parse


def test_workers_only_for_a_long_english_ingest():
    long = ["x" * READ_AHEAD_FROM]
    with read_ahead(long, "en", 1) as one, read_ahead(TEXTS, "en", 2) as short, \
            read_ahead(long, "zh", 2) as chinese:
        assert one is short is chinese is None
    with read_ahead(long, "en", 2) as ahead:
        assert isinstance(ahead, ReadAhead)


def stored(store_dir, processes: int) -> tuple[list[str], list[str]]:
    """The ids of the facts and of the cast an ingest of the long demo stores."""
    lore = Loregraph(open_store(str(store_dir)), parse_processes=processes)
    try:
        lore.init_project("ferry", "en")
        lore.ingest("ferry", lore.plan("ferry", long_demo()))
        facts = lore.store.facts("ferry", include_closed=True)
        return sorted(f.id for f in facts), sorted(e.id for e in lore.store.cast("ferry"))
    finally:
        lore.store.close()


def test_an_ingest_read_ahead_stores_what_one_read_in_process_stores(tmp_path):
    assert len(long_demo()) >= READ_AHEAD_FROM  # else neither would read ahead
    assert stored(tmp_path / "two", 2) == stored(tmp_path / "one", 1)


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(c) for c in path.read_text().split()] if path.exists() else []


def running(pid: int) -> bool:
    """Alive and not a zombie waiting to be reaped."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux's /proc")
@pytest.mark.parametrize("stop", ["ctrl-c", "sigkill"])
def test_workers_end_with_an_ingest_stopped_midway(tmp_path, stop):
    book = tmp_path / "long.txt"
    book.write_text(long_demo(rounds=40), encoding="utf-8")
    store = tmp_path / "store"
    run_loregraph("init", "long", "--lang", "en", store_dir=store, check=True)
    ingest = subprocess.Popen([str(LORE), "ingest", "long", str(book), "--store", str(store)],
                              env={**os.environ, "LOREGRAPH_PARSE_PROCESSES": "2"}, start_new_session=True,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, preexec_fn=hears_ctrl_c)
    deadline = time.time() + 60
    while len(workers := children(ingest.pid)) < 2 and time.time() < deadline:
        time.sleep(0.1)
    assert len(workers) == 2
    if stop == "ctrl-c":  # as a terminal sends it: to the whole foreground group
        os.killpg(ingest.pid, signal.SIGINT)
    else:
        ingest.kill()
    _, stderr = ingest.communicate(timeout=60)
    assert "Traceback" not in stderr
    deadline = time.time() + 10
    while any(map(running, workers)) and time.time() < deadline:
        time.sleep(0.1)
    assert not any(map(running, workers))


def test_a_ctrl_c_while_the_model_loads_is_a_ctrl_c_not_a_missing_model(monkeypatch):
    """Beside the real Ctrl-C above, which lands wherever the ingest happens to be: here it lands on spaCy's
    is-the-package-installed check, which swallows any exception and reported the model missing."""
    def interrupted(name):
        raise KeyboardInterrupt

    monkeypatch.setattr(importlib.metadata, "distribution", interrupted)
    try:
        english_pipeline.__wrapped__()
    except KeyboardInterrupt:
        pass
