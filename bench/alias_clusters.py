"""Aliases found with no bible: do the names a novel calls one person by end up as one character?

Each file in `bench/aliases/` names a novel, how many chapters to read, and
its people, each as the list of names the text calls them by. The chapters
are ingested into a project with no bible, as `loregraph ingest` would, and
the cast it ends with is compared with the lists.

How the lists were written (the rules an annotator follows):
- a person's full name, given or short name, courtesy name (`字`), dharma or
  Taoist name, nickname and epithet (`及时雨`, `豹子头`), and a surname with
  a title or office the narration uses as their name (`Mr. Jaggers`,
  `关公`, `鲁提辖`);
- not what only kin or a master call them (`林妹妹`, `老太太`, "Father"),
  and no name two people of the chapters read share (`Miss Bennet`,
  `Catherine` in Pride and Prejudice);
- people with one name are listed too: they may be merged into someone else.

Only names the chapters use at least twice on their own (not inside a longer
name of the lists: `Collins` in `Mr. Collins`) are scored. Every pair of them is
one of: the same person and the same character (right), the same person
split into two characters or not found as a character at all (a miss), or two
people merged into one character (a false merge). Precision is right / (right
+ false merges), recall is right / (right + misses).

    python -m bench.alias_clusters [--write] [--show] [FILE.yaml ...]
"""

from __future__ import annotations

import argparse
import re
import tempfile
from itertools import combinations
from pathlib import Path

import yaml
from pydantic import BaseModel, ValidationError

from api.service import Loregraph
from bench.report import list_files, novel_chapters, table, two_at_a_time, write_section
from graph.bible import parse_bible
from graph.cast import Cast
from graph.model import EntityKind
from graph.store import open_store

HERE = Path(__file__).resolve().parent / "aliases"
DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
USED_ENOUGH = 2  # how often the chapters must use a name for it to be scored


class AliasBook(BaseModel):
    book: str  # under ../shared/data
    chapters: int  # chapters 1..chapters are read
    held_out: bool
    people: list[list[str]]  # each person's names


class Pair(BaseModel):
    a: str
    b: str
    a_is: str | None  # the character each name resolves to in the cast, if any
    b_is: str | None


class BookResult(BaseModel):
    name: str
    held_out: bool
    names: int = 0  # gold names the chapters use enough
    found: int = 0  # of them, names of a character in the cast
    right: list[Pair] = []
    missed: list[Pair] = []
    merged: list[Pair] = []


class AliasListError(Exception):
    """An alias list unreadable or malformed: a fault of the list, not of the extractor."""


def load(path: Path) -> AliasBook:
    try:
        return AliasBook.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except (OSError, UnicodeDecodeError, yaml.YAMLError, ValidationError) as error:
        raise AliasListError(f"{path}: not an alias list: {error}") from None


def _pattern(name: str, spaced: bool) -> str:
    body = r"\s+".join(map(re.escape, name.split()))
    return rf"(?<!\w){body}(?!\w)" if spaced else body


def uses(text: str, names: list[str], spaced: bool) -> dict[str, int]:
    """How often `text` uses each name on its own, not as part of a longer one (`Collins` in `Mr. Collins`,
    `云长` in `关云长`), as whole words where the language spaces them."""
    counts = {}
    for name in sorted(names, key=len, reverse=True):
        text, counts[name] = re.subn(_pattern(name, spaced), "\0", text)  # masked: not counted again
    return counts


def character(cast: Cast, name: str) -> str | None:
    ident = cast.find(name)
    return ident if ident and cast.by_id[ident].kind == EntityKind.character else None


def run_book(path: Path) -> BookResult:
    gold = load(path)
    lang = "zh" if gold.book.startswith("zh/") else "en"
    chapters = novel_chapters(DATA / gold.book, gold.chapters)
    with tempfile.TemporaryDirectory() as tmp:
        lore = Loregraph(open_store(tmp))
        lore.init_project("book", lang, parse_bible({}))
        for n in sorted(chapters):
            lore.ingest("book", lore.plan("book", chapters[n], chapter=n))
        cast = lore.store.cast("book")
        lore.store.close()
    text = "\n".join(chapters.values())
    person = {name: i for i, names in enumerate(gold.people) for name in names}
    scored = sorted(n for n, count in uses(text, list(person), lang == "en").items() if count >= USED_ENOUGH)
    result = BookResult(name=path.stem, held_out=gold.held_out, names=len(scored),
                        found=sum(character(cast, n) is not None for n in scored))
    for a, b in combinations(scored, 2):
        pair = Pair(a=a, b=b, a_is=character(cast, a), b_is=character(cast, b))
        one = pair.a_is is not None and pair.a_is == pair.b_is
        if person[a] == person[b]:
            (result.right if one else result.missed).append(pair)
        elif one:
            result.merged.append(pair)
    print(f"{path.stem}: {len(result.right)} of {len(result.right) + len(result.missed)} pairs, "
          f"{len(result.merged)} false merges", flush=True)
    return result


def ratio(a: int, b: int) -> str:
    return f"{a / b:.2f} ({a}/{b})" if b else f"- ({a}/{b})"


def markdown(results: list[BookResult]) -> str:
    rows = []
    for held_out in (False, True):
        part = [r for r in results if r.held_out == held_out]
        for r in part:
            rows.append([r.name, "held out" if held_out else "development", f"{r.found}/{r.names}",
                         ratio(len(r.right), len(r.right) + len(r.merged)),
                         ratio(len(r.right), len(r.right) + len(r.missed)), len(r.merged)])
        if part:
            right, missed = sum(len(r.right) for r in part), sum(len(r.missed) for r in part)
            merged = sum(len(r.merged) for r in part)
            rows.append([f"**all {'held-out' if held_out else 'development'}**", "",
                         f"{sum(r.found for r in part)}/{sum(r.names for r in part)}",
                         ratio(right, right + merged), ratio(right, right + missed), merged])
    return table(["book", "set", "names found as characters", "pair precision", "pair recall", "false merges"],
                 rows)


def show(results: list[BookResult]) -> str:
    lines = []
    for r in results:
        lines += [f"{r.name}: false merge {p.a} + {p.b} ({p.a_is})" for p in r.merged]
        lines += [f"{r.name}: missed {p.a} ({p.a_is}) + {p.b} ({p.b_is})" for p in r.missed]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path, help="alias lists (default: all in bench/aliases)")
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    parser.add_argument("--show", action="store_true", help="list every miss and false merge")
    args = parser.parse_args()
    if not DATA.exists():
        parser.exit(2, f"no novels at {DATA}\n")
    paths = list_files(parser, args.files, HERE, load, (AliasListError,))
    results = two_at_a_time(run_book, paths)
    report = markdown(results)
    print(report)
    if args.show:
        print(show(results))
    if args.write:
        write_section("aliases", "## Aliases found with no bible\n\n"
                      "Command: `.venv/bin/python -m bench.alias_clusters --write` (`--show` lists every miss "
                      "and false merge). Each novel's first chapters are ingested with no bible; every pair of "
                      "names from `bench/aliases/` that the chapters use at least twice is scored: the same "
                      "person as one character is right, as two (or not found) a miss, two people as one a "
                      "false merge. See the module docstring for how the lists were written.\n\n" + report)


if __name__ == "__main__":
    main()
