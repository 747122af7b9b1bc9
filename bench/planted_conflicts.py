"""Planted contradictions in real novels: recall per conflict kind, and false errors on unmodified chapters.

Each file in `bench/planted/` names a novel from `../shared/data`, a bible, a
few establishing sentences appended to early chapters, and cases: one
contradicting sentence each, inserted into the middle of the draft chapter.
The project is built from chapters 1..`ingest` (with the establishing
sentences); every case is checked as its own draft. A case is found when the
report has a conflict of its kind naming its entity. Controls: a second
project from the novel as written (same bible, no establishing sentences),
and every chapter from 2 to `draft` checked, unmodified, against the chapters
before it; a control fails when its report has any `error`.

All planted and establishing sentences are the project's own writing, by the
same team that wrote the extraction patterns, so the figures measure the
checker amid real prose more than the extractor's reach over free phrasing.

    python -m bench.planted_conflicts [--write] [FILE.yaml ...]
"""

from __future__ import annotations

import argparse
import tempfile
from collections import defaultdict
from pathlib import Path

import yaml
from pydantic import BaseModel

from api.service import Loregraph
from bench.report import novel_chapters, table, write_section
from graph.bible import parse_bible
from graph.model import ConflictKind, ConflictReport, Severity
from graph.store import open_store

HERE = Path(__file__).resolve().parent / "planted"
DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


class Planted(BaseModel):
    chapter: int | None = None
    kind: ConflictKind | None = None
    entity: str | None = None
    text: str


class Book(BaseModel):
    book: str
    lang: str
    ingest: int
    draft: int
    bible: dict
    establish: list[Planted]
    cases: list[Planted]


def insert_middle(text: str, sentence: str) -> str:
    """The sentence as its own paragraph after the paragraph break nearest the middle."""
    breaks = [i for i in range(len(text)) if text.startswith("\n\n", i)]
    if not breaks:
        return f"{text}\n\n{sentence}"
    at = min(breaks, key=lambda i: abs(i - len(text) // 2))
    return f"{text[:at]}\n\n{sentence}\n\n{text[at:].lstrip()}"


def chapter_texts(book: Book) -> dict[int, str]:
    return novel_chapters(DATA / book.book, book.draft)


def found(report: ConflictReport, kind: ConflictKind, entity: str | None) -> Severity | None:
    hits = [c.severity for c in report.conflicts if c.kind == kind and entity in c.entities]
    return min(hits, key=["error", "warning", "info"].index) if hits else None


def build(lore: Loregraph, project: str, book: Book, texts: dict[int, str]) -> None:
    lore.init_project(project, book.lang, parse_bible(book.bible))
    for n in range(1, book.ingest + 1):
        lore.ingest(project, lore.plan(project, texts[n], chapter=n))


def run_book(path: Path) -> tuple[Book, list[tuple[Planted, Severity | None]], list[tuple[int, ConflictReport]]]:
    """Cases against the story with its establishing sentences; controls against the novel as written."""
    book = Book.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    original = chapter_texts(book)
    planted = dict(original)
    for sentence in book.establish:
        planted[sentence.chapter] = f"{planted[sentence.chapter]}\n\n{sentence.text}"
    with tempfile.TemporaryDirectory() as tmp:
        lore = Loregraph(open_store(tmp))
        build(lore, "planted", book, planted)
        cast = lore.store.cast("planted")
        results = []
        for case in book.cases:
            report = lore.check("planted", insert_middle(planted[book.draft], case.text), book.draft)
            results.append((case, found(report, case.kind, cast.find(case.entity) or case.entity)))
        build(lore, "original", book, original)
        controls = [(n, lore.check("original", original[n], n)) for n in range(2, book.draft + 1)]
        lore.store.close()
    return book, results, controls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    args = parser.parse_args()
    files = args.files or sorted(HERE.glob("*.yaml"))
    per_kind: dict[tuple[str, str], list[bool]] = defaultdict(list)
    missed, control_rows, failed_controls, n_controls = [], [], 0, 0
    for path in files:
        book, results, controls = run_book(path)
        for case, severity in results:
            per_kind[case.kind.value, book.lang].append(severity is not None)
            if severity is None:
                missed.append(f"{path.stem}: {case.kind.value}: “{case.text}”")
        failed_here = 0
        for n, report in controls:
            errors = [c for c in report.conflicts if c.severity == Severity.error]
            failed_here += bool(errors)
            for c in errors:
                control_rows.append(f"{path.stem} chapter {n}: {c.kind.value}: {c.message} "
                                    f"(“{c.draft_evidence.quote[:90]}”)")
        failed_controls += failed_here
        n_controls += len(controls)
        print(f"{path.stem}: {sum(s is not None for _, s in results)}/{len(results)} found, "
              f"{failed_here}/{len(controls)} controls with an error", flush=True)
    rows = []
    for kind in ConflictKind:
        en, zh = per_kind.get((kind.value, "en"), []), per_kind.get((kind.value, "zh"), [])
        both = en + zh
        rows.append([kind.value, *(f"{sum(x)}/{len(x)}" for x in (en, zh)),
                     f"{sum(both) / len(both):.2f}" if both else "-"])
    cases = [x for v in per_kind.values() for x in v]
    rows.append(["all", "", "", f"{sum(cases) / len(cases):.2f} ({sum(cases)}/{len(cases)})"])
    markdown = (table(["conflict kind", "found (en)", "found (zh)", "recall"], rows)
                + f"\n\nUnmodified chapters with no `error`: {n_controls - failed_controls}/{n_controls} "
                f"({(n_controls - failed_controls) / n_controls:.0%}).\n\n"
                + "Missed cases:\n\n" + ("\n".join(f"- {m}" for m in missed) or "- none")
                + "\n\nErrors on unmodified chapters:\n\n" + ("\n".join(f"- {r}" for r in control_rows) or "- none"))
    print(markdown)
    if args.write:
        write_section("planted", "## Planted contradictions in real novels\n\n"
                      "Command: `.venv/bin/python -m bench.planted_conflicts --write` (cases in `bench/planted/`: "
                      + ", ".join(p.stem for p in files) + "). See the module docstring for the method; the "
                      "planted sentences are our own writing, so read recall as the checker's, amid real prose.\n\n"
                      + markdown)


if __name__ == "__main__":
    main()
