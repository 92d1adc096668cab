import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '3', LOGIN_LIMIT_PER_IP: '6', RATE_LIMIT_MAX: '40' });
});
afterAll(() => api.close());

const attempt = (username: string, ip: string, password = 'wrong-password') =>
  api.anon.post('/oauth/token', { username, password, role: 'teacher' }, { remoteAddress: ip });

describe('abuse limits', () => {
  it('limits login attempts per username and address with 429 and a readable wait', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('teacher', '10.0.0.1')).status).toBe(400);
    const limited = await attempt('teacher', '10.0.0.1', 'Demo@12345');
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/登录尝试次数过多，请 \d+ 秒后再试/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed logins per IP across usernames', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 6; i++) await attempt(`nobody${i}`, ip);
    expect((await attempt('city', ip, 'Demo@12345')).status).toBe(429);
  });

  it('does not count successful logins against the address: a classroom behind one address signs in', async () => {
    const ip = '10.0.0.20';
    for (let i = 0; i < 10; i++) expect((await attempt('teacher', ip, 'Demo@12345')).status).toBe(200);
    expect((await attempt('nobody', ip)).status).toBe(400);
  });

  it('limits every IP globally', async () => {
    const ip = '10.0.0.50';
    let last = 0;
    for (let i = 0; i < 45; i++) last = (await api.anon.get('/o/v1/systems/info', { remoteAddress: ip })).status;
    expect(last).toBe(429);
    const other = await api.anon.get('/o/v1/systems/info', { remoteAddress: '10.0.0.51' });
    expect(other.status).toBe(200);
  });
});
