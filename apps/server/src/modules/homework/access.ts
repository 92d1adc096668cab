// Who reaches a homework: staff through the class scope (a trainer the classes they train, a teacher their
// institution's, the admin all), a student through their enrolment in the class. Outside, it does not exist (404).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { classes, enrolments } from '@/db/schema/classes.ts';
import { homeworks } from '@/db/schema/homework.ts';
import { notFound } from '@/lib/errors.ts';
import { classScope } from '@/modules/classes/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export type Runner = Db | Tx;

/** Homework rows (joined with their class) the actor may reach. */
export function homeworkScope(actor: Actor): SQL {
  if (actor.role !== 'student') return classScope(actor);
  return sql`exists (select 1 from ${enrolments} where ${enrolments.classId} = ${homeworks.classId} and ${enrolments.userId} = ${actor.userId})`;
}

export type HomeworkRecord = typeof homeworks.$inferSelect & { className: string };

/** The homework if the actor may reach it, else 404. */
export async function reachHomework(db: Runner, actor: Actor, id: number): Promise<HomeworkRecord> {
  const [row] = await db
    .select({ homework: homeworks, className: classes.name })
    .from(homeworks)
    .innerJoin(classes, eq(classes.id, homeworks.classId))
    .where(and(eq(homeworks.id, id), homeworkScope(actor)));
  if (!row) throw notFound();
  return { ...row.homework, className: row.className };
}
