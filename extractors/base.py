"""The extractor interface: scenes in, facts and newly met entities out.

Extractors take scenes in batches so pipeline-based ones (spaCy's `nlp.pipe`,
an LLM client with concurrency) can work at full speed; the rule-based, the
spaCy and the LLM extractors all plug in here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field

from extractors.parsing import ReadAhead
from graph.cast import Cast
from graph.model import Entity, ExtractionReport, Fact, FactKind, StoryTime


class SceneText(BaseModel):
    """One scene's normalised text and its place in the story."""

    chapter: int = Field(ge=1)
    scene: int = Field(ge=1)
    title: str | None = None
    text: str

    @property
    def at(self) -> StoryTime:
        return StoryTime(chapter=self.chapter, scene=self.scene)


class SceneFacts(BaseModel):
    """What one scene yielded: its facts and the entities it introduced."""

    scene: SceneText
    facts: list[Fact] = Field(default_factory=list)
    entities: list[Entity] = Field(default_factory=list)
    extractor: str = Field(default="rules", description="what actually read it (`rules` after an LLM fallback)")


class StoryContext(BaseModel):
    """What an extractor may know beforehand (the language, who "I" is, the high-level facts
    standing where the text starts, the parses an ingest made ahead) and where it reports what
    reading cost and what went wrong."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    lang: str = "en"
    narrator: str | None = None
    standing: list[Fact] = Field(default_factory=list)
    report: ExtractionReport = Field(default_factory=ExtractionReport)
    ahead: ReadAhead | None = Field(default=None, exclude=True)


class Extractor(Protocol):
    name: str
    standing_kinds: set[FactKind] | None  # the kinds of standing facts it reads (None: every kind)

    def extract(self, scenes: Iterable[SceneText], cast: Cast,
                context: StoryContext) -> Iterator[SceneFacts]:
        """Facts for each scene, in order. New entities are added to `cast` as met."""
        ...
