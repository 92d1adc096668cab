// Connection strings for the test databases: copies are made and dropped from the connection TEST_DATABASE_URL names.
import type pg from 'pg';

export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The throw-away database of TEST_DATABASE_URL is where CREATE/DROP DATABASE for the copies are issued. */
export function adminUrl(url: string): string {
  return url;
}

/**
 * Drops a throw-away PostgreSQL database once the connections of its closed pools have gone: pool.end() resolves
 * before they have closed, and forcing the drop while they close makes pg emit an unhandled 57P01 error (which fails
 * the whole test run with every test passing).
 */
export async function dropDatabase(admin: pg.Client, name: string) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (!rows[0]?.n) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
