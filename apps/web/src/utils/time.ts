// The one way a date or a time is shown: in the sites' time zone (SITE_TIME_ZONE), whatever the browser's. Read as
// dayjs reads (an instant with Z or an offset as it is, '2026-11-20 09:05' as the browser's local time) and written
// with the browser's Intl in the site zone, so the public pages carry no date library (issue 33).
import { SITE_TIME_ZONE } from '@etp/contracts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** dayjs's reading of a date without a zone (its REGEX_PARSE): year, month, day, hours, minutes, seconds, ms. */
const LOCAL_FORM = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parse(value: string): Date | null {
  const local = /Z$/i.test(value) ? null : LOCAL_FORM.exec(value);
  const date = local
    ? new Date(
        Number(local[1]),
        Number(local[2] ?? 1) - 1,
        Number(local[3] || 1),
        Number(local[4] ?? 0),
        Number(local[5] ?? 0),
        Number(local[6] ?? 0),
        Number((local[7] ?? '0').slice(0, 3)),
      )
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

let parts: Intl.DateTimeFormat | undefined;
/** 'YYYY-MM-DD', 'HH:mm' and ':ss' of an instant in the site zone. */
function inSiteZone(value: string | null | undefined) {
  const date = value ? parse(value) : null;
  if (!date) return null;
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, seconds: `:${p.second}` };
}

/** '2026-11-20 09:05' (':07' with seconds) in the site's time zone; `empty` for nothing or nonsense. */
export function formatDateTime(value: string | null | undefined, options: { seconds?: boolean; empty?: string } = {}) {
  if (value && DATE_ONLY.test(value)) return value;
  const time = inSiteZone(value);
  if (!time) return options.empty ?? '';
  return `${time.day} ${time.time}${options.seconds ? time.seconds : ''}`;
}

/** '2026-11-20', the calendar day in the site's time zone (a plain date stays as it is); '' for nothing. */
export function formatDay(value: string | null | undefined): string {
  if (value && DATE_ONLY.test(value)) return value;
  return inSiteZone(value)?.day ?? '';
}
