"""The operations the CLI and the HTTP API share: create a project, ingest
text, and read facts and timelines back.

Ingest is scene by scene: an unchanged scene is skipped, a changed one is
re-extracted and replaces its earlier facts in one store transaction (a
retcon), and scenes a re-ingested chapter no longer has are retracted.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path

from extractors.base import Extractor, SceneText, StoryContext
from extractors.rules import RuleExtractor
from extractors.scenes import ManuscriptError, decode, scenes_of_chapter, split_manuscript
from graph.bible import BIBLE_EXTRACTOR, Bible, bible_entities_and_facts
from graph.cast import Cast
from graph.model import IngestResult, Project, ProjectSummary, SceneRecord
from graph.store import BIBLE_SOURCE, StoryStore, UnknownProject

ProgressHook = Callable[[SceneText], None]


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


class Loregraph:
    """One store, one extractor; every command is a method here."""

    def __init__(self, store: StoryStore, extractor: Extractor | None = None, max_text_bytes: int = 64 << 20):
        self.store = store
        self.extractor = extractor or RuleExtractor()
        self.max_text_bytes = max_text_bytes

    # projects -------------------------------------------------------------
    def init_project(self, name: str, lang: str | None = None, bible: Bible | None = None) -> ProjectSummary:
        """Create the project (idempotent) and import the bible; a bad bible creates nothing."""
        given = bible is not None
        bible = bible or Bible()
        try:
            cast = self.store.cast(name)
        except UnknownProject:
            cast = Cast()
        stored = {e.id: e.model_copy(deep=True) for e in cast}
        entities, facts = bible_entities_and_facts(bible, cast)
        narrator = cast.find(bible.narrator) if bible.narrator else None
        project = self.store.create_project(Project(name=name, lang=lang or bible.lang or "en", narrator=narrator))
        live = {f.id for f in self.store.facts(name, include_closed=True) if f.extractor == BIBLE_EXTRACTOR}
        if given and (live != {f.id for f in facts} or any(stored.get(e.id) != e for e in entities)):
            self.store.write_scene(name, None, facts, entities, source=BIBLE_SOURCE)
        if narrator and narrator != project.narrator:
            self.store.set_narrator(name, narrator)
        return self.summary(name)

    def summary(self, name: str) -> ProjectSummary:
        project = self.store.project(name)
        scenes = self.store.scenes(name)
        return ProjectSummary(
            name=project.name, lang=project.lang, narrator=project.narrator,
            chapters=len({s.chapter for s in scenes}), scenes=len(scenes),
            facts=self.store.fact_count(name), entities=len(self.store.cast(name)))

    # ingest ---------------------------------------------------------------
    def read_manuscript(self, path: Path) -> str:
        try:
            size = path.stat().st_size
            if size > self.max_text_bytes:
                raise ManuscriptError(f"{path} is {size >> 20} MiB; the limit is {self.max_text_bytes >> 20} MiB")
            data = path.read_bytes()
        except IsADirectoryError:
            raise ManuscriptError(f"{path} is a directory, not a text file") from None
        except OSError as exc:
            raise ManuscriptError(f"cannot read {path}: {exc.strerror or exc}") from None
        return decode(data, str(path))

    def plan(self, name: str, text: str, chapter: int | None = None, scene: int | None = None,
             title: str | None = None) -> list[list[SceneText]]:
        """The chapters (each a list of scenes) a text becomes, before anything is stored."""
        if not text.strip():
            raise ManuscriptError("the text is empty")
        if scene is not None:
            if chapter is None:
                raise ManuscriptError("a scene number needs a chapter number")
            return [[SceneText(chapter=chapter, scene=scene, title=title, text=text.strip())]]
        stored = self.store.scenes(name)
        default = chapter or (max((s.chapter for s in stored), default=0) + 1)
        chapters = split_manuscript(text, default)
        if chapter is not None:
            if len(chapters) > 1:
                raise ManuscriptError(f"the text has {len(chapters)} chapter headings; give one chapter "
                                      "with a chapter number, or leave the number out")
            chapters[0].number = chapter
        planned = [scenes_of_chapter(ch) for ch in chapters]
        planned = [p for p in planned if p]
        if not planned:
            raise ManuscriptError("the text has no prose (only headings or scene breaks)")
        if title:
            for s in planned[0]:
                s.title = title
        return planned

    def ingest(self, name: str, chapters: list[list[SceneText]], whole_chapters: bool = True,
               progress: ProgressHook | None = None) -> IngestResult:
        """Store the planned scenes; each changed scene is one atomic write."""
        project = self.store.project(name)
        result = IngestResult(project=name)
        cast = self.store.cast(name)
        context = StoryContext(lang=project.lang, narrator=project.narrator)
        for scenes in chapters:
            number = scenes[0].chapter
            result.chapters.append(number)
            before = {s.scene: s for s in self.store.scenes(name, number)}
            changed, unchanged = [], []
            for s in scenes:
                old = before.get(s.scene)
                (unchanged if old and old.text_hash == text_hash(s.text) else changed).append(s)
            result.scenes_unchanged += len(unchanged)
            for s in unchanged if progress else []:
                progress(s)
            for extracted in self.extractor.extract(changed, cast, context):
                s = extracted.scene
                named = {i for f in extracted.facts for i in f.entity_ids()}
                entities = list({e.id: e for e in [*extracted.entities,
                                                   *(cast.by_id[i] for i in named if i in cast.by_id)]}.values())
                record = SceneRecord(chapter=s.chapter, scene=s.scene, title=s.title, text=s.text,
                                     text_hash=text_hash(s.text))
                written = self.store.write_scene(name, record, extracted.facts, entities)
                result.facts_stored += written.stored
                result.facts_retracted += written.retracted
                if s.scene in before:
                    result.scenes_replaced += 1
                else:
                    result.scenes_added += 1
                if progress:
                    progress(s)
            if whole_chapters:
                for gone in sorted(set(before) - {s.scene for s in scenes}):
                    result.facts_retracted += self.store.retract_scene(name, number, gone)
                    result.scenes_retracted += 1
        return result
