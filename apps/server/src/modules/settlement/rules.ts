// Settlement's pure rules: working days for the publicity period, the review chain of a region, the totals of a
// roster. No database here (unit-tested).
import { REVIEW_LEVELS, type ReviewLevel } from '@etp/contracts';

export interface CalendarDay {
  day: string;
  kind: 'holiday' | 'workday';
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Whether `day` is worked: a weekday that is not a holiday, or a weekend day the calendar makes a workday (调休). */
export function isWorkingDay(day: string, calendar: ReadonlyMap<string, CalendarDay['kind']>): boolean {
  const kind = calendar.get(day);
  if (kind) return kind === 'workday';
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The last day of a publicity period of `days` working days that starts the working day after `from`: the period
 * covers that day fully; it is over once the site's day is past it.
 */
export function publicityEnd(from: string, days: number, calendar: ReadonlyMap<string, CalendarDay['kind']>): string {
  let day = from;
  let counted = 0;
  // A calendar cannot hold more than a year of days off in a row.
  for (let guard = 0; counted < days && guard < 400; guard++) {
    day = addDays(day, 1);
    if (isWorkingDay(day, calendar)) counted++;
  }
  return day;
}

/** The codes a region's chain and standard may be kept under: itself, its city, its province (most specific first). */
export function regionLineage(code: string): string[] {
  const city = `${code.slice(0, 4)}00`;
  const province = `${code.slice(0, 2)}0000`;
  return [...new Set([code, city, province])];
}

/** The levels of a chain that apply to a class of `regionCode`: none below the class's own region's level. */
export function levelsFor(regionCode: string, levels: readonly ReviewLevel[]): ReviewLevel[] {
  const below: ReviewLevel[] = regionCode.endsWith('0000')
    ? ['area', 'city']
    : regionCode.endsWith('00')
      ? ['area']
      : [];
  const kept = REVIEW_LEVELS.filter((l) => levels.includes(l) && !below.includes(l));
  return kept.length ? kept : ['province'];
}

export interface RosterLine {
  eligible: boolean;
  struck: boolean;
  duplicate: boolean;
  amountFen: number;
}

/** What a roster line adds to the total: its amount when eligible, not struck and not a duplicate. */
export const payableFen = (s: RosterLine) => (s.eligible && !s.struck && !s.duplicate ? s.amountFen : 0);

/** The claim's totals: claimed (every eligible line), payable total and the students it pays. */
export function totalsOf(lines: readonly RosterLine[]) {
  let claimedFen = 0;
  let totalFen = 0;
  let studentCount = 0;
  for (const s of lines) {
    if (s.eligible) claimedFen += s.amountFen;
    const payable = payableFen(s);
    totalFen += payable;
    if (payable > 0 || (s.eligible && !s.struck && !s.duplicate)) studentCount++;
  }
  return { claimedFen, totalFen, studentCount };
}
