"""The embedded store: one SQLite database in WAL mode under `./.loregraph/`.

Durable without a server. Every scene write is one `BEGIN IMMEDIATE`
transaction, so concurrent writers queue and a killed process leaves the
database as it was before that scene. Retracted facts are kept (with
`retracted_at`) as the store's memory of earlier revisions.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

from graph.cast import Cast
from graph.model import (ConflictReport, Entity, EntityKind, Fact, FactKind, Project, SceneRecord, SourceFacts,
                         StoryTime, TensionSettings, Waiver)
from graph.rows import (FACT_FIELDS, ROW_FIELDS, declared_ends, fact_from_row, fact_row, group_sources,
                        merged_entity, now)
from graph.store import REPORTS_KEPT, SceneWrite, StoreError, StoryStore, UnknownProject
from graph.temporal import close_slot, slot_of

SCHEMA = """
CREATE TABLE IF NOT EXISTS projects (
  name TEXT PRIMARY KEY, lang TEXT NOT NULL, narrator TEXT, created_at TEXT NOT NULL, tension TEXT,
  key_hash TEXT);
CREATE TABLE IF NOT EXISTS entities (
  project TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
  aliases TEXT NOT NULL, details TEXT NOT NULL, PRIMARY KEY (project, id));
CREATE TABLE IF NOT EXISTS scenes (
  project TEXT NOT NULL, chapter INTEGER NOT NULL, scene INTEGER NOT NULL,
  revision INTEGER NOT NULL, text_hash TEXT NOT NULL, title TEXT, text TEXT NOT NULL,
  recorded_at TEXT NOT NULL, PRIMARY KEY (project, chapter, scene));
CREATE TABLE IF NOT EXISTS facts (
  project TEXT NOT NULL, id TEXT NOT NULL, kind TEXT NOT NULL,
  subject TEXT, predicate TEXT, object TEXT, receiver TEXT, value TEXT, level TEXT NOT NULL,
  from_ch INTEGER NOT NULL, from_sc INTEGER NOT NULL, to_ch INTEGER, to_sc INTEGER,
  declared_to TEXT, slot TEXT, evidence TEXT NOT NULL, confidence REAL NOT NULL,
  extractor TEXT NOT NULL, src_ch INTEGER NOT NULL, src_sc INTEGER NOT NULL,
  revision INTEGER NOT NULL, recorded_at TEXT NOT NULL, retracted_at TEXT);
CREATE TABLE IF NOT EXISTS reports (
  project TEXT NOT NULL, checked_at TEXT NOT NULL, report TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS reports_project ON reports(project, checked_at);
CREATE TABLE IF NOT EXISTS waivers (
  project TEXT NOT NULL, conflict_id TEXT NOT NULL, reason TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (project, conflict_id));
CREATE UNIQUE INDEX IF NOT EXISTS facts_live_id ON facts(project, id) WHERE retracted_at IS NULL;
CREATE INDEX IF NOT EXISTS facts_source ON facts(project, src_ch, src_sc) WHERE retracted_at IS NULL;
CREATE INDEX IF NOT EXISTS facts_slot ON facts(project, slot) WHERE retracted_at IS NULL;
CREATE INDEX IF NOT EXISTS facts_time ON facts(project, from_ch, from_sc) WHERE retracted_at IS NULL;
CREATE INDEX IF NOT EXISTS facts_subject ON facts(project, subject) WHERE retracted_at IS NULL;
CREATE INDEX IF NOT EXISTS facts_object ON facts(project, object) WHERE retracted_at IS NULL;
"""

_STORY_ORDER = " ORDER BY from_ch, from_sc, json_extract(evidence, '$.start'), kind, id"
_FACT_COLUMNS = ", ".join(FACT_FIELDS)
_INSERT_FACT = f"INSERT INTO facts ({', '.join(ROW_FIELDS)}) VALUES ({', '.join(':' + c for c in ROW_FIELDS)})"


def _entity_from_row(row: sqlite3.Row) -> Entity:
    return Entity(id=row["id"], name=row["name"], kind=EntityKind(row["kind"]),
                  aliases=json.loads(row["aliases"]), details=json.loads(row["details"]))


class EmbeddedStore(StoryStore):
    """SQLite (WAL) on disk; one connection shared by threads under a lock."""

    def __init__(self, directory: Path):
        try:
            directory.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(directory / "loregraph.db", timeout=60,
                                       check_same_thread=False, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open the store in {directory}: {exc}") from exc
        self._db.row_factory = sqlite3.Row
        self._lock = threading.RLock()
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(SCHEMA)
        columns = {r["name"] for r in self._db.execute("PRAGMA table_info(projects)")}
        for column in ("tension", "key_hash"):  # a store written before projects had them
            if column not in columns:
                self._db.execute(f"ALTER TABLE projects ADD COLUMN {column} TEXT")
        self._db.execute("CREATE UNIQUE INDEX IF NOT EXISTS project_key ON projects(key_hash)")

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One immediate transaction: all of it lands, or none of it."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _query(self, sql: str, args: tuple = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._db.execute(sql, args).fetchall()

    # projects -------------------------------------------------------------
    def create_project(self, project: Project) -> Project:
        with self._write() as db:
            db.execute("INSERT OR IGNORE INTO projects(name, lang, narrator, created_at) VALUES (?,?,?,?)",
                       (project.name, project.lang, project.narrator, now()))
        return self.project(project.name)

    def project(self, name: str) -> Project:
        rows = self._query("SELECT * FROM projects WHERE name=?", (name,))
        if not rows:
            raise UnknownProject(name)
        row = rows[0]
        tension = TensionSettings.model_validate_json(row["tension"]) if row["tension"] else TensionSettings()
        return Project(name=row["name"], lang=row["lang"], narrator=row["narrator"],
                       created_at=datetime.fromisoformat(row["created_at"]), tension=tension)

    def projects(self) -> list[Project]:
        return [self.project(r["name"]) for r in self._query("SELECT name FROM projects ORDER BY name")]

    def set_narrator(self, name: str, narrator: str | None) -> None:
        self.project(name)
        with self._write() as db:
            db.execute("UPDATE projects SET narrator=? WHERE name=?", (narrator, name))

    def set_tension(self, name: str, settings: TensionSettings) -> None:
        self.project(name)
        with self._write() as db:
            db.execute("UPDATE projects SET tension=? WHERE name=?", (settings.model_dump_json(), name))

    def set_key_hash(self, name: str, key_hash: str) -> None:
        self.project(name)
        with self._write() as db:
            db.execute("UPDATE projects SET key_hash=? WHERE name=?", (key_hash, name))

    def project_with_key(self, key_hash: str) -> str | None:
        rows = self._query("SELECT name FROM projects WHERE key_hash=?", (key_hash,))
        return rows[0]["name"] if rows else None

    def cast(self, name: str) -> Cast:
        self.project(name)
        rows = self._query("SELECT * FROM entities WHERE project=? ORDER BY rowid", (name,))
        return Cast([_entity_from_row(r) for r in rows])

    # scenes -------------------------------------------------------------
    def scene(self, name: str, chapter: int, scene: int) -> SceneRecord | None:
        found = self.scenes(name, chapter)
        return next((s for s in found if s.scene == scene), None)

    def scenes(self, name: str, chapter: int | None = None) -> list[SceneRecord]:
        self.project(name)
        sql, args = "SELECT * FROM scenes WHERE project=?", (name,)
        if chapter is not None:
            sql, args = sql + " AND chapter=?", (name, chapter)
        rows = self._query(sql + " ORDER BY chapter, scene", args)
        return [SceneRecord(chapter=r["chapter"], scene=r["scene"], title=r["title"], text=r["text"],
                            revision=r["revision"], text_hash=r["text_hash"],
                            recorded_at=datetime.fromisoformat(r["recorded_at"])) for r in rows]

    def write_scene(self, name: str, scene: SceneRecord | None, facts: list[Fact],
                    entities: list[Entity], source: tuple[int, int] | None = None) -> SceneWrite:
        self.project(name)
        src = source or (scene.chapter, scene.scene)
        written = now()
        with self._write() as db:
            revision = self._next_revision(db, name, src)
            retracted_slots, retracted, since = self._retract(db, name, src, written)
            for e in entities:
                self._upsert_entity(db, name, e)
            if scene is not None:
                db.execute("INSERT OR REPLACE INTO scenes VALUES (?,?,?,?,?,?,?,?)",
                           (name, scene.chapter, scene.scene, revision, scene.text_hash,
                            scene.title, scene.text, written))
            unique = {f.id: f for f in facts}
            db.executemany(_INSERT_FACT, [fact_row(name, f, src, revision, written) for f in unique.values()])
            slots = retracted_slots | {s for f in unique.values() if (s := slot_of(f))}
            since = min([*since, *(f.valid_from.key for f in unique.values())], default=(0, 0))
            self._rederive(db, name, slots, since)
        return SceneWrite(stored=len(unique), retracted=retracted)

    def retract_scene(self, name: str, chapter: int, scene: int) -> int:
        self.project(name)
        with self._write() as db:
            slots, retracted, since = self._retract(db, name, (chapter, scene), now())
            db.execute("DELETE FROM scenes WHERE project=? AND chapter=? AND scene=?", (name, chapter, scene))
            self._rederive(db, name, slots, min(since, default=(0, 0)))
        return retracted

    @staticmethod
    def _next_revision(db: sqlite3.Connection, name: str, src: tuple[int, int]) -> int:
        row = db.execute("SELECT MAX(revision) FROM facts WHERE project=? AND src_ch=? AND src_sc=?",
                         (name, *src)).fetchone()
        scene_row = db.execute("SELECT revision FROM scenes WHERE project=? AND chapter=? AND scene=?",
                               (name, *src)).fetchone()
        return max(row[0] or 0, scene_row[0] if scene_row else 0) + 1

    @staticmethod
    def _retract(db: sqlite3.Connection, name: str, src: tuple[int, int],
                 at: str) -> tuple[set[str], int, list[tuple[int, int]]]:
        """Retract one source's facts: the slots they were in, how many, and where they started."""
        rows = db.execute("SELECT slot, from_ch, from_sc FROM facts WHERE project=? AND src_ch=? AND src_sc=? "
                          "AND retracted_at IS NULL AND slot IS NOT NULL", (name, *src)).fetchall()
        cur = db.execute("UPDATE facts SET retracted_at=? WHERE project=? AND src_ch=? AND src_sc=? "
                         "AND retracted_at IS NULL", (at, name, *src))
        return {r[0] for r in rows}, cur.rowcount, [(r[1], r[2]) for r in rows]

    @staticmethod
    def _upsert_entity(db: sqlite3.Connection, name: str, entity: Entity) -> None:
        row = db.execute("SELECT * FROM entities WHERE project=? AND id=?", (name, entity.id)).fetchone()
        stored = merged_entity(_entity_from_row(row) if row else None, entity)
        db.execute("INSERT OR REPLACE INTO entities VALUES (?,?,?,?,?,?)",
                   (name, stored.id, stored.name, stored.kind.value,
                    json.dumps(stored.aliases, ensure_ascii=False), json.dumps(stored.details, ensure_ascii=False)))

    def _rederive(self, db: sqlite3.Connection, name: str, slots: set[str], since: tuple[int, int]) -> None:
        """Recompute valid_to in the touched slots, from the earliest changed position on.

        Only a fact that starts at or after `since`, or is still open or closed
        at or after it, can change; the rest of a long slot is left unread.
        """
        for slot in slots:
            rows = db.execute(
                f"SELECT {_FACT_COLUMNS}, declared_to FROM facts WHERE project=? AND slot=? AND retracted_at IS NULL "
                "AND ((from_ch, from_sc) >= (?, ?) OR to_ch IS NULL OR (to_ch, to_sc) >= (?, ?))",
                (name, slot, *since, *since)).fetchall()
            facts = [fact_from_row(r) for r in rows]
            for fact_id, end in close_slot(facts, declared_ends(rows)).items():
                db.execute("UPDATE facts SET to_ch=?, to_sc=? WHERE project=? AND id=? AND retracted_at IS NULL "
                           "AND (to_ch IS NOT ? OR to_sc IS NOT ?)",
                           (end.chapter if end else None, end.scene if end else None, name, fact_id,
                            end.chapter if end else None, end.scene if end else None))

    # queries -------------------------------------------------------------
    def facts(self, name: str, as_of: StoryTime | None = None,
              entity: str | None = None, include_closed: bool = False) -> list[Fact]:
        self.project(name)
        sql = f"SELECT {_FACT_COLUMNS} FROM facts WHERE project=? AND retracted_at IS NULL"
        args: list = [name]
        if as_of is not None:
            sql += " AND (from_ch, from_sc) <= (?, ?) AND (to_ch IS NULL OR (to_ch, to_sc) > (?, ?))"
            args += [*as_of.key, *as_of.key]
        elif not include_closed:
            sql += " AND to_ch IS NULL"
        if entity is not None:
            sql += " AND (subject=? OR object=? OR receiver=?)"
            args += [entity] * 3
        sql += _STORY_ORDER
        return [fact_from_row(r) for r in self._query(sql, tuple(args))]

    def history(self, name: str, before: StoryTime, entities: set[str] | None = None,
                kinds: set[FactKind] | None = None) -> list[Fact]:
        self.project(name)
        sql = f"SELECT {_FACT_COLUMNS} FROM facts WHERE project=? AND retracted_at IS NULL AND (from_ch, from_sc) < (?, ?)"
        args: list = [name, *before.key]
        if kinds is not None:
            sql += f" AND kind IN ({','.join('?' * len(kinds))})"
            args += sorted(k.value for k in kinds)
        if entities is not None:
            marks = ",".join("?" * len(entities))
            sql += f" AND (subject IN ({marks}) OR object IN ({marks}) OR receiver IN ({marks}))"
            args += sorted(entities) * 3
        sql += _STORY_ORDER
        return [fact_from_row(r) for r in self._query(sql, tuple(args))]

    def sources(self, name: str) -> list[SourceFacts]:
        self.project(name)
        rows = self._query(f"SELECT {_FACT_COLUMNS}, declared_to, src_ch, src_sc FROM facts "
                           "WHERE project=? AND retracted_at IS NULL ORDER BY src_ch, src_sc, "
                           + _STORY_ORDER.removeprefix(" ORDER BY "), (name,))
        return group_sources(rows)

    def save_report(self, name: str, report: ConflictReport) -> None:
        self.project(name)
        with self._write() as db:
            db.execute("INSERT INTO reports VALUES (?,?,?)", (name, now(), report.model_dump_json()))
            db.execute("DELETE FROM reports WHERE project=? AND rowid NOT IN (SELECT rowid FROM reports "
                       "WHERE project=? ORDER BY checked_at DESC LIMIT ?)", (name, name, REPORTS_KEPT))

    def reports(self, name: str, limit: int = 1) -> list[ConflictReport]:
        self.project(name)
        rows = self._query("SELECT report FROM reports WHERE project=? ORDER BY checked_at DESC LIMIT ?",
                           (name, limit))
        return [ConflictReport.model_validate_json(r["report"]) for r in rows]

    def waive(self, name: str, waiver: Waiver) -> Waiver:
        self.project(name)
        stored = waiver.model_copy(update={"created_at": waiver.created_at or datetime.now(timezone.utc)})
        with self._write() as db:
            db.execute("INSERT OR REPLACE INTO waivers VALUES (?,?,?,?)",
                       (name, stored.conflict_id, stored.reason, stored.created_at.isoformat()))
        return stored

    def waivers(self, name: str) -> dict[str, Waiver]:
        self.project(name)
        rows = self._query("SELECT * FROM waivers WHERE project=?", (name,))
        return {r["conflict_id"]: Waiver(conflict_id=r["conflict_id"], reason=r["reason"],
                                         created_at=datetime.fromisoformat(r["created_at"])) for r in rows}

    def fact_count(self, name: str) -> int:
        self.project(name)
        return self._query("SELECT COUNT(*) FROM facts WHERE project=? AND retracted_at IS NULL", (name,))[0][0]

    def close(self) -> None:
        with self._lock:
            self._db.close()
