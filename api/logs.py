"""Structured logs for the service: one JSON object per line, each request with its id."""

from __future__ import annotations

import json
import logging
import re
import time
import uuid
from contextvars import ContextVar

from fastapi import FastAPI, Request

REQUEST_ID = ContextVar("request_id", default=None)
_GIVEN_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")  # a caller's X-Request-ID is kept only if it looks like one

log = logging.getLogger("loregraph")


class JsonLines(logging.Formatter):
    """`{"ts", "level", "event", "request_id", ...fields}` on one line."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {"ts": round(record.created, 3), "level": record.levelname.lower(), "event": record.getMessage(),
                 "request_id": REQUEST_ID.get(), **getattr(record, "fields", {})}
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def configure() -> None:
    """Send the service's log to stderr as JSON lines (once)."""
    if not log.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(JsonLines())
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.propagate = False


def add_request_ids(app: FastAPI) -> None:
    """Every request gets an id (the caller's X-Request-ID, else a new one), echoed in the
    response's X-Request-ID header and written with one log line when it ends."""

    @app.middleware("http")
    async def request_id(request: Request, call_next):
        given = request.headers.get("x-request-id", "")
        ident = given if _GIVEN_ID.fullmatch(given) else uuid.uuid4().hex
        token = REQUEST_ID.set(ident)
        began = time.perf_counter()
        try:
            response = await call_next(request)
        except Exception:
            log.exception("request failed", extra={"fields": {"method": request.method, "path": request.url.path}})
            raise
        finally:
            REQUEST_ID.reset(token)
        response.headers["X-Request-ID"] = ident
        log.info("request", extra={"fields": {
            "request_id": ident, "method": request.method, "path": request.url.path, "status": response.status_code,
            "ms": round((time.perf_counter() - began) * 1000, 1)}})
        return response
