// Query keys of the startup-star collection.
import type { CollectionIndustry, CollectionStatus } from '@etp/contracts';

export interface CollectionParams {
  page: number;
  size: number;
  keyword?: string;
  status?: CollectionStatus;
  industry?: CollectionIndustry;
}

export const collectionKeys = {
  all: ['collection'] as const,
  list: (params: CollectionParams) => [...collectionKeys.all, 'admin', params] as const,
};
