// The site's calendar: what "today", a day and a week are where the product runs (SITE_TIME_ZONE, China: UTC+8, no
// daylight saving). One home for every reader on the server and in the browser: study days and the daily limit, class
// start and finish dates, competition stages, ages from ID numbers, dates in spreadsheets, the dashboards' weeks.
import { SITE_TIME_ZONE } from './constants.ts';

const DAY_MS = 86_400_000;
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day on the site as YYYY-MM-DD, `offsetDays` after `at` (default: now). */
export function siteDay(at: Date | number = Date.now(), offsetDays = 0): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return DAY.format(ms + offsetDays * DAY_MS);
}

/** The site's wall-clock time of an instant as `YYYY-MM-DD HH:mm:ss`. */
export function siteDateTime(at: Date | number | string): string {
  const ms = typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime();
  return `${DAY.format(ms)} ${TIME.format(ms)}`;
}

/** The year, month (1-12) and day of an instant on the site's calendar. */
export function siteDateParts(at: Date | number = Date.now()): { year: number; month: number; day: number } {
  const [year, month, day] = siteDay(at).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** The Monday (YYYY-MM-DD) of the site's week that holds `at`: weeks run Monday to Sunday, as in China. */
export function siteWeek(at: Date | number = Date.now()): string {
  const day = siteDay(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday ... 6 Saturday
  const back = (weekday + 6) % 7;
  return new Date(Date.parse(`${day}T00:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);
}

/** The site's UTC offset (China: no daylight saving, so one offset all year). */
export const SITE_UTC_OFFSET = '+08:00';

/** An instant as the site's wall clock for an <input type="datetime-local">: 'YYYY-MM-DDTHH:mm' ('' for nothing). */
export function siteLocalInput(at: Date | number | string | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const ms = typeof at === 'string' ? Date.parse(at) : typeof at === 'number' ? at : at.getTime();
  if (Number.isNaN(ms)) return '';
  return siteDateTime(ms).slice(0, 16).replace(' ', 'T');
}

/** A wall-clock time on the site ('YYYY-MM-DDTHH:mm' or with seconds) as an ISO instant, whatever the browser's zone. */
export function siteLocalToIso(local: string): string {
  if (!local) return '';
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  const at = new Date(`${withSeconds.replace(' ', 'T')}${SITE_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** The instant a site calendar day (YYYY-MM-DD) begins. */
export function siteDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SITE_UTC_OFFSET}`);
}
