MATCH (f:Fact {project: $project})
RETURN f {.*} AS row
ORDER BY f.src_key, f.from_key, f.evidence_start, f.kind, f.id
