// The highest revision a source has reached, by its facts (live or retracted) or its scene.
OPTIONAL MATCH (f:Fact {project: $project, src_key: $src_key})
WITH max(f.revision) AS live
OPTIONAL MATCH (r:RetractedFact {project: $project, src_key: $src_key})
WITH live, max(r.revision) AS retracted
OPTIONAL MATCH (s:Scene {project: $project, chapter: $chapter, scene: $scene})
RETURN coalesce(live, 0) AS live, coalesce(retracted, 0) AS retracted, coalesce(s.revision, 0) AS scene
