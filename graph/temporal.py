"""How facts supersede each other over story time.

A state fact (who holds an item, where a character is, an unhealed injury, a
relationship) stays valid until a later fact in the same *slot* replaces it;
its `valid_to` is then closed at that fact's position, never deleted. Events
(a presence, a recovery, a payoff, a betrayal) hold for their own scene.
Permanent facts (a death, kinship, where one comes from, a world rule) never
close.

The stores call `slot_of` when writing and `close_slot` after every write or
retraction, so re-deriving after a retcon is the same code as deriving.
"""

from __future__ import annotations

from graph.model import Fact, FactKind, StoryTime

KINSHIP = frozenset({"parent_of", "child_of", "sibling_of", "kin_of"})
SYMMETRIC = frozenset({"ally_of", "enemy_of", "sibling_of", "spouse_of", "betrothed_to"})  # the same either way round
ORIGIN = "from"  # a location's predicate for where one comes from (born, bred, a native of), not where one is
EVENT_RELATIONS = frozenset({
    "betrays", "deceives", "endangers", "rescues", "attacks", "helps", "threatens", "kills",
})
# Predicates in one family replace each other between the same two characters.
RELATION_FAMILY = {
    "ally_of": "stance", "enemy_of": "stance",
    "loves": "feeling", "hates": "feeling", "resents": "feeling",
    "trusts": "trust", "distrusts": "trust",
    "spouse_of": "marriage", "divorced_from": "marriage", "betrothed_to": "marriage",
}


def is_event(fact: Fact) -> bool:
    """Facts that hold only for the scene they happen in."""
    if fact.kind in (FactKind.presence, FactKind.recovery):
        return True
    if fact.kind == FactKind.foreshadow:
        return fact.predicate == "payoff"
    if fact.kind == FactKind.possession:
        return fact.predicate == "uses"
    return fact.kind == FactKind.relation and fact.predicate in EVENT_RELATIONS


def slot_of(fact: Fact) -> str | None:
    """The slot whose later facts close this one, or None for events and permanent facts."""
    k = fact.kind
    if k == FactKind.possession:
        return f"possession|{fact.object}"
    if k == FactKind.location:
        return None if fact.predicate == ORIGIN else f"location|{fact.subject}"
    if k in (FactKind.injury, FactKind.recovery):
        return f"injury|{fact.subject}"
    if k == FactKind.foreshadow:
        return f"thread|{fact.object}"
    if k in (FactKind.attribute, FactKind.trait):
        return f"{k.value}|{fact.subject}|{fact.predicate}"
    if k == FactKind.relation and fact.predicate not in KINSHIP | EVENT_RELATIONS:
        family = RELATION_FAMILY.get(fact.predicate or "", fact.predicate)
        return f"relation|{fact.subject}|{fact.object}|{family}"
    return None


def intrinsic_valid_to(fact: Fact) -> StoryTime | None:
    """valid_to that does not depend on other facts: events end with their scene."""
    return fact.valid_from.next_scene() if is_event(fact) else None


def story_order(fact: Fact) -> tuple:
    """Story position, then place in the scene text, then id: the order facts happen in. In one sentence a
    death comes last: whoever acts in the sentence telling their death acts before it (`陶谦以手指心而死`)."""
    start = fact.evidence.start if fact.evidence.start is not None else -1
    return (fact.valid_from.key, start, fact.kind == FactKind.death, fact.id)


def _body_part(fact: Fact) -> str | None:
    return fact.value.get("part") if isinstance(fact.value, dict) else None


def _closer_keys(fact: Fact) -> list[str]:
    """Which earlier states this fact can end."""
    if fact.kind == FactKind.recovery:
        part = _body_part(fact)
        return [f"recovery:{part}"] if part else ["recovery:*"]
    if fact.kind == FactKind.foreshadow:
        return ["payoff"] if fact.predicate == "payoff" else []
    return [] if is_event(fact) else ["state"]


def _ended_by(fact: Fact) -> list[str]:
    """Which closers end this state."""
    if fact.kind == FactKind.injury:
        part = _body_part(fact)
        return ["recovery:*", f"recovery:{part}"] if part else ["recovery:*"]
    if fact.kind == FactKind.foreshadow:
        return ["payoff"]
    return ["state"]


def close_slot(facts: list[Fact], declared: dict[str, StoryTime] | None = None
               ) -> dict[str, StoryTime | None]:
    """valid_to for every fact of one slot: closed at the first later fact that ends it.

    One backwards pass, remembering the nearest later closer of each sort;
    facts at the same place in the text never close each other. A declared
    end (a bible fact's `to`) is kept when it comes sooner.
    """
    ordered = sorted(facts, key=story_order)
    nearest: dict[str, StoryTime] = {}
    result: dict[str, StoryTime | None] = {}
    i = len(ordered)
    while i > 0:
        j = i
        while j > 0 and story_order(ordered[j - 1])[:2] == story_order(ordered[i - 1])[:2]:
            j -= 1
        group = ordered[j:i]
        for fact in group:
            end = intrinsic_valid_to(fact)
            if end is None:
                end = min((nearest[k] for k in _ended_by(fact) if k in nearest), default=None)
            stated = (declared or {}).get(fact.id)
            result[fact.id] = min(end, stated) if end and stated else end or stated
        for fact in group:
            for key in _closer_keys(fact):
                nearest[key] = fact.valid_from
        i = j
    return result
