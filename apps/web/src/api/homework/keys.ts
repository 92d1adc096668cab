// Query keys of homework (the trainer's list, answers, the student's homework): a change invalidates `all`.
export const homeworkKeys = {
  all: ['homework'] as const,
  list: (params: object) => [...homeworkKeys.all, 'list', params] as const,
  one: (id: number) => [...homeworkKeys.all, 'one', id] as const,
  submissions: (id: number, params: object) => [...homeworkKeys.all, 'submissions', id, params] as const,
  submission: (id: number) => [...homeworkKeys.all, 'submission', id] as const,
  mine: () => [...homeworkKeys.all, 'mine'] as const,
  myOne: (id: number) => [...homeworkKeys.all, 'mine', id] as const,
};
