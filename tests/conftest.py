"""Shared fixtures: a fresh embedded store per test, the demo novel, and a CLI runner."""

from __future__ import annotations

import json
import os
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

ROOT = Path(__file__).resolve().parent.parent
DEMO = ROOT / "examples" / "demo"
SHARED_DATA = ROOT.parent / "shared" / "data"
LORE = Path(sys.executable).parent / "loregraph"


@pytest.fixture
def store_dir(tmp_path: Path) -> Path:
    return tmp_path / "store"


@pytest.fixture
def lore(store_dir: Path):
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


def needs_shared_data() -> pytest.MarkDecorator:
    return pytest.mark.skipif(not SHARED_DATA.is_dir(), reason="../shared/data is not on this machine")


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


@contextmanager
def running_server(store: Path) -> Iterator[httpx.Client]:
    """`loregraph serve` for real on a free loopback port, and a client for it."""
    port = free_port()
    proc = subprocess.Popen([str(LORE), "serve", "--port", str(port), "--store", str(store)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                httpx.get(base + "/openapi.json", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.05)
        with httpx.Client(base_url=base, timeout=30) as client:
            yield client
    finally:
        proc.terminate()
        proc.wait(10)
