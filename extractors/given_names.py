"""Characters called by their given name alone, as classical Chinese prose does once the full name has
been read (`甘宁` ... `宁恐普来争功`, `表曰`): such a name counts where a clause opens on it and a deed or a
speech verb follows, for a character already named in the scene whose given name no one else shares.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from extractors.patterns import longest_first
from graph.cast import Cast
from graph.model import EntityKind


@dataclass(frozen=True)
class GivenNameWords:
    """What a language needs to tell a given name standing alone."""

    given: Callable[[str], str | None]  # the given name a full name ends in, if it may stand alone
    before: str  # a pattern that must match just before it (a clause's start)
    after: str  # a pattern that must match just after it (a deed or a speech verb)


class GivenNameFinder:
    """The given names of the cast that may stand alone, each owned by one character."""

    def __init__(self, cast: Cast, words: GivenNameWords | None):
        self.owner: dict[str, str] = {}
        self.regex: re.Pattern[str] | None = None
        if words is None:  # a language that does not do this (English): no need to read the cast
            return
        owners: dict[str, set[str]] = defaultdict(set)
        for entity in cast:
            if entity.kind == EntityKind.character and (given := words.given(entity.name)):
                owners[given].add(entity.id)
        taken = set(cast.names())  # a given name that is somebody's name or alias is found as that
        self.owner = {given: ids.pop() for given, ids in owners.items() if len(ids) == 1 and given not in taken}
        if self.owner:
            alternation = longest_first(map(re.escape, self.owner))
            self.regex = re.compile(f"{words.before}(?P<given>{alternation})(?={words.after})")

    def find(self, text: str, named: set[str]) -> Iterator[tuple[int, int, str]]:
        """Given names in `text` of characters in `named` (the ones the scene has named so far)."""
        if self.regex is None:
            return
        for m in self.regex.finditer(text):
            if (ident := self.owner[m["given"]]) in named:
                yield m.start("given"), m.end("given"), ident
