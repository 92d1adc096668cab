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
