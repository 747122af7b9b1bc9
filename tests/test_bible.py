import pytest

from graph.bible import BibleError, parse_bible
from tests.conftest import DEMO


def test_demo_bibles_parse():
    for lang in ("en", "zh"):
        bible = parse_bible((DEMO / lang / "bible.yaml").read_text(encoding="utf-8"))
        assert bible.lang == lang and bible.characters and bible.threads


@pytest.mark.parametrize("text, words", [
    ("characters: [", "not valid YAML"),
    ("- just a list", "must be a YAML mapping"),
    ("charactors: []", "charactors"),
    ("facts:\n  - {kind: teleport, subject: A}", "facts.0.kind"),
    ("threads:\n  - {id: x, due: zero}", "threads.0.due"),
])
def test_bad_bibles_say_what_is_wrong(text, words):
    with pytest.raises(BibleError, match=words):
        parse_bible(text)


def test_init_imports_the_bible_and_names_resolve_through_aliases(cli):
    cli("init", "ferry", "--bible", str(DEMO / "en" / "bible.yaml"))
    doc = cli.json("facts", "ferry", "--entity", "the ferryman")
    assert doc["entities"]["cole-marsh"]["aliases"] == ["Cole", "the ferryman"]
    assert any(f["predicate"] == "parent_of" and f["level"] == "premise" for f in doc["facts"])
    rules = [f for f in cli.json("facts", "ferry")["facts"] if f["kind"] == "rule"]
    assert {f["value"] for f in rules} == {"The dead do not walk again.", "Magic needs a spoken incantation."}


def test_init_is_idempotent_and_an_edited_bible_replaces_the_old_facts(cli, tmp_path):
    bible = tmp_path / "b.yaml"
    bible.write_text("characters: [{name: Ada}]\nfacts:\n  - {kind: relation, subject: Ada, predicate: loves, object: Cole}\n")
    first = cli.json("init", "p", "--bible", str(bible))
    assert cli.json("init", "p", "--bible", str(bible)) == first
    assert cli.json("init", "p") == first
    bible.write_text("characters: [{name: Ada}]\nfacts:\n  - {kind: relation, subject: Ada, predicate: hates, object: Cole}\n")
    cli("init", "p", "--bible", str(bible))
    predicates = {f["predicate"] for f in cli.json("facts", "p")["facts"]}
    assert predicates == {"hates"}
