MATCH (f:Fact {project: $project}) RETURN count(f) AS n
