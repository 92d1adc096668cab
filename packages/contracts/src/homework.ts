// Homework: the zod schemas and types of the homework calls (paths and constants in homework.api.ts).
import { z } from 'zod';
import { boundedText, entityId, idOf, multilineString, multilineText, saneDateTime } from './common.ts';
import { pageQuery } from './envelope.ts';
import {
  HOMEWORK_ATTACHMENTS_MAX,
  HOMEWORK_COMMENT_MAX,
  HOMEWORK_CONTENT_MAX,
  HOMEWORK_EVENTS,
  HOMEWORK_FULL_SCORE_MAX,
  HOMEWORK_LATE_POLICIES,
  HOMEWORK_TITLE_MAX,
  SUBMISSION_STATUSES,
} from './homework.api.ts';

/** An attached file as the page shows it; `url` is the access-checked download. */
export const homeworkFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type HomeworkFile = z.infer<typeof homeworkFile>;

const attachmentIds = z.array(entityId).max(HOMEWORK_ATTACHMENTS_MAX, { error: 'homework.too_many_files' });
const richText = multilineString().max(HOMEWORK_CONTENT_MAX, { error: 'validation.too_long' });

export const homeworkInput = z.object({
  class_id: idOf('homework.class_required'),
  title: boundedText(HOMEWORK_TITLE_MAX, 'homework.title_required'),
  content: richText,
  attachments: attachmentIds.default([]),
  due_at: saneDateTime(),
  full_score: z.coerce
    .number({ error: 'homework.full_score_invalid' })
    .int({ error: 'homework.full_score_invalid' })
    .min(1, { error: 'homework.full_score_invalid' })
    .max(HOMEWORK_FULL_SCORE_MAX, { error: 'homework.full_score_invalid' }),
  late_policy: z.enum(HOMEWORK_LATE_POLICIES, { error: 'homework.late_policy_invalid' }),
});
export type HomeworkInput = z.input<typeof homeworkInput>;

export const homeworkListQuery = pageQuery.extend({
  class_id: entityId.optional(),
  keyword: boundedText(50).optional(),
});

export const homeworkRow = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  title: z.string(),
  due_at: z.string(),
  full_score: z.number().int(),
  late_policy: z.enum(HOMEWORK_LATE_POLICIES),
  /** Students of the class, answers handed in (submitted or marked), answers waiting for a mark. */
  students: z.number().int(),
  handed_in: z.number().int(),
  to_mark: z.number().int(),
  created_at: z.string(),
});
export type HomeworkRow = z.infer<typeof homeworkRow>;

export const homeworkDetail = homeworkRow.extend({ content: z.string(), attachments: z.array(homeworkFile) });
export type HomeworkDetail = z.infer<typeof homeworkDetail>;

export const submissionListQuery = pageQuery.extend({ status: z.enum(SUBMISSION_STATUSES).optional() });

export const submissionRow = z.object({
  id: z.number().int(),
  homework_id: z.number().int(),
  student_id: z.number().int(),
  student_name: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  late: z.boolean(),
  submitted_at: z.string().nullable(),
  score: z.number().int().nullable(),
  marked_at: z.string().nullable(),
});
export type SubmissionRow = z.infer<typeof submissionRow>;

export const homeworkEvent = z.object({
  kind: z.enum(HOMEWORK_EVENTS),
  actor_name: z.string(),
  late: z.boolean(),
  note: z.string(),
  at: z.string(),
});
export type HomeworkEvent = z.infer<typeof homeworkEvent>;

export const submissionDetail = submissionRow.extend({
  content: z.string(),
  attachments: z.array(homeworkFile),
  version: z.number().int(),
  comment: z.string(),
  return_reason: z.string(),
  events: z.array(homeworkEvent),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

export const markBody = z.object({
  score: z.coerce.number({ error: 'homework.score_invalid' }).int({ error: 'homework.score_invalid' }).min(0, {
    error: 'homework.score_invalid',
  }),
  comment: multilineText(HOMEWORK_COMMENT_MAX).default(''),
});
export const returnBody = z.object({ reason: multilineText(HOMEWORK_COMMENT_MAX, 'homework.reason_required') });

// The student's side ------------------------------------------------------------------------------

/** A homework in the student's list, with where their answer stands. */
export const myHomeworkRow = z.object({
  id: z.number().int(),
  class_name: z.string(),
  title: z.string(),
  due_at: z.string(),
  full_score: z.number().int(),
  late_policy: z.enum(HOMEWORK_LATE_POLICIES),
  /** null: not started. */
  status: z.enum(SUBMISSION_STATUSES).nullable(),
  late: z.boolean(),
  score: z.number().int().nullable(),
});
export type MyHomeworkRow = z.infer<typeof myHomeworkRow>;

export const myHomework = myHomeworkRow.extend({
  content: z.string(),
  attachments: z.array(homeworkFile),
  /** The student's answer (an empty one with version 0 before the first save). */
  answer: z.object({
    content: z.string(),
    attachments: z.array(homeworkFile),
    version: z.number().int(),
    submitted_at: z.string().nullable(),
    comment: z.string(),
    return_reason: z.string(),
  }),
  /** Whether the answer can still be edited and handed in now. */
  writable: z.boolean(),
});
export type MyHomework = z.infer<typeof myHomework>;

/** A draft save or a submission: the version it was written on (0 before the first save). */
export const answerBody = z.object({
  content: richText,
  attachments: attachmentIds.default([]),
  version: z.coerce.number().int().min(0).max(2_147_483_647),
});
export type AnswerBody = z.input<typeof answerBody>;

/** What a save answers; on 409 (a newer version exists) `data` holds the current text instead. */
export const savedAnswer = z.object({
  version: z.number().int(),
  content: z.string(),
  attachments: z.array(homeworkFile),
  status: z.enum(SUBMISSION_STATUSES),
  saved_at: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;
