"""What the benches share: a novel's chapters, list files loaded up front, running two at a time, and
writing a bench's results into its own section of BENCHMARKS.md.

Each section sits between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`;
a rerun replaces it and leaves the rest of the file alone.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from extractors.scenes import split_manuscript

BENCHMARKS = Path(__file__).resolve().parents[1] / "BENCHMARKS.md"


def write_section(name: str, markdown: str, path: Path = BENCHMARKS) -> None:
    begin, end = f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"
    block = f"{begin}\n{markdown.strip()}\n{end}"
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmarks and quality figures\n"
    pattern = re.compile(re.escape(begin) + r".*?" + re.escape(end), re.DOTALL)
    text = pattern.sub(lambda _: block, text) if pattern.search(text) else text.rstrip() + "\n\n" + block + "\n"
    path.write_text(text, encoding="utf-8")


def table(header: list[str], rows: list[list[object]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def novel_chapters(path: Path, last: int | None = None) -> dict[int, str]:
    """A novel's chapters by number (up to `last`), each as its text."""
    chapters = split_manuscript(path.read_text(encoding="utf-8")).chapters
    return {c.number: "\n".join(c.lines).strip() for c in chapters if last is None or c.number <= last}


def two_at_a_time(run: Callable, items: list) -> list:
    """`run` over `items` in two processes (the benches' machine has two cores), results in order."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        return list(pool.map(run, items))


def publish(name: str, heading: str, markdown: str, write: bool) -> None:
    """Print a bench's figures and, with `--write`, put them under `heading` in its section."""
    print(markdown)
    if write:
        write_section(name, heading + markdown)


def list_files(parser: argparse.ArgumentParser, given: list[Path], folder: Path, load: Callable[[Path], object],
               errors: tuple[type[Exception], ...]) -> list[Path]:
    """A bench's list files (by default all in `folder`), each loaded once first: a missing or malformed one
    stops the run, exit code 2, before any ingest."""
    paths = given or sorted(folder.glob("*.yaml"))
    try:
        for path in paths:
            load(path)
    except errors as error:
        parser.exit(2, f"{error}\n")
    return paths
