// A public list's page, keyword and filters live in the address, so a filtered page can be shared,
// reloaded and opened again with the back button.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PortalListParams } from '@/api/content/publicList';

export type FilterKey = 'keyword' | 'category' | 'region' | 'level' | 'kind' | 'state';

export const PUBLIC_PAGE_SIZE = 10;

/** The list call's parameters from the address; a page number that is not a positive integer is 1. */
export function readListParams(search: URLSearchParams, keys: readonly FilterKey[], size = PUBLIC_PAGE_SIZE) {
  const page = Number(search.get('page'));
  const params: PortalListParams = { page: Number.isInteger(page) && page > 0 ? page : 1, size };
  for (const key of keys) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

/** The next address: changing any filter starts again at page 1; empty values are dropped. */
export function nextSearch(current: URLSearchParams, patch: Partial<Record<FilterKey | 'page', string | number>>) {
  const next = new URLSearchParams(current);
  if (!('page' in patch)) next.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text === '' || (key === 'page' && text === '1')) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

export function useListParams(keys: readonly FilterKey[], size = PUBLIC_PAGE_SIZE) {
  const [search, setSearch] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys is a constant per page
  const params = useMemo(() => readListParams(search, keys, size), [search, size]);
  const update = useCallback(
    (patch: Partial<Record<FilterKey | 'page', string | number>>) => setSearch((current) => nextSearch(current, patch)),
    [setSearch],
  );
  // A new page of results starts at the top (the pager is at the bottom).
  useEffect(() => {
    if (params.page) window.scrollTo({ top: 0 });
  }, [params.page]);
  return { params, update };
}
