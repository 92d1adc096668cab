import { describe, expect, it } from 'vitest';
import { siteDateParts, siteDateTime, siteDay, siteDayStart, siteWeek } from '../src/site-time.ts';

describe("the site's calendar", () => {
  it("counts the day in China, not in UTC or the runner's zone", () => {
    // 16:30 UTC is half past midnight the next day in China.
    expect(siteDay(Date.parse('2030-03-04T16:30:00Z'))).toBe('2030-03-05');
    expect(siteDay(Date.parse('2030-03-04T15:59:59Z'))).toBe('2030-03-04');
    expect(siteDay(new Date('2030-03-04T15:59:59Z'), 1)).toBe('2030-03-05');
    expect(siteDay(new Date('2030-03-01T00:00:00Z'), -1)).toBe('2030-02-28');
  });

  it('writes wall-clock times and date parts', () => {
    expect(siteDateTime('2030-03-04T16:30:05Z')).toBe('2030-03-05 00:30:05');
    expect(siteDateParts(Date.parse('2030-12-31T16:00:00Z'))).toEqual({ year: 2031, month: 1, day: 1 });
  });

  it('starts weeks on Monday', () => {
    expect(siteWeek(Date.parse('2030-03-04T02:00:00Z'))).toBe('2030-03-04'); // a Monday
    expect(siteWeek(Date.parse('2030-03-10T15:00:00Z'))).toBe('2030-03-04'); // Sunday 23:00 in China
    expect(siteWeek(Date.parse('2030-03-10T16:00:00Z'))).toBe('2030-03-11'); // Monday 00:00 in China
  });

  it('begins a day at midnight in China', () => {
    expect(siteDayStart('2030-03-05').toISOString()).toBe('2030-03-04T16:00:00.000Z');
  });
});
