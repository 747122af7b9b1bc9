"""Chinese ingest throughput against bare LAC tagging, side by side in one run.

Takes the first N characters of a Chinese novel from `../shared/data/zh` and
times, in turn, `--rounds` times each: (1) LAC tagging its scenes alone, as
discovery tags them, and (2) the whole `Loregraph.ingest` (splitting,
discovery, patterns, store writes) into a fresh embedded store. Both run in
one process: Chinese ingests do not read ahead in workers (see
`extractors.parsing`). Reports medians and their ratio.

    python -m bench.chinese_throughput [--chars 200000] [--rounds 3] [--novel FILE] [--write]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from bench.report import table, write_section
from bench.throughput import whole_ingest
from extractors.discovery import tag_chinese
from extractors.scenes import split_scenes

DEFAULT_NOVEL = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "zh" / "红楼梦.txt"


def bare_tagging(texts: list[str]) -> float:
    start = time.perf_counter()
    for text in texts:
        tag_chinese(text)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chars", type=int, default=200_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--novel", type=Path, default=DEFAULT_NOVEL)
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    args = parser.parse_args()
    text = args.novel.read_text(encoding="utf-8")[:args.chars]
    scenes = [s.text for s in split_scenes(text)]
    tag_chinese("预热")  # load the tagger once, outside the timings
    tagging, ingest, facts = [], [], set()
    for _ in range(args.rounds):
        tagging.append(bare_tagging(scenes))
        elapsed, stored = whole_ingest(text, 1, "zh")
        ingest.append(elapsed)
        facts.add(stored)
    tag_cps, ingest_cps = len(text) / statistics.median(tagging), len(text) / statistics.median(ingest)
    figures = {"novel": args.novel.name, "characters": len(text), "scenes": len(scenes), "rounds": args.rounds,
               "bare LAC tagging, characters per s": round(tag_cps),
               "ingest, characters per s": round(ingest_cps),
               "ratio, ingest / bare tagging": round(ingest_cps / tag_cps, 2),
               "facts stored (each round)": " / ".join(map(str, sorted(facts))),
               "minutes per million characters": round(1e6 / ingest_cps / 60, 1)}
    print(json.dumps(figures, ensure_ascii=False))
    if args.write:
        write_section("chinese-throughput", "## Chinese ingest throughput against bare LAC\n\n"
                      f"Command: `.venv/bin/python -m bench.chinese_throughput --chars {args.chars} --rounds "
                      f"{args.rounds} --write` (first {len(text):,} characters of *{args.novel.stem}*, {len(scenes)} "
                      "scenes; LAC tagging the scenes alone, then the whole ingest into a fresh embedded store, "
                      "alternated; medians; one process on the shared 2-core machine).\n\n"
                      + table(["measure", "value"], [[k, v] for k, v in figures.items()]))


if __name__ == "__main__":
    main()
