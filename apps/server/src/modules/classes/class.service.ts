// Classes (issue 12): the teacher creates a draft (course, dates, capacity, mode, place, trainers, sessions) and submits
// it; a regional administrator of its area (or above) approves or rejects it with a reason; the lifecycle job starts and
// finishes it. Every transition is one conditional UPDATE plus a row in class_transitions (who, when, why).
import {
  type ClassDetail,
  type ClassInput,
  type ClassListQuery,
  type ClassRow,
  type ClassStatus,
  type ClassTransition,
  EDITABLE_STATUSES,
  type Page,
  siteDay,
  TODO_STARTING_WITHIN_DAYS,
  type TodoCounts,
} from '@etp/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import { classes, classSessions, classTrainers, classTransitions, enrolments } from '@/db/schema/classes.ts';
import { AppError, badRequest, conflict, fieldError, notFound } from '@/lib/errors.ts';
import { keywordCondition, regionCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { type CourseService, courseNameOf } from '@/modules/courses/index.ts';
import { institutionNameOf, institutionOf } from '@/modules/institutions/index.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import { newLeadCount } from '@/modules/signups/index.ts';
import { trainerIdsAmong, userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { classScope } from './scope.ts';

type Runner = Db | Tx;

const teacherName = sql<string>`coalesce(${userNameOf(classes.teacherId)}, '')`;

const ROW = {
  cls: classes,
  courseName: courseNameOf(classes.courseId),
  institutionName: institutionNameOf(classes.institutionId),
  regionName: regionNameOf(classes.regionCode),
  teacherName,
};

function toRow(r: {
  cls: typeof classes.$inferSelect;
  courseName: string | null;
  institutionName: string | null;
  regionName: string | null;
  teacherName: string;
}): ClassRow {
  const c = r.cls;
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    course_id: c.courseId,
    course_name: r.courseName ?? '',
    institution_id: c.institutionId,
    institution_name: r.institutionName ?? '',
    region_code: c.regionCode,
    region_name: r.regionName ?? '',
    start_date: c.startDate,
    end_date: c.endDate,
    capacity: c.capacity,
    enrolled: c.enrolledCount,
    mode: c.mode,
    place: c.place,
    reject_reason: c.status === 'rejected' ? c.rejectReason : '',
    teacher_name: r.teacherName,
  };
}

/** A transition made by someone (actorId) or by the lifecycle job (null). */
export async function moveClass(
  db: Runner,
  classId: number,
  from: readonly ClassStatus[],
  to: ClassStatus,
  actorId: number | null,
  reason = '',
): Promise<ClassStatus | null> {
  const [before] = await db
    .select({ status: classes.status })
    .from(classes)
    .where(eq(classes.id, classId))
    .for('update')
    .limit(1);
  if (!before || !from.includes(before.status)) return null;
  await db
    .update(classes)
    .set({ status: to, updatedAt: new Date(), ...(to === 'rejected' ? { rejectReason: reason } : {}) })
    .where(eq(classes.id, classId));
  await db.insert(classTransitions).values({ classId, fromStatus: before.status, toStatus: to, actorId, reason });
  return before.status;
}

/** The columns a teacher's form sets, on create and on edit alike. */
function columnsOf(input: ClassInput) {
  return {
    courseId: input.course_id,
    name: input.name,
    startDate: input.start_date,
    endDate: input.end_date,
    capacity: input.capacity,
    mode: input.mode,
    place: input.place,
    trainerId: input.trainer_ids[0] ?? null,
  };
}

/** What a module that reacts to a class finishing is told (the certificates module issues then). */
export interface ClassFinished {
  classId: number;
  /** Who finished it; null for the lifecycle job. */
  actorId: number | null;
}
export type ClassFinishedListener = (event: ClassFinished) => Promise<void>;

export class ClassService {
  private readonly finishedListeners: ClassFinishedListener[] = [];

  constructor(
    private readonly db: Db,
    /** A class teaches only a course the catalogue offers (published). */
    private readonly catalogue: Pick<CourseService, 'isOffered'>,
    private readonly logError: (error: unknown, event: ClassFinished) => void = () => {},
  ) {}

  /**
   * Another module reacts to a class finishing (by the teacher or the job) without this module knowing it: the
   * listener runs after the transition is committed, once per class and transition; its failure is logged and does
   * not undo the finish (the certificates can be issued afterwards).
   */
  onClassFinished(listener: ClassFinishedListener): void {
    this.finishedListeners.push(listener);
  }

  private async announceFinished(event: ClassFinished): Promise<void> {
    for (const listener of this.finishedListeners) {
      try {
        await listener(event);
      } catch (error) {
        this.logError(error, event);
      }
    }
  }

  private select(where: SQL | undefined) {
    return this.db.select(ROW).from(classes).where(where).$dynamic();
  }

  async list(actor: Actor, query: ClassListQuery, now = new Date()): Promise<Page<ClassRow>> {
    const where = and(
      classScope(actor),
      keywordCondition([classes.name], query.keyword),
      query.status ? eq(classes.status, query.status) : undefined,
      query.course_id ? eq(classes.courseId, query.course_id) : undefined,
      query.institution_id ? eq(classes.institutionId, query.institution_id) : undefined,
      regionCondition(classes.regionCode, query.region),
      query.starting_soon ? startingSoon(now) : undefined,
    );
    // The review queue shows the oldest pending first; every other list the newest class first.
    const order = query.status === 'pending' ? [asc(classes.updatedAt), asc(classes.id)] : [desc(classes.id)];
    const rows = this.select(where).orderBy(...order);
    const total = this.db.select({ n: count() }).from(classes).where(where);
    return paginate(query, rows, total, (found) => found.map(toRow));
  }

  /** The class if the caller may see it; 404 otherwise (a class of another institution does not exist for them). */
  async row(actor: Actor, id: number): Promise<ClassRow> {
    const [found] = await this.select(and(eq(classes.id, id), classScope(actor))).limit(1);
    if (!found) throw notFound();
    return toRow(found);
  }

  async get(actor: Actor, { id }: { id: number }): Promise<ClassDetail> {
    const row = await this.row(actor, id);
    const trainerName = sql<string>`coalesce(${userNameOf(classSessions.trainerId)}, '')`;
    const [trainers, sessions] = await Promise.all([
      this.db
        .select({ id: classTrainers.userId, name: sql<string>`${userNameOf(classTrainers.userId)}` })
        .from(classTrainers)
        .where(eq(classTrainers.classId, id))
        .orderBy(asc(classTrainers.userId)),
      this.db
        .select({ s: classSessions, trainerName })
        .from(classSessions)
        .where(eq(classSessions.classId, id))
        .orderBy(asc(classSessions.startsAt)),
    ]);
    return {
      ...row,
      trainers,
      sessions: sessions.map(({ s, trainerName }) => ({
        id: s.id,
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        kind: s.kind,
        place: s.place,
        live_url: s.liveUrl,
        trainer_id: s.trainerId,
        trainer_name: trainerName,
      })),
    };
  }

  /** The teacher's institution, which must be approved to open classes. */
  private async ownInstitution(actor: Actor) {
    if (actor.scope.level !== 'institution') throw badRequest('classes.no_institution');
    const found = await institutionOf(this.db, actor.scope.institutionId);
    if (!found) throw badRequest('classes.no_institution');
    if (found.status !== 'approved') throw new AppError(409, 'classes.institution_not_approved');
    return found;
  }

  /** Course known and published; every trainer (of the class and of its sessions) a trainer of the institution. */
  private async checkReferences(institutionId: number, input: ClassInput) {
    if (!(await this.catalogue.isOffered(input.course_id)))
      throw fieldError(400, 'classes.course_unknown', 'course_id');
    const wanted = [
      ...new Set([...input.trainer_ids, ...input.sessions.flatMap((s) => (s.trainer_id ? [s.trainer_id] : []))]),
    ];
    if (wanted.length === 0) return;
    const found = await trainerIdsAmong(this.db, wanted, institutionId);
    if (found.length !== wanted.length) throw fieldError(400, 'classes.trainer_unknown', 'trainer_ids');
  }

  private async writeSchedule(tx: Tx, classId: number, input: ClassInput) {
    await tx.delete(classTrainers).where(eq(classTrainers.classId, classId));
    await tx.delete(classSessions).where(eq(classSessions.classId, classId));
    if (input.trainer_ids.length)
      await tx.insert(classTrainers).values([...new Set(input.trainer_ids)].map((userId) => ({ classId, userId })));
    if (input.sessions.length)
      await tx.insert(classSessions).values(
        input.sessions.map((s) => ({
          classId,
          startsAt: new Date(s.starts_at),
          endsAt: new Date(s.ends_at),
          kind: s.kind,
          place: s.place,
          liveUrl: s.live_url,
          trainerId: s.trainer_id,
        })),
      );
  }

  async create(actor: Actor, input: ClassInput): Promise<ClassDetail> {
    const institution = await this.ownInstitution(actor);
    await this.checkReferences(institution.id, input);
    const id = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(classes)
        .values({
          institutionId: institution.id,
          regionCode: institution.regionCode,
          ...columnsOf(input),
          status: 'draft',
          teacherId: actor.userId,
        })
        .returning({ id: classes.id });
      if (!created) throw notFound();
      await tx
        .insert(classTransitions)
        .values({ classId: created.id, fromStatus: null, toStatus: 'draft', actorId: actor.userId });
      await this.writeSchedule(tx, created.id, input);
      return created.id;
    });
    actor.audit({ action: 'class.create', targetType: 'class', targetId: id, after: input });
    return this.get(actor, { id });
  }

  async update(actor: Actor, { id }: { id: number }, input: ClassInput): Promise<ClassDetail> {
    const before = await this.row(actor, id);
    if (!(EDITABLE_STATUSES as readonly string[]).includes(before.status)) throw conflict('classes.not_editable');
    await this.checkReferences(before.institution_id, input);
    if (input.capacity < before.enrolled)
      throw new AppError(
        400,
        'classes.capacity_below_enrolled',
        { count: before.enrolled },
        {
          fields: { capacity: 'classes.capacity_below_enrolled' },
        },
      );
    await this.db.transaction(async (tx) => {
      // The seat counter and the status are checked again under the row lock.
      const [updated] = await tx
        .update(classes)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(
          and(
            eq(classes.id, id),
            inArray(classes.status, [...EDITABLE_STATUSES]),
            sql`${classes.enrolledCount} <= ${input.capacity}`,
          ),
        )
        .returning({ id: classes.id });
      if (!updated) throw conflict('classes.not_editable');
      await this.writeSchedule(tx, id, input);
    });
    actor.audit({ action: 'class.update', targetType: 'class', targetId: id, before, after: input });
    return this.get(actor, { id });
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.row(actor, id);
    const deleted = await this.db
      .delete(classes)
      .where(and(eq(classes.id, id), eq(classes.status, 'draft'), eq(classes.enrolledCount, 0)))
      .returning({ id: classes.id });
    if (deleted.length === 0) throw conflict('classes.not_deletable');
    actor.audit({ action: 'class.delete', targetType: 'class', targetId: id, before });
  }

  /** One transition of a class the caller sees; 409 when the class is not in a state it may leave that way. */
  private async transition(
    actor: Actor,
    id: number,
    from: readonly ClassStatus[],
    to: ClassStatus,
    refusal: 'classes.not_submittable' | 'classes.not_pending',
    reason = '',
  ): Promise<ClassDetail> {
    await this.row(actor, id);
    const was = await this.db.transaction((tx) => moveClass(tx, id, from, to, actor.userId, reason));
    if (!was) throw conflict(refusal);
    actor.audit({
      action: `class.${to === 'pending' ? 'submit' : to === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'class',
      targetId: id,
      before: { status: was },
      after: { status: to, ...(reason ? { reason } : {}) },
    });
    return this.get(actor, { id });
  }

  submit(actor: Actor, { id }: { id: number }) {
    return this.transition(actor, id, EDITABLE_STATUSES, 'pending', 'classes.not_submittable');
  }

  approve(actor: Actor, { id }: { id: number }) {
    return this.transition(actor, id, ['pending'], 'approved', 'classes.not_pending');
  }

  reject(actor: Actor, { id }: { id: number }, reason: string) {
    return this.transition(actor, id, ['pending'], 'rejected', 'classes.not_pending', reason);
  }

  /** The teacher finishes a running class (the job finishes it the day after its end date anyway). */
  async finish(actor: Actor, { id }: { id: number }): Promise<ClassDetail> {
    await this.row(actor, id);
    const was = await this.db.transaction((tx) => moveClass(tx, id, ['running'], 'finished', actor.userId));
    if (!was) throw conflict('classes.not_running');
    actor.audit({
      action: 'class.finish',
      targetType: 'class',
      targetId: id,
      before: { status: was },
      after: { status: 'finished' },
    });
    await this.announceFinished({ classId: id, actorId: actor.userId });
    return this.get(actor, { id });
  }

  async timeline(actor: Actor, { id }: { id: number }): Promise<ClassTransition[]> {
    await this.row(actor, id);
    const rows = await this.db
      .select({ t: classTransitions, actorName: userNameOf(classTransitions.actorId) })
      .from(classTransitions)
      .where(eq(classTransitions.classId, id))
      .orderBy(asc(classTransitions.id));
    return rows.map(({ t, actorName }) => ({
      id: t.id,
      from: t.fromStatus,
      to: t.toStatus,
      actor_name: actorName ?? '',
      reason: t.reason,
      at: t.createdAt.toISOString(),
    }));
  }

  /**
   * The lifecycle job: approved classes whose start date has come start running, running classes whose end date has
   * passed finish. Each move is a conditional UPDATE recorded with its transition in one statement, so several
   * instances running it at once move each class once.
   */
  async runLifecycle(now = new Date()): Promise<{ started: number; finished: number }> {
    const today = siteDay(now);
    const move = async (from: ClassStatus, to: ClassStatus, due: SQL) => {
      const result = await this.db.execute(sql`
        with moved as (
          update ${classes} set status = ${to}, updated_at = now()
          where ${classes.status} = ${from} and ${due}
          returning ${classes.id} as id
        )
        insert into ${classTransitions} (class_id, from_status, to_status, reason)
        select id, ${from}, ${to}, 'schedule' from moved
        returning class_id as id`);
      return rowsOf<{ id: number }>(result).map((r) => r.id);
    };
    const started = await move('approved', 'running', sql`${classes.startDate} <= ${today}`);
    const finished = await move('running', 'finished', sql`${classes.endDate} < ${today}`);
    for (const classId of finished) await this.announceFinished({ classId, actorId: null });
    return { started: started.length, finished: finished.length };
  }

  /** The teacher's to-do counts, each one indexed count inside their institution. */
  async todo(actor: Actor, now = new Date()): Promise<Omit<TodoCounts, 'homework_to_mark' | 'face_paused'>> {
    // The class counters are the teacher's (the institution's classes); the homework and face cards are added by the route.
    if (actor.scope.level !== 'institution' || actor.role !== 'teacher')
      return { drafts: 0, rejected: 0, starting_soon: 0, new_leads: 0, to_verify: 0 };
    const institutionId = actor.scope.institutionId;
    const mine = eq(classes.institutionId, institutionId);
    const [counts] = await this.db
      .select({
        drafts: sql<number>`count(*) filter (where ${classes.status} = 'draft')`.mapWith(Number),
        rejected: sql<number>`count(*) filter (where ${classes.status} = 'rejected')`.mapWith(Number),
        startingSoon: sql<number>`count(*) filter (where ${startingSoon(now)})`.mapWith(Number),
      })
      .from(classes)
      .where(and(mine, inArray(classes.status, ['draft', 'rejected', 'pending', 'approved'])));
    const [verify] = await this.db
      .select({ n: count() })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(
        and(mine, eq(enrolments.verified, 0), inArray(classes.status, ['draft', 'pending', 'approved', 'running'])),
      );
    const newLeads = await newLeadCount(this.db, institutionId);
    return {
      drafts: counts?.drafts ?? 0,
      rejected: counts?.rejected ?? 0,
      starting_soon: counts?.startingSoon ?? 0,
      new_leads: newLeads,
      to_verify: verify?.n ?? 0,
    };
  }
}

/** Starting within the to-do window and under half full, not yet running. */
function startingSoon(now: Date): SQL {
  return sql`(${classes.status} in ('draft', 'pending', 'approved') and ${classes.startDate} between ${siteDay(now)} and ${siteDay(now, TODO_STARTING_WITHIN_DAYS)} and ${classes.enrolledCount} * 2 < ${classes.capacity})`;
}
