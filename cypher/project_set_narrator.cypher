MATCH (p:Project {name: $name}) SET p.narrator = $value
