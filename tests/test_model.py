from graph.model import Evidence, Fact, FactKind, StoryTime

import pytest


def test_story_time_orders_by_chapter_then_scene():
    assert StoryTime(chapter=2, scene=9) < StoryTime(chapter=3, scene=1)
    assert StoryTime(chapter=3, scene=1) < StoryTime(chapter=3, scene=2)
    assert StoryTime.parse("12") == StoryTime(chapter=12, scene=1)
    assert StoryTime.parse("12:3") == StoryTime(chapter=12, scene=3)


@pytest.mark.parametrize("bad", ["", "x", "3:y", "-1"])
def test_story_time_rejects_garbage(bad):
    with pytest.raises(ValueError):
        StoryTime.parse(bad)


def _fact(**extra) -> Fact:
    at = StoryTime(chapter=3, scene=2)
    return Fact(kind=FactKind.death, subject="cole", valid_from=at,
                evidence=Evidence(chapter=3, scene=2, quote="Cole died.", start=0, end=10), **extra)


def test_fact_ids_are_stable_and_statement_specific():
    assert _fact().id == _fact().id
    assert _fact().id.startswith("f-")
    assert _fact().id != _fact(value={"by": "silas"}).id


def test_entity_ids_include_receiver_and_killer():
    assert _fact(value={"by": "silas"}).entity_ids() == ["cole", "silas"]


def test_holds_at_is_half_open():
    f = _fact(valid_to=StoryTime(chapter=4, scene=1))
    assert f.holds_at(StoryTime(chapter=3, scene=2))
    assert f.holds_at(StoryTime(chapter=3, scene=99))
    assert not f.holds_at(StoryTime(chapter=4, scene=1))
    assert not f.holds_at(StoryTime(chapter=3, scene=1))
