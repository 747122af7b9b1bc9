"""A million-word ingest, then conflict reports for a 5,000-word draft against it.

Novels from `../shared/data/litbank/original` are ingested chapter after
chapter (renumbered so they follow each other) until the project holds
`--words` words; the chapters that come next make the draft. Reports the
measured ingest rate, then `check` latency over `--rounds` runs: the whole
report, and its graph part (store queries and checks, without extraction).

    python -m bench.check_speed [--words 1000000] [--draft-words 5000] [--rounds 9] [--store DIR] [--write]

With `--store DIR` an existing project of the right size is reused (no ingest).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from api.service import Loregraph, Plan
from bench.report import table, write_section
from extractors.scenes import scenes_of_chapter, split_manuscript
from graph.store import UnknownProject, open_store

ORIGINALS = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "litbank" / "original"
NOVELS = ["1023_bleak_house.txt", "766_david_copperfield.txt", "145_middlemarch.txt", "599_vanity_fair.txt"]
PROJECT = "million"


def chapters(words: int, draft_words: int) -> tuple[Plan, int, str]:
    """Scenes of the project's chapters (renumbered), how many words they hold, and the draft's text."""
    planned, draft, total, number = [], [], 0, 0
    for novel in NOVELS:
        for chapter in split_manuscript((ORIGINALS / novel).read_text(encoding="utf-8")).chapters:
            size = sum(len(line.split()) for line in chapter.lines)
            if total < words:
                number += 1
                chapter.number = number
                planned.append(scenes_of_chapter(chapter))
                total += size
            else:
                for line in chapter.lines:  # the next chapter(s), cut at the draft's size
                    draft.append(line)
                    if sum(len(t.split()) for t in draft) >= draft_words:
                        return Plan(planned), total, "\n".join(draft)
    raise SystemExit("not enough text in the novels for that many words")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--words", type=int, default=1_000_000)
    parser.add_argument("--draft-words", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--store", type=Path, default=None)
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    args = parser.parse_args()
    planned, words, draft = chapters(args.words, args.draft_words)
    store_dir = args.store or Path(tempfile.mkdtemp(prefix="loregraph-bench-"))
    lore = Loregraph(open_store(str(store_dir)))
    ingest_s = None
    try:
        existing = lore.summary(PROJECT).chapters
    except UnknownProject:
        existing = 0
    if existing != len(planned.chapters):
        lore.init_project(PROJECT, "en")
        began = time.perf_counter()
        result = lore.ingest(PROJECT, planned)
        ingest_s = time.perf_counter() - began
        print(f"ingested {words} words in {ingest_s:.0f} s: {result.facts_stored} facts")
    summary = lore.summary(PROJECT)
    next_chapter = len(planned.chapters) + 1
    totals, graphs, reports = [], [], []
    for _ in range(args.rounds):
        began = time.perf_counter()
        report = lore.check(PROJECT, draft, next_chapter)
        totals.append((time.perf_counter() - began) * 1000)
        graphs.append(report.timings_ms["graph"])
        reports.append(report)
    rows = [["project", f"{words:,} words, {summary.chapters} chapters, {summary.facts:,} facts"],
            ["draft", f"{len(draft.split()):,} words, {reports[-1].facts_extracted} facts, "
                      f"{len(reports[-1].conflicts)} conflicts"]]
    if ingest_s:
        rows += [["whole ingest, measured", f"{ingest_s / 60:.1f} min ({words / ingest_s:,.0f} words/s)"]]
    rows += [["check p50 / p95, whole report", f"{percentile(totals, .5):.0f} ms / {percentile(totals, .95):.0f} ms"],
             ["check p50 / p95, graph part", f"{percentile(graphs, .5):.1f} ms / {percentile(graphs, .95):.1f} ms"],
             ["rounds", args.rounds]]
    markdown = table(["measure", "value"], rows)
    print(markdown)
    if args.write:
        write_section("check-speed", "## Check speed on a million-word project\n\n"
                      "Command: `.venv/bin/python -m bench.check_speed --write` (novels: "
                      + ", ".join(NOVELS[:3]) + "; embedded store; the ingest parsing ahead in its default worker "
                      "processes, checks in one process, on the shared 2-core machine).\n\n"
                      + markdown)
    lore.store.close()


if __name__ == "__main__":
    main()
