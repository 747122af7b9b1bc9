MATCH (r:Report {project: $project})
RETURN r.report AS report
ORDER BY r.checked_at DESC
LIMIT $limit
