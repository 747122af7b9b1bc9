"""The conflict checker: a draft's facts, in story order, against what the story held before them.

`StoryState` replays the earlier facts (who is dead, who holds what, unhealed
injuries, where everyone is, kinship, attributes, relations, planted threads)
and then each draft fact in turn, so a draft that contradicts itself is caught
as surely as one that contradicts the past. There is one small check per fact
kind; `severity` turns the level and confidence of the facts involved into
error, warning or info.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

import networkx as nx

from graph.bible import BIBLE_EXTRACTOR
from graph.cast import CJK, Cast, known_gender
from graph.kinship import KinBond, kin_bond, not_by_birth, names_object, role_gender, subject_role
from graph.model import Conflict, ConflictKind, Evidence, Fact, FactKind, Level, PriorEvidence, Severity, StoryTime
from graph.temporal import KINSHIP, ORIGIN, RELATION_FAMILY, SYMMETRIC, story_order
from graph.world_rules import WorldRule, allows_the_dead_to_return, parse_rule

LOW_CONFIDENCE = 0.6  # below this, an extraction can only raise a warning
OPPOSITE = {"loves": "hates", "hates": "loves", "trusts": "distrusts", "distrusts": "trusts",
            "ally_of": "enemy_of", "enemy_of": "ally_of"}
ACTING_RELATIONS = frozenset({"attacks", "rescues", "betrays", "deceives", "threatens", "protects", "helps",
                              "kills", "serves"})
FIXED_ATTRIBUTES = frozenset({"eye_color", "handedness"})
# the eye colours a shade allows: "dark eyes" may be brown, never blue
SHADES = {"dark": frozenset({"brown", "black", "hazel", "amber"}),
          "light": frozenset({"blue", "grey", "green", "hazel"})}
LIMB = {"arm": "arm", "hand": "arm", "wrist": "arm", "finger": "arm", "shoulder": "arm",
        "leg": "leg", "foot": "leg", "ankle": "leg", "knee": "leg", "hip": "leg"}
# parts a wound hinders alone unless severe: a cut finger does not stop its hand
SMALL_PARTS = frozenset({"finger", "thumb", "toe"})
SAME_MOMENT = 600  # characters of one scene within which two places are two places at once
FAST_HEALING_CHAPTERS = 1  # a severe injury healed within this many chapters is suspicious
# a wound less than severe (a chapter-level fact) heals untold within this many chapters of its last telling
LIGHT_WOUND_CHAPTERS = 3
# a sentence dated by a year of a reign (`建安十二年，曹操追袁尚`): the reign's two-character name, no numeral,
# nor a span of time (`过了三年`, `又隔两年`)
_NUMERALS = "一二三四五六七八九十百千万两"
REIGN_YEAR = re.compile(rf"^\W*(?P<reign>[^\W\d{_NUMERALS}了过到满经隔又再约近余多后前来]{{2}})"
                        rf"(?:元|[{_NUMERALS}]{{1,4}})年")


def guessed(fact: Fact) -> bool:
    """Whether a fact was read with low confidence (a resolved "he", a question, hearsay): a guess."""
    return fact.confidence < LOW_CONFIDENCE


def severity(prior: Fact, draft: Fact, hard: bool = True) -> Severity:
    """Contradicting a premise is an error; so is a hard contradiction of a chapter-level fact or above.
    A low-confidence extraction on either side only ever warns."""
    if guessed(prior) or guessed(draft):
        return Severity.warning
    if prior.level == Level.premise or (hard and prior.level.rank >= Level.chapter.rank):
        return Severity.error
    return Severity.warning


def _part(value: object, key: str) -> str | None:
    return value.get(key) if isinstance(value, dict) else None


def _limb_and_side(part: object) -> tuple[str, str | None]:
    words = str(part).split() or [""]
    side = words[0] if words[0] in ("left", "right") else None
    return LIMB.get(words[-1], words[-1]), side


@dataclass
class Holding:
    """Where an item stands: with someone, lost or destroyed, and the fact that says so."""

    holder: str | None
    status: str  # held | lost | destroyed
    fact: Fact


@dataclass
class StoryState:
    """What the story holds at one moment, advanced fact by fact."""

    cast: Cast
    dead: dict[str, Fact] = field(default_factory=dict)
    outlived: dict[str, Fact] = field(default_factory=dict)  # the first deed, a chapter after a sure death
    items: dict[str, Holding] = field(default_factory=dict)
    injuries: dict[str, dict[str, Fact]] = field(default_factory=lambda: defaultdict(dict))
    whereabouts: dict[str, Fact] = field(default_factory=dict)
    origins: dict[tuple[str, str], Fact] = field(default_factory=dict)  # (who, how: born, raised or home)
    kinship: list[Fact] = field(default_factory=list)
    attributes: dict[tuple[str, str], Fact] = field(default_factory=dict)
    ages: dict[str, list[Fact]] = field(default_factory=lambda: defaultdict(list))
    relations: dict[tuple[str, str, str], Fact] = field(default_factory=dict)
    planted: set[str] = field(default_factory=set)
    rules: list[Fact] = field(default_factory=list)
    # the sentences of a draft telling again how one dead already was killed, each with the killer: what the
    # killer does there is part of the telling (`后夏侯渊为黄忠所斩`), not a deed now
    retold: set[tuple[tuple, str]] = field(default_factory=set)
    reigns: dict[str, int] = field(default_factory=dict)  # the first chapter a sentence dated by each reign's year

    @classmethod
    def replayed(cls, cast: Cast, facts: list[Fact]) -> StoryState:
        """The state once `facts` have happened, in story order."""
        state = cls(cast)
        for fact in sorted(facts, key=story_order):
            state.apply(fact)
        return state

    def apply(self, fact: Fact) -> None:
        kind = fact.kind
        if reign := _reign(fact):
            self.reigns.setdefault(reign, fact.valid_from.chapter)
        if kind == FactKind.death and fact.subject:
            known = self.dead.get(fact.subject)  # the first death told, unless only guessed and this one is sure
            if known is None or guessed(known) and not guessed(fact):
                self.dead[fact.subject] = fact
        elif kind == FactKind.possession and fact.object:
            self._possession(fact)
        elif kind == FactKind.injury and fact.subject:
            self.injuries[fact.subject][_part(fact.value, "part") or "*"] = fact
        elif kind == FactKind.recovery and fact.subject:
            part = _part(fact.value, "part")
            if part:
                self.injuries[fact.subject].pop(part, None)
            else:
                self.injuries[fact.subject].clear()
        elif kind == FactKind.location and fact.subject and fact.predicate == ORIGIN:
            self.origins.setdefault((fact.subject, _origin(fact)), fact)
        elif kind == FactKind.location and fact.subject:
            self.whereabouts[fact.subject] = fact
        elif kind == FactKind.relation and fact.subject and fact.object:
            if fact.predicate in KINSHIP | {"spouse_of"}:
                self.kinship.append(fact)
            if fact.predicate in RELATION_FAMILY or fact.predicate in ("protects", "serves"):
                family = RELATION_FAMILY.get(fact.predicate, fact.predicate)
                self.relations[fact.subject, fact.object, family] = fact
        elif kind == FactKind.attribute and fact.subject and fact.predicate:
            if fact.predicate == "age":
                self.ages[fact.subject].append(fact)
            else:
                self.attributes[fact.subject, fact.predicate] = fact
        elif kind == FactKind.foreshadow and fact.object:
            self.planted.add(fact.object)
        elif kind == FactKind.rule:
            self.rules.append(fact)
        for actor in [] if _retold(self, fact) else _actors(fact):  # a killing told again is no deed now
            if actor in self.dead:
                self._acting_after_death(actor, fact)

    def _acting_after_death(self, actor: str, deed: Fact) -> None:
        """The story shows one it told dead acting, named outright: the writer kept them alive past the
        warning, and every later chapter would repeat it. A death read only as a guess is dropped; one read
        for sure stands, but the first deed a chapter after it is kept (a namesake, or a death to revise?);
        one the bible gives stands as it is."""
        death = self.dead[actor]
        if guessed(deed) or _maybe_before(self, deed, death) or death.extractor == BIBLE_EXTRACTOR:
            return
        if guessed(death):
            del self.dead[actor]
        elif deed.valid_from.chapter > death.valid_from.chapter:
            self.outlived.setdefault(actor, deed)

    def _possession(self, fact: Fact) -> None:
        item, predicate = fact.object, fact.predicate
        current = self.items.get(item)
        if predicate in ("acquires", "uses"):
            if not (current and current.status == "destroyed"):
                self.items[item] = Holding(fact.subject, "held", fact)
        elif predicate == "gives":
            receiver = _part(fact.value, "to")
            self.items[item] = Holding(receiver, "held" if receiver else "lost", fact)
        elif predicate == "loses":
            self.items[item] = Holding(None, "lost", fact)
        elif predicate == "destroyed":
            self.items[item] = Holding(None, "destroyed", fact)

    # what the state knows about people -------------------------------------------
    def name(self, ident: str | None) -> str:
        entity = self.cast.by_id.get(ident or "")
        return entity.name if entity else str(ident)

    def gender(self, ident: str) -> str | None:
        """From kinship words (`her father`), then titles, then a clear majority of pronouns."""
        for fact in self.kinship:
            role = _part(fact.value, "role")
            described = fact.object if names_object(role) else fact.subject
            if role and described == ident:
                return role_gender(role)
        entity = self.cast.by_id.get(ident)
        return known_gender(entity, entity.details.get("pronouns") or {}) if entity else None

    def parents(self, child: str) -> list[Fact]:
        """The child's parents by birth, not by marriage (a stepfather is no second father)."""
        return [f for f in self.kinship if f.predicate == "parent_of" and f.object == child
                and not not_by_birth(_part(f.value, "role"))]

    def ancestry(self) -> nx.DiGraph:
        graph = nx.DiGraph()
        graph.add_edges_from((f.subject, f.object) for f in self.kinship if f.predicate == "parent_of")
        return graph


# how the extractor marks a presence that may not be a deed now, and what a dead one's conflict says of it
WITNESSED = {"seen": " (only seen by someone: a ghost, a vision or a likeness?)",
             "vision": " (where the story tells of dreams or ghosts: a vision?)",
             "earlier": " (told in the past perfect: before the death?)"}


def _witnessed(presence: Fact) -> str | None:
    """The mark of a presence only witnessed (seen by someone, or told among dreams or ghosts) or told in the
    past perfect, perhaps of a time before; None for one plainly acting now."""
    return next((mark for mark in WITNESSED if _part(presence.value, mark)), None)


def _reign(fact: Fact) -> str | None:
    """The reign whose year dates the sentence a fact is read from, if one does."""
    return m["reign"] if (m := REIGN_YEAR.match(fact.evidence.quote)) else None


def _dated_before(state: StoryState, deed: Fact, death: Fact) -> str | None:
    """The reign dating a deed's sentence, if the story reached it by the chapter of the death: a deed told
    with its date (`建安十二年，曹操追袁尚`) may be told of a time before the death, as chronicles recall."""
    reign = _reign(deed)
    reached = state.reigns.get(reign) if reign else None
    return reign if reached is not None and reached <= death.valid_from.chapter else None


def _maybe_before(state: StoryState, deed: Fact, death: Fact) -> str | None:
    """What a dead one's conflict says of a deed that may not be done now (witnessed, told in the past perfect,
    or dated in a reign reached before the death); None for one plainly done now."""
    if mark := _witnessed(deed):  # a ghost, a vision, a likeness or the past, or the slip it would be without
        return WITNESSED[mark]
    if reign := _dated_before(state, deed, death):
        return f" (told under a date of {reign}, a reign the story reached before the death: a recollection?)"
    return None


def _prior(fact: Fact) -> PriorEvidence:
    return PriorEvidence(**fact.evidence.model_dump(), fact_id=fact.id)


def _conflict(kind: ConflictKind, level: Severity, entities: Iterable[str | None], message: str,
              draft: Fact, *prior: Fact) -> Conflict:
    return Conflict(kind=kind, severity=level, entities=sorted({e for e in entities if e}), message=message,
                    draft_evidence=draft.evidence, prior_evidence=[_prior(p) for p in prior])


def _where(fact: Fact) -> str:
    return f"chapter {fact.valid_from.chapter}" if fact.valid_from.chapter else "the bible"


# -- one check per kind of draft fact --------------------------------------------------

def _actors(fact: Fact) -> list[str]:
    """Who does something in this fact (a corpse lying somewhere does nothing)."""
    if fact.kind == FactKind.presence:
        return [fact.subject] if fact.subject else []
    if fact.kind == FactKind.possession and fact.predicate != "loses":
        return [fact.subject] if fact.subject else []
    if fact.kind == FactKind.location and _part(fact.value, "moved"):
        return [fact.subject] if fact.subject else []
    if fact.kind == FactKind.relation and fact.predicate in ACTING_RELATIONS:
        return [fact.subject] if fact.subject else []
    if fact.kind == FactKind.death and _part(fact.value, "by"):
        return [fact.value["by"]]
    return []


def _retold(state: StoryState, fact: Fact) -> bool:
    """A death of one who had died already tells the past again (`后夏侯渊为黄忠所斩`): its killer need not
    be alive now."""
    earlier = state.dead.get(fact.subject or "")
    return fact.kind == FactKind.death and earlier is not None and earlier.id != fact.id


def _sentence(evidence: Evidence) -> tuple:
    """The sentence some evidence quotes, as a key: its chapter, scene and start."""
    return evidence.chapter, evidence.scene, evidence.start


def check_dead_acting(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    if _retold(state, fact):
        return
    for actor in _actors(fact):
        death = state.dead.get(actor)
        if death is None or (_sentence(fact.evidence), actor) in state.retold:
            continue
        ghosts = [r for r in state.rules if allows_the_dead_to_return(str(r.value))]
        level, note, since = severity(death, fact), "", []
        if maybe := _maybe_before(state, fact, death):
            level, note = Severity.warning, maybe
        elif (after := state.outlived.get(actor)) and after.valid_from.chapter < fact.valid_from.chapter:
            level, since = Severity.warning, [after]
            note = f" (and acted again in chapter {after.valid_from.chapter}: a namesake, or a death to revise?)"
        if ghosts:
            level, note = Severity.info, " (a world rule lets the dead return)"
        yield _conflict(ConflictKind.dead_character_acts, level, [actor],
                        f"{state.name(actor)} acts in chapter {fact.valid_from.chapter} but died in "
                        f"{_where(death)}{note}.", fact, death, *since, *ghosts)


def check_item(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    if fact.predicate not in ("uses", "gives", "acquires", "destroyed") or not fact.object:
        return
    holding = state.items.get(fact.object)
    if holding is None:
        return
    actor, item = fact.subject, state.name(fact.object)
    if holding.status == "destroyed":
        message = f"{state.name(actor)} has the {item} in chapter {fact.valid_from.chapter}, but it was destroyed in {_where(holding.fact)}."
        yield _conflict(ConflictKind.item_not_held, severity(holding.fact, fact), [actor, fact.object],
                        message, fact, holding.fact)
    elif fact.predicate == "acquires" or holding.holder == actor:
        return
    elif holding.status == "lost":
        message = (f"{state.name(actor)} has the {item} in chapter {fact.valid_from.chapter}, but "
                   f"{state.name(holding.fact.subject)} lost it in {_where(holding.fact)}.")
        yield _conflict(ConflictKind.item_not_held, severity(holding.fact, fact), [actor, fact.object],
                        message, fact, holding.fact)
    else:
        gave_it_away = holding.fact.predicate == "gives" and holding.fact.subject == actor
        if not gave_it_away and (guessed(fact) or guessed(holding.fact)):
            return  # a guessed holder on either side (a subject a clause left out) is too weak to say it passed
        message = (f"{state.name(actor)} has the {item} in chapter {fact.valid_from.chapter}, but "
                   + (f"gave it to {state.name(holding.holder)} in {_where(holding.fact)}." if gave_it_away else
                      f"it has been with {state.name(holding.holder)} since {_where(holding.fact)}."))
        yield _conflict(ConflictKind.item_not_held, severity(holding.fact, fact, hard=gave_it_away),
                        [actor, fact.object, holding.holder], message, fact, holding.fact)


def check_injury(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    if not fact.subject:
        return
    if fact.kind == FactKind.recovery:
        yield from _fast_healing(state, fact)
        return
    used = _part(fact.value, "uses")
    if not used:
        return
    limb, side = _limb_and_side(used)
    found = []  # (how certain, the wound's part, the wound) for each unhealed wound of the limb used
    for part, injury in state.injuries.get(fact.subject, {}).items():
        if part == "*" or not _still_hinders(injury, part, used, fact.valid_from.chapter):
            continue
        hurt_limb, hurt_side = _limb_and_side(part)
        if hurt_limb != limb or (side and hurt_side and side != hurt_side):
            continue
        hurt = _part(injury.value, "severity")
        found.append((hurt == "severe" and (bool(side and hurt_side) or used == "leg"), part, injury))
    if not found:
        return
    # one conflict for the deed, with the wound that makes it surest: a wound told twice ("broke his left
    # leg", then "dragging his broken leg") is one slip
    certain, part, injury = max(found, key=lambda one: (one[0], _part(one[2].value, "severity") == "severe"))
    yield _conflict(ConflictKind.injury_ignored, severity(injury, fact, hard=certain), [fact.subject],
                    f"{state.name(fact.subject)} uses the {used} in chapter {fact.valid_from.chapter}, "
                    f"but the {part} was hurt ({_part(injury.value, 'severity')}) in {_where(injury)} "
                    "and has not healed.", fact, injury)


def _still_hinders(injury: Fact, part: str, used: str, chapter: int) -> bool:
    """Whether a wound not yet healed hinders the part used in `chapter`: a severe one until the story heals
    it; a moderate one within a few chapters of its last telling, and, on a finger, thumb or toe, only that
    part itself."""
    hurt = _part(injury.value, "severity")
    if hurt == "severe":
        return True
    if hurt != "moderate" or chapter - injury.valid_from.chapter > LIGHT_WOUND_CHAPTERS:
        return False
    small = part.split()[-1]
    return small not in SMALL_PARTS or small == used.split()[-1]


def _fast_healing(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    part = _part(fact.value, "part")
    wounds = state.injuries.get(fact.subject, {})
    for hurt, injury in wounds.items():
        if part and hurt not in (part, "*") or _part(injury.value, "severity") != "severe":
            continue
        if fact.valid_from.chapter - injury.valid_from.chapter <= FAST_HEALING_CHAPTERS:
            yield _conflict(ConflictKind.injury_ignored, Severity.warning, [fact.subject],
                            f"{state.name(fact.subject)}'s {hurt if hurt != '*' else 'wound'} heals in chapter "
                            f"{fact.valid_from.chapter}, soon after a severe injury in {_where(injury)}.",
                            fact, injury)


def check_kinship(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    """Two bonds by birth between the same two people ("Otto is Ada's father", then her uncle or her
    brother), and the parenthood checks."""
    a, b, predicate = fact.subject, fact.object, fact.predicate
    if predicate not in ("parent_of", "sibling_of", "kin_of") or not a or not b or _told_before(state, fact):
        return
    pair = {a, b}
    between = [f for f in state.kinship if {f.subject, f.object} == pair and f.id != fact.id]
    if predicate == "parent_of":
        yield from _parent_conflicts(state, fact, between)
    bond = _bond(fact)
    told_otherwise: dict[str, list[Fact]] = defaultdict(list)  # each other bond, and every fact telling it
    for other in between:
        theirs = _bond(other)
        # a parent the other way round is an ancestry cycle, which `_parent_conflicts` tells
        if bond is None or theirs is None or theirs == bond or bond.bond == theirs.bond == "parent":
            continue
        told_otherwise[_kin_told(state, other)].append(other)
    for told, others in told_otherwise.items():  # one conflict per bond, however often it was told
        level = Severity.error if any(severity(o, fact) == Severity.error for o in others) else Severity.warning
        yield _conflict(ConflictKind.kinship_contradiction, level, pair, f"{_kin_told(state, fact)}, but {told}.",
                        fact, *others)


def _told_before(state: StoryState, fact: Fact) -> bool:
    """Whether the story already holds this very bond ("her father", Otto, in a later chapter): whatever it
    contradicts, its first telling did, and was told of then."""
    def told(f: Fact) -> tuple:  # a bond by birth by its kind ("father" or "daughter"), another by its word
        return f.subject, f.predicate, f.object, _bond(f) or _part(f.value, "role")
    return any(f.id != fact.id and told(f) == told(fact) for f in state.kinship)


def _bond(fact: Fact) -> KinBond | None:
    return kin_bond(fact.predicate, fact.subject or "", fact.object or "", _part(fact.value, "role"))


def _kin_told(state: StoryState, fact: Fact) -> str:
    """ "Otto is Ada's uncle", in the fact's own word for it where it has one."""
    word = _part(fact.value, "role") or {"parent_of": "parent", "sibling_of": "sibling"}.get(fact.predicate, "kin")
    if names_object(word):  # `son` in `parent_of`: the object is the son
        return f"{state.name(fact.object)} is {state.name(fact.subject)}'s {word}"
    return f"{state.name(fact.subject)} is {state.name(fact.object)}'s {word}"


def _parent_conflicts(state: StoryState, fact: Fact, between: list[Fact]) -> Iterator[Conflict]:
    a, b = fact.subject, fact.object
    ancestry = state.ancestry()
    if b in ancestry and a in ancestry and nx.has_path(ancestry, b, a):
        path = nx.shortest_path(ancestry, b, a)
        cited = [f for f in state.kinship if f.predicate == "parent_of"
                 and any((f.subject, f.object) == step for step in zip(path, path[1:]))]
        yield _conflict(ConflictKind.kinship_contradiction, severity(cited[0], fact), [a, b],
                        f"{state.name(a)} would be a parent of {state.name(b)}, who is already "
                        f"{state.name(a)}'s ancestor.", fact, *cited)
    role = _part(fact.value, "role")  # the draft's own word for `a`, before the state has seen it
    if not_by_birth(role):
        return
    gender = (None if names_object(role) else role_gender(role)) or state.gender(a)
    others = {f.subject: f for f in state.parents(b) if f.subject != a}
    same = [f for p, f in others.items() if gender and state.gender(p) == gender]
    if same or len(others) >= 2:
        cited = same or list(others.values())
        parent = subject_role("parent_of", gender if same else None) or "parent"
        yield _conflict(ConflictKind.kinship_contradiction, severity(cited[0], fact), [a, b, *others],
                        f"{state.name(b)} would have two {parent}s: "
                        f"{state.name(a)} and {', '.join(state.name(p) for p in others)}.", fact, *cited)
    yield from _parent_younger(state, fact)


def _parent_younger(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    """A parent's age told at or after a time the child was already as old."""
    for parent_age in state.ages.get(fact.subject, []):
        for child_age in state.ages.get(fact.object, []):
            if not (isinstance(parent_age.value, int) and isinstance(child_age.value, int)):
                continue
            if child_age.valid_from <= parent_age.valid_from and parent_age.value <= child_age.value:
                yield _conflict(ConflictKind.kinship_contradiction, severity(parent_age, fact),
                                [fact.subject, fact.object],
                                f"{state.name(fact.subject)} would be a parent of {state.name(fact.object)} "
                                f"but is not older ({parent_age.value} against {child_age.value}).",
                                fact, parent_age, child_age)
                return


def check_location(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    if fact.predicate == ORIGIN:
        yield from _check_origin(state, fact)
        return
    before = state.whereabouts.get(fact.subject or "")
    if (before is None or before.valid_from != fact.valid_from or before.object == fact.object
            or _part(fact.value, "moved") or _within(state.cast, before.object, fact.object)):
        return
    sure = (not guessed(before) and not guessed(fact) and not _part(before.value, "moved")
            and _close(before.evidence, fact.evidence))
    level = Severity.error if sure else Severity.warning
    yield _conflict(ConflictKind.location_clash, level, [fact.subject, fact.object, before.object],
                    f"{state.name(fact.subject)} is in {state.name(fact.object)} and in "
                    f"{state.name(before.object)} in the same scene ({fact.valid_from}).", fact, before)


def _origin(fact: Fact) -> str:
    """How one comes from a place: born there, raised there, or (told no more) it is one's home."""
    return next((how for how in ("born", "raised") if _part(fact.value, how)), "home")


def _check_origin(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    """Born in two places, or a native of two; one may grow up in several. A warning: the cast may not know that
    one place lies in the other (Bolingbroke, Nova Scotia)."""
    how = _origin(fact)
    before = state.origins.get((fact.subject or "", how))
    if how == "raised" or before is None or before.object == fact.object \
            or _within(state.cast, before.object, fact.object):
        return
    told, again = ("was born in", "in") if how == "born" else ("comes from", "from")
    yield _conflict(ConflictKind.attribute_contradiction, Severity.warning, [fact.subject, fact.object, before.object],
                    f"{state.name(fact.subject)} {told} {state.name(fact.object)} in chapter {fact.valid_from.chapter} "
                    f"but {again} {state.name(before.object)} in {_where(before)}.", fact, before)


def _within(cast: Cast, one: str | None, other: str | None) -> bool:
    """Whether one place's name opens the other's (`上邽` and `上邽城`, `渭北` and `渭北寨`, "London" and "London
    Bridge"): the one is in the other, or they are one place."""
    names = [cast.by_id[p].names() if p in cast.by_id else [] for p in (one, other)]
    return any(long != short and long.startswith(short) and (CJK.match(short) or long[len(short)] == " ")
               for a, b in (names, names[::-1]) for short in a for long in b)


def _close(a: Evidence, b: Evidence) -> bool:
    """Whether two places of one scene are told close together: far apart in a long scene (a chapter of
    classical prose is often one), the character may have gone from one to the other unsaid."""
    return a.start is None or b.start is None or abs(a.start - b.start) <= SAME_MOMENT


def check_attribute(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    if not fact.subject or not fact.predicate:
        return
    if fact.predicate == "age":
        yield from _age_arithmetic(state, fact)
        return
    before = state.attributes.get((fact.subject, fact.predicate))
    if before is None or fact.predicate not in FIXED_ATTRIBUTES:
        return
    if not _same_look(str(before.value).casefold(), str(fact.value).casefold()):
        label = fact.predicate.replace("_", " ")
        yield _conflict(ConflictKind.attribute_contradiction, severity(before, fact), [fact.subject],
                        f"{state.name(fact.subject)}'s {label} is {fact.value} in chapter "
                        f"{fact.valid_from.chapter} but {before.value} in {_where(before)}.", fact, before)


def _same_look(one: str, other: str) -> bool:
    """Whether two values of a fixed attribute may tell one look: the same, or a hue its shade allows."""
    return one == other or one in SHADES.get(other, ()) or other in SHADES.get(one, ())


def _age_arithmetic(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    if not isinstance(fact.value, int):
        return
    for before in state.ages.get(fact.subject, []):
        if not isinstance(before.value, int):
            continue
        same_time = before.valid_from.chapter == fact.valid_from.chapter and before.value != fact.value
        if same_time or before.value > fact.value:
            yield _conflict(ConflictKind.attribute_contradiction, severity(before, fact), [fact.subject],
                            f"{state.name(fact.subject)} is {fact.value} in chapter {fact.valid_from.chapter} "
                            f"but was already {before.value} in {_where(before)}.", fact, before)
            return


def check_relation(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    opposite = OPPOSITE.get(fact.predicate or "")
    if not opposite or not fact.subject or not fact.object:
        return
    family = RELATION_FAMILY[fact.predicate]
    pairs = [(fact.subject, fact.object)] + ([(fact.object, fact.subject)] if fact.predicate in SYMMETRIC else [])
    for s, o in pairs:
        before = state.relations.get((s, o, family))
        if before and before.predicate == opposite and before.level.rank >= Level.arc.rank:
            level = severity(before, fact) if before.level == Level.premise else Severity.warning
            yield _conflict(ConflictKind.relation_contradiction, level, [fact.subject, fact.object],
                            f"{_statement(state, fact)} in chapter {fact.valid_from.chapter}, but "
                            f"{_statement(state, before)} ({before.level.value}, {_where(before)}).", fact, before)
            return


def _statement(state: StoryState, fact: Fact) -> str:
    """`Otto Brand is an ally of Silas Crane`, `Kallen loves Otto`."""
    verb = fact.predicate or ""
    verb = f"is {'an' if verb[0] in 'aeiou' else 'a'} {verb.removesuffix('_of').replace('_', ' ')} of" \
        if verb.endswith("_of") else verb.replace("_", " ")
    return f"{state.name(fact.subject)} {verb} {state.name(fact.object)}"


def check_thread(state: StoryState, fact: Fact) -> Iterator[Conflict]:
    if fact.predicate == "payoff" and fact.object and fact.object not in state.planted:
        yield _conflict(ConflictKind.thread_payoff_without_plant, Severity.warning, [fact.object],
                        f"The thread “{state.name(fact.object)}” is paid off in chapter {fact.valid_from.chapter} "
                        "but was never planted.", fact)


CHECKS: dict[FactKind, list[Callable[[StoryState, Fact], Iterator[Conflict]]]] = {
    FactKind.presence: [check_dead_acting, check_injury],
    FactKind.possession: [check_dead_acting, check_item],
    FactKind.location: [check_dead_acting, check_location],
    FactKind.relation: [check_dead_acting, check_kinship, check_relation],
    FactKind.death: [check_dead_acting],
    FactKind.recovery: [check_injury],
    FactKind.attribute: [check_attribute],
    FactKind.foreshadow: [check_thread],
}


def check_rules(state: StoryState, rules: list[WorldRule], draft: list[Fact],
                sentences: list[tuple[Evidence, set[str]]]) -> Iterator[Conflict]:
    """Each draft sentence against each checkable world rule; a sentence names the characters
    found in it and whomever its facts name (a pronoun's referent)."""
    named: dict[tuple, set[str]] = defaultdict(set)
    for fact in draft:
        named[_sentence(fact.evidence)].update(fact.entity_ids())
    dead = set(state.dead)
    for sentence, mentioned in sentences:
        who = named[_sentence(sentence)] | mentioned
        for rule in rules:
            if rule.broken_by(sentence.quote, who, dead):
                yield Conflict(kind=ConflictKind.rule_violation, severity=Severity.warning, entities=sorted(who),
                               message=f"This breaks a world rule: “{str(rule.fact.value).strip()}”",
                               draft_evidence=sentence, prior_evidence=[_prior(rule.fact)])


def find_conflicts(history: list[Fact], draft: list[Fact], cast: Cast, lang: str,
                   sentences: list[tuple[Evidence, set[str]]] = ()) -> list[Conflict]:
    """Every conflict of `draft` (facts of the chapter being checked) with `history` and itself;
    `sentences` (the draft's, as evidence, with the characters each names) are what world
    rules are tested on."""
    state = StoryState.replayed(cast, history)
    state.retold = {(_sentence(f.evidence), f.value["by"]) for f in draft
                    if f.kind == FactKind.death and f.subject in state.dead and _part(f.value, "by")}
    rules = [r for f in state.rules if (r := parse_rule(f, cast, lang))]
    found: dict[tuple, Conflict] = {}
    for conflict in check_rules(state, rules, draft, list(sentences)):
        found.setdefault(_dedup_key(conflict), conflict)
    for fact in sorted(draft, key=story_order):
        for check in CHECKS.get(fact.kind, []):
            for conflict in check(state, fact):
                found.setdefault(_dedup_key(conflict), conflict)
        state.apply(fact)
    return sorted(found.values(), key=lambda c: (c.draft_evidence.chapter, c.draft_evidence.scene,
                                                 c.draft_evidence.start or 0, c.kind.value))


def _dedup_key(conflict: Conflict) -> tuple:
    """One report per contradiction and scene, however many sentences repeat it."""
    e = conflict.draft_evidence
    return (conflict.kind, tuple(conflict.entities), e.chapter, e.scene,
            tuple(p.fact_id for p in conflict.prior_evidence))


def draft_start(chapter: int) -> StoryTime:
    """The position just before a chapter's first scene: facts starting before it are the draft's past."""
    return StoryTime(chapter=chapter, scene=0)

