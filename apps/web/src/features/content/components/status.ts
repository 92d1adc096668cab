// A managed content row, and how the content views show its status and a time.
import type { ContentStatus } from '@etp/contracts';
import { formatDateTime as formatSiteTime } from '@/utils/time';

/** A row of a content list, as the manager and its drawer handle it. */
export interface ManagedRow {
  id: number;
  title?: string;
  name?: string;
  status: ContentStatus;
  pinned?: boolean;
  order_num: number;
  publish_at: string | null;
}

export const STATUS_COLORS: Record<ContentStatus, string> = {
  draft: 'default',
  published: 'green',
  scheduled: 'blue',
};

/** 2026-11-20T01:00:00Z -> "2026-11-20 09:00" in the site's time zone; '-' for none. */
export function formatDateTime(value: string | null | undefined): string {
  return formatSiteTime(value, { empty: '-' });
}
