// A course's chapters and lessons: the admin's editor (add, rename, move, reorder, delete) and the outline staff read
// (chapters, lessons with kind, duration and media addresses carrying the reader's token).
import {
  CHAPTER_LESSONS_MAX,
  type ChapterInput,
  COURSE_CHAPTERS_MAX,
  type CourseOutline,
  type LessonInput,
  type OrderInput,
  type OutlineLesson,
} from '@etp/contracts';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { courseChapters, courseLessons, courses, mediaFiles } from '@/db/schema/courses.ts';
import { AppError, fieldError, notFound } from '@/lib/errors.ts';
import { sanitizeRichText } from '@/lib/sanitize.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { CourseClassReads } from './class-reads.ts';
import type { CourseService } from './course.service.ts';
import type { MediaService } from './media.service.ts';

type ChapterKey = { id: number; chapterId: number };
type LessonKey = { id: number; lessonId: number };
type Lesson = typeof courseLessons.$inferSelect;

export class OutlineService {
  constructor(
    private readonly db: Db,
    private readonly courses: CourseService,
    private readonly media: MediaService,
    private readonly classes: Pick<CourseClassReads, 'taughtBy'>,
  ) {}

  /** Staff read: admin and regional administrators any course, teachers and trainers those their institution teaches. */
  async outline(actor: Actor, { id }: { id: number }): Promise<CourseOutline> {
    if (actor.scope.level !== 'all' && actor.scope.level !== 'region') {
      const institutionId = actor.scope.level === 'institution' ? actor.scope.institutionId : -1;
      const [teaches] = await this.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, id), this.classes.taughtBy(institutionId, courses.id)))
        .limit(1);
      if (!teaches) throw notFound();
    }
    const course = await this.courses.get(actor, { id });
    const chapters = await this.db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, id))
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
    const lessons = await this.db
      .select({ lesson: courseLessons, media: mediaFiles })
      .from(courseLessons)
      .leftJoin(mediaFiles, eq(mediaFiles.id, courseLessons.mediaId))
      .where(eq(courseLessons.courseId, id))
      .orderBy(asc(courseLessons.sort), asc(courseLessons.id));
    const toLesson = ({ lesson: l, media: m }: (typeof lessons)[number]): OutlineLesson => ({
      id: l.id,
      chapter_id: l.chapterId,
      title: l.title,
      kind: l.kind,
      duration_seconds: l.durationSeconds,
      content: l.content,
      sort: l.sort,
      media: m ? this.media.toRow(m, actor.userId) : null,
    });
    return {
      course,
      chapters: chapters.map((c) => ({
        id: c.id,
        title: c.title,
        sort: c.sort,
        lessons: lessons.filter((l) => l.lesson.chapterId === c.id).map(toLesson),
      })),
    };
  }

  private async touch(courseId: number) {
    await this.courses.touch(courseId);
  }

  async addChapter(actor: Actor, { id }: { id: number }, input: ChapterInput) {
    await this.courses.get(actor, { id });
    const [n] = await this.db
      .select({ n: count(), last: max(courseChapters.sort) })
      .from(courseChapters)
      .where(eq(courseChapters.courseId, id));
    if ((n?.n ?? 0) >= COURSE_CHAPTERS_MAX)
      throw new AppError(409, 'courses.chapters_full', { max: COURSE_CHAPTERS_MAX });
    const [row] = await this.db
      .insert(courseChapters)
      .values({ courseId: id, title: input.title, sort: (n?.last ?? 0) + 1 })
      .returning();
    await this.touch(id);
    actor.audit({
      action: 'chapter.create',
      targetType: 'course_chapter',
      targetId: row!.id,
      after: { course_id: id, ...input },
    });
    return { id: row!.id, title: row!.title, sort: row!.sort };
  }

  private async chapter({ id, chapterId }: ChapterKey) {
    const [row] = await this.db
      .select()
      .from(courseChapters)
      .where(and(eq(courseChapters.id, chapterId), eq(courseChapters.courseId, id)))
      .limit(1);
    if (!row) throw notFound('courses.chapter_unknown');
    return row;
  }

  async renameChapter(actor: Actor, key: ChapterKey, input: ChapterInput) {
    const before = await this.chapter(key);
    await this.db.update(courseChapters).set({ title: input.title }).where(eq(courseChapters.id, key.chapterId));
    await this.touch(key.id);
    actor.audit({
      action: 'chapter.update',
      targetType: 'course_chapter',
      targetId: key.chapterId,
      before,
      after: input,
    });
    return { id: before.id, title: input.title, sort: before.sort };
  }

  /** Only an empty chapter: lessons are deleted or moved one by one, so nothing disappears by accident. */
  async removeChapter(actor: Actor, key: ChapterKey) {
    const before = await this.chapter(key);
    const [used] = await this.db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.chapterId, before.id))
      .limit(1);
    if (used) throw new AppError(409, 'courses.chapter_not_empty');
    await this.db.delete(courseChapters).where(eq(courseChapters.id, before.id));
    await this.touch(key.id);
    actor.audit({ action: 'chapter.delete', targetType: 'course_chapter', targetId: before.id, before });
  }

  /** The new order of all the course's chapters (or of all a chapter's lessons): every id exactly once. */
  async orderChapters(actor: Actor, { id }: { id: number }, { ids }: OrderInput) {
    await this.courses.get(actor, { id });
    const rows = await this.db
      .select({ id: courseChapters.id })
      .from(courseChapters)
      .where(eq(courseChapters.courseId, id));
    await this.applyOrder(rows, ids, (rowId, sort) =>
      this.db.update(courseChapters).set({ sort }).where(eq(courseChapters.id, rowId)),
    );
    await this.touch(id);
    actor.audit({ action: 'chapter.order', targetType: 'course', targetId: id, after: { ids } });
  }

  async orderLessons(actor: Actor, key: ChapterKey, { ids }: OrderInput) {
    await this.chapter(key);
    const rows = await this.db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.chapterId, key.chapterId));
    await this.applyOrder(rows, ids, (rowId, sort) =>
      this.db.update(courseLessons).set({ sort }).where(eq(courseLessons.id, rowId)),
    );
    await this.touch(key.id);
    actor.audit({ action: 'lesson.order', targetType: 'course_chapter', targetId: key.chapterId, after: { ids } });
  }

  private async applyOrder(
    rows: { id: number }[],
    ids: number[],
    set: (id: number, sort: number) => PromiseLike<unknown>,
  ) {
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i)))
      throw fieldError(400, 'courses.order_mismatch', 'ids');
    for (const [i, rowId] of ids.entries()) await set(rowId, i + 1);
  }

  /** The lesson's columns from the form: a video's length comes from its file, a live lesson's from the plan. */
  private async lessonColumns(courseId: number, input: LessonInput) {
    await this.chapter({ id: courseId, chapterId: input.chapter_id });
    let durationSeconds = input.kind === 'live' ? input.live_minutes * 60 : 0;
    let mediaId: number | null = null;
    if (input.kind === 'video') {
      const media = await this.media.find(input.media_id!);
      if (media?.kind !== 'video') throw fieldError(400, 'courses.media_unknown', 'media_id');
      durationSeconds = media.durationSeconds;
      mediaId = media.id;
    }
    return {
      chapterId: input.chapter_id,
      title: input.title,
      kind: input.kind,
      mediaId,
      durationSeconds,
      content: input.kind === 'document' ? sanitizeRichText(input.content) : '',
    };
  }

  private async lessonsIn(chapterId: number) {
    const [n] = await this.db
      .select({ n: count(), last: max(courseLessons.sort) })
      .from(courseLessons)
      .where(eq(courseLessons.chapterId, chapterId));
    if ((n?.n ?? 0) >= CHAPTER_LESSONS_MAX)
      throw new AppError(409, 'courses.lessons_full', { max: CHAPTER_LESSONS_MAX });
    return (n?.last ?? 0) + 1;
  }

  async addLesson(actor: Actor, { id }: { id: number }, input: LessonInput): Promise<{ id: number }> {
    await this.courses.get(actor, { id });
    const values = await this.lessonColumns(id, input);
    const sort = await this.lessonsIn(input.chapter_id);
    const [row] = await this.db
      .insert(courseLessons)
      .values({ ...values, courseId: id, sort })
      .returning();
    await this.touch(id);
    actor.audit({
      action: 'lesson.create',
      targetType: 'course_lesson',
      targetId: row!.id,
      after: { course_id: id, ...values },
    });
    return { id: row!.id };
  }

  private async lesson({ id, lessonId }: LessonKey): Promise<Lesson> {
    const [row] = await this.db
      .select()
      .from(courseLessons)
      .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, id)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** A lesson moved to another chapter goes to its end. */
  async updateLesson(actor: Actor, key: LessonKey, input: LessonInput): Promise<{ id: number }> {
    const before = await this.lesson(key);
    const values = await this.lessonColumns(key.id, input);
    const sort = before.chapterId === input.chapter_id ? before.sort : await this.lessonsIn(input.chapter_id);
    await this.db
      .update(courseLessons)
      .set({ ...values, sort })
      .where(eq(courseLessons.id, before.id));
    await this.touch(key.id);
    actor.audit({ action: 'lesson.update', targetType: 'course_lesson', targetId: before.id, before, after: values });
    return { id: before.id };
  }

  async removeLesson(actor: Actor, key: LessonKey): Promise<void> {
    const before = await this.lesson(key);
    await this.db.delete(courseLessons).where(eq(courseLessons.id, before.id));
    await this.touch(key.id);
    actor.audit({ action: 'lesson.delete', targetType: 'course_lesson', targetId: before.id, before });
  }
}
