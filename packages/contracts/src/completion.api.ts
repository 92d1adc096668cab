// The completion test by link (public; part of exams, issue 14): a module of its own so that the identify page, where
// trainees land on a phone, names its path without the whole exams table in its first load (issue 33). Schema-free.

export const COMPLETION_API = {
  /** GET names the test by its link code; POST identifies the person and starts their attempt. */
  test: (code: string) => `/p/v1/completion-tests/${code}`,
} as const;
