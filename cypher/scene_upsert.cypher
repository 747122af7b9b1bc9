MERGE (s:Scene {project: $project, chapter: $chapter, scene: $scene})
SET s.revision = $revision, s.text_hash = $text_hash, s.title = $title, s.text = $text,
    s.recorded_at = $recorded_at
