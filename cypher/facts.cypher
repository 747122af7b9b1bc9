// Live facts true at $as_of (a position key); with no $as_of, the open ones, or all with $include_closed.
MATCH (f:Fact {project: $project})
WHERE ($as_of IS NULL OR (f.from_key <= $as_of AND (f.to_key IS NULL OR f.to_key > $as_of)))
  AND ($as_of IS NOT NULL OR $include_closed OR f.to_key IS NULL)
RETURN f {.*} AS row
ORDER BY f.from_key, f.evidence_start, f.kind, f.id
