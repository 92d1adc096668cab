// Online sessions: the administrator's list and forced logout, a user's own sessions, a password change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

const idOf = async (username: string) => {
  const [row] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? 0;
};

describe('online sessions', () => {
  it('lists live sessions and ends one: that user gets HTTP 402 with the reason', async () => {
    const teacher = (await api.signIn('teacher')).tokens;
    const list = (await api.as('admin').get('/a/v1/sessions?username=teacher')).body.data;
    const sid = JSON.parse(Buffer.from(teacher.access_token.split('.')[1]!, 'base64url').toString()).sid;
    const row = list.list.find((s: { id: string }) => s.id === sid);
    expect(row).toMatchObject({ username: 'teacher', role: 'teacher', site: 'localhost', current: false });
    const end = await api.as('admin').delete(`/a/v1/sessions/${sid}`);
    expect(end.status).toBe(200);
    const after = await api.withToken(teacher.access_token).get('/o/v1/users/info');
    expect(after.status).toBe(402);
    expect(after.body.msg).toBe('您已被管理员强制下线');
    expect((await api.as('admin').delete(`/a/v1/sessions/${sid}`)).status).toBe(404);
  });

  it('reads the sessions of concurrent cache misses together and still ends one the database has ended', async () => {
    const signed = await Promise.all(['teacher', 'trainer', 'city', 'area'].map((who) => api.signIn(who as 'teacher')));
    const info = () => Promise.all(signed.map((s) => s.client.get('/o/v1/users/info')));
    expect((await info()).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const sid = JSON.parse(Buffer.from(signed[1]!.tokens.access_token.split('.')[1]!, 'base64url').toString()).sid;
    // Ended by another instance whose broadcast never came: only the database knows.
    await api.app.db
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'session.ended.forced' })
      .where(eq(sessions.id, sid));
    api.app.sessions.forget();
    expect((await info()).map((r) => r.status)).toEqual([200, 402, 200, 200]);
  });

  it('gives each user of a grouped profile read their own roles and permissions', async () => {
    const names = ['admin', 'teacher', 'student', 'city', 'qd_teacher'];
    const ids = await Promise.all(names.map(async (n) => (await api.app.profiles.get(await idOf(n)))?.id));
    const one = [];
    for (const id of ids) {
      await api.app.profiles.changedAll();
      one.push(await api.app.profiles.get(id as number));
    }
    await api.app.profiles.changedAll();
    const together = await Promise.all(ids.map((id) => api.app.profiles.get(id as number)));
    expect(together).toEqual(one);
    expect(together.map((p) => p?.roles[0])).toEqual(['admin', 'teacher', 'student', 'city', 'teacher']);
  });

  it('is for administrators only', async () => {
    const city = (await api.signIn('city')).tokens;
    expect((await api.withToken(city.access_token).get('/a/v1/sessions')).status).toBe(403);
  });

  it('lets users see and end only their own sessions', async () => {
    const a = (await api.signIn('trainer')).tokens;
    const b = (await api.signIn('trainer')).tokens;
    const mine = (await api.withToken(a.access_token).get('/o/v1/users/sessions')).body.data.list;
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = mine.find((s: { current: boolean }) => !s.current);
    const admin = await api.as('admin').token();
    const adminSid = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sid;
    const foreign = await api.withToken(a.access_token).delete(`/o/v1/users/sessions/${adminSid}`);
    expect(foreign.status).toBe(404);
    await api.withToken(a.access_token).delete(`/o/v1/users/sessions/${other.id}`);
    const statuses = [
      (await api.withToken(a.access_token).get('/o/v1/users/info')).status,
      (await api.withToken(b.access_token).get('/o/v1/users/info')).status,
    ];
    expect(statuses.sort()).toEqual([200, 402]);
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const here = (await api.signIn('area')).tokens;
    const there = (await api.signIn('area')).tokens;
    const wrong = await api
      .withToken(here.access_token)
      .put('/o/v1/users/password', { old_password: 'nope', new_password: 'Another-pass-77' });
    expect(wrong.body.msg).toBe('原密码不正确');
    expect(wrong.body.data.fields).toEqual({ old_password: '原密码不正确' });
    const weak = await api
      .withToken(here.access_token)
      .put('/o/v1/users/password', { old_password: 'Demo@12345', new_password: '12345678' });
    expect(weak.body.msg).toBe('密码过于常见，请换一个更难猜的密码');
    expect(weak.body.data.fields).toEqual({ new_password: '密码过于常见，请换一个更难猜的密码' });
    const ok = await api
      .withToken(here.access_token)
      .put('/o/v1/users/password', { old_password: 'Demo@12345', new_password: 'Another-pass-77' });
    expect(ok.status).toBe(200);
    expect((await api.withToken(here.access_token).get('/o/v1/users/info')).status).toBe(200);
    const gone = await api.withToken(there.access_token).get('/o/v1/users/info');
    expect(gone.status).toBe(402);
    expect(gone.body.msg).toBe('密码已修改，请重新登录');
  });
});
