"""The hand-written gold set is sound: every passage is found in its novel, every quote inside its passage;
every death the known-deaths bench lists is named where it is said to be told; and a malformed list stops
its bench cleanly."""

import subprocess
import sys
from pathlib import Path

import pytest

from bench.gold_facts import DATA, HERE, load, passage_text
from bench.known_deaths import HERE as DEATHS
from bench.known_deaths import load as load_deaths
from bench.report import novel_chapters
from tests.conftest import needs_shared_data


@needs_shared_data()
@pytest.mark.parametrize("path", sorted(HERE.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_gold_quote_lies_in_its_passage(path):
    gold = load(path)
    text = (DATA / gold.book).read_text(encoding="utf-8")
    for passage in gold.passages:
        assert passage_text(text, passage)  # raises on a passage not found or a quote outside it


@needs_shared_data()
@pytest.mark.parametrize("path", sorted(DEATHS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_listed_death_is_named_in_its_chapter_or_the_next(path):
    book = load_deaths(path)
    chapters = novel_chapters(DATA / book.book)
    for death in book.deaths:
        assert death.chapter <= book.last
        # A name may break across a line of the source text ("Mrs. J.\nGargery").
        told = " ".join((chapters[death.chapter] + "\n" + chapters.get(death.chapter + 1, "")).split())
        assert any(name in told for name in death.names + death.called), death


@needs_shared_data()
@pytest.mark.parametrize("bench", ["known_deaths", "alias_clusters"])
def test_a_malformed_list_stops_a_bench_with_exit_code_2_before_any_ingest(bench, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("book: [unclosed\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", f"bench.{bench}", str(bad)], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1], timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr
