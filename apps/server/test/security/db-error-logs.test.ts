// Issue 10.4: a failed statement is logged by its SQLSTATE code and its name, never by its parameters.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName } from '../../src/lib/log-errors.ts';
import { type Api, testAppWithLogs } from '../helpers.ts';

let api: Api;
let lines: string[] = [];
beforeAll(async () => {
  ({ api, lines } = await testAppWithLogs({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' }));
});
afterAll(() => api.close());

describe('database errors in the logs', () => {
  it('logs a failed insert by code and statement name, without the new user or their password hash', async () => {
    const admin = api.as('admin');
    await admin.token();
    // A constraint the service does not know about makes the insert fail inside the database, as a real outage
    // or a missed rule would.
    await api.app.database.db.execute(
      sql.raw("ALTER TABLE users ADD CONSTRAINT harden_probe CHECK (name <> 'Probe Person') NOT VALID"),
    );
    try {
      const res = await admin.post('/a/v1/users', {
        username: 'probe_user',
        name: 'Probe Person',
        password: 'Probe-Secret-2026',
        roles: ['student'],
        region_code: '370102',
        phone: '13912345678',
      });
      expect(res.status).toBe(500);
      expect(res.raw.body).not.toContain('harden_probe');
    } finally {
      await api.app.database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT harden_probe'));
    }
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.msg === 'unhandled error');
    expect(entry?.err).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      statement: 'insert users',
      constraint: 'harden_probe',
    });
    const text = lines.join('\n');
    for (const secret of ['$argon2', 'Probe Person', 'probe_user', '13912345678', 'Probe-Secret-2026', 'params']) {
      expect(text).not.toContain(secret);
    }
  });

  it('names statements by verb and table', () => {
    expect(statementName('insert into "users" ("a") values ($1)')).toBe('insert users');
    expect(statementName('update "sites" set "name" = $1')).toBe('update sites');
    expect(statementName('select "id" from "news" where "title" = $1')).toBe('select news');
    expect(statementName('delete from "sessions" where "id" = $1')).toBe('delete sessions');
  });
});
