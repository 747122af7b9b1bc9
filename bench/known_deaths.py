"""Deaths a reader remembers: does a project built from the novel as written know who died, and when?

Each file in `bench/deaths/` names a novel from `../shared/data`, the last
chapter to ingest, and deaths we listed from our own reading, each with the
chapter the text tells it in (checked against the text), the names the
novel calls the dead by and, where that chapter names them by none of these,
what it calls them instead (`my mother`, `那妇人`). The novel is ingested chapter by chapter into a
project with no bible, as a writer's would be. For each listed death:

- *known*: some character bearing one of its names has a death fact starting
  in its chapter or the next (a death told one chapter late still guards the
  rest of the book);
- *early*: such a character has a death fact starting before its chapter, read
  with confidence enough to raise errors: a false death that would flag every
  chapter the character still lives in (a guessed one only warns);
- *flagged*: a one-sentence draft after the last chapter in which the dead
  one acts (our own sentence, the first name listed) is reported as
  `dead_character_acts` for the character that name resolves to. This is
  the check a writer runs; it also fails where the death went to a namesake.

The development files are those rules were read against while looking for
misses; the held-out ones were first run after those changes.

    python -m bench.known_deaths [--write] [FILE.yaml ...]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import yaml
from pydantic import BaseModel, ValidationError

from api.service import Loregraph
from bench.report import list_files, novel_chapters, publish, table, two_at_a_time
from graph.bible import parse_bible
from graph.cast import Cast, fold
from graph.checks import guessed
from graph.model import ConflictKind, Fact, FactKind
from graph.store import open_store

HERE = Path(__file__).resolve().parent / "deaths"
DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
ACTING = {"en": "{name} drew a sword and shouted at the guards.", "zh": "{name}拔剑在手，大喝一声。"}


class Death(BaseModel):
    names: list[str]  # the first is the one the acting draft uses
    chapter: int
    called: list[str] = []  # what the telling calls them where it names them by none of `names` (`my mother`)


class Book(BaseModel):
    book: str  # under ../shared/data
    lang: str
    last: int
    held_out: bool
    deaths: list[Death]


class Outcome(BaseModel):
    death: Death
    known: bool
    early: list[int]  # chapters of false deaths before the real one
    flagged: bool


class Result(BaseModel):
    name: str
    book: Book
    outcomes: list[Outcome]


def _bearers(cast: Cast, death: Death) -> set[str]:
    """Every character called by one of the death's names (namesakes included)."""
    wanted = {fold(n) for n in death.names}
    return {e.id for e in cast if wanted & {fold(n) for n in e.names()}}


def _outcome(lore: Loregraph, book: Book, death: Death, cast: Cast, deaths: list[Fact]) -> Outcome:
    bearers = _bearers(cast, death)
    theirs = [f for f in deaths if f.subject in bearers]
    draft = ACTING[book.lang].format(name=death.names[0])
    report = lore.check("book", draft, book.last + 1)
    return Outcome(death=death, known=any(death.chapter <= f.valid_from.chapter <= death.chapter + 1 for f in theirs),
                   early=sorted({f.valid_from.chapter for f in theirs
                                 if f.valid_from.chapter < death.chapter and not guessed(f)}),
                   flagged=any(c.kind == ConflictKind.dead_character_acts and set(c.entities) & bearers
                               for c in report.conflicts))


def load(path: Path) -> Book:
    return Book.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


def run_book(path: Path) -> Result:
    book = load(path)
    chapters = novel_chapters(DATA / book.book, book.last)
    with tempfile.TemporaryDirectory() as tmp:
        lore = Loregraph(open_store(tmp))
        lore.init_project("book", book.lang, parse_bible({}))
        for n in sorted(chapters):
            lore.ingest("book", lore.plan("book", chapters[n], chapter=n))
        deaths = [f for f in lore.store.facts("book", include_closed=True) if f.kind == FactKind.death]
        cast = lore.store.cast("book")
        outcomes = [_outcome(lore, book, d, cast, deaths) for d in book.deaths]
        lore.store.close()
    result = Result(name=path.stem, book=book, outcomes=outcomes)
    print(f"{path.stem}: {sum(o.known for o in outcomes)}/{len(outcomes)} deaths known", flush=True)
    return result


def _row(label: str, outcomes: list[Outcome]) -> list[object]:
    n = len(outcomes)
    known, flagged = sum(o.known for o in outcomes), sum(o.flagged for o in outcomes)
    return [label, n, f"{known} ({known / n:.0%})", f"{flagged} ({flagged / n:.0%})",
            sum(bool(o.early) for o in outcomes)]


def _line(result: Result, outcome: Outcome) -> str:
    death = outcome.death
    what = [] if outcome.known else ["not known"]
    what += [f"dead too early (chapter {', '.join(map(str, outcome.early))})"] if outcome.early else []
    what += [] if outcome.flagged else ["not flagged when acting"]
    return f"{result.name}: {' / '.join(death.names)}, chapter {death.chapter}: {'; '.join(what)}"


def summary(results: list[Result]) -> str:
    rows = []
    for held_out in (False, True):
        part = [r for r in results if r.book.held_out == held_out]
        rows += [_row(f"{r.name} ({'held out' if held_out else 'development'})", r.outcomes) for r in part]
        if part:
            rows.append(_row(f"**all {'held-out' if held_out else 'development'}**",
                             [o for r in part for o in r.outcomes]))
    misses = [_line(r, o) for r in results for o in r.outcomes if not o.known or o.early or not o.flagged]
    return (table(["book", "deaths listed", "known by their chapter", "flagged when the dead act",
                   "dead too early"], rows)
            + "\n\nMisses:\n\n" + ("\n".join(f"- {m}" for m in misses) or "- none"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path, help="death lists (default: all in bench/deaths)")
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    args = parser.parse_args()
    if not DATA.exists():
        parser.exit(2, f"no novels at {DATA}\n")
    files = list_files(parser, args.files, HERE, load, (OSError, yaml.YAMLError, ValidationError))
    publish("deaths", "## Deaths in real novels: known, and flagged when the dead act\n\n"
            "Command: `.venv/bin/python -m bench.known_deaths --write` (lists in `bench/deaths/`, "
            "our own reading of each novel). See the module docstring for the method.\n\n",
            summary(two_at_a_time(run_book, files)), args.write)


if __name__ == "__main__":
    main()
