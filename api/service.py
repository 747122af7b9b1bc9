"""The operations the CLI and the HTTP API share: create a project, ingest
text, check a draft, waive conflicts, and read facts and timelines back.

Ingest is scene by scene: an unchanged scene is skipped, a changed one is
re-extracted and replaces its earlier facts in one store transaction (a
retcon), and scenes a re-ingested chapter no longer has are retracted.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from extractors.base import Extractor, SceneText, StoryContext
from extractors.llm import LLMExtractor, LLMSettings
from extractors.merge import EXTRACTORS, WithLLM
from extractors.parsing import ReadAhead, default_processes, read_ahead
from extractors.rules import RuleExtractor, named_sentences
from extractors.scenes import ManuscriptError, decode, scenes_of_chapter, split_manuscript
from graph.bible import BIBLE_EXTRACTOR, Bible, bible_entities_and_facts
from graph.cast import Cast
from graph.checks import draft_start, find_conflicts
from graph.model import (CONFLICT_ID, REASON_MAX, Conflict, ConflictReport, ExtractionReport, FactKind, IngestResult,
                         Project, ProjectSummary, SceneRecord, Severity, StoryTime, Waiver)
from graph.store import BIBLE_SOURCE, REPORTS_KEPT, StoryStore, UnknownProject
from graph.tension import HIGH_LEVELS, draft_pressure
from graph.temporal import KINSHIP


ProgressHook = Callable[[SceneText], None]


@dataclass
class Plan:
    """The chapters (each a list of scenes) a text becomes, before anything is stored, and what the split left
    out or renumbered, said for the author (see `split_manuscript`)."""

    chapters: list[list[SceneText]]
    notes: list[str] = field(default_factory=list)

    @classmethod
    def joined(cls, plans: list[tuple[str, Plan]]) -> Plan:
        """The plans of several files, each with its file's name, as one; each note says its file."""
        return cls([c for _, plan in plans for c in plan.chapters],
                   [f"{name}: {note}" for name, plan in plans for note in plan.notes])


class UnknownConflict(LookupError):
    def __init__(self, conflict_id: str):
        super().__init__(f"no recent check of this project reported a conflict {conflict_id!r}")


def text_hash(text: str, extractor: str = "rules") -> str:
    """A scene's hash, salted with the extractor that read it so another extractor re-reads it
    (not for `rules`: stores written before there was a choice have the plain hash)."""
    salted = text if extractor == "rules" else f"{extractor}\0{text}"
    return hashlib.sha256(salted.encode()).hexdigest()


class Loregraph:
    """One store and its extractors; every command is a method here."""

    def __init__(self, store: StoryStore, max_text_bytes: int = 64 << 20, llm: LLMSettings | None = None,
                 parse_processes: int | None = None):
        self.store = store
        self.extractor = RuleExtractor()
        # A draft can only contradict names the story already has, so checking English skips
        # spaCy discovery (the slow part, about 4k words/s); Chinese discovery (LAC) is cheap.
        self.draft_extractor = RuleExtractor(discover=("zh",))
        self.llm_settings = llm or LLMSettings()
        self._llm: LLMExtractor | None = None
        self.max_text_bytes = max_text_bytes
        # worker processes parsing a long English ingest ahead of its reading (`extractors.parsing`)
        self.parse_processes = parse_processes or default_processes()
        # Scene writes and a check's reads of the story take turns, so a check running beside an
        # ingest in the same process sees whole scenes only.
        self._between_scenes = threading.Lock()

    def extractor_for(self, choice: str | None, drafts: bool = False) -> Extractor:
        """`rules`, `llm` or `both`; by default `both` where an LLM is configured, else `rules`."""
        choice = choice or ("both" if self.llm_settings.configured else "rules")
        if choice not in EXTRACTORS:
            raise ValueError(f"the extractor must be one of {', '.join(EXTRACTORS)}, not {choice!r}")
        offline = self.draft_extractor if drafts else self.extractor
        if choice == "rules":
            return offline
        if not self.llm_settings.configured:
            raise ValueError(f"the {choice!r} extractor needs an LLM: set LOREGRAPH_LLM_MODEL "
                             "(and LOREGRAPH_LLM_BASE_URL or OPENAI_API_KEY)")
        self._llm = self._llm or LLMExtractor(self.llm_settings)
        return WithLLM(offline, self._llm, keep_offline=choice == "both")

    def _context(self, project: Project, extractor: Extractor, at: StoryTime,
                 report: ExtractionReport | None = None, ahead: ReadAhead | None = None) -> StoryContext:
        """What the extractor is told (the high-level facts standing at `at`, of the kinds it reads, and the
        parses made ahead), and the report it adds to (a new one unless given)."""
        facts = self.store.history(project.name, at.next_scene(), kinds=extractor.standing_kinds)
        standing = [f for f in facts if f.level in HIGH_LEVELS and (f.valid_to is None or at < f.valid_to)]
        return StoryContext(lang=project.lang, narrator=project.narrator, standing=standing,
                            report=report or ExtractionReport(extractor=extractor.name), ahead=ahead)

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
        if bible.tension is not None and bible.tension != project.tension:
            self.store.set_tension(name, bible.tension)
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
             title: str | None = None) -> Plan:
        """The chapters (each a list of scenes) a text becomes, before anything is stored."""
        if not text.strip():
            raise ManuscriptError("the text is empty")
        if scene is not None:
            if chapter is None:
                raise ManuscriptError("a scene number needs a chapter number")
            return Plan([[SceneText(chapter=chapter, scene=scene, title=title, text=text.strip())]])
        stored = self.store.scenes(name)
        default = chapter or (max((s.chapter for s in stored), default=0) + 1)
        manuscript = split_manuscript(text, default)
        chapters = manuscript.chapters  # none for a heading alone (`4`): no prose, below
        if chapter is not None and chapters:
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
        return Plan(planned, manuscript.notes)

    def ingest(self, name: str, plan: Plan, whole_chapters: bool = True,
               progress: ProgressHook | None = None, extractor: str | None = None) -> IngestResult:
        """Store the planned scenes; each changed scene is one atomic write."""
        project = self.store.project(name)
        reader = self.extractor_for(extractor)
        report = ExtractionReport(extractor=reader.name, warnings=list(plan.notes))
        result = IngestResult(project=name, extraction=report)
        cast = self.store.cast(name)
        to_read = [s.text for scenes in plan.chapters for s in self._changes(name, scenes, reader.name)[1]]
        with read_ahead(to_read, project.lang, self.parse_processes) as ahead:
            for scenes in plan.chapters:
                self._ingest_chapter(project, scenes, reader, cast, result, ahead, whole_chapters, progress)
        return result

    def _changes(self, name: str, scenes: list[SceneText],
                 reader: str) -> tuple[dict[int, SceneRecord], list[SceneText], list[SceneText]]:
        """The chapter's stored scenes by number, and which of `scenes` changed and which did not."""
        before = {s.scene: s for s in self.store.scenes(name, scenes[0].chapter)}
        changed, unchanged = [], []
        for s in scenes:
            old = before.get(s.scene)
            (unchanged if old and old.text_hash == text_hash(s.text, reader) else changed).append(s)
        return before, changed, unchanged

    def _ingest_chapter(self, project: Project, scenes: list[SceneText], reader: Extractor, cast: Cast,
                        result: IngestResult, ahead: ReadAhead | None, whole_chapters: bool,
                        progress: ProgressHook | None) -> None:
        name, number = project.name, scenes[0].chapter
        result.chapters.append(number)
        before, changed, unchanged = self._changes(name, scenes, reader.name)
        result.scenes_unchanged += len(unchanged)
        for s in unchanged if progress else []:
            progress(s)
        # an unchanged chapter is not read, and its standing facts are not asked of the store
        read = reader.extract(changed, cast, self._context(project, reader, StoryTime(chapter=number, scene=1),
                                                           result.extraction, ahead)) if changed else ()
        for extracted in read:
            s = extracted.scene
            named = {i for f in extracted.facts for i in f.entity_ids()}
            entities = list({e.id: e for e in [*extracted.entities,
                                               *(cast.by_id[i] for i in named if i in cast.by_id)]}.values())
            record = SceneRecord(chapter=s.chapter, scene=s.scene, title=s.title, text=s.text,
                                 text_hash=text_hash(s.text, extracted.extractor))
            with self._between_scenes:
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
                with self._between_scenes:
                    result.facts_retracted += self.store.retract_scene(name, number, gone)
                result.scenes_retracted += 1

    # checking ---------------------------------------------------------------
    def check(self, name: str, text: str, chapter: int | None = None, extractor: str | None = None) -> ConflictReport:
        """Extract a draft and report every conflict with the story before it; stores no facts."""
        project = self.store.project(name)
        reader = self.extractor_for(extractor, drafts=True)
        plan = self.plan(name, text, chapter)
        scenes = [s for planned in plan.chapters for s in planned]
        cast = self.store.cast(name)
        start = draft_start(scenes[0].chapter)
        context = self._context(project, reader, start)
        context.report.warnings += plan.notes
        began = time.perf_counter()
        draft = [f for extracted in reader.extract(scenes, cast, context) for f in extracted.facts]
        sentences = named_sentences(scenes, cast, project.lang)
        extracted_at = time.perf_counter()
        named = {i for f in draft for i in f.entity_ids()}
        with self._between_scenes:  # the story as it stands between two scene writes, not in the middle
            history = [*self.store.history(name, start, named, set(FactKind) - {FactKind.presence}),
                       *self.store.history(name, start, kinds={FactKind.rule}),
                       *(f for f in self.store.history(name, start, kinds={FactKind.relation})
                         if f.predicate in KINSHIP | {"spouse_of"} and f.subject not in named
                         and f.object not in named)]
            # whether the story has shown someone the draft names acting since their death
            dead = {f.subject for f in history if f.kind == FactKind.death} & named
            acting = self.store.history(name, start, dead, {FactKind.presence}) if dead else []
            waivers = self.store.waivers(name)
        conflicts = [self._apply_waiver(c, waivers)
                     for c in find_conflicts(history + acting, draft, cast, project.lang, sentences)]
        done = time.perf_counter()
        pressure = draft_pressure(history, draft, start, project.tension)
        report = ConflictReport(project=name, chapter=scenes[0].chapter, conflicts=conflicts, pressure=pressure,
                                facts_extracted=len(draft), checked_at=datetime.now(timezone.utc),
                                timings_ms={"extract": round((extracted_at - began) * 1000, 1),
                                            "graph": round((done - extracted_at) * 1000, 1)},
                                extraction=context.report)
        self.store.save_report(name, report)
        return report

    @staticmethod
    def _apply_waiver(conflict: Conflict, waivers: dict[str, Waiver]) -> Conflict:
        """A waived conflict stays in the report, marked, and is never an error."""
        waiver = waivers.get(conflict.id)
        if waiver is None:
            return conflict
        return conflict.model_copy(update={"waived": True, "waiver_reason": waiver.reason,
                                           "severity": Severity.info})

    def waive(self, name: str, conflict_id: str, reason: str) -> Waiver:
        if not re.fullmatch(CONFLICT_ID, conflict_id):
            raise ValueError(f"{conflict_id!r} is not a conflict id (they look like c-0123456789abcdef)")
        if not reason.strip():
            raise ValueError("a waiver needs a reason")
        waiver = Waiver(conflict_id=conflict_id, reason=reason.strip()[:REASON_MAX])
        # a waiver names a conflict from one of the reports the store keeps
        reported = {c.id for r in self.store.reports(name, limit=REPORTS_KEPT) for c in r.conflicts}
        if conflict_id not in reported:
            raise UnknownConflict(conflict_id)
        return self.store.waive(name, waiver)
