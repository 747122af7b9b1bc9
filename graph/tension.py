"""Pressure on high-level facts: which premises and arcs the story is straining.

A high-level fact (a premise or arc relation or trait, "Otto protects
Kallen") gathers pressure from lower-level facts that undermine it (a scene
where Otto deceives Kallen) and loses it to ones that support it (Otto
rescues Kallen). The links between predicates are the valence table below,
which a project's bible extends (`tension: {links: [...]}`).

    contribution = weight x confidence x 0.5 ** (chapters since / half_life)
    pressure     = max(0, sum of contributions)

A scene can also be judged to bear on a fact directly: the LLM extractor
records a `pressure` fact (`undermines` or `supports`, `value.fact` naming
the target), which counts with the weight `JUDGED` gives it.

Each level has a threshold, the force needed to overturn it (premise 2.0,
arc 1.0 by default); a fact at or past its threshold is about to flip. When
the text does overturn it (a later fact closes it: "Otto hates Kallen"
replaces "Otto loves Kallen"), the flip is recorded with the fact that did it.
"""

from __future__ import annotations

from collections.abc import Iterable

from graph.cast import Cast
from graph.model import (ChapterPressure, Fact, FactKind, Level, PressureDelta, StoryTime, TensionDocument,
                         TensionEntry, TensionLink, TensionSettings)
from graph.store import StoryStore
from graph.temporal import slot_of, story_order

HIGH_LEVELS = (Level.premise, Level.arc)


def _links(target: str, pressing: dict[str, float], reverse: Iterable[str] = (),
           target_kind: str = "relation", by_kind: str = "relation") -> list[TensionLink]:
    return [TensionLink(target=target, target_kind=target_kind, by=by, by_kind=by_kind,
                        reverse=by in reverse, weight=w) for by, w in pressing.items()]


# what presses on a marriage, or on the promise of one
_PLEDGE_PRESSED = {"betrays": 0.6, "deceives": 0.4, "hates": 0.5, "attacks": 0.6, "loves": -0.3}

# The default valence table. Positive weights undermine, negative support.
VALENCE: list[TensionLink] = [
    *_links("protects", {"deceives": 0.4, "betrays": 0.8, "endangers": 0.6, "attacks": 0.7, "threatens": 0.5,
                         "hates": 0.5, "rescues": -0.4, "protects": -0.3, "helps": -0.2}),
    *_links("loves", {"resents": 0.4, "hates": 0.7, "betrays": 0.6, "deceives": 0.3, "attacks": 0.6,
                      "threatens": 0.4, "fears": 0.2, "rescues": -0.3, "helps": -0.2, "protects": -0.3}),
    *_links("trusts", {"distrusts": 0.6, "deceives": 0.5, "betrays": 0.9, "fears": 0.2, "rescues": -0.3,
                       "helps": -0.2}, reverse=("deceives", "betrays", "rescues", "helps")),
    *_links("serves", {"betrays": 0.9, "deceives": 0.4, "attacks": 0.7, "hates": 0.4, "resents": 0.3,
                       "serves": -0.3, "protects": -0.2}),
    *_links("ally_of", {"betrays": 0.8, "attacks": 0.7, "deceives": 0.4, "threatens": 0.4, "rescues": -0.3,
                        "helps": -0.3}),
    *_links("mentor_of", {"betrays": 0.7, "deceives": 0.3, "attacks": 0.6, "protects": -0.2, "helps": -0.2}),
    *_links("spouse_of", _PLEDGE_PRESSED), *_links("betrothed_to", _PLEDGE_PRESSED),
    *_links("hates", {"rescues": 0.4, "helps": 0.3, "loves": 0.6, "protects": 0.4, "attacks": -0.2}),
    *_links("honest", {"deceives": 0.4, "betrays": 0.5}, target_kind="trait"),
    *_links("honest", {"deceitful": 0.8}, target_kind="trait", by_kind="trait"),
    *_links("loyal", {"betrays": 0.8, "serves": -0.2}, target_kind="trait"),
    *_links("kind", {"attacks": 0.3, "threatens": 0.3, "rescues": -0.3, "helps": -0.2}, target_kind="trait"),
    *_links("kind", {"cruel": 0.8}, target_kind="trait", by_kind="trait"),
    *_links("brave", {"cowardly": 0.8}, target_kind="trait", by_kind="trait"),
    *_links("gentle", {"attacks": 0.3, "cruel": 0.6}, target_kind="trait"),
]


JUDGED = {"undermines": 0.5, "supports": -0.5}


def judged_target(fact: Fact) -> str | None:
    """The id of the fact a `pressure` fact judges."""
    if fact.kind == FactKind.pressure and fact.predicate in JUDGED and isinstance(fact.value, dict):
        return fact.value.get("fact")
    return None


def valence(settings: TensionSettings) -> dict[tuple[str, str], list[TensionLink]]:
    """The table a project uses: the defaults, with its own links added or replacing theirs."""
    links = {(l.target_kind, l.target, l.by_kind, l.by): l for l in VALENCE}
    links |= {(l.target_kind, l.target, l.by_kind, l.by): l for l in settings.links}
    table: dict[tuple[str, str], list[TensionLink]] = {}
    for link in links.values():
        table.setdefault((link.target_kind, link.target), []).append(link)
    return table


def presses(link: TensionLink, target: Fact, fact: Fact) -> bool:
    """Whether `fact` is the lower-level kind of statement the link says presses on `target`."""
    if fact.kind.value != link.by_kind or fact.predicate != link.by or fact.level.rank >= target.level.rank:
        return False
    if fact.valid_from < target.valid_from or fact.id == target.id:
        return False
    if link.target_kind == "trait":
        return fact.subject == target.subject
    pair = (fact.object, fact.subject) if link.reverse else (fact.subject, fact.object)
    return pair == (target.subject, target.object)


def contribution(weight: float, fact: Fact, chapter: int, settings: TensionSettings) -> float:
    return weight * fact.confidence * 0.5 ** (max(0, chapter - fact.valid_from.chapter) / settings.half_life)


def high_level_targets(facts: list[Fact], table: dict, judgements: Iterable[Fact] = ()) -> list[Fact]:
    """The high-level facts the table can press on, and any a scene was judged to bear on."""
    judged = {judged_target(f) for f in [*facts, *judgements]} - {None}
    return [f for f in facts if f.level in HIGH_LEVELS and (f.id in judged or (
        f.kind in (FactKind.relation, FactKind.trait) and (f.kind.value, f.predicate) in table))]


def pressure_at(pressing: list[tuple[float, Fact]], chapter: int, settings: TensionSettings) -> float:
    total = sum(contribution(w, f, chapter, settings) for w, f in pressing if f.valid_from.chapter <= chapter)
    return round(max(0.0, total), 3)


def _pressing(target: Fact, facts: list[Fact], table: dict) -> list[tuple[float, Fact]]:
    links = table.get((target.kind.value, target.predicate), [])
    by_table = [(link.weight, f) for f in facts for link in links if presses(link, target, f)]
    return by_table + [(JUDGED[f.predicate], f) for f in facts if judged_target(f) == target.id]


def _flip(target: Fact, facts: list[Fact]) -> Fact | None:
    """The fact that overturned `target`: the one in its slot that starts where it ends."""
    if target.valid_to is None:
        return None
    slot = slot_of(target)
    return next((f for f in facts if f.valid_from == target.valid_to and slot and slot_of(f) == slot), None)


def tension_entries(facts: list[Fact], last_chapter: int, settings: TensionSettings) -> list[TensionEntry]:
    """Every high-level fact the table can press on, most pressured (against its threshold) first."""
    table = valence(settings)
    entries = []
    for target in high_level_targets(facts, table):
        flipped_by = _flip(target, facts)
        if flipped_by is not None and flipped_by.predicate == target.predicate:
            continue  # restated, not overturned: the later statement carries on
        threshold = settings.thresholds.get(target.level, 1.0)
        pressing = _pressing(target, facts, table)
        end = target.valid_to.chapter if target.valid_to else last_chapter
        first = max(1, target.valid_from.chapter)
        trend = [ChapterPressure(chapter=c, pressure=pressure_at(pressing, c, settings))
                 for c in range(first, max(first, end) + 1)]
        now = trend[-1].pressure if trend else 0.0
        entries.append(TensionEntry(
            fact=target, level=target.level, pressure=now, threshold=threshold, trend=trend,
            contributors=sorted({f.id: f for _, f in pressing}.values(), key=story_order),
            about_to_flip=flipped_by is None and now >= threshold,
            flipped_at=target.valid_to if flipped_by else None, flipped_by=flipped_by))
    entries.sort(key=lambda e: (-(e.pressure / e.threshold if e.threshold else e.pressure), e.fact.id))
    return entries


def tension_document(store: StoryStore, project: str) -> TensionDocument:
    settings = store.project(project).tension
    cast: Cast = store.cast(project)
    facts = store.facts(project, include_closed=True)  # in story order
    last = max((s.chapter for s in store.scenes(project)), default=0)
    entries = tension_entries(facts, last, settings)
    named = {i for e in entries for f in (e.fact, *e.contributors) for i in f.entity_ids()}
    return TensionDocument(facts=entries, entities=cast.view(named), last_chapter=last, settings=settings)


def draft_pressure(history: list[Fact], draft: list[Fact], at: StoryTime,
                   settings: TensionSettings) -> list[PressureDelta]:
    """What a draft would add to (or take from) each high-level fact live where it starts."""
    table = valence(settings)
    live = [f for f in high_level_targets(history, table, draft) if f.holds_at(at)]
    deltas = []
    for target in live:
        total = sum(w * f.confidence for w, f in _pressing(target, draft, table))
        if total:
            deltas.append(PressureDelta(fact_id=target.id, delta=round(total, 3)))
    return sorted(deltas, key=lambda d: (-abs(d.delta), d.fact_id))
