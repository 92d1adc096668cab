// Training institutions: list, form and review.
import { z } from 'zod';
import { CLASS_MODES } from './classes.api.ts';
import { boundedText, entityId, multilineText } from './common.ts';
import { INSTITUTION_KINDS } from './content.api.ts';
import { pageQuery } from './envelope.ts';
import { INSTITUTION_STATUSES } from './institutions.api.ts';

export const institutionInput = z.object({
  name: boundedText(80, 'institutions.name_required'),
  region_code: z.string().regex(/^\d{6}$/, { error: 'institutions.region_invalid' }),
  kind: z.enum(INSTITUTION_KINDS).default('training'),
  contact: boundedText(32).default(''),
  phone: z
    .string()
    .trim()
    .regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})?$/, { error: 'validation.phone_invalid' })
    .default(''),
  address: boundedText(200).default(''),
  intro: multilineText(500).default(''),
});
export type InstitutionInput = z.infer<typeof institutionInput>;

export const institutionListQuery = pageQuery.extend({
  keyword: z.preprocess((v) => (v === '' ? undefined : v), boundedText(50).optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(INSTITUTION_STATUSES).optional()),
  region: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
  ),
});
export type InstitutionListQuery = z.infer<typeof institutionListQuery>;

export const institutionRow = z.object({
  id: z.number().int(),
  name: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  kind: z.enum(INSTITUTION_KINDS),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  intro: z.string(),
  status: z.enum(INSTITUTION_STATUSES),
  classes: z.number().int(),
  created_at: z.string(),
});
export type InstitutionRow = z.infer<typeof institutionRow>;

export const institutionReview = z.object({ status: z.enum(INSTITUTION_STATUSES) });
export const institutionParams = z.object({ id: entityId });

/** A class open to sign-ups, as the public practical-training page shows it. */
export const openClass = z.object({
  id: z.number().int(),
  name: z.string(),
  course_name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  mode: z.enum(CLASS_MODES),
  place: z.string(),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  status: z.enum(['approved', 'running']),
});
export type OpenClass = z.infer<typeof openClass>;

export const practicalInstitution = z.object({
  id: z.number().int(),
  name: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  address: z.string(),
  phone: z.string(),
  intro: z.string(),
  classes: z.array(openClass),
});
export type PracticalInstitution = z.infer<typeof practicalInstitution>;
