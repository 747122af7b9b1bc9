"""The HTTP API (FastAPI) and the dashboard it serves; the same documents as the CLI's `--json`.

Bad input is a JSON `{"detail": ...}` with a 4xx status, never a 500.
"""

from __future__ import annotations

import threading
from importlib.resources import files
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, HTTPException, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse
from pydantic import BaseModel, Field

from api.access import Access, Caller
from api.errors import NOT_FOUND, USER_ERRORS
from api.logs import add_request_ids, configure, log
from api.service import Loregraph
from api.settings import Settings
from extractors.llm import LLMSettings
from graph.bible import Bible, parse_bible
from graph.model import (CONFLICT_ID, REASON_MAX, ConflictReport, FactsDocument, IngestResult, ProjectKey,
                         ProjectSummary, StoryTime, TensionDocument, ThreadsDocument, TimelineDocument, Waiver)
from graph.queries import OVERDUE_AFTER, facts_document, threads_document, timeline_document
from graph.tension import tension_document
from graph.store import StoreError, open_store


ProjectName = Annotated[str, Path(description="the project's name", examples=["ferry"])]


class NewProject(BaseModel):
    name: str = Field(min_length=1, max_length=100)
    lang: Literal["en", "zh"] | None = None
    bible: Bible | str | None = Field(default=None, description="the bible as a JSON object, or its YAML text")


class Problem(BaseModel):
    """Every 4xx and 5xx answer: what was wrong, in one line."""

    detail: str


PROBLEMS: dict[int | str, dict[str, Any]] = {
    400: {"model": Problem, "description": "bad input"}, 401: {"model": Problem, "description": "no or unknown API key"},
    403: {"model": Problem, "description": "the key does not open this"},
    404: {"model": Problem, "description": "no such thing"},
    413: {"model": Problem, "description": "the body is over LOREGRAPH_MAX_REQUEST_BYTES"},
    422: {"model": Problem, "description": "a malformed request"},
    503: {"model": Problem, "description": "the store cannot answer"}}


Extractor = Literal["rules", "llm", "both"] | None
EXTRACTOR_FIELD = Field(default=None, description="default: both where LOREGRAPH_LLM_MODEL is set, else rules")


class NewScenes(BaseModel):
    text: str = Field(min_length=1)
    chapter: int | None = Field(default=None, ge=1, le=100_000)
    scene: int | None = Field(default=None, ge=1, le=10_000, description="replace just this scene of `chapter`")
    title: str | None = Field(default=None, max_length=500)
    extractor: Extractor = EXTRACTOR_FIELD


class Draft(BaseModel):
    text: str = Field(min_length=1)
    chapter: int | None = Field(default=None, ge=1, le=100_000)
    extractor: Extractor = EXTRACTOR_FIELD


class Health(BaseModel):
    status: Literal["ok", "unavailable"]
    store: str = Field(description="`ready`, or why the store cannot answer")


class NewWaiver(BaseModel):
    conflict_id: str = Field(pattern=f"^{CONFLICT_ID}$")
    reason: str = Field(min_length=1, max_length=REASON_MAX)


def create_app(store_url: str | None = None, settings: Settings | None = None,
               llm: LLMSettings | None = None) -> FastAPI:
    settings = settings or Settings()
    lore = Loregraph(open_store(store_url or settings.store), max_text_bytes=settings.max_request_bytes, llm=llm,
                     parse_processes=settings.parse_processes)
    access = Access(lore.store, settings.admin_key)
    ingest_lock = threading.Lock()  # one writer at a time keeps scene revisions in order
    app = FastAPI(title="Loregraph", version="0.1.0", responses=PROBLEMS, dependencies=[Depends(access.check)],
                  description="Facts over story time, and where a new chapter contradicts them.")

    def admin_only(caller: Caller = Depends(access.check)) -> None:
        if not caller.admin:
            raise HTTPException(403, "only the admin key may do this")

    def within_limit(text: str) -> str:
        """A body sent without a Content-Length is measured once read."""
        if len(text.encode()) > settings.max_request_bytes:
            raise ValueError(f"the text is over the {settings.max_request_bytes:,}-byte limit "
                             "(LOREGRAPH_MAX_REQUEST_BYTES)")
        return text

    configure()
    add_request_ids(app)

    @app.middleware("http")
    async def size_limit(request: Request, call_next):
        """A body over the limit is refused before it is read (413), whatever the route."""
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > settings.max_request_bytes:
            return JSONResponse({"detail": f"the request is {int(declared):,} bytes; the limit is "
                                           f"{settings.max_request_bytes:,} (LOREGRAPH_MAX_REQUEST_BYTES)"},
                                status_code=413)
        return await call_next(request)

    def logged(result: IngestResult | ConflictReport) -> IngestResult | ConflictReport:
        for warning in result.extraction.warnings:
            log.warning(warning)
        return result

    @app.get("/health", response_model=Health, responses={503: {"model": Health}})
    def health() -> Health | JSONResponse:
        """Liveness, and whether the store answers."""
        try:
            lore.store.projects()
        except StoreError as exc:
            return JSONResponse(Health(status="unavailable", store=str(exc)).model_dump(), status_code=503)
        return Health(status="ok", store="ready")

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
        where = ".".join(str(p) for p in first.get("loc", ()))
        return JSONResponse({"detail": f"{where}: {first['msg']}"}, status_code=422)

    # later registrations win for the same class: the general 400 first, then the specific ones
    for error, status in (*((e, 400) for e in USER_ERRORS), *((e, 404) for e in NOT_FOUND), (StoreError, 503)):
        app.add_exception_handler(error, lambda _r, exc, s=status: JSONResponse({"detail": str(exc)}, status_code=s))

    @app.get("/projects", response_model=list[ProjectSummary])
    def list_projects(caller: Caller = Depends(access.check)) -> list[ProjectSummary]:
        """Every project the caller's key opens."""
        return [lore.summary(p.name) for p in lore.store.projects() if caller.may_open(p.name)]

    @app.post("/projects", response_model=ProjectSummary, status_code=201, dependencies=[Depends(admin_only)])
    def create_project(body: NewProject) -> ProjectSummary:
        bible = body.bible if isinstance(body.bible, Bible) or body.bible is None else parse_bible(body.bible)
        with ingest_lock:
            return lore.init_project(body.name, body.lang, bible)

    @app.post("/projects/{project}/key", response_model=ProjectKey, status_code=201,
              dependencies=[Depends(admin_only)])
    def issue_key(project: ProjectName) -> ProjectKey:
        """A new API key for the project; the one before stops working."""
        return ProjectKey(project=project, key=access.issue(project))

    @app.get("/projects/{project}", response_model=ProjectSummary)
    def project_summary(project: ProjectName) -> ProjectSummary:
        return lore.summary(project)

    @app.post("/projects/{project}/scenes", response_model=IngestResult)
    def add_scenes(project: ProjectName, body: NewScenes) -> IngestResult:
        with ingest_lock:
            lore.store.project(project)
            plan = lore.plan(project, within_limit(body.text), chapter=body.chapter, scene=body.scene,
                             title=body.title)
            return logged(lore.ingest(project, plan, whole_chapters=body.scene is None, extractor=body.extractor))

    @app.post("/projects/{project}/check", response_model=ConflictReport)
    def check_draft(project: ProjectName, body: Draft) -> ConflictReport:
        return logged(lore.check(project, within_limit(body.text), body.chapter, extractor=body.extractor))

    @app.get("/projects/{project}/reports/latest", response_model=ConflictReport)
    def latest_report(project: ProjectName) -> ConflictReport | JSONResponse:
        found = lore.store.reports(project, limit=1)
        if not found:
            return JSONResponse({"detail": f"nothing has been checked in {project!r} yet"}, status_code=404)
        return found[0]

    @app.post("/projects/{project}/waivers", response_model=Waiver, status_code=201)
    def waive(project: ProjectName, body: NewWaiver) -> Waiver:
        return lore.waive(project, body.conflict_id, body.reason)

    @app.get("/projects/{project}/waivers", response_model=list[Waiver])
    def waivers(project: ProjectName) -> list[Waiver]:
        return sorted(lore.store.waivers(project).values(), key=lambda w: w.created_at)

    @app.get("/projects/{project}/facts", response_model=FactsDocument)
    def project_facts(project: ProjectName, as_of: str | None = Query(None, description="CH or CH:SC"),
                      entity: str | None = None) -> FactsDocument:
        return facts_document(lore.store, project, StoryTime.parse(as_of) if as_of else None, entity)

    @app.get("/projects/{project}/timeline", response_model=TimelineDocument)
    def project_timeline(project: ProjectName, entity: str = Query(..., min_length=1),
                         other: str | None = None) -> TimelineDocument:
        return timeline_document(lore.store, project, entity, other)

    @app.get("/projects/{project}/tension", response_model=TensionDocument)
    def project_tension(project: ProjectName) -> TensionDocument:
        return tension_document(lore.store, project)

    @app.get("/projects/{project}/threads", response_model=ThreadsDocument)
    def project_threads(project: ProjectName, overdue_after: int = Query(OVERDUE_AFTER, ge=1, le=100_000)) -> ThreadsDocument:
        return threads_document(lore.store, project, overdue_after)

    page = files("api").joinpath("dashboard/index.html").read_text(encoding="utf-8")

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def dashboard_home() -> str:
        return page

    @app.get("/projects/{project}/dashboard", response_class=HTMLResponse, include_in_schema=False)
    def dashboard(project: ProjectName) -> str:
        if not access.enabled:  # with keys on, the page must not tell who has a project
            lore.store.project(project)
        return page

    return app
