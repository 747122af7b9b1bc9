"""Read-side queries over a store: the facts true at a position, and timelines.

The story graph (NetworkX) is built from facts: entities are nodes and each
fact an edge from its subject to what it names, keyed by fact id, so a pair's
shared history is just the edges between two nodes.
"""

from __future__ import annotations

import networkx as nx

from graph.cast import Cast
from graph.model import Fact, FactsDocument, StoryTime, TimelineDocument
from graph.store import StoryStore
from graph.temporal import story_order


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
    return TimelineDocument(entities=cast.view(_named(events) | named), events=events)
