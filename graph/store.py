"""The one interface every story store implements, and how a store URL picks one.

A store keeps projects, their cast, their scenes (with revisions) and their
facts over story time. Writing a scene is atomic: its old facts are retracted,
its new facts stored and the affected `valid_to`s re-derived in one
transaction, so a crash leaves the store as it was before that scene.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from pathlib import Path

from pydantic import BaseModel

from graph.cast import Cast
from graph.model import (ConflictReport, Entity, Fact, FactKind, Project, SceneRecord, SourceFacts, StoryTime,
                         TensionSettings, Waiver)

DEFAULT_STORE = ".loregraph"
BIBLE_SOURCE = (0, 0)  # the (chapter, scene) under which bible facts are filed
NEO4J_SCHEMES = ("neo4j://", "bolt://", "neo4j+s://", "bolt+s://", "neo4j+ssc://", "bolt+ssc://")
REPORTS_KEPT = 20  # check reports kept per project


class StoreError(RuntimeError):
    """The store cannot do what was asked (unreachable, unsupported, corrupt)."""


class UnknownProject(LookupError):
    def __init__(self, name: str):
        super().__init__(f"no project named {name!r} (create it with `loregraph init {name}`)")


class SceneWrite(BaseModel):
    """Counts of one atomic scene write."""

    stored: int = 0
    retracted: int = 0


class StoryStore(ABC):
    """What every backend provides; the parity tests run the same checks on each."""

    @abstractmethod
    def create_project(self, project: Project) -> Project:
        """Create the project, or return the existing one unchanged (idempotent)."""

    @abstractmethod
    def project(self, name: str) -> Project:
        """The project, or UnknownProject."""

    @abstractmethod
    def projects(self) -> list[Project]: ...

    @abstractmethod
    def set_narrator(self, name: str, narrator: str | None) -> None: ...

    @abstractmethod
    def set_tension(self, name: str, settings: TensionSettings) -> None:
        """The project's pressure model (`graph.tension`), as the bible sets it."""

    @abstractmethod
    def set_key_hash(self, name: str, key_hash: str) -> None:
        """The hash of the project's API key (`api.access`), replacing any earlier one."""

    @abstractmethod
    def project_with_key(self, key_hash: str) -> str | None:
        """The project whose API key has this hash, if any."""

    @abstractmethod
    def cast(self, name: str) -> Cast:
        """Every entity of the project, with its alias index."""

    @abstractmethod
    def scene(self, name: str, chapter: int, scene: int) -> SceneRecord | None: ...

    @abstractmethod
    def scenes(self, name: str, chapter: int | None = None) -> list[SceneRecord]:
        """Stored scenes in story order (of one chapter if given)."""

    @abstractmethod
    def write_scene(self, name: str, scene: SceneRecord | None, facts: list[Fact],
                    entities: list[Entity], source: tuple[int, int] | None = None) -> SceneWrite:
        """Atomically replace everything one source (a scene, or the bible) produced.

        `scene` None with `source` given writes facts for a non-scene source
        (the bible). Facts get `recorded_at` and the scene's revision.
        """

    @abstractmethod
    def retract_scene(self, name: str, chapter: int, scene: int) -> int:
        """Remove a scene and retract its facts; returns how many facts were retracted."""

    @abstractmethod
    def facts(self, name: str, as_of: StoryTime | None = None,
              entity: str | None = None, include_closed: bool = False) -> list[Fact]:
        """Live facts in story order: true at `as_of`; with no `as_of`, the current ones
        (or all, with `include_closed`); only those naming `entity` if given."""

    @abstractmethod
    def history(self, name: str, before: StoryTime, entities: set[str] | None = None,
                kinds: set[FactKind] | None = None) -> list[Fact]:
        """Live facts that start before a position (open or closed since), in story order;
        only those naming one of `entities` / of one of `kinds` where given."""

    @abstractmethod
    def sources(self, name: str) -> list[SourceFacts]:
        """Every source's live facts as it wrote them (the bible first, then scenes in story order):
        what an export carries, so an import re-derives the same `valid_to`s."""

    @abstractmethod
    def save_report(self, name: str, report: ConflictReport) -> None:
        """Keep a check's report (the latest REPORTS_KEPT per project), for waivers and the dashboard."""

    @abstractmethod
    def reports(self, name: str, limit: int = 1) -> list[ConflictReport]:
        """The latest kept reports, newest first."""

    @abstractmethod
    def waive(self, name: str, waiver: Waiver) -> Waiver:
        """Record (or replace) an author's waiver of one conflict id."""

    @abstractmethod
    def waivers(self, name: str) -> dict[str, Waiver]: ...

    @abstractmethod
    def fact_count(self, name: str) -> int:
        """How many live facts the project has (open or closed)."""

    @abstractmethod
    def close(self) -> None: ...


def open_store(url: str | None = None) -> StoryStore:
    """The store a `--store` URL (or LOREGRAPH_STORE) names; the embedded one by default."""
    url = url or os.environ.get("LOREGRAPH_STORE") or DEFAULT_STORE
    if url.startswith(NEO4J_SCHEMES):
        from graph.neo4j_store import Neo4jStore

        return Neo4jStore(url)
    from graph.embedded import EmbeddedStore

    path = url.removeprefix("file://").removeprefix("sqlite://")
    return EmbeddedStore(Path(path))
