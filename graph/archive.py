"""Moving a project between stores: everything it is, as one JSON document.

An export carries the project's settings, cast, scenes, every source's live
facts with their ends as declared (so the import re-derives the same
`valid_to`s), the kept check reports and the waivers. An import replays it
source by source, one atomic write each, into a store where the project does
not exist yet. What stays behind: retracted facts (the record of earlier
revisions); revisions restart at 1 and `recorded_at` is the time of import.
"""

from __future__ import annotations

from pydantic import ValidationError

from graph.model import Project, ProjectArchive, SceneRecord, SourceFacts
from graph.store import BIBLE_SOURCE, StoryStore, UnknownProject


class ArchiveError(ValueError):
    """An archive that cannot be read, or that would overwrite a project."""


def export_project(store: StoryStore, name: str) -> ProjectArchive:
    return ProjectArchive(project=store.project(name), entities=list(store.cast(name)),
                          scenes=store.scenes(name), sources=store.sources(name),
                          reports=store.reports(name, limit=1_000_000), waivers=list(store.waivers(name).values()))


def read_archive(text: str) -> ProjectArchive:
    try:
        return ProjectArchive.model_validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "the document"
        raise ArchiveError(f"not a Loregraph archive: {where}: {first['msg']}") from None


def import_project(store: StoryStore, archive: ProjectArchive, name: str | None = None) -> Project:
    """Create the project (named as exported, or `name`) from an archive; refuses to overwrite one."""
    target = name or archive.project.name
    try:
        store.project(target)
    except UnknownProject:
        pass
    else:
        raise ArchiveError(f"project {target!r} already exists in this store; import it under another name")
    project = store.create_project(archive.project.model_copy(update={"name": target}))
    store.set_tension(target, archive.project.tension)
    scenes = {(s.chapter, s.scene): s for s in archive.scenes}
    sources = {(s.chapter, s.scene): s for s in archive.sources}
    entities = archive.entities
    for key in sorted(scenes.keys() | sources.keys() | {BIBLE_SOURCE}):
        scene: SceneRecord | None = scenes.get(key)
        facts = sources.get(key, SourceFacts(chapter=key[0], scene=key[1])).facts
        store.write_scene(target, scene, facts, entities, source=key)
        entities = []  # the whole cast arrives with the first write
    for report in reversed(archive.reports):
        store.save_report(target, report)
    for waiver in archive.waivers:
        store.waive(target, waiver)
    return project
