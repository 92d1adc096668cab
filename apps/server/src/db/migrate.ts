// Applies the committed SQL migrations under an advisory lock, so instances starting together are safe.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.ts';

const MIGRATION_LOCK_KEY = 7_340_001;
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrate(database: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await db.execute(
      sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    const applied = await db.execute(
      sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    const last = Number(rowsOf<{ created_at: string }>(applied)[0]?.created_at ?? 0);
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      await db.transaction(async (tx) => {
        for (const statement of migration.sql) {
          if (statement.trim()) await tx.execute(sql.raw(statement));
        }
        await tx.execute(
          sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
        );
      });
    }
  });
}

/** node-postgres returns { rows }, PGlite returns { rows } too, but typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
