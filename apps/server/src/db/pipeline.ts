// A transaction in as few round trips as its logic allows, for the hot group writes (the learning records' batch):
// BEGIN travels with the first statements and COMMIT with the last, each group of statements in ONE message of the
// simple query protocol. node-postgres sends one message per query and waits for its answer, so the same transaction
// through drizzle costs a round trip per statement, BEGIN and COMMIT included (5 for a batch of heartbeats, against 2
// here; under load each round trip also waits for the event loop to come back to it).
//
// The simple protocol takes no bind parameters: a statement's `$1, $2...` are replaced by its arguments as literals
// (`literal()`: quoted, quotes and backslashes escaped, then cast to the declared type), and callers pass their rows
// as ONE JSON document per argument, never a value spliced into SQL by hand. Each statement of a message gets its own
// snapshot (READ COMMITTED): it sees what the ones before it in the same message wrote, and what other transactions
// committed. (Statements are not PREPAREd: a generic plan made while a table is small, as the progress tables are
// when a term starts, keeps scanning it whole once it has grown; planned each time, the plan follows the table.)
//
// On PGlite (in process: no round trips) the same calls run inside PGlite's own transaction, which also keeps the
// app's other queries (one connection) out of it.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

export type Row = Record<string, unknown>;

/** A statement whose `text` refers to its arguments as $1, $2... of `types`. */
export interface Statement {
  types: readonly string[];
  text: string;
}

/** One execution: the statement and its arguments, each an SQL literal (`literal()`, `jsonb()`, `int()`). */
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

export const statement = (types: readonly string[], text: string): Statement => ({ types, text });

/**
 * A value as an SQL string literal: quotes doubled, and with backslashes the E'' form with them doubled (what pg's
 * escapeLiteral makes, without its loop over every character: the batch's JSON runs to tens of kilobytes).
 */
export function literal(value: string | Date): string {
  const text = value instanceof Date ? value.toISOString() : value;
  const quoted = text.includes("'") ? text.replaceAll("'", "''") : text;
  return text.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** A value as a JSON literal (for a jsonb argument: the rows of a multi-row statement). */
export const jsonb = (value: unknown): string => literal(JSON.stringify(value));

/** A whole number as a literal. */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not a whole number: ${value}`);
  return String(value);
}

/** The statement's text with its arguments in place of $1, $2... (only in the statement's own text). */
function sqlOf({ statement: { types, text }, args }: Call): string {
  if (args.length !== types.length) throw new TypeError(`${types.length} arguments expected, ${args.length} given`);
  return text.replace(/\$(\d+)/g, (_, n: string) => `(${args[Number(n) - 1]})::${types[Number(n) - 1]}`);
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
  return (client as PGlite).transaction((tx) => fn(inPglite(tx)));
}

async function onConnection<T>(client: pg.ClientBase, fn: (pipeline: Pipeline) => Promise<T>): Promise<T> {
  let begun = false;
  let done = false;
  const send = async (calls: Call[], commit: boolean): Promise<Row[][]> => {
    const head = begun ? 0 : 1;
    const text = [...(begun ? [] : ['BEGIN']), ...calls.map(sqlOf), ...(commit ? ['COMMIT'] : [])].join(';\n');
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
    throw error;
  }
}

function inPglite(tx: Transaction): Pipeline {
  const exec = async (calls: Call[]) =>
    calls.length === 0 ? [] : (await tx.exec(calls.map(sqlOf).join(';\n'))).map((r) => r.rows as Row[]);
  return { run: exec, commit: exec };
}

/** An error that leaves the connection unusable (it is then dropped from the pool, not reused). */
function connectionLost(error: unknown): Error | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: string }).code;
  // SQLSTATE errors are answers of a live connection; anything else (socket closed, protocol) is not.
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? undefined : error;
}
