"""The LLM extractor: a scene's facts read by a model behind any OpenAI-compatible endpoint.

The model sees the scene, the cast members the scene names (with aliases)
and the high-level facts standing for them (with ids), and answers with one
`SceneReading` JSON document. Response formats are tried in order, and the
first one the server accepts is kept: OpenAI's `json_schema`, llama.cpp's
`json_object` with a `schema`, plain `json_object`. Every answer is
validated; an invalid one is asked again once, then the scene's answer is
dropped with a warning, never written. A fact whose quote is not in the
scene, or that names someone the scene does not, is rejected.

Valid answers are cached by model, prompt and scene text, so re-ingesting
unchanged text costs nothing. An endpoint that is down, too slow, rate
limited or refuses the key raises `LLMUnavailable`; `extractors.merge` then
finishes the work offline.
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import threading
from pathlib import Path
from typing import Literal

import openai
from pydantic import AliasChoices, BaseModel, Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict

from extractors.base import SceneFacts, SceneText, StoryContext
from extractors.levels import default_level
from extractors.lexicon import KIN_ROLE
from graph.cast import Cast
from graph.model import Entity, EntityKind, Evidence, Fact, FactKind, LLMUsage
from graph.temporal import ORIGIN

LLM_CONFIDENCE = 0.7  # a model's reading: as sure as a pattern, never as sure as the bible


class LLMSettings(BaseSettings):
    """The endpoint: LOREGRAPH_LLM_BASE_URL, LOREGRAPH_LLM_MODEL and OPENAI_API_KEY, and the knobs."""

    model_config = SettingsConfigDict(env_prefix="LOREGRAPH_LLM_", populate_by_name=True)

    base_url: str | None = Field(default=None, description="any OpenAI-compatible /v1 URL; OpenAI's if unset")
    model: str | None = None
    api_key: str | None = Field(default=None, validation_alias=AliasChoices("OPENAI_API_KEY", "LOREGRAPH_LLM_API_KEY"))
    timeout: float = Field(default=120.0, gt=0, description="seconds for one answer")
    retries: int = Field(default=1, ge=0, description="the client's own retries on 429, 5xx and lost connections")
    max_tokens: int = Field(default=2048, ge=64)
    cache: Path = Field(default_factory=lambda: Path.home() / ".cache" / "loregraph" / "llm-responses.sqlite")
    price_input: float | None = Field(default=None, ge=0, description="USD per million prompt tokens")
    price_output: float | None = Field(default=None, ge=0, description="USD per million completion tokens")

    @property
    def configured(self) -> bool:
        return bool(self.model)


class LLMUnavailable(RuntimeError):
    """The endpoint cannot answer now (down, timeout, rate limit, bad key or model)."""


# --- what the model answers -------------------------------------------------------------------------

class ReadEntity(BaseModel):
    name: str = Field(min_length=1, max_length=100, description="as written in the scene")
    kind: Literal["character", "item", "place"]
    aliases: list[str] = Field(default_factory=list, max_length=10)


class ReadFact(BaseModel):
    kind: Literal["presence", "relation", "death", "injury", "recovery", "possession", "location",
                  "attribute", "trait", "foreshadow"]
    subject: str = Field(min_length=1, max_length=100, description="who the fact is about, by name")
    predicate: str | None = Field(default=None, max_length=40)
    object: str | None = Field(default=None, max_length=100, description="the other character, item, place or thread")
    value: str | None = Field(default=None, max_length=200)
    by: str | None = Field(default=None, max_length=100, description="death: the killer")
    to: str | None = Field(default=None, max_length=100, description="possession gives: the receiver")
    part: str | None = Field(default=None, max_length=40, description="injury or recovery: the body part")
    severity: Literal["minor", "moderate", "severe"] | None = None
    quote: str = Field(min_length=1, max_length=600, description="the scene's exact words that state it")


class ReadPressure(BaseModel):
    fact_id: str = Field(min_length=1, max_length=40, description="an id from the standing facts")
    effect: Literal["supports", "undermines"]
    quote: str = Field(min_length=1, max_length=600)


class SceneReading(BaseModel):
    """The whole answer for one scene."""

    entities: list[ReadEntity] = Field(default_factory=list, max_length=60)
    facts: list[ReadFact] = Field(default_factory=list, max_length=150)
    pressure: list[ReadPressure] = Field(default_factory=list, max_length=30)


# --- the prompt -------------------------------------------------------------------------------------

INSTRUCTIONS = """You read one scene of a novel and list the facts it states, for a continuity checker.
Answer with one JSON object: {"entities": [...], "facts": [...], "pressure": [...]}.
- entities: characters, items and places the scene names that are not in the cast list.
- facts: each with kind, subject (a name), and quote: the scene's exact words, copied, one sentence at most.
  presence: subject acts or speaks in the scene (predicate "acts" or "speaks"); not when only remembered or mentioned.
  relation: predicate one of parent_of, child_of, sibling_of, spouse_of, betrothed_to, kin_of, mentor_of,
    fellow_disciple_of, ally_of, enemy_of, loves, hates, fears, trusts, distrusts, protects, betrays, deceives, rescues,
    helps, attacks, threatens, serves; object a character; kin_of's value is what the subject is (uncle, cousin...).
  death: subject dies (by: the killer, if any). injury: part and severity (minor, moderate, severe).
  recovery: subject heals (part). possession: predicate acquires, uses, loses,
    gives (to: receiver) or destroyed; object the item.
  location: subject is at or goes to the object place (predicate "at"), or comes from it, born or bred there
    (predicate "from"). attribute: predicate eye_color, hair_color, handedness or age; value.
  trait: predicate a character trait (honest, loyal, brave, cruel...). foreshadow: predicate plant or payoff; object a thread id.
- pressure: for standing facts the scene supports or undermines: fact_id, effect, quote.
Use names as the cast list writes them. State only what the scene says; leave a list empty when unsure."""


def _cast_lines(scene: SceneText, cast: Cast, context: StoryContext) -> list[str]:
    """The cast members the scene names (and the narrator): all the model needs to resolve names."""
    lines = []
    for entity in cast:
        named = [n for n in entity.names() if n and n in scene.text]
        if named or entity.id == context.narrator:
            also = f"; also {', '.join(entity.aliases)}" if entity.aliases else ""
            me = "; the narrator, 'I'" if entity.id == context.narrator else ""
            ident = f" (thread id {entity.id})" if entity.kind == EntityKind.thread else ""
            lines.append(f"- {entity.name}: {entity.kind.value}{ident}{also}{me}")
    return lines


def _standing_lines(present: set[str], cast: Cast, context: StoryContext) -> list[str]:
    def name(ident: str | None) -> str:
        return cast.by_id[ident].name if ident in cast.by_id else (ident or "")

    return [f"- {f.id}: {name(f.subject)} {f.predicate or f.kind.value} {name(f.object)} ({f.level.value})".rstrip()
            for f in context.standing if f.subject in present or f.object in present]


def scene_messages(scene: SceneText, cast: Cast, context: StoryContext) -> list[dict]:
    lines = _cast_lines(scene, cast, context)
    present = {e.id for e in cast if any(n and n in scene.text for n in e.names())}
    standing = _standing_lines(present, cast, context)
    parts = [f"Language: {'Chinese' if context.lang == 'zh' else 'English'}.",
             "Cast:\n" + ("\n".join(lines) or "(none yet)"),
             "Standing facts:\n" + ("\n".join(standing) or "(none)"),
             f"Scene (chapter {scene.chapter}, scene {scene.scene}):\n{scene.text}"]
    return [{"role": "system", "content": INSTRUCTIONS}, {"role": "user", "content": "\n\n".join(parts)}]


# --- the endpoint -----------------------------------------------------------------------------------

class ResponseCache:
    """Valid answers by sha256 of (model, messages), in one SQLite file shared by the server's threads."""

    def __init__(self, path: Path):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            self._db.execute("CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, answer TEXT NOT NULL)")
        except (OSError, sqlite3.Error) as exc:
            raise ValueError(f"cannot use {path} as the LLM response cache (LOREGRAPH_LLM_CACHE): {exc}") from None
        self._lock = threading.Lock()

    @staticmethod
    def key(model: str, messages: list[dict]) -> str:
        return hashlib.sha256(json.dumps([model, messages], ensure_ascii=False).encode()).hexdigest()

    def get(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT answer FROM answers WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def put(self, key: str, answer: str) -> None:
        with self._lock:
            self._db.execute("INSERT OR REPLACE INTO answers(key, answer) VALUES (?,?)", (key, answer))


RESPONSE_FORMATS = ("json_schema", "json_object_schema", "json_object")


def _response_format(mode: str, schema: dict) -> dict:
    if mode == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": "scene_reading", "schema": schema}}
    if mode == "json_object_schema":
        return {"type": "json_object", "schema": schema}
    return {"type": "json_object"}


class LLMClient:
    """Chat completions with the richest structured-output form the server accepts."""

    def __init__(self, settings: LLMSettings):
        self.settings = settings
        self.model = settings.model or ""
        self._openai = openai.OpenAI(base_url=settings.base_url, api_key=settings.api_key or "not-needed",
                                     timeout=settings.timeout, max_retries=settings.retries)
        self._schema = SceneReading.model_json_schema()
        self._mode = 0

    @property
    def response_format(self) -> str:
        """The structured-output form in use: the first the server accepted."""
        return RESPONSE_FORMATS[self._mode]

    def complete(self, messages: list[dict], usage: LLMUsage) -> str:
        """The answer's text; counts the call and its tokens into `usage`."""
        while True:
            try:
                response = self._openai.chat.completions.create(
                    model=self.model, messages=messages, temperature=0, max_tokens=self.settings.max_tokens,
                    response_format=_response_format(RESPONSE_FORMATS[self._mode], self._schema))
            except openai.APIStatusError as exc:
                if _refuses_format(exc) and self._mode + 1 < len(RESPONSE_FORMATS):
                    self._mode += 1  # the server does not take this form; the next one is plainer
                    continue
                raise LLMUnavailable(f"{type(exc).__name__}: {_said(exc)}") from None
            except openai.APIError as exc:  # no connection, timeout, or an answer that is not JSON
                raise LLMUnavailable(f"{type(exc).__name__}: {_said(exc)}") from None
            usage.requests += 1
            if response.usage:
                usage.prompt_tokens += response.usage.prompt_tokens or 0
                usage.completion_tokens += response.usage.completion_tokens or 0
            return (response.choices[0].message.content or "") if response.choices else ""


def _refuses_format(exc: openai.APIStatusError) -> bool:
    """A 400 or 422, or a 500 blaming `response_format` (llama-cpp-python's server answers so)."""
    return exc.status_code in (400, 422) or (exc.status_code == 500 and "response_format" in str(exc))


def _said(exc: Exception) -> str:
    return " ".join(str(exc).split())[:300]


# --- answers to facts -------------------------------------------------------------------------------

def locate(quote: str, text: str) -> tuple[int, int] | None:
    """Where a quote sits in the scene: verbatim, or with its whitespace re-flowed, or without
    the quotation marks a model may wrap it in."""
    bare = quote.strip()
    for candidate in dict.fromkeys((bare, bare.strip('"“”「」'))):
        if not candidate:
            continue
        at = text.find(candidate)
        if at >= 0:
            return at, at + len(candidate)
        match = re.search(r"\s+".join(map(re.escape, candidate.split())), text)
        if match:
            return match.start(), match.end()
    return None


_ROLE_KIND = {"character": EntityKind.character, "item": EntityKind.item, "place": EntityKind.place}
_OBJECT_KIND = {FactKind.relation: EntityKind.character, FactKind.possession: EntityKind.item,
                FactKind.location: EntityKind.place, FactKind.foreshadow: EntityKind.thread}
_PREDICATES = {FactKind.presence: {"acts", "speaks"},
               FactKind.possession: {"acquires", "uses", "loses", "gives", "destroyed"},
               FactKind.foreshadow: {"plant", "payoff"}}
_NEEDS_PREDICATE = {FactKind.relation, FactKind.possession, FactKind.attribute, FactKind.trait, FactKind.foreshadow}


class _Reader:
    """Turns one validated answer into facts, adding the entities it introduces to the cast."""

    def __init__(self, scene: SceneText, cast: Cast, context: StoryContext, reading: SceneReading):
        self.scene, self.cast, self.context = scene, cast, context
        self.declared = {e.name: e for e in reading.entities}
        self.new: dict[str, Entity] = {}

    def entity(self, name: str | None, kind: EntityKind) -> str | None:
        """The id a name stands for; a new entity only for a name the scene itself writes."""
        if not name:
            return None
        if name.strip().lower() in ("i", "me", "我") and self.context.narrator:
            return self.context.narrator
        found = self.cast.find(name)
        if found:  # a thread is only ever the object of a foreshadow fact
            return found if (self.cast.by_id[found].kind == EntityKind.thread) == (kind == EntityKind.thread) else None
        if kind == EntityKind.thread or name not in self.scene.text:
            return None
        declared = self.declared.get(name)
        entity = self.cast.new(name, _ROLE_KIND[declared.kind] if declared else kind,
                               [a for a in (declared.aliases if declared else []) if a in self.scene.text])
        self.new[entity.id] = entity
        return entity.id

    def fact(self, read: ReadFact) -> Fact | None:
        kind = FactKind(read.kind)
        where = locate(read.quote, self.scene.text)
        predicate = re.sub(r"[\s-]+", "_", read.predicate.strip().lower()) if read.predicate else None
        if where is None or (kind in _NEEDS_PREDICATE and not predicate):
            return None
        if kind == FactKind.presence and predicate not in _PREDICATES[kind]:
            predicate = "acts"
        if kind == FactKind.location and predicate != ORIGIN:
            predicate = "at"  # where one is or goes, however the model words it
        if kind in _PREDICATES and predicate not in _PREDICATES[kind]:
            return None
        subject = self.entity(read.subject, EntityKind.character)
        target = _OBJECT_KIND.get(kind)
        object_ = self.entity(read.object, target) if target else None
        if subject is None or (target and object_ is None) or subject == object_:
            return None
        value = self._value(kind, predicate, read)
        severity = value.get("severity") if isinstance(value, dict) else None
        start, end = where
        return Fact(kind=kind, subject=subject, predicate=predicate, object=object_, value=value,
                    level=default_level(kind, predicate, severity), valid_from=self.scene.at,
                    evidence=Evidence(chapter=self.scene.chapter, scene=self.scene.scene,
                                      quote=self.scene.text[start:end], start=start, end=end),
                    confidence=LLM_CONFIDENCE, extractor="llm")

    def _value(self, kind: FactKind, predicate: str | None, read: ReadFact):
        if kind == FactKind.death:
            killer = self.entity(read.by, EntityKind.character)
            return {"by": killer} if killer else None
        if kind == FactKind.injury:
            return {"severity": read.severity or "moderate", **({"part": read.part.lower()} if read.part else {})}
        if kind == FactKind.recovery:
            return {"part": read.part.lower()} if read.part else None
        if kind == FactKind.possession and predicate == "gives":
            receiver = self.entity(read.to, EntityKind.character)
            return {"to": receiver} if receiver else None
        if kind == FactKind.relation and read.value and read.value.lower() in KIN_ROLE.values():
            return {"role": read.value.lower()}
        if kind == FactKind.attribute and read.value:
            value = read.value.strip().lower()
            return int(value) if predicate == "age" and value.isdigit() else value
        return None

    def pressure(self, read: ReadPressure) -> Fact | None:
        """A judgement on a standing fact, kept as a `pressure` fact pointing at it (`graph.tension`)."""
        target = next((f for f in self.context.standing if f.id == read.fact_id), None)
        where = locate(read.quote, self.scene.text)
        if target is None or where is None:
            return None
        start, end = where
        return Fact(kind=FactKind.pressure, subject=target.subject, object=target.object, predicate=read.effect,
                    value={"fact": target.id}, level=default_level(FactKind.pressure), valid_from=self.scene.at,
                    evidence=Evidence(chapter=self.scene.chapter, scene=self.scene.scene,
                                      quote=self.scene.text[start:end], start=start, end=end),
                    confidence=LLM_CONFIDENCE, extractor="llm")


class LLMExtractor:
    """Reads scenes one by one through the endpoint; see the module docstring."""

    name = "llm"
    standing_kinds = None  # it weighs every standing fact (`pressure`)

    def __init__(self, settings: LLMSettings, client: LLMClient | None = None, cache: ResponseCache | None = None):
        self.settings = settings
        self.client = client or LLMClient(settings)
        self.cache = cache or ResponseCache(settings.cache)

    def usage_for(self, context: StoryContext) -> LLMUsage:
        report = context.report
        if report.llm is None:
            report.llm = LLMUsage(model=self.client.model)
        return report.llm

    def read(self, scene: SceneText, cast: Cast, context: StoryContext) -> SceneFacts:
        """The scene's facts from the model (none, with a warning, if it twice answers invalidly)."""
        usage = self.usage_for(context)
        messages = scene_messages(scene, cast, context)
        key = ResponseCache.key(self.client.model, messages)
        cached = self.cache.get(key)
        reading = SceneReading.model_validate_json(cached) if cached else self._ask(messages, usage)
        if cached:
            usage.cached += 1
        elif reading is not None:
            self.cache.put(key, reading.model_dump_json())
        self._price(usage)
        if reading is None:
            context.report.warnings.append(f"chapter {scene.chapter} scene {scene.scene}: the model answered "
                                           "invalid JSON twice; its reading was dropped")
            return SceneFacts(scene=scene, extractor=self.name)
        reader = _Reader(scene, cast, context, reading)
        read = [*map(reader.fact, reading.facts), *map(reader.pressure, reading.pressure)]
        usage.rejected_facts += read.count(None)
        facts: dict[str, Fact] = {}
        for fact in filter(None, read):
            facts.setdefault(fact.id, fact)
        return SceneFacts(scene=scene, facts=list(facts.values()), entities=list(reader.new.values()),
                          extractor=self.name)

    def _ask(self, messages: list[dict], usage: LLMUsage) -> SceneReading | None:
        answer = self.client.complete(messages, usage)
        try:
            return SceneReading.model_validate_json(answer)
        except ValidationError as exc:
            usage.invalid_answers += 1
            problem = _said(exc)
        retry = [*messages, {"role": "assistant", "content": answer[:4000]},
                 {"role": "user", "content": f"That answer is not valid ({problem}). "
                                             "Answer again with only the JSON object."}]
        try:
            return SceneReading.model_validate_json(self.client.complete(retry, usage))
        except ValidationError:
            usage.invalid_answers += 1
            usage.dropped_scenes += 1
            return None

    def _price(self, usage: LLMUsage) -> None:
        prices = (self.settings.price_input, self.settings.price_output)
        if all(p is not None for p in prices):
            usage.cost_usd = round((usage.prompt_tokens * prices[0] + usage.completion_tokens * prices[1]) / 1e6, 6)
