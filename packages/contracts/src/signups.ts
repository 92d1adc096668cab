// Sign-up leads: the public form's body and the institutions' lead list.
import { z } from 'zod';
import { captchaAnswer } from './captcha.ts';
import { EDUCATION_LEVELS } from './classes.api.ts';
import { entityId, idOf } from './common.ts';
import { INSTITUTION_KINDS } from './content.api.ts';
import { courseOption } from './courses.ts';
import { pageQuery } from './envelope.ts';
import { idCardNumber, mobilePhone, personalDataConsent, personName } from './person.ts';
import { LEAD_STATUSES } from './signups.api.ts';

export const signUpBody = z.object({
  name: personName,
  id_card: idCardNumber,
  phone: mobilePhone,
  region_code: z.string({ error: 'signups.region_required' }).regex(/^\d{6}$/, { error: 'signups.region_required' }),
  education: z.enum(EDUCATION_LEVELS, { error: 'classes.education_required' }),
  course_id: idOf('signups.course_required'),
  institution_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), entityId.nullable()),
  consent: personalDataConsent,
  ...captchaAnswer.shape,
});
export type SignUpBody = z.infer<typeof signUpBody>;
export type SignUpInput = z.input<typeof signUpBody>;

export const signUpReceipt = z.object({ duplicate: z.boolean() });

export const signUpOptions = z.object({
  courses: z.array(courseOption),
  areas: z.array(z.object({ code: z.string(), name: z.string(), city: z.string() })),
  institutions: z.array(
    z.object({ id: z.number().int(), name: z.string(), region_code: z.string(), kind: z.enum(INSTITUTION_KINDS) }),
  ),
});
export type SignUpOptions = z.infer<typeof signUpOptions>;

export const leadListQuery = pageQuery.extend({
  keyword: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(50).optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LEAD_STATUSES).optional()),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

export const leadRow = z.object({
  id: z.number().int(),
  name: z.string(),
  id_card: z.string(),
  phone: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  education: z.string(),
  course_id: z.number().int(),
  course_name: z.string(),
  institution_name: z.string(),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
});
export type LeadRow = z.infer<typeof leadRow>;

export const leadStatusBody = z.object({ status: z.enum(['contacted', 'unreachable', 'new']) });
export const leadCount = z.object({
  region_code: z.string(),
  region_name: z.string(),
  total: z.number().int(),
  new: z.number().int(),
});
