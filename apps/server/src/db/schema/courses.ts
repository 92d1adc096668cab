// Courses and their content (issue 13): the course row, its chapters, lessons and the media files they play.
import { COURSE_STATUSES, LESSON_KINDS, MEDIA_STATUSES } from '@etp/contracts';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export { COURSE_STATUSES, LESSON_KINDS, MEDIA_STATUSES };

/** A course: chapters and lessons hang on it (schema/courses.ts); institutions' classes use the published ones. */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  intro: text('intro').notNull().default(''),
  /** A stored upload path ('' = none). */
  cover: text('cover').notNull().default(''),
  /** 学时 the course requires (one 学时 = STUDY_HOUR_MINUTES credited minutes). */
  requiredHours: integer('required_hours').notNull().default(0),
  status: text('status', { enum: COURSE_STATUSES }).notNull().default('published'),
  /** 1 when a live session requires a face photograph of the student. */
  liveFacePhotograph: integer('live_face_photograph').notNull().default(0),
  /** 1 when video study asks for face checks (at a session's start and at random moments). */
  studyFaceCheck: integer('study_face_check').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export const MEDIA_KINDS = ['video', 'image', 'document'] as const;

/**
 * An uploaded media file. `storageKey` is its key in app.storage; the duration and size are read by the server
 * from the file itself, never taken from the client. `hlsKey`/`posterKey` are filled by the optional ffmpeg job.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull().default(''),
    mime: text('mime').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('ready'),
    hlsKey: text('hls_key'),
    posterKey: text('poster_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_created_idx').on(t.createdAt)],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_chapters_course_idx').on(t.courseId, t.sort)],
);

/**
 * A lesson: a video (mediaId, durationSeconds copied from the media file when attached), a document (content:
 * sanitised rich text or a stored file in mediaId) or a live lesson (played through the class's live sessions).
 */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    mediaId: integer('media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('course_lessons_chapter_idx').on(t.chapterId, t.sort),
    index('course_lessons_course_idx').on(t.courseId),
  ],
);
