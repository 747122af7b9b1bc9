MATCH (p:Project {name: $name})
RETURN p.name AS name, p.lang AS lang, p.narrator AS narrator, p.created_at AS created_at, p.tension AS tension
