// A student's training detail (class, survey flags) and the follow-up service survey answer.
import { EDUCATION_LEVELS, EMPLOYMENT_STATUSES, HOUSEHOLD_TYPES, STUDENT_GENDERS } from '@etp/contracts';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes } from './classes.ts';
import { users } from './users.ts';

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
