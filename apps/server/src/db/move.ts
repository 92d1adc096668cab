// From the embedded database to PostgreSQL (`npm run db:move -- --to postgres://...`, cli/db-move.ts): the target,
// which must hold no table, gets the schema by the same migrations, then every table's rows in one transaction
// (foreign keys dropped for the copy and added again after, which checks every reference), every sequence's position,
// and is checked table by table: the row count and a checksum of the rows' text (md5 of the sorted md5s of
// `row::text`, on both sides in UTC with the same output styles). A failure rolls the copy back and removes the schema
// it made, so the target is empty again.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

/** Rows of one query, on either engine. */
type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface TableReport {
  table: string;
  rows: number;
  checksum: string;
}

export interface MoveReport {
  tables: TableReport[];
  sequences: number;
  /** Storage keys the rows name, by column (table.column). */
  fileReferences: { column: string; keys: string[] }[];
}

/** Columns that hold storage keys: the files the rows point to (lib/storage.ts). */
const FILE_COLUMNS = ['storage_key', 'photo_key', 'capture_key', 'file_key', 'poster_key'];
const CHUNK_ROWS = 2000;
/** Text output that is the same on both engines, whatever the servers' settings. */
const SAME_TEXT = [
  "SET TimeZone = 'UTC'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  'SET extra_float_digits = 1',
  "SET bytea_output = 'hex'",
];

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class MoveRefused extends Error {}

function pgliteQuery(client: PGlite): Query {
  return async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows;
}

function clientQuery(client: pg.PoolClient | pg.Client): Query {
  return async <T>(text: string, params?: unknown[]) =>
    (await client.query(text, params as unknown[])).rows as unknown as T[];
}

/** Tables of the public schema, by name. */
async function tablesOf(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Whether the target holds any table or view of its own (outside PostgreSQL's catalogs). */
export async function targetIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S')
          and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

async function checksum(query: Query, table: string): Promise<TableReport> {
  const [row] = await query<{ n: string | number; sum: string }>(
    `select count(*) as n, coalesce(md5(string_agg(h, '' order by h)), '') as sum
       from (select md5(t::text) as h from ${ident(table)} t) x`,
  );
  return { table, rows: Number(row?.n ?? 0), checksum: row?.sum ?? '' };
}

/** Every public table's row count and checksum in a PostgreSQL database (the backup restore test compares two). */
export async function tableChecksums(url: string): Promise<TableReport[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = clientQuery(client);
    for (const statement of SAME_TEXT) await query(statement);
    const reports: TableReport[] = [];
    for (const table of await tablesOf(query)) reports.push(await checksum(query, table));
    return reports;
  } finally {
    await client.end();
  }
}

/** Copies one table in chunks by physical position (a TID range scan), each chunk as one JSON array of rows. */
async function copyTable(source: Query, target: Query, table: string): Promise<void> {
  const columns = await target<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const list = columns.map((c) => ident(c.name)).join(', ');
  let after = '(0,0)';
  for (;;) {
    const rows = await source<{ tid: string; row: string }>(
      `select ctid::text as tid, to_json(t)::text as row from ${ident(table)} t
        where ctid > $1::tid order by ctid limit ${CHUNK_ROWS}`,
      [after],
    );
    if (rows.length === 0) return;
    await target(
      `insert into ${ident(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`,
      [`[${rows.map((r) => r.row).join(',')}]`],
    );
    after = rows[rows.length - 1]!.tid;
  }
}

/** Removes what the move made in the target (it held no table before), so a failed move leaves it empty. */
async function emptyTarget(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await tablesOf(clientQuery(client));
    for (const table of tables) await client.query(`drop table if exists ${ident(table)} cascade`);
    await client.query('drop schema if exists drizzle cascade');
  } finally {
    await client.end();
  }
}

/**
 * Moves the embedded database `source` (migrated first, as a start would) into the empty PostgreSQL database at `url`.
 * Throws MoveRefused when the target is not empty; any other error leaves the target empty again.
 */
export async function moveDatabase(
  source: Database,
  url: string,
  say: (line: string) => void = () => {},
): Promise<MoveReport> {
  if (source.kind !== 'pglite') throw new MoveRefused('the source must be the embedded database (DATABASE_URL unset)');
  if (!(await targetIsEmpty(url))) {
    throw new MoveRefused('the target database is not empty: give an empty database (CREATE DATABASE ...)');
  }
  await migrate(source);
  const from = pgliteQuery((source.db as unknown as { $client: PGlite }).$client);
  for (const statement of SAME_TEXT) await from(statement);
  const target = await openDatabase({ url, dataDir: '.', poolSize: 2 });
  try {
    say('schema: applying the migrations to the target');
    await migrate(target);
  } finally {
    await target.close();
  }
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  try {
    const to = clientQuery(client);
    const tables = await tablesOf(from);
    const made = await tablesOf(to);
    const differ = tables.filter((t) => !made.includes(t)).concat(made.filter((t) => !tables.includes(t)));
    if (differ.length) throw new Error(`the schemas differ after migrating both: ${differ.join(', ')}`);
    await to('begin');
    for (const statement of SAME_TEXT) await to(statement);
    const foreignKeys = await to<{ tbl: string; name: string; def: string }>(
      `select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' order by c.relname, k.conname`,
    );
    for (const fk of foreignKeys) await to(`alter table ${ident(fk.tbl)} drop constraint ${ident(fk.name)}`);
    for (const table of tables) {
      await copyTable(from, to, table);
      say(`copied ${table}`);
    }
    for (const fk of foreignKeys) await to(`alter table ${ident(fk.tbl)} add constraint ${ident(fk.name)} ${fk.def}`);
    const sequences = await from<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
    );
    for (const { name } of sequences) {
      const [at] = await from<{ last_value: string | number; is_called: boolean }>(
        `select last_value, is_called from ${ident(name)}`,
      );
      await to('select setval($1::regclass, $2, $3)', [ident(name), at?.last_value ?? 1, at?.is_called ?? false]);
    }
    const reports: TableReport[] = [];
    for (const table of tables) {
      const [a, b] = [await checksum(from, table), await checksum(to, table)];
      if (a.rows !== b.rows || a.checksum !== b.checksum) {
        throw new Error(`${table}: ${a.rows} rows (${a.checksum}) in the source, ${b.rows} (${b.checksum}) copied`);
      }
      reports.push(a);
    }
    await to('commit');
    const fileReferences: MoveReport['fileReferences'] = [];
    const fileColumns = await from<{ tbl: string; col: string }>(
      `select table_name as tbl, column_name as col from information_schema.columns
        where table_schema = 'public' and column_name = any($1::text[]) order by table_name, column_name`,
      [FILE_COLUMNS],
    );
    for (const { tbl, col } of fileColumns) {
      const keys = await from<{ key: string }>(
        `select distinct ${ident(col)} as key from ${ident(tbl)} where coalesce(${ident(col)}, '') <> ''`,
      );
      fileReferences.push({ column: `${tbl}.${col}`, keys: keys.map((k) => k.key) });
    }
    return { tables: reports, sequences: sequences.length, fileReferences };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    client.release();
    await pool.end();
    await emptyTarget(url);
    throw error;
  } finally {
    if (!pool.ended) {
      client.release();
      await pool.end();
    }
  }
}
