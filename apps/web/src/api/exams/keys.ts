// Query keys of exams: a change invalidates `all`.
export const examsKeys = {
  all: ['exams'] as const,
  myTests: () => [...examsKeys.all, 'myTests'] as const,
  attempt: (courseId: string) => [...examsKeys.all, 'attempt', courseId] as const,
  myResults: () => [...examsKeys.all, 'myResults'] as const,
  myResult: (id: number) => [...examsKeys.all, 'myResult', id] as const,
  tests: (params: object) => [...examsKeys.all, 'tests', params] as const,
  testAttempts: (id: number, params: object) => [...examsKeys.all, 'testAttempts', id, params] as const,
  staffAttempt: (id: number) => [...examsKeys.all, 'staffAttempt', id] as const,
  /** Progress and the wrong-answer book change with every practice answer; a batch of questions does not. */
  practice: () => [...examsKeys.all, 'practice'] as const,
  practiceCourses: () => [...examsKeys.practice(), 'courses'] as const,
  practiceWrong: (courseId: number, params: object) => [...examsKeys.practice(), 'wrong', courseId, params] as const,
  practiceBatch: (courseId: number, params: object) => [...examsKeys.all, 'practiceBatch', courseId, params] as const,
  questions: (params: object) => [...examsKeys.all, 'questions', params] as const,
  papers: (params: object) => [...examsKeys.all, 'papers', params] as const,
};
