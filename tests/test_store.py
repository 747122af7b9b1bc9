"""Both stores (the `lore` and `store_url` fixtures run each test on each): as-of queries, retcons,
no-op re-ingest, reopening, and crash safety."""

import os
import signal
import subprocess
import time

from graph.model import FactKind, StoryTime
from tests.conftest import LORE

BIBLE = """
narrator: Ada Winter
characters:
  - {name: Ada Winter, aliases: [Ada]}
  - {name: Cole Marsh, aliases: [Cole]}
items:
  - {name: silver key, aliases: [the key], holder: Cole Marsh}
places:
  - {name: Harrow Inn, aliases: [the inn]}
  - {name: Greywater}
"""

STORY = {
    1: "Chapter 1\n\nCole gave the key to Ada. Ada went to the inn.\n\n***\n\nAda broke her left arm.\n",
    2: "Chapter 2\n\nAda rode to Greywater. Ada lost the key.\n",
    3: "Chapter 3\n\nAda's left arm had healed. Ada returned to the inn.\n",
}


def load(lore, chapters=(1, 2, 3)):
    from graph.bible import parse_bible

    lore.init_project("p", "en", parse_bible(BIBLE))
    for n in chapters:
        lore.ingest("p", lore.plan("p", STORY[n]))


def kinds_at(lore, ch, sc=1, entity="ada-winter"):
    return {(f.kind.value, f.predicate, f.object) for f in lore.store.facts("p", StoryTime(chapter=ch, scene=sc), entity)
            if f.kind != FactKind.presence}


def test_facts_as_of_follow_story_time(lore):
    load(lore)
    assert ("location", "at", "harrow-inn") in kinds_at(lore, 1, 1)
    assert ("injury", None, None) in kinds_at(lore, 1, 2)
    assert ("location", "at", "greywater") in kinds_at(lore, 2)
    assert ("injury", None, None) in kinds_at(lore, 2)
    now = kinds_at(lore, 3)
    assert ("injury", None, None) not in now and ("location", "at", "harrow-inn") in now


def test_her_father_is_the_father_an_earlier_chapter_named(lore):
    load(lore, chapters=())
    lore.ingest("p", lore.plan("p", "Chapter 1\n\nCole was Ada's father.\n"))
    lore.ingest("p", lore.plan("p", "Chapter 2\n\nAda sat by the fire. Her father died at dawn.\n"))
    deaths = [f for f in lore.store.facts("p", include_closed=True) if f.kind == FactKind.death]
    assert [(f.subject, f.evidence.chapter) for f in deaths] == [("cole-marsh", 2)]


def test_superseded_facts_are_closed_not_deleted(lore):
    load(lore)
    history = lore.store.facts("p", entity="silver-key", include_closed=True)
    gives = next(f for f in history if f.predicate == "gives")
    assert gives.valid_to == StoryTime(chapter=2, scene=1)
    assert gives.value == {"to": "ada-winter"}


def test_reingesting_the_same_text_is_a_no_op(lore):
    load(lore)
    before = lore.store.facts("p", include_closed=True)
    result = lore.ingest("p", lore.plan("p", STORY[2]))
    assert result.scenes_unchanged == 1 and result.facts_stored == 0
    assert lore.store.facts("p", include_closed=True) == before


def test_retcon_replaces_one_scene_and_rederives_what_depended_on_it(lore):
    load(lore)
    untouched = [f for f in lore.store.facts("p", include_closed=True) if f.evidence.chapter != 2]
    edited = "Chapter 2\n\nAda rode to Greywater. Ada kept the key close.\n"
    result = lore.ingest("p", lore.plan("p", edited))
    assert result.scenes_replaced == 1 and result.facts_retracted > 0
    # the key was never lost now, so Cole's gift to Ada holds again
    gives = next(f for f in lore.store.facts("p", entity="silver-key") if f.predicate == "gives")
    assert gives.valid_to is None
    after = {f.id: f for f in lore.store.facts("p", include_closed=True)}
    assert all(f.id in after for f in untouched)
    assert lore.store.scene("p", 2, 1).revision == 2
    revisions = {f.revision for f in lore.store.facts("p", include_closed=True) if f.evidence.chapter == 2}
    assert revisions == {2}


def test_a_shorter_chapter_retracts_the_scenes_it_lost(lore):
    load(lore)
    result = lore.ingest("p", lore.plan("p", "Chapter 1\n\nCole gave the key to Ada. Ada went to the inn.\n"))
    assert result.scenes_retracted == 1
    assert lore.store.scene("p", 1, 2) is None
    assert not [f for f in lore.store.facts("p", include_closed=True) if f.kind == FactKind.injury
                and f.evidence.chapter == 1]


def test_store_survives_reopening(store_url, lore):
    load(lore)
    count = len(lore.store.facts("p", include_closed=True))
    lore.store.close()
    from graph.store import open_store

    again = open_store(store_url)
    assert len(again.facts("p", include_closed=True)) == count
    again.close()


def test_killed_ingest_leaves_only_whole_scenes(tmp_path, store_url):
    """SIGKILL mid-ingest: every stored scene has exactly its facts, and a rerun completes the project."""
    book = tmp_path / "long.txt"
    scenes = [f"Chapter {ch}\n\n" + "\n\n***\n\n".join(
        f"Ada went to the inn. Cole gave the key to Ada. Ada broke her left arm in scene {sc}. Ada lost the key."
        for sc in range(1, 21)) for ch in range(1, 41)]
    book.write_text("\n\n".join(scenes), encoding="utf-8")
    bible = tmp_path / "bible.yaml"
    bible.write_text(BIBLE, encoding="utf-8")
    env = {**os.environ, "LOREGRAPH_STORE": store_url}
    subprocess.run([str(LORE), "init", "p", "--bible", str(bible)], check=True, env=env, capture_output=True)
    from graph.store import open_store
    from api.service import Loregraph

    watcher = open_store(store_url)
    proc = subprocess.Popen([str(LORE), "ingest", "p", str(book)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while len(watcher.scenes("p")) < 50 and time.time() < deadline and proc.poll() is None:
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    watcher.close()
    lore = Loregraph(open_store(store_url))
    stored = {(s.chapter, s.scene): s for s in lore.store.scenes("p")}
    assert 0 < len(stored) < 800, "the kill should land mid-ingest"
    facts = [f for f in lore.store.facts("p", include_closed=True) if f.extractor != "bible"]
    by_scene: dict = {}
    for f in facts:
        by_scene.setdefault((f.evidence.chapter, f.evidence.scene), set()).add(f.id)
    assert set(by_scene) <= set(stored), "no facts without their scene"
    for key, scene in stored.items():
        (planned,) = lore.plan("p", scene.text, chapter=key[0], scene=key[1]).chapters[0]
        (expected,) = list(lore.extractor.extract([planned], lore.store.cast("p"), _context(lore)))
        assert by_scene.get(key, set()) == {f.id for f in expected.facts}
    lore.store.close()
    rerun = subprocess.run([str(LORE), "ingest", "p", str(book), "--json"], env=env, capture_output=True, text=True)
    assert rerun.returncode == 0, rerun.stderr
    lore = Loregraph(open_store(store_url))
    assert len(lore.store.scenes("p")) == 800
    lore.store.close()


def _context(lore):
    from extractors.base import StoryContext

    project = lore.store.project("p")
    return StoryContext(lang=project.lang, narrator=project.narrator)


def test_a_project_key_is_kept_as_its_hash_and_replaced_by_the_next(lore):
    lore.init_project("p", "en")
    lore.init_project("q", "en")
    lore.store.set_key_hash("p", "a" * 64)
    assert lore.store.project_with_key("a" * 64) == "p" and lore.store.project_with_key("b" * 64) is None
    lore.store.set_key_hash("p", "b" * 64)
    assert lore.store.project_with_key("a" * 64) is None and lore.store.project_with_key("b" * 64) == "p"
