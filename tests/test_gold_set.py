"""The hand-written gold set is sound: every passage is found in its novel, every quote inside its passage;
every death the known-deaths bench lists is named where it is said to be told; and a malformed list stops
its bench cleanly."""

import subprocess
import sys
from pathlib import Path

import pytest

from bench.gold_facts import DATA, HERE, GoldFact, Passage, Tally, load, passage_text, score_passage
from bench.known_deaths import HERE as DEATHS
from bench.known_deaths import load as load_deaths
from bench.report import novel_chapters
from graph.cast import Cast
from graph.model import EntityKind, Evidence, Fact, FactKind, Level, StoryTime
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


def _scored(quote: str, gold: list[tuple[str, str]]) -> Tally:
    """The tally of one passage whose only fact read is "Otto attacks Cole", quoted so, against gold attacks on
    Cole by (who, quote)."""
    cast = Cast()
    for name in ("Otto", "Cole"):
        cast.new(name, EntityKind.character)
    said = Fact(kind=FactKind.relation, subject="otto", predicate="attacks", object="cole", level=Level.scene,
                valid_from=StoryTime(chapter=1), confidence=0.8,
                evidence=Evidence(chapter=1, scene=1, quote=quote, start=0))
    told = [GoldFact(kind=FactKind.relation, subject=who, predicate="attacks", object="Cole", quote=quote)
            for who, quote in gold]
    tally = Tally()
    score_passage(tally, "en", "t #1", Passage(start="", end="", facts=told), [said], cast)
    return tally


def test_a_miss_telling_again_a_fact_the_passage_matched_is_counted_as_told_again():
    tally = _scored("Otto struck Cole.", [("Otto", "Otto struck Cole"), ("Otto", "kicked him again"),
                                          ("Cole", "hit back")])
    assert tally.counts["relation", "en"] == [1, 0, 2] and tally.restated["en"] == 1


def test_an_extra_that_is_a_missed_fact_quoted_elsewhere_is_counted_as_such():
    tally = _scored("Otto kicked Cole.", [("Otto", "struck Cole")])
    assert tally.counts["relation", "en"] == [0, 1, 1] and tally.elsewhere["en"] == 1


def test_a_gift_with_its_receiver_matches_both_the_giving_and_the_receiving():
    cast = Cast()
    for name in ("Otto", "Cole"):
        cast.new(name, EntityKind.character)
    cast.new("key", EntityKind.item)
    gift = Fact(kind=FactKind.possession, subject="otto", predicate="gives", object="key", value={"to": "cole"},
                level=Level.scene, valid_from=StoryTime(chapter=1), confidence=0.8,
                evidence=Evidence(chapter=1, scene=1, quote="Otto gave Cole the key.", start=0))
    told = [GoldFact(kind=FactKind.possession, subject=who, predicate=predicate, object="key", quote="gave Cole")
            for who, predicate in (("Otto", "gives"), ("Cole", "acquires"), ("Otto", "acquires"))]
    tally = Tally()
    score_passage(tally, "en", "t #1", Passage(start="", end="", facts=told), [gift], cast)
    assert tally.counts["possession", "en"] == [1, 0, 1] and tally.received["possession", "en"] == 1  # one fact read
