// Migrates and seeds one template database per run; every test file then starts from a cheap copy of it.
// PGlite: a data-dir dump loaded into memory per file. PostgreSQL (TEST_DATABASE_URL): CREATE DATABASE ... TEMPLATE.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../src/db/client.ts';
import { migrateData } from '../src/db/data-migrations/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedOnStart } from '../src/db/seed/run.ts';
import { PersonalDataCipher } from '../src/lib/personal-data/index.ts';
import { adminUrl, databaseUrl } from './db-urls.ts';
import { TEST_PERSONAL_DATA_KEY } from './test-keys.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const personalDataKey = Buffer.from(TEST_PERSONAL_DATA_KEY, 'hex');
  const personalData = new PersonalDataCipher(personalDataKey);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `etp_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: databaseUrl(url, template), dataDir: tmpdir() });
    await migrate(database);
    await migrateData(database, { personalData });
    await seedOnStart(database, { seedDemo: true, personalDataKey });
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      // Drop copies a crashed file may have left behind, then the template.
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'etp_t_${process.pid}_%' OR datname = $1`,
        [template],
      );
      for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'etp-tpl-'));
  const database = await openDatabase({ dataDir: dir, inMemory: true });
  await migrate(database);
  await migrateData(database, { personalData });
  await seedOnStart(database, { seedDemo: true, personalDataKey });
  const dump = await dumpPglite(database);
  await database.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
