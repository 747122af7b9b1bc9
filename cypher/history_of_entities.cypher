// As history.cypher, for the facts naming any of $entities, seeking by index: what a check reads.
CALL {
  MATCH (f:Fact {project: $project}) WHERE f.subject IN $entities RETURN f
  UNION
  MATCH (f:Fact {project: $project}) WHERE f.object IN $entities RETURN f
  UNION
  MATCH (f:Fact {project: $project}) WHERE f.receiver IN $entities RETURN f
}
WITH f
WHERE f.from_key < $before AND ($kinds IS NULL OR f.kind IN $kinds)
RETURN f {.*} AS row
ORDER BY f.from_key, f.evidence_start, f.kind, f.id
