// How the content views show a status and a time.
import type { ContentStatus } from '@etp/contracts';

export const STATUS_COLORS: Record<ContentStatus, string> = {
  draft: 'default',
  published: 'green',
  scheduled: 'blue',
};

/** 2026-11-20T01:00:00Z -> "2026-11-20 09:00" in the browser's time zone; '-' for none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
