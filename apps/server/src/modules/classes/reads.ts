// What other domains read of the classes, without their tables: a class's name beside their rows, and the classes a
// caller sees as a set of ids to filter by (the scope of classScope, as a subquery on the caller's class id column).
import { type SQL, sql } from 'drizzle-orm';
import { outer, type Ref } from '@/db/refs.ts';
import { classes } from '@/db/schema/classes.ts';
import type { Actor } from '@/plugins/actor.ts';
import { classScope } from './scope.ts';

/** The name of the class `id` names (null when none). */
export const classNameOf = (id: Ref) => sql<string | null>`(select k.name from ${classes} k where k.id = ${outer(id)})`;

/** Whether the class `classId` names is one the caller sees (classScope): a condition on the caller's column. */
export const inClassScope = (actor: Actor, classId: Ref): SQL =>
  sql`${outer(classId)} in (select ${classes.id} from ${classes} where ${classScope(actor)})`;
