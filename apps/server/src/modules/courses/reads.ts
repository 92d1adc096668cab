// What other domains read of the courses, without their table: a course's name beside their rows.
import { sql } from 'drizzle-orm';
import { outer, type Ref } from '@/db/refs.ts';
import { courses } from '@/db/schema/courses.ts';

/** The Chinese name of the course `id` names (null when none). */
export const courseNameOf = (id: Ref) =>
  sql<string | null>`(select c.name from ${courses} c where c.id = ${outer(id)})`;

/** The English name of the course `id` names ('' when it has none, null when no course). */
export const courseNameEnOf = (id: Ref) =>
  sql<string | null>`(select c.name_en from ${courses} c where c.id = ${outer(id)})`;

/** Whether the course `id` names asks for a face photograph in live sessions (0 or 1; null when no course). */
export const courseLiveFacePhotographOf = (id: Ref) =>
  sql<number | null>`(select c.live_face_photograph from ${courses} c where c.id = ${outer(id)})`;
