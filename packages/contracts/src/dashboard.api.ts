// The dashboard (/home, 数据看板) and the data cockpit (/bigScreen, 数据驾驶舱), issue 30: figures from the
// dashboard's rollups, each with the list it counts. Schema-free, so the browser imports these without zod.

export const DASHBOARD_API = {
  /** The caller's figures, classes by status, weekly trends and rankings (admin all, regions theirs, trainer own classes). */
  home: '/a/v1/dashboard/home',
  /** The cockpit: per-city figures of the province map, live counters, rankings and trends. */
  bigScreen: '/a/v1/dashboard/big-screen',
  /** The live counters as Server-Sent Events (event: counters), pushed after every fold of the rollups. */
  live: '/a/v1/dashboard/live',
  /** The province shapes an administrator uploaded (GeoJSON), null while the shipped ones are in use; PUT replaces, DELETE restores. */
  map: '/a/v1/dashboard/map',
} as const;

/** The figures of /home, in their order. Subsidy figures come from settlement claims (amounts in fen). */
export const DASHBOARD_FIGURES = [
  'institutions',
  'enrolled',
  'studying_now',
  'certified',
  'hours_week',
  'theory_pass_rate',
  'followup_rate',
  'subsidy_claimed',
  'subsidy_approved',
  'subsidy_paid',
] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURES)[number];

/** "Studying now": students credited within this many minutes (the rollup folds every minute). */
export const STUDYING_NOW_MINUTES = 5;
/** Weekly trends cover this many weeks, the current one last. */
export const DASHBOARD_TREND_WEEKS = 12;
/** Rankings show this many areas and institutions, by credited hours in the last DASHBOARD_RANKING_DAYS days (the trend weeks). */
export const DASHBOARD_RANKING_SIZE = 10;
export const DASHBOARD_RANKING_DAYS = 84;
/** The rollup job's period. */
export const DASHBOARD_FOLD_EVERY_MS = 60_000;
/** The largest GeoJSON an administrator may upload (bytes). */
export const DASHBOARD_MAP_MAX_BYTES = 8 * 1024 * 1024;
