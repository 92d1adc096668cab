// Roles and permissions: the list, permission strings, changes that reach signed-in holders, menu grants.
import type { AdminMenu, MenuItem } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { flatten, titles } from '../menus/tree.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('roles and permissions', () => {
  it('lists the seven roles with their permissions and menu ids', async () => {
    const res = await api.as('admin').get('/a/v1/roles');
    expect(res.status).toBe(200);
    const roles = res.body.data;
    expect(roles.map((r: { key: string }) => r.key)).toEqual(
      expect.arrayContaining(['admin', 'teacher', 'trainer', 'student', 'province', 'city', 'area']),
    );
    const teacher = roles.find((r: { key: string }) => r.key === 'teacher');
    expect(teacher.permissions).toContain('navbar:top:home');
    expect(teacher.menu_ids.length).toBeGreaterThan(0);
  });

  it('refuses a malformed permission string with a field message', async () => {
    const res = await api
      .as('admin')
      .put('/a/v1/roles/teacher', { name: '班主任', name_en: '', permissions: ['Bad Perm!'] });
    expect(res.status).toBe(400);
    expect(res.body.data.fields['permissions.0']).toContain('权限标识格式不正确');
  });

  it('gives signed-in holders a changed permission on their very next call, and audits it', async () => {
    const before = (await api.as('teacher').get('/o/v1/users/info')).body.data.permissions as string[];
    expect(before).not.toContain('report:annual:view');
    const res = await api.as('admin').put('/a/v1/roles/teacher', {
      name: '班主任',
      name_en: 'Class manager',
      permissions: [...before, 'report:annual:view'],
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    const after = (await api.as('teacher').get('/o/v1/users/info')).body.data.permissions;
    expect(after).toContain('report:annual:view');
    const row = await auditRow(api, 'role.update', 'teacher');
    expect((row.after as { permissions: string[] }).permissions).toContain('report:annual:view');
    expect((row.before as { permissions: string[] }).permissions).not.toContain('report:annual:view');
  });

  it('keeps the wildcard on the administrator role (409)', async () => {
    const res = await api.as('admin').put('/a/v1/roles/admin', {
      name: '系统管理员',
      name_en: 'Administrator',
      permissions: ['system:user:list'],
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('*:*:*');
  });

  it('grants a checked menu with its parents and shows it in the role menu at once', async () => {
    const tree = (await api.as('admin').get('/a/v1/menus')).body.data as AdminMenu[];
    const site = flatten(tree).find((m) => m.component === 'system/site')!;
    const trainerRole = (await api.as('admin').get('/a/v1/roles')).body.data.find(
      (r: { key: string }) => r.key === 'trainer',
    );
    expect(titles((await api.as('trainer').get('/o/v1/users/menu')).body.data)).not.toContain('站点管理');
    const res = await api.as('admin').put('/a/v1/roles/trainer/menus', {
      menu_ids: [...trainerRole.menu_ids, site.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.menu_ids).toEqual(expect.arrayContaining([site.id, site.parent_id]));
    const menu = (await api.as('trainer').get('/o/v1/users/menu')).body.data as MenuItem[];
    expect(menu.find((m) => m.path === '/system')?.children.map((c) => c.title)).toEqual(['站点管理']);
  });

  it('refuses an unknown menu id', async () => {
    const res = await api.as('admin').put('/a/v1/roles/trainer/menus', { menu_ids: [999_999] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('菜单不存在');
  });

  it('is for the administrator only', async () => {
    for (const role of ['province', 'city', 'area', 'teacher'] as const) {
      expect((await api.as(role).get('/a/v1/roles')).status, role).toBe(403);
      expect(
        (await api.as(role).put('/a/v1/roles/area', { name: 'x', name_en: '', permissions: ['*:*:*'] })).status,
      ).toBe(403);
    }
  });
});
