MERGE (w:Waiver {project: $project, conflict_id: $conflict_id})
SET w.reason = $reason, w.created_at = $created_at
