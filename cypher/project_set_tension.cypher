// The project's pressure model, as a JSON document (graph.model.TensionSettings).
MATCH (p:Project {name: $name}) SET p.tension = $value
