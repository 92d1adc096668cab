// The one way a date or a time is shown: dayjs in the sites' time zone (SITE_TIME_ZONE), whatever the browser's.
import { SITE_TIME_ZONE, siteLocalInput, siteLocalToIso } from '@etp/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function inSiteZone(value: string | null | undefined) {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(SITE_TIME_ZONE) : null;
}

/** '2026-11-20 09:05' (':07' with seconds) in the site's time zone; `empty` for nothing or nonsense. */
export function formatDateTime(value: string | null | undefined, options: { seconds?: boolean; empty?: string } = {}) {
  if (value && DATE_ONLY.test(value)) return value;
  const time = inSiteZone(value);
  if (!time) return options.empty ?? '';
  return time.format(options.seconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');
}

/** '2026-11-20', the calendar day in the site's time zone (a plain date stays as it is); '' for nothing. */
export function formatDay(value: string | null | undefined): string {
  if (value && DATE_ONLY.test(value)) return value;
  return inSiteZone(value)?.format('YYYY-MM-DD') ?? '';
}

/**
 * A date-time picker shows and picks the site's wall clock: an instant becomes a dayjs whose fields read the site's
 * time (the picker formats its own fields), and a picked value becomes the instant that wall clock is on the site.
 */
export function toSitePicker(value: string | null | undefined): Dayjs | null {
  const local = siteLocalInput(value);
  return local ? dayjs(local) : null;
}
export function fromSitePicker(value: Dayjs | null | undefined): string | null {
  return value ? siteLocalToIso(value.format('YYYY-MM-DDTHH:mm:ss')) : null;
}
/** Now as the site's wall clock, for a picker's "not before now" rule. */
export const siteNowPicker = (): Dayjs => dayjs(siteLocalInput(Date.now()));
