// Issue 10.1: administrative account routes never act on the caller's own account; self-service needs the old password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, DEMO_PASSWORD, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

const NEW_PASSWORD = 'Taken-over-2026!';

/** A new session of the demo account (the password test ends sessions, so none is kept between tests). */
async function self(role: string) {
  const { client } = await api.signIn({ username: role });
  const info = await client.get('/o/v1/users/info');
  return { client, id: info.body.data.uid as number };
}

describe.each(['area', 'city', 'province', 'admin'])('a %s administrator on their own account', (role) => {
  it('cannot reset their own password without the old one', async () => {
    const { client, id } = await self(role);
    const res = await client.put(`/a/v1/users/${id}/password`, { password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('自己的账号');
    const login = await api.anon.post('/oauth/token', { username: role, password: NEW_PASSWORD, role });
    expect(login.status).toBe(400);
  });

  it('cannot change their own roles, region, status or delete themselves', async () => {
    const { client, id } = await self(role);
    const edit = await client.put(`/a/v1/users/${id}`, {
      name: 'x',
      roles: ['admin'],
      region_code: null,
      institution_id: null,
      phone: '',
    });
    expect(edit.status).toBe(400);
    const status = await client.put(`/a/v1/users/${id}/status`, { status: 'disabled' });
    expect(status.status).toBe(400);
    const remove = await client.delete(`/a/v1/users/${id}`);
    expect(remove.status).toBe(400);
    // Still the same account, still signed in.
    expect((await client.get(`/a/v1/users/${id}`)).body.data.roles[0]).toBe(role);
  });

  it('changes their own password through self-service with the old one', async () => {
    const { client } = await self(role);
    const wrong = await client.put('/o/v1/users/password', {
      old_password: 'not-the-password',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    const right = await client.put('/o/v1/users/password', { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD });
    expect(right.status).toBe(200);
    await api.signIn({ username: role, password: NEW_PASSWORD });
    // Put it back for the other tests.
    const again = (await api.signIn({ username: role, password: NEW_PASSWORD })).client;
    await again.put('/o/v1/users/password', { old_password: NEW_PASSWORD, new_password: DEMO_PASSWORD });
  });
});
