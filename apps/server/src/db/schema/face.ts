// Face verification records (issue 13): the registered photo per person and every check, decided on the server.
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const FACE_CHECK_PURPOSES = ['register', 'study_start', 'study_random', 'live', 'exam', 'public'] as const;
export const FACE_CHECK_RESULTS = ['pass', 'fail', 'refused'] as const;

/**
 * A student's registered face: the photo (encrypted at rest, a key in app.storage) and its 128-number descriptor
 * (encrypted too, JSON). users.is_compare becomes 1 once it is registered and verified.
 */
export const faceProfiles = pgTable('face_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  photoKey: text('photo_key').notNull(),
  descriptorCipher: text('descriptor_cipher').notNull(),
  /** 'camera' (the student at first study) or 'teacher' (uploaded by staff). */
  source: text('source').notNull(),
  registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
  /** Failures since the last pass; at FACE_MAX_FAILURES study is paused and the teacher sees it. */
  failuresInRow: integer('failures_in_row').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every check: when, why, the distance and the decision; the capture is kept (encrypted) for the review period. */
export const faceChecks = pgTable(
  'face_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: FACE_CHECK_PURPOSES }).notNull(),
    result: text('result', { enum: FACE_CHECK_RESULTS }).notNull(),
    /** Why a capture was refused or failed: no_face, several_faces, too_small, too_blurry, mismatch. */
    reason: text('reason').notNull().default(''),
    distance: doublePrecision('distance'),
    threshold: real('threshold'),
    /** The lesson or exam attempt the check was for, when it was for one. */
    lessonId: integer('lesson_id'),
    captureKey: text('capture_key'),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('face_checks_user_idx').on(t.userId, t.createdAt), index('face_checks_created_idx').on(t.createdAt)],
);

/**
 * The teacher's waiver of a student's face verification for one class (no camera, a face the engine cannot read):
 * who, why and when. Eligibility counts a waived student's identity as verified.
 */
export const faceWaivers = pgTable(
  'face_waivers',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    waivedBy: integer('waived_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('face_waivers_class_user_idx').on(t.classId, t.userId)],
);
