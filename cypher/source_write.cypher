// Everything one source writes, in one round trip: its entities, its scene (none for the bible), its facts.
CALL {
  UNWIND $entities AS row
  MERGE (e:Entity {project: $project, id: row.id})
  SET e.name = row.name, e.kind = row.kind, e.aliases = row.aliases, e.details = row.details, e.seq = row.seq
}
CALL {
  UNWIND $scenes AS row
  MERGE (s:Scene {project: $project, chapter: row.chapter, scene: row.scene})
  SET s.revision = row.revision, s.text_hash = row.text_hash, s.title = row.title, s.text = row.text,
      s.recorded_at = row.recorded_at
}
CALL {
  UNWIND $facts AS row
  CREATE (f:Fact)
  SET f = row
}
