"""Finding characters in English prose: who is a person, and which names are one person.

Mentions come from spaCy's PERSON entities, honorific names (`Mr. Hale`,
`Lady Dedlock`) and proper nouns that speak or act; a name found once as a
person is then recognised wherever else it occurs in the same text. Names
cluster into characters by their core words and the genders their titles
and given names tell: `Esther Summerson` and `Esther` are one person, `Mr.
Hale` and `Mrs. Hale` two, `Mrs. Hawkins` and `Jim Hawkins` two, and `Philip
Pirrip, called Pip` gives Philip an alias.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cache

from nicknames import NickNamer
from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc, Span

from extractors.name_gender import EPITHETS, is_given_name, usual_gender
from extractors.parsing import english_verbs
from graph.cast import honorific, name_core, name_title

PERSON_VERBS = frozenset(
    "say ask reply cry answer whisper shout exclaim murmur mutter think smile laugh nod sigh frown "
    "look glance stare weep sob grin shrug feel know remember want hope wish love hate decide "
    "tell speak call add continue begin live walk sit stand sleep die marry kneel eat drink wake dress "
    "write read listen hear pray kiss give take hold carry bring".split())
PRONOUNS = frozenset("i me my mine myself you your he him his she her hers we us our they them their it "
                     "god".split())
# cries and old forms that open a sentence capitalised, never anyone's name (`Alas!`, `Farewell!`, `Oh Dick`)
# illnesses, which carry people off from a sentence's start ("Pneumonia carried Otto off")
ILLNESSES = frozenset("fever plague cholera consumption typhus typhoid smallpox pestilence influenza sickness illness "
                      "pneumonia disease".split())
# powers a narrator may write as persons ("Hazard has such accuracies", "she feared Nemesis"); no character
PERSONIFIED = frozenset("fate destiny providence nemesis hazard heaven".split())
# adverbs that leave what their clause tells a guess ("Perhaps Otto died", "Otto most likely fled"): no names,
# though one may open a sentence with a name after it (`Possibly Ada died`)
HEDGES = frozenset("perhaps maybe probably possibly presumably doubtless conceivably likely".split())
NEVER_NAMES = frozenset("alas alack adieu farewell nay yea ye thee thou thy hark lo behold hush pshaw bah huzza "
                        "huzzah hurrah amen oh ah aye doth hath egad zounds avast belay ahoy oho yo thither thence "
                        "hither whither whence oft ere anon methinks forsooth prithee perchance goodness gracious "
                        "heavens golly gosh".split()) \
    | ILLNESSES | PERSONIFIED | HEDGES
# Prepositions of place or time: `near Raveloe`, `into Gascony`, `since Greywater` count against a name being a
# person's.
LOCATIVE_PREPOSITIONS = frozenset("in into near through across beyond within throughout outside since".split())
# ...and `to` after a journey (`rode to Greywater`), where a person would be gone to for a purpose more often
# than named as the end of the road
JOURNEY_VERBS = frozenset("go ride return travel sail journey drive walk march hasten hurry set".split())
# ...and `at` unless it follows a verb aimed at someone (`smiled at Jo`).
AIMED_VERBS = frozenset("look glance stare gaze peer smile laugh grin frown nod wink point shout yell call "
                        "scream rush fly throw aim shoot swear growl snap sneer jeer".split())
# spaCy's entity labels for places, and those that say a name is a place or a thing, not a person
# (`the Battle of Trafalgar`, `a Navajo` blanket)
PLACE_LABELS = frozenset({"GPE", "LOC", "FAC"})
NOT_PERSON_LABELS = PLACE_LABELS | {"NORP", "EVENT", "PRODUCT"}
TAG_WEIGHT = 0.25  # the model's tag, against one sentence's evidence (see `NameEvidence`)
KIN_NOUNS = frozenset("father mother son daughter brother sister wife husband widow child uncle aunt nephew niece "
                      "cousin friend servant maid people family".split())
ONES_KIN = KIN_NOUNS - {"people", "family"}  # one person's, not a group's
_CALLED = re.compile(r"^(?:,\s*)?(?:called|known as|named|nicknamed|whom (?:we|they|everyone) called)\s+$",
                     re.IGNORECASE)
# before a name: what someone calls a person told only by a pronoun ("Her father called her 'Little Miss
# Tranquility'"), a by-name of someone the text names otherwise, not someone new
_NICKNAMED = re.compile(r"\b(?:called|named|nicknamed|dubbed|christened)\s+(?:him|her|them)\s+[\"'‘“]?"
                        r"(?:[A-Z][\w']*\s+)?$")


# `Biddy`, `O'Hara`; not a word with a verb shortened on (`Silver'll`, `Hawkins'd`)
_NAME_WORD = re.compile(r"[^\W\d_]+(?:['’](?!(?:ll|d|ve|re|m)$)[^\W\d_]+)*")


def _is_name_token(token) -> bool:
    return (token.text[:1].isupper() and bool(_NAME_WORD.fullmatch(token.text)) and token.lower_ not in PRONOUNS
            and token.lower_ not in NEVER_NAMES)


# what is done only to people: its object is one ("Magwitch killed Compeyson")
DONE_TO_PEOPLE = frozenset("kill murder slay strangle stab marry wed kiss hug embrace thank".split())
SPEECH_VERBS = frozenset("said says cried asked replied answered sighed began exclaimed whispered shouted "
                         "murmured muttered returned continued added repeated observed remarked".split())


@dataclass(frozen=True)
class NameMention:
    start: int  # character offsets in the doc's text
    end: int
    text: str


def _with_title(doc: Doc, first: int) -> int:
    """Where the name whose first word is `first` starts with its title: the nearest title only (`the
    Reverend Master Dimmesdale` is `Master Dimmesdale`, as LitBank reads it), `St.` being part of a name."""
    start = first
    while (j := next((j for j in (start - 1, start - 2) if j >= 0 and _after_honorific(doc, j) == start),
                     None)) is not None:
        start = j
        if honorific(doc[j].text) != "st":
            break
    return start


def _extend_with_honorific(doc: Doc, span: Span) -> Span:
    """A tagged name with its nearest title, whether the tag took it in or not."""
    first = span.start
    while first < span.end - 1 and (after := _after_honorific(doc, first)) > first:
        first = after
    start = _with_title(doc, first)
    end = span.end
    while end > start and (not _is_name_token(doc[end - 1]) or honorific(doc[end - 1].text)):  # `… Mr` cut off
        end -= 1
    return doc[start:end]


@dataclass
class NameEvidence:
    """How often each name reads as a person's (or a place's): in what the sentence says of it (`X said`,
    `near X`), and in the model's tags, which weigh a quarter as much: the small model calls many first
    names places (`Agnes`) and some places persons (`Raveloe`), but is right more often than not."""
    in_sentences: Counter[str] = field(default_factory=Counter)
    tagged: Counter[str] = field(default_factory=Counter)

    def add(self, word: str, tagged: bool) -> None:
        (self.tagged if tagged else self.in_sentences)[_as_written(word)] += 1

    def weight(self, word: str) -> float:
        word = _as_written(word)
        return self.in_sentences[word] + TAG_WEIGHT * self.tagged[word]


def _as_written(name: str) -> str:
    """A name in capitals (a letter's heading `MR. VILLARS`, a shout `TOMMY`) as prose writes it."""
    return name.title() if name.isupper() and len(name) > 1 else name


def _without_cries(span: Span) -> Span:
    """A tagged span without the cries it opens on (`Oh Dick` is `Dick`), nor a word opening its sentence that
    no name begins with (`Noiselessly Kerchak entered`, `Sometimes Mr Fairlie would`, `Towards Joe`, `Expecting
    Herbert all the time, I`)."""
    start = span.start
    while start < span.end - 1 and (span.doc[start].lower_ in NEVER_NAMES or _opening_no_name(span.doc[start])):
        start += 1
    return span.doc[start:span.end]


def _opening_no_name(token) -> bool:
    """An adverb, a preposition, a participle or a bidding opening a sentence: a preposition a common one (not
    `Van Helsing`), a participle or a bidding tagged as a verb's form and one by the word itself, not a given name
    too (not `Fielding Grey`, `Will Ladislaw`)."""
    return _opens_sentence(token) and (token.pos_ == "ADV" or token.pos_ == "ADP" and token.is_stop
                                       or token.tag_ == "VBG" and _gerund(token.text)
                                       or token.tag_ == "VB" and token.lower_ in english_verbs()
                                       and not is_given_name(token.text))


def _seed_spans(doc: Doc) -> list[tuple[Span, bool]]:
    """Spans that are persons on their own evidence, each with whether it is only the model's tag."""
    seeds = [_extend_with_honorific(doc, _without_cries(e)) for e in doc.ents if e.label_ == "PERSON"]
    tagged = len(seeds)
    i = 0
    while i < len(doc):  # Madame St. Aubert, Mr Pontifex
        start = i
        while i < len(doc) and honorific(doc[i].text):
            i += 1
        if i > start and i < len(doc) and _is_name_token(doc[i]):
            end = i + 1
            while end < len(doc) and _is_name_token(doc[end]) and doc[end].pos_ == "PROPN":
                end += 1
            seeds.append(doc[_with_title(doc, i):end])
            i = end
        else:
            i = max(i, start + 1)
    for token in doc:  # a proper noun that says, asks or smiles is a person; so is one with kin
        # the verb's, or one it shares its subject with ("Ada put the key away and walked home")
        acts = token.dep_ == "nsubj" and not _said_alone(token) and any((verb.lemma_ or verb.lower_) in PERSON_VERBS
                                             for verb in (token.head, *(c for c in token.head.children
                                                                        if c.dep_ == "conj" and c.pos_ == "VERB")))
        attributed = token.i > 1 and doc[token.i - 1].lower_ in SPEECH_VERBS and doc[token.i - 2].text in (
            _QUOTES_CLOSING | {","})
        if token.pos_ == "PROPN" and _is_name_token(token) and (
                acts or attributed or _addressed(token) or _kin_of_someone(token) or _done_to_a_person(token)):
            start = token.i
            while start > 0 and doc[start - 1].dep_ == "compound" and _is_name_token(doc[start - 1]):
                start -= 1
            seeds.append(_extend_with_honorific(doc, doc[start:token.i + 1]))
    return [(s, i < tagged and not honorific(s[0].text)) for i, s in enumerate(seeds)
            if len(s) and any(_is_name_token(t) and not honorific(t.text) for t in s)]


_QUOTES_OPENING = frozenset({'"', "“", "‘", "'"})
_QUOTES_CLOSING = frozenset({'"', "”", "’", "'"})
_SPEECH_ENDS = _QUOTES_CLOSING | {"!", "?"}
_YOU = frozenset({"you", "your", "yours", "yourself"})
_SAYING_ENDS = frozenset({",", "!", "?", "."})


def _said_alone(token) -> bool:
    """A word that is all a quotation says (`“Hum,” said Tommy`, `“Idiot!”`): what was said, which the parser
    may take for who said it."""
    doc, i = token.doc, token.i
    return 0 < i < len(doc) - 2 and doc[i - 1].text in _QUOTES_OPENING and doc[i + 1].text in _SAYING_ENDS \
        and doc[i + 2].text in _QUOTES_CLOSING


def _addressed(token) -> bool:
    """Spoken to: `“Charlotte, do you…` (not `“Yep, has fits”`), `Oh, Lucy!`, `…, Jo?` (places seldom are)."""
    doc, i = token.doc, token.i
    before = doc[i - 1].lower_ if i else ""
    after = doc[i + 1].text if i + 1 < len(doc) else ""
    return (before in _QUOTES_OPENING and after == "," and any(t.lower_ in _YOU for t in doc[i + 2:i + 6])) or (
        before == "," and (after in _SPEECH_ENDS or (i > 1 and doc[i - 2].lower_ in ("oh", "o"))))


def _done_to_a_person(token) -> bool:
    """Killed, married or kissed: `Magwitch killed Compeyson`."""
    return token.dep_ == "dobj" and token.head.lemma_ in DONE_TO_PEOPLE


def _kin_of_someone(token) -> bool:
    """`the daughter of Agnes`, `Florence's people`, `his father, Elmo`, `Elmo, his father`: only people
    have kin. Not a word beside a group (`a family Bible` parsed as `family, Bible`): that one is no person."""
    return (token.dep_ == "poss" and token.head.lemma_ in KIN_NOUNS) or (
        token.dep_ == "appos" and token.head.lemma_ in ONES_KIN) or any(
        c.dep_ == "appos" and c.lemma_ in ONES_KIN for c in token.children) or (
        token.dep_ == "pobj" and token.head.lower_ == "of" and token.head.head.lemma_ in KIN_NOUNS)


_ARTICLES = frozenset({"the", "a", "an"})


def _after_article(doc: Doc, span: Span) -> bool:
    """`the Moonstone`, `a Brahmin`, a word alone with words describing it (`a third Indian`, `the dying
    Indian`): names of things and kinds, not of people; nor one naming a common noun after it, title or not
    (`the Aunt Sally man`, a fairground game's)."""
    described = len(span) == 1 and any(c.dep_ == "det" and c.lower_ in _ARTICLES and c.i < span.start
                                       for c in span[0].children)
    if not (span.start > 0 and doc[span.start - 1].lower_ in _ARTICLES or described):
        return False
    last = span[-1]
    return not honorific(span[0].text) or (last.dep_ == "compound" and last.head.i == span.end
                                           and last.head.pos_ == "NOUN")


def _after_honorific(doc: Doc, i: int) -> int:
    """Where a name would start after the honorific at `i` (`Mr.`; `MR` `.` in capitals), or `i` if none."""
    if not honorific(doc[i].text):
        return i
    return i + 2 if i + 2 < len(doc) and doc[i + 1].text == "." and doc[i].text.isupper() else i + 1


def _is_title_part(token) -> bool:
    """`Mr.`, or what the title just before it covers (the `.` split from `MR` in capitals)."""
    return bool(honorific(token.text)) or (token.i > 0 and _after_honorific(token.doc, token.i - 1) > token.i)


def _continues_name(previous, token) -> bool:
    """A title starts a new name, and so does a change between capitals and prose
    (`LETTER II MR. VILLARS`, `TO THE REV. MR. VILLARS Howard Grove`)."""
    return not honorific(token.text) and previous.is_upper == token.is_upper


def _candidate_runs(doc: Doc) -> list[Span]:
    """Maximal runs of capitalised proper nouns, with a leading honorific."""
    runs, i = [], 0
    while i < len(doc):
        start = i
        while (after := _after_honorific(doc, i)) < len(doc) and after > i and _is_name_token(doc[after]):
            i = after
        j = i
        while j < len(doc) and _is_name_token(doc[j]) and doc[j].pos_ in ("PROPN", "NOUN", "ADJ") and (
                j == i or _continues_name(doc[j - 1], doc[j])):
            j += 1
        if j > i and any(doc[k].pos_ == "PROPN" for k in range(i, j)):
            runs.append(doc[_with_title(doc, i):j])
            i = j
        else:
            i = start + 1
    return runs


def _place_words(doc: Doc) -> NameEvidence:
    """How often each name is a place: tagged as one, or the object of `in`, `near`, `through`..."""
    places = NameEvidence()
    for e in doc.ents:
        if e.label_ in NOT_PERSON_LABELS:
            places.add(e.text, tagged=True)
    for token in doc:
        if token.pos_ != "PROPN":
            continue
        preposition = token.head if token.dep_ == "pobj" else None
        located = preposition is not None and (preposition.lower_ in LOCATIVE_PREPOSITIONS or (
            preposition.lower_ == "at" and preposition.head.lemma_ not in AIMED_VERBS) or (
            preposition.lower_ == "to" and _journey(preposition)))
        modifies_group = token.dep_ == "compound" and token.head.tag_ == "NNS"  # `the Raveloe lasses`
        if located or modifies_group:
            places.add(token.text, tagged=False)
    return places


def _journey(preposition) -> bool:
    """`to` after a journey: `rode to`, `walked back to` (the verb, or the adverb it takes)."""
    verb = preposition.head.head if preposition.head.pos_ == "ADV" else preposition.head
    return verb.lemma_ in JOURNEY_VERBS


_OPENERS = frozenset({'"', "“", "‘", "'", "(", "--", "—", "_"})
_CLOSERS = frozenset({"!", "?", ".", "”", "’"})  # may end a sentence the parser runs on (`…!”  Bang! goes`)
_BEFORE_AN_OPENING = _OPENERS | _CLOSERS


def _opens_sentence(token) -> bool:
    """The first word of a sentence or of a quotation, or one that may be."""
    before = next((t for t in reversed(token.doc[:token.i]) if not t.is_space), None)
    return token.is_sent_start or (before is not None and before.text in _BEFORE_AN_OPENING)


def _gerund(word: str) -> bool:
    """A verb's -ing form ("Riding", "Running", "Dancing"), as the English model knows its verbs, or a
    dialect's -in form ("Thinkin")."""
    lower = word.lower()
    stem = lower.removesuffix("ing") if lower.endswith("ing") else lower.removesuffix("in")  # "Thinkin"
    if len(stem) < (3 if lower.endswith("ing") else 4) or stem == lower:  # not `Robin`
        return False
    undoubled = stem[:-1] if stem[-1] == stem[-2] else stem  # "running"
    return bool({stem, stem + "e", undoubled} & english_verbs())


def _capitalised_common_words(doc: Doc) -> set[str]:
    """Words capitalised only where a sentence opens and written in lowercase elsewhere in the text, or a
    verb's -ing form: `Riding was an indulgence`, `Report said`, `Nay`, and words in capitals (`CHAPTER`)
    written in lowercase elsewhere. A name is capitalised wherever it stands."""
    lower: set[str] = set()
    opening: set[str] = set()
    inside: set[str] = set()
    capitals: set[str] = set()  # `CHAPTER`, `LETTER` in headings
    for t in doc:
        if t.is_lower:
            lower.add(t.lower_)
        elif t.text[:1].isupper():
            (opening if _opens_sentence(t) else inside).add(t.text)
            if t.is_upper and len(t) > 1:
                capitals.add(t.text)
    return {w for w in (opening - inside) | capitals if w.lower() in lower or _gerund(w)}


# lowercase inside a name the model tags whole: `Lady Catherine de Bourgh`, `Ludwig van Beethoven`
_NAME_PARTICLES = frozenset("de du da di del della der van von ten ter".split())


def _name_particle(token) -> bool:
    return token.text in _NAME_PARTICLES and 0 < token.i and token.i + 1 < len(token.doc) \
        and _is_name_token(token.doc[token.i - 1]) and _is_name_token(token.doc[token.i + 1])


@dataclass
class NameUses:
    """What a text says of its names: how often each reads as a person's, how often as a place's."""

    seeds: list[Span]  # the spans that are persons on their own evidence
    person: NameEvidence
    place: NameEvidence


def name_uses(doc: Doc) -> NameUses:
    weighted = _seed_spans(doc)
    person_words = NameEvidence()
    for s, tagged in weighted:
        person_words.add(s.text, tagged)
        for t in s:
            if _is_name_token(t) and not honorific(t.text):
                person_words.add(t.text, tagged)
    return NameUses([s for s, _ in weighted], person_words, _place_words(doc))


def find_person_mentions(doc: Doc, uses: NameUses | None = None) -> list[NameMention]:
    """Every proper-name mention of a person in `doc`, as non-overlapping character spans (`uses`: what
    `name_uses` found in it, if done already)."""
    uses = uses or name_uses(doc)
    seeds, person_words, place_words = uses.seeds, uses.person, uses.place
    common = _capitalised_common_words(doc)
    written = Counter(t.text for t in doc)
    chosen: dict[int, Span] = {}
    for span in [*seeds, *_candidate_runs(doc)]:
        if _after_article(doc, span):
            continue
        core = [t.text for t in span if not _is_title_part(t) and not _name_particle(t)]
        if not core or not all(person_words.weight(w) > place_words.weight(w) for w in core):
            continue
        if (len(span) == 1 and (span.text in common or _a_lone_tag(span.text, person_words, written))
                or any(w.isupper() and w in common for w in core)):
            continue
        if place_words.weight(span.text) and place_words.weight(span.text) >= person_words.weight(span.text):
            continue
        overlapping = [k for k, s in chosen.items() if s.start < span.end and span.start < s.end]
        if all(len(chosen[k]) < len(span) for k in overlapping):
            for k in overlapping:
                del chosen[k]
            chosen[span.start] = span
    return [NameMention(s.start_char, s.end_char, s.text) for s in sorted(chosen.values(), key=lambda s: s.start)]


def _a_lone_tag(word: str, person_words: NameEvidence, written: Counter[str]) -> bool:
    """Whether a word alone, written once in the text, is a person's only by the model's tag, with nothing the
    text says of it, and is no given name: a one-off tagging error more often than a name (a cry opening a
    speech, `“Calm down”`, a dish on a menu, `Lobster`, a place, `Harrogate`). A name the model tags once of
    many times it is written (`Bartleby`) stays one."""
    # (a tagged word alone counts twice: as the span and as its word)
    return written[word] == 1 and person_words.weight(word) <= 2 * TAG_WEIGHT and not is_given_name(word)


@dataclass
class Character:
    name: str
    aliases: set[str]


def name_gender(name: str) -> str | None:
    """The gender a name itself tells: its title's (`Mrs. Hawkins`), else a given name's before a surname
    (`Jim Hawkins`). A lone word may be a surname (`Gray`), so it tells none."""
    core, titled = name_core(name)
    return titled or (usual_gender(name) if len(core) > 1 else None)


# before a surname, `Lady` is a knight's or a lord's wife (`Lady Lucas`), not the daughter (`Miss Lucas`)
MARRIED, UNMARRIED = frozenset({"mrs", "madame", "lady"}), frozenset({"miss", "mademoiselle"})
RANKS = frozenset({"captain", "colonel", "major", "general", "admiral", "lieutenant", "sergeant", "reverend", "rev",
                   "dr", "doctor", "professor"})  # a husband's, beside a wife's title (`Colonel Forster`, `Mrs.
# Forster`; `Reverend Bute Crawley`, `Mrs. Bute Crawley`)
KIN_TITLES = frozenset({"aunt", "uncle"})  # what the family calls someone, not what the world does
# a sovereign's, before a given name alone (`King George`): no commoner's who shares it (`George Merry`)
ROYAL_TITLES = frozenset({"king", "queen", "prince", "princess"})


def may_be_one(names: list[str], others: list[str]) -> bool:
    """Whether two sets of names may be one person's. Not when they tell two genders (`Mrs. Hawkins`, `Jim
    Hawkins`), nor `Miss` and `Mrs.` before one name, nor two full names that differ in the given name
    (`Adela Varens`, `Celine Varens`) or, after one given name, in a man's surname (`Tom Redruth`, `Tom
    Morgan`; a woman may take her husband's: `Lydia Bennet`, `Lydia Wickham`), nor `Mr.` and `Master` before one
    name (a father and his son), nor a family name alone and a woman's full name (`Beaufort`, `Caroline
    Beaufort`: a woman is not called by it), nor two full names of which
    neither holds the other (`Injun Joe`, `Joe Harper`), nor a name with a kinship title and the same name
    with another title or in full (`Aunt March`, `Mrs. March`; `Uncle Reed`, `John Reed`), nor a wife's title
    and a man's rank before one name (`Mrs. Forster`, `Colonel Forster`), nor a sovereign and one with a
    surname (`King George`, `George Merry`). A given name is one the census lists or one the names use alone
    (`Hindley`, `Miss Jemima`: `Hindley Earnshaw` is not `Hareton Earnshaw`, called `Hareton`), and pet names
    are their given name's (`Jos Sedley` and `Joe Sedley` may be `Joseph Sedley`)."""
    genders = {g for n in names + others if (g := name_gender(n))}
    alone = {core[0] for n in names + others if len(core := _core_and_title(n)[0]) == 1}
    return len(genders) < 2 and not any(_two_people(a, b, "f" in genders, alone) for a in names for b in others)


def _two_people(name: str, other: str, a_woman: bool, alone: set[str]) -> bool:
    (core, title), (other_core, other_title) = _core_and_title(name), _core_and_title(other)
    if (title in KIN_TITLES) != (other_title in KIN_TITLES) and (title and other_title or core != other_core):
        return True
    if (title in ROYAL_TITLES) != (other_title in ROYAL_TITLES) and max(len(core), len(other_core)) > 1:
        return True
    titles = {title, other_title}
    # a wife and a daughter of one family (`Mrs. Westenra`, `Miss Lucy Westenra`; `Miss Adela` and `Mademoiselle
    # Adela` are one girl)
    if core[-1:] == other_core[-1:] and {t in MARRIED for t in titles if t in MARRIED | UNMARRIED} == {True, False}:
        return True
    if core == other_core:  # a wife and her husband, or a father and his young son (`Mr. Reed`, `Master Reed`)
        return bool(titles & MARRIED and titles & RANKS) or titles == {"mr", "master"} or _not_her_own(
            titles, core) or _young_and_wed(name, other)
    if len(core) < 2 or len(other_core) < 2:  # a family name alone, untitled, is a man's (`Beaufort`, Caroline
        # Beaufort's father)
        return (_surname_of_a_woman(title, core, other_core, other)
                or _surname_of_a_woman(other_title, other_core, core, name))
    if core[0] == other_core[0]:
        return core[-1] != other_core[-1] and not a_woman
    if core[-1] == other_core[-1]:
        first, other_first = core[0], other_core[0]
        return all(word in alone or is_given_name(word) for word in (first, other_first)) and not \
            _pet_names_of_one(first, other_first, alone)
    # full names sharing a word elsewhere, neither holding the other (`Injun Joe`, `Joe Harper`)
    return not (set(core) <= set(other_core) or set(other_core) <= set(core))


def _pet_names_of_one(first: str, other: str, given: set[str]) -> bool:
    """Whether two first names may be one person's: one the other's pet name (`Jos`, `Joseph`), or both of
    one of the `given` names (`Jos` and `Joe`, both Joseph's)."""
    return pet_name_of(first, other) or pet_name_of(other, first) or any(
        pet_name_of(first, name) and pet_name_of(other, name) for name in given)


def _young_and_wed(name: str, other: str) -> bool:
    """Whether one of two names of a family is its young one's (`young Hurstwood`, a son) and the other a wife's
    (`Mrs. Hurstwood`). (Not a husband's: `young Ladislaw` is `Mr. Ladislaw`, though `young Vincy` is not.)"""
    young = [n for n in (name, other) if n.split()[0].casefold() == "young" and name_title(n) is None]
    return len(young) == 1 and name_title(other if young[0] == name else name) in MARRIED


def _not_her_own(titles: set[str | None], core: tuple[str, ...]) -> bool:
    """Whether a name untitled and the same name with a woman's title are two people: a wife's title before a
    full name is a wife called by her husband's name (`Mrs. Newland Archer`, `Newland Archer`), a woman's title
    before a family name alone the wife or daughter of the man the narration calls so (`Mrs. Belding`, `Miss
    Belding`, `Belding`); unless the given name is a woman's (`Mrs. Rachel Lynde`, `Miss Elizabeth`)."""
    hers = MARRIED if len(core) > 1 else MARRIED | UNMARRIED
    return bool(core) and None in titles and bool(titles & hers) and usual_gender(" ".join(core).title()) != "f"


def _surname_of_a_woman(title: str | None, core: tuple[str, ...], full_core: tuple[str, ...], full: str) -> bool:
    """Whether a name (its `title` and `core`) is a family name alone, with no title, and `full` (whose core is
    `full_core`) a woman's full name that ends in it, by her given name or her title (`Mrs. Joe Gargery`)."""
    return title is None and len(core) == 1 and len(full_core) > 1 and core[0] == full_core[-1] \
        and "f" in (usual_gender(full), name_gender(full))


def _core_and_title(name: str) -> tuple[tuple[str, ...], str | None]:
    """A name's words, folded, without titles or an epithet before them (`Long John` is `John`), nor a common
    word the tagger took in with them (`Towards Joe`)."""
    return tuple(w.casefold() for w in plain_core(name)), name_title(name)


def plain_core(name: str) -> tuple[str, ...]:
    """A name's words without titles, an epithet or a common word before them (`Poor Dick` is `Dick`)."""
    core = list(name_core(name)[0])
    while len(core) > 1 and (core[0].casefold() in EPITHETS or core[0].casefold() in STOP_WORDS):
        core.pop(0)
    return tuple(core)


@cache
def _pet_names() -> NickNamer:
    return NickNamer()


def pet_name_of(pet: str, given: str) -> bool:
    """Whether `pet` is a shorter name `given` is called by at home (`Lizzy`, `Eliza` for Elizabeth; `Tommy`
    for Thomas; `Pip` for Philip), per the `nicknames` package's lists."""
    return len(pet) < len(given) and pet.casefold() in _pet_names().nicknames_of(given)


_FONDER = re.compile(r"(?:y|ie|ey)$")  # what makes a pet name fonder (`Bill`, `Billy`)


def fonder_form(name: str, other: str) -> bool:
    """Whether one of two given names is the other made fonder, both pet names of one given name (`Billy` and
    `Bill` of William, `Tommy` and `Tom` of Thomas, `Annie` and `Ann`); not two of one name unlike in form
    (`Nancy` and `Annie`), each as often another's."""
    short, fond = sorted((name, other), key=len)
    stem = _FONDER.sub("", fond)
    return stem in (short, short + short[-1:]) and stem != fond and bool(
        _pet_names().canonicals_of(short) & _pet_names().canonicals_of(fond))


def cluster_names(names: Counter[str], called: list[tuple[str, str]] = ()) -> list[Character]:
    """Group person names into characters, longest names first.

    A shorter name joins the longer one whose core words contain its own when
    they may be one person's (see `may_be_one`: `Mrs. Hawkins` is not `Jim
    Hawkins`), a given name the one it is a man's or a woman's name of;
    `X, called Y` adds Y to X.
    """
    characters: list[Character] = []
    by_core: dict[str, list[Character]] = defaultdict(list)
    for name in sorted(names, key=lambda n: (-len(name_core(n)[0]), -names[n], n)):
        core = name_core(name)[0]
        matches = [c for c in {id(c): c for w in core for c in by_core[w]}.values()
                   if set(core) <= set(name_core(c.name)[0]) and may_be_one([name], [c.name, *c.aliases])]
        if len(matches) > 1 and (given := usual_gender(name)):  # `Joe` is Joe Gargery, not Mrs. Joe Gargery
            matches = [c for c in matches if given in map(name_gender, [c.name, *c.aliases])] or matches
        if len(matches) == 1 or (matches and len({c.name for c in matches}) == 1):
            target = matches[0]
            target.aliases.add(name)
        else:
            target = Character(name=name, aliases=set())
            characters.append(target)
        for w in core:
            by_core[w].append(target)
    for full, nick in called:
        owner = next((c for c in characters if full == c.name or full in c.aliases), None)
        nick_owner = next((c for c in characters if nick == c.name or nick in c.aliases), None)
        if owner and nick_owner and owner is not nick_owner:
            owner.aliases |= {nick_owner.name, *nick_owner.aliases}
            characters.remove(nick_owner)
    return characters


def nickname_of_someone(text: str, mention: NameMention) -> bool:
    """Whether the mention is what someone told only by a pronoun is called (`called her 'Miss Tranquility'`)."""
    return bool(_NICKNAMED.search(text, max(0, mention.start - 60), mention.start))


def called_pairs(doc: Doc, mentions: list[NameMention]) -> list[tuple[str, str]]:
    """(`Philip Pirrip`, `Pip`) from `Philip Pirrip, called Pip` and the like."""
    pairs, text = [], doc.text  # doc.text is rebuilt from the tokens on every access
    for a, b in zip(mentions, mentions[1:]):
        if _CALLED.match(text[a.end:b.start]):
            pairs.append((a.text, b.text))
    return pairs
