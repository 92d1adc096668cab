// The course catalogue: the admin creates, edits, publishes, withdraws and deletes courses; regional administrators
// read it. Institutions pick published courses for their classes (modules/classes).
import type { CourseInput, CourseListQuery, CourseOption, CourseRow, Page } from '@etp/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { courses } from '@/db/schema/courses.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { CourseClassReads } from './class-reads.ts';

// The subqueries name the outer row explicitly: drizzle leaves columns of a one-table select unqualified.
const COURSE_ID = sql.raw('"courses"."id"');
const ROW = {
  course: courses,
  chapterCount: sql<number>`(select count(*)::int from course_chapters ch where ch.course_id = ${COURSE_ID})`,
  lessonCount: sql<number>`(select count(*)::int from course_lessons cl where cl.course_id = ${COURSE_ID})`,
  videoSeconds: sql<number>`(select coalesce(sum(cl.duration_seconds), 0)::int from course_lessons cl
    where cl.course_id = ${COURSE_ID} and cl.kind = 'video')`,
};

type Found = {
  course: typeof courses.$inferSelect;
  chapterCount: number;
  lessonCount: number;
  videoSeconds: number;
  classCount: number;
};

export function toCourseRow(r: Found): CourseRow {
  const c = r.course;
  return {
    id: c.id,
    name: c.name,
    name_en: c.nameEn,
    intro: c.intro,
    cover: c.cover,
    required_hours: c.requiredHours,
    status: c.status,
    live_face_photograph: c.liveFacePhotograph,
    study_face_check: c.studyFaceCheck,
    sort: c.sort,
    chapter_count: Number(r.chapterCount),
    lesson_count: Number(r.lessonCount),
    video_seconds: Number(r.videoSeconds),
    class_count: Number(r.classCount),
    updated_at: c.updatedAt.toISOString(),
  };
}

const columns = (input: CourseInput) => ({
  name: input.name,
  nameEn: input.name_en,
  intro: input.intro,
  cover: input.cover,
  requiredHours: input.required_hours,
  liveFacePhotograph: input.live_face_photograph,
  studyFaceCheck: input.study_face_check,
  sort: input.sort,
});

/**
 * The courses open to new classes and to the public sign-up: published ones. A draft is still in preparation
 * (筹备中): it may have no lessons yet, and withdrawing a course makes it a draft again.
 */
const offered = () => eq(courses.status, 'published');

export class CourseService {
  constructor(
    private readonly db: Db,
    private readonly classes: Pick<CourseClassReads, 'classCountOf'>,
  ) {}

  /** Courses a class may teach and a person may sign up for, by id (what option lists show). */
  offered(): Promise<CourseOption[]> {
    return this.db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(offered())
      .orderBy(asc(courses.id));
  }

  /** Whether the course exists and is offered: the check behind every choice an option list made. */
  async isOffered(id: number): Promise<boolean> {
    const [found] = await this.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, id), offered()))
      .limit(1);
    return found !== undefined;
  }

  private select(where: SQL | undefined) {
    const row = { ...ROW, classCount: this.classes.classCountOf(courses.id) };
    return this.db.select(row).from(courses).where(where).$dynamic();
  }

  async list(_actor: Actor, query: CourseListQuery): Promise<Page<CourseRow>> {
    const where = and(
      keywordCondition([courses.name, courses.nameEn], query.keyword),
      query.status ? eq(courses.status, query.status) : undefined,
    );
    const rows = this.select(where).orderBy(desc(courses.sort), desc(courses.id));
    const total = this.db.select({ n: count() }).from(courses).where(where);
    return paginate(query, rows, total, (found) => found.map(toCourseRow));
  }

  async get(_actor: Actor, { id }: { id: number }): Promise<CourseRow> {
    const [found] = await this.select(eq(courses.id, id)).limit(1);
    if (!found) throw notFound();
    return toCourseRow(found);
  }

  /** A new course is a draft until it has lessons and is published. */
  async create(actor: Actor, input: CourseInput): Promise<CourseRow> {
    const [row] = await this.db
      .insert(courses)
      .values({ ...columns(input), status: 'draft' })
      .returning({ id: courses.id });
    const created = await this.get(actor, { id: row!.id });
    actor.audit({ action: 'course.create', targetType: 'course', targetId: created.id, after: input });
    return created;
  }

  async update(actor: Actor, { id }: { id: number }, input: CourseInput): Promise<CourseRow> {
    const before = await this.get(actor, { id });
    await this.db
      .update(courses)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(courses.id, id));
    const after = await this.get(actor, { id });
    actor.audit({ action: 'course.update', targetType: 'course', targetId: id, before, after: input });
    return after;
  }

  async publish(actor: Actor, { id }: { id: number }): Promise<CourseRow> {
    const before = await this.get(actor, { id });
    if (before.lesson_count === 0) throw new AppError(409, 'courses.publish_empty');
    return this.setStatus(actor, before, 'published', 'course.publish');
  }

  /** Back to draft: only while no class uses the course (its students would lose their lessons' course). */
  async unpublish(actor: Actor, { id }: { id: number }): Promise<CourseRow> {
    const before = await this.get(actor, { id });
    if (before.class_count > 0) throw new AppError(409, 'courses.in_use_unpublish');
    return this.setStatus(actor, before, 'draft', 'course.unpublish');
  }

  private async setStatus(actor: Actor, before: CourseRow, status: CourseRow['status'], action: string) {
    await this.db.update(courses).set({ status, updatedAt: new Date() }).where(eq(courses.id, before.id));
    actor.audit({
      action,
      targetType: 'course',
      targetId: before.id,
      before: { status: before.status },
      after: { status },
    });
    return this.get(actor, { id: before.id });
  }

  /** Marks a change of the course's content (chapters, lessons). */
  async touch(id: number): Promise<void> {
    await this.db.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, id));
  }

  /** Only a course no class uses; its chapters and lessons go with it (the media files stay). */
  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.get(actor, { id });
    if (before.class_count > 0) throw new AppError(409, 'courses.in_use');
    await this.db.delete(courses).where(eq(courses.id, id));
    actor.audit({ action: 'course.delete', targetType: 'course', targetId: id, before });
  }
}
