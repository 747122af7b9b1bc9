// Retract one source's live facts: relabel them, so they leave every live query but stay on record.
MATCH (f:Fact {project: $project, src_key: $src_key})
SET f.retracted_at = $retracted_at
REMOVE f:Fact
SET f:RetractedFact
RETURN f.slot AS slot, f.from_ch AS from_ch, f.from_sc AS from_sc
