"""Who may read and write which project: API keys.

With LOREGRAPH_ADMIN_KEY set, every request but `/health`, the API docs and the
dashboard's page needs a key, as `Authorization: Bearer KEY` or `X-API-Key: KEY`.
The admin key opens everything, and only it creates projects and issues their
keys; a project's key opens that project alone (another's data is refused with
403). Project keys are random and stored only as SHA-256 hashes. Without an
admin key the service trusts every caller, so `serve` binds to loopback unless
told otherwise, and then warns loudly.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from fastapi import HTTPException, Request

from graph.store import StoryStore

OPEN_PATHS = ("/health", "/openapi.json", "/docs", "/docs/oauth2-redirect", "/redoc", "/")


def new_key() -> str:
    return "lg_" + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    """Keys are 256 random bits, so one SHA-256 is as hard to reverse as a slow hash of a password."""
    return hashlib.sha256(key.encode()).hexdigest()


@dataclass(frozen=True)
class Caller:
    admin: bool = False
    project: str | None = None  # the project a project key opens

    def may_open(self, project: str) -> bool:
        return self.admin or self.project == project


def presented_key(request: Request) -> str | None:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return token.strip()
    return request.headers.get("x-api-key") or None


class Access:
    """The admin key from configuration and the store's project keys."""

    def __init__(self, store: StoryStore, admin_key: str | None):
        self.store = store
        self.admin_hash = hash_key(admin_key) if admin_key else None

    @property
    def enabled(self) -> bool:
        return self.admin_hash is not None

    def caller(self, request: Request) -> Caller:
        """Who is asking; 401 without a key this service knows."""
        key = presented_key(request)
        if key is None:
            raise HTTPException(401, "this service needs an API key (Authorization: Bearer KEY or X-API-Key)",
                                headers={"WWW-Authenticate": "Bearer"})
        hashed = hash_key(key)
        if hmac.compare_digest(hashed, self.admin_hash):
            return Caller(admin=True)
        project = self.store.project_with_key(hashed)
        if project is None:
            raise HTTPException(401, "this API key is not known here", headers={"WWW-Authenticate": "Bearer"})
        return Caller(project=project)

    def check(self, request: Request) -> Caller:
        """The caller, refused (403) a project that is not theirs; applied to every route."""
        if not self.enabled or request.url.path in OPEN_PATHS or request.url.path.endswith("/dashboard"):
            return Caller(admin=True)
        caller = self.caller(request)
        project = request.path_params.get("project")
        if project is not None and not caller.may_open(project):
            raise HTTPException(403, f"this API key opens project {caller.project!r} only")
        return caller

    def issue(self, project: str) -> str:
        """A new key for the project (an earlier one stops working); only its hash is kept."""
        key = new_key()
        self.store.set_key_hash(project, hash_key(key))
        return key
