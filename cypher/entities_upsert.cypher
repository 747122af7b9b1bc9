UNWIND $rows AS row
MERGE (e:Entity {project: $project, id: row.id})
SET e.name = row.name, e.kind = row.kind, e.aliases = row.aliases, e.details = row.details,
    e.seq = $first_seq + row.n
