"""The rule extractor: the cast's names and pronouns found in each sentence,
then surface patterns per fact kind (see `extractors.lexicon`), for English
and Chinese. The evidence of a fact is the sentence it was read from.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial
from itertools import repeat

from spacy.tokens import Doc

from extractors.base import SceneFacts, SceneText, StoryContext
from extractors.characters import KIN_TITLES
from extractors.clauses import ClauseReader, Reading
from extractors.discovery import ChineseNames, Discovered, EnglishNames, NameDiscovery, merge_into_cast
from extractors.failing import Failing, epithet_mentions
from extractors.given_names import GivenNameFinder, GivenNameWords
from extractors.introductions import given_name, surname_of
from extractors.levels import SEVERITIES, default_level
from extractors.lexicon import (KIN_ROLE, LEXICONS, ROLE_KIN, DroppedSubjects, Lexicon, PairWords, kin_fields,
                               zh_son_not_courtesy)
from extractors.name_gender import is_given_name, usual_gender, womans_name
from extractors.parsing import parse_english
from extractors.patterns import KIND_LETTER, TOKEN, TOLD_OF_A_GUESSED_PAIR, Dialogue, Mention, Rule, Sentence
from extractors.roles import (THE_WOMAN, Call, Family, TheWoman, call_in, called_as, clear_of, former_latter_mentions,
                              husband_by_name, in_order, kin_by_family_name, kin_of_the_name, own_kin_mentions,
                              rank_mentions, revealed_mentions, role_mentions, woman_mentions)
from extractors.scenes import CJK
from graph.cast import Cast, known_gender, name_core, name_title, titled_gender
from graph.kinship import names_object, role_gender
from graph.model import Entity, EntityKind, Evidence, Fact, FactKind
from graph.temporal import EVENT_RELATIONS, SYMMETRIC

CLAUSE_CONFIDENCE = 0.75  # read from a parse: a parser error costs more than a pattern's
RESOLVED_CONFIDENCE = 0.5  # a fact whose subject is a resolved "he" or "she", or a subject the text leaves
# out: never certain enough for an error
# what befalls each of a list of people named together, or where they go together
SHARED_FATES = {FactKind.death, FactKind.injury, FactKind.location}
_DEEDS = {FactKind.presence, FactKind.possession, FactKind.location}  # what a subject does, not what they are
_DONE_OR_BEFALLEN = SHARED_FATES | _DEEDS  # what a name after "of" never opens (see `_of_a_noun`)
STAGED_WINDOW = 700  # how many characters before a death are searched for a play being acted
RECENT_CHARACTERS = 6  # how many characters back a "she" may reach when the last subject was a man
RECENT_SENTENCES = 15  # ... and how many sentences back: past that, she is no longer in the reader's mind
TURN_GAP = 100  # characters between two quotations for the second to answer the first
TAG_GAP = re.compile(r"[,\s]*")  # between a quotation and the name of its speaker (`," Ada said`)
TAG_AFTER = re.compile(r"[^\"“”「」.!?。！？]{1,40}")  # a quotation's tag, after it (`, said Ada to`)
POSSESSOR = re.compile(r"[的之]|['’]s\b")  # after a name: theirs (`嘉之左右`, "Ada's maid")
VOCATIVE_BEFORE = re.compile(r"[,，]\s*$")  # a name called at a quotation's end (`"…, Mr. Hands!"`): after a comma
# ... or set off by commas inside it (`"…, Sir Henry, for…"`), not one of a list (`"…, Otto, and Kallen"`)
VOCATIVE_WITHIN = re.compile(r"[!?！？]|[,，](?!\s*(?:and|or|nor)\b)")
VOCATIVE_CLOSE = re.compile(r"[,!?.，！？。]?[\"”’'」』]")  # and before the closing mark
CLAUSE_REST = re.compile(r"[^,;:.!?\"“”，；：。！？]*")  # what follows a word up to its clause's end
FIGHTING = frozenset({"attacks", "threatens"})  # relations that make two characters foes in a fight
SENTENCE_OPENING = " \t\n\"'“‘(—-"  # what may come before a sentence's first word
SPEECH_OPENS = re.compile("[：:“\"]")  # where the speech a narration's tag (`曰：`) gives opens
SPEECH_ENDS = ("”", '"', "」", "』", "’", "'")  # a paragraph ending on one of these ended on speech
WORD_BEFORE = 12  # how far back a word just before a name is looked for, in characters ("another ", "between ")
OURS = 4  # characters back from `二人` in speech within which `我`, `吾` make it the speaker's own (`我师徒二人`)
FIGHT_SPAN = 2000  # how many characters after a fight's last blow, threat or wound a blow may still be part of it
PHRASE_ENDS = re.compile(r"\s*(?:[,.;:!?)]|$)")  # after a possessive: nothing it owns follows ("a friend of Ada's.")
QUESTION = re.compile(r"[?？](?:[\"”’'」』]|\s*$)")  # a sentence's or its quotation's end that asks


_SON_AFTER = "其之长次幼嫡独爱义养庶"  # before `子`: a son, not a courtesy name's first word (`其子`, `长子`)


_OWNERS = ("my", "his", "her", "its", "our", "your", "their", "'s", "’s")
_OWNED = "(?:" + "|".join(f"(?<={word} )" for word in _OWNERS) + ")"  # after one of these, a thing someone has


class _NameFinder:
    """All names of the cast in one alternation, longest first."""

    def __init__(self, cast: Cast, lexicon: Lexicon, kinds: tuple[EntityKind, ...], dead: frozenset[str] = frozenset()):
        names = [(n, i) for kind in kinds for n, i in cast.names(kind).items()]
        if lexicon.spaced and EntityKind.character in kinds:
            names += _initialled(cast)
        names.sort(key=lambda kv: -len(kv[0]))
        self._ids = {}
        parts = []
        for name, ident in names:
            if not name.strip():
                continue
            self._ids.setdefault(name.casefold(), ident)
            parts.append(_name_body(name) if name[:1].isupper() or not lexicon.spaced else f"(?i:{re.escape(name)})")
        # a thing the cast calls "the key" is also the one someone's key means ("his key", "Otto's key")
        owned = [(name[4:], ident) for name, ident in names if lexicon.spaced and name.casefold().startswith("the ")
                 and cast.by_id[ident].kind == EntityKind.item]
        for head, ident in owned:
            self._ids.setdefault(head.casefold(), ident)
        if owned:
            parts.append(_OWNED + "(?i:" + "|".join(re.escape(head) for head, _ in owned) + ")")
        # a whole word, and no part of a hyphened one (`Zu-Vendi`), though a dash may stand beside it (`--Ada`)
        boundary = (r"(?<![^\W_])(?<!\w-)", r"(?![^\W_])(?!-\w)") if lexicon.spaced else ("", "")
        self.regex = re.compile(boundary[0] + "(?:" + "|".join(parts) + ")" + boundary[1]) if parts else None
        # only characters share given names, and only spaced languages' names split into words
        owners = _shared_given_names(cast) if lexicon.spaced and EntityKind.character in kinds else {}
        self._shared = set(owners)
        # ... and one the dead share with a single living one is the living one's (`Clayton` once John Clayton
        # died: his cousin William Cecil Clayton)
        for name, _ in names if dead and owners else ():
            if self._ids.get(name.casefold()) not in dead:
                continue
            living = owners.get(_shared_key(name), set()) - dead
            if len(living) == 1:
                self._ids[name.casefold()] = next(iter(living))

    def _a_son(self, text: str, m: re.Match[str], last_end: int) -> bool:
        """Whether the `子` a name found opens on is a son or ends a word: right after a name, after `其` or
        `长`, with a name running on from the next character, or as the lexicon tells (`全端子全祎`, `父子`)."""
        after = self.regex.match(text, m.start() + 1)
        return (m.start() == last_end or m.start() > 0 and text[m.start() - 1] in _SON_AFTER
                or after is not None and after.end() > m.end() or zh_son_not_courtesy(text, m.start()))

    def shared(self, name: str) -> bool:
        """Whether a name found may be several characters': which one it means is a guess."""
        return _shared_key(name) in self._shared

    def find(self, text: str) -> Iterator[tuple[int, int, str]]:
        if self.regex is None:
            return
        at, last_end = 0, -1
        while m := self.regex.search(text, at):
            if m[0].startswith("子") and self._a_son(text, m, last_end):
                at = m.start() + 1
                continue
            yield m.start(), m.end(), self._ids[m[0].casefold()]
            at = last_end = m.end()


def _name_body(name: str) -> str:
    """A name as the pattern finds it: as written, but for a kinship title, which the family writes in either
    case ("her aunt Shaw" for `Aunt Shaw`)."""
    core, _ = name_core(name)
    if name_title(name) not in KIN_TITLES or not core:
        return re.escape(name)
    title, rest = name.split(" ", 1)
    return f"(?i:{re.escape(title)})" + re.escape(" " + rest)


def _initialled(cast: Cast) -> list[tuple[str, str]]:
    """Characters' full names with the given name cut to its initial (`Mrs. J. Gargery` for Mrs. Joe Gargery,
    as a letter or a notice writes it), each where it can be one character's only (`J. Gargery` is none's,
    beside Joe and Joseph Gargery) and is nobody's name already."""
    owners: dict[str, set[str]] = defaultdict(set)
    for entity in cast:
        for name in entity.names() if entity.kind == EntityKind.character else ():
            core, words = name_core(name)[0], name.split()
            if len(core) > 1 and core[0][1:].isalpha() and core[0][:1].isupper() and core[0] in words:
                words[words.index(core[0])] = core[0][0] + "."
                owners[" ".join(words)].add(entity.id)
    return [(name, ids.pop()) for name, ids in owners.items() if len(ids) == 1 and cast.find(name) is None]


def _shared_key(name: str) -> str:
    """What a name is looked up by among shared names: itself, folded, or the surname a man's title goes with
    (`Mr. Clayton`: `clayton`)."""
    core, gender = name_core(name)
    return core[0].casefold() if gender == "m" and len(core) == 1 else name.casefold()


def _shared_given_names(cast: Cast) -> dict[str, set[str]]:
    """Given names that begin two characters' full names, folded (`john` when John Reed and John Eyre are both
    in the story): `John` alone may be either, or a third John. Names in capitals (a heading, `BETH FINDS`)
    do not count, nor a wife's called by her husband's (`Mrs. Joe Gargery`); and a given name that is one
    character's whole name (`Jim`, beside Jim Turner) is theirs. So too a surname that ends two men's full
    names (`Clayton` of John Clayton and his cousin William Cecil Clayton); a family's women and children
    share theirs with their man, who is most often the one it calls (`Bennet`). Each with its owners."""
    owners: dict[str, set[str]] = defaultdict(set)
    characters = [entity for entity in cast if entity.kind == EntityKind.character]
    for entity in characters:
        for name in (entity.name, *entity.aliases):
            core = name_core(name)[0]
            if (len(core) > 1 and is_given_name(core[0]) and not any(w.isupper() for w in core)
                    and name_title(name) != "mrs"):
                owners[core[0].casefold()].add(entity.id)
                if usual_gender(name) == "m":
                    owners[core[-1].casefold()].add(entity.id)
    whole = {entity.name.casefold() for entity in characters}
    return {given: ids for given, ids in owners.items() if len(ids) > 1 and given not in whole}


class RuleExtractor:
    """Pattern-based extraction for `en` and `zh`: offline and conservative.

    For the languages in `discover` (both, by default), characters and places
    the cast does not know yet are found first (spaCy for English, LAC for
    Chinese) and added to the cast; otherwise only the cast's names are read.
    """

    name = "rules"
    # kinship: who "her father" is; threads planted; the dead, who leave a name they shared to the living
    standing_kinds = {FactKind.relation, FactKind.foreshadow, FactKind.death}

    def __init__(self, discover: Iterable[str] = ("en", "zh")):
        finders: dict[str, type] = {"en": EnglishNames, "zh": ChineseNames}
        self.discovery: dict[str, NameDiscovery] = {lang: finders[lang]() for lang in discover}

    def extract(self, scenes: Iterable[SceneText], cast: Cast,
                context: StoryContext) -> Iterator[SceneFacts]:
        scenes = list(scenes)
        lexicon = LEXICONS[context.lang]
        discovery = self.discovery.get(context.lang)
        found = discovery.discover((s.text for s in scenes), context.ahead) if discovery else repeat(Discovered())
        dead = frozenset(_told_dead(context.standing))
        finders = self._finders(cast, lexicon, dead)
        family = Family()
        family.learn(context.standing, partial(_gender_of, cast, Counter()))
        planted = {f.object for f in context.standing if f.kind == FactKind.foreshadow and f.predicate == "plant"}
        died = set(dead)  # those told dead by name before each scene: the standing ones, then the scenes' own
        for scene, named in zip(scenes, found):
            entities = {e.id: e for e in merge_into_cast(named, cast)}
            if entities:
                finders = self._finders(cast, lexicon, dead)
            genders: Counter[tuple[str, str]] = Counter()
            the_woman = TheWoman.of_story(cast, scene.chapter, dead)
            facts = self._scene_facts(scene, cast, context, lexicon, genders, family, planted, the_woman,
                                      Failing(died), *finders, parse=named.doc)
            died |= _told_dead(facts)
            entities |= _count_pronouns(genders, cast)
            if the_woman.meant:  # remembered for the scenes and the chapter after
                entities[the_woman.who] = cast.by_id[the_woman.who]
                entities[the_woman.who].details[THE_WOMAN] = scene.chapter
            yield SceneFacts(scene=scene, entities=list(entities.values()), facts=facts)

    @staticmethod
    def _finders(cast: Cast, lexicon: Lexicon,
                 dead: frozenset[str]) -> tuple[_NameFinder, _NameFinder, GivenNameFinder]:
        """Characters, items and places are masked; threads are looked for on their own."""
        return (_NameFinder(cast, lexicon, tuple(KIND_LETTER), dead), _NameFinder(cast, lexicon, (EntityKind.thread,)),
                GivenNameFinder(cast, lexicon.given_names))

    def _scene_facts(self, scene: SceneText, cast: Cast, context: StoryContext, lexicon: Lexicon,
                     genders: Counter[tuple[str, str]], family: Family, planted: set[str], the_woman: TheWoman,
                     failing: Failing, finder: _NameFinder, threads: _NameFinder, given: GivenNameFinder,
                     parse: Doc | None = None) -> list[Fact]:
        facts: dict[str, Fact] = {}
        dialogue = Dialogue(scene.text)
        gender = partial(_gender_of, cast, genders)

        def keep(found: Iterable[Fact]) -> None:  # each fact once; a kinship it tells names a role from now on
            for fact in map(partial(_sworn_not_born, cast=cast, lexicon=lexicon), found):
                if fact.id not in facts and not _role_against_title(fact, cast):
                    facts[fact.id] = fact
                    family.learn([fact], gender)

        sentences = []
        visions = _vision_paragraphs(scene.text, lexicon)
        verses = [m.span() for m in lexicon.verse.finditer(scene.text)]
        # read one sentence at a time: a relation read here names a role the next sentence may use
        for sentence in self._sentences(scene.text, dialogue, cast, context, lexicon, (finder, given), genders,
                                        family, failing, the_woman):
            vision = any(start <= sentence.start < end for start, end in visions)
            found = list(_one_wound_each(self._sentence_facts(scene, sentence, lexicon, threads, planted, vision)))
            if any(2 * (min(end, sentence.end) - max(start, sentence.start)) > sentence.end - sentence.start
                   for start, end in verses):  # mostly verse
                # a poem quoted tells nothing that happens (`生前好勇龙王幸，死后还驮佛祖碑。`), but may foretell
                keep(f for f in found if f.kind == FactKind.foreshadow)
                continue
            sentences.append(sentence)
            keep(found)
            failing.learn(found, sentence)
        keep(_narrator_kin(scene, sentences, lexicon, context.narrator))
        keep(_called_kin(scene, sentences, lexicon, cast, gender, family))
        keep(_kin_by_place(scene, sentences, lexicon, cast, gender, family, list(facts.values())))
        keep(_wives_by_name(scene, sentences, cast, gender, family, list(facts.values())))
        if context.lang == "en":
            # the whole scene's parse if discovery made one, else only the sentences naming someone
            parses = [(0, parse)] if parse is not None else list(_parse_named(sentences))
            keep(_clause_facts(scene, parses, sentences, dialogue, facts, lexicon, context.narrator))
        if blows := [f for f in facts.values() if _unaimed_blow(f)]:  # most scenes have none: no sorting then
            for blow in blows:
                del facts[blow.id]
            keep(_fights(scene, list(facts.values()), blows))
        keep(_wounds_dealt(scene, list(facts.values())))
        facts_read = _no_guessed_deeds_of_the_dead(_struck_ones_die(list(facts.values())))
        return _one_wound_a_scene(_one_death_a_scene(facts_read))

    def _sentences(self, text: str, dialogue: Dialogue, cast: Cast, context: StoryContext, lexicon: Lexicon,
                   finders: tuple[_NameFinder, GivenNameFinder], genders: Counter[tuple[str, str]],
                   family: Family, failing: Failing, the_woman: TheWoman) -> Iterator[Sentence]:
        """Masked sentences; every gendered pronoun resolved to a character is counted in `genders`, a role
        phrase ("her father") stands for the one `family` says holds it, and "the dying man" or a "he died"
        with nobody named before it for the one `failing` says the scene showed failing last."""
        last: str | None = None  # the previous sentence's subject, for "he" and "she"
        last_named = False  # ... called by name there, not by a pronoun
        # the last sentence's "he" acting on a "him" (or "she" on "her"): whom each stood for, and the sentence's number
        pair_acting: tuple[str, str, int] | None = None
        unnamed_last = False  # ... or it was someone unnamed ("The dying Indian sank")
        thing_last = False  # ... or it named a thing "she" may be ("sighted the Arrow")
        recent: list[str] = []  # the characters the narration spoke of, the latest last
        spoken_at: dict[str, int] = {}  # ... and the sentence (counted in the scene) it last spoke of each in
        spoken_before: list[str] = []  # ... and those of the sentence before, in their order
        things_before: list[tuple[str, str, str]] = []  # the characters and items its narration named: their
        # letters, and what the sentence went on to say after each
        speakers: dict[int, str | None] = {}  # who speaks each quotation, by its index
        listeners: dict[int, str | None] = {}  # and whom it is said to
        named_in_speech: dict[int, list[tuple[str, int]]] = defaultdict(list)  # whom each quotation named, where
        calling: dict[int, list[str]] = {}  # ... and whom it calls by name: its listeners, whoever speaks it
        signed = _signed_letters(text, dialogue, cast, lexicon)  # the quotations of a letter, by its writer
        carried: dict[int | None, _Topic] = defaultdict(_Topic)  # per voice (narration, each quotation):
        # whom a clause without a subject is about (Chinese)
        paragraph_end, ended_on_speech = 0, False  # where the last sentence ended, and whether on speech
        beat: str | None = None  # whom the paragraph's narration showed acting, the narrator too
        lead_in: str | None = None  # whom the sentence just before showed acting: likely the one a talk opens to
        lead_opener: str | None = None  # ... if that sentence opened on them
        finder, given = finders

        def of_gender(ident: str, gender: str | None) -> bool:
            return _agrees(cast.by_id[ident], gender, genders)

        named_in_scene: set[str] = set()  # whose given name alone may stand for them
        # who someone's kin called by their place is ("her father", "…, mother?"), as the family name says
        kin_of = partial(kin_of_the_name, cast, partial(_gender_of, cast, genders), named_in_scene, family)
        items_by_head: dict[tuple[str, str], tuple[str, set[str | None]]] = {}  # the item (or place) the scene
        # last named with each last word (`i`, `刀`; `p`, `楼`), and the characters named just before it each time
        # the last two the narration named together (`范疆、张达`), for each kind of words that may mean them
        pairs = [_PairKept(words) for words in lexicon.pairs]
        for number, m in enumerate(lexicon.sentence.finditer(text)):
            raw = m[0]
            if not raw.strip():
                continue
            # a new paragraph opens a new topic, unless the last one ended on speech: the narration takes up
            # where its speaker left off (`…道："…"` / `扑的只一拳，…`), or it opens going on (`行至滑州界首`)
            if "\n" in text[paragraph_end:m.start()]:
                beat = None
                if not (ended_on_speech or lexicon.goes_on and lexicon.goes_on.match(raw)):
                    carried.pop(None, None)
            paragraph_end, ended_on_speech = m.end(), raw.rstrip().endswith(SPEECH_ENDS)
            voice = partial(_voice, dialogue, m.start())

            def inside(position: int) -> bool:  # in quoted speech
                return voice(position) is not None

            spans = [(s, e, ident, KIND_LETTER[cast.by_id[ident].kind], finder.shared(raw[s:e]))
                     for s, e, ident in finder.find(raw)
                     if not (cast.by_id[ident].kind == EntityKind.character
                             and (_word_before(lexicon.any_of_the_name, raw, s) or lexicon.family_after.match(raw, e)))]
            spans += _item_heads(raw, spans, items_by_head, lexicon)
            # a list of names cut to one character each wins over a name it runs into (`关、张先回`: not 张先)
            initials = given.listed_initials(raw, named_in_scene, [(s, e, ident) for s, e, ident, *_ in spans],
                                             {ident for kept in pairs for ident in kept.meant()})
            spans = [span for span in spans if clear_of(span[0], span[1], initials)]
            spans += [(s, e, ident, "c", False) for s, e, ident in initials if ident]
            named_in_scene |= {ident for *_, ident, letter, _ in spans if letter == "c"}
            # (not one the scene told dead: `喜笑相迎` after 卞喜 was killed is a smile)
            spans = sorted(spans + [(s, e, ident, "c", False) for s, e, ident in given.find(raw, named_in_scene
                                                                                          - failing.dead)
                                    if clear_of(s, e, spans)])
            spans = sorted(spans + [(s, e, ident, "c", False) for s, e, ident in given.introduced(raw)
                                    if clear_of(s, e, spans)])
            spans += _husbands_before_wives(raw, spans, cast, lexicon.couple)
            titles = [t.span() for t in lexicon.titles.finditer(raw)]
            spans = [span for span in spans if not any(s <= span[0] < e for s, e in titles)]
            if lexicon.ranks:
                spans = sorted(rank_mentions(raw, spans, lexicon.ranks, cast, named_in_scene,
                                             partial(_gender_of, cast, genders)))
            if lexicon.failing:
                spans = sorted(epithet_mentions(raw, spans, failing, lexicon.failing, of_gender))
            if lexicon.the_woman:
                spans = sorted(woman_mentions(raw, spans, lexicon.the_woman, recent, cast,
                                              partial(_gender_of, cast, genders), the_woman))
            spans = sorted(former_latter_mentions(raw, spans, lexicon.former_latter, spoken_before))
            spans = sorted(revealed_mentions(raw, spans, text, m.end(), lexicon.unnamed_one, lexicon.revealed,
                                             finder.find, cast, inside))
            # who the narration is about: a name in dialogue is only spoken of
            named = [(s, e, ident) for s, e, ident, letter, _ in spans if letter == "c" and not inside(s)]
            # whom a later "he" means if nobody is shown acting: a name, but not one that only owns a thing
            # (`Goldsmith's History of Rome`)
            named_subject = next((ident for _, e, ident in named if not lexicon.possessor.match(raw, e)), None)
            lists = _lists(raw, named, lexicon.joins)
            listed = _listed(lists)
            calls = []
            # whom a quotation of the sentence calls by name, and where it ends: the one a "her" after it likely
            # means ("Dear Ada," said I, as I offered her the draught)
            quotations = dialogue.opening(m.start(), m.end())  # those opening in the sentence
            by_name = [(s, e, ident) for s, e, ident, letter, _ in spans if letter == "c" and ident]
            calling |= {index: _called(raw, start - m.start(), end - m.start(), by_name, lexicon)
                        for index, (start, end) in quotations}
            # (not one told dead before the scene: "Pew! That were his name" cries a name, to nobody)
            called = [(end - m.start(), ident) for index, (_, end) in quotations for ident in calling[index]
                      if ident not in failing.died_before]
            pronouns = list(lexicon.pronoun.finditer(raw))
            thing = lexicon.named_thing.search(raw)  # the first thing it names that "she" may be, if any
            narrating_i = any(lexicon.is_first_person(p[0]) and not inside(p.start())  # a narrator who is "I" here
                              for p in pronouns)
            acting: tuple[int, str] | None = None  # the last subject pronoun's ("he") end, and whom it stands for
            opener: tuple[str, str] | None = None  # a subject pronoun opening the sentence, and whom it stands for
            said: list[tuple[int, int, str]] = []
            addressed: list[tuple[int, int, str]] = []  # "you" in dialogue: its listener, found below
            # the sentence tells whose its pronouns are ("He was a young fellow, and his name was Alexander Graham")
            told_names = {lexicon.pronoun_gender.get(t["pronoun"].lower()): ident for s, _, ident in named
                          if (t := lexicon.name_told.search(raw, 0, s))}
            for pm in pronouns:
                if any(s <= pm.start() < e for s, e, *_ in spans):
                    continue
                word = pm[0]
                earlier = [(e, ident) for s, e, ident in named if s < pm.start()]
                # "he" is the subject of this sentence if one was named before it, else the last
                # one's; an appositive ("Cole, her father") points back to the earlier sentence
                subject_here = next((ident for _, ident in earlier if ident not in listed), None)
                if any(raw[e:pm.start()].strip() == "," for _, e, _, letter, _ in spans if letter == "c"):
                    # ... but one's own looks set off after one's name in the narration are one's own ("Otto, his
                    # face pale,")
                    own = next((ident for _, e, ident in named if raw[e:pm.start()].strip() == ","), None)
                    subject_here = own if own and lexicon.own_looks_after.match(raw, pm.end()) else None
                letter = "g" if lexicon.is_possessive(word, raw[pm.end():]) else "c"
                # "I" and "you" in dialogue: its speaker and listener, found below; in a quotation it
                # quotes, whoever that one spoke with
                quoted = inside(pm.start())
                voiced = quoted and not dialogue.quoted_within(m.start() + pm.start())
                if lexicon.is_first_person(word) and quoted:
                    if voiced:
                        said.append((pm.start(), pm.end(), letter))
                    continue
                if lexicon.is_second_person(word):
                    if voiced:
                        addressed.append((pm.start(), pm.end(), letter))
                    continue
                gender = lexicon.pronoun_gender.get(word.lower())
                beside = lexicon.looks_back and gender and next((ident for _, e, ident in by_name
                                                                  if e == pm.start()), None)
                if beside:
                    referent = beside  # `狗儿他父亲`: a name and its pronoun, one person
                elif (told := told_names.get(gender)) and not quoted:
                    referent = told
                elif lexicon.is_first_person(word):
                    referent = context.narrator
                elif inside(pm.start()):
                    # whom a speaker means by "he" the narration does not say: most often not the one it
                    # last showed, who is the speaker (`贾母道：“他死了…”`); a clause of the speech may still
                    # take it as the topic the speech named
                    referent = None
                elif _unnamed_before(raw, earlier, pm.start(), gender, lexicon):
                    referent = None  # "for a man to turn his face up as he froze to death": the man, twice
                else:
                    # an object pronoun is not its own clause's subject, the name nearest before it: "Ada
                    # handed him the map", `赵无极见他进来`; it may be someone named earlier ("Spitz laughed,
                    # and Buck hated him")
                    before = [ident for _, ident in earlier]
                    others = letter == "c" and word not in lexicon.subjects_own and (
                        word.lower() in lexicon.object_pronouns
                        or bool(earlier and lexicon.within_clause.fullmatch(raw, earlier[-1][0], pm.start())))
                    # ... unless that name only owns a thing ("cut through Twala's shield, gashing him"); nor
                    # one after a preposition ("Tarzan took her away from Terkoz and killed him")
                    owner = bool(earlier) and bool(lexicon.possessor.match(raw, earlier[-1][0]))
                    subjects = [(e, ident) for s, e, ident in named
                                if s < pm.start() and not _word_before(lexicon.after_preposition, raw, s)]
                    nearest = ([ident for _, ident in subjects] or before)[-1] if others and before and not owner \
                        else None
                    # ... nor one that is the object of a first predicate, the pronoun that of a second one sharing
                    # the subject before it ("Godfrey met Dunstan and stabbed him": Dunstan)
                    if nearest and len(subjects) > 1 and lexicon.shared_subject.fullmatch(raw, subjects[-1][0],
                                                                                          pm.start()):
                        nearest = subjects[-2][1]
                    # a subject "he" goes on the sentence's first subject, a "He" opening it, whoever is named
                    # in between ("He did not delay, for as Jonathan attacked one end, he attacked the other")
                    opening = opener[1] if opener and opener[0] == word.lower() else None
                    # ... or the one a quotation before it called by name, though not for a "he" opening
                    # its tag, who is the speaker ('"Hurry, men!" he said')
                    hearer = [ident for end, ident in called if end <= pm.start()
                              and (others or not TAG_GAP.fullmatch(raw, end, pm.start()))][-1:]
                    # ... or, for a "he" acting on a "him" just after another named that "him" last ("he got behind
                    # him. Hallward stirred. He rushed at him"), the "he" of such a pair just before
                    parallel = _parallel_subject(pair_acting, number, last if last_named else None, raw, pm, pronouns,
                                                 lexicon) if not others and subject_here is None else None
                    candidates = [*reversed(before), *hearer, last] if others else [
                        opening, subject_here, *hearer, parallel, last]
                    # ... or a "she died" with nobody named before it in its sentence is the one the scene
                    # showed failing
                    if (not others and subject_here is None and lexicon.failing
                            and lexicon.failing.failing_next.match(raw, pm.end())):
                        candidates.insert(0, failing.latest(partial(of_gender, gender=gender)))
                    # ... unless a subject pronoun is, with nobody named since but its own object ("he struck
                    # him"; "he reeled at Curtis and struck him": Curtis)
                    if others and acting and (subject := _acting_pronoun(raw, acting, earlier, pm.start(), lexicon)):
                        nearest, candidates = subject, [*reversed(before), *hearer, last]
                    # nor is a subject one named after it in its clause ("he reeled at Curtis", `他见林枫`)
                    ruled_out = {nearest} | ({ident for s, _, ident in named if s > pm.end()
                                              and CLAUSE_REST.fullmatch(raw, pm.end(), s)} if not others else set())
                    if lexicon.looks_back:  # nor, in Chinese, anyone named after it (`只见他脚上流血，三藏惊问`)
                        ruled_out |= {ident for s, _, ident in named if s > pm.end()}
                    if narrating_i:  # "said I, as I offered her the draught": the narrator is "I" here
                        ruled_out.add(context.narrator)
                    # nor, near a thing named ("signaled her to come about": the Arrow), one not told a woman
                    if gender == "f" and (thing_last or thing and thing.end() <= pm.start()):
                        ruled_out |= {c for c in candidates if c and _known_gender(cast.by_id[c], genders) != "f"}
                    # nor, doing a deed, one the scene told dead ("Otto fell dead. He took the key": another)
                    if not others and lexicon.failing and lexicon.failing.deed_next.match(raw, pm.end()):
                        ruled_out |= failing.dead
                    # ... and, last of all, one told dead before the scene, for a subject (not for "John Clayton
                    # and his wife")
                    acts = not others and word.lower() in lexicon.subject_pronouns
                    if acts:
                        candidates = failing.living_first(candidates)
                    referent = next((c for c in candidates if c and c not in ruled_out
                                     and _agrees(cast.by_id[c], gender, genders)), None)
                    # ... and none where a clause since the sentence's subject opened on another it may be ("Clayton
                    # realized that … since D'Arnot had fallen …, in which he had lost his life"); a subject the text
                    # told of that gender is rivalled, in an earlier clause, only by one told so too ("Edith objected,
                    # for Captain Lennox was expected; but she gave way": Lennox may be anyone), in its own by anyone
                    # ("Becky bowed; on which Semiramis tossed up her turban")
                    told_so = partial(_told_gender, cast, genders, gender)
                    rivalled = not others and referent is not None and referent == subject_here != opening \
                        and _rival_subject(raw, named, referent, pm.start(), lexicon, partial(of_gender, gender=gender),
                                           told_so if told_so(referent) else None)
                    if rivalled:
                        referent = None
                    elif referent is None and gender and (others or subject_here or not unnamed_last):
                        # "he conducted her to Geneva", the last subject a man: the character of that gender
                        # the narration last spoke of (not one unnamed the sentence before opened on)
                        spoken_of = failing.living_first(reversed(recent)) if acts else reversed(recent)
                        referent = next((c for c in spoken_of if c not in ruled_out
                                         and _known_gender(cast.by_id[c], genders) == gender), None)
                spans.append((pm.start(), pm.end(), referent, letter, not lexicon.is_first_person(word)))
                if referent and not quoted:
                    acted = _acting_pair(raw, spans, lexicon, pm, referent)
                    pair_acting = (acted[0], acted[1], number) if acted else pair_acting
                if referent and word.lower() in lexicon.subject_pronouns:
                    acting = (pm.end(), referent)
                    if opener is None and not raw[:pm.start()].strip(SENTENCE_OPENING):
                        opener = (word.lower(), referent)
            spans += [span for kept in pairs for span in kept.read(raw, spans, named, lexicon, inside,
                                                                   context.narrator)]
            if lexicon.dropped_subjects:
                agrees = partial(_pronoun_agrees, cast, lexicon, genders)
                spans = _with_dropped_subjects(raw, spans, voice, lambda at: dialogue.quoted_within(m.start() + at),
                                               carried, lexicon.dropped_subjects, agrees, lists,
                                               lambda v: set(calling.get(v, ())))
                spans = _clause_objects(raw, spans, lexicon.dropped_subjects, voice, things_before)
                spans = _objects_not_subjects(raw, spans, lexicon.dropped_subjects, agrees)
            told_speakers = []
            for index, (start, end) in quotations:
                told = _speaker(raw, start - m.start(), end - m.start(), spans, lexicon)
                writer, reader = signed.get(index, (None, None))
                introduced = _self_introduced(raw, start - m.start(), spans, lexicon) \
                    or _introduced_later(text[start:end], given, lexicon)
                if told and any(s == e == told[0] for s, e, *_ in spans):  # a speaker left out, a guess
                    told = _guessed_speaker(raw, start - m.start(), told, introduced, lexicon,
                                            _turn_before(dialogue, speakers, listeners, index))
                if told is None:
                    speakers[index] = writer or introduced or _paragraph_speaker(text, dialogue, speakers, listeners,
                                                                                 index, beat)
                else:  # ... told, perhaps as someone unnamed, who may name themself (`一人出曰：“吾乃…`)
                    speakers[index] = told[1] or introduced
                goes_on = speakers[index] is not None and speakers[index] == speakers.get(index - 1)
                if goes_on and _one_speech(text, dialogue, index):  # one speech, a tag between
                    named_in_speech[index] = list(named_in_speech[index - 1])
                characters = [(s, e, ident) for s, e, ident, letter, _ in spans if letter == "c" and ident]
                if speakers[index] in _called(raw, start - m.start(), end - m.start(), characters, lexicon):
                    speakers[index] = None  # nobody calls themself by name: "she" was someone else
                elif speakers[index] and (told and told[1] or speakers[index] == introduced):  # named, or naming
                    # themself (`那人道：“小人姓张，名青`, `这汉道：“小人原是开封府人氏。…姓曹，名正`)
                    told_speakers.append((told[0] if told else start - m.start(), speakers[index]))
                turn_before = (None, None) if index - 1 in signed else _turn_before(dialogue, speakers, listeners,
                                                                                     index)  # a letter is no turn
                if index - 1 not in signed and (turn_before == (None, None) or _moved_on(
                        lead_opener, turn_before, speakers[index], dialogue, index, m.start())):
                    turn_before = (lead_in, None)  # a talk opens to whom came in
                told_to = reader or _listener(raw, start - m.start(), end - m.start(), spans, lexicon, speakers[index])
                listeners[index] = told_to or _opening_hearer(raw, start - m.start(), spans, speakers[index]) \
                    or _listener_by_turn(speakers[index], turn_before)
                if listeners[index] is None and speakers[index] and lexicon.address \
                        and (word := called_as(text[start + 1:end - 1], lexicon.address)):  # "…, mother?"
                    listeners[index] = kin_of(speakers[index], word)
                if lexicon.address and (call := call_in(text[start + 1:end - 1], start + 1, lexicon.address,
                                                        speakers[index], listeners[index], told_to)):
                    calls.append(call)
            _listener_called_later(raw, spans, voice, speakers, listeners, quotations)
            for voices, marks in ((speakers, said), (listeners, addressed)):  # "I" and "you" in each quotation
                spans += [(s, e, voices[v], letter, True) for s, e, letter in marks if voices.get(v := voice(s))]
            if lexicon.speakers_kin_before:
                spans += _speakers_kin(raw, spans, lambda at: None if (v := voice(at)) is None else speakers.get(v),
                                       lexicon.speakers_kin_before)
            kin_told: list[tuple[str, str, str]] = []  # role phrases' holders, known or guessed by family name
            if lexicon.family_roles:
                unkinned = set(spans)
                spans, kin_told = role_mentions(raw, spans, family, lexicon.family_roles,
                                                lambda of, role, at: None if inside(at) else kin_of(of, role),
                                                partial(_also_meant, cast, lexicon, genders, recent, lead_in), last)
                for holder, role, of in kin_told:
                    family.hold(holder, role, of)
                spans = own_kin_mentions(raw, spans, family, lexicon.family_roles,
                                         lambda at: context.narrator if (v := voice(at)) is None else speakers.get(v))
                spans = _after_kin(raw, spans, [span for span in spans if span not in unkinned], lexicon, inside,
                                   lambda ident: _known_gender(cast.by_id[ident], genders))
            if lexicon.speech_pronouns:
                spans = _speech_pronouns(text, m.start(), spans, voice, named_in_speech, lexicon,
                                         lambda v: {speakers.get(v), listeners.get(v), *calling.get(v, ())},
                                         lambda ident: _known_gender(cast.by_id[ident], genders))
            spans = in_order(span for span in spans if span[2] is not None)
            for s, e, ident, _, resolved in spans:
                gender = lexicon.pronoun_gender.get(raw[s:e].lower()) if resolved else None
                if gender and ident != context.narrator:
                    genders[ident, gender] += 1
            mentions, pieces, cursor = [], [], 0
            for s, e, ident, letter, resolved in spans:
                if mentions and (s, e) == (mentions[-1].start, mentions[-1].end) and letter == "c":
                    # the second of a pair (`打得二人满口出血`)
                    pieces.append(f"{lexicon.pair_joiner}⟨c{len(mentions)}⟩")
                    mentions.append(Mention(ident, letter, s, e, inside(s), resolved, speakers.get(voice(s))))
                    continue
                if s < cursor:
                    continue
                pieces += [raw[cursor:s], f"⟨{letter}{len(mentions)}⟩"]
                mentions.append(Mention(ident, letter, s, e, inside(s), resolved, speakers.get(voice(s))))
                cursor = e
            pieces.append(raw[cursor:])
            sentence = Sentence(m.start(), m.end(), raw, "".join(pieces), mentions, calls, told_speakers,
                                kin_told)
            if lexicon.failing:
                failing.see(sentence, lexicon.failing)
            first_acting, acting_not_narrator = _acting_subjects(sentence, lexicon, context.narrator)
            # ... nobody known, where the sentence opens on someone unnamed ("The dying Indian sank … He spoke")
            shown = acting_not_narrator or named_subject or (called[-1][1] if called else None)
            unnamed_last = not shown and bool(lexicon.someone_new.match(raw))
            thing_last = thing is not None
            last = None if unnamed_last else shown or last
            last_named = bool(shown) and any(ident == shown for _, _, ident in named)
            beat = first_acting or beat
            lead_in = first_acting
            lead_opener = first_acting if _opens_on(sentence, first_acting) else None
            spoken_of = [mention.entity for mention in mentions
                         if mention.letter in "cg" and not mention.quoted and mention.entity != context.narrator]
            spoken_at |= dict.fromkeys(spoken_of, number)
            recent = [c for c in recent if c not in spoken_of and number - spoken_at[c] <= RECENT_SENTENCES
                      ][-RECENT_CHARACTERS:] + list(dict.fromkeys(spoken_of))
            spoken_before = spoken_of
            if lexicon.dropped_subjects:  # only a language that leaves clauses' words out looks back so
                # (whom a sentence naming nobody is about, its left-out subject: `⟨c⟩扑地望後便倒了。`)
                named_none = all(mention.dropped for mention in mentions)
                things_before = [(mention.entity, mention.letter, raw[mention.end:]) for mention in mentions
                                 if mention.letter in "ci" and not mention.quoted
                                 and (named_none or not mention.dropped)]
            yield sentence

    def _sentence_facts(self, scene: SceneText, sentence: Sentence, lexicon: Lexicon,
                        threads: _NameFinder, planted: set[str], vision: bool) -> Iterator[Fact]:
        evidence = _evidence(scene, sentence.start, sentence.text)
        dead_here: set[str] = set()
        deaths: list[Fact] = []  # told last, with the killer a blow that was the death names
        killers: dict[str, str] = {}
        acting: set[str] = set()  # present through a rule of their own (an action that needs a limb)
        supposed = {m.start("a") for m in lexicon.supposed.finditer(sentence.masked)}  # would act, were it so
        plans = [m.span() for m in lexicon.planned.finditer(sentence.masked)]
        for rule in lexicon.rules:
            for m in rule.pattern.finditer(sentence.masked):
                # (a threat is as often made on a condition: "if you come back, I'll kill you", `若违了限，即杀汝`)
                if (lexicon.hypothetical and rule.predicate != "threatens"
                        and lexicon.hypothetical.search(sentence.masked[:m.start()])
                        or _ordered(m, sentence, rule.kind, lexicon) or _of_a_noun(m, sentence, rule.kind, lexicon)
                        or any(s <= m.start() and m.end() <= e for s, e in plans)):
                    continue
                fields = _fields(rule, m, sentence, lexicon)
                if fields is None or rule.kind not in TOLD_OF_A_GUESSED_PAIR and _of_a_guessed_pair(m, sentence):
                    continue
                if rule.kind == FactKind.death:
                    if (fields["subject"] in dead_here or lexicon.revived.search(sentence.text)
                            or _ones_own(m, sentence, lexicon) or _one_of_a_pair(sentence, m["a"])):
                        continue
                    dead_here.add(fields["subject"])
                if fields.get("predicate") == "attacks" and fields.get("object") in dead_here:
                    killers.setdefault(fields["object"], fields["subject"])  # the blow is the death: its killer
                    continue
                if (rule.kind == FactKind.location and _the_listeners(m, sentence, lexicon)
                        or rule.kind == FactKind.injury and fields["subject"] in dead_here):
                    continue  # a wound the sentence says killed is the death, not one to heal
                heard = _heard_or_thought(sentence, m, m.start(), lexicon)
                if rule.kind == FactKind.presence:
                    if fields["subject"] in acting or heard or _only_spoken_of(sentence, m, lexicon, supposed):
                        continue
                    acting.add(fields["subject"])
                if (rule.kind == FactKind.presence or _a_going(rule.kind, fields)) and (
                        sighting := _sighting(sentence, m, lexicon, vision)):
                    fields["value"] = (fields.get("value") or {}) | sighting  # a going is witnessed as its presence
                guessed = (heard or _in_doubt(scene, sentence, rule.kind, lexicon) or _hedged(sentence, m, lexicon)
                           or _spoken_without_doer(m, sentence, rule.kind, lexicon)
                           or _rests_on_a_guess(m, sentence, rule.kind, fields, lexicon))
                confidence = RESOLVED_CONFIDENCE if guessed else rule.confidence
                fact = _fact(rule.kind, fields, scene, evidence, confidence)
                told = [fact]
                for target, other in _coordinated(m, sentence, rule.kind, fields, lexicon):
                    if other in dead_here or other in fact.entity_ids():
                        continue
                    if rule.kind == FactKind.death:
                        dead_here.add(other)
                    told.append(_fact(rule.kind, fields | {target: other}, scene, evidence, confidence))
                if rule.kind == FactKind.death:
                    deaths += told
                else:
                    yield from told
        yield from (_killed_by(death, killers.get(death.subject or "")) for death in deaths)
        yield from self._presence(scene, sentence, lexicon, evidence, dead_here | acting, vision, supposed)
        yield from self._threads(scene, sentence, lexicon, evidence, threads, planted)

    @staticmethod
    def _threads(scene: SceneText, sentence: Sentence, lexicon: Lexicon, evidence: Evidence,
                 threads: _NameFinder, planted: set[str]) -> Iterator[Fact]:
        """A thread named with a reveal cue is paid off; with a mystery cue, or named for the first time (the
        story raises it), planted. `planted` gains each thread planted here."""
        named = list(threads.find(sentence.text))
        text = sentence.text  # without the threads' names: `the locked chest` is no mystery cue by itself
        for start, end, _ in named:
            text = text[:start] + " " * (end - start) + text[end:]
        reveals, hints = lexicon.payoff.search(text), lexicon.plant.search(text)
        for thread in sorted({ident for _, _, ident in named}):
            predicate = "payoff" if reveals else "plant" if hints or thread not in planted else None
            if predicate:
                planted.add(thread)
                yield _fact(FactKind.foreshadow, {"predicate": predicate, "object": thread}, scene, evidence, 0.6)

    def _presence(self, scene: SceneText, sentence: Sentence, lexicon: Lexicon,
                  evidence: Evidence, dead_here: set[str], vision: bool, supposed: set[int]) -> Iterator[Fact]:
        """Characters who act or speak here; remembered, mentioned, feared or supposed ones (named at an offset
        in `supposed`, or in a condition) do not count. One only witnessed is marked so (see `_sighting`)."""
        found: set[str] = set()
        matches = [m for actor in lexicon.actors for m in actor.finditer(sentence.masked)]
        speaking = [m for at, _ in sentence.speakers if (m := _named(sentence, at))]
        matches += speaking
        acting_at = {m.start("a") for m in matches}
        # a speaker the clause leaves out, whom the sentence named before it (`叔父刘元起奇其言，曰：`)
        carried_on = {m.start("a") for m in speaking
                      if _opened_on(sentence, sentence.mention(m["a"]), lexicon.dropped_subjects)}
        for m in matches:
            mention = sentence.mention(m["a"])
            ident = mention.entity
            before = sentence.masked[:m.start("a")]
            if (ident in found or ident in dead_here or mention.dropped and m.start("a") not in carried_on
                    or _list_head(sentence.masked, m.start("a"), lexicon) not in acting_at
                    or _only_spoken_of(sentence, m, lexicon, supposed)
                    or _heard_or_thought(sentence, m, m.start("a"), lexicon)
                    or lexicon.hypothetical and lexicon.hypothetical.search(before)):
                continue
            found.add(ident)
            fields = {"subject": ident, "predicate": "speaks" if lexicon.speech.search(sentence.text) else "acts"}
            if sighting := _sighting(sentence, m, lexicon, vision):
                fields["value"] = sighting
            guessed = mention.resolved or _hedged(sentence, m, lexicon)
            yield _fact(FactKind.presence, fields, scene, evidence, RESOLVED_CONFIDENCE if guessed else 0.7)
        for at, ident in sentence.speakers:  # one the narration leaves unnamed, who names themself speaking
            if not any(mention.start == at for mention in sentence.mentions) and ident not in found | dead_here:
                found.add(ident)
                yield _fact(FactKind.presence, {"subject": ident, "predicate": "speaks"}, scene, evidence,
                            RESOLVED_CONFIDENCE)


def _opened_on(sentence: Sentence, mention: Mention, grammar: DroppedSubjects | None) -> bool:
    """Whether a subject a clause leaves out opened an earlier clause of its sentence by name
    (`叔父刘元起奇其言，曰：`), and nobody seen, heard of or told of since may be who goes on instead
    (`又见王夫人有活动之意，便向王夫人道`: whoever saw her speaks)."""
    if grammar is None:
        return False
    speech = SPEECH_OPENS.search(sentence.text, mention.start)
    for named in sentence.mentions:
        if named.entity != mention.entity or named.start >= mention.start or named.dropped or named.quoted \
                or named.resolved:
            continue
        opening = sentence.text[:named.start].rsplit("，", 1)[-1].lstrip(SENTENCE_OPENING)
        since = sentence.text[named.start - len(opening):speech.start() if speech else None]
        if len(opening) <= grammar.own_subject and not grammar.not_subject.search(opening) \
                and not grammar.others_come_in.search(since):
            return True
    return False


def _heard_or_thought(sentence: Sentence, m: re.Match[str], start: int, lexicon: Lexicon) -> bool:
    """Whether what a match tells is news, a report or someone's thoughts, as the words before `start` say
    ("told her that", `闻`) or, its doer quoted, a verb of thinking after the quotation (`," thought Jo`)."""
    quoted = "a" in m.re.groupindex and m["a"] and sentence.mention(m["a"]).quoted
    return bool(lexicon.hearsay.search(sentence.masked, 0, start)
                or quoted and lexicon.thought_after.match(sentence.masked, m.end()))


def _hedged(sentence: Sentence, m: re.Match[str], lexicon: Lexicon) -> bool:
    """Whether words of the match's clause leave what it tells a guess ("Perhaps Otto died", "Otto is dead, I
    think")."""
    before = lexicon.hedged.search(sentence.masked, 0, m.end())
    return bool(before or lexicon.hedged_after.match(sentence.masked, m.end()))


def _list_head(masked: str, at: int, lexicon: Lexicon) -> int:
    """Where the list a name at `at` stands in opens (`擒了林枫、赵无极`: at 林枫), or `at`: its members share
    their part in the clause, and act only if its first does."""
    while head := lexicon.listed_after.search(masked, 0, at):
        at = head.start("head")
    return at


def _only_spoken_of(sentence: Sentence, m: re.Match[str], lexicon: Lexicon, supposed: set[int]) -> bool:
    """Whether the character matched as `a` is only spoken of, not acting: quoted, remembered, named inside a
    deed told as a thing (`见孔明安营下寨之处`), or one who would act were a condition met (named at an offset
    in `supposed`)."""
    at = m.start("a")
    return bool(sentence.mention(m["a"]).quoted or at in supposed or lexicon.recalled.search(sentence.masked[:at])
                or lexicon.deed_told.match(sentence.masked, at))


def _rival_subject(raw: str, named: list[tuple[int, int, str]], subject: str, at: int, lexicon: Lexicon,
                   agrees: Callable[[str], bool], agrees_before: Callable[[str], bool] | None = None) -> bool:
    """Whether a clause between the sentence's `subject` and a "he" at `at` opens on someone else the pronoun
    may stand for: named just before a verb of theirs; `agrees_before`, if given, instead of `agrees` for one
    whose clause ended before the pronoun."""
    first = next(s for s, _, ident in named if ident == subject)
    return any(first < s and e <= at and ident != subject and lexicon.opens_clause.match(raw, e)
               and (agrees if agrees_before is None or CLAUSE_REST.fullmatch(raw, e, at) else agrees_before)(ident)
               for s, e, ident in named)


def _word_before(pattern: re.Pattern[str], raw: str, at: int) -> bool:
    """Whether the word just before `at` is one `pattern` (ending on `$`) looks for (`a`, `from`)."""
    return bool(pattern.search(raw, max(0, at - WORD_BEFORE), at))


def _vision_paragraphs(text: str, lexicon: Lexicon) -> list[tuple[int, int]]:
    """The spans of the paragraphs that tell of a dream, a ghost or a vision."""
    spans, start = [], 0
    for paragraph in text.split("\n"):
        if lexicon.vision.search(paragraph):
            spans.append((start, start + len(paragraph)))
        start += len(paragraph) + 1
    return spans


def _named(sentence: Sentence, at: int) -> re.Match[str] | None:
    """The character the narration of a sentence names at `at`, as a match of group `a`, as `lexicon.actors`
    give."""
    index = next((i for i, mention in enumerate(sentence.mentions)
                  if mention.start == at and mention.letter == "c" and not mention.quoted), None)
    return None if index is None else re.search(f"(?P<a>⟨c{index}⟩)", sentence.masked)


def _a_going(kind: FactKind, fields: dict) -> bool:
    """Whether a fact tells one going somewhere, a deed as much as a presence is."""
    return kind == FactKind.location and bool((fields.get("value") or {}).get("moved"))


def _sighting(sentence: Sentence, m: re.Match[str], lexicon: Lexicon, vision: bool) -> dict:
    """How one acting (group `a` of `m`) may only be witnessed: `seen` by someone (`忽见X立于屋上`), or in a
    `vision` (a paragraph of dreams or ghosts), where one dead may be a ghost or a likeness; or told in the
    past perfect (`earlier`: "William had been a prophet"), perhaps of a time before their death."""
    # (the subject a clause leaves out is no word written before the one seen: `，见X走来`)
    written = TOKEN.sub(lambda t: "" if sentence.mention(t[0]).dropped else t[0], sentence.masked[:m.start("a")])
    if lexicon.seen.search(written):
        return {"seen": True}
    if vision:
        return {"vision": True}
    return {"earlier": True} if lexicon.past_perfect.match(sentence.masked, m.end("a")) else {}


def _narrator_kin(scene: SceneText, sentences: list[Sentence], lexicon: Lexicon,
                  narrator: str | None) -> Iterator[Fact]:
    """A name the bible gives as the narrator's kin (`my sister` for Mrs. Joe), used in narration, says so:
    once a scene, where it is first used."""
    if narrator is None or lexicon.narrator_kin is None:
        return
    told = ((kin_fields(lexicon.kin, m["rel"].lower(), mention.entity, narrator), sentence)
            for sentence in sentences for mention in sentence.mentions
            if not (mention.quoted or mention.resolved or mention.entity == narrator)
            and (m := lexicon.narrator_kin.fullmatch(sentence.text[mention.start:mention.end])))
    yield from _first_told(scene, told, 0.8)


def _called_kin(scene: SceneText, sentences: list[Sentence], lexicon: Lexicon, cast: Cast,
                gender: Callable[[str], str | None], family: Family) -> Iterator[Fact]:
    """What speakers call their listeners (`“师父，…`) says the listener is their kin or master: a guess, as
    who speaks and who listens is, so none where the call's gender is not the listener's (`“二哥，…` said,
    as the listener was guessed, to 潘金莲), nor where the family known says otherwise ("Mother," as guessed,
    to one's sister); once a scene, told by the sentence the call stands in."""
    told = ((kin_fields(lexicon.kin, call.word, call.listener, call.speaker),
             next((s for s in sentences if s.start <= call.at < s.end), opened))
            for opened in sentences for call in opened.calls if _may_be_said_to(call, cast, gender, family))
    yield from _first_told(scene, told, RESOLVED_CONFIDENCE)


def _may_be_said_to(call: Call, cast: Cast, gender: Callable[[str], str | None], family: Family) -> bool:
    """Whether the call's listener may be what it calls them: of the call's gender, and not kin of the speaker's
    otherwise, nor holding a role the story gave someone else."""
    role = KIN_ROLE.get(call.word)
    return not (_other_gender(role_gender(role), cast.by_id[call.listener], gender)
                or role and family.other_kin(call.listener, role, call.speaker))


def _other_gender(called: str | None, listener: Entity, gender: Callable[[str], str | None]) -> bool:
    """Whether the listener is known to be of the gender other than the one `called`: a woman by her pronouns
    or her name (`潘金莲`); a man by his pronouns, or in Chinese, whose classical prose writes `他` of women, by a
    name no woman's (`张昭` called `母亲`)."""
    if called == "m":
        return gender(listener.id) == "f" or womans_name(listener.name)
    if called == "f" and re.search(CJK, listener.name):
        return not womans_name(listener.name)
    return called == "f" and gender(listener.id) == "m"


def _kin_by_place(scene: SceneText, sentences: list[Sentence], lexicon: Lexicon, cast: Cast,
                  gender: Callable[[str], str | None], family: Family, facts: list[Fact]) -> Iterator[Fact]:
    """Kin called by their place alone: whom a family name tells ("his wife" beside Alice Clayton, "her father"
    read as Mr. Woodhouse), a guess, or whom the story has told before, told again in a chapter of its own
    (Troy's "wife", Bathsheba); none the scene's `facts` already tell."""
    told = [] if lexicon.unnamed_kin is None else [
        (kin_fields(lexicon.kin, word, kin, of), sentence)
        for kin, word, of, sentence in kin_by_family_name(sentences, lexicon.unnamed_kin, cast, gender,
                                                          lexicon.is_first_person, family)]
    held = [(kin_fields(ROLE_KIN, role, kin, of), sentence)
            for sentence in sentences for kin, role, of in sentence.kin_told]
    yield from _first_told(scene, sorted(told + held, key=lambda pair: pair[1].start), RESOLVED_CONFIDENCE, facts)


def _wives_by_name(scene: SceneText, sentences: list[Sentence], cast: Cast, gender: Callable[[str], str | None],
                   family: Family, facts: list[Fact]) -> Iterator[Fact]:
    """Wives called by their husband's whole name (`Mrs. Joe Gargery`: see `roles.husband_by_name`), told by the
    first sentence calling them so; none the scene's `facts` already tell, and none of a man the story told
    another wife of: the name is more likely hers, borne by one discovery took for two (`Mrs. Rawdon Crawley`
    and `Miss Rebecca Sharp`), than a second wife's."""
    told = [(kin_fields(ROLE_KIN, "wife", mention.entity, husband), sentence)
            for sentence in sentences for mention in sentence.mentions
            if mention.letter == "c" and not mention.resolved
            and (husband := husband_by_name(cast, sentence.text[mention.start:mention.end], mention.entity, gender))
            and family.none_but(mention.entity, "wife", husband)]
    yield from _first_told(scene, told, 0.8, facts)


def _first_told(scene: SceneText, told: Iterable[tuple[dict, Sentence]], confidence: float,
                facts: Iterable[Fact] = ()) -> Iterator[Fact]:
    """A relation each, from the first sentence telling it in the scene, unless one of its `facts` does."""
    def key(subject: str, predicate: str, obj: str) -> tuple:  # a sibling's bond is told once, either way round
        return (predicate, *sorted((subject, obj))) if predicate in SYMMETRIC else (predicate, subject, obj)
    said = {key(f.subject, f.predicate, f.object) for f in facts if f.kind == FactKind.relation}
    for fields, sentence in told:
        if (relation := key(fields["subject"], fields["predicate"], fields["object"])) not in said:
            said.add(relation)
            yield _fact(FactKind.relation, fields, scene, _evidence(scene, sentence.start, sentence.text),
                        confidence)


def _unaimed_blow(fact: Fact) -> bool:
    """An attack told with nobody named as its target ("he struck suddenly")."""
    return fact.kind == FactKind.relation and fact.predicate == "attacks" and fact.object is None


def _fights(scene: SceneText, facts: list[Fact], blows: list[Fact]) -> Iterator[Fact]:
    """Blows told with nobody named (`he struck out suddenly`, `策一枪搠去`) land, as a guess, on whoever
    the striker fought, threatened or wounded last in the scene, if that was not long before; the blow
    renews the fight. A blow with no foe, or at the dead, is none; a killing is a fight up to the death
    (`张武纵马来迎，不三合，被赵云一枪刺落马下`: 张武 rode at 赵云)."""
    foes: dict[str, tuple[str, int]] = {}  # each fighter's foe, and where in the scene they last fought
    killings = [_fact(FactKind.relation, {"subject": f.value["by"], "predicate": "attacks", "object": f.subject},
                      scene, f.evidence, f.confidence)
                for f in facts if f.kind == FactKind.death and _by(f)]

    def told(fact: Fact) -> tuple:  # a sentence's own threat, wound or killing, then its blow, then its deaths
        return fact.evidence.start or 0, 2 if fact.kind == FactKind.death else int(_unaimed_blow(fact))

    for fact in sorted(facts + blows + killings, key=told):
        at = fact.evidence.start or 0
        by = _dealt_by(fact)
        if _unaimed_blow(fact):
            foe, when = foes.get(fact.subject, (None, 0))
            if foe is None or at - when > FIGHT_SPAN:
                continue
            foes[fact.subject], foes[foe] = (foe, at), (fact.subject, at)
            yield _fact(FactKind.relation, {"subject": fact.subject, "predicate": "attacks", "object": foe},
                        scene, fact.evidence, RESOLVED_CONFIDENCE)
        elif fact.kind == FactKind.death:
            foes = {a: (b, when) for a, (b, when) in foes.items() if fact.subject not in (a, b)}
        elif by or fact.kind == FactKind.relation and fact.predicate in FIGHTING:
            one, other = (by, fact.subject) if fact.kind == FactKind.injury else (fact.subject, fact.object)
            foes[one], foes[other] = (other, at), (one, at)


def _dealt_by(fact: Fact) -> str | None:
    """Who dealt a wound, where the fact is one and says so."""
    return _by(fact) if fact.kind == FactKind.injury else None


def _by(fact: Fact) -> str | None:
    """Who did it, where the fact's value says: a wound's dealer, a death's killer."""
    return fact.value.get("by") if isinstance(fact.value, dict) else None


def _wounds_dealt(scene: SceneText, facts: list[Fact]) -> Iterator[Fact]:
    """A wound someone dealt another (`赵无极打断了林枫的右腿`) is an attack on them, told where the wound is."""
    for fact in facts:
        if (by := _dealt_by(fact)) and by != fact.subject:
            yield _fact(FactKind.relation, {"subject": by, "predicate": "attacks", "object": fact.subject}, scene,
                        fact.evidence, fact.confidence)


def _ones_own(m: re.Match[str], sentence: Sentence, lexicon: Lexicon) -> bool:
    """Whether the subject is written "I" or "you": whoever says their own death, or hears it, is alive, so it
    is to come, a wish, a threat or a manner of speaking (`我死之后`, `权当我死了`, `我今杀你`)."""
    word = sentence.written(m["a"])
    return lexicon.is_first_person(word) or lexicon.is_second_person(word)


def _the_listeners(m: re.Match[str], sentence: Sentence, lexicon: Lexicon) -> bool:
    """Whether the subject is written "you": the listener is here, listening, so a place said of them is
    where they were or are to be (`想你在两界山`), not where they go now."""
    return lexicon.is_second_person(sentence.written(m["a"]))


def _asks(sentence: Sentence, kind: FactKind) -> bool:
    """Whether the sentence is a question, so that what it says of anyone but its speaker is a guess
    ("Is Ada dead?", `备既死，云长又安往乎？`)."""
    return kind != FactKind.presence and QUESTION.search(sentence.text) is not None


def _in_doubt(scene: SceneText, sentence: Sentence, kind: FactKind, lexicon: Lexicon) -> bool:
    """Whether the way a sentence tells a fact leaves it a guess, whatever read it (a pattern or the parse)."""
    return _asks(sentence, kind) or _staged(scene, sentence, kind, lexicon)


def _staged(scene: SceneText, sentence: Sentence, kind: FactKind, lexicon: Lexicon) -> bool:
    """A death told while a play is acted, or just after theatre words, may be a part played: a guess."""
    return kind == FactKind.death and bool(
        lexicon.staged.search(scene.text, max(0, sentence.start - STAGED_WINDOW), sentence.end))


def _spoken_without_doer(m: re.Match[str], sentence: Sentence, kind: FactKind, lexicon: Lexicon) -> bool:
    """Whether a character speaks of a killing without naming who does it: it may be an order or a vow,
    not a deed (`“斩了宋江，戴宗，免致后患。”`, `“愿斩张郃首级”`)."""
    if kind != FactKind.death or not m.groupdict().get("a") or not sentence.mention(m["a"]).quoted:
        return False
    killer = m.groupdict().get("k")
    return (killer is None or sentence.mention(killer).dropped) and bool(lexicon.killing.search(m[0]))


def _ordered(m: re.Match[str], sentence: Sentence, kind: FactKind, lexicon: Lexicon) -> bool:
    """Whether the deed's doer is left out after someone was told to do something (`便教魏延登堂舞剑，乘势杀
    刘璋`): the order is told, the deed not yet done. Kinship (a kin word read) is no deed."""
    doer = m.groupdict().get("k" if kind == FactKind.death else "a")
    return bool(doer and not m.groupdict().get("rel") and sentence.mention(doer).dropped
                and lexicon.ordered.search(sentence.masked, 0, m.start()))


def _of_a_noun(m: re.Match[str], sentence: Sentence, kind: FactKind, lexicon: Lexicon) -> bool:
    """Whether the name opening the match of a deed or a fate is a noun's complement ("The wife of Otto is dead":
    hers), no subject; not a possessor ("proud of his blue eyes", "sure of Lucy's coffin"), nor one a kin word
    after it names ("the trail of Kulonga, the son of Mbonga")."""
    return kind in _DONE_OR_BEFALLEN and "a" in m.re.groupindex and m.start() == m.start("a") \
        and not sentence.mention(m["a"]).resolved and not lexicon.possessor.match(sentence.masked, m.end("a")) \
        and bool(lexicon.of_a_noun.search(sentence.masked, 0, m.start()))


def _rests_on_a_guess(m: re.Match[str], sentence: Sentence, kind: FactKind, fields: dict,
                      lexicon: Lexicon) -> bool:
    """Whether the fact's subject was read from a pronoun or from a subject the text leaves out: role
    `a`, or `b` where a kinship word points back (`his son Ada`: the father is "his"); for a relation,
    either side (`他父亲宋太公`: whose father rests on whom "he" is). One left out by who just finished
    speaking (`言讫而亡`) is no guess; "herself" is one as much as the doer it turns back to is."""
    spoke = lexicon.done_speaking.match(sentence.masked)

    def guessed(role: str) -> bool:
        token = m["k"] if m.groupdict().get("k") and sentence.reflexive(m[role]) else m[role]
        return sentence.mention(token).resolved

    return any(guessed(role) for role in ("a", "b")
               if m.groupdict().get(role) and not (spoke and m.start(role) == spoke.start("who"))
               and (kind == FactKind.relation or sentence.entity(m[role]) == fields.get("subject")))


def _coordinated(m: re.Match[str], sentence: Sentence, kind: FactKind, fields: dict,
                 lexicon: Lexicon) -> Iterator[tuple[str, str]]:
    """The others of a list the matched item, the one who died or was hurt, the doer of a deed to someone or
    the one a relation holds with stands in (`将金冠、金甲、云履穿戴停当`, `the sword and the shield`, `颜良、文丑皆被斩`,
    `范疆、张达以短刀刺入飞腹`, "was the father of Cole and Ada"): what is done to one, or by one, is done to or by
    each. Yields the field each other one fills and who or what it is. A pronoun heads no list named before it:
    in "Kallen met Otto and he died", Otto is another clause's object; a subject left out heads the company it
    shares (see `_Topic.left_out`); a list after the one a relation holds with names others it holds with."""
    lists = [("i", "object", lexicon.item_list_before, lexicon.item_list_after)]
    if kind in SHARED_FATES or kind == FactKind.relation and fields.get("predicate") in EVENT_RELATIONS:
        lists.append(("a", "subject", lexicon.people_list_before, lexicon.people_list_after))
    if kind == FactKind.relation and m.groupdict().get("b"):
        held_with = next((f for f in ("object", "subject") if fields.get(f) == sentence.entity(m["b"])), None)
        lists += [("b", held_with, None, lexicon.people_list_after)] if held_with else []
    for role, target, before, after in lists:
        if not m.groupdict().get(role):
            continue
        mention = sentence.mention(m[role]) if role == "a" else None
        pronoun = mention is not None and mention.resolved and not mention.dropped \
            and not _a_guessed_pair(sentence, m[role])  # ("They", standing for a pair, heads it)
        left = None if pronoun or before is None else before.search(sentence.masked, 0, m.start(role))
        right = after.match(sentence.masked, m.end(role))
        for listed in (left, right):
            for token in TOKEN.findall(listed[0]) if listed else ():
                yield target, sentence.mentions[int(token[1])].entity


@dataclass
class _Aside:
    """Someone's kin, called by the kin word alone (`叔父刘元起`), at `at` in the sentence."""

    kin: str
    whose: str
    at: int
    again: bool = False  # whether the one whose kin they are has been named since


@dataclass
class _Topic:
    """Whom one voice's clauses are about, for clauses that leave their subject out."""

    subject: str | None = None
    acted_on: str | None = None  # the one the clauses last did something to (`把戴宗困翻`), or the subject of
    # a clause of theirs that something was done to (`宋江被拿了`)
    harmed: str | None = None  # the one the last clause took and harmed (`将冯公子打了个稀烂，`)
    # whose children, kin or officers are being listed (`生了两个儿子：长子名贾敷，…次子贾敬`, `副将马麟…；…副将孔明`),
    # and those listed so far
    parent: str | None = None
    children: set[str] = field(default_factory=set)
    company: dict[str, tuple[str, ...]] = field(default_factory=dict)  # whom each last opened a clause with
    # (`李傕、郭汜…闻董卓已死`, `二贼`): they share what its clauses after it leave out
    aside: _Aside | None = None  # the subject, when they are someone's kin called by the kin word alone

    def left_out(self, subject: str, at: int) -> list[tuple]:
        """Zero-width mentions at `at` of a subject left out and its company, the subject last: a rule
        reading one who acts there reads the subject, one reading a list reads them all."""
        return [(at, at, ident, "c", True) for ident in (*self.company.get(subject, ()), subject)]

    def listing(self, parent: str) -> None:
        """Go on listing `parent`'s children, or start anew if the ones listed so far were another's."""
        self.parent, self.children = parent, (self.children if parent == self.parent else set())

    def next_listed(self, listed: str) -> str | None:
        """Whose child, kin or officer the one a clause opens on is (see `parent_of_next_child`), `listed`
        becoming one of theirs listed and the subject."""
        parent = self.parent_of_next_child()
        if parent:
            self.listing(parent)
        self.children.add(listed)
        self.subject = listed
        return parent

    def end_of_sentence(self, raw: str, spans: list[tuple]) -> None:
        """Clauses that opened on someone's kin by the kin word alone, and named that someone again before the
        narration's full stop, are an aside in their story, which goes on with them after it
        (`叔父刘元起奇其言，曰：“…”因见玄德家贫，常资给之。年十五岁，…`); not so the kin named alone (`父刘弘。弘曾举孝廉`)."""
        aside, self.aside = self.aside, None
        if not aside or self.subject != aside.kin:
            return
        aside.again = aside.again or any(ident == aside.whose and s > aside.at
                                         for s, _, ident, letter, _ in spans if letter == "c")
        if not raw.rstrip().endswith("。"):
            aside.at = -1  # the positions of the next sentence are its own
            self.aside = aside
        elif aside.again:
            self.subject = aside.whose

    def parent_of_next_child(self) -> str | None:
        """The parent a clause opening on `次子X` speaks of: the subject, unless the subject is
        the child listed before (then both are the same parent's)."""
        if self.subject and self.subject not in self.children:
            return self.subject
        return self.parent


def _after_kin(raw: str, spans: list[tuple], found: list[tuple], lexicon: Lexicon, inside: Callable[[int], bool],
               gender_of: Callable[[str], str | None]) -> list[tuple]:
    """Spans, with a subject "he" or "she" of the narration after someone it calls by their kinship alone ("She
    dearly loved her father, but he was no companion for her") read as that one, where the sentence told nobody
    else of that gender before the pronoun, by name or pronoun; the pronoun had been read before the kin were
    `found`, as someone from the sentences before. Not kin of one told by a pronoun of that gender, who is more
    likely meant ("Like his father, he knew the value of money"), nor kin only owning something ("Various as
    were the tempers in her father's house, he pleased them all": the one spoken of before)."""
    kin = [(s, e, ident) for s, e, ident, *_ in found if ident and not inside(s)
           and not lexicon.pronoun.fullmatch(raw[s:e]) and not lexicon.possessor.match(raw, e)]
    read = []
    for s, e, ident, letter, resolved in spans:
        word = raw[s:e].lower()
        if (gender := lexicon.pronoun_gender.get(word)) and word in lexicon.subject_pronouns and not inside(s):
            theirs = {k for ks, ke, k in kin if ke <= s and gender_of(k) == gender
                      and lexicon.pronoun_gender.get(raw[ks:ke].split()[0].lower()) != gender}
            told = {other for s2, e2, other, letter2, _ in spans if e2 <= s and other and letter2 == "c"
                    and gender_of(other) == gender}
            if len(theirs) == 1 and told <= theirs:
                ident = next(iter(theirs))
        read.append((s, e, ident, letter, resolved))
    return read


def _with_dropped_subjects(raw: str, spans: list[tuple], voice: Callable[[int], int | None],
                           quoted_within: Callable[[int], bool], carried: dict[int | None, _Topic],
                           grammar: DroppedSubjects,
                           agrees: Callable[[str, str], bool], lists: list[list[tuple[int, int, str]]],
                           called: Callable[[int | None], set[str]]) -> list[tuple]:
    """The spans, with zero-width mentions for the subjects a sentence's clauses leave out and a
    pronoun opening a clause read as its topic; `carried` is updated.

    A clause naming a character at its start has its own subject, which later
    clauses in the same voice (narration, or one quotation) inherit; one that
    starts with no name inherits (`悟空…，取了钵盂`), unless the clause before it
    ended by naming or bringing in someone, who is then the topic
    (`长子名贾敷，八九岁上死了`, `内有济北相鲍信，寻思…`), or opened on
    someone's kin or men (`林枫的师父…`), when nobody named is,
    and a `他` or `她` opening a clause is that topic where the gender allows
    (`名唤贾珍，因他父亲…`), but never one its quotation calls by name (`“娘呀！…当初他打杀了人`: the
    listener), when it leaves nobody to carry. A clause opening on a child by birth order
    (`长子贾代化袭了官`) has the parent spoken of before it written in front of it, and one opening on a
    kin word alone (`父刘弘`) the topic whose kin they are. A subject opening a clause with others, in one
    of the narration's `lists` or a pair (`二贼`), leaves them all out of the clauses after it. Words a
    quotation quotes (`他笑道：‘宝玉须得未正三刻才到家’`) were another's: they neither take nor change its topic.
    One opening on what was done to someone, naming nobody (`打得皮开肉绽`), is
    about whom the clauses before acted on (`把戴宗困翻，`) or who underwent
    something (`宋江被拿了，`), never the doer; a pronoun it opens on (`踢得他`)
    is the last other character named before it.
    """
    spans, dropped = list(spans), []
    hearers: dict[int | None, str] = {}  # who heard what the clauses after tell (`李傕闻董卓已死，吕布将至，便…`)
    for clause in grammar.clause.finditer(raw):
        start = clause.start() + len(clause[0]) - len(clause[0].lstrip(" \u3000“”‘’\"「」『』"))
        here = voice(start)
        if start >= clause.end() or here is not None and quoted_within(start):
            continue
        topic = carried[here]
        named = [(s, e, ident) for s, e, ident, letter, _ in spans
                 if letter == "c" and ident and start <= s < clause.end() and voice(s) == here]
        near = [s for s, *_ in spans if start <= s <= start + grammar.own_subject]
        own = next((i for i, (s, e, _, letter, _) in enumerate(spans) if s in near and letter == "c"
                    and voice(s) == here and not grammar.not_subject.search(raw[start:s])
                    and not grammar.thing_of.match(raw, e)
                    and not (grammar.seeing.search(raw, start, s) and grammar.coming.match(raw, e))), None)
        theirs = passive = False  # the clause opens on someone of theirs (`林枫的师父…`): nobody to carry
        # unless named right after (`林枫的师父玄真子，`); or on someone something is done to (`宋江被拿了`)
        theirs_to, listener = None, False
        undergone = bool(grammar.undergone.match(raw, start))
        if own is not None and spans[own][0] == start and \
                grammar.list_count.fullmatch(raw, spans[own][1], clause.end()):
            continue  # a name alone between commas, or with the list's count, is one of a list, no subject
            # (`把富安，陆谦，头都割下来`, `杀死差拨，陆虞候，富安等三人，`)
        if own is not None:
            s, e, _, letter, resolved = spans[own]
            if resolved and undergone:  # what was done to a pronoun: not the doer, but the last one before
                # (`一脚踢在赵无极胸口，踢得他口吐鲜血`)
                spans[own] = (s, e, _other_before(spans, s, topic.subject, partial(agrees, word=raw[s:e])),
                              letter, resolved)
            elif resolved and topic.subject and agrees(topic.subject, raw[s:e]):  # a pronoun: the topic, unless
                # the sentence names them after it (`只见他脚上流血，三藏惊问`: the one seen is not the seer)
                later = {ident for s2, _, ident, letter2, guessed in spans if s2 > e and letter2 == "c" and not guessed}
                listener = topic.subject in called(here)  # `他` is someone else then, not known: nobody to carry
                spans[own] = (s, e, None if topic.subject in later or listener else topic.subject, letter, resolved)
            # ... and one it cannot tell leaves nobody to carry, like someone of theirs
            own = spans[own][2]
            if own:
                topic.company[own] = _company(raw, spans, (s, e, own), lists)
            if own and grammar.hearing.match(raw, e):
                hearers[here] = own
            theirs_to = grammar.someone_of.match(raw, e)
            theirs = bool(theirs_to) or (undergone and own is None) or listener
            passive = bool(grammar.done_to.match(raw, e))
        others = [ident for _, _, ident in named if ident != own]
        topic.acted_on = own if passive else others[-1] if others else topic.acted_on
        harmed, topic.harmed = topic.harmed, others[-1] if others and grammar.harms.search(raw, start, clause.end()) \
            else None
        if not named and undergone:  # `打得皮开肉绽`: whoever was acted on, not the doer
            if topic.acted_on:
                dropped.append((start, start, topic.acted_on, "c", True))
        elif not named and harmed and grammar.dying.search(raw, start, clause.end()):
            dropped.append((start, start, harmed, "c", True))  # `将冯公子打了个稀烂，抬回去三日竟死了`: he died
        elif named and (grammar.child_by_order.fullmatch(raw, start, named[0][0]) or (
                topic.subject and here is None and grammar.kin_opening.fullmatch(raw, start, named[0][0])
                and not grammar.someone_of.match(raw, named[0][1])  # not `大舅贾赦之子贾琏`, his son
                and not raw.startswith("为", named[0][1]))):  # nor a title given (`谥父孙坚为…，兄孙策为…`: the giver's)
            if parent := topic.next_listed(named[0][2]):  # `玄德…。父刘弘`: his father
                dropped.append((start, start, parent, "c", True))
                if not grammar.child_by_order.fullmatch(raw, start, named[0][0]):
                    topic.aside = _Aside(named[0][2], parent, named[0][1])
        elif not named and here is None and grammar.kin_listed.fullmatch(raw, start, clause.end()):
            topic.subject = None  # `父刘弘。弘曾举孝廉，…早丧`: the clauses after are the father's
        elif theirs:
            topic.subject = next((ident for s, _, ident in named if theirs_to and s == theirs_to.end()), None)
        elif own:
            topic.subject = own
        elif (other := grammar.other_subject.match(raw, start, clause.end())) and other.end() not in near \
                and not any(s < other.end() <= e for s, e, _ in named):
            topic.subject = None  # ... not one's post before their name (`遣副将邓茂出战`: sent by the topic), nor
            # one the story names by what they are (`恐怕店小二赶去`: the cast's 店小二, not the subject)
        elif here in hearers and grammar.then.match(raw, start) and start not in near:  # what they did on hearing
            dropped += topic.left_out(hearers[here], start)
            topic.subject = hearers.pop(here)
        elif topic.subject and grammar.another_child.match(raw, start) and (parent := topic.parent_of_next_child()):
            dropped += topic.left_out(parent, start)  # `生子小名板儿；又生一女`: the parent's, not the son's
            topic.subject = parent
        elif topic.subject and start not in near and not _others_all(raw, spans, topic, start, grammar):
            dropped += topic.left_out(topic.subject, start)  # a clause may open on a thing
        if own is None and (overpowered := grammar.overpowered_by.match(raw, start, clause.end())) and \
                (by := next((ident for s, _, ident in named if s == overpowered.end("by")), None)):
            # `被他一枪刺死，夺了那口剑`, `被这鲁提辖就势按住左手，赶将入去`: who did it goes on, doing it to the one
            # the clause was about
            topic.acted_on, topic.subject = topic.subject or topic.acted_on, by
        if named and not raw[named[-1][1]:clause.end()].strip("。！？!?”」』 也") \
                and (grammar.naming.search(raw[start:named[-1][0]])
                     or len(named) == 1 and grammar.introducing.search(raw[start:named[0][0]])):
            if topic.subject and grammar.born.search(raw, start, named[-1][0]):  # `生子小名板儿`: the subject's
                topic.listing(topic.subject)
                topic.children.add(named[-1][2])
            elif len(named) > 1 and grammar.child_by_order.fullmatch(raw[named[-2][1]:named[-1][0]].lstrip("之的")):
                topic.listing(named[-2][2])  # `孙坚长子孙策，次子孙权`: both 孙坚's
                topic.children.add(named[-1][2])
            topic.subject = named[-1][2]
        elif grammar.new_topic.search(clause[0]) or not named and grammar.revealed_unnamed.search(raw, 0, clause.end()):
            topic.parent, topic.children, topic.subject = topic.subject or topic.parent, set(), None
    carried[None].end_of_sentence(raw, spans)
    return spans + dropped


def _others_all(raw: str, spans: list[tuple], topic: _Topic, start: int, grammar: DroppedSubjects) -> bool:
    """Whether the clause at `start` opens on all of some (`连放两箭，皆被华雄躲过`, `阵内二皇侄，俱被刺死`)
    that the topic alone cannot be: nobody it was named with, neither its company nor a list it headed in the
    sentence, of people the cast may not know (`贾范、伦直苦谏渊不可反叛，俱被渊所杀`). The topic goes on after."""
    if not grammar.all_of.match(raw, start) or topic.company.get(topic.subject):
        return False
    last = max((e for s, e, ident, letter, _ in spans if ident == topic.subject and letter == "c" and e <= start),
               default=None)
    return last is None or not raw.startswith("、", last)


def _company(raw: str, spans: list[tuple], subject: tuple[int, int, str],
             lists: list[list[tuple[int, int, str]]]) -> tuple[str, ...]:
    """Whom a clause's subject is named with: the others of a pair named at its place (`二贼`), or of a
    list it opens with commas alone (`李傕、郭汜、张济、樊稠`; in `林枫与赵无极战` one fights the other)."""
    s, e, ident = subject
    pair = [other for t, u, other, letter, _ in spans if (t, u) == (s, e) and letter == "c" and other]
    listed = next(([other for *_, other in run] for run in lists if run[0] == subject
                   and all(raw[one[1]:after[0]] == "、" for one, after in zip(run, run[1:]))), [])
    return tuple(other for other in dict.fromkeys(pair + listed) if other != ident)


def _husbands_before_wives(raw: str, spans: list[tuple], cast: Cast, couple: re.Pattern[str]) -> list[tuple]:
    """A husband's title alone before his wife's name ("Mr. and Mrs. Thomas") as a mention of him, where the
    cast has him."""
    found = []
    for m in couple.finditer(raw):
        wife = next((span for span in spans if span[0] == m.end()), None)
        name = raw[wife[0]:wife[1]] if wife else ""
        surname = name[len(m["wife"]):].lstrip(".")
        husband = cast.find(f"{m['title'].rstrip('.')}.{surname}") if name.startswith(m["wife"]) else None
        if husband and husband != wife[2] and cast.by_id[husband].kind == EntityKind.character:
            found.append((m.start(), m.end("title"), husband, "c", False))
    return found


def _speakers_kin(raw: str, spans: list[tuple], speaker: Callable[[int], str | None],
                  kin_before: re.Pattern[str]) -> list[tuple]:
    """A mention of the speaker, told by no word, before a kin word that stands with nobody's before it (no
    name ends there) just before a name in their speech (`欲投河北去寻兄长刘玄德`: the speaker's elder brother),
    as a guess."""
    found = []
    for s, _, ident, letter, _ in spans:
        who = speaker(s) if letter == "c" and ident else None
        kin = kin_before.search(raw, 0, s) if who and who != ident else None
        if kin and clear_of(kin.start(), s, spans) and not any(e == kin.start() for _, e, *_ in spans):
            found.append((kin.start(), kin.start(), who, "c", True))
    return found


def _speech_pronouns(text: str, offset: int, spans: list[tuple], voice: Callable[[int], int | None],
                     named_in_speech: dict[int, list[tuple[str, int]]], lexicon: Lexicon,
                     talking: Callable[[int], set[str | None]], gender: Callable[[str], str | None]) -> list[tuple]:
    """The spans of the sentence at `offset` in `text`, with each "he" or "she" of a quotation the narration
    left unread standing, as a guess, for the last one of its gender the quotation named before it, in this
    sentence or an earlier one, neither its speaker nor its listeners (`talking`: also those it calls by name,
    "Lord Godalming, … I grieve to know that he is no more": his father), where nobody of that gender
    was brought in unnamed since ("crippled a man. And I think he died"): speech that says "She died of
    fever" has most often just said who she is ("My mother's name was Bertha Shirley"). `named_in_speech`,
    each quotation's names and where they end, is updated."""
    out = []
    for span in in_order(spans):
        s, e, ident, letter, _ = span
        if (v := voice(s)) is None:
            out.append(span)
            continue
        word = text[offset + s:offset + e]
        pronoun = bool(lexicon.pronoun.fullmatch(word))
        said = lexicon.pronoun_gender.get(word.lower()) if pronoun else None
        if ident is None and said:
            talkers = talking(v)
            last = next(((c, end) for c, end in reversed(named_in_speech[v])
                         if c not in talkers and gender(c) == said), None)
            if last and not _unnamed_before(text, [(last[1], last[0])], offset + s, said, lexicon):
                span = (s, e, last[0], letter, True)
        elif ident and letter == "c" and not pronoun:  # a name, or a role standing for one ("my mother")
            named_in_speech[v].append((ident, offset + e))
        out.append(span)
    return out


def _speaker(raw: str, opens: int, closes: int, spans: list[tuple], lexicon: Lexicon) -> tuple[int, str | None] | None:
    """Who speaks the quotation between two positions of a sentence, and where they are named: the first
    character of the narration just before it when a speech verb follows (`宝玉笑道：“`) or comes first
    (`said Ada, "`, going on after a quotation of hers), else one named just after it (`," said Ada`, `," Ada
    said`), else, where the narration tells it spoken naming nobody, someone unnamed (None); nobody for a poem,
    nor one whose people speak (`嘉之左右…呈上曰`, `恪妻问曰`)."""
    stretch = lexicon.speaker_stretch.search(raw, 0, opens)
    if lexicon.verse_cue.search(raw, stretch.start(), opens):
        return None
    characters = sorted((s, e, ident) for s, e, ident, letter, _ in spans if letter == "c" and ident)
    first = next(((s, e, ident) for s, e, ident in characters if stretch.start() <= s < opens
                  and not lexicon.addressee_cue.search(raw, 0, s)), None)  # not `又嘱赵云曰：“`
    if first and (lexicon.speaker_cue.search(raw, first[1], opens)
                  or lexicon.speaker_after.fullmatch(raw, stretch.start(), first[0])):
        return None if _theirs(raw, first[1], lexicon) else (first[0], first[2])
    after = next(((s, ident) for s, e, ident in characters if s >= closes
                  and (lexicon.speaker_after.fullmatch(raw, closes, s)
                       or TAG_GAP.fullmatch(raw, closes, s) and lexicon.speech_verb_after.match(raw, e))), None)
    if after is None and _said_by_nobody_named(raw, opens, stretch.start(), characters, lexicon):
        return opens, None
    return after


def _said_by_nobody_named(raw: str, opens: int, stretch: int, characters: list[tuple], lexicon: Lexicon) -> bool:
    """Whether the narration just before a quotation tells it spoken, naming nobody of the cast (`帐前一人出曰：“`,
    `A voice said, "`): someone the story has not named speaks, not whoever spoke last."""
    return bool(lexicon.speaker_cue.search(raw, stretch, opens)) and not any(
        stretch <= s < opens for s, *_ in characters)


def _introduced_later(quotation: str, given: GivenNameFinder, lexicon: Lexicon) -> str | None:
    """Who a quotation says its speaker is in a later sentence, giving their surname and name with nobody else
    as its subject (`“小人原是开封府人氏。乃是…林冲的徒弟。姓曹，名正。`), where the cast knows the name."""
    return next((ident for start, _, ident in given.introduced(quotation)
                 if lexicon.self_introduction_later.search(quotation, 0, start)), None)


def _guessed_speaker(raw: str, opens: int, told: tuple[int, str], introduced: str | None, lexicon: Lexicon,
                     turn_before: tuple[str | None, str | None]) -> tuple[int, str | None]:
    """The speaker of a quotation whose narration leaves its subject out, `told` as the clauses before carry it:
    rather whom the quotation says it is (`答曰：“某乃诸葛均也`), or, for an answer to the one carried
    (`玄德曰：“汝与孔明何亲？”答曰：“`), the one they spoke to, or nobody known."""
    if introduced:
        return told[0], introduced
    asker, asked = turn_before
    if asker == told[1] and lexicon.answer_cue.search(raw, 0, opens):
        return told[0], asked
    return told


def _self_introduced(raw: str, opens: int, spans: list[tuple], lexicon: Lexicon) -> str | None:
    """Who a quotation opening at `opens` says its speaker is: the first character named in it, if what
    leads up to the name is the speaker giving their surname (`“某姓张名飞`, `“吾姓关名羽，字长生`), else the
    one they say they are (`“某乃卧龙之弟诸葛均也`: not 卧龙, but 诸葛均)."""
    if lexicon.self_introduction is None:
        return None
    named = [(s, e, ident) for s, e, ident, letter, _ in in_order(spans) if letter == "c" and ident and s > opens]
    if named and lexicon.self_introduction.match(raw[:named[0][0]], opens):
        return named[0][2]
    said = lexicon.self_naming.match(raw, opens)
    return next((ident for _, e, ident in named if said and e == said.end()), None)


def _theirs(raw: str, end: int, lexicon: Lexicon) -> bool:
    """Whether a name ending at `end` names whose someone is (`嘉之左右`, `恪妻`, "Ada's maid"), not them."""
    grammar = lexicon.dropped_subjects
    return bool(POSSESSOR.match(raw, end) or grammar and grammar.someone_of.match(raw, end))


def _listener(raw: str, opens: int, closes: int, spans: list[tuple], lexicon: Lexicon,
              speaker: str | None) -> str | None:
    """Whom the quotation from `opens` to `closes` is said to, as the text names them: one the narration before
    it or the tag just after it names as told (`三藏对行者道：“`, `," said Ada to Otto`), else one it calls by
    name at its start, its end or set off by commas (`“悟空，…`, `"…, Mr. Hands,"`). Nobody when its own
    speaker is unknown: "you" might be anyone."""
    if speaker is None:
        return None
    others = [(s, e, ident) for s, e, ident, letter, _ in spans if letter == "c" and ident and ident != speaker]
    stretch = lexicon.speaker_stretch.search(raw, 0, opens)
    told = next((ident for s, _, ident in others
                 if (stretch.start() <= s < opens or TAG_AFTER.fullmatch(raw, closes, s))
                 and lexicon.addressee_cue.search(raw, 0, s)), None)
    called = next(iter(_called(raw, opens, closes, others, lexicon)), None)
    # ... or by name set off by commas within it (`"We owe you a deep apology, Sir Henry, for…"`)
    set_off = next((ident for s, e, ident in others if opens < s and e < closes and _set_off(raw, opens, s, e)), None)
    return told or called or set_off


def _opening_hearer(raw: str, opens: int, spans: list[tuple], speaker: str | None) -> str | None:
    """One the sentence of a quotation opens on, named, the speaker named after them (`唐僧闻说，倒也信了，怎禁那八戒
    旁边唆嘴道：“师父，`): the talk turns to them."""
    named = [(s, ident) for s, _, ident, letter, resolved in spans if letter == "c" and ident and not resolved
             and s < opens]
    if not named or named[0][1] == speaker or raw[:named[0][0]].strip(SENTENCE_OPENING):
        return None
    return named[0][1] if any(ident == speaker for _, ident in named[1:]) else None


def _listener_by_turn(speaker: str | None, before: tuple[str | None, str | None]) -> str | None:
    """Whom a quotation the text names no listener for is said to: the one the turn `before` it (its speaker
    and listener) was with, the same listener if the same speaker goes on, else that speaker; nobody when its
    own speaker is unknown."""
    if speaker is None:
        return None
    before_speaker, before_listener = before
    return before_listener if before_speaker == speaker else before_speaker


def _listener_called_later(raw: str, spans: list[tuple], voice: Callable[[int], int | None],
                             speakers: dict[int, str | None], listeners: dict[int, str | None],
                             quotations: Iterable[tuple[int, tuple[int, int]]]) -> None:
    """A name set off by commas in a later sentence of a quotation (`"…. We owe you a deep apology, Sir Henry,
    for…"`) says whom it is said to, whatever its opening let `listeners` guess."""
    opened = {index for index, _ in quotations}
    ends = {e for _, e, _, letter, _ in spans if letter == "c"}
    for s, e, ident, letter, resolved in spans:
        index = voice(s)
        if (letter == "c" and ident and not resolved and index is not None and index not in opened
                and speakers.get(index) not in (None, ident)
                and _set_off(raw, 0, s, e)
                and not any(raw[end:s].strip() == "," for end in ends)):  # nor a name's apposition ("John,
            listeners[index] = ident  # the coachman,")


def _set_off(raw: str, after: int, start: int, end: int) -> bool:
    """Whether the name from `start` to `end` is set off by commas as one spoken to (`"…, Sir Henry, for…"`),
    the comma before it coming after `after`."""
    return bool(VOCATIVE_BEFORE.search(raw, after, start) and VOCATIVE_WITHIN.match(raw, end))


def _called(raw: str, opens: int, closes: int, characters: list[tuple[int, int, str]], lexicon: Lexicon) -> list[str]:
    """The characters a quotation calls by name at its start or its end (`“悟空，…`, `"Dear Ada, …`,
    `"…, Mr. Hands,"`)."""
    return [ident for s, e, ident in characters
            if lexicon.vocative_before.fullmatch(raw, opens + 1, s) and lexicon.vocative_after.match(raw, e)
            or VOCATIVE_BEFORE.search(raw, opens, s) and VOCATIVE_CLOSE.fullmatch(raw, e, closes)]


def _signed_letters(text: str, dialogue: Dialogue, cast: Cast, lexicon: Lexicon) -> dict[int, tuple[str, str | None]]:
    """Each quotation of a letter, with the character who wrote it and the one it is to, if its opening names
    them: a run of quotations, each left open at its paragraph's end and going on in the next (see
    `_goes_on`), from `"MY DEAR MR. SHERLOCK HOLMES,--` to a closing and a name the cast knows (`"Very truly
    yours,` / `"IRENE NORTON, née ADLER."`)."""
    signed: dict[int, tuple[str, str | None]] = {}
    if lexicon.signature is None:
        return signed

    def character(name: str | None) -> str | None:
        found = cast.find(name.strip()) if name else None
        return found if found and cast.by_id[found].kind == EntityKind.character else None
    for index, (start, end) in enumerate(dialogue.spans):
        m = lexicon.signature.fullmatch(text, start, end)
        if not (m and (writer := character(m["name"])) and _goes_on(text, dialogue, index)):
            continue
        before = lexicon.signature.fullmatch(text, *dialogue.spans[index - 1])
        if m["closing"] or before and before["closing"]:
            first = index
            while first > 0 and _goes_on(text, dialogue, first):
                first -= 1
            opening = lexicon.salutation.match(text, dialogue.spans[first][0]) if lexicon.salutation else None
            reader = character(opening["name"]) if opening else None
            signed.update(dict.fromkeys(range(first, index + 1), (writer, reader)))
    return signed


def _goes_on(text: str, dialogue: Dialogue, index: int) -> bool:
    """Whether the quotation at `index` goes on the one before it, left open at the end of its paragraph: the
    same speaker's long speech, or a letter."""
    if index == 0:
        return False
    before, opens = dialogue.spans[index - 1][1], dialogue.spans[index][0]
    return "\n" in text[before:opens] and not text[before:opens].strip() and text[before - 1] not in SPEECH_ENDS


def _paragraph_speaker(text: str, dialogue: Dialogue, speakers: dict[int, str | None],
                       listeners: dict[int, str | None], index: int, beat: str | None) -> str | None:
    """Who speaks an untagged quotation, since a novel gives each speaker a paragraph of their own: the
    speaker of a quotation before it in its paragraph (`"Oho!" said Dunsey, turning his head. "And there's
    Miss Nancy coming"`), else the one the paragraph's narration showed acting before it (`Godfrey bit his
    lips. "Don't come near me"`), its `beat`, else, answering the quotation just before, the one that was
    said to (`"…, Sir Henry," said Holmes.` / `"You have saved my life."`). A quotation left open at the end
    of its paragraph goes on in the next one that opens on a quotation: one speaker's long speech."""
    if _one_speech(text, dialogue, index):
        return speakers.get(index - 1)
    return beat or _turn_before(dialogue, speakers, listeners, index)[1]


def _one_speech(text: str, dialogue: Dialogue, index: int) -> bool:
    """Whether the quotation at `index` goes on the one before it: in the same paragraph, or in the next
    after the one before was left open (see `_goes_on`)."""
    return index > 0 and ("\n" not in text[dialogue.spans[index - 1][1]:dialogue.spans[index][0]]
                          or _goes_on(text, dialogue, index))


def _turn_before(dialogue: Dialogue, speakers: dict[int, str | None], listeners: dict[int, str | None],
                 index: int) -> tuple[str | None, str | None]:
    """The speaker and listener of the quotation just before this one, if it ended close enough for this to
    answer it or go on with it."""
    if index == 0 or dialogue.spans[index][0] - dialogue.spans[index - 1][1] > TURN_GAP:
        return None, None
    return speakers.get(index - 1), listeners.get(index - 1)


def _moved_on(opener: str | None, turn_before: tuple[str | None, str | None], speaker: str | None,
              dialogue: Dialogue, index: int, sentence_start: int) -> bool:
    """Whether the narration between the quotation before and this one moved on to someone else: a sentence of
    its own, opening on one acting (`opener`) who neither spoke nor was spoken to there, nor speaks now (`绍曰：
    “…”…卓大惊，急聚众将商议。吕布出曰：“父亲勿虑`: 吕布 speaks to 董卓, not 袁绍)."""
    return bool(opener) and opener not in (*turn_before, speaker) and \
        dialogue.spans[index - 1][1] <= sentence_start


def _opens_on(sentence: Sentence, character: str | None) -> bool:
    """Whether the sentence's narration opens on the character, named (`卓大惊`, "Ada rose")."""
    first = min(sentence.mentions, key=lambda mention: mention.start, default=None)
    return bool(character) and first is not None and first.entity == character and not first.quoted \
        and not first.dropped and not sentence.text[:first.start].strip(SENTENCE_OPENING)


def _lists(raw: str, named: list[tuple[int, int, str]], joins: re.Pattern[str]) -> list[list[tuple[int, int, str]]]:
    """The names in runs, each run the names one list joins (`Eliza and Georgiana had run`), a name alone a
    run of one."""
    runs: list[list[tuple[int, int, str]]] = []
    for span in named:
        if runs and joins.fullmatch(raw[runs[-1][-1][1]:span[0]]):
            runs[-1].append(span)
        else:
            runs.append([span])
    return runs


def _one_of_a_pair(sentence: Sentence, token: str) -> bool:
    """Whether a mention is one of the pair `二人` (or "They") stands for: a guess too loose to kill on
    (`子龙已斩二人之头` meant two men never named together). Not one of a list a clause leaves out
    (`林枫、赵无极…，俱被林远杀了`), whom the text named together."""
    mention = sentence.mention(token)
    return not mention.dropped and sum((m.start, m.end) == (mention.start, mention.end)
                                       for m in sentence.mentions) > 1


def _a_guessed_pair(sentence: Sentence, token: str) -> bool:
    """Whether a mention is one of a pair a word may only mean ("They", `他们`)."""
    return sentence.mention(token).resolved and _one_of_a_pair(sentence, token)


def _of_a_guessed_pair(m: re.Match[str], sentence: Sentence) -> bool:
    """Whether the match's doer or the one it befell is one of a pair a word may only mean."""
    return any(_a_guessed_pair(sentence, m[role]) for role in ("a", "b") if m.groupdict().get(role))


def _listed(lists: list[list[tuple[int, int, str]]]) -> set[str]:
    """The characters named in a list with someone else: a "she" after `Eliza and Georgiana` means neither."""
    return {ident for run in lists if len({i for *_, i in run}) > 1 for *_, ident in run}


@dataclass
class _PairKept:
    """The last two characters the narration named together, as one kind of pair words (`二人`, "They") may
    still mean them, and how many sentences of narration ago they were named (or, for a topic, meant)."""

    words: PairWords
    pair: tuple[str, str] | None = None
    age: int = 0

    def meant(self) -> tuple[str, str] | tuple[()]:
        return self.pair if self.pair and self.age <= self.words.span else ()

    def read(self, raw: str, spans: list[tuple], named: list[tuple[int, int, str]], lexicon: Lexicon,
             inside: Callable[[int], bool], narrator: str | None) -> list[tuple]:
        """The sentence's mentions of the pair its pair words mean; the pair kept, renewed or forgotten by
        whom the sentence names (a topic pair may be the narrator's "I" and another: "Holmes and I")."""
        told = _narrated(spans, inside) if self.words.guessed else named
        since = 0  # where in the sentence its pair words may mean the pair: after a pair named here
        if named_pair := _named_pair(_lists(raw, told, lexicon.joins), told, self.words):
            (self.pair, since), self.age = named_pair, 0
        found = []
        if meant := self.meant():
            found = _pair_mentions(raw, spans, meant, self.words, lexicon, inside, since, narrator)
            if self.words.guessed:  # a topic is kept by speaking of it, lost by speaking of another
                self.age = -1 if found else self.age
                others = {ident for *_, ident in told} - set(meant) or not (found or named_pair) \
                    and self.words.others.search(raw)  # (not "two men, Sir Henry and Stapleton", naming them)
                self.pair = None if others else self.pair
        self.age += not (inside(0) and inside(len(raw) - 1))  # speech or a poem between keeps the pair
        return found


def _named_pair(lists: list[list[tuple[int, int, str]]], named: list[tuple[int, int, str]],
                pair_words: PairWords) -> tuple[tuple[str, str], int] | None:
    """The two characters a sentence's narration lists together and alone (`帐下两员末将范疆、张达`), if any,
    and where the list starts; for pair words meaning a topic (a guess), only if the narration names nobody
    else."""
    pairs = [((a, b), s) for (s, _, a), (_, _, b) in (run for run in lists if len(run) == 2) if a != b]
    if not pairs or pair_words.guessed and {ident for *_, ident in named} != set(pairs[-1][0]):
        return None
    return pairs[-1]


def _narrated(spans: list[tuple], inside: Callable[[int], bool]) -> list[tuple[int, int, str]]:
    """The characters the narration of a sentence names or means by a pronoun ("I", "he"), in their order."""
    return in_order((s, e, ident) for s, e, ident, letter, _ in spans if letter == "c" and ident and not inside(s))


def _pair_mentions(raw: str, spans: list[tuple], pair: tuple[str, str], words: PairWords, lexicon: Lexicon,
                   inside: Callable[[int], bool], since: int, narrator: str | None) -> list[tuple]:
    """`二人`, `二贼` and the like from `since` on, each standing for the pair last named, where no name is
    listed right before it (`范疆、张达二人` names them itself), nor a speaker says it of their own (`我师徒二人`);
    a pair word that is only a guess ("They") is read in the narration alone, and one that takes in the
    narrator ("We") only for a pair the narrator is in."""
    ends = {e for _, e, _, letter, _ in spans if letter == "c"}
    ours = narrator in pair
    found = [w.span("pair") for w in words.word.finditer(raw, since) if (w["pair"].lower() in words.ours) == ours]
    return [(s, e, ident, "c", words.guessed) for s, e in found
            if s not in ends and clear_of(s, e, spans)
            and not (inside(s) and (words.guessed or any(map(lexicon.is_first_person, raw[max(0, s - OURS):s]))))
            for ident in pair]


def _clause_objects(raw: str, spans: list[tuple], grammar: DroppedSubjects, voice: Callable[[int], int | None],
                    before: list[tuple[str, str, str]]) -> list[tuple]:
    """The spans, with each word of the narration standing for whom or what its clause acts on (`策恨之`,
    `倚天剑自佩之`), or the place of one left out (`按住也割了头`: whose head), read as the last character or item
    named before it, in its sentence or else in the sentence `before`, that is none of the clause's subjects; as
    nobody where a place was named last (unless only people are what its verb takes: `刘表待之甚厚`), or someone
    or something was brought in since (`赶起一大鹿，策纵马上山逐之`: the deer). Not reaching further back than
    the sentence before (one naming nobody the cast knows, `严白虎聚寇`, most often names someone it does not),
    nor into speech, which speaks of many the cast does not name (`言孔秀欲害我，我故杀之`); never the doer of a
    deed done to another (`被石秀…一刀，割下头来`)."""
    found = []
    for word in grammar.clause_object.finditer(raw):
        if voice(word.start()) is not None or not clear_of(word.start(), word.end(), spans):  # or ending `王羲之`
            continue
        clause = next(c for c in grammar.clause.finditer(raw) if c.start() <= word.start() < c.end())
        # (and the company they act with, `刘表、张绣…俱…击之`)
        in_clause = [(ident, grammar.taken_first.fullmatch(raw, s - 1, s)) for s, _, ident, letter, _ in spans
                     if letter == "c" and voice(s) is None and clause.start() <= s < word.start()]
        if any(taken for _, taken in in_clause):  # it only takes up one the clause took first (`即将赵月斩之`)
            continue
        subjects = {ident for ident, _ in in_clause}
        # whose head, or one treated so, is someone's
        people = word.groupdict().get("head") is not None or grammar.people_only.search(raw, 0, word.start())
        kinds = "c" if people else "cip"
        named = [(ident, letter, raw[e:word.start()]) for s, e, ident, letter, _ in in_order(spans)
                 if s < e <= word.start() and voice(s) is None and ident and ident not in subjects and letter in kinds
                 and not grammar.agent_before.fullmatch(raw, s - 1, s)]
        told = [(ident, letter, after + raw[:word.start()]) for ident, letter, after in before
                if ident not in subjects and letter in kinds]
        if not (named or told):
            continue
        ident, letter, since = (named or told)[-1]
        if letter in "ci" and not grammar.brought_in.search(since):
            found.append((word.start(), word.end(), ident, letter, True))
    return spans + found


def _objects_not_subjects(raw: str, spans: list[tuple], grammar: DroppedSubjects,
                          agrees: Callable[[str, str], bool]) -> list[tuple]:
    """A pronoun a clause acts on is not the clause's subject, named or left out (`…，一刀杀了他`): it is
    the last other character before it where the gender allows, else nobody."""
    spans = in_order(spans)
    for clause in grammar.clause.finditer(raw):
        characters = [i for i, (s, _, ident, letter, _) in enumerate(spans)
                      if letter == "c" and ident and clause.start() <= s < clause.end()]
        subject = spans[characters[0]][2] if characters else None
        for i in characters[1:]:
            s, e, ident, letter, resolved = spans[i]
            if resolved and ident == subject and s < e and grammar.not_subject.fullmatch(raw, s - 1, s):
                spans[i] = (s, e, _other_before(spans, s, subject, partial(agrees, word=raw[s:e])), letter,
                            resolved)
    return spans


def _other_before(spans: list[tuple], position: int, subject: str | None,
                  agrees: Callable[[str], bool]) -> str | None:
    """The last character named or owning something before `position` who is not `subject` and whom
    `agrees` allows: whom a pronoun that is not its clause's subject stands for."""
    return next((ident for s, _, ident, letter, _ in reversed(in_order(spans))
                 if s < position and letter in "cg" and ident and ident != subject and agrees(ident)), None)


def _acting_subjects(sentence: Sentence, lexicon: Lexicon, narrator: str | None) -> tuple[str | None, str | None]:
    """The first character the narration shows acting (`Ada took…`, `he ran…`), the narrator too (whom the
    paragraph's untagged speech is likely by), and the first other than the narrator: whom a "he" in the
    next sentence most likely means, more than a name only mentioned (`Ada's book`); not either of a pair a
    "They" may mean, which a "he" after it does not tell apart."""
    first = None
    for actor in lexicon.actors:
        for m in actor.finditer(sentence.masked):
            mention = sentence.mention(m["a"])
            if mention.quoted or mention.dropped or _a_guessed_pair(sentence, m["a"]):
                continue
            first = first or mention.entity
            if mention.entity != narrator:
                return first, mention.entity
    return first, None


def _item_heads(raw: str, spans: list[tuple], items_by_head: dict[tuple[str, str], tuple[str, set[str | None]]],
                lexicon: Lexicon) -> list[tuple]:
    """Items called by their last word alone (`郑屠抢了一把剔骨尖刀…郑屠右手拿刀`, `拽折了鹊画弓，只得弃弓`):
    the item the scene last named with that word, if the one handling it was named with it once (the
    character named last before each, or nobody), or whoever handles it where the word is pointed at (`此马`);
    and places gone into by theirs (`抢入楼中`: the scene's 鸳鸯楼). `items_by_head` learns the items and places
    the sentence names."""
    found, cursor, who = [], 0, None
    for s, e, ident, letter, _ in [*in_order(spans), (len(raw), len(raw), None, None, False)]:
        for h in lexicon.item_head.finditer(raw, cursor, s):
            word = next(group for group in ("pointed", "place", "head") if h.groupdict().get(group))
            kind = "p" if word == "place" else "i"
            item, holders = items_by_head.get((kind, h[word].lower()), (None, set()))
            if item and (word != "head" or who in holders):
                found.append((*h.span(word), item, kind, False))
        if letter in ("i", "p") and (key := lexicon.item_key.search(raw, s, e)):
            item, holders = items_by_head.get((letter, key[0].lower()), (None, set()))
            items_by_head[letter, key[0].lower()] = (ident, holders | {who} if item == ident else {who})
        elif letter == "c":
            who = ident
        cursor = max(cursor, e)
    return found


def _acts_on(raw: str, subject: tuple[int, int], obj: re.Match[str], lexicon: Lexicon) -> bool:
    """Whether a subject pronoun (its span in `raw`) acts on the object pronoun `obj` of its gender after it in
    its clause ("he got behind him"; not "she took her hat")."""
    said, word = raw[subject[0]:subject[1]].lower(), obj[0].lower()
    gender = lexicon.pronoun_gender.get(said)
    return (said in lexicon.subject_pronouns and word in lexicon.object_pronouns and gender is not None
            and lexicon.pronoun_gender.get(word) == gender and not lexicon.is_possessive(obj[0], raw[obj.end():])
            and subject[1] <= obj.start() and bool(CLAUSE_REST.fullmatch(raw, subject[1], obj.start())))


def _acting_pair(raw: str, spans: list[tuple], lexicon: Lexicon, pm: re.Match[str],
                 referent: str) -> tuple[str, str] | None:
    """Whom the subject pronoun acting on the object pronoun `pm` and `pm` itself stand for, if they are two."""
    subject = next((span for span in reversed(spans) if _acts_on(raw, span[:2], pm, lexicon)), None)
    if subject is None or subject[2] in (None, referent):
        return None
    return subject[2], referent


def _parallel_subject(pair: tuple[str, str, int] | None, number: int, named_last: str | None, raw: str,
                      pm: re.Match[str], pronouns: list[re.Match[str]], lexicon: Lexicon) -> str | None:
    """The one a subject pronoun `pm` acting on an object pronoun of its gender stands for when a sentence or two
    before, the same pronouns stood for a pair (`pair`: the "he", the "him", the sentence's number) and the
    sentence just before called the "him" by name as its subject: the one the narration went on calling "he"
    (the other, named, is not its focus)."""
    if pair is None or number - pair[2] > 2 or named_last != pair[1]:
        return None
    return pair[0] if any(_acts_on(raw, pm.span(), p, lexicon) for p in pronouns) else None


def _acting_pronoun(raw: str, acting: tuple[int, str], earlier: list[tuple[int, str]], position: int,
                    lexicon: Lexicon) -> str | None:
    """Whom the latest subject pronoun before `position` (`acting`: its end and referent) stands for, if it is
    still the clause's subject there: nobody was named after it, or the last name is the object of a second
    predicate it shares, and nobody unnamed was brought in."""
    end, ident = acting
    if lexicon.unnamed_someone.search(raw, end, position):
        return None
    if not earlier or end > earlier[-1][0] or lexicon.shared_subject.fullmatch(raw, earlier[-1][0], position):
        return ident
    return None


def _also_meant(cast: Cast, lexicon: Lexicon, genders: Counter[tuple[str, str]], recent: list[str],
                shown: str | None, ident: str, pronoun: str) -> list[str]:
    """Whom else the narration's pronoun resolved to `ident` may mean: those of its gender it spoke of lately;
    nobody if `ident` is the one the sentence before `shown` acting ("She left the pew. Her father…": hers)."""
    gender = lexicon.pronoun_gender.get(pronoun.lower())
    if ident == shown or not gender:
        return []
    return [c for c in recent if c != ident and _known_gender(cast.by_id[c], genders) == gender]


def _unnamed_before(raw: str, earlier: list[tuple[int, str]], position: int, gender: str | None,
                    lexicon: Lexicon) -> bool:
    """Whether someone the pronoun may stand for was brought in unnamed since the last name before it."""
    other = {"m": "f", "f": "m"}.get(gender or "")
    start = earlier[-1][0] if earlier else 0
    return bool(other) and any(not m[other] for m in lexicon.someone_new.finditer(raw, start, position))


def _pronoun_agrees(cast: Cast, lexicon: Lexicon, genders: Counter[tuple[str, str]], ident: str, word: str) -> bool:
    """Whether `word` is a pronoun that may stand for the character (a rank, `苏姑娘`, is no pronoun)."""
    return bool(lexicon.pronoun.fullmatch(word)) and \
        _agrees(cast.by_id[ident], lexicon.pronoun_gender.get(word.lower()), genders)


def _parse_named(sentences: list[Sentence]) -> Iterator[tuple[int, Doc]]:
    named = [s for s in sentences if any(m.letter in "cg" for m in s.mentions)]
    yield from zip((s.start for s in named), parse_english(s.text for s in named))


def _clause_facts(scene: SceneText, parses: list[tuple[int, Doc]], sentences: list[Sentence],
                  dialogue: Dialogue, known: dict[str, Fact], lexicon: Lexicon, narrator: str | None) -> Iterator[Fact]:
    """Facts from the dependency parse that the surface patterns did not already read.

    A fact the patterns or another clause read from the same sentence (same
    kind, subject and predicate; for a wound, one that may be the same wound; for a thing used, anything
    the patterns read of its holder there) is not read twice;
    nobody dies and acts (or takes a wound to live with) in one sentence, and no death told with
    its undoing ("died and came back to life") is one.
    """
    read = {(f.kind, f.subject, f.predicate, f.object, f.evidence.start) for f in known.values()
            if f.kind != FactKind.injury}
    held = {(f.subject, f.object, f.evidence.start) for f in known.values() if f.kind == FactKind.possession}
    wounds: dict[int, list[Fact]] = defaultdict(list)  # by sentence: the wounds read there ("broke his arm
    # and cut his leg": two)
    for f in known.values():
        if f.kind == FactKind.injury:
            wounds[f.evidence.start].append(f)
    readings = [r for r in ClauseReader(parses, sentences, dialogue, narrator).readings()
                if r.kind != FactKind.death or not lexicon.revived.search(r.sentence.text)]
    evidences = {r.sentence.start: _evidence(scene, r.sentence.start, r.sentence.text) for r in readings}
    dead = {(r.fields["subject"], evidences[r.sentence.start].start) for r in readings if r.kind == FactKind.death}
    dead |= {(f.subject, f.evidence.start) for f in known.values() if f.kind == FactKind.death}
    for r in readings:
        evidence = evidences[r.sentence.start]
        f = r.fields
        if (r.kind, f["subject"], f.get("predicate"), f.get("object"), evidence.start) in read:
            continue
        if f.get("predicate") == "uses" and (f["subject"], f.get("object"), evidence.start) in held:
            continue  # the patterns told what became of the thing there ("drew the key from Cole's hand")
        if r.kind in (FactKind.presence, FactKind.injury) and (f["subject"], evidence.start) in dead:
            continue
        guessed = r.guessed or _in_doubt(scene, r.sentence, r.kind, lexicon) or _death_told_of(r, lexicon)
        fact = _fact(r.kind, f, scene, evidence, RESOLVED_CONFIDENCE if guessed else CLAUSE_CONFIDENCE)
        if r.kind == FactKind.injury:
            if any(_same_wound(w, fact) for w in wounds[evidence.start]):
                continue
            wounds[evidence.start].append(fact)
        else:
            read.add((r.kind, f["subject"], f.get("predicate"), f.get("object"), evidence.start))
        yield fact


def _death_told_of(reading: Reading, lexicon: Lexicon) -> bool:
    """A death the parse read whose dead the sentence names after words telling it as news or a report, as the
    patterns test it: the parser may hang the clause on the telling as a deed of its own ("I told them how pap
    was living on a farm, …, and Tom and Mort died")."""
    if reading.kind != FactKind.death:
        return False
    sentence = reading.sentence
    named = next((m for mention in sentence.mentions if mention.entity == reading.fields["subject"]
                  and (m := _named(sentence, mention.start))), None)
    return named is not None and _heard_or_thought(sentence, named, named.start(), lexicon)


def _voice(dialogue: Dialogue, offset: int, position: int) -> int | None:
    """The quotation a position of a sentence starting at `offset` lies in, or None for narration."""
    return dialogue.voice(offset + position)


def _evidence(scene: SceneText, start: int, raw: str) -> Evidence:
    quote = raw.strip()
    lead = len(raw) - len(raw.lstrip())
    return Evidence(chapter=scene.chapter, scene=scene.scene, quote=quote,
                    start=start + lead, end=start + lead + len(quote))


def named_sentences(scenes: list[SceneText], cast: Cast, lang: str) -> list[tuple[Evidence, set[str]]]:
    """Every sentence of the scenes, as evidence with its offsets, and the characters it names."""
    lexicon = LEXICONS[lang]
    finder = _NameFinder(cast, lexicon, (EntityKind.character,))
    return [(_evidence(scene, m.start(), m[0]), {ident for *_, ident in finder.find(m[0])})
            for scene in scenes for m in lexicon.sentence.finditer(scene.text) if m[0].strip()]


def _pronoun_counts(entity: Entity, genders: Counter[tuple[str, str]]) -> Counter[str]:
    """The pronouns used for the character: those stored and those of the scene being read (`genders`)."""
    counts = Counter(entity.details.get("pronouns", {}))
    counts.update({g: n for (i, g), n in genders.items() if i == entity.id})
    return counts


def _known_gender(entity: Entity, genders: Counter[tuple[str, str]],
                  counts: Counter[str] | None = None) -> str | None:
    """`known_gender` from the pronouns stored and those of the scene being read (`genders`; or `counts`,
    already taken from both), else the gender the character's given name usually has."""
    counts = _pronoun_counts(entity, genders) if counts is None else counts
    return known_gender(entity, counts) or usual_gender(entity.name)


def _sworn_not_born(fact: Fact, cast: Cast, lexicon: Lexicon) -> Fact:
    """A brother's bond between two whose Chinese full names bear other surnames (戴宗 calling 张顺 `二哥`,
    `刘玄德之弟关羽`) is sworn brothers': an alliance, as `结为兄弟` is read, not kin by birth."""
    if (fact.kind != FactKind.relation or fact.predicate != "sibling_of" or lexicon.given_names is None
            or fact.value != {"role": "brother"}):
        return fact
    surnames = [_surnames(cast.by_id.get(ident), lexicon.given_names) for ident in (fact.subject, fact.object)]
    if not (all(surnames) and surnames[0].isdisjoint(surnames[1])):
        return fact
    return Fact(**fact.model_dump(exclude={"id"}) | {"predicate": "ally_of", "value": None})


def _surnames(entity: Entity | None, words: GivenNameWords) -> set[str]:
    """The surnames of a character's Chinese full names (`武松`: 武; not `武大`, an appellation)."""
    return {surname_of(n) for n in entity.names() if given_name(n) or words.given(n)} if entity else set()


def _role_against_title(fact: Fact, cast: Cast) -> bool:
    """Whether a kinship's role is of the gender other than the one its holder's titles say ("Mr. Darcy, her
    sister" read as an apposition: Mr. Darcy is nobody's sister)."""
    role = fact.value.get("role") if fact.kind == FactKind.relation and isinstance(fact.value, dict) else None
    wanted = role_gender(role)
    holder = cast.by_id.get(fact.object if names_object(role) else fact.subject) if wanted else None
    titled = titled_gender(holder) if holder else None
    return titled is not None and titled != wanted


def _gender_of(cast: Cast, genders: Counter[tuple[str, str]], ident: str) -> str | None:
    entity = cast.by_id.get(ident)
    return _known_gender(entity, genders) if entity else None


def _told_gender(cast: Cast, genders: Counter[tuple[str, str]], gender: str | None, ident: str) -> bool:
    """Whether the text told the character's gender, and it is `gender`."""
    return _known_gender(cast.by_id[ident], genders) == gender


def _agrees(entity: Entity, gender: str | None, genders: Counter[tuple[str, str]]) -> bool:
    """Whether a pronoun of `gender` can stand for the character: nothing the text told says otherwise,
    neither a gender it settled nor, until it settles one, the only pronouns used for them yet."""
    if gender is None:
        return True
    counts = _pronoun_counts(entity, genders)
    known = _known_gender(entity, genders, counts)
    return known == gender if known else counts[gender] > 0 or not any(counts.values())


def _count_pronouns(genders: Counter[tuple[str, str]], cast: Cast) -> dict[str, Entity]:
    """Add a scene's pronoun counts to each character's `details["pronouns"]`; returns those touched."""
    touched = {}
    for (ident, gender), n in genders.items():
        entity = cast.by_id[ident]
        counts = entity.details.setdefault("pronouns", {})
        counts[gender] = counts.get(gender, 0) + n
        touched[ident] = entity
    return touched


def _fields(rule: Rule, m: re.Match[str], sentence: Sentence, lexicon: Lexicon) -> dict | None:
    groups = m.groupdict()
    fields: dict = {"predicate": rule.predicate}
    if rule.value:
        fields["value"] = dict(rule.value)
    for role, target in (("a", "subject"), ("b", "object"), ("i", "object"), ("p", "object"), ("t", "object")):
        if groups.get(role):
            fields[target] = sentence.entity(groups[role])
    for role in ("k", "r"):
        if not groups.get(role):
            continue
        # nobody is killed by or given to themselves: where the doer is the subject, one of the two was guessed
        # for a clause that leaves it out, wrongly: the subject (`楷…，被许褚斩于马下`: no fact) or the doer
        # (`辽拍马斩蹋顿于马下`: the deed stands without one); unless the text says so ("drowned herself")
        if sentence.entity(groups[role]) != fields.get("subject"):
            fields.setdefault("value", {})["by" if role == "k" else "to"] = sentence.entity(groups[role])
        elif sentence.mention(groups["a"]).resolved and not sentence.reflexive(groups["a"]):
            return None
    if rule.build:
        extra = rule.build(m, sentence, lexicon)
        if extra is None:
            return None
        if isinstance(extra.get("value"), dict) and isinstance(fields.get("value"), dict):
            extra = extra | {"value": fields["value"] | extra["value"]}  # keep who did it (`by`, `to`)
        fields.update(extra)
    if _owner_only(m, sentence, lexicon):
        if not (kin := _kin_named_after(m, sentence, lexicon)):
            return None
        fields.update(kin)
    if fields.get("subject") and fields.get("subject") == fields.get("object"):
        return None
    return fields


def _last_role(m: re.Match[str]) -> str | None:
    return next((role for role in ("a", "b", "rel") if m.groupdict().get(role) and m.end(role) == m.end()), None)


def _owner_only(m: re.Match[str], sentence: Sentence, lexicon: Lexicon) -> bool:
    """Whether the match ends on a character who only owns what the deed is done to ("loved Otto's brother",
    `嫁给了林远的儿子`), not on a word standing for them ("saved Otto's life"), nor on a possessive closing its phrase
    ("a sister of Otto's,"), or on kin whose kin is meant ("Ada was Otto's brother's wife", `林远的弟弟的妻子`)."""
    owning = lexicon.possessor.match(sentence.masked, m.end())
    return (_last_role(m) is not None and owning is not None and not PHRASE_ENDS.match(sentence.masked, owning.end())
            and not lexicon.owner_meant.match(sentence.masked, m.end()))


def _kin_named_after(m: re.Match[str], sentence: Sentence, lexicon: Lexicon) -> dict | None:
    """The field the match's last name filled, given to the kin of theirs named after it ("married Otto's son,
    Kallen": Kallen), or None."""
    kin = lexicon.kin_named_after.match(sentence.masked, m.end())
    target = {"a": "subject", "b": "object"}.get(_last_role(m) or "")
    return {target: sentence.entity(kin["who"])} if kin and target else None


def _one_wound_each(found: Iterable[Fact]) -> list[Fact]:
    """A sentence's facts, with a wound it tells two ways (`一拳打得赵无极口吐鲜血`: beaten till it shows,
    and blood brought up) made one injury holding all they say (see `_both_told`). Wounds to two parts,
    or dealt by two hands, stay two."""
    facts: list[Fact] = []
    for fact in found:
        twin = next((i for i, known in enumerate(facts) if _same_wound(known, fact)), None)
        if twin is None:
            facts.append(fact)
        else:
            facts[twin] = _both_told(facts[twin], fact)
    return facts


def _one_wound_a_scene(found: list[Fact]) -> list[Fact]:
    """A scene's facts, with a wound told again later in it ("the wound in his face", after "wounding Curtis
    in the face") made one with the first telling, as `_one_wound_each` does in a sentence; not one dealt
    again after the first had healed."""
    first: dict[str, list[int]] = defaultdict(list)  # each wounded one's wounds since they last healed
    facts: list[Fact | None] = list(found)
    for i in sorted(range(len(facts)), key=lambda i: facts[i].evidence.start or 0):
        fact = facts[i]
        if fact.kind == FactKind.recovery:
            first.pop(fact.subject, None)
        elif fact.kind == FactKind.injury:
            twin = next((j for j in first[fact.subject] if _same_wound(facts[j], fact)), None)
            if twin is None:
                first[fact.subject].append(i)
            else:
                facts[twin], facts[i] = _both_told(facts[twin], fact), None
    return [fact for fact in facts if fact is not None]


def _one_death_a_scene(found: list[Fact]) -> list[Fact]:
    """A scene's facts, with a death told again (`吾杀孔秀`, after `孔秀尸横马下`) kept once: the surest telling,
    the first of those, with the killer another telling names if it names none; or, where an earlier telling
    names that killer (`早割下头来`, then `把李鬼的尸首`), that one, as sure: the death is where it was done."""
    told: dict[str, list[Fact]] = defaultdict(list)
    for fact in found:
        if fact.kind == FactKind.death:
            told[fact.subject].append(fact)
    kept: dict[str, Fact] = {}  # the telling kept, by its own id: as it was, or with the killer another names
    for deaths in told.values():
        best = max(deaths, key=lambda f: (f.confidence, -(f.evidence.start or 0)))
        killer = _by(best) or next((by for f in deaths if (by := _by(f))), None)
        done = min((f for f in deaths if killer and _by(f) == killer), key=lambda f: f.evidence.start or 0,
                   default=best)
        if (done.evidence.start or 0) < (best.evidence.start or 0):
            kept[done.id] = _restated(done, confidence=best.confidence)
        else:
            kept[best.id] = best if _by(best) == killer else _restated(best, value={**(best.value or {}),
                                                                                       "by": killer})
    return [kept[fact.id] if fact.kind == FactKind.death else fact for fact in found
            if fact.kind != FactKind.death or fact.id in kept]


def _both_told(known: Fact, fact: Fact) -> Fact:
    """One wound told twice, as the first telling with all both say: the gravest severity, the part (with its
    side, where one telling tells it), who dealt it."""
    severity = max(known.value.get("severity"), fact.value.get("severity"), key=_gravity)
    value = {**fact.value, **known.value, "severity": severity}
    if known.value.get("part") and fact.value.get("part"):
        value["part"] = max(known.value["part"], fact.value["part"], key=len)  # "right hand", not "hand"
    return _restated(known, value=value, level=default_level(known.kind, severity=severity),
                     confidence=max(known.confidence, fact.confidence))


def _struck_ones_die(found: list[Fact]) -> list[Fact]:
    """A scene's facts, with a death guessed for one who strikes another in the same sentence ("Kallen stabbed
    Otto, and he fell dead", `林枫一剑刺中赵无极，倒地身亡`: the pronoun, or the subject left out, read as the
    striker) made the death of the one struck, at the striker's hand: the blow and the wound are that death,
    and the striker is the one acting there. Where the one struck died there already, or the striker struck
    two, the guess is dropped; a death told with its killer (`俞涉与华雄战不三合，被华雄斩了`) stays."""
    blows: dict[tuple[int, str], dict[str, Fact]] = defaultdict(dict)  # by sentence and striker: whom, how told
    for fact in found:
        if fact.kind == FactKind.relation and fact.predicate == "attacks" and fact.object:
            blows[fact.evidence.start, fact.subject][fact.object] = fact
        elif fact.kind == FactKind.death and (by := _by(fact)):
            blows[fact.evidence.start, by][fact.subject] = fact
    dead = {(f.evidence.start, f.subject) for f in found if f.kind == FactKind.death}
    killed: dict[tuple[int, str], Fact] = {}  # by sentence and victim: the blow that killed them, as told
    striking: list[Fact] = []  # a blow of each striker whose guessed death is undone
    facts = []
    for fact in found:
        at = fact.evidence.start
        struck = {victim: blow for victim, blow in blows.get((at, fact.subject), {}).items() if victim != fact.subject}
        if fact.kind != FactKind.death or fact.confidence > RESOLVED_CONFIDENCE or not struck or fact.value:
            facts.append(fact)
            continue
        striking.append(next(iter(struck.values())))
        if len(struck) == 1 and (at, victim := next(iter(struck))) not in dead:
            killed[at, victim] = struck[victim]
            facts.append(_restated(fact, subject=victim, value={"by": fact.subject}))
    facts = [f for f in facts if not _dealt_the_death(f, killed)]
    acting = {(f.evidence.start, f.subject) for f in facts if f.kind == FactKind.presence}
    return facts + [_restated(blow, kind=FactKind.presence, predicate="acts", object=None, value=None,
                              level=default_level(FactKind.presence), confidence=min(blow.confidence, 0.7))
                    for blow in striking if (blow.evidence.start, blow.subject) not in acting]


def _told_dead(facts: Iterable[Fact]) -> set[str]:
    """Those the facts tell dead for sure: not the guessed dead, who may be alive."""
    return {f.subject for f in facts if f.kind == FactKind.death and f.confidence > RESOLVED_CONFIDENCE}


def _no_guessed_deeds_of_the_dead(found: list[Fact]) -> list[Fact]:
    """A scene's facts, without a deed guessed for one the scene told dead, by name, in an earlier sentence
    (`赵无极倒地身亡。他拾起青锋剑`: the pronoun, or a subject left out, is someone else, whom the text does
    not name): a corpse does nothing, and a wrong guess would read as the dead acting."""
    died: dict[str, int] = {}  # who died, told by name: the offset of the first sentence telling it
    for f in found:
        if f.kind == FactKind.death and f.confidence > RESOLVED_CONFIDENCE:
            died[f.subject] = min(died.get(f.subject, f.evidence.start), f.evidence.start)
    return [f for f in found if not (f.kind in _DEEDS and f.confidence <= RESOLVED_CONFIDENCE
                                     and died.get(f.subject, f.evidence.start) < f.evidence.start)]


def _killed_by(death: Fact, killer: str | None) -> Fact:
    """The death, with the one whose blow in its sentence was the death as its killer, where it names none
    (`赵无极一掌拍在玄真子胸口，玄真子…当场身亡`)."""
    if killer is None or killer == death.subject or _by(death):
        return death
    return _restated(death, value={**(death.value or {}), "by": killer})


def _restated(fact: Fact, **changes) -> Fact:
    """The fact with some fields changed, under the identity those give it."""
    restated = fact.model_copy(update=changes)
    restated.id = restated.identity()
    return restated


def _dealt_the_death(fact: Fact, killed: dict[tuple[int, str], Fact]) -> bool:
    """Whether the fact is the blow, the wound or an act of one that `killed` says was killed in its sentence."""
    if fact.kind in (FactKind.injury, FactKind.presence):
        return (fact.evidence.start, fact.subject) in killed
    blow = killed.get((fact.evidence.start, fact.object or ""))
    return (fact.kind == FactKind.relation and fact.predicate == "attacks" and blow is not None
            and blow.subject == fact.subject)


def _same_wound(known: Fact, fact: Fact) -> bool:
    """Whether two injuries may be one wound: to one person, and no part or dealer told differently."""
    if not (known.kind == fact.kind == FactKind.injury and known.subject == fact.subject
            and isinstance(known.value, dict) and isinstance(fact.value, dict)):
        return False
    return all(known.value.get(key) is None or fact.value.get(key) is None
               or _one_part(known.value[key], fact.value[key]) for key in ("part", "by"))


def _one_part(a: str, b: str) -> bool:
    """Whether two names of a wounded part (or of who dealt it) are one: the same, or one with its side told
    ("left arm", "arm")."""
    return a == b or a.endswith(" " + b) or b.endswith(" " + a)


def _gravity(severity: str | None) -> int:
    return SEVERITIES.index(severity) if severity in SEVERITIES else -1


def _fact(kind: FactKind, fields: dict, scene: SceneText, evidence: Evidence, confidence: float) -> Fact:
    value = fields.get("value")
    severity = value.get("severity") if isinstance(value, dict) else None
    return Fact(kind=kind, subject=fields.get("subject"), predicate=fields.get("predicate"),
                object=fields.get("object"), value=value,
                level=default_level(kind, fields.get("predicate"), severity),
                valid_from=scene.at, evidence=evidence, confidence=confidence, extractor="rules")
