UNWIND $rows AS row
MATCH (f:Fact {project: $project, id: row.id})
SET f.to_ch = row.to_ch, f.to_sc = row.to_sc, f.to_key = row.to_key
