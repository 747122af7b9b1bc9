"""Ingest throughput against bare spaCy, side by side in one run.

Takes the first N words of a real novel from `../shared/data` and times, in
turn, `--rounds` times each: (1) bare `nlp.pipe` over its scenes with the same
model in one process, (2) parsing alone in the worker processes an ingest
reads ahead with (`extractors.parsing`), (3) the whole `Loregraph.ingest`
(splitting, discovery, patterns, store writes) into a fresh embedded store in
one process, and (4) the same ingest reading ahead. Reports medians and the
ratios of ingest to bare parsing.

    python -m bench.throughput [--words 200000] [--rounds 3] [--novel FILE] [--write]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections import deque
from contextlib import closing
from pathlib import Path

from api.service import Loregraph
from bench.report import table, write_section
from extractors.parsing import ReadAhead, default_processes, english_pipeline
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


def bare_pipe(texts: list[str], processes: int) -> float:
    """Parsing alone: `nlp.pipe` in this process, or the workers an ingest reads ahead with."""
    start = time.perf_counter()
    if processes == 1:
        deque(english_pipeline().pipe(texts, batch_size=16), maxlen=0)
    else:
        with closing(ReadAhead(texts, processes)) as ahead:  # its workers stopped however the parsing ends
            deque(ahead.docs(texts), maxlen=0)
    return time.perf_counter() - start


def whole_ingest(text: str, processes: int, lang: str = "en") -> tuple[float, int]:
    with tempfile.TemporaryDirectory() as tmp:
        lore = Loregraph(open_store(tmp), parse_processes=processes)
        lore.init_project("bench", lang)
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
    workers = max(default_processes(), 2)
    english_pipeline()  # load once, outside the timings
    times: dict[str, list[float]] = {"pipe 1": [], f"pipe {workers}": [], "ingest 1": [], f"ingest {workers}": []}
    facts: dict[int, int] = {}
    for _ in range(args.rounds):
        for processes in (1, workers):
            times[f"pipe {processes}"].append(bare_pipe(scenes, processes))
            elapsed, facts[processes] = whole_ingest(text, processes)
            times[f"ingest {processes}"].append(elapsed)
    wps = {k: words / statistics.median(v) for k, v in times.items()}
    figures = {"novel": args.novel.name, "words": words, "scenes": len(scenes), "rounds": args.rounds,
               "worker processes": workers,
               "bare pipe words per s, one process": round(wps["pipe 1"]),
               f"bare pipe words per s, {workers} processes": round(wps[f"pipe {workers}"]),
               "ingest words per s, one process": round(wps["ingest 1"]),
               f"ingest words per s, reading ahead in {workers}": round(wps[f"ingest {workers}"]),
               "ratio, ingest reading ahead / bare pipe in one process":
                   round(wps[f"ingest {workers}"] / wps["pipe 1"], 2),
               f"ratio, ingest reading ahead / bare pipe in {workers}":
                   round(wps[f"ingest {workers}"] / wps[f"pipe {workers}"], 2),
               "ratio, ingest / bare pipe, both in one process": round(wps["ingest 1"] / wps["pipe 1"], 2),
               "facts stored, one process / reading ahead": f"{facts[1]} / {facts[workers]}",
               "minutes per million words, reading ahead": round(1e6 / wps[f"ingest {workers}"] / 60, 1)}
    print(json.dumps(figures))
    if args.write:
        write_section("throughput", "## Ingest throughput against bare spaCy\n\n"
                      f"Command: `.venv/bin/python -m bench.throughput --words {args.words} --rounds {args.rounds} "
                      f"--write` (first {words:,} words of *{args.novel.stem}*, {len(scenes)} scenes; bare "
                      "`nlp.pipe` over the same scenes with the same model, then the whole ingest into a fresh "
                      "embedded store, each in one process and with worker processes parsing, alternated; "
                      "medians; the shared 2-core machine).\n\n"
                      + table(["measure", "value"], [[k, v] for k, v in figures.items()]))


if __name__ == "__main__":
    main()
