// The dashboard's answers (issue 30).
import { z } from 'zod';
import { CLASS_STATUSES } from './classes.api.ts';

/** The list a figure counts: its API address and filters (the list's total equals the figure), or null. */
export const figureList = z
  .object({
    api: z.string(),
    query: z.record(z.string(), z.string()),
  })
  .nullable();
export type FigureList = z.infer<typeof figureList>;

/**
 * One figure: a count, hours, a rate (value = part / of, a fraction 0..1, with its denominator) or an amount in fen
 * (subsidy_*, with `of` the number of claims: what its list's total counts).
 */
export const dashboardFigure = z.object({
  key: z.string(),
  value: z.number(),
  /** The denominator of a rate, the number of claims behind an amount, else null. */
  of: z.number().nullable(),
  list: figureList,
});
export type DashboardFigure = z.infer<typeof dashboardFigure>;

export const classStatusFigure = z.object({
  status: z.enum(CLASS_STATUSES),
  value: z.number().int(),
  list: figureList,
});

export const trendPoint = z.object({
  /** The Monday (site time) the week starts, or the day (cockpit). */
  at: z.string(),
  hours: z.number(),
  enrolled: z.number().int(),
  certified: z.number().int(),
});
export type TrendPoint = z.infer<typeof trendPoint>;

export const rankRow = z.object({
  /** A region code (areas) or an institution id. */
  code: z.string(),
  name: z.string(),
  hours: z.number(),
  enrolled: z.number().int(),
  certified: z.number().int(),
});
export type RankRow = z.infer<typeof rankRow>;

export const rankings = z.object({ areas: z.array(rankRow), institutions: z.array(rankRow) });

export const dashboardHome = z.object({
  /** When the rollups were last folded (null: never yet). */
  as_of: z.string().nullable(),
  figures: z.array(dashboardFigure),
  classes: z.array(classStatusFigure),
  trends: z.array(trendPoint),
  rankings,
});
export type DashboardHome = z.infer<typeof dashboardHome>;

export const liveCounters = z.object({
  studying_now: z.number().int(),
  hours_today: z.number(),
  certificates_today: z.number().int(),
  as_of: z.string().nullable(),
});
export type LiveCounters = z.infer<typeof liveCounters>;

export const cityFigure = z.object({
  code: z.string(),
  name: z.string(),
  enrolled: z.number().int(),
  certified: z.number().int(),
  hours: z.number(),
  studying_now: z.number().int(),
});
export type CityFigure = z.infer<typeof cityFigure>;

export const bigScreen = z.object({
  province: z.object({ code: z.string(), name: z.string() }),
  cities: z.array(cityFigure),
  counters: liveCounters,
  totals: z.object({ enrolled: z.number().int(), certified: z.number().int(), hours: z.number() }),
  /** Daily points of the last 30 days. */
  trends: z.array(trendPoint),
  rankings,
});
export type BigScreen = z.infer<typeof bigScreen>;

/** An uploaded replacement of the province shapes: a GeoJSON FeatureCollection. */
export const mapUpload = z.object({
  type: z.literal('FeatureCollection'),
  features: z
    .array(
      z.looseObject({
        type: z.literal('Feature'),
        properties: z.looseObject({ name: z.string().min(1).max(50) }),
        geometry: z.looseObject({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.unknown()) }),
      }),
    )
    .min(1)
    .max(500),
});
export type MapUpload = z.infer<typeof mapUpload>;
