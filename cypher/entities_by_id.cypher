UNWIND $ids AS id
MATCH (e:Entity {project: $project, id: id})
RETURN e.id AS id, e.name AS name, e.kind AS kind, e.aliases AS aliases, e.details AS details
