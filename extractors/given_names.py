"""Characters called by part of their name, as classical Chinese prose does.

A given name alone, once the full name has been read (`甘宁` ... `宁恐普来争功`,
`表曰`), counts where a clause opens on it and a deed or a speech verb follows,
or anything it makes no word with (`操以鞭指`, not `飞马赶来`, `坚守不出`) where the
name is no common word itself (`当`, `飞`), for a character already named in the
scene whose given name no one else the scene has named shares (`操` is 曹操 in a
scene that has not named 凌操).
Names cut to their first character in a list (`关、张先回`, `迎、探姊妹两个`)
count where every one of them stands for one character: the only one the scene
has named with that first character, or else the only one in the story; where
one may be several people's, the list names nobody, but no name starts in it.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterator, Set
from dataclasses import dataclass

from extractors.introductions import formal_given_names
from extractors.patterns import longest_first
from graph.cast import Cast
from graph.model import EntityKind


@dataclass(frozen=True)
class GivenNameWords:
    """What a language needs to tell a given name standing alone."""

    given: Callable[[str], str | None]  # the given name a full name ends in, if it may stand alone
    before: str  # a pattern that must match just before it (a clause's start)
    after: str  # a pattern that must match just after it (a deed or a speech verb) ...
    loosely_after: str  # ... or this one, where the given name makes no word with what follows
    makes_word: Callable[[str], bool]  # whether a text opens on a word of the language (`飞马`, `卓然`), or
    # on a character too common a word to be a name there (`当`, `飞`)


class GivenNameFinder:
    """The given names of the cast that may stand alone, each owned by one character."""

    def __init__(self, cast: Cast, words: GivenNameWords | None):
        self.cast = cast
        self.owners: dict[str, set[str]] = {}  # each given name that may stand alone: whose it is
        self.regex: re.Pattern[str] | None = None
        self.words = words
        self.initials: dict[str, set[str]] = defaultdict(set)  # the first character of a name or alias: whose
        if words is None:  # a language that does not do this (English): no need to read the cast
            return
        owners: dict[str, set[str]] = defaultdict(set)
        for entity in cast:
            if entity.kind != EntityKind.character:
                continue
            for name in (entity.name, *entity.aliases):
                if given := words.given(name):  # of an alias too (`行者` of 孙悟空, also called 孙行者)
                    owners[given].add(entity.id)
                if len(name) > 1:
                    self.initials[name[0]].add(entity.id)
        taken = set(cast.names())  # a given name that is somebody's name or alias is found as that
        self.owners = {given: ids for given, ids in owners.items() if given not in taken}
        if self.owners:
            alternation = longest_first(map(re.escape, self.owners))
            self.regex = re.compile(
                f"{words.before}(?P<given>{alternation})(?:(?P<deed>(?={words.after}))|(?={words.loosely_after}))")

    def find(self, text: str, named: set[str]) -> Iterator[tuple[int, int, str]]:
        """Given names in `text` of characters in `named` (the ones the scene has named so far)."""
        if self.regex is None:
            return
        for m in self.regex.finditer(text):
            if m["deed"] is None and self.words.makes_word(text[m.start("given"):]):
                continue
            if len(ids := self.owners[m["given"]] & named) == 1:
                yield m.start("given"), m.end("given"), ids.pop()

    def introduced(self, text: str) -> Iterator[tuple[int, int, str]]:
        """The given names formal introductions in `text` write (`姓卞，名喜`), each standing for the character of
        the full name they make, where the cast has one: the clauses after it are theirs (`后投曹操`)."""
        if self.words is None:
            return
        for start, end, name in formal_given_names(text):
            if (ident := self.cast.find(name)) and self.cast.by_id[ident].kind == EntityKind.character:
                yield start, end, ident

    def listed_initials(self, text: str, named: set[str], names: list[tuple[int, int, str]],
                        pair: Set[str] = frozenset()) -> list[tuple[int, int, str | None]]:
        """First characters standing for names in a list (`关、张`), each somebody's, as (start, end, id);
        `names` are the names found in `text`, which one cannot start inside (`李纨、凤姐`). Where one of the
        list stands for several people, none of them has an id, but each is still no start of a longer name
        (`关、张先回` is not 张先); one of the `pair` named together lately is preferred (`范、张二贼`: 范疆 and
        张达, not 张飞)."""
        found: list[tuple[int, int, str | None]] = []
        if not self.initials:  # a language that does not do this, or nobody to stand for
            return found
        for m in INITIALS.finditer(text):
            start = m.start()
            initials = m["list"][::2]
            if found and start < found[-1][1] or any(s < start < e for s, e, _ in names) or not all(
                    initial in self.initials for initial in initials):
                continue
            owners = [self._initial_owner(initial, named, pair) for initial in initials]
            if not all(owners):
                owners = [None] * len(owners)
            found += [(start + 2 * i, start + 2 * i + 1, owner) for i, owner in enumerate(owners)]
        return found

    def _initial_owner(self, initial: str, named: set[str], pair: Set[str]) -> str | None:
        ids = self.initials.get(initial, set())
        candidates = ids & named or ids
        candidates = candidates & pair or candidates
        return next(iter(candidates)) if len(candidates) == 1 else None


INITIALS = re.compile(r"(?=(?P<list>[\u4e00-\u9fff](?:、[\u4e00-\u9fff])+))")  # every start: lists may overlap
