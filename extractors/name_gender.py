"""The gender a given name usually has, before the text has told a character's own.

For English, the lists are the US census's first names with how common each
is among men and among women (shipped in the `names` package). A name counts
as one gender's where it is at least ten times as common among them: `Joe` is
a man's, `Amy` a woman's, `Jean` and `Leslie` neither. A character's
pronouns, once they are clear, outweigh this (a boy called `Laurie`). A
Chinese name tells no gender here, since classical prose writes `他` of women
too; `womans_name` tells one that only women bear (`王氏`, `孙二娘`, `潘金莲`,
`阎婆惜`), for reading `那妇人` (see `roles.woman_mentions`).
"""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files

from extractors.scenes import CJK
from graph.cast import name_core

CLEAR_RATIO = 10  # how many times as common among one gender a name must be to count as theirs


@cache
def _shares() -> dict[str, dict[str, float]]:
    """Each census first name (`Joe`) with its share of men's and of women's names, in percent."""
    shares: dict[str, dict[str, float]] = {}
    for gender, listing in (("m", "dist.male.first"), ("f", "dist.female.first")):
        for line in (files("names") / listing).read_text(encoding="ascii").splitlines():
            if line.strip():
                name, share, *_ = line.split()
                shares.setdefault(name.title(), {})[gender] = float(share)
    return shares


# words a novel puts before a name (`Long John Silver`, `poor Laurie`), some of them census first names too
EPITHETS = frozenset("young old long little big poor dear good great sweet pretty happy wise silly brave fat tall "
                     "king major junior lady rich golden".split())


def is_given_name(word: str) -> bool:
    """Whether a word is a census first name (`Tom`, `Celine`), not a word put before a name (`Young`, `Dear`)."""
    return word.casefold() not in EPITHETS and word.title() in _shares()


# a married woman's family name and 氏, a birth order and 娘 or 姐, flowers, hairpins, and titles women bear (a
# mother's: `贾母`, `薛姨妈`, `吴国太`)
_ZH_WOMAN = re.compile(r"(?:氏|娘|姐|妹|嫂|姑|莲|钗|娥|姬|妃|夫人|小姐|姑娘|娘子|奶奶|太太|公主|母|妈|姥姥|太后|国太)$|婆")


def womans_name(name: str) -> bool:
    """Whether a Chinese name is one only women bear (`潘金莲`, `王氏`)."""
    return bool(_ZH_WOMAN.search(name))


def usual_gender(name: str) -> str | None:
    """The gender the first word of a character's name (titles aside) usually has, if it is clear."""
    if re.search(CJK, name):
        return None  # classical prose writes `他` of women too: a woman's name must not forbid it
    words = name_core(name)[0]
    share = _shares().get(words[0]) if words else None
    if not share:
        return None
    leading = max(share, key=share.get)
    others = sum(v for g, v in share.items() if g != leading)
    return leading if share[leading] >= CLEAR_RATIO * others else None
