// Query keys of the download centre.

export const exportsKeys = {
  all: ['exports'] as const,
  mine: (params: { page: number; size: number }) => [...exportsKeys.all, 'mine', params] as const,
};
