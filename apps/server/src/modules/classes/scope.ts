// Which classes a caller sees: the admin all, a regional administrator their region, a teacher their institution's,
// a trainer only the classes they teach, a student none. A class outside answers 404 (it does not exist for them).
import { type SQL, sql } from 'drizzle-orm';
import { classes, classTrainers } from '@/db/schema/classes.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';

export function classScope(actor: Actor): SQL {
  const inScope = scopeCondition(actor.scope, { regionCode: classes.regionCode, institutionId: classes.institutionId });
  if (actor.role === 'student') return sql`false`;
  if (actor.role !== 'trainer') return inScope;
  return sql`(${inScope} and (${classes.trainerId} = ${actor.userId} or exists (select 1 from ${classTrainers} where ${classTrainers.classId} = ${classes.id} and ${classTrainers.userId} = ${actor.userId})))`;
}
