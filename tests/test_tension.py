"""The pressure model (graph.tension) on facts of our own, then through the CLI and HTTP on the demo."""

import pytest

from graph.model import Evidence, Fact, FactKind, Level, StoryTime, TensionLink, TensionSettings
from graph.tension import draft_pressure, tension_entries, valence


def fact(subject, predicate, obj, chapter, level=Level.scene, kind=FactKind.relation, confidence=1.0, **extra):
    at = StoryTime(chapter=chapter, scene=1)
    return Fact(kind=kind, subject=subject, predicate=predicate, object=obj, level=level, valid_from=at,
                evidence=Evidence(chapter=chapter, scene=1, quote=f"{subject} {predicate} {obj}"),
                confidence=confidence, **extra)


PROTECTS = fact("otto", "protects", "kallen", 1, Level.arc)


def test_undermining_facts_add_pressure_that_fades_with_story_distance():
    deceit = [fact("otto", "deceives", "kallen", 2), fact("otto", "deceives", "kallen", 3)]
    (entry,) = tension_entries([PROTECTS, *deceit], last_chapter=9, settings=TensionSettings(half_life=2))
    by_chapter = {p.chapter: p.pressure for p in entry.trend}
    assert by_chapter[1] == 0 and by_chapter[2] == 0.4 and by_chapter[3] > by_chapter[2]
    assert by_chapter[9] < by_chapter[3]  # two half-lives and more later
    assert entry.threshold == 1.0 and [c.id for c in entry.contributors] == [f.id for f in deceit]


def test_supporting_facts_take_pressure_away_and_crossing_the_threshold_flags_a_flip():
    settings = TensionSettings(half_life=100)
    betrayals = [fact("otto", "betrays", "kallen", c) for c in (2, 3)]
    (entry,) = tension_entries([PROTECTS, *betrayals], 3, settings)
    assert entry.pressure >= 1.0 and entry.about_to_flip
    (eased,) = tension_entries([PROTECTS, *betrayals, fact("otto", "rescues", "kallen", 3)], 3, settings)
    assert eased.pressure < entry.pressure


def test_direction_and_level_matter():
    trust = fact("kallen", "trusts", "otto", 1, Level.arc)
    # "Otto deceives Kallen" presses on "Kallen trusts Otto" (the link runs backwards) ...
    (entry,) = tension_entries([trust, fact("otto", "deceives", "kallen", 2)], 2, TensionSettings())
    assert entry.pressure > 0
    # ... but not "Kallen deceives Otto", nor a fact of the same level
    (entry,) = tension_entries([trust, fact("kallen", "deceives", "otto", 2),
                                fact("otto", "deceives", "kallen", 2, Level.arc)], 2, TensionSettings())
    assert entry.pressure == 0


def test_a_trait_is_eroded_by_what_its_holder_does():
    honest = fact("otto", "honest", None, 1, Level.arc, kind=FactKind.trait)
    (entry,) = tension_entries([honest, fact("otto", "deceives", "kallen", 2, confidence=0.5)], 2, TensionSettings())
    assert entry.pressure == 0.2  # weight 0.4 x confidence 0.5


def test_an_overturned_fact_records_its_flip_and_a_restatement_is_not_one():
    loves = fact("ada", "loves", "cole", 1, Level.arc, valid_to=StoryTime(chapter=4, scene=1))
    hates = fact("ada", "hates", "cole", 4, Level.arc)
    entries = tension_entries([loves, hates, fact("ada", "resents", "cole", 2)], 5, TensionSettings())
    flipped = next(e for e in entries if e.fact.id == loves.id)
    assert flipped.flipped_at == StoryTime(chapter=4, scene=1) and flipped.flipped_by.id == hates.id
    assert not flipped.about_to_flip and flipped.trend[-1].chapter == 4
    again = fact("ada", "loves", "cole", 4, Level.arc)
    assert [e.fact.id for e in tension_entries([loves, again], 5, TensionSettings())] == [again.id]


def test_a_project_adds_and_replaces_links():
    settings = TensionSettings(links=[TensionLink(target="protects", by="deceives", weight=0.9),
                                      TensionLink(target="protects", by="mocks", weight=0.3)])
    links = {l.by: l.weight for l in valence(settings)["relation", "protects"]}
    assert links["deceives"] == 0.9 and links["mocks"] == 0.3 and links["betrays"] == 0.8


def test_a_draft_reports_the_pressure_it_would_add():
    history = [PROTECTS, fact("otto", "deceives", "kallen", 2)]
    draft = [fact("otto", "betrays", "kallen", 5), fact("otto", "rescues", "kallen", 5)]
    (delta,) = draft_pressure(history, draft, StoryTime(chapter=5, scene=0), TensionSettings())
    assert delta.fact_id == PROTECTS.id and delta.delta == pytest.approx(0.4)


def test_tension_cli_and_check_pressure_on_the_demo(ferry, tmp_path):
    document = ferry.json("tension", "ferry")
    top = document["facts"][0]
    assert set(top) >= {"fact", "level", "pressure", "threshold", "trend", "contributors"}
    protects = next(e for e in document["facts"] if e["fact"]["predicate"] == "protects"
                    and document["entities"][e["fact"]["object"]]["name"] == "Kallen Vey")
    assert protects["pressure"] > 0 and protects["contributors"]
    assert all(c["evidence"]["quote"] for c in protects["contributors"])
    trust = next(e for e in document["facts"] if e["fact"]["predicate"] == "trusts")
    assert trust["flipped_at"]["chapter"] == 7 and trust["flipped_by"]["predicate"] == "distrusts"
    draft = tmp_path / "draft.txt"
    draft.write_text("Chapter 9\n\nOtto betrayed Kallen to the magistrate.\n", encoding="utf-8")
    report = ferry.json("check", "ferry", str(draft), code=0)
    assert any(p["fact_id"] == protects["fact"]["id"] and p["delta"] > 0 for p in report["pressure"])
    assert "protects" in ferry("tension", "ferry").stdout


def test_bible_sets_the_pressure_model(cli, tmp_path):
    bible = tmp_path / "bible.yaml"
    bible.write_text("tension:\n  half_life: 3\n  thresholds: {arc: 0.5}\n"
                     "  links: [{target: protects, by: mocks, weight: 0.2}]\n", encoding="utf-8")
    cli("init", "p", "--bible", str(bible))
    settings = cli.json("tension", "p")["settings"]
    assert settings["half_life"] == 3 and settings["thresholds"] == {"arc": 0.5}
    bad = tmp_path / "bad.yaml"
    bad.write_text("tension:\n  half_life: -1\n", encoding="utf-8")
    cli("init", "q", "--bible", str(bad), code=2)
