// Settlement's pure rules: working days skip weekends and the admin's holidays (and count worked weekend days), the
// chain of a region drops levels below the class's own, totals add up after strikes and duplicates.
import { describe, expect, it } from 'vitest';
import { isWorkingDay, levelsFor, publicityEnd, regionLineage, totalsOf } from '@/modules/settlement/rules.ts';

describe('publicity end', () => {
  const none = new Map<string, 'holiday' | 'workday'>();
  it('counts working days after the day of approval', () => {
    // 2026-11-27 is a Friday: five working days are Mon 30 Nov .. Fri 4 Dec.
    expect(publicityEnd('2026-11-27', 5, none)).toBe('2026-12-04');
    expect(publicityEnd('2026-11-30', 1, none)).toBe('2026-12-01');
    expect(publicityEnd('2026-11-30', 0, none)).toBe('2026-11-30');
  });
  it('skips holidays and counts worked weekend days', () => {
    const calendar = new Map<string, 'holiday' | 'workday'>([
      ['2026-10-01', 'holiday'],
      ['2026-10-02', 'holiday'],
      ['2026-10-05', 'holiday'],
      ['2026-10-10', 'workday'],
    ]);
    expect(isWorkingDay('2026-10-01', calendar)).toBe(false);
    expect(isWorkingDay('2026-10-10', calendar)).toBe(true);
    // From Wed 30 Sep: Thu 1, Fri 2 off, weekend, Mon 5 off; Tue 6, Wed 7, Thu 8.
    expect(publicityEnd('2026-09-30', 3, calendar)).toBe('2026-10-08');
    // Fri 9, Sat 10 (worked), Mon 12.
    expect(publicityEnd('2026-10-08', 3, calendar)).toBe('2026-10-12');
  });
});

describe('chains', () => {
  it('looks the region up, its city, its province', () => {
    expect(regionLineage('370102')).toEqual(['370102', '370100', '370000']);
    expect(regionLineage('370100')).toEqual(['370100', '370000']);
  });
  it('keeps the order of the levels and none below the class region', () => {
    expect(levelsFor('370102', ['city', 'area'])).toEqual(['area', 'city']);
    expect(levelsFor('370102', ['area', 'city', 'province'])).toEqual(['area', 'city', 'province']);
    expect(levelsFor('370100', ['area', 'city'])).toEqual(['city']);
    expect(levelsFor('370000', ['area'])).toEqual(['province']);
  });
});

describe('totals', () => {
  it('adds what is payable: eligible, not struck, not a duplicate', () => {
    const line = (over: object) => ({ eligible: true, struck: false, duplicate: false, amountFen: 100_000, ...over });
    const totals = totalsOf([
      line({}),
      line({}),
      line({ struck: true }),
      line({ duplicate: true }),
      line({ eligible: false, amountFen: 0 }),
    ]);
    expect(totals).toEqual({ claimedFen: 400_000, totalFen: 200_000, studentCount: 2 });
  });
});
