// The follow-up service survey answer of a student (a student's class and enrolment details are the classes
// module's: classes.ts, studentDetails).
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const surveyAnswers = pgTable('survey_answers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  isService: integer('is_service').notNull(),
  isBusiness: integer('is_business').notNull(),
  workStatus: integer('work_status').notNull(),
  businessDirection: integer('business_direction').notNull(),
  businessDirectionContent: text('business_direction_content').notNull().default(''),
  serviceType: integer('service_type').array().notNull(),
  serviceTypeContent: text('service_type_content').notNull().default(''),
  otherContent: text('other_content').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
