// Study time as a person reads it (issue 28: 3, 4): 学时 to one decimal, with the minutes (or, under a minute, the
// seconds) that make a short study visible. The one formatter of study time: every page a student or a staff member
// reads study time on goes through it, from the seconds the ledger credited (study_ledger).
import type { Locale } from './locales.ts';

/** 学时 to one decimal, rounded down: a figure never shows more than was credited (the rules count whole 学时). */
export function studyHours(seconds: number, hourMinutes: number): number {
  if (!(hourMinutes > 0) || !(seconds > 0)) return 0;
  return oneDecimal(seconds / 60 / hourMinutes);
}

/** A 学时 figure the server already computed (two decimals), shown to one decimal, rounded down. */
export function oneDecimal(hours: number): number {
  if (!(hours > 0)) return 0;
  // The small epsilon keeps 0.3 (0.29999...) from showing as 0.2.
  return Math.floor(hours * 10 + 1e-9) / 10;
}

const UNITS = {
  'zh-CN': {
    seconds: (n: number) => `${n} 秒`,
    minutes: (n: number) => `${n} 分钟`,
    hours: (h: string, d: string) => `${h} 学时（${d}）`,
  },
  'en-US': {
    seconds: (n: number) => `${n} s`,
    minutes: (n: number) => `${n} min`,
    hours: (h: string, d: string) => `${h} study hours (${d})`,
  },
} as const;

const unitsOf = (locale: string) => (locale.startsWith('en') ? UNITS['en-US'] : UNITS['zh-CN']);

/** A length of study: whole minutes, or the seconds when under a minute ("12 分钟", "35 秒"). */
export function formatStudyDuration(seconds: number, locale: Locale | string): string {
  const s = Math.max(0, Math.floor(seconds));
  const units = unitsOf(locale);
  return s < 60 ? units.seconds(s) : units.minutes(Math.floor(s / 60));
}

/** 学时 with the time behind them: "0.4 学时（18 分钟）", "0 学时（35 秒）". */
export function formatStudyTime(seconds: number, hourMinutes: number, locale: Locale | string): string {
  return unitsOf(locale).hours(studyHours(seconds, hourMinutes).toFixed(1), formatStudyDuration(seconds, locale));
}
