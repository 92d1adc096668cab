// Times are the site's (China) whatever the browser's zone (issue 28: 19): this file runs in New York.
import { siteLocalInput, siteLocalToIso } from '@etp/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromSitePicker, toSitePicker } from './sitePicker';
import { formatDateTime, formatDay } from './time';

const before = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = before;
});

// 09:30 in China on 20 November is 20:30 the evening before in New York.
const INSTANT = '2026-11-20T01:30:00.000Z';

describe('site time in a browser on New York time', () => {
  it('is really running in New York', () => {
    expect(new Date(INSTANT).getHours()).toBe(20);
  });

  it('shows times and days on the site’s clock', () => {
    expect(formatDateTime(INSTANT)).toBe('2026-11-20 09:30');
    expect(formatDay(INSTANT)).toBe('2026-11-20');
  });

  it('fills and reads a datetime-local input on the site’s clock', () => {
    expect(siteLocalInput(INSTANT)).toBe('2026-11-20T09:30');
    expect(siteLocalToIso('2026-11-20T09:30')).toBe(INSTANT);
    expect(siteLocalToIso(siteLocalInput(INSTANT))).toBe(INSTANT);
  });

  it('shows and picks a date-time picker’s value on the site’s clock', () => {
    const shown = toSitePicker(INSTANT);
    expect(shown?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-20 09:30');
    expect(fromSitePicker(dayjs('2026-11-20T09:30'))).toBe(INSTANT);
    expect(fromSitePicker(shown)).toBe(INSTANT);
  });
});
