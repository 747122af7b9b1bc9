"""The cast: every known entity and the index from any of its names to its id.

Names on the command line, in the bible and in the text all resolve through
here, so `Cole`, `the ferryman` and `Cole Marsh` reach the same character.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import lru_cache

from pypinyin import lazy_pinyin

from graph.model import Entity, EntityKind, EntityView

CJK = re.compile(r"[\u3400-\u9fff]")


def fold(name: str) -> str:
    """The form names are compared in: NFKC, case-folded, inner spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def slug(name: str) -> str:
    """A readable id: `Ada Winter` -> `ada-winter`, `关羽` -> `guan-yu`."""
    text = " ".join(lazy_pinyin(name)) if CJK.search(name) else name
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return text or "entity"


HONORIFIC_GENDER = {
    "mr": "m", "mister": "m", "sir": "m", "lord": "m", "master": "m", "monsieur": "m", "uncle": "m",
    "father": "m", "brother": "m", "king": "m", "prince": "m", "duke": "m", "count": "m", "baron": "m",
    "mrs": "f", "miss": "f", "ms": "f", "madam": "f", "madame": "f", "mademoiselle": "f", "lady": "f",
    "mistress": "f", "aunt": "f", "mother": "f", "sister": "f", "queen": "f", "princess": "f",
    "duchess": "f", "countess": "f", "baroness": "f",
    "dr": None, "doctor": None, "captain": None, "colonel": None, "major": None, "general": None,
    "professor": None, "admiral": None, "lieutenant": None, "sergeant": None, "judge": None, "st": None,
    "rev": None, "reverend": None,
}


def honorific(text: str) -> str | None:
    """The title a capitalised word is (`Mr.`, `Lady`), or None; `aunt` in lower case is not a title."""
    word = text.lower().rstrip(".")
    return word if word in HONORIFIC_GENDER and text[:1].isupper() else None


def name_title(name: str) -> str | None:
    """A name's first title (`Mrs. Joe Gargery` -> `mrs`), or None."""
    return next((h for w in name.replace(".", ". ").split() if (h := honorific(w))), None)


@lru_cache(maxsize=1 << 16)  # asked of every name of the cast for every name discovered
def name_core(name: str) -> tuple[tuple[str, ...], str | None]:
    """A name's words without titles or the lowercase words before it, and the gender its title implies: `old
    Mrs. Hale` -> ((Hale,), f). A saint's `St.` is no title but one word with the name after it: `Mr. St. John
    Rivers` -> ((St John, Rivers), m)."""
    core, saint = [], ""
    for word in name.replace(".", ". ").split():
        if (word_title := honorific(word)) == "st":
            saint = "St "
        elif word_title is None:
            core.append(saint + word)
            saint = ""
    while len(core) > 1 and core[0][:1].islower():  # what the name is told with: `old Mr Pontifex`, `the Reverend`
        core.pop(0)
    title = name_title(name)
    return tuple(core), title and HONORIFIC_GENDER[title]


PRONOUN_VOTES, PRONOUN_MAJORITY = 3, 0.75  # pronouns needed before they tell a character's gender


def titled_gender(entity: Entity) -> str | None:
    """The gender a character's titles agree on (`Mrs. Hale`, or Hindley's alias `Mr. Earnshaw`), if they do."""
    titled = {gender for name in entity.names() if (gender := name_core(name)[1])}
    return titled.pop() if len(titled) == 1 else None


def known_gender(entity: Entity, pronouns: Mapping[str, int]) -> str | None:
    """A character's gender as far as the text has told it: the one its titles agree on, else a clear majority
    of the pronouns used for it (at least three, three in four)."""
    if titled := titled_gender(entity):
        return titled
    total = sum(pronouns.values())
    leading = max(pronouns, key=pronouns.get, default=None)
    return leading if total >= PRONOUN_VOTES and pronouns[leading] >= PRONOUN_MAJORITY * total else None


class UnknownEntity(LookupError):
    pass


class Cast:
    """Entities by id, and every alias folded to the id it names."""

    def __init__(self, entities: list[Entity] | None = None):
        self.by_id: dict[str, Entity] = {}
        self._alias: dict[str, str] = {}
        for entity in entities or []:
            self.add(entity)

    def add(self, entity: Entity) -> Entity:
        """Add or merge an entity; returns the stored one (aliases are unioned)."""
        existing = self.by_id.get(entity.id)
        if existing:
            new_aliases = [a for a in entity.names() if a not in existing.names()]
            existing.aliases.extend(new_aliases)
            entity = existing
        else:
            self.by_id[entity.id] = entity
        for name in entity.names():
            self._alias.setdefault(fold(name), entity.id)
        return entity

    def new(self, name: str, kind: EntityKind, aliases: list[str] | None = None) -> Entity:
        """Create (or find by name) an entity, giving it a fresh slug id."""
        found = self.find(name)
        if found and self.by_id[found].kind == kind:
            entity = self.by_id[found]
            for alias in aliases or []:
                if alias not in entity.names():
                    entity.aliases.append(alias)
                    self._alias.setdefault(fold(alias), entity.id)
            return entity
        base = slug(name)
        ident, n = base, 2
        while ident in self.by_id:
            ident, n = f"{base}-{n}", n + 1
        return self.add(Entity(id=ident, name=name, kind=kind, aliases=list(aliases or [])))

    def find(self, name: str) -> str | None:
        """The id an alias or id names, or None."""
        if name in self.by_id:
            return name
        return self._alias.get(fold(name))

    def resolve(self, name: str) -> str:
        found = self.find(name)
        if found is None:
            raise UnknownEntity(f"no character, item, place or thread is called {name!r}")
        return found

    def names(self, kind: EntityKind | None = None) -> dict[str, str]:
        """Every surface name (as written) -> id, optionally of one kind."""
        return {
            name: e.id
            for e in self.by_id.values()
            if kind is None or e.kind == kind
            for name in e.names()
        }

    def view(self, ids: set[str] | list[str]) -> dict[str, EntityView]:
        return {
            i: EntityView(name=e.name, kind=e.kind, aliases=e.aliases)
            for i in sorted(ids)
            if (e := self.by_id.get(i))
        }

    def __iter__(self):
        return iter(self.by_id.values())

    def __len__(self) -> int:
        return len(self.by_id)
