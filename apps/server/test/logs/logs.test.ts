// The login log (successes and failures with IP and user agent) and the audit log of /a/v1 changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

describe('login and audit logs', () => {
  it('records successful and failed logins with IP and user agent', async () => {
    await api.anon.post(
      '/oauth/token',
      { username: 'city', password: 'bad', role: 'city' },
      { headers: { 'user-agent': 'TestBrowser/1' }, remoteAddress: '10.1.2.3' },
    );
    const failed = (await api.as('admin').get('/a/v1/logs/login?username=city&success=0')).body.data.list[0];
    expect(failed).toMatchObject({
      username: 'city',
      success: false,
      reason: 'auth.bad_credentials',
      ip: '10.1.2.3',
      user_agent: 'TestBrowser/1',
    });
    const ok = (await api.as('admin').get('/a/v1/logs/login?username=admin&success=1')).body.data;
    expect(ok.total).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api.as('admin').get(`/a/v1/logs/login?from=${today}&to=${today}`)).body.data.total).toBeGreaterThan(
      1,
    );
    expect((await api.as('admin').get('/a/v1/logs/login?from=yesterday')).status).toBe(400);
  });

  it('records changes made through /a/v1 with before and after', async () => {
    const created = await api.as('admin').post('/a/v1/users', {
      username: 'audited01',
      name: '审计',
      password: 'Audit-pass-2026',
      roles: ['student'],
      region_code: '370102',
    });
    const id = created.body.data.id;
    await api.as('admin').put(`/a/v1/users/${id}/status`, { status: 'disabled' });
    const entry = (await api.as('admin').get('/a/v1/logs/audit?action=user.status')).body.data.list[0];
    expect(entry).toMatchObject({
      username: 'admin',
      action: 'user.status',
      target_type: 'user',
      target_id: String(id),
    });
    expect(entry.before.status).toBe('active');
    expect(entry.after.status).toBe('disabled');
  });
});
