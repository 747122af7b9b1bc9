"""The embedded store and Neo4j side by side on a million-word project, then Neo4j at 10 million facts.

1. The million-word project of `bench.check_speed` (built here with a real
   ingest unless `--source DIR` holds it) is exported once and imported into a
   fresh embedded store and into Neo4j, one atomic write per scene, as an
   ingest writes: facts written per second by each store.
2. `check` of the same 5,000-word draft against each: the graph part
   (store queries and checks) p50 / p95, and the whole report.
3. Neo4j is filled to `--scale` facts with synthetic projects (copies of the
   project's facts under other project names, one transaction each: a
   platform hosting hundreds of novels), and the same check is timed again.

    python -m bench.stores [--source DIR] [--neo4j URL] [--scale 10000000] [--rounds 9] [--write]

Without `--neo4j` a local Neo4j (tools/neo4j_local) is started in a temporary directory.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

from api.service import Loregraph
from bench.check_speed import PROJECT, chapters, percentile
from bench.report import table, write_section
from graph.archive import export_project, import_project
from graph.model import ProjectArchive
from graph.store import StoryStore, UnknownProject, open_store
from tools.neo4j_local import LocalNeo4j

def source_project(source: Path | None, draft_words: int) -> tuple[ProjectArchive, str, str]:
    """The million-word project's archive, the draft, and how the ingest went."""
    planned, words, draft = chapters(1_000_000, draft_words)
    store_dir = source or Path(tempfile.mkdtemp(prefix="loregraph-bench-"))
    lore = Loregraph(open_store(str(store_dir)))
    try:
        lore.store.project(PROJECT)
        ingest = f"reused from {store_dir}"
    except UnknownProject:
        lore.init_project(PROJECT, "en")
        began = time.perf_counter()
        lore.ingest(PROJECT, planned)
        ingest = f"{words:,} words ingested in {(time.perf_counter() - began) / 60:.1f} min (embedded)"
    archive = export_project(lore.store, PROJECT)
    lore.store.close()
    return archive, draft, ingest


def check_times(lore: Loregraph, draft: str, chapter: int, rounds: int) -> tuple[list[float], list[float]]:
    totals, graphs = [], []
    for _ in range(rounds):
        began = time.perf_counter()
        report = lore.check(PROJECT, draft, chapter)
        totals.append((time.perf_counter() - began) * 1000)
        graphs.append(report.timings_ms["graph"])
    return totals, graphs


def fill(store: StoryStore, archive: ProjectArchive, target: int) -> tuple[int, float]:
    """Synthetic projects until the store holds `target` facts: how many were added, in what time.

    Each copy is one project whose facts arrive as one source (one transaction of ~20,000 facts)."""
    facts = [f for s in archive.sources for f in s.facts]
    present = len(facts)
    added, copy, began = 0, 0, time.perf_counter()
    while present + added < target:
        copy += 1
        name = f"{PROJECT}-synthetic-{copy}"
        store.create_project(archive.project.model_copy(update={"name": name}))
        batch = facts[:target - present - added]
        store.write_scene(name, None, batch, archive.entities, source=(1, 1))
        added += len(batch)
        if copy % 25 == 0:
            print(f"  {present + added:,} facts, {time.perf_counter() - began:.0f} s", flush=True)
    return added, time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", type=Path, default=None, help="an embedded store holding the project")
    parser.add_argument("--neo4j", default=None, help="a Neo4j URL (its database should be empty)")
    parser.add_argument("--scale", type=int, default=10_000_000)
    parser.add_argument("--draft-words", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    args = parser.parse_args()
    archive, draft, ingest = source_project(args.source, args.draft_words)
    facts = sum(len(s.facts) for s in archive.sources)
    chapter = max(s.chapter for s in archive.scenes) + 1
    print(f"project: {len(archive.scenes):,} scenes, {facts:,} facts; {ingest}")
    rows = []
    with ExitStack() as stack:
        url = args.neo4j or stack.enter_context(LocalNeo4j(Path(tempfile.mkdtemp(prefix="loregraph-neo4j-")),
                                                           page_cache_mb=4096, heap="4g")).url
        stores = {"embedded": open_store(tempfile.mkdtemp(prefix="loregraph-bench-")), "neo4j": open_store(url)}
        for label, store in stores.items():
            began = time.perf_counter()
            import_project(store, archive)
            seconds = time.perf_counter() - began
            totals, graphs = check_times(Loregraph(store), draft, chapter, args.rounds)
            rows.append([label, f"{facts:,}", f"{seconds:.0f} s", f"{facts / seconds:,.0f}",
                         f"{percentile(graphs, .5):.0f} / {percentile(graphs, .95):.0f} ms",
                         f"{percentile(totals, .5):.0f} / {percentile(totals, .95):.0f} ms"])
            print(rows[-1], flush=True)
        neo4j = stores["neo4j"]
        added, seconds = fill(neo4j, archive, args.scale)
        totals, graphs = check_times(Loregraph(neo4j), draft, chapter, args.rounds)
        rows.append([f"neo4j, {args.scale:,} facts in the database", f"{added:,} synthetic",
                     f"{seconds:.0f} s", f"{added / seconds:,.0f} (one transaction per copy)",
                     f"{percentile(graphs, .5):.0f} / {percentile(graphs, .95):.0f} ms",
                     f"{percentile(totals, .5):.0f} / {percentile(totals, .95):.0f} ms"])
        for store in stores.values():
            store.close()
    markdown = table(["store", "facts written", "write time", "facts/s", "check graph part p50 / p95",
                      "whole check p50 / p95"], rows)
    print(markdown)
    if args.write:
        write_section("stores", "## Embedded store and Neo4j side by side\n\n"
                      "Command: `.venv/bin/python -m bench.stores --write` (one run, both stores on the shared "
                      f"2-core machine; Neo4j 5.26 Community from tools/neo4j-local, 4 GiB heap and page cache). "
                      f"The project: {len(archive.scenes):,} scenes and {facts:,} facts from one million words "
                      f"({ingest}); written by `import` (one transaction per scene, as an ingest writes). "
                      f"Check: a {args.draft_words:,}-word draft, {args.rounds} rounds.\n\n" + markdown)


if __name__ == "__main__":
    main()
