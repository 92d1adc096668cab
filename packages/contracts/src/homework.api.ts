// Homework (issue 14): a trainer sets homework for a class, students write it (drafts with versions) and submit it,
// the trainer marks it or returns it for rework. Schema-free, so the browser imports these without zod.

/** Accept a late submission (it is marked late) or refuse it after the due time. */
export const HOMEWORK_LATE_POLICIES = ['accept', 'refuse'] as const;
export type HomeworkLatePolicy = (typeof HOMEWORK_LATE_POLICIES)[number];

/** draft -> submitted -> marked; submitted -> returned -> (rework) submitted. */
export const SUBMISSION_STATUSES = ['draft', 'submitted', 'returned', 'marked'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The recorded transitions of a homework and its submissions (settlement and certificates read them). */
export const HOMEWORK_EVENTS = ['assigned', 'draft_saved', 'submitted', 'resubmitted', 'returned', 'marked'] as const;
export type HomeworkEventKind = (typeof HOMEWORK_EVENTS)[number];

export const HOMEWORK_TITLE_MAX = 100;
export const HOMEWORK_CONTENT_MAX = 50_000;
export const HOMEWORK_COMMENT_MAX = 1000;
export const HOMEWORK_FULL_SCORE_MAX = 1000;
export const HOMEWORK_ATTACHMENTS_MAX = 10;
/** The student's editor saves a draft this long after the last keystroke. */
export const HOMEWORK_DRAFT_DEBOUNCE_MS = 1000;

export const HOMEWORK_API = {
  /** Trainers (the classes they train), teachers (their institution's classes, read only), the admin. */
  list: '/f/v1/homeworks',
  one: (id: number | string) => `/f/v1/homeworks/${id}`,
  submissions: (id: number | string) => `/f/v1/homeworks/${id}/submissions`,
  submission: (id: number | string) => `/f/v1/homework-submissions/${id}`,
  mark: (id: number | string) => `/f/v1/homework-submissions/${id}/mark`,
  return: (id: number | string) => `/f/v1/homework-submissions/${id}/return`,
  /** Attachments of homework and answers: upload (trainer, student) and download (those who may read them). */
  files: '/f/v1/homework-files',
  file: (id: number | string) => `/f/v1/homework-files/${id}`,
  /** The student's side. */
  mine: '/s/v1/homeworks',
  myOne: (id: number | string) => `/s/v1/homeworks/${id}`,
  draft: (id: number | string) => `/s/v1/homeworks/${id}/draft`,
  submit: (id: number | string) => `/s/v1/homeworks/${id}/submit`,
} as const;
