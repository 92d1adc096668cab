// Face registration and checks: answers and bodies (zod). Paths and constants are in face.api.ts.
import { z } from 'zod';
import { boundedText, entityId, multilineText } from './common.ts';
import { FACE_REASONS } from './face.api.ts';

export const faceStatus = z.object({
  registered: z.boolean(),
  /** users.is_compare: the registered photo has been verified. */
  is_compare: z.union([z.literal(0), z.literal(1)]),
  failures_in_row: z.number().int(),
  max_failures: z.number().int(),
  paused: z.boolean(),
});
export type FaceStatus = z.infer<typeof faceStatus>;

export const faceRegistered = z.object({ registered: z.literal(true), source: z.enum(['camera', 'teacher']) });
export type FaceRegistered = z.infer<typeof faceRegistered>;

/** A passed compare. A failed one answers body code 500 with `faceCompareFailed` as data. */
export const facePassed = z.object({ passed: z.literal(true), distance: z.number(), check_id: z.number().int() });
export type FacePassed = z.infer<typeof facePassed>;

export const faceCompareFailed = z.object({
  passed: z.literal(false),
  /** Failures in a row so far (study pauses at max_failures). */
  compare_error_num: z.number().int(),
  max_failures: z.number().int(),
  remaining: z.number().int(),
  paused: z.boolean(),
  reason: z.enum(FACE_REASONS),
  distance: z.number().nullable(),
});
export type FaceCompareFailed = z.infer<typeof faceCompareFailed>;

export const faceCheckRow = z.object({
  id: z.number().int(),
  purpose: z.string(),
  result: z.string(),
  reason: z.string(),
  distance: z.number().nullable(),
  threshold: z.number().nullable(),
  lesson_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type FaceCheckRow = z.infer<typeof faceCheckRow>;

export const pausedStudent = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** Masked phone. */
  phone: z.string(),
  class_name: z.string().nullable(),
  failures_in_row: z.number().int(),
  last_check_at: z.string().nullable(),
});
export type PausedStudent = z.infer<typeof pausedStudent>;

export const faceIdentifyBody = z.object({
  name: boundedText(50, 'face.name_required'),
  id_card: boundedText(18, 'face.id_card_required'),
});
export type FaceIdentifyBody = z.infer<typeof faceIdentifyBody>;

export const faceIdentified = z.object({ ticket: z.string(), name: z.string(), registered: z.boolean() });
export type FaceIdentified = z.infer<typeof faceIdentified>;

/** The teacher waives a student's face verification for one class (the reason is kept, audited). */
export const faceWaiverBody = z.object({
  student_id: entityId,
  reason: multilineText(500, 'face.waiver_reason_required'),
});
export const faceWaiver = z.object({
  class_id: z.number().int(),
  student_id: z.number().int(),
  reason: z.string(),
  waived_by_name: z.string(),
  waived_at: z.string(),
});
export type FaceWaiver = z.infer<typeof faceWaiver>;
