"""The Neo4j store's Cypher: one parameterised query per `.cypher` file, loaded by name.

Nothing here is built from user text; every value travels as a parameter.
`schema.cypher` holds several statements separated by semicolons; every other
file is one statement. Facts are nodes (a fact carries an interval, evidence
and a revision, more than an edge should); live facts are labelled `Fact`,
retracted ones `RetractedFact`, so every query on `Fact` sees only live ones.
Story positions are stored as one sortable key, chapter * 1,000,000 + scene.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files


@cache
def query(name: str) -> str:
    """The text of `cypher/<name>.cypher`."""
    return files(__package__).joinpath(f"{name}.cypher").read_text(encoding="utf-8")


def statements(name: str) -> list[str]:
    """A multi-statement file, split on the semicolons that end its statements (comment lines dropped)."""
    text = "\n".join(line for line in query(name).splitlines() if not line.lstrip().startswith("//"))
    return [s.strip() for s in text.split(";") if s.strip()]
