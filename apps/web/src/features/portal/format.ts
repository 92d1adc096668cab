// Small formatting helpers of the public pages (kept apart so the portal home loads only these).
import { formatDay } from '@/utils/time';

/** 2026-11-20T01:00:00Z -> 2026-11-20 in the site's time zone; '' for nothing or nonsense. */
export const formatDate = formatDay;

/** The id in ?id= as a positive integer, or 0. */
export function idFrom(search: URLSearchParams): number {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
