MATCH (w:Waiver {project: $project})
RETURN w.conflict_id AS conflict_id, w.reason AS reason, w.created_at AS created_at
