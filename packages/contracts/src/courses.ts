// Courses: schemas of the catalogue, the course form, chapters, lessons, the outline and uploaded media.
import { z } from 'zod';
import { boundedText, entityId, multilineText } from './common.ts';
import {
  CHAPTER_LESSONS_MAX,
  COURSE_CHAPTERS_MAX,
  COURSE_REQUIRED_HOURS_MAX,
  COURSE_STATUSES,
  LESSON_KINDS,
  LIVE_LESSON_MINUTES_MAX,
  MEDIA_STATUSES,
} from './courses.api.ts';
import { pageQuery } from './envelope.ts';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const flag = z.union([z.literal(0), z.literal(1)]);

export const courseListQuery = pageQuery.extend({
  keyword: z.preprocess(blankToUndefined, boundedText(50).optional()),
  status: z.preprocess(blankToUndefined, z.enum(COURSE_STATUSES).optional()),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const courseInput = z.object({
  name: boundedText(80, 'courses.name_required'),
  name_en: boundedText(120).default(''),
  intro: multilineText(2000).default(''),
  /** A picture from the uploads (/uploads/...), or ''. */
  cover: z
    .string()
    .trim()
    .max(300)
    .regex(/^(\/uploads\/[\w/.-]+)?$/, { error: 'courses.cover_invalid' })
    .default(''),
  required_hours: z.coerce
    .number({ error: 'courses.hours_invalid' })
    .int({ error: 'courses.hours_invalid' })
    .min(0, { error: 'courses.hours_invalid' })
    .max(COURSE_REQUIRED_HOURS_MAX, { error: 'courses.hours_invalid' }),
  live_face_photograph: flag.default(0),
  study_face_check: flag.default(0),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type CourseInput = z.infer<typeof courseInput>;

export const courseRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  intro: z.string(),
  cover: z.string(),
  required_hours: z.number().int(),
  status: z.enum(COURSE_STATUSES),
  live_face_photograph: z.number().int(),
  study_face_check: z.number().int(),
  sort: z.number().int(),
  chapter_count: z.number().int(),
  lesson_count: z.number().int(),
  /** Seconds of video in the course's lessons. */
  video_seconds: z.number().int(),
  class_count: z.number().int(),
  updated_at: z.string(),
});
export type CourseRow = z.infer<typeof courseRow>;

export const chapterParams = z.object({ id: entityId, chapterId: entityId });
export const lessonParams = z.object({ id: entityId, lessonId: entityId });

export const chapterInput = z.object({ title: boundedText(80, 'courses.title_required') });
export type ChapterInput = z.infer<typeof chapterInput>;

export const orderInput = z.object({ ids: z.array(entityId).min(1).max(CHAPTER_LESSONS_MAX) });
export type OrderInput = z.infer<typeof orderInput>;

export const lessonInput = z
  .object({
    chapter_id: entityId,
    title: boundedText(80, 'courses.title_required'),
    kind: z.enum(LESSON_KINDS),
    /** The uploaded video of a video lesson. */
    media_id: entityId.nullable().default(null),
    /** A document lesson's text (rich text, cleaned by the server). */
    content: multilineText(50_000).default(''),
    /** A live lesson's planned length; a video's length comes from the file. */
    live_minutes: z.coerce.number().int().min(0).max(LIVE_LESSON_MINUTES_MAX).default(0),
  })
  .superRefine((l, ctx) => {
    if (l.kind === 'video' && l.media_id === null)
      ctx.addIssue({ code: 'custom', path: ['media_id'], message: 'courses.video_required' });
    if (l.kind === 'document' && l.content.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'courses.content_required' });
    if (l.kind === 'live' && l.live_minutes < 1)
      ctx.addIssue({ code: 'custom', path: ['live_minutes'], message: 'courses.live_minutes_required' });
  });
export type LessonInput = z.infer<typeof lessonInput>;

/** A course a class may teach or a person may sign up for (the courses module decides which: `offered`). */
export const courseOption = z.object({ id: z.number().int(), name: z.string() });
export type CourseOption = z.infer<typeof courseOption>;

export const mediaRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size_bytes: z.number().int(),
  duration_seconds: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  status: z.enum(MEDIA_STATUSES),
  /** Addresses with a short-lived token for the caller. */
  file_url: z.string(),
  poster_url: z.string().nullable(),
  hls_url: z.string().nullable(),
  /** When the addresses' token expires (15-20 minutes after the read): a player reads them again before. */
  expires_at: z.string(),
});
export type MediaRow = z.infer<typeof mediaRow>;

export const outlineLesson = z.object({
  id: z.number().int(),
  chapter_id: z.number().int(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  duration_seconds: z.number().int(),
  content: z.string(),
  sort: z.number().int(),
  media: mediaRow.nullable(),
});
export type OutlineLesson = z.infer<typeof outlineLesson>;

export const outlineChapter = z.object({
  id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
  lessons: z.array(outlineLesson),
});
export type OutlineChapter = z.infer<typeof outlineChapter>;

export const courseOutline = z.object({
  course: courseRow,
  chapters: z.array(outlineChapter).max(COURSE_CHAPTERS_MAX),
});
export type CourseOutline = z.infer<typeof courseOutline>;
