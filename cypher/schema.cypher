// Constraints and indexes; every node carries its project, and every lookup starts from it.
CREATE CONSTRAINT project_name IF NOT EXISTS FOR (p:Project) REQUIRE p.name IS UNIQUE;
CREATE CONSTRAINT project_key IF NOT EXISTS FOR (p:Project) REQUIRE p.key_hash IS UNIQUE;
CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (e:Entity) REQUIRE (e.project, e.id) IS UNIQUE;
CREATE CONSTRAINT scene_key IF NOT EXISTS FOR (s:Scene) REQUIRE (s.project, s.chapter, s.scene) IS UNIQUE;
CREATE CONSTRAINT waiver_key IF NOT EXISTS FOR (w:Waiver) REQUIRE (w.project, w.conflict_id) IS UNIQUE;
CREATE INDEX fact_id IF NOT EXISTS FOR (f:Fact) ON (f.project, f.id);
CREATE INDEX fact_source IF NOT EXISTS FOR (f:Fact) ON (f.project, f.src_key);
CREATE INDEX fact_slot IF NOT EXISTS FOR (f:Fact) ON (f.project, f.slot);
CREATE INDEX fact_time IF NOT EXISTS FOR (f:Fact) ON (f.project, f.from_key);
CREATE INDEX fact_subject IF NOT EXISTS FOR (f:Fact) ON (f.project, f.subject);
CREATE INDEX fact_object IF NOT EXISTS FOR (f:Fact) ON (f.project, f.object);
CREATE INDEX fact_receiver IF NOT EXISTS FOR (f:Fact) ON (f.project, f.receiver);
CREATE INDEX retracted_source IF NOT EXISTS FOR (f:RetractedFact) ON (f.project, f.src_key);
CREATE INDEX report_time IF NOT EXISTS FOR (r:Report) ON (r.project, r.checked_at);
