"""Manuscripts to scenes: decode bytes, find chapter headings, split scenes,
and join hard-wrapped lines back into paragraphs.

Offsets in evidence refer to the normalised scene text produced here (one
paragraph per line), which is also what the store keeps.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field

from extractors.base import SceneText


CONTENTS_LINE = 200  # characters: a table of contents gives no chapter more than a line or two of title


class ManuscriptError(ValueError):
    """Text that cannot be read as a manuscript (binary, unknown encoding, empty)."""


def decode(data: bytes, source: str = "the text") -> str:
    """UTF-8 (with or without BOM), UTF-16 with BOM, or GB18030/GBK; anything else is refused."""
    if not data.strip():
        raise ManuscriptError(f"{source} is empty")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            raise ManuscriptError(f"{source} starts like UTF-16 but is not valid UTF-16; re-save it as UTF-8") from None
    if b"\x00" in data:
        raise ManuscriptError(f"{source} looks binary (it contains NUL bytes), not a manuscript")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":  # a file cut mid-character: keep what is whole
            return data[:exc.start].decode("utf-8-sig")
    try:
        text = data.decode("gb18030")
    except UnicodeDecodeError:
        raise ManuscriptError(f"{source} is neither UTF-8 nor GB18030/GBK text; re-save it as UTF-8") from None
    readable = sum(1 for c in text if c.isascii() or "\u3000" <= c <= "\u9fff" or "\uff00" <= c <= "\uffef")
    if readable < 0.9 * len(text):
        raise ManuscriptError(f"{source} is not UTF-8, and as GB18030 it reads as gibberish; re-save it as UTF-8")
    return text


_NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty".split())}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), start=2)}
# a number in words up to ninety-nine ("twenty-one", "Forty Two")
_NUMBER_IN_WORDS = (rf"(?:{'|'.join(_TENS)})(?:[-\s](?:{'|'.join(list(_NUMBER_WORDS)[1:10])}))?|"
                    + "|".join(_NUMBER_WORDS))
_ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}
_CN_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"〇": 0, "两": 2}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}

_EN_HEADING = re.compile(
    r"^(?:chapter|chap\.|letter)\s+(?P<num>\d+|[ivxlcdm]+|" + _NUMBER_IN_WORDS + r")\b[.:]?\s*(?P<title>.*)$",
    re.IGNORECASE)
_BARE_HEADING = re.compile(r"^(?P<num>\d{1,4}|[IVXLC]{1,7})\.?$")
# "I. THE PRISON DOOR", "01 My Early Home": a number, then a short capitalised title.
_NUMBERED_TITLE = re.compile(
    r"^(?P<num>\d{1,3}|[IVXLC]{1,7})(?:\.\s+|\s+)(?P<title>(?:(?:[A-Z][\w'’-]*|of|the|a|an|and|in|on|at|to|for)\s*){1,8})$")
# A heading's title is a phrase, never a sentence: "第四回中既将…表明，此回…。" is prose.
# after what a web novel's text file may put first: `正文`, and the volume (`第一卷 风起云州 第三章 重生`)
_ZH_HEADING = re.compile(
    r"^(?:正文\s*)?(?:第\s*[0-9０-９零〇一二三四五六七八九十百千两]+\s*[卷部集]\s*(?:[^\s。，；！？]{1,20}\s+)?)?"
    r"第\s*(?P<num>[0-9０-９]+|[零〇一二三四五六七八九十百千两]+)\s*[章回话]\s*(?P<title>[^。，；！？]*)$")
# a part's heading (`VOLUME II`, `Book the Third`, `PART ONE: THE VOYAGE`, `第二卷 风起云州`): no prose of a chapter
_PART_HEADING = re.compile(
    r"^(?:(?:volume|vol\.|book|part)\s+(?:the\s+)?(?:\d+|[ivxlcdm]+|" + _NUMBER_IN_WORDS + r"|first|second|third|"
    r"fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\b[.:—-]?(?:\s+(?-i:[A-Z\"“‘']).{0,60})?"
    r"|第\s*[0-9０-９零〇一二三四五六七八九十百千两]+\s*[卷部集](?:\s+[^\s。，；！？]{1,20})?)$", re.IGNORECASE)
# a prologue's heading: the story begins before chapter 1 (not `序` alone, most often the author's preface)
_PROLOGUE = re.compile(r"^(?:prologue|序章|序幕|楔子|引子)(?:\s*[-—–:：.、]\s*[^。！？.!?]{0,40}|\s+[^。！？.!?]{1,40})?$",
                       re.IGNORECASE)
_TITLE_OPENING = "-—–:：.、，, \u3000"  # what may stand between a chapter's number and its title
_MARKDOWN_HEADING = re.compile(r"^#{1,6}\s+")  # "## Chapter 3" in a Markdown manuscript
_SCENE_BREAK = re.compile(r"^\s*(?:(?:[*＊]\s*){3,}|#|(?:-\s*){3,}|(?:~\s*){3,}|[◇◆○●☆★※＊]+)\s*$")
_INDENT = re.compile(r"^(?:\t| {2,}|\u3000)")
_PAGE_MARK = re.compile(r"^\s*-{3,}\s*Page\s+\d+\s*-{3,}\s*$", re.IGNORECASE)  # a PDF conversion's page break
# a Chinese character or a full-width mark: between two of them a line break or a quote is never a space
# or an apostrophe
CJK = "[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]"
_CJK_END = re.compile(CJK + "$")
_CJK_START = re.compile("^" + CJK)
_CJK_CHARS = re.compile(CJK)
_TERMINAL = re.compile(r"[。！？!?…”」』]$")
_OPENING_QUOTES = ("“", "‘", "「", "『", '"')


def roman_to_int(text: str) -> int:
    values = [_ROMAN[c] for c in text.lower()]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _in_words(text: str) -> int | None:
    """A number written in words (`seven`, `twenty-one`), or None."""
    tens, _, unit = text.replace(" ", "-").partition("-")
    if tens in _TENS:
        return _TENS[tens] + _NUMBER_WORDS.get(unit, 0)
    return _NUMBER_WORDS.get(text)


def chinese_to_int(text: str) -> int:
    """Chinese numerals as chapter numbers use them: 三, 十二, 一百二十, 一〇一, 两百."""
    if all(c in _CN_DIGITS for c in text):
        return int("".join(str(_CN_DIGITS[c]) for c in text))
    total, digit = 0, 0
    for c in text:
        if c in _CN_UNITS:
            total += (digit or 1) * _CN_UNITS[c]
            digit = 0
        else:
            digit = _CN_DIGITS[c]
    return total + digit


def _heading_text(line: str) -> str:
    """A line as a heading reads, without Markdown's `#` or the underscores and stars of emphasis."""
    return _MARKDOWN_HEADING.sub("", line.strip()).strip("_*").strip()


def heading_number(line: str) -> tuple[int, str | None] | None:
    """(chapter number, title) when `line` is a chapter heading."""
    line = _heading_text(line)
    if not line or len(line) > 80:
        return None
    if m := _ZH_HEADING.match(line):
        num = m["num"].translate(str.maketrans("０１２３４５６７８９", "0123456789"))
        value = int(num) if num.isdigit() else chinese_to_int(num)
        return value, m["title"].strip(_TITLE_OPENING) or None
    if (m := _EN_HEADING.match(line)) and not m["title"][:1].islower():  # "Chapter three was long" is prose
        num = m["num"].lower()
        value = int(num) if num.isdigit() else _in_words(num) or roman_to_int(num)
        return value, m["title"].strip(_TITLE_OPENING) or None
    if m := _BARE_HEADING.match(line) or _NUMBERED_TITLE.match(line):
        num = m["num"]
        title = m.groupdict().get("title")
        return (int(num) if num.isdigit() else roman_to_int(num)), title.strip() if title else None
    return None


@dataclass
class ChapterText:
    number: int
    title: str | None
    lines: list[str] = field(default_factory=list)

    def body_size(self) -> int:
        return _body_size(self.lines)


def _blank_runs(lines: list[str]) -> list[int]:
    runs, run = [], 0
    for line in lines:
        if line.strip():
            if run:
                runs.append(run)
            run = 0
        else:
            run += 1
    return runs


def _join(left: str, right: str) -> str:
    # (Chinese quotation marks are the Western curly ones: `问：‘`, `了。”` take no space either)
    glue = "" if _CJK_END.search(left.rstrip("”’")) and _CJK_START.search(right.lstrip("“‘")) else " "
    return left + glue + right


def paragraphs(lines: list[str]) -> list[str]:
    """Join hard-wrapped lines into paragraphs (blank lines and indents start new ones).

    Where indents open paragraphs and lines run on mid-sentence without one (a hard wrap, as in
    三国演义), only indents and blank lines do; otherwise a Chinese line after one that ends a sentence
    opens one too. A line opening on a quotation after one ending on a colon (`便睁开眼拉我的手问：` /
    `  ‘宝玉那里去了？’`, set off by a small indent in 红楼梦) is the speech it brings in, whatever its indent.
    """
    out: list[str] = []
    current: str | None = None
    indents_open = any(_INDENT.match(line) for line in lines) and any(
        before.strip() and after.strip() and not _INDENT.match(after) and not _TERMINAL.search(before.rstrip())
        for before, after in zip(lines, lines[1:]))
    for raw in lines:
        line = raw.rstrip()
        if not line.strip():
            if current is not None:
                out.append(current)
            current = None
            continue
        stripped = line.strip()
        brought_in = current is not None and current.endswith(("：", ":")) and stripped.startswith(_OPENING_QUOTES)
        new_paragraph = current is None or not brought_in and (_INDENT.match(line) or (
            not indents_open and _TERMINAL.search(current) and _CJK_START.search(stripped)))
        if new_paragraph:
            if current is not None:
                out.append(current)
            current = stripped
        else:
            current = _join(current, stripped)
    if current is not None:
        out.append(current)
    return out


def _scenes_of(lines: list[str], paragraph_gap: int) -> list[str]:
    """Split a chapter's lines at scene-break markers and unusually long blank runs."""
    scenes: list[list[str]] = [[]]
    blank = 0
    for line in lines:
        if not line.strip():
            blank += 1
            scenes[-1].append(line)
            continue
        if blank > paragraph_gap and blank >= 2 and any(s.strip() for s in scenes[-1]):
            scenes.append([])
        blank = 0
        if _SCENE_BREAK.match(line):
            scenes.append([])
        else:
            scenes[-1].append(line)
    texts = ["\n".join(paragraphs(s)) for s in scenes]
    return [t for t in texts if t.strip()]


def _without_page_marks(lines: list[str]) -> list[str]:
    """The lines without the page markers a PDF's conversion leaves (`---- Page 127 ----`) and the blank lines
    around them: a paragraph, and a quotation, runs on across a page."""
    kept: list[str] = []
    after_mark = False
    for line in lines:
        if _PAGE_MARK.match(line):
            while kept and not kept[-1].strip():
                kept.pop()
            after_mark = True
        elif not (after_mark and not line.strip()):
            kept.append(line)
            after_mark = False
    return kept


@dataclass
class Manuscript:
    """A manuscript's chapters, and what the split left out or renumbered, said for the author."""

    chapters: list[ChapterText]
    notes: list[str] = field(default_factory=list)


def split_manuscript(text: str, default_chapter: int = 1) -> Manuscript:
    """Chapters by heading, in story order; a text without headings is one chapter numbered `default_chapter`.

    Text before the first heading (title page, table of contents) is dropped
    when headings exist, except a prologue (`Prologue`, `楔子`), which opens the
    first chapter as a scene of its own; a heading with no body (a
    table-of-contents line) never becomes a chapter. When no heading has a body
    ("Chapter 2" pasted after the chapter being checked), the text is one
    chapter as if it had none. Where chapters are headed as such (`CHAPTER
    IV`, `第四章`), a bare number (`II`) heads a section of one, a scene. A
    book in parts whose chapters are numbered afresh in each (Volume II's
    `CHAPTER I`) goes on counting: its chapters follow the last part's (see
    `_in_story_order`). Prose left out, and chapters renumbered, are told in the
    notes.
    """
    lines = _without_page_marks(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    headed = any(_explicit_heading(_heading_text(line)) for line in lines)
    chapters: list[ChapterText] = []
    front: list[str] = []
    prologue: list[str] | None = None  # a prologue's lines, until the chapter it opens
    for line in lines:
        found = heading_number(line)
        bare = _heading_text(line)
        explicit = _explicit_heading(bare)
        if _PROLOGUE.match(bare) and not (chapters and chapters[-1].body_size()):
            prologue = []  # before any chapter, or after a table of contents
        elif found and not explicit and chapters and not chapters[-1].title and not chapters[-1].body_size():
            chapters[-1].title = line.strip()  # "7" then "I Go to Bristol": a title, not chapter I
        elif _PART_HEADING.match(bare) and chapters:
            continue  # the chapters go on counting across parts (see `_in_story_order`)
        elif found and not explicit and headed and chapters:
            chapters[-1].lines += ["", "* * *", ""]  # a numbered section of the chapter: a scene break
        elif found and found[0] > 0:
            opening = prologue + ["", "* * *", ""] if prologue else []
            chapters.append(ChapterText(number=found[0], title=found[1], lines=opening))
            prologue = None
        elif prologue is not None:
            prologue.append(line)
        elif chapters:
            chapters[-1].lines.append(line)
        else:
            front.append(line)
    if not any(chapter.body_size() for chapter in chapters):  # no headings, or only a next chapter's, bodiless
        return Manuscript([ChapterText(number=default_chapter, title=None, lines=front + (prologue or []))])
    notes = []
    if _body_size(front) > CONTENTS_LINE:
        notes.append(f"the text before the first chapter heading ({_amount(front)}) is left out as front matter "
                     "(a title page, a preface, contents); put it under a heading, or `Prologue`, to keep it")
    return Manuscript(_in_story_order(chapters, notes), notes)


def _explicit_heading(bare: str) -> bool:
    """Whether a line, as a heading reads (`_heading_text`), heads a chapter as such (`Chapter 3`, `第三章`), not
    by a bare number (`III`)."""
    return bool(_EN_HEADING.match(bare) or _ZH_HEADING.match(bare))


def _in_story_order(chapters: list[ChapterText], notes: list[str]) -> list[ChapterText]:
    """The chapters with a body, numbered in story order. A chapter 1 after chapters with a body opens a new
    part, whose chapters follow the last part's (Emma's Volume II opens on chapter 19); a part where no chapter
    has more than a line is a table of contents, dropped. Within a part, when a number repeats, the longest
    body wins, unless it only slips where one number is missing (see `_mend_slips`). `notes` gains each part
    renumbered, each heading mended and each chapter of prose left out."""
    parts: list[list[ChapterText]] = [[]]
    for chapter in chapters:
        if chapter.number == 1 and any(c.body_size() for c in parts[-1]):
            parts.append([])
        parts[-1].append(chapter)
    prose = [part for part in parts if max(c.body_size() for c in part) > CONTENTS_LINE] or parts
    best: dict[int, ChapterText] = {}
    offset = 0
    if len(prose) > 1:
        notes.append(f"the chapter numbers start again {len(prose) - 1} time(s) (new parts or volumes): they are "
                     f"numbered on across them, so the second part's chapter 1 is chapter "
                     f"{max(c.number for c in prose[0]) + 1}")
    for part in prose:
        _mend_slips(part, notes)
        for chapter in part:
            chapter.number += offset
            if not chapter.body_size():
                continue
            kept = best.get(chapter.number)
            if kept is None or chapter.body_size() > kept.body_size():
                best[chapter.number], left_out = chapter, kept
            else:
                left_out = chapter
            if left_out is not None and left_out.body_size() > CONTENTS_LINE:
                notes.append(f"chapter {chapter.number} is headed twice; the shorter text "
                             f"({_amount(left_out.lines)}) is left out")
        offset = max(c.number for c in part)
    return [best[n] for n in sorted(best)]


def _mend_slips(part: list[ChapterText], notes: list[str]) -> None:
    """A chapter numbered out of its part's count where exactly one number is missing takes that number: Tom
    Sawyer's second `CHAPTER XVI`, between XXV and XXVII, is a slip for XXVI, not a chapter told twice."""
    told = [c for c in part if c.body_size()]
    numbers = {c.number for c in told}
    for before, chapter, after in zip(told, told[1:], told[2:]):
        missing = before.number + 1
        if chapter.number != missing and after.number == missing + 1 and missing not in numbers:
            notes.append(f"the chapter headed {chapter.number} between chapters {before.number} and {after.number} "
                         f"is read as chapter {missing}")
            chapter.number = missing
            numbers.add(missing)


def _body_size(lines: list[str]) -> int:
    return sum(len(line.strip()) for line in lines)


def _amount(lines: list[str]) -> str:
    """How much text lines hold, as an author counts it: words, or characters of Chinese."""
    text = " ".join(lines)
    hanzi = len(_CJK_CHARS.findall(text))
    return f"{hanzi:,} characters" if hanzi > len(text) // 4 else f"{len(text.split()):,} words"


def scenes_of_chapter(chapter: ChapterText) -> list[SceneText]:
    gap = int(statistics.median(_blank_runs(chapter.lines) or [1]))
    return [SceneText(chapter=chapter.number, scene=i, title=chapter.title, text=t)
            for i, t in enumerate(_scenes_of(chapter.lines, gap), start=1)]


def split_scenes(text: str, default_chapter: int = 1) -> list[SceneText]:
    """Every scene of a manuscript, in story order."""
    return [s for ch in split_manuscript(text, default_chapter).chapters for s in scenes_of_chapter(ch)]
