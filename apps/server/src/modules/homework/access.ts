// Who reaches a homework: staff through the class scope (a trainer the classes they train, a teacher their
// institution's, the admin all), a student through their enrolment in the class. Outside, it does not exist (404).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { homeworks } from '@/db/schema/homework.ts';
import { notFound } from '@/lib/errors.ts';
import { classNameOf, enrolledIn, inClassScope } from '@/modules/classes/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export type Runner = Db | Tx;

/** Homework rows the actor may reach: of the classes they see, or (a student) of the classes they are enrolled in. */
export function homeworkScope(actor: Actor): SQL {
  if (actor.role !== 'student') return inClassScope(actor, homeworks.classId);
  return enrolledIn(actor.userId, homeworks.classId);
}

/** The name of the homework's class, beside homework rows. */
export const homeworkClassName = sql<string>`${classNameOf(homeworks.classId)}`;

export type HomeworkRecord = typeof homeworks.$inferSelect & { className: string };

/** The homework if the actor may reach it, else 404. */
export async function reachHomework(db: Runner, actor: Actor, id: number): Promise<HomeworkRecord> {
  const [row] = await db
    .select({ homework: homeworks, className: homeworkClassName })
    .from(homeworks)
    .where(and(eq(homeworks.id, id), homeworkScope(actor)));
  if (!row) throw notFound();
  return { ...row.homework, className: row.className };
}
