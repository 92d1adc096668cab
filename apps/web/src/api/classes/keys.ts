// Query keys of classes, their students and the teacher's to-do: a change invalidates `all`.
export const classesKeys = {
  all: ['classes'] as const,
  /** `scope` a: the regional administrators' list (/a/v1), f: the institutions' (/f/v1). */
  list: (params: object, scope: 'a' | 'f' = 'f') => [...classesKeys.all, 'list', scope, params] as const,
  one: (id: number) => [...classesKeys.all, 'one', id] as const,
  timeline: (id: number) => [...classesKeys.all, 'timeline', id] as const,
  roster: (id: number, params: object) => [...classesKeys.all, 'roster', id, params] as const,
  students: (params: object) => [...classesKeys.all, 'students', params] as const,
  courses: () => [...classesKeys.all, 'courses'] as const,
  trainers: () => [...classesKeys.all, 'trainers'] as const,
  todo: () => [...classesKeys.all, 'todo'] as const,
};
