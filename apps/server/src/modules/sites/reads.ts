// What other domains read of the sites, without their table: a site's domain beside their rows.
import { sql } from 'drizzle-orm';
import { outer, type Ref } from '@/db/refs.ts';
import { sites } from '@/db/schema/sites.ts';

/** The domain of the site `id` names (null when none). */
export const siteDomainOf = (id: Ref) =>
  sql<string | null>`(select s.domain from ${sites} s where s.id = ${outer(id)})`;
