// How errors reach the logs: a failed database statement is logged by its SQLSTATE code and the statement's name,
// never by its parameters or the database's message (both can carry the row: a password hash, an ID number).
import { stdSerializers } from 'pino';

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

interface DbErrorFields {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  cause?: unknown;
}

/** The failed statement's text (Drizzle's DrizzleQueryError), and the driver's error (pg or PGlite) in its chain. */
function dbParts(error: unknown): { query?: string; driver?: DbErrorFields } | undefined {
  let query: string | undefined;
  let driver: DbErrorFields | undefined;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const fields = e as DbErrorFields;
    if (query === undefined && typeof fields.query === 'string' && 'params' in fields) query = fields.query;
    if (!driver && typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) driver = fields;
    e = fields.cause;
  }
  return query !== undefined || driver ? { query, driver } : undefined;
}

/** "insert users", "update sites", "select news": the verb and the first table, without values. */
export function statementName(query: string): string {
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:into|update|from)\s+"?([\w.]+)"?/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const frames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

const name = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** pino's `err` serializer: database errors reduced to what is safe to keep, every other error as pino shows it. */
export function serializeError(error: Error): SerializedError {
  const db = dbParts(error);
  if (!db) return stdSerializers.err(error);
  const code = name(db.driver?.code) ?? 'unknown';
  const statement = db.query === undefined ? 'unknown' : statementName(db.query);
  return {
    type: 'DatabaseError',
    message: `database error ${code} in ${statement}`,
    code,
    statement,
    // Names of schema objects, never values.
    constraint: name(db.driver?.constraint),
    table: name(db.driver?.table),
    column: name(db.driver?.column),
    // Where it failed: the frames only (the first line of a stack repeats the message, and so the parameters).
    stack: frames(error.stack) ?? '',
  };
}
