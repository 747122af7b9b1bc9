// The cast in the order entities were last written (as the embedded store keeps it).
MATCH (e:Entity {project: $project})
RETURN e.id AS id, e.name AS name, e.kind AS kind, e.aliases AS aliases, e.details AS details, e.seq AS seq
ORDER BY e.seq
