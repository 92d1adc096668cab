// Classes and enrolment: schemas of the class form, lists, timeline, roster, enrolment and the to-do counts.
import { z } from 'zod';
import {
  CLASS_CAPACITY_MAX,
  CLASS_MODES,
  CLASS_SESSIONS_MAX,
  CLASS_STATUSES,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  HOUSEHOLD_TYPES,
  SESSION_KINDS,
  STUDENT_GENDERS,
} from './classes.api.ts';
import { boundedText, entityId, multilineText } from './common.ts';
import { pageQuery } from './envelope.ts';
import { idCardNumber, mobilePhone, personalDataConsent, personName } from './person.ts';

const isoDate = z.iso.date({ error: 'classes.date_invalid' });
const dateTime = z.iso.datetime({ offset: true, error: 'classes.date_invalid' });
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), entityId.optional());
const optionalText = (max: number) => z.preprocess((v) => (v === '' ? undefined : v), boundedText(max).optional());

export const classSession = z.object({
  starts_at: dateTime,
  ends_at: dateTime,
  kind: z.enum(SESSION_KINDS),
  place: boundedText(200).default(''),
  live_url: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https?:\/\/\S+)?$/, { error: 'classes.live_url_invalid' })
    .default(''),
  trainer_id: entityId.nullable().default(null),
});
export type ClassSessionInput = z.infer<typeof classSession>;

export const classInput = z
  .object({
    name: boundedText(60, 'classes.name_required'),
    course_id: entityId,
    start_date: isoDate,
    end_date: isoDate,
    capacity: z.coerce
      .number({ error: 'classes.capacity_invalid' })
      .int({ error: 'classes.capacity_invalid' })
      .min(1, { error: 'classes.capacity_invalid' })
      .max(CLASS_CAPACITY_MAX, { error: 'classes.capacity_invalid' }),
    mode: z.enum(CLASS_MODES),
    place: boundedText(200).default(''),
    trainer_ids: z.array(entityId).max(20).default([]),
    sessions: z.array(classSession).max(CLASS_SESSIONS_MAX).default([]),
  })
  .superRefine((c, ctx) => {
    if (c.end_date < c.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'classes.dates_order' });
    c.sessions.forEach((s, i) => {
      if (s.ends_at <= s.starts_at)
        ctx.addIssue({ code: 'custom', path: ['sessions', i, 'ends_at'], message: 'classes.dates_order' });
    });
  });
export type ClassInput = z.infer<typeof classInput>;

export const classListQuery = pageQuery.extend({
  keyword: optionalText(50),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CLASS_STATUSES).optional()),
  course_id: optionalId,
  institution_id: optionalId,
  region: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
  ),
  /** To-do filters: classes starting within the to-do window under half full. */
  starting_soon: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1']).optional()),
});
export type ClassListQuery = z.infer<typeof classListQuery>;

export const classRow = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(CLASS_STATUSES),
  course_id: z.number().int().nullable(),
  course_name: z.string(),
  institution_id: z.number().int(),
  institution_name: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  mode: z.enum(CLASS_MODES),
  place: z.string(),
  reject_reason: z.string(),
  teacher_name: z.string(),
});
export type ClassRow = z.infer<typeof classRow>;

export const classSessionRow = classSession.extend({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  trainer_name: z.string(),
});
export const classDetail = classRow.extend({
  trainers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sessions: z.array(classSessionRow),
});
export type ClassDetail = z.infer<typeof classDetail>;

export const classTransition = z.object({
  id: z.number().int(),
  from: z.enum(CLASS_STATUSES).nullable(),
  to: z.enum(CLASS_STATUSES),
  actor_name: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type ClassTransition = z.infer<typeof classTransition>;

export const rejectBody = z.object({ reason: multilineText(500, 'classes.reason_required') });

export const trainerOption = z.object({ id: z.number().int(), name: z.string() });

// Enrolment ---------------------------------------------------------------------------------------

/** One student enrolled by the teacher (the same fields the import template has). */
export const enrolmentInput = z.object({
  name: personName,
  id_card: idCardNumber,
  phone: mobilePhone,
  gender: z.enum(STUDENT_GENDERS, { error: 'classes.gender_required' }),
  education: z.enum(EDUCATION_LEVELS, { error: 'classes.education_required' }),
  household: z.enum(HOUSEHOLD_TYPES, { error: 'classes.household_required' }),
  employment: z.enum(EMPLOYMENT_STATUSES, { error: 'classes.employment_required' }),
  consent: personalDataConsent,
});
export type EnrolmentInput = z.infer<typeof enrolmentInput>;

export const enrolLeadBody = z.object({
  lead_id: entityId,
  /** Read from the ID number when absent. */
  gender: z.enum(STUDENT_GENDERS, { error: 'classes.gender_required' }).optional(),
  household: z.enum(HOUSEHOLD_TYPES, { error: 'classes.household_required' }).default('urban'),
  employment: z.enum(EMPLOYMENT_STATUSES, { error: 'classes.employment_required' }).default('unemployed'),
});

/** A student in a list: personal data masked. */
export const enrolmentRow = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  name: z.string(),
  /** The login name: the student's enrolment phone, masked (they sign in with the full number). */
  username: z.string(),
  id_card: z.string(),
  phone: z.string(),
  gender: z.string(),
  education: z.string(),
  household: z.string(),
  employment: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  class_status: z.enum(CLASS_STATUSES),
  verified: z.boolean(),
  /** A face photo is on file (the student's own registration or one the teacher uploaded): verification needs it. */
  photo_on_file: z.boolean(),
  studying: z.boolean(),
  created_at: z.string(),
});
export type EnrolmentRow = z.infer<typeof enrolmentRow>;

/** What enrolling answers: the row and, for a new account, the one-time initial password (shown once). */
export const enrolmentResult = z.object({
  enrolment: enrolmentRow,
  initial_password: z.string().nullable(),
});
export type EnrolmentResult = z.infer<typeof enrolmentResult>;

export const enrolmentImportReport = z.object({
  created: z.number().int(),
  accounts: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      username: z.string(),
      initial_password: z.string().nullable(),
    }),
  ),
  /** Every reason a row is refused, one entry each: the row, the column's header, the value read and why. */
  refused: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      column: z.string().default(''),
      value: z.string().default(''),
      reason: z.string(),
    }),
  ),
});
export type EnrolmentImportReport = z.infer<typeof enrolmentImportReport>;

export const enrolmentListQuery = pageQuery.extend({
  keyword: optionalText(50),
  class_id: optionalId,
  verified: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
});
export type EnrolmentListQuery = z.infer<typeof enrolmentListQuery>;

export const revealBody = z.object({ field: z.enum(['id_card', 'phone']) });
export const revealed = z.object({ value: z.string() });

export const batchIds = z.object({ ids: z.array(entityId).min(1, { error: 'classes.ids_required' }).max(500) });
/** verify-batch-del's refusals: which enrolment and why. */
export const batchRefusal = z.object({ id: z.number().int(), name: z.string(), reason: z.string() });
export type BatchRefusal = z.infer<typeof batchRefusal>;

export const paymentInfoQuery = z.object({ id: entityId });
export const paymentInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  class_name: z.string(),
  course_name: z.string(),
  finished_at: z.string().nullable(),
  verified: z.boolean(),
  /** The account the subsidy would be paid to: the student's own phone-bound account, masked. */
  payee_phone: z.string(),
});
export type PaymentInfo = z.infer<typeof paymentInfo>;

// To-do -------------------------------------------------------------------------------------------

export const todoCounts = z.object({
  drafts: z.number().int(),
  rejected: z.number().int(),
  starting_soon: z.number().int(),
  new_leads: z.number().int(),
  to_verify: z.number().int(),
  /** Homework answers handed in and not yet marked (a trainer: the classes they train). */
  homework_to_mark: z.number().int(),
  /** Students whose study is paused after too many failed face checks (list: FACE_API.paused). */
  face_paused: z.number().int(),
});
export type TodoCounts = z.infer<typeof todoCounts>;

// The student's timetable -------------------------------------------------------------------------

export const timetableRow = z.object({
  id: z.number().int(),
  date: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  kind: z.enum(SESSION_KINDS),
  place: z.string(),
  live_url: z.string(),
  trainer_name: z.string(),
});
export const timetable = z.object({
  class: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sessions: z.array(timetableRow),
});
export type Timetable = z.infer<typeof timetable>;

// Textbook orders ---------------------------------------------------------------------------------

export const bookOrderInput = z.object({
  class_id: entityId,
  book: boundedText(100, 'classes.book_required'),
  /** Defaults to the class's enrolled count. */
  quantity: z.coerce.number().int().min(1).max(1000).optional(),
});
export const bookOrderRow = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  book: z.string(),
  quantity: z.number().int(),
  ordered_by: z.string(),
  created_at: z.string(),
});
export type BookOrderRow = z.infer<typeof bookOrderRow>;
export const bookListQuery = pageQuery.extend({ class_id: optionalId });
