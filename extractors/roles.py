"""Characters named by their place in a family or their rank: "her father", "他的妻子", "the doctor",
"father" alone in the speech of one whose father the story has named;
kinship told by what a speaker calls the listener (`“师父，…`, `"Father, …`), and by a family name
shared with kin named only by their place ("his wife" beside Alice Clayton).

Once the story has said who Caroline's father is, "her father died" is his
death and "her father said" his speech. Only roles one person holds at a
time are read this way (father, mother, husband, wife): "her brother" may be
a brother the story has not named yet. Likewise "the doctor" is Doctor
Robinson, and `苏姑娘` is 苏晴, where the scene has named nobody else who may
hold that rank. A speaker who opens or closes a quotation by calling the
listener `师父`, `爹` or "Father" says the listener is their master or father.
"John Clayton… his wife", with Alice Clayton named earlier in the scene, is
a guess that she is his wife.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING

from extractors.characters import pet_name_of
from extractors.name_gender import womans_name
from graph.cast import Cast, name_core, name_title
from graph.kinship import names_object, names_subject_of, object_role, role_gender, subject_role
from graph.model import Entity, EntityKind, Fact, FactKind
from graph.temporal import KINSHIP

if TYPE_CHECKING:
    from extractors.patterns import Mention, Sentence  # patterns imports `Call` from here

ONE_HOLDER = frozenset({"parent_of", "spouse_of"})  # relations whose subject's role one person holds at a time
KIN_PREDICATES = KINSHIP | ONE_HOLDER  # relations that make two characters kin
EITHER_WAY = frozenset({"spouse_of", "sibling_of"})  # a spouse or a sibling is one either way round
# relations whose roles may be many people's ("her sister", "his son"): the one known so far is the guess
HELD_BY_SOME = frozenset({"sibling_of"})
RANK_TITLES = {"dr": "doctor"}  # a title as written before a name -> its rank's word ("Dr. Livesey", "the doctor")


def in_order(spans: Iterable[tuple]) -> list[tuple]:
    """Spans (each starting with its start and end) in the order they stand; two at one place (the pair a
    `二人` or a "They" stands for) in the order found, whoever they are (or nobody, `None`)."""
    return sorted(spans, key=lambda span: span[:2])


def clear_of(start: int, end: int, spans: list[tuple]) -> bool:
    """Whether the stretch from `start` to `end` overlaps none of `spans` (each starting with its start and end)."""
    return not any(s < end and start < e for s, e, *_ in spans)


class Family:
    """Who holds each role for whom, as the facts read so far tell it (`(caroline, "father")`: beaufort)."""

    def __init__(self):
        self.holders: dict[tuple[str, str], set[str]] = defaultdict(set)
        self.kin: set[frozenset[str]] = set()  # pairs told kin of any kind

    def learn(self, facts: Iterable[Fact], gender: Callable[[str], str | None]) -> None:
        """Add the roles in `facts`, both sides' (a father's and his son's, two sisters'): a fact's own `role`
        names its subject's (`father`) or its object's (`son`); a side with no role written holds the one its
        gender gives, where the text has told it."""
        for fact in facts:
            if fact.kind == FactKind.relation and fact.predicate in KIN_PREDICATES and fact.object:
                self.kin.add(frozenset((fact.subject, fact.object)))
            if fact.kind != FactKind.relation or fact.predicate not in ONE_HOLDER | HELD_BY_SOME or not fact.object:
                continue
            written = fact.value.get("role") if isinstance(fact.value, dict) else None
            held = written if names_subject_of(written, fact.predicate) else \
                subject_role(fact.predicate, gender(fact.subject))
            other = subject_role(fact.predicate, gender(fact.object)) if fact.predicate in EITHER_WAY else \
                written if names_object(written) else object_role(fact.predicate, gender(fact.object))
            if held:
                self.holders[fact.object, held].add(fact.subject)
            if other and (other != held or fact.predicate in HELD_BY_SOME):
                self.holders[fact.subject, other].add(fact.object)

    def hold(self, holder: str, role: str, of: str) -> None:
        """Add a role a phrase of the scene was read as ("Rebecca's mother": Mrs. Sharp), before its relation is
        written at the scene's end: the next sentence's "her mother" may be the same one's. Only the role: the
        two are not `related` until the relation is written, so guesses by family name go on as before."""
        self.holders[of, role].add(holder)

    def related(self, one: str, other: str) -> bool:
        """Whether the facts so far make the two kin of any kind (a guess must not make them kin again)."""
        return frozenset((one, other)) in self.kin

    def other_kin(self, one: str, role: str, of: str) -> bool:
        """Whether the facts so far make `one` kin of `of`'s other than in `role`, or give the role to someone
        else: "Mother," said to one's sister, or to anyone but the mother the story told, is said to someone
        else (a second father taken, `义父`, is told as such, and so known as kin before)."""
        holders = self.holders.get((of, role), set())
        return one not in holders and (bool(holders) or self.related(one, of))

    def none_but(self, one: str, role: str, of: str) -> bool:
        """Whether the facts so far name nobody but `one` holding `role` for `of`."""
        return self.holders.get((of, role), set()) <= {one}

    def holder(self, of: str, role: str) -> str | None:
        """The one character known to hold `role` for `of`, or None if nobody is, or several are."""
        holders = self.holders.get((of, role), set())
        return next(iter(holders)) if len(holders) == 1 else None


@dataclass(frozen=True)
class RoleWords:
    """How a language writes a role after its holder's kin (`'s father`, `的妻子`), or alone for the speaker's
    own ("when she married father")."""

    after: re.Pattern[str]  # right after a name or a possessive pronoun; group `role` is one of `roles`
    not_after: re.Pattern[str]  # before the kin's name: the phrase says who holds the role
    roles: dict[str, str]  # word -> role
    alone: re.Pattern[str] | None = None  # a role word with nobody's before it; group `role` is one of `roles`
    also: re.Pattern[str] = re.compile(r"(?!)")  # right after one, another role of the same one's ("her father
    # and mother"); group `role`
    # a quotation and its speech verb, before a pronoun that so still opens its sentence ("“…?” cried his wife")
    tag_before: re.Pattern[str] = re.compile(r"(?!)")


def role_mentions(raw: str, spans: list[tuple], family: Family, words: RoleWords,
                  guess: Callable[[str, str, int], str | None], others: Callable[[str, str], list[str]],
                  last: str | None = None) -> tuple[list[tuple], list[tuple[str, str, str]]]:
    """`spans` with each known role phrase ("her father", `林远的妻子`) standing for its holder: the one the
    facts so far name, else, as a guess, the one `guess` gives for whose it is, at where it stands (the one of
    the family name); and the kin each phrase so tells, known or guessed, as (holder, role, whose): "Troy lay
    in his wife's lap" tells again, in its own chapter, whose wife Bathsheba is.

    A pronoun reaching back past its sentence whose character has no such kin known nor guessed is more likely
    the one of `others` (whom else it may mean) who has: "…led to her engagement with Miss Pinkerton. For her
    mother being dead" is Rebecca's mother, the one the story told.

    A phrase that says who holds the role is left as it is, so the relation is read from it: one after a
    copula ("Otto was her father") or beside a name ("her father, Beaufort", "Otto, my father", `他父亲林远`).
    `last` is the sentence before's subject, whom a pronoun opening this one, or its quotation's speech tag
    ("Mr. Bennet made no answer. “…?” cried his wife"), may found a guess on.
    """
    def holder_of(whose: str, role: str, span: tuple, opening: str | None) -> str | None:
        """The one the facts so far name in `role`, else, if the phrase at `span` is sure to be theirs, a guess."""
        return family.holder(whose, role) or (guess(whose, role, span[0]) if _sure_of(spans, span, opening) else None)

    named = [(s, e) for s, e, ident, letter, _ in spans if ident and letter == "c"]
    out, told = [], []
    for span in spans:
        s, e, ident, letter, resolved = span
        m = words.after.match(raw, e) if ident and letter in "cg" and e > s else None  # not a left-out subject
        role = words.roles[m["role"].lower()] if m else None
        opening = _opening(raw, s, last, words.tag_before)
        holder = holder_of(ident, role, span, opening) if role else None
        if holder is None and role and letter == "g" and resolved and ident not in _names_before(spans, s):
            holder, ident = _kin_of_another(family, role, others(ident, raw[s:e])) or (None, ident)
        beside = m is not None and any(m.end() <= t <= m.end() + 2 or raw[u:s].strip() in (",", "，")
                                       for t, u in named)
        copula = words.not_after.search(raw, 0, s)
        if holder is None or holder == ident or beside or copula:
            out.append(span)
        else:
            out.append((s, m.end(), holder, "c", True))
            told.append((holder, role, ident))
        if m and not (beside or copula) and (also := words.also.match(raw, m.end())):  # "her father and mother"
            other_role = words.roles[also["role"].lower()]
            if (other := holder_of(ident, other_role, span, opening)) not in (None, ident, holder):
                out.append((also.start("role"), also.end("role"), other, "c", True))
                told.append((other, other_role, ident))
    return out, told


def _names_before(spans: list[tuple], at: int) -> list[str]:
    """The characters a sentence names (or takes as a subject) before a position of it, in order."""
    return [who for t, _, who, letter, _ in spans if t < at and letter == "c"]


def _kin_of_another(family: Family, role: str, others: list[str]) -> tuple[str, str] | None:
    """The one holder of `role` the facts give those of `others` who have one (two sisters' mother), and the
    latest of them (`others` are the earliest first); None if they have several."""
    held = [(holder, other) for other in others if (holder := family.holder(other, role)) and holder != other]
    return held[-1] if len({holder for holder, _ in held}) == 1 else None


def _opening(raw: str, at: int, last: str | None, tag_before: re.Pattern[str]) -> str | None:
    """`last`, the sentence before's subject, if a pronoun at `at` opens its sentence, or its quotation's speech
    tag; else nobody."""
    return last if not raw[:at].strip(" \t\n\"“‘'(") or tag_before.fullmatch(raw, 0, at) else None


def _sure_of(spans: list[tuple], span: tuple, last: str | None) -> bool:
    """Whether whose a role phrase is may found a guess: a name, or a pronoun after its sentence named or took
    that one as a subject, or, if `last` is given, opening it for that one, the sentence before's subject ("She
    was the youngest of the two daughters… Her mother had died")."""
    s, _, ident, _, resolved = span
    before = _names_before(spans, s)
    return not resolved or ident in before or not before and ident == last


def own_kin_mentions(raw: str, spans: list[tuple], family: Family, words: RoleWords,
                     whose: Callable[[int], str | None]) -> list[tuple]:
    """`spans` with each role word written alone ("And father died", "when she married father") standing for
    the one `family` says holds it for whoever speaks there (`whose`: a quotation's speaker, or a narrator
    who is "I"), a guess as a pronoun is."""
    if words.alone is None:
        return spans
    found = []
    for m in words.alone.finditer(raw):
        kin = whose(m.start())
        holder = family.holder(kin, words.roles[m["role"].lower()]) if kin else None
        if holder and holder != kin and clear_of(m.start(), m.end(), spans):
            found.append((m.start(), m.end(), holder, "c", True))
    return spans + found


@dataclass(frozen=True)
class RankWords:
    """How a language calls someone by their rank: "the doctor" for Doctor Robinson, `苏姑娘` for 苏晴."""

    pattern: re.Pattern[str]  # group `rank`, a key of `gender`
    gender: dict[str, str | None]  # rank -> the gender it is held by (`姑娘`: f), None for either
    after_surname: bool = False  # written after the holder's surname (`苏姑娘`), else alone for a title in
    # the holder's name (`the doctor`: `Doctor Robinson`, `Dr. Livesey`)


def rank_mentions(raw: str, spans: list[tuple], words: RankWords, cast: Cast, named_in_scene: set[str],
                  gender: Callable[[str], str | None]) -> list[tuple]:
    """`spans` with each rank phrase ("the doctor", `苏姑娘`) standing for the one character the scene has
    named so far who may hold it, a guess as a pronoun is; none where it has named nobody or several."""
    names = {ident: cast.by_id[ident].names() for ident in named_in_scene}
    found = []
    for m in words.pattern.finditer(raw):
        rank = m["rank"].lower()
        start, holders = _by_surname(raw, m.start(), names) if words.after_surname else \
            (m.start(), {ident for ident, called in names.items() if any(_title(n) == rank for n in called)})
        held_by = words.gender[rank]
        holders = {h for h in holders if held_by is None or gender(h) in (None, held_by)}
        if len(holders) == 1 and clear_of(start, m.end(), spans):
            found.append((start, m.end(), holders.pop(), "c", True))
    return spans + found


@dataclass(frozen=True)
class WomanWords:
    """How a language calls the woman the narration is about without her name (`那妇人`)."""

    pattern: re.Pattern[str]
    never: re.Pattern[str]  # a name of one it never calls so (`王婆`: an old woman is `那婆子`)


THE_WOMAN = "the_woman"  # a character's detail: the last chapter whose `那妇人` meant her


@dataclass
class TheWoman:
    """Whom `那妇人` meant last: carried from scene to scene and, through the cast's details, into the next
    chapter, which may call her so long before it names her (水浒传 45 names 潘巧云 once, at its end)."""

    who: str | None = None
    meant: bool = False  # whether the scene read has called her so

    @classmethod
    def of_story(cls, cast: Cast, chapter: int, dead: Iterable[str]) -> TheWoman:
        """The one `那妇人` meant in this chapter or the one before, as the cast remembers, if she is alive."""
        marked = [(entity.details[THE_WOMAN], entity.id) for entity in cast.by_id.values()
                  if chapter - 1 <= entity.details.get(THE_WOMAN, chapter - 2) <= chapter and entity.id not in dead]
        return cls(max(marked)[1] if marked else None)


def woman_mentions(raw: str, spans: list[tuple], words: WomanWords, recent: list[str], cast: Cast,
                   gender: Callable[[str], str | None], the_woman: TheWoman) -> list[tuple]:
    """`spans` with each `那妇人` standing for the one woman among those the narration spoke of last (`recent`)
    and those named before it in its sentence, else, if they hold none, for `the_woman`, whom it meant last
    (updated): a guess as a pronoun is; none where they hold two. A woman's name (`潘金莲`) tells a woman
    whatever pronouns were counted: classical prose writes `他` of women."""
    found = []
    for m in words.pattern.finditer(raw):
        if any(s <= m.start() < e for s, e, *_ in spans):
            continue
        named = {ident for s, e, ident, letter, _ in spans if letter == "c" and ident and e <= m.start()}
        women = {c for c in named | set(recent) if (gender(c) == "f" or womans_name(cast.by_id[c].name))
                 and not words.never.search(cast.by_id[c].name)}
        if not women and the_woman.who:
            women = {the_woman.who}
        if len(women) == 1:
            the_woman.who, the_woman.meant = women.pop(), True
            found.append((m.start(), m.end(), the_woman.who, "c", True))
    return spans + found


REVEAL_REACH = 600  # characters after a sentence where who its unnamed one was may yet be told


def former_latter_mentions(raw: str, spans: list[tuple], pattern: re.Pattern[str], before: list[str]) -> list[tuple]:
    """`spans` with "the former" and "the latter" (`前者`, `后者`; group `latter` for the latter) standing for
    the earlier and the later of the last two characters spoken of: those named before it in its sentence,
    after those of the sentence before (`before`). Further back, the two are as likely things as people."""
    found = []
    for m in pattern.finditer(raw):
        if any(s <= m.start() < e for s, e, *_ in spans):
            continue
        named = [ident for s, e, ident, letter, _ in in_order(spans) if letter == "c" and ident and e <= m.start()]
        last_two = list(reversed(dict.fromkeys(reversed(before + named))))[-2:]  # each where last spoken of
        if len(last_two) == 2:
            letter = "g" if raw[m.end():m.end() + 2] in ("'s", "’s") else "c"
            found.append((m.start(), m.end(), last_two[1 if m["latter"] else 0], letter, True))
    return spans + found


def revealed_mentions(raw: str, spans: list[tuple], text: str, at: int, unnamed: re.Pattern[str],
                      revealed: re.Pattern[str], find: Callable[[str], Iterable[tuple[int, int, str]]], cast: Cast,
                      spoken: Callable[[int], bool]) -> list[tuple]:
    """`spans` with the last one the narration of a sentence brings in unnamed (`忽然一将挥刀杀入，…救起黄忠`)
    standing for the character one of the sentences after it in its paragraph (from `at` in `text`) reveals
    (`…众视其人，…乃义阳人魏延也`): the name ending what they are said to be (`乃徐晃部将史涣也`: 史涣), a guess
    as a pronoun is."""
    last = next((m for m in reversed(list(unnamed.finditer(raw)))
                 if clear_of(m.start(), m.end(), spans) and not spoken(m.start())), None)
    if last is None:
        return spans
    stop = text.find("\n", at, at + REVEAL_REACH)
    after, start = text[at:stop if stop >= 0 else at + REVEAL_REACH], 0
    for end in (*(i + 1 for i, c in enumerate(after) if c in "。！？"), len(after)):
        sentence, start = after[start:end].lstrip("”」』 \u3000"), end
        if unnamed.search(sentence):
            return spans  # someone else unnamed came in first: whom it reveals is no longer clear
        if m := revealed.match(sentence):
            named = [(e, ident) for _, e, ident in find(m["who"]) if cast.by_id[ident].kind == EntityKind.character]
            if named and named[-1][0] == len(m["who"]):
                return spans + [(last.start(), last.end(), named[-1][1], "c", True)]
            return spans
    return spans


def _title(name: str) -> str | None:
    """The rank a title before a name is (`Dr. Livesey`: doctor); never a name by itself (`Major`)."""
    first, *rest = name.split()
    title = first.rstrip(".").lower()
    return RANK_TITLES.get(title, title) if rest else None


def _by_surname(raw: str, at: int, names: dict[str, list[str]]) -> tuple[int, set[str]]:
    """Where the surname before `at` starts, and who has a name it begins (`司马懿` for `司马`, else `林枫`
    for `林`)."""
    for length in (2, 1):
        surname = raw[max(0, at - length):at]
        holders = {ident for ident, called in names.items() if any(n.startswith(surname) and len(n) > length
                                                                      for n in called)}
        if len(surname) == length and holders:
            return at - length, holders
    return at, set()


@dataclass(frozen=True)
class AddressWords:
    """How a speaker calls kin or a master to their face (`“师父，…`, `"…, Father."`)."""

    pattern: re.Pattern[str]  # a quotation's whole opening or closing call; group `word` or `end`, a key of
    # `kin`, matched lower-cased; or group `own`, how the speaker calls themself to the listener's face (`“臣…`)
    kin: dict[str, str]  # the call -> the kinship word of the lexicon it means (`爹` -> `父亲`); for one's own
    # name, the word it means the listener is (`臣` -> `主公`)


@dataclass(frozen=True)
class Call:
    """A speaker calling the listener by a kinship word (`“师父，…`): the listener is the speaker's that."""

    at: int  # where the call stands in the scene
    word: str  # the kinship word it means
    speaker: str
    listener: str


def call_in(speech: str, at: int, words: AddressWords, speaker: str | None, listener: str | None,
            told_to: str | None) -> Call | None:
    """The call a quotation's words (`speech`, starting at `at` in the scene) open or close with, where both
    its speaker and its listener are known and not one person. What the speaker calls themself needs the
    listener `told_to`, as the narration or the speech names them, not guessed from the turns before: a
    minister's `臣` is said to the whole court in turn."""
    if speaker is None or not (m := words.pattern.search(speech)):
        return None
    group = next(g for g in ("word", "end", "own") if m.groupdict().get(g))
    listener = told_to if group == "own" else listener
    if listener is None or listener == speaker:
        return None
    return Call(at + m.start(group), words.kin[m[group].lower()], speaker, listener)


def called_as(speech: str, words: AddressWords) -> str | None:
    """The kinship word a quotation calls its listener by (`"…, mother?"`: mother), if it does; not what the
    speaker calls themself, which says less of whom they speak to (a minister's `臣`, to any of the court)."""
    if not (m := words.pattern.search(speech)) or m.groupdict().get("own"):
        return None
    return words.kin[(m["word"] or m["end"]).lower()]


MAIDEN_KIN = frozenset({"sister", "daughter"})  # a `Mrs.` or `Lady` of the family married into it: no sister
SIBLINGS = frozenset({"sister", "brother"})  # ... nor has she a brother or sister of that family name
ELDER_KIN = frozenset({"father", "mother", "husband", "wife"})  # held by one called `Mr.`, `Mrs.`, `Lady`…,
# as a son or daughter's parent is (`Mrs. Bennet and her daughters`)
# titles that say nothing of being wed or a parent: the young (`Miss`, `Master`) and kin to others (`Aunt March`)
NOT_ELDER_TITLES = frozenset({"miss", "master", "aunt", "uncle", "mother", "father", "sister", "brother"})
WIFE_OF = "家的"  # after a man's name, his wife (`周瑞家的`)
PARENTS = frozenset({"father", "mother"})  # guessed only for one not called as the wed are themselves


def kin_by_family_name(sentences: list[Sentence], pattern: re.Pattern[str], cast: Cast,
                       gender: Callable[[str], str | None], first_person: Callable[[str], bool],
                       family: Family) -> Iterator[tuple[str, str, str, Sentence]]:
    """(kin, kin word, whose kin, sentence) for kin the narration, or a speaker of their own, calls by their
    place alone ("his wife", "her sisters", "shot my husband"): as a guess, the character of the role's gender
    and the same family name the scene has named so far, if one alone is (all of them, for a plural); else,
    for a spouse or a parent, the one such character of the whole cast, if there is one and the narration has
    named nobody else of that gender ("his wife" for Mr. Bennet: Mrs. Bennet, not yet named); never one the
    `family` knows as other kin (Miss Bingley's "my father" is not her brother Mr. Bingley)."""
    named: set[str] = set()
    narrated: set[str] = set()  # named outside quotations
    for sentence in sentences:
        names = [n for n in sentence.mentions if n.letter == "c" and not n.resolved]
        named |= {n.entity for n in names}
        narrated |= {n.entity for n in names if not n.quoted}
        for m in pattern.finditer(sentence.masked):
            of = sentence.mention(m["a"])
            holder = cast.by_id[of.entity]
            own = of.quoted and first_person(sentence.written(m["a"]))  # the speaker's: whom a tag named
            if of.quoted and not own or holder.kind != EntityKind.character or not (own or _named_before(sentence, of)):
                continue
            for word, many in ((m["rel"].lower(), bool(m["many"])), ((m.groupdict().get("also") or "").lower(), False)):
                kin = _kin_guessed(cast, gender, family, holder, word, named, narrated, many=many) \
                    if word and _may_have_kin(holder, word) else []
                if len(kin) == 1 or many and kin:
                    yield from ((c, word, of.entity, sentence) for c in kin)


def kin_of_the_name(cast: Cast, gender: Callable[[str], str | None], named: set[str], family: Family, of: str,
                    word: str) -> str | None:
    """Who `of`'s kin the word names is, by family name and title, as `kin_by_family_name` guesses it: the
    one such character the scene has `named`, else, for a spouse or a parent, with nobody else of that
    gender named, the cast's one (Emma Woodhouse's "father": Mr. Woodhouse); never one the `family` knows as
    other kin."""
    holder = cast.by_id.get(of)
    if holder is None or holder.kind != EntityKind.character or not _may_have_kin(holder, word):
        return None
    kin = _kin_guessed(cast, gender, family, holder, word, named, named)
    return kin[0] if len(kin) == 1 else None


def _kin_guessed(cast: Cast, gender: Callable[[str], str | None], family: Family, holder: Entity, word: str,
                 named: set[str], narrated: set[str], many: bool = False) -> list[str]:
    """Who may be `holder`'s kin the word names: those of the scene's `named`, else, for one spouse or parent,
    the cast's, if the `narrated` name nobody else of that gender (but a wife of another house, or an unwed
    woman); never one the `family` knows as other kin."""
    if wed := _wed_by_name(cast, holder, word):
        return [wed] if not family.related(wed, holder.id) else []
    kin = [c for c in sorted(named - {holder.id}) if _may_be_kin(cast.by_id[c], holder, word, gender)]
    if not kin and not many and word in ELDER_KIN and not any(
            gender(c) == role_gender(word) and not _wed_to_none_of(cast.by_id[c], holder)
            for c in narrated - {holder.id}):
        kin = [c for c in sorted(cast.by_id) if c != holder.id and _may_be_kin(cast.by_id[c], holder, word, gender)]
    return [c for c in kin if not family.related(c, holder.id)]


def _wed_by_name(cast: Cast, holder: Entity, word: str) -> str | None:
    """The spouse a name says: `周瑞家的` is 周瑞's wife, as servants' wives are called, where the cast has both."""
    spouse = (cast.find(holder.name.removesuffix(WIFE_OF)) if word == "husband" and holder.name.endswith(WIFE_OF)
              else cast.find(holder.name + WIFE_OF) if word == "wife" else None)
    return spouse if spouse and cast.by_id[spouse].kind == EntityKind.character else None


def husband_by_name(cast: Cast, written: str, wife: str, gender: Callable[[str], str | None]) -> str | None:
    """The man a wife's name calls her husband: `Mrs. Joe Gargery` is Joe Gargery's wife, `Mrs Charles Musgrove`
    Charles Musgrove's, where the cast knows him by that whole name (`Mrs. Rachel Lynde` is her own)."""
    core, _ = name_core(written)
    husband = cast.find(" ".join(core)) if name_title(written) == "mrs" and len(core) > 1 else None
    if husband is None or husband == wife or cast.by_id[husband].kind != EntityKind.character:
        return None
    # (his own name, not one of his aliases: `John Knightley`, taken for `Mr. Knightley`'s, is his brother's)
    return husband if name_core(cast.by_id[husband].name)[0] == core and gender(husband) != "f" else None


def _named_before(sentence: Sentence, mention: Mention) -> bool:
    """Whether a mention is a name, or a pronoun for someone its sentence named, or took as a subject, before it
    ("Mrs. Bennet and her daughters", "She dearly loved her father"): a "her" reaching back past its sentence
    is too often someone else's."""
    if not mention.resolved:
        return True
    return any(n.entity == mention.entity and n.letter == "c" and n.end <= mention.start for n in sentence.mentions)


def _may_have_kin(holder: Entity, word: str) -> bool:
    """Whether a character may have kin of its own family name in that place: children only if called as the
    wed are, brothers and sisters unless married into the family (by some name: see `_may_be_kin`)."""
    return not (names_object(word) and not _elder(holder) or word in SIBLINGS and _married_in(holder))


def _may_be_kin(entity: Entity, of: Entity, word: str, gender: Callable[[str], str | None]) -> bool:
    """Whether a character may be `of`'s kin the word names: of its gender and a family name they share, not
    `of` named twice, and, under that family name, not married into it for a sister or a brother of `of`, `of`
    married into it for a husband (Alethea Pontifex bears her father's), called as the wed are for a parent or
    a spouse (`Mrs. March`, not Jo March; a husband also by the family name alone, `Morel`) and by `of` for a
    child (Jo, also `Mrs. Bhaer`, is no mother of a March), and not by `of` for a parent (Sir Percy Blakeney's
    mother is more likely his wife, Lady Blakeney, than anyone)."""
    shared = _family_names(entity) & _family_names(of)
    if not (entity.kind == EntityKind.character and gender(entity.id) == role_gender(word) and shared
            and not _one_by_names(entity, of)):
        return False
    if word in MAIDEN_KIN and shared <= _married_families(entity):
        return False
    if word == "husband" and not shared & _married_families(of):
        return False
    if word in SIBLINGS and shared <= _married_families(of):
        return False
    elder = _elder_families(entity) | (_head_families(entity) if word == "husband" else set())
    if word in ELDER_KIN and not shared & elder:
        return False
    if word in PARENTS and shared & _elder_families(of):  # Sir Percy Blakeney's "mother": more likely his wife
        return False
    return not (names_object(word) and not shared & _elder_families(of))


def _wed_to_none_of(entity: Entity, of: Entity) -> bool:
    """Whether a character's names say it is no wife of `of`'s family: borne as a wife's, family names `of`
    lacks only (Mrs. Long is no Bennet's wife or mother), or `Miss` and never a wife's (Miss Pinkerton is
    nobody's)."""
    married = _married_families(entity)
    if not married:
        return any(name_title(name) == "miss" for name in entity.names())
    return not married & _family_names(of)


def _married_in(entity: Entity) -> bool:
    """Whether a character bears a family name as a wife does, by any of its names."""
    return bool(_married_families(entity))


def _elder(entity: Entity) -> bool:
    """Whether a character is called, by any of its names, by a title the wed and parents bear."""
    return bool(_elder_families(entity))


def _married_families(entity: Entity) -> set[str]:
    """The family names a character bears as a wife does (`Mrs. Bennet`, `Lady Lucas`; Bathsheba Everdene,
    also `Mrs. Troy`: Troy)."""
    return _family_names(entity, lambda title: title in ("mrs", "lady"))


def _elder_families(entity: Entity) -> set[str]:
    """The family names a character bears with a title the wed and parents bear (`Mr.`, `Mrs.`, `Lady`,
    `Dr.`; not `Miss`, `Master`, `Aunt`)."""
    return _family_names(entity, lambda title: title is not None and title not in NOT_ELDER_TITLES)


def _head_families(entity: Entity) -> set[str]:
    """The family names a man goes by alone, as the head of the house is called (Walter Morel, also `Morel`, the
    husband of Mrs. Morel): the last word of another of his names, with no title."""
    names = entity.names()
    return {name for name in names if name_title(name) is None and len(name_core(name)[0]) == 1
            and any(name != other and name_core(other)[0][-1:] == (name,) for other in names)}


def _one_by_names(entity: Entity, other: Entity) -> bool:
    """Whether two characters' names may be one person's, told twice (`Joe Sedley` and `Joseph Sedley`, `Miss
    Sharp` and `Miss Rebecca Sharp`): no kin of each other then."""
    for name, other_name in product(entity.names(), other.names()):
        (core, _), (other_core, _) = name_core(name), name_core(other_name)
        if len(core) > 1 and len(other_core) > 1 and core[-1] == other_core[-1] and (
                core[0] == other_core[0] or pet_name_of(core[0], other_core[0]) or pet_name_of(other_core[0], core[0])):
            return True
        # (a family name alone, with no title, is anyone's of the family: Hindley's `Earnshaw` is no Frances)
        family_alone = name_title(name) is None and min(len(core), len(other_core)) == 1 and core[-1] == other_core[-1]
        if name_title(name) == name_title(other_name) and not family_alone and (
                set(core) < set(other_core) or set(other_core) < set(core)):
            return True
    return False


def _family_names(entity: Entity, titled: Callable[[str | None], bool] = lambda title: True) -> set[str]:
    """The family names a character's names end in: a full name's last word (`Eliza Reed`), or the one word
    after a title (`Mrs. Reed`); only those of names whose title (or None) `titled` accepts."""
    return {core[-1] for name in entity.names() for core in [name_core(name)[0]]
            if (len(core) > 1 or core and name_title(name)) and titled(name_title(name))}
