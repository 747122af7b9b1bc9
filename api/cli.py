"""The `loregraph` command line (typer). Every command takes `--store` and
`--json`; bad input prints one line to stderr and exits 2.
"""

from __future__ import annotations

import ipaddress
import socket
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Optional, TypeVar

import typer
from pydantic import BaseModel, ValidationError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from api.access import Access
from api.errors import USER_ERRORS
from api.service import Loregraph, Plan
from api.settings import Settings
from extractors.llm import LLMSettings
from graph.archive import export_project, import_project, read_archive
from graph.bible import parse_bible
from graph.model import ArchiveSummary, ConflictReport, ExtractionReport, Fact, ProjectKey, Severity, StoryTime
from graph.queries import OVERDUE_AFTER, facts_document, threads_document, timeline_document
from graph.store import open_store
from graph.tension import tension_document

app = typer.Typer(help="Loregraph: a consistency checker for long-form fiction.", no_args_is_help=True,
                  add_completion=False, pretty_exceptions_enable=False)
out = Console(soft_wrap=True)
err = Console(stderr=True, soft_wrap=True)  # an error is one line, however long

StoreOpt = Annotated[Optional[str], typer.Option("--store", help="store URL (default ./.loregraph, or LOREGRAPH_STORE)")]
JsonOpt = Annotated[bool, typer.Option("--json", help="print one JSON document on stdout")]
S = TypeVar("S", Settings, LLMSettings)
ExtractorOpt = Annotated[Optional[str], typer.Option(
    "--extractor", help="rules, llm or both (default: both where LOREGRAPH_LLM_MODEL is set, else rules)")]


def fail(message: str) -> None:
    err.print(f"[red]error:[/red] {message}", highlight=False, markup=True)
    raise typer.Exit(2)


def load_settings(kind: type[S]) -> S:
    """Settings from the environment; a bad value is one line and exit 2."""
    try:
        return kind()
    except ValidationError as exc:
        first = exc.errors()[0]
        fail(f"{kind.model_config['env_prefix']}{str(first['loc'][0]).upper()}: {first['msg']}")


@contextmanager
def service(store: str | None) -> Iterator[Loregraph]:
    """Open the store and turn every user error into one line on stderr and exit code 2."""
    settings, llm = load_settings(Settings), load_settings(LLMSettings)
    try:
        backend = open_store(store or settings.store)
    except USER_ERRORS as exc:
        fail(str(exc))
    try:
        yield Loregraph(backend, max_text_bytes=settings.max_text_bytes, llm=llm,
                        parse_processes=settings.parse_processes)
    except USER_ERRORS as exc:
        fail(str(exc))
    finally:
        backend.close()


def emit(document: BaseModel) -> None:
    sys.stdout.write(document.model_dump_json(indent=2) + "\n")


def tell_extraction(report: ExtractionReport) -> None:
    """Warnings, and what the LLM cost, on stderr (stdout may be a JSON document)."""
    for warning in report.warnings:
        err.print(f"[yellow]warning:[/yellow] {warning}", highlight=False)
    if report.llm:
        u = report.llm
        cost = f", ${u.cost_usd:.4f}" if u.cost_usd is not None else ""
        err.print(f"LLM {u.model}: {u.requests} requests, {u.cached} cached scenes, {u.prompt_tokens} prompt + "
                  f"{u.completion_tokens} completion tokens{cost}; {u.rejected_facts} facts rejected, "
                  f"{u.dropped_scenes} answers dropped", highlight=False)


def statement(f: Fact, names: dict[str, str]) -> str:
    """A fact as words: "Otto protects Kallen", with entity names for ids."""
    words = [names.get(f.subject or "", f.subject or ""), f.predicate or "",
             names.get(f.object or "", f.object or ""), "" if f.value is None else str(f.value)]
    return " ".join(w for w in words if w)


def fact_table(facts: list[Fact], names: dict[str, str], title: str) -> Table:
    table = Table(title=title, show_lines=False)
    for column in ("at", "kind", "statement", "level", "until", "evidence"):
        table.add_column(column, overflow="fold")
    for f in facts:
        table.add_row(str(f.valid_from), f.kind.value, statement(f, names), f.level.value,
                      str(f.valid_to) if f.valid_to else "", f.evidence.quote[:80])
    return table


@app.command()
def init(project: str, lang: Annotated[Optional[str], typer.Option(help="en or zh")] = None,
         bible: Annotated[Optional[Path], typer.Option(help="the bible, a YAML file")] = None,
         store: StoreOpt = None, json: JsonOpt = False) -> None:
    """Create a project (idempotent), optionally importing a bible."""
    if lang not in (None, "en", "zh"):
        fail(f"--lang must be en or zh, not {lang!r}")
    with service(store) as lore:
        parsed = None
        if bible is not None:
            parsed = parse_bible(lore.read_manuscript(bible))
        summary = lore.init_project(project, lang, parsed)
    if json:
        emit(summary)
    else:
        out.print(f"project [bold]{summary.name}[/bold] ({summary.lang}): {summary.entities} entities, "
                  f"{summary.facts} facts, {summary.chapters} chapters")


@app.command()
def ingest(project: str, paths: Annotated[list[Path], typer.Argument(help="manuscript files")],
           chapter: Annotated[Optional[int], typer.Option(min=1, help="chapter number for a file without headings")] = None,
           extractor: ExtractorOpt = None, store: StoreOpt = None, json: JsonOpt = False) -> None:
    """Split files into chapters and scenes, extract facts and store them."""
    with service(store) as lore:
        lore.store.project(project)
        lore.extractor_for(extractor)  # a bad choice fails before any reading
        plan = Plan.joined([(str(p), lore.plan(project, lore.read_manuscript(p), chapter=chapter)) for p in paths])
        total = sum(len(ch) for ch in plan.chapters)
        show = err.is_terminal and not json
        with Progress(TextColumn("ingesting"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.description}"),
                      TimeElapsedColumn(), console=err, disable=not show, transient=True) as bar:
            task = bar.add_task("", total=total)
            result = lore.ingest(project, plan, extractor=extractor, progress=lambda s: bar.update(
                task, advance=1, description=f"chapter {s.chapter} scene {s.scene}"))
    tell_extraction(result.extraction)
    if json:
        emit(result)
    else:
        out.print(f"{len(result.chapters)} chapters: {result.scenes_added} scenes added, "
                  f"{result.scenes_replaced} replaced, {result.scenes_unchanged} unchanged, "
                  f"{result.scenes_retracted} removed; {result.facts_stored} facts stored, "
                  f"{result.facts_retracted} retracted")


@app.command()
def facts(project: str,
          as_of: Annotated[Optional[str], typer.Option("--as-of", help="CH or CH:SC")] = None,
          entity: Annotated[Optional[str], typer.Option(help="any name or alias")] = None,
          store: StoreOpt = None, json: JsonOpt = False) -> None:
    """The facts true at a story position (default: now)."""
    with service(store) as lore:
        at = StoryTime.parse(as_of) if as_of else None
        document = facts_document(lore.store, project, at, entity)
    if json:
        emit(document)
    else:
        names = {i: e.name for i, e in document.entities.items()}
        out.print(fact_table(document.facts, names, f"facts as of {at or 'now'}"))


@app.command()
def timeline(project: str, name: str, other: Annotated[Optional[str], typer.Argument()] = None,
             store: StoreOpt = None, json: JsonOpt = False) -> None:
    """One character's facts over story time, or the relationship between two."""
    with service(store) as lore:
        document = timeline_document(lore.store, project, name, other)
    if json:
        emit(document)
    else:
        names = {i: e.name for i, e in document.entities.items()}
        out.print(fact_table(document.events, names, f"timeline of {name}" + (f" and {other}" if other else "")))


@app.command()
def tension(project: str, store: StoreOpt = None, json: JsonOpt = False) -> None:
    """High-level facts under pressure, most strained first."""
    with service(store) as lore:
        document = tension_document(lore.store, project)
    if json:
        emit(document)
        return
    names = {i: e.name for i, e in document.entities.items()}
    table = Table(title=f"pressure on {project}'s premises and arcs (as of chapter {document.last_chapter})")
    for column in ("fact", "level", "pressure", "threshold", "state", "contributors"):
        table.add_column(column, overflow="fold")
    for e in document.facts:
        state = (f"flipped in {e.flipped_at.chapter}:{e.flipped_at.scene}" if e.flipped_at
                 else "about to flip" if e.about_to_flip else "")
        table.add_row(statement(e.fact, names), e.level.value, f"{e.pressure:.2f}", f"{e.threshold:.2f}", state, str(len(e.contributors)))
    out.print(table)


@app.command()
def threads(project: str,
            overdue_after: Annotated[int, typer.Option(min=1, help="chapters a thread without a due chapter "
                                                       "may stay open")] = OVERDUE_AFTER,
            store: StoreOpt = None, json: JsonOpt = False) -> None:
    """Foreshadowing: planted, paid off, open, overdue."""
    with service(store) as lore:
        document = threads_document(lore.store, project, overdue_after)
    if json:
        emit(document)
        return
    table = Table(title=f"threads of {project} (as of chapter {document.last_chapter})")
    for column in ("thread", "status", "planted", "paid off", "due"):
        table.add_column(column, overflow="fold")
    for t in document.threads:
        table.add_row(t.description, t.status.value, f"{t.planted.chapter}:{t.planted.scene} {t.planted.quote[:60]}",
                      f"{t.payoff.chapter}:{t.payoff.scene} {t.payoff.quote[:60]}" if t.payoff else "",
                      str(t.due_chapter or ""))
    for u in document.unplanted:
        table.add_row(u.description, "not planted" + (" (overdue)" if u.overdue else ""), "", "",
                      str(u.due_chapter or ""))
    out.print(table)


SEVERITY_STYLE = {Severity.error: "bold red", Severity.warning: "yellow", Severity.info: "dim"}


def conflict_table(report: ConflictReport) -> Table:
    table = Table(title=f"{report.project}, chapter {report.chapter}: {len(report.conflicts)} conflicts "
                        f"from {report.facts_extracted} facts", show_lines=True)
    for column in ("severity", "kind", "id", "what", "draft says", "earlier"):
        table.add_column(column, overflow="fold")
    for c in report.conflicts:
        earlier = "\n".join(f"{p.chapter}:{p.scene} {p.quote[:80]}" for p in c.prior_evidence)
        shown = c.severity.value + (" (waived)" if c.waived else "")
        table.add_row(f"[{SEVERITY_STYLE[c.severity]}]{shown}[/]", c.kind.value, c.id, c.message,
                      c.draft_evidence.quote[:120], earlier)
    return table


@app.command()
def check(project: str, draft: Annotated[Path, typer.Argument(help="the draft chapter, a text file")],
          chapter: Annotated[Optional[int], typer.Option(min=1, help="the draft's chapter number "
                                                         "(default: its heading, else the next chapter)")] = None,
          extractor: ExtractorOpt = None, store: StoreOpt = None, json: JsonOpt = False) -> None:
    """Report where a draft chapter contradicts the story before it; stores nothing.

    Exits 1 when any conflict that is not waived is an error."""
    with service(store) as lore:
        report = lore.check(project, lore.read_manuscript(draft), chapter, extractor=extractor)
    tell_extraction(report.extraction)
    if json:
        emit(report)
    elif report.conflicts:
        out.print(conflict_table(report))
    else:
        out.print(f"no conflicts in chapter {report.chapter} ({report.facts_extracted} facts checked)")
    if any(c.severity == Severity.error for c in report.conflicts):
        raise typer.Exit(1)


@app.command()
def waive(project: str, conflict_id: str,
          reason: Annotated[str, typer.Option(help="why the contradiction is intended")],
          store: StoreOpt = None, json: JsonOpt = False) -> None:
    """Mark a reported conflict as intentional: it stays in reports, never as an error."""
    with service(store) as lore:
        waiver = lore.waive(project, conflict_id, reason)
    if json:
        emit(waiver)
    else:
        out.print(f"waived {waiver.conflict_id}: {waiver.reason}")


@app.command()
def export(project: str, path: Annotated[Path, typer.Argument(help="the archive to write (JSON); - for stdout")],
           store: StoreOpt = None, json: JsonOpt = False) -> None:
    """Write a whole project to one JSON archive, for `loregraph import` into any store."""
    with service(store) as lore:
        archive = export_project(lore.store, project)
    document = archive.model_dump_json(indent=1)
    if str(path) == "-":
        sys.stdout.write(document + "\n")
        return
    partial = path.with_name(path.name + ".partial")
    try:
        partial.write_text(document, encoding="utf-8")
        partial.replace(path)  # a reader never sees half an archive
    except OSError as exc:
        fail(f"cannot write {path}: {exc.strerror or exc}")
    summary = ArchiveSummary.of(archive, path)
    if json:
        emit(summary)
    else:
        out.print(f"exported {summary.project}: {summary.scenes} scenes, {summary.facts} facts to {path}")


@app.command("import")
def import_(path: Annotated[Path, typer.Argument(help="an archive from `loregraph export`")],
            name: Annotated[Optional[str], typer.Option("--as", help="the project's name in this store")] = None,
            store: StoreOpt = None, json: JsonOpt = False) -> None:
    """Create a project from an archive (for example, moving it from the embedded store to Neo4j)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        fail(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}")
    with service(store) as lore:
        archive = read_archive(text)
        import_project(lore.store, archive, name)
    summary = ArchiveSummary.of(archive, path, name)
    if json:
        emit(summary)
    else:
        out.print(f"imported {summary.project}: {summary.scenes} scenes, {summary.facts} facts from {path}")


def loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(socket.gethostbyname(host)).is_loopback
    except (OSError, ValueError):
        return False


@app.command()
def key(project: str, store: StoreOpt = None, json: JsonOpt = False) -> None:
    """Issue a new API key for a project (the one before stops working); it is shown only once."""
    with service(store) as lore:
        issued = ProjectKey(project=project, key=Access(lore.store, None).issue(project))
    if json:
        emit(issued)
    else:
        out.print(issued.key, highlight=False)


@app.command()
def serve(host: Annotated[Optional[str], typer.Option()] = None,
          port: Annotated[Optional[int], typer.Option()] = None, store: StoreOpt = None) -> None:
    """Serve the HTTP API and the dashboard."""
    import uvicorn

    from api.http import create_app

    settings = load_settings(Settings)
    try:
        application = create_app(store or settings.store, settings, load_settings(LLMSettings))
    except USER_ERRORS as exc:
        fail(str(exc))
    host = host or settings.host
    if not settings.admin_key and not loopback(host):
        err.print(f"[bold red]WARNING: serving on {host} with no LOREGRAPH_ADMIN_KEY: anyone who can reach this "
                  "port can read and change every project.[/bold red]", highlight=False)
    uvicorn.run(application, host=host, port=port or settings.port, log_level="info",
                access_log=False)  # the service logs each request itself, as JSON with its id

