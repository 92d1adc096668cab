// The live lessons of the classes' timetables: class_sessions rows of kind 'live' (with a title and a stream key),
// which the live module schedules, changes and shows. The table is the classes module's (a class's timetable, which the
// class form writes whole); the live module reads and writes its live rows through this store only
// (docs/decisions.md, "class_sessions belong to the classes module").
import { OPEN_CLASS_STATUSES } from '@etp/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { outer } from '@/db/refs.ts';
import { classes, classSessions } from '@/db/schema/classes.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { classNameOf, enrolledIn, inClassScope } from './reads.ts';
import { classScope } from './scope.ts';

/** A timetable entry of a class (its row). */
export type ClassSession = typeof classSessions.$inferSelect;

/** A live lesson with its class's name and teacher and its trainer's name ('' when none). */
export interface LiveLessonFound {
  s: ClassSession;
  className: string;
  classTeacherId: number | null;
  trainerName: string;
}

/** A time window on a lesson's start and end (each bound optional): the live module's states. */
export interface LessonWindow {
  startsAfter?: Date;
  startedBy?: Date;
  endsAfter?: Date;
  endedBy?: Date;
}

const found = {
  s: classSessions,
  className: sql<string>`${classNameOf(classSessions.classId)}`,
  classTeacherId: sql<
    number | null
  >`(select k.teacher_id from ${classes} k where k.id = ${outer(classSessions.classId)})`,
  trainerName: sql<string>`coalesce(${userNameOf(classSessions.trainerId)}, '')`,
};

const isLive = eq(classSessions.kind, 'live');

function windowCondition(window: LessonWindow | undefined): SQL | undefined {
  if (!window) return undefined;
  return and(
    window.startsAfter ? sql`${classSessions.startsAt} > ${window.startsAfter}` : undefined,
    window.startedBy ? sql`${classSessions.startsAt} <= ${window.startedBy}` : undefined,
    window.endsAfter ? sql`${classSessions.endsAt} > ${window.endsAfter}` : undefined,
    window.endedBy ? sql`${classSessions.endsAt} <= ${window.endedBy}` : undefined,
  );
}

export class LiveLessonStore {
  constructor(private readonly db: Db) {}

  /** The live lessons of the classes the caller sees (classScope), newest first: the rows made `$dynamic()` and their count. */
  seenList(actor: Actor, filter: { classId?: number | undefined; window?: LessonWindow | undefined }) {
    const where = and(
      isLive,
      inClassScope(actor, classSessions.classId),
      filter.classId ? eq(classSessions.classId, filter.classId) : undefined,
      windowCondition(filter.window),
    );
    const rows = this.db
      .select(found)
      .from(classSessions)
      .where(where)
      .orderBy(desc(classSessions.startsAt), desc(classSessions.id))
      .$dynamic();
    return { rows, total: this.db.select({ n: count() }).from(classSessions).where(where) };
  }

  /** A live lesson of a class the caller sees, or null. */
  async seen(actor: Actor, id: number): Promise<LiveLessonFound | null> {
    const [row] = await this.db
      .select(found)
      .from(classSessions)
      .where(and(eq(classSessions.id, id), isLive, inClassScope(actor, classSessions.classId)))
      .limit(1);
    return row ?? null;
  }

  /** A live lesson of a class the student is enrolled in, or null. */
  async ofStudent(userId: number, id: number): Promise<LiveLessonFound | null> {
    const [row] = await this.db
      .select(found)
      .from(classSessions)
      .where(and(eq(classSessions.id, id), isLive, enrolledIn(userId, classSessions.classId)))
      .limit(1);
    return row ?? null;
  }

  /** Every live lesson of the classes the student is enrolled in, soonest first (at most `limit`). */
  allOfStudent(userId: number, limit: number): Promise<LiveLessonFound[]> {
    return this.db
      .select(found)
      .from(classSessions)
      .where(and(isLive, enrolledIn(userId, classSessions.classId)))
      .orderBy(asc(classSessions.startsAt))
      .limit(limit);
  }

  /** A live lesson by id, whoever asks (a signed pass has decided already), or null. */
  async byId(id: number): Promise<ClassSession | null> {
    const [row] = await this.db
      .select()
      .from(classSessions)
      .where(and(eq(classSessions.id, id), isLive))
      .limit(1);
    return row ?? null;
  }

  /** Gives a lesson without a stream key this one (a lesson the class form made has none); the key it keeps. */
  async keepStreamKey(id: number, key: string): Promise<string | null> {
    const [kept] = await this.db
      .update(classSessions)
      .set({
        streamKey: sql`case when ${classSessions.streamKey} = '' then ${key} else ${classSessions.streamKey} end`,
      })
      .where(eq(classSessions.id, id))
      .returning({ key: classSessions.streamKey });
    return kept?.key ?? null;
  }

  /** Schedules a live lesson in a class's timetable; its id. */
  async create(lesson: {
    classId: number;
    title: string;
    startsAt: Date;
    endsAt: Date;
    trainerId: number;
    streamKey: string;
  }): Promise<number> {
    const [created] = await this.db
      .insert(classSessions)
      .values({ ...lesson, kind: 'live' })
      .returning({ id: classSessions.id });
    if (!created) throw new Error('class session insert returned nothing');
    return created.id;
  }

  /** Moves a live lesson (its class, title and times). */
  async update(id: number, change: { classId: number; title: string; startsAt: Date; endsAt: Date }): Promise<void> {
    await this.db
      .update(classSessions)
      .set(change)
      .where(and(eq(classSessions.id, id), isLive));
  }

  /** Takes a live lesson off its class's timetable. */
  async remove(id: number): Promise<void> {
    await this.db.delete(classSessions).where(and(eq(classSessions.id, id), isLive));
  }
}

/** The open classes (approved or running) the caller sees, newest first (at most `limit`): where a live lesson may go. */
export function openClassesInScope(db: Db, actor: Actor, limit: number) {
  return db
    .select({ id: classes.id, name: classes.name, start: classes.startDate, end: classes.endDate })
    .from(classes)
    .where(and(classScope(actor), inArray(classes.status, [...OPEN_CLASS_STATUSES])))
    .orderBy(desc(classes.id))
    .limit(limit);
}
