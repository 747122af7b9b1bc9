"""The CLI as the contract states it: JSON shapes, exit codes, no half-written projects."""

import json
import signal
import subprocess
import time

import pytest

from tests.conftest import DEMO, LORE, hears_ctrl_c, run_loregraph


def test_facts_document_shape(ferry):
    doc = ferry.json("facts", "ferry", "--as-of", "3:1")
    assert doc["as_of"] == {"chapter": 3, "scene": 1}
    fact = doc["facts"][0]
    for key in ("id", "kind", "subject", "object", "predicate", "value", "level", "valid_from", "valid_to",
                "evidence", "confidence", "extractor"):
        assert key in fact
    assert set(fact["evidence"]) >= {"chapter", "scene", "quote", "start", "end"}
    named = {i for f in doc["facts"] for i in (f["subject"], f["object"]) if i}
    assert named <= set(doc["entities"])


def test_evidence_offsets_point_into_the_stored_scene(ferry, embedded_lore):
    doc = ferry.json("facts", "ferry", "--entity", "Silas")
    for f in doc["facts"]:
        ev = f["evidence"]
        if f["extractor"] == "bible":
            continue
        scene = embedded_lore.store.scene("ferry", ev["chapter"], ev["scene"])
        assert scene.text[ev["start"]:ev["end"]] == ev["quote"]


def test_death_is_read_and_dates_from_its_chapter(ferry):
    deaths = [f for f in ferry.json("facts", "ferry", "--entity", "Cole")["facts"] if f["kind"] == "death"]
    assert deaths and deaths[0]["valid_from"]["chapter"] == 3 and deaths[0]["level"] == "premise"
    assert not [f for f in ferry.json("facts", "ferry", "--as-of", "2", "--entity", "Cole")["facts"]
                if f["kind"] == "death"]


def test_timeline_of_one_and_of_a_pair(ferry):
    otto = ferry.json("timeline", "ferry", "Otto")["events"]
    times = [(e["valid_from"]["chapter"], e["valid_from"]["scene"]) for e in otto]
    assert times == sorted(times)
    pair = ferry.json("timeline", "ferry", "Otto", "Kallen")
    assert {e["predicate"] for e in pair["events"]} >= {"protects", "deceives", "betrays"}
    assert all({e["subject"], e["object"]} == {"otto-brand", "kallen-vey"} for e in pair["events"])


def test_every_fact_kind_appears_in_both_demo_novels(ferry, cli, embedded_lore):
    cli("init", "qingfeng", "--bible", str(DEMO / "zh" / "bible.yaml"))
    cli("ingest", "qingfeng", *sorted(str(p) for p in (DEMO / "zh").glob("0*.txt")))
    kinds = {"presence", "relation", "death", "injury", "recovery", "possession", "location", "attribute",
             "trait", "foreshadow", "rule"}
    for project in ("ferry", "qingfeng"):
        history = embedded_lore.store.facts(project, include_closed=True)
        assert kinds == {f.kind.value for f in history}, project
        assert {f.extractor for f in history if f.kind.value != "rule"} >= {"rules", "bible"}


@pytest.mark.parametrize("args, words", [
    (["facts", "nope"], "no project named 'nope'"),
    (["facts", "ferry", "--entity", "Nobody"], "Nobody"),
    (["facts", "ferry", "--as-of", "three"], "not a story position"),
    (["timeline", "ferry", "Otto", "Nobody"], "Nobody"),
    (["ingest", "nope", "x.txt"], "no project named"),
    (["ingest", "ferry", "/no/such/file.txt"], "cannot read"),
    (["init", "p2", "--bible", "/no/such/bible.yaml"], "cannot read"),
    (["init", "p2", "--lang", "fr"], "--lang"),
])
def test_bad_input_exits_2_with_one_line(ferry, args, words):
    result = ferry(*args, code=2)
    assert words in result.stderr and result.stderr.count("\n") == 1
    assert "Traceback" not in result.output


@pytest.mark.parametrize("content", [b"", b"   \n\n", b"\x00\x01binary\x00", bytes(range(128, 256)) * 8])
def test_unreadable_manuscripts_change_nothing(ferry, tmp_path, content):
    before = ferry.json("facts", "ferry", "--as-of", "99")
    bad = tmp_path / "bad.txt"
    bad.write_bytes(content)
    ferry("ingest", "ferry", str(bad), code=2)
    assert ferry.json("facts", "ferry", "--as-of", "99") == before


def test_a_bad_bible_creates_no_project(cli, tmp_path):
    bible = tmp_path / "b.yaml"
    bible.write_text("characters: [{name: Ada}]\nunknown_key: 1\n")
    assert "unknown_key" in cli("init", "p", "--bible", str(bible), code=2).stderr
    cli("facts", "p", code=2)


def test_gbk_manuscripts_are_decoded(cli, tmp_path):
    cli("init", "zh", "--lang", "zh", "--bible", str(DEMO / "zh" / "bible.yaml"))
    chapter = tmp_path / "gbk.txt"
    chapter.write_bytes("第一章 江上\n\n林枫来到云州。\n".encode("gbk"))
    cli("ingest", "zh", str(chapter))
    facts = cli.json("facts", "zh", "--entity", "林少侠")["facts"]
    assert any(f["kind"] == "location" and f["object"] == "yun-zhou" for f in facts)


def test_installed_script_pipes_clean_json_and_no_progress_bar(store_dir):
    assert run_loregraph("init", "demo", "--bible", str(DEMO / "en" / "bible.yaml"), store_dir=store_dir).returncode == 0
    done = run_loregraph("ingest", "demo", str(DEMO / "en" / "01-the-crossing.txt"), "--json", store_dir=store_dir)
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout)["scenes_added"] == 2
    missing = run_loregraph("facts", "nothing", "--json", store_dir=store_dir)
    assert missing.returncode == 2 and missing.stdout == "" and "Traceback" not in missing.stderr


def test_a_ctrl_c_while_the_command_loads_ends_it_quietly(store_dir):
    """Loading the command takes a second or two (spaCy, pydantic): a Ctrl-C then exits 130, as one later does."""
    starting = subprocess.Popen([str(LORE), "facts", "nothing", "--store", str(store_dir)], stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True, preexec_fn=hears_ctrl_c)
    time.sleep(0.5)
    starting.send_signal(signal.SIGINT)
    _, stderr = starting.communicate(timeout=60)
    assert starting.returncode == 130 and "Traceback" not in stderr


def test_a_chapter_number_needs_a_single_chapter(ferry, tmp_path):
    two = tmp_path / "two.txt"
    two.write_text("Chapter 1\n\nAda slept.\n\nChapter 2\n\nAda woke.\n")
    assert "2 chapter headings" in ferry("ingest", "ferry", str(two), "--chapter", "9", code=2).stderr
    one = tmp_path / "one.txt"
    one.write_text("Ada went to the inn.\n")
    assert ferry.json("ingest", "ferry", str(one), "--chapter", "9")["chapters"] == [9]


def test_threads_ledger(ferry):
    doc = ferry.json("threads", "ferry")
    by_id = {t["id"]: t for t in doc["threads"]}
    assert doc["last_chapter"] == 8
    assert by_id["letter"]["status"] == "paid_off" and by_id["letter"]["payoff"]["chapter"] == 5
    assert by_id["chest"]["status"] == "open" and by_id["chest"]["due_chapter"] == 8
    assert set(by_id["chest"]["planted"]) >= {"chapter", "scene", "quote"}
    assert [u["id"] for u in doc["unplanted"]] == ["bell"]
    strict = ferry.json("threads", "ferry", "--overdue-after", "1")
    assert {t["id"]: t["status"] for t in strict["threads"]}["chest"] == "open"  # a due chapter wins


def test_timelines_step_through_states(ferry):
    pair = ferry.json("timeline", "ferry", "Kallen", "Otto")
    steps = {s["chapter"]: s["relations"] for s in pair["states"]}
    assert "kallen-vey trusts otto-brand" in steps[1]
    assert "kallen-vey distrusts otto-brand" in steps[7] and "kallen-vey trusts otto-brand" not in steps[7]
    cole = {s["chapter"]: s for s in ferry.json("timeline", "ferry", "Cole")["states"]}
    assert cole[1]["alive"] and not cole[3]["alive"]
    assert cole[1]["relations"].count("parent_of ada-winter") == 1
    kallen = {s["chapter"]: s for s in ferry.json("timeline", "ferry", "Kallen")["states"]}
    assert "right hand" in kallen[4]["injuries"] and "right hand" not in kallen[1]["injuries"]


def test_an_ingest_warns_of_the_prose_its_split_left_out(cli, tmp_path):
    book = tmp_path / "book.txt"
    book.write_text("A preface on the ferry and the river, and on the people who keep them. " * 4
                    + "\n\nChapter 1\n\nAda crossed the river.\n")
    cli("init", "p")
    done = cli("ingest", "p", str(book), "--json")
    (note,) = json.loads(done.stdout)["extraction"]["warnings"]
    assert note.startswith(f"{book}: the text before the first chapter heading (60 words) is left out")
    assert "warning:" in done.stderr and "left out as front matter" in done.stderr
