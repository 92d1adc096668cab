// Dictionaries: types and items, the lookups that show a change at once, the ones the system reads, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('dictionaries', () => {
  it('creates a type and items; a lookup shows a change at once; values are unique per code', async () => {
    const type = await api.as('admin').post('/a/v1/dict-types', { code: 'EDUCATION', name: '学历', remark: '报名表' });
    expect(type.status).toBe(201);
    expect((await api.as('admin').post('/a/v1/dict-types', { code: 'EDUCATION', name: '学历' })).status).toBe(409);

    const first = await api.as('admin').post('/a/v1/dict-items', { code: 'EDUCATION', value: 1, label: '本科' });
    expect(first.status).toBe(201);
    expect((await api.as('student').get('/o/v1/dicts?code=EDUCATION')).body.data).toEqual({ '1': '本科' });

    const clash = await api.as('admin').post('/a/v1/dict-items', { code: 'EDUCATION', value: 1, label: '专科' });
    expect(clash.status).toBe(409);
    expect(clash.body.msg).toBe('该字典中已有相同的字典值');

    const second = await api.as('admin').post('/a/v1/dict-items', { code: 'EDUCATION', value: 2, label: '专科' });
    const secondId = second.body.data.id;
    const moved = await api
      .as('admin')
      .put(`/a/v1/dict-items/${secondId}`, { value: 1, label: '专科', label_en: '', order_num: 0 });
    expect(moved.status).toBe(409);
    const renamed = await api.as('admin').put(`/a/v1/dict-items/${secondId}`, {
      value: 2,
      label: '大专',
      label_en: 'Junior college',
      order_num: 0,
    });
    expect(renamed.status).toBe(200);
    expect((await api.as('student').get('/o/v1/dicts?code=EDUCATION')).body.data).toEqual({
      '1': '本科',
      '2': '大专',
    });

    const items = (await api.as('admin').get('/a/v1/dict-items?code=EDUCATION')).body.data;
    expect(items.map((i: { label: string }) => i.label)).toEqual(['本科', '大专']);
    expect((await api.as('admin').delete(`/a/v1/dict-items/${secondId}`)).status).toBe(200);
    expect((await api.as('student').get('/o/v1/dicts?code=EDUCATION')).body.data).toEqual({ '1': '本科' });
    await auditRow(api, 'dict_item.delete', String(secondId));

    const list = (await api.as('admin').get('/a/v1/dict-types?keyword=EDU')).body.data;
    expect(list.list).toEqual([{ code: 'EDUCATION', name: '学历', name_en: '', remark: '报名表', item_count: 1 }]);
    expect((await api.as('admin').delete('/a/v1/dict-types/EDUCATION')).status).toBe(200);
    expect((await api.as('student').get('/o/v1/dicts?code=EDUCATION')).status).toBe(404);
  });

  it('renames a survey dictionary label and the survey lookup shows it', async () => {
    await api.as('student').get('/o/v1/dicts?code=SERVICE_STUDENT_WORK');
    const items = (await api.as('admin').get('/a/v1/dict-items?code=SERVICE_STUDENT_WORK')).body.data;
    const first = items[0];
    await api.as('admin').put(`/a/v1/dict-items/${first.id}`, {
      value: first.value,
      label: '自主创业（含个体）',
      label_en: first.label_en,
      order_num: first.order_num,
    });
    const map = (await api.as('student').get('/o/v1/dicts?code=SERVICE_STUDENT_WORK')).body.data;
    expect(map[String(first.value)]).toBe('自主创业（含个体）');
  });

  it('keeps the dictionaries the system reads, and validates fields', async () => {
    expect((await api.as('admin').delete('/a/v1/dict-types/SERVICE_STUDENT_TYPE')).status).toBe(409);
    const bad = await api.as('admin').post('/a/v1/dict-items', {
      code: 'SERVICE_STUDENT_TYPE',
      value: 'x',
      label: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields).toMatchObject({
      value: '字典值须为 0 到 999999 之间的整数',
      label: '请输入字典标签',
    });
    expect((await api.as('admin').post('/a/v1/dict-types', { code: 'lower case', name: 'x' })).status).toBe(400);
    expect((await api.as('admin').post('/a/v1/dict-items', { code: 'NOPE', value: 1, label: 'x' })).status).toBe(404);
  });

  it('is for the administrator only', async () => {
    expect((await api.as('province').get('/a/v1/dict-types')).status).toBe(403);
    expect((await api.as('teacher').get('/a/v1/dict-items?code=SERVICE_STUDENT_TYPE')).status).toBe(403);
  });
});
