MATCH (p:Project) RETURN p.name AS name ORDER BY name
