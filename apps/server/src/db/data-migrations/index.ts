// Data migrations: changes to existing rows that SQL cannot make because they need the application (the
// personal-data key, to encrypt; the seeded menu tree, to add a release's menu items). Each runs once, after the SQL migrations and before the server listens, under an
// advisory lock (instances starting together take turns), and is recorded in drizzle.__data_migrations. A data
// migration is idempotent and works in batches: one stopped half way picks up where it was at the next start.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { rowsOf } from '../migrate.ts';
import { menusAdded202611 } from './menus-added-2026-11.ts';
import type { DataMigration, DataMigrationContext } from './migration.ts';
import { phonesEncrypted } from './phones-encrypted.ts';

const DATA_MIGRATION_LOCK_KEY = 7_340_003;

export type { DataMigration, DataMigrationContext } from './migration.ts';

/** In order; append new ones at the end. */
export const DATA_MIGRATIONS: readonly DataMigration[] = [phonesEncrypted, menusAdded202611];

/** Runs the data migrations not yet recorded; answers the names it ran. */
export async function migrateData(
  database: Database,
  context: DataMigrationContext,
  migrations: readonly DataMigration[] = DATA_MIGRATIONS,
): Promise<string[]> {
  return database.withAdvisoryLock(DATA_MIGRATION_LOCK_KEY, async (db) => {
    await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await db.execute(
      sql`CREATE TABLE IF NOT EXISTS drizzle.__data_migrations (name text PRIMARY KEY, done_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM drizzle.__data_migrations`)).map((r) => r.name),
    );
    const ran: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await migration.run(db, context);
      await db.execute(sql`INSERT INTO drizzle.__data_migrations (name) VALUES (${migration.name})`);
      ran.push(migration.name);
    }
    return ran;
  });
}
