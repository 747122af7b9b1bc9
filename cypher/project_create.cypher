MERGE (p:Project {name: $name})
  ON CREATE SET p.lang = $lang, p.narrator = $narrator, p.created_at = $created_at, p.tension = null
