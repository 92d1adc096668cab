// What other domains read of the regions, without their table: a region's name beside their rows, and whether a code
// names a region.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { outer, type Ref } from '@/db/refs.ts';
import { regions } from '@/db/schema/regions.ts';

/** The name of the region `code` names (null when none). */
export const regionNameOf = (code: Ref) =>
  sql<string | null>`(select r.name from ${regions} r where r.code = ${outer(code)})`;

/** The name of the region a code names ('' when none). */
export async function regionNameByCode(db: Db, code: string): Promise<string> {
  const [found] = await db.select({ name: regions.name }).from(regions).where(eq(regions.code, code));
  return found?.name ?? '';
}

/** Whether a division code names a region of the tree. */
export async function regionExists(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ code: regions.code }).from(regions).where(sql`${regions.code} = ${code}`).limit(1);
  return rows.length > 0;
}

/** Every area (district) with the name of its city ('' when none), by code: the public sign-up form's choices. */
export function areasWithCity(db: Db) {
  return db
    .select({ code: regions.code, name: regions.name, city: sql<string>`coalesce(p.name, '')` })
    .from(regions)
    .leftJoin(sql`${regions} as p`, sql`p.code = ${regions.parentCode}`)
    .where(eq(regions.level, 'area'))
    .orderBy(asc(regions.code));
}

/** Whether a division code names an area (district). */
export async function isArea(db: Db, code: string): Promise<boolean> {
  const [area] = await db
    .select({ code: regions.code })
    .from(regions)
    .where(and(eq(regions.code, code), eq(regions.level, 'area')))
    .limit(1);
  return area !== undefined;
}
