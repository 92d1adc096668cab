// English mode (issue 11, point 4): menu titles, role names and dictionary labels the server sends have an English
// form, filled for every seeded row (also in a database made before the columns), and editable by the admin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictItems, menus, roles } from '../../src/db/schema/index.ts';
import { seedReference } from '../../src/db/seed/index.ts';
import { type Api, type Client, testApp } from '../helpers.ts';

let api: Api;
let admin: Client;
beforeAll(async () => {
  api = await testApp();
  admin = api.as('admin');
});
afterAll(() => api.close());

interface Menu {
  title: string;
  title_en: string;
  children: Menu[];
}
const flat = (items: Menu[]): Menu[] => items.flatMap((m) => [m, ...flat(m.children)]);

describe('English forms of what the server sends for display', () => {
  it('gives every seeded menu item of every role an English title', async () => {
    const res = await admin.get<Menu[]>('/o/v1/users/menu');
    const items = flat(res.body.data);
    expect(items.length).toBeGreaterThan(10);
    expect(items.filter((m) => !m.title_en)).toEqual([]);
    expect(items.find((m) => m.title === '用户管理')?.title_en).toBe('Users');
  });

  it('gives roles an English name the admin can change', async () => {
    const list = (await admin.get('/a/v1/roles')).body.data;
    expect(list.find((r: { key: string }) => r.key === 'teacher')).toMatchObject({
      name: '班主任',
      name_en: 'Class teacher',
    });
    const trainer = list.find((r: { key: string }) => r.key === 'trainer');
    const saved = await admin.put('/a/v1/roles/trainer', {
      name: trainer.name,
      name_en: 'Lecturer',
      permissions: trainer.permissions,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.name_en).toBe('Lecturer');
  });

  it('answers dictionary lookups in the language asked for', async () => {
    const lookup = (language: string) =>
      admin.get('/o/v1/dicts?code=SERVICE_STUDENT_WORK', { headers: { 'accept-language': language } });
    expect((await lookup('zh-CN')).body.data['1']).toBe('自主创业');
    expect((await lookup('en-US')).body.data['1']).toBe('Self-employed');
  });

  it('fills the English forms into a database made before them, keeping what an admin wrote', async () => {
    const db = api.app.db;
    await db.update(menus).set({ titleEn: '' }).where(eq(menus.title, '角色管理'));
    await db.update(roles).set({ nameEn: '' }).where(eq(roles.key, 'student'));
    await db.update(roles).set({ nameEn: 'Admin (custom)' }).where(eq(roles.key, 'admin'));
    await db.update(dictItems).set({ labelEn: '' }).where(eq(dictItems.code, 'SERVICE_STUDENT_TYPE'));
    await seedReference(db);
    const [menu] = await db.select().from(menus).where(eq(menus.title, '角色管理'));
    expect(menu?.titleEn).toBe('Roles');
    const all = await db.select().from(roles);
    expect(all.find((r) => r.key === 'student')?.nameEn).toBe('Student');
    expect(all.find((r) => r.key === 'admin')?.nameEn).toBe('Admin (custom)');
    const items = await db.select().from(dictItems).where(eq(dictItems.code, 'SERVICE_STUDENT_TYPE'));
    expect(items.every((i) => i.labelEn !== '')).toBe(true);
  });
});
