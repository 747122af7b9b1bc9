"""World rules a pattern can check, in English and Chinese."""

import pytest

from graph.cast import Cast
from graph.model import EntityKind, Evidence, Fact, FactKind, StoryTime
from graph.world_rules import allows_the_dead_to_return, parse_rule


def rule(text: str, lang: str = "en"):
    cast = Cast()
    cast.new("Ada", EntityKind.character)
    fact = Fact(kind=FactKind.rule, value=text, valid_from=StoryTime(chapter=1),
                evidence=Evidence(chapter=0, scene=0, quote=f"bible rule: {text}"))
    return parse_rule(fact, cast, lang)


@pytest.mark.parametrize("text, lang, sentence, broken", [
    ("No one can cross the Grey River at night.", "en", "Cole crossed the Grey River that night.", True),
    ("No one can cross the Grey River at night.", "en", "Cole did not cross the Grey River that night.", False),
    ("No one may go ashore after dark.", "en", "Jim went ashore after dark.", True),
    ("Magic needs a spoken incantation.", "en", "Mara cast the spell without a word.", True),
    ("Magic needs a spoken incantation.", "en", "Mara cast the spell with a shouted word.", False),
    ("Magic needs a spoken incantation.", "en", "Mara silently worked her magic.", True),
    ("Ada cannot swim.", "en", "Ada swam across the bay.", True),
    ("Ada cannot swim.", "en", "Cole swam across the bay.", False),
    ("任何人不得在夜里渡过黄河。", "zh", "曹操在夜里渡过黄河，直奔河北。", True),
    ("任何人不得在夜里渡过黄河。", "zh", "曹操白天渡过黄河。", False),
    ("施法必须念咒。", "zh", "她没有念咒便施法，雾气散开。", True),
])
def test_rules_and_sentences(text, lang, sentence, broken):
    parsed = rule(text, lang)
    named = {"ada"} if "Ada" in sentence else set()
    assert parsed.broken_by(sentence, named, set()) is broken


def test_unreadable_rules_are_kept_but_not_checked():
    assert rule("The moon is made of glass.") is None


@pytest.mark.parametrize("text, allows", [
    ("Ghosts walk among the living.", True), ("The dead do not walk again.", False),
    ("死者不能复生。", False), ("亡魂可以显灵。", True)])
def test_which_rules_let_the_dead_return(text, allows):
    assert allows_the_dead_to_return(text) is allows
