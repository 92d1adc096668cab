// Courses (issue 13): the admin's catalogue of courses, their chapters and lessons, and the media files the lessons
// play. Schema-free, so the browser imports these without zod.

export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const LESSON_KINDS = ['video', 'document', 'live'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const MEDIA_STATUSES = ['ready', 'processing', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export const COURSE_CHAPTERS_MAX = 100;
export const CHAPTER_LESSONS_MAX = 200;
export const COURSE_REQUIRED_HOURS_MAX = 1000;
/** A live lesson's planned length, in minutes. */
export const LIVE_LESSON_MINUTES_MAX = 600;

/**
 * The query parameter that carries a media token (a <video> cannot send the Authorization header): HMAC over media
 * id, user id and expiry, issued with the outline and checked again against the user's access on every request.
 */
export const MEDIA_TOKEN_PARAM = 't';

export const COURSES_API = {
  /** Admin (edit) and regional administrators (read): the catalogue. */
  list: '/o/v1/courses',
  one: (id: number | string) => `/o/v1/courses/${id}`,
  publish: (id: number | string) => `/o/v1/courses/${id}/publish`,
  unpublish: (id: number | string) => `/o/v1/courses/${id}/unpublish`,
  /** Chapters and lessons with media addresses (tokens included), for staff. */
  outline: (id: number | string) => `/o/v1/courses/${id}/outline`,
  chapters: (id: number | string) => `/o/v1/courses/${id}/chapters`,
  chapter: (id: number | string, chapterId: number | string) => `/o/v1/courses/${id}/chapters/${chapterId}`,
  chapterOrder: (id: number | string) => `/o/v1/courses/${id}/chapters/order`,
  lessons: (id: number | string) => `/o/v1/courses/${id}/lessons`,
  lesson: (id: number | string, lessonId: number | string) => `/o/v1/courses/${id}/lessons/${lessonId}`,
  lessonOrder: (id: number | string, chapterId: number | string) =>
    `/o/v1/courses/${id}/chapters/${chapterId}/lessons/order`,
} as const;

export const MEDIA_API = {
  /** Multipart upload of one MP4 (H.264/AAC) as form field "file". */
  upload: '/o/v1/media',
  file: (id: number | string) => `/o/v1/media/${id}/file`,
  poster: (id: number | string) => `/o/v1/media/${id}/poster`,
  hls: (id: number | string, file: string) => `/o/v1/media/${id}/hls/${file}`,
} as const;
