"""The shapes of the story: story time, entities, facts and the documents built
from them. These pydantic models are the only definition of every shape that
crosses a boundary (CLI `--json`, HTTP bodies, the stores).
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from enum import Enum
from functools import total_ordering
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator


MAX_CHAPTER = 1_000_000  # far beyond any serial, and small enough for every store's integer keys
MAX_SCENE = 999_999  # a Neo4j position key is chapter * 1,000,000 + scene


@total_ordering
class StoryTime(BaseModel):
    """A position in the story: (chapter, scene), 1-based, ordered lexicographically."""

    model_config = ConfigDict(frozen=True)

    chapter: int = Field(ge=0, le=MAX_CHAPTER)
    scene: int = Field(default=1, ge=0, le=MAX_SCENE)

    @property
    def key(self) -> tuple[int, int]:
        return (self.chapter, self.scene)

    def __lt__(self, other: StoryTime) -> bool:
        return self.key < other.key

    def next_scene(self) -> StoryTime:
        return StoryTime(chapter=self.chapter, scene=self.scene + 1)

    @classmethod
    def parse(cls, text: str) -> StoryTime:
        """`12` or `12:3` (chapter, or chapter:scene)."""
        chapter, _, scene = text.strip().partition(":")
        try:
            return cls(chapter=int(chapter), scene=int(scene) if scene else 1)
        except ValueError as exc:
            raise ValueError(f"not a story position: {text!r} (expected CH or CH:SC)") from exc

    def __str__(self) -> str:
        return f"{self.chapter}:{self.scene}"


class Level(str, Enum):
    """How structural a fact is; a higher level needs more force to overturn."""

    premise = "premise"
    arc = "arc"
    chapter = "chapter"
    scene = "scene"

    @property
    def rank(self) -> int:
        return {"premise": 3, "arc": 2, "chapter": 1, "scene": 0}[self.value]


class EntityKind(str, Enum):
    character = "character"
    item = "item"
    place = "place"
    thread = "thread"


class Entity(BaseModel):
    """A character, item, place or foreshadowing thread, with every name it goes by."""

    id: str
    name: str
    kind: EntityKind
    aliases: list[str] = Field(default_factory=list)
    details: dict[str, Any] = Field(default_factory=dict, description="kind-specific notes, e.g. a thread's due chapter")

    def names(self) -> list[str]:
        return [self.name, *self.aliases]


class EntityView(BaseModel):
    """An entity as the `entities` map of a document shows it."""

    name: str
    kind: EntityKind
    aliases: list[str]


class FactKind(str, Enum):
    presence = "presence"
    relation = "relation"
    death = "death"
    injury = "injury"
    recovery = "recovery"
    possession = "possession"
    location = "location"
    attribute = "attribute"
    trait = "trait"
    foreshadow = "foreshadow"
    rule = "rule"
    pressure = "pressure"  # a scene's judgement that it `supports` or `undermines` a high-level fact (value.fact)


class Evidence(BaseModel):
    """Where a fact was read: the scene, the quote and its character offsets in the scene text."""

    chapter: int
    scene: int
    quote: str
    start: int | None = None
    end: int | None = None


FactValue = str | int | float | dict[str, Any] | None


class Fact(BaseModel):
    """One typed statement about the story, valid over `[valid_from, valid_to)`.

    `recorded_at` and `revision` say when and from which revision of the source
    scene it was ingested (the second time axis, used for retcons).
    """

    id: str = ""
    kind: FactKind
    subject: str | None = None
    object: str | None = None
    predicate: str | None = None
    value: FactValue = None
    level: Level = Level.scene
    valid_from: StoryTime
    valid_to: StoryTime | None = None
    evidence: Evidence
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    extractor: str = "rules"
    recorded_at: datetime | None = None
    revision: int | None = None

    def model_post_init(self, _context: Any) -> None:
        if not self.id:
            self.id = self.identity()

    def identity(self) -> str:
        """A stable id: the same statement read from the same place always gets the same id."""
        basis = json.dumps(
            [self.kind.value, self.subject, self.predicate, self.object, self.value,
             self.valid_from.key, self.evidence.chapter, self.evidence.scene, self.evidence.start],
            sort_keys=True, ensure_ascii=False, default=str,
        )
        return "f-" + hashlib.blake2b(basis.encode(), digest_size=8).hexdigest()

    def entity_ids(self) -> list[str]:
        """Every entity id this fact names (subject, object, and a receiver or killer in `value`)."""
        ids = [self.subject, self.object]
        if isinstance(self.value, dict):
            ids += [self.value.get("to"), self.value.get("by")]
        return [i for i in ids if i]

    def holds_at(self, at: StoryTime) -> bool:
        return self.valid_from <= at and (self.valid_to is None or at < self.valid_to)


class TensionLink(BaseModel):
    """A lower-level predicate that presses on a high-level one (see `graph.tension`).

    `weight` > 0 undermines the target, < 0 supports it. `reverse`: the pressing
    fact runs object to subject ("B deceives A" presses on "A trusts B").
    For a trait target the pressing fact's subject is the trait's holder.
    """

    model_config = ConfigDict(extra="forbid")

    target: str = Field(min_length=1, description="the high-level relation predicate or trait")
    target_kind: Literal["relation", "trait"] = "relation"
    by: str = Field(min_length=1, description="the pressing fact's predicate")
    by_kind: Literal["relation", "trait"] = "relation"
    reverse: bool = False
    weight: float = Field(ge=-10, le=10)


class TensionSettings(BaseModel):
    """A project's pressure model: the force each level needs to flip, how fast pressure fades."""

    model_config = ConfigDict(extra="forbid")

    half_life: float = Field(default=6.0, gt=0, le=10_000,
                             description="chapters after which a contribution counts half")
    thresholds: dict[Level, float] = Field(default_factory=lambda: {Level.premise: 2.0, Level.arc: 1.0})
    links: list[TensionLink] = Field(default_factory=list,
                                     description="added to the default valence table; a link with the same "
                                                 "target and predicate replaces the default one")


class Project(BaseModel):
    name: str
    lang: Literal["en", "zh"] = "en"
    narrator: str | None = None
    created_at: datetime | None = None
    tension: TensionSettings = Field(default_factory=TensionSettings)

    @field_validator("name")
    @classmethod
    def _safe_name(cls, name: str) -> str:
        name = name.strip()
        if not name or len(name) > 100 or any(c in name for c in "/\\\0") or name.startswith("."):
            raise ValueError("a project name is 1-100 characters, without slashes or a leading dot")
        return name


class SceneRecord(BaseModel):
    """One stored scene: its place in the story, its text and which revision it is."""

    chapter: int = Field(ge=1)
    scene: int = Field(ge=1)
    title: str | None = None
    text: str
    revision: int = 1
    text_hash: str = ""
    recorded_at: datetime | None = None

    @property
    def at(self) -> StoryTime:
        return StoryTime(chapter=self.chapter, scene=self.scene)


class ProjectKey(BaseModel):
    """A project's new API key (`api.access`)."""

    project: str
    key: str = Field(description="shown once: only its hash is stored")


class LLMUsage(BaseModel):
    """What the LLM extractor spent on one ingest or check."""

    model: str
    requests: int = Field(default=0, description="answers received from the endpoint, retries included")
    cached: int = Field(default=0, description="scenes answered from the response cache")
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float | None = Field(default=None, description="from LOREGRAPH_LLM_PRICE_*; null when no price is set")
    invalid_answers: int = Field(default=0, description="answers that broke the schema, each asked again once")
    dropped_scenes: int = Field(default=0, description="scenes whose second answer was invalid too")
    rejected_facts: int = Field(default=0, description="facts whose quote is not in the scene, or naming no one")


class ExtractionReport(BaseModel):
    """Which extractor read the text, what it cost, and what went wrong on the way."""

    extractor: str = "rules"
    warnings: list[str] = Field(default_factory=list)
    llm: LLMUsage | None = None


class IngestResult(BaseModel):
    """What an ingest did, scene by scene."""

    project: str
    scenes_added: int = 0
    scenes_replaced: int = 0
    scenes_unchanged: int = 0
    scenes_retracted: int = 0
    facts_stored: int = 0
    facts_retracted: int = 0
    chapters: list[int] = Field(default_factory=list)
    extraction: ExtractionReport = Field(default_factory=ExtractionReport)


class FactsDocument(BaseModel):
    """The facts true at a story position (or all current facts when `as_of` is null)."""

    as_of: StoryTime | None
    entities: dict[str, EntityView]
    facts: list[Fact]


class ChapterState(BaseModel):
    """Where things stand at the end of a chapter in which something changed.

    For one character: alive or dead, where, holding what, hurt where, and
    their standing relations ("loves cole-marsh"); for two, only the relations
    between them, both ways ("ada-winter trusts cole-marsh").
    """

    chapter: int
    alive: bool | None = None
    location: str | None = None
    holding: list[str] = Field(default_factory=list)
    injuries: list[str] = Field(default_factory=list)
    relations: list[str] = Field(default_factory=list)


class TimelineDocument(BaseModel):
    """One character's facts, or the facts between two, ordered by story time."""

    entities: dict[str, EntityView]
    events: list[Fact]
    states: list[ChapterState] = Field(default_factory=list, description="the state after each chapter "
                                       "with events, so a change reads as a step")


class ProjectSummary(BaseModel):
    name: str
    lang: str
    narrator: str | None
    chapters: int
    scenes: int
    facts: int
    entities: int


class ConflictKind(str, Enum):
    dead_character_acts = "dead_character_acts"
    item_not_held = "item_not_held"
    injury_ignored = "injury_ignored"
    kinship_contradiction = "kinship_contradiction"
    location_clash = "location_clash"
    attribute_contradiction = "attribute_contradiction"
    relation_contradiction = "relation_contradiction"
    thread_payoff_without_plant = "thread_payoff_without_plant"
    rule_violation = "rule_violation"


class Severity(str, Enum):
    error = "error"
    warning = "warning"
    info = "info"


class PriorEvidence(Evidence):
    """An earlier fact a conflict contradicts: its evidence, and its id."""

    fact_id: str


class Conflict(BaseModel):
    """One place a draft contradicts the story so far.

    `id` is stable: the same contradiction in the same words gets the same id
    on every check, so a waiver keeps applying.
    """

    id: str = ""
    kind: ConflictKind
    severity: Severity
    entities: list[str]
    message: str
    draft_evidence: Evidence
    prior_evidence: list[PriorEvidence] = Field(default_factory=list)
    waived: bool = False
    waiver_reason: str | None = None

    def model_post_init(self, _context: Any) -> None:
        if not self.id:
            basis = json.dumps([self.kind.value, sorted(self.entities), self.draft_evidence.quote,
                                sorted(p.fact_id for p in self.prior_evidence)], ensure_ascii=False)
            self.id = "c-" + hashlib.blake2b(basis.encode(), digest_size=8).hexdigest()


class PressureDelta(BaseModel):
    """How much pressure a draft would add to (or take from) a high-level fact."""

    fact_id: str
    delta: float


class ChapterPressure(BaseModel):
    chapter: int
    pressure: float


class TensionEntry(BaseModel):
    """One high-level fact under pressure: how much, against what threshold, since when, from what."""

    fact: Fact
    level: Level
    pressure: float
    threshold: float
    trend: list[ChapterPressure] = Field(default_factory=list)
    contributors: list[Fact] = Field(default_factory=list)
    about_to_flip: bool = False
    flipped_at: StoryTime | None = Field(default=None, description="where the text overturned the fact")
    flipped_by: Fact | None = None


class TensionDocument(BaseModel):
    facts: list[TensionEntry] = Field(default_factory=list)
    entities: dict[str, EntityView] = Field(default_factory=dict)
    last_chapter: int = 0
    settings: TensionSettings = Field(default_factory=TensionSettings)


class ConflictReport(BaseModel):
    """What `check` answers: every conflict of a draft chapter, and the pressure it adds."""

    project: str
    chapter: int
    conflicts: list[Conflict] = Field(default_factory=list)
    pressure: list[PressureDelta] = Field(default_factory=list)
    facts_extracted: int = 0
    checked_at: datetime | None = None
    timings_ms: dict[str, float] = Field(default_factory=dict, description="extract: reading the draft; "
                                         "graph: the store queries and checks")
    extraction: ExtractionReport = Field(default_factory=ExtractionReport)


CONFLICT_ID = r"c-[0-9a-f]{16}"  # what `Conflict.id` looks like
REASON_MAX = 2000  # characters in a waiver's reason


class Waiver(BaseModel):
    """An author's word that a conflict is intentional."""

    conflict_id: str = Field(pattern=f"^{CONFLICT_ID}$")
    reason: str = Field(min_length=1, max_length=REASON_MAX)
    created_at: datetime | None = None


class ThreadStatus(str, Enum):
    open = "open"
    paid_off = "paid_off"
    overdue = "overdue"


class ThreadEntry(BaseModel):
    """One foreshadowing thread: where it was planted, where (if anywhere) it paid off."""

    id: str
    description: str
    planted: Evidence
    payoff: Evidence | None = None
    status: ThreadStatus
    due_chapter: int | None = None


class UnplantedThread(BaseModel):
    """A thread the bible plans that the story has not planted yet."""

    id: str
    description: str
    due_chapter: int | None = None
    overdue: bool = False


class ThreadsDocument(BaseModel):
    """The foreshadowing ledger, as of the last stored chapter."""

    threads: list[ThreadEntry]
    unplanted: list[UnplantedThread] = Field(default_factory=list)
    last_chapter: int = 0
    overdue_after: int = Field(description="chapters a thread may stay open without a due chapter")


class SourceFacts(BaseModel):
    """What one source wrote (the bible, filed at 0:0, or a scene): its live facts, ends as declared."""

    chapter: int = Field(ge=0)
    scene: int = Field(ge=0)
    facts: list[Fact] = Field(default_factory=list)


ARCHIVE_FORMAT = "loregraph-archive/1"


class ProjectArchive(BaseModel):
    """A whole project, as `loregraph export` writes it and `loregraph import` reads it into any store."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["loregraph-archive/1"] = ARCHIVE_FORMAT
    project: Project
    entities: list[Entity]
    scenes: list[SceneRecord]
    sources: list[SourceFacts]
    reports: list[ConflictReport] = Field(default_factory=list, description="newest first")
    waivers: list[Waiver] = Field(default_factory=list)


class ArchiveSummary(BaseModel):
    """What `loregraph export` wrote or `loregraph import` read."""

    project: str
    path: str
    scenes: int
    facts: int

    @classmethod
    def of(cls, archive: ProjectArchive, path: Any, name: str | None = None) -> ArchiveSummary:
        return cls(project=name or archive.project.name, path=str(path), scenes=len(archive.scenes),
                   facts=sum(len(s.facts) for s in archive.sources))
