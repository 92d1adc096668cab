// What other domains read of the sign-up leads, without their table: which leads an institution's teachers see.
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { leads } from '@/db/schema/signups.ts';
import { institutionRegionOf } from '@/modules/institutions/index.ts';

/** The leads an institution's teachers see: of its area, wishing for it or for no institution in particular. */
export function leadsOfInstitution(institutionId: number): SQL {
  return sql`(${leads.regionCode} = ${institutionRegionOf(sql`${institutionId}`)} and (${leads.institutionId} is null or ${leads.institutionId} = ${institutionId}))`;
}

/** How many new (unhandled) leads an institution's teachers see. */
export async function newLeadCount(db: Db, institutionId: number): Promise<number> {
  const [found] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(leadsOfInstitution(institutionId), eq(leads.status, 'new')));
  return found?.n ?? 0;
}

/** A lead an institution's teachers may still enrol (not enrolled yet), or null. */
export async function enrollableLead(db: Db, leadId: number, institutionId: number) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), ne(leads.status, 'enrolled'), leadsOfInstitution(institutionId)))
    .limit(1);
  return lead ?? null;
}

/** Marks a lead enrolled by `actorId` (in the caller's transaction: the enrolment that took it). */
export async function markLeadEnrolled(tx: Tx, leadId: number, actorId: number): Promise<void> {
  await tx
    .update(leads)
    .set({ status: 'enrolled', handledBy: actorId, updatedAt: new Date() })
    .where(eq(leads.id, leadId));
}
