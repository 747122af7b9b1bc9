"""Choosing the extractor (`rules`, `llm` or `both`) and combining the LLM's reading with
the offline one: duplicates collapse, and the offline reading stands in whenever the
endpoint cannot answer, so an ingest always completes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from extractors.base import Extractor, SceneFacts, SceneText, StoryContext
from extractors.llm import LLMExtractor, LLMUnavailable
from graph.cast import Cast
from graph.model import Fact, FactKind

EXTRACTORS = ("rules", "llm", "both")


def statement(fact: Fact) -> tuple:
    """What a fact says, whoever read it and whichever words they quoted."""
    predicate = None if fact.kind == FactKind.presence else fact.predicate
    return fact.kind, fact.subject, predicate, fact.object, fact.evidence.chapter, fact.evidence.scene


def merge(offline: SceneFacts, read: SceneFacts) -> SceneFacts:
    """The offline facts, then the LLM's that say something new."""
    seen = {statement(f) for f in offline.facts}
    facts = list(offline.facts)
    for fact in read.facts:
        if statement(fact) not in seen:
            seen.add(statement(fact))
            facts.append(fact)
    entities = {e.id: e for e in [*offline.entities, *read.entities]}
    return SceneFacts(scene=offline.scene, facts=facts, entities=list(entities.values()), extractor="both")


class WithLLM:
    """The offline extractor plus (`both`) or overruled by (`llm`) the LLM's reading.

    The offline extractor always runs first: it discovers names for the cast the
    prompt lists, and its reading is what a scene gets when the endpoint is down.
    """

    def __init__(self, offline: Extractor, llm: LLMExtractor, keep_offline: bool):
        self.offline, self.llm, self.keep_offline = offline, llm, keep_offline
        self.name = "both" if keep_offline else "llm"
        self.standing_kinds = llm.standing_kinds

    def extract(self, scenes: Iterable[SceneText], cast: Cast, context: StoryContext) -> Iterator[SceneFacts]:
        down = False
        for found in self.offline.extract(scenes, cast, context):
            if not down:
                try:
                    read = self.llm.read(found.scene, cast, context)
                except LLMUnavailable as exc:
                    down = True
                    context.report.warnings.append(
                        f"the LLM endpoint failed ({exc}); chapter {found.scene.chapter} scene {found.scene.scene} "
                        "and the rest of this text were read by the offline extractor only")
            if down:
                yield found
            elif self.keep_offline:
                yield merge(found, read)
            else:
                yield merge(SceneFacts(scene=found.scene), read).model_copy(update={"extractor": "llm"})
