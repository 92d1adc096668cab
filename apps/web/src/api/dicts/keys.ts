// Query keys of dictionaries: every change invalidates `all`, so the lookups (useDict) refresh with the lists.
import { currentLocale } from '@/i18n';

export interface DictTypeParams {
  page: number;
  size: number;
  keyword?: string;
}

export const dictsKeys = {
  all: ['dicts'] as const,
  /** A dictionary's value -> label map, by code, in the current language (the server answers in it). */
  lookup: (code: string) => [...dictsKeys.all, 'lookup', code, currentLocale()] as const,
  types: (params: DictTypeParams) => [...dictsKeys.all, 'types', params] as const,
  items: (code: string) => [...dictsKeys.all, 'items', code] as const,
};
