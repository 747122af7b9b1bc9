"""Text in, facts out: decoding and splitting manuscripts into scenes, and the
extractors that turn each scene into typed `Fact`s with quoted evidence.

Every extractor implements `extractors.base.Extractor`; nothing here writes
to a store.
"""
