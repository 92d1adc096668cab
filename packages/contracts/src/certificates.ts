// Certificates' request and answer schemas (paths and constants in certificates.api.ts).
import { z } from 'zod';
import { CERTIFICATE_STATUSES } from './certificates.api.ts';
import { boundedText, entityId, multilineText } from './common.ts';
import { pageQuery } from './envelope.ts';
import { eligibilityRuleSet } from './reporting.ts';

const number = z.string().trim().min(1, { error: 'report.number_required' }).max(64, { error: 'validation.too_long' });
const emptyIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** `?number=` (the page's form) or `?no=` (the QR code's address): one of them. */
export const reportQuery = z
  .object({
    number: z.preprocess(emptyIsAbsent, number.optional()),
    no: z.preprocess(emptyIsAbsent, number.optional()),
  })
  .transform((q, ctx) => {
    const value = q.number ?? q.no;
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: 'report.number_required', path: ['number'] });
      return z.NEVER;
    }
    return { number: value };
  });

export const completionReport = z.object({
  certificate_no: z.string(),
  /** Masked: 王*明. */
  student_name: z.string(),
  class_name: z.string(),
  institution_name: z.string(),
  course_name: z.string(),
  region_name: z.string(),
  completed_at: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** The day it was revoked (China's calendar), null while valid. */
  revoked_at: z.string().nullable(),
});
export type CompletionReport = z.infer<typeof completionReport>;

/** A certificate as the student sees it. */
export const myCertificate = z.object({
  id: z.number().int(),
  certificate_no: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  course_name: z.string(),
  class_name: z.string(),
  institution_name: z.string(),
  hours: z.number(),
  score: z.number().nullable(),
  completed_at: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  /** The authenticated download of the PDF. */
  pdf_url: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificate>;

/** A certificate in the back-office list. */
export const certificateRow = myCertificate.omit({ pdf_url: true }).extend({
  student_name: z.string(),
  id_card: z.string(),
  class_id: z.number().int().nullable(),
  region_code: z.string().nullable(),
  region_name: z.string(),
  revoked_reason: z.string(),
  revoked_by_name: z.string(),
  sha256: z.string(),
});
export type CertificateRow = z.infer<typeof certificateRow>;

export const certificateListQuery = pageQuery.extend({
  keyword: z.preprocess(emptyIsAbsent, boundedText(50).optional()),
  status: z.preprocess(emptyIsAbsent, z.enum(CERTIFICATE_STATUSES).optional()),
  class_id: z.preprocess(emptyIsAbsent, entityId.optional()),
});
export type CertificateListQuery = z.infer<typeof certificateListQuery>;

export const revokeBody = z.object({ reason: multilineText(500, 'certificates.reason_required') });
export const issueBody = z.object({ student_id: entityId });

/** What issuing for a class did: who got a certificate now, who already had one, who is not eligible. */
export const issueReport = z.object({
  issued: z.array(z.object({ student_id: z.number().int(), certificate_no: z.string() })),
  already: z.number().int(),
  not_eligible: z.number().int(),
});
export type IssueReport = z.infer<typeof issueReport>;

export const courseRuleRow = eligibilityRuleSet.extend({
  course_id: z.number().int(),
  course_name: z.string(),
  required_hours: z.number(),
  /** false: the course has no rule set of its own and uses the defaults. */
  custom: z.boolean(),
  updated_at: z.string().nullable(),
});
export type CourseRuleRow = z.infer<typeof courseRuleRow>;
export const courseRuleQuery = pageQuery.extend({ keyword: z.preprocess(emptyIsAbsent, boundedText(50).optional()) });
