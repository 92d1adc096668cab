// Dates and sizes as the back-office shows them.
import { formatDateTime } from '@/utils/time';

/** '2026-05-01 08:30' in the site's time zone; '' for nothing (the one formatter, `@/utils/time`). */
export function formatTime(value: string | null | undefined, withSeconds = false): string {
  return formatDateTime(value, { seconds: withSeconds });
}

/** 1536 -> '1.5 KB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value >= 10 ? 0 : 1)} ${units[unit]}`;
}
