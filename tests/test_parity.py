"""Parity: the embedded store and Neo4j give the same answer to every command.

Both demo novels go into both stores through the CLI; every read command's
JSON document must then be identical (timestamps aside), before and after a
retcon, and a project exported from one store and imported into the other
must answer as the original does.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from api.cli import app
from tests.conftest import DEMO, Cli, load_demo, running_server

STAMPS = {"recorded_at", "checked_at", "created_at", "timings_ms"}
RETCON = ("Chapter 3\n\nKallen Vey walked the river path with Otto Brand. Cole Marsh lived, and "
          "gave Kallen the brass compass at the ferry landing.\n")


def _without(document, keys: set[str]):
    """A document without the given keys at any depth."""
    if isinstance(document, dict):
        return {k: _without(v, keys) for k, v in document.items() if k not in keys}
    if isinstance(document, list):
        return [_without(v, keys) for v in document]
    return document


def _unstamped(document):
    """A document without the times at which (and how fast) things were written: no two runs share them."""
    return _without(document, STAMPS)


def _answers(cli: Cli, project: str, names: list[str], draft: Path, revisions: bool = True) -> dict:
    """Every read command's document for one project."""
    checked = cli.runner.invoke(app, ["check", project, str(draft), "--json", "--store", str(cli.store_dir)])
    assert checked.exit_code in (0, 1), checked.output
    documents = {
        "facts": cli.json("facts", project),
        "facts all positions": [cli.json("facts", project, "--as-of", at) for at in ("1", "2:2", "3", "5:1", "8")],
        "entity": [cli.json("facts", project, "--entity", n) for n in names],
        "timeline": [cli.json("timeline", project, n) for n in names],
        "pair": cli.json("timeline", project, *names[:2]),
        "tension": cli.json("tension", project),
        "threads": cli.json("threads", project),
        "check": json.loads(checked.stdout),
    }
    # an import restarts revisions at 1
    return _without(documents, STAMPS if revisions else STAMPS | {"revision"})


@pytest.fixture
def both(store_dir: Path, neo4j_url: str) -> tuple[Cli, Cli]:
    return Cli(store_dir), Cli(neo4j_url)  # type: ignore[arg-type]


@pytest.mark.parametrize("project,lang,names", [("ferry", "en", ["Kallen", "Otto", "Cole"]),
                                                ("qingfeng", "zh", ["林枫", "苏晴", "赵无极"])])
def test_every_command_answers_alike_on_both_stores(both, tmp_path, project, lang, names):
    embedded, neo4j = both
    draft = next((DEMO / lang).glob("draft-*.txt"))
    for cli in both:
        load_demo(cli, project, lang)
    assert _answers(embedded, project, names, draft) == _answers(neo4j, project, names, draft)
    if lang == "en":  # a retcon re-derives the same way on both
        chapter = tmp_path / "03.txt"
        chapter.write_text(RETCON, encoding="utf-8")
        for cli in both:
            cli("ingest", project, str(chapter))
        assert _answers(embedded, project, names, draft) == _answers(neo4j, project, names, draft)


def test_a_project_moves_from_the_embedded_store_to_neo4j_and_back(both, tmp_path):
    embedded, neo4j = both
    load_demo(embedded, "ferry", "en")
    draft = DEMO / "en" / "draft-09.txt"
    conflict = embedded.json("check", "ferry", str(draft), code=1)["conflicts"][0]["id"]
    embedded("waive", "ferry", conflict, "--reason", "meant to be")
    names = ["Kallen", "Otto", "Cole"]
    archive = tmp_path / "ferry.json"
    embedded("export", "ferry", str(archive))
    assert neo4j.json("import", str(archive))["facts"] > 100
    assert _answers(embedded, "ferry", names, draft, False) == _answers(neo4j, "ferry", names, draft, False)
    neo4j("import", str(archive), code=2)  # never over an existing project
    back = tmp_path / "back.json"
    neo4j("export", "ferry", str(back))
    third = Cli(tmp_path / "third")
    third("import", str(back))
    assert _answers(embedded, "ferry", names, draft, False) == _answers(third, "ferry", names, draft, False)


def test_the_http_api_serves_a_neo4j_project(both):
    embedded, neo4j = both
    for cli in both:
        load_demo(cli, "ferry", "en")
    with running_server(neo4j.store_dir) as client:
        answer = client.get("/projects/ferry/facts", params={"as_of": "3", "entity": "Kallen"})
        assert answer.status_code == 200
        assert _unstamped(answer.json()) == _unstamped(embedded.json("facts", "ferry", "--as-of", "3",
                                                                     "--entity", "Kallen"))
        draft = (DEMO / "en" / "draft-09.txt").read_text(encoding="utf-8")
        report = client.post("/projects/ferry/check", json={"text": draft}).json()
        assert {c["kind"] for c in report["conflicts"]} >= {"dead_character_acts"}
        assert client.get("/projects/nobody/facts").status_code == 404
