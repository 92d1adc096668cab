// What other domains read of the institutions, without their table: an institution's name and region beside their
// rows.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { outer, type Ref } from '@/db/refs.ts';
import { institutions } from '@/db/schema/institutions.ts';

/** The name of the institution `id` names (null when none). */
export const institutionNameOf = (id: Ref) =>
  sql<string | null>`(select i.name from ${institutions} i where i.id = ${outer(id)})`;

/** Whether the institution `id` names is approved: a condition on the caller's column. */
export const approvedInstitution = (id: Ref) =>
  sql`${outer(id)} in (select i.id from ${institutions} i where i.status = 'approved')`;

/** The region code of the institution `id` names (null when none). */
export const institutionRegionOf = (id: Ref) =>
  sql<string | null>`(select i.region_code from ${institutions} i where i.id = ${outer(id)})`;

/** The institution `id` names (its region and status), or null. */
export async function institutionOf(
  db: Db,
  id: number,
): Promise<{ id: number; regionCode: string; status: string } | null> {
  const [row] = await db
    .select({ id: institutions.id, regionCode: institutions.regionCode, status: institutions.status })
    .from(institutions)
    .where(eq(institutions.id, id))
    .limit(1);
  return row ?? null;
}

/** The approved institutions by id, as the public sign-up form offers them. */
export function approvedInstitutions(db: Db) {
  return db
    .select({
      id: institutions.id,
      name: institutions.name,
      region_code: institutions.regionCode,
      kind: institutions.kind,
    })
    .from(institutions)
    .where(eq(institutions.status, 'approved'))
    .orderBy(asc(institutions.id));
}

/** Whether `id` names an approved institution of the area `regionCode`. */
export async function isApprovedInstitutionOf(db: Db, id: number, regionCode: string): Promise<boolean> {
  const [found] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.id, id), eq(institutions.regionCode, regionCode), eq(institutions.status, 'approved')))
    .limit(1);
  return found !== undefined;
}

/** The settlement contact the institution keeps (null when none): the settlement domain shows it (SPEC 7). */
export const institutionSettlementContactOf = (id: Ref) =>
  sql<string | null>`(select i.settlement_contact from ${institutions} i where i.id = ${outer(id)})`;
