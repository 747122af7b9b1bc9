// Keep a check report, and only the newest $kept of the project.
CREATE (:Report {project: $project, checked_at: $checked_at, report: $report})
WITH 1 AS done
MATCH (r:Report {project: $project})
WITH r ORDER BY r.checked_at DESC
SKIP $kept
DELETE r
