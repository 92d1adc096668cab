// Start-up seeding: reference data every time, the demo world only into a database without accounts.
import { count } from 'drizzle-orm';
import type { Storage } from '@/lib/storage.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedDemo, seedReference } from './index.ts';

const SEED_LOCK_KEY = 7_340_002;

interface SeedLog {
  info(msg: string): void;
}

/**
 * Safe for several instances starting together: they take turns under an advisory lock.
 * `storage`: where the demo's files (guide attachments) go, none without it; `personalDataKey`: the instance's key, so
 * the demo's ID numbers and phones are encrypted as the instance's own (random when none is given).
 */
export async function seedOnStart(
  database: Database,
  options: { seedDemo: boolean; storage?: Storage; personalDataKey?: Buffer; studyHourMinutes?: number },
  log?: SeedLog,
): Promise<void> {
  await database.withAdvisoryLock(SEED_LOCK_KEY, async (db) => {
    await seedReference(db);
    if (!options.seedDemo) return;
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return;
    await seedDemo(db, options);
    log?.info('seeded the demo data (accounts admin, teacher, trainer, student, province, city, area)');
  });
}
