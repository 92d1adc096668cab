// Date-time pickers (antd's, on dayjs) in the sites' time zone, whatever the browser's: only the back-office forms
// that pick a time load this (the public pages carry no date library, issue 33).
import { siteLocalInput, siteLocalToIso } from '@etp/contracts';
import dayjs, { type Dayjs } from 'dayjs';

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
