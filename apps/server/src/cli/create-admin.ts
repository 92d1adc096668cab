// `npm run create-admin`: makes the first administrator of a (production) database.
// Reads ADMIN_USERNAME, ADMIN_NAME and ADMIN_PASSWORD, or asks for them on the terminal.
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { migrateData } from '@/db/data-migrations/index.ts';
import { migrate } from '@/db/migrate.ts';
import { seedReference } from '@/db/seed/index.ts';
import { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { createAdmin } from '@/modules/users/index.ts';

async function ask(question: string, fallback?: string): Promise<string> {
  if (fallback) return fallback;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function main() {
  const config = loadConfig();
  const username = await ask('Admin username: ', process.env.ADMIN_USERNAME);
  const name = await ask('Display name: ', process.env.ADMIN_NAME ?? '系统管理员');
  const password = await ask('Password (12+ characters): ', process.env.ADMIN_PASSWORD);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
    await migrateData(database, {
      personalData: new PersonalDataCipher(config.personalDataKey, config.PERSONAL_DATA_OLD_KEYS),
    });
    await seedReference(database.db);
    const id = await createAdmin(database.db, { username, name, password });
    console.log(`Created admin "${username}" (id ${id}). Log in at /login with the role admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(`create-admin: ${error.message}`);
  process.exit(1);
});
