// Query keys of sites: their administration and the sites a user may switch to.

export const sitesKeys = {
  all: ['sites'] as const,
  list: (params: { page: number; size: number }) => [...sitesKeys.all, 'list', params] as const,
  mine: () => [...sitesKeys.all, 'mine'] as const,
};
