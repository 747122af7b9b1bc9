"""Default levels: how structural each kind of fact is, before the bible says otherwise.

Kinship, death and where one comes from are premises; relationship states
and lasting injuries belong to an arc; positions and single actions to a scene.
"""

from __future__ import annotations

from graph.model import FactKind, Level
from graph.temporal import ORIGIN

_RELATION_LEVEL = {
    "parent_of": Level.premise, "child_of": Level.premise, "sibling_of": Level.premise, "kin_of": Level.premise,
    "spouse_of": Level.premise,
    "fellow_disciple_of": Level.arc, "betrothed_to": Level.arc,
    "mentor_of": Level.arc, "ally_of": Level.arc, "enemy_of": Level.arc, "loves": Level.arc,
    "hates": Level.arc, "trusts": Level.arc, "protects": Level.arc, "serves": Level.arc,
}
SEVERITIES = ("minor", "moderate", "severe")  # a wound's, the lightest first
_ATTRIBUTE_LEVEL = {"eye_color": Level.premise, "handedness": Level.premise, "age": Level.chapter}
_KIND_LEVEL = {
    FactKind.death: Level.premise, FactKind.rule: Level.premise, FactKind.trait: Level.arc,
    FactKind.possession: Level.chapter, FactKind.recovery: Level.chapter,
    FactKind.location: Level.scene, FactKind.presence: Level.scene,
}


def default_level(kind: FactKind, predicate: str | None = None, severity: str | None = None) -> Level:
    if kind == FactKind.relation:
        return _RELATION_LEVEL.get(predicate or "", Level.scene)
    if kind == FactKind.attribute:
        return _ATTRIBUTE_LEVEL.get(predicate or "", Level.chapter)
    if kind == FactKind.location and predicate == ORIGIN:
        return Level.premise
    if kind == FactKind.injury:
        return Level.arc if severity == "severe" else Level.chapter
    if kind == FactKind.foreshadow:
        return Level.arc if predicate == "plant" else Level.scene
    return _KIND_LEVEL.get(kind, Level.scene)
