// A transaction in as few round trips as its logic allows, for the hot group writes (the learning records' batch):
// BEGIN travels with the first statements and COMMIT with the last, each group of statements in ONE message of the
// simple query protocol. node-postgres sends one message per query and waits for its answer, so the same transaction
// through drizzle costs a round trip per statement, BEGIN and COMMIT included (5 for a batch of heartbeats, against 2
// here; under load each round trip also waits for the event loop to come back to it).
//
// Statements are PREPAREd once per connection (a round trip of its own, the first time) and EXECUTEd by name, so a
// batch costs the database no parsing, analysis or planning: these were close to half of its work. The simple
// protocol takes no bind parameters: the EXECUTE's arguments are literals (`literal()`: quoted, quotes and
// backslashes escaped, then cast to the declared type), and callers pass their rows as arrays, one per column
// (`ints()`, `texts()`...), never a value spliced into SQL by hand. Each statement of a message gets its own snapshot
// (READ COMMITTED): it sees what the ones before it in the same message wrote, and what other transactions committed.
//
// A plan kept for every execution must stay right as the tables grow from nothing: a plan made while a progress table
// was nearly empty once kept hashing the whole table when it had grown. So the statements are written so that their
// only plan looks rows up by key (their callers say how), the transaction plans with sequential scans, hash and merge
// joins off and always uses the generic plan (SET LOCAL, for this transaction only), and `genericPlans()` lets a test
// check every plan on nearly empty tables. (PostgreSQL also plans again after an ANALYZE of a table.)
//
// On PGlite (in process: no round trips) the same calls run inside PGlite's own transaction, which also keeps the
// app's other queries (one connection) out of it.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

export type Row = Record<string, unknown>;

/** A statement whose `text` refers to its arguments as $1, $2... of `types`, prepared as `name` on each connection. */
export interface Statement {
  name: string;
  types: readonly string[];
  text: string;
}

/** One execution: the statement and its arguments, each an SQL literal (`literal()`, `ints()`, `int()`...). */
export interface Call {
  statement: Statement;
  args: readonly string[];
}

export interface Pipeline {
  /** Runs the calls in one round trip (the first also begins the transaction); answers each one's rows. */
  run(calls: Call[]): Promise<Row[][]>;
  /** Runs the calls and commits, in one round trip; the transaction is over once it answers. */
  commit(calls: Call[]): Promise<Row[][]>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

export function statement(name: string, types: readonly string[], text: string): Statement {
  if (!NAME.test(name)) throw new TypeError(`not a statement name: ${name}`);
  return { name, types, text };
}

/** What every transaction here plans with (see the top of this file): index lookups, one generic plan. */
const PLANNING = [
  'SET LOCAL enable_seqscan = off',
  'SET LOCAL enable_hashjoin = off',
  'SET LOCAL enable_mergejoin = off',
  'SET LOCAL plan_cache_mode = force_generic_plan',
];

/**
 * A value as an SQL string literal: quotes doubled, and with backslashes the E'' form with them doubled (what pg's
 * escapeLiteral makes, without its loop over every character: the batch's JSON runs to tens of kilobytes).
 */
export function literal(value: string | Date): string {
  const text = value instanceof Date ? value.toISOString() : value;
  const quoted = text.includes("'") ? text.replaceAll("'", "''") : text;
  return text.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** A whole number as a literal. */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not a whole number: ${value}`);
  return String(value);
}

/** A number as a literal (for a float8 argument: milliseconds since the epoch, say). */
export function num(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
  return String(value);
}

/** An array literal of whole numbers, null where missing (an int[] or int8[] argument: one column of the rows). */
export const ints = (values: readonly (number | null)[]): string =>
  literal(`{${values.map((v) => (v === null ? 'NULL' : int(v))).join(',')}}`);

/** An array literal of numbers, null where missing (a float8[] argument). */
export const nums = (values: readonly (number | null)[]): string =>
  literal(`{${values.map((v) => (v === null ? 'NULL' : num(v))).join(',')}}`);

/** An array literal of texts, null where missing (a text[] argument): each element quoted, `"` and `\` escaped. */
export const texts = (values: readonly (string | null)[]): string =>
  literal(`{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`);

/** An array literal of booleans (a bool[] argument). */
export const bools = (values: readonly boolean[]): string => `'{${values.map((v) => (v ? 't' : 'f')).join(',')}}'`;

/** The execution of a prepared statement with its arguments, cast to the declared types. */
function sqlOf({ statement: { name, types }, args }: Call, as = name): string {
  if (args.length !== types.length) throw new TypeError(`${types.length} arguments expected, ${args.length} given`);
  return `EXECUTE ${as}${listOf(args.map((arg, i) => `(${arg})::${types[i]}`))}`;
}

const prepareOf = ({ name, types, text }: Statement, as = name) => `PREPARE ${as}${listOf(types)} AS ${text}`;
/** A parenthesised list, or nothing for none (`EXECUTE name()` is a syntax error). */
const listOf = (items: readonly string[]) => (items.length === 0 ? '' : ` (${items.join(', ')})`);

/**
 * The names prepared on each connection (a pg client, or the PGlite instance). A connection that goes away takes its
 * entry with it; a statement is prepared at its first use on a connection, before the transaction, in one message.
 */
const prepared = new WeakMap<object, Set<string>>();

async function prepare(connection: object, calls: Call[], exec: (text: string) => Promise<unknown>): Promise<void> {
  const names = prepared.get(connection) ?? new Set<string>();
  prepared.set(connection, names);
  const missing = new Map<string, Statement>();
  for (const { statement } of calls) {
    if (!names.has(statement.name)) missing.set(statement.name, statement);
  }
  if (missing.size === 0) return;
  await exec([...missing.values()].map((s) => prepareOf(s)).join(';\n'));
  for (const name of missing.keys()) names.add(name);
}

/**
 * Runs `fn` in one transaction. `fn` ends it with `commit()` (else it is committed after `fn`); when anything fails
 * before the commit, it is rolled back and the error thrown.
 */
export async function pipelined<T>(db: Db, fn: (pipeline: Pipeline) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: pg.Pool | pg.ClientBase | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken: Error | undefined;
    try {
      return await onConnection(connection, fn);
    } catch (error) {
      broken = connectionLost(error);
      throw error;
    } finally {
      connection.release(broken);
    }
  }
  if (client instanceof pg.Client) return onConnection(client, fn);
  const pglite = client as PGlite;
  try {
    return await pglite.transaction((tx) => fn(inPglite(pglite, tx)));
  } catch (error) {
    forgetIfUnprepared(pglite, error);
    throw error;
  }
}

async function onConnection<T>(client: pg.ClientBase, fn: (pipeline: Pipeline) => Promise<T>): Promise<T> {
  let begun = false;
  let done = false;
  const send = async (calls: Call[], commit: boolean): Promise<Row[][]> => {
    const texts = calls.map((call) => sqlOf(call));
    await prepare(client, calls, (text) => client.query(text));
    const head = begun ? 0 : 1 + PLANNING.length;
    const text = [...(begun ? [] : ['BEGIN', ...PLANNING]), ...texts, ...(commit ? ['COMMIT'] : [])].join(';\n');
    begun = true;
    if (commit) done = true;
    const answer = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
    const results = Array.isArray(answer) ? answer : [answer];
    return results.slice(head, head + calls.length).map((r) => r.rows as Row[]);
  };
  try {
    const value = await fn({ run: (calls) => send(calls, false), commit: (calls) => send(calls, true) });
    if (!done) await send([], true);
    return value;
  } catch (error) {
    // A failed statement skips the rest of its message (COMMIT too) and leaves the transaction aborted; a failed
    // COMMIT has already rolled back, and this ROLLBACK only warns.
    if (begun) await client.query('ROLLBACK').catch(() => undefined);
    forgetIfUnprepared(client, error);
    throw error;
  }
}

function inPglite(connection: PGlite, tx: Transaction): Pipeline {
  let begun = false;
  const exec = async (calls: Call[]) => {
    const texts = calls.map((call) => sqlOf(call));
    if (calls.length === 0) return [];
    await prepare(connection, calls, (text) => tx.exec(text));
    const head = begun ? 0 : PLANNING.length;
    const results = await tx.exec([...(begun ? [] : PLANNING), ...texts].join(';\n'));
    begun = true;
    return results.slice(head).map((r) => r.rows as Row[]);
  };
  return { run: exec, commit: exec };
}

/**
 * The plans the calls' statements run on (EXPLAIN's JSON of each generic plan, made as a batch makes it): tests check
 * that they look rows up by key on tables of any size. Prepared under names of their own, dropped again.
 */
export async function genericPlans(db: Db, calls: Call[]): Promise<unknown[]> {
  const steps = calls.flatMap((call) => {
    const as = `explain_${call.statement.name}`;
    return [prepareOf(call.statement, as), `EXPLAIN (FORMAT JSON) ${sqlOf(call, as)}`, `DEALLOCATE ${as}`];
  });
  const text = ['BEGIN', ...PLANNING, ...steps, 'ROLLBACK'].join(';\n');
  const client = (db as unknown as { $client: pg.Pool | pg.ClientBase | PGlite }).$client;
  const results: { rows: Row[] }[] =
    client instanceof pg.Pool || client instanceof pg.Client
      ? ((await client.query(text)) as unknown as pg.QueryResult[])
      : await (client as PGlite).exec(text);
  const first = 1 + PLANNING.length;
  return calls.map((_, i) => results[first + i * 3 + 1]?.rows[0]?.['QUERY PLAN']);
}

/** A statement the connection no longer knows (its session was reset): prepare them all again at the next use. */
function forgetIfUnprepared(connection: object, error: unknown): void {
  if ((error as { code?: string } | null)?.code === '26000') prepared.delete(connection);
}

/** An error that leaves the connection unusable (it is then dropped from the pool, not reused). */
function connectionLost(error: unknown): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: string }).code;
  // SQLSTATE errors are answers of a live connection; anything else (socket closed, protocol) is not.
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? undefined : error;
}
