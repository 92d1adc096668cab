// Classes (issue 12): the class row, its recorded transitions, schedule, trainers, enrolled students and textbook
// orders, and each student's training detail (their class, survey flags and what they enrol with).
import {
  CLASS_MODES,
  CLASS_STATUSES,
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  HOUSEHOLD_TYPES,
  SESSION_KINDS,
  STUDENT_GENDERS,
} from '@etp/contracts';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { institutions } from './institutions.ts';
import { regions } from './regions.ts';
import { users } from './users.ts';

export { CLASS_STATUSES };

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    courseId: integer('course_id').references(() => courses.id),
    name: text('name').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    startDate: date('start_date'),
    endDate: date('end_date'),
    capacity: integer('capacity').notNull().default(30),
    status: text('status', { enum: CLASS_STATUSES }).notNull().default('draft'),
    mode: text('mode', { enum: CLASS_MODES }).notNull().default('offline'),
    place: text('place').notNull().default(''),
    /** The reviewer's reason of the last rejection (shown to the teacher while the class is rejected). */
    rejectReason: text('reject_reason').notNull().default(''),
    /** Seats taken: changed only by a conditional UPDATE (enrolled_count < capacity), so capacity holds under races. */
    enrolledCount: integer('enrolled_count').notNull().default(0),
    teacherId: integer('teacher_id'),
    /** The lead trainer; every trainer of the class is in class_trainers. */
    trainerId: integer('trainer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classes_institution_idx').on(t.institutionId, t.status, t.id),
    index('classes_region_idx').on(t.regionCode, t.status, t.id),
    index('classes_status_start_idx').on(t.status, t.startDate),
    index('classes_status_end_idx').on(t.status, t.endDate),
    index('classes_teacher_idx').on(t.teacherId),
    index('classes_course_idx').on(t.courseId),
  ],
);

/** Every status change of a class: who (null: the start/finish job), when and why. Settlement and dashboards read it. */
export const classTransitions = pgTable(
  'class_transitions',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: CLASS_STATUSES }),
    toStatus: text('to_status', { enum: CLASS_STATUSES }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_transitions_class_idx').on(t.classId, t.id),
    index('class_transitions_to_idx').on(t.toStatus, t.createdAt),
  ],
);

export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    place: text('place').notNull().default(''),
    liveUrl: text('live_url').notNull().default(''),
    trainerId: integer('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    /** A live session's title (issue 13); empty for the other kinds. */
    title: text('title').notNull().default(''),
    /** A live session's stream key for the streaming software (issue 13); made by the live module when empty. */
    streamKey: text('stream_key').notNull().default(''),
  },
  (t) => [
    index('class_sessions_class_idx').on(t.classId, t.startsAt),
    index('class_sessions_kind_idx').on(t.kind, t.startsAt),
  ],
);

export const classTrainers = pgTable(
  'class_trainers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_trainers_user_idx').on(t.userId)],
);

/** A student in a class. Seats are counted on classes.enrolled_count in the same transaction. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The course of the class, copied so "one open class per course per person" is one indexed lookup. */
    courseId: integer('course_id'),
    leadId: integer('lead_id'),
    verified: integer('verified').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by'),
    /** Set by the learning side at the first lesson; a studying student is no longer removed in batch. */
    studyStartedAt: timestamp('study_started_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_class_user_idx').on(t.classId, t.userId),
    index('enrolments_user_course_idx').on(t.userId, t.courseId),
    index('enrolments_class_verified_idx').on(t.classId, t.verified, t.id),
  ],
);

export const bookOrders = pgTable(
  'book_orders',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    book: text('book').notNull(),
    quantity: integer('quantity').notNull(),
    orderedBy: integer('ordered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('book_orders_class_idx').on(t.classId, t.id)],
);

/** A student's training detail: their class, survey flags and what a teacher enrols them with. */
export const studentDetails = pgTable(
  'student_details',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /** 1 once the follow-up survey is answered. */
    serviceIsSurvey: integer('service_is_survey').notNull().default(0),
    /** 1 when the assessment report (questionnaire) may be opened. */
    showQuestionnaire: integer('show_questionnaire').notNull().default(1),
    /**
     * The ID number a teacher enrols with, encrypted, with its keyed hash for lookups. The phone is the account's
     * (users.phone_cipher): one place, so a phone the student changes is the one a teacher reveals.
     */
    idCardCipher: text('id_card_cipher'),
    idCardHash: text('id_card_hash'),
    gender: text('gender', { enum: STUDENT_GENDERS }),
    education: text('education', { enum: EDUCATION_LEVELS }),
    household: text('household', { enum: HOUSEHOLD_TYPES }),
    employment: text('employment', { enum: EMPLOYMENT_STATUSES }),
  },
  (t) => [uniqueIndex('student_details_id_card_idx').on(t.idCardHash)],
);
