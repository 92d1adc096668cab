// Seeding: reference data on every start (idempotent) and the demo world into an empty database.

import { hashPassword } from '@/lib/password.ts';
import type { Db } from '../client.ts';
import { seedAnnouncements } from './demo/announcements.ts';
import { seedClasses } from './demo/classes.ts';
import { seedContent } from './demo/content.ts';
import { DEMO_INSTITUTIONS, seedInstitutions } from './demo/institutions.ts';
import { seedOperates } from './demo/operates.ts';
import { seedSites } from './demo/sites.ts';
import { seedStudents } from './demo/students.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from './demo/users.ts';
import { seedDicts } from './reference/dicts.ts';
import { seedMenus } from './reference/menus.ts';
import { seedRegions } from './reference/regions.ts';
import { seedRoles } from './reference/roles.ts';
import { seedDefaultSite } from './reference/sites.ts';

/** Roles, dictionaries, regions, menus and a default site; inserts only what is absent, so it is safe on every start. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedRoles(tx);
    await seedDicts(tx);
    await seedRegions(tx);
    await seedMenus(tx);
    await seedDefaultSite(tx);
  });
}

/** The demo sites, institutions, courses, classes, accounts, students and guides; call it on an empty database only. */
export async function seedDemo(db: Db): Promise<void> {
  // One argon2 hash for all demo accounts keeps seeding fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const siteIds = await seedSites(tx);
    const { institutionIds, courseIds } = await seedInstitutions(tx);
    const ctx = {
      passwordHash,
      siteIds,
      institutionIds,
      institutionRegions: new Map(DEMO_INSTITUTIONS.map((i) => [i.name, i.regionCode])),
    };
    const userIds = await seedAccounts(tx, ctx, DEMO_ACCOUNTS);
    const seededClasses = await seedClasses(tx, ctx, userIds, courseIds);
    await seedStudents(tx, ctx, userIds, seededClasses);
    await seedContent(tx, ctx, userIds);
    await seedOperates(tx);
    await seedAnnouncements(tx, userIds);
  });
}
