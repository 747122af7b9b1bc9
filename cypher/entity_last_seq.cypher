MATCH (e:Entity {project: $project}) RETURN coalesce(max(e.seq), 0) AS seq
