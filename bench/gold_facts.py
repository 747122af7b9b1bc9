"""Extracted facts against hand-annotated gold facts: precision and recall per kind.

Each file in `bench/gold/` names a novel from `../shared/data`, a bible (what a
writer would give: the main names, items, places, threads) and passages, each
given by its first and last words. A passage is ingested through the service
as one chapter, with the extractor every project gets by default, and its
stored facts are compared with the gold ones.

How the gold was written (the rules an annotator follows):
- every fact the passage states outright, of every kind but `presence` and
  `rule`, about characters, items, places and threads the bible or the
  passage names (a person the text never names, "the boys", is left out);
- `present`: the named characters who act or speak in the passage; ones only
  remembered, mourned or spoken of are not present;
- relations use the project's predicates (`parent_of`, `sibling_of`,
  `spouse_of`, `loves`, `hates`, `trusts`, `protects`, `serves`, `mentor_of`,
  `attacks`, `threatens`, `rescues`, `betrays`, `deceives`, ...);
  possession uses `acquires`, `uses`, `loses`, `gives`, `destroyed`;
- a blow that kills is told by the `death` alone, not also as `attacks`
  (seventy-two of the first seventy-seven killings were written so);
- the quote is a piece of the sentence the fact is read from.

A predicted fact matches a gold one of the same kind, in the same passage,
when they name the same entities (the relation's direction normalised:
`child_of` is `parent_of` reversed, `spouse_of`, `sibling_of`, `ally_of`,
`enemy_of` and `kin_of` go both ways), the same predicate where the kind has
one that matters (possession, relation, attribute with its value, trait,
foreshadow) and the gold quote and the predicted evidence overlap; a gift
read with its receiver (`gives`, value `to`) also matches the receiver's
`acquires` of the thing, as the checker takes it to say. Presence
is scored per passage, as the set of characters present. The extraction
rules were not written from these passages.

`--extractor llm` (or `both`) scores the LLM extractor on the same gold,
through the endpoint LOREGRAPH_LLM_BASE_URL / LOREGRAPH_LLM_MODEL /
OPENAI_API_KEY name, and prints what it cost.

    python -m bench.gold_facts [--extractor rules|llm|both] [--write] [--show [--show-held-out]] [FILE.yaml ...]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

import yaml
from pydantic import BaseModel, Field, ValidationError

from api.service import Loregraph
from bench.report import table, write_section
from extractors.llm import LLMSettings
from extractors.merge import EXTRACTORS
from graph.bible import parse_bible
from graph.cast import Cast
from graph.model import ExtractionReport, Fact, FactKind, LLMUsage
from graph.store import open_store

HERE = Path(__file__).resolve().parent / "gold"
DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
# both ways: a `kin_of` fact's direction is its role's (the nephew's uncle), which the gold does not record
SYMMETRIC = frozenset({"spouse_of", "sibling_of", "ally_of", "enemy_of", "kin_of"})
SCORED = [k for k in FactKind if k not in (FactKind.rule, FactKind.pressure)]  # the gold has neither


class GoldError(Exception):
    """A gold file malformed, or off its novel: a fault of the gold, not of the extractor."""


class GoldFact(BaseModel):
    kind: FactKind
    subject: str | None = None
    predicate: str | None = None
    object: str | None = None
    value: str | int | None = None
    quote: str


class Passage(BaseModel):
    start: str
    end: str
    present: list[str] = Field(default_factory=list)
    facts: list[GoldFact] = Field(default_factory=list)


class GoldBook(BaseModel):
    book: str
    lang: str
    held_out: bool = False  # its misses never shown while rules are written; reported on its own
    bible: dict
    passages: list[Passage]


def _anchor(words: str) -> str:
    """An anchor matches across the book's line breaks, which may fall inside a Chinese word."""
    return r"\s*".join(re.escape(c) for c in _squash(words))


def passage_text(book_text: str, passage: Passage) -> str:
    m = re.search(_anchor(passage.start) + r".*?" + _anchor(passage.end), book_text, re.DOTALL)
    if m is None:
        raise GoldError(f"passage not found: {passage.start[:40]!r} … {passage.end[:40]!r}")
    # a quote outside its passage could never be matched: a fault of the gold, not of the extractor
    outside = [f.quote for f in passage.facts if _squash(f.quote) not in _squash(m[0])]
    if outside:
        raise GoldError(f"quotes outside the passage {passage.start[:40]!r}: {outside}")
    return m[0]


def key(kind: FactKind, subject: str | None, predicate: str | None, obj: str | None, value) -> tuple:
    """What must agree for two facts of a kind to be the same statement."""
    if kind == FactKind.relation:
        if predicate == "child_of":
            predicate, subject, obj = "parent_of", obj, subject
        if predicate in SYMMETRIC:
            subject, obj = sorted((subject or "", obj or ""))
        return kind, predicate, subject, obj
    if kind == FactKind.possession:
        return kind, predicate, subject, obj
    if kind == FactKind.location:
        return kind, subject, obj
    if kind == FactKind.attribute:
        return kind, predicate, subject, str(value).casefold()
    if kind == FactKind.trait:
        return kind, predicate, subject
    if kind == FactKind.foreshadow:
        return kind, predicate, obj
    return kind, subject


def gold_key(fact: GoldFact, cast: Cast) -> tuple:
    def ident(name: str | None) -> str | None:
        return None if name is None else cast.find(name) or f"?{name}"
    return key(fact.kind, ident(fact.subject), fact.predicate, ident(fact.object), fact.value)


def predicted_key(fact: Fact) -> tuple:
    value = fact.value if not isinstance(fact.value, dict) else None
    return key(fact.kind, fact.subject, fact.predicate, fact.object, value)


def received_key(fact: Fact) -> tuple | None:
    """A gift with its receiver (`gives`, value `to`) is also the receiver's `acquires` of the thing."""
    to = fact.value.get("to") if isinstance(fact.value, dict) else None
    return key(FactKind.possession, to, "acquires", fact.object, None) if fact.predicate == "gives" and to else None


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def overlaps(gold_quote: str, evidence_quote: str) -> bool:
    g, e = _squash(gold_quote), _squash(evidence_quote)
    return g in e or e in g


class Tally:
    """True positives, false positives and misses per (kind, language), with examples of each error."""

    def __init__(self):
        self.counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
        self.received: dict[tuple[str, str], int] = defaultdict(int)  # gold receivings a matched gift told too
        self.errors: list[str] = []
        self.llm: LLMUsage | None = None
        self.restated: dict[str, int] = defaultdict(int)  # per language: misses whose fact another quote matched
        self.elsewhere: dict[str, int] = defaultdict(int)  # ... and extras that are a missed fact, quoted elsewhere

    def note(self, extraction: ExtractionReport) -> None:
        """Add up what the LLM spent; its warnings join the errors `--show` prints."""
        self.errors += extraction.warnings
        if extraction.llm is None:
            return
        total = (self.llm or LLMUsage(model=extraction.llm.model)).model_dump()
        for field, value in extraction.llm.model_dump(exclude={"model"}).items():
            if value is not None:
                total[field] = (total[field] or 0) + value
        self.llm = LLMUsage.model_validate(total)

    def add(self, kind: str, lang: str, tp: int = 0, fp: int = 0, fn: int = 0) -> None:
        c = self.counts[kind, lang]
        c[0] += tp
        c[1] += fp
        c[2] += fn


def score_passage(tally: Tally, lang: str, label: str, passage: Passage, facts: list[Fact], cast: Cast) -> None:
    present = {cast.find(n) or f"?{n}" for n in passage.present}
    acting = {f.subject for f in facts if f.kind == FactKind.presence}
    tally.add("presence", lang, len(present & acting), len(acting - present), len(present - acting))
    for name in sorted(acting - present):
        first = next(f for f in facts if f.kind == FactKind.presence and f.subject == name)
        tally.errors.append(f"{label}: extra presence {cast.by_id[name].name} «{first.evidence.quote[:100]}»")
    for name in sorted(present - acting):
        tally.errors.append(f"{label}: missed presence {name}")
    unmatched = [f for f in facts if f.kind != FactKind.presence]
    found, missed, pending = set(), [], []
    for gold in passage.facts:
        wanted = gold_key(gold, cast)
        hit = next((f for f in unmatched if predicted_key(f) == wanted and overlaps(gold.quote, f.evidence.quote)),
                   None)
        if hit:
            unmatched.remove(hit)
            found.add(wanted)
            tally.add(gold.kind.value, lang, tp=1)
        else:
            pending.append((gold, wanted))
    for gold, wanted in pending:  # a gift to someone tells that they acquire the thing, as the checker reads it
        gift = next((f for f in facts if received_key(f) == wanted and overlaps(gold.quote, f.evidence.quote)), None)
        if gift:  # (a match for recall only where the gift matched its giving too: one fact read, not two)
            found.add(wanted)
            if gift in unmatched:
                unmatched.remove(gift)
                tally.add(gold.kind.value, lang, tp=1)
            else:
                tally.received[gold.kind.value, lang] += 1
        else:
            missed.append((wanted, f"{label}: missed {gold.kind.value} {gold.subject} {gold.predicate or ''} "
                                   f"{gold.object or ''} «{gold.quote}»"))
            tally.add(gold.kind.value, lang, fn=1)
    # a scene stores each fact once, with its first telling as the evidence: a later telling is missed
    tally.restated[lang] += sum(wanted in found for wanted, _ in missed)
    tally.errors += [line + (" (told again)" if wanted in found else "") for wanted, line in missed]
    # an extra that is a missed fact, read from another sentence of the passage than the gold quotes: counted
    # as both an extra and a miss, as the gold's quote asks
    unfound = {wanted for wanted, _ in missed} - found
    tally.elsewhere[lang] += sum(predicted_key(fact) in unfound for fact in unmatched)
    for fact in unmatched:
        tally.add(fact.kind.value, lang, fp=1)
        names = [cast.by_id[i].name if i in cast.by_id else i for i in (fact.subject, fact.object) if i]
        tally.errors.append(f"{label}: extra {fact.kind.value} {fact.predicate or ''} {' / '.join(names)} "
                            f"{fact.value or ''} «{fact.evidence.quote[:100]}»")


def load(path: Path) -> GoldBook:
    try:
        return GoldBook.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    except (UnicodeDecodeError, yaml.YAMLError, ValidationError) as err:
        raise GoldError(f"{path}: {err}") from err


def run_book(path: Path, gold: GoldBook, tally: Tally, extractor: str) -> int:
    text = (DATA / gold.book).read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        lore = Loregraph(open_store(tmp))
        lore.init_project("gold", gold.lang, parse_bible(gold.bible))
        for n, passage in enumerate(gold.passages, start=1):
            result = lore.ingest("gold", lore.plan("gold", passage_text(text, passage), chapter=n), extractor=extractor)
            tally.note(result.extraction)
        cast = lore.store.cast("gold")
        facts = lore.store.facts("gold", include_closed=True)
        lore.store.close()
    by_chapter: dict[int, list[Fact]] = defaultdict(list)
    for fact in facts:
        if fact.extractor != "bible" and fact.kind in SCORED:
            by_chapter[fact.evidence.chapter].append(fact)
    for n, passage in enumerate(gold.passages, start=1):
        score_passage(tally, gold.lang, f"{path.stem} #{n}", passage, by_chapter[n], cast)
    return sum(len(p.facts) + len(p.present) for p in gold.passages)


def ratio(a: int, b: int) -> str:
    return f"{a / b:.2f}" if b else "-"


def _cells(tp: int, fp: int, fn: int, received: int) -> list[str]:
    """Precision over the facts read, recall over the gold (which a gift matched may also fill as a receiving)."""
    found = tp + received
    return [f"{ratio(tp, tp + fp)} ({tp}/{tp + fp})", f"{ratio(found, found + fn)} ({found}/{found + fn})"]


def markdown(tally: Tally, n_gold: int) -> str:
    rows = []
    for kind in SCORED:
        cells = []
        for lang in ("en", "zh"):
            tp, fp, fn = tally.counts.get((kind.value, lang), [0, 0, 0])
            cells += _cells(tp, fp, fn, tally.received.get((kind.value, lang), 0))
        rows.append([kind.value, *cells])
    totals = []
    for lang in ("en", "zh"):
        tp, fp, fn = (sum(c[i] for (_, lg), c in tally.counts.items() if lg == lang) for i in range(3))
        totals += _cells(tp, fp, fn, sum(n for (_, lg), n in tally.received.items() if lg == lang))
    rows.append(["all kinds", *totals])
    return (table(["kind", "precision (en)", "recall (en)", "precision (zh)", "recall (zh)"], rows)
            + f"\n\n{n_gold} gold facts and presences; precision is matched / extracted, recall is matched / gold. "
            f"Of the misses, {tally.restated['en']} (en) and {tally.restated['zh']} (zh) tell again a fact that "
            "another quote of the same passage matched: a scene stores each fact once, from its first telling. "
            f"Of the extras, {tally.elsewhere['en']} (en) and {tally.elsewhere['zh']} (zh) are a missed fact read "
            "from another sentence of the passage than the one the gold quotes (not checked by hand).")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--write", action="store_true", help="write the figures into BENCHMARKS.md")
    parser.add_argument("--show", action="store_true",
                        help="print every miss and every extra fact of the development set")
    parser.add_argument("--show-held-out", action="store_true",
                        help="print the held-out set's too (once looked at, it is no longer held out)")
    parser.add_argument("--extractor", choices=EXTRACTORS, default="rules")
    args = parser.parse_args()
    try:
        result = run(args)
    except (OSError, GoldError) as err:
        parser.exit(2, f"gold_facts: {err}\n")
    print(result)
    if args.write:
        write_section("gold_facts" if args.extractor == "rules" else f"gold_facts_{args.extractor}", result)


def run(args: argparse.Namespace) -> str:
    """The figures as markdown, development set and held-out set each."""
    books = [(path, load(path)) for path in args.files or sorted(HERE.glob("*.yaml"))]
    sections = []
    for held_out, title in ((False, "Development set (seen while writing rules)"),
                            (True, "Held-out set (misses never shown while writing rules)")):
        files = [(path, gold) for path, gold in books if gold.held_out == held_out]
        if not files:
            continue
        tally = Tally()
        n_gold = sum(run_book(path, gold, tally, args.extractor) for path, gold in files)
        if args.show and (not held_out or args.show_held_out):
            print("\n".join(tally.errors))
        if tally.llm:
            print(f"{title}, LLM: {tally.llm.model_dump_json()}", file=sys.stderr)
        sections.append(f"{title}: {', '.join(path.stem for path, _ in files)}\n\n{markdown(tally, n_gold)}")
    result = "\n\n".join(sections)
    if args.extractor != "rules":
        result = f"Extractor: `{args.extractor}`, model `{LLMSettings().model}`.\n\n{result}"
    return result


if __name__ == "__main__":
    main()
