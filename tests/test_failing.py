"""The one a scene showed failing: "the dying man" is them, and a "he died" naming nobody most likely them."""

import pytest

from tests.test_rules import scene_facts


def deaths(text: str) -> list[tuple[str, float]]:
    return [(f.subject, f.confidence) for f in scene_facts(text) if f.kind.value == "death"]


@pytest.mark.parametrize("text", [
    "Otto lay dying in the inn. Cole came in and sat by the bed. At dawn he died.",
    "Otto was badly wounded. Cole came in and sat by the bed. He breathed his last at dawn.",
    "Otto had been ill all winter. Cole came in and sat by the bed. At dawn he died.",
    "Otto lay at death's door. Cole came in and sat by the bed. At dawn he died.",
    "Otto grew weaker. Cole came in and sat by the bed. At dawn he died.",
    'Cole sat by Otto\'s sick-bed. "I am sorry," said Cole. At dawn he died.',
])
def test_a_death_naming_nobody_is_the_one_shown_failing_a_guess(text):
    assert deaths(text) == [("otto", 0.5)]


@pytest.mark.parametrize("text, dead", [
    ("Otto sat by the fire. Cole came in. At dawn he died.", "cole-marsh"),  # nobody shown failing
    ("Ada lay dying. Cole came in. At dawn he died.", "cole-marsh"),  # she cannot be "he"
    ("Otto lay dying. Cole was shot in the street, and he died.", "cole-marsh"),  # named in the sentence
    ("Otto was badly wounded. After a month Otto was well again. Cole came in. At dawn he died.", "cole-marsh"),
    ("Otto lay dying. By noon Otto was out of danger. Cole came in. At dawn he died.", "cole-marsh"),
    ("Cole sat down. He was very ill. Otto came in. At dawn he died.", "otto"),  # shown by a pronoun: a guess
])
def test_one_named_in_the_sentence_or_no_one_failing_of_the_gender_leaves_the_last_subject(text, dead):
    assert [subject for subject, _ in deaths(text)] == [dead]


def test_one_dead_is_failing_no_more():
    assert deaths("Otto lay dying. At noon Otto died. Cole came in. At dawn he died.") == [
        ("otto", 0.8), ("cole-marsh", 0.5)]


def test_the_dying_man_is_the_one_shown_failing():
    text = "Otto was mortally wounded. Cole knelt by him. The dying man spoke to Ada."
    acting = {f.subject for f in scene_facts(text) if f.kind.value == "presence" and "spoke" in f.evidence.quote}
    assert acting == {"otto"}


def test_an_epithet_with_no_one_failing_is_nobody():
    acting = {f.subject for f in scene_facts("Cole knelt. The dying man spoke to Ada.")
              if f.kind.value == "presence" and "spoke" in f.evidence.quote}
    assert acting == set()


@pytest.mark.parametrize("text", [
    'Otto lay on the floor in a pool of blood. Cole knelt by him. "The poor fellow is dead," said Ada.',
    "When Ada came to Otto's room she found him lying on his side in a pool of blood. Cole came in. The poor man "
    "died at dawn.",
])
def test_one_pitied_is_the_one_lying_in_his_blood(text):
    assert [subject for subject, _ in deaths(text)] == ["otto"]


def test_one_pitied_with_no_one_failing_is_nobody():
    assert deaths("Otto sat by the fire. Cole came in. The poor fellow was dead.") == []
