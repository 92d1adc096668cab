import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './time';

describe('dates and times on screen', () => {
  it('shows an instant in the site time zone, whatever the browser zone', () => {
    expect(formatDateTime('2026-11-21T19:16:16.657Z')).toBe('2026-11-22 03:16');
    expect(formatDateTime('2026-11-21T19:16:16.657Z', { seconds: true })).toBe('2026-11-22 03:16:16');
    expect(formatDay('2026-11-21T19:16:16.657Z')).toBe('2026-11-22');
  });

  it('keeps a plain date and shows nothing (or the given mark) for nothing or nonsense', () => {
    expect(formatDay('2026-09-19')).toBe('2026-09-19');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nope', { empty: '-' })).toBe('-');
    expect(formatDay(undefined)).toBe('');
  });
});

describe('reading as dayjs read', () => {
  it('takes a time without a zone as the browser local time, and offsets as given', () => {
    const local = new Date(2026, 10, 20, 9, 5, 7).toISOString();
    expect(formatDateTime('2026-11-20 09:05:07', { seconds: true })).toBe(formatDateTime(local, { seconds: true }));
    expect(formatDateTime('2026-11-20T09:05:07+08:00')).toBe('2026-11-20 09:05');
    expect(formatDateTime('2026-11-20T16:30:00Z')).toBe('2026-11-21 00:30');
    expect(formatDay('2026-11-20T16:30:00.000Z')).toBe('2026-11-21');
  });
});
