// Query keys of the startup-star collection.
import type { CollectionParams } from './listApplications';

export const collectionKeys = {
  all: ['collection'] as const,
  list: (params: CollectionParams) => [...collectionKeys.all, 'admin', params] as const,
};
