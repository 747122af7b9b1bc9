"""Shared fixtures: a fresh store per test (embedded, and Neo4j for the parity suite), the demo novel,
a CLI runner and a real server."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

import pytest
from typer.testing import CliRunner

from api.cli import app
from api.service import Loregraph
from graph.store import open_store
from tools.neo4j_local import LocalNeo4j, missing_tools

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "examples" / "demo"
SHARED_DATA = ROOT.parent / "shared" / "data"
LORE = Path(sys.executable).parent / "loregraph"


@pytest.fixture
def store_dir(tmp_path: Path) -> Path:
    return tmp_path / "store"


def _docker_engine() -> bool:
    if shutil.which("docker") is None:
        return False
    return subprocess.run(["docker", "info"], capture_output=True, timeout=30).returncode == 0


@pytest.fixture(scope="session")
def neo4j_server(tmp_path_factory) -> Iterator[str]:
    """A real Neo4j 5.26: NEO4J_URI (a scratch database: the tests clear it), else a container
    where a Docker engine runs, else the Maven-built launcher in tools/neo4j-local."""
    if url := os.environ.get("NEO4J_URI"):
        yield url
    elif _docker_engine():
        from testcontainers.neo4j import Neo4jContainer

        with Neo4jContainer("neo4j:5.26-community") as container:
            os.environ.update(NEO4J_USER=container.username, NEO4J_PASSWORD=container.password)
            yield container.get_connection_url()
    elif why := missing_tools():
        pytest.skip(f"no Neo4j to test against: NEO4J_URI is unset, no Docker engine runs, and {why}")
    else:
        with LocalNeo4j(tmp_path_factory.mktemp("neo4j")) as server:
            yield server.url


@pytest.fixture
def neo4j_url(neo4j_server: str) -> str:
    """The test Neo4j, emptied for this test."""
    from graph.neo4j_store import Neo4jSettings
    from neo4j import GraphDatabase

    settings = Neo4jSettings()
    with GraphDatabase.driver(neo4j_server, auth=settings.auth()) as driver:
        driver.execute_query("MATCH (n) DETACH DELETE n", database_=settings.database)
    return neo4j_server


@pytest.fixture(params=["embedded", "neo4j"])
def store_url(request, store_dir: Path) -> str:
    """Store-level tests take this and run on both backends: the parity suite."""
    return str(store_dir) if request.param == "embedded" else request.getfixturevalue("neo4j_url")


@pytest.fixture
def lore(store_url: str):
    store = open_store(store_url)
    yield Loregraph(store)
    store.close()


@pytest.fixture
def embedded_lore(store_dir: Path):
    """The embedded store the `cli` fixture writes, opened in-process to look inside."""
    store = open_store(str(store_dir))
    yield Loregraph(store)
    store.close()


class Cli:
    """Runs `loregraph` in-process (fast) against one store."""

    def __init__(self, store_dir: Path):
        self.store_dir = store_dir
        self.runner = CliRunner()

    def __call__(self, *args: str, code: int = 0):
        result = self.runner.invoke(app, [*args, "--store", str(self.store_dir)])
        assert result.exit_code == code, (result.exit_code, result.output, result.stderr)
        return result

    def json(self, *args: str, code: int = 0):
        return json.loads(self(*args, "--json", code=code).stdout)


@pytest.fixture
def cli(store_dir: Path) -> Cli:
    return Cli(store_dir)


def run_loregraph(*args: str, store_dir: Path, **kwargs) -> subprocess.CompletedProcess:
    """The installed console script, as a user runs it."""
    env = {**os.environ, "LOREGRAPH_STORE": str(store_dir)}
    return subprocess.run([str(LORE), *args], capture_output=True, text=True, env=env, **kwargs)


def hears_ctrl_c() -> None:
    """Run in a child process before it starts: Ctrl-C interrupts it, as it does a command in a terminal, even
    where the tests themselves run in the background (a shell's `&` ignores SIGINT, and children inherit that)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def needs_shared_data() -> pytest.MarkDecorator:
    return pytest.mark.skipif(not SHARED_DATA.is_dir(), reason="../shared/data is not on this machine")


def long_demo(rounds: int = 6) -> str:
    """The English demo chapters told `rounds` times over as one manuscript (about 10,000 characters a
    round): long enough for an ingest to parse ahead in worker processes (`extractors.parsing`)."""
    chapters = [p.read_text(encoding="utf-8").split("\n", 1)[1] for p in sorted((DEMO / "en").glob("0*.txt"))]
    return "\n\n".join(f"Chapter {n}\n\n{text}" for n, text in enumerate(chapters * rounds, 1))


def load_demo(cli: Cli, project: str, lang: str) -> Cli:
    cli("init", project, "--bible", str(DEMO / lang / "bible.yaml"))
    cli("ingest", project, *sorted(str(p) for p in (DEMO / lang).glob("0*.txt")))
    return cli


@pytest.fixture
def ferry(cli) -> Cli:
    """The English demo novel, chapters 1-8."""
    return load_demo(cli, "ferry", "en")


@pytest.fixture
def qingfeng(cli) -> Cli:
    """The Chinese demo novel, chapters 1-6."""
    return load_demo(cli, "qingfeng", "zh")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(store: Path | str, port: int, stderr=subprocess.DEVNULL, env: dict[str, str] | None = None,
                 host: str = "127.0.0.1") -> subprocess.Popen:
    """`loregraph serve` for real, once it answers on loopback."""
    proc = subprocess.Popen([str(LORE), "serve", "--host", host, "--port", str(port), "--store", str(store)],
                            stdout=subprocess.DEVNULL, stderr=stderr, env={**os.environ, **(env or {})})
    for _ in range(300):
        try:
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
            return proc
        except httpx.TransportError:
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError("the server did not start")


def stop(proc: subprocess.Popen) -> None:
    """Ask a server to stop; one still busy after 10 s (a slow answer on a loaded machine) is killed."""
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@contextmanager
def running_server(store: Path | str, log: Path | None = None, env: dict[str, str] | None = None,
                   host: str = "127.0.0.1") -> Iterator[httpx.Client]:
    """A server on a free port and a client for it over loopback (its stderr in `log`)."""
    port = free_port()
    with log.open("w") if log else open(os.devnull, "w") as sink:
        proc = start_server(store, port, sink, env, host)
        try:
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
                yield client
        finally:
            stop(proc)
