// Learning records of recorded and live lessons and the student's study reads (issue 13). Schema-free.
import { LEARNING_RECORD_PATH, LIVE_LEARNING_RECORD_PATH } from './calls.ts';

export const LEARNING_API = {
  learningRecord: LEARNING_RECORD_PATH,
  liveLearningRecord: LIVE_LEARNING_RECORD_PATH,
  /** The student answers the "still there?" question the server asked. */
  idleAck: '/s/v1/learning/idle-ack',
  /** The study page: my class, courses with progress, today's and coming sessions, the next lesson. */
  overview: '/s/v1/learning/overview',
  courses: '/s/v1/learning/courses',
  course: (id: number | string) => `/s/v1/learning/courses/${id}`,
  /** Staff: credited study time of a class's students, per student and day. */
  classHours: (id: number | string) => `/f/v1/classes/${id}/study-hours`,
  /** Staff: who of the class watched a live session, when and for how long (from the ledger). */
  liveAttendance: (id: number | string) => `/f/v1/live-sessions/${id}/attendance`,
} as const;

/** Body codes the learning-record call passes through to its caller: LEARNING_RECORD_PASS_CODES (calls.ts).
 * 301: a face check is needed before credit resumes; 302: another tab or device is studying; 303: daily limit reached. */
export const LEARNING_FACE_CHECK = 301;
export const LEARNING_OTHER_TAB = 302;
export const LEARNING_DAILY_LIMIT = 303;

/** The player reports this often (wall time) while playing. */
export const LEARNING_REPORT_EVERY_MS = 10_000;
/** A "still there?" question unanswered this long pauses the player. */
export const IDLE_ANSWER_WINDOW_MS = 60_000;
