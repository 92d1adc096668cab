// Training institutions, courses and classes (PRODUCT "Domain model").

import { CLASS_MODES, CLASS_STATUSES, COURSE_STATUSES } from '@etp/contracts';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { regions } from './regions.ts';

export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    kind: text('kind', { enum: ['training', 'practical_training'] }).notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    settlementContact: text('settlement_contact').notNull().default(''),
    /** One or two plain sentences for lists. */
    intro: text('intro').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** The organisation page on the portal: cover picture, address and sanitised rich text. */
    cover: text('cover').notNull().default(''),
    address: text('address').notNull().default(''),
    content: text('content').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'disabled'] })
      .notNull()
      .default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('institutions_region_idx').on(t.regionCode, t.status), index('institutions_status_idx').on(t.status)],
);

export { COURSE_STATUSES };

/** A course: chapters and lessons hang on it (schema/courses.ts); institutions' classes use the published ones. */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  intro: text('intro').notNull().default(''),
  /** A stored upload path ('' = none). */
  cover: text('cover').notNull().default(''),
  /** 学时 the course requires (one 学时 = STUDY_HOUR_MINUTES credited minutes). */
  requiredHours: integer('required_hours').notNull().default(0),
  status: text('status', { enum: COURSE_STATUSES }).notNull().default('published'),
  /** 1 when a live session requires a face photograph of the student. */
  liveFacePhotograph: integer('live_face_photograph').notNull().default(0),
  /** 1 when video study asks for face checks (at a session's start and at random moments). */
  studyFaceCheck: integer('study_face_check').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
