"""The story graph: the fact model, the stores that keep facts over story time,
and the temporal queries over them.

Data flows one way: `extractors/` turn text into `Fact`s, this package keeps
and queries them, `api/` shows them to people and programs.
"""
