// Configuration administration: roles, menus, dictionaries, regions, sites, operate guide and features.
import type { AdminMenu, MenuItem } from '@etp/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'teacher', 'trainer', 'student', 'province', 'city', 'area']) {
    tokens[role] = (await t.login(role)).access_token;
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, role: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.request({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[role]}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The audit plugin writes after the response is sent: wait for the row. */
const auditRow = (action: string, targetId: string) =>
  vi.waitFor(
    async () => {
      const [row] = await t.app.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.action, action))
        .orderBy(desc(auditLogs.id))
        .limit(1);
      if (!row || row.targetId !== targetId) throw new Error(`no audit row ${action} ${targetId}`);
      return row;
    },
    { timeout: 3000, interval: 20 },
  );

const flatten = (items: AdminMenu[]): AdminMenu[] => items.flatMap((i) => [i, ...flatten(i.children)]);
const titles = (items: MenuItem[]): string[] => items.flatMap((i) => [i.title, ...titles(i.children)]);

describe('roles and permissions', () => {
  it('lists the seven roles with their permissions and menu ids', async () => {
    const res = await call('GET', '/a/v1/roles', 'admin');
    expect(res.statusCode).toBe(200);
    const roles = res.json().data;
    expect(roles.map((r: { key: string }) => r.key)).toEqual(
      expect.arrayContaining(['admin', 'teacher', 'trainer', 'student', 'province', 'city', 'area']),
    );
    const teacher = roles.find((r: { key: string }) => r.key === 'teacher');
    expect(teacher.permissions).toContain('navbar:top:home');
    expect(teacher.menu_ids.length).toBeGreaterThan(0);
  });

  it('refuses a malformed permission string with a field message', async () => {
    const res = await call('PUT', '/a/v1/roles/teacher', 'admin', { name: '班主任', permissions: ['Bad Perm!'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields['permissions.0']).toContain('权限标识格式不正确');
  });

  it('gives signed-in holders a changed permission on their very next call, and audits it', async () => {
    const before = (await call('GET', '/o/v1/users/info', 'teacher')).json().data.permissions as string[];
    expect(before).not.toContain('report:annual:view');
    const res = await call('PUT', '/a/v1/roles/teacher', 'admin', {
      name: '班主任',
      permissions: [...before, 'report:annual:view'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('保存成功');
    const after = (await call('GET', '/o/v1/users/info', 'teacher')).json().data.permissions;
    expect(after).toContain('report:annual:view');
    const row = await auditRow('role.update', 'teacher');
    expect((row.after as { permissions: string[] }).permissions).toContain('report:annual:view');
    expect((row.before as { permissions: string[] }).permissions).not.toContain('report:annual:view');
  });

  it('keeps the wildcard on the administrator role (409)', async () => {
    const res = await call('PUT', '/a/v1/roles/admin', 'admin', {
      name: '系统管理员',
      permissions: ['system:user:list'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('*:*:*');
  });

  it('grants a checked menu with its parents and shows it in the role menu at once', async () => {
    const tree = (await call('GET', '/a/v1/menus', 'admin')).json().data as AdminMenu[];
    const site = flatten(tree).find((m) => m.component === 'system/site')!;
    const trainerRole = (await call('GET', '/a/v1/roles', 'admin'))
      .json()
      .data.find((r: { key: string }) => r.key === 'trainer');
    expect(titles((await call('GET', '/o/v1/users/menu', 'trainer')).json().data)).not.toContain('站点管理');
    const res = await call('PUT', '/a/v1/roles/trainer/menus', 'admin', {
      menu_ids: [...trainerRole.menu_ids, site.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.menu_ids).toEqual(expect.arrayContaining([site.id, site.parent_id]));
    const menu = (await call('GET', '/o/v1/users/menu', 'trainer')).json().data as MenuItem[];
    expect(menu.find((m) => m.path === '/system')?.children.map((c) => c.title)).toEqual(['站点管理']);
  });

  it('refuses an unknown menu id', async () => {
    const res = await call('PUT', '/a/v1/roles/trainer/menus', 'admin', { menu_ids: [999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('菜单不存在');
  });

  it('is for the administrator only', async () => {
    for (const role of ['province', 'city', 'area', 'teacher']) {
      expect((await call('GET', '/a/v1/roles', role)).statusCode, role).toBe(403);
      expect((await call('PUT', '/a/v1/roles/area', role, { name: 'x', permissions: ['*:*:*'] })).statusCode).toBe(403);
    }
  });
});

describe('menus', () => {
  const validMenu = { path: 'guide', component: 'system/operate', title: '指南', parent_id: null as number | null };

  it('returns the whole tree with ids, every field and the roles that see each item', async () => {
    const res = await call('GET', '/a/v1/menus', 'admin');
    expect(res.statusCode).toBe(200);
    const all = flatten(res.json().data);
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
    const data = (await call('GET', '/a/v1/menus/components', 'admin')).json().data;
    expect(data).toEqual(expect.arrayContaining(['Layout', 'ParentView', 'system/user', 'dashboard/index']));
  });

  it("shows an edited teacher menu title in the teacher's next menu load", async () => {
    expect(titles((await call('GET', '/o/v1/users/menu', 'teacher')).json().data)).toContain('学员审核');
    const menu = flatten((await call('GET', '/a/v1/menus', 'admin')).json().data).find(
      (m) => m.component === 'student/verify',
    )!;
    const { id, children: _c, roles: _r, ...fields } = menu;
    const res = await call('PUT', `/a/v1/menus/${id}`, 'admin', { ...fields, title: '学员资格审核' });
    expect(res.statusCode).toBe(200);
    const after = titles((await call('GET', '/o/v1/users/menu', 'teacher')).json().data);
    expect(after).toContain('学员资格审核');
    expect(after).not.toContain('学员审核');
    const row = await auditRow('menu.update', String(id));
    expect(row).toMatchObject({ username: 'admin', targetType: 'menu' });
    expect((row.before as { title: string }).title).toBe('学员审核');
    expect((row.after as { title: string }).title).toBe('学员资格审核');
  });

  it('refuses a component that is not a layout or an existing view (400 with a field message)', async () => {
    const res = await call('POST', '/a/v1/menus', 'admin', { ...validMenu, path: '/x', component: 'system/hack' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.component).toContain('组件须为');
  });

  it('wants absolute top-level paths and relative child paths', async () => {
    const top = await call('POST', '/a/v1/menus', 'admin', { ...validMenu, component: 'Layout' });
    expect(top.statusCode).toBe(400);
    expect(top.json().data.fields.path).toContain('以 / 开头');
  });

  it('creates, moves and deletes a menu; refuses cycles and deleting a parent with children', async () => {
    const parent = await call('POST', '/a/v1/menus', 'admin', { ...validMenu, path: '/help', component: 'Layout' });
    expect(parent.statusCode).toBe(201);
    const parentId = parent.json().data.id;
    const child = await call('POST', '/a/v1/menus', 'admin', {
      ...validMenu,
      parent_id: parentId,
      icon: 'ReadOutlined',
    });
    expect(child.statusCode).toBe(201);
    const childId = child.json().data.id;
    expect(child.json().data).toMatchObject({ parent_id: parentId, keepalive: false, breadcrumb: true, visible: '0' });

    const cycle = await call('PUT', `/a/v1/menus/${parentId}`, 'admin', {
      ...validMenu,
      path: 'help',
      component: 'ParentView',
      parent_id: childId,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().msg).toContain('下级菜单');
    const self = await call('PUT', `/a/v1/menus/${parentId}`, 'admin', {
      ...validMenu,
      path: 'help',
      parent_id: parentId,
    });
    expect(self.statusCode).toBe(400);

    const refused = await call('DELETE', `/a/v1/menus/${parentId}`, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该菜单下还有子菜单，请先删除子菜单');

    expect((await call('DELETE', `/a/v1/menus/${childId}`, 'admin')).statusCode).toBe(200);
    expect((await call('DELETE', `/a/v1/menus/${parentId}`, 'admin')).statusCode).toBe(200);
    expect((await call('DELETE', `/a/v1/menus/${parentId}`, 'admin')).statusCode).toBe(404);
    await auditRow('menu.delete', String(parentId));
  });

  it('refuses a missing parent and a non-numeric id', async () => {
    expect((await call('POST', '/a/v1/menus', 'admin', { ...validMenu, parent_id: 999_999 })).statusCode).toBe(400);
    expect((await call('PUT', '/a/v1/menus/x', 'admin', validMenu)).statusCode).toBe(400);
  });

  it('is for the administrator only', async () => {
    expect((await call('GET', '/a/v1/menus', 'city')).statusCode).toBe(403);
    expect((await call('POST', '/a/v1/menus', 'province', validMenu)).statusCode).toBe(403);
  });
});

describe('dictionaries', () => {
  it('creates a type and items; a lookup shows a change at once; values are unique per code', async () => {
    const type = await call('POST', '/a/v1/dict-types', 'admin', { code: 'EDUCATION', name: '学历', remark: '报名表' });
    expect(type.statusCode).toBe(201);
    expect((await call('POST', '/a/v1/dict-types', 'admin', { code: 'EDUCATION', name: '学历' })).statusCode).toBe(409);

    const first = await call('POST', '/a/v1/dict-items', 'admin', { code: 'EDUCATION', value: 1, label: '本科' });
    expect(first.statusCode).toBe(201);
    expect((await call('GET', '/o/v1/dicts?code=EDUCATION', 'student')).json().data).toEqual({ '1': '本科' });

    const clash = await call('POST', '/a/v1/dict-items', 'admin', { code: 'EDUCATION', value: 1, label: '专科' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toBe('该字典中已有相同的字典值');

    const second = await call('POST', '/a/v1/dict-items', 'admin', { code: 'EDUCATION', value: 2, label: '专科' });
    const secondId = second.json().data.id;
    const moved = await call('PUT', `/a/v1/dict-items/${secondId}`, 'admin', { value: 1, label: '专科' });
    expect(moved.statusCode).toBe(409);
    const renamed = await call('PUT', `/a/v1/dict-items/${secondId}`, 'admin', {
      value: 2,
      label: '大专',
      order_num: 0,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', '/o/v1/dicts?code=EDUCATION', 'student')).json().data).toEqual({
      '1': '本科',
      '2': '大专',
    });

    const items = (await call('GET', '/a/v1/dict-items?code=EDUCATION', 'admin')).json().data;
    expect(items.map((i: { label: string }) => i.label)).toEqual(['本科', '大专']);
    expect((await call('DELETE', `/a/v1/dict-items/${secondId}`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', '/o/v1/dicts?code=EDUCATION', 'student')).json().data).toEqual({ '1': '本科' });
    await auditRow('dict_item.delete', String(secondId));

    const list = (await call('GET', '/a/v1/dict-types?keyword=EDU', 'admin')).json().data;
    expect(list.list).toEqual([{ code: 'EDUCATION', name: '学历', remark: '报名表', item_count: 1 }]);
    expect((await call('DELETE', '/a/v1/dict-types/EDUCATION', 'admin')).statusCode).toBe(200);
    expect((await call('GET', '/o/v1/dicts?code=EDUCATION', 'student')).statusCode).toBe(404);
  });

  it('renames a survey dictionary label and the survey lookup shows it', async () => {
    await call('GET', '/o/v1/dicts?code=SERVICE_STUDENT_WORK', 'student');
    const items = (await call('GET', '/a/v1/dict-items?code=SERVICE_STUDENT_WORK', 'admin')).json().data;
    const first = items[0];
    await call('PUT', `/a/v1/dict-items/${first.id}`, 'admin', { value: first.value, label: '自主创业（含个体）' });
    const map = (await call('GET', '/o/v1/dicts?code=SERVICE_STUDENT_WORK', 'student')).json().data;
    expect(map[String(first.value)]).toBe('自主创业（含个体）');
  });

  it('keeps the dictionaries the system reads, and validates fields', async () => {
    expect((await call('DELETE', '/a/v1/dict-types/SERVICE_STUDENT_TYPE', 'admin')).statusCode).toBe(409);
    const bad = await call('POST', '/a/v1/dict-items', 'admin', {
      code: 'SERVICE_STUDENT_TYPE',
      value: 'x',
      label: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toMatchObject({
      value: '字典值须为 0 到 999999 之间的整数',
      label: '请输入字典标签',
    });
    expect((await call('POST', '/a/v1/dict-types', 'admin', { code: 'lower case', name: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/a/v1/dict-items', 'admin', { code: 'NOPE', value: 1, label: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('is for the administrator only', async () => {
    expect((await call('GET', '/a/v1/dict-types', 'province')).statusCode).toBe(403);
    expect((await call('GET', '/a/v1/dict-items?code=SERVICE_STUDENT_TYPE', 'teacher')).statusCode).toBe(403);
  });
});

describe('regions', () => {
  const codes = (res: { json(): { data: { code: string }[] } }) => res.json().data.map((r) => r.code);

  it('gives the administrator the tree level by level', async () => {
    const top = await call('GET', '/a/v1/regions', 'admin');
    expect(top.json().data).toEqual([
      { code: '370000', name: '山东省', level: 'province', parent_code: null, has_children: true },
    ]);
    const cities = await call('GET', '/a/v1/regions?parent=370000', 'admin');
    expect(codes(cities)).toHaveLength(16);
    expect(codes(await call('GET', '/a/v1/regions?parent=370100', 'admin'))).toContain('370102');
  });

  it('gives a regional administrator their own subtree only', async () => {
    expect(codes(await call('GET', '/a/v1/regions', 'city'))).toEqual(['370100']);
    expect(codes(await call('GET', '/a/v1/regions?parent=370100', 'city'))).toContain('370112');
    expect((await call('GET', '/a/v1/regions?parent=370200', 'city')).statusCode).toBe(403);
    expect((await call('GET', '/a/v1/regions?parent=370000', 'area')).statusCode).toBe(403);
    expect(codes(await call('GET', '/a/v1/regions', 'area'))).toEqual(['370102']);
    expect((await call('GET', '/a/v1/regions?parent=370000', 'province')).json().data).toHaveLength(16);
  });

  it('adds regions whose codes fit their parents', async () => {
    const city = await call('POST', '/a/v1/regions', 'admin', {
      code: '371800',
      name: '测试市',
      parent_code: '370000',
    });
    expect(city.statusCode).toBe(201);
    expect(city.json().data).toEqual({ code: '371800', name: '测试市', level: 'city', parent_code: '370000' });
    const area = await call('POST', '/a/v1/regions', 'admin', {
      code: '371802',
      name: '测试区',
      parent_code: '371800',
    });
    expect(area.statusCode).toBe(201);
    await auditRow('region.create', '371802');

    for (const [body, status] of [
      [{ code: '380100', name: '外省市', parent_code: '370000' }, 400],
      [{ code: '371901', name: '错位区', parent_code: '371800' }, 400],
      [{ code: '371803', name: '无上级', parent_code: null }, 400],
      [{ code: '380000', name: '新省', parent_code: '370000' }, 400],
      [{ code: '12345', name: '五位', parent_code: '370000' }, 400],
      [{ code: '371802', name: '重复', parent_code: '371800' }, 409],
    ] as const) {
      const res = await call('POST', '/a/v1/regions', 'admin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    const mismatch = await call('POST', '/a/v1/regions', 'admin', { code: '380100', name: 'x', parent_code: '370000' });
    expect(mismatch.json().msg).toContain('市级代码以所属省的前 2 位开头');
  });

  it('renames, and deletes only unused leaves', async () => {
    expect((await call('PUT', '/a/v1/regions/371802', 'admin', { name: '新区' })).json().data.name).toBe('新区');
    expect((await call('DELETE', '/a/v1/regions/371800', 'admin')).statusCode).toBe(409);
    const used = await call('DELETE', '/a/v1/regions/370102', 'admin');
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toContain('已被用户、机构或消息使用');
    expect((await call('DELETE', '/a/v1/regions/371802', 'admin')).statusCode).toBe(200);
    expect((await call('DELETE', '/a/v1/regions/371800', 'admin')).statusCode).toBe(200);
    expect((await call('DELETE', '/a/v1/regions/371800', 'admin')).statusCode).toBe(404);
  });

  it('lets only the administrator edit regions', async () => {
    const body = { code: '370199', name: 'x', parent_code: '370100' };
    for (const role of ['province', 'city', 'area']) {
      expect((await call('POST', '/a/v1/regions', role, body)).statusCode, role).toBe(403);
      expect((await call('DELETE', '/a/v1/regions/370102', role)).statusCode, role).toBe(403);
    }
    expect((await call('GET', '/a/v1/regions', 'teacher')).statusCode).toBe(403);
  });
});

describe('sites', () => {
  const info = (host: string) => t.request({ method: 'GET', url: '/o/v1/systems/info', headers: { host } });

  it('lists every site with every variant field', async () => {
    const res = await call('GET', '/a/v1/sites', 'admin');
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
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
    expect((await info('practice.localhost')).json().data.service_hotline).not.toBe('0531-12345678');
    const site = (await call('GET', '/a/v1/sites', 'admin'))
      .json()
      .data.list.find((s: { domain: string }) => s.domain === 'practice.localhost');
    const { id, updated_at: _u, ...fields } = site;
    const res = await call('PUT', `/a/v1/sites/${id}`, 'admin', {
      ...fields,
      service_hotline: '0531-12345678',
      website_subtitle: '实训基地',
      links: [{ name: '山东人社', url: 'http://hrss.shandong.gov.cn' }],
      show_startup_service: false,
      logo: '/uploads/2026/logo.png',
    });
    expect(res.statusCode).toBe(200);
    const data = (await info('practice.localhost')).json().data;
    expect(data).toMatchObject({
      service_hotline: '0531-12345678',
      website_subtitle: '实训基地',
      show_startup_service: false,
      logo: '/uploads/2026/logo.png',
      links: [{ name: '山东人社', url: 'http://hrss.shandong.gov.cn' }],
    });
    const row = await auditRow('site.update', String(id));
    expect((row.after as { service_hotline: string }).service_hotline).toBe('0531-12345678');
  });

  it('refuses script addresses for images and links', async () => {
    const site = (await call('GET', '/a/v1/sites/1', 'admin')).json().data;
    const { id, updated_at: _u, ...fields } = site;
    const res = await call('PUT', `/a/v1/sites/${id}`, 'admin', {
      ...fields,
      logo: 'javascript:alert(1)',
      links: [{ name: 'x', url: 'javascript:alert(1)' }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.fields)).toEqual(expect.arrayContaining(['logo', 'links.0.url']));
  });

  it('adds a site; one default at a time; a domain belongs to one site', async () => {
    const body = { domain: 'New.Example.com', variant: 'standard', website: '新站点', is_default: true };
    const created = await call('POST', '/a/v1/sites', 'admin', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ domain: 'new.example.com', is_default: true, is_service: 1 });
    const sites = (await call('GET', '/a/v1/sites', 'admin')).json().data.list;
    expect(sites.filter((s: { is_default: boolean }) => s.is_default)).toHaveLength(1);
    expect((await info('unknown.example')).json().data.website).toBe('新站点');
    expect((await call('POST', '/a/v1/sites', 'admin', { ...body, is_default: false })).statusCode).toBe(409);

    const { id, updated_at: _u, ...fields } = created.json().data;
    const undefault = await call('PUT', `/a/v1/sites/${id}`, 'admin', { ...fields, is_default: false });
    expect(undefault.statusCode).toBe(409);
    expect(undefault.json().msg).toContain('默认站点');
  });

  it('answers 404 for an unknown site and 400 for a bad id', async () => {
    expect((await call('GET', '/a/v1/sites/9999', 'admin')).statusCode).toBe(404);
    expect((await call('GET', '/a/v1/sites/x', 'admin')).statusCode).toBe(400);
  });

  it('is for the administrator only', async () => {
    expect((await call('GET', '/a/v1/sites', 'province')).statusCode).toBe(403);
    expect((await call('PUT', '/a/v1/sites/1', 'area', {})).statusCode).toBe(403);
  });
});

describe('operate guide and feature list', () => {
  it('saves a guide (sanitised), bumps its edit time and re-opens it for users who saw the old one', async () => {
    await call('GET', '/o/v1/operates/operate-info', 'teacher');
    const seen = (await call('GET', '/o/v1/operates/operate-show', 'teacher')).json().data;
    expect(seen.operate.edit_time <= seen.access_log.access_time).toBe(true);

    const current = (await call('GET', '/a/v1/operates/guides/teacher', 'admin')).json().data;
    expect(current.items.length).toBeGreaterThan(0);
    const res = await call('PUT', '/a/v1/operates/guides/teacher', 'admin', {
      manual: '<p onclick="x()">新版手册</p><script>alert(1)</script>',
      is_show: true,
      items: [
        {
          name: '开班申报',
          content: '新建班级后提交审核。',
          attachments: [{ id: 1, name: '说明.pdf', url: '/uploads/a.pdf' }],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.manual).toBe('<p>新版手册</p>');
    expect(res.json().data.edit_time > current.edit_time).toBe(true);

    const show = (await call('GET', '/o/v1/operates/operate-show', 'teacher')).json().data;
    expect(show.operate.edit_time > show.access_log.access_time).toBe(true);
    const guide = (await call('GET', '/o/v1/operates/operate-info', 'teacher')).json().data;
    expect(guide.feature.map((f: { name: string }) => f.name)).toEqual(['开班申报']);
    await auditRow('guide.update', 'teacher');
  });

  it('refuses a student guide and bad attachment addresses', async () => {
    expect((await call('GET', '/a/v1/operates/guides/student', 'admin')).statusCode).toBe(400);
    const res = await call('PUT', '/a/v1/operates/guides/trainer', 'admin', {
      manual: '',
      items: [{ name: 'x', attachments: [{ id: 1, name: 'x', url: 'javascript:alert(1)' }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields['items.0.attachments.0.url']).toBeTruthy();
  });

  it('adds, edits and deletes features; edit time moves and the badge list follows', async () => {
    const created = await call('POST', '/a/v1/operates/features', 'admin', { name: '消息中心', content: '查看通知。' });
    expect(created.statusCode).toBe(201);
    const feature = created.json().data;
    const shown = (await call('GET', '/o/v1/operates/function-show', 'teacher')).json().data;
    expect(shown.list[0].edit_time).toBe(feature.edit_time);

    await new Promise((r) => setTimeout(r, 5));
    const edited = await call('PUT', `/a/v1/operates/features/${feature.id}`, 'admin', {
      name: '消息中心',
      content: '查看通知并标记已读。',
      published: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.edit_time > feature.edit_time).toBe(true);
    const list = (await call('GET', '/o/v1/operates/function-info', 'teacher')).json().data.list;
    expect(list.map((f: { id: number }) => f.id)).not.toContain(feature.id);
    const all = (await call('GET', '/a/v1/operates/features', 'admin')).json().data.list;
    expect(all.map((f: { id: number }) => f.id)).toContain(feature.id);

    expect((await call('DELETE', `/a/v1/operates/features/${feature.id}`, 'admin')).statusCode).toBe(200);
    expect((await call('DELETE', `/a/v1/operates/features/${feature.id}`, 'admin')).statusCode).toBe(404);
    expect((await call('POST', '/a/v1/operates/features', 'admin', { name: '' })).json().data.fields.name).toBe(
      '请输入功能名称',
    );
  });

  it('is for the administrator only', async () => {
    expect((await call('GET', '/a/v1/operates/features', 'province')).statusCode).toBe(403);
    expect((await call('PUT', '/a/v1/operates/guides/teacher', 'teacher', { manual: '' })).statusCode).toBe(403);
  });
});
