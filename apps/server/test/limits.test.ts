import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_USERNAME: '3', LOGIN_LIMIT_PER_IP: '6', RATE_LIMIT_MAX: '40' });
});
afterAll(() => t.close());

const attempt = (username: string, ip: string, password = 'wrong-password') =>
  t.request({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: ip,
    payload: { username, password, role: 'teacher' },
  });

describe('abuse limits', () => {
  it('limits login attempts per username with 429 and a readable wait', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('teacher', '10.0.0.1')).statusCode).toBe(400);
    const limited = await attempt('teacher', '10.0.0.2', 'Demo@12345');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/登录尝试次数过多，请 \d+ 秒后再试/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits login attempts per IP across usernames', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 6; i++) await attempt(`nobody${i}`, ip);
    expect((await attempt('city', ip, 'Demo@12345')).statusCode).toBe(429);
  });

  it('limits every IP globally', async () => {
    const ip = '10.0.0.50';
    let last = 0;
    for (let i = 0; i < 45; i++)
      last = (await t.request({ method: 'GET', url: '/o/v1/systems/info', remoteAddress: ip })).statusCode;
    expect(last).toBe(429);
    const other = await t.request({ method: 'GET', url: '/o/v1/systems/info', remoteAddress: '10.0.0.51' });
    expect(other.statusCode).toBe(200);
  });
});
