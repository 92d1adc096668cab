// Training institutions, courses and classes (PRODUCT "Domain model").
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
  (t) => [index('institutions_region_idx').on(t.regionCode)],
);

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  intro: text('intro').notNull().default(''),
  /** 1 when a live session requires a face photograph of the student. */
  liveFacePhotograph: integer('live_face_photograph').notNull().default(0),
});

export const CLASS_STATUSES = ['draft', 'pending', 'approved', 'running', 'finished'] as const;

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
    teacherId: integer('teacher_id'),
    trainerId: integer('trainer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classes_institution_idx').on(t.institutionId), index('classes_region_idx').on(t.regionCode)],
);
