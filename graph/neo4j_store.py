"""The Neo4j store: the same story graph on a Neo4j 5 server, through the official driver.

Every query is a file in `cypher/`, run with parameters. Every write is one
managed transaction, which the driver retries on transient errors (a leader
switch, a deadlock, a dropped connection) for up to `NEO4J_RETRY_SECONDS`;
a scene's retraction, facts and re-derived `valid_to`s commit together or
not at all. A commit the server went down in the middle of (the driver
cannot tell whether it took) is run again within the same time: every write
here may safely run twice (a scene's second run is a new revision of the same
facts). Projects share a database and are kept apart by a `project`
property that every index starts with.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Any, TypeVar

from neo4j import GraphDatabase, ManagedTransaction
from neo4j.exceptions import DriverError, IncompleteCommit, Neo4jError
from pydantic_settings import BaseSettings, SettingsConfigDict

from cypher import query, statements
from graph.cast import Cast
from graph.model import (ConflictReport, Entity, EntityKind, Fact, FactKind, Project, SceneRecord, SourceFacts,
                         StoryTime, TensionSettings, Waiver)
from graph.rows import ROW_FIELDS, declared_ends, fact_from_row, fact_row, group_sources, merged_entity, now
from graph.store import REPORTS_KEPT, SceneWrite, StoreError, StoryStore, UnknownProject
from graph.temporal import close_slot, slot_of

SCENES_PER_CHAPTER = 1_000_000  # a position key is chapter * this + scene
UNCONFIRMED_COMMIT_PAUSE = 1.0  # seconds before a commit the server could not confirm is run again
T = TypeVar("T")


class Neo4jSettings(BaseSettings):
    """NEO4J_USER, NEO4J_PASSWORD, NEO4J_DATABASE; no user means a server without authentication."""

    model_config = SettingsConfigDict(env_prefix="NEO4J_")
    user: str | None = None
    password: str | None = None
    database: str | None = None
    retry_seconds: float = 30.0

    def auth(self) -> tuple[str, str] | None:
        return (self.user, self.password or "") if self.user else None


def position_key(chapter: int, scene: int) -> int:
    return chapter * SCENES_PER_CHAPTER + scene


def _key(t: StoryTime | tuple[int, int] | None) -> int | None:
    if t is None:
        return None
    return position_key(*(t.key if isinstance(t, StoryTime) else t))


def _node_row(project: str, fact: Fact, src: tuple[int, int], revision: int, written: str) -> dict[str, Any]:
    """A fact's row plus the sortable keys the Cypher filters and orders by."""
    row = fact_row(project, fact, src, revision, written)  # None values are simply not stored
    row.update(from_key=position_key(row["from_ch"], row["from_sc"]),
               to_key=None if row["to_ch"] is None else position_key(row["to_ch"], row["to_sc"]),
               src_key=position_key(*src),
               evidence_start=-1 if fact.evidence.start is None else fact.evidence.start)
    return row


def _said(error: Exception) -> str:
    """The driver's message on one line (it spreads some over several)."""
    return " ".join(str(error).split())


def _fact_row(node: dict[str, Any]) -> dict[str, Any]:
    """A fact node's properties as a full row: Neo4j keeps no null properties."""
    return dict.fromkeys(ROW_FIELDS) | node


def _entity(row: Any) -> Entity:
    return Entity(id=row["id"], name=row["name"], kind=EntityKind(row["kind"]),
                  aliases=list(row["aliases"]), details=json.loads(row["details"]))


class Neo4jStore(StoryStore):
    """A Neo4j server reached at a bolt:// or neo4j:// URL."""

    def __init__(self, url: str, settings: Neo4jSettings | None = None):
        self._settings = settings or Neo4jSettings()
        self._url = url
        self._known: set[str] = set()
        try:
            self._driver = GraphDatabase.driver(url, auth=self._settings.auth(),
                                                notifications_min_severity="OFF",
                                                max_transaction_retry_time=self._settings.retry_seconds)
            self._driver.verify_connectivity()
            for statement in statements("schema"):
                self._driver.execute_query(statement, database_=self._settings.database)
        except (DriverError, Neo4jError, OSError, ValueError) as exc:
            raise StoreError(f"cannot use Neo4j at {url}: {_said(exc)}") from exc

    # plumbing -----------------------------------------------------------
    @contextmanager
    def _errors(self) -> Iterator[None]:
        """Driver failures become one clear StoreError (the managed transaction rolled back)."""
        try:
            yield
        except (DriverError, Neo4jError, OSError) as exc:
            raise StoreError(f"Neo4j at {self._url} failed (a scene is written whole or not at all): "
                             f"{_said(exc)}") from exc

    def _read(self, query_name: str, /, **params: Any) -> list[dict[str, Any]]:
        with self._errors():
            records, _, _ = self._driver.execute_query(query(query_name), params, database_=self._settings.database,
                                                       routing_="r")
        return [r.data() for r in records]

    def _write(self, work: Callable[[ManagedTransaction], T]) -> T:
        deadline = time.monotonic() + self._settings.retry_seconds
        with self._errors():
            while True:
                try:
                    with self._driver.session(database=self._settings.database) as session:
                        return session.execute_write(work)
                except IncompleteCommit:
                    if time.monotonic() >= deadline:
                        raise
                    time.sleep(UNCONFIRMED_COMMIT_PAUSE)

    @staticmethod
    def _run(tx: ManagedTransaction, query_name: str, /, **params: Any) -> list[dict[str, Any]]:
        return [r.data() for r in tx.run(query(query_name), params)]

    # projects -------------------------------------------------------------
    def create_project(self, project: Project) -> Project:
        self._write(lambda tx: self._run(tx, "project_create", name=project.name, lang=project.lang,
                                         narrator=project.narrator, created_at=now()))
        return self.project(project.name)

    def _require(self, name: str) -> None:
        """Fail with UnknownProject unless the project exists (and projects are never deleted,
        so one that was found once is not looked up again: a round trip saved per call)."""
        if name not in self._known:
            self.project(name)

    def project(self, name: str) -> Project:
        rows = self._read("project_get", name=name)
        if not rows:
            raise UnknownProject(name)
        self._known.add(name)
        row = rows[0]
        tension = TensionSettings.model_validate_json(row["tension"]) if row["tension"] else TensionSettings()
        return Project(name=row["name"], lang=row["lang"], narrator=row["narrator"],
                       created_at=datetime.fromisoformat(row["created_at"]), tension=tension)

    def projects(self) -> list[Project]:
        return [self.project(r["name"]) for r in self._read("project_names")]

    def set_narrator(self, name: str, narrator: str | None) -> None:
        self._require(name)
        self._write(lambda tx: self._run(tx, "project_set_narrator", name=name, value=narrator))

    def set_tension(self, name: str, settings: TensionSettings) -> None:
        self._require(name)
        self._write(lambda tx: self._run(tx, "project_set_tension", name=name, value=settings.model_dump_json()))

    def set_key_hash(self, name: str, key_hash: str) -> None:
        self._require(name)
        self._write(lambda tx: self._run(tx, "project_set_key", name=name, value=key_hash))

    def project_with_key(self, key_hash: str) -> str | None:
        rows = self._read("project_with_key", key_hash=key_hash)
        return rows[0]["name"] if rows else None

    def cast(self, name: str) -> Cast:
        self._require(name)
        return Cast([_entity(r) for r in self._read("entities", project=name)])

    # scenes -------------------------------------------------------------
    def scene(self, name: str, chapter: int, scene: int) -> SceneRecord | None:
        return next((s for s in self.scenes(name, chapter) if s.scene == scene), None)

    def scenes(self, name: str, chapter: int | None = None) -> list[SceneRecord]:
        self._require(name)
        rows = self._read("scenes", project=name, chapter=chapter)
        return [SceneRecord(**{**r, "recorded_at": datetime.fromisoformat(r["recorded_at"])}) for r in rows]

    def write_scene(self, name: str, scene: SceneRecord | None, facts: list[Fact],
                    entities: list[Entity], source: tuple[int, int] | None = None) -> SceneWrite:
        self._require(name)
        src = source or (scene.chapter, scene.scene)
        if any(at[1] >= SCENES_PER_CHAPTER for at in (src, *(f.valid_from.key for f in facts))):
            raise StoreError(f"a chapter may have at most {SCENES_PER_CHAPTER - 1} scenes")
        unique = list({f.id: f for f in facts}.values())

        def work(tx: ManagedTransaction) -> SceneWrite:
            written = now()
            revision, retracted_slots, retracted, since = self._retract(tx, name, src, written)
            scenes = [] if scene is None else [{
                "chapter": scene.chapter, "scene": scene.scene, "revision": revision, "text_hash": scene.text_hash,
                "title": scene.title, "text": scene.text, "recorded_at": written}]
            self._run(tx, "source_write", project=name, entities=self._entity_rows(tx, name, entities),
                      scenes=scenes, facts=[_node_row(name, f, src, revision, written) for f in unique])
            slots = retracted_slots | {s for f in unique if (s := slot_of(f))}
            self._rederive(tx, name, slots, min([*since, *(f.valid_from.key for f in unique)], default=(0, 0)))
            return SceneWrite(stored=len(unique), retracted=retracted)

        return self._write(work)

    def retract_scene(self, name: str, chapter: int, scene: int) -> int:
        self._require(name)

        def work(tx: ManagedTransaction) -> int:
            _, slots, retracted, since = self._retract(tx, name, (chapter, scene), now())
            self._run(tx, "scene_delete", project=name, chapter=chapter, scene=scene)
            self._rederive(tx, name, slots, min(since, default=(0, 0)))
            return retracted

        return self._write(work)

    def _retract(self, tx: ManagedTransaction, name: str, src: tuple[int, int],
                 at: str) -> tuple[int, set[str], int, list[tuple[int, int]]]:
        """Retract one source's facts: the source's next revision, the slots the facts were in,
        how many there were, and where they started."""
        row = self._run(tx, "source_retract", project=name, src_key=position_key(*src), chapter=src[0],
                        scene=src[1], retracted_at=at)[0]
        slotted = row["slotted"]
        return row["revision"], {s for s, _, _ in slotted}, row["retracted"], [(c, n) for _, c, n in slotted]

    def _entity_rows(self, tx: ManagedTransaction, name: str, entities: list[Entity]) -> list[dict[str, Any]]:
        """Entities to write, each merged with what was stored and placed at the end of the cast, in order."""
        if not entities:
            return []
        row = self._run(tx, "entities_known", project=name, ids=list({e.id for e in entities}))[0]
        stored: dict[str, Entity] = {}
        known = {e["id"]: _entity(e) for e in row["known"]}
        for e in entities:  # the same id twice merges twice and lands where it was written last
            previous = stored.pop(e.id, None) or known.get(e.id)
            stored[e.id] = merged_entity(previous, e)
        return [{"seq": row["seq"] + n, "id": e.id, "name": e.name, "kind": e.kind.value, "aliases": e.aliases,
                 "details": json.dumps(e.details, ensure_ascii=False)} for n, e in enumerate(stored.values(), 1)]

    def _rederive(self, tx: ManagedTransaction, name: str, slots: set[str], since: tuple[int, int]) -> None:
        """Recompute valid_to in the touched slots from the earliest changed position on."""
        if not slots:
            return
        rows = [_fact_row(r["row"]) for r in self._run(tx, "slot_facts", project=name, slots=sorted(slots),
                                                       since=_key(since))]
        by_slot: dict[str, list[dict[str, Any]]] = {}
        for row in rows:
            by_slot.setdefault(row["slot"], []).append(row)
        closes = []
        for slot_rows in by_slot.values():
            current = {r["id"]: r.get("to_key") for r in slot_rows}
            ends = close_slot([fact_from_row(r) for r in slot_rows], declared_ends(slot_rows))
            closes += [{"id": fact_id, "to_ch": end.chapter if end else None, "to_sc": end.scene if end else None,
                        "to_key": _key(end)} for fact_id, end in ends.items() if _key(end) != current[fact_id]]
        if closes:
            self._run(tx, "facts_close", project=name, rows=closes)

    # queries -------------------------------------------------------------
    def _facts(self, name: str, query_name: str, /, **params: Any) -> list[Fact]:
        self._require(name)
        return [fact_from_row(_fact_row(r["row"])) for r in self._read(query_name, project=name, **params)]

    def facts(self, name: str, as_of: StoryTime | None = None,
              entity: str | None = None, include_closed: bool = False) -> list[Fact]:
        params = {"as_of": _key(as_of), "include_closed": include_closed}
        if entity is None:
            return self._facts(name, "facts", **params)
        return self._facts(name, "facts_of_entity", entity=entity, **params)

    def history(self, name: str, before: StoryTime, entities: set[str] | None = None,
                kinds: set[FactKind] | None = None) -> list[Fact]:
        params = {"before": _key(before), "kinds": None if kinds is None else sorted(k.value for k in kinds)}
        if entities is None:
            return self._facts(name, "history", **params)
        return self._facts(name, "history_of_entities", entities=sorted(entities), **params)

    def sources(self, name: str) -> list[SourceFacts]:
        self._require(name)
        return group_sources([_fact_row(r["row"]) for r in self._read("sources", project=name)])

    def save_report(self, name: str, report: ConflictReport) -> None:
        self._require(name)
        self._write(lambda tx: self._run(tx, "report_save", project=name, checked_at=now(),
                                         report=report.model_dump_json(), kept=REPORTS_KEPT))

    def reports(self, name: str, limit: int = 1) -> list[ConflictReport]:
        self._require(name)
        return [ConflictReport.model_validate_json(r["report"])
                for r in self._read("reports", project=name, limit=limit)]

    def waive(self, name: str, waiver: Waiver) -> Waiver:
        self._require(name)
        stored = waiver.model_copy(update={"created_at": waiver.created_at or datetime.now(timezone.utc)})
        self._write(lambda tx: self._run(tx, "waiver_save", project=name, conflict_id=stored.conflict_id,
                                         reason=stored.reason, created_at=stored.created_at.isoformat()))
        return stored

    def waivers(self, name: str) -> dict[str, Waiver]:
        self._require(name)
        return {r["conflict_id"]: Waiver(conflict_id=r["conflict_id"], reason=r["reason"],
                                         created_at=datetime.fromisoformat(r["created_at"]))
                for r in self._read("waivers", project=name)}

    def fact_count(self, name: str) -> int:
        self._require(name)
        return self._read("fact_count", project=name)[0]["n"]

    def close(self) -> None:
        self._driver.close()
