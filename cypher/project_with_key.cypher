// The project an API key opens, by the key's hash.
MATCH (p:Project {key_hash: $key_hash}) RETURN p.name AS name
