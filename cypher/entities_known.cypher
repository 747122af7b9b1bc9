// The stored form of the given entities, and the cast's last position (entities keep the order of their writes).
OPTIONAL MATCH (last:Entity {project: $project})
WITH coalesce(max(last.seq), 0) AS seq
OPTIONAL MATCH (e:Entity {project: $project}) WHERE e.id IN $ids
RETURN seq, collect(e {.id, .name, .kind, .aliases, .details}) AS known
