"""Read-side queries over a store: the facts true at a position, timelines, and the
foreshadowing ledger.

The story graph (NetworkX) is built from facts: entities are nodes and each
fact an edge from its subject to what it names, keyed by fact id, so a pair's
shared history is just the edges between two nodes.
"""

from __future__ import annotations

import networkx as nx

from graph.cast import Cast
from graph.checks import StoryState
from graph.model import (ChapterState, EntityKind, Fact, FactKind, FactsDocument, StoryTime, ThreadEntry, ThreadsDocument,
                         ThreadStatus, TimelineDocument, UnplantedThread)
from graph.store import StoryStore
from graph.temporal import ORIGIN, story_order


def story_graph(facts: list[Fact]) -> nx.MultiDiGraph:
    """Entities as nodes, facts as edges (subject -> object / receiver / killer)."""
    graph = nx.MultiDiGraph()
    for fact in facts:
        ids = fact.entity_ids()
        graph.add_nodes_from(ids)
        source = fact.subject or (ids[0] if ids else None)
        for target in ids:
            if source and target != source:
                graph.add_edge(source, target, key=fact.id, fact=fact)
    return graph


def _named(facts: list[Fact]) -> set[str]:
    return {i for f in facts for i in f.entity_ids()}


def facts_document(store: StoryStore, project: str, as_of: StoryTime | None = None,
                   entity: str | None = None) -> FactsDocument:
    """What is true at `as_of` (or now), optionally about one entity named by any alias."""
    cast = store.cast(project)
    entity_id = cast.resolve(entity) if entity else None
    facts = store.facts(project, as_of=as_of, entity=entity_id)
    return FactsDocument(as_of=as_of, entities=cast.view(_named(facts)), facts=facts)


def timeline_document(store: StoryStore, project: str, name: str, other: str | None = None) -> TimelineDocument:
    """A character's facts over story time, or what passed between two of them."""
    cast: Cast = store.cast(project)
    first = cast.resolve(name)
    history = store.facts(project, entity=first, include_closed=True)
    named = {first}
    if other is None:
        events = history
    else:
        second = cast.resolve(other)
        named.add(second)
        graph = story_graph(history)
        between = [data["fact"] for u, v in ((first, second), (second, first)) if graph.has_edge(u, v)
                   for data in graph.get_edge_data(u, v).values()]
        events = list({f.id: f for f in between}.values())
    events.sort(key=story_order)
    states = [_state(cast, first, second if other else None, history, chapter)
              for chapter in sorted({f.valid_from.chapter for f in events if f.valid_from.chapter > 0})]
    return TimelineDocument(entities=cast.view(_named(events) | named), events=events, states=states)


LIFE_AND_DEATH = frozenset({FactKind.death, FactKind.presence})  # all that decides whether someone is dead


def _state(cast: Cast, who: str, other: str | None, history: list[Fact], chapter: int) -> ChapterState:
    """What holds for `who` (and `other`) once `chapter` is over."""
    after = StoryTime(chapter=chapter + 1, scene=0)
    live = [f for f in history if f.holds_at(after)]
    ties = [f for f in live if f.kind == FactKind.relation]
    relations = sorted({f"{f.subject} {f.predicate} {f.object}" for f in ties if {f.subject, f.object} == {who, other}}
                       if other else {f"{f.predicate} {f.object}" for f in ties if f.subject == who})
    if other:
        return ChapterState(chapter=chapter, relations=relations)
    mine = [f for f in live if f.subject == who]
    # dead as the checks judge it: a guessed death the story has overruled since does not count
    told = [f for f in history if f.subject == who and f.valid_from < after and f.kind in LIFE_AND_DEATH]
    dead = who in StoryState.replayed(cast, told).dead
    place = next((f.object for f in sorted(mine, key=story_order, reverse=True)
                  if f.kind == FactKind.location and f.predicate != ORIGIN), None)
    return ChapterState(
        chapter=chapter, alive=not dead, location=place, relations=relations,
        holding=sorted({f.object for f in mine if f.kind == FactKind.possession and f.object
                        and f.predicate in ("acquires", "uses", "holds")}),
        injuries=sorted({(f.value or {}).get("part") or "injury" for f in mine if f.kind == FactKind.injury
                         and isinstance(f.value, dict | None)}))


OVERDUE_AFTER = 20  # chapters a thread with no due chapter may stay open before it is overdue


def threads_document(store: StoryStore, project: str, overdue_after: int = OVERDUE_AFTER) -> ThreadsDocument:
    """Every thread: planted (in the text or the bible), paid off, open, or overdue as of the last chapter."""
    cast = store.cast(project)
    last = max((s.chapter for s in store.scenes(project)), default=0)
    threads = [e for e in cast if e.kind == EntityKind.thread]
    moves = sorted(store.history(project, StoryTime(chapter=last + 1, scene=0), {t.id for t in threads},
                                 {FactKind.foreshadow}) if threads else [], key=story_order)
    entries, unplanted = [], []
    for thread in threads:
        due = thread.details.get("due")
        description = thread.details.get("description") or thread.name
        plants = [f for f in moves if f.object == thread.id and f.predicate == "plant"]
        if not plants:
            unplanted.append(UnplantedThread(id=thread.id, description=description, due_chapter=due,
                                             overdue=bool(due and last > due)))
            continue
        planted = plants[0]
        payoff = next((f for f in moves if f.object == thread.id
                       and f.predicate == "payoff" and planted.valid_from <= f.valid_from), None)
        late = last > due if due else last - planted.valid_from.chapter > overdue_after
        status = ThreadStatus.paid_off if payoff else ThreadStatus.overdue if late else ThreadStatus.open
        entries.append(ThreadEntry(id=thread.id, description=description, planted=planted.evidence,
                                   payoff=payoff.evidence if payoff else None, status=status, due_chapter=due))
    entries.sort(key=lambda t: (t.planted.chapter, t.planted.scene, t.id))
    return ThreadsDocument(threads=entries, unplanted=sorted(unplanted, key=lambda t: t.id),
                           last_chapter=last, overdue_after=overdue_after)
