// Learning: the heartbeat bodies and answers, the student's study reads and the staff's hours per student and day.
import { z } from 'zod';
import { entityId } from './common.ts';

/** A per-tab id the player makes once (letters, digits, - and _). */
const tabId = z.string().regex(/^[\w-]{6,64}$/, { error: 'learning.tab_invalid' });
const position = z.number({ error: 'learning.position_invalid' }).min(0).max(86_400);

export const learningRecordBody = z.object({
  lesson_id: entityId,
  position,
  playing: z.boolean(),
  tab: tabId,
});
export type LearningRecordBody = z.infer<typeof learningRecordBody>;

export const liveLearningRecordBody = z.object({
  live_id: entityId,
  position: position.default(0),
  playing: z.boolean(),
  tab: tabId,
});
export type LiveLearningRecordBody = z.infer<typeof liveLearningRecordBody>;

export const idleAckBody = z.object({ tab: tabId });

/** What a report answers (under body codes 200, 301, 302, 303). */
export const learningRecordAnswer = z.object({
  /** Seconds credited by this report. */
  credited: z.number().int(),
  /** The lesson's (or live session's) credited seconds so far. */
  total_seconds: z.number().int(),
  /** Seconds credited today, all lessons, and the daily limit. */
  today_seconds: z.number().int(),
  daily_limit_seconds: z.number().int(),
  completed: z.boolean(),
  /** Set when the position was refused (a jump ahead on first viewing): the player goes back here. */
  rewind_to: z.number().nullable(),
  /** The furthest position the player may reach now (first viewing), or null when seeking is free. */
  max_position: z.number().nullable(),
  /** A "still there?" question is open: answer it with the idle-ack call; credit waits until then. */
  idle_check: z.boolean(),
  /** "live" (inside the window), "replay" (after it), "waiting" (before it); null for a recorded lesson. */
  live_phase: z.enum(['live', 'replay', 'waiting']).nullable(),
});
export type LearningRecordAnswer = z.infer<typeof learningRecordAnswer>;

export const lessonProgressRow = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  duration_seconds: z.number().int(),
  media_url: z.string().nullable(),
  /** When media_url's token expires (15-20 minutes after the read): the player reads the outline again before. */
  media_expires_at: z.string().nullable(),
  /** A document lesson's text (sanitised HTML); empty for the other kinds. */
  content: z.string(),
  /** Seconds credited in this lesson: the ledger's sum (study_ledger), as every study-time figure. */
  credited_seconds: z.number().int(),
  furthest_position: z.number().int(),
  last_position: z.number().int(),
  completed: z.boolean(),
});
export type LessonProgress = z.infer<typeof lessonProgressRow>;

export const courseProgress = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  cover: z.string(),
  required_hours: z.number().int(),
  study_face_check: z.boolean(),
  class_id: z.number().int(),
  class_name: z.string(),
  lessons: z.number().int(),
  completed_lessons: z.number().int(),
  duration_seconds: z.number().int(),
  credited_seconds: z.number().int(),
  /** 学时 (credited minutes / STUDY_HOUR_MINUTES, two decimals); pages show it through formatStudyTime. */
  hours: z.number(),
  /** Minutes of one 学时 (STUDY_HOUR_MINUTES), for formatStudyTime. */
  hour_minutes: z.number().int(),
});
export type CourseProgress = z.infer<typeof courseProgress>;

export const studyOutline = courseProgress.extend({
  chapters: z.array(z.object({ id: z.number().int(), title: z.string(), lessons: z.array(lessonProgressRow) })),
  resume: z.object({ lesson_id: z.number().int(), position: z.number().int() }).nullable(),
});
export type StudyOutline = z.infer<typeof studyOutline>;

export const studySession = z.object({
  id: z.number().int(),
  kind: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  place: z.string(),
  attended_seconds: z.number().int(),
  replay_seconds: z.number().int(),
});
export type StudySession = z.infer<typeof studySession>;

export const studyOverview = z.object({
  class: z.object({ id: z.number().int(), name: z.string(), status: z.string() }).nullable(),
  courses: z.array(courseProgress),
  today: z.array(studySession),
  timetable: z.array(studySession),
  next_lesson: z
    .object({ course_id: z.number().int(), lesson_id: z.number().int(), title: z.string(), position: z.number().int() })
    .nullable(),
  /** Seconds credited today (site day), the ledger's sum. */
  today_seconds: z.number().int(),
  daily_limit_seconds: z.number().int(),
  hour_minutes: z.number().int(),
  total_seconds: z.number().int(),
  hours: z.number(),
});
export type StudyOverview = z.infer<typeof studyOverview>;

export const classHoursQuery = z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() });
export const classHoursRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  seconds: z.number().int(),
  hours: z.number(),
  days: z.array(z.object({ day: z.string(), seconds: z.number().int() })),
});
export type ClassHoursRow = z.infer<typeof classHoursRow>;
/** One student of the class and a live session: credited seconds live and in the replay, first and last credit. */
export const liveAttendanceRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  live_seconds: z.number().int(),
  replay_seconds: z.number().int(),
  /** When the first credited interval began and the last one ended (null: never watched). */
  first_at: z.string().nullable(),
  last_at: z.string().nullable(),
});
export type LiveAttendanceRow = z.infer<typeof liveAttendanceRow>;
export const liveAttendance = z.object({
  session_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  rows: z.array(liveAttendanceRow),
});
export type LiveAttendance = z.infer<typeof liveAttendance>;

export const classHours = z.object({ hour_minutes: z.number().int(), rows: z.array(classHoursRow) });
