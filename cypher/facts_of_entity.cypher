// As facts.cypher, for the facts naming one entity (as subject, object or receiver), seeking by index.
CALL {
  MATCH (f:Fact {project: $project, subject: $entity}) RETURN f
  UNION
  MATCH (f:Fact {project: $project, object: $entity}) RETURN f
  UNION
  MATCH (f:Fact {project: $project, receiver: $entity}) RETURN f
}
WITH f
WHERE ($as_of IS NULL OR (f.from_key <= $as_of AND (f.to_key IS NULL OR f.to_key > $as_of)))
  AND ($as_of IS NOT NULL OR $include_closed OR f.to_key IS NULL)
RETURN f {.*} AS row
ORDER BY f.from_key, f.evidence_start, f.kind, f.id
