// The default site, created only while the sites table is empty so an administrator's edits are never overwritten.
import { PAGE_TITLE } from '@etp/contracts';
import type { Db } from '../../client.ts';
import { sites } from '../../schema/index.ts';
import { logoSvg } from '../svg.ts';

export const DEFAULT_SITE_DOMAIN = 'localhost';

export async function seedDefaultSite(db: Db): Promise<void> {
  const [any] = await db.select({ id: sites.id }).from(sites).limit(1);
  if (any) return;
  await db
    .insert(sites)
    .values({
      domain: DEFAULT_SITE_DOMAIN,
      variant: 'standard',
      website: PAGE_TITLE,
      shortName: '创培平台',
      logo: logoSvg('创培'),
      isDefault: true,
    })
    .onConflictDoNothing();
}
