MATCH (s:Scene {project: $project})
WHERE $chapter IS NULL OR s.chapter = $chapter
RETURN s.chapter AS chapter, s.scene AS scene, s.title AS title, s.text AS text, s.revision AS revision,
       s.text_hash AS text_hash, s.recorded_at AS recorded_at
ORDER BY chapter, scene
