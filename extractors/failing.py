"""Who a scene has shown failing (dying, gravely ill, wounded), so that "the dying man" is him and a "he died"
whose sentence names nobody is most likely him.

A subject pronoun goes to the one the narration last showed acting (see `extractors.rules`). At a deathbed
that is as often whoever just came in: in "Otto lay dying. Cole came in and sat by the bed. At dawn he
died", Otto died. Only one the sentence names counts as shown ("Otto was very ill", "Otto's fever", a
wound read on him): "his fever" alone is whoever the pronoun was read as, and that may be wrong.

It also remembers whom the scene told dead by name: a "he" doing a deed after "Otto fell dead" is another;
and whom the story told dead before the scene: a "he" is another where another may be it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from extractors.patterns import Sentence
from extractors.roles import clear_of
from graph.model import Fact, FactKind


@dataclass(frozen=True)
class FailingWords:
    """How a language shows someone failing, calls them by it, and says they died."""

    shown: tuple[re.Pattern[str], ...]  # on a masked sentence: group `a` is shown failing ("⟨c0⟩ was dying",
    # "⟨g0⟩ illness")
    mended: re.Pattern[str]  # on a masked sentence: group `a` is failing no more ("⟨c0⟩ was saved")
    epithet: re.Pattern[str]  # "the dying man": group `noun`, or `alone` for one that says it by itself
    # ("the invalid"), a key of `gender`
    gender: dict[str, str | None]  # the epithet's noun -> the gender it is said of, None for either
    failing_next: re.Pattern[str]  # right after a subject pronoun: it dies, or goes on failing ("died",
    # "was sinking fast")
    deed_next: re.Pattern[str]  # right after a subject pronoun: a deed only the living do ("took", "walked")


class Failing:
    """The characters a scene has shown failing so far, the latest last."""

    def __init__(self, died_before: Iterable[str] = ()):
        self._shown: list[str] = []
        self.dead: set[str] = set()  # those the scene has told dead by name: a "he took the key" after is another
        self.died_before = frozenset(died_before)  # those told dead by name in an earlier scene or chapter

    def living_first(self, candidates: Iterable[str | None]) -> list[str | None]:
        """The candidates for a subject pronoun, in their order, but those dead before the scene last: in "When
        he had followed Kulonga through the forest, he had expected a city", Kulonga killed a chapter before,
        the second "he" is the one the first was; the dead are remembered, seldom shown."""
        return sorted(candidates, key=lambda ident: ident in self.died_before)

    def see(self, sentence: Sentence, words: FailingWords) -> None:
        """Whoever the sentence shows failing, or mended."""
        for pattern in words.shown:
            for m in pattern.finditer(sentence.masked):
                self._show(sentence, sentence.entity(m["a"]))
        for m in words.mended.finditer(sentence.masked):
            self._mend(sentence.entity(m["a"]))

    def learn(self, facts: Iterable[Fact], sentence: Sentence) -> None:
        """A wound read in the sentence is one shown failing; one who recovered, or died, is failing no more."""
        for fact in facts:
            if fact.kind == FactKind.injury and fact.subject:
                self._show(sentence, fact.subject)
            elif fact.kind in (FactKind.recovery, FactKind.death):
                self._mend(fact.subject)
                if fact.kind == FactKind.death and _named(sentence, fact.subject):
                    self.dead.add(fact.subject)

    def _mend(self, ident: str | None) -> None:  # or dead
        if ident in self._shown:
            self._shown.remove(ident)

    def _show(self, sentence: Sentence, ident: str) -> None:
        if _named(sentence, ident):
            self._mend(ident)
            self._shown.append(ident)

    def latest(self, agrees: Callable[[str], bool]) -> str | None:
        """The one shown failing last whom `agrees` allows (a pronoun's or an epithet's gender)."""
        return next((ident for ident in reversed(self._shown) if agrees(ident)), None)


def _named(sentence: Sentence, ident: str) -> bool:
    """Whether the sentence names the character, not only calls them "he" or "his"."""
    return any(m.entity == ident and not m.resolved for m in sentence.mentions)


def epithet_mentions(raw: str, spans: list[tuple], failing: Failing, words: FailingWords,
                     agrees: Callable[[str, str | None], bool]) -> list[tuple]:
    """`spans` with each epithet of failing ("the dying man", "the invalid") standing for the one the scene
    showed failing last, of its gender: a guess, as a pronoun is."""
    found = []
    for m in words.epithet.finditer(raw):
        gender = words.gender[(m["noun"] or m["alone"]).lower()]
        holder = failing.latest(lambda ident: agrees(ident, gender))
        if holder and clear_of(m.start(), m.end(), spans):
            found.append((m.start(), m.end(), holder, "c", True))
    return spans + found
