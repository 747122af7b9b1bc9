"""Masked-sentence patterns: the vocabulary shared by the rule extractor and its lexicons.

A sentence is masked by replacing each mention with a token such as `⟨c3⟩`
(character), `⟨g3⟩` (a possessive: "his", "Ada's"), `⟨i5⟩` (item), `⟨p2⟩`
(place); `{C:a}`-style macros in a pattern match those
tokens in a named role.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from extractors.roles import Call
from extractors.scenes import CJK
from graph.model import EntityKind, FactKind

if TYPE_CHECKING:
    from extractors.lexicon import Lexicon

KIND_LETTER = {EntityKind.character: "c", EntityKind.item: "i", EntityKind.place: "p"}
# what a word that may only mean a pair ("They") tells of them: where they went, what they did and to whom; not
# what befell or was held by one of the two, which such a guess is too loose to say
TOLD_OF_A_GUESSED_PAIR = frozenset({FactKind.presence, FactKind.location, FactKind.relation})
TOKEN = re.compile(r"⟨([cgip])(\d+)⟩")
MACRO = re.compile(r"\{([CGIP]):(\w+)\}")
MACRO_BODY = {
    "C": r"(?P<{0}>⟨c\d+⟩)",
    "G": r"(?P<{0}>⟨g\d+⟩|⟨c\d+⟩(?='s|’s))(?:'s|’s)?",
    "I": r"(?P<{0}>⟨i\d+⟩)",
    "P": r"(?P<{0}>⟨p\d+⟩)",
}


# Dialogue lies within one paragraph (a line of scene text); an unclosed quote ends with its paragraph.
# Curly quotes and corner brackets face the way they work, and may nest (`其表曰：“…兵法“乘劳”：此进趋之时也…”`);
# a straight quote is read by what stands beside it.
FACING_PAIRS = ("“”", "「」", "『』")
NESTED_LENGTH = 30  # the most a quotation within a quotation runs to, in characters, with its marks
# speech quoted within speech; alone, `’` is as often an apostrophe
SINGLE_QUOTED = re.compile(r"‘[^’\n]*’")
# speech in single curly quotes, as British printing has it (`‘I don’t know,’ said he`): a `’` before a
# letter is an apostrophe, any other closes
SINGLE_FACING = re.compile(r"‘(?:[^’\n]|’(?=\w))*(?:’(?!\w)|$)", re.MULTILINE)
DOUBLE_QUOTED = re.compile(r"“[^”\n]*”")  # ... where it is speech quoted within speech
ANY_QUOTE = re.compile("[“”「」『』\"]")  # a paragraph with any of these is quoted, if at all, by its own marks
# a straight double quote; a straight single one only beside Chinese, where it is never an apostrophe
STRAIGHT_QUOTES = (re.compile(r'"'), re.compile(f"(?<={CJK})'|'(?={CJK})"))
# where English speech opens on a straight single quote (Oliver Twist, Wuthering Heights): one opening a word
# after a space, or closing after punctuation; never an apostrophe within or after a word (`she's`, `boys'`)
STRAIGHT_SINGLE_SPEECH = re.compile(r"(?:^|(?<=[\s(\[—\"]))'(?=\S)|(?<=[.,!?;:…—-])'")
_OPENS_PARAGRAPH = re.compile(r"^[ \t]*'", re.MULTILINE)
_OPENS_AFTER = "：:∶（(［[《"
_CLOSES_AFTER = "。！？!?.,…’"
_NESTS_AFTER = "：∶:"  # speech quoted within speech, as 水浒传 writes it


def _facing(line: str, at: int, before: bool | None) -> bool | None:
    """Whether the straight quote at `at` opens (True) or closes (False) speech; None where nothing tells.

    `before` is how the quote just before it faced, which the same quote right after it (`""`) shares.
    """
    prev = line[at - 1] if at else " "
    spaced_after = at + 1 == len(line) or line[at + 1].isspace()
    if prev.isspace() or prev in _OPENS_AFTER:
        return None if spaced_after else True
    if spaced_after or prev in _CLOSES_AFTER:
        return False
    return before if prev == line[at] else None


def _straight_quotations(line: str, marks: Iterable[int]) -> Iterator[tuple[int, int]]:
    """The spans of one paragraph's speech between straight quotes of one kind, at `marks`.

    A quote that could face either way closes speech when inside it and opens it otherwise. Inside speech,
    an opening right after another quote or a colon nests a quotation in it, and any other opening means the
    last one was never closed; a closing quote before any opening means the paragraph began mid-speech.
    """
    start: int | None = None
    nested, before = False, None
    for n, at in enumerate(marks):
        opens = _facing(line, at, before)
        opens = start is None if opens is None else opens
        if opens and start is not None and at and (line[at - 1] in _NESTS_AFTER or line[at - 1] == line[at]):
            nested = True
        elif opens:
            if start is not None:
                yield start, at
            start = at
        elif nested:
            nested = False
        elif start is not None:
            yield start, at + 1
            start = None
        elif n == 0:  # from just before the paragraph, so that its first character is inside
            yield -1, at + 1
        before = opens
    if start is not None:
        yield start, len(line)


def _facing_quotations(text: str, opening: str, closing: str) -> Iterator[tuple[int, int]]:
    """The spans of the quotations between one pair of facing marks, each paragraph on its own, those nested
    in another included. An opening inside a quotation nests a short one in it (`兵法“乘劳”：`); after a colon
    or far from its closing, it is new speech, and the one before was left unclosed (`须宽限方可。飞大怒曰：“`)."""
    opened: list[int] = []
    for mark in re.finditer(f"[{opening}{closing}\n]", text):
        at, char = mark.start(), mark[0]
        if char == opening:
            if opened and not _nests(text, at, opening, closing):
                yield from ((start, at) for start in opened)
                opened = []
            opened.append(at)
        elif char == closing and opened:
            yield opened.pop(), at + 1
        elif char == "\n":
            yield from ((start, at) for start in opened)
            opened = []
    yield from ((start, len(text)) for start in opened)


def _nests(text: str, at: int, opening: str, closing: str) -> bool:
    """Whether the opening mark at `at`, inside a quotation, quotes a few words within it."""
    ends = text.find(closing, at, at + NESTED_LENGTH)
    return at > 0 and text[at - 1] not in "：:" and ends > 0 and opening not in text[at + 1:ends]


def quotations(text: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Every quotation's span in a text, in order: the outer ones, and those inside another (a speaker
    quoting someone: `“太师说：‘我闻你有一女’”`). A paragraph set off by a full-width colon ending the one
    before, without quotes of its own, is one too: a poem, a song, a letter or a proclamation (`有诗为证：`,
    `其文曰：`), never the narration's."""
    british = text.count("‘") > text.count("“")  # single quotes for speech, double within it
    spans = ([q.span() for q in SINGLE_FACING.finditer(text)] if british
             else [span for pair in FACING_PAIRS for span in _facing_quotations(text, *pair)])
    single_speech = len(_OPENS_PARAGRAPH.findall(text)) > text.count('"') + text.count("“")
    offset, set_off = 0, False
    for line in text.split("\n"):
        for mark in STRAIGHT_QUOTES + ((STRAIGHT_SINGLE_SPEECH,) if single_speech else ()):
            marks = (m.start() for m in mark.finditer(line))
            spans += [(offset + s, offset + e) for s, e in _straight_quotations(line, marks)]
        if set_off and line.strip() and not ANY_QUOTE.search(line):
            spans.append((offset - 1, offset + len(line)))
        set_off = line.rstrip().endswith("：") if line.strip() else set_off
        offset += len(line) + 1
    outer: list[tuple[int, int]] = []
    inner: list[tuple[int, int]] = []
    for span in sorted(spans):
        (outer if not outer or span[0] >= outer[-1][1] else inner).append(span)
    within = DOUBLE_QUOTED if british else SINGLE_QUOTED
    inner += [q.span() for q in within.finditer(text) if _containing(outer, q.start()) is not None]
    return outer, inner


def _containing(spans: list[tuple[int, int]], at: int) -> int | None:
    """The index of the span, of sorted ones that do not overlap, a position lies strictly inside."""
    i = bisect_right(spans, (at, float("inf"))) - 1
    return i if i >= 0 and spans[i][0] < at < spans[i][1] else None


class Dialogue:
    """The quoted speech of one text, to ask whether a position lies inside it."""

    def __init__(self, text: str):
        self.spans, self.nested = quotations(text)

    def quoted_within(self, at: int) -> bool:
        """Whether a position lies in a quotation inside another: the speaker's "I" and "you" are not its."""
        return any(s < at < e for s, e in self.nested)

    def __contains__(self, at: int) -> bool:
        return self.voice(at) is not None

    def opening(self, start: int, end: int) -> list[tuple[int, tuple[int, int]]]:
        """The quotations that open between two positions, with their indexes."""
        return [(i, self.spans[i]) for i in range(bisect_left(self.spans, (start,)), bisect_left(self.spans, (end,)))]

    def voice(self, at: int) -> int | None:
        """Which quotation a position lies inside (its index), or None for narration."""
        return _containing(self.spans, at)


def longest_first(words: Iterable[str]) -> str:
    """An alternation of `words` that tries the longest first, so `父亲` wins over `父` and `Mr. Hale` over `Hale`."""
    return "|".join(sorted(words, key=len, reverse=True))


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
    speaker: str | None = None  # inside dialogue: who speaks the quotation, where known

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
    calls: list[Call] = field(default_factory=list)  # kin called by the quotations opening here (`“师父，…`)
    speakers: list[tuple[int, str]] = field(default_factory=list)  # whom the narration here says speaks, and
    # where it names them (`八戒旁边唆嘴道：“`)
    kin_told: list[tuple[str, str, str]] = field(default_factory=list)  # the holders of its role phrases, known
    # or guessed by family name ("her father": Mr. Woodhouse), as (holder, role, whose)

    def mention(self, token: str) -> Mention:
        return self.mentions[int(TOKEN.fullmatch(token)[2])]

    def entity(self, token: str) -> str:
        return self.mention(token).entity

    def written(self, token: str) -> str:
        """The words a mention stands for in the sentence: a name, or the pronoun read as one ("I", `你`)."""
        mention = self.mention(token)
        return self.text[mention.start:mention.end]

    def reflexive(self, token: str) -> bool:
        """Whether a mention is written "himself", "herself": one's deed on oneself, as the text says."""
        return self.written(token).lower().endswith(("self", "selves"))


@dataclass
class Rule:
    """One surface pattern and how its groups become a fact."""

    kind: FactKind
    pattern: re.Pattern[str]
    predicate: str | None = None
    build: Callable[[re.Match[str], Sentence, "Lexicon"], dict | None] | None = None
    confidence: float = 0.8
    value: dict | None = None  # a fixed value every fact of this rule carries


