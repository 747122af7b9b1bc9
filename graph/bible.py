"""The bible: what the author already knows, read from YAML into entities and facts.

Bible facts are stored like scene facts, under a source of their own, so
re-running `init --bible` with an edited bible retracts the old ones cleanly.
"""

from __future__ import annotations

from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from graph.cast import Cast
from graph.model import (MAX_CHAPTER, Entity, EntityKind, Evidence, Fact, FactKind, FactValue, Level, StoryTime,
                         TensionSettings)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class BibleName(_Strict):
    name: str = Field(min_length=1)
    aliases: list[str] = Field(default_factory=list)


class BibleItem(BibleName):
    holder: str | None = None


class BibleThread(_Strict):
    id: str = Field(min_length=1)
    description: str = ""
    planted: int | None = Field(default=None, ge=1, le=MAX_CHAPTER)
    due: int | None = Field(default=None, ge=1, le=MAX_CHAPTER)
    aliases: list[str] = Field(default_factory=list, description="words that name the thread in the text")


class BibleFact(_Strict):
    kind: FactKind
    subject: str | None = None
    predicate: str | None = None
    object: str | None = None
    value: FactValue = None
    level: Level = Level.premise
    from_: StoryTime = Field(default=StoryTime(chapter=1, scene=1), alias="from")
    to: StoryTime | None = None

    @field_validator("from_", "to", mode="before")
    @classmethod
    def _position(cls, value: Any) -> Any:
        if isinstance(value, int):
            return StoryTime(chapter=value, scene=1)
        if isinstance(value, str):
            return StoryTime.parse(value)
        return value


class Bible(_Strict):
    lang: Literal["en", "zh"] | None = None
    narrator: str | None = None
    characters: list[BibleName] = Field(default_factory=list)
    items: list[BibleItem] = Field(default_factory=list)
    places: list[BibleName] = Field(default_factory=list)
    facts: list[BibleFact] = Field(default_factory=list)
    rules: list[str] = Field(default_factory=list)
    threads: list[BibleThread] = Field(default_factory=list)
    tension: TensionSettings | None = Field(default=None, description="the project's pressure model")


class BibleError(ValueError):
    pass


def parse_bible(source: str | dict[str, Any] | None) -> Bible:
    """Read a bible from YAML text or an already-parsed mapping; a clear BibleError if malformed."""
    if source is None:
        return Bible()
    if isinstance(source, str):
        try:
            source = yaml.safe_load(source) or {}
        except yaml.YAMLError as exc:
            raise BibleError(f"the bible is not valid YAML: {exc}".splitlines()[0]) from exc
    if not isinstance(source, dict):
        raise BibleError("the bible must be a YAML mapping (keys such as characters, items, facts)")
    try:
        return Bible.model_validate(source)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise BibleError(f"bad bible entry at {where}: {first['msg']}") from exc


_OBJECT_KIND = {
    FactKind.possession: EntityKind.item,
    FactKind.location: EntityKind.place,
    FactKind.foreshadow: EntityKind.thread,
}

BIBLE_EXTRACTOR = "bible"


def _bible_fact(**fields: Any) -> Fact:
    at: StoryTime = fields["valid_from"]
    quote = fields.pop("quote")
    return Fact(evidence=Evidence(chapter=at.chapter, scene=at.scene, quote=quote),
                extractor=BIBLE_EXTRACTOR, confidence=1.0, **fields)


def bible_entities_and_facts(bible: Bible, cast: Cast) -> tuple[list[Entity], list[Fact]]:
    """Add the bible's entities to `cast` and return them with the bible's facts."""
    touched: dict[str, Entity] = {}

    def entity(name: str, kind: EntityKind, aliases: list[str] | None = None) -> str:
        found = cast.new(name, kind, aliases)
        touched[found.id] = found
        return found.id

    for c in bible.characters:
        entity(c.name, EntityKind.character, c.aliases)
    for p in bible.places:
        entity(p.name, EntityKind.place, p.aliases)
    facts: list[Fact] = []
    start = StoryTime(chapter=1, scene=1)
    for item in bible.items:
        item_id = entity(item.name, EntityKind.item, item.aliases)
        if item.holder:
            facts.append(_bible_fact(
                kind=FactKind.possession, subject=entity(item.holder, EntityKind.character),
                predicate="acquires", object=item_id, level=Level.chapter, valid_from=start,
                quote=f"bible: {item.holder} holds {item.name} at the start"))
    for f in bible.facts:
        obj = None
        if f.object:
            obj = entity(f.object, _OBJECT_KIND.get(f.kind, EntityKind.character))
        subject = entity(f.subject, EntityKind.character) if f.subject else None
        words = " ".join(str(w) for w in (f.subject, f.predicate, f.object, f.value) if w)
        facts.append(_bible_fact(
            kind=f.kind, subject=subject, predicate=f.predicate, object=obj, value=f.value,
            level=f.level, valid_from=f.from_, valid_to=f.to, quote=f"bible: {words}"))
    for rule in bible.rules:
        facts.append(_bible_fact(kind=FactKind.rule, value=rule, level=Level.premise,
                                 valid_from=start, quote=f"bible rule: {rule}"))
    for t in bible.threads:
        touched[t.id] = cast.add(Entity(
            id=t.id, name=t.description or t.id, kind=EntityKind.thread, aliases=t.aliases,
            details={"description": t.description, "due": t.due, "planted": t.planted}))
        if t.planted:
            facts.append(_bible_fact(
                kind=FactKind.foreshadow, predicate="plant", object=t.id, level=Level.arc,
                value={"due": t.due, "description": t.description},
                valid_from=StoryTime(chapter=t.planted, scene=1),
                quote=f"bible thread: {t.description or t.id}"))
    if bible.narrator:
        entity(bible.narrator, EntityKind.character)
    return list(touched.values()), facts
