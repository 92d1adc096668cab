// Cross-domain reads (the read-only reporting module): eligibility for a certificate, per student of a class, with
// the reasons a student is not eligible. Schema-free, so the browser imports these without zod.

export const REPORTING_API = {
  /** A class's students, each with the eligibility answer and its reasons (its teacher, trainers and regions). */
  classEligibility: (id: number | string) => `/f/v1/classes/${id}/eligibility`,
  /** The signed-in student's answer for each of their classes (/studentFront/report). */
  myEligibility: '/s/v1/eligibility',
} as const;

/**
 * Why a student is not (yet) eligible. Each reason carries its numbers; the web renders them ("12.5 / 16 学时",
 * "理论考试未通过 (52/60)").
 * - hours_short: credited 学时 in the class below the course's requirement (done, required)
 * - theory_not_scheduled: the class has no theory test
 * - theory_not_taken: no finished attempt
 * - theory_pending: attempts submitted, not yet marked
 * - theory_failed: best score below the pass mark (score, pass)
 * - not_verified: the teacher has not verified the student's real-name data
 * - face_not_registered: no registered face photo
 * - face_checks_failed: study face checks failed and never passed since (count)
 * - live_short: live sessions attended below the rule's share (done, total, required %)
 * - homework_short: homework passed below the rule's share (done, total, required %)
 */
export const ELIGIBILITY_REASON_CODES = [
  'hours_short',
  'theory_not_scheduled',
  'theory_not_taken',
  'theory_pending',
  'theory_failed',
  'not_verified',
  'face_not_registered',
  'face_checks_failed',
  'live_short',
  'homework_short',
] as const;
export type EligibilityReasonCode = (typeof ELIGIBILITY_REASON_CODES)[number];

/** A live session counts as attended when the student was there (live or replay) for at least this share of it. */
export const LIVE_ATTENDED_SHARE = 0.5;
/** A homework counts as passed when marked with at least this share of its full score. */
export const HOMEWORK_PASS_SHARE = 0.6;
