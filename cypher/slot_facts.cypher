// The facts of the given slots that a change at or after $since can touch.
UNWIND $slots AS slot
MATCH (f:Fact {project: $project, slot: slot})
WHERE f.from_key >= $since OR f.to_key IS NULL OR f.to_key >= $since
RETURN f {.*} AS row
