"""Characters named by their place in a family or their rank: "her father", "他的妻子", "the doctor".

Once the story has said who Caroline's father is, "her father died" is his
death and "her father said" his speech. Only roles one person holds at a
time are read this way (father, mother, husband, wife): "her brother" may be
a brother the story has not named yet. Likewise "the doctor" is Doctor
Robinson where he is the one doctor the scene has named.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from graph.cast import Cast
from graph.kinship import names_subject_of, subject_role
from graph.model import Fact, FactKind

ONE_HOLDER = frozenset({"parent_of", "spouse_of"})  # relations whose subject's role one person holds at a time
EITHER_WAY = frozenset({"spouse_of"})  # a spouse is a spouse either way round
RANK_TITLES = {"dr": "doctor"}  # a title as written before a name -> its rank's word ("Dr. Livesey", "the doctor")


class Family:
    """Who holds each role for whom, as the facts read so far tell it (`(caroline, "father")`: beaufort)."""

    def __init__(self):
        self.holders: dict[tuple[str, str], set[str]] = defaultdict(set)

    def learn(self, facts: Iterable[Fact], gender: Callable[[str], str | None]) -> None:
        """Add the roles in `facts`: a fact's own `role` names its subject's (`father`); a character with
        no role written holds the one their gender gives, where the text has told it."""
        for fact in facts:
            if fact.kind != FactKind.relation or fact.predicate not in ONE_HOLDER or not fact.object:
                continue
            written = fact.value.get("role") if isinstance(fact.value, dict) else None
            held = written if names_subject_of(written, fact.predicate) else \
                subject_role(fact.predicate, gender(fact.subject))
            other = subject_role(fact.predicate, gender(fact.object)) if fact.predicate in EITHER_WAY else None
            if held:
                self.holders[fact.object, held].add(fact.subject)
            if other and other != held:
                self.holders[fact.subject, other].add(fact.object)

    def holder(self, of: str, role: str) -> str | None:
        """The one character known to hold `role` for `of`, or None if nobody is, or several are."""
        holders = self.holders.get((of, role), set())
        return next(iter(holders)) if len(holders) == 1 else None


@dataclass(frozen=True)
class RoleWords:
    """How a language writes a role after its holder's kin (`'s father`, `的妻子`)."""

    after: re.Pattern[str]  # right after a name or a possessive pronoun; group `role` is one of `roles`
    not_after: re.Pattern[str]  # before the kin's name: the phrase says who holds the role
    roles: dict[str, str]  # word -> role


def role_mentions(raw: str, spans: list[tuple], family: Family, words: RoleWords) -> list[tuple]:
    """`spans` with each known role phrase ("her father", `林远的妻子`) standing for its holder.

    A phrase that says who holds the role is left as it is, so the relation is read from it: one after a
    copula ("Otto was her father") or beside a name ("her father, Beaufort", "Otto, my father", `他父亲林远`).
    """
    named = [(s, e) for s, e, ident, letter, _ in spans if ident and letter == "c"]
    out = []
    for span in spans:
        s, e, ident, letter, resolved = span
        m = words.after.match(raw, e) if ident and letter in "cg" and e > s else None  # not a left-out subject
        holder = family.holder(ident, words.roles[m["role"].lower()]) if m else None
        beside = m is not None and any(m.end() <= t <= m.end() + 2 or raw[u:s].strip() in (",", "，")
                                       for t, u in named)
        if holder is None or holder == ident or beside or words.not_after.search(raw, 0, s):
            out.append(span)
        else:
            out.append((s, m.end(), holder, "c", True))
    return out


def rank_mentions(raw: str, spans: list[tuple], ranks: re.Pattern[str], cast: Cast,
                  named_in_scene: set[str]) -> list[tuple]:
    """`spans` with each rank phrase ("the doctor", "the Captain") standing for the one character named in the
    scene so far with that title before their name (`Doctor Robinson`, `Dr. Livesey`, `Squire Trelawney`), a
    guess as a pronoun is; none where the scene has named nobody or several with it."""
    titled = defaultdict(set)
    for ident in named_in_scene:
        for first, *rest in (name.split() for name in cast.by_id[ident].names()):
            if rest:  # a title is a word before a name (`Squire Trelawney`), never a name by itself (`Major`)
                title = first.rstrip(".").lower()
                titled[RANK_TITLES.get(title, title)].add(ident)
    found = []
    for m in ranks.finditer(raw):
        holders = titled.get(m["rank"].lower(), set())
        if len(holders) == 1 and all(e <= m.start() or m.end() <= s for s, e, *_ in spans):
            found.append((m.start(), m.end(), next(iter(holders)), "c", True))
    return spans + found
