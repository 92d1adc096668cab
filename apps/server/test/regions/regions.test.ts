// Regions: the tree level by level within a caller's scope, codes that fit their parents, renames and deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('regions', () => {
  const codes = (res: { body: { data: { code: string }[] } }) => res.body.data.map((r) => r.code);

  it('gives the administrator the tree level by level', async () => {
    const top = await api.as('admin').get('/a/v1/regions');
    expect(top.body.data).toEqual([
      { code: '370000', name: '山东省', level: 'province', parent_code: null, has_children: true },
    ]);
    const cities = await api.as('admin').get('/a/v1/regions?parent=370000');
    expect(codes(cities)).toHaveLength(16);
    expect(codes(await api.as('admin').get('/a/v1/regions?parent=370100'))).toContain('370102');
  });

  it('gives a regional administrator their own subtree only', async () => {
    expect(codes(await api.as('city').get('/a/v1/regions'))).toEqual(['370100']);
    expect(codes(await api.as('city').get('/a/v1/regions?parent=370100'))).toContain('370112');
    expect((await api.as('city').get('/a/v1/regions?parent=370200')).status).toBe(403);
    expect((await api.as('area').get('/a/v1/regions?parent=370000')).status).toBe(403);
    expect(codes(await api.as('area').get('/a/v1/regions'))).toEqual(['370102']);
    expect((await api.as('province').get('/a/v1/regions?parent=370000')).body.data).toHaveLength(16);
  });

  it('adds regions whose codes fit their parents', async () => {
    const city = await api.as('admin').post('/a/v1/regions', {
      code: '371800',
      name: '测试市',
      parent_code: '370000',
    });
    expect(city.status).toBe(201);
    expect(city.body.data).toEqual({ code: '371800', name: '测试市', level: 'city', parent_code: '370000' });
    const area = await api.as('admin').post('/a/v1/regions', {
      code: '371802',
      name: '测试区',
      parent_code: '371800',
    });
    expect(area.status).toBe(201);
    await auditRow(api, 'region.create', '371802');

    for (const [body, status] of [
      [{ code: '380100', name: '外省市', parent_code: '370000' }, 400],
      [{ code: '371901', name: '错位区', parent_code: '371800' }, 400],
      [{ code: '371803', name: '无上级', parent_code: null }, 400],
      [{ code: '380000', name: '新省', parent_code: '370000' }, 400],
      [{ code: '12345', name: '五位', parent_code: '370000' }, 400],
      [{ code: '371802', name: '重复', parent_code: '371800' }, 409],
    ] as const) {
      const res = await api.as('admin').post('/a/v1/regions', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    const mismatch = await api.as('admin').post('/a/v1/regions', { code: '380100', name: 'x', parent_code: '370000' });
    expect(mismatch.body.msg).toContain('市级代码以所属省的前 2 位开头');
  });

  it('renames, and deletes only unused leaves', async () => {
    expect((await api.as('admin').put('/a/v1/regions/371802', { name: '新区' })).body.data.name).toBe('新区');
    expect((await api.as('admin').delete('/a/v1/regions/371800')).status).toBe(409);
    const used = await api.as('admin').delete('/a/v1/regions/370102');
    expect(used.status).toBe(409);
    expect(used.body.msg).toContain('已被用户、机构或消息使用');
    expect((await api.as('admin').delete('/a/v1/regions/371802')).status).toBe(200);
    expect((await api.as('admin').delete('/a/v1/regions/371800')).status).toBe(200);
    expect((await api.as('admin').delete('/a/v1/regions/371800')).status).toBe(404);
  });

  it('lets only the administrator edit regions', async () => {
    const body = { code: '370199', name: 'x', parent_code: '370100' };
    for (const role of ['province', 'city', 'area'] as const) {
      expect((await api.as(role).post('/a/v1/regions', body)).status, role).toBe(403);
      expect((await api.as(role).delete('/a/v1/regions/370102')).status, role).toBe(403);
    }
    expect((await api.as('teacher').get('/a/v1/regions')).status).toBe(403);
  });
});
