// Start a source's new revision: retract its live facts (relabelled, so they leave every live query but stay
// on record) and say which revision comes next (past any of its facts', live or retracted, and its scene's).
OPTIONAL MATCH (r:RetractedFact {project: $project, src_key: $src_key})
WITH coalesce(max(r.revision), 0) AS retracted
OPTIONAL MATCH (s:Scene {project: $project, chapter: $chapter, scene: $scene})
WITH retracted, coalesce(s.revision, 0) AS scene
OPTIONAL MATCH (f:Fact {project: $project, src_key: $src_key})
WITH retracted, scene, coalesce(max(f.revision), 0) AS live, collect(f) AS facts
FOREACH (f IN facts | SET f.retracted_at = $retracted_at REMOVE f:Fact SET f:RetractedFact)
RETURN reduce(top = retracted, r IN [scene, live] | CASE WHEN r > top THEN r ELSE top END) + 1 AS revision,
       size(facts) AS retracted,
       [f IN facts WHERE f.slot IS NOT NULL | [f.slot, f.from_ch, f.from_sc]] AS slotted
