// Eligibility answers of the reporting module (see reporting.api.ts for the reason codes).
import { z } from 'zod';
import { ELIGIBILITY_REASON_CODES } from './reporting.api.ts';

/** What a course's certificate requires (certificates.api.ts keeps the defaults; admins edit it per course). */
export const eligibilityRuleSet = z.object({
  require_hours: z.boolean(),
  require_theory: z.boolean(),
  require_identity: z.boolean(),
  /** Share (0-100) of the class's past live sessions to attend; 0: not required. */
  live_min_percent: z.number().int().min(0, { error: 'certificates.percent_invalid' }).max(100, {
    error: 'certificates.percent_invalid',
  }),
  /** Share (0-100) of the class's homework to pass; 0: not required. */
  homework_min_percent: z.number().int().min(0, { error: 'certificates.percent_invalid' }).max(100, {
    error: 'certificates.percent_invalid',
  }),
});
export type EligibilityRuleSet = z.infer<typeof eligibilityRuleSet>;

export const eligibilityReason = z.object({
  code: z.enum(ELIGIBILITY_REASON_CODES),
  /** What the student has: 学时 (one decimal), a score, sessions attended, homework passed, failed checks. */
  done: z.number().optional(),
  /** What the rule asks: 学时, the pass mark, a share in percent. */
  required: z.number().optional(),
  /** How many there are: live sessions held, homework set. */
  total: z.number().optional(),
});
export type EligibilityReason = z.infer<typeof eligibilityReason>;

/** The facts an answer was decided on (shown beside the reasons; a certificate copies the figures it prints). */
export const eligibilityFacts = z.object({
  hours: z.number(),
  required_hours: z.number(),
  best_score: z.number().nullable(),
  pass_score: z.number().nullable(),
  verified: z.boolean(),
  face_registered: z.boolean(),
  face_failed_checks: z.number().int(),
  /** The teacher waived the identity check (face) for this class, with a reason. */
  face_waived: z.boolean(),
  face_waiver_reason: z.string(),
  live_attended: z.number().int(),
  live_total: z.number().int(),
  homework_passed: z.number().int(),
  homework_total: z.number().int(),
});
export type EligibilityFacts = z.infer<typeof eligibilityFacts>;

export const studentEligibility = z.object({
  enrolment_id: z.number().int(),
  student_id: z.number().int(),
  name: z.string(),
  eligible: z.boolean(),
  reasons: z.array(eligibilityReason),
  facts: eligibilityFacts,
  /** The student's certificate of this class, when one was issued. */
  certificate: z
    .object({
      id: z.number().int(),
      certificate_no: z.string(),
      status: z.enum(['issued', 'revoked']),
    })
    .nullable(),
});
export type StudentEligibility = z.infer<typeof studentEligibility>;

export const classEligibility = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  class_status: z.string(),
  course_id: z.number().int().nullable(),
  course_name: z.string(),
  rules: eligibilityRuleSet,
  students: z.array(studentEligibility),
});
export type ClassEligibility = z.infer<typeof classEligibility>;

/** The student's own answers, one per class they are enrolled in (newest class first). */
export const myEligibilityItem = studentEligibility.extend({
  class_id: z.number().int(),
  class_name: z.string(),
  class_status: z.string(),
  course_name: z.string(),
  course_name_en: z.string(),
  rules: eligibilityRuleSet,
});
export type MyEligibilityItem = z.infer<typeof myEligibilityItem>;
