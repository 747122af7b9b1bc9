"""Errors on real novels as they were written: the false alarms a writer would see.

Each book below is ingested chapter by chapter into a project with no bible
(every name comes from discovery), and each chapter from `first` to `last`
is checked, unmodified, against the chapters before it, then ingested. The
novels are taken to be consistent, so every `error` counts as a false alarm
(a real slip of the author's would count against us too); warnings are
counted, not listed. The development books are the chapters the rules were
read against while looking for false alarms; the held-out ones were first
run after those changes. Two books run at a time.

    python -m bench.quiet_chapters [--write] [--books NAME ...]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from pydantic import BaseModel

from api.service import Loregraph
from bench.report import novel_chapters, publish, table, two_at_a_time
from graph.bible import parse_bible
from graph.model import Severity
from graph.store import open_store

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


class Book(BaseModel):
    name: str
    path: str  # under ../shared/data
    first: int  # the first chapter checked; the ones before it are only ingested
    last: int
    held_out: bool


LITBANK = "litbank/original/"
BOOKS = [Book(name=name, path=path, first=first, last=last, held_out=held_out)
         for name, path, first, last, held_out in [
             ("三国演义 2-40", "zh/三国演义.txt", 2, 40, False),
             ("水浒传 2-32", "zh/水浒传.txt", 2, 32, False),
             ("红楼梦 2-40", "zh/红楼梦.txt", 2, 40, False),
             ("Treasure Island", LITBANK + "120_treasure_island.txt", 2, 34, False),
             ("Pride and Prejudice", LITBANK + "1342_pride_and_prejudice.txt", 2, 61, False),
             ("Great Expectations", LITBANK + "1400_great_expectations.txt", 2, 59, False),
             ("Jane Eyre", LITBANK + "1260_jane_eyre_an_autobiography.txt", 2, 38, False),
             ("Huckleberry Finn", LITBANK + "76_adventures_of_huckleberry_finn.txt", 2, 42, False),
             ("Little Women", LITBANK + "514_little_women.txt", 2, 20, False),
             # first run in the thirtieth session, rules then written from their errors
             ("三国演义 81-120", "zh/三国演义.txt", 81, 120, False),
             ("水浒传 61-100", "zh/水浒传.txt", 61, 100, False),
             ("西游记 41-80", "zh/西游记.txt", 41, 80, False),
             ("Dracula", LITBANK + "345_dracula.txt", 2, 27, False),
             ("Oliver Twist", LITBANK + "730_oliver_twist.txt", 2, 53, False),
             ("The Scarlet Pimpernel", LITBANK + "60_the_scarlet_pimpernel.txt", 2, 31, False),
             ("Tarzan of the Apes", LITBANK + "78_tarzan_of_the_apes.txt", 2, 28, False),
             ("Far from the Madding Crowd", LITBANK + "27_far_from_the_madding_crowd.txt", 2, 57, False),
             ("西游记 2-40", "zh/西游记.txt", 2, 40, True),
             ("三国演义 42-80", "zh/三国演义.txt", 42, 80, True),
             ("水浒传 33-60", "zh/水浒传.txt", 33, 60, True),
             ("红楼梦 41-80", "zh/红楼梦.txt", 41, 80, True),
             ("Wuthering Heights", LITBANK + "768_wuthering_heights.txt", 2, 34, True),
             ("King Solomon's Mines", LITBANK + "2166_king_solomons_mines.txt", 2, 20, True),
             ("Persuasion", LITBANK + "105_persuasion.txt", 2, 24, True),
             ("The Secret Adversary", LITBANK + "1155_the_secret_adversary.txt", 2, 28, True)]]


class Result(BaseModel):
    book: Book
    checked: int = 0
    failed: int = 0  # chapters with at least one error
    warnings: int = 0
    errors: list[str] = []


def run_book(book: Book) -> Result:
    lang = "zh" if book.path.startswith("zh/") else "en"
    chapters = novel_chapters(DATA / book.path, book.last)
    result = Result(book=book)
    with tempfile.TemporaryDirectory() as tmp:
        lore = Loregraph(open_store(tmp))
        lore.init_project("book", lang, parse_bible({}))
        for n in sorted(chapters):
            if n >= book.first:
                report = lore.check("book", chapters[n], n)
                errors = [c for c in report.conflicts if c.severity == Severity.error]
                result.checked += 1
                result.failed += bool(errors)
                result.warnings += sum(c.severity == Severity.warning for c in report.conflicts)
                result.errors += [f"{book.name}, chapter {n}: {c.message} (“{c.draft_evidence.quote[:80]}”)"
                                  for c in errors]
            lore.ingest("book", lore.plan("book", chapters[n], chapter=n))
        lore.store.close()
    print(f"{book.name}: {result.failed}/{result.checked} chapters with an error", flush=True)
    return result


def summary(results: list[Result]) -> str:
    rows = [[r.book.name, "held out" if r.book.held_out else "development", r.checked,
             r.checked - r.failed, len(r.errors), r.warnings] for r in results]
    for held_out in (False, True):
        part = [r for r in results if r.book.held_out == held_out]
        if part:
            checked, failed = sum(r.checked for r in part), sum(r.failed for r in part)
            rows.append([f"**all {'held-out' if held_out else 'development'}**", "", checked,
                         f"{checked - failed} ({(checked - failed) / checked:.0%})",
                         sum(len(r.errors) for r in part), sum(r.warnings for r in part)])
    errors = [e for r in results for e in r.errors]
    return (table(["book", "set", "chapters checked", "with no error", "errors", "warnings"], rows)
            + "\n\nErrors (each a false alarm):\n\n" + ("\n".join(f"- {e}" for e in errors) or "- none"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--books", nargs="*", help="names of books to run (default: all)")
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    args = parser.parse_args()
    if not DATA.exists():
        parser.exit(2, f"no novels at {DATA}\n")
    if unknown := set(args.books or ()) - {b.name for b in BOOKS}:
        parser.error(f"no such book: {', '.join(sorted(unknown))} (books: {', '.join(b.name for b in BOOKS)})")
    books = [b for b in BOOKS if not args.books or b.name in args.books]
    publish("quiet", "## Real novels as written: false alarms\n\n"
            "Command: `.venv/bin/python -m bench.quiet_chapters --write`. Each chapter is checked, "
            "unmodified, against the chapters before it, in a project with no bible; every error is "
            "a false alarm. See the module docstring for the method.\n\n",
            summary(two_at_a_time(run_book, books)), args.write)


if __name__ == "__main__":
    main()
