// `npm run db:move -- --to postgres://user@host/db [--files-to-s3]`: moves the embedded database under DATA_DIR into an
// empty PostgreSQL database (db/move.ts: schema, every table and sequence, row counts and checksums), reports the files
// the rows name and whether DATA_DIR holds them, copies DATA_DIR's files to the S3_* bucket when asked, and prints what
// to set next. Stop the server first: the embedded database has one user at a time.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.ts';
import { storageFor } from '@/core/index.ts';
import { openDatabase } from '@/db/client.ts';
import { MoveRefused, moveDatabase } from '@/db/move.ts';
import { LocalStorage } from '@/lib/storage.ts';

/** What DATA_DIR keeps beside the stored files: the database and the development secrets. */
const NOT_FILES = new Set(['pglite', 'token-secret', 'personal-data-key']);

function* storedFiles(dir: string, root = dir): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (dir === root && NOT_FILES.has(name)) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* storedFiles(full, root);
    else yield relative(root, full).split(sep).join('/');
  }
}

const redact = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, 'files-to-s3': { type: 'boolean', default: false } },
  });
  const url = values.to;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error('Usage: npm run db:move -- --to postgres://user@host:5432/database [--files-to-s3]');
    return 2;
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
    console.error(`db:move: no embedded database under ${pgliteDir} (set DATA_DIR to the folder npm start used)`);
    return 1;
  }
  console.log(`Moving the embedded database in ${config.dataDir} to ${redact(url)}`);
  const source = await openDatabase({ dataDir: config.dataDir });
  let report: Awaited<ReturnType<typeof moveDatabase>>;
  try {
    report = await moveDatabase(source, url, (line) => console.log(`  ${line}`));
  } catch (error) {
    if (error instanceof MoveRefused) {
      console.error(`db:move: refused: ${error.message}`);
      return 1;
    }
    console.error(`db:move: failed, the target is left empty: ${(error as Error).message}`);
    return 1;
  } finally {
    await source.close();
  }

  const width = Math.max(...report.tables.map((t) => t.table.length));
  console.log(`\n${'table'.padEnd(width)}  ${'rows'.padStart(8)}  checksum (source = target)`);
  for (const t of report.tables) console.log(`${t.table.padEnd(width)}  ${String(t.rows).padStart(8)}  ${t.checksum}`);
  const rows = report.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `\n${report.tables.length} tables, ${rows} rows and ${report.sequences} sequences copied; every table's row ` +
      'count and checksum match.',
  );

  // The rows name files by storage key; the files stay in DATA_DIR unless they go to the bucket now.
  const local = new LocalStorage(config.dataDir);
  let named = 0;
  let missing = 0;
  for (const { column, keys } of report.fileReferences) {
    let absent = 0;
    for (const key of keys) if (!(await local.stat(key))) absent++;
    named += keys.length;
    missing += absent;
    console.log(`files named by ${column}: ${keys.length}${absent ? ` (${absent} not in DATA_DIR)` : ''}`);
  }
  const files = [...storedFiles(config.dataDir)];
  console.log(`${named} file references, ${missing} of them missing; DATA_DIR holds ${files.length} stored files.`);
  if (values['files-to-s3']) {
    if (!config.S3_BUCKET) {
      console.error('db:move: --files-to-s3 needs the S3_* settings (S3_BUCKET, S3_ENDPOINT, keys) in the environment');
      return 1;
    }
    const bucket = await storageFor(config);
    for (const key of files) {
      await bucket.putFile(key, join(config.dataDir, key));
      const there = await bucket.stat(key);
      if (there?.size !== statSync(join(config.dataDir, key)).size) throw new Error(`${key}: not stored in the bucket`);
    }
    console.log(`${files.length} files copied to the bucket ${config.S3_BUCKET} and checked by size.`);
  }

  const keyFile = join(config.dataDir, 'personal-data-key');
  const secretFile = join(config.dataDir, 'token-secret');
  console.log('\nNext: start the server on PostgreSQL with');
  console.log(`  DATABASE_URL=${redact(url)}`);
  if (process.env.PERSONAL_DATA_KEY) {
    console.log('  PERSONAL_DATA_KEY=<the one set here>   (ID numbers and phones are encrypted with it: keep it)');
  } else if (existsSync(keyFile)) {
    console.log(`  PERSONAL_DATA_KEY=$(cat ${keyFile})   (ID numbers and phones are encrypted with it: keep it)`);
  }
  if (!process.env.TOKEN_SECRET && existsSync(secretFile)) {
    console.log(`  TOKEN_SECRET=$(cat ${secretFile})   (or a new one: everyone signs in again)`);
  }
  console.log(
    values['files-to-s3']
      ? `  S3_BUCKET=${config.S3_BUCKET} and the other S3_* settings you used here`
      : `  DATA_DIR=${config.dataDir}   (the stored files; or run again on an empty database with --files-to-s3)`,
  );
  console.log('and REDIS_URL for several instances (docs/deployment.md).');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`db:move: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
