// The completion test by link (public; exams, issue 14): its path apart from the exams table, which names it
// (EXAMS_API.completion), so that the identify page, where trainees land on a phone, does not carry the whole table in
// its first load (issue 33). Schema-free.

/** GET names the test by its link code; POST identifies the person and starts their attempt. */
export const completionTestPath = (code: string) => `/p/v1/completion-tests/${code}`;
