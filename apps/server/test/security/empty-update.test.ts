// Issue 10.5: a change (PUT) takes the whole record; an empty or partial body is refused and blanks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Client, testApp } from '../helpers.ts';

let api: Api;
let admin: Client;
beforeAll(async () => {
  api = await testApp({ RATE_LIMIT_MAX: '1000000', LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
  admin = api.as('admin');
});
afterAll(() => api.close());

const FILL: Record<string, string> = { id: '1', role: 'teacher', code: '370000', key: 'teacher' };

describe('an empty update', () => {
  it('blanks nothing on the public organisation page', async () => {
    const before = (await admin.get('/a/v1/organizations/1')).body.data;
    expect(before.intro).not.toBe('');
    const res = await admin.put('/a/v1/organizations/1', {});
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toMatchObject({ intro: '必填', content: '必填' });
    const after = (await admin.get('/a/v1/organizations/1')).body.data;
    expect(after).toEqual(before);
  });

  it('is refused by every PUT route, as a partial one is', async () => {
    const doc = (await api.anon.get('/docs/json')).raw.json() as {
      paths: Record<string, { put?: unknown }>;
    };
    const puts = Object.entries(doc.paths).filter(([, methods]) => methods.put);
    expect(puts.length).toBeGreaterThan(15);
    const accepted: string[] = [];
    for (const [path] of puts) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => FILL[name] ?? name);
      const client = path.startsWith('/f/') ? api.as('teacher') : admin;
      const res = await client.put(url, {});
      if (res.status < 300) accepted.push(`${path} -> ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });

  it('keeps a user whose edit leaves out the phone and region as they were', async () => {
    const list = (await admin.get('/a/v1/users?keyword=student')).body.data;
    const user = list.list.find((u: { phone: string; region_code: string | null }) => u.phone && u.region_code);
    expect(user).toBeTruthy();
    const res = await admin.put(`/a/v1/users/${user.id}`, { name: user.name, roles: user.roles });
    expect(res.status).toBe(400);
    const after = (await admin.get(`/a/v1/users/${user.id}`)).body.data;
    expect(after).toMatchObject({ phone: user.phone, region_code: user.region_code });
  });
});
