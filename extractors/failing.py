"""Who a scene has shown failing (dying, gravely ill, wounded), so that "the dying man" is him and a "she died"
whose sentence names nobody is most likely her.

A subject pronoun goes to the one the narration last showed acting (see `extractors.rules`). At a deathbed
that is as often whoever just came in: "The nurse now entered, and Bessie followed. … at twelve o'clock that
night she died" is the dying aunt's death, not Bessie's. The one shown failing is the likelier to go on
failing, and to die.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from graph.model import Fact, FactKind


@dataclass(frozen=True)
class FailingWords:
    """How a language shows someone failing, calls them by it, and says they died."""

    shown: tuple[re.Pattern[str], ...]  # on a masked sentence: group `a` is shown failing ("⟨c0⟩ was dying",
    # "⟨g0⟩ illness")
    epithet: re.Pattern[str]  # "the dying man": group `noun`, or `alone` for one that says it by itself
    # ("the invalid"), a key of `gender`
    gender: dict[str, str | None]  # the epithet's noun -> the gender it is said of, None for either
    failing_next: re.Pattern[str]  # right after a subject pronoun: it dies, or goes on failing ("died",
    # "was sinking fast")


class Failing:
    """The characters a scene has shown failing so far, the latest last."""

    def __init__(self):
        self._shown: list[str] = []

    def show(self, ident: str) -> None:
        if ident in self._shown:
            self._shown.remove(ident)
        self._shown.append(ident)

    def learn(self, facts: Iterable[Fact]) -> None:
        """A wound read is one shown failing; one who recovered is not failing any more."""
        for fact in facts:
            if fact.kind == FactKind.injury and fact.subject:
                self.show(fact.subject)
            elif fact.kind == FactKind.recovery and fact.subject in self._shown:
                self._shown.remove(fact.subject)

    def latest(self, agrees: Callable[[str], bool]) -> str | None:
        """The one shown failing last whom `agrees` allows (a pronoun's or an epithet's gender)."""
        return next((ident for ident in reversed(self._shown) if agrees(ident)), None)


def epithet_mentions(raw: str, spans: list[tuple], failing: Failing, words: FailingWords,
                     agrees: Callable[[str, str | None], bool]) -> list[tuple]:
    """`spans` with each epithet of failing ("the dying man", "the invalid") standing for the one the scene
    showed failing last, of its gender: a guess, as a pronoun is."""
    found = []
    for m in words.epithet.finditer(raw):
        gender = words.gender[(m["noun"] or m["alone"]).lower()]
        holder = failing.latest(lambda ident: agrees(ident, gender))
        if holder and all(e <= m.start() or m.end() <= s for s, e, *_ in spans):
            found.append((m.start(), m.end(), holder, "c", True))
    return spans + found
