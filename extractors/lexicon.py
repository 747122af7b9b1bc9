"""Per-language word lists and surface patterns for the rule extractor.

Patterns run over masked sentences (see `extractors.rules`): `{C:a}` is a
character in role `a` (the subject), `{C:b}` the other character, `{G:b}` a
possessor ("his", "Ada's"), `{I:i}` an item, `{P:p}` a place, `{C:k}` a
killer and `{C:r}` a receiver. Threads are found by their own names, with a
cue word saying whether the sentence plants or pays them off. Verbs follow their subject
directly, so "Ada nearly died" or "Ada had not died" do not match "Ada died".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache, partial

from extractors.characters import HEDGES, ILLNESSES, KIN_TITLES
from extractors.failing import FailingWords
from extractors.given_names import GivenNameWords
from extractors.introductions import COMPOUND_SURNAMES, given_name
from extractors.patterns import TOKEN, Rule, Sentence, compile_pattern, longest_first
from extractors.roles import AddressWords, RankWords, RoleWords, WomanWords
from extractors.scenes import chinese_to_int
from graph.cast import name_title
from graph.kinship import KIN_ROLES
from graph.model import FactKind
from graph.temporal import ORIGIN

K = FactKind
MOVED = {"moved": True}  # a location reached by moving, as against one the character is found in
# where one comes from (`ORIGIN`): where one was born, or grew up; else one's home town, a native's
BORN = {"born": True}
RAISED = {"raised": True}


@dataclass(frozen=True)
class PairWords:
    """Words standing for the last two characters the narration named together (`范疆、张达` … `二人`; "Ada and
    Cole left at dawn. They reached Paris")."""

    word: re.Pattern[str]  # its group `pair` is the word
    span: int  # how many sentences of narration after the two were named, or last so meant, it may mean them
    # whether it is a guess to read them so ("they" may be anyone's; `二人` says two): then it means the two
    # only in the narration and while they are its topic (named alone, nobody else named since, and `span`
    # counted from the last sentence naming or meaning them)
    guessed: bool
    ours: frozenset[str] = frozenset()  # those that take in the narrator ("We", after "Holmes and I"), which
    # only a pair with the narrator in it may be; the others only a pair without
    # in a sentence between, with none of them, others who may be "they": the pair is no longer the topic
    # ("The soldiers were waiting", `众人`)
    others: re.Pattern[str] = re.compile(r"(?!)")


@dataclass(frozen=True)
class DroppedSubjects:
    """How a language that leaves out a clause's subject when it is the previous clause's
    (`悟空…，取了钵盂`) shows whose it is."""

    clause: re.Pattern[str]  # one clause of a sentence
    own_subject: int  # a character within this many characters of a clause's start is its subject,
    not_subject: re.Pattern[str]  # unless what comes before it marks an object (`将宝玉`)
    other_subject: re.Pattern[str]  # a clause opening on someone outside the cast (`众人`)
    new_topic: re.Pattern[str]  # a clause ending on someone unnamed (`生了一个儿子`): the clauses after it
    # are about them, not the subject
    naming: re.Pattern[str]  # before a clause's last name: it names or introduces someone (`长子名贾敷`,
    # `只剩了一个次子贾敬`, `那将乃曹操背剑之将夏侯恩也`), who becomes the topic of the clauses after it
    introducing: re.Pattern[str]  # ... or, before the clause's only name, brings them in (`内有济北相鲍信，`)
    child_by_order: re.Pattern[str]  # all that comes before a clause's first name when the clause opens on
    # a child by birth order (`长子贾代化`, `只剩了一个次子贾敬`), whose parent is the topic before it
    # ... or a kin word alone (`父刘弘`, `叔父刘元起`), in the narration: the named one is the topic's kin (or
    # officer: `韩福急聚众将商议。牙将孟坦曰`), and the subject from there on
    kin_opening: re.Pattern[str]
    someone_of: re.Pattern[str]  # after a clause's first name: someone of theirs is its subject (`林枫的师父`)
    done_to: re.Pattern[str]  # after a clause's first name: something is done to them (`宋江被拿了`)
    undergone: re.Pattern[str]  # a clause opening on what was done to someone (`打得皮开肉绽`): its subject
    # is the one the clauses before acted on (`把戴宗困翻，`), not their doer
    # a clause that takes someone and harms them (`将冯公子打了个稀烂`); a clause after it that names nobody and
    # ends in a death (`抬回去三日竟死了`) tells theirs, not the doer's
    harms: re.Pattern[str] = re.compile(r"(?!)")
    # ending a clause that names none of the cast: someone looked at turns out to be someone else, whom the
    # clauses after are about (`匡视之，乃河内名将方悦。两马相交，…被吕布一戟刺于马下`)
    revealed_unnamed: re.Pattern[str] = re.compile(r"(?!)")
    dying: re.Pattern[str] = re.compile(r"(?!)")
    # a clause that leaves out whom it kills or seizes, opening on who did it (`被他一枪刺死，`, `被这鲁提辖就势按住左手，`;
    # group `by` ends where they are named): the clauses after are theirs (`夺了那口剑`, `赶将入去，望小腹上只一脚`),
    # done to the one killed or seized
    overpowered_by: re.Pattern[str] = re.compile(r"(?!)")
    # after a clause's first name (and the others of its list): one hears or learns something (`李傕、郭汜…闻`); the
    # clauses after tell what (`董卓已死，吕布将至`), until one opens on what the hearer did `then` (`便引了…`)
    hearing: re.Pattern[str] = re.compile(r"(?!)")
    then: re.Pattern[str] = re.compile(r"(?!)")
    # after a name that opens a clause: all it holds is a list's count (`…，富安等三人，`): the name closes a list,
    # it is no subject
    list_count: re.Pattern[str] = re.compile(r"(?!)")
    # one seen coming, before their name and after it (`见布至，曰`): the seer, not they, goes on as the subject
    seeing: re.Pattern[str] = re.compile(r"(?!)")
    coming: re.Pattern[str] = re.compile(r"(?!)")
    # a clause all one kin word and a name the cast does not know (`父刘弘。`), as classical prose lists one's kin:
    # the clauses after it are about them (`弘曾举孝廉，…早丧`)
    kin_listed: re.Pattern[str] = re.compile(r"(?!)")
    # before a clause's name it brings in: a child born or had (`生子小名板儿`), whose parent is the clause's subject,
    # who may have another in a clause after (`又生一女`: see `another_child`)
    born: re.Pattern[str] = re.compile(r"(?!)")
    another_child: re.Pattern[str] = re.compile(r"(?!)")
    # a word standing for whom or what a clause acts on, never its subject (`策恨之`), and what, before it, brings
    # in someone or something new it more likely stands for (`赶起一大鹿`)
    clause_object: re.Pattern[str] = re.compile(r"(?!)")
    brought_in: re.Pattern[str] = re.compile(r"(?!)")
    # just before a `clause_object`: a verb whose object is someone (`刘表待之甚厚`), never a place named last
    # (`玄德自到荆州，刘表待之`), as the object of one taking it (`攻之`) may be
    people_only: re.Pattern[str] = re.compile(r"(?!)")
    taken_first: re.Pattern[str] = re.compile(r"(?!)")  # before a name: the clause takes them first (`将赵月斩之`),
    # and a `clause_object` after only takes them up again
    agent_before: re.Pattern[str] = re.compile(r"(?!)")  # before a name: the doer of a deed done to another
    # (`被石秀…一刀，割下头来`), whom a `clause_object` after never stands for
    # a clause opening on all of some (`俱被刺死`, `皆降`): the subject it leaves out is several, never one alone
    all_of: re.Pattern[str] = re.compile(r"(?!)")
    thing_of: re.Pattern[str] = re.compile(r"(?!)")  # after a name: a thing of theirs (`挥关公使的青龙刀`), so the
    # name is no subject
    # after a subject, someone else seen, heard of, told of or coming forward, or many, who may go on as the
    # subject (`又见王夫人…，便…道`, `忽有当驾官奏道`)
    others_come_in: re.Pattern[str] = re.compile(r"(?!)")


@dataclass
class Lexicon:
    spaced: bool
    sentence: re.Pattern[str]
    pronoun: re.Pattern[str]
    pronoun_gender: dict[str, str]
    first_person: frozenset[str]
    possessive_always: frozenset[str]
    possessive_if_followed: re.Pattern[str] | None
    actors: list[re.Pattern[str]]
    recalled: re.Pattern[str]
    speech: re.Pattern[str]
    plant: re.Pattern[str]
    payoff: re.Pattern[str]
    rules: list[Rule] = field(default_factory=list)
    object_pronouns: frozenset[str] = frozenset()  # never the subject of their own clause
    subject_pronouns: frozenset[str] = frozenset()  # always the subject of their own clause ("he", "I")
    # between a name and a later pronoun: a second predicate of the subject before the name, whose object
    # the name may be ("he reeled at Curtis and struck him")
    shared_subject: re.Pattern[str] = re.compile(r"(?!)")
    # words that bring in someone the cast does not name, who may be a clause's subject or a pronoun's
    # referent ("the man who had killed him", "his men seized him")
    unnamed_someone: re.Pattern[str] = re.compile(r"(?!)")
    looks_back: bool = False  # a pronoun never stands for one its sentence names after it (no "When he came, Otto")
    # before a name: it is the complement of a noun before it ("the wife of Otto", "Mr. Eyre of Madeira"), never the
    # subject of the verb after it
    of_a_noun: re.Pattern[str] = re.compile(r"(?!)")
    # before a name: another it is listed after (group `head`, `擒了林枫、赵无极`), whose part in the clause it shares
    listed_after: re.Pattern[str] = re.compile(r"(?!)")
    # a "he" or "she" in speech may stand for one the speech named (its pronouns tell a gender: not classical `他`)
    speech_pronouns: bool = False
    subjects_own: frozenset[str] = frozenset()  # always the subject's own (`林远暗拨其弟林枫`: 林远's brother)
    # someone brought in unnamed ("a man", "an old woman"), not as what a named one is ("Ada was a woman who"),
    # or opening the sentence ("The lady coloured and covered her wrist"):
    # a later "he" or "she" of the sentence, with nobody named in between, is more likely them; group `m` or
    # `f` says which pronouns it takes, neither both
    someone_new: re.Pattern[str] = re.compile(r"(?!)")
    # a thing the narration names with its article ("sighted the Arrow"): a ship, most often, that "she" and "her"
    # may stand for in its sentence and the next, rather than a character no pronoun has told a woman
    named_thing: re.Pattern[str] = re.compile(r"(?!)")
    # before a name: the name a pronoun's owner goes by ("and his name was Alexander Graham"), the one the
    # sentence's pronouns of that gender stand for, the ones before the name too; group `pronoun`
    name_told: re.Pattern[str] = re.compile(r"(?!)")
    hypothetical: re.Pattern[str] | None = None  # before a match: the clause is a condition, not an event
    # a clause that is the time of a plan, whatever it tells ("hoped, when Otto died, to have a cottage")
    planned: re.Pattern[str] = re.compile(r"(?!)")
    # before a match: what follows is news or a rumour (`闻孙坚已死`), told, not seen, or someone's thoughts
    # (`as she thought, "Beth is dead`, `心想：“`): whoever it names does not act here, and what it says is a guess
    hearsay: re.Pattern[str] = re.compile(r"(?!)")
    # after a match: the rest of its quotation, then a verb of thinking (`Beth is dead," thought Jo`): thoughts too
    thought_after: re.Pattern[str] = re.compile(r"(?!)")
    # up to a match's end: a word of its clause that hedges what it tells ("Perhaps Otto died", `林远也许死了`): a guess
    hedged: re.Pattern[str] = re.compile(r"(?!)")
    # after a match: the rest of its clause, then words that hedge it ("Otto is dead, I think", "…, perhaps.")
    hedged_after: re.Pattern[str] = re.compile(r"(?!)")
    # at a name: it is inside a deed told as a thing, the object of another verb (`见孔明安营下寨之处`,
    # `诉说关公历过之事`), not one done in the scene; one opening its clause does it (`袭人回明香露之事`)
    deed_told: re.Pattern[str] = re.compile(r"(?!)")
    # in a sentence: group `a` is the subject of a deed only a condition supposes ("If Otto were here, he would
    # know", "Were Otto here, he would know"): it does not act in the scene
    supposed: re.Pattern[str] = re.compile(r"(?!)")
    # before a name: someone sees them (`忽见于吉立于屋上`); one only seen after their death is a ghost, a vision
    # or a likeness as often as a slip, so it is theirs to judge
    seen: re.Pattern[str] = re.compile(r"(?!)")
    # in a paragraph: a dream, a ghost or a vision (`云长曰：“臣等非人，乃鬼也`, "I dreamt"); one acting in it
    # may be dead and only appear, so that too is theirs to judge
    vision: re.Pattern[str] = re.compile(r"(?!)")
    verse: re.Pattern[str] = re.compile(r"(?!)")  # a poem the narration quotes: nothing in it happens in the story
    # right after a name: a deed in the past perfect ("William had been a prophet"), which may be before the scene
    past_perfect: re.Pattern[str] = re.compile(r"(?!)")
    # before a match whose doer the text leaves out: someone was told to do it, not seen doing it
    ordered: re.Pattern[str] = re.compile(r"(?!)")
    # a sentence opening on the subject it leaves out, then the end of a speech (`言讫而亡`): that subject is the
    # one who just spoke, no guess
    done_speaking: re.Pattern[str] = re.compile(r"(?!)")
    titles: re.Pattern[str] = re.compile(r"(?!)")  # a book's or a poem's title: names in it are no mentions
    # a letter's closing, alone in the last paragraph of a speech or before the writer's name ending it:
    # `"Very truly yours,` / `"IRENE NORTON, née ADLER."`; group `name`
    signature: re.Pattern[str] | None = None
    salutation: re.Pattern[str] | None = None  # a letter's opening, naming whom it is to (group `name`)
    # a paragraph opening so goes on with the last one's subject (on the road, or hours later)
    goes_on: re.Pattern[str] | None = None
    # a kin word one says of one's own, right before a name in speech, with nobody's before it: the speaker's
    # (`寻兄长刘玄德`; not `次子贾敬`, a family spoken of)
    speakers_kin_before: re.Pattern[str] | None = None
    # a husband's title before his wife's name ("Mr. and Mrs. Thomas"): group `title`, then `wife`'s title
    couple: re.Pattern[str] = re.compile(r"(?!)")
    # before a name: it is a preposition's object, no subject ("away from Terkoz")
    after_preposition: re.Pattern[str] = re.compile(r"(?!)")
    # before a name: it stands for any one of that name or family, not the one of the story ("A Blakeney had
    # died on Bosworth field", "another Clayton")
    any_of_the_name: re.Pattern[str] = re.compile(r"(?!)")
    # after a name: the family it names, not one of them ("the ancient Earnshaw stock", "the Marsh girls")
    family_after: re.Pattern[str] = re.compile(r"(?!)")
    killing: re.Pattern[str] = re.compile(r"(?!)")  # in a death's words: someone killed them
    revived: re.Pattern[str] = re.compile(r"(?!)")  # a sentence telling a death undone (`唐王死复生`)
    # in the text just before a death or in its sentence: a play is being acted, and a death in it may be
    # a part played ("Hugo died in agonies" at a rehearsal)
    staged: re.Pattern[str] = re.compile(r"(?!)")
    # the items listed with a matched one, just before and just after it
    item_list_before: re.Pattern[str] = re.compile(r"(?!)")
    item_list_after: re.Pattern[str] = re.compile(r"(?!)")
    # the people listed with one who died or was hurt, just before and just after them (`Ada and Ben died`)
    people_list_before: re.Pattern[str] = re.compile(r"(?!)")
    people_list_after: re.Pattern[str] = re.compile(r"(?!)")
    dropped_subjects: DroppedSubjects | None = None  # for a language whose clauses leave subjects out
    possessor: re.Pattern[str] = re.compile(r"(?!)")  # after a name: it owns what follows (`Ada's`, `林远的`)
    # after a name: a verb, so the name opens a clause of its own ("D'Arnot had fallen"), a rival to the
    # sentence's subject for a "he" after it (see `rules._rival_subject`)
    opens_clause: re.Pattern[str] = re.compile(r"(?!)")
    # after a name and its possessor: a word that stands for the owner, so a deed done to it is done to them
    # ("saved Otto's life", "struck Otto's arm", `救了林远的性命`); a deed done to anything else of theirs is not
    # done to them ("loved Otto's brother", `嫁给了林远的儿子`)
    owner_meant: re.Pattern[str] = re.compile(r"(?!)")
    # after a name: their kin, named (`'s son, Kallen`, `的儿子林枫`): a deed done to the kin is done to the one
    # named (group `who`): "married Otto's son, Kallen" marries Kallen
    kin_named_after: re.Pattern[str] = re.compile(r"(?!)")
    joins: re.Pattern[str] = re.compile(r"(?!)")  # between two names of one list (`Ada and Ben`, `李纨、凤姐`)
    pairs: tuple[PairWords, ...] = ()  # two people, the last two named together (`二人`, `二贼`, "They")
    pair_joiner: str = "、"  # how a masked sentence writes the second of a pair after the first (`⟨c0⟩、⟨c1⟩`)
    # between a name and a pronoun of the same clause, where the pronoun cannot be that name (`赵无极见他`)
    within_clause: re.Pattern[str] = re.compile(r"(?!)")
    # after a possessive set off after a name: a part or a look of that one, not kin in apposition ("said
    # Hurstwood, his black eyes lit", "Otto, his face pale,"; not "Otto, his brother,")
    own_looks_after: re.Pattern[str] = re.compile(r"(?!)")
    # who says "I" in a quotation: the narration just before it (`speaker_stretch`), whose first character
    # is the speaker if a speech verb follows (`speaker_cue`: `宝玉笑道：“`, `Ada turned and said, "`), or
    # the name right after it (`"I am cold," said Ada`: `speaker_after` lies between the two)
    speaker_stretch: re.Pattern[str] = re.compile(r"$")
    speaker_cue: re.Pattern[str] = re.compile(r"(?!)")
    # in that stretch: a poem brought in (`又有诗叹钟会曰：“`), which none of the characters speaks
    verse_cue: re.Pattern[str] = re.compile(r"(?!)")
    speaker_after: re.Pattern[str] = re.compile(r"(?!)")
    speech_verb_after: re.Pattern[str] = re.compile(r"(?!)")  # or the name right after it, then a speech verb
    # ... else, where the narration names nobody, a quotation opening on its speaker's own name
    # (`其人曰：“吾姓关名羽`): the first name after it, in its clause; or on who they say they are
    # (`“吾乃常山赵子龙也`, `“某乃卧龙之弟诸葛均也`): the name `self_naming` ends on
    self_introduction: re.Pattern[str] | None = None
    # ... or one of its later sentences, the speaker giving their surname and name with nobody else as its
    # subject (`“小人原是开封府人氏。乃是…林冲的徒弟。姓曹，名正。`): the name it ends on
    self_introduction_later: re.Pattern[str] = re.compile(r"(?!)")
    self_naming: re.Pattern[str] = re.compile(r"(?!)")
    # just before a quotation: it answers (`答曰：“`), so a speaker the narration leaves out is not the asker
    answer_cue: re.Pattern[str] = re.compile(r"(?!)")
    # "you" in a quotation: the one the narration names it told (`addressee_cue` before them: `三藏对行者道`),
    # the one it opens by calling (`vocative_after` follows: `“悟空，…`; `vocative_before`, if anything, goes
    # before: "Dear Ada, …") or calls at its end, else the one the quotation before was with (see `rules._listener`)
    second_person: frozenset[str] = frozenset()
    addressee_cue: re.Pattern[str] = re.compile(r"(?!)")
    vocative_after: re.Pattern[str] = re.compile(r"(?!)")
    vocative_before: re.Pattern[str] = re.compile(r"")
    # a name that says whose kin someone is (a bible's `my sister`), with the kinship words it may use
    narrator_kin: re.Pattern[str] | None = None
    kin: dict[str, tuple[str, bool]] = field(default_factory=dict)
    family_roles: RoleWords | None = None  # "her father" for a father the story has named
    # kin called by their place alone ("his wife", "her sisters"; group `a` whose, `rel` the kin word, `many` a
    # plural): whom a family name tells (see `roles.kin_by_family_name`)
    unnamed_kin: re.Pattern[str] | None = None
    ranks: RankWords | None = None  # "the doctor", `苏姑娘` for the one the scene has named
    failing: FailingWords | None = None  # "the dying man", "she died" for the one the scene showed failing
    address: AddressWords | None = None  # `“师父，…`: the speaker's master is the listener
    given_names: GivenNameWords | None = None  # `宁曰` for 甘宁, once the scene has named him
    # a weapon called by its last word alone where it is handled (`右手拿刀`, `弃弓`, "the big axe"): `head` is
    # that word, standing for the scene's item last named with it (`一把剔骨尖刀`, `鹊画弓`, "battle-axe");
    # `item_key` finds that word at the end of an item's name; or, pointed at (group `pointed`: `此马`), the item
    # last named with it, whoever handles it; or (group `place`) a place's last word where one goes in (`抢入楼中`)
    item_head: re.Pattern[str] = re.compile(r"(?!)")
    item_key: re.Pattern[str] = re.compile(r".$")
    # a thing handled under a name of its own (`drew the silver sword`, `拔出青锋剑`; not `his sword`, `宝剑`):
    # group `item`, which `extractors.discovery` makes an item once the text names it twice
    handled_item: re.Pattern[str] = re.compile(r"(?!)")
    the_woman: WomanWords | None = None  # `那妇人` for the one woman the narration spoke of last
    # "the former", "the latter" for the earlier and the later of the last two spoken of (group `latter`)
    former_latter: re.Pattern[str] = re.compile(r"(?!)")
    # someone unnamed who acts (`忽然一将挥刀杀入`), and a sentence after that says who they were (`视之，乃赵云也`,
    # `众视其人，面如重枣，…乃义阳人魏延也`; group `who`): see `extractors.roles.revealed_mentions`
    unnamed_one: re.Pattern[str] = re.compile(r"(?!)")
    revealed: re.Pattern[str] = re.compile(r"(?!)")

    def is_first_person(self, word: str) -> bool:
        return word in self.first_person or word.lower() in self.first_person

    def is_second_person(self, word: str) -> bool:
        return word.lower() in self.second_person

    def is_possessive(self, word: str, following: str) -> bool:
        if word.lower() in self.possessive_always:
            return True
        return bool(self.possessive_if_followed and word.lower() == "her"
                    and self.possessive_if_followed.match(following))


# -- builders: the parts of a fact a pattern's groups carry -------------------------

def _kin(table: dict[str, tuple[str, bool]], m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """`a` is `b`'s <rel>: the predicate, with subject and object swapped where the word points back.

    A gendered word (`father`, `之子`) is kept as the fact's `role`: it says what `a` is.
    """
    return kin_fields(table, m["rel"].lower(), s.entity(m["a"]), s.entity(m["b"]))


def _kin_named(table: dict[str, tuple[str, bool]], m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """As `_kin`, where `a` is a name set beside the kin word, never a pronoun (`your sister I am sure`)."""
    return None if s.mention(m["a"]).resolved else _kin(table, m, s, lx)


def _kin_beside(table: dict[str, tuple[str, bool]], m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """As `_kin`, where `a` is not called by a kin word itself: "his wife, his little daughter" are two."""
    return None if set(s.written(m["a"]).lower().split()) & table.keys() else _kin(table, m, s, lx)


def _kin_told(table: dict[str, tuple[str, bool]], m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """As `_kin`, in the narration only: a speaker's clauses are about many the cast does not name."""
    return None if s.mention(m["b"]).quoted else _kin(table, m, s, lx)


def _named_ones_kin(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """ "Otto and his son Kallen": Otto's son, unless "his" was read as someone else."""
    if m["g"] and s.entity(m["g"]) != s.entity(m["b"]):
        return None
    return _kin(EN_KIN, m, s, lx)


def _titled_kin(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """ "her Aunt March", "his uncle Pumblechook('s)", "Jo's Aunt March": one named with a kinship title is the
    kin it says of whose they are called so ("her" before a name may be read as an object: it is whose here)."""
    written = s.written(m["a"])
    title = name_title(written[:1].upper() + written[1:])  # (a title, though the family writes it "aunt")
    whose = m["b"] or (m["her"] if s.written(m["her"]).lower() == "her" else None)
    return None if title not in KIN_TITLES or whose is None or s.mention(m["a"]).resolved else \
        kin_fields(EN_KIN, title, s.entity(m["a"]), s.entity(whose))


def _his_man(owners: tuple[str, ...], m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """ "my man Friday", "Samway his man": a man's manservant, as the old prose calls him; "her man" may be her
    husband, and "Tom, my man," is a call."""
    return {} if s.written(m["b"]).lower() in owners else None


def kin_fields(table: dict[str, tuple[str, bool]], word: str, person: str, of: str) -> dict:
    """`person` is `of`'s <word> (`Jane` is `Ann`'s `sister`) as a relation's fields, with its `role`."""
    predicate, swap = table[word]
    fields = {"predicate": predicate, "subject": of if swap else person, "object": person if swap else of}
    role = KIN_ROLE.get(word)
    return fields | {"value": {"role": role}} if role else fields


def _spoken_threat(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """A killing promised in a quotation by "I" to "you": the speaker threatens the listener. Said of anyone
    else it is a warning or a plan (`"Cole will kill you"`), not a threat."""
    spoken = s.mention(m["a"]).quoted
    return {} if spoken and lx.is_first_person(s.written(m["a"])) and lx.is_second_person(s.written(m["b"])) else None


def _unsaid_threat(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """A killing promised to "you" in a quotation that leaves its "I" out (`若违了限，即杀汝二人示众`): the
    speaker threatens the listener."""
    you = s.mention(m["b"])
    if not (you.quoted and you.speaker and lx.is_second_person(s.written(m["b"]))):
        return None
    return {"subject": you.speaker}


def _my_child(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """`吾儿奉先`: "my child", then a name, is the speaker's son; anyone else's `儿` is too many other words."""
    if not lx.is_first_person(s.written(m["b"])):
        return None
    return kin_fields(lx.kin, "儿子", s.entity(m["a"]), s.entity(m["b"]))


_EN_PAT = re.compile(r"\bslapped\b")
_EN_PATTED = re.compile(r"(?:['’]s\s+|\s+on\s+(?:the\s+|⟨g\d+⟩\s+)?)(?:back|shoulders?)\b")
_EN_STRUCK = re.compile(r"\bstruck\s*$")
_EN_EMBRACED = re.compile(r"\bfell\s+(?:up)?on\s+⟨[cg]\d+⟩(?:['’]s)?\s+neck$")  # as the Bible has it
# "struck Otto (, of a sudden,) as odd"; not "as he passed", "as if to kill him"
_EN_SEEMED = re.compile(r"(?:\s*,[^,.;:!?⟨]{1,30},)?\s+as\s+(?!(?:he|she|it|they|I|we|you|soon|long|well|if|though|"
                        r"before|usual|ever)\b|⟨)")


def _a_blow(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """A blow, unless a slap on the back or the shoulder ("slapped Cole on the back", "slapped his shoulder"),
    which greets or cheers, an embrace ("fell upon his neck and kissed him"), or how one seemed to another
    ("She struck Archer, of a sudden, as a pathetic figure")."""
    patted = _EN_PATTED.match(s.masked, m.end()) or m[0].endswith(("back", "shoulder", "shoulders"))
    seemed = _EN_STRUCK.search(s.masked, m.start(), m.start("b")) and _EN_SEEMED.match(s.masked, m.end())
    return None if _EN_PAT.search(m[0]) and patted or _EN_EMBRACED.search(m[0]) or seemed else {}


def _injury(parts: dict[str, str], sides: dict[str, str], severities: dict[str, str],
            default: str, m: re.Match, s: Sentence, lx: Lexicon) -> dict:
    groups = m.groupdict()
    value: dict = {"severity": default}
    if groups.get("sev"):
        value["severity"] = next((v for k, v in severities.items() if k in groups["sev"].lower()), default)
    if groups.get("part"):
        part = parts.get(groups["part"].lower(), groups["part"].lower())
        side = sides.get((groups.get("side") or "").lower())
        value["part"] = f"{side} {part}" if side else part
    return {"value": value}


def _recovery(parts: dict[str, str], sides: dict[str, str], m: re.Match, s: Sentence, lx: Lexicon) -> dict:
    groups = m.groupdict()
    if not groups.get("part"):
        return {}
    part = parts.get(groups["part"].lower(), groups["part"].lower())
    side = sides.get((groups.get("side") or "").lower())
    return {"value": {"part": f"{side} {part}" if side else part}}


def _limb(parts: dict[str, str], sides: dict[str, str], fixed: str | None,
          m: re.Match, s: Sentence, lx: Lexicon) -> dict:
    """The body part an action uses: named (`with her right hand`) or implied (`ran` uses a leg)."""
    part = fixed or _recovery(parts, sides, m, s, lx).get("value", {}).get("part")
    return {"value": {"uses": part}} if part else {}


def _named_outright(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """Nothing more to add, but only where the subject is written, not left out and carried from before."""
    return None if s.mention(m["a"]).dropped else {}


def _carried_past_nobody(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """Nothing more to add, but a subject left out and carried from before only where the clause before it
    names nobody else, who may be the one meant."""
    mention = s.mention(m["a"])
    if not mention.dropped:
        return {}
    clause_before = max(s.text.rfind(mark, 0, max(mention.start - 1, 0)) for mark in "，。；：")
    return None if any(o.letter == "c" and o.entity != mention.entity and clause_before < o.start < mention.start
                       for o in s.mentions) else {}


def _whose_written(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """Nothing more to add, but only where whose kin it is (group `b`) is written, not a subject left out: a
    clause opening on kin (`兄弟穆春，唤做小遮拦`) is as often someone else's being introduced."""
    return None if s.mention(m["b"]).dropped else {}


def _one_deed(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """Nothing more to add, but only where nobody else is named inside the match: a subject the text leaves
    out between the clauses of one deed (`被华雄手起刀落，斩于马下`), or the one it befell named again
    (`刺中邓茂心窝，邓茂翻身落马`), is still the same deed's; so are killers listed with the killer (group
    `also`: `被孙、傅二将所杀`)."""
    also = m.span("also") if "also" in m.re.groupindex else (0, 0)
    others = (t for t in TOKEN.finditer(s.masked, m.start(), m.end())
              if t.start() not in (m.start("a"), m.start("k")) and not also[0] <= t.start() < also[1])
    return None if any(not s.mention(t[0]).dropped and s.entity(t[0]) != s.entity(m["a"]) for t in others) else {}


def _struck_by_another(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """Nothing more to add, but only where the one struck and the striker are both written, nobody else is
    named between them, and nobody but the striker between the striker and the blow (group `felled`, where
    the one struck falls)."""
    a, k = s.mention(m["a"]), s.mention(m["k"])

    def named_between(start: int, end: int) -> set[str]:
        return {s.entity(t[0]) for t in TOKEN.finditer(s.masked, start, end)
                if t[1] == "c" and not s.mention(t[0]).dropped}
    if a.dropped or k.dropped or a.entity == k.entity:
        return None
    before, after = named_between(m.end("a"), m.start("k")), named_between(m.end("k"), m.start("felled"))
    return None if before - {a.entity, k.entity} or after - {k.entity} else {}


def _own_thing(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """Nothing more to add, but only where a thing said to be someone's (`with his sword`) is the subject's."""
    return None if m["w"] and s.entity(m["w"]) != s.entity(m["a"]) else {}


def _in_narration(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """Nothing more to add, but only where the narration says it, not someone speaking (a threat, a wish)."""
    return None if s.mention(m["a"]).quoted else {}


def _gone_oneself(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """As `_in_narration`, and not a subject left out where someone was sent (`差人赍书，往徐州去讫`, `贬他去兜率宫`):
    the one sent goes, not the sender carried from before."""
    sent = s.mention(m["a"]).dropped and _ZH_SENDING.search(s.masked, 0, m.start("p"))
    return None if sent else _in_narration(m, s, lx)


def _named_in_narration(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """As `_in_narration`, and only where the subject is written, not left out and carried from before."""
    return None if _in_narration(m, s, lx) is None else _named_outright(m, s, lx)


def _attribute(predicate: str, normal: dict[str, str | int], m: re.Match, s: Sentence, lx: Lexicon) -> dict:
    raw = m["v"].lower()
    return {"predicate": predicate, "value": normal.get(raw, raw)}


def _age(words: dict[str, int], m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    raw = m["v"].lower().replace("有", "")  # `五十有三`: fifty and three
    if raw.isdigit():
        return {"predicate": "age", "value": int(raw)}
    if all(c in "零〇一二三四五六七八九十百两" for c in raw):
        if len(raw) > 1 and not set(raw) & set("十百"):
            return None  # `八九岁`: eight or nine, a guess
        return {"predicate": "age", "value": chinese_to_int(raw)}
    total = sum(words.get(w, 0) for w in raw.split("-"))
    return {"predicate": "age", "value": total} if total else None


def _age_by_ordinal(years_behind: int, m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """An age told by an ordinal: "his fortieth birthday" is forty (none behind), "in his fortieth year"
    thirty-nine (one behind)."""
    words = m["v"].lower().split("-")
    age = sum(EN_ORDINALS.get(w, EN_NUMBERS.get(w, 0)) for w in words) - years_behind
    return {"predicate": "age", "value": age} if words[-1] in EN_ORDINALS and 2 <= age <= 110 else None


def _by_own_hand(m: re.Match, s: Sentence, lx: Lexicon) -> dict | None:
    """Only a deed done on oneself ("shot himself", "made away with herself"): on another it may be no killing."""
    return {} if s.reflexive(m["a"]) else None


def _trait(normal: dict[str, str], m: re.Match, s: Sentence, lx: Lexicon) -> dict:
    raw = m["v"].lower()
    return {"predicate": normal.get(raw, raw)}


# Kin words whose role alone tells the relation and its side (`graph.kinship.KIN_ROLES`): step- and foster kin,
# kin beyond parents and siblings, and the words that name a child, a parent or a spouse with something more
# (`爱子`, `生父`, the dead's `遗孀` or `亡父`), in both languages; in Chinese, every kin word that carries a
# gender. Each language's kin table reads them from here.
_ROLE_WORDS = {
    **dict.fromkeys("父 父亲 爹爹 爸爸 父王".split(), "father"), **dict.fromkeys("母 母亲 娘亲 妈妈 母后".split(), "mother"),
    # what one calls a parent in modern speech (`林枫的老爸`, "Kallen's dad"; not `娘`, as often a young woman's or a
    # wife's word: `姑娘`, `娘子`)
    **dict.fromkeys("爸 老爸 爹 老爹 dad daddy papa".split(), "father"),
    **dict.fromkeys("妈 老妈 mom mum mommy mummy mama mamma".split(), "mother"),
    **dict.fromkeys("子 儿子 长子 次子 三子 四子 幼子 少子 独子".split(), "son"),
    **dict.fromkeys("女 女儿 长女 次女 幼女".split(), "daughter"),
    **dict.fromkeys("夫 丈夫 老公 夫君".split(), "husband"), **dict.fromkeys("妻 妻子 夫人 娘子 浑家 老婆 内人 媳妇 前妻 后妻".split(),
                                                                              "wife"),
    # (not `侍妾`, as often a maid attending a wife: `尤氏的侍妾佩凤`)
    **dict.fromkeys("妾 小妾 爱妾 宠妾 姬妾 concubine".split(), "concubine"),
    # brothers and sisters, by birth order too (`林枫的大哥林远`); not `小弟`, one's humble "I"
    **dict.fromkeys("兄 弟 哥哥 弟弟 兄长 长兄 大哥 二哥 三哥 二弟 三弟 四弟 幼弟 胞弟 胞兄 亲弟".split(), "brother"),
    **dict.fromkeys("姐 妹 姐姐 妹妹 大姐 二姐 三姐 二妹 三妹 小妹 姊 姊姊 长姊 幼妹 胞妹 胞姐".split(), "sister"),
    **{f"step{sep}{word}": f"step{word}" for sep in ("", "-")
       for word in ("father", "mother", "son", "daughter", "brother", "sister")},
    **{f"half{sep}{word}": f"half-{word}" for sep in (" ", "-") for word in ("brother", "sister")},
    **{f"twin {word}": word for word in ("brother", "sister")},  # (a `twin` alone is a sibling of either gender)
    "继父": "stepfather", "继母": "stepmother", "继子": "stepson", "继女": "stepdaughter",
    **{f"{adj}{sep}{word}": f"foster {word}" for adj in ("foster", "adoptive", "adopted") for sep in " -"
       for word in ("father", "mother", "son", "daughter", "child")},
    **dict.fromkeys("养父 义父 干爹".split(), "foster father"), **dict.fromkeys("养母 义母 干娘".split(), "foster mother"),
    **dict.fromkeys("养子 义子 义儿 干儿子".split(), "foster son"), **dict.fromkeys("养女 义女 干女儿".split(), "foster daughter"),
    **{role: role for role, kin in KIN_ROLES.items() if kin.predicate == "kin_of"},
    **dict.fromkeys("叔叔 伯父 伯伯 舅舅 叔父 舅父 大伯 二叔 三叔 大舅 二舅 母舅 娘舅 姑父 姑丈 姨父 姨夫".split(), "uncle"),
    **dict.fromkeys("姑姑 姑妈 婶婶 舅妈 姨妈 伯母 婶娘 舅母 大舅母 二舅母".split(), "aunt"),
    **dict.fromkeys("侄子 侄儿 侄 外甥 内侄".split(), "nephew"), **dict.fromkeys("侄女 外甥女 内侄女".split(), "niece"),
    **dict.fromkeys("爷爷 祖父 外公 外祖父".split(), "grandfather"),
    **dict.fromkeys("奶奶 祖母 外婆 外祖母".split(), "grandmother"),
    **dict.fromkeys("孙子 孙儿 外孙".split(), "grandson"), **dict.fromkeys("孙女 外孙女".split(), "granddaughter"),
    **dict.fromkeys("表哥 表弟 表姐 表妹 堂兄 堂弟 堂姐 堂妹 堂哥 表兄".split(), "cousin"),
    # (a husband's parents to his wife too: `苏晴的婆婆`)
    **dict.fromkeys("岳父 岳丈 老丈人 妻父 公公".split(), "father-in-law"),
    **dict.fromkeys("岳母 丈母娘 妻母 婆婆".split(), "mother-in-law"),
    **dict.fromkeys("女婿 婿".split(), "son-in-law"), **dict.fromkeys("儿媳 儿媳妇".split(), "daughter-in-law"),
    # (a wife's brother, `刘表之妻弟蔡瑁`, is no wife)
    **dict.fromkeys("姐夫 妹夫 小舅子 大舅子 小叔子 妻弟 妻兄 内弟 妻舅".split(), "brother-in-law"),
    **dict.fromkeys("嫂子 嫂嫂 弟媳 小姨子 小姑子 妻妹 妻姐".split(), "sister-in-law"),
    "爱子": "son", "爱女": "daughter", "遗腹子": "son", **dict.fromkeys("生父 亡父 先父".split(), "father"),
    **dict.fromkeys("生母 亡母 先母".split(), "mother"), "遗孀": "wife", "亡妻": "wife", "亡夫": "husband",
    **dict.fromkeys("亡兄 亡弟 先兄".split(), "brother"), "先夫": "husband",
}


def _role_kin(english: bool) -> dict[str, tuple[str, bool]]:
    """One language's `_ROLE_WORDS` as a kin table: each word's relation and side, as its role has them."""
    return {word: (KIN_ROLES[role].predicate, KIN_ROLES[role].names_object) for word, role in _ROLE_WORDS.items()
            if word.isascii() == english}


# the roles themselves as a kin table: what a role phrase in either language ("her father", `他的妻子`) stands for
ROLE_KIN = {role: (kin.predicate, kin.names_object) for role, kin in KIN_ROLES.items()}


def _zh_foster(*kin: str) -> str:
    """The Chinese words for these foster kin (`father`: `养父`, `义父`, `干爹`), as alternatives."""
    return longest_first(word for word, role in _ROLE_WORDS.items()
                         if not word.isascii() and role in {f"foster {k}" for k in kin})


# What a kinship word says a person is; `graph.checks` reads genders from it.
KIN_ROLE = {
    "father": "father", "mother": "mother", "son": "son", "daughter": "daughter", "brother": "brother",
    "sister": "sister", "wife": "wife", "husband": "husband", "widow": "wife", "widower": "husband",
    **_ROLE_WORDS,
}

# -- English ---------------------------------------------------------------------

EN_NUMBERS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen".split())} | {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_EN_NUM = r"\d{1,3}|(?:" + longest_first(EN_NUMBERS) + r")(?:-[a-z]+)?"
EN_ORDINALS = {w: i for i, w in enumerate(
    "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth".split())} | {
    f"{tens[:-1]}ieth": n for tens, n in EN_NUMBERS.items() if n >= 20}  # "twentieth", "fortieth"
EN_KIN = {
    "father": ("parent_of", False), "mother": ("parent_of", False), "son": ("parent_of", True),
    "daughter": ("parent_of", True), "child": ("parent_of", True), "brother": ("sibling_of", False),
    "sister": ("sibling_of", False), "wife": ("spouse_of", False), "husband": ("spouse_of", False),
    "twin": ("sibling_of", False),
    "mentor": ("mentor_of", False), "teacher": ("mentor_of", False), "master": ("mentor_of", False),
    "tutor": ("mentor_of", False), "instructor": ("mentor_of", False),
    "apprentice": ("mentor_of", True), "pupil": ("mentor_of", True), "student": ("mentor_of", True),
    "friend": ("ally_of", False), "ally": ("ally_of", False), "enemy": ("enemy_of", False), "foe": ("enemy_of", False),
    "servant": ("serves", False), "maid": ("serves", False), "valet": ("serves", False),
    "footman": ("serves", False), "butler": ("serves", False), "housekeeper": ("serves", False),
    "squire": ("serves", False), "steward": ("serves", False), "governess": ("serves", False),
    **dict.fromkeys("lieutenant secretary clerk retainer henchman vassal coachman attendant bodyguard "
                    "assistant driver chauffeur cook gardener nanny nursemaid housemaid manservant aide "
                    "employee".split(),
                    ("serves", False)), "disciple": ("mentor_of", True),
    "nurse": ("helps", False), "widow": ("spouse_of", False), "widower": ("spouse_of", False),
    "fiancé": ("betrothed_to", False), "fiancée": ("betrothed_to", False), "fiance": ("betrothed_to", False),
    "fiancee": ("betrothed_to", False), "betrothed": ("betrothed_to", False),
    # lovers, a former spouse, an employer, a protégé, a partner (modern words as much as old)
    **dict.fromkeys("boyfriend girlfriend lover sweetheart".split(), ("loves", False)),
    **dict.fromkeys("ex-husband ex-wife".split(), ("divorced_from", False)),
    **dict.fromkeys("boss employer".split(), ("serves", True)), "partner": ("ally_of", False),
    **dict.fromkeys(("right-hand man", "right-hand woman", "right hand man"), ("serves", False)),
    "protégé": ("mentor_of", True), "protege": ("mentor_of", True),
    # a suitor or an admirer loves; a rival is a foe (as "were rivals" says); a guardian protects a ward
    "suitor": ("loves", False), "admirer": ("loves", False), "rival": ("enemy_of", False),
    "guardian": ("protects", False), "ward": ("protects", True),
    "favourite": ("loves", True), "favorite": ("loves", True),  # "Alethea, who was his favourite"
    **_role_kin(english=True),
}
_EN_KIN_WORDS = f"(?:{longest_first(EN_KIN)})(?![-‐]in[-‐]law)"  # a brother-in-law is no brother
# what a child calls a parent to their face ("Papa, …", "…, Mother.")
_EN_CALLS = dict.fromkeys(("father", "papa", "pa", "dad", "daddy"), "father") | dict.fromkeys(
    ("mother", "mamma", "mama", "ma", "mammy", "mummy"), "mother")
_EN_CALL_WORDS = longest_first(_EN_CALLS)
# what a child calls a parent, written alone for the speaker's own ("And father died", "Mamma says")
_EN_PARENT_WORDS = dict.fromkeys(("papa", "pa", "dad", "daddy"), "father") | \
    dict.fromkeys(("mamma", "mama", "ma", "mum", "mummy", "mammy"), "mother")
# before a kin word: whose it is, or which one (not the speaker's own: "a mother", "her father", "the mother of")
_EN_NOBODYS = "".join(rf"(?<!\b{w}\s)" for word in (
    "a an the my his her your their our its whose dear poor old own good this every any no one god step foster "
    "grand holy").split() for w in (word, word.capitalize())) + r"(?<![\w'’-])"
# before a place gone to: a spot in it or on its edge ("the asylum at Hopeton", "the environs of Geneva"), or what
# it is ("the city of York")
_EN_PLACE_IN = (r"(?:(?:the|a|an)\s+(?:(?:environs|outskirts|gates|walls|edge|borders|neighbou?rhood|vicinity|suburbs|"
                r"city|town|village|parish|county|port|kingdom|province)"
                r"\s+of|(?:[a-z‐-]+\s+){0,4}?(?:at|in|near))\s+)?")
# after a thing drawn or pulled: from someone else's hand or a dead one's ("from Cole's hand", "from the dead
# man's lap"), not from one's own belt
_EN_TAKEN_FROM = (r"\s+(?:[a-z]+ly\s+)?(?:out\s+of|from|off)\s+(?:⟨c\d+⟩['’]s|the\s+(?:dead|fallen|lifeless)\s+"
                  r"(?:man|woman|body|hand)|the\s+(?:body|corpse|grasp)\b)")
_EN_CALL = r"(?:(?:oh|o|ah),?\s+)?(?:(?:my\s+)?(?:dear|dearest|poor|good)\s+)?"  # "Oh, my dear father"
_EN_SEASON = (r"(?:spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september"
              r"|october|november|december)")  # a season or a month (the English rules ignore case)
# when two got engaged ("in June", "last year", "after the war"): not what they were busy with ("in talk")
_EN_WHEN_ENGAGED = (r"\s+(?:last|this|that|soon|secretly|today|yesterday|after|before|when|while"
                    r"|the\s+(?:next|following|same)|in\s+(?:the\s+)?(?:\d{4}|" + _EN_SEASON + r"))\b")
_EN_WED_ADV = r"(?:happily|secretly|already|lawfully|privately|quietly|long|at\s+last|finally)\s+"
EN_PARTS = {p: p for p in ("arm leg hand shoulder ankle wrist ribs eye knee foot head back hip jaw finger face neck "
                           "throat chest side cheek forehead lip nose skull breast thigh ear flank haunch").split()} | {
    "rib": "ribs", "quarters": "haunch", "hindquarters": "haunch", "arms": "arm", "hands": "hand", "legs": "leg",
    "feet": "foot", "fingers": "finger", "ears": "ear", "scalp": "head", "brow": "forehead", "belly": "belly",
    "stomach": "belly", "elbow": "elbow", "shin": "leg", "thumb": "finger", "collarbone": "shoulder"}
_EN_PART = r"(?:(?P<side>left|right)\s+)?(?P<part>" + longest_first(EN_PARTS) + r")\b"
_EN_SIDES = {"left": "left", "right": "right"}
# how badly, said first, wins over how ("slightly wounded"); then the wound's kind
_EN_SEVERITY = {"badly": "severe", "grave": "severe", "mortal": "severe", "serious": "severe", "grievous": "severe",
                "dangerous": "severe", "severe": "severe", "slight": "minor", "lightly": "minor",
                "ripped": "severe", "torn": "severe", "slashed": "severe", "gashed": "severe", "pierced": "severe",
                "broke": "severe", "broken": "severe", "shatter": "severe", "crush": "severe",
                "fractur": "severe", "stab": "severe", "shot": "severe", "fatal": "severe", "amputat": "severe",
                "cut off": "severe",
                "wound": "moderate", "injur": "moderate", "burn": "moderate", "sling": "moderate",
                "cut": "minor", "sprain": "minor", "bruis": "minor", "hurt": "minor"}
# a trait word and the trait it names (synonyms share one, so a trait can be contradicted or eroded): a
# disposition, not looks ("handsome", as often said of one in passing)
EN_TRAITS = {
    "honest": "honest", "truthful": "honest", "loyal": "loyal", "faithful": "loyal", "brave": "brave",
    "courageous": "brave", "cowardly": "cowardly", "kind": "kind", "cruel": "cruel", "greedy": "greedy",
    "proud": "proud", "haughty": "proud", "gentle": "gentle", "mild": "gentle", "deceitful": "deceitful",
    "generous": "generous", "jealous": "jealous", "vain": "vain", "shy": "shy", "timid": "shy",
    "selfish": "selfish", "wise": "wise", "foolish": "foolish", "lazy": "lazy", "patient": "patient",
    "cheerful": "cheerful", "stern": "stern", "honourable": "honourable", "honorable": "honourable",
    "upright": "upright", "righteous": "upright", "clever": "clever", "intelligent": "clever", "amiable": "amiable",
    "good-natured": "amiable", "sensible": "sensible", "careless": "careless", "idle": "lazy", "indolent": "lazy",
    "boastful": "boastful", "obstinate": "stubborn", "stubborn": "stubborn",
    # ... and the nouns for one who is so ("a coward", "a liar"; not "a fool", as often one deed's: "a fool to")
    "coward": "cowardly", "liar": "deceitful", "miser": "greedy",
}
EN_TRAIT_NOUNS = frozenset({"coward", "liar", "miser"})  # the nouns of those: "a patient" is a sick one
# what one recovers from that is no wound: "recovered from the shock"
EN_PASSING_STATES = frozenset("shock surprise astonishment amazement fright alarm terror confusion bewilderment "
                              "embarrassment agitation emotion dismay faint swoon stupor daze".split())
EN_COLORS = {c: c for c in "blue green grey brown black hazel amber violet".split()} | {"gray": "grey"}
# a shade of eyes, read before the noun only ("her dark eyes"): "eyes dark with anger" tell a mood
EN_EYE_SHADES = {"dark": "dark"}
_EN_EYE_HUE = r"(?P<v>" + longest_first(EN_COLORS) + ")"
EN_EYE_LOOKS = EN_COLORS | EN_EYE_SHADES  # a hue or a shade
_EN_EYE_LOOK = r"(?P<v>" + longest_first(EN_EYE_LOOKS) + ")"
# hair's colours, each word under the one it is filed as
EN_HAIR_COLORS = {word: color for color, words in {
    "black": "black raven jet-black coal-black", "brown": "brown chestnut nut-brown",
    "red": "red auburn ginger carroty", "blonde": "blonde blond golden yellow flaxen fair",
    "white": "white snowy snow-white silver silvery", "grey": "grey gray grizzled iron-grey iron-gray",
    "sandy": "sandy"}.items() for word in words.split()}
_EN_HAIR_COLOR = r"(?P<v>" + longest_first(EN_HAIR_COLORS) + r")"
_EN_HAIR = r"(?:hair|locks|curls|tresses|mane)\b"
# "a ", "a tall ", or "a very active lad, " before what such a one looks like ("red-haired", "grey-eyed")
_EN_ONE_WHO = r"an?\s+(?:[a-z]+\s+)?(?:(?:[a-z]+\s+){0,2}[a-z]+,\s+)?"
# a time gone by or to come: an age told in such a clause is not one's age now ("died before she was fourteen")
EN_THEN_MARKS = frozenset("when whenever before after since until till if unless while as".split())
# after "dead", words that make it mean "utterly": "dead tired", "dead against it" are alive
EN_NOT_DEAD_AFTER = frozenset("tired drunk asleep silent still set certain sure serious against wrong right broke beat "
                              "quiet calm level straight ahead center centre".split())
# a death told as a thing past ("Otto's untimely death", "the death of Otto"), not a death-bed or death-blow
_EN_DEATH_TOLD = r"(?:untimely\s+|sudden\s+|tragic\s+|sad\s+|early\s+)?death\b(?![-‐])"
_EN_DEATH_DATED = (r"\b(?:after|since|upon|at\s+the\s+time\s+of|(?:news|particulars|details|circumstances|manner|"
                   r"cause|tidings|report|account|anniversary|facts)\s+of)\s+")
_EN_ILLNESS = r"\b(?i:" + "|".join(sorted(ILLNESSES)) + r")\s+(?:had\s+|has\s+)?"  # what carries one off
# (nor "dead on his feet": worn out)
_EN_NOT_DEAD = r"(?!\s+(?:" + longest_first(EN_NOT_DEAD_AFTER) + r")\b|\s+on\s+\S+\s+feet\b)"
# what "kills" only in a figure ("she was slain by his wit and attractions", "killed by kindness")
EN_CHARMS = frozenset("wit charm charms beauty eyes smile smiles looks attractions kindness glance glances".split())
_EN_NOT_BY_CHARMS = r"(?!\s+by\s+(?:(?:⟨g\d+⟩|the|her|his|their)\s+)?(?:" + longest_first(EN_CHARMS) + r")\b)"
_EN_ATTACK = (r"(?:attacked|assaulted|struck|hit|beat|punched|kicked|slapped|whipped|flogged|thrashed|clubbed|stabbed|"
              r"bit|nipped|knocked down|felled|fired at|shot at|fell upon|(?:ran|rushed|flew|sprang|leapt|leaped|"
              r"lunged|charged)\s+(?:headlong\s+|straight\s+)?at)")
_EN_TRAIT_WORDS = longest_first(EN_TRAITS)
_EN_WAS = r"(?:was|is|(?:had|has)\s+been)"  # what one is, or was till now ("had been an excellent woman")
_DET = r"(?:(?:the|a|an|this|that|its|their)\s+|⟨g\d+⟩\s+)?"
# one, then what they were ("Celia, who was", "Otto is")
_EN_WHO_WAS = r"{C:a},?\s+(?:(?:who|that)\s+)?(?:(?:was|had\s+been|is|were)\s+)?"
_EN_AND_BRED = r"(?:\s+and\s+(?:bred|raised|brought\s+up))?"  # after "born"
_EN_ADV = r"(?:(?!only\b)[a-z]+ly\s+)?"  # "Ada quickly drew ..."; never "not" or "never"
_EN_WILL = r"{C:a}\s*(?:['’]ll|\s+will|\s+shall)\s+" + _EN_ADV  # "I'll", "I will surely"
_EN_PLANT = re.compile(r"\b(wonder|mystery|mysterious|secret|someday|one day|never told|promise|strange|"
                       r"unknown|riddle|hidden|locked)|\?", re.IGNORECASE)
_EN_PAYOFF = re.compile(r"\b(reveal|at last|finally|the truth|so that was|understood now|solved|"
                        r"opened at last|unlocked)", re.IGNORECASE)

en_injury = partial(_injury, EN_PARTS, _EN_SIDES, _EN_SEVERITY)
en_recovery = partial(_recovery, EN_PARTS, _EN_SIDES)


def _not_after(words: Iterable[str]) -> str:
    """Lookbehinds: none of the words (and a space) comes right before."""
    return "".join(rf"(?<!\b{word}\s)" for word in words)


_EN_NOT_THEN = _not_after(sorted(EN_THEN_MARKS))  # right before the subject


def _en(kind: FactKind, pattern: str, predicate: str | None = None, build=None, confidence: float = 0.8,
        value: dict | None = None) -> Rule:
    return Rule(kind, compile_pattern(pattern.replace("ADV", _EN_ADV).replace("DET", _DET).replace("PART", _EN_PART)
                                      .replace("KIN", _EN_KIN_WORDS).replace("NUM", _EN_NUM)
                                      .replace("TRAIT", _EN_TRAIT_WORDS)),
                predicate, build, confidence, value)


# a deed told as done, not threatened, wished for or denied ("will cut", "would have cut", "to cut", "not cut")
_EN_DONE = _not_after("to will would shall should could might must can have not nearly almost".split())
# before a name: it opens its clause, no verb's object ("told Ada what to do with it")
_EN_CLAUSE_SUBJECT = r"(?:(?<![a-z]\s)|(?<=\band\s)|(?<=\bthen\s)|(?<=\bbut\s)|(?<=\bwhen\s)|(?<=\bwhile\s))"
# right before "with": a feeling or a dealing about a thing, not one in hand ("pleased with", "parted with")
_EN_NOT_FEELING = _not_after((
    "parted dispensed pleased displeased angry content satisfied dissatisfied familiar done finished love bored "
    "delighted disappointed acquainted charmed struck taken obsessed fascinated furious annoyed happy unhappy").split())
_EN_SEVERED = r"(?:cut|struck|chopped|hacked|lopped|sliced|hewed|hewn|severed)"  # a head taken off ("cut off")
_EN_PART_HURT = (r"(?P<sev>broken|shattered|crushed|wounded|injured|cut(?:\s+off)?|burned|sprained|bruised|fractured|"
                 r"bandaged|in a sling|ripped|torn|slashed|gashed|pierced|cracked|dislocated|amputated)")
_EN_BLADE_OR_BALL = r"(?:bullet|ball|shot|arrow|knife|blade|sword|spear|tomahawk|dagger|lance|bayonet)"
_EN_PERSON_NOUN = r"(?:man|woman|boy|girl|lad|lass|child|sailor|soldier|gentleman|lady|fellow|creature|widow)"
_EN_THE_DEAD = r"(?:dead|murdered|slain|drowned|late)\s+" + _EN_PERSON_NOUN
# where a state said of someone ends ("Pew's dead, when all's done"): not "Cole's dead wife", "Cole's wounded arm"
_EN_SAID_ALL = r"(?=\s*(?:[,.;:!?'\"”’—-]|$)|\s+(?:now|too|and|already|enough|these|since)\b)"
_EN_HURT = (r"(?P<sev>(?:(?:badly|gravely|mortally|seriously|severely|fatally|grievously|dangerously|slightly|"
            r"lightly)\s+)?(?:wounded|injured)|"
            r"(?:badly|gravely|seriously|severely)\s+hurt)\b")
# what wounds only feelings ("was wounded by her silence", "by his cold reply")
EN_WOUNDING_WORDS = frozenset("word silence remark coldness coolness indifference neglect scorn contempt rejection "
                              "refusal reply answer tone manner laughter mockery insult taunt jibe criticism doubt "
                              "suspicion distrust betrayal behaviour behavior conduct letter note".split())
_EN_WORDS_THAT_WOUND = r"(?:" + longest_first(EN_WOUNDING_WORDS) + r")s?"
_EN_HEDGE = r"(?<!\ba\s)(?:" + "|".join(sorted(HEDGES)) + r")"  # not "a likely lad"
_EN_THINKING = r"(?:thought|wondered|feared|fancied|dreamed|dreamt|imagined|supposed|guessed|mused)"  # to oneself
_EN_TOLD = r"told\s+(?:him|her|them|me|us|⟨c\d+⟩)"  # told someone, what follows being what they were told
# within a sentence, in one voice: no end of a quotation in single marks ("…rather read them, sir,' replied
# Oliver"), nor any double mark
_EN_ONE_VOICE = r"(?:(?!,['’](?:\s|$))[^.;:!?“”\"])"  # one character of it
# believed, which may be wrong (not "knew")
_EN_BELIEVED = (r"(?:thought|thinks?|believed?|believes|supposed?|supposes|fancied|fancies|imagined|imagines|"
                r"thinking|believing|supposing|fancying|imagining|"
                r"concluded|sure|convinced|persuaded|(?:had|have|has|having)\s+no\s+doubt|persuasion|belief|"
                r"conviction|impression)")
_EN_WORSE = r"(?:(?:now|very|so|too|still|fast|dangerously|gravely|seriously|mortally|desperately|quite)\s+)*"
_EN_KIN_MOD = r"(?:(?:own|only|elder|eldest|younger|youngest|older|oldest|little|second|late|dear|beloved)\s+)?"
_EN_RANKS = tuple("doctor captain colonel professor admiral lieutenant sergeant judge squire king queen prince "
                  "princess duke duchess countess baron baroness".split())
_EN_INTO_SERVICE = r"(?:(?:was|had\s+been|remained|stayed)\s+in|entered(?:\s+into)?|went\s+into)\s+"
_EN_SERVICE = r"(?:service|employ|employment|pay)"  # what one is in, of a master ("in the employ of Otto")
# after "grave": no noun it would qualify as an adjective ("over her grave face"), only a word a clause goes on with
_EN_NO_NOUN_AFTER = (r"(?!\s+(?!(?:and|or|but|nor|was|were|is|in|of|at|by|with|for|to|the|a|an|that|which|where|"
                     r"when|as|he|she|they|it|I|we|you|his|her|their|its|my|our|your|had|has|did|so|then|"
                     r"alone|again|once|every|each|all)\b)[a-z]+\b)")
_EN_GRAVES = r"(?:church|churchyard|graveyard|cemetery|vault|tomb|grave|family|crypt|chapel|sea)"
# what a weapon or a tool named in two words may be called by ("the big axe" for a battle-axe; so may the things
# below: "the key" for the silver key)
_EN_ITEM_HEADS = frozenset("axe knife sword dagger pistol revolver gun rifle spear whip lantern lamp club bow shield "
                           "cudgel hammer staff pipe".split())
# things a story may follow from hand to hand under a name of their own ("the silver key"), the handling that
# brings them in, and the words too plain to tell one such thing from another of its kind ("the old sword")
_EN_OWNABLE = ("key sword dagger knife pistol revolver gun rifle musket spear lance axe shield whip lantern lamp "
               "ring necklace locket bracelet brooch amulet talisman pendant medallion crown diadem sceptre scepter "
               "staff wand letter map scroll diary journal manuscript casket purse wallet pouch watch compass mirror "
               "goblet chalice flask vial phial jewel gem pearl diamond ruby emerald sapphire coin cloak "
               "helmet").split()
_EN_HANDLING = ("draw drew drawn draws drawing hold held holds holding take took taken takes taking give gave given "
                "gives giving hand handed hands handing drop dropped drops lose lost loses losing carry carried "
                "carries carrying grasp grasped grasping clutch clutched clutching seize seized seizing pocket "
                "pocketed pick picked picking wield wielded wielding raise raised raising brandish brandished "
                "brandishing unsheathe unsheathed hide hid hidden bury buried find found finds steal stole stolen "
                "snatch snatched throw threw thrown toss tossed produce produced pull pulled fetch fetched lend lent "
                "sell sold buy bought keep kept grab grabbed grip gripped lift lifted swing swung bring brought fling "
                "flung hurl hurled with").split()
_EN_PLAIN = ("little small big large great huge tiny long short old new young same other own whole only very first "
             "second third last next single few several more most such poor good fine dear one two three half "
             "right left usual open following the a an his her my your their its our this that and or of with in "
             "on at to for from by but").split()
# kinds of thing many carry, each their own: no one thing however often named ("the gold watch", `水火棍`)
_EN_KINDS = ("wedding ring", "gold watch", "silver watch", "pocket knife", "pocket-knife", "hunting knife",
             "carving knife", "kitchen knife", "table knife", "pocket pistol")
_EN_HANDLED_ITEM = re.compile(
    r"\b(?i:" + longest_first(_EN_HANDLING) + r")(?:\s+(?:up|out|off|away|over|back|down|forth))?"
    r"(?:\s+(?:him|me|us|them|you|[A-Z][a-z]+))?\s+(?i:the|his|her|my|your|their|its|our|a|an|this|that)\s+"
    r"(?P<item>(?:(?!(?:" + "|".join(_EN_PLAIN) + r")\b)[a-z]+(?:-[a-z]+)?\s+){1,2}(?:" + longest_first(_EN_OWNABLE)
    + r"))\b(?![-’'])" + "".join(f"(?<!{kind})" for kind in _EN_KINDS))
# things in hand or on one, and parts of one: a phrase naming them brings in nobody a pronoun might mean
_EN_THINGS = longest_first(dict.fromkeys([*EN_PARTS, *_EN_ITEM_HEADS, *"fist fists blade weapon hatchet bayonet "
                                          "stick cane rope hat cap coat cloak door lid".split()]))
ENGLISH_RULES = [
    # deaths: the killer's rules come first so their fact (with "by") is the one kept
    _en(K.death, r"{C:a}\s+(?:was|had been)\s+(?:killed|slain|murdered|executed|shot dead|stabbed to death|"
                 r"poisoned|hanged|beheaded)\s+by\s+{C:k}"),
    # not "poisoned Kallen's wine", "killed Otto's dog" (see `rules._owner_only`)
    _en(K.death, r"{C:k}\s+(?:killed|slew|murdered|executed|strangled|beheaded|poisoned|drowned)\s+{C:a}"),
    _en(K.death, r"{C:k}\s+(?:shot|stabbed|struck|cut)\s+{C:a}\s+(?:dead|down dead)"),
    # put to death, finished off, a neck broken
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"(?:put|had\s+put)\s+{C:a}\s+to\s+death\b"),
    _en(K.death, r"{C:a}\s+(?:was|had\s+been)\s+put\s+to\s+death\b"),
    _en(K.death, r"{C:k}\s+(?:finished|had\s+finished)\s+{C:a}\s+off\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"(?:broke|snapped|wrung)\s+{G:a}\s+neck\b"),
    # a blow no one lives through: a head cut off, a throat cut, shot through the heart, brains blown out;
    # not a head merely cut (a scalp wound)
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + _EN_SEVERED + r"\s+off\s+{G:a}\s+head\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + _EN_SEVERED + r"\s+{G:a}\s+head\s+off\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"(?:cut|slit)\s+{G:a}\s+throat\b"),
    _en(K.death, r"{G:a}\s+(?:throat\s+(?:was|had\s+been)\s+(?:cut|slit)|head\s+(?:was|had\s+been)\s+"
                 r"(?:cut|struck|chopped|hacked|lopped|severed)\s+off)\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"(?:shot|stabbed|ran|pierced)\s+{C:a}\s+through\s+the\s+"
                 r"(?:heart|head|brain)\b"),
    _en(K.death, r"{C:a}\s+(?:was|had\s+been)\s+(?:shot|stabbed|run|pierced)\s+through\s+the\s+(?:heart|head|brain)\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"blew\s+{G:a}\s+brains\s+out\b"),
    # ... or one's own: "blew his brains out", "cut her own throat", "shot himself dead", "shot himself." (not "in
    # the foot"), "made away with himself", "put an end to his life"
    _en(K.death, r"{C:a}\s+ADV(?:had\s+)?(?:blew|blown)\s+(?:out\s+)?⟨g\d+⟩\s+(?:own\s+)?brains\b"),
    _en(K.death, r"{C:a}\s+ADV(?:had\s+)?(?:cut|slit)\s+⟨g\d+⟩\s+own\s+throat\b"),
    _en(K.death, r"{C:k}\s+ADV(?:had\s+)?(?:shot|stabbed)\s+{C:a}(?:\s+dead\b|\s+through\s+the\s+(?:heart|head|brain)\b|"
                 r"\s+in\s+the\s+(?:head|heart|temple|mouth)\b)", build=_by_own_hand),
    _en(K.death, r"{C:k}\s+ADV(?:had\s+)?shot\s+{C:a}(?=\s*[.;!])", build=_by_own_hand),
    _en(K.death, r"{C:k}\s+ADV(?:had\s+)?(?:destroyed|made\s+away\s+with|done\s+away\s+with|did\s+away\s+with|"
                 r"laid\s+violent\s+hands\s+(?:up)?on)\s+{C:a}", build=_by_own_hand),
    _en(K.death, r"{C:a}\s+ADV(?:had\s+)?put\s+an\s+end\s+to\s+⟨g\d+⟩\s+(?:own\s+)?(?:life|existence)\b"),
    # a head that flies from the shoulders ("Twala's head seemed to spring from his shoulders"), a body cleft
    # ("cleft the captain from forehead to chin", "clove him to the teeth")
    _en(K.death, r"{G:a}\s+head\s+(?:seemed\s+to\s+|was\s+seen\s+to\s+)?(?:spring|sprang|fly|flew|leap|leapt|leaped|"
                 r"bound|bounded|roll|rolled|tumble|tumbled)\s+(?:clean\s+)?(?:from|off)\s+(?:⟨g\d+⟩|the)\s+"
                 r"(?:shoulders|body|trunk|neck)\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"(?:cleft|clove|cleaved|split)\s+{C:a}\s+(?:from\s+(?:forehead|crown|"
                 r"head|skull|brow|scalp)\s+to\s+(?:chin|jaw|teeth|waist|breast|navel)|to\s+the\s+(?:chin|jaw|teeth|"
                 r"waist|breast|saddle|navel)|in\s+two|asunder)\b"),
    # words that came with one's last breath ("That final word came forth with the minister's expiring breath")
    _en(K.death, r"\b(?:with|in)\s+{G:a}\s+(?:expiring|dying|last|parting)\s+breath\b", build=_named_in_narration),
    # found, drawn or left dead ("They drew him to my very feet--insensible--dead."), not "from the dead"
    _en(K.death, r"\b(?:found|left|drew|dragged|pulled|brought|hauled|fished|carried|picked\s+up)\s+{C:a}\s+"
                 r"(?:[^.;:!?\"“”]{0,30}?(?:--|—|,)\s*)?(?:[a-z]+(?:--|—|,)\s*)?(?<!the\s)dead\b" + _EN_NOT_DEAD),
    _en(K.death, r"{C:a}\s+(?:was|is)\s+no\s+more(?=\s*(?:[,.;:!?'\"”’—-]|$))"),
    # ... or still for good ("the black horse moved no more", "gave a sigh and breathed no more"), not for a
    # while ("moved no more that night")
    _en(K.death, r"{C:a}\s+(?:[^.;:!?\"“”⟨]{0,40}?\s+and\s+)?(?:moved|stirred|breathed)\s+no\s+more"
                 r"(?=\s*(?:[,.;:!?'\"”’—-]|$))"),
    # a death told in passing, in an absolute clause ("her mother being dead, ...", "Otto having died in May"),
    # not one thought of ("the fear of Otto being dead")
    _en(K.death, r"(?<!\bof\s)(?<!\babout\s){C:a}\s+(?:being\s+(?:now\s+|already\s+|long\s+)?dead|having\s+(?:died|"
                 r"perished|been\s+(?:killed|slain|murdered|drowned|executed)))\b" + _EN_NOT_DEAD),
    _en(K.death, r"{C:a}\s+(?:had\s+|has\s+)?(?:died|was killed|was slain|was murdered|was executed|lay dead|"
                 r"was dead(?!\s+to\b)|(?:was\s+)?drowned(?!\s+(?:⟨[cg]\d+⟩|his|her|their|the|him|them|it|an?\b|"
                 r"in\s+(?:⟨g\d+⟩\s+|a\s+)?(?:tears|sorrow|grief|debt|sleep|thought|despair|misery|wine|drink)))|"
                 r"perished|fell dead|was hanged|"
                 r"breathed ⟨g\d+⟩ last|"
                 r"(?:drew|took) ⟨g\d+⟩ last breath|gave up the ghost|passed away|"
                 r"(?:met|found) ⟨g\d+⟩ (?:death|end)|lost ⟨g\d+⟩ life|took ⟨g\d+⟩ own life|"
                 r"fell in (?:battle|action|the battle|the war|the fight)|committed suicide|bled out|"
                 r"was pronounced dead|was declared dead|"
                 r"was (?:torn to pieces|torn limb from limb|carried off by (?:a |the )?(?:fever|plague|"
                 r"consumption|cholera|smallpox|disease|illness|sickness)))\b" + _EN_NOT_DEAD + _EN_NOT_BY_CHARMS),
    # "was shot and killed", "was beaten, robbed and murdered": the last deed of a list, done to the subject
    _en(K.death, r"{C:a}\s+(?:was|were|had\s+been)\s+(?:[a-z]+(?:,\s+|\s+and\s+))+"
                 r"(?:killed|murdered|slain|executed)\b"),
    # said in the present, as speech does: "Pew is dead", "Bill's dead, when all's done", "your uncle, Mr. Eyre
    # of Madeira, is dead" (a place discovery may take for a name) (not "Bill's dead wife", "dead to the world")
    _en(K.death, r"{C:a}(?:\s+is|'s|\s+of\s+(?:⟨[pc]\d+⟩|[A-Z][a-z]+),?\s+is)\s+(?:now\s+|already\s+|stone\s+|"
                 r"quite\s+)?dead" + _EN_SAID_ALL),
    _en(K.death, r"{C:a}\s+(?:in|on|upon|at)\s+(?:the\s+|⟨g\d+⟩\s+)?[a-z]+\s+is\s+"
                 r"(?:now\s+|already\s+|stone\s+|quite\s+)?dead" + _EN_SAID_ALL),  # "the gentleman in bed is dead!"
    _en(K.death, r"{C:a}\s+(?:lay|fell(?:\s+(?:back|forward|headlong))?|dropped|sank|rolled(?:\s+over)?|"
                 r"toppled(?:\s+over)?|pitched(?:\s+forward)?|tumbled)\s+(?:there\s+|still\s+|limp\s+and\s+|"
                 r"cold\s+and\s+){0,3}(?:lifeless|dead|stiff\s+and\s+cold)\b" + _EN_NOT_DEAD),
    _en(K.death, r"{C:a}\s+(?:fell|dropped|sank|rolled\s+over)(?:\s+(?:back|forward|headlong))?,\s+(?:a\s+corpse|"
                 r"(?:shot|stabbed|pierced|run)\s+through\s+the\s+(?:heart|head|brain))\b"),
    # felled by someone's hand or weapon ("fell by Cole's hand", "fell beneath Cole's sword", "fell by the hand
    # of Cole")
    _en(K.death, r"{C:a}\s+fell\s+(?:by|beneath|under|before)\s+{G:k}\s+(?:hand|sword|blade|axe|spear|knife|"
                 r"tomahawk|rifle|bullet|blow|blows|arm)\b"),
    _en(K.death, r"{C:a}\s+fell\s+by\s+the\s+(?:hand|sword)\s+of\s+{C:k}"),
    # a blade or a ball in the heart or the brain ("the bullet pierced Otto's heart", "Cole's tomahawk was
    # buried in Otto's brain"), a stab to the heart
    _en(K.death, r"\b(?:" + _EN_BLADE_OR_BALL + r"|⟨i\d+⟩)\s+"
                 r"(?:had\s+|was\s+)?(?:pierced|entered|passed\s+through|went\s+through|found|buried\s+in|"
                 r"lodged\s+in|crashed\s+into|crashed\s+through)\s+{G:a}\s+(?:heart|brain)\b"),
    _en(K.death, r"{C:k}\s+(?:put|sent|fired|planted)\s+(?:a|another|one|the|⟨g\d+⟩|his|her)\s+(?:bullet|ball|shot)\s+"
                 r"(?:into|through)\s+{G:a}\s+(?:heart|brain|head|skull)\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"stabbed\s+{C:a}\s+to\s+the\s+heart\b"),
    # ... struck so by someone or something sharp, not by a feeling or the news ("Horror smote her to the heart")
    _en(K.death, r"(?:{C:k}|\b(?:" + _EN_BLADE_OR_BALL + r"|⟨i\d+⟩))\s+(?:had\s+|has\s+)?"
                 + _EN_DONE + r"(?:struck|pierced|smote)\s+{C:a}\s+to\s+the\s+heart\b"),
    # lost at sea; one whose widow is spoken of ("Otto's widow", "the relict of Otto"), or named as one's late
    # kin ("Otto's late wife, Ada")
    _en(K.death, r"{C:a}\s+(?:was|had\s+been|were)\s+lost\s+at\s+sea\b"),
    # old and biblical ways of saying it: "departed this life", "went to his eternal rest" (not "to his rest", to
    # bed), "slept with his fathers", "was in his grave" (not "one foot in the grave"), "did not live to see the
    # spring", "was taken from us"
    _en(K.death, r"{C:a}\s+(?:had\s+)?(?:departed\s+this\s+life|(?:went|gone)\s+to\s+(?:his|her|⟨g\d+⟩)\s+"
                 r"(?:(?:eternal|last|final)\s+rest|reward|long\s+home)|"
                 r"slept\s+with\s+(?:his|her|⟨g\d+⟩)\s+fathers)\b"),
    _en(K.death, r"{C:a}\s+(?:was|had\s+(?:long\s+)?been|lay)\s+(?:long\s+)?in\s+(?:his|her|⟨g\d+⟩)\s+grave\b"),
    _en(K.death, r"{C:a}\s+(?:did\s+not|didn['’]t|never)\s+live\s+to\s+see\b"),
    _en(K.death, r"{C:a}\s+(?:was|had\s+been)\s+taken\s+from\s+us\b(?!\s+by\b)"),
    _en(K.death, r"{C:a}['’]s\s+(?:widow|widower|relict)\b"),
    _en(K.death, r"(?:⟨g\d+⟩|⟨c\d+⟩['’]s)\s+late\s+(?:KIN),?\s+{C:a}"),
    _en(K.death, r"\b(?:widow|widower|relict)\s+of\s+(?:the\s+late\s+)?{C:a}"),
    # "fell to his death", "went to her death" ("the late Otto" is not read: a father and a son share a name,
    # and "the late Mr. Darcy" or "the late Edward Troy" would kill the son)
    _en(K.death, r"{C:a}\s+(?:fell|plunged|leapt|leaped|jumped|tumbled|plummeted|went|was\s+sent)\s+to\s+"
                 r"(?:his|her|⟨g\d+⟩)\s+death\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"(?:dispatched|despatched)\s+{C:a}\s+with\s+(?:a|one|his|her|⟨g\d+⟩|"
                 r"the)\s+(?:single\s+)?(?:blow|thrust|stroke|shot|knife|sword|spear|axe|bullet|⟨i\d+⟩)"),
    # life gone from one: "the life went out of Otto", "Otto was no longer alive", "she ain't living", "ceased to live"
    _en(K.death, r"\blife\s+(?:went|ebbed|faded|passed|fled)\s+(?:out\s+)?(?:of|from)\s+{C:a}"),
    # (not one "no longer alive to" a danger, nor "not living there")
    _en(K.death, r"{C:a}(?:\s+(?:was|is)\s+(?:no\s+longer|not)|['’]s\s+(?:no\s+longer|not)|\s+(?:isn|wasn|ain)['’]t)\s+"
                 r"(?:alive|among\s+the\s+living|living(?=\s*[.,;!]))\b(?!\s+to\b)"),
    _en(K.death, r"{C:a}\s+(?:had\s+)?ceased\s+to\s+(?:live|exist)\b"),
    _en(K.death, r"{C:a}\s+never\s+(?:woke|awoke|awakened|woke\s+up|rose|stirred)"
                 r"(?:\s+again\b|(?<=up)(?=\s*[.;!]))"),
    _en(K.death, r"{C:a}\s+(?:fell|sank|dropped|went\s+down)(?:\s+back)?,?\s+never\s+to\s+(?:rise|stir|move|wake)\s+"
                 r"(?:again|more)\b"),
    _en(K.death, r"{G:a}\s+heart\s+(?:had\s+)?(?:stopped\s+beating|ceased\s+to\s+beat|beat\s+no\s+more|gave\s+out)\b"),
    # carried off by an illness: "the fever took Otto", "consumption claimed Ada"
    _en(K.death, _EN_ILLNESS + r"(?:took|taken|carried\s+off|claimed)\s+{C:a}"
                 r"(?!\s+(?:by\s+surprise|unawares|aback|off\s+guard|to|into|back)\b)"),
    _en(K.death, _EN_ILLNESS + r"carried\s+{C:a}\s+off\b"),
    # shot down ("Cole gunned Otto down", "Otto was gunned down"), a death avenged ("avenged Otto's murder")
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"gunned\s+{C:a}\s+down\b"),
    _en(K.death, r"(?:{C:k}\s+)?" + _EN_DONE + r"gunned\s+down\s+{C:a}"),
    _en(K.death, r"{C:a}\s+(?:was|had\s+been)\s+gunned\s+down\b"),
    _en(K.death, r"\bavenge(?:d|s)?\s+{G:a}\s+(?:death|murder|killing)\b"),
    # a death past, dated by or told of ("after Otto's death", "the particulars of Otto's death"), of one named: a
    # "his" may be someone unnamed ("the ring had encircled the man's finger at the time of his death"); not one feared
    _en(K.death, _EN_DEATH_DATED + r"{C:a}['’]s\s+" + _EN_DEATH_TOLD),
    _en(K.death, _EN_DEATH_DATED + r"the\s+" + _EN_DEATH_TOLD + r"\s+of\s+{C:a}(?!['’])"),  # not "of Otto's father"
    # (one who "could not survive the night" is given up for dead, as "would not" is, not yet dead)
    _en(K.death, r"{C:a}\s+(?:did\s+not|didn't|never)\s+(?:survive|outlive|live\s+through)\s+"
                 r"(?:the|that)\s+(?:night|day|week|winter|journey|operation|fall|wound|blow)\b"),
    _en(K.death, r"{C:a}\s+(?:was|had\s+been)\s+(?:burnt|burned)\s+(?:alive|at\s+the\s+stake)\b"),
    # breath ended ("ceased to breathe"), or a last gasp and then stillness ("murmured inarticulately, gave a
    # long gasp or two and was still"; not "was still there", "was still alive")
    _en(K.death, r"{C:a}(?:\s+(?:had|has|is|was)|['’]s)?\s+(?:ceased\s+to\s+breathe|stopped\s+breathing|"
                 r"breathed\s+no\s+more|(?:not|isn['’]t|wasn['’]t)\s+breathing(?=\s*[,.;:!?'\"”’—-]|\s*$))\b"
                 r"(?!\s+for\s+(?:a|an|one)\b)"),  # not held for a moment
    _en(K.death, r"{C:a}\s+(?:[a-z]+ed(?:\s+[a-z]+ly)?,\s+)?(?:(?:gave|heaved|drew)\s+(?:a|one)\s+"
                 r"(?:long\s+|last\s+|deep\s+|faint\s+)?(?:gasp|sigh|shudder|groan)(?:\s+or\s+two)?|gasped|shuddered|"
                 r"quivered)(?:\s+once|\s+again)?\s+and\s+(?:was|lay)\s+still(?=\s*[.;!]|\s*$)"),
    _en(K.death, r"{C:a}\s+(?:was|had\s+been)\s+found\s+(?:lying\s+|stone\s+|quite\s+)?dead\b"),
    # a burial told in the narration: "they buried Otto", "Otto was buried in the churchyard", "Otto's funeral";
    # not one buried alive, under a heap or in work
    _en(K.death, r"\b(?:buried|interred|entombed)\s+{C:a}"
                 r"(?!\s+(?:alive|beneath|under|in\s+(?!the\s+" + _EN_GRAVES + r")))", build=_named_in_narration),
    _en(K.death, r"{C:a}\s+(?:was|were|had\s+been)\s+(?:buried|interred|entombed|laid\s+to\s+rest)"
                 r"(?=\s*[.;]|\s*$|\s+(?:at|beside|near|next\s+to|among|together|with\s+(?:his|her)\s+fathers|"
                 r"in\s+the\s+" + _EN_GRAVES + r"|"
                 r"(?:on|that|the\s+(?:next|following|same))\s+(?:day|morning|afternoon|evening|night|week|Sunday|"
                 r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)|yesterday|today)\b)",
        build=_named_in_narration),
    # ... or carried to the grave ("carrying young Gordon to the churchyard to bury him"; not to the church)
    _en(K.death, r"\b(?:carried|carrying|carry|bore|bearing|borne|took|taking)\s+{C:a}\s+to\s+(?:the|⟨g\d+⟩)\s+"
                 r"(?:churchyard|graveyard|cemetery|grave|tomb|vault)\b", build=_named_in_narration),
    # (not what one does or wears at a funeral: "fetched in his funeral orgies", "her funeral dress")
    _en(K.death, r"{G:a}\s+(?:funeral|burial|coffin|bier)\b(?!\s+(?:sermons?|speech(?:es)?|orations?|orgies|clothes|"
                 r"dress|suit|garb|face|manner|voice|airs?|hymns?|tones?|hats?|gloves|bonnets?)\b)",
        build=_named_in_narration),
    # ... or mourned at the grave ("stood by Otto's grave", "visited Otto's tomb"; not "dug Otto's grave")
    _en(K.death, r"\b(?:by|at|beside|over|on|upon|before|near|visited|visit|visiting)\s+{G:a}\s+"
                 r"(?:grave|tomb|headstone|gravestone|graveside)\b" + _EN_NO_NOUN_AFTER, build=_named_in_narration),
    # a body in the narration: "Otto's corpse", "Kallen's body was found" (not "Kallen's body ached"), or,
    # less surely, one knelt or sat beside ("sitting beside the body of Troy"; not "a blow to the body of Troy")
    _en(K.death, r"{G:a}\s+(?:corpse|dead\s+body|lifeless\s+(?:body|form)|remains)\b", build=_named_in_narration),
    _en(K.death, r"\bthe\s+(?:corpse|dead\s+body|lifeless\s+(?:body|form))\s+of\s+{C:a}", build=_named_in_narration),
    _en(K.death, r"\b(?:by|beside|over|across|near)\s+the\s+body\s+of\s+{C:a}", build=_named_in_narration,
        confidence=0.5),
    # the dead named beside what they are: "the dead man, O'Brien," or "Otto, the murdered man" (not "the dead
    # man, Ada said")
    _en(K.death, r"\bthe\s+" + _EN_THE_DEAD + r",?\s+{C:a}(?=\s*(?:[,.;:!?—-]|$))", build=_named_in_narration),
    _en(K.death, r"{C:a},\s+the\s+" + _EN_THE_DEAD + r"\b", build=_named_in_narration),
    _en(K.death, r"{G:a}\s+body\s+(?:was|had\s+been)\s+(?:found|discovered|recovered|identified|buried|laid\s+out|"
                 r"pulled\s+from|dragged\s+from|fished\s+out)", build=_named_in_narration),
    # ... or found where it lay ("found Cole's body in the river"; not "found his body pressed against hers")
    _en(K.death, r"\b(?:found|discovered|recovered|identified|buried|fished\s+out|pulled\s+out)\s+{G:a}\s+body"
                 r"(?=\s*(?:[,.;!?]|$)|\s+(?:in|on|at|under|beneath|near|by|lying|floating|among|inside|behind)\b)",
        build=_named_in_narration),
    # injuries
    # (not a part of many with "was": "the throb in his ears was pierced"; but "the bones of her hand were
    # shattered")
    _en(K.injury, r"{G:a}\s+PART\s+(?:(?<!s\s)was|were|had been)\s+" + _EN_PART_HURT,
        build=partial(en_injury, "moderate")),
    # ... but one of them was ("one of his legs was broken")
    _en(K.injury, r"\b(?:one|either)\s+of\s+{G:a}\s+PART\s+(?:was|had\s+been)\s+" + _EN_PART_HURT,
        build=partial(en_injury, "moderate")),
    _en(K.injury, r"{C:a}\s+(?P<sev>broke|fractured|injured|hurt|sprained|cut|burned|wounded|bruised|shattered)\s+"
                  r"⟨g\d+⟩\s+PART", build=partial(en_injury, "moderate")),
    # a joint one twists is one's own ("twisted his ankle"; "twisted his wrist" may be an attack on another)
    _en(K.injury, r"{C:a}\s+(?:twisted|wrenched)\s+⟨g\d+⟩\s+(?:(?P<side>left|right)\s+)?(?P<part>ankle|knee)\b",
        build=partial(en_injury, "minor")),
    _en(K.injury, r"{C:a}\s+was\s+(?P<sev>(?:[a-z]+ly\s+)?(?:wounded|injured|hurt|stabbed|shot|cut|burned))\s+"
                  r"in\s+the\s+PART", build=partial(en_injury, "moderate")),
    # not a wounded feeling: "he was injured innocence itself", "was wounded by her silence"
    _en(K.injury, r"{C:a}\s+(?:was|is|had\s+been|lay|lies|fell|sank|dropped|staggered)\s+" + _EN_HURT
                  + r"(?!\s+(?:in|innocence|vanity|pride|dignity|feelings?|self-\w+|affection|majesty|air|tone|"
                    r"look)\b|\s+by\s+(?:\S+\s+){0,2}?" + _EN_WORDS_THAT_WOUND + r"\b)",
        build=partial(en_injury, "moderate")),
    # falling at a shot: "a pistol cracked in the bush, and poor Tom stumbled and fell"; not fell silent or asleep
    _en(K.injury, r"\b(?:(?:pistol|gun|musket|rifle|carbine|revolver|shot)s?\s+(?:cracked|rang\s+out|went\s+off|barked|"
                  r"sounded)|fired)\b[^⟨.;:!?]{0,80}?\band\s+(?:poor\s+)?{C:a}\s+(?:(?:stumbled|staggered|reeled|"
                  r"spun\s+round)\s+and\s+)?(?:fell|dropped(?=\s*[,.;!]|\s+(?:like|to\s+the))|went\s+down|"
                  r"pitched\s+forward)\b"
                  r"(?!\s+(?:silent|asleep|in\s+love|to\s+(?!the\s+(?:ground|floor|earth|deck))|into\b|"
                  r"(?:up)?on\s+⟨g\d+⟩\s+knees))",
        value={"severity": "moderate"}),
    # lying in one's blood: "found him lying on the floor in a glittering pool of blood"
    _en(K.injury, r"{C:a}\s+(?:lay|lies|lying|was\s+lying|fell|sank)\b(?:[^⟨.;:!?]|⟨g\d+⟩){0,40}?\s(?:in|into)\s+"
                  r"(?:a|an|⟨g\d+⟩)\s+(?:[a-z]+\s+){0,2}?pool\s+of\s+(?:⟨g\d+⟩\s+own\s+)?blood\b",
        value={"severity": "severe"}),
    # bleeding shows a wound: "Cole's nose was bleeding", "Cole was bleeding from a cut on his forehead"
    _en(K.injury, r"{G:a}\s+PART\s+(?:was|were|had\s+been)\s+bleeding\b", build=partial(en_injury, "minor")),
    _en(K.injury, r"{C:a}\s+(?:was\s+|had\s+been\s+)?(?:bleeding|bled)\s+(?:freely\s+|badly\s+|profusely\s+)?from\s+"
                  r"(?:an?\s+(?:[a-z]+\s+)?(?P<sev>cut|wound|gash|scratch)\s+(?:on|in|across)\s+)?"
                  r"(?:⟨g\d+⟩|the)\s+PART",
        build=partial(en_injury, "minor")),
    _en(K.injury, r"{C:a}'s\s+" + _EN_HURT + _EN_SAID_ALL, build=partial(en_injury, "moderate")),
    # "hurt" said in the present, as speech tells news: "Cole is hurt!", "He's hurt, I tell you"; a plain "was hurt"
    # is as often feelings, and one hurt "that" or "by" something, or "if" hurt, is
    _en(K.injury, r"(?<!\bif\s)(?<!\bwhether\s){C:a}(?:\s+is|'s)\s+(?P<sev>(?:badly\s+|sorely\s+)?hurt)"
                  r"(?=\s*[,.;!?—]|\s+too\b)", build=partial(en_injury, "minor")),
    # a part lost for good ("had lost his right eye", "lost two fingers"); not "an eye for detail", nor a hand at
    # cards
    _en(K.injury, r"{C:a}\s+(?:had\s+|has\s+)?lost\s+(?!an?\s+hand\b)"
                  r"(?:⟨g\d+⟩|an?|one|(?:both|two|three)(?:\s+⟨g\d+⟩)?)\s+(?:(?P<side>left|right)\s+)?"
                  r"(?P<part>eye|hands?|arms?|legs?|foot|feet|ears?|thumb|fingers?)\b(?!\s+for\b)",
        build=partial(en_injury, "severe")),
    # a shot put into a part ("Cole put a bullet in Otto's leg"), taken in one, a black eye, knocked senseless
    _en(K.injury, r"{C:k}\s+(?:put|sent|fired|planted|lodged)\s+(?:a|another|one|the|⟨g\d+⟩|his|her)\s+(?:bullet|ball|"
                  r"shot|arrow|bolt)\s+(?:in|into|through)\s+{G:a}\s+PART", build=partial(en_injury, "severe")),
    _en(K.injury, r"{C:a}\s+(?P<sev>took|received|caught|got)\s+(?:a|an|the)\s+(?:bullet|ball|arrow|shot|bolt|blade|"
                  r"thrust|knife|dagger|sword|spear|stab)\s+(?:in|through|to|into)\s+(?:⟨g\d+⟩|the)\s+PART",
        build=partial(en_injury, "severe")),
    _en(K.injury, r"{C:a}\s+(?:had|has|got|with)\s+a\s+black\s+(?P<part>eye)\b", build=partial(en_injury, "minor")),
    _en(K.injury, r"(?:{C:k}\s+)?" + _EN_DONE + r"knocked\s+{C:a}\s+(?:senseless|unconscious|insensible)\b",
        build=partial(en_injury, "moderate")),
    _en(K.injury, r"{C:a}\s+(?:was|had\s+been)\s+(?:knocked|beaten|struck)\s+(?:senseless|unconscious|insensible)\b",
        build=partial(en_injury, "moderate")),
    # "Cole drove his sword through Kallen's heart"
    _en(K.injury, r"{C:k}\s+(?:drove|thrust|plunged|ran|sank|buried)\s+(?:⟨g\d+⟩|the|a)\s+(?:sword|blade|dagger|knife|"
                  r"spear|lance|rapier|bayonet|arrow|stake)\s+(?:deep\s+|to\s+the\s+hilt\s+)?(?:into|through|in)\s+"
                  r"{G:a}\s+(?:(?P<side>left|right)\s+)?(?P<part>heart|belly|stomach|chest|side|back|throat|neck|"
                  r"shoulder|breast|thigh|arm|leg)\b", build=partial(en_injury, "severe")),
    # ... or run through, where the text names no part ("ran Otto through", "ran his sword through Otto")
    _en(K.injury, r"(?:{C:k}\s+)?" + _EN_DONE + r"ran\s+{C:a}\s+through(?!\s+the\s+(?:heart|head|brain|body))\b",
        value={"severity": "severe"}),
    _en(K.injury, r"{C:k}\s+(?:drove|thrust|plunged|ran)\s+(?:⟨g\d+⟩|the|a)\s+(?:sword|blade|dagger|knife|spear|lance|"
                  r"rapier|bayonet)\s+(?:deep\s+|to\s+the\s+hilt\s+)?(?:into|through)\s+{C:a}(?!['’])",
        value={"severity": "severe"}),
    _en(K.injury, r"{G:a}\s+PART\s+(?:was|were)\s+covered\s+(?:in|with)\s+(?:bruises|cuts|wounds|scratches)\b",
        build=partial(en_injury, "minor")),
    _en(K.injury, r"{C:a}\s+(?:coughed|spat|vomited|spit)\s+(?:up\s+)?(?:a\s+little\s+|some\s+)?blood\b",
        value={"severity": "moderate"}),
    # blood running from one ("the blood was spurting through his fingers", "blood streaming down her face")
    _en(K.injury, r"\bblood\s+(?:was\s+|still\s+)*(?:spurting|gushing|gushed|streaming|streamed|pouring|poured|welling|"
                  r"welled|spurted|oozing|oozed|trickling|trickled|seeping|seeped|dripping|dripped)\s+(?:out\s+)?"
                  r"(?:from|down|over|through|between)\s+"
                  r"{G:a}\s+(?:fingers|lips|mouth|nose|PART)", build=partial(en_injury, "moderate")),
    # a blow landed on a part ("was hit in the shoulder"), a limb hanging useless, lamed, much blood lost
    _en(K.injury, r"{C:a}\s+(?:was|had\s+been)\s+(?:hit|struck)\s+(?:in|on)\s+(?:the|⟨g\d+⟩)\s+PART",
        build=partial(en_injury, "moderate")),
    _en(K.injury, r"{G:a}\s+PART\s+(?:hung|dangled)\s+(?:useless|helpless|broken)\b",  # not "limp" (at rest)
        build=partial(en_injury, "moderate")),
    _en(K.injury, r"{C:a}\s+(?:was|had\s+been)\s+(?:lamed|crippled|maimed|disabled)\b", value={"severity": "severe"}),
    # a limp, a bandaged head, bruises all over, a blinding for good (not "blinded by the sun" or "by tears")
    # (a wound it is on or comes with is read by itself: "limped on his wounded leg", "limped in with a bandaged arm")
    _en(K.injury, r"{C:a}\s+(?:limped|hobbled|(?:was|had\s+been|went)\s+lame|walked\s+with\s+a\s+limp)\b"
                  r"(?![^.;:!?]*?\b(?:on|with)\s+(?:⟨g\d+⟩|(?:his|her|a|an|the)\b))",
        value={"severity": "minor", "part": "leg"}),
    _en(K.injury, r"{C:a}\s+(?:had|wore|with)\s+(?:a|the)\s+bandage\s+(?:round|around|on|over|about)\s+"
                  r"(?:⟨g\d+⟩|his|her|the)\s+PART", build=partial(en_injury, "moderate")),
    _en(K.injury, r"{C:a}\s+(?:was|were)\s+(?:all\s+)?covered\s+(?:in|with)\s+(?:bruises|cuts|wounds|welts)\b",
        value={"severity": "minor"}),
    _en(K.injury, r"{C:a}\s+(?:was|had\s+been)\s+blinded(?=\s*[.,;!]|\s+for\s+life|\s+in\s+(?:one|both)\s+eyes?)",
        value={"severity": "severe", "part": "eye"}),
    # ... or blind or deaf, said outright (not "blind to her faults", "blind with rage", "deaf to reason")
    *(_en(K.injury, r"{C:a}\s+(?:was|had\s+been|is|went)\s+(?:quite\s+|totally\s+|completely\s+|stone[-\s])?" + word
          + r"(?=\s*[.,;!]|\s+(?:from|since)\s+(?:birth|childhood)"
          + r"|\s+in\s+(?:one|both|(?:the|his|her|⟨g\d+⟩)\s+(?:left|right))\s+" + part + r"s?\b)",
          value={"severity": "severe", "part": part})
      for word, part in (("blind", "eye"), ("deaf", "ear"))),
    _en(K.injury, r"{C:a}\s+(?:had\s+)?lost\s+(?:a\s+great\s+deal\s+of|so\s+much|too\s+much|a\s+lot\s+of|much)\s+"
                  r"blood\b",
        value={"severity": "severe"}),
    # a limb in a cast, on crutches, in a coma
    _en(K.injury, r"{G:a}\s+PART\s+(?:was|were)\s+(?:still\s+)?in\s+(?:a\s+)?(?:cast|plaster|splint|splints)\b",
        build=partial(en_injury, "moderate")),
    _en(K.injury, r"{C:a}\s+(?:was|is|had\s+been)\s+(?:still\s+)?on\s+crutches\b",
        value={"severity": "moderate", "part": "leg"}),
    _en(K.injury, r"{C:a}\s+(?:was|lay|remained|fell|slipped|had\s+been)\s+(?:still\s+)?(?:in|into)\s+a\s+"
                  r"(?:deep\s+)?coma\b", value={"severity": "severe"}),
    # a limb in a sling, a part swollen or bruised, bleeding hard, faint from loss of blood, bitten by a beast
    # ... one came in with ("Otto came in with his arm in a sling")
    _en(K.injury, r"{C:a}(?:\s+(?:came|walked|went|sat|stood|limped|appeared|rode)(?:\s+(?:in|out|up|down|back))?)?"
                  r"\s+(?:had|with|carried)\s+(?:⟨g\d+⟩|the|an?)\s+(?:(?P<side>left|right)\s+)?(?P<part>arm|hand|"
                  r"wrist|shoulder)\s+in\s+a\s+sling\b", build=partial(en_injury, "moderate")),
    _en(K.injury, r"{G:a}\s+PART\s+(?:was|were)\s+(?:(?:badly|much|all|very|terribly)\s+)?(?:(?:swollen|bruised|"
                  r"grazed|scratched)(?:\s+and\s+)?)+(?=[\s.,;!])(?!\s+(?:with|from)\s+(?:weeping|tears|crying|sleep))",
        build=partial(en_injury, "minor")),
    _en(K.injury, r"{C:a}\s+(?:was|lay|were)\s+(?:still\s+)?bleeding\s+(?:heavily|profusely|badly|freely|fast|"
                  r"copiously|terribly|dreadfully)\b", value={"severity": "moderate"}),
    _en(K.injury, r"{C:a}\s+(?:had\s+)?(?:fainted|swooned|grew\s+faint|was\s+faint|was\s+weak)\s+(?:from|with|"
                  r"through)\s+(?:the\s+)?loss\s+of\s+blood\b", value={"severity": "severe"}),
    _en(K.injury, r"{C:a}\s+(?:was|had\s+been)\s+(?:badly\s+|severely\s+)?(?:bitten|mauled|gored|savaged)\s+by\s+"
                  r"(?:a|an|the|⟨g\d+⟩)\s+(?:\w+\s+)?(?:dog|hound|wolf|bear|snake|serpent|adder|viper|lion|tiger|"
                  r"leopard|boar|bull|horse|shark|rat|beast|creature|animal)\b", value={"severity": "moderate"}),
    # recovery
    _en(K.recovery, r"{G:a}\s+PART\s+(?:had\s+)?(?:healed|mended|recovered)", build=en_recovery),
    # well again, up and about again
    _en(K.recovery, r"{C:a}\s+(?:(?:was|had\s+been|got|grew|became)\s+(?:quite\s+|perfectly\s+|entirely\s+)?"
                    r"well\s+again|(?:got|grew)\s+well|"
                    r"was\s+(?:up\s+and\s+about|on\s+(?:⟨g\d+⟩|his|her)\s+feet)\s+again)\b"),
    _en(K.recovery, r"{C:a}\s+(?:had\s+)?(?:recovered|healed)\b(?!\s+(?:the\b|⟨|(?:him|her)self\b|"
                    r"from\s+(?:\S+\s+){0,2}?(?:" + "|".join(sorted(EN_PASSING_STATES)) + r")\b))"),
    # senses or sight regained, out of danger, walking or seeing again
    _en(K.recovery, r"{C:a}\s+(?:(?:had|has)\s+)?(?:regained|recovered)\s+(?:(?:⟨g\d+⟩|his|her)\s+)?"
                    r"(?:consciousness|senses|strength|health)\b"),
    _en(K.recovery, r"{C:a}\s+(?:came\s+to|came\s+round|came\s+around)(?=\s*[.,;!]|$)"),
    _en(K.recovery, r"{C:a}\s+(?:was|is)\s+(?:now\s+)?out\s+of\s+danger\b"),
    *(_en(K.recovery, pattern, value={"part": part}) for pattern, part in (
        (r"{C:a}\s+(?:could|can)\s+(?:walk|stand)\s+again\b", "leg"), (r"{C:a}\s+(?:could|can)\s+see\s+again\b", "eye"),
        (r"{G:a}\s+sight\s+(?:had\s+)?(?:returned|come\s+back|came\s+back|was\s+restored)", "eye"))),
    # possession
    _en(K.possession, r"{C:a}\s+ADV(?:took|picked up|found|grabbed|received|bought|stole|seized|pocketed|retrieved|"
                      r"recovered|snatched|won|inherited|claimed|reclaimed|accepted)\s+DET{I:i}", "acquires"),
    _en(K.possession, r"{C:a}\s+ADV(?:drew|raised|swung|brandished|wielded|used|lifted|held up|pointed|fired|carried|held|"
                      r"wore|rode|waved|clutched|gripped|opened|unwrapped|pulled(?:\s+out)?|produced|took\s+out|"
                      r"whipped\s+out|unsheathed)\s+DET{I:i}(?!" + _EN_TAKEN_FROM + ")", "uses"),
    # ... drawn from someone else, or a dead man ("drew the dog-whip swiftly from the dead man's lap"): taken
    _en(K.possession, r"{C:a}\s+ADV(?:drew|pulled|plucked|wrenched|tore|took)(?:\s+out)?\s+DET{I:i}" + _EN_TAKEN_FROM,
        "acquires"),
    _en(K.possession, r"⟨c\d+⟩\s+ADV(?:drew|pulled|plucked|wrenched|tore|took|snatched)(?:\s+out)?\s+DET{I:i}"
                      r"\s+(?:[a-z]+ly\s+)?(?:out\s+of|from|off)\s+{C:a}['’]s\s", "loses"),
    _en(K.possession, r"{C:a},\s+(?:swinging|brandishing|waving|wielding|clutching|gripping|carrying|holding|raising)"
                      r"\s+DET{I:i}", "uses"),
    _en(K.possession, r"{C:a}\s+ADV(?:unlocked|opened|cut|struck|lit)\b[^⟨.]{0,40}\bwith\s+DET{I:i}", "uses"),
    # ... or anything done with it, one's own or with nobody's named: "prized off the lid with his great Kukri knife"
    # (not "pleased with the lamp")
    _en(K.possession, _EN_CLAUSE_SUBJECT + r"{C:a}[\s,][^⟨.;:!?]{0,60}?\s" + _EN_NOT_FEELING + r"with\s+"
                      r"(?:(?:(?P<w>⟨g\d+⟩)|the|a|an)\s+(?:[a-z]+\s+){0,2}?)?{I:i}", "uses", build=_own_thing),
    _en(K.possession, r"{C:a}\s+ADV(?:lost|dropped|misplaced|mislaid|left behind|forgot|"
                      r"no\s+longer\s+(?:had|has|possessed|owned|carried))\s+DET{I:i}", "loses"),
    # one's thing gone, or lying where it fell ("Otto's key was gone", "Sir Henry's shield lying on the ground")
    _en(K.possession, r"{C:a}(?:'s|’s)\s+(?:[a-z]+\s+){0,2}?{I:i}\s+(?:was|had\s+been)\s+"
                      r"(?:gone|lost|missing|stolen)\b", "loses"),
    _en(K.possession, r"{C:a}\s+ADV(?:found|discovered|saw|noticed|realized|realised)\s+(?:that\s+)?DET{I:i}\s+"
                      r"(?:was|had\s+been)\s+(?:gone|lost|missing|stolen)\b", "loses"),  # "found the key was gone"
    _en(K.possession, r"{C:a}(?:'s|’s)\s+(?:[a-z]+\s+){0,2}?{I:i}\s+(?:lay|lying|lies)\s+(?:on|upon)\s+the\s+"
                      r"(?:ground|floor|grass|sand|deck|turf)\b", "loses"),
    # robbed of a thing: the robber has it ("Cole relieved Otto of the key"), the robbed does not
    _en(K.possession, r"(?:robbed|relieved|deprived|stripped|divested)\s+{C:a}\s+of\s+DET{I:i}", "loses"),
    _en(K.possession, r"{C:a}\s+(?:was|had\s+been)\s+(?:robbed|relieved|deprived|stripped|divested)\s+of\s+DET{I:i}",
        "loses"),
    _en(K.possession, r"{C:a}\s+ADV(?:robbed|relieved)\s+⟨c\d+⟩\s+of\s+DET{I:i}", "acquires"),
    _en(K.possession, r"{C:a}\s+ADV(?:got|won|had|took)\s+DET{I:i}\s+back\b", "acquires"),
    # "Otto, rifle in hand, advanced"
    _en(K.possession, r"{C:a},\s+(?:(?:⟨g\d+⟩|the)\s+)?{I:i}\s+in\s+(?:(?:⟨g\d+⟩|one)\s+)?hands?\b", "uses"),
    _en(K.possession, r"{I:i}\s+(?:was|had\s+been)\s+(?:stolen|taken|snatched|wrested|seized|stripped)\s+from\s+{C:a}",
        "loses"),
    _en(K.possession, r"{C:a}\s+ADV(?:gave|handed|passed|entrusted|lent|returned|sold|tossed|threw)\s+DET{I:i}\s+"
                      r"(?:back\s+)?to\s+{C:r}", "gives"),
    _en(K.possession, r"{C:a}\s+ADV(?:gave|handed|passed|lent|sold|tossed|threw)\s+{C:r}\s+DET{I:i}", "gives"),
    _en(K.possession, r"{C:a}\s+ADV(?:presented|provided|furnished|supplied|entrusted)\s+{C:r}\s+with\s+DET{I:i}",
        "gives"),  # "presented Ada with the key"
    _en(K.possession, r"{C:a}\s+ADV(?:destroyed|smashed|shattered|broke|burned|melted)\s+DET{I:i}", "destroyed"),
    _en(K.possession, r"{I:i}\s+(?:was|had been)\s+(?:destroyed|shattered|smashed|melted|burned|broken)", "destroyed"),
    # actions that need a limb, for injuries a draft forgets
    _en(K.presence, r"{C:a}\s+(?:raised|lifted|swung|waved|stretched|flexed|clenched|shook|stamped|thrust|"
                    r"held out|put out)\s+⟨g\d+⟩\s+PART", "acts", build=partial(_limb, EN_PARTS, _EN_SIDES, None)),
    _en(K.presence, r"{C:a}\s+[a-z]+\b[^⟨.;!?]{0,40}?\s(?:with|using|in)\s+⟨g\d+⟩\s+PART", "acts",
        build=partial(_limb, EN_PARTS, _EN_SIDES, None)),
    # (not talk running on: "he ran on again, aloud", "ran on in this strain")
    _en(K.presence, r"{C:a}\s+(?:ran(?!\s+on\b,?\s+(?:again|aloud|in\s+(?:this|that|the\s+same)\s+"
                    r"(?:strain|way|manner)))|sprinted|raced|leapt|leaped|jumped|kicked|danced|dashed|bounded|"
                    r"climbed)\b",
        "acts", build=partial(_limb, EN_PARTS, _EN_SIDES, "leg")),
    _en(K.presence, r"{C:a}\s+(?:rowed|swam|clapped|climbed)\b", "acts",
        build=partial(_limb, EN_PARTS, _EN_SIDES, "arm")),
    # locations
    _en(K.location, r"{C:a}\s+(?:went|walked|rode|ran|sailed|returned|came|hurried|fled|travell?ed|moved|drove|"
                    r"climbed|headed|crossed|stepped|slipped|rowed|had\s+to\s+(?:go|come|return|move)|"
                    # ... or was taken there ("was sent up by coach to London")
                    r"was\s+(?:sent|taken|carried|brought|conveyed|driven))\s+"
                    r"(?:back\s+|up\s+|down\s+|out\s+|home\s+|away\s+|off\s+)?"
                    r"(?:by\s+(?:the\s+)?(?:coach|train|boat|ship|sea|rail|carriage|cart|post|steamer)\s+)?"
                    r"(?:from\s+(?:⟨p\d+⟩|(?:the\s+)?\w+(?:\s+\w+){0,2}?)\s+)?"  # "moved away from Bolingbroke to"
                    r"(?:to|into|toward|towards|inside|over to)\s+" + _EN_PLACE_IN + r"DET{P:p}", "at", value=MOVED),
    # set out for a place ("started for the Temple", "left … by the 5:15 train from Charing Cross for the Continent")
    _en(K.location, r"{C:a}\s+(?:started|set\s+(?:out|off)|left|departed|sailed|embarked)\s+"
                    r"(?:[^.;:!?⟨“”\"]|⟨[cgp]\d+⟩){0,80}?\bfor\s+DET{P:p}", "at", value=MOVED),  # "with her husband"
    _en(K.location, r"{C:a}\s+(?:arrived at|arrived in|reached|entered|came to|got to)\s+" + _EN_PLACE_IN
                    + r"DET{P:p}", "at", value=MOVED),
    _en(K.location, r"{C:a}\s+(?:spent|passed)\s+(?:the|a|that|two|three|several|many|some)?\s*(?:night|nights|day|"
                    r"days|week|weeks|evening|morning|winter|summer|months?|years?)\s+(?:at|in)\s+DET{P:p}", "at"),
    # "At the inn(,) Otto ate his supper", "Back in London, Otto called Ada"
    _en(K.location, r"^\W*(?:At|In|Inside|(?:Back|Once|Now|Safely|Home)\s+(?:at|in|inside))\s+DET{P:p},?\s+"
                    r"{C:a}(?!['’])", "at"),
    # a way made, found or fought to a place ("made his way back to the inn")
    _en(K.location, r"{C:a}\s+(?:made|found|fought|forced|pushed|picked|wound|worked|groped|felt|threaded)\s+"
                    r"(?:his|her|⟨g\d+⟩)\s+way\s+(?:back\s+|up\s+|down\s+|over\s+)?(?:to|into|inside)\s+DET{P:p}", "at",
        value=MOVED),
    _en(K.location, r"{C:a}\s+(?:had\s+)?made\s+it\s+(?:back\s+)?(?:to|into)\s+DET{P:p}", "at", value=MOVED),
    # ... or gone there to live ("had come to live at Tipton Grange")
    _en(K.location, r"{C:a}\s+(?:(?:had\s+|has\s+)?(?:come|came|gone|went|moved)\s+to\s+live|was|stood|sat|waited|"
                    r"stayed|remained|lived|slept|hid|lay)\s+(?:still\s+|alone\s+)?(?:in|at|inside|on)\s+"
                    + _EN_PLACE_IN + r"DET{P:p}", "at"),
    # ... or the place one lived in, told after it ("round Soho, where he lived")
    _en(K.location, r"{P:p},?\s+where\s+{C:a}\s+(?:had\s+)?(?:lived|dwelt|resided|lodged|was\s+living)\b", "at"),
    # ... or come on a visit ("came to pay a few days' visit at Paleham")
    _en(K.location, r"{C:a}\s+(?:came\s+to\s+pay|paid|was\s+paying|made)\s+(?:a|an|his|her|⟨g\d+⟩)?\s*"
                    r"(?:[\w'’-]+\s+){0,3}?visit\s+(?:at|to|in)\s+DET{P:p}", "at", value=MOVED),
    # where one comes from, born, bred or a native ("I was born in Bolingbroke", "grew up in York", "a native of
    # Paris"): an origin, not where one is now
    _en(K.location, _EN_WHO_WAS + r"born" + _EN_AND_BRED + r"(?:\s+in\s+(?:the\s+year\s+)?\d{4},)?\s+(?:in|at)\s+"
                    + _EN_PLACE_IN + r"DET{P:p}", ORIGIN, value=BORN),  # "in the year 1632, in the city of York"
    _en(K.location, r"^\W*Born" + _EN_AND_BRED + r"\s+(?:in|at)\s+" + _EN_PLACE_IN
                    + r"DET{P:p},\s+{C:a}", ORIGIN, value=BORN),  # "Born in Paris, Ada …"
    _en(K.location, _EN_WHO_WAS + r"(?:bred|raised|reared|brought\s+up)\s+(?:in|at)\s+" + _EN_PLACE_IN + r"DET{P:p}",
        ORIGIN, value=RAISED),
    _en(K.location, r"{C:a}\s+grew\s+up\s+(?:in|at)\s+" + _EN_PLACE_IN + r"DET{P:p}", ORIGIN, value=RAISED),
    _en(K.location, _EN_WHO_WAS + r"(?:a\s+)?natives?\s+of\s+DET{P:p}", ORIGIN),
    _en(K.location, r"(?<!\bfar\s){C:a}\s+(?:was\s+(?:originally\s+)?from|came\s+originally\s+from|hailed\s+from)\s+"
                    r"DET{P:p}", ORIGIN),  # (not a distance: "how far Otto was from the inn")
    # kinship and social relations
    # (not one of a list, "Mr. Weston, his son, Emma, and Harriet remained": his son, whoever he is, and Mr. Weston)
    _en(K.relation, r"{C:a},\s+{G:b}\s+" + _EN_KIN_MOD + r"(?P<rel>KIN)\b(?!,\s+⟨c\d+⟩(?:,|\s+and\b))",
        build=partial(_kin_beside, EN_KIN)),
    # "Otto and his son Kallen": the kin of the one just named, in speech too, where "his" is left unread
    _en(K.relation, r"{C:b}\s+and\s+(?:his|her|(?P<g>⟨g\d+⟩))\s+" + _EN_KIN_MOD + r"(?P<rel>KIN)\s+{C:a}",
        build=_named_ones_kin),
    # "her sister Jane", "my sister, Mrs. Joe, was"; not "after the talk with her mother, Meg resolved", nor one
    # called by name before a pronoun takes up the subject again ("My father, Pip, he were given to drink"), nor
    # one of a list ("Mr. Weston, his son, Emma, and Harriet")
    _en(K.relation, r"(?<!⟩,\s){G:b}\s+" + _EN_KIN_MOD + r"(?P<rel>KIN)"
                    r"(?:,(?=\s+⟨c\d+⟩(?:\s*[,.;:!?\"”—-]|\s+and\b|$)))?\s+{C:a}(?!,\s+(?:he|she|they)\b)",
        build=partial(_kin_named, EN_KIN)),
    _en(K.relation, r"{C:a}\s+(?:was|is|had been)\s+{G:b}\s+" + _EN_KIN_MOD + r"(?P<rel>KIN)\b",
        build=partial(_kin, EN_KIN)),
    _en(K.relation, r"(?:{G:b}|(?P<her>⟨c\d+⟩))\s+{C:a}(?:['’]s\b)?", build=_titled_kin),
    _en(K.relation, r"{G:b}\s+man\s+{C:a}(?!['’])", "serves", build=partial(_his_man, ("his", "my"))),
    _en(K.relation, r"{C:a},?\s+{G:b}\s+man\b(?!['’])", "serves", build=partial(_his_man, ("his",))),
    # ... said the other way round ("Otto's father was Cole", "my mother's name was Bertha"; not "was Cole's
    # friend")
    _en(K.relation, r"{G:b}\s+" + _EN_KIN_MOD + r"(?P<rel>KIN)(?:['’]s\s+(?:(?:Christian|first|given|maiden)\s+)?name)?"
                    r"\s+(?:was|is|had been)\s+{C:a}(?!['’])",
        build=partial(_kin, EN_KIN)),
    # ... and of someone: "Cole, the only son of Otto,", "Kallen was the wife of Otto", "the wife of Otto, Kallen"
    _en(K.relation, r"{C:a}(?:,|\s+(?:was|is|had been))\s+(?:the|a|an)\s+" + _EN_KIN_MOD + r"(?P<rel>KIN)\s+of\s+{C:b}",
        build=partial(_kin, EN_KIN)),
    _en(K.relation, r"\bthe\s+" + _EN_KIN_MOD + r"(?P<rel>KIN)\s+of\s+{C:b},\s+{C:a}", build=partial(_kin, EN_KIN)),
    _en(K.relation, r"{C:a}\s+(?:married|wed)\s+{C:b}", "spouse_of"),
    # a marriage stated: "Ada was married to (my sister, / that nice young man,) Cole", "Ada and Cole had been
    # married"; not "married men"
    _en(K.relation, r"{C:a}\s+(?:was|is|had\s+been|has\s+been)\s+(?:" + _EN_WED_ADV + r")?married\s+to\s+"
                    r"(?:(?:my|his|her|⟨g\d+⟩)\s+" + _EN_KIN_MOD + r"(?:KIN|cousin|niece|nephew),?\s+|"
                    r"(?:a|an|that|this|the)\s+(?:[a-z]+\s+){0,3}?" + _EN_PERSON_NOUN + r",\s+)?{C:b}",
        "spouse_of"),
    # a marriage named: "Otto's marriage to Ada", "her marriage with Otto", "the marriage of Ada and Otto"
    _en(K.relation, r"{G:a}\s+(?:" + _EN_WED_ADV + r")?(?:marriage|wedding)\s+(?:to|with)\s+{C:b}", "spouse_of"),
    _en(K.relation, r"\bthe\s+(?:marriage|wedding)\s+of\s+{C:a}\s+(?:and|to|with)\s+{C:b}", "spouse_of"),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:were|are|had\s+been|have\s+been|got|had\s+got|have\s+got)\s+(?:"
                    + _EN_WED_ADV + r")?"
                    r"married\b(?!\s+(?:men|women|people|couples?|life|state|ladies|folk)\b)", "spouse_of"),
    # a child or sibling, then named: "Cole had a daughter named Ada", "Otto had an elder brother, Kallen"
    # one's kin named ("Ada had a brother, Cole", "gave birth to a son, Cole", "had a daughter named Kallen"); not
    # "… a son, Cole said", where the name opens a clause of its own
    _en(K.relation, r"{C:b}\s+(?:had|has|gave\s+birth\s+to|bore)\s+(?:a|an|one)\s+(?:little\s+|only\s+|elder\s+|"
                    r"older\s+|younger\s+|infant\s+|baby\s+)?(?P<rel>son|daughter|brother|sister|child)"
                    r"(?:(?P<comma>,)|\s+(?:named|called))\s+{C:a}"
                    r"(?(comma)(?=\s*[.,;!?]|\s+(?:who|whom)\b|\s+and\s+(?:a|an|one|two)\b))",
        build=partial(_kin, EN_KIN)),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+were\s+(?:brothers|sisters|siblings|twins|brother\s+and\s+sister|"
                    r"sister\s+and\s+brother)\b(?!\s+in\s+(?:arms|spirit|faith|Christ)|\s+under\s+the)", "sibling_of"),
    # a pair that were cousins, lovers or rivals; that married ("Otto and Ada married in May")
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:were|are)\s+(?:first\s+|second\s+)?cousins\b", "kin_of",
        value={"role": "cousin"}),
    *(_en(K.relation, first + r"\s+and\s+" + second + r"\s+(?:were|are|had\s+been|became)\s+(?:secret\s+)?lovers\b",
          "loves") for first, second in (("{C:a}", "{C:b}"), ("{C:b}", "{C:a}"))),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:were|are|had\s+been|became)\s+(?:old\s+|bitter\s+|great\s+)?rivals\b",
        "enemy_of"),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:" + _EN_WED_ADV + r")?(?:married|wed|were\s+wed)"
                    r"(?=\s*[.,;!]|\s+(?:in|on|at|that|the|last|soon|after|before|a\s+year|young)\b)", "spouse_of"),
    # a birth: "Ada bore Otto", "Cole begat Otto", "Ada bore Cole a son, Otto" (a parent each); not "bore Otto a
    # grudge"
    _en(K.relation, r"{C:a}\s+(?:gave\s+birth\s+to|bore|begat|begot)\s+{C:b}(?!\s+(?:a|an|no|the|some|any|much|"
                    r"little|his|her|their|every)\b)", "parent_of"),
    *(_en(K.relation, mother + r"\s+bore\s+" + father + r"\s+(?:a|an|one)\s+(?:son|daughter|child)"
                      r"(?:,\s+|\s+(?:named|called)\s+){C:b}", "parent_of")
      for mother, father in (("{C:a}", r"⟨c\d+⟩"), (r"⟨c\d+⟩", "{C:a}"))),
    _en(K.relation, r"{C:a}\s+(?:bore|owed|had\s+borne)\s+{C:b}\s+(?:a\s+)?(?:deep\s+|bitter\s+|great\s+|secret\s+|"
                    r"old\s+)?(?:grudge|malice|ill[-\s]will|spite)\b", "resents"),
    # children named after their number: "Cole had two sons, Otto and Kallen" (the first and the last named)
    *(_en(K.relation, r"{C:b}\s+(?:had|has)\s+(?:two|three|four|five|six|seven|twin)\s+(?P<rel>son|daughter|child)"
                      r"(?:s|ren),?\s+(?:named\s+|called\s+)?" + before + r"{C:a}", build=partial(_kin, EN_KIN))
      for before in ("", r"(?:⟨c\d+⟩(?:,|\s+and)\s+)+")),
    # "Kallen was born to Otto and Ada": to each of them
    _en(K.relation, r"{C:b}\s+(?:was|had\s+been)\s+born\s+to\s+{C:a}", "parent_of"),
    _en(K.relation, r"{C:b}\s+(?:was|had\s+been)\s+born\s+to\s+⟨c\d+⟩\s+and\s+{C:a}", "parent_of"),
    # "took Ada to wife", "took her as his wife", "made her his wife"
    _en(K.relation, r"{C:a}\s+(?:(?P<took>took|had\s+taken)|made|had\s+made)\s+{C:b}\s+"
                    r"(?(took)(?:to|for|as)\s+(?:(?:⟨g\d+⟩|his|her|a)\s+)?|(?:⟨g\d+⟩|his|her)\s+)(?:wife|husband)\b"
                    r"(?!['’-])", "spouse_of"),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:were|had\s+been)\s+(?:man|husband)\s+and\s+wife\b", "spouse_of"),
    # a betrothal: "Ada was engaged to Cole", "Ada and Cole were betrothed", "got engaged in June"; not "engaged in
    # talk", "engaged on the case"
    _en(K.relation, r"{C:a}\s+(?:was|is|had\s+been|has\s+been|became|got)\s+(?:secretly\s+)?(?:engaged|betrothed)\s+"
                    r"to\s+{C:b}", "betrothed_to"),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:were|are|had\s+been|have\s+been|became|got)\s+(?:secretly\s+)?"
                    r"(?:engaged|betrothed)(?=\s*[.,;!]|\s+to\s+be\s+married|" + _EN_WHEN_ENGAGED + ")",
        "betrothed_to"),
    # a fight between two, with no third named ("Cole and Otto fought fiercely"; not "fought the wolves", "fought
    # side by side")
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:fought|grappled|wrestled|struggled|came\s+to\s+blows|duell?ed|"
                    r"fought\s+a\s+duel)(?=\s*[.,;!]|\s+(?:"
                    r"fiercely|desperately|savagely|furiously|hard|long|again|like|hand\s+to\s+hand|with\s+(?:knives|"
                    r"swords|fists|pistols|sabres|sabers)))", "attacks"),
    # a duel fought with someone (one challenged to it is threatened: below)
    _en(K.relation, r"{C:a}\s+(?:fought|had)\s+a\s+duel\s+with\s+{C:b}", "attacks"),
    # a killing vowed, threatened or told: "Otto swore to kill Cole", "threatened to shoot him", "warned Ada that he
    # would kill her", "had, by some means, let him know that I would kill him"
    _en(K.relation, r"{C:a}\s+(?:had\s*(?:,\s*[^,;.⟨]{1,30},\s*)?)?(?:swore|vowed|threatened|promised|said|declared|"
                    r"(?:told|warned)\s+⟨c\d+⟩|let\s+⟨c\d+⟩\s+know|made\s+⟨c\d+⟩\s+(?:know|understand))\s+"
                    r"(?:(?:that\s+)?(?:⟨c\d+⟩|he|she)\s+would\s+|to\s+)"
                    r"(?:kill|murder|shoot|stab|hang|slay|destroy|ruin|be\s+the\s+death\s+of)\s+{C:b}", "threatens"),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:were|became|had\s+become|had\s+been|have\s+been|remained)\s+"
                    r"(?:old\s+|close\s+|great\s+|fast\s+|good\s+|firm\s+|dear\s+|best\s+)?"
                    r"(?:friends|allies|comrades|companions)\b", "ally_of"),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:were|became|had\s+become)\s+(?:old\s+|sworn\s+|bitter\s+|mortal\s+)?"
                    r"(?:enemies|foes)\b",
        "enemy_of"),
    _en(K.relation, r"{C:a}\s+adopted\s+{C:b}", "parent_of", value={"role": "foster parent"}),
    _en(K.relation, r"{C:a}\s+(?:raised|brought\s+up|reared|brought)\s+{C:b}\s+(?:up\s+)?as\s+"
                    r"(?:⟨g\d+⟩|his|her|their)\s+own\s+(?:son|daughter|child)\b", "parent_of",
        value={"role": "foster parent"}),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:got|were|had\s+been|had\s+got)\s+divorced\b", "divorced_from"),
    _en(K.relation, r"{C:a}\s+(?:worked|laboured|labored|slaved)\s+for\s+{C:b}", "serves"),
    _en(K.relation, r"{C:a}\s+" + _EN_INTO_SERVICE + r"the\s+" + _EN_SERVICE + r"\s+of\s+{C:b}", "serves"),
    _en(K.relation, r"{C:a}\s+" + _EN_INTO_SERVICE + r"{G:b}\s+" + _EN_SERVICE + r"\b", "serves"),
    # hired by a master: "Otto hired Cole", "Otto engaged Cole as his secretary"
    _en(K.relation, r"{C:b}\s+(?:had\s+)?(?:hired|employed)\s+{C:a}(?!['’])", "serves"),
    _en(K.relation, r"{C:b}\s+(?:had\s+)?(?:engaged|took\s+on|retained)\s+{C:a}\s+as\s+(?:⟨g\d+⟩|his|her|a|an)\s",
        "serves"),
    # a devotion, a suit: "Cole was devoted to Ada", "made love to Ada" (courted her), "stood guard over Ada"
    _en(K.relation, r"{C:a}\s+(?:was|had\s+been|remained)\s+(?:utterly\s+|entirely\s+|deeply\s+|passionately\s+)?"
                    r"devoted\s+to\s+{C:b}", "loves"),
    _en(K.relation, r"{C:a}\s+(?:made|had\s+made|was\s+making)\s+love\s+to\s+{C:b}", "loves"),
    _en(K.relation, r"{C:a}\s+(?:stood|kept|mounted)\s+guard\s+over\s+{C:b}", "protects"),
    _en(K.relation, r"{C:a}\s+(?:challenged|had\s+challenged)\s+{C:b}\s+to\s+(?:a\s+)?(?:duel|fight|combat)\b",
        "threatens"),
    # a weapon levelled at someone: "Cole pointed his pistol at Otto"
    _en(K.relation, r"{C:a}\s+ADV(?:pointed|aimed|levelled|leveled)\s+(?:(?:⟨g\d+⟩|the|a|an)\s+)?"
                    r"(?:⟨i\d+⟩|pistol|gun|revolver|musket|rifle|carbine|bow|crossbow|spear|knife|sword|dagger)"
                    r"\s+at\s+{C:b}",
        "threatens"),
    _en(K.relation, r"{C:a}\s+(?:betrayed|sold out)\s+{C:b}", "betrays"),
    _en(K.relation, r"{C:a}\s+sold\s+{C:b}\s+out\b", "betrays"),
    # a capture, a chase, a hound set on one; a trap laid, a life sought, a gun held on one
    _en(K.relation, r"{C:a}\s+ADV(?:took|made|held|kept)\s+{C:b}\s+(?:a\s+)?(?:prisoner|captive|hostage)\b", "attacks"),
    _en(K.relation, r"{C:b}\s+(?:was|became|remained)\s+{G:a}\s+(?:prisoner|captive|hostage)\b", "attacks"),
    _en(K.relation, r"{C:a}\s+ADV(?:bound|tied|trussed)\s+(?:up\s+)?{C:b}\s+(?:hand\s+and\s+foot|fast|securely|tightly|"
                    r"to\s+(?:a|the)\s+(?:tree|post|stake|chair|mast|bed|pillar))\b", "attacks"),
    _en(K.relation, r"{C:a}\s+ADV(?:hunted|tracked)\s+{C:b}\s+down\b", "attacks"),
    _en(K.relation, r"{C:a}\s+ADV(?:gave\s+chase\s+to|set\s+(?:off|out)\s+in\s+pursuit\s+of|"
                    r"(?:was|went)\s+in\s+(?:hot\s+)?pursuit\s+of)\s+{C:b}", "attacks"),
    _en(K.relation, r"{C:a}\s+ADV(?:set|loosed|unleashed)\s+(?:the|⟨g\d+⟩|his|her)\s+(?:dogs|hounds|dog|hound)\s+"
                    r"(?:on|upon|after)\s+{C:b}", "attacks"),
    _en(K.relation, r"{C:a}\s+ADV(?:laid|set)\s+a\s+(?:trap|snare|ambush)\s+for\s+{C:b}", "threatens"),
    _en(K.relation, r"{C:a}\s+(?:lay|lain|waited|lurked)\s+in\s+wait\s+for\s+{C:b}", "threatens"),
    _en(K.relation, r"{C:a}\s+(?:sought|had\s+designs\s+on|was\s+after)\s+{G:b}\s+life\b", "threatens"),
    _en(K.relation, r"{C:a}\s+ADV(?:took\s+aim\s+at|covered)\s+{C:b}(?:\s+with\s+(?:⟨g\d+⟩|his|her|a|the)\s+(?:⟨i\d+⟩|"
                    r"rifle|gun|pistol|revolver|musket|carbine|bow))?(?=\s*[.,;!])", "threatens"),
    # a rescue: "carried Cole to safety", "set Cole free", "cut Cole's bonds", "released Cole from prison"; a
    # life owed to one ("Otto owed his life to Cole": Cole rescued him)
    _en(K.relation, r"{C:a}\s+ADV(?:carried|dragged|pulled|led|brought)\s+{C:b}\s+(?:away\s+)?to\s+safety\b",
        "rescues"),
    _en(K.relation, r"{C:a}\s+ADV(?:set|let)\s+{C:b}\s+(?:free|at\s+liberty|loose)\b", "rescues"),
    _en(K.relation, r"{C:a}\s+ADV(?:cut|loosed|untied|loosened|severed)\s+{G:b}\s+(?:bonds|cords|ropes|fetters|chains|"
                    r"shackles)\b", "rescues"),
    _en(K.relation, r"{C:a}\s+ADV(?:released|delivered|freed)\s+{C:b}\s+from\s+(?:the\s+|⟨g\d+⟩\s+|his\s+|her\s+)?"
                    r"(?:prison|captivity|jail|gaol|dungeon|cell|bonds|chains|fetters|bondage|slavery)\b", "rescues"),
    _en(K.relation, r"{C:b}\s+(?:owed|owes)\s+(?:⟨g\d+⟩|his|her)\s+life\s+to\s+{C:a}", "rescues"),
    # sides taken: "joined forces with Cole"; a love withheld ("bore Cole no love", "had no love for Cole")
    _en(K.relation, r"{C:a}\s+ADV(?:joined\s+forces|made\s+common\s+cause|threw\s+in\s+(?:his|her)\s+lot)\s+"
                    r"with\s+{C:b}", "ally_of"),
    _en(K.relation, r"{C:a}\s+(?:bore|had)\s+{C:b}\s+no\s+(?:love|good\s+will|goodwill)\b", "hates"),
    _en(K.relation, r"{C:a}\s+(?:bore|had|felt)\s+no\s+love\s+for\s+{C:b}", "hates"),
    # a loathing past bearing: "Ada could not bear Cole", "never could abide him"
    _en(K.relation, r"{C:a}\s+(?:could\s+not|couldn['’]t|could\s+never|never\s+could|cannot|can['’]t|can\s+never)\s+"
                    r"(?:bear|stand|abide|endure|stomach|tolerate)\s+{C:b}"
                    r"(?!['’]s?\s+(?!faults?|ways|manners|airs|voice))",
        "hates"),
    _en(K.relation, r"{C:a}\s+(?:stood|stepped|placed\s+(?:himself|herself)|threw\s+(?:himself|herself))\s+between\s+"
                    r"{C:b}\s+and\b", "protects"),
    _en(K.relation, r"{C:a}\s+(?:deceived|lied to|tricked|fooled|misled)\s+{C:b}", "deceives"),
    # "You took me in completely"; not one taken in to live ("took her in out of the cold")
    _en(K.relation, r"{C:a}\s+(?:had\s+)?(?:took|taken|takes)\s+{C:b}\s+in\s+(?:completely|entirely|nicely|finely|"
                    r"beautifully|thoroughly|properly|utterly)\b", "deceives"),
    _en(K.relation, r"{C:a}\s+(?:protected|shielded|defended|guarded|sheltered|(?:swore|vowed)\s+to\s+(?:protect|"
                    r"guard|defend|shield))\s+{C:b}", "protects"),
    _en(K.relation, r"{C:a}\s+(?:trusted|put\s+(?:all\s+)?(?:⟨g\d+⟩|his|her|their)\s+trust\s+in)\s+{C:b}",
        "trusts"),
    # idioms the parse reads as a thing done to a noun: "was fond of", "came to Cole's rescue", "took care of"
    _en(K.relation, r"{C:a}\s+(?:was|had\s+been|grew|became)\s+(?:very\s+|so\s+|too\s+|dearly\s+)?fond\s+of\s+{C:b}",
        "loves"),
    _en(K.relation, r"{C:a}\s+(?:was|had\s+been|grew|became)\s+(?:very\s+|so\s+|much\s+|mortally\s+)?"
                    r"(?:afraid|frightened|terrified|scared|in\s+terror|in\s+dread)\s+of\s+{C:b}", "fears"),
    _en(K.relation, r"{C:a}\s+(?:was|had\s+been|grew|became|felt)\s+(?:very\s+|so\s+|bitterly\s+|madly\s+)?"
                    r"(?:jealous|envious)\s+of\s+{C:b}", "resents"),
    _en(K.relation, r"{C:a}\s+(?:came|went|ran|rushed|hurried|flew|sprang)\s+to\s+{G:b}\s+rescue\b", "rescues"),
    _en(K.relation, r"{C:a}\s+(?:came|went|ran|rushed|hurried|flew|sprang)\s+to\s+{G:b}\s+(?:aid|help|assistance)\b",
        "helps"),
    _en(K.relation, r"{C:a}\s+(?:took|had\s+taken|takes)\s+(?:good\s+|great\s+|tender\s+)?care\s+of\s+{C:b}", "helps"),
    # nursed ("nursed Otto through the fever"; not "looked after Otto", as often a gaze as care); one stood by
    # in a trouble
    _en(K.relation, r"{C:a}\s+ADV(?:nursed|tended|had\s+nursed)\s+{C:b}", "helps"),
    _en(K.relation, r"{C:a}\s+ADV(?:stood|had\s+stood|stands)\s+by\s+{C:b}\s+(?:through|in|when|against)\b",
        "ally_of"),
    _en(K.relation, r"{C:a}\s+(?:swore|vowed|sought|planned)\s+(?:his\s+|her\s+|a\s+terrible\s+)?"
                    r"(?:revenge|vengeance)\s+(?:on|upon|against)\s+{C:b}", "threatens"),
    _en(K.relation, r"{C:a}\s+(?:befriended|made\s+friends\s+with)\s+{C:b}", "ally_of"),
    _en(K.relation, r"{C:a}\s+(?:distrusted|mistrusted|no longer trusted)\s+{C:b}", "distrusts"),
    _en(K.relation, r"{C:a}\s+(?:loved|adored)\s+{C:b}", "loves"),
    # a love said in an idiom ("had a crush on Ada", "was head over heels for her", "fell for Ada")
    _en(K.relation, r"{C:a}\s+(?:had|has|'d|had\s+had|was|is|had\s+been|became|grew)\s+(?:madly\s+|hopelessly\s+|"
                    r"completely\s+|utterly\s+|quite\s+|so\s+|secretly\s+|still\s+)?(?:a\s+(?:huge\s+|big\s+|"
                    r"secret\s+)?crush\s+on|head\s+over\s+heels\s+(?:in\s+love\s+)?(?:with|for)|infatuated\s+with|"
                    r"sweet\s+on|smitten\s+(?:with|by)|feelings\s+for)\s+{C:b}(?!\s*['’]s)", "loves"),
    _en(K.relation, r"{C:a}\s+(?:had\s+)?(?:fell|fallen)\s+(?:hard\s+|head\s+over\s+heels\s+)?for\s+{C:b}(?!\s*['’]s)",
        "loves"),
    _en(K.relation, r"{C:a}\s+(?:had\s+)?(?:fell|fallen|was|had\s+been)\s+(?:madly\s+|deeply\s+|hopelessly\s+|"
                    r"still\s+|secretly\s+)?in\s+love\s+with\s+{C:b}", "loves"),
    _en(K.relation, r"{C:a}\s+took\s+{C:b}\s+(?:on\s+)?as\s+(?:⟨g\d+⟩|an?)\s+(?:apprentice|pupil|student|disciple)",
        "mentor_of"),
    _en(K.relation, r"{C:b}\s+(?:(?:had\s+)?(?:studied|trained)\s+under|(?:was|had\s+been)\s+(?:bound\s+)?apprenticed\s+to)"
                    r"\s+{C:a}", "mentor_of"),
    _en(K.relation, r"{C:a}\s+(?:hated|despised|loathed)\s+{C:b}", "hates"),
    _en(K.relation, r"{C:a}\s+(?:resented)\s+{C:b}", "resents"),
    # help to do something ("helped Kallen escape", "helped her into the carriage": the parser hangs the name on
    # the second verb)
    _en(K.relation, r"{C:a}\s+ADV(?:had\s+)?helped\s+{C:b}(?!\s*['’]s)\s+(?:to\s+)?[a-z]+", "helps"),
    _en(K.relation, r"{C:a}\s+(?:served|swore (?:fealty|allegiance|loyalty) to|obeyed)\s+{C:b}", "serves"),
    # one of someone's men, under their command ("served under Cole", "took orders from Cole")
    _en(K.relation, r"{C:a}\s+ADV(?:served|fought|soldiered|sailed)\s+under\s+{C:b}", "serves"),
    _en(K.relation, r"{C:a}\s+ADV(?:took|obeyed)\s+(?:his\s+|her\s+|their\s+)?orders\s+from\s+{C:b}", "serves"),
    _en(K.relation, r"{C:a}\s+(?:was|became|remained)\s+one\s+of\s+{G:b}\s+(?:men|followers|soldiers|servants|officers|"
                    r"retainers|crew|gang|band|people|disciples)\b", "serves"),
    # a rising against one, a peace made with one
    _en(K.relation, r"{C:a}\s+ADV(?:rebelled|revolted|mutinied|rose\s+up)\s+against\s+{C:b}", "betrays"),
    _en(K.relation, r"{C:a}\s+ADV(?:made\s+(?:(?:his|her|their)\s+)?peace|(?:was|were|became)\s+reconciled)\s+"
                    r"with\s+{C:b}", "ally_of"),
    _en(K.relation, r"{C:a}\s+and\s+{C:b}\s+(?:were|became|had\s+been)\s+reconciled\b", "ally_of"),
    _en(K.relation, r"{C:a}\s+(?:rescued|saved)\s+{C:b}", "rescues"),
    _en(K.relation, r"{C:a}\s+(?:hid|concealed)\s+{C:b}\s+from\b", "protects"),  # "hid Cole from the soldiers"
    _en(K.relation, r"{C:a}\s+(?:(?:have|has|had)\s+)?(?:saved|spared)\s+{G:b}\s+life\b", "rescues"),
    # drawn out of the water or the fire: "pulled Kallen out of the river", "dragged her from the flames"
    _en(K.relation, r"{C:a}\s+ADV(?:pulled|dragged|hauled|drew|fished|plucked|snatched)\s+{C:b}\s+(?:out\s+of|from)\s+"
                    r"the\s+(?:water|sea|river|lake|pond|waves|surf|flood|fire|flames|burning\s+[a-z]+|wreck|wreckage|"
                    r"quicksand|bog|mire|ice|well)\b", "rescues"),
    _en(K.relation, r"{C:a}\s+ADV" + _EN_ATTACK + r"\s+{C:b}(?!['’]s)", "attacks", build=_a_blow),
    # bit his hand; "at his side" is beside him, and "stabbed Otto's horse" no attack on Otto
    _en(K.relation, r"{C:a}\s+ADV" + _EN_ATTACK + r"\s+{G:b}\s+(?!side\b)(?:[a-z]+\s+)?(?:PART|body|mouth|person)\b",
        "attacks", build=_a_blow),
    _en(K.relation, r"{C:a}\s+(?:threatened)\s+{C:b}", "threatens"),
    _en(K.relation, _EN_WILL + r"(?:kill|shoot|murder|strangle|throttle|hang|stab|drown|skin|finish|lick|thrash|"
                    r"flog|whip|horsewhip|wallop|settle(?=\s+⟨c\d+⟩\s*[,.;!—]))\s+{C:b}", "threatens",
        build=_spoken_threat),
    # "I'll knock you down", "I'll beat you senseless" (shooting, thrashing or flogging is one above already)
    _en(K.relation, _EN_WILL + r"(?:knock|strike|beat|throw|fling|pitch)\s+{C:b}\s+"
                    r"(?:down|senseless|dead|flat|overboard|out\s+of\s+(?:the\s+)?(?:window|house|room|door))\b",
        "threatens", build=_spoken_threat),
    # "I'll see you hanged", "I'll have you flogged", "I'll make you pay for this"
    _en(K.relation, _EN_WILL + r"(?:see|have|get|make)\s+{C:b}\s+"
                    r"(?:hanged|hung|hang|flogged|whipped|shot|dead|transported|damned|in\s+(?:hell|jail|gaol|prison|"
                    r"irons)|pay|suffer|rue|repent|smart|sorry)\b", "threatens", build=_spoken_threat),
    # "I'll blow your brains out", "I'll break your arm", "I'll have your heart and liver out", "I'll box your ears"
    _en(K.relation, _EN_WILL + r"(?:blow|knock|beat|dash|cut|slit|break|wring|have|box)\s+(?:out\s+)?{G:b}\s+"
        r"(?:brains|throat|neck|head|arms?|legs?|bones|skull|heart|liver|life|blood|ears)\b", "threatens",
        build=_spoken_threat),
    # attributes and traits
    _en(K.attribute, r"{G:a}\s+(?:eyes\s+were|eyes,)\s+(?:(?:an?\s+)?(?:deep|pale|light|dark|bright|clear|cold|soft|"
                     r"vivid|startling|piercing|brilliant)\s+)?" + _EN_EYE_HUE,
        build=partial(_attribute, "eye_color", EN_COLORS)),
    # "his blue eyes", "her clear grey eyes", "his fair skin and blue eyes", "her dark eyes"
    _en(K.attribute, r"{G:a}\s+(?:\w+\s+){0,2}?(?:and\s+(?:\w+\s+)?)?" + _EN_EYE_LOOK + r"\s+eyes",
        build=partial(_attribute, "eye_color", EN_EYE_LOOKS)),
    _en(K.attribute, r"{C:a}\s+(?:had|has)\s+(?:\w+\s+)?" + _EN_EYE_LOOK + r"\s+eyes",
        build=partial(_attribute, "eye_color", EN_EYE_LOOKS)),
    _en(K.attribute, r"{C:a},?\s+whose\s+eyes\s+(?:were|are)\s+" + _EN_EYE_HUE,
        build=partial(_attribute, "eye_color", EN_COLORS)),
    # hair: "his hair and brow were white", "her golden hair", "Ada had long red hair", "Cole, with grey hair"
    _en(K.attribute, r"{G:a}\s+" + _EN_HAIR + r"(?:\s+and\s+(?:brow|beard|eyebrows|whiskers))?\s+(?:was|were)\s+"
                     r"(?:(?:quite|all|already|now|very|perfectly|then)\s+)*" + _EN_HAIR_COLOR + r"\b",
        build=partial(_attribute, "hair_color", EN_HAIR_COLORS)),
    _en(K.attribute, r"{G:a}\s+(?:[a-z]+\s+)?" + _EN_HAIR_COLOR + r"\s+" + _EN_HAIR,
        build=partial(_attribute, "hair_color", EN_HAIR_COLORS)),
    _en(K.attribute, r"{C:a},?\s+(?:had|has|with)\s+(?:[a-z]+\s+)?" + _EN_HAIR_COLOR + r"\s+" + _EN_HAIR,
        build=partial(_attribute, "hair_color", EN_HAIR_COLORS)),
    # "Otto was a red-haired man", "Ada, a grey-eyed girl of ten", "Cole was a very active lad, fair-haired"
    _en(K.attribute, r"{C:a}(?:\s+(?:was|is)|,)\s+" + _EN_ONE_WHO + _EN_EYE_LOOK + r"-eyed\b",
        build=partial(_attribute, "eye_color", EN_EYE_LOOKS)),
    _en(K.attribute, r"{C:a}(?:\s+(?:was|is)|,)\s+" + _EN_ONE_WHO + _EN_HAIR_COLOR + r"-haired\b",
        build=partial(_attribute, "hair_color", EN_HAIR_COLORS)),
    # ... or at the end of what one is said to be ("She was small and slight in person; pale, sandy-haired"),
    # where no one else comes in between, and said of them, not of someone after ("a friend of the red-haired girl")
    _en(K.attribute, r"{C:a}\s+(?:was|is)\s+(?:(?!(?:he|she|they|his|her|who|whose|which|but)\b)[a-z-]+[,;]?\s+){1,8}?"
                     + _EN_HAIR_COLOR + r"-haired(?=\s*[,;.!?]|\s+and\b|\s*$)",
        build=partial(_attribute, "hair_color", EN_HAIR_COLORS)),
    _en(K.attribute, r"{C:a}(?:,\s+who)?\s+(?:was|is)\s+(?:an?\s+)?(?P<v>left|right)-handed",
        build=partial(_attribute, "handedness", {})),
    # one hand used always ("Otto always wrote with his left hand"; "wrote with his left hand only" may be while
    # the other heals)
    _en(K.attribute, r"{C:a}\s+always\s+(?:wrote|fought|threw)\s+with\s+(?:⟨g\d+⟩|his|her)\s+(?P<v>left|right)\s+"
                     r"hand\b", build=partial(_attribute, "handedness", {})),
    # "Ada, aged twenty, came in", "Otto, now fifty, sat down"
    _en(K.attribute, r"{C:a},\s+(?:aged|now|then)\s+(?P<v>NUM)(?:\s+years\s+old)?,", build=partial(_age, EN_NUMBERS)),
    # ... "Sir Walter, at fifty-four, was still a fine man" (not "Otto, at five o'clock, left")
    _en(K.attribute, r"{C:a},\s+at\s+(?P<v>NUM)(?:\s+years\s+old)?,\s+(?:was|is|had|has|looked|seemed)\b",
        build=partial(_age, EN_NUMBERS)),
    # an age now, not "when I was ten"; a bare number only with a word saying it is an age ("I was but ten:",
    # not "Cole was two steps behind", "was but one")
    _en(K.attribute, _EN_NOT_THEN + r"{C:a}\s+(?:was|is)\s+(?:(?:then|now|already|just|only|nearly|almost|about|"
                     r"but|barely|scarcely)\s+)?"
                     r"(?P<v>NUM)\s+years?\s+old\b", build=partial(_age, EN_NUMBERS)),
    _en(K.attribute, _EN_NOT_THEN + r"{C:a}\s+(?:was|is)\s+(?:just|only|but|barely|scarcely)\s+(?!one\b)(?P<v>NUM)"
                     r"(?=\s*[.,;:!?]|\s*$)", build=partial(_age, EN_NUMBERS)),
    _en(K.attribute, r"{C:a}\s+(?:had\s+)?(?:just\s+|recently\s+|finally\s+)?turned\s+(?P<v>NUM)\b",
        build=partial(_age, EN_NUMBERS)),
    # ... or a birthday kept ("Otto celebrated his fortieth birthday": forty)
    _en(K.attribute, r"{C:a}\s+(?:had\s+)?(?:just\s+)?celebrated\s+(?:⟨g\d+⟩|his|her)\s+"
                     r"(?P<v>(?:[a-z]+-)?[a-z]+(?:th|st|nd|rd))\s+birthday\b", build=partial(_age_by_ordinal, 0)),
    # ... or a birthday gone by ("I was eleven last March")
    _en(K.attribute, r"{C:a}\s+was\s+(?P<v>NUM)\s+last\s+(?:birthday|" + _EN_SEASON + r")\b",
        build=partial(_age, EN_NUMBERS)),
    # "Otto was in his fortieth year": thirty-nine (not "in his first year at school")
    _en(K.attribute, r"{C:a}\s+(?:was|is)\s+(?:now\s+|then\s+)?in\s+(?:his|her|⟨g\d+⟩)\s+"
                     r"(?P<v>(?:[a-z]+-)?[a-z]+(?:th|st|nd|rd))\s+year\b(?!\s+(?:at|of|in|as|with|under)\b)",
        build=partial(_age_by_ordinal, 1)),
    _en(K.trait, r"{C:a}\s+" + _EN_WAS + r"\s+(?:always\s+|very\s+|famously\s+|utterly\s+|ever\s+)?(?P<v>TRAIT)\b"
                 r"(?!\s+(?:of|that)\b)",  # not a feeling about something: "proud of her son", "sensible that"
        build=partial(_trait, EN_TRAITS)),
    _en(K.trait, r"{C:a}\s+" + _EN_WAS + r"\s+of\s+an?\s+(?:[\w-]+,?\s+(?:and\s+)?)?(?P<v>TRAIT)\b[^.;:]{0,40}?"
                 r"\b(?:disposition|temper|nature|character|heart)", build=partial(_trait, EN_TRAITS)),
    _en(K.trait, r"{C:a}\s+" + _EN_WAS + r"\s+an?\s+(?:[\w-]+,?\s+(?:and\s+)?){0,6}?(?P<v>TRAIT),?\s+(?:[\w-]+,?\s+"
                 r"(?:and\s+)?){0,6}?(?:fellow|man|woman|girl|boy|lad|lass|creature|person|soul|child|gentleman|lady)\b",
        build=partial(_trait, EN_TRAITS)),
    _en(K.trait, r"{C:a}\s+" + _EN_WAS + r"\s+(?:far\s+|much\s+)?too\s+(?P<v>TRAIT)\s+to\b",
        build=partial(_trait, EN_TRAITS)),
    _en(K.trait, r"{C:a}\s+" + _EN_WAS + r"\s+an?\s+(?:(?:great|terrible|dreadful|utter|arrant|born|wretched|miserable|"
                 r"notorious|confirmed|shameless|perfect|damned)\s+)?(?P<v>" + longest_first(EN_TRAIT_NOUNS) + r")\b",
        build=partial(_trait, EN_TRAITS)),
]

_EN_VERBISH = (r"(?:[a-z]+ed|[a-z]+s|said|ran|went|came|saw|took|gave|drew|stood|sat|spoke|told|held|rode|knew|"
               r"thought|felt|led|left|kept|made|found|got|began|swore|threw|wrote|shook|struck|fought|hid|bit|"
               r"broke|caught|fell|rose|woke|wore|won|sang|paid|met|lay|let|put|set|cut|shut|could|would|did|"
               r"had|was|will|can|might|must|should)\b")

# what one has as a trait, of or for something, not a deed ("had a rich fund of humour", "has an eye for a horse";
# not "had a look at the map")
EN_QUALITIES = frozenset("fund sense gift talent taste temper turn knack genius passion fondness horror dread dislike "
                         "contempt eye ear head heart way look air".split())
EN_QUALITY_OF = frozenset("of for with".split())  # after the trait: "a fund of", "an eye for", "a way with"
# what one is, not what one does: "was a man of unexceptionable character", "is a tall, silent woman of few
# words", "had been a very pretty girl", "was not a good-looking woman", "was more than twenty years older than I",
# "had a rich fund of humour", "had no sense of humour", "has an eye for a horse"
_EN_DESCRIBED = (r"\s+(?:was|is|had\s+been)\s+(?:not\s+)?(?:a|an)\s+(?:[a-z-]+,?\s+){0,3}?(?:man|woman|person|fellow|"
                 r"gentleman|lady|girl|boy|child|creature|soul|beauty|character)\b"
                 r"|\s+(?:was|is)\s+(?:(?:more|less)\s+than\s+|nearly\s+|about\s+|some\s+)?"
                 r"[a-z-]+\s+years?\s+(?:older|younger)\b"
                 r"|\s+(?:had|has)\s+(?:always\s+)?(?:a|an|no|little|much|great|some|the)\s+"
                 r"(?:[a-z]+(?:-[a-z]+)?\s+){0,2}?(?:" + "|".join(sorted(EN_QUALITIES)) + r")\s+"
                 r"(?:" + "|".join(sorted(EN_QUALITY_OF)) + r")\b")
# what a teller does in telling, in the present of the telling ("I suppose", "I remember", "I have heard"): no
# deed of the story, and no deed of anyone but "I" in the base form a name never takes
EN_ASIDES = frozenset("suppose imagine believe forget remember think fancy daresay doubt wonder know hear say".split())
_EN_ASIDE = (r"\s+(?:(?:do\s+not|don['’]t|can(?:not|['’]t)?)\s+)?(?:well\s+)?(?:" + "|".join(sorted(EN_ASIDES))
             + r")\b|\s+have\s+(?:heard|said|been\s+told)\b")
# a coming denied: "did not return", "never came back", "had not yet appeared"
_EN_NEVER_CAME = (r"\s+(?:(?:did|does|had|has|would|could)\s*n[o']t|never|(?:had|has)\s+never)\s+(?:yet\s+)?"
                  r"(?:return|come|came|appear|arrive|reappear|turn\s+up|show\s+up|get\s+back|got\s+back)"
                  r"(?:ed|s)?\b")
_EN_SAID = r"(?:said|asked|replied|cried|whispered|shouted|answered|called|muttered)"  # `," said Ada`

# "the former" and "the latter" standing for someone: followed by a stop, a possessive or a verb (an auxiliary, a
# past in -ed or a common irregular one, an adverb), not a noun ("the latter part", "the former owner")
_EN_FORMER_LATTER = re.compile(
    r"\b(?i:the)\s+(?:(?P<latter>latter)|former)\b(?=\s*[,.;:!?—]|['’]s\b|\s+(?:was|were|had|has|is|did|would|could|"
    r"should|might|must|will|shall|may|can|[a-z]+ed|[a-z]+ly|struck|said|took|made|gave|saw|knew|felt|thought|"
    r"turned|rose|fell|ran|came|went|sat|stood|drew|threw|caught|held|kept|left|lost|told|found|fought|shot|"
    r"smote|slew|bore|swore|spoke|wrote|bit|hit|cut|let|sprang|began|seemed|seized)\b)")
ENGLISH = Lexicon(
    spaced=True,
    former_latter=_EN_FORMER_LATTER,
    item_head=re.compile(r"\b(?i:the|his|her|my|your|their|its|our)\s+(?:[a-z]+\s+)?(?P<head>" + longest_first(
        _EN_ITEM_HEADS | set(_EN_OWNABLE)) + r")\b(?![-’']|\s+(?:of|and)\b)"),
    item_key=re.compile(r"(?<![a-z])[a-z]+$", re.IGNORECASE),
    handled_item=_EN_HANDLED_ITEM,
    # a quotation ending in "!" or "?" goes on into its tag ('"Go!" he cried', '"Go?" Ada asked')
    sentence=re.compile(r"(?:[^.!?\n]|(?<=\bMr)\.|(?<=\bMrs)\.|(?<=\bMs)\.|(?<=\bDr)\.|(?<=\bSt)\.|"
                        # an initial ("Mrs. J. Gargery", "Surgeon J. M. Caffyn"), not "I" nor a letter after a short
                        # lowercase word ("from A to Z. And")
                        r"(?<=\b[A-HJ-Z])" + "".join(rf"(?<!\s[a-z]{{{n}}}\s[A-Z])" for n in range(1, 5))
                        + r"\.(?=[ \t]+[A-Z])|"
                        r"\.(?=[,;])|"  # an abbreviation the sentence runs on after ("Trabb & Co., and")
                        r"[!?]+[\"”’'](?=[ \t]+(?:[a-z]|(?:[A-Z][\w.'-]*[ \t]+){1,3}" + _EN_SAID + r"\b)))+"
                        r"(?:[.!?]+[\"”’']?|(?=\n)|$)"),
    # ... and the old second person of dialect and scripture ("I will box thine ears")
    pronoun=re.compile(r"\b(?:(?i:he|she|him|her|his|hers|me|my|myself|himself|herself|you|your|yourself|"
                       r"thou|thee|thy|thine|thyself)|I)\b"),
    pronoun_gender={"he": "m", "him": "m", "his": "m", "himself": "m",
                    "she": "f", "her": "f", "hers": "f", "herself": "f"},
    first_person=frozenset({"i", "me", "my", "myself"}),
    second_person=frozenset({"you", "your", "yourself", "thou", "thee", "thy", "thine", "thyself"}),
    addressee_cue=re.compile(r"\b(?:to|told|asked|answered|warned|bade|begged)\s+$", re.IGNORECASE),
    vocative_before=re.compile(r"(?:(?:my|oh|o|ah)\s+)?(?:(?:dear|dearest|poor|good|kind|sweet|little)\s+)*",
                               re.IGNORECASE),
    vocative_after=re.compile(r"\s*[,!?]"),
    possessive_always=frozenset({"his", "my", "your", "thy", "thine"}),
    object_pronouns=frozenset({"him", "her"}),
    speech_pronouns=True,
    signature=re.compile(r"[\"“]\s*(?P<closing>(?i:(?:(?:very|most|ever|yours)\s+)*(?:truly|sincerely|faithfully|"
                         r"affectionately|respectfully|obediently|lovingly)?\s*yours\b)[^\"”\n]{0,30}?[,.]?\s*)?"
                         r"(?P<name>[^\W\d][^,.;:!?\"”\n]{0,40}?)?(?:,[^\"”\n]{0,30})?[.,!]?\s*[\"”]?"),
    salutation=re.compile(r"[\"“]\s*(?i:my\s+)?(?i:dear(?:est)?)\s+(?P<name>[^,\n—-]{1,40}?)\s*(?:,|—|--)"),
    couple=re.compile(r"\b(?P<title>(?:Mr|Dr|Sir|Colonel|Captain)\.?)\s+and\s+(?=(?P<wife>Mrs|Lady)\.?\s)"),
    subject_pronouns=frozenset({"he", "she", "i"}),
    own_looks_after=re.compile(r"\s+(?:[a-z]+(?:-[a-z]+)?\s+){0,2}?(?:" + longest_first(EN_PARTS)
                               + r"|eyes|lips|hair|voice|mouth|cheeks|features|countenance|heart)\b"),
    shared_subject=re.compile(r"[^.;:!?]*?\band\s+(?:then\s+)?(?!(?:he|she|it|they|we|you|the|a|an|his|her|its|"
                              r"their|that|this|there|then)\b)[a-z]+\b[^.;:!?]*"),
    # ... not a thing one handles or a part of one ("He raised his fist and struck him", "drew the knife")
    unnamed_someone=re.compile(r"\b(?:the|a|an|who|whom|whose|which|that|this|these|those|some|any|another|"
                               r"his|her|their|its|my|our|your)\b(?!(?:\s+[\w-]+){0,2}\s+(?:" + _EN_THINGS + r")\b)",
                               re.IGNORECASE),
    # what someone told, heard or believed, in their words, not the narration's: "I told them how Tom and Mort
    # died", "thought that Cole was dead", "in the full persuasion that she was killed" (what one knew is told as
    # so); not "that" as a word of its own ("He said that, and Otto laughed"); or a quotation of their thoughts
    hearsay=re.compile(r"\b(?:told|tells?|telling|heard|hears|learned|learnt|reported|rumou?red|said|says|wrote|writes|"
                       + _EN_BELIEVED + r")\b" + _EN_ONE_VOICE + r"{0,60}?\b(?:how|that(?!\s*,))\b" + _EN_ONE_VOICE
                       # ... or without "that" ("I said I was sorry, but Jane was dead", "told her Otto was dead",
                       # "had no doubt I had murdered him"; not "said he, and")
                       + r"*$|\b(?:said|says|wrote|writes|" + _EN_TOLD + "|" + _EN_BELIEVED + r")\s+(?:I|he|she|we|"
                       r"they|⟨c\d+⟩)\s+(?:was|were|is|are|had|has|would|will|could|should|must|might)\b"
                       # ... or right before it, told as a cleft or not ("thinking 'twas Abel killed Cain")
                       + _EN_ONE_VOICE + r"*$|\b(?:" + _EN_TOLD + "|" + _EN_BELIEVED
                       + r")\s+(?:(?:it\s+was|['’]twas)\s+)?$"
                       r"|\b(?:" + _EN_THINKING + r")"
                       r"(?:\s+to\s+(?:himself|herself|myself))?\s*[,:]?\s*[\"“][^\"“”]*$"),
    # (a closing mark: after the quotation's last stop, before a space; not `, "I thought`, opening one)
    thought_after=re.compile(r"[^\"“”]*?(?:[,!?.…-][\"”'’]|[”’])\s+(?:(?:he|she|I|⟨c\d+⟩)\s+)?(?:"
                             + _EN_THINKING + r")\b"),
    # (to the clause's end: "Perhaps he slept, but Otto died" tells a death)
    hedged=re.compile(r"\b(?i:" + _EN_HEDGE + r")\b,?\s+[^,;:.!?“”\"—]*$"),
    # (not "died, probably of a fever": the hedge is on the cause)
    hedged_after=re.compile(r"[^,;:.!?“”\"—]*,\s*(?:(?:I|we)\s+(?:think|suppose|believe|fancy|daresay|dare\s+say|"
                            r"reckon|guess|expect|imagine|hear)\b|(?:it\s+)?(?:seems|seemed|appears|appeared)\b|"
                            r"(?:they|people|folks?)\s+say\b|I(?:['’]m|\s+am)\s+told\b|"
                            r"(?i:" + _EN_HEDGE + r")\s*[.!?])"),
    name_told=re.compile(r"\b(?P<pronoun>his|her)\s+(?:real\s+|true\s+|full\s+|Christian\s+)?name\s+(?:was|is)\s+$",
                         re.IGNORECASE),
    named_thing=re.compile(r"(?<=[a-z,;]\s)the\s+(?!(?i:" + "|".join(_EN_RANKS) + r"|lady|lord|widow|virgin|madonna)\b)"
                           r"[A-Z][a-z]{2,}\b"),
    someone_new=re.compile(r"(?:^[\s\"“‘']*(?:The|This|That)|(?<!,\s)" + _not_after((
        "is", "was", "be", "are", "were", "been", "became", "seemed", "as", "like", "such", "what", "quite"))
        + r"\b(?i:an?|another|some|one))\s+(?:[a-z-]+\s+){0,2}?(?:(?P<m>man|boy|lad|fellow|gentleman|sailor|"
          r"soldier|Englishman|Frenchman|Dutchman|Irishman|Scotchman|Spaniard)|(?P<f>woman|girl|lass|lady)|stranger|"
          r"person|figure|Indian|native|savage)\b"),
    # before a match: a condition, a hope or a wish ("he wished, as he crept into bed, that it were his coffin"),
    # or a deed someone would or will keep up until a death ("He would drive his knife home until Terkoz was no
    # more")
    hypothetical=re.compile(r"\b(?:if|unless|lest|whether|hoped?|hoping|wish(?:ed|ing)?|fear(?:s|ed|ing)?|"
                            r"dread(?:s|ed|ing)?|afraid|terrified)\b[^,;:]*$"
                            r"|\bwish(?:ed|es|ing)?\b[^.;:!?]*\bthat\b[^.;:!?]*$"
                            r"|\b(?:would|will|shall|'ll)\b[^.;:]*\b(?:until|till)\b[^,;:]*$"
                            # ... or the time of a plan ("meant to sell the farm after Otto died")
                            r"|\b(?:meant|means|intended|intends|planned|plans|wanted|wants|expected|expects)\s+to\b"
                            r"[^,;:.!?]*\b(?:when|once|after|until|till)\s+$"
                            # ... or all a plan is to do ("His ambition was to earn …, and then, when his father
                            # died, have a cottage")
                            r"|\b(?:ambition|plan|intention|dream|aim|purpose|programme|program)(?:,[^,.;:!?]*,)?\s+"
                            r"(?:was|is|had\s+been)\s+(?:[a-z]+\s+)?to\b[^.;:!?]*$"
                            # ... or a belief denied ("I cannot believe that he is dead"): a hope as often as
                            # shock, and a death is told outright too
                            r"|\b(?:cannot|can\s+not|can't|could\s+not|couldn't|do\s+not|don't|does\s+not|doesn't|"
                            r"did\s+not|didn't|will\s+not|won't|would\s+not|wouldn't)\s+(?:believe|think|suppose|"
                            r"imagine|fancy)\b[^.;:!?“”\"]*$"
                            # ... or a likeness ("he looked like he was dead", "lay as though he were")
                            r"|\b(?:as\s+if|as\s+though|like)\s+$"
                            # ... or a dream ("Ada dreamed that Cole was dead", "In her dream, Cole was dead", "had
                            # a nightmare in which Otto killed Cole"; not "woke from a dream and found Cole dead")
                            r"|\b(?:dream(?:s|t|ed|ing)|(?:in|had)\s+(?:a|the|my|his|her|their|⟨g\d+⟩)\s+(?:[a-z]+\s+)?"
                            r"(?:dream|nightmare)s?)"
                            r"\b(?:\s*,)?[^,;:]*$", re.IGNORECASE),
    planned=re.compile(r"\b(?:when|once|after|as\s+soon\s+as)\s+⟨[cg]\d+⟩[^,;:.!?“”\"]*,\s+to\s+(?!be\b)[a-z]+\b"),
    supposed=re.compile(r"(?:\b(?:[Ii]f|[Uu]nless)\b[^.;:!?]*?,\s*|^\W*(?:Had|Were|Should)\s+[^,;:.!?]+,\s*)"
                        r"(?P<a>⟨[cg]\d+⟩)\s+(?:would|could|might|should)\b"),
    revived=re.compile(r"\b(?:came|come|comes|coming|brought|bring|brings)\s+back\s+to\s+life\b|\brevived\b|"
                       r"\brose\s+from\s+the\s+dead\b", re.IGNORECASE),
    staged=re.compile(r"\b(?:theatre|theater|play-?house|rehears(?:al|als|e|ed|ing)|audience|actors?|actress(?:es)?|"
                      r"melodrama(?:tic)?|footlights|tragedy|(?:on|upon)\s+the\s+stage|the\s+curtain\s+(?:rose|fell)|"
                      r"(?-i:Act)\s+(?:first|second|third|fourth|fifth|one|two|three|four|five|[IVX]+)\b)",
                      re.IGNORECASE),
    item_list_before=re.compile(r"(?:⟨i\d+⟩,\s+" + _DET + r")*⟨i\d+⟩,?\s+and\s+" + _DET + "$"),
    item_list_after=re.compile(r"(?:,\s+" + _DET + r"⟨i\d+⟩)*,?\s+and\s+" + _DET + r"⟨i\d+⟩"),
    people_list_before=re.compile(r"(?:⟨c\d+⟩,\s+)*⟨c\d+⟩,?\s+and\s+$"),
    # at the clause's end: in "Ada killed Ben and Cole fled", Cole starts a clause of his own
    people_list_after=re.compile(r"(?:,\s+⟨c\d+⟩)*,?\s+and\s+⟨c\d+⟩(?=\s*[,.;:!?\"”]|$)"),
    possessive_if_followed=re.compile(
        r"\s+(?!(?:the|a|an|to|and|in|on|at|with|from|for|that|this|as|back|up|down|out|away|again|off|of|by|into|"
        r"once|alone|so|too|now|then|was|is|had|would|could|did|if|when|but|or)\b)[a-z]"),
    actors=[
        # not one only spoken of: "Cole was buried" (or were, or might be), "was said to have robbed the bank",
        # "Cole dead and buried", a habit of the past ("Cole used to sit there"), nor one lying still, as the dead may;
        # nor one who never came ("Cole did not return"), nor a guess at a deed ("Cole must have gone home"),
        # nor one only described ("Mr. Weston was a man of unexceptionable character", "was twenty years older")
        compile_pattern(r"(?:^|[,;:“\"‘]\s*|\band\s+|\bthen\s+|\bwhen\s+|\bas\s+)\s*{C:a}"
                        r"(?!\s+(?:(?:were|are|is|be|been|being|must|might|may|could|would|should|will|shall|had|"
                        r"has|have)\s+){1,3}(?:buried|interred|entombed|mourned|remembered|forgotten)\b)"
                        r"(?!\s+(?:dead|lifeless)\b|\s+used\s+to\b|\s+(?:lay|lies|was\s+lying)\s+(?:there\s+)?"
                        r"(?:still|motionless|cold|quiet|silent|lifeless|in\s+state)\b"
                        # ... or at rest where the dead rest ("Lucy lies in the tomb of her kin")
                        r"|\s+(?:lay|lies|was\s+lying|is\s+lying|rests|rested|sleeps|slept)\s+(?:now\s+)?(?:in|under|"
                        r"beneath)\s+(?:\S+\s+){0,3}?(?:grave|tomb|churchyard|cemetery|graveyard|sepulchre|crypt|"
                        r"coffin)s?\b)(?!" + _EN_NEVER_CAME + r")"
                        r"(?!" + _EN_DESCRIBED + r")(?!" + _EN_ASIDE + r")"
                        r"(?!\s+(?:must|might|may|could|would|should)\s+(?:not\s+|never\s+)?have\b)"
                        # ... nor a deed only planned ("Sir James was going to dine at the Grange", "was to sail")
                        r"(?!\s+(?:was|were|is|are)\s+(?:going\s+|about\s+)?to\s+"
                        r"(?!the\b|an?\b|his\b|her\b|their\b|my\b|⟨|(?-i:[A-Z]))[a-z]+\b)"
                        # ... nor a bequest, which the dead make ("Otto bequeathed", "left … in his will")
                        r"(?!\s+(?:had\s+)?bequeathed\b"
                        r"|[^.;:!?]*\bin\s+(?:his|her|their|⟨g\d+⟩)\s+(?:last\s+)?will\b)\s+(?:\w+\s+)?"
                        r"(?<!\bwas\s)" + _EN_VERBISH + r"(?!\s+(?:remembered|mourned|buried|dead|gone|forgotten|"
                        r"said|believed|thought|supposed|reported|rumou?red|reputed|presumed|interred|"
                        r"to\s+be\s+(?:buried|interred|mourned|hanged|executed))\b)"),
        compile_pattern(r"[\"”’']\s*,?\s*" + _EN_SAID + r"\s+{C:a}"),
    ],
    of_a_noun=re.compile(r"\bof\s+$"),
    recalled=re.compile(
        r"\b(?:remembered|recalled|thought\s+(?:of|about)|mourned|missed|spoke\s+of|talked\s+(?:of|about)|"
        r"dreamed\s+of|dreamt\s+of|grieved\s+for|late|grave\s+of|memory\s+of|portrait\s+of|ghost\s+of|"
        r"letter\s+from|name\s+of|wept\s+for|prayed\s+for|if\s+only|remembering)\b(?:\s+\S+){0,4}\s*$",
        re.IGNORECASE),
    speech=re.compile(r"[\"“”]"),
    after_preposition=re.compile(r"\b(?:from|to|at|with|by|for|of|on|upon|into|onto|against|towards?|about|over|"
                                 r"under|behind|beside|near|among|between|through|past|like)\s+$", re.IGNORECASE),
    past_perfect=re.compile(r"\s+(?:had|'d)\s+(?:(?:\w+ly|not|never|already|just|always|often|once|long|ever|also|"
                            r"first|seldom|sometimes|twice|even|then|still|since)\s+)?"
                            r"(?:been|done|gone|come|left|said|told|made|found|got|seen|known|kept|brought|"
                            r"thought|felt|held|stood|sat|lost|won|run|begun|taken|met|led|fought|struck|caught|"
                            r"[a-z]+(?:ed|en|wn))\b", re.IGNORECASE),
    # (or another bearing it after: "the second John Clayton", his son)
    any_of_the_name=re.compile(r"\b(?:a|an|another|every|no|(?:the|a)\s+(?:second|third|fourth|fifth))\s+$",
                               re.IGNORECASE),
    family_after=re.compile(r"\s+(?:famil(?:y|ies)|stock|line|lineage|household|clan|blood|estates?|girls|boys|sisters|"
                            r"brothers|children|twins|ancestors|forebears)\b"),
    vision=re.compile(r"\b(?:dream(?:s|t|ed|ing)?|ghosts?|ghostly|spectres?|specters?|apparitions?|phantoms?|"
                      r"visions?|nightmares?|haunt(?:s|ed|ing)?)\b", re.IGNORECASE),
    plant=_EN_PLANT,
    payoff=_EN_PAYOFF,
    rules=ENGLISH_RULES,
    possessor=re.compile(r"['’]s\b"),
    opens_clause=re.compile(r"\s+(?:had|has|was|were|is|did|would|could|should|might|must|will|[a-z]{2,}ed)\b"),
    owner_meant=re.compile(r"['’]s\s+(?:(?:left|right|own)\s+)?(?:life|lives|trust|confidence|judge?ment|word|orders?|"
                           r"commands?|wishes|person|body|heart|soul|friendship|faith|honou?r|name|memory|side|"
                           r"cause|interests?|safety|welfare|love|affection|favou?r|mouth|" + longest_first(EN_PARTS)
                           + r")\b"),
    kin_named_after=re.compile(r"['’]s\s+" + _EN_KIN_MOD + _EN_KIN_WORDS + r",?\s+(?P<who>⟨c\d+⟩)(?!['’])"),
    joins=re.compile(r",?\s+and\s+"),
    # a sentence opening on "They" soon after one that named two alone ("Ada and Cole left at dawn"), or on "We"
    # after the narrator and one other ("Holmes and I"); not one a third may share ("Otto met Ada and Cole"), nor
    # a "they" further on, which may be anyone's
    pairs=(PairWords(re.compile(r"\A\s*(?:(?:And|But|So|Then|Now|There),?\s+)?(?P<pair>(?i:they|we))\b"), span=2,
                     guessed=True, ours=frozenset({"we"}),
                     others=re.compile(r"\b(?i:men|women|people|children|others|everyone|crowd|police)\b"
                                       r"|\b[a-z]{2,}s\s+(?:were|are)\b")),),
    pair_joiner=" and ",
    speaker_stretch=re.compile(r"[^\"“”]*$"),
    speaker_cue=re.compile(r"\b(?:" + _EN_SAID + r"|says|began|continued|went on)\b[^\"“”]*$"),
    speaker_after=re.compile(r"[,\s]*" + _EN_SAID + r"\s+"),
    speech_verb_after=re.compile(r"\s+(?:" + _EN_SAID + r"|says|added)\b"),
    narrator_kin=re.compile(rf"(?:my|our)\s+(?P<rel>{_EN_KIN_WORDS})", re.IGNORECASE),
    kin=EN_KIN,
    # not one of two calls ("Father, Mother, this is my friend"): which listener is which is unknown
    address=AddressWords(re.compile(rf"^\s*{_EN_CALL}(?P<word>{_EN_CALL_WORDS})\s*[,!?]"
                                    rf"(?!\s*(?:{_EN_CALL_WORDS})\b)"
                                    rf"|,\s*{_EN_CALL}(?P<end>{_EN_CALL_WORDS})\s*[!?.,]?\s*$", re.IGNORECASE),
                         _EN_CALLS),
    # not one named beside it ("his wife, Alice", "his brother Tom"), nor one said to be it ("Tom was his brother")
    unnamed_kin=re.compile(r"(?<!\bwas\s)(?<!\bis\s)(?<!\bwere\s)(?<!\bbe\s)(?<!\bbeen\s)(?<!\bas\s)"
                           r"(?P<a>⟨[cg]\d+⟩)(?:['’]s)?\s+(?:own\s+|late\s+|(?:elder|younger|eldest|youngest)\s+)?"
                           r"(?P<rel>father|mother|husband|wife|brother|sister|son|daughter)(?P<many>s)?\b"
                           # ... and another of theirs after it ("her father and mother", "his wife and daughter")
                           r"(?:\s+and\s+(?P<also>father|mother|husband|wife|brother|sister|son|daughter)\b(?!s))?"
                           r"(?!-|\s*,?\s*⟨c|\s+(?:named|called)\b)", re.IGNORECASE),
    family_roles=RoleWords(
        after=re.compile(r"(?:['’]s)?\s+(?:own\s+)?(?P<role>father|mother|husband|wife|sister|brother|son|daughter)\b"
                         r"(?!-\w)", re.IGNORECASE),  # not "her father-in-law" ("his mother--a mother who" is)
        not_after=re.compile(r"\b(?:was|is|were|be|been|became|become|becomes|as)\s+$", re.IGNORECASE),
        tag_before=re.compile(r"\s*[\"“][^\"“”]*[\"”]\s*" + _EN_SAID + r"\s+", re.IGNORECASE),
        roles={w: w for w in ("father", "mother", "husband", "wife", "sister", "brother", "son", "daughter")}
        | _EN_PARENT_WORDS,
        also=re.compile(r"\s+and\s+(?P<role>father|mother|husband|wife|sister|brother|son|daughter)\b(?!-\w|s\b)",
                        re.IGNORECASE),
        # (the word first, then what may not stand before it: the look-behinds are many, the words rare)
        alone=re.compile(r"\b(?=(?i:father|mother|" + "|".join(_EN_PARENT_WORDS) + r")\b)" + _EN_NOBODYS
                         + r"(?P<role>(?i:father|mother|" + "|".join(_EN_PARENT_WORDS) + r"))\b"
                         r"(?![-]|['’]am\b|\s+(?:of\b|[A-Z]))")),
    # "the doctor", "the Captain"; not "the captain of the guard" (another one), nor a word that is as often no
    # rank in lower case ("the general feeling", "the major part", "the count")
    ranks=RankWords(re.compile(r"\b[Tt]he\s+(?P<rank>(?i:" + longest_first(_EN_RANKS) + r")|General|Major|Count)\b"
                               r"(?!\s+of\b)"), dict.fromkeys(_EN_RANKS + ("general", "major", "count"))),
    failing=FailingWords(
        shown=(
            compile_pattern(r"{C:a}\s+(?:(?:was|is|am|lay|lies|seemed|looked|grew|had\s+been|has\s+been|became)\s+"
                            + _EN_WORSE + r"(?:ill|sick|dying|worse|feverish|delirious|failing|sinking|relapsing|"
                            r"wounded|in\s+a\s+fever|weaker|at\s+the\s+point\s+of\s+death|at\s+death's\s+door)"
                            r"|(?:was|had\s+been)\s+taken\s+ill|fell\s+(?:ill|sick))\b"),
            # not "her dying words", "her deathbed": as often remembered
            compile_pattern(r"{G:a}\s+(?:(?:long|fatal|mortal|dangerous|serious)\s+)?(?:illness|sickness|sick-?bed|"
                            r"sick-?room|fever|wounds?|death-agony)\b"),
            compile_pattern(r"\bdying,\s+{C:a}")),
        mended=compile_pattern(r"{C:a}\s+(?:was|had\s+been|is)\s+(?:saved|out\s+of\s+danger|better|recovering)\b"),
        # ... or pitied by it ("the poor fellow is dead")
        epithet=re.compile(r"\b[Tt]he\s+(?:(?:(?:poor\s+)?(?:dying|wounded|injured|sick|stricken|ailing)\s+|poor\s+)"
                           r"(?P<noun>man|woman|gentleman|lady|boy|girl|lad|fellow|child|creature)|"
                           r"(?:poor\s+)?(?P<alone>invalid|sufferer))\b"),
        gender=dict.fromkeys(("man", "gentleman", "boy", "lad", "fellow"), "m") | dict.fromkeys(
            ("woman", "lady", "girl"), "f") | dict.fromkeys(("child", "creature", "invalid", "sufferer")),
        failing_next=re.compile(
            r"\s+(?:(?:had|has)\s+)?(?:died|expired|passed\s+away|gave\s+up\s+the\s+ghost|breathed\s+(?:his|her)"
            r"\s+last|drew\s+(?:his|her)\s+last\s+breath|ceased\s+to\s+breathe|stopped\s+breathing|"
            r"(?:was|is)\s+(?:dead|no\s+more|" + _EN_WORSE + r"(?:dying|worse|sinking|failing|relapsing)))\b"),
        deed_next=re.compile(
            r"\s+(?:(?:then|now|quickly|slowly|at\s+once|presently|silently|hastily|calmly)\s+)?(?:took|went|came|ran|"
            r"walked|said|cried|shouted|answered|replied|asked|drew|struck|seized|snatched|picked|pulled|pushed|turned|"
            r"rose|stood|sat|stepped|strode|hurried|rushed|climbed|opened|closed|searched|wiped|smiled|laughed|"
            r"looked\s+(?:at|round|around|up|down)|knelt|bent|stooped|reached|grabbed|fired|raised|lifted|gathered|"
            r"mounted|rode|fled|left\s+the)\b")),
)

# -- Chinese ---------------------------------------------------------------------

_ZH_KIN = {
    **_role_kin(english=False),
    "师父": ("mentor_of", False), "师傅": ("mentor_of", False), "徒弟": ("mentor_of", True),
    "弟子": ("mentor_of", True), "仇人": ("enemy_of", False), "仆人": ("serves", False),
    **dict.fromkeys("大弟子 二弟子 三弟子 首徒 高徒 爱徒 女徒弟 女弟子".split(), ("mentor_of", True)),
    **dict.fromkeys("女朋友 女友 男朋友 男友 恋人 情人".split(), ("loves", False)),  # `苏晴是林枫的女朋友`
    "未婚妻": ("betrothed_to", False), "未婚夫": ("betrothed_to", False),
    "长": ("parent_of", True), "次": ("parent_of", True),  # `长名贾敷`: the first-born
    # a widow (`林远的未亡人`), read with no role; the dead's other kin are role words (`_ROLE_WORDS`), and the
    # death is a rule of its own
    "未亡人": ("spouse_of", False),
    # sworn brothers, not kin by birth (`林枫的结拜兄弟赵无极`, `义兄`)
    **dict.fromkeys("结拜兄弟 结义兄弟 把兄弟 义兄 义弟 结拜大哥 结拜二弟".split(), ("ally_of", False)),
    **dict.fromkeys("师尊 恩师 授业恩师 老师 导师".split(), ("mentor_of", False)), "道侣": ("spouse_of", False),
    "师兄": ("fellow_disciple_of", False), "师弟": ("fellow_disciple_of", False),
    "师姐": ("fellow_disciple_of", False), "师妹": ("fellow_disciple_of", False),
    # those who serve someone: `华雄副将胡轸`, `袁术部将纪灵`, `曹操手下许褚` (not `护卫`, as often a deed: `典韦护卫曹操`)
    **{word: ("serves", False) for word in "副将 部将 偏将 裨将 牙将 家将 爱将 从事 家臣 谋士 家仆 侍女 丫鬟 小厮 书童 侍卫 管家 "
                                           "手下 部下 麾下 帐下 心腹 亲信 丫头 丫环 婢女 侍从 随从 家丁 仆从 奶妈 奶娘 跟班 长随 女仆 女佣".split()},
    **{word: ("serves", True) for word in "主人 主公 女主人".split()},  # `林枫的主人苏晴`: 林枫 serves her
    # an employer and the employed, in modern prose (`林枫的老板赵无极`, `赵无极的保镖林枫`)
    **{word: ("serves", True) for word in "老板 上司 顶头上司 东家 雇主".split()},
    **{word: ("serves", False) for word in "保镖 秘书 助理 司机 下属 属下 保姆 佣人 员工".split()},
    **{word: ("enemy_of", False) for word in "仇敌 仇家 死敌 宿敌 敌人 对头 死对头 杀父仇人 杀母仇人 情敌".split()},
    **{word: ("ally_of", False) for word in "好友 挚友 知己 至交 故友 老友 好朋友 旧友 朋友 好兄弟 闺蜜 死党 发小".split()},
}
# after a name: their kin or their men (`苏晴的母亲`, `林枫手下`, `孙策阵中`), someone else than the one named
# someone's people, after their name: kin, and men who are or were theirs (`吕布旧将宋宪曰`)
_ZH_HIS_OFFICERS = "部将|副将|偏将|裨将|牙将|家将|爱将"  # a lord's officers, by their post (`部将马延`)
_ZH_SOMEONE_OF = r"(?:阵中|军中|营中|旧将|大将|左右|从人|随从|使者|" + longest_first(
    k for k in _ZH_KIN if k not in ("长", "次")) + ")"
_ZH_NOT_THEIRS = r"(?![的之]|" + _ZH_SOMEONE_OF + ")"  # what follows is not someone else's (`苏晴的母亲早已去世`)
_ZH_THING_OF = r"(?:所|平日|当年|当日)?(?:使|用|骑|佩|穿|戴|乘)(?:过|着)?的"  # after a name: a thing of theirs follows
_ZH_BORN = r"(?:生|养|有)了?(?:[一两二三]个?)?(?:儿子|女儿|子|女)"  # a child born or had (`生子`, `又生一女`)
_ZH_CHILD_BY_ORDER = r"(?:惟有|只有|只剩了?(?:一个)?|还有|又有|剩下)?(?P<rel>[长次幼独三四]子|[长次幼]女|长|次)(?:名|名叫|名唤|唤作|叫做|曰)?"
_ZH_KIN_WORDS = longest_first(_ZH_KIN)
_ZH_HUMBLE_I = ("小人", "在下", "小可", "老夫", "贫道", "奴家", "妾身", "末将")  # one's "I", said humbly
# the one named dies, not their kin (`杀了袁术之子`) nor their men, counted (`连斩宋江四将`)
_ZH_NOT_KIN = r"(?![的之]|" + _ZH_KIN_WORDS + r"|[两二三四五六七八九十数百千]+(?:员|名|个)?(?:将|人|骑|兵))"
# what one calls kin, a master or a lord to their face (`“师父，…`, `“…，爹！”`); not what is said to anyone of
# an age or a place: `姐姐`, `哥哥`, `大哥`, `兄长`, `兄弟`, and `妈妈`, a nurse in classical novels
_ZH_CALLS = (dict.fromkeys("爹 爹爹 阿爹 爸 爸爸 父亲 父王 父皇".split(), "父亲")
             | dict.fromkeys("娘 娘亲 阿娘 妈 母亲 母后".split(), "母亲")
             | dict.fromkeys("师父 师尊 恩师".split(), "师父") | dict.fromkeys("二哥 三哥".split(), "哥哥")
             | dict.fromkeys("二弟 三弟 四弟".split(), "弟弟") | {"徒儿": "徒弟", "主公": "主公"})
# not `我儿`, `孩儿`: elders call any child so (`长老…叫：“孩儿，你上马来`), and a disguise its "son" (西游记 42)
_ZH_CALL_WORDS = longest_first(_ZH_CALLS)
# in a rule: `女婿` is a son-in-law, no daughter; `长老`, `长官` are no first-born; `女朋友`, `女徒弟`, `女仆`,
# `女人` no daughter, `子弟`, `子孙`, `子民` no son, `老公公` (an old man, or a husband's father) no husband
_ZH_KIN_WORD = (f"(?:{_ZH_KIN_WORDS})(?!婿)(?!(?<=[长次])[老官辈者史孙日])"
                "(?!(?<=女)[朋友伴仆佣人子孩侠兵徒弟秘主官士眷客郎神王帝皇警医护工])(?!(?<=子)[弟孙民侄])(?!(?<=老公)公)")
_ZH_PARTS = {"臂": "arm", "手臂": "arm", "胳膊": "arm", "腿": "leg", "大腿": "leg", "小腿": "leg", "手": "hand",
             "手腕": "wrist", "肩": "shoulder", "肩膀": "shoulder", "肩头": "shoulder", "眼": "eye", "眼睛": "eye",
             "脚": "foot", "膝盖": "knee", "肋": "ribs", "肋骨": "ribs", "胸": "chest", "胸口": "chest",
             "胸膛": "chest", "心脏": "heart", "心口": "heart", "背": "back", "头": "head", "脸": "face",
             "咽喉": "throat", "喉咙": "throat", "腰": "waist", "胸脯": "chest", "心窝": "heart", "小腹": "belly",
             "腹": "belly", "腹部": "belly",
             "肚子": "belly", "鼻子": "nose", "额头": "forehead", "脖子": "neck", "后背": "back",
             "肩膊": "shoulder", "面门": "face", "面颊": "face", "后心": "back", "颈": "neck", "胁": "ribs",
             "臀": "buttocks", "身": "body", "脚踝": "ankle", "嘴唇": "lip", "锁骨": "shoulder"}
_ZH_PART = r"(?P<side>左|右)?(?P<part>" + longest_first(_ZH_PARTS) + ")"
_ZH_SIDES = {"左": "left", "右": "right"}
_ZH_SEVERITY = {"重": "severe", "断": "severe", "骨折": "severe", "箭": "severe", "刺": "severe", "砍": "severe",
                "穿": "severe", "碎": "severe", "废": "severe", "半死": "severe", "七死": "severe", "昏死": "severe",
                "轻": "minor", "点伤": "minor", "些伤": "minor", "扭伤": "minor", "擦伤": "minor",
                "挂": "minor", "伤": "moderate", "流血": "moderate"}
_ZH_COLORS = {"蓝": "blue", "碧蓝": "blue", "湛蓝": "blue", "蔚蓝": "blue", "碧": "green", "绿": "green",
              "碧绿": "green", "翠绿": "green", "灰": "grey", "黑": "black", "漆黑": "black", "乌黑": "black",
              "褐": "brown", "棕": "brown", "琥珀": "amber", "金": "gold", "金黄": "gold", "紫": "violet"}
_ZH_HAIR_COLORS = {"乌黑": "black", "黑": "black", "漆黑": "black", "金": "blonde", "金黄": "blonde", "棕": "brown",
                   "褐": "brown", "红": "red", "火红": "red", "银白": "white", "雪白": "white", "白": "white",
                   "银": "white", "花白": "grey", "灰白": "grey", "斑白": "grey"}
_ZH_TRAITS = {"诚实": "honest", "忠诚": "loyal", "忠厚": "loyal", "勇敢": "brave", "胆小": "cowardly",
              "善良": "kind", "残忍": "cruel", "贪婪": "greedy", "骄傲": "proud", "狡诈": "deceitful",
              "正直": "upright", "端方": "upright", "刚正": "upright", "耿直": "upright", "温和": "gentle",
              "温柔": "gentle", "慷慨": "generous", "懒惰": "lazy", "善妒": "jealous", "害羞": "shy", "腼腆": "shy",
              "严厉": "stern", "自私": "selfish", "愚蠢": "foolish", "傲慢": "proud", "奸诈": "deceitful",
              "聪明": "clever", "聪慧": "clever", "伶俐": "clever", "性急": "rash", "急躁": "rash", "鲁莽": "rash"}
_ZH_TRAIT_WORDS = longest_first(_ZH_TRAITS)
# four-character sayings that tell a disposition by themselves, right after the one they describe (`林枫胆小如鼠`)
_ZH_TRAIT_SAYINGS = {**dict.fromkeys("胆小如鼠 贪生怕死".split(), "cowardly"),
                     **dict.fromkeys("贪财好色 见钱眼开 贪得无厌 爱财如命".split(), "greedy"),
                     **dict.fromkeys("心狠手辣 心如蛇蝎 残暴不仁".split(), "cruel"),
                     **dict.fromkeys("忠心耿耿 赤胆忠心".split(), "loyal"),
                     **dict.fromkeys("光明磊落 刚正不阿".split(), "upright"),
                     **dict.fromkeys("诡计多端 阴险狡诈 口蜜腹剑".split(), "deceitful"),
                     **dict.fromkeys("心地善良 宅心仁厚".split(), "kind"), "慷慨大方": "generous", "英勇无畏": "brave"}
_ZH_AND = "[、和与及]"  # between the members of a list
# people a text calls by their place, never by a name: officers, soldiers, servants (`庄客`, `喽啰`)
ZH_UNNAMED_PEOPLE = ("从将|部将|副将|偏将|牙将|裨将|军士|士卒|军校|左右|家丁|家人|丫鬟|小厮|仆人|侍从|婆娘|婆子|妇人|汉子|"
                     "大汉|那厮|老儿|亲家|公人|庄客|喽啰|奸夫|淫妇|贼人|强人|众贼|二贼|那贼|"
                     "少年|童子|小童|老者|老翁|老汉|女子|书生|壮士|道人|店小二|酒保|樵夫|渔翁|牧童|仙女|仙娥|仙吏|力士|小妖|"
                     "报事人|报马|探马|哨马|流星马|细作|使者|信使")  # ... and those who bring word
_ZH_GROUP = r"(?:[二两三四五六七八九十](?:人|员?将)|父子|兄弟|夫妇|母子|一家|等人?)?"  # after a list: how many, or who they are
_ZH_ALL = r"(?:一个个地?)?(?:尽皆|皆|俱|都|尽|并|一并|一齐|亦|也)?"  # after a list: each of them (one by one)
_ZH_LIMBS = r"(?:[一两三几数](?:条|只|根|双))"  # how many limbs or bones (`一条腿`, `两根肋骨`)
# a stretch of one sentence naming nobody but places and the subject its clauses carry (`，⟨c⟩`)
_ZH_NO_ONE_ELSE = r"(?:[^。！？；⟨“”]|⟨p\d+⟩|(?<=，)⟨c\d+⟩)*?"
# a negation, a 的, a wish, a vow, a fear, a belief, a plot or a dream (`绍欲取玉玺`, `愿往斩华雄`, `誓杀赵无极`,
# `以为青锋剑丢了`, `谋诛之`, `梦见自己回到了云州`)
_ZH_NOT_DONE = "不没未别莫勿的欲要想愿肯恐若可当须应能会敢誓怕觉听猜疑谋梦"
_ZH_PLANS = "打算|准备|决定|计划|预备|盘算|企图|试图"  # a deed only planned or tried (`打算去云州`)
# what may stand between one named and their deed: 一怒之下, 随手, 当日 (`当` as "then", not "should"); not their
# body or coffin, which does nothing (`扶孔明灵柩到成都`), nor their kin or men (`将吕布妻女载回许都`)
_ZH_ADV = (r"(?!灵|柩|棺|尸|首级|遗体|遗骸|骸骨|头颅|" + _ZH_SOMEONE_OF + ")"
           rf"(?:(?!(?!当[日时夜晚下天即场])[{_ZH_NOT_DONE}]|以为|{_ZH_PLANS})[^，。；！？⟨“”]){{0,4}}?")
_ZH_DET = (r"(?:那|这|此)?[一两二三四五六七八九十几]?(?:把|柄|股|块|枚|颗|个|只|本|件|封|张|匹|口|条|杆|枝|支|根|面|副|领|顶|锭)?"
           r"(?:(?:⟨c\d+⟩|[他她]们?|KIN)的)?")  # whose: maybe no one known (`父亲的`: a role not resolved)
# things a story may follow from hand to hand under a name of their own (`青锋剑`, `金箍棒`, `传国玉玺`), the
# handling that brings them in, and what no such name holds: a plain word opening it (`宝剑`, `长枪`, `一把`), a
# particle, a preposition or a handling verb (`的`, `向`, `提`), or another such thing's last word
_ZH_OWNABLE = ("剑 刀 枪 戟 矛 弓 盾 棒 棍 鞭 锤 斧 钺 锏 叉 杖 印 玺 珠 镜 瓶 葫芦 扇 钟 鼎 塔 绳 袋 幡 甲 铠 冠 簪 镯 戒指 令牌 "
               "笛 琴 箫 匣 壶 炉 伞 钩 杵 佩 铃").split()
_ZH_HANDLING = ("拔出 抽出 掣出 取出 掏出 拿出 摸出 祭出 亮出 祭起 举起 提起 拿起 抓起 拾起 捡起 接过 夺过 抢过 夺了 抢了 收起 "
                "得了 获得 夺得 丢了 丢失了 丢失 遗失了 遗失 弄丢了 拿着 握着 提着 捧着 持着 挥舞着 挥舞 舞动着 舞动 挺着 "
                "手持 手执 手提 手握 使 挥 舞 提 持 执 握 掣 挺 把 将 用 取 拿 夺 接 佩 带").split()
_ZH_OWNABLE_CHARS = "".join(w for w in _ZH_OWNABLE if len(w) == 1)
_ZH_THING_GOES_ON = "法术手鞘客气光尖柄锋刃子"  # after a weapon's word, a longer word it opens (`剑法`, `刀客`, `剑鞘`)
_ZH_KINDS = ("水火棍", "狼牙棒", "狼牙棍", "流星锤", "禅杖", "戒刀", "鬼头刀", "雁翎刀", "剃头刀", "解腕尖刀", "剔骨尖刀",
             "混铁棍", "点钢枪", "储物戒指", "储物袋", "乾坤袋", "护身符", "夜明珠")
_ZH_HANDLED_ITEM = re.compile(
    "(?:" + longest_first(_ZH_HANDLING) + ")了?(?:[一两二三四五六七八九十几]?[把口柄张面根支条杆枝只件个块颗粒串副对])?"
    r"(?P<item>(?![宝长短大小钢铁朴腰单双利快尖弯木竹飞手一两这那此其好新旧破自他她它我你吾汝条口个人些几出起过开著住下回所])"
    rf"(?:(?![的之了着在向与和及把将往从到来去上下中里提持执握挺舞挥拿取拔掣抽{_ZH_OWNABLE_CHARS}])[\u4e00-\u9fff]){{2,5}}?"
    "(?:" + longest_first(_ZH_OWNABLE) + rf"))(?![{_ZH_THING_GOES_ON}匠])"
    + "".join(f"(?<!{kind})" for kind in _ZH_KINDS))
_ZH_HANDED_OVER = r"(?:递|送|扔|抛|交|拿|带)(?:过来|来|上|给[她他我]|过)的"  # `林枫递来的`: what someone hands over
# a verse's two lines, of seven characters or of five
_ZH_COUPLET = r"[\u4e00-\u9fff]{7}，[\u4e00-\u9fff]{7}[。！？；]|[\u4e00-\u9fff]{5}，[\u4e00-\u9fff]{5}[。！？；]"
_ZH_PLANT = re.compile(r"秘密|谜|不知道|将来|日后|总有一天|奇怪|藏着|隐藏|预言|誓言|[？?]")
_ZH_PAYOFF = re.compile(r"原来|终于|真相|揭开|打开了|才知道|明白了")
zh_injury = partial(_injury, _ZH_PARTS, _ZH_SIDES, _ZH_SEVERITY)


_ZH_NATIVE = r"(?:亦|也|乃|本|原|原来|系|是|却|祖籍|籍贯|祖贯)"  # "is (a native of)", before a place one comes from


def _zh(kind: FactKind, pattern: str, predicate: str | None = None, build=None, confidence: float = 0.8,
        value: dict | None = None) -> Rule:
    return Rule(kind, compile_pattern(pattern.replace("ADV", _ZH_ADV).replace("DET", _ZH_DET).replace("PART", _ZH_PART)
                                      .replace("KIN", _ZH_KIN_WORD).replace("GROUP", _ZH_GROUP)
                                      .replace("ALL", _ZH_ALL).replace("LIMBS", _ZH_LIMBS), 0),
                predicate, build, confidence, value)


# between a killer and the killing (`即抽刀砍死孙翊`): never a wish, a fear, an order or a going to (`欲杀`,
# `令人杀了`, `来杀`), nor news of someone else's deed (`人报段煨杀了李傕`), a deed named (`把杀了X的事`) or
# asked about (`如何杀了`); nor the deed of one's kin or men (`俺哥哥斩了华雄`: my brother did)
_ZH_URGED = "令教使命叫让请劝喝"  # before a deed: someone else orders, asks or urges it (`令布杀卓`, `喝斩曹洪`)
_ZH_DONE_ADV = rf"(?!{_ZH_SOMEONE_OF})(?:(?![{_ZH_NOT_DONE}将把必定{_ZH_URGED}来去报说闻见道曰听知人何怎]|以为)[^，。；！？⟨“”]){{0,4}}?"
_ZH_COUNTED = r"(?:等人|等|等?[二两三四五六七八九十](?:人|个人|员将|将))?"  # after a list, how many (`范疆、张达二人`)
_ZH_DOER = r"{C:a}" + _ZH_COUNTED + _ZH_DONE_ADV  # someone, then what may stand between them and their deed
_ZH_DONE_TO = r"{C:a}(?:又|竟|却|已)?被(?:⟨c\d+⟩)?[^，。；！？⟨“”]{0,4}?"  # someone a deed is done to, by whomever
_ZH_VOW = r"(?:(?![不没别莫休勿饶])[^，。；！？⟨“”]){0,4}?"  # between "I" and a killing they promise, never "not"
# a killer, not one urged or sent to kill (`令布杀卓`)
_ZH_KILLER = rf"(?<![{_ZH_URGED}求遣]){{C:k}}" + _ZH_COUNTED + _ZH_DONE_ADV
_ZH_COMING_OUT = r"(?:转|闪|拥|涌|走|跳|撞|冲|杀|抢|钻|奔)出来?"  # someone comes out, onto the scene (`屏风后闪出`)
_ZH_GOES_AT = r"(?:(?:来|上前|上来|过来|赶来)要?)?"  # a blow or a grab tried is an attack too (`便来要揪鲁达`)
# before 将: not 部将, 之将, 吴将 or 贼将 (an officer, or one of a side's)
_ZH_NOT_OFFICER = r"(?<![部副大主名上猛良战守武勇家偏牙裨骁健宿老女之吴魏蜀汉晋敌贼番蛮降])"
# how one smiles or frowns, or the face that shows it, before the deed (`微微一笑`, `哈哈大笑`, `脸色一沉`)
_ZH_MANNER = r"(?:微微|哈哈|呵呵|嘿嘿|嘻嘻|冷冷|淡淡|轻轻|缓缓|慢慢|默默|连连|不禁|忍不住|脸色|面色|眉头|嘴角|双眼)?"
_ZH_EYES = {"眼睛": "eye", "眼": "eye", "目": "eye"}  # an eye, blinded
_ZH_CLAUSE_ENDS = r"(?=也?(?:[，。；！？”]|$))"  # what follows ends its clause (classical: `乃林远部将也。`)
# between 乃 and a name: where one is from, perhaps a place the story knows (`乃云州林远之孙`), or a post
_ZH_ORIGIN = r"(?:[^，。；⟨“”]|⟨p\d+⟩){0,8}?"
# kin words a statement of who someone is says (`乃程昱之子也`); `孙` (a grandchild) only there, where it is
# no surname (not `孙坚之子孙策`)
_ZH_STATED_KIN = "子|女|父|母|妻|夫|兄|弟|姐|妹|孙"
_ZH_KIN_OR_GRANDCHILD = _ZH_KIN | {"孙": ("kin_of", False)}
_ZH_IS = r"(?:便是|就是|正是|乃是|是|乃|即)"  # one named as another's kin, rank or savior
# a post written before a name (`都军教头王升`, `京营节度王子腾`)
_ZH_POST_BEFORE = (r"(?:[^，。；！？⟨“”]{0,4}?(?:教头|将军|太守|丞相|员外|太公|知府|知县|提辖|都监|团练|教师|先生|老爷|大人|"
                   r"节度|节度使|经略|都督|刺史|县令))?")
# what may stand before a kin word: which of them (`唯一的女儿`, `小女儿`, `最好的朋友`), and how close: by birth
# (`亲生儿子`), or a disciple taught in person (`亲传弟子`, `关门弟子`)
_ZH_KIN_MOD = (r"(?:唯一的?|最小的|最大的|最疼爱的|最宠爱的|最好的|最要好的|独生|[大小二三四五](?=儿子|女儿|闺女))?"
               r"(?:亲生|嫡亲|同胞|生身|亲传|关门|入室|嫡传|得意|亲)?")
_ZH_WHOSE_KIN = r"(?:的|(?=唯一的|最))" + _ZH_KIN_MOD  # after a name: `的` and a kin word's modifier, or one with its own `的`
_ZH_SENT_TO = r"[令命使遣差派教唤]"  # before one sent on a task
# ... anywhere before a clause (`遂差奉军都尉王则，…，往徐州去讫`), or a banishing (`贬他去兜率宫`), or `着` sending
# someone (`即着那仙女`; not `挑着担儿`); not a word that only holds one (`性命`, `奉命`), nor an order about a thing
# (`命以木匣盛贮`)
_ZH_SENDING = re.compile(r"(?<![性生拼救饶逃奉听遵待受])" + _ZH_SENT_TO + r"(?!以)|贬"
                         r"|(?:(?<![\u4e00-\u9fff])|(?<=[即便又遂就乃面]))着(?=[那这人]|⟨c)")
# one who goes or stays, perhaps after taking leave of someone (`杨辞帝屯兵野王`), never the one left
_ZH_GOER = r"(?<![辞别])(?<![辞别]了){C:a}(?:(?:拜辞|辞别|辞谢|辞|别)了?⟨c\d+⟩)?"
# a place held, or taken and held (`近日占了二龙山`)
_ZH_HOLD = r"镇守|驻守|据守|坚守|把守|驻扎在?|屯兵于?|屯于|屯驻|同守|共守|守住|守|占据|占住|霸占|盘踞|占了"
_ZH_MARRIAGE_URGED = r"[逼迫劝想要欲让叫令肯愿]"  # before one to be married: the wedding is not yet
# a wife taken (`娶妻刘氏，`, `娶了苏晴为妻，`), then a few words (`次年`), before a child is born
_ZH_WIFE_TAKEN = (r"(?<![把将])(?<!" + _ZH_MARRIAGE_URGED + r")(?:娶|迎娶|纳)了?妻?{C:a}(?:为(?:妻|正妻|夫人|继室))?，"
                  r"(?:⟨c\d+⟩)?[^，。；！？⟨“”]{0,4}?")  # (after the subject the clause leaves out)
# ... a child born, then perhaps named (`生下一子，取名`, `生子小名`, `生次子`)
_ZH_BORN = (r"(?:生下|生了|产下|诞下|生)(?:一个|一)?(?:[长次幼]?子|[长次幼]?女|儿子|女儿)?[，,]?"
            r"(?:取名|名叫|名唤|名为|叫做|乳名|小名|名)?")
_ZH_BA = r"(?:把|" + _ZH_NOT_OFFICER + "将)"  # the one acted on put first
# a bond sworn, after the names and what stands between (`，虽然异姓，既结为兄弟`)
_ZH_SWORN = r"(?:[^。；！？⟨“”]|(?<=，)⟨c\d+⟩){0,16}?(?:结为|结拜为?|结成)(?:异姓|生死)?(?:兄弟|弟兄|姐妹|金兰)"
_ZH_NEXT_LISTED = ("", r"⟨c\d+⟩、")  # what stands before a list's next name or the one after it (each a rule)
# a short clause between two parts of one deed, and the subject the next clause leaves out (see `_one_deed`)
_ZH_CLAUSE = r"(?:[^，。；！？⟨“”]{1,6}，(?:⟨c\d+⟩)?)?"
_ZH_BEATEN = r"(?:打|踢|揍|抽|鞭|捶|摔|撞|跌)得"
_ZH_BEATEN_AGAIN = r"(?:又|再|一顿)?" + _ZH_BEATEN  # right after the one beaten (`把林枫一顿打得`)
_ZH_BEATER = r"(?:{C:k}" + _ZH_DONE_ADV + ")?"  # the beater, where the clause names one (`赵无极一拳打得…`)
# how a beating shows on the one beaten (`口中吐血`, `皮开肉绽`, `筋断骨折`)
_ZH_HURT_SHOWS = (r"[^，。⟨]{0,3}?(?P<sev>吐血|鲜血迸流|血流满面|满脸是血|头破血流|鼻青脸肿|皮开肉绽|遍体鳞伤|筋断骨折|"
                  r"血肉模糊|口吐鲜血|鲜血直流|满口出血|满口流血|半死|七死八活|昏死过去|不省人事)")
# one sign of a run of clauses that names nobody else (by name, kin word, 其 or rank), opens no quote and
# wishes nothing (`欲投江而死，左右急救止`)
_ZH_NO_OTHER = r"(?!KIN|其|欲|" + ZH_UNNAMED_PEOPLE + r")[^。；！？⟨“”]"
_ZH_OPENS_CLAUSE = r"(?:^|(?<=[，。；：]))\s*{C:a}" + _ZH_NOT_THEIRS  # someone opening a clause, not someone's kin
_ZH_HALF = r"了?(?:大半|一半|半个|半截)"  # after a death word: half dead, a figure
_ZH_AND_DIED = r"(?<![不未将欲恐必])而(?:死|亡|卒)"  # `堕城而死`; not `不…而死` or `欲…而死`
# where one is found dead or died, besides a place of the story (`死在家中`, `死在赵无极手里`; not `死在这里`, a vow)
_ZH_DIED_IN = (r"(?:家|狱|牢|房|屋|车|山|水|井|怀)[中里]|(?:病)?床上|医院|路上|路边|街头|荒野|野外|河里|乱军之?中|"
               r"(?:⟨c\d+⟩的?)?(?:手里|手上|手中|刀下|剑下|枪下)")
_ZH_THEN_BEI = r"(?:已经|早已|竟然|终于|不幸|又|竟|早|却|终|已)?"  # before 被 or 为 (`却被`, `竟为`, `已经被`)
# gone somewhere (`来到`, `赶回`, `潜入`, `搬到`)
_ZH_GOES_TO = (r"(?:来到|到了|回到|进了|走进|赶到|抵达|前往|去了|逃到|赶往|奔向|进入|飞往|飞向|飞到|飞回|去往|奔赴|来至|到达|踏入|"
               r"返回|回了|逃往|逃回|赶回|冲进|闯入|闯进|潜入|潜回|潜往|溜回|溜进|摸进|混进|混入|躲进|住进|登上|爬上|攀上|"
               r"搬来|搬到|搬进|搬回|搬去|迁到|迁往|迁居|迁回|瞬移到|传送到|遁入|遁回|抢入|抢进|奔入|奔进|撞入|撞进|跑进|跑入|"
               r"走入|踅入|冲入|钻进|钻入|杀入|杀进|出现在|现身于?|现身在)")
_ZH_LEADING = r"(?:引|领|率|提|带)(?:兵|军|众|本部)?[^，。⟨]{0,4}?"  # troops led there (`引军`, `率本部`)
_ZH_MOUNTED = r"(?:(?:便|遂|乃|即|又)?(?:上马|上驴|拍马|策马|纵马|飞马|骑马|乘马|拨马|打马|拨回马))?"  # `上马投卧龙冈来`
# after a place gone to: not on the way there (`往荆州路上`, `去云州的方向`), nor a ticket or a ride there
# (`订了去京城的机票`, `去云州的车上`; not `京城的车站`)
_ZH_ON_THE_WAY = (r"(?![^，。；！？]{0,2}?(?:路|途|方向)|的(?:机票|车票|船票|票|航班|班机|飞机|火车|高铁|动车|列车|客车|大巴|船|车)"
                  r"(?!站))")
_ZH_GOES_TOGETHER = r"(?:一同|一起|同|共)(?:往|去|前往|来到|到了|赶往|回到|回|到)了?{P:p}(?!的?路)"  # `与苏晴同往云州`
_ZH_WIELDED_AT_ONCE = r"[^，。；！？⟨“”]{0,6}?(?:砍|射|刺|劈|掷|搠|斩|戳|捅|打)"  # a blow struck with what was just taken
# the killing words that end an execution (`斩首`, `斩之`, `处斩`, `缢死`)
_ZH_EXECUTED = r"斩首|斩讫|斩之|斩了|杀了|杀之|处死|处斩|缢死"
# someone looked at (`视之`, `看时`, `认得是`), and who they turn out to be (`乃河内名将方悦`)
_ZH_LOOKED_AT = r"(?:视之|[视观]其人|看时|认得是?)"
_ZH_TURNED_OUT = r"(?:却是|正是|乃是|乃)"
_ZH_BLOW = r"(?:一[刀枪箭剑掌拳指棍斧戟锤棒鞭槊矛钯杖叉]|乱棍)?"  # how the blow fell
_ZH_WOUND = r"(?:伤口|箭伤|刀伤|枪伤|剑伤|箭疮|金疮)"  # a wound, and what dealt it
_ZH_CUT_DOWN = r"(?:[斩砍劈刺挑搠][于落]马下|[斩砍劈剁挥][为做作成]两[段半截])"  # felled from the saddle, cut in two
_ZH_CHARGE = r"(?:[纵拍骤跃飞]马|[挺舞轮挥提举拈横掣拔][双大长宝钢]?[刀枪矛戟剑斧锤鞭棍棒钯])"  # a charge, weapon in hand
_ZH_CRIPPLED = r"(?P<sev>废了|废去了?|废掉了?)"  # one's art taken for good (`废了武功`) ...
_ZH_ART = r"(?:全身|一身)?的?(?:修为|武功|功力)"  # ... the art
_ZH_STRIKE = "劈|砍|刺|戳|捅|搠|踢|捶|砸|打"  # striking, with a weapon or without
_ZH_BLOWS = rf"(?:{_ZH_STRIKE}|射|揍|扇)"  # a blow struck, not by itself a killing
# after one named by 被: not their words or looks, which wound feelings only (`被苏晴的话刺伤了`)
_ZH_NOT_WORDS = r"(?!的?(?:话|话语|言语|言辞|一番话|眼神|目光|冷漠|态度|沉默|嘲笑|讥讽|冷言冷语))"
_ZH_OFFICERS = r"[一两二三四五六七八九十数]员(?:末将|大将|部将|偏将|裨将|牙将|副将|战将|健将|上将|将)"  # `两员末将`
_ZH_HEAD_CUT = r"的?(?:头|首级|头颅|脑袋)(?:都|也|一并|一齐)?(?:割|砍|斩|剁)了?下来?"  # after the one or ones it befell
_ZH_BROKE = r"(?:打断|砍断|折断|摔断|断)"  # a limb broken
_ZH_BLADE_BLOWS = "搠|砍|刺|劈|戳|捅|射|斫"  # blows with a blade or a point, which wound
# clauses after one caught up, ending in a blow with the subject left out that fells them (`后心只一枪，又搠倒了`)
_ZH_FELLED = (r"(?:[^。；！？⟨“”]|(?<=，)⟨c\d+⟩|⟨i\d+⟩){0,12}?(?:又|再|便|就|先)?(?P<sev>" + _ZH_BLADE_BLOWS
              + r")(?:倒|翻)了?(?=[，。；！？]|$)")
_ZH_STRUCK_WITH = r"(?:拳|掌|脚|刀|剑|枪|棍|棒|戟|斧|鞭|锤)"  # what one blow is dealt with (`一拳`, `一刀`)
_ZH_BLOWS_WITH = rf"(?:{_ZH_STRIKE}|踹|轰|击|拍|扫|斩)"  # and how (`一拳轰出`, `一刀砍去`)
# killing done (`击杀`, `枭首`, modern `干掉`); never an attempt (`刺杀`, `截杀`: to assassinate, to ambush)
_ZH_KILLED = ("斩杀|刺死|射死|杀死|砍死|害死|毒死|打死|勒死|击杀|击毙|格杀|诛杀|灭杀|抹杀|轰杀|射杀|毒杀|绞杀|枭首|杀掉|干掉|封喉|"
              "震死|逼死|拍死|劈死|捅死|踢死|砸死|掐死|踩死|轰死|戳死|搠死|(?<!打)打杀(?!了?一阵)")  # not `打打杀杀`, a fight
# a bare 杀 after a chase or a charge is a fight, not a killing (`追杀何平`, `掩杀过去`), nor one going for
# someone at once (`举刀就杀孔秀`: he fights on) unless it is done (`就杀了`); 诛 is to put to death (`诛颜良`)
_ZH_KILL = _ZH_BLOW + rf"(?:{_ZH_KILLED}|斩|诛|(?<![追掩冲厮截])(?:(?<!就)杀|杀(?=了)))了?"
# what one is called after one's surname (`苏姑娘` for 苏晴, `关将军` for 关羽), and by whom it is held; not
# `夫人`, `太太`, `娘子` (`林夫人` is Lin's wife), nor `老` (`赵老太太` is another)
_ZH_RANKS = dict.fromkeys("公子 少爷 师兄 师弟 先生 将军 丞相 都督 太守 刺史 皇叔 使君 少侠 大侠 兄 大哥".split(), "m") | \
    dict.fromkeys("姑娘 小姐 师姐 师妹 仙子".split(), "f") | \
    dict.fromkeys("长老 掌门 宗主 道长 前辈 大人 师叔 师伯 真人".split())
CHINESE_RULES = [
    # not a rout (`被吕范杀败`, `杀退`, `杀散`); the killer may first raise a blade (`被华雄手起刀落，斩于马下`;
    # the one killed, who first tried something, is the subject the text leaves out before 被); each of
    # a list may be said after the killer (`X、Y被曹操尽皆杀死`), killers listed too (`被孙、傅二将所杀`)
    _zh(K.death, r"{C:a}GROUPALL" + _ZH_THEN_BEI + r"(?:被|为){C:k}(?P<also>(?:、⟨c\d+⟩)*)" + _ZH_COUNTED + "ALL"
                 + _ZH_CLAUSE + _ZH_BLOW
                 + rf"所?(?:{_ZH_KILLED}|{_ZH_CUT_DOWN}|害|杀|斩)(?![败退散得伤])", build=_one_deed),
    # by someone unnamed: `被人乱棍打死了`, `胡才被乱军所杀`, `后竟为敌军所杀`, `被我打杀了`, `被人杀害`, or by the one the
    # sentence spoke of before (`关公勇猛，颜良、文丑俱为所杀`)
    # (one by one, not some of them: `早被搠死七八个`, `被这火烧死大半`)
    _zh(K.death, r"{C:a}GROUPALL" + _ZH_THEN_BEI + r"(?:被[^，。；！？⟨“”]{0,6}?[打杀砍刺射毒勒害踢捅搠斩掐砸烧淹溺]死|"
                 r"被[我你他她它人]们?(?:(?:打杀|杀|害)了|(?:杀害|谋害|暗害)了?)|"
                 r"(?:被[^，。；！？⟨“”]{1,6}?|为[^，。；！？⟨“”]{0,6}?)所(?:杀|害|斩))"
                 r"(?![一二两三四五六七八九十百千万数几余]|了?[一两几数]个|了?(?:大半|过半|一半|多半|殆尽|无数|甚众|不计其数))"),
    # the killed put before the killing (`林枫将赵无极一剑刺死`, `遂把X、Y斩首`); never `将杀` (will kill)
    _zh(K.death, _ZH_KILLER + _ZH_BA + r"(?:⟨c\d+⟩" + _ZH_AND + r")*{C:a}GROUPALL(?:也|又)?" + _ZH_BLOW
                 + rf"(?:{_ZH_KILLED}|{_ZH_EXECUTED}|砍了|[斩杀砍劈刺射]于|"
                 r"[斩砍劈剁][做作为成]两[段半截]|割(?:了|下)(?:头|首级|头颅))"),  # `把张都监也割了头`
    # ... at someone's order, told by the narration, which tells an execution so (`操令将吕布缢死`, `喝令左右把X斩了`);
    # not one only wished (`欲令将X斩之`)
    _zh(K.death, r"{C:k}ADV(?<!将)(?:喝令|令|命|教|叫|使)(?:左右|武士|刀斧手|军士|人)?" + _ZH_BA + r"{C:a}"
                 + _ZH_BLOW + rf"(?:{_ZH_KILLED}|{_ZH_EXECUTED})", build=_in_narration),
    # ... the one killed put last, the clause ending on them (`王允命缚赴市曹斩之`, `命武士绞杀之`)
    # (a command, not one told to another, `教杀吕布`; nor one only led out to die, `令推出斩之`, who may be spared)
    _zh(K.death, r"{C:k}ADV(?:喝令|令|命)(?:左右|武士|刀斧手|军士)?(?:(?:缚|绑|押)[^，。；！？⟨“”]{0,4}?)?"
                 + rf"(?:{_ZH_KILLED}|斩|杀){{C:a}}(?=[，。；！？]|$)", build=_in_narration),
    # struck where held, then dead, the subject of the last clause left out (`把赵无极胸脯上又连搠了两刀，血流满地，
    # 死在地上`): the one struck died
    _zh(K.death, _ZH_KILLER + _ZH_BA + r"{C:a}的?(?:PART)?上?[又连再]*" + _ZH_BLOWS + r"了?[^，。；！？⟨“”]{0,4}，"
                 r"(?:⟨c\d+⟩)?" + _ZH_CLAUSE + r"(?:当即|登时|当场)?(?:死在地上|死于|倒地而死|身亡|气绝)", build=_one_deed),
    # a life taken (`了结了X的性命`, `结果了他`); never `要了我的命` (a figure of speech)
    _zh(K.death, _ZH_KILLER + r"(?:了结|结果|取|夺|断送)了?{C:a}的?(?:性命|小命|狗命)"),
    _zh(K.death, _ZH_KILLER + r"结果了{C:a}(?=[，。；！？])"),
    # struck, then dead, the subject of the second clause left out: `程普刺中胡轸咽喉，死于马下`
    _zh(K.death, _ZH_KILLER + r"(?:刺中|射中|砍中|劈中|正中|搠中)了?{C:a}的?(?:PART|咽喉|心窝|面门|要害)?，(?:⟨c\d+⟩)?"
                 r"(?:当即|登时|当场)?(?:死于|落马而死|翻身落马而死|倒地而死|身亡|气绝)", build=_one_deed),
    # ... or struck where it kills, then fallen from the saddle (`刺中邓茂心窝，翻身落马`)
    _zh(K.death, _ZH_KILLER + r"(?:刺中|射中|搠中|正中)了?{C:a}的?(?:咽喉|心窝|心口|要害)，(?:⟨c\d+⟩)?(?:翻身)?落马",
        build=_one_deed),
    # a blade driven into the heart (`把刀去刘高心窝里只一剜`), not a fist (`照心窝一拳`)
    _zh(K.death, r"(?:{C:k}[^，。；：⟨“”]{0,8}?)?(?:去|向|往|望|照|朝){C:a}的?心窝里?(?:只|卡察的)?一(?:剜|刀|搠|枪)"),
    # a body seen in the narration: `赵无极的尸体被抬了出来`
    _zh(K.death, r"{C:a}的?(?:尸体|尸首|遗体|尸身|尸骸)", build=_named_in_narration),
    # ... or mourned: one's funeral (`林远的葬礼`), a wake kept for one (`为林远守灵`)
    _zh(K.death, r"{C:a}的(?:葬礼|丧礼|丧事|灵堂|灵柩|棺椁|灵位|牌位|遗体|遗骸)", build=_named_in_narration),
    _zh(K.death, r"[为替]{C:a}(?:守灵|送葬|出殡|发丧|办丧事|料理后事|披麻戴孝)", build=_named_in_narration),
    # not a killing urged or ordered (`劝我杀玄德`, `令布杀卓`), nor the death of one whose kin or officer was
    # killed (`杀了我的女儿`, `杀了袁术部将纪灵`: 纪灵 died)
    # ... nor one put as a premise (`今杀汉升，是杀长沙百姓也`, `杀了董卓，则天下安`)
    _zh(K.death, _ZH_KILLER + _ZH_KILL + r"(?:⟨c\d+⟩[的之]?KIN)?{C:a}" + _ZH_NOT_KIN
                 + r"(?![^，。；！？]{0,4}(?:未果|未遂|失败|不成))(?!，(?:⟨c\d+⟩)?(?:是|乃|则|便是))"),
    # ... a list closed by its count, though it opens on someone the cast lacks (`杀死差拨，陆虞候，富安等三人`)
    _zh(K.death, _ZH_KILLER + _ZH_KILL + r"(?:[^，。；！？⟨“”、]{1,4}[，、])+{C:a}"
                 r"(?=(?:[，、]⟨c\d+⟩)*等?[二两三四五六七八九十](?:人|员?将))"),
    # ... told of the killer, as who they are (`打死冯渊的那薛公子`, `杀死差拨的凶手`): done, not wished
    _zh(K.death, rf"(?<![{_ZH_URGED}要想欲将会能可去来敢不没未])(?:{_ZH_KILLED})了?{{C:a}}的(?:那|这)?[个位]?"
                 r"(?:{C:k}|凶手|人|汉子|好汉|大汉|和尚|那厮)"),
    # ... told as a matter done (`关公诉说斩孔秀、韩福之事`), each of a list; not one plotted (`谋杀X之事`) nor
    # one not done (`言玄德不杀吕布之事`)
    *(_zh(K.death, rf"(?<![谋欲要想议商图不未没莫勿休])(?:{_ZH_KILLED}|斩|诛|杀)了?" + listed + r"之事")
      for listed in (r"{C:a}(?:[、和与]⟨c\d+⟩)*", r"(?:⟨c\d+⟩[、和与])+{C:a}")),
    # cut in two (`一刀砍韩玄为两段`)
    _zh(K.death, _ZH_KILLER + _ZH_BLOW + r"(?:砍|斩|劈|剁)了?{C:a}(?:为|做|作|成)两[段半截]"),
    _zh(K.death, r"{C:k}[^，。；：⟨“”]{0,6}?(?:斩|刺|砍|劈|射|杀)了?{C:a}于(?:马下|城下|阵前|阵中|帐下|船上|地)"),
    _zh(K.death, r"{C:k}[^，。；：⟨“”]{0,6}?(?:砍下|斩下|割下|取了|斩了?)了?{C:a}(?:的)?(?:首级|头颅|之头)"),
    _zh(K.death, r"(?:砍下|斩下|割下|取了|斩了?|提着?|持|献上?)了?{C:a}(?:的)?(?:首级|头颅|之头)"),
    # a head cut off (`割下那妇人头来`), not the hair or a headscarf (`头发`, `头巾`); a head only cut at
    # (`斩华雄头`) may be a vow
    _zh(K.death, r"(?:{C:k}[^，。；：⟨“”]{0,6}?)?(?:砍下|斩下|割下|割了)了?{C:a}的?(?:头(?:下?来)?" + _ZH_CLAUSE_ENDS
                 + r"|脑袋)"),
    _zh(K.death, r"{C:a}被(?:{C:k})?[^，。；！？⟨“”]{0,4}?(?:砍下|斩下|割下|砍掉|割掉)了?(?:首级|头颅|脑袋|头)"),
    _zh(K.death, r"{C:a}的(?:首级|头颅|脑袋|头)被[^，。；！？⟨“”]{0,6}?(?:砍|斩|割|剁)[掉下去]"),  # `林枫的头被砍掉了`
    # one's soul destroyed, as a web novel tells it (`林远的元神被赵无极灭杀`)
    _zh(K.death, r"{C:a}的(?:元神|神魂|魂魄|残魂)(?:被(?:{C:k})?[^，。；！？⟨“”]{0,4}?)?(?:灭杀|抹杀|抹去|击碎|震碎|打散|湮灭|"
                 r"消散|灰飞烟灭|烟消云散)(?!之前)"),
    # ... put first, alone or in a list (`把富安，陆谦，头都割下来`: the first and the last of it)
    # (the clause after a comma gets the subject it leaves out, `⟨c⟩头都割下来`: no one of the list)
    _zh(K.death, _ZH_BA + r"{C:a}(?:[，、和与]?⟨c\d+⟩)*[，、]?" + _ZH_HEAD_CUT, build=_named_outright),
    _zh(K.death, _ZH_BA + r"(?:⟨c\d+⟩[，、和与]?)+?{C:a}[，、]?(?:⟨c\d+⟩)?" + _ZH_HEAD_CUT, build=_named_outright),
    # a head that rolls (`人头落地`) or a skull smashed: no one lives through it (a heart run through is a
    # wound: in a web novel one may)
    _zh(K.death, r"(?:{C:k}(?:手起)?[刀剑斧戟]起处?，)?{C:a}的?(?:(?:人头|头颅|首级|脑袋|头)(?:落地|滚落)|头落(?=[，。；！？]))"),
    # ... or one cut down with nobody named after the blow, in a sentence opening on them and going on to
    # whoever struck (`韩福急走不迭，关公手起刀落，带头连肩，斩于马下`): a guess
    _zh(K.death, r"(?:^|(?<=[，；：]))[\s“]*{C:a}(?=[^。；！？“”]*?，(?:⟨c\d+⟩)?(?:不想|不料|不期|谁知|岂知|早被|却被|被)?{C:k}"
                 r"(?:[^。；！？⟨“”]|(?<=，)⟨c\d+⟩)*?(?:手起|刀落|刀起|宝刀|一刀|一枪|一戟|一斧|一剑|赶上|拦腰)"
                 r"(?:[^。；！？⟨“”]|(?<=，)⟨c\d+⟩)*?，(?:⟨c\d+⟩)?" + _ZH_CUT_DOWN + _ZH_CLAUSE_ENDS + "(?P<felled>))",
        build=_struck_by_another, confidence=0.5),
    _zh(K.death, _ZH_KILLER + r"(?:一掌|一拳|一锤|一棍|一棒)?(?:拍碎|击碎|砸碎|打碎|打得粉碎|震碎|震断)了?{C:a}的?"
                 r"(?:天灵盖|头颅|脑袋|心脉)"),
    _zh(K.death, _ZH_KILLER + _ZH_BA + r"{C:a}(?:碎尸万段|挫骨扬灰|大卸八块)"),
    # died by someone's hand (`死在林枫剑下`, `命丧赵无极之手`)
    _zh(K.death, r"{C:a}(?:终于|竟|当场)?(?:死在了?|死于|丧命于|命丧|丧生于|丧生在)(?:{C:k})(?:的|之)?"
                 r"(?:剑下|刀下|枪下|箭下|掌下|拳下|手下|手里|手中|之手)"),
    # someone's body laid in the ground (`安葬了赵无极`, `为林远收尸`); not a living one (`埋葬了过去`)
    _zh(K.death, r"(?<![不没未要想欲将])(?:埋葬|安葬|下葬|收殓|入殓|殡葬)了?{C:a}" + _ZH_NOT_KIN, build=_named_in_narration),
    _zh(K.death, r"(?<![不没未要想欲将])(?:为|替|给){C:a}(?:收尸|收殓|入殓|送葬|出殡|发丧|上坟|扫墓|"
                 r"(?:举行|操办|办)了?(?:葬礼|丧礼|丧事))", build=_named_in_narration),
    _zh(K.death, _ZH_BA + r"{C:a}(?:(?:埋葬|安葬|下葬|葬|埋|活埋)了|(?:埋葬|安葬|下葬|厚葬)(?=[，。；！？])|"
                 r"(?:埋葬|安葬|下葬|葬)(?:在|于))", build=_named_in_narration),  # `把林远葬在了后山`
    _zh(K.death, r"(?<![不没未要想欲将])(?<!死后|将来|百年|日后){C:a}(?:被人)?(?:埋葬|安葬|下葬|葬)(?:在|于)",
        build=_named_in_narration),  # `林远葬于后山`; not a wish for later (`我死后葬在云州`)
    # at the coffin, the spirit tablet or the grave of someone (`跪在林远灵前`)
    _zh(K.death, r"(?:跪在|拜倒在|哭倒在|跪倒在|来到|到了|祭于|哭于|在){C:a}(?:的|之)?(?:灵前|灵位前|灵柩前|灵床前|坟前|墓前)",
        build=_named_in_narration),
    # one gone from the world (`林远早已不在人世`, `已故的林远`), one spoken of by their widow or as the dead kin of
    # someone (`林远的遗孀苏晴`, `林枫的亡父林远`)
    _zh(K.death, r"{C:a}(?:早已|早就|已经|已)?(?:不在人世|不在世上|不在人间|已故|作古)"),
    _zh(K.death, r"已故的?{C:a}"),
    # destroyed body and soul by someone (`被林枫打得形神俱灭`)
    _zh(K.death, r"{C:a}被(?:{C:k})?[^，。；！？⟨“”]{0,4}?[打轰劈斩杀震]得(?:形神俱灭|魂飞魄散|灰飞烟灭|身死道消|粉身碎骨)"),
    _zh(K.death, r"{C:a}(?:的|阵亡的|遇害的|身亡的)(?:死讯|噩耗)(?![^，。；！？]{0,4}?(?:是假|有假|不实|是谣))"),
    _zh(K.death, r"{C:a}的(?:遗孀|遗腹子|遗孤|未亡人)"),
    _zh(K.death, r"⟨c\d+⟩的?(?:亡父|亡母|亡妻|亡夫|先父|先母|先兄|先夫|亡兄|亡弟)，?{C:a}"),  # a speaker's: `昔先兄蒯良`
    _zh(K.death, r"{C:a}" + _ZH_IS + r"⟨c\d+⟩的(?:亡父|亡母|亡妻|亡夫|先父|先母|先兄|先夫|亡兄|亡弟)"),
    # ... or mourned, wept for, sacrificed to (`曹操哭庞德。`, `孙权祭奠周瑜`); not hung up (`吊林枫于树上`)
    _zh(K.death, r"(?:哭|哭祭|祭奠|祭|吊|吊祭|悼念|哀悼|吊唁)了?{C:a}(?=[，。；！？”])", build=_named_in_narration),
    # a death seen, the one killed its clause's last word but the verb's (`李蒙见王方刺死，`; not `见林枫刺死赵无极`)
    _zh(K.death, r"(?:^|(?<=[，。；：]))[^，。；！？⟨“”]{0,4}?⟨c\d+⟩见{C:a}(?:已|被人)?(?:刺|杀|砍|射|斩|搠|打)死"
                 + _ZH_CLAUSE_ENDS, build=_named_in_narration),
    # news of a death in classical prose, bare (`玄德闻关公死，哭倒于地`): hearsay, as the words before it say
    _zh(K.death, r"(?:(?<=闻)|(?<=知)|(?<=听得)|(?<=听说))(?:⟨c\d+⟩" + _ZH_AND + r")*{C:a}(?:已|既)?(?:死|亡|丧)"
                 r"(?=[，。；！？])"),
    # felled from the saddle by one put first (`一枪把赵无极挑于马下`)
    _zh(K.death, _ZH_KILLER + r"[^，。；：⟨“”]{0,4}?" + _ZH_BA + r"{C:a}(?:斩|刺|砍|劈|挑|射)(?:死|杀)?于(?:马下|阵前|城下)"),
    # a death told outright; not one put as a premise (`徐母既死，徐庶必死心助刘备`: "once she is dead, he will")
    _zh(K.death, r"{C:a}(?:在(?:⟨p\d+⟩|[^，。；⟨“”]){1,8})?GROUP"
                 r"(?:皆|俱|亦|也|已经|早已|早就|久已|已自|已|终于|当场|竟然?|不幸|遂|同时|一同|一齐|双双|相继|先后|虽然?|如今){0,2}"
                 # (not `死了的可人` "the dead Keren", `死了大半个` "half dead"; but `死了的消息`, news of it)
                 r"(?:死了(?!的(?!消息|事)|" + _ZH_HALF + r")|身亡|气绝|殒命|遇害|阵亡|毙命|去世|病逝|咽了气|丧命|"
                 r"死去(?![救杀战斗拼追赶护])|被杀|被斩|被害|自尽|自刎|"
                 r"身死|已死(?!" + _ZH_HALF + r")|既死(?![，,][^，。；！？]{0,8}?(?:必|则|定然|自然))|陨落|身死道消|形神俱灭|没了气息|"
                 r"(?<=[皆俱已])(?:死|亡)(?=[，。；！？”])|"  # bare, after "all" or "already" (`父子皆死`, `父子已亡`)
                 r"气息全无|停止了呼吸|的?心跳(?:已经|已)?停止了|的?心脏(?:已经|已)?停止了跳动|死亡(?![的之率])|(?:经)?抢救无效|"
                 r"(?:英勇|壮烈|光荣|不幸)?牺牲了?(?=[，。；！？”])|(?:英勇|壮烈|光荣)牺牲|"
                 r"丧(?=[，。；！？”])|病卒|病故|病亡|病死|身故|亡故|逝世|谢世|辞世|仙逝|驾崩|崩殂|晏驾|宾天|"
                 r"早(?:亡|逝|故|殁|丧|卒)(?![父母妻夫子女兄弟姐妹其双亲爹娘⟨])|夭折|夭亡|"
                 r"薨|崩于|卒于|归天|断了气|一命呜呼|呜呼哀哉|撒手人寰|与世长辞|命归黄泉|一命归阴|香消玉殒|玉殒香消|"
                 r"死透了|过世了?|(?:含恨|郁郁|抱憾|含笑)而终|(?:溘然)?长逝|溘然而逝|魂归(?:西天|天外|地府|九泉)|"
                 r"葬身(?:火海|鱼腹|海底|狼腹|兽腹|崖底)|驾鹤(?:西去|西归|仙逝)|圆寂|坐化|一病不起|见阎王去了|(?:伸|蹬)腿去了|"
                 r"伸腿瞪眼了?|断气(?=了|[，。；！？”])|被(?:人)?灭口|被万箭穿心|"
                 r"命丧|尸横(?:马下|于地|在地|当场|就地|城下|阵前)|寿终正寝|暴毙|暴亡|猝死|灰飞烟灭|殁了|(?:丢|送|断送)了(?:卿卿)?性命|(?:遇刺|遇袭|被刺)身亡|"
                 r"被(?:凌迟|斩首|绞|腰斩)?(?:处死|处斩|处决|正法)(?!刑)|(?:被)?斩首(?:号令|示众)|"
                 # ... by cold, hunger, water, fire, a fall, poison or wounds; a last breath, eyes closed for good
                 r"(?:冻|饿|淹|溺|烧|摔)死(?!人|你|我|他|她|了?也|了?都)|溺亡|(?:中毒|伤重|失血过多)(?:身亡|而死|而亡|不治)|不治身亡|"
                 r"咽下了?最后一口气|永远(?:地)?闭上了(?:眼睛|双眼|眼)|再也没(?:有|能)?(?:起来|醒来|醒过来|睁开眼睛?))"),
    # `薛礼死于乱军中`, `赵无极死在地上`, `被人发现死在家中`, `死在赵无极手里`, named: a subject left out is often the one
    # the clause before struck (`程普刺中胡轸咽喉，死于马下`); not those who died (`死于沟壑者`) nor `死于此` (a vow)
    _zh(K.death, r"{C:a}GROUPALL(?:被人?发现)?死(?:于(?!此)|在了?(?=地上|地下|血泊[中里]|当场|⟨p\d+⟩|" + _ZH_DIED_IN + r"))"
                 r"(?![^，。；！？“”]*者)",
        build=_named_outright),
    # `关公殁于麦城`, `今因疾殁于观中`: a subject carried from before only past a clause naming nobody else (not
    # `因感张嶷忠勇，殁于王事`: 张嶷's)
    _zh(K.death, r"{C:a}GROUPALL(?:已|竟|今|亦|皆|俱)?(?:因(?:病|疾|伤))?殁于", build=_carried_past_nobody),
    # `自荣公死后`, `宁公死后`: told in passing, as a time (not `等我死后`, `若他死后`: not yet)
    _zh(K.death, r"(?<![等待若如倘要使])(?:自从?)?{C:a}(?:死|亡|去世|病故|过世)了?之?后"),
    # a man lost to the side (`坚为折了祖茂`, `折了吾大将典韦`; not `恐折了`, `休折了`): most often killed, but
    # maybe taken alive (`折了杨林`, back later), so a guess
    _zh(K.death, r"(?<![不没未恐怕休莫勿免])折了(?:吾|我|他|其)?(?:一员)?(?:大将|爱将|上将|战将)?{C:a}"
                 + _ZH_NOT_KIN, confidence=0.5),
    # colloquial: `东府蓉大奶奶没了` ends its clause (`没了主意` does not); not a thing's part gone missing
    # (`扇上的坠儿没了`: the fan's pendant, though a maid bears the name)
    _zh(K.death, r"(?<![上里中内])(?<![上里中内]的){C:a}(?:已经|竟|就|也)?没了(?=[。，！？”；])"),
    # a clause ending in a death: `(贾敷)八九岁上死了`, `一病就死了`; not a threat, a fear or a figure of
    # speech (`差点死了`, `吓死了`, `哭得泪干气绝`: wept till breath failed), nor a killing the subject did (`我兀自打死了`),
    # nor one the subject saw or heard of (`柳湘莲见三姐身亡`: hers, though the story may not know her name)
    _zh(K.death, _ZH_OPENS_CLAUSE + r"(?:(?![不没未别差险几快要会将怕若如假恐欲必见闻听知报]|[哭气急痛疼吓闷羞][得的])"
                 r"[^，。；！？⟨“”]){0,8}?"
                 r"(?<![吓笑累饿气急闷烦乐痛疼冷热困羞美忙])(?<!(?<!被)[打杀砍刺射毒勒害弄踢咬捅搠斩掐砸])"
                 r"(?:死了|身亡|病故|去世|气绝|没了气息|没了呼吸|再也没有?醒来|再也没能醒来|化[作为成]了?(?:一团|一片)?血雾|"
                 r"战死|阵亡|殒命|丧命|就刑|就戮|牺牲了)"
                 r"(?=[。，！？；”]|$|沙场)"),
    # ... by one's own hand (`拔剑自刎`, `服毒自尽`, `自杀了`), not a blade only put to the throat (`把刀望喉下自刎`:
    # stopped), nor a thought of it or an attempt (`想自杀`, `企图自尽`, `自杀未遂`)
    _zh(K.death, _ZH_OPENS_CLAUSE + r"(?:(?![不没未别差险几快要会将怕若如假恐欲必宁望想企试图])[^，。；！？⟨“”]){0,8}?"
                 r"(?:自刎|自尽|自缢|自戕|自杀)(?:而死|身亡|了)?(?=[。，！？；”]|$)"),
    # classical, one character at a clause's end: `后玄卒，亮与弟诸葛均躬耕于南阳`, `关公既殁`
    _zh(K.death, r"(?:^|(?<=[，。；：]))\s*(?:后|既而|未几|不久|是年|是岁|次年)?{C:a}(?:已|遂|亦|病|既|寻|竟)?"
                 r"(?:卒|殁|薨|亡)" + _ZH_CLAUSE_ENDS),
    # classical: `王甫大叫一声，堕城而死`: the clause's subject, no quote and nobody else named or called by kin or
    # rank in between (not `看时，那个掳来的妇人投井而死`)
    _zh(K.death, _ZH_OPENS_CLAUSE + r"(?:" + _ZH_NO_OTHER + r"){0,10}?" + _ZH_AND_DIED),
    # ... and in the narration, after a longer run of clauses (`绍翻身大叫一声，又吐血斗余而死`) or where the one
    # they fell to is named (`被张飞一矛刺中，翻身落马而死`)
    _zh(K.death, _ZH_OPENS_CLAUSE + r"(?:被⟨c\d+⟩|" + _ZH_NO_OTHER + r"){11,24}?" + _ZH_AND_DIED,
        build=_named_in_narration),
    # `左腿上着了枪`: a weapon taken in a part
    _zh(K.injury, r"{C:a}的?PART上?(?P<sev>受了重伤|受了伤|受伤|(?:中|着)了?一?(?:箭|刀|枪|剑)|断了|骨折|骨裂|脱臼|扭伤|烫伤|"
                  r"擦伤|冻伤|被砍伤|被刺伤|流血)",
        build=partial(zh_injury, "moderate")),
    # an open wound: bleeding still (`林枫左臂上的伤口还在流血`), or new on one (`身上多了几道伤口`)
    _zh(K.injury, r"{C:a}的?(?:PART上?的)?伤口(?:还在|仍在|仍然在|又|再次|已经)?(?P<sev>流血|渗血|裂开|崩裂|化脓|溃烂)",
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}(?:的)?身上(?:又)?(?:多了|添了|满是|布满了?|留下了?)[^，。；！？⟨“”]{0,4}?(?:伤口|伤痕|血痕|血口子)",
        build=partial(zh_injury, "minor")),
    # a limb broken by someone (`林枫被赵无极打断了一条腿`), lamed, an eye lost (`瞎了一只眼`), a bite, a cut
    _zh(K.injury, r"{C:a}(?:又|竟|却)?被(?:{C:k})?[^，。；！？⟨“”]{0,4}?(?P<sev>打断|砍断|踢断|砸断|折断|扭断|咬断|斩断|削断)了?"
                  r"(?:LIMBS)?PART", build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}的?PART(?P<sev>瘸了|跛了|废了|残了)", build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}ADV(?P<sev>瞎了|被刺瞎了|被戳瞎了|被打瞎了)(?:一只|一双|双|两只)?(?P<part>眼睛|眼|目)",
        build=partial(_injury, _ZH_EYES, _ZH_SIDES, {"瞎": "severe"}, "severe")),
    # ... told the other way round (`见娘双眼都盲了`)
    _zh(K.injury, r"{C:a}的?(?:一只|一双|双|两只|两)?(?P<part>眼睛|眼|目)(?:都|也|已|早已|早)?(?P<sev>瞎了|盲了|失明了?)",
        build=partial(_injury, _ZH_EYES, _ZH_SIDES, {}, "severe")),
    _zh(K.injury, r"{C:a}(?:的?PART)?被(?:毒蛇|蛇|狗|恶狗|野狗|狼|野狼|老虎|猛虎|虎|豹子|熊|野兽|毒虫|蝎子)(?P<sev>咬伤|咬了|咬中|咬破|"
                  r"抓伤|抓破)", build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}的?PART(?:上)?被[^，。；！？⟨“”]{0,6}?(?:划|割|砍|刺|咬|抓)(?:了|出|开|破)了?(?:一道|一条|几道|一个)"
                  r"(?:口子|伤口|血口子?)", build=partial(zh_injury, "moderate")),
    # a wound not yet healed (`林枫的伤还没好`, `内伤尚未痊愈`), blood running from a part, one's wound bound up
    _zh(K.injury, r"{C:a}(?:的|身上的?)?(?P<sev>内伤|重伤|伤|伤势|伤口)(?:还|仍|尚|依然|仍然)?(?:没有?|未)(?:好|痊愈|愈合|复原|好转)",
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}的?PART(?:上)?(?P<sev>流下血来|流出血来|鲜血直流|血流如注|鲜血淋漓|流血不止|血流不止|渗出血来|"
                  r"渗出了?鲜血|鲜血长流)", build=partial(zh_injury, "moderate")),
    # a wound dressed, by another or oneself (`关公割帛束住箭伤`)
    _zh(K.injury, r"(?:替|给|为){C:a}(?:包扎|裹|敷药于|上药于)(?:了|好)?(?:PART上?的)?" + _ZH_WOUND,
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}(?:自己)?(?:割帛|裂帛|撕下衣襟)?(?:包扎|裹|束住|缚住)(?:了|好)?(?:PART上?的)?" + _ZH_WOUND,
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}的(?P<sev>武功|内力|修为)(?:被|已|尽)?[^，。；！？⟨“”]{0,4}?废(?:了|掉|去)",
        build=partial(zh_injury, "severe")),
    # `林远的左臂被砍断了`, a hand cut off (`右手被砍掉了`; a head cut off is a death)
    _zh(K.injury, r"{C:a}的?(?!头)PART被[^，。⟨]{0,6}?(?P<sev>砍断|打断|折断|斩断|削断|震断|咬断|踢断|砸断|刺穿|洞穿|贯穿|"
                  r"击穿|砍伤|刺伤|打伤|射伤|咬伤|烧伤|灼伤|划伤|震伤|砍掉|斩掉|削掉|剁掉|砍去|斩去|削去|剁去|烫伤|割伤|割破|划破|扎伤|扎破|"
                  r"擦伤|咬破|压伤|压断|撞伤|撞断|砸伤|砸断|摔断|摔伤|炸伤|炸断)",
        build=partial(zh_injury, "moderate")),
    # ... or borne about (`林枫拖着断腿`, `吊着受伤的左臂`)
    _zh(K.injury, r"{C:a}ADV(?:拖着|瘸着|吊着|捂着|托着|抱着)(?:一条|一只)?(?P<sev>断了?的?|受伤的|折了的|带伤的)PART",
        build=partial(zh_injury, "moderate")),
    # ... or broken by one named first (`赵无极一脚踢断了林枫的左腿`)
    _zh(K.injury, _ZH_KILLER + r"[^，。；！？⟨“”]{0,4}?(?P<sev>打断|砍断|踢断|砸断|折断|扭断|咬断|斩断|削断|震断|打折|踢折)了?"
                  r"{C:a}的?(?:LIMBS)?PART", build=partial(zh_injury, "severe")),
    # a limb lost or broken, told of its owner: `林枫断了一条胳膊`, `折了一条腿`
    _zh(K.injury, r"{C:a}(?:又|竟|却)?(?P<sev>断了|折了|没了|废了|丢了)LIMBSPART",
        build=partial(zh_injury, "severe")),
    # a blade driven into a part (`林枫一剑刺入赵无极的胸口`, `以短刀刺入赵无极腹中`): by the one who drove it
    _zh(K.injury, _ZH_KILLER + r"(?P<sev>刺入|刺进|插入|插进|捅入|捅进|扎入|扎进|射入|射进|砍进|劈进)了?{C:a}的?PART(?![下])",
        build=partial(zh_injury, "moderate")),
    # `林枫一剑刺穿了赵无极的心脏`: by the one who struck
    _zh(K.injury, _ZH_KILLER + _ZH_BLOW + r"(?P<sev>刺穿|洞穿|贯穿|击穿|砍断|斩断|打断|折断|削断|震断|砍伤|刺伤|打伤|射伤|"
                  r"震伤|震碎|击碎|废了)了?{C:a}的PART(?![下中])", build=partial(zh_injury, "moderate")),  # not `手下`
    # a blade's blow that fells someone (`先搠倒差拨`, `被林冲赶上，后心只一枪，又搠倒了`)
    _zh(K.injury, _ZH_KILLER + _ZH_BLOW + r"(?:先|又|再|便|就|只)?(?P<sev>" + _ZH_BLADE_BLOWS + r")(?:倒|翻)了?{C:a}"
                  r"(?![的之])", build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}[^。；！？⟨“”]{0,10}?被⟨c\d+⟩(?:赶上|追上|赶到|追到)，" + _ZH_FELLED,
        build=partial(zh_injury, "moderate")),
    # run down by a cart or a car (`林枫被车撞了`, `被一辆卡车撞飞`); not killed (`被车撞死`: a death)
    _zh(K.injury, r"{C:a}(?:又|竟|却)?被[^，。；！？⟨“”]{0,4}?车(?:给)?撞(?:倒|飞|翻|伤|断了腿)?了", value={"severity": "moderate"}),
    # a blow taken from someone, landing in the next clause (`被武松当时一刀，齐耳根连脖子砍着`)
    _zh(K.injury, r"{C:a}(?:又|竟|却|早)?被{C:k}(?:当时|当下|早|只|就势)?一" + _ZH_STRUCK_WITH + r"，"
                  r"(?:[^。；！？⟨“”]|(?<=，)⟨c\d+⟩){0,12}?(?P<sev>(?:" + _ZH_BLADE_BLOWS + r"|剁)(?:着|翻|倒|中))",
        build=partial(zh_injury, "moderate")),
    # `林枫一箭射中赵无极左臂`, `一刀砍在赵无极左臂上`, `射来，正中孙策面颊`: a blow landing on a body part (not
    # `手下`, the men under someone), by whomever
    _zh(K.injury, r"(?:" + _ZH_KILLER + r")?" + _ZH_BLOW + r"(?<![不未没])(?P<sev>射中|刺中|砍中|劈中|搠中|击中|[正恰]中|"
                  r"(?:" + _ZH_BLADE_BLOWS + r")在)了?{C:a}的?PART(?![下中])",
        build=partial(zh_injury, "moderate")),
    # ... aimed there, and going home (`望牛二颡根上搠个着`)
    _zh(K.injury, r"(?:" + _ZH_KILLER + r")?(?:望|照|朝|向|对)着?{C:a}的?(?:PART|[^，。；！？⟨“”]{1,3}?)上?(?:只|又|便|就)?"
                  r"(?P<sev>(?:" + _ZH_BLADE_BLOWS + r")(?:一?个)?着)", build=partial(zh_injury, "moderate")),
    # a part broken; one named before it is the owner only after 被 (`林枫被赵无极打断了他的腿`), else whom it
    # was done to (`赵无极打断了林枫的右腿`: see above)
    _zh(K.injury, r"{C:a}(?:被.{0,6}" + _ZH_BROKE + r"了(?:⟨c\d+⟩的)?|" + _ZH_BROKE + r"了)PART",
        build=partial(zh_injury, "severe")),
    _zh(K.injury, r"{C:a}被(?:{C:k})?[^，。⟨]{0,4}?(?P<sev>射中|刺中|砍中|砍伤|刺伤|射伤|打伤|烧伤)了?其?PART",
        build=partial(zh_injury, "severe")),
    # ... wounded by whomever (`吕虔、于禁俱各被伤`, `皆被箭伤`, `带伤而来`), many times (`身被数枪`)
    _zh(K.injury, r"{C:a}(?:俱|皆|都|亦|也|各){0,2}(?P<sev>身受重伤|身负重伤|受了(?:很|极|极其|非常|十分)?重的?伤|"
                  r"受了轻伤|受了伤|受了[点些](?:轻)?伤|受伤|负伤|负了伤|挂了?彩|中箭|"
                  r"中了一箭|(?P<part>身)(?:被|中|带)了?[一二三四五六七八九十数]+处?(?:枪|箭|刀|创|伤)|身被重伤|被创|"
                  r"被(?:箭|刀|枪|火)?伤|带伤)",
        build=partial(zh_injury, "moderate")),
    # ... crippled in one's art, as a web novel tells it (`修为尽废`, `被赵无极废了武功`): for good
    _zh(K.injury, r"{C:a}的?(?P<sev>修为尽废|修为被废|武功尽废|丹田被毁|丹田被废|丹田破碎|经脉尽断|经脉寸断|"
                  r"(?:修为|武功|功力|内力)(?:尽失|全失|尽散))",
        build=partial(zh_injury, "severe")),
    # eyes put out (`双目失明`, `左眼被刺瞎了`), a blade's stroke taken (`肩头被刺了一剑`), a shot that hit
    # (`被毒箭射中`), blood at the lips (`嘴角溢出鲜血`)
    _zh(K.injury, r"{C:a}的?(?:双目|双眼|眼睛|左眼|右眼|一只眼)(?:被[^，。；！？⟨“”]{0,4}?)?(?:失明|瞎了|刺瞎了?|射瞎了?|戳瞎了?)",
        value={"severity": "severe", "part": "eye"}),
    _zh(K.injury, r"{C:a}的?PART上?被[^，。；！？⟨“”]{0,4}?(?:刺|砍|劈|射|捅|扎|划|戳)了(?:一|几|两|数)(?:剑|刀|枪|箭|下)",
        build=partial(zh_injury, "moderate")),
    # ... with no part named (`被砍了一刀`, `挨了一刀`), or by one named (`被赵无极所伤`, `为流矢所中`)
    _zh(K.injury, r"{C:a}(?:又|竟|却|也)?(?:被[^，。；！？⟨“”]{0,4}?(?:刺|砍|劈|捅|扎|戳)了|挨了|吃了|中了)(?:一|几|两|数)(?:剑|刀|枪)",
        value={"severity": "moderate"}),
    _zh(K.injury, r"{C:a}(?:又|竟|却|也)?(?:被|为){C:k}所伤", build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}(?:又|竟|却|也)?(?:被|为)(?:流矢|冷箭|暗箭|乱箭|毒箭|箭)所中", value={"severity": "moderate"}),
    _zh(K.injury, r"{C:a}被(?:{C:k})?[^，。；！？⟨“”]{0,4}?(?:毒箭|冷箭|暗箭|流矢|暗器|飞镖|箭)射中" + _ZH_CLAUSE_ENDS,
        value={"severity": "moderate"}),
    _zh(K.injury, r"{C:a}(?:的)?嘴角(?:溢出|流出|渗出|淌出|挂着)了?(?:一丝|一缕|一道)?鲜?血", value={"severity": "moderate"}),
    _zh(K.injury, r"{C:a}被(?:{C:k})?[^，。；！？⟨“”]{0,4}?" + _ZH_CRIPPLED + _ZH_ART, build=partial(zh_injury, "severe")),
    _zh(K.injury, _ZH_KILLER + _ZH_CRIPPLED + r"{C:a}的?" + _ZH_ART, build=partial(zh_injury, "severe")),
    # ... inwardly, in many places, or by poison (`受了内伤`, `身上多处受伤`, `身中剧毒`), or still (`伤势很重`)
    _zh(K.injury, r"{C:a}(?:俱|皆|都|亦|也|又){0,2}(?:身上|浑身)?(?P<sev>受了?(?:极重的|很重的)?内伤|身负内伤|(?:多处|几处)(?:受伤|带伤|挂彩)|"
                  r"(?:中了|身中)(?:剧|奇)?毒)",
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}的?伤势(?P<sev>(?:很|极|十分|非常|颇|甚|太|更|愈发)?(?:重|严重|沉重|不轻))",
        build=partial(zh_injury, "moderate")),
    # ... shown by a bandage, a cast, a sling or a limp (`头上缠着绷带`, `打着石膏`, `吊着一条胳膊`, `一瘸一拐`), wounds all over
    # (`浑身是伤`), meridians hurt or a cultivation gone wrong (`经脉受损`, `走火入魔`), knocked out (`被打晕了`)
    # or lying senseless (`昏迷不醒`)
    _zh(K.injury, r"{C:a}的?PART上?(?:缠着|裹着|包着|绑着|缠满了?|吊着|打着)(?:厚厚的|一圈圈?的?|一层层?的?)?(?:绷带|纱布|白布|石膏)",
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}(?:用绷带)?吊着(?:一条|一只)?(?P<side>左|右)?(?P<part>胳膊|手臂|臂)", build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}一瘸一拐", value={"severity": "minor", "part": "leg"}),
    _zh(K.injury, r"{C:a}(?:浑身|满身|全身|遍体|身上)(?:都)?是伤", value={"severity": "moderate"}),
    _zh(K.injury, r"{C:a}(?:的)?(?:经脉|经络|内腑|脏腑|五脏六腑)(?:都|俱|尽)?(?:受损|受创|受伤|受了伤)",
        value={"severity": "moderate"}),
    _zh(K.injury, r"{C:a}(?:竟然?|终于)?走火入魔", value={"severity": "moderate"}),  # not `险些走火入魔`
    _zh(K.injury, r"{C:a}(?:又|竟|却)?被(?:{C:k})?[^，。；！？⟨“”]{0,4}?(?:打晕|打昏|击晕|砸晕|敲晕)了?", value={"severity": "moderate"}),
    _zh(K.injury, r"{C:a}(?:一直|仍然|依然|依旧|仍|至今)?昏迷不醒", value={"severity": "severe"}),
    # one who is, or was made, blind, lame or deaf (`林枫是个瞎子`, `成了瘸子`; not a taunt: `骂他是个瞎子`)
    *(_zh(K.injury, r"(?<![骂笑说讥讽])(?<!骂了)(?<!笑话){C:a}(?:是个|是一个|乃是?一?个?|成了|变成了)(?:" + words + ")",
          value={"severity": severity, "part": part})
      for words, part, severity in (("瞎子|盲人", "eye", "severe"), ("跛子|瘸子", "leg", "moderate"),
                                    ("聋子", "ear", "severe"))),
    # ... by someone who is named (`赵无极重伤了林枫`, `射伤张郃`, `将林枫打伤`, `被赵无极打成重伤`), or on a part one
    # takes a blow (`肩头挨了一刀`)
    _zh(K.injury, _ZH_KILLER + r"(?P<sev>重伤|打伤|砍伤|刺伤|射伤|击伤|震伤)了?{C:a}(?![的之])",
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, _ZH_KILLER + _ZH_BA + r"{C:a}(?:打|砍|刺|射|击|震|踢|咬|烧)(?P<sev>伤|成重伤|成了重伤)",
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}被(?:{C:k})?" + _ZH_NOT_WORDS + r"[^，。；⟨“”]{0,4}?(?:打|砍|刺|射|击|震|踢|咬|烧|撞|炸|烫|割|抓)"
                  r"(?P<sev>伤了?|成重伤|成了重伤)(?![的之])",
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"{C:a}的?PART上?挨了(?:一|几|两|数)(?P<sev>刀|剑|枪|掌|拳|脚|棍|鞭|箭)", build=partial(zh_injury, "moderate")),
    # a part of one's own hurt: `伤臂坠车`, `伤了左腿`; not the doer's after 被 (`林枫被赵无极刺伤了肩膀`: 林枫's)
    _zh(K.injury, r"(?<!被){C:a}ADV(?P<sev>扭伤|擦伤|伤)了?PART(?![的之])", build=partial(zh_injury, "moderate")),
    # beaten till it shows, by whoever the clause names beating: `打得那店小二口中吐血`, `林枫被赵无极打得皮开肉绽`,
    # `赵无极一拳将林枫打得筋断骨折`
    _zh(K.injury, _ZH_BEATER + _ZH_BEATEN + r"那?(?:⟨c\d+⟩、)*{C:a}" + _ZH_HURT_SHOWS,  # each of a list
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, _ZH_BEATER + _ZH_BA + r"{C:a}" + _ZH_BEATEN_AGAIN + _ZH_HURT_SHOWS,
        build=partial(zh_injury, "moderate")),
    _zh(K.injury, r"(?<!被)(?<!" + _ZH_BA + r"){C:a}(?:被(?:{C:k})?[^，。⟨]{0,8}?|已|又|早已|竟)?" + _ZH_BEATEN
        + _ZH_HURT_SHOWS, build=partial(zh_injury, "moderate")),
    # blood brought up: an inner wound (`直喷出一口血来`, `吐了几口鲜血`)
    _zh(K.injury, r"{C:a}ADV(?:吐|喷|呕|咯)出?了?(?:一|两|几|一大)?口?(?:鲜|黑|紫)?血", value={"severity": "moderate"}),
    _zh(K.recovery, r"{C:a}的?PART(?:上?的)?(?:伤口|伤势|伤)?(?:已经|早已|已|终于|总算)?(?:痊愈|好了|康复|伤愈|复原|大好|愈合|"
                    r"(?:又|终于)?能动了)",
        build=partial(_recovery, _ZH_PARTS, _ZH_SIDES)),
    # sight back (`复明`, `重见光明`), an art regained (`恢复了功力`), poison out, out of danger, awake from a swoon
    _zh(K.recovery, r"{C:a}(?:的(?:眼睛|双眼|双目))?(?:已经|终于|竟然?)?(?:复明|重见光明)", value={"part": "eye"}),
    # a cast or splint off a part that has mended (`林枫拆了左臂上的石膏`)
    _zh(K.recovery, r"{C:a}(?:已经|终于)?(?:拆了|拆掉了|拆下了|取下了|去掉了)(?:PART上?的)?(?:石膏|夹板)",
        build=partial(_recovery, _ZH_PARTS, _ZH_SIDES)),
    _zh(K.recovery, r"{C:a}(?:已经|终于|渐渐)?恢复了(?:全部|往日|昔日)?的?(?:修为|功力|武功|内力)"),
    _zh(K.recovery, r"{C:a}的(?:修为|功力|武功|内力)(?:已经|终于|渐渐)?(?:恢复|复原)"),
    _zh(K.recovery, r"{C:a}(?:体内)?的毒(?:已经|终于|已)?(?:解了|被?解开了|清除了|逼出来了)"),
    _zh(K.recovery, r"{C:a}(?:身体|伤势)?(?:已经?|早已)?(?:无大碍|并无大碍|没有大碍|脱离了危险)"),
    _zh(K.recovery, r"{C:a}(?:终于|渐渐|悠悠)?(?:苏醒过来|苏醒了|从昏迷中醒)"),
    _zh(K.recovery, r"{C:a}的?(?:内伤|伤)(?:势|口)?(?:已经|早已|已|渐渐|逐渐|慢慢|也|都)?(?:的|地)?"
                    r"(?:痊愈|好了|康复|复原|愈合|大好|渐愈|好转|好了大半|已好)"),
    # whole again (`林枫伤愈`, `养好了伤`, `方才渐渐的痊愈`), or the wound healed and behind them (`伤好之后`)
    _zh(K.recovery, r"{C:a}(?:(?![不没未别要会将怕若如假恐欲必])[^，。；！？⟨“”]){0,6}?(?:伤愈|伤好|痊愈|养好了伤|伤已大好|"
                    r"康复了|伤口愈合)(?!的)"),
    # (from someone, or gone to them: `又去李鬼身边搜了那锭小银子`; for a price: `花了三百块买下了玉佩`)
    _zh(K.possession, r"{C:a}ADV(?:从.{0,8}|去[^，。；！？“”]{0,8}?|花了?[^，。；！？⟨“”]{1,8}?)?(?:获得|夺得|拿起|捡起|得到|接过|偷走|抢走|"
                      r"夺过|拾起|买下|收下|抢过|拿走|带走|顺走|"
                      r"拿到|找到|取了|夺了|拿了|提了|接了|抢了|得了|收了|讨了|盗了|盗得|偷了|受下|获了|取得|抢得|夺走|买了|买到|买得|"
                      r"购得|赢得|换得|摘下|取下|继承了|借了|借得|借到|借来|搜出|搜得|搜到|搜了|强夺|抢夺|强抢|夺去|抢去|"
                      r"得|取|打造|铸造|铸成|铸|造|炼制|炼成)了?"
                      r"(?:⟨c\d+⟩(?:[的之]|(?:手中|手里|手上)的?|" + _ZH_HANDED_OVER + r"))?"
                      r"(?:[^，。；！？⟨“”的]{1,3}[上里中]的)?DET{I:i}"  # where it lay: `捡起了地上的玉佩`
                      r"(?!" + _ZH_WIELDED_AT_ONCE + r"|(?:来|出来)?(?:放在|放于|放到|搁在|留在))",  # nor laid down at once
        "acquires"),
    # ... snatched, even to strike with at once (`劈手夺过一把斧来便砍`): someone else's till then
    _zh(K.possession, r"{C:a}ADV(?:夺过|抢过|夺了|抢了|夺得|抢得)DET{I:i}(?=" + _ZH_WIELDED_AT_ONCE + ")", "acquires"),
    # ... but one taken up and struck or shot with at once is wielded (`急取佩剑从马上砍去`, `取弓回射放箭之人`)
    _zh(K.possession, r"{C:a}ADV(?:拿起|抓起|取了|拿了|取)DET{I:i}(?=" + _ZH_WIELDED_AT_ONCE + ")", "uses"),
    # `夺过赵无极手中的青锋剑`; ... handed over by someone, who gives it: `苏晴接过林枫递来的青锋剑`
    _zh(K.possession, r"{C:r}ADV(?:接过|接住|接了|收下|收了)了?{C:a}" + _ZH_HANDED_OVER + "DET{I:i}", "gives"),
    # ... from someone, who has lost it: `赵无极夺走了林枫的青锋剑`; or knocked from their hand (`砍落林枫手中的剑`)
    _zh(K.possession, r"⟨c\d+⟩ADV(?:夺走|抢走|偷走|盗走|拿走|顺走|夺了|抢了|偷了|盗了|夺过|抢过|强夺|抢夺|强抢|夺去|抢去|"
                      r"打落|砍落|击落|劈落|磕落|磕飞|打飞|挑飞|"
                      r"震飞)了?{C:a}(?:手中|手里)?[的之]DET{I:i}", "loses"),
    _zh(K.possession, r"⟨c\d+⟩ADV从{C:a}的?(?:手中|手里|手上|身上|怀中|怀里|那里)(?:夺|抢|偷|盗|骗|搜)(?:过|走|了|得|来|出)了?DET{I:i}",
        "loses"),  # `赵无极从林枫手中夺过青锋剑`, `从林枫身上搜出青锋剑`
    _zh(K.possession, r"{C:a}的?(?:手中|手里)?的?{I:i}(?:也|竟)?被(?:⟨c\d+⟩)?[^，。；！？⟨“”]{0,4}?(?:打落|砍落|击落|劈落|磕落|磕飞|打飞|挑飞|"
                      r"震飞|夺|抢|偷|盗)", "loses"),
    _zh(K.possession, r"{I:i}(?:被|为){C:a}所?(?:获|得|夺|盗|取|收|偷|抢)", "acquires"),  # `赤兔马被马忠所获`
    _zh(K.possession, r"{I:i}(?:落入|落到|落在|到了)了?{C:a}(?:的?(?:手中|手里|手上)|之手)", "acquires"),
    _zh(K.possession, r"{C:a}ADV(?:从.{0,8})?(?:拔出|掏出|拿出|摸出|祭出|亮出|收起|握住|抓起|操起|"
                      r"举起|挥动|挥舞|握着|握紧|用|提着|拿着|抽出|取出|挺起|挺着|提起|绰起|执|持|骑着|骑|乘着|"
                      r"舞动|挥起|佩着|戴着|舞着|使动|使着|使起|抡起|抡着|轮起|轮着|掣出|掣着|擎着|擎起|穿着|穿上|戴上|披上|挑着|挑起|"
                      r"带着|携着|把玩着?|摸了摸|摸着|按了按|拍了拍|攥着|攥紧|捏着|抚摸着?|摩挲着?)了?"
                      r"(?:⟨c\d+⟩[的之]?|(?:手中|手里|手上|腰间|腰里|背上|背后|身后|怀中|怀里|袖中|鞘中)的?)?DET{I:i}",
        "uses"),  # someone else's too: `挑着孙太守赤帻`; where it was (`抽出腰间的青锋剑`)
    _zh(K.possession, r"{I:i}(?:正|还|仍)?在{C:a}的?(?:手中|手里|手上)", "uses"),  # `青锋剑在林枫手中嗡嗡作响`
    # classical prose wields, rides and wears with one character (`挺丈八蛇矛`, `上赤兔马`, `按定青龙刀`; `提了`
    # and `拿了` take it up, as above) ... or carries along (`将了宝刀`; not `将宝刀`, which is only `把`)
    # (not a skill told: `善使流星锤`)
    _zh(K.possession, r"{C:a}ADV(?:挺|掣|(?:提|拿)(?!了)|绰|握|舞|(?<![善惯会能])使|举|拔|执|持|拈|佩|悬|挂|背|插|骑|乘|跨|纵|上|横|勒住|按定|"
                      r"按住|倒提|将(?=了))(?:了|着|起|定)?DET{I:i}", "uses"),
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET(?:⟨i\d+⟩" + _ZH_AND + r"DET)*{I:i}[^，。；⟨]{0,3}?(?:穿戴|穿上|戴上|披上|披挂|穿了|戴了|"
                      r"拿在手|握在手|提在手|挂在腰|佩在|横在|架在|挡在|护在|举过)", "uses"),  # `将青锋剑横在胸前`
    # the item named in an earlier clause, then held: `却是一条铁棒，足有碗来粗细，拿在手中道`
    _zh(K.possession, r"{I:i}[^。！？；]*?，{C:a}ADV(?:拿|握|提|擎|执|捧|攥)在手(?:中|里|内|上)?", "uses"),
    _zh(K.possession, r"{C:a}ADV(?:丢失|丢了|遗失|失落|失去|弄丢|丢掉|丢下|失了|弃了|弃|抛下|抛了|扔掉|扔了|扔下|抛掉|丢弃|抛弃)了?"
                      r"DET{I:i}",
        "loses"),
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}(?:弄丢|丢失|遗失|丢)了", "loses"),  # `林枫把青锋剑弄丢了`
    # ... or left somewhere: `把青锋剑遗落在云州`, `将玉佩忘在了客栈`
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}(?:遗落|遗忘|落|忘|丢|留)(?:在|于)", "loses"),
    # sold, pawned or buried: `林枫把青锋剑卖了`, `将玉佩当了`, `把青锋剑埋在树下`
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}(?:卖了|卖掉|当了|当掉|典了|典当了|埋了|埋在|埋到|埋入)",
        "loses"),
    _zh(K.possession, r"{C:a}ADV(?:卖了|卖掉了?|当了|当掉了?|典当了)DET{I:i}", "loses"),  # `林枫卖了青锋剑`
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}(?:扔|抛|丢|掷)(?:进|入|下|到)了?(?!⟨c)", "loses"),  # `扔进了湖里`
    # fallen from one (`手中宝刀坠于马下`, `林枫的青锋剑掉进了河里`); not a blade brought down (`落下`, a blow)
    _zh(K.possession, r"{C:a}ADV的?(?:手中|手里)?的?{I:i}(?:(?:坠|落|掉)(?:于|在|到|了|进|入)|掉下)", "loses"),
    # slipped from a hand: `林枫手中的青锋剑脱手飞出`, `青锋剑从林枫手中滑落`
    _zh(K.possession, r"{C:a}的?(?:手中|手里|手上)的?{I:i}(?:脱手|滑落|掉落|跌落)", "loses"),
    _zh(K.possession, r"{I:i}从{C:a}的?(?:手中|手里|手上)(?:脱手|飞出|滑落|掉落|跌落)", "loses"),
    # put away on one's person: still at hand (`林枫把青锋剑收入鞘中`, `将书信藏在怀里`)
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}(?:收入|收回|插回|插入|插进|藏在|藏进|揣在|揣进|收进|放进|放回|背在|挂在|别在|"
                      r"系在)了?(?:剑鞘|刀鞘|鞘|怀|袖|腰间|腰上|身上|身后|背上|肩上|储物戒指|储物袋|储物戒|乾坤袋|纳戒|空间戒指|"
                      r"戒指|背包|包里|口袋|兜里)",
        "uses"),  # ... or into what one carries (`收进储物戒指`, `放进口袋`), or on one's back (`背在身后`)
    # ... or wrapped to be carried (`把青锋剑用布包好`)
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}(?:用[^，。；！？⟨“”]{1,3})?(?:包好|裹好|包起来|裹起来|包了起来|裹了起来)",
        "uses"),
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}收了?起来", "uses"),
    # thrown down or aside, not to anyone: `林枫将青锋剑丢在地上`, `(郑屠挣不起来，)那把尖刀也丢在一边`
    _zh(K.possession, r"{C:a}ADV(?:把|将)?DET{I:i}(?:也|都)?(?:丢|扔|撇|抛|掷|弃)(?:在|于|到|了|下|掉|开)(?!⟨c)", "loses"),
    _zh(K.possession, r"{C:a}ADV的{I:i}(?:丢了|不见了|被偷了|被夺走了|遗失了)", "loses"),
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}(?:[并连]鞘|双手)?(?:交给|赠给|送给|递给|还给|赠与|赠予|交与|交予|授予|传给|托付给|"
                      r"献与|献于|献给|献上|送与|奉与|赐与|赐给|付与|借给|借与|递与|递于|交于|付于|[扔丢抛掷卖][给与]|塞给|塞进|塞到)了?{C:r}",
        "gives"),
    _zh(K.possession, r"{C:a}ADV(?:赠|送给?|交给|递给|给了|赐|赠与|送与|献给|献与)了?{C:r}(?:以)?DET{I:i}", "gives"),
    # the item taken in an earlier clause, then handed on: `夺得玉玺，赴许都献于曹操`, `取出一锭银子，把与李鬼`
    _zh(K.possession, r"{I:i}" + _ZH_NO_ONE_ELSE + r"，{C:a}ADV(?:(?:献|送|交|奉|还|赠|付|递)(?:与|于|给|上)|把[与给])了?{C:r}",
        "gives"),
    _zh(K.possession, r"{C:a}ADV(?:毁了|毁去了?|砸碎了?|砸烂了?|折断了?|拽折了?|拗断了?|扯断了?|弄断了|砍断了|撕碎了|撕毁了|烧毁了|毁掉了|折了|"
                      r"[震击打劈拍捏]碎了?|[震劈斩拍]断了?)DET{I:i}",
        "destroyed"),
    _zh(K.possession, r"{C:a}ADV(?:把|将)DET{I:i}(?:折断|砸碎|砸烂|毁掉|毁了|毁去|撕碎|撕毁|烧毁|拗断|扯断|弄断|砍断|打碎|摔碎|踩碎|"
                      r"[摔砸打震踩捏]得(?:粉碎|稀烂|稀巴烂|四分五裂)|熔了|熔掉|熔化了|拍断|震断|劈断|斩断|"
                      r"[折断劈砍砸摔][为成]了?(?:[两二几数]|无数)[截段片块])", "destroyed"),
    # one's own broken (`林枫的青锋剑被震断了`)
    _zh(K.possession, r"{C:a}的{I:i}(?:(?:被.{0,6})?(?:毁了|碎了|断了|被毁|化为(?:灰烬|齑粉|飞灰|粉末)|折断了|粉碎|"
                      r"[断碎][成为]了?(?:[两几数]|无数)[截段片块])|"
                      r"被.{0,6}(?:[震劈斩砍折拍打]断|[震击打砸摔拍捏]碎)了?" + _ZH_CLAUSE_ENDS + r")", "destroyed"),
    # one's own found gone (`林枫发现青锋剑不见了`, `林枫摸了摸腰间，青锋剑不见了`)
    _zh(K.possession, r"{C:a}ADV(?:发现|察觉|惊觉|才知道?|这才发现)(?:自己的?|[他她]的)?{I:i}(?:竟然|竟|已经|早已)?"
                      r"(?:不见了|丢了|没了|被偷了|不翼而飞)", "loses"),
    _zh(K.possession, r"{C:a}[^，。！？；⟨“”]{0,10}，(?:自己的?|[他她]的)?{I:i}(?:竟然|竟|已经|早已)?(?:不见了|不翼而飞)",
        "loses"),
    _zh(K.possession, r"(?<![把将的]){I:i}(?:(?:被.{0,6})?(?:毁了|碎了|断了|被毁|化为(?:灰烬|齑粉|飞灰|粉末)|折断了|粉碎|"
                      r"[断碎][成为]了?(?:[两几数]|无数)[截段片块])|"
                      r"被.{0,6}(?:[震劈斩砍折拍打]断|[震击打砸摔拍捏]碎)了?" + _ZH_CLAUSE_ENDS + r")", "destroyed"),
    _zh(K.presence, r"{C:a}(?:用|以|举起|抬起|挥动|挥起|伸出)PART", "acts",
        build=partial(_limb, _ZH_PARTS, _ZH_SIDES, None)),
    # a leg used: not by one a kick was dealt to (`一脚把赵无极踢翻`)
    _zh(K.presence, r"(?<![把将]){C:a}[^，。⟨]{0,3}?(?:奔跑|飞奔|狂奔|跑|跳|踢|纵身|跃|一脚)", "acts",
        build=partial(_limb, _ZH_PARTS, _ZH_SIDES, "leg")),
    _zh(K.location, _ZH_GOER + r"ADV" + _ZH_GOES_TO + r"了?这?{P:p}", "at", value=MOVED),
    _zh(K.location, r"{C:a}ADV(?:进城|出城|入城|进京|一径|径)?至{P:p}(?:来|去|门首|门前)", "at", value=MOVED),  # `进城至宁荣街来`
    # ... with someone it follows, brings or goes beside (`随苏晴去了云州`, `带苏晴回到云州`): both go; or setting
    # out for it (`启程去云州`)
    _zh(K.location, _ZH_DOER + r"(?:随|跟着|跟随|随着|陪着?|陪同|带着?|领着?|携着?)⟨c\d+⟩(?:一同|一起)?" + _ZH_GOES_TO
                    + r"了?这?{P:p}", "at", value=MOVED),
    _zh(K.location, r"{C:a}ADV(?:启程|动身|出发|起身|上路)(?:去|往|赶往|前往|奔赴|回)了?{P:p}", "at", value=MOVED),
    # ... or in a word (`玄德自归新野`, `自到新野`, `便去州桥下`), as the narration tells it (one speaking may mean to
    # go: `特回河北寻兄`), by whom it tells of, not one who sent them (`遂唤刘岱引军五万，去徐州`); not spoken or
    # heard of (`说到`, `听到`), nor on the way (`回荆州的路上`), nor lost or left (`失去`, `离去`); `往` is only
    # heading there
    _zh(K.location, _ZH_GOER + r"ADV(?<![说提谈见听看遇感得收料直想等])(?:归|到|回|(?<![失除离死过辞])去)了?{P:p}"
                    + _ZH_ON_THE_WAY, "at", value=MOVED, build=_gone_oneself),
    # ... or calling or writing from there (`从京城给苏晴打了个电话`)
    _zh(K.location, r"{C:a}ADV从{P:p}(?:给⟨c\d+⟩)?(?:打了?(?:个|一个|一通)?电话|打来了?电话|发了?(?:条|一条)?(?:消息|短信|微信)|写信|来信)",
        "at"),
    # sent to hold a place (`令云长守下邳`): one goes there, which is no stay beside another place; or sent to help
    # one who holds it (`使佐张飞守阆中`), who is there already
    _zh(K.location, _ZH_SENT_TO + r"[弟子]?{C:a}(?:" + _ZH_HOLD + r")了?{P:p}", "at", value=MOVED),
    _zh(K.location, _ZH_SENT_TO + r"佐{C:a}(?:" + _ZH_HOLD + r")了?{P:p}", "at"),
    # not where one could not stay (`武大在清河县住不牢`), nor where one was at a time the clause names (`昔吕蒙在陆口时`,
    # `林枫在云州的时候`: when they were there, not now)
    _zh(K.location, r"(?<!" + _ZH_SENT_TO + r")(?<!" + _ZH_SENT_TO + r"[弟子佐])"
                    + _ZH_GOER + r"(?:此刻|此时|现在|如今|眼下|已经|早已|依然|仍然|仍旧|已)?人?"  # (`现在人在京城`)
                    r"(?:正|仍|还|此时|现|如今|今|近日|近来|就|便|也|却|都|只)?"
                    r"(?:见在|身在|待在|呆在|守在|坐在|站在|住在|留在|隐居在|隐居于|躲在|藏在|藏身在|藏身于|在|"
                    # ... or where one's home is (`家住本县楼桑村`, `世居涿郡`)
                    r"(?:家住|世居|家居|寓居)(?:在|于)?(?:本县|本州|本乡|本地|本处)?|"
                    + _ZH_HOLD + r")了?{P:p}"
                    r"(?![^，。；！？]{0,2}(?:住不牢|住不下|待不住|住不得|待不下|安不得身|时|的时候|之时))", "at"),
    # ... or, in the older prose, where one does something (`玄德、关、张三人于桃园中`, `曹操乃于许都大宴`), as the
    # narration tells it (speech mostly recalls old deeds: `擒吕布于下邳`); not where one is buried (`葬孙坚于曲阿`).
    # A guess that one stays there: the narration may have brought them there in the scene (`行近穰山地面，…玄德
    # 便于穰山下寨`, after 汝南)
    _zh(K.location, r"(?<![葬殡埋厝])" + _ZH_GOER + _ZH_COUNTED + r"(?:乃|遂|亦|皆|先|便|就|却|都|也|又)?于{P:p}"
                    r"(?![^，。；！？]{0,2}(?:时|之时))", "at", build=_in_narration, confidence=0.5),
    # (with people unnamed along: `自和两个公人一直奔到十字坡边`)
    _zh(K.location, _ZH_GOER + r"(?:(?:便|遂|乃|即|又|先|早)?" + _ZH_LEADING + r")?" + _ZH_MOUNTED
                    + r"(?:自?(?:和|同|与|跟|带着?|引着?|领着?)[^，。；！？⟨“”]{1,6}?)?"
                    r"(?:星夜|连夜|一路|一直|一径|径直|已经|早已|已|便|遂|即|乃|又|先|竟|早|行|走|直){0,2}"  # `便连夜投`
                    r"(?:[径迳]?踅?(?:至|到|回|还|入|奔|投|屯|进|归){1,2})[得于]?(?:⟨c\d+⟩的?)?{P:p}",  # `奔西门庆生药铺`, `迳踅到`
        "at", value=MOVED),
    # ... or what one did there, told with 于 (`孙策引军会猎于丹徒之西山`, `下寨于渭南`), as the narration tells it
    _zh(K.location, r"{C:a}ADV(?:" + _ZH_LEADING + r")?(?:会猎|射猎|围猎|打猎|猎|饮宴|设宴|"
                    r"大宴|会兵|会合|大战|交战|混战|战|安营|下寨|扎营|歇马|驻马|宿|歇|迎驾|接驾)于(?:⟨p\d+⟩之)?{P:p}", "at",
        build=_in_narration),
    _zh(K.location, r"^\W*在{P:p}(?:城中|城里|城内|里|中|内)?，{C:a}(?![的之])", "at"),  # `在云州，林枫…`
    # ... or come to one, named after (`关公前至一关，名东岭关`), or living there, told before one's name
    # (`葫芦庙旁住的甄老爷`, `住在云州的林枫`)
    _zh(K.location, _ZH_GOER + r"ADV(?:前|行|走|来)?(?:至|到)了?一(?:座|个|处)?(?:关|城|山|村|庄|寺|庙|县|州|镇|店|岭|寨)"
                    r"(?:[，,](?:⟨c\d+⟩)?)?(?:名|名为|名唤|名叫|叫做|唤做)?{P:p}", "at", value=MOVED),
    _zh(K.location, r"{P:p}(?:旁边?|附近|隔壁|前|后|里|内|中|上)?居?住的(?:那个|那位)?{C:a}", "at"),
    _zh(K.location, r"住在{P:p}(?:旁边?|附近|隔壁)?的(?:那个|那位)?{C:a}", "at"),
    # where one comes from (`董卓字仲颖，陇西临洮人也`, `亦系金陵人氏`, `出生在云州`, `老家在云州`): an origin, not
    # where one is now; not a place's men (`荆州人马`), nor the origin of one introduced after (`乃义阳人也，姓邓，名艾`)
    _zh(K.location, r"{C:a}(?:(?:，?(?:表?字|号)(?:⟨c\d+⟩|[^，。；！？⟨“”]{1,3}))?(?:，后改⟨c\d+⟩)?，" + _ZH_NATIVE
                    + r"{0,3}|" + _ZH_NATIVE + r"{1,3}){P:p}"
                    r"(?:⟨p\d+⟩|[^，。；！？⟨“”的之]){0,4}?人(?:氏|也|士|(?=[，。；！？”]))(?!，?(?:⟨c\d+⟩)?(?:姓|覆姓|复姓))", ORIGIN),
    _zh(K.location, r"{C:a}ADV(?:出生|生)(?:于|在)这?{P:p}", ORIGIN, value=BORN),
    _zh(K.location, r"{C:a}ADV(?:生长|长大)(?:于|在)这?{P:p}", ORIGIN, value=RAISED),
    _zh(K.location, r"{C:a}的?(?:老家|家乡|故乡|祖籍|籍贯|原籍)(?:在|是)?{P:p}", ORIGIN),
    # headed for a place and gone (`径往云州去了`, `望云州而去`), or gone there with someone (`与苏晴同往云州`): both go
    _zh(K.location, _ZH_GOER + r"ADV" + _ZH_MOUNTED + r"(?:径|直|竟|便|遂|乃|又|即)?(?:往|望|向|朝|奔)了?{P:p}"
                    r"(?:而?去|来|进发|去了|奔去|赶去|杀来|杀去)"
                    + _ZH_CLAUSE_ENDS, "at", value=MOVED),
    # ... or gone to it, as the narration tells it (`玄德乃往荆州，说刘表曰`, `引本部军马径往新野`), right after the
    # one named: not one sent (`差人赍往东郡`, `使往豫州到任`), nor on the way (`往荆州路上`), nor looking or
    # turning that way (`望`, `向`)
    _zh(K.location, _ZH_GOER + r"(?:自|亲自|先|再|又|便|遂|乃|即|竟|已|星夜|连夜|随即|即时|当即|却){0,2}(?:" + _ZH_LEADING + r")?"
                    + _ZH_MOUNTED + r"(?:径|迳|直)?往{P:p}" + _ZH_ON_THE_WAY, "at", value=MOVED,
        build=_gone_oneself),
    _zh(K.location, r"{C:a}(?:与|和|同|跟|携)⟨c\d+⟩" + _ZH_GOES_TOGETHER, "at", value=MOVED),
    # ... or led there by someone (`武大引着武松，转湾抹角，一迳望紫石街来`): the one led goes too
    _zh(K.location, r"⟨c\d+⟩(?:引着|带着|领着|携着){C:a}，(?:[^。；！？⟨“”]|(?<=，)⟨c\d+⟩){0,12}?(?:往|望|向|朝|奔)了?{P:p}"
                    r"(?:而?去|来|去了)" + _ZH_CLAUSE_ENDS, "at", value=MOVED),
    _zh(K.location, r"⟨c\d+⟩(?:与|和|同|跟|携){C:a}" + _ZH_GOES_TOGETHER, "at", value=MOVED),
    # taken somewhere, or held there: `林枫被押往荆州`, `被困在天剑宗`
    _zh(K.location, _ZH_DONE_TO + r"(?:押|送|带|抬|掳|解|擒|绑|劫|引|请|领|迎)(?:往|到|至|回|入|进)了?{P:p}", "at",
        value=MOVED),
    _zh(K.location, _ZH_DONE_TO + r"(?:困|关|囚禁|软禁|关押|囚|锁)(?:在|于){P:p}", "at"),
    # `孙坚之子孙策`; not one whose own kin comes next (`缉乃张皇后之父，曹芳之皇丈也`)
    _zh(K.relation, r"{C:b}之(?P<rel>[长次幼三四]?子|[长次幼]?女|父|母|妻|夫|兄|弟|姐|妹)，?{C:a}(?![之的])",
        build=partial(_kin, _ZH_KIN)),
    # classical: the kin word right between two names (`孙权弟孙翊`, `权母吴太夫人`), or after `与` (`亮与弟诸葛均`)
    _zh(K.relation, r"{C:b}(?:与其?)?(?P<rel>KIN){C:a}", build=partial(_kin, _ZH_KIN)),
    # ... or after `其`, the first one's, told something or taken along (`蔡瑁告其姊蔡夫人曰`, `令其子X`)
    _zh(K.relation, r"{C:b}(?:告|谓|问|对|唤|请|令|命|使|遣|见|携|带着?|领着?|引)其(?P<rel>KIN){C:a}",
        build=partial(_kin, _ZH_KIN)),
    # ... or after what the first one, the clause's subject, does in the narration (`发现师父玄真子已经被人杀害`,
    # `取父曹嵩`): a guess; not after an order, which may be to anyone's kin (`令长子张苞具棺椁`)
    _zh(K.relation, r"{C:b}(?:(?![的之其与和同跟及并、" + _ZH_SENT_TO[1:-1] + r"])[^，。；！？：⟨“”\"「」]){1,6}?"
                    r"(?<![叔伯舅姑姨祖岳义养继堂表师乳干后家长次幼大二三小亲令])(?P<rel>父亲|母亲|师父|师傅|妻子|丈夫|儿子|女儿|母舅)"
                    r"{C:a}",
        build=partial(_kin_told, _ZH_KIN), confidence=0.5),
    # ... and each of a list of them (`卓弟董旻、侄董璜`: his nephew too)
    _zh(K.relation, r"{C:b}(?:KIN⟨c\d+⟩、)+(?P<rel>KIN){C:a}", build=partial(_kin, _ZH_KIN)),
    _zh(K.relation, r"{C:b}儿{C:a}", build=_my_child),
    # ... counted and ranked (`帐下两员末将范疆、张达`: each of them, the first and the last)
    _zh(K.relation, r"{C:b}(?P<rel>帐下|麾下|部下|手下)" + _ZH_OFFICERS + r"{C:a}", build=partial(_kin, _ZH_KIN)),
    _zh(K.relation, r"{C:b}(?P<rel>帐下|麾下|部下|手下)" + _ZH_OFFICERS + r"(?:⟨c\d+⟩" + _ZH_AND + r")+{C:a}",
        build=partial(_kin, _ZH_KIN)),
    # ... or ranked alone (`林远手下大将赵无极`, `麾下猛将林枫`)
    _zh(K.relation, r"{C:b}(?P<rel>帐下|麾下|部下|手下)的?(?:大将|猛将|上将|战将|健将|骁将|勇将|名将|爱将|谋士){C:a}",
        build=partial(_kin, _ZH_KIN)),
    # who someone is, said after their name: `公孙康，本襄平人，武威将军公孙度之子也`, `刘琦乃刘表之子也`, after
    # their post (`参军程武，乃程昱之子也`); with 乃 or 即 the clause may end without 也 (`林枫乃林远之婿`)
    _zh(K.relation, r"(?:^|(?<=[。；！？]))\s*[^，。；！？⟨“”]{0,4}?{C:a}(?:，" + _ZH_NO_ONE_ELSE
                    + r"|(?:乃|是|即)" + _ZH_ORIGIN + r"){C:b}之(?P<rel>" + _ZH_STATED_KIN + r")也",
        build=partial(_kin, _ZH_KIN_OR_GRANDCHILD)),
    _zh(K.relation, r"{C:a}(?:乃|即)" + _ZH_ORIGIN + r"{C:b}之(?P<rel>KIN|孙)" + _ZH_CLAUSE_ENDS,
        build=partial(_kin, _ZH_KIN_OR_GRANDCHILD)),
    # ... and more of it (`公孙渊乃辽东公孙度之孙，公孙康之子也`)
    _zh(K.relation, r"{C:a}(?:乃|即)" + _ZH_ORIGIN + r"⟨c\d+⟩之(?:KIN|孙)，{C:b}之(?P<rel>" + _ZH_STATED_KIN + r")也",
        build=partial(_kin, _ZH_KIN_OR_GRANDCHILD)),
    # ... or one of their officers (`林枫乃林远手下大将`)
    _zh(K.relation, r"{C:a}(?:乃|即|是|系)[^，。；⟨“”]{0,6}?{C:b}(?:帐下|麾下|部下|手下|门下)的?(?:[^，。；⟨“”]{0,4}?将|谋士|"
                    r"幕宾|门客|家臣)" + _ZH_CLAUSE_ENDS, "serves"),
    _zh(K.relation, r"{C:b}" + _ZH_WHOSE_KIN + r"(?P<rel>KIN)，?(?:小名|乳名|学名|名叫|名唤|唤作|叫做)?{C:a}",
        build=partial(_kin, _ZH_KIN)),  # ... named after it (`甄老爷的女儿，小名英莲的`)
    # ... counted, with what they are to them (`凤姐的一个心腹通房大丫头名唤平儿的`)
    _zh(K.relation, r"{C:b}的(?:一个|一位|个)[^，。；！？⟨“”]{0,6}?(?P<rel>KIN)，?(?:名叫|名唤|唤作|叫做|名为)?{C:a}",
        build=partial(_kin, _ZH_KIN)),
    # ... said to be someone (`林枫的父亲是林远`, `我爹是林远`, `你是我儿子`), the clause ending there: not
    # `林枫的父亲是林远的朋友`, nor `你是我儿子吗`
    _zh(K.relation, r"{C:b}的?" + _ZH_KIN_MOD + r"(?P<rel>KIN)，?(?:" + _ZH_IS + r"|名叫|名唤|唤作|叫做|名为|名|讳)" + r"{C:a}"
                    + _ZH_CLAUSE_ENDS, build=partial(_kin, _ZH_KIN)),  # ... or called so (`我父亲名叫林远`)
    # (`为苏晴部将`; a place in the family said first: `孔明乃二家兄`, my second elder brother)
    _zh(K.relation, r"{C:a}(?:" + _ZH_IS + r"|为)[二三四五六七八九]?{C:b}(?P<rel>KIN)" + _ZH_CLAUSE_ENDS,
        build=partial(_kin, _ZH_KIN)),
    # ... or another's kin, perhaps named by their post (`你那厮便是都军教头王升的儿子`)
    _zh(K.relation, r"{C:a}(?:那厮|这厮)?" + _ZH_IS + r"(?:那)?" + _ZH_POST_BEFORE + r"{C:b}" + _ZH_WHOSE_KIN
                    + r"(?P<rel>KIN)", build=partial(_kin, _ZH_KIN)),
    # (not `之妻弟`, the wife's brother); said of one just named, after a comma (`其女蔡琰，乃卫仲道之妻`)
    _zh(K.relation, r"{C:a}，?" + _ZH_IS + r"{C:b}之(?P<rel>子|女|父|母|妻|夫|兄|弟|姐|妹)(?!也|[子女父母妻夫兄弟姐妹舅侄孙婿])",
        build=partial(_kin, _ZH_KIN)),
    # `(宁公)死后，长子贾代化袭了官`: the parent is the topic written in front of the clause (see `rules`)
    _zh(K.relation, r"(?:^|(?<=[，。；：]))\s*{C:b}" + _ZH_CHILD_BY_ORDER + r"{C:a}", build=partial(_kin, _ZH_KIN)),
    # one's own child sent on an errand or brought: `刘表令次子刘琮为荆州之主`, `懿遣长子司马师引兵`, `带了女儿苏晴`
    _zh(K.relation, r"{C:b}(?:又|便|乃|遂|即|却|就)?(?:令|命|遣|使|教|差|唤|叫|召|带[着了]?|携|领[着了]?)"
                    r"(?P<rel>[长次幼三四]子|[长次幼]女|爱子|独子|爱女|儿子|女儿){C:a}",
        build=partial(_kin, _ZH_KIN)),
    # ... or brought in by surname and name (`此丁原义儿：姓吕，名布`)
    _zh(K.relation, r"{C:b}的?(?P<rel>KIN)[：:，,](?:⟨c\d+⟩)?姓[^，。；！？⟨“”]{1,2}[，,]?名{C:a}", build=partial(_kin, _ZH_KIN)),
    # ... or given a post (`封弟董旻为左将军`)
    _zh(K.relation, r"{C:b}" + _ZH_DONE_ADV + r"(?:封|拜|任|以)(?P<rel>弟|兄|[长次幼三四]?子|侄)(?=⟨){C:a}为",
        build=partial(_kin, _ZH_KIN)),
    # ... or one's own kin with one, or spoken to (`林远与兄长林枫连夜逃走`, `带了妹妹苏晴`, `谓其子林枫曰`; not
    # `兄弟`, as often a sworn friend)
    _zh(K.relation, r"{C:b}(?:又|便|乃|遂|即|却|就)?(?:与|同|和|带[着了]?|携|领[着了]?|谓|对|拜见了?|参见了?|见过了?|"
                    r"探望|看望|陪着|扶着|辞别了?|想起|思念|祭拜|将|把)其?"
                    r"(?P<rel>兄长|哥哥|弟弟|姐姐|妹妹|[长次幼三四]子|[长次幼]女|儿子|女儿|妻|妻子|浑家|母亲|父亲|岳[父母]|女婿|"
                    r"外?祖[父母]|叔父|伯父|舅舅|舅父|姑母|姨母)"
                    r"{C:a}", build=partial(_kin, _ZH_KIN)),
    _zh(K.relation, r"{C:a}[，,]{C:b}之(?P<rel>KIN)也", build=partial(_kin, _ZH_KIN)),  # `林枫，林远之孙也`
    # a marriage made, not one forced, urged or planned (`逼苏晴嫁给赵无极`, `想把苏晴嫁给赵无极`)
    # (who is the husband and who the wife told by the verb, for "his wife" to find her later: `又听他妻子这番话`)
    _zh(K.relation, r"(?<![把将])(?<!" + _ZH_MARRIAGE_URGED + r"){C:a}(?:娶了|娶得|娶妻|迎娶了?){C:b}", "spouse_of",
        value={"role": "husband"}),
    _zh(K.relation, r"(?<![把将])(?<!" + _ZH_MARRIAGE_URGED + r"){C:a}(?:嫁给了?|嫁与|嫁于){C:b}", "spouse_of",
        value={"role": "wife"}),
    _zh(K.relation, r"{C:a}(?:娶|聘|纳|迎娶|收)了?{C:b}为(?:妻|妾|正妻|夫人|继室|侧室|偏房)", "spouse_of",
        value={"role": "husband"}),
    # a wife taken, then a child born, is its mother (`娶妻刘氏，生子小名板儿`, `后娶蔡氏，生次子刘琮`), and of the next
    # one born (`…；又生一女，名唤青儿`)
    _zh(K.relation, _ZH_WIFE_TAKEN + _ZH_BORN + r"{C:b}", "parent_of", value={"role": "mother"}),
    _zh(K.relation, _ZH_WIFE_TAKEN + _ZH_BORN + r"⟨c\d+⟩[；，](?:⟨c\d+⟩)?又" + _ZH_BORN + r"{C:b}", "parent_of",
        value={"role": "mother"}),
    # a child or sibling had, then named: `林远有个儿子叫林枫`, `生有一子，名叫林枫`, `林枫有一妹，名唤苏晴`, `亮有兄瑾`,
    # `诸葛亮有长兄诸葛瑾` (not `有弟子`, a disciple)
    _zh(K.relation, r"{C:b}(?:膝下)?(?:只|还|尚)?生?有(?:一个|个|一位|一|[长次幼])?(?P<rel>儿子|女儿|子|女|哥哥|弟弟|姐姐|妹妹|兄|弟|姐|妹)，?"
                    r"(?:名叫|叫做|唤做|唤作|名唤|名为|取名|乳名|小名|叫|名)?{C:a}", build=partial(_kin, _ZH_KIN)),
    # ... with no count, but named (`有子小名狗儿`)
    _zh(K.relation, r"{C:b}(?:膝下)?(?:只|还|尚)?生?有(?P<rel>子|女)，?(?:名叫|叫做|唤做|唤作|名唤|名为|取名|乳名|小名|名){C:a}",
        build=partial(_kin, _ZH_KIN)),
    # ... or named, then counted (`林远膝下只有林枫一个儿子`, `寡母王氏…今年方五十上下，只有薛蟠一子`)
    _zh(K.relation, r"{C:b}[^。；⟨“”]{0,12}?(?:膝下)?(?:只|止|惟|唯|仅|还|尚|就)?有{C:a}"
                    r"(?:一个|这一个|这个|一)(?P<rel>儿子|女儿|独子|独女|子(?![弟孙])|女(?![子儿]))",
        build=partial(_kin, _ZH_KIN)),
    _zh(K.relation, r"(?<!" + _ZH_MARRIAGE_URGED + r")(?:将|把)(?:KIN)?{C:a}嫁(?:给|与)了?{C:b}",
        "spouse_of"),  # a daughter given in marriage
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}有(?:杀父|杀母|杀兄|杀子|灭门|血海深|不共戴天|深)?之?仇", "enemy_of"),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:反目成仇|结了?仇|结下了?(?:深|血|大|血海深|不共戴天之|杀父之|深深的)?仇|"
                    r"结下了?(?:梁子|仇怨|过节)|有过节|结怨|为敌|成了仇人|势不两立|不共戴天|"
                    r"(?:是|乃|本是|原是)(?:死对头|宿敌|死敌|仇人|仇敌|仇家|对头))", "enemy_of"),
    # revenge taken on someone (`向赵无极报仇`); not revenge for someone (`为林远报仇`)
    _zh(K.relation, _ZH_DOER + r"(?:向|找)了?{C:b}(?:报仇|寻仇|复仇|讨还血债)", "enemy_of"),
    # `林远生下林枫`, `甘夫人生刘禅`; not a disciple nor a scholar (`门生`, `书生`), nor a grudge (`生林枫的气`), nor
    # the one whose child comes next (`陈氏所生⟨表⟩长子琦`: see the next rule)
    _zh(K.relation, r"{C:a}ADV(?:生下|诞下|产下|生了|(?<![门书医后先学考儒诸小老])生)了?{C:b}(?![的之]|KIN)", "parent_of"),
    # a child by its mother, or father, in a speaker's words (`前妻陈氏所生长子琦`)
    _zh(K.relation, r"{C:a}所生之?(?:⟨c\d+⟩)?[长次少幼三四]?[子女](?:名|曰)?{C:b}", "parent_of"),
    # ... and so the child of the one whose wife she is (`⟨表⟩前妻陈氏所生长子琦`)
    _zh(K.relation, r"{C:a}[的之]?(?:前妻|后妻|继室|正妻|妻子?|夫人)⟨c\d+⟩所生之?[长次少幼三四]?[子女](?:名|曰)?{C:b}",
        "parent_of"),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:结为|结拜为?|拜为|结成)(?:异姓|生死|八拜之交的?)?(?:兄弟|弟兄|姐妹|金兰|兄|弟)",
        "ally_of"),
    # ... or one taken as an elder or younger sworn brother (`拜玄德为兄`)
    _zh(K.relation, r"{C:a}(?:便|遂|乃|就)?拜{C:b}为(?:兄|兄长|大哥|义兄|弟|义弟)" + _ZH_CLAUSE_ENDS, "ally_of"),
    # a grandfather, classically (`玄德祖刘雄`; not `祖上`, `祖宗`)
    _zh(K.relation, r"{C:b}祖{C:a}", "kin_of", value={"role": "grandfather"}),
    # ... a list of them (`念刘备、关羽、张飞，虽然异姓，既结为兄弟`): each two, the first and third too
    *(_zh(K.relation, r"{C:a}(?=、" + skip + r"{C:b}(?:、⟨c\d+⟩)*" + _ZH_SWORN + ")", "ally_of")
      for skip in _ZH_NEXT_LISTED),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:结为|结成|做了|成了)夫妻", "spouse_of"),
    # a marriage ended: a wife sent away (`林枫休了苏晴`) or parted from by consent (`与林枫和离`)
    _zh(K.relation, _ZH_DOER + r"(?:休了|休掉了?|休弃了?){C:b}", "divorced_from"),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:和离|离婚|离了婚)", "divorced_from"),
    # a wedding (`林枫和苏晴成亲了`, `当夜与苏晴拜堂成亲`; cultivators become `道侣`)
    _zh(K.relation, r"{C:a}(?:当夜|当晚|当日|即日|次日|遂|便|就)?(?:与|和|同|跟){C:b}(?:成亲|成了亲|成婚|成了婚|结婚|结了婚|完婚|拜堂|拜了堂|喜结连理|结为道侣|"
                    r"结成道侣)", "spouse_of"),
    # sworn brothers and sisters (`义结金兰`, `八拜之交`)
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:是|乃|本是|原是)?(?:义结金兰|八拜之交|结义兄弟|结拜兄弟|拜把子|金兰之交)",
        "ally_of"),
    # siblings said of a pair (`林枫同苏晴是兄妹`), fellow disciples
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:是|乃|本是|原是|乃是)(?:一对)?(?:亲兄妹|亲姐弟|亲兄弟|亲姐妹|兄妹|姐弟|"
                    r"孪生兄弟|孪生姐妹|双胞胎|(?:一母所生|一母同胞|同父同母|同胞)的?(?:兄弟|姊妹|姐妹|兄妹|姐弟|弟兄))"
                    + _ZH_CLAUSE_ENDS, "sibling_of"),
    # ... brothers said of a pair (`林枫和林远是兄弟`, `林枫、林远兄弟二人`): of other surnames, sworn ones (see
    # `rules._sworn_not_born`)
    _zh(K.relation, r"{C:a}(?:、|与|和|同|跟){C:b}(?:(?:是|乃|本是|原是|乃是)(?:兄弟|弟兄)" + _ZH_CLAUSE_ENDS
                    + r"|(?:兄弟|弟兄)(?:二人|两人|两个|俩|二位|两位|⟨c\d+⟩、⟨c\d+⟩(?!、)))", "sibling_of",
        value={"role": "brother"}),  # (`二人` is read as the two named: `兄弟⟨c2⟩、⟨c3⟩`)
    _zh(K.relation, r"{C:b}的?(?:兄弟|弟兄){C:a}", "sibling_of", build=_whose_written,  # `我兄弟张团练`
        value={"role": "brother"}),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:是|乃|本是|原是|乃是)(?:同门)?(?:师兄妹|师兄弟|师姐妹|师姐弟|同门)"
                    + _ZH_CLAUSE_ENDS, "fellow_disciple_of"),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:是|乃|本是|原是|乃是)(?:一对)?(?:结发)?夫妻" + _ZH_CLAUSE_ENDS, "spouse_of"),
    # a betrothal (`林枫与苏晴定了亲`), a daughter promised in marriage (`将苏晴许配给林枫`, `欲以女许之`: no name)
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:早已|早就|已经|已)?(?:订了?婚|定了?亲|订了?亲|定下了?婚约|订下了?婚约|"
                    r"有婚约|有过婚约|指腹为婚)", "betrothed_to"),
    _zh(K.relation, r"(?:将|把)?(?:KIN)?{C:a}(?:许配|许)(?:给|与)了?{C:b}", "betrothed_to"),
    _zh(K.relation, r"{C:b}" + _ZH_DONE_ADV + r"拜了?{C:a}为师", "mentor_of"),
    # ... or studied under (`尝师事郑玄、卢植`: each)
    *(_zh(K.relation, r"{C:b}ADV师事" + skip + r"{C:a}", "mentor_of") for skip in _ZH_NEXT_LISTED),
    # friends made (`与公孙瓒等为友`), a nephew owned (`刘焉遂认玄德为侄`)
    _zh(K.relation, _ZH_DOER + r"(?:常|时常|常常)?(?:与|和|同|跟){C:b}等?(?:为友|交好|相善|友善|为莫逆之交|结为好友|往来)",
        "ally_of"),  # ... or kept company with (`自此常与玄德往来`)
    _zh(K.relation, _ZH_DOER + r"认{C:b}为(?:侄|侄儿|侄子)", "kin_of", value={"role": "uncle"}),
    # a descendant, however far (`乃中山靖王刘胜之后`, `是林远的后代`): kin, with no bond a checker could weigh
    _zh(K.relation, r"{C:a}(?:乃|系)[^，。；！？⟨“”]{0,8}?{C:b}之(?:后|后裔|苗裔|子孙|玄孙)(?=[也，。；])", "kin_of"),
    _zh(K.relation, r"{C:a}(?:是|本是)[^，。；！？⟨“”]{0,8}?{C:b}的(?:后裔|后代|子孙)", "kin_of"),
    # an adoption: `林枫认林远为义父`, `林远收林枫为义子`
    _zh(K.relation, r"{C:b}(?:认|拜)了?{C:a}(?:为|做|作|当)了?(?P<rel>" + _zh_foster("father", "mother") + ")",
        build=partial(_kin, _ZH_KIN)),
    _zh(K.relation, r"{C:b}(?:收|认)了?{C:a}(?:为|做|作|当)了?(?P<rel>" + _zh_foster("son", "daughter") + ")",
        build=partial(_kin, _ZH_KIN)),
    # one becomes someone's kin: `林枫做了玄真子的徒弟`, `苏晴成了林枫的妻子`
    _zh(K.relation, _ZH_DOER + r"(?:做了|成了|当了|作了|成为了?){C:b}的(?:亲传|关门|入室)?(?P<rel>KIN)",
        build=partial(_kin, _ZH_KIN)),
    _zh(K.relation, _ZH_DOER + r"收了?{C:b}(?:为|做|作|当)了?(?:徒|徒弟|弟子|关门弟子|亲传弟子|入室弟子)", "mentor_of"),
    _zh(K.relation, r"{C:b}被{C:a}收(?:入|归)?(?:门下|为徒|为弟子)", "mentor_of"),
    _zh(K.relation, _ZH_DOER + r"(?:将|把)(?:毕生所学|一身所学|平生所学|一身武功|一身本事|绝学|衣钵)(?:尽数|全部|都)?"
                    r"(?:传给|传授给|传于|授予|传)了?{C:b}", "mentor_of"),
    # taught an art (`传授苏晴剑法`), learning it from one (`苏晴跟着林枫学艺`, `向林枫学剑`, `跟林枫学剑`)
    _zh(K.relation, r"{C:b}(?:跟着|跟随|随|向|跟)了?{C:a}(?:学艺|学武|学剑|习武|学本事|学功夫|学医|修行|学道|习剑|(?:学习|学了?)(?:剑法|刀法|"
                    r"武功|武艺|功夫|医术|本事))", "mentor_of"),
    _zh(K.relation, _ZH_DOER + r"(?:传授|教授|教会|教)了?{C:b}[^，。；！？⟨“”]{0,4}?(?:剑法|刀法|枪法|拳法|掌法|武功|武艺|功夫|"
                    r"心法|内功|轻功|医术|本事|法术|道法)", "mentor_of"),
    _zh(K.relation, r"{C:b}(?:拜入|投入|拜在|投在){C:a}(?:的)?门下", "mentor_of"),
    # `X生了一个儿子，今年才十六岁，名叫Y`: a child born or left behind, then named (`幸存一子，取名贾兰`)
    _zh(K.relation, r"{C:a}[^，。；⟨“”]{0,4}?(?:生下|生了|生的|留下|养了|存|遗下)了?(?:一个|一|两个|个)?(?:女|子|儿子|女儿|公子|小姐)"
                    r"(?:[，,][^。；⟨“”]{0,10}?[，,]?)?(?:取名|名叫|名唤|名为|叫做)?{C:b}", "parent_of"),
    # ... or born, and named at once (`生子小名板儿`, `又生一女，名唤青儿`)
    _zh(K.relation, r"{C:a}(?:又|还|再)?生了?(?:一个|一)?(?:女|子|儿子|女儿)[，,]?(?:取名|名叫|名唤|名为|叫做|乳名|小名|名){C:b}",
        "parent_of"),
    # `贾代化…养了两个儿子：长子名贾敷`: the first-born named after the birth
    _zh(K.relation, r"{C:a}[^。；⟨“”]{0,20}?(?:生|养)了?(?:[一两二三四五]个)?(?:儿子|公子|女儿)[^。；⟨“”]{0,8}?"
                    r"(?:长子|次子|幼子|长女|次女|长|次)(?:名|名叫|名唤)?{C:b}", "parent_of"),
    _zh(K.relation, r"{C:a}(?:背叛|背反|出卖|反叛|叛离|背弃|抛弃|离弃|遗弃|叛)了?{C:b}", "betrays"),  # `抛弃了苏晴`: abandoned
    # ... told of the one it was done to (`林远被赵无极出卖了`, `被他骗了`)
    _zh(K.relation, r"{C:b}" + _ZH_THEN_BEI + r"被{C:a}(?:背叛|出卖|抛弃|遗弃)", "betrays"),
    _zh(K.relation, r"{C:b}" + _ZH_THEN_BEI + r"被{C:a}(?:欺骗|蒙骗|哄骗|诓骗|欺瞒|骗)", "deceives"),
    # a quarrel made up (`林枫与赵无极言归于好`, `冰释前嫌`)
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:言归于好|重归于好|和好如初|和好了?|冰释前嫌|握手言和|化敌为友)", "ally_of"),
    _zh(K.relation, _ZH_DOER + r"(?:威胁|恐吓|要挟|胁迫)了?{C:b}", "threatens"),
    # one forced to give up a thing, a secret or oneself (`逼林枫交出青锋剑`, `逼迫苏晴嫁给他`); not `逼近`
    _zh(K.relation, _ZH_DOER + r"(?:逼迫|强迫|强逼|逼着|逼)了?{C:b}(?:交出|说出|供出|答应|就范|认罪|招供|自尽|下跪|跪下|嫁|服下|喝下|"
                    r"写下|签下|离开|退出|发誓)", "threatens"),
    # a blade pointed at someone or laid on their neck (`以剑指着赵无极`, `把刀架在赵无极脖子上`)
    _zh(K.relation, _ZH_DOER + r"[^，。；！？⟨“”]{0,6}?(?:⟨i\d+⟩|刀|剑|枪|矛|戟)[^，。；！？⟨“”]{0,2}?(?:直?指着|指向|对准|[架搁抵横按]在)"
                    r"{C:b}(?:的?(?:脖子|颈|咽喉|喉咙|胸口|眉心)上?)?", "threatens"),
    _zh(K.relation, r"{C:a}(?:扬言|发誓|誓言|声称|放话|立誓|誓|说|嚷着)要?(?:杀|斩|宰|取|灭)了?{C:b}", "threatens"),  # `扬言要杀X`
    # ... or a blade drawn, then laid on them (`取出那口刀来，便去陆谦脸上搁着`)
    _zh(K.relation, r"(?:⟨i\d+⟩|刀|剑)[^。；！？⟨“”]{0,4}，{C:a}(?:便|就|又|却)?(?:去|往|在)?{C:b}的?"
                    r"(?:脸|面|脖子|颈项?|咽喉|喉咙|胸口|心窝|眉心)上?(?:搁|架|按|抵|横|压)(?:着|住)", "threatens"),
    _zh(K.relation, r"{C:a}ADV(?:害怕|畏惧|惧怕|忌惮)着?{C:b}", "fears"),
    _zh(K.relation, r"{C:a}(?:欺骗|骗|瞒着|蒙骗|哄骗|诓骗|欺瞒|隐瞒)了?{C:b}", "deceives"),
    # lured somewhere, as the narration tells it (`卞喜诱关公至寺`; a speaker's "me" may be lured by anyone)
    _zh(K.relation, r"{C:a}(?:诱|引诱|诓|赚)了?{C:b}(?:至|到|入|进|出|来|去)", "deceives", build=_in_narration),
    _zh(K.relation, r"{C:a}ADV(?:嫉妒|妒忌|嫉恨)着?{C:b}", "resents"),
    # (or sworn to: `发誓要保护苏晴`, as "swore to protect")
    _zh(K.relation, _ZH_DOER + r"(?:舍命|拼死|拼命|誓死|(?:发誓|立誓|誓)要?)?(?:保护|护着|守护|护住|庇护|护送|护卫|保着)着?了?{C:b}",
        "protects"),
    # a kiss (`苏晴吻了林枫`, `亲了亲林枫的额头`), as "kissed"; not `亲自`, `亲眼`
    _zh(K.relation, _ZH_DOER + r"(?:亲吻|吻|亲了亲|亲了)了?(?:一下)?{C:b}", "loves"),
    # one hired (`赵无极雇了林枫当保镖`)
    _zh(K.relation, r"{C:b}ADV(?:雇佣|雇用|雇|聘请|聘用)了?{C:a}(?:当|做|作|为|来当)", "serves"),
    # held or hidden out of harm's way (`将阿斗抱护在怀`, `把苏晴藏了起来`)
    _zh(K.relation, _ZH_DOER + _ZH_BA + r"{C:b}(?:抱护|护住|护在|掩护|遮护|护定|藏在身后|挡在身后|藏了?起来|藏(?:在|到|进|入))",
        "protects"),
    # (believing someone, not something of them: `相信苏晴`, `相信苏晴的话`; not `相信苏晴还活着`)
    _zh(K.relation, r"{C:a}ADV(?:信任|信得过|(?P<belief>相信))着?{C:b}(?(belief)(?=[，。；！？”]|的|了|$))", "trusts"),
    _zh(K.relation, r"{C:a}对{C:b}(?:深信不疑|信任有加|言听计从|推心置腹)", "trusts"),
    _zh(K.relation, r"{C:a}对{C:b}(?:十分|很|非常|极为|极其|一向|向来|素来|格外|无比|完全|绝对)?(?:信任|信赖)(?![的之])", "trusts"),
    # (not a doubt whether one lives: `怀疑苏晴已经死了`)
    _zh(K.relation, r"{C:a}ADV(?:怀疑|猜疑|提防|防备|疑心)着?{C:b}(?!(?:已经|早已|早就|已|还|仍然?)?(?:死|遇害|身亡|不在|活))",
        "distrusts"),
    _zh(K.relation, r"{C:a}对{C:b}(?:起了?疑心|生了?疑心?|起疑|生疑|心存疑虑|心生疑窦|有所防备|存了?戒心)", "distrusts"),
    _zh(K.relation, r"{C:a}ADV(?:深爱|爱着|爱慕|喜欢上?了?|爱上了?|暗恋|心仪|倾心于|钟情于|疼爱|宠爱|溺爱|钟爱|偏爱|怜爱|素喜|素爱|甚爱|最喜)着?{C:b}(?![的之])",
        "loves"),
    _zh(K.relation, r"{C:a}(?:心里|心中|眼里)(?:只有|只装着|全是|满是){C:b}", "loves"),
    _zh(K.relation, r"{C:a}ADV(?:向|对|跟){C:b}(?:表白|告白|表明了?心意|吐露了?心意|求爱|求婚)(?![的之])",
        "loves"),  # a love declared (not `对苏晴表白的事`, a matter spoken of)
    # what two feel or do to each other (`林枫与苏晴两情相悦`, `互相仇视`, `互相残杀`): each to the other
    *(_zh(K.relation, first + r"(?:与|和|同|跟)" + second + f"(?:{deed})", predicate)
      for first, second in (("{C:a}", "{C:b}"), ("{C:b}", "{C:a}"))
      for deed, predicate in ((r"(?:互相|彼此|相互)?(?:相爱|深爱着?对方|两情相悦|情投意合|心心相印)|(?:是|成了)(?:一对)?(?:恋人|情侣)",
                               "loves"),
                              (r"(?:互相|彼此|相互)(?:仇视|憎恨|敌视|怨恨|痛恨)", "hates"),
                              (r"(?:互相|彼此|相互)(?:残杀|厮杀|攻击|砍杀|攻伐)", "attacks"))),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:是|本是|乃是)(?:表|堂)(?:兄弟|姐妹|兄妹|姐弟)", "kin_of", value={"role": "cousin"}),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}相依为命", "ally_of"),
    _zh(K.relation, r"{C:a}对{C:b}(?:一见钟情|情根深种|芳心暗许|情有独钟|暗生情愫|动了心|动了情|一往情深|痴心一片|用情至深)",
        "loves"),
    _zh(K.relation, r"{C:a}对{C:b}(?:恨之入骨|怀恨在心|心生恨意|恨意滔天|恨得咬牙切齿)", "hates"),
    _zh(K.relation, r"{C:a}(?:痛恨|憎恨|深恨|恨透了|恨死了|恨)着?{C:b}", "hates"),
    _zh(K.relation, r"{C:a}ADV(?:厌恶|讨厌|憎恶|嫌恶)着?{C:b}(?![的之])", "hates"),  # (not `讨厌林枫的笑`: a thing of his)
    _zh(K.relation, r"{C:a}(?:素来|向来|一向|从来|很|十分|最)?(?:看不起|瞧不起|看不上|鄙视|蔑视|轻视){C:b}", "hates"),  # contempt
    # a death intended, a plot laid (`林枫要取赵无极的性命`, `欲害赵无极`, `暗中算计赵无极`)
    _zh(K.relation, r"(?<![不没别莫])" + _ZH_DOER + r"(?:要|欲|想|想要|打算|决意|意图|图谋|一心要)(?:取|害|杀|除掉|结果)了?{C:b}"
                    r"(?:的?(?:性命|命|狗命))?(?![^，。；！？⟨“”]{0,3}?(?:念头|想法|主意))(?!的)", "threatens"),
    _zh(K.relation, _ZH_DOER + r"(?:算计|谋害)了?{C:b}", "threatens"),
    _zh(K.relation, _ZH_DOER + r"对{C:b}(?:动了|起了|生出了?|生了)(?:杀心|杀意|杀机)", "threatens"),  # a killing meant
    # a rival loathed (`视赵无极为眼中钉`); a savior, a life owed (`苏晴是林枫的救命恩人`, `林枫欠苏晴一条命`)
    _zh(K.relation, _ZH_DOER + r"(?:视|把|将){C:b}(?:视)?(?:为|作|当作|当成)(?:眼中钉|肉中刺|仇人|死敌|大敌|仇敌)", "hates"),
    _zh(K.relation, r"{C:a}" + _ZH_IS + r"{C:b}的救命恩人", "rescues"),
    _zh(K.relation, r"{C:b}的救命恩人，?{C:a}", "rescues"),
    _zh(K.relation, r"{C:b}(?:欠|欠了){C:a}一条命", "rescues"),
    # a cultivator's foe sealed, held down, poisoned, or taken over body and soul (`夺舍`)
    _zh(K.relation, _ZH_DOER + r"(?:封印|镇压|夺舍|囚禁|吞噬)了?{C:b}", "attacks"),
    _zh(K.relation, _ZH_DOER + _ZH_BA + r"{C:b}(?:封印|镇压|囚禁)", "attacks"),
    _zh(K.relation, _ZH_DOER + r"(?:给|对|向){C:b}下了?(?:剧|奇|慢性)?毒", "attacks"),
    # sides joined (`林枫与赵无极联手`, `结盟`); orders followed (`听从赵无极的命令`, `奉赵无极之命`); one leaned on
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:联手|结盟|联盟|结为同盟|联合|合兵|并肩作战)", "ally_of"),
    _zh(K.relation, _ZH_DOER + r"(?:听从|遵从|遵奉|遵照)了?{C:b}的?(?:命令|吩咐|号令|调遣|将令|差遣)", "serves"),
    _zh(K.relation, _ZH_DOER + r"奉了?{C:b}[之的](?:命|令|将令|号令|差遣)", "serves"),
    _zh(K.relation, _ZH_DOER + r"(?:依附|依附于|寄身于|投身于)了?{C:b}", "serves"),
    # classical: going over to someone (`来投韩玄。`, `归降曹操`, `定引两部军来降孔明`), not to their camp or
    # house (`投周瑜大寨`), nor a surrender only urged or meant (`招降刘备`, `欲降曹操`, `说他来降`; but the
    # storyteller's `却说` is no urging)
    _zh(K.relation, rf"(?<![{_ZH_URGED}诱招])(?<![^却且话]说)" + _ZH_DOER + r"(?:效忠|投靠|侍奉|归顺|事奉|投降|归降|投奔|来投|投拜|来降|"
                    r"(?<=[后遂乃复又])[投降]|投(?=了))了?{C:b}"
                    r"(?!大?寨|家|庄|营|府|处|那里|这里|城|军|上|中|门下|为师)", "serves"),
    # one of someone's generals, told what they do for them (`曹操随身背剑之将夏侯恩`)
    _zh(K.relation, r"{C:b}[^，。；！？⟨“”]{1,6}?之(?:大|上|猛|爱|部|副|偏|裨|骁|健|家)?将{C:a}", "serves"),
    _zh(K.relation, _ZH_DOER + r"(?:救了|救出|搭救|救得|救起|救下|救回)了?{C:b}", "rescues"),
    # ... or brought out (`救我出来`, `把林枫救了上来`)
    _zh(K.relation, _ZH_DOER + r"(?:" + _ZH_BA + r"(?=⟨c\d+⟩救)|救){C:b}救?(?:了?(?:出来|上来|回来|出去)|起来|"
                    r"[出起](?=[，。；！？]|$))", "rescues"),  # `将林远救出。`
    _zh(K.relation, r"{C:b}(?:又|竟|却|已)?被{C:a}(?:救了|救出|救下|救起|救回|搭救|所救)", "rescues"),
    # drawn out of danger (`把苏晴从水里救了上来`), a siege lifted (`替苏晴解了围`)
    _zh(K.relation, _ZH_DOER + _ZH_BA + r"{C:b}从[^，。；！？⟨“”]{1,8}?(?:救|拉|拖|拽|捞|抱)了?(?:出来|上来|回来|出|起)",
        "rescues"),
    _zh(K.relation, _ZH_DOER + r"(?:替|为|给){C:b}解了?围", "rescues"),
    _zh(K.relation, _ZH_DOER + r"(?:为|替|给){C:b}(?:解开|松开|割断|砍断|挑断)了?(?:身上的)?(?:绳索|绳子|绑绳|镣铐|枷锁|锁链)", "rescues"),
    _zh(K.relation, r"{C:b}(?:多亏|幸亏|幸得|幸好|全靠|亏得|全亏)了?{C:a}(?:相救|搭救|救命|出手相救|救援|救了)", "rescues"),
    _zh(K.relation, _ZH_DOER + r"(?:收留|收容)了?{C:b}", "helps"),
    _zh(K.relation, _ZH_DOER + r"(?:资助|资给|接济|周济|赒济)了?{C:b}", "helps"),  # kept in money (`常资给之`)
    # treated kindly (`刘表待之甚厚`, `厚待玄德`)
    _zh(K.relation, _ZH_DOER + r"(?:厚待|善待|优待){C:b}", "helps"),
    _zh(K.relation, _ZH_DOER + r"待{C:b}(?:甚|极|颇|十分)(?:厚|好|优)", "helps"),
    _zh(K.relation, _ZH_DOER + r"收养了?{C:b}", "parent_of", value={"role": "foster parent"}),  # an adoption
    # a parent told by what their child calls them (`林枫管林远叫爸`): a guess, as a stepparent is called so too
    *(_zh(K.relation, r"{C:b}" + _ZH_DONE_ADV + r"管{C:a}(?:叫|喊)(?:" + words + r")(?=[，。；！？”]|$)", "parent_of",
          value={"role": role}, confidence=0.5) for words, role in (("爸爸?|爹爹?|老爸|父亲|阿爹", "father"),
                                                     ("妈妈?|娘|老妈|母亲|阿娘", "mother"))),
    _zh(K.relation, _ZH_DOER + r"(?<!求)(?:帮助|帮着|协助|相助|援助|帮)了?{C:b}", "helps"),
    _zh(K.relation, _ZH_DOER + r"(?:为|替){C:b}(?:献计|献策|出谋划策|出主意|谋划|画策|谋)", "helps"),  # `李肃为华雄谋曰`
    _zh(K.relation, _ZH_DOER + r"替{C:b}(?:挡|拦|接|挨)", "protects"),  # `替苏晴挡了一剑`
    # a body put before someone (`挡在苏晴身前`); not one in their way (`挡在林枫面前`)
    _zh(K.relation, _ZH_DOER + r"(?:护|挡)在{C:b}的?身前", "protects"),
    # cared for, nursed, attended (`照顾苏晴`, `医治林枫`); waited on as a servant waits (`服侍苏晴`)
    # (not one raised from a bow, a courtesy: `扶起`, `扶住`)
    _zh(K.relation, _ZH_DOER + r"(?:照顾|照料|看护|医治|救治|调治|搀扶|安慰|劝慰|宽慰|抚慰)着?了?(?:[^，。；！？⟨“”的]{1,4}的)?{C:b}",
        "helps"),  # (`照顾着受伤的苏晴`)
    # a life spared, a captive let go (`饶了赵无极一命`, `放走了赵无极`); one falsely accused (`诬陷苏晴`)
    _zh(K.relation, _ZH_DOER + r"(?:饶|放)了?{C:b}(?:一命|性命|不死|一条生路)", "rescues"),
    _zh(K.relation, _ZH_DOER + r"(?:释放|放走)了?{C:b}", "rescues"),
    _zh(K.relation, _ZH_DOER + r"(?:诬陷|栽赃|诬告|诬赖)了?{C:b}", "betrays"),
    _zh(K.relation, _ZH_DOER + r"(?:为|给|替){C:b}(?:疗伤|治伤|治病|包扎|敷药|上药|解毒|运功疗伤|逼毒)", "helps"),
    _zh(K.relation, _ZH_DOER + r"(?:服侍|伺候|侍候)着?了?{C:b}", "serves"),
    # friends of old (`林枫与赵无极是好友`, `素来交好`) and a master teaching an art (`教林远武艺`)
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:是|乃|本是|原是|素来|向来|一向)?(?:多年的?|最好的|很好的|要好的|过命的|生死之交的)?"
                    r"(?:好友|至交|知己|故交|旧交|挚友|好朋友|朋友|好兄弟|青梅竹马|莫逆之交|交好|交厚|相交甚厚|相厚)", "ally_of"),
    _zh(K.relation, _ZH_DOER + r"(?:传授|教授|传|教)了?{C:b}(?:一套|一些|些)?(?:武艺|武功|剑法|刀法|枪法|拳法|拳脚|功夫|"
                    r"本事|法术|道法|心法|兵法)", "mentor_of"),
    # a load or a task taken on for someone (`武松替武大挑了担儿`, `替他求情`)
    _zh(K.relation, _ZH_DOER + r"替{C:b}(?:挑|拿|提|背|扛|牵|拎|抬|打点|收拾|照看|看管|求情|说情|出头)", "helps"),
    _zh(K.relation, _ZH_DOER + r"奉{C:b}之?命", "serves"),
    # a memorial is a subject's, said to the lord (`杨彪奏帝曰`; not `表奏卢植有功`, a memorial about someone)
    _zh(K.relation, _ZH_DOER + r"(?:启奏|奏)了?{C:b}(?:曰|道)", "serves"),
    _zh(K.relation, _ZH_DOER + r"(?:追随|效命于|效力于|效忠于?|投效)了?{C:b}", "serves"),  # `追随赵无极多年`
    _zh(K.relation, _ZH_DOER + r"(?:一直|多年来)?(?:为|替){C:b}(?:效力|效命|卖命|效劳|办事|做事)", "serves"),
    # followed into a post or a war (`跟随刘玄德充马弓手`, `跟随林远出征`); not only walking behind
    _zh(K.relation, _ZH_DOER + r"跟随了?{C:b}(?:多年|左右|鞍前马后|充|当了?|做了?|为将|效力|出征|征战|南征北战)", "serves"),
    _zh(K.relation, _ZH_DOER + r"(?:降了|降于|降顺了?){C:b}", "serves"),  # surrendered to one: `于禁降了关公`
    _zh(K.relation, _ZH_DOER + r"(?:拜|认|奉|尊)了?{C:b}为(?:主公|主人|主上|主)", "serves"),  # `拜赵无极为主`
    # ... or at their place in a post (`现在江东孙仲谋处为幕宾`)
    _zh(K.relation, _ZH_DOER + r"在(?:⟨p\d+⟩)?{C:b}(?:麾下|帐下|门下|手下|处)(?:听用|效力|效命|当差|听令|做事|办事|任职|"
                    r"为(?:将|官|幕宾|谋士|参谋|门客|宾客|从事|主簿|长史))", "serves"),
    # appointed to a post by a lord: `刘备拜吴班为牙门将`, `曹操封张辽为中郎将`, `命赵云为先锋`, `以徐晃为先锋`,
    # `帝封张杨为大司马`, `封操领司隶校尉`
    _zh(K.relation, r"{C:b}" + _ZH_DONE_ADV + r"(?:拜|封|用|任|命|署|令|以|差|遣|派)了?{C:a}(?:为|领)[^，。；！？⟨“”]{0,6}?"
                    r"(?:将军|将|都督|太守|刺史|军师|参军|丞相|校尉|都尉|从事|主簿|长史|先锋|县令|谋主|谋士|前部|合后|"
                    r"监军|护卫|侍卫|司马|司徒|司空|太尉|太傅|大夫|中郎|侍中|尚书|侍郎|仆射|御史|州牧|牧|侯)", "serves"),
    # ... or called for, or sent, by the name of their post (`王植密唤从事胡班听令`, `令牙将赵无极守城`)
    _zh(K.relation, r"{C:b}" + _ZH_DONE_ADV + r"(?:唤|召|叫|(?<![县司])令|命|遣|差|派)(?:过|来)?"
                    r"(?:" + _ZH_HIS_OFFICERS + r"|从事|心腹|家丁|家人){C:a}", "serves"),
    # ... or sent on a task: `关公令关平守荆州`, `曹仁令徐晃出城迎敌`, `遣赵云引兵往救`; not moved to a feeling
    # (`令曹操大怒`) nor a county's magistrate (`县令刘泌出迎`)
    _zh(K.relation, r"{C:b}" + _ZH_DONE_ADV + r"(?:(?<![县司])令|命|遣|差|派|(?<![假即纵致])使)了?{C:a}(?:速|先|即|火速|星夜|仍|再|亦|也)?"
                    r"(?:引|领|率|带|把守|镇守|守|出|去|往|前往|押|送|追|迎|接|攻|取|埋伏|伏|屯|驻|断|截|护送|保护|探|驰)",
        "serves"),
    # ... or called in and given orders (`王进先叫张牌入来，分付道`, `吩咐赵无极道`)
    _zh(K.relation, r"{C:b}" + _ZH_DONE_ADV + r"(?:叫|唤|召)(?:起|了)?{C:a}(?:入来|进来|过来|上来|近前|来)?[，,]?"
                    r"(?:⟨c\d+⟩)?(?:分付|吩咐)", "serves"),
    _zh(K.relation, r"{C:b}" + _ZH_DONE_ADV + r"(?:分付|吩咐)了?{C:a}", "serves"),
    _zh(K.relation, r"{C:a}(?:与|和|同|跟){C:b}(?:是|乃|本是|原是)?(?:同门|同窗|同舍|同学|师兄弟|师姐妹|师兄妹|师姐弟)",
        "fellow_disciple_of"),
    _zh(K.relation, _ZH_DOER + r"救了?{C:b}的?(?:性命|一命)", "rescues"),  # `救你性命`: saved a life
    # `我今日必杀你`, `我定要取你性命`: a killing promised to the listener's face
    _zh(K.relation, r"{C:a}" + _ZH_VOW + r"(?:杀|斩|宰|剐|砍|劈死|打死|结果)了?{C:b}", "threatens", build=_spoken_threat),
    _zh(K.relation, r"{C:a}" + _ZH_VOW + r"(?:取|要)了?{C:b}的?(?:性命|狗命|首级|命|头)", "threatens",
        build=_spoken_threat),
    # ... with the "I" left out, as classical speech does (`即杀汝二人示众`, `若不斩汝，必为后患`)
    _zh(K.relation, r"(?:^|(?<=[“，：；！？。]))(?:若不|必当|定要|誓要|便要|必|即|定|当|便|誓|就)(?:杀|斩|宰|剐|诛)了?{C:b}", "threatens",
        build=_unsaid_threat),
    # a ruin promised (`我叫你死无葬身之地`, `我定将你碎尸万段`, `我要你偿命`) or dared (`看我不打死你`)
    _zh(K.relation, r"{C:a}" + _ZH_VOW + r"(?:叫|让|教|要|将|把)?{C:b}(?:死无葬身之地|碎尸万段|粉身碎骨|偿命|不得好死)",
        "threatens", build=_spoken_threat),
    _zh(K.relation, r"看{C:a}不(?:打死|杀|宰|剐|揍|打|剥了)了?{C:b}", "threatens", build=_spoken_threat),
    # classical duels and captures: `挺枪骤马，直取陈应`, `许褚…来战张飞`, `生擒于禁`
    _zh(K.relation, _ZH_DOER + r"(?:攻打|袭击|偷袭|暗算|直取|来战|迎战|力战|生擒|活捉|擒住|擒得|捉了|擒了|擒|追杀|围攻|"
                    r"截杀|刺杀|绑架|劫持|劫走|抓走|掳走|掳去|囚禁|关押|软禁|陷害|毒害|加害|(?:来|去|前去|进)攻|"
                    # ... or beaten back in a fight (`杀退赵无极`, `大败曹兵` is an army's)
                    r"杀退|杀败|击退|打退|击败|打败|战败)了?{C:b}", "attacks"),
    # ... or beaten or attacked, told in a word, as the narration tells a war (`袭取庐江，败刘勋`; not a plan,
    # `待吾破了曹操`, nor a wish, `欲…夹攻曹操`, nor Heaven's doing, `天败袁绍`)
    _zh(K.relation, _ZH_DOER + r"(?<![待将共夹图谋思兵军天])(?:大败|大破|[败破攻])了?{C:b}", "attacks",
        build=_in_narration),
    # ... or an army led at them (`孙策引兵攻刘勋`, `率军讨伐袁术`)
    _zh(K.relation, _ZH_DOER + r"(?:引|领|率|起|提)(?:大|精)?(?:兵|军|众)[^，。；！？⟨“”]{0,4}?(?:攻打|攻|讨伐|征讨|伐|讨|征|击)"
                    r"{C:b}", "attacks"),
    _zh(K.relation, _ZH_DOER + r"在{C:b}的?[^，。；！？⟨“”]{1,4}?[里中内]下了?(?:剧|奇)?毒", "attacks"),  # poison in one's tea
    # a charge, weapon in hand, to meet or to kill (`舞刀来迎黄忠`, `纵马来杀于禁`, `轮双刀来取关公`, `举刀就杀孔秀`;
    # not a welcome, `出城来迎玄德`), a pursuit (`引兵来追赵云`), a capture (`将关公擒住`, `被马忠所擒`)
    _zh(K.relation, _ZH_DOER + _ZH_CHARGE + r"[^，。；！？⟨“”]{0,2}?(?:，(?:⟨c\d+⟩)?)?(?:来|直|径)?(?:杀|斩|刺|砍|战|迎|奔|取)(?:战|敌)?"
                    r"{C:b}", "attacks"),
    # ... or a weapon taken out and thrown or struck at them (`暗取飞锤掷打关公`)
    _zh(K.relation, _ZH_DOER + r"(?:取|拿|掣|抽|拔)(?:出|起)?⟨i\d+⟩(?:掷打|掷|砸|打|劈|砍|刺|射)(?:向|中)?{C:b}", "attacks"),
    # ... or to meet whoever comes on, not named (`秀挺枪来迎`): at whoever one fights (see `rules._fights`)
    _zh(K.relation, r"{C:a}" + _ZH_DONE_ADV + _ZH_CHARGE + r"[^，。；！？⟨“”]{0,2}?(?:来迎|迎战|来战|接战|相迎|迎敌)(?=[，。；！])",
        "attacks", build=_in_narration),
    # (a chase with no troops may be a suit: `林枫来追苏晴`)
    _zh(K.relation, _ZH_DOER + r"(?:追击|追袭|(?:引|领|率)[^，。；！？⟨“”]{0,5}?[兵军骑马](?:来|随后|赶来)?追(?:赶)?)了?{C:b}",
        "attacks"),
    _zh(K.relation, _ZH_DOER + r"(?:绑缚|捆缚|缚)了?{C:b}", "attacks"),  # bound: `缚赵无极来献`
    _zh(K.relation, _ZH_DOER + _ZH_BA + r"{C:b}(?:擒住|拿住|捉住|擒下|拿下|擒了|捉了|活捉|生擒|绑了|捆了|缚了|缚住|绑起来|捆起来|"
                    r"[绑捆吊锁关押](?:在|于)|[关押]进|锁了)", "attacks"),  # `把唐僧绑在柱上`
    _zh(K.relation, r"{C:b}(?:又|竟|却|已)?被{C:a}所?(?:擒|捉|拿|俘|擒获|俘虏|生擒|活捉)(?!药|来的|的)", "attacks"),
    _zh(K.relation, r"{C:a}(?:出马)?(?:与|和|同|跟){C:b}(?:交锋|交战|交马|大战|厮杀|交手|混战|斗|战|扭打|厮打|动起手来|"
                    r"打了起来|打起来|打在一起|打成一团)", "attacks"),
    # met in a fight (`迎住华雄厮杀`), seized by the throat or the collar (`一把揪住郑屠`, `掐住他的脖子`)
    _zh(K.relation, _ZH_DOER + r"(?:迎住|截住|接住|敌住|拦住){C:b}，?(?:厮杀|交战|交锋|便战|大战|混战|厮打|便斗|斗|战)",
        "attacks"),
    _zh(K.relation, _ZH_DOER + _ZH_GOES_AT + r"(?:一把)?(?:揪住|掐住|扭住|扼住|揪翻|掐着|揪着|揪){C:b}", "attacks"),
    # a blow at someone, landing or not: `挥双刀欲劈华雄`, `打了他一拳`, `踢了赵无极一脚`, on a part (`打他的脸`)
    _zh(K.relation, _ZH_DOER + r"(?:欲|便|就|又|再|乱|猛)?" + _ZH_GOES_AT + _ZH_BLOWS
                    + r"(?:倒|翻|中)?[了得]?{C:b}(?:的?PART)?(?![的之死伤于为])",
        "attacks"),
    # ... felled in flight by one who caught up (`那富安…被林冲赶上，后心只一枪，又搠倒了`)
    _zh(K.relation, r"{C:b}[^。；！？⟨“”]{0,10}?被{C:a}(?:赶上|追上|赶到|追到)，" + _ZH_FELLED, "attacks"),
    _zh(K.relation, _ZH_DOER + _ZH_BA + r"{C:b}" + _ZH_BEATEN_AGAIN, "attacks"),  # `一拳将赵无极打得…`; not `把X家打得粉碎`
    # ... or felled, beaten soundly: `一脚把赵无极踹翻`, `一拳将他打倒`, `把他痛打一顿`, `掀翻在地`, `推了一交`;
    # not `把他打发走了`, nor one laid down (`把他推到床上`)
    _zh(K.relation, _ZH_DOER + _ZH_BA + r"{C:b}(?:痛|狠狠地?|一顿|又)?(?:(?:" + _ZH_BLOWS_WITH + r"|揍|踹|摔|掼|按|撞)"
                    r"(?:翻|倒|飞|伤|晕|昏|趴|了?一顿|在地|于地)|(?:丢|掀|撂)[翻倒]|推[倒翻]在地|(?:推|摔|掀|攧|撞)了?一[交跤])",
        "attacks"),
    # ... or dealt at them: `一剑刺向赵无极`, `一掌拍向林枫`, `扑向林枫` (not into one's arms: `扑向母亲怀里`)
    _zh(K.relation, _ZH_DOER + r"[^，。；！？⟨“”]{0,4}?(?:" + _ZH_BLOWS + r"|拍|击|轰|抓|扑|杀|攻)(?:向|往)了?{C:b}(?!的?怀)",
        "attacks"),
    # ... or thrown down a height or into water (`把林枫推下悬崖`, `一把将他推入河中`)
    _zh(K.relation, _ZH_DOER + r"(?:一把)?" + _ZH_BA + r"{C:b}(?:推|踢|扔|抛|丢|掀|打)(?:下|入|进|落)了?(?:万丈)?(?:悬崖|山崖|深渊|深谷|"
                    r"河|江|湖|井|水|海|崖|谷|潭)", "attacks"),
    # ... aimed at them: `一剑向赵无极刺去`, `照行者劈头乱砍`, `望妖精劈头就打`, `对林枫出手`; not a greeting
    # (`向他打了个招呼`), a look (`望着他打量`) nor an embrace (`向他怀中扑去`)
    # ... or a blow dealt there (`照赵无极小腹上只一脚`, `对着林枫就是一刀`)
    _zh(K.relation, _ZH_DOER + r"(?:向|朝|照着?|望着?|对着?|冲着?){C:b}(?:的?PART)?(?:(?!怀)[^，。；！？⟨“”]){0,5}?"
                    r"(?:" + _ZH_BLOWS + r"|杀|斩|轰|击|攻|扑|出手|动手|下手|开枪|开火|(?:只|就是|便是|又是)一"
                    + _ZH_STRUCK_WITH + r"(?![^，。；！？⟨“”]{0,3}?(?:远|高|深|长|宽)))"
                    r"(?!招呼|个招呼|了个招呼|了声招呼|量|听|扮|算|发|趣|探|心|意|机)", "attacks"),
    # ... or dealt on a part of them one goes at (`去那小二脸上只一掌`; with nobody named, `去心窝里只一刀` is a blow
    # struck at whoever one fights, below)
    _zh(K.relation, _ZH_DOER + r"去(?:那|这)?{C:b}的?PART[上里]?(?:只|就是|便是|又是)?一" + _ZH_STRUCK_WITH, "attacks"),
    # ... landing on them or into them: `一拳打在赵无极胸口`, `一脚踢在他小腹上`, `一剑刺入赵无极的胸口`
    _zh(K.relation, _ZH_DOER + r"(?:[^，。；！？⟨“”]|⟨i\d+⟩){0,6}?(?:" + _ZH_BLOWS + r"|掌拍|轰|击|踹)(?:在|中|入|进|穿|透)了?{C:b}的?"
                    r"(?:PART|盔缨|头盔|盔|护心镜)",
        "attacks"),
    # ... and turned aside: `连放两箭，皆被华雄躲过`
    _zh(K.relation, r"{C:a}[^。；！？⟨“”]{0,12}?(?:刀|剑|枪|箭|拳|掌|棍|戟|斧|鞭)(?:[^。；！？⟨“”]|(?<=，)⟨c\d+⟩){0,8}?被{C:b}"
                    r"(?:躲过|闪过|躲开|闪开|避开|避过|架住|挡住|挡开|格开|架开|拨开|隔开|让过)", "attacks"),
    # ... or struck with nobody named (`林枫一拳轰出，`, `策一枪搠去`): at whoever one fights (see `rules._fights`),
    # by a striker the narration names; not one taken (`挨了一拳`, `中了一刀`), nor one dealt it (`将周平一刀斩了`)
    _zh(K.relation, r"(?<![向朝照望对冲把去])(?<![向朝照望对冲去][那这])(?<!着)(?<!" + _ZH_NOT_OFFICER + r"将){C:a}"
                    r"(?![^，。；！？⟨“”]{0,10}?(?:挨|吃|受|中了))" + _ZH_DONE_ADV
                    + r"[^，。；！？⟨“”]{0,6}?(?:只|又|再|便|就)?一" + _ZH_STRUCK_WITH + r"(?:" + _ZH_BLOWS_WITH
                    + r"了?(?:过去|出去|下去|出|去|来)?)?(?=[，。；！])", "attacks", build=_in_narration),
    # ... or taken: `赵无极被林枫一掌打飞` (a killing is a death: `被林枫打死`)
    # (not `当众打脸`, a web novel's humbling)
    _zh(K.relation, r"{C:b}(?:又|竟|却|反)?被{C:a}" + _ZH_NOT_WORDS + r"[^，。；！？⟨“”]{0,4}?" + _ZH_BLOWS + r"(?![死杀脸])",
        "attacks"),
    _zh(K.relation, r"{C:b}(?:又|竟|却|反)?(?:中了|挨了|吃了|受了){C:a}的?[一两三几数]?" + _ZH_STRUCK_WITH, "attacks"),
    _zh(K.attribute, r"{C:a}(?:有|生着|长着)?(?:一双|那双|一对)?的?(?P<v>" + longest_first(_ZH_COLORS)
                     + r")色?的?(?:眼睛|眸子|双眸|眼眸|瞳孔)",
        build=partial(_attribute, "eye_color", _ZH_COLORS)),
    # hair: `苏晴一头乌黑的长发`, `苏晴留着一头金发`, `林远满头白发`, `苏晴的头发是金色的`
    _zh(K.attribute, r"{C:a}(?:有|留着|长着|生着|顶着|披着)?(?:一头|满头|那一头)(?P<v>" + longest_first(_ZH_HAIR_COLORS) + r")色?的?"
                     r"(?:长发|短发|头发|秀发|发丝|卷发|发)", build=partial(_attribute, "hair_color", _ZH_HAIR_COLORS)),
    _zh(K.attribute, r"{C:a}的(?:头发|长发|秀发|发丝)(?:是|已经|早已|已|都)?(?P<v>" + longest_first(_ZH_HAIR_COLORS)
                     + r")(?:色|了|的)", build=partial(_attribute, "hair_color", _ZH_HAIR_COLORS)),
    _zh(K.attribute, r"{C:a}(?:是|是个|天生是?个?)?(?P<v>左撇子)", build=partial(_attribute, "handedness", {"左撇子": "left"})),
    _zh(K.attribute, r"{C:a}(?:惯用|惯使|习惯用|素来用)(?P<v>左手)(?:[使用拿握持]|[，。；！？])",
        build=partial(_attribute, "handedness", {"左手": "left"})),
    _zh(K.attribute, r"{C:a}的?(?:眼睛|眸子|双眸|眼眸|瞳孔)(?:是|呈|乃)(?P<v>" + longest_first(_ZH_COLORS) + r")色",
        build=partial(_attribute, "eye_color", _ZH_COLORS)),
    _zh(K.attribute, r"(?<![第行一二三四五六七八九十两0-9])(?P<v>[0-9]{1,3}|[一二三四五六七八九十两]{1,4})岁的{C:a}",
        build=partial(_age, {})),  # `十八岁的苏晴`
    # an age in a year gone by (`那一年我才三岁`) is no age now
    # (after a comma only where a word says now: `取名贾兰，今方五岁`)
    _zh(K.attribute, r"(?<!那年)(?<!那一年)(?<!当年)(?<!那时)(?<!彼时){C:a}(?:，(?=今|如今|现年|年方))?"
                     r"(?:今年|如今|现年|年方|年已|已经|已|才|刚|都|也|不过|只有|正|是|今|方)*"
                     r"(?P<v>[0-9]{1,3}|[一二三四五六七八九十两]{1,4})岁(?=了|的|矣|[，。！？；”]|$)",
        build=partial(_age, {})),
    # an age told without 岁 after a word that says it is one (`年方十八`, `芳龄十六`)
    # (classical tens and units joined by 有: `时年五十有三`, fifty-three)
    _zh(K.attribute, r"{C:a}(?:今年|如今|此时)?(?:年方|芳龄|年仅|时年|现年|年甫)(?P<v>[0-9]{1,3}|[一二三四五六七八九十两]{1,4}"
                     r"(?:有[一二三四五六七八九])?)(?![0-9一二三四五六七八九十两年月日天个余馀多来几有])", build=partial(_age, {})),
    # a face and hair told in two words each (`碧眼金发`), hair and beard gone white (`须发皆白`)
    _zh(K.attribute, r"{C:a}(?P<v>" + longest_first(_ZH_COLORS) + r")眼(?=" + longest_first(_ZH_HAIR_COLORS) + r"[发须])",
        build=partial(_attribute, "eye_color", _ZH_COLORS)),
    _zh(K.attribute, r"{C:a}(?:" + longest_first(_ZH_COLORS) + r")眼(?P<v>" + longest_first(_ZH_HAIR_COLORS) + r")发",
        build=partial(_attribute, "hair_color", _ZH_HAIR_COLORS)),
    _zh(K.attribute, r"{C:a}(?:(?:已|早已|已经)?须发(?:皆|尽|俱|全)|(?=白发苍苍))(?P<v>白)",
        build=partial(_attribute, "hair_color", _ZH_HAIR_COLORS)),
    # a child introduced by age, then name: `今年才十六岁，名叫贾蓉`, `年方十六，名唤X`
    _zh(K.attribute, r"(?:年方|今年|现年)?(?:才|已|刚|只有|不过)?(?<![第行])(?P<v>[0-9]{1,3}|[一二三四五六七八九十两]{1,4})岁?[，,]"
                     r"(?:名叫|名唤|唤作|叫做|取名|名为){C:a}", build=partial(_age, {})),
    # `为人端方正直`: up to three other characters between, never a negation (`为人并不正直`)
    # ... or a degree word (`颇聪明`), or how one speaks (`言语傲慢`; not bears oneself, `举止温柔`, as often told of
    # one seen, `贾母见秦钟形容标致，举止温柔`, the clause read as the seer's)
    _zh(K.trait, r"{C:a}(?:为人|生性|一向|向来|素来|天性|性情|性格|言语|颇|甚是|极是|最是|十分|"
                 r"(?:本|原|乃|原本)?是(?:个|一个|一位))(?:(?![不没未非无])[^，。；！？⟨“”]){0,3}?"
                 r"(?P<v>" + _ZH_TRAIT_WORDS + ")", build=partial(_trait, _ZH_TRAITS)),
    _zh(K.trait, r"{C:a}(?:为人|生性|一向|向来|素来|天性|本就|是个|乃)?(?P<v>" + longest_first(_ZH_TRAIT_SAYINGS)
                 + ")", build=partial(_trait, _ZH_TRAIT_SAYINGS)),
]

_ZH_SURNAMES = ("赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏窦章云苏潘葛奚范彭郎鲁"
                "韦昌马苗凤花方俞任袁柳鲍史唐费廉岑薛雷贺倪汤滕殷罗毕郝邬安常乐于傅皮卞齐康伍余元卜顾孟平黄和穆萧"
                "尹姚邵湛汪祁毛禹狄米贝明臧计伏成戴谈宋茅庞熊纪舒屈项祝董梁杜阮蓝闵席季麻强贾路娄危江童颜郭梅盛林"
                "刁钟徐邱骆高夏蔡田樊胡凌霍虞万柯管卢莫房裘缪解应宗丁宣邓郁单杭洪包左石崔吉龚程嵇邢裴陆荣翁荀"
                "羊惠甄曲封芮储靳糜段富巫乌焦巴弓牧侯全班仰仲伊宫宁仇栾甘厉戎祖武符刘景詹龙叶司韶黎薄印宿白"
                "怀蒲邰鄂索咸赖卓蔺屠蒙池乔阴胥苍闻党翟谭贡劳姬申扶冉宰郦雍桑桂濮牛寿边扈燕冀尚农温庄晏柴瞿阎"
                "连习艾鱼向古易廖庾耿满匡文寇阙欧蔚越隆师聂晁敖冷辛阚简饶曾沙鞠丰关蒯查荆游权盖桓典审逢沮谯郤麴")
# everyday words at a clause's start, and kin (`徐母`): not a given name standing alone
_ZH_NOT_ALONE = frozenset("父母兄弟姐妹妻夫女儿氏娘爷一二三四五六七八九十大小上下左右中天地人日月年时今明后前"
                          "不之也而其此彼是有无在可乃又亦便即遂我你他她汝吾某众子公王主兵军马山水火风"
                          "如若以因将但只且虽则所自于等皆俱并再还才已曾与为被把对向")  # words that open clauses


@lru_cache(maxsize=1)
def _zh_dictionary() -> dict[str, int]:
    import jieba

    jieba.setLogLevel(60)
    jieba.initialize()
    return jieba.dt.FREQ


COMMON_WORD = 5000  # jieba's count above which a one-character word is too common to be a name before any deed


def _zh_makes_word(text: str) -> bool:
    """Whether `text` opens on a word of jieba's dictionary longer than one character (`飞马`, `坚守`), or on a
    character that is itself a common word (`飞`, `云`, `权`, `当`; not `操`, `布`, `卓`)."""
    dictionary = _zh_dictionary()
    return dictionary.get(text[:1], 0) > COMMON_WORD or any(dictionary.get(text[:n], 0) > 0 for n in range(2, 5))


COMMON_PAIR = 500  # jieba's count above which a character and the `子` after it are one word (`父子`, `弟子`)


def zh_son_not_courtesy(text: str, at: int) -> bool:
    """Whether the `子` at `at` is no courtesy name's first word (`子全`, `子休`) but the end of a common word
    before it (`汝父子休来见我`), or a son named after his father, his surname again (`全端子全祎`)."""
    if at > 0 and _zh_dictionary().get(text[at - 1:at + 1], 0) > COMMON_PAIR:
        return True
    compound = text[at + 1:at + 3] in COMPOUND_SURNAMES
    surname = text[at + 1:at + 3] if compound else text[at + 1:at + 2]
    return at >= 2 and (compound or bool(surname) and surname in _ZH_SURNAMES) \
        and surname in text[max(0, at - len(surname) - 2):at - 1]  # the father's, before his given name


_ZH_TITLE_ENDS = "氏娘姐妹嫂姑婆母妈爷哥叔伯婶公"  # what ends a title or an appellation, not a given name
_ZH_BEFORE_NAMES = "一二三四五六七八九十百千万小老阿大"  # a number or a word put before names, not a given name's


def _zh_given_name(name: str) -> str | None:
    """`宁` of 甘宁, `亮` of 诸葛亮, `行者` of 孙行者: one character or two after a known surname (not two ending in
    a title or a kin word, `王乾娘`, `宝二爷`, nor opening on a number or a word put before names, `赵一刀`, `李小龙`)."""
    surname = name[:2] if name[:2] in COMPOUND_SURNAMES else name[:1]  # (`夏侯` alone is all surname)
    if len(surname) == 1 and surname not in _ZH_SURNAMES:
        return None
    # (stricter than an alias's: `尤二姐` may be called `二姐`, but `二姐` alone is anyone's second sister)
    if two := given_name(name):
        return None if two[0] in _ZH_BEFORE_NAMES or two[1] in _ZH_TITLE_ENDS else two
    given = name[len(surname):] if re.fullmatch(r"[\u4e00-\u9fff]+", name) else ""
    return given if len(given) == 1 and given not in _ZH_NOT_ALONE else None


CHINESE = Lexicon(
    spaced=False,
    sentence=re.compile(r"[^。！？!?\n]+(?:[。！？!?]+[”」』\"']?|(?=\n)|$)"),
    # `吾`, `俺`: "I" in classical and rustic speech (`吾必斩汝`, `俺哥哥`); not a plural (`吾等`, `俺们`)
    # ... and the speaker's own kin, humbly (`家兄`, `舍弟`: my brother)
    pronoun=re.compile(r"[他她我你汝吾俺](?![们等辈曹])|其(?=" + _ZH_KIN_WORD + ")|家(?=[兄父母叔伯姐])|舍(?=[弟妹侄])"
                       r"|洒家"  # ... a rough fellow's "I" (`洒家的刀`)
                       # ... an officer's "I" (`某乃卧龙之弟`, `某愿往`), not "a certain" (`某日`, `某人`)
                       r"|某(?=[乃愿当已亦今虽自有在与请受奉便])"
                       r"|(?:" + longest_first(_ZH_HUMBLE_I) + r")(?=的)"),  # ... a humble one's, for their own
    # (`小人的浑家`; not the petty man of `小人之心`)
    subjects_own=frozenset("其"),
    pronoun_gender={"他": "m", "她": "f"},
    # not one new (`一个妇人`, `有个婆娘`) nor women in general (`妇人家`)
    the_woman=WomanWords(re.compile(r"(?<![一个有众两几些])(?:那个|这个|那|这)?(?:妇人|婆娘|淫妇)(?!家|们)"),
                         never=re.compile(r"婆$")),
    former_latter=re.compile(r"(?:(?P<latter>后者)|前者)"),
    unnamed_one=re.compile(r"(?<![这那此其每])(?:一员大将|一员将|一将|一人|一骑|一少年|一大汉|一汉|一僧|一道人|一老人|一妇人)"
                           r"(?![一-龥]{0,2}?(?:名|姓|之))"),
    revealed=re.compile(r"^[^。！？“”]{0,6}?" + _ZH_LOOKED_AT + r"[^。！？“”]{0,24}?" + _ZH_TURNED_OUT
                        + r"(?P<who>[^。！？，“”]{1,16}?)也?(?=[。！？，])"),
    first_person=frozenset({*"我吾俺家舍某", "洒家", *_ZH_HUMBLE_I}),
    # (not one's kin or master's: `吾师覆姓司马，名徽`)
    self_introduction=re.compile(r"[“\"「]\s*(?:吾|我|某|俺|洒家|小人|在下|小可|妾身?|奴家|老夫|贫道|小弟)(?:乃|本|是)?"
                                 r"(?:(?![师父母兄弟姐妹妻夫主])[^，。！？“”]){0,6}?[复覆]?姓[^。！？“”]{0,10}?$"),
    self_introduction_later=re.compile(r"[。！？；]\s*(?:吾|我|某|俺|洒家|小人|在下|小可|妾身?|奴家|老夫|贫道|小弟)?"
                                       r"(?:乃|本|是)?[复覆]?姓[^。！？；“”「」]{1,6}$"),
    answer_cue=re.compile(r"(?:答|回答|对|应|应答)(?:曰|道|说)[：:]?\s*[“\"「]?$"),
    self_naming=re.compile(r"[“\"「]\s*(?:吾|我|某|俺|洒家|小人|在下|小可|老夫|贫道|小弟)(?:乃|便是|正是|就是)"
                           r"[^，。！？“”]{1,16}?(?=(?:是)?也)"),
    # (`行至滑州界首`, `将立到晌午时分，转来到天汉州桥`)
    goes_on=re.compile(r"\s*(?:(?:又|再|约|却)?(?:行|前|走|赶)(?:不到[^，。]{0,4}|了[^，。]{0,4})?(?:至|到)"
                       r"|[^，。；！？“”⟨]{0,8}(?:时分|时候)，"
                       # ... or on a deed, perhaps after an adverb (`挑了担儿，跟在马后`, `再穿了白布衫`), or on what
                       # one does to a thing (`又早把头割下来`)
                       r"|(?:又|再|便|就|早|却|也|遂){0,2}(?:[\u4e00-\u9fff][了着](?=[\u4e00-\u9fff])|把))"),
    second_person=frozenset("你汝"),
    addressee_cue=re.compile(r"(?:对着?|向着?|朝着?|[看望指]着(?:这|那)?|指|顾|叱|责|问|谓|劝|骂|叫|唤|嘱咐?|吩咐|告诉|奏|启奏)$"),
    vocative_after=re.compile(r"[呀啊]?[，！,!]"),
    possessive_always=frozenset(),
    possessive_if_followed=None,
    # a name, or each of a list of names, some outside the cast, before an action
    # (`李纨、凤姐及迎、探姊妹两个也都出来了`, `贾代儒、代修、贾敕、…等都来了`)
    # but not one another verb acts on or carries or aims at (`叫着贾珠哭道`, `朱仝抱小衙内回来`, `望于吉掷去`) nor
    # one spoken to (`苏晴对林远道`), done for (`替林远合上双眼`), sent or written to (`给林远发了短信`; but
    # `给板儿吃`: he eats), lamented or killed (`又有诗叹钟会曰`, `又哭关、张二弟`,
    # `将被害诸葛恪…等家`), nor one whose place, tomb, likeness, last orders, poem, body (`扑在林远身上`), officers or
    # kin are meant (`往王夫人处来`,
    # `往袁绍墓下设祭`, `乃木刻孔明遗像也`, `依孔明遗令`, `有追思武侯诗曰`, `人荐袁绍旧将田畴`, `引李鬼老婆去`)
    actors=[compile_pattern(r"(?<!叫着|喊着|唤着|拉着|抱着|搂着|指着|看着|望着|对着|扶着|携着|照着|朝着|冲着|被害|遇害|追思)"
                            r"(?<![抱背扛携望朝向对照冲叹赞咏吊悼哭嘱谓问告劝骂叱指顾把替了封])(?<!封[弟兄子侄])"
                            r"(?!(?<=给)⟨c\d+⟩(?:[发写寄送捎留烧]|打(?:了个?|过|个)?电话))"
                            r"(?<![看望指对]着[这那])(?<!" + _ZH_NOT_OFFICER + r"将){C:a}"
                            r"(?!手下|部下|麾下|帐下|门下|属下|处|那里|这里|房|屋|家|寨|营|阵中|军中|跟前|面前|身边|身旁|身上|身前|床前|"
                            r"墓|坟|灵|尸|棺|首级|遗像|画像|塑像|神像|肖像|(?:在|于)?遗[令命言嘱表书计体骸]|诗|词|"
                            r"旧将|部将|副将|偏将|裨将|大将|爱将|家将|老婆|浑家|娘子|妻子|夫人|丈夫|儿子|女儿|"
                            r"父亲|母亲|哥哥|弟弟|姐姐|妹妹|老小|家小|[父母兄弟妻侄叔伯舅婿](?![子兄弟]))"
                            # one in a clause that only describes another (`曹操随身背剑之将夏侯恩`)
                            r"(?![^，。；！？“”⟨]{1,8}?之(?:将|人|士|兵|军|众|子|女|妻|妾|臣|客)(?!军|马))"
                            r"(?=(?:[、和与及同](?:⟨c\d+⟩|[^、，。的之“”⟨]{1,3}))*"
                            r"(?:[^，。的之“”⟨]{0,8}?(?:也|都|俱|皆|一齐|一同))?" + _ZH_MANNER + r"[^的之，。]{0,2}"
                            r"(?:[道说笑问叫喊答应走跑拔看望喝站立坐来去拿举将把便又却也已正忽转冲骑吃听沉眯皱"
                            r"想见扑抱打杀斩刺射策引率领回进出上下令骂哭叹握递交抓推拉提披穿抬摇点挥捧端背扶跪躺醒睡写读"
                            r"喊追逃躲藏开关放给送收接带等找用曰闻怒喜惊谓遂乃急对向发"
                            r"遣差派拜辞随跟劝唤吩嘱取败降投]"
                            r"|[至到](?!今|底|此时|极)"  # arrived (`黛玉同姐妹们至王夫人处`), not `至今`, `到底`
                            r"|知(?![府县州寨])"  # knew (`曹操知孙策强盛`), not a post (`知府`)
                            # a gesture (`耸了耸肩`, `挑了挑眉`, `靠在墙上`; not `很挑剔`, a trait)
                            r"|[耸摊挑咬眨揉撇伸]了|靠[在着])"
                            # ... a deed told as what it left (`林远留下的信`, `送来的剑`); not a time (`进来的时候`), nor
                            # how it was done (`贾珍哭的泪人一般`)
                            r"(?!(?:(?<=[下上来去出起过完])|[下上来去出起了着过完好]{1,2})的(?!时|一刹|瞬间|刹那|当儿|工夫|功夫)))",
                            0),
                # a voice heard coming (`林远的声音从门外传来`)
                compile_pattern(r"{C:a}的声音(?:从[^，。；！？“”⟨]{1,8})?(?:传来|传了?过来|传了?进来|响起)", 0)],
    recalled=re.compile(r"(?:想起|想到|怀念|思念|追思|梦见|梦到|记得|记起|祭拜|悼念|纪念|哀悼|哭祭|已故的?|死去的|亡故的?|"
                        # only imagined, or half seen (`想象着`, `仿佛看见`, `恍惚间听到`)
                        r"想象|幻想|设想|(?:仿佛|似乎|好像|恍惚间?|依稀)(?:看|听|瞧|望)[见到着]|"
                        r"生前的?|提起|说起|谈起|念及|的灵位|的坟|谥|追封|追尊|追赠|"
                        # a deed before the scene (`因近日林黛玉回去`)
                        r"近日|前日|昨日|昨天|前天|当年|昔日|往日|从前|当初|早年)(?:[^，。⟨]|⟨[cgip]\d+⟩){0,4}$"
                        # a cause, told as background (`后因陶谦与…不和`, `因秦氏无出`), or a sentence opening
                        # on one long past (`后因避乱至荆襄，刘表以为上宾`)
                        r"|(?<![原起])因$|^\s*后因[^。！？]*$"
                        # ... one who did something to another in it (`因爽被司马懿谋杀`)
                        r"|(?<![原起])因(?:⟨c\d+⟩|[^，。；⟨“”]){1,4}?被$"
                        # a life told in passing, after a courtesy name (`琳字孔璋，…因谏何进不听，…绍用为记室`)
                        r"|(?:⟨c\d+⟩|^\s*(?:⟨c\d+⟩)?[\u4e00-\u9fff]|名[\u4e00-\u9fff]{1,2}，)字(?:⟨c\d+⟩|[\u4e00-\u9fff]{2})"
                        r"[，；：][^。！？]*$"
                        # in a reign gone by, for the rest of the sentence (`灵帝时为主簿，因谏何进不听`)
                        r"|(?:[灵桓献顺安和章明光武文景]帝|先朝|前朝)时[^。！？]*$"
                        # a likeness: `壁上画着赵无极持剑而立` (not `方天画戟`, `计画`), and all a clause opening on
                        # one shows (`之事：画云长俨然上坐，庞德愤怒不屈，于禁拜伏于地`; not `画毕，…`)
                        r"|(?<![计策谋规刻笔指比])画(?:着|的是|上的?|中的?)?$|(?:^|[：；])画(?![毕完罢了])[^。！？“”]*$"),
    speech=re.compile(r"[“”「」\"]"),
    # a condition or a wait, and all the sentence says after it: `若打破洛阳，杀了董卓，正是…`,
    # `等秋桐杀了尤二姐，自己再杀秋桐`; a fear or a belief, up to a clause saying what was done about it:
    # `吾恐翼德…杀了王忠`, `小弟只道他死了`, `约莫金公去得远了`, but `恐怕店小二赶去拦截他，且向店里…，迳到状元桥来`
    hypothetical=re.compile(r"(?:若(?!干|有所|无其事)|倘|假如|如果|要是|万一|如若|(?<![⟩\u4e00-\u9fff])等[得到]?(?=⟨c|$))"
                            r"[^。！？]*$"
                            r"|(?:(?<![惊惶惧])恐(?![惧慌怖])|只怕|生怕|唯恐|只道|以为(?!然)|只当|还道|料(?:想|得|定)|约莫(?=⟨c|$)|"
                            r"打谅|估量|猜(?:想|着|度)?(?=⟨c|$))"
                            r"(?:[^。！？，]|，(?!(?:⟨c\d+⟩)?(?:且|便|遂|乃|方|就|于是|因此|只得|所以|不敢|连夜|星夜)))*$"
                            # ... a worry, to its clause's end only (`怕他夺了头功，暗拨其弟鲍忠`: the second is done)
                            r"|(?:担心|担忧|(?<![不哪害只生])怕(?!是))[^。！？，；]*$"
                            # ... or what one dreams or fancies, to the sentence's end or a waking (`林枫梦见苏晴死了`;
                            # not what one does in one's sleep, `睡梦中听得金鼓之声，便跳起身来`)
                            r"|(?:梦见|梦到|想象|幻想)(?:(?!醒)[^。！？])*$"
                            # ... or a belief denied (`林枫不相信苏晴死了`): a hope as often as shock, as in English
                            r"|(?:不|不敢|不愿|不肯|无法|难以)相信[^。！？“”]*$"),
    # a guess, to its clause's end (`林远也许已经死了`, `想必赵无极已死`; `也许累了，林远死了` tells a death), or one
    # ending on a guess (`林远死了吧`)
    hedged=re.compile(r"(?:也许|或许|大概|想必|想来|想是|兴许|莫非|八成|多半|怕是|似乎|好像|仿佛)[^，。；！？“”：]*$"),
    hedged_after=re.compile(r"了?吧"),
    # someone told to do what the sentence goes on to say, by whoever leaves the doer out: `便教魏延登堂舞剑，乘势杀刘璋`
    # `教先杀他妹，后斩刘备`; not an order taken or a life (`领命即行`, `性命`)
    ordered=re.compile(rf"(?<![领奉受遵听拼性饶救])[{_ZH_URGED}遣](?:⟨c\d+⟩|人|先|速|即)[^。！？]*$"),
    done_speaking=re.compile(r"\s*(?P<who>⟨c\d+⟩)(?:言|说|嘱|语|道)(?:讫|毕|罢|未已|未毕|未绝)"),
    titles=re.compile(r"《[^》\n]*》"),  # `后人有《徐母赞》曰`
    killing=re.compile(r"[杀斩砍刺射劈害诛]|打死"),
    revived=re.compile(r"复生|还魂|回生|复活|活转|还阳|复回阳间"),
    # not a fright (`魂飞魄散`) nor waking up to something (`如梦方醒`)
    vision=re.compile(r"(?<!如)梦|(?:鬼|阴|冤|亡|英|游|孤)魂|魂(?:魄|灵)(?![俱皆])|显灵|显圣|阴风|鬼(?:也|神|魅|怪)|"
                      r"[是为乃]个?鬼"),
    # not opening its clause, and in it before a `之事`, `之处`: inside a deed told as a thing
    deed_told=re.compile(r"(?<=[^，。；！？“”：\s])⟨c\d+⟩(?=[^，。；！？“”：⟨]*?之(?:事|处|地|所)(?:[，。；！？”]|$))"
                         # ... or a thing they use (`挥关公使的青龙刀`), or an honour given the dead (`糜夫人亦追谥为皇后`)
                         r"|⟨c\d+⟩(?=" + _ZH_THING_OF + r"|(?:亦|也|又)?(?:追谥|追封|追尊|追赠)(?:为|曰))"),
    # `只见X`, `又见X`, `看见X`, and a clause opening on `见`; not `来见X` or `拜见X` (a meeting)
    seen=re.compile(r"(?:(?:只|忽|又|但|却|猛|忽然|猛然|乍|瞥|看|望|瞧)见|(?:^|(?<=[，；：。！？]))见)"
                    r"(?:[^，。！？；：⟨“”]|⟨c\d+⟩){0,6}$"),
    # `闻孙坚已死`, `玄德知袁术已丧`, `人报…`, a scout's report (`回报X斩将搴旗`), a claim (`小人回称：'柴进已死'`); not `谁知` (unexpectedly) nor `不知`
    # ... or a quotation of someone's thoughts (`心想：“`)
    # ... and a clause opening on 说, someone unnamed saying it (`城上听时，说陈、鲍二将军杀了赵云`: a lie)
    # (a report opening its clause, `忽又报秦良引兵回来了`; not a revenge or a repaying, `报仇`, `报恩`)
    hearsay=re.compile(r"(?:闻|听说|听得|听见说|一听|得知|知道|怀疑|(?<![不谁怎岂焉安未])知|人报|回报|报说|报称|传言|谣传|[回诈谎假声]称|[诈假]言|"
                       r"(?:^|(?<=[，：；]))[忽又]{0,2}报(?![仇恩答效国])|"
                       r"(?:^|(?<=[，：]))说(?![罢毕完了着话]))"
                       r"(?:[^，。；⟨“”]|⟨[cgip]\d+⟩){0,4}$"
                       r"|(?:心想|心中想|心里想|心下想|暗想|想道|寻思|思量|暗忖|忖道|心道|暗道)道?[：:，]?“[^“”]*$"),
    item_list_before=re.compile(r"(?:⟨i\d+⟩" + _ZH_AND + r")+$"),
    item_list_after=re.compile(r"(?:" + _ZH_AND + r"⟨i\d+⟩)+"),
    people_list_before=re.compile(r"(?:⟨c\d+⟩" + _ZH_AND + r"(?:" + _ZH_KIN_WORD + r")?)+$"),  # `卓弟董旻、侄董璜`
    # up to the clause's end, a count or a place (`杀了赵无极和林远二人`); `林远的` owns what follows
    # ... or only commas, closed by a count (`又折了沈安，王吉二将`, `杀死差拨，陆虞候，富安等三人`)
    people_list_after=re.compile(r"(?:" + _ZH_AND + r"⟨c\d+⟩)+(?=" + _ZH_GROUP + r"(?:[，。；！？”]|$|于|的?(?:首级|头)))"
                                 r"|(?:，⟨c\d+⟩)+(?=等?[二两三四五六七八九十](?:人|员?将)(?:[，。；！？”]|$))"
                                 # ... or by `等` and those it counts among (`折了李异、谢旌、谭雄等许多将士`)
                                 r"|(?:" + _ZH_AND + r"⟨c\d+⟩)+(?=等[^，。；！？⟨“”]{0,6}(?:[，。；！？”]|$))"),
    looks_back=True,
    listed_after=re.compile(r"(?P<head>⟨c\d+⟩)、$"),
    # two lines or more of five or seven characters each (`生前好勇龙王幸，死后还驮佛祖碑。`), or one after a colon
    # bringing it in (`正是：`, `怎生模样：`)
    verse=re.compile(r"(?:(?:" + _ZH_COUPLET + r")\s*){2,}|(?<=[：:])\s*(?:" + _ZH_COUPLET + r")"),
    dropped_subjects=DroppedSubjects(
        clause=re.compile(r"[^，,；;：:]+"),
        own_subject=3,
        list_count=re.compile(r"\s*" + _ZH_COUNTED + r"\s*"),
        hearing=re.compile(r"(?:[、和与及][\u4e00-\u9fff]{1,4}?)*(?:等人|等)?[^，。；！？“”]{0,2}?"
                           r"(?:闻|听得|听说|听知|听见|探知|得知|打听得)"),
        then=re.compile(r"\s*(?:便|遂|乃|即|就|随即|当即|连忙|急忙|慌忙|于是)"),
        seeing=re.compile(r"(?<![只忽但却又猛乍])见$"),  # not one shown (`只见X至`)
        coming=re.compile(r"(?:至|来|到|进来|入来|回来|走来|上来)"),
        # 了 or a verb of the clause: done to them (`夺了他的`, `直取陈应`), or thought of them (`寻思孙坚…`,
        # `怕他夺了头功`, `约莫金公去得远了`: the thinker is still the subject) or heard of (`一听贾琏要同他出去`,
        # `闻湘莲来了`: the hearer is), not by them, nor a blow landing
        # on them (`正打在郑屠鼻子上`) or aimed at them (`照着武松…打来`), nor one gone to (`奔西门庆生药铺`), looked
        # at or held (`看着郑屠`, `扶着宝玉`, `背着曹操`; one met, `撞着赵云`, may be the next clause's subject);
        # nor one seen (`见徐晃威风凛凛，暗暗称奇`: the seer wonders), but one shown (`只见X…`), nor one of those a list
        # tells apart (`一个是差拨，一个是富安`)
        not_subject=re.compile(r"[把被对给与和向朝照冲望奔让叫令命遣差派使留请替同跟了取擒捉救投战斩杀刺射砍割搠劈戳捅斫拜唤召贬谓劝骂叱指顾恨思想怕恐约料征讨伐攻败听闻感谢认封娶收]"
                               r"|" + _ZH_BA + r"|[打踢]在|师事|事奉"
                               r"|[看望瞧盯瞅瞪指拉扶抱搂牵搀拖揪按背瞒]着|[个人位员名]是"
                               r"|(?<!过)去(?!年)|(?<![只忽但却又猛乍])见|[辞别]"  # one left (`辞别李俊，离了…`)
                               r"|[经路]过"  # ... or passed by (`经过马超坟墓`)
                               r"|(?<!至)于(?!是)"),  # ... or one handed to, or beaten by (`递于行者`; not `于是`)
        # ... or on people counted (`折了三个偏将，都是…身亡`), or one brought in by surname and name (`姓邵名俊`)
        new_topic=re.compile(r"(?:[一两二三四五六七八九十几]个|(?<=了)个|一位|一)(?:儿子|女儿|公子|小姐|孩子|子|女|"
                             r"哥哥|弟弟|姐姐|妹妹|兄|弟|姐|妹)[。，；！？]?$"
                             # ... or named by a name the cast lacks (`有子小名狗儿，娶妻刘氏`: 狗儿 weds)
                             r"|(?:子|女)(?:小名|乳名|名|名叫|名唤|唤作|叫做)[^，。；！？⟨“”]{1,3}[。，；！？]?$"
                             # ... or told by their place among the children (`后妻蔡氏所生少子琼，颇聪明`)
                             r"|[长次幼独少](?:子|女)[^，。；！？⟨“”]{1,2}[。，；！？]?$"
                             r"|[两二三四五六七八九十几数百千]+(?:个|员|名|位)[^，。；！？⟨“”]{0,3}?(?:将|人|兵|卒|军士)[。，；！？]?$"
                             r"|^\s*姓[^，。；！？⟨“”]{1,2}(?:名[^，。；！？⟨“”]{1,3})?[。，；！？]?$"  # or `姓卞，名喜`
                             # ... or on a band that comes out, counted (`两旁转出百余人，持戟挺槊刺之`: they stab)
                             r"|" + _ZH_COMING_OUT + r"[一两二三四五六七八九十百千数几]+[余多]?[个员名位]?"
                             r"[^，。；！？⟨“”]{0,4}?(?:人|将|兵|卒|手|" + ZH_UNNAMED_PEOPLE + r")来?[。，；！？]?$"
                             # ... or on someone, or something, looked at, whom the clauses after describe (`看那人时，
                             # 戴一顶红绢抓儿头巾，…手里拿着两把板斧`)
                             r"|[看见觑][那这][^，。；！？⟨“”]{1,5}时[。，；！？]?$"
                             # ... or on whoever did something (`但有中箭者，…而死`), or on one someone was sent to
                             # (`玄德使人探之，果然死了`)
                             r"|者[。，；！？]?$|[使令遣差]人[^，。；！？⟨“”]{1,3}?之[。，；！？]?$"
                             # ... or on someone unnamed sent out to fight (`何仪令副元帅出战，不三合，被典韦…刺于马下`)
                             r"|(?:令|命|遣|差|派)(?:副?元帅|一将|一员将|大将|先锋|" + ZH_UNNAMED_PEOPLE
                             + r")[^，。；！？⟨“”]{0,4}?(?:出战|出马|迎敌|出迎|迎战|交战|搦战)[。，；！？]?$"
                             # ... or on someone one has, a friend or kin not named (`吴用有个至爱相识，见在江州`)
                             r"|有(?:个|一个|一位)[^，。；！？⟨“”]{0,4}?(?:相识|朋友|故人|相知|兄弟|弟兄|哥哥|兄长|弟弟|姐姐|妹妹|妹子|"
                             r"老母|母亲|叔叔|伯伯|师父|徒弟|" + ZH_UNNAMED_PEOPLE + r")[。，；！？]?$"),
        # ... or on someone's men, named or not (`从将成廉，被乐进一箭射死`), or on someone unnamed (`婆娘已死了`,
        # `魏兵措手不及`), called only by a title
        other_subject=re.compile(r"(?:(?![引领率带发唤问对向谓叫喝骂])[^，。⟨]){0,3}?(?:们|众|大家|人人|你|您|咱|谁|有人|那人|此人|其人|这人|"
                                 r"[这那此]汉(?![子朝军兵室])|后生|" + ZH_UNNAMED_PEOPLE
                                 + r"|一将|一员|一人|一彪|为首|[二两三四五六七八九十数众诸](?:将|人|贼)"
                                 r"|[之的](?:子|女|儿子|女儿))"  # ... or the child of someone unnamed (`那守备之子`)
                                 r"|(?:魏|蜀|吴|汉|曹|袁|敌|官|贼|番|败|乱|追|伏|残|余|后)(?:兵|军)(?!师|令|中|前)"
                                 r"|(?:大半|过半|多半)(?![年日天月个])"  # most of some (`大半不下筏`)
                                 # ... or on a throne or an office the cast has no name for (`先主又谓众官曰`)
                                 r"|(?:先主|后主|[吴魏蜀汉晋]主|天子|陛下|丞相|都督|军师)(?![府营寨处之的])"
                                 # ... or a god's or a king's (`大圣即现本相`, where the cast knows 齐天大圣 only)
                                 r"|(?:大圣|大仙|菩萨|老君|天王|龙王|长老|真君|星君|国王|魔王|老魔|妖王|娘娘)"
                                 r"(?![府营寨处之的宫殿庙])"),
        naming=re.compile(r"(?:名|名叫|名唤|唤作|叫做|取名|名为|[长次幼独少]子|[长次幼少]女|儿子|女儿|夫人|妻子|之妻|[之部副偏牙裨爱家大]将"
                          r"|(?:^|，)乃[^，。；！？⟨“”]{0,6})$"),  # `乃义阳人魏延也`: who it was
        # there is someone, perhaps with a title: not `没有`, `只有` (only), `还有` (and also)
        # ... or has them come out (`屏风后闪出一人`, `转出林远`)
        introducing=re.compile(r"(?:(?<![没未只还])有|" + _ZH_COMING_OUT + r")(?:一位|一个|个|一员|一)?"
                               r"[^，。；！？有的之]{0,4}$"),
        child_by_order=re.compile(_ZH_CHILD_BY_ORDER),
        born=re.compile(_ZH_BORN),
        another_child=re.compile(r"\s*(?:又|还|再|后又?)" + _ZH_BORN),
        kin_opening=re.compile(r"\s*(?:祖|" + longest_first(_role_kin(english=False)) + "|" + _ZH_HIS_OFFICERS
                               + ")(?:名|名叫|名唤|讳)?"),
        kin_listed=re.compile(r"\s*[祖父母兄弟妻子][" + _ZH_SURNAMES + r"][\u4e00-\u9fff]{1,2}[。！？]?"),
        someone_of=re.compile(r"[的之]?" + _ZH_SOMEONE_OF),
        done_to=re.compile(_ZH_THEN_BEI + "被"),
        undergone=re.compile(_ZH_BEATEN),
        revealed_unnamed=re.compile(_ZH_LOOKED_AT + r"[，,]?" + _ZH_TURNED_OUT + r"[^，。；！？⟨“”]{2,10}?也?[。，；！？]?$"),
        harms=re.compile(r"[将把][^，。；！？“”]{1,8}?(?:打|杀|砍|刺|射|戳|捅|砸|踢|勒|斩|搠|劈|剁|捶|揍)"
                         r"|(?:射|刺|砍|戳|捅|搠|劈)中"),  # ... or struck it (`却射中前面李堪，落马而死`)
        dying=re.compile(r"(?:死了|身亡|气绝|而死|而亡|殒命|丧命)[。，！？；”]?$"),
        # (a seizing only where clauses follow in the sentence: the clause ends before a comma, not at a full stop)
        overpowered_by=re.compile(r"\s*(?:又|竟|却|早)?被(?:这|那)?(?P<by>)(?=[^，。；！？“”]{1,10}?(?:(?:[刺杀砍射打搠戳捅劈]死|"
                                  r"斩[了之首讫]?|所(?:杀|斩|害)|杀了)[，。；！？]?|(?:揪|按|扯|抱|拿|抓|扭|捉|擒|掐|拖)住"
                                  r"[^，。；！？“”]{0,6})$)"),
        # `之` ending a clause after a verb; not `总之`, `久之`, `加之`, `反之`, `次之` (comes next), `为之` (does it),
        # `何之` (goes where), nor a matter known or heard of (`知之`, `闻之`); or nothing at all, where a head is cut
        # off with no one named whose (`武松赶入去，一刀先割下头来`): someone's, never a thing's (group `head`)
        clause_object=re.compile(r"(?<=[\u4e00-\u9fff])(?<![总久加反次为何之知闻])之(?=[，。；！？：、”」』]|$|甚|极|颇)"
                                 r"|(?<=割下|割了|砍下|斩下)(?P<head>)(?=头(?:下?来)?(?:[，。；！？]|$))"),
        # ... and, between it and whom it might stand for, someone or something new (`一大鹿`, `当有九江太守边让`,
        # not what they have, `蒋门神有力`; `其师`, `老弱者`, `家屋老小八十余口`), people unnamed or seen (`左右方欲动手`,
        # `但见阉官`), all of some (`尽皆杀之`), or a clause told of whom something was done to (`皆被关公拔剑砍之`:
        # of one of them)
        brought_in=re.compile(r"一[个只头匹员位名条口把张骑彪枝支队人将大小]|[十百千万数余](?:口|人|个|名)|老小|家小|"
                              r"家属|(?<!^)有|其|者|众|们|见|皆|尽|都|被|"
                              + ZH_UNNAMED_PEOPLE),
        people_only=re.compile(r"(?:[待谢问劝责骂叱斥赏礼敬慰抚嘱召赦辱怜拜]|信任|款待|管待)$"),
        taken_first=re.compile(r"[将把推押拿牵缚绑擒捉]"),  # (`叱武士推李严出斩之`: 李严 beheaded)
        agent_before=re.compile(r"被"),
        all_of=re.compile(r"[俱皆]|尽皆|都被"),
        thing_of=re.compile(_ZH_THING_OF),
        others_come_in=re.compile(r"[见闻因是有知众们]|闪出|一个个"),
    ),
    plant=_ZH_PLANT,
    payoff=_ZH_PAYOFF,
    rules=CHINESE_RULES,
    possessor=re.compile(r"的(?![。，；！？])|之(?![后後前时時间間中])"),  # not `名唤平儿的。`, ending the clause
    owner_meant=re.compile(r"(?:的|之)(?:性命|一命|命|安危|安全|心|信任|命令|吩咐|恩情|大恩|身子|身体|尸首|尸体|遗体|"
                           + _ZH_PART + r")"),
    kin_named_after=re.compile(r"(?:的|之)" + _ZH_KIN_WORD + r"(?P<who>⟨c\d+⟩)(?![的之])"),
    joins=re.compile(_ZH_AND),
    # `二人` says two; `他们` (after `林枫和苏晴走出了公司`) is a guess, as "They" is, and `我们` after `我和林枫`; not
    # `他们三个` (nor `他们二人`: the count is the pair word)
    pairs=(PairWords(re.compile(r"(?<![一十第])(?P<pair>[二两](?:人|贼|将))(?![家间物])"), span=12, guessed=False),
           PairWords(re.compile(r"(?P<pair>[他她我]们)(?![一二两三四五六七八九十几数俩])"), span=2, guessed=True,
                     ours=frozenset({"我们"}),
                     others=re.compile(r"(?<![他她我你])们|众人|大家|诸人|众将|众军|众兵"))),
    within_clause=re.compile(r"[^，,；;：:。！？“”「」]*"),
    speaker_stretch=re.compile(r"[^，。；！？“”「」]*$"),
    speaker_cue=re.compile(r"(?:道|说|问|叫|喊|曰|骂|叹|答|嚷)[：:，,]?\s*$"),
    verse_cue=re.compile(r"有[^，。；！？“”]{0,8}?(?:诗|词|赞|古风|偈|颂|铭|赋)|为证|^\s*(?:诗|词|赞|偈|颂)[曰云]"),
    narrator_kin=re.compile(rf"我的?(?P<rel>{_ZH_KIN_WORDS})"),
    speakers_kin_before=re.compile(r"(?<![的之其令尊贤家舍他她我你汝吾俺])(?:兄长|长兄|哥哥|大哥|二哥|三哥|贤弟|兄弟|二弟|三弟|"
                                   r"姐姐|妹妹|贤妹|父亲|母亲|爹爹|娘亲|师父|师傅|恩师|师兄|师弟|师姐|师妹|主公|"
                                   r"亡父|亡母|亡妻|亡夫|先父|先母|先兄|先夫|亡兄|亡弟|前妻|后妻)$"),
    kin=_ZH_KIN,
    # a call opening the speech, or one of its sentences before advice (`主公勿忧`, `…者也。主公且须避之`)
    # ... and a minister's "I" opening the speech (`“臣愿与贼决死战`): the listener is their lord; not a minister
    # spoken of (`臣子`, `臣下`, `臣等`: then who all is unclear)
    address=AddressWords(re.compile(rf"(?:^|(?<=[。！？；]))\s*(?:[啊哎唉呀][，,！!]?)?(?P<word>{_ZH_CALL_WORDS})"
                                    rf"(?:[啊呀]?[，！。？,!?]|(?=且|勿|请|宜|须|休|莫|放心|息怒|不必|不可|何不|只管|速))"
                                    rf"(?!{_ZH_CALL_WORDS})"
                                    rf"|[，,](?P<end>{_ZH_CALL_WORDS})[啊呀]?[！。？!?]?\s*$"
                                    r"|^\s*(?P<own>臣)(?![子下等民僚工属妾])"), _ZH_CALLS | {"臣": "主公"}),
    family_roles=RoleWords(
        after=re.compile(r"的?(?P<role>父亲|母亲|丈夫|妻子|夫人|爹|娘(?![的子]))"),  # `他娘的` swears, 娘子 is a wife
        not_after=re.compile(r"(?:是|乃|为|作|做)$"),
        roles={"父亲": "father", "爹": "father", "爹爹": "father", "母亲": "mother", "娘": "mother", "娘亲": "mother",
               "丈夫": "husband", "妻子": "wife", "夫人": "wife"},
        # the speaker's own, with nobody's before it (`父亲早亡`); not a title (`国父`), one's in-law (`岳父`)
        alone=re.compile(r"(?<![的之其他她我你汝吾俺令尊家舍贤老岳义继养生亲国祖伯叔师⟩])(?P<role>父亲|母亲|爹爹|娘亲)")),
    ranks=RankWords(re.compile("(?P<rank>" + longest_first(_ZH_RANKS) + ")"), _ZH_RANKS, after_surname=True),
    item_head=re.compile(r"(?:(?<=[拿握提弃丢拔抽挺执持举挥舞掣扔抛收插])|(?<=[拿握提执持举挥舞掣][着了起]))(?P<head>[刀剑枪弓戟矛棒棍鞭锤斧盾])"
                         rf"(?![{_ZH_THING_GOES_ON}])"
                         # ... or pointed at, whoever handles it (`玄德遂将此马送与刘表`)
                         r"|(?:(?<=[此那这该])|(?<=[此那这该][匹口把柄张面根支条杆枝]))(?P<pointed>[刀剑枪弓戟矛棒棍鞭锤斧盾马印玺])"
                         rf"(?![{_ZH_THING_GOES_ON}匹])"
                         # ... and a place gone into by its last word (`抢入楼中`, `提入庙里来`)
                         r"|(?<=[入进])(?P<place>[楼庙寺殿宫店庄寨院])(?=[中里内来去，。；！？]|$)"),
    handled_item=_ZH_HANDLED_ITEM,
    given_names=GivenNameWords(
        given=_zh_given_name,
        before=r"(?<![\u4e00-\u9fff])",
        after=r"曰|道|说|笑|叹|问|答|乃|遂|便|即|亦|又|见|闻|听|令|命|教|急|慌|欲|引|领|率|自|谓|叱|喝|拜|怒|喜|惊|"
              r"大怒|大喜|大惊|大笑|大叫|大呼|大喝|大败|中箭|被|纵马|拍马|挺|提|掣|回|退|收|方|已|既|视|看|辞|拱|跪|"
              r"下马|上马|谢|哭|泣|叩|遣|暗|取|追|斩|杀|战|放|挥|就|从|加|与|至|入|出|起|使|差|传|设|拔|舞|分|整|料|知|"
              r"思|恐|得",
        loosely_after=r"(?![军兵奴仆婢童卒])[\u4e00-\u9fff]",  # not their troops or servants (`操军大败`, `狮奴道`)
        makes_word=_zh_makes_word,
    ),
)

LEXICONS = {"en": ENGLISH, "zh": CHINESE}
