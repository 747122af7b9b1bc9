"""A bounded load test on loopback: many clients calling `check` on a real server at once.

A project of `--words` words of real novels (as bench.check_speed builds it) is
ingested, `loregraph serve` is started on a free loopback port, and
`--clients` clients each send `check` requests for a `--draft-words`-word
draft, one after another, for `--seconds`. Reports throughput, latency
percentiles and errors (any non-200 or transport failure).

    python -m bench.load [--clients 50] [--seconds 60] [--words 100000] [--draft-words 1000] [--write]
"""

from __future__ import annotations

import argparse
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

from api.service import Loregraph
from bench.check_speed import PROJECT, chapters, percentile
from bench.report import table, write_section
from graph.store import open_store


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build(store: Path, words: int, draft_words: int) -> tuple[str, int, int]:
    planned, total, draft = chapters(words, draft_words)
    lore = Loregraph(open_store(str(store)))
    lore.init_project(PROJECT, "en")
    lore.ingest(PROJECT, planned)
    lore.store.close()
    return draft, total, len(planned.chapters) + 1


def serve(store: Path, port: int) -> subprocess.Popen:
    proc = subprocess.Popen([str(Path(sys.executable).parent / "loregraph"), "serve", "--port", str(port),
                             "--store", str(store)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(600):
        try:
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).raise_for_status()
            return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    raise SystemExit("the server did not start")


def hammer(base: str, body: dict, clients: int, seconds: float) -> tuple[list[float], list[str], float]:
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    start = time.monotonic()
    deadline = start + seconds

    def client() -> None:
        with httpx.Client(base_url=base, timeout=600) as http:
            while time.monotonic() < deadline:
                began = time.monotonic()
                try:
                    response = http.post(f"/projects/{PROJECT}/check", json=body)
                    failure = None if response.status_code == 200 else f"HTTP {response.status_code}"
                except httpx.HTTPError as exc:
                    failure = type(exc).__name__
                with lock:
                    (errors.append(failure) if failure else latencies.append(time.monotonic() - began))

    threads = [threading.Thread(target=client) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return latencies, errors, time.monotonic() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--words", type=int, default=100_000)
    parser.add_argument("--draft-words", type=int, default=1000)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "store"
        draft, words, chapter = build(store, args.words, args.draft_words)
        port = free_port()
        proc = serve(store, port)
        try:
            latencies, errors, elapsed = hammer(f"http://127.0.0.1:{port}", {"text": draft, "chapter": chapter},
                                                args.clients, args.seconds)
        finally:
            proc.terminate()
            proc.wait(30)
    ms = [v * 1000 for v in latencies] or [0.0]
    rows = [["project", f"{words:,} words of real novels, embedded store"],
            ["draft", f"{args.draft_words:,} words, `check` (extraction + graph), one server process"],
            ["clients x duration", f"{args.clients} x {args.seconds:.0f} s (ran {elapsed:.0f} s: calls in flight finish)"],
            ["checks answered", f"{len(latencies)} ({len(latencies) / elapsed:.2f}/s)"],
            ["latency p50 / p95 / p99", " / ".join(f"{percentile(ms, q):,.0f} ms" for q in (0.5, 0.95, 0.99))],
            ["errors", f"{len(errors)}" + (f" ({', '.join(sorted(set(errors)))})" if errors else "")]]
    result = ("Command: `.venv/bin/python -m bench.load --write` (loopback, the shared 2-core machine).\n\n"
              + table(["measure", "value"], rows))
    print(result)
    if args.write:
        write_section("load", result)
    if errors:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
