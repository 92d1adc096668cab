// Query keys of institution administration.
export const institutionsKeys = {
  all: ['institutions'] as const,
  list: (params: object) => [...institutionsKeys.all, 'list', params] as const,
  practical: () => [...institutionsKeys.all, 'practical'] as const,
};
