// How the content views show a status and a time.
import type { ContentStatus } from '@etp/contracts';
import { formatDateTime as formatSiteTime } from '@/utils/time';

export const STATUS_COLORS: Record<ContentStatus, string> = {
  draft: 'default',
  published: 'green',
  scheduled: 'blue',
};

/** 2026-11-20T01:00:00Z -> "2026-11-20 09:00" in the site's time zone; '-' for none. */
export function formatDateTime(value: string | null | undefined): string {
  return formatSiteTime(value, { empty: '-' });
}
