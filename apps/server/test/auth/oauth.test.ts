import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

const info = (token: string) => api.withToken(token).get('/o/v1/users/info');

describe('POST /oauth/token', () => {
  it('logs a demo account in with a trimmed username and returns both tokens', async () => {
    const res = await api.anon.post('/oauth/token', {
      username: '  teacher  ',
      password: 'Demo@12345',
      role: 'teacher',
    });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ token_type: 'Bearer', expires_in: 7200 });
    expect(body.data.access_token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token.length).toBeGreaterThan(30);
    expect(body.data.secret).toBeTruthy();
    const header = JSON.parse(Buffer.from(body.data.access_token.split('.')[0], 'base64url').toString());
    const claims = JSON.parse(Buffer.from(body.data.access_token.split('.')[1], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(claims).toMatchObject({ role: 'teacher' });
    expect(claims.sub).toMatch(/^\d+$/);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a wrong password, an unknown user and a role the account lacks with readable messages', async () => {
    const wrong = await api.anon.post('/oauth/token', { username: 'teacher', password: 'nope', role: 'teacher' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('用户名或密码错误');
    const unknown = await api.anon.post('/oauth/token', { username: 'ghost', password: 'Demo@12345', role: 'teacher' });
    expect(unknown.body.msg).toBe('用户名或密码错误');
    const role = await api.anon.post('/oauth/token', { username: 'teacher', password: 'Demo@12345', role: 'admin' });
    expect(role.status).toBe(400);
    expect(role.body.msg).toBe('该账号没有所选身份，请重新选择');
  });

  it('answers in English when the browser asks for it', async () => {
    const res = await api.anon.post(
      '/oauth/token',
      { username: 'teacher', password: 'nope', role: 'teacher' },
      { headers: { 'accept-language': 'en-US,en;q=0.9' } },
    );
    expect(res.body.msg).toBe('Wrong username or password.');
  });

  it('refuses a disabled account', async () => {
    await api.app.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'trainer'));
    const res = await api.anon.post('/oauth/token', { username: 'trainer', password: 'Demo@12345', role: 'trainer' });
    expect(res.status).toBe(403);
    await api.app.db.update(users).set({ status: 'active' }).where(eq(users.username, 'trainer'));
  });

  it('gives field messages for a body that is missing fields', async () => {
    const res = await api.anon.post('/oauth/token', { username: '   ', role: 'teacher' });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toHaveProperty('username', '请输入用户名');
  });
});

describe('access tokens', () => {
  it('answers 401 without a token and with a malformed one', async () => {
    expect((await api.anon.get('/o/v1/users/info')).status).toBe(401);
    expect((await info('not-a-jwt')).status).toBe(401);
  });

  it('refuses alg none, a token signed with a foreign key and an expired token', async () => {
    const { access_token } = (await api.signIn('admin')).tokens;
    const [, payload] = access_token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await info(none)).status).toBe(401);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const foreign = await new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('etp')
      .setAudience('etp-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await info(foreign)).status).toBe(401);
    const expired = await new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('etp')
      .setAudience('etp-web')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(api.config.tokenSecret));
    expect((await info(expired)).status).toBe(401);
    expect((await info(access_token)).status).toBe(200);
  });
});

describe('POST /oauth/refresh-token', () => {
  it('rotates the refresh token and returns a working access token', async () => {
    const first = (await api.signIn('city')).tokens;
    const res = await api.anon.post('/oauth/refresh-token', undefined, {
      headers: { authorization: first.refresh_token },
    });
    expect(res.status).toBe(200);
    const next = res.body.data;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await info(next.access_token)).status).toBe(200);
    // The token is stored only as a hash.
    const stored = await api.app.db.query.refreshTokens.findMany();
    expect(stored.some((r) => r.tokenHash === next.refresh_token)).toBe(false);
  });

  it('ends the whole session when a rotated refresh token is presented again', async () => {
    const first = (await api.signIn('province')).tokens;
    const rotated = await api.anon.post('/oauth/refresh-token', undefined, {
      headers: { authorization: `Bearer ${first.refresh_token}` },
    });
    const second = rotated.body.data;
    const reuse = await api.anon.post('/oauth/refresh-token', undefined, {
      headers: { authorization: first.refresh_token },
    });
    expect(reuse.status).toBe(401);
    // The thief's token and the owner's newer one are both dead now.
    const after = await info(second.access_token);
    expect(after.status).toBe(402);
    expect(after.body.msg).toBe('登录凭证异常，出于安全考虑已退出登录');
    const again = await api.anon.post('/oauth/refresh-token', undefined, {
      headers: { authorization: second.refresh_token },
    });
    expect(again.status).toBe(402);
  });

  it('answers 401 for no token or an unknown one', async () => {
    expect((await api.anon.post('/oauth/refresh-token')).status).toBe(401);
    expect(
      (await api.anon.post('/oauth/refresh-token', undefined, { headers: { authorization: 'made-up' } })).status,
    ).toBe(401);
  });
});

describe('sessions the server ends', () => {
  it('ends the older student session with "logged in elsewhere" when the student logs in again', async () => {
    const older = (await api.signIn('student')).tokens;
    const newer = (await api.signIn('student')).tokens;
    const res = await info(older.access_token);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 402, msg: '您的账号已在其他地方登录，当前登录已失效' });
    expect((await info(newer.access_token)).status).toBe(200);
  });

  it('lets a teacher stay logged in on two devices', async () => {
    const a = (await api.signIn('teacher')).tokens;
    const b = (await api.signIn('teacher')).tokens;
    expect((await info(a.access_token)).status).toBe(200);
    expect((await info(b.access_token)).status).toBe(200);
  });

  it('ends the session on logout', async () => {
    const { access_token } = (await api.signIn('area')).tokens;
    const out = await api.withToken(access_token).post('/o/v1/users/logout');
    expect(out.status).toBe(200);
    const after = await info(access_token);
    expect(after.status).toBe(402);
    expect(after.body.msg).toBe('您已退出登录');
  });

  it('ends an idle session with a reason', async () => {
    const { access_token } = (await api.signIn('admin')).tokens;
    const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString());
    expect((await info(access_token)).status).toBe(200);
    await api.app.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - (api.config.SESSION_IDLE_TIMEOUT_S + 60) * 1000) })
      .where(eq(sessions.id, claims.sid));
    api.app.sessions.forget(claims.sid);
    const res = await info(access_token);
    expect(res.status).toBe(402);
    expect(res.body.msg).toBe('长时间未操作，登录已失效，请重新登录');
  });
});
