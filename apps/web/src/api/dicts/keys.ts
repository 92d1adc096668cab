// Query keys of dictionaries: every change invalidates `all`, so the lookups (useDict) refresh with the lists.
import type { DictTypeParams } from './listDictTypes';

export const dictsKeys = {
  all: ['dicts'] as const,
  /** A dictionary's value -> label map, by code. */
  lookup: (code: string) => [...dictsKeys.all, 'lookup', code] as const,
  types: (params: DictTypeParams) => [...dictsKeys.all, 'types', params] as const,
  items: (code: string) => [...dictsKeys.all, 'items', code] as const,
};
