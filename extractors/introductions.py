"""The other names a Chinese text gives a person where it introduces them.

Classical novels introduce nearly everyone once, formally, and then call them
by another name: `姓刘，名备，字玄德` and the narration says 玄德 from then on;
`姓林，名冲，绰号豹子头`; `覆姓公孙，单讳一个胜字，道号一清先生`; `董卓字仲颖`;
`…人都唤他做及时雨`. Read here, each becomes one character with its full name
and the names it is introduced with (a courtesy name also with the surname
before it: 刘玄德), so that a death told of 关公's courtesy name 云长 is the
death of the man the bible, or a later chapter, calls 关羽.

Only what sits in the introduction's own run of clauses is taken: `我父姓陈
名光蕊，我小名叫做江流` gives 陈光蕊 no second name, since the clause after it
speaks of someone else.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from extractors.characters import Character
from extractors.patterns import longest_first

_HAN = r"[\u4e00-\u9fff]"
# two characters that are one surname (`诸葛亮`: 诸葛), the project's one list of them
COMPOUND_SURNAMES = ("司马 诸葛 公孙 夏侯 欧阳 上官 皇甫 东方 令狐 慕容 长孙 尉迟 宇文 司徒 司空 端木 太史 轩辕 淳于 南宫 "
                     "独孤 呼延 西门 申屠 闻人 万俟 单于 澹台 公冶 宗政 濮阳 钟离 东郭 百里 赫连 拓跋 完颜").split()
_NOT_A_NAME = "甚什么谁啥"  # `姓甚名谁`: asking, not telling
# `姓刘，名备`, `姓曹名操`, `覆姓诸葛，名亮`, `姓鲁，讳个达字`, `覆姓公孙，单讳一个胜字`, `双名彦达`; not `隐姓埋名`
_FORMAL = re.compile(
    rf"(?<![隐改换易百贵])(?:[复覆]姓(?P<surname2>{'|'.join(COMPOUND_SURNAMES)})|姓(?P<surname>(?![{_NOT_A_NAME}]){_HAN}))"
    rf"[，,]?(?:(?:单讳|单名|讳)一?个(?P<single>{_HAN})字|(?:单名|双名|名唤|名叫|讳|名)"
    rf"(?P<given>(?![{_NOT_A_NAME}某作做叫唤]){_HAN}{{1,2}}?)(?=[，,。；;：:、]|表?字|号|绰号|法名|道号|乃|是|$))")
_QUOTE_OPEN = "[“\"'‘「]?"
_ENDS = r"(?=[”\"'’」]?(?:[，,。；;：:、！？!?\s]|的|者|也|乃|是|$))"  # what may follow a name introduced
_CALLED = r"(?:叫做|唤做|叫作|唤作|取为|为|叫|唤|曰)?"
_TITLE_AFTER = re.compile(r"(?:先生|居士|上人|真人|道人|道长)$")  # `凤雏先生` is also called 凤雏
# one more name, right after the introduction or another of its names: group `courtesy` (said with the
# surname too: 刘玄德) or `other`
_NEXT_NAME = re.compile(
    rf"[，,：:、]?\s*(?:(?:表字|字|后改|改字|一字|又字)(?P<courtesy>{_HAN}{{2}})"
    rf"|(?:别号|道号|法名|法号|法讳|绰号|诨名|混名|外号|浑名|乳名|小名|小字){_CALLED}{_QUOTE_OPEN}"
    rf"(?P<other>{_HAN}{{2,4}}?){_ENDS})")
# an epithet the narration, or the man himself, says he goes by, soon after he is introduced:
# `人都唤他做急先锋`, `江湖上都唤做小旋风`, `人都叫他做金眼彪施恩`, `江湖上俱叫小弟做旱地忽律`,
# `本身一个异名，唤做黑旋风李逵`
_EPITHET = re.compile(
    rf"(?:(?:人|江湖上|乡中|众人|因此|以此)[^，。；！？“”\"]{{0,4}}?(?:称|唤|叫|呼)(?:他|小人|小弟|小可|洒家)?(?:做|作|为)"
    rf"|(?:异名|绰号|诨名|混名|外号)[，,]?(?:唤做|叫做|叫|唤|是|为)?){_QUOTE_OPEN}(?P<other>{_HAN}{{2,7}}?){_ENDS}")
# a clause telling where one is from, which may come between an introduction and its other names
# (`覆姓司马，名徽，字德操，颍川人也。道号水镜先生`)
_ORIGIN = re.compile(r"[，,][^，,。；;：:“”\"]{1,10}?人(?:也|氏)?[，,。]")
EPITHET_REACH = 80  # characters after an introduction within which an epithet is still said of that person
# a name someone goes by from then on, told of the one named just before (`悟空道：“好！”自此时又称为孙行者`)
_RENAMED = re.compile(rf"(?:自此时?|从此|此后)(?:又|也|亦|便|遂)?(?:称为|称作|唤作|唤做|号为|改称)(?P<other>{_HAN}{{2,4}}?)"
                      r"(?=[”\"'’」]?(?:[，,。；;：:、！？!?\s]|$))")
RENAMED_REACH = 40  # characters back to the name of the one renamed
# a child's given name after their place among the children (`长子名策`), or after a colon or comma when a
# parent was named before it (`袁逢之子，袁隗之侄：名绍`), followed by a courtesy name
_CHILD_NAMED = re.compile(
    rf"(?:[长次幼][子女]|[二三四五六][子女]|[：:，,])名(?P<given>{_HAN}{{1,2}}?)(?=[，,]表?字{_HAN}{{2}})")
_GIVEN_ALONE = re.compile(rf"(?:^|(?<=[，。；：:“\s]))(?P<given>{_HAN})(?=表?字{_HAN}{{2}}[，。；,])")
GIVEN_REACH = 120  # characters back to the full name a given name alone may stand for


# what follows a surname (or a given name's first character) to call someone by rank, office or respect:
# `关公`, `周郎`, `关某` (of oneself), `陆兄` (to him), `鲁提辖`, `陆虞候`, `宋押司`, `林教头`, `刘皇叔`, `宝二爷`; never a
# wife's or a mother's (`王夫人`, `贾母` are of that family, not that person), nor a father's (`宋太公`)
TITLES_AFTER_NAME = ("大官人 官人 皇叔 使君 将军 丞相 都督 太守 刺史 司徒 司空 太尉 太师 先生 教头 提辖 押司 都头 院长 "
                     "知寨 知府 知县 保正 制使 虞候 都监 团练 孔目 观察 节级 员外 相公 天王 大王 老爷 大爷 二爷 三爷 "
                     "公子 少爷 姑娘 小姐 大郎 二郎 三郎 公 某 郎 兄").split()
_TITLED = re.compile(rf"(?P<head>{'|'.join(COMPOUND_SURNAMES)}|{_HAN})(?:{'|'.join(TITLES_AFTER_NAME)})")


def titled_head(name: str) -> str | None:
    """What a name made of a title after a surname says of its bearer's name: `关公` -> 关, `宝二爷` -> 宝."""
    return m["head"] if (m := _TITLED.fullmatch(name)) else None


def cut_from_title(name: str, text: str) -> bool:
    """Whether a two-character name is a surname and the start of a title the text writes whole after it
    (`陆虞` of `陆虞候`, `张都` of `张都监`): where a tagger cut the title, not anyone's name. A birth order is
    one (`武大` of `武大郎`)."""
    return len(name) == 2 and name[1] not in "大二三" and any(
        name + title[1:] in text for title in TITLES_AFTER_NAME if len(title) > 1 and title[0] == name[1])


def given_name(name: str) -> str | None:
    """The two-character given name of a full Chinese name (`林黛玉` -> 黛玉, `慕容雪晴` -> 雪晴), or None: not of
    a title (`高太尉`), nor one that is an appellation (`李小二`, `王老三`: a waiter, a third son)."""
    given = name[len(surname_of(name)):]
    if len(given) != 2 or len(name) < 3 or not re.fullmatch(f"{_HAN}+", name) or titled_head(name):
        return None
    return None if given[0] in "小老阿" else given


def surname_of(name: str) -> str:
    """A Chinese name's surname: its first character, or its first two where they are one (`诸葛亮`: 诸葛)."""
    return name[:2] if name[:2] in COMPOUND_SURNAMES and len(name) > 2 else name[:1]


def introduced(text: str, persons: Iterable[str]) -> list[Character]:
    """The people `text` introduces, each with the other names it gives them. `persons` are the names tagged as
    people in it, for introductions that start from a name (`董卓字仲颖`) or from kin (`袁逢之子…名绍`)."""
    persons = [p for p in persons if len(p) >= 2]
    found: dict[str, set[str]] = {}
    for name, end in [*_formal(text), *_named(text, persons), *_of_family(text, persons),
                      *_given_alone(text, persons)]:
        aliases = found.setdefault(name, set())
        aliases |= _names_after(text, end, name)
        aliases |= _epithet(text, end, name, persons)
    for name, other in _renamed(text, persons):
        found.setdefault(name, set()).add(other)
    return [Character(name=name, aliases=aliases - {name}) for name, aliases in found.items()]


def _formal(text: str) -> Iterable[tuple[str, int]]:
    for m in _FORMAL.finditer(text):
        yield _full_name(m), m.end()


def formal_given_names(text: str) -> Iterator[tuple[int, int, str]]:
    """Where each formal introduction writes its given name (`姓卞，名喜`: 喜), and the full name it makes."""
    for m in _FORMAL.finditer(text):
        group = "single" if m["single"] else "given"
        yield m.start(group), m.end(group), _full_name(m)


def _full_name(m: re.Match[str]) -> str:
    return (m["surname2"] or m["surname"]) + (m["single"] or m["given"])


def _named(text: str, persons: list[str]) -> Iterable[tuple[str, int]]:
    """`董卓字仲颖`, `越骑校尉伍孚，字德瑜`: a full name tagged as a person, its courtesy name after it."""
    if persons:  # not what the tagger glued together from a formal one (`姓关名羽，字长生`: `关名羽`)
        names = longest_first(map(re.escape, persons))
        for m in re.finditer(rf"(?<!姓)(?P<name>{names})(?=[，,]?表?字{_HAN}{{2}})", text):
            yield m["name"], m.end()


def _of_family(text: str, persons: list[str]) -> Iterable[tuple[str, int]]:
    """`袁逢之子，袁隗之侄：名绍，字本初`, `孙坚有四子…长子名策，字伯符；次子名权`: a child named without a surname,
    who has the surname of the parent named before in the sentence."""
    for m in _CHILD_NAMED.finditer(text):
        if "姓" in text[max(0, m.start() - 5):m.start()]:
            continue  # `姓刘，名备`: a formal introduction, read as one
        sentence = text[_sentence_start(text, m.start()):m.start()]
        parents = [(sentence.rfind(p), p) for p in persons if f"{p}之子" in sentence or f"{p}有" in sentence]
        if parents:
            yield surname_of(max(parents)[1]) + m["given"], m.end()


def _renamed(text: str, persons: list[str]) -> Iterable[tuple[str, str]]:
    """`悟空道：“好！”自此时又称为孙行者`: the person named last before, in the paragraph, and the name they go by."""
    for m in _RENAMED.finditer(text):
        before = text[max(0, m.start() - RENAMED_REACH):m.start()].rsplit("\n", 1)[-1]
        named = max(((before.rfind(p), p) for p in persons if p in before), default=None)
        if named:
            yield named[1], m["other"]


def _given_alone(text: str, persons: list[str]) -> Iterable[tuple[str, int]]:
    """`某细询之：宁字兴霸`: a given name alone opening a clause, with its courtesy name after it, is the one
    person named just before whose name ends with it."""
    for m in _GIVEN_ALONE.finditer(text):
        before = text[max(0, m.start() - GIVEN_REACH):m.start()]
        owners = {p for p in persons if p.endswith(m["given"]) and p in before}
        if len(owners) == 1:
            yield owners.pop(), m.end()


def _sentence_start(text: str, at: int) -> int:
    return max(text.rfind(end, 0, at) for end in "。！？\n") + 1


def _names_after(text: str, end: int, name: str) -> set[str]:
    """The names given in the clauses right after an introduction (`，字玄德`, `，绰号豹子头`), up to the first
    clause that is about something else."""
    names: set[str] = set()
    while m := _NEXT_NAME.match(text, end) or _NEXT_NAME.match(text, _origin_end(text, end)):
        if m["courtesy"]:
            names |= {m["courtesy"], surname_of(name) + m["courtesy"]}
        else:
            names |= {m["other"], _TITLE_AFTER.sub("", m["other"])}
        end = m.end()
    return {n for n in names if len(n) >= 2}


def _origin_end(text: str, end: int) -> int:
    return m.end() if (m := _ORIGIN.match(text, end)) else end


def _epithet(text: str, end: int, name: str, persons: Iterable[str]) -> set[str]:
    """An epithet said soon after the introduction, in its paragraph, with nobody else named or introduced in
    between (the `他` is the man introduced)."""
    window = text[end:end + EPITHET_REACH].split("\n", 1)[0]
    m = _EPITHET.search(window)
    if m is None:
        return set()
    between = window[:m.start()]
    others = [p for p in persons if p in between and p != name and titled_head(p) != surname_of(name)]
    if "姓" in between or others:  # (`柴大官人` is no one else)
        return set()
    epithet = m["other"].removesuffix(name)
    return {epithet} if 2 <= len(epithet) <= 4 else set()
