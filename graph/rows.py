"""How facts and entities become flat rows in a store, and back; one mapping for every backend.

A row keeps what `Fact` carries plus what the store needs: the source scene
(`src_ch`, `src_sc`), the slot it competes in, and `declared_to` (an end the
author or the fact itself set) apart from the derived `to_ch`/`to_sc`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import Any

from graph.model import Entity, Evidence, Fact, SourceFacts, StoryTime
from graph.temporal import intrinsic_valid_to, slot_of

FACT_FIELDS = ("id", "kind", "subject", "predicate", "object", "value", "level", "from_ch", "from_sc",
               "to_ch", "to_sc", "evidence", "confidence", "extractor", "revision", "recorded_at")
ROW_FIELDS = ("project", "id", "kind", "subject", "predicate", "object", "receiver", "value", "level",
              "from_ch", "from_sc", "to_ch", "to_sc", "declared_to", "slot", "evidence", "confidence",
              "extractor", "src_ch", "src_sc", "revision", "recorded_at")


def now() -> str:
    """A write's timestamp, as every store keeps it."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def fact_row(project: str, fact: Fact, src: tuple[int, int], revision: int, recorded_at: str) -> dict[str, Any]:
    declared = fact.valid_to or intrinsic_valid_to(fact)
    return {
        "project": project, "id": fact.id, "kind": fact.kind.value, "subject": fact.subject,
        "predicate": fact.predicate, "object": fact.object,
        "receiver": fact.value.get("to") if isinstance(fact.value, dict) else None,
        "value": json.dumps(fact.value, ensure_ascii=False), "level": fact.level.value,
        "from_ch": fact.valid_from.chapter, "from_sc": fact.valid_from.scene,
        "to_ch": declared.chapter if declared else None, "to_sc": declared.scene if declared else None,
        "declared_to": fact.valid_to.model_dump_json() if fact.valid_to else None, "slot": slot_of(fact),
        "evidence": fact.evidence.model_dump_json(),
        "confidence": fact.confidence, "extractor": fact.extractor, "src_ch": src[0], "src_sc": src[1],
        "revision": revision, "recorded_at": recorded_at,
    }


def fact_from_row(row: Mapping[str, Any]) -> Fact:
    return Fact(
        id=row["id"], kind=row["kind"], subject=row["subject"], predicate=row["predicate"],
        object=row["object"], value=json.loads(row["value"]), level=row["level"],
        valid_from=StoryTime(chapter=row["from_ch"], scene=row["from_sc"]),
        valid_to=None if row["to_ch"] is None else StoryTime(chapter=row["to_ch"], scene=row["to_sc"]),
        evidence=Evidence.model_validate_json(row["evidence"]), confidence=row["confidence"],
        extractor=row["extractor"], revision=row["revision"],
        recorded_at=datetime.fromisoformat(row["recorded_at"]),
    )


def as_written(row: Mapping[str, Any]) -> Fact:
    """The fact as its source wrote it: `valid_to` only where it was declared, not derived."""
    declared = row["declared_to"]
    return fact_from_row(row).model_copy(
        update={"valid_to": StoryTime.model_validate_json(declared) if declared else None})


def declared_ends(rows: list[Mapping[str, Any]]) -> dict[str, StoryTime]:
    return {r["id"]: StoryTime.model_validate_json(r["declared_to"]) for r in rows if r["declared_to"]}


def merged_entity(old: Entity | None, new: Entity) -> Entity:
    """An entity written again keeps every alias and detail it had, adding the new ones."""
    if old is None:
        return new
    aliases = old.aliases + [a for a in new.aliases if a not in old.aliases]
    return new.model_copy(update={"aliases": aliases, "details": {**old.details, **new.details}})


def group_sources(rows: list[Mapping[str, Any]]) -> list[SourceFacts]:
    """Rows ordered by source, grouped into what each source wrote."""
    sources: dict[tuple[int, int], SourceFacts] = {}
    for row in rows:
        src = (row["src_ch"], row["src_sc"])
        sources.setdefault(src, SourceFacts(chapter=src[0], scene=src[1])).facts.append(as_written(row))
    return list(sources.values())
