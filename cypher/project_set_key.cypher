// The hash of the project's API key (api.access); the key itself is never stored.
MATCH (p:Project {name: $name}) SET p.key_hash = $value
