"""Ingest throughput against bare spaCy, side by side in one run.

Takes the first N words of a real novel from `../shared/data`, times
(1) bare `nlp.pipe` over its scenes with the same model, and (2) the whole
`Loregraph.ingest` (splitting, discovery, patterns, store writes) into a fresh
embedded store, alternating the two `--rounds` times; reports medians and
their ratio.

    python -m bench.throughput [--words 200000] [--rounds 3] [--novel FILE] [--write]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from api.service import Loregraph
from bench.report import table, write_section
from extractors.discovery import english_pipeline
from extractors.scenes import split_scenes
from graph.store import open_store

ORIGINALS = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "litbank" / "original"
DEFAULT_NOVEL = "1023_bleak_house.txt"


def first_words(path: Path, words: int) -> str:
    lines, count = [], 0
    for line in path.read_text(encoding="utf-8").splitlines():
        lines.append(line)
        count += len(line.split())
        if count >= words:
            break
    return "\n".join(lines)


def bare_pipe(texts: list[str]) -> float:
    start = time.perf_counter()
    for _ in english_pipeline().pipe(texts, batch_size=16):
        pass
    return time.perf_counter() - start


def whole_ingest(text: str) -> tuple[float, int]:
    with tempfile.TemporaryDirectory() as tmp:
        lore = Loregraph(open_store(tmp))
        lore.init_project("bench", "en")
        start = time.perf_counter()
        result = lore.ingest("bench", lore.plan("bench", text))
        elapsed = time.perf_counter() - start
        lore.store.close()
    return elapsed, result.facts_stored


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--words", type=int, default=200_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--novel", type=Path, default=ORIGINALS / DEFAULT_NOVEL)
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    args = parser.parse_args()
    text = first_words(args.novel, args.words)
    words = len(text.split())
    scenes = [s.text for s in split_scenes(text)]
    english_pipeline()  # load once, outside the timings
    pipe_times, ingest_times, facts = [], [], 0
    for _ in range(args.rounds):
        pipe_times.append(bare_pipe(scenes))
        elapsed, facts = whole_ingest(text)
        ingest_times.append(elapsed)
    pipe_wps = words / statistics.median(pipe_times)
    ingest_wps = words / statistics.median(ingest_times)
    figures = {"novel": args.novel.name, "words": words, "scenes": len(scenes), "rounds": args.rounds,
               "bare_pipe_words_per_s": round(pipe_wps), "ingest_words_per_s": round(ingest_wps),
               "ratio": round(ingest_wps / pipe_wps, 2), "facts": facts,
               "minutes_per_million_words": round(1e6 / ingest_wps / 60, 1)}
    print(json.dumps(figures))
    if args.write:
        write_section("throughput", "## Ingest throughput against bare spaCy\n\n"
                      f"Command: `.venv/bin/python -m bench.throughput --words {args.words} --rounds {args.rounds} "
                      f"--write` (first {words:,} words of *{args.novel.stem}*, {len(scenes)} scenes; bare "
                      "`nlp.pipe` over the same scenes with the same model, then the whole ingest into a fresh "
                      "embedded store, alternated; medians; one process on the shared 2-core machine).\n\n"
                      + table(["measure", "value"], [[k.replace("_", " "), v] for k, v in figures.items()]))


if __name__ == "__main__":
    main()
