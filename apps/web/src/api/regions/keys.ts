// Query keys of the division tree: the administration's levels and the public filters' levels.

export const regionsKeys = {
  all: ['regions'] as const,
  /** One level inside the caller's region ('' for the top). */
  children: (parent?: string) => [...regionsKeys.all, 'admin', parent ?? ''] as const,
  /** One level for the public lists' region filter ('' for the provinces). */
  publicChildren: (parent?: string) => [...regionsKeys.all, 'public', parent ?? ''] as const,
};
