// What other domains read of the institutions, without their table: an institution's name and region beside their
// rows.
import { sql } from 'drizzle-orm';
import { outer, type Ref } from '@/db/refs.ts';
import { institutions } from '@/db/schema/institutions.ts';

/** The name of the institution `id` names (null when none). */
export const institutionNameOf = (id: Ref) =>
  sql<string | null>`(select i.name from ${institutions} i where i.id = ${outer(id)})`;

/** The region code of the institution `id` names (null when none). */
export const institutionRegionOf = (id: Ref) =>
  sql<string | null>`(select i.region_code from ${institutions} i where i.id = ${outer(id)})`;

/** The settlement contact the institution keeps (null when none): the settlement domain shows it (SPEC 7). */
export const institutionSettlementContactOf = (id: Ref) =>
  sql<string | null>`(select i.settlement_contact from ${institutions} i where i.id = ${outer(id)})`;
