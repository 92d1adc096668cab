// Query keys of the course catalogue and course outlines: a change invalidates `all`.
export const coursesKeys = {
  all: ['courses'] as const,
  list: (params: object) => [...coursesKeys.all, 'list', params] as const,
  outline: (id: number) => [...coursesKeys.all, 'outline', id] as const,
};
