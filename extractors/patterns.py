"""Masked-sentence patterns: the vocabulary shared by the rule extractor and its lexicons.

A sentence is masked by replacing each mention with a token such as `⟨c3⟩`
(character), `⟨g3⟩` (a possessive: "his", "Ada's"), `⟨i5⟩` (item), `⟨p2⟩`
(place); `{C:a}`-style macros in a pattern match those
tokens in a named role.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from graph.model import EntityKind, FactKind

if TYPE_CHECKING:
    from extractors.lexicon import Lexicon

KIND_LETTER = {EntityKind.character: "c", EntityKind.item: "i", EntityKind.place: "p"}
TOKEN = re.compile(r"⟨([cgip])(\d+)⟩")
MACRO = re.compile(r"\{([CGIP]):(\w+)\}")
MACRO_BODY = {
    "C": r"(?P<{0}>⟨c\d+⟩)",
    "G": r"(?P<{0}>⟨g\d+⟩|⟨c\d+⟩(?='s|’s))(?:'s|’s)?",
    "I": r"(?P<{0}>⟨i\d+⟩)",
    "P": r"(?P<{0}>⟨p\d+⟩)",
}


# dialogue within one paragraph; an unclosed quote ends with its paragraph
QUOTED = re.compile(r'“[^”\n]*(?:”|$)|"[^"\n]*(?:"|$)|「[^」\n]*(?:」|$)|『[^』\n]*(?:』|$)', re.MULTILINE)


class Dialogue:
    """The quoted speech of one text, to ask whether a position lies inside it."""

    def __init__(self, text: str):
        self.spans = [(q.start(), q.end()) for q in QUOTED.finditer(text)]

    def __contains__(self, at: int) -> bool:
        return self.voice(at) is not None

    def opening(self, start: int, end: int) -> list[tuple[int, tuple[int, int]]]:
        """The quotations that open between two positions, with their indexes."""
        return [(i, self.spans[i]) for i in range(bisect_left(self.spans, (start,)), bisect_left(self.spans, (end,)))]

    def voice(self, at: int) -> int | None:
        """Which quotation a position lies inside (its index), or None for narration."""
        i = bisect_right(self.spans, (at, float("inf"))) - 1
        return i if i >= 0 and self.spans[i][0] < at < self.spans[i][1] else None


def compile_pattern(pattern: str, flags: int = re.IGNORECASE) -> re.Pattern[str]:
    """Expand `{C:a}`-style role macros into token-matching named groups."""
    return re.compile(MACRO.sub(lambda m: MACRO_BODY[m[1]].format(m[2]), pattern), flags)


@dataclass
class Mention:
    entity: str
    letter: str
    start: int
    end: int
    quoted: bool = False  # inside dialogue: spoken of, not acting in the scene
    resolved: bool = False  # a pronoun resolved to this entity, not its name

    @property
    def dropped(self) -> bool:
        """A subject the text leaves out (a zero-width mention): it acts, but is not named here."""
        return self.start == self.end


@dataclass
class Sentence:
    start: int
    end: int
    text: str
    masked: str
    mentions: list[Mention]

    def mention(self, token: str) -> Mention:
        return self.mentions[int(TOKEN.fullmatch(token)[2])]

    def entity(self, token: str) -> str:
        return self.mention(token).entity


@dataclass
class Rule:
    """One surface pattern and how its groups become a fact."""

    kind: FactKind
    pattern: re.Pattern[str]
    predicate: str | None = None
    build: Callable[[re.Match[str], Sentence, "Lexicon"], dict | None] | None = None
    confidence: float = 0.8
    value: dict | None = None  # a fixed value every fact of this rule carries


