// The menu items a release adds reach a site whose menus were written before them (menus belong to the
// administrators once written, so the seed does not add them): the data migration adds each absent item once, under
// its section, with its roles' grants; an item an administrator deletes afterwards stays deleted, and an empty menu
// table is left to the seed. On PGlite.
import { tmpdir } from 'node:os';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/db/client.ts';
import { migrateData } from '@/db/data-migrations/index.ts';
import { migrate } from '@/db/migrate.ts';
import { menus, roleMenus } from '@/db/schema/index.ts';
import { seedReference } from '@/db/seed/index.ts';
import { addSeededMenuItems } from '@/db/seed/reference/menus.ts';
import { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { TEST_PERSONAL_DATA_KEY } from '../test-keys.ts';

const personalData = new PersonalDataCipher(Buffer.from(TEST_PERSONAL_DATA_KEY, 'hex'));
const NEW_ITEMS = ['settlement/config', 'monitoring/clientIssues'] as const;

describe('menu items added by a release', () => {
  let database: Database;

  const itemsOf = (components: readonly string[]) =>
    database.db
      .select({ id: menus.id, parentId: menus.parentId, component: menus.component, titleEn: menus.titleEn })
      .from(menus)
      .where(inArray(menus.component, [...components]));
  const rolesSeeing = async (menuId: number) =>
    (await database.db.select({ role: roleMenus.role }).from(roleMenus).where(eq(roleMenus.menuId, menuId)))
      .map((r) => r.role)
      .sort();

  beforeAll(async () => {
    database = await openDatabase({ dataDir: tmpdir(), inMemory: true });
    await migrate(database);
    // A site seeded before these items existed: the whole tree, then the new items taken out.
    await seedReference(database.db);
    const before = await itemsOf(NEW_ITEMS);
    expect(before).toHaveLength(NEW_ITEMS.length);
    await database.db.delete(roleMenus).where(
      inArray(
        roleMenus.menuId,
        before.map((m) => m.id),
      ),
    );
    await database.db.delete(menus).where(
      inArray(
        menus.id,
        before.map((m) => m.id),
      ),
    );
  }, 120_000);
  afterAll(() => database.close());

  it('adds each absent item once, under its section, seen by its roles only', async () => {
    expect(await itemsOf(NEW_ITEMS)).toHaveLength(0);
    expect(await migrateData(database, { personalData })).toContain('menus-added-2026-11');

    const [settlement] = await database.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(isNull(menus.parentId), eq(menus.path, '/settlement')));
    const added = await itemsOf(['settlement/config']);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ parentId: settlement!.id, titleEn: 'Settlement settings' });
    expect(await rolesSeeing(added[0]!.id)).toEqual(['admin']);
    expect(await itemsOf(['monitoring/clientIssues'])).toHaveLength(1);
    // Items that were there are not written twice.
    expect(await itemsOf(['certificates/list'])).toHaveLength(1);
    expect(await addSeededMenuItems(database.db, ['settlement/config', 'certificates/list'])).toEqual([]);
  });

  it('leaves an item the administrator deletes afterwards deleted, on every later start', async () => {
    const [config] = await itemsOf(['settlement/config']);
    await database.db.delete(roleMenus).where(eq(roleMenus.menuId, config!.id));
    await database.db.delete(menus).where(eq(menus.id, config!.id));
    expect(await migrateData(database, { personalData })).toEqual([]);
    await seedReference(database.db);
    expect(await itemsOf(['settlement/config'])).toHaveLength(0);
  });

  it('leaves an empty menu table to the seed', async () => {
    const fresh = await openDatabase({ dataDir: tmpdir(), inMemory: true });
    try {
      await migrate(fresh);
      expect(await addSeededMenuItems(fresh.db, ['settlement/config'])).toEqual([]);
      expect(await fresh.db.select({ id: menus.id }).from(menus)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});
