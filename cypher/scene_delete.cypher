MATCH (s:Scene {project: $project, chapter: $chapter, scene: $scene}) DELETE s
