// Menu administration: the tree, components, edits the role menus show at once, paths, cycles, deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { flatten, titles } from './tree.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('menus', () => {
  // Every field: a change takes the whole record (issue 10.5).
  const validMenu = {
    path: 'guide',
    component: 'system/operate',
    title: '指南',
    title_en: 'Guide',
    parent_id: null as number | null,
    icon: '',
    visible: '0',
    keepalive: false,
    breadcrumb: true,
    active_menu: '',
    permission: '',
    order_num: 0,
  };

  it('returns the whole tree with ids, every field and the roles that see each item', async () => {
    const res = await api.as('admin').get('/a/v1/menus');
    expect(res.status).toBe(200);
    const all = flatten(res.body.data);
    const user = all.find((m) => m.component === 'system/user')!;
    expect(user).toMatchObject({
      path: 'user',
      permission: 'system:user:list',
      visible: '0',
      roles: ['admin', 'province', 'city', 'area'],
    });
    expect(typeof user.id).toBe('number');
    expect(typeof user.order_num).toBe('number');
    expect(all.find((m) => m.id === user.parent_id)?.path).toBe('/system');
  });

  it('lists the components a menu may name', async () => {
    const data = (await api.as('admin').get('/a/v1/menus/components')).body.data;
    expect(data).toEqual(expect.arrayContaining(['Layout', 'ParentView', 'system/user', 'dashboard/index']));
  });

  it("shows an edited teacher menu title in the teacher's next menu load", async () => {
    expect(titles((await api.as('teacher').get('/o/v1/users/menu')).body.data)).toContain('学员审核');
    const menu = flatten((await api.as('admin').get('/a/v1/menus')).body.data).find(
      (m) => m.component === 'student/verify',
    )!;
    const { id, children: _c, roles: _r, ...fields } = menu;
    const res = await api.as('admin').put(`/a/v1/menus/${id}`, { ...fields, title: '学员资格审核' });
    expect(res.status).toBe(200);
    const after = titles((await api.as('teacher').get('/o/v1/users/menu')).body.data);
    expect(after).toContain('学员资格审核');
    expect(after).not.toContain('学员审核');
    const row = await auditRow(api, 'menu.update', String(id));
    expect(row).toMatchObject({ username: 'admin', targetType: 'menu' });
    expect((row.before as { title: string }).title).toBe('学员审核');
    expect((row.after as { title: string }).title).toBe('学员资格审核');
  });

  it('refuses a component that is not a layout or an existing view (400 with a field message)', async () => {
    const res = await api.as('admin').post('/a/v1/menus', { ...validMenu, path: '/x', component: 'system/hack' });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.component).toContain('组件须为');
  });

  it('wants absolute top-level paths and relative child paths', async () => {
    const top = await api.as('admin').post('/a/v1/menus', { ...validMenu, component: 'Layout' });
    expect(top.status).toBe(400);
    expect(top.body.data.fields.path).toContain('以 / 开头');
  });

  it('creates, moves and deletes a menu; refuses cycles and deleting a parent with children', async () => {
    const parent = await api.as('admin').post('/a/v1/menus', { ...validMenu, path: '/help', component: 'Layout' });
    expect(parent.status).toBe(201);
    const parentId = parent.body.data.id;
    const child = await api.as('admin').post('/a/v1/menus', {
      ...validMenu,
      parent_id: parentId,
      icon: 'ReadOutlined',
    });
    expect(child.status).toBe(201);
    const childId = child.body.data.id;
    expect(child.body.data).toMatchObject({ parent_id: parentId, keepalive: false, breadcrumb: true, visible: '0' });

    const cycle = await api.as('admin').put(`/a/v1/menus/${parentId}`, {
      ...validMenu,
      path: 'help',
      component: 'ParentView',
      parent_id: childId,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.msg).toContain('下级菜单');
    const self = await api.as('admin').put(`/a/v1/menus/${parentId}`, {
      ...validMenu,
      path: 'help',
      parent_id: parentId,
    });
    expect(self.status).toBe(400);

    const refused = await api.as('admin').delete(`/a/v1/menus/${parentId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该菜单下还有子菜单，请先删除子菜单');

    expect((await api.as('admin').delete(`/a/v1/menus/${childId}`)).status).toBe(200);
    expect((await api.as('admin').delete(`/a/v1/menus/${parentId}`)).status).toBe(200);
    expect((await api.as('admin').delete(`/a/v1/menus/${parentId}`)).status).toBe(404);
    await auditRow(api, 'menu.delete', String(parentId));
  });

  it('refuses a missing parent and a non-numeric id', async () => {
    expect((await api.as('admin').post('/a/v1/menus', { ...validMenu, parent_id: 999_999 })).status).toBe(400);
    expect((await api.as('admin').put('/a/v1/menus/x', validMenu)).status).toBe(400);
  });

  it('is for the administrator only', async () => {
    expect((await api.as('city').get('/a/v1/menus')).status).toBe(403);
    expect((await api.as('province').post('/a/v1/menus', validMenu)).status).toBe(403);
  });
});
