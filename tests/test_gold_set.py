"""The hand-written gold set is sound: every passage is found in its novel, every quote inside its passage."""

import pytest

from bench.gold_facts import DATA, HERE, load, passage_text
from tests.conftest import needs_shared_data


@needs_shared_data()
@pytest.mark.parametrize("path", sorted(HERE.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_gold_quote_lies_in_its_passage(path):
    gold = load(path)
    text = (DATA / gold.book).read_text(encoding="utf-8")
    for passage in gold.passages:
        assert passage_text(text, passage)  # raises on a passage not found or a quote outside it
