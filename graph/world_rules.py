"""World rules a pattern can check.

Two shapes of rule are understood, in English and Chinese:
- a prohibition, `No one can cross the Grey River at night`, `The dead do not
  walk again`, `死者不能复生`: broken by a sentence that does what it forbids;
- a requirement, `Magic needs a spoken incantation`, `施法必须念咒`: broken by a
  sentence that does the thing while saying the requirement is missing
  (`cast the spell without a word`, `不念咒便施法`).

Words are compared by a crude stem and through a small table of concepts
(`spell` is magic, `word` is speech), so a rule need not repeat the draft's
wording. Anything else a bible's rules say is kept as a fact but not checked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from graph.cast import Cast
from graph.model import Fact

# concept: (English words, Chinese words); a word in a rule or a draft stands for its concept
CONCEPTS = {
    "magic": ("magic magical spell spells sorcery enchant enchantment charm witchcraft",
              "法术 魔法 咒术 施法 仙术 妖术"),
    "speech": ("speak spoke spoken say said word words incantation chant utter voice aloud",
               "念咒 咒语 口诀 开口 念"),
    "dead": ("dead die died death corpse", "死者 死人 亡者"),
    "revive": ("revive resurrect rise return", "复生 复活 还魂 起死回生"),
    "night": ("night nightfall midnight dark", "夜里 夜间 深夜 夜"),
    "cross": ("cross ford", "渡过 渡"),
}
# words that say a concept is missing from what a sentence describes
ABSENT = {"speech": ("silently wordlessly silence mute", "默默 一言不发 不发一言 无声 默然")}

_EN_STOP = frozenset(
    "the a an to of in on at by for with and or any anyone anything one ever again is are be been was were it its "
    "this that from into who whom which can could may must not never do does did their his her there than then "
    "so as all every no nobody none".split())
_EN_FORBIDS = [
    re.compile(r"^(?:no one|no-one|nobody|no man|none)\s+(?:can|may|could|will|shall|is allowed to)\s+(?P<act>.+)$", re.I),
    re.compile(r"^(?:(?P<who>.+?)\s+)?(?:cannot|can not|can't|may not|must not|must never|do not|does not|"
               r"will not|won't|never|are forbidden to|is forbidden to)\s+(?P<act>.+)$", re.I),
]
_EN_REQUIRES = re.compile(r"^(?P<topic>.+?)\s+(?:needs|need|requires|require|demands|must have|only works with|"
                          r"cannot work without)\s+(?P<need>.+)$", re.I)
_EN_WITHOUT = re.compile(r"\b(?:without|no|never|not)\s+(?:(?:a|an|the|any|one|single|even)\s+)*(\w+)", re.I)
_EN_NEGATED = re.compile(r"\b(?:not|never|no one|nobody|cannot)\b|n't\b", re.I)
_ZH_FORBIDS = re.compile(r"^(?P<who>.*?)(?:不能|不可|不得|无法|不会|绝不|禁止)(?P<act>.+)$")
_ZH_REQUIRES = re.compile(r"^(?P<topic>.+?)(?:需要|必须|须要|须)(?P<need>.+)$")
_ZH_NEGATED = re.compile(r"没有|不曾|未曾|并未|不能|不敢|不可|无法")
_ZH_STOP = frozenset("的 了 在 是 和 与 也 都 就 再 又 能 会 可 之 者 人 任何 一个".split())


_IRREGULAR = {past: base for base, forms in (
    ("go", "went gone"), ("leave", "left"), ("take", "took taken"), ("run", "ran"), ("come", "came"),
    ("see", "saw seen"), ("ride", "rode ridden"), ("swim", "swam swum"), ("drink", "drank drunk"),
    ("eat", "ate eaten"), ("fight", "fought"), ("fly", "flew flown"), ("steal", "stole stolen"),
    ("break", "broke broken"), ("write", "wrote written"), ("sing", "sang sung"), ("sleep", "slept"),
    ("stand", "stood"), ("sit", "sat"), ("find", "found"), ("give", "gave given"), ("draw", "drew drawn"),
    ("throw", "threw thrown"), ("wear", "wore worn"), ("know", "knew known"), ("bring", "brought"),
    ("buy", "bought"), ("think", "thought"), ("tell", "told"), ("say", "said"), ("speak", "spoke"),
    ("kill", "slew slain"), ("rise", "rose risen"), ("fall", "fell fallen"), ("cast", "cast"),
) for past in forms.split()}


def _stem(word: str) -> str:
    word = word.lower()
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


@lru_cache(maxsize=1)
def _english_concepts() -> dict[str, str]:
    return {_stem(w): concept for concept, (en, _) in CONCEPTS.items() for w in en.split()}


def _english_terms(text: str) -> set[str]:
    """Stems of a text's content words, with a word of a known concept standing for it."""
    concepts = _english_concepts()
    stems = (_stem(w) for w in re.findall(r"[A-Za-z]+", text) if w.lower() not in _EN_STOP)
    return {concepts.get(s, s) for s in stems}


def _chinese_terms(text: str) -> set[str]:
    """A rule's content words (jieba), a word of a known concept standing for it."""
    import jieba

    jieba.setLogLevel(60)
    terms = set()
    for word in jieba.lcut(text.strip("。！，. ")):
        concept = next((c for c, (_, zh) in CONCEPTS.items() if word in zh.split()), None)
        if concept or (word.strip() and word not in _ZH_STOP and re.search(r"[\u4e00-\u9fff]", word)):
            terms.add(concept or word)
    return terms


def _chinese_has(sentence: str, term: str) -> bool:
    return any(w in sentence for w in CONCEPTS[term][1].split()) if term in CONCEPTS else term in sentence


@dataclass
class WorldRule:
    """A rule the checker can test a sentence against."""

    fact: Fact
    lang: str
    forbids: bool
    action: set[str]                 # terms the forbidden (or conditioned) action has
    need: set[str] = field(default_factory=set)
    who: str | None = None           # an entity id, "dead" for the dead, or None for anyone

    def broken_by(self, sentence: str, named: set[str], dead: set[str]) -> bool:
        """Whether a sentence (naming the entity ids `named`) breaks this rule."""
        if self.who == "dead" and not named & dead or self.who not in (None, "dead") and self.who not in named:
            return False
        if not self.action or not self._has_all(sentence, self.action):
            return False
        if self.forbids:
            negated = _EN_NEGATED if self.lang == "en" else _ZH_NEGATED
            return not negated.search(sentence)
        return self._says_missing(sentence)

    def _has_all(self, sentence: str, terms: set[str]) -> bool:
        if self.lang == "en":
            return terms <= _english_terms(sentence)
        return all(_chinese_has(sentence, t) for t in terms)

    def _says_missing(self, sentence: str) -> bool:
        absent_words = [w for t in self.need for w in ABSENT.get(t, ("", ""))[0 if self.lang == "en" else 1].split()]
        if self.lang == "en":
            lowered = sentence.lower()
            if any(re.search(rf"\b{w}\b", lowered) for w in absent_words):
                return True
            return any(_english_terms(m[1]) & self.need for m in _EN_WITHOUT.finditer(sentence))
        if any(w in sentence for w in absent_words):
            return True
        surfaces = [w for t in self.need for w in (CONCEPTS[t][1].split() if t in CONCEPTS else [t])]
        return any(re.search(rf"(?:没有|未|不|无){re.escape(w)}", sentence) for w in surfaces)


def parse_rule(fact: Fact, cast: Cast, lang: str) -> WorldRule | None:
    """The checkable reading of a rule fact, or None when its wording is not one we understand."""
    text = str(fact.value or "").strip().rstrip(".!。！")
    if lang == "zh" or re.search(r"[\u4e00-\u9fff]", text):
        return _parse_chinese(fact, text, cast)
    return _parse_english(fact, text, cast)


def _parse_english(fact: Fact, text: str, cast: Cast) -> WorldRule | None:
    if m := _EN_REQUIRES.match(text):
        return WorldRule(fact, "en", False, _english_terms(m["topic"]), _english_terms(m["need"]))
    for pattern in _EN_FORBIDS:
        if m := pattern.match(text):
            who = (m.groupdict().get("who") or "").strip()
            who = re.sub(r"^(?:the|a|an)\s+", "", who, flags=re.I)
            if who and _english_terms(who) == {"dead"}:
                return WorldRule(fact, "en", True, _english_terms(m["act"]), who="dead")
            return WorldRule(fact, "en", True, _english_terms(m["act"]), who=cast.find(who) if who else None)
    return None


def _parse_chinese(fact: Fact, text: str, cast: Cast) -> WorldRule | None:
    if m := _ZH_REQUIRES.match(text):
        return WorldRule(fact, "zh", False, _chinese_terms(m["topic"]), _chinese_terms(m["need"]))
    if m := _ZH_FORBIDS.match(text):
        who = m["who"].strip()
        dead = bool(who) and _chinese_terms(who) == {"dead"}
        return WorldRule(fact, "zh", True, _chinese_terms(m["act"]),
                         who="dead" if dead else (cast.find(who) if who else None))
    return None


_ALLOWS_RETURN = re.compile(r"ghost|spirit|return from the dead|rise again|resurrect|undead|walk again|"
                            r"鬼魂|亡魂|复生|复活|还魂|显圣|显灵", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no|cannot)\b|n't|不|无|未|莫", re.I)


def allows_the_dead_to_return(rule_text: str) -> bool:
    """`Ghosts walk among the living` allows a dead character to act; `The dead do not walk again` does not."""
    return bool(_ALLOWS_RETURN.search(rule_text)) and not _NEGATION.search(rule_text)
