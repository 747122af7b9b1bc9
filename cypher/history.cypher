// Live facts starting before $before, of the given kinds (all when null).
MATCH (f:Fact {project: $project})
WHERE f.from_key < $before AND ($kinds IS NULL OR f.kind IN $kinds)
RETURN f {.*} AS row
ORDER BY f.from_key, f.evidence_start, f.kind, f.id
