"""A real Neo4j 5.26 Community on loopback without Docker, for tests and `make neo4j`.

Builds `tools/neo4j-local` (a few lines of Java around the embedded database,
from Maven Central artifacts) with Maven when its classpath is missing or
stale, then starts it with Bolt on a free port and waits for it to answer.
The server stops when its standard input closes, so it never outlives us.

    python -m tools.neo4j_local [--port 7687] [--data .neo4j-local]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import threading
from pathlib import Path

LAUNCHER = Path(__file__).resolve().parent / "neo4j-local"
CLASSPATH = f"{LAUNCHER / 'target' / 'classes'}:{LAUNCHER / 'target' / 'lib' / '*'}"
READY = "READY "


def missing_tools() -> str | None:
    """Why the launcher cannot run here, or None."""
    absent = [tool for tool in ("java", "mvn") if shutil.which(tool) is None]
    return f"{' and '.join(absent)} not found" if absent else None


def build() -> None:
    """Compile the launcher and fetch its jars, unless that is already done for these sources."""
    stamp = LAUNCHER / "target" / "lib"
    sources = [LAUNCHER / "pom.xml", *LAUNCHER.glob("src/**/*.java")]
    if stamp.is_dir() and all(s.stat().st_mtime <= stamp.stat().st_mtime for s in sources):
        return
    subprocess.run(["mvn", "-q", "-B", "-f", str(LAUNCHER / "pom.xml"), "package"], check=True)
    stamp.touch()


class LocalNeo4j:
    """One running server; `url` is its Bolt address. Use as a context manager."""

    def __init__(self, data: Path, port: int = 0, page_cache_mb: int = 512, heap: str = "1g",
                 timeout: float = 180.0):
        build()
        self.process = subprocess.Popen(
            ["java", f"-Xmx{heap}", "-cp", CLASSPATH, "loregraph.Neo4jLocal", str(data), str(port),
             str(page_cache_mb)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.url = self._await_ready(timeout)

    def _await_ready(self, timeout: float) -> str:
        found: list[str] = []
        reader = threading.Thread(target=lambda: found.append(self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        line = found[0] if found else ""
        if not line.startswith(READY):
            self.stop()
            raise RuntimeError(f"Neo4j did not start within {timeout:.0f} s: {self.process.stderr.read()[-2000:]}")
        return line.removeprefix(READY).strip()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def __enter__(self) -> LocalNeo4j:
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=7687)
    parser.add_argument("--data", type=Path, default=Path(".neo4j-local"))
    parser.add_argument("--page-cache-mb", type=int, default=512)
    parser.add_argument("--heap", default="1g")
    args = parser.parse_args()
    if why := missing_tools():
        sys.exit(f"cannot start a local Neo4j: {why}")
    with LocalNeo4j(args.data, args.port, args.page_cache_mb, args.heap) as server:
        print(f"Neo4j is serving at {server.url}; use it with --store {server.url} "
              f"(or LOREGRAPH_STORE={server.url}). Ctrl-C stops it.", flush=True)
        try:
            server.process.wait()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
