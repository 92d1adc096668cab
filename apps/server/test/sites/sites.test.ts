// Sites: every variant field, a saved site on the public site info at once, the default site, script addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('sites', () => {
  const info = (host: string) => api.anon.get('/o/v1/systems/info', { headers: { host } });

  it('lists every site with every variant field', async () => {
    const res = await api.as('admin').get('/a/v1/sites');
    expect(res.status).toBe(200);
    const { list, total } = res.body.data;
    expect(total).toBe(3);
    const practice = list.find((s: { domain: string }) => s.domain === 'practice.localhost');
    expect(practice).toMatchObject({ variant: 'practical_training', is_default: false });
    for (const field of [
      'record_number',
      'security_code',
      'settlement_contact',
      'mini_program_qr',
      'chat_template_id',
    ]) {
      expect(practice, field).toHaveProperty(field);
    }
  });

  it('shows a saved site on GET /o/v1/systems/info at once, and audits it', async () => {
    expect((await info('practice.localhost')).body.data.service_hotline).not.toBe('0531-12345678');
    const site = (await api.as('admin').get('/a/v1/sites')).body.data.list.find(
      (s: { domain: string }) => s.domain === 'practice.localhost',
    );
    const { id, updated_at: _u, ...fields } = site;
    const res = await api.as('admin').put(`/a/v1/sites/${id}`, {
      ...fields,
      service_hotline: '0531-12345678',
      website_subtitle: '实训基地',
      links: [{ name: '山东人社', url: 'http://hrss.shandong.gov.cn' }],
      show_startup_service: false,
      logo: '/uploads/2026/logo.png',
    });
    expect(res.status).toBe(200);
    const data = (await info('practice.localhost')).body.data;
    expect(data).toMatchObject({
      service_hotline: '0531-12345678',
      website_subtitle: '实训基地',
      show_startup_service: false,
      logo: '/uploads/2026/logo.png',
      links: [{ name: '山东人社', url: 'http://hrss.shandong.gov.cn' }],
    });
    const row = await auditRow(api, 'site.update', String(id));
    expect((row.after as { service_hotline: string }).service_hotline).toBe('0531-12345678');
  });

  it('refuses script addresses for images and links', async () => {
    const site = (await api.as('admin').get('/a/v1/sites/1')).body.data;
    const { id, updated_at: _u, ...fields } = site;
    const res = await api.as('admin').put(`/a/v1/sites/${id}`, {
      ...fields,
      logo: 'javascript:alert(1)',
      links: [{ name: 'x', url: 'javascript:alert(1)' }],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields)).toEqual(expect.arrayContaining(['logo', 'links.0.url']));
  });

  it('adds a site; one default at a time; a domain belongs to one site', async () => {
    const body = { domain: 'New.Example.com', variant: 'standard', website: '新站点', is_default: true };
    const created = await api.as('admin').post('/a/v1/sites', body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ domain: 'new.example.com', is_default: true, is_service: 1 });
    const sites = (await api.as('admin').get('/a/v1/sites')).body.data.list;
    expect(sites.filter((s: { is_default: boolean }) => s.is_default)).toHaveLength(1);
    expect((await info('unknown.example')).body.data.website).toBe('新站点');
    expect((await api.as('admin').post('/a/v1/sites', { ...body, is_default: false })).status).toBe(409);

    const { id, updated_at: _u, ...fields } = created.body.data;
    const undefault = await api.as('admin').put(`/a/v1/sites/${id}`, { ...fields, is_default: false });
    expect(undefault.status).toBe(409);
    expect(undefault.body.msg).toContain('默认站点');
  });

  it('answers 404 for an unknown site and 400 for a bad id', async () => {
    expect((await api.as('admin').get('/a/v1/sites/9999')).status).toBe(404);
    expect((await api.as('admin').get('/a/v1/sites/x')).status).toBe(400);
  });

  it('is for the administrator only', async () => {
    expect((await api.as('province').get('/a/v1/sites')).status).toBe(403);
    expect((await api.as('area').put('/a/v1/sites/1', {})).status).toBe(403);
  });
});
