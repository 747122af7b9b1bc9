"""Benchmarks and quality evaluations; each writes its figures to BENCHMARKS.md."""
