// Managing users: the paged list, creating (password and role rules, regional scope), editing, disabling, deleting.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '@/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { newUser } from './fixtures.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

const create = (role: 'admin' | 'province' | 'city' | 'area', body: object) => api.as(role).post('/a/v1/users', body);

describe('user list', () => {
  it('pages in SQL with filters and ordered roles', async () => {
    const res = await api.as('admin').get('/a/v1/users?page=1&size=5&sort=username&order=asc');
    const data = res.body.data;
    expect(data).toMatchObject({ page: 1, size: 5 });
    expect(data.list).toHaveLength(5);
    expect(data.total).toBeGreaterThan(10);
    const names = data.list.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort());
    const teachers = (await api.as('admin').get('/a/v1/users?role=teacher&keyword=teacher')).body.data;
    expect(teachers.list.every((u: { roles: string[] }) => u.roles.includes('teacher'))).toBe(true);
  });

  it('shows a city administrator only users inside the city', async () => {
    const data = (await api.as('city').get('/a/v1/users?size=100')).body.data;
    expect(data.total).toBeGreaterThan(0);
    expect(data.list.every((u: { region_code: string }) => u.region_code?.startsWith('3701'))).toBe(true);
  });

  it('refuses absurd paging and non-managers', async () => {
    expect((await api.as('admin').get('/a/v1/users?size=100000')).status).toBe(400);
    expect((await api.as('teacher').get('/a/v1/users')).status).toBe(403);
  });
});

describe('creating users', () => {
  it('creates a user who can then log in with the first role', async () => {
    const body = newUser({ roles: ['student'] });
    const res = await create('admin', body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ username: body.username, roles: ['student'], region_code: '370102' });
    const { tokens } = await api.signIn({
      username: body.username as string,
      role: 'student',
      password: body.password as string,
    });
    expect(tokens.access_token).toBeTruthy();
    const audit = await api.app.db.select().from(auditLogs).where(eq(auditLogs.action, 'user.create'));
    expect(audit.at(-1)?.after).toMatchObject({ username: body.username });
    expect(JSON.stringify(audit.at(-1))).not.toContain(body.password as string);
  });

  it('answers 409 for a taken username', async () => {
    const res = await create('admin', newUser({ username: 'teacher' }));
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('用户名已存在');
    expect(res.body.data.fields).toEqual({ username: '用户名已存在' });
  });

  it.each([
    ['short', '密码至少需要 8 个字符'],
    ['password123', '密码过于常见，请换一个更难猜的密码'],
    ['Qwer1234', '密码过于常见，请换一个更难猜的密码'],
  ])('refuses the password %s', async (password, message) => {
    const res = await create('admin', newUser({ password }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
    expect(res.body.data.fields.password).toBe(message);
  });

  it('refuses a password equal to the username', async () => {
    const res = await create('admin', newUser({ username: 'samename99', password: 'samename99' }));
    expect(res.body.msg).toBe('密码不能与用户名相同');
  });

  it('keeps regional administrators below their own level and inside their region', async () => {
    expect((await create('city', newUser({ roles: ['city'], region_code: '370100' }))).status).toBe(403);
    expect((await create('city', newUser({ roles: ['province'], region_code: '370100' }))).status).toBe(403);
    expect((await create('area', newUser({ roles: ['admin'] }))).body.msg).toBe('不能授予与自己同级或更高的角色');
    const outside = await create('city', newUser({ roles: ['teacher'], region_code: '370202' }));
    expect(outside.status).toBe(403);
    expect(outside.body.msg).toBe('只能管理本辖区内的用户');
    expect((await create('city', newUser({ roles: ['area'], region_code: '370102' }))).status).toBe(201);
    expect((await create('province', newUser({ roles: ['city'], region_code: '370200' }))).status).toBe(201);
    expect((await create('city', newUser({ roles: ['teacher'], region_code: null }))).body.msg).toBe(
      '请为该账号选择所属地区',
    );
  });

  it('changes nothing when a rule fails', async () => {
    const body = newUser({ roles: ['admin'] });
    await create('city', body);
    const found = await api.app.db
      .select()
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(found).toHaveLength(0);
  });
});

describe('editing users', () => {
  it('edits ordered roles, disables (ending sessions) and re-enables', async () => {
    const body = newUser({ roles: ['student'] });
    const id = (await create('admin', body)).body.data.id;
    const login = await api.signIn({
      username: body.username as string,
      role: 'student',
      password: body.password as string,
    });
    const edit = await api.as('admin').put(`/a/v1/users/${id}`, {
      name: '李四新',
      roles: ['trainer', 'student'],
      region_code: '370102',
      institution_id: null,
      phone: '',
    });
    expect(edit.body.data).toMatchObject({ name: '李四新', roles: ['trainer', 'student'] });
    const off = await api.as('admin').put(`/a/v1/users/${id}/status`, { status: 'disabled' });
    expect(off.body.data.status).toBe('disabled');
    const after = await login.client.get('/o/v1/users/info');
    expect(after.status).toBe(402);
    expect(after.body.msg).toBe('您已被管理员强制下线');
  });

  it('hides users outside the scope as not found', async () => {
    const [qd] = await api.app.db.select().from(users).where(eq(users.username, 'qd_teacher'));
    const res = await api.as('city').get(`/a/v1/users/${qd!.id}`);
    expect(res.status).toBe(404);
    const edit = await api.as('city').put(`/a/v1/users/${qd!.id}/status`, { status: 'disabled' });
    expect(edit.status).toBe(404);
  });

  it('does not let an administrator disable or delete themselves', async () => {
    const me = (await api.as('admin').get('/o/v1/users/info')).body.data;
    expect((await api.as('admin').delete(`/a/v1/users/${me.uid}`)).status).toBe(400);
  });

  it('resets a password, ending the user’s sessions', async () => {
    const body = newUser();
    const id = (await create('admin', body)).body.data.id;
    const login = await api.signIn({
      username: body.username as string,
      role: 'student',
      password: body.password as string,
    });
    const res = await api.as('admin').put(`/a/v1/users/${id}/password`, { password: 'Brand-new-pass-1' });
    expect(res.status).toBe(200);
    expect((await login.client.get('/o/v1/users/info')).status).toBe(402);
    await api.signIn({ username: body.username as string, role: 'student', password: 'Brand-new-pass-1' });
  });

  it('deletes a user', async () => {
    const id = (await create('admin', newUser())).body.data.id;
    expect((await api.as('admin').delete(`/a/v1/users/${id}`)).status).toBe(200);
    expect((await api.as('admin').get(`/a/v1/users/${id}`)).status).toBe(404);
  });
});
