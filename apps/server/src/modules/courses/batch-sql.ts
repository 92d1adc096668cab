// Raw SQL text on the catalogue's tables for other domains' pipelined statements (db/pipeline.ts: prepared text, not
// Drizzle), so those statements name no course table themselves (the data boundary, scripts/boundaries.ts).

/**
 * The lessons the int[] `ids` names, one row each: lesson_id, lesson_kind, lesson_course, duration_seconds and
 * study_face_check (of its course).
 */
export const lessonFactsSql = (ids: string) =>
  `select cl.id as lesson_id, cl.kind as lesson_kind, cl.course_id as lesson_course, cl.duration_seconds,
        co.study_face_check
      from course_lessons cl join courses co on co.id = cl.course_id
      where cl.id = any(${ids})`;

/** The ids of those of the lessons `ids` names whose course asks for face checks while studying. */
export const faceCheckedLessonsSql = (ids: string) =>
  `select cl.id from course_lessons cl join courses co on co.id = cl.course_id
            where cl.id = any(${ids}) and co.study_face_check = 1`;
