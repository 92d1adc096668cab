// The reference seed is idempotent and the demo seed fills every table the first screens need, with valid menus.
import { CLASS_STATUSES, LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, ROLES, VIEW_COMPONENTS } from '@etp/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '@/db/client.ts';
import { migrate } from '@/db/migrate.ts';
import * as t from '@/db/schema/index.ts';
import { seedDemo, seedReference } from '@/db/seed/index.ts';
import { verifyPassword } from '@/lib/password.ts';

let database: Database;
let db: Db;

const tables = {
  roles: t.roles,
  dictItems: t.dictItems,
  regions: t.regions,
  menus: t.menus,
  roleMenus: t.roleMenus,
  sites: t.sites,
};
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

/** The menu tree a role sees, as 'parentPath/childPath component' lines. */
async function menuOf(role: string): Promise<{ top: (typeof t.menus.$inferSelect)[]; lines: string[] }> {
  const rows = await db
    .select({ menu: t.menus })
    .from(t.menus)
    .innerJoin(t.roleMenus, eq(t.roleMenus.menuId, t.menus.id))
    .where(eq(t.roleMenus.role, role))
    .orderBy(asc(t.menus.orderNum));
  const menus = rows.map((r) => r.menu);
  const top = menus.filter((m) => m.parentId === null);
  const lines = menus
    .filter((m) => m.parentId !== null)
    .map((m) => `${top.find((p) => p.id === m.parentId)?.path}/${m.path} ${m.component}`);
  return { top, lines };
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: '/tmp/seed-test', inMemory: true });
  await migrate(database);
  db = database.db;
}, 60_000);
afterAll(() => database.close());

describe('seedReference', () => {
  it('inserts nothing new when run a second time', async () => {
    await seedReference(db);
    const first = await counts();
    await seedReference(db);
    expect(await counts()).toEqual(first);
    expect(first.roles).toBe(7);
    expect(first.sites).toBe(1);
  });

  it('names every role, and only admin has the wildcard', async () => {
    const rows = await db.select().from(t.roles);
    expect(rows.map((r) => r.key).sort()).toEqual([...ROLES].sort());
    for (const role of rows) expect(role.permissions.includes('*:*:*')).toBe(role.key === 'admin');
    expect(rows.find((r) => r.key === 'teacher')?.permissions).toContain('navbar:top:download');
  });

  it('makes business direction 6 and service type 8 mean other', async () => {
    const items = await db.select().from(t.dictItems);
    const label = (code: string, value: number) => items.find((i) => i.code === code && i.value === value)?.label;
    expect(label('SERVICE_STUDENT_BUSINESS', 6)).toBe('其他');
    expect(label('SERVICE_STUDENT_TYPE', 8)).toBe('其他');
    expect(label('SERVICE_STUDENT_TYPE', 1)).toBe('创业担保贷款');
    expect(label('SERVICE_STUDENT_WORK', 1)).toBe('自主创业');
  });

  it('has one province with its 16 cities, and areas under cities', async () => {
    const rows = await db.select().from(t.regions);
    const byLevel = (level: string) => rows.filter((r) => r.level === level);
    expect(byLevel('province').map((r) => r.code)).toEqual(['370000']);
    expect(byLevel('city')).toHaveLength(16);
    const cityCodes = new Set(byLevel('city').map((c) => c.code));
    for (const area of byLevel('area')) expect(cityCodes.has(area.parentCode ?? '')).toBe(true);
    expect(rows.filter((r) => r.parentCode === '370100')).toHaveLength(12);
  });

  it('points every menu item at a layout or an existing view, with absolute paths only at the top', async () => {
    const rows = await db.select().from(t.menus);
    const valid = new Set<string>([LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, ...VIEW_COMPONENTS]);
    for (const m of rows) {
      expect(valid.has(m.component), m.component).toBe(true);
      expect(m.path.startsWith('/'), m.path).toBe(m.parentId === null);
      if (m.parentId === null) expect(m.component).toBe(LAYOUT_COMPONENT);
    }
  });

  it('leaves the /todoTask layout out of the admin menu and gives it to the teacher', async () => {
    const admin = await menuOf('admin');
    expect(admin.top.map((m) => m.path)).not.toContain('/todoTask');
    expect(admin.lines).toEqual(
      expect.arrayContaining([
        '/home/ dashboard/index',
        '/system/user system/user',
        '/monitor/online monitor/online',
        '/content/carousel content/carousel',
        '/institution/list institution/list',
        '/downRecord/export/index download/export',
        '/basic/announcement/index announcement/index',
        '/settlement/review settlement/review',
        '/settlement/config settlement/config',
      ]),
    );
    // The settlement configuration is the admin's alone.
    for (const role of ['province', 'city', 'area', 'teacher']) {
      expect((await menuOf(role)).lines).not.toContain('/settlement/config settlement/config');
    }
    const teacher = await menuOf('teacher');
    expect(teacher.top[0]?.path).toBe('/todoTask');
    expect(teacher.lines).toEqual(
      expect.arrayContaining([
        '/todoTask/task/index todoTask/task',
        '/home/ teacher/home',
        '/settlement/claim settlement/claim',
      ]),
    );
    expect(teacher.lines).not.toContain('/home/ dashboard/index');
  });

  it('gives trainers their own class view and students only the home and message routes', async () => {
    expect((await menuOf('trainer')).lines).toEqual(
      expect.arrayContaining([
        '/class/list class/myClasses',
        '/train/live train/live',
        '/train/homework train/homework',
      ]),
    );
    expect((await menuOf('student')).lines.sort()).toEqual([
      '/basic/announcement/index announcement/index',
      '/home/ dashboard/index',
    ]);
    for (const role of ['province', 'city', 'area']) {
      const { top } = await menuOf(role);
      expect(top.map((m) => m.path)).toEqual(
        expect.arrayContaining(['/home', '/institution', '/class', '/student', '/settlement', '/service']),
      );
      expect(
        top
          .filter((m) => m.visible === '1')
          .map((m) => m.path)
          .sort(),
      ).toEqual(['/basic', '/downRecord']);
    }
  });
});

describe('seedDemo', () => {
  beforeAll(async () => {
    await seedDemo(db);
  }, 60_000);

  it('fills every field of the three demo sites', async () => {
    const rows = await db.select().from(t.sites);
    expect(rows.map((s) => `${s.domain} ${s.variant}`).sort()).toEqual([
      'localhost standard',
      'practice.localhost practical_training',
      'second.localhost second',
    ]);
    for (const site of rows) {
      for (const [field, value] of Object.entries(site)) {
        if (typeof value === 'string') expect(value, `${site.domain}.${field}`).not.toBe('');
      }
      expect(site.links.length).toBeGreaterThan(2);
      expect(site.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(rows.filter((s) => s.isDefault).map((s) => s.domain)).toEqual(['localhost']);
    expect(rows.find((s) => s.domain === 'second.localhost')?.showStartupService).toBe(false);
  });

  it('creates the seven demo accounts with password Demo@12345 and their own role first', async () => {
    const rows = await db
      .select({ user: t.users, role: t.userRoles.role })
      .from(t.users)
      .innerJoin(t.userRoles, eq(t.userRoles.userId, t.users.id))
      .where(eq(t.userRoles.position, 0));
    for (const role of ROLES) {
      const found = rows.find((r) => r.user.username === role);
      expect(found?.role, role).toBe(role);
    }
    const byName = (u: string) => rows.find((r) => r.user.username === u)!.user;
    expect(await verifyPassword(byName('student').passwordHash, 'Demo@12345')).toBe(true);
    expect(byName('province').regionCode).toBe('370000');
    expect(byName('city').regionCode).toBe('370100');
    expect(byName('area').regionCode).toBe('370102');
    expect(byName('teacher').regionCode).toBe('370102');
    expect(byName('teacher').institutionId).toBe(byName('student').institutionId);
  });

  it('lets the teacher switch between two sites', async () => {
    const rows = await db
      .select({ domain: t.sites.domain })
      .from(t.userSites)
      .innerJoin(t.sites, eq(t.sites.id, t.userSites.siteId))
      .innerJoin(t.users, eq(t.users.id, t.userSites.userId))
      .where(eq(t.users.username, 'teacher'));
    expect(rows.map((r) => r.domain).sort()).toEqual(['localhost', 'practice.localhost']);
  });

  it('has institutions of both kinds and classes in every status with a teacher and a trainer', async () => {
    const institutions = await db.select().from(t.institutions);
    expect(institutions.length).toBeGreaterThanOrEqual(8);
    expect(new Set(institutions.map((i) => i.kind))).toEqual(new Set(['training', 'practical_training']));
    const classes = await db.select().from(t.classes);
    expect(new Set(classes.map((c) => c.status))).toEqual(new Set(CLASS_STATUSES));
    for (const c of classes) expect(c.teacherId && c.trainerId).toBeTruthy();
  });

  it('puts the demo student in a running class with the survey still to answer', async () => {
    const [row] = await db
      .select({ detail: t.studentDetails, klass: t.classes, course: t.courses })
      .from(t.studentDetails)
      .innerJoin(t.users, eq(t.users.id, t.studentDetails.userId))
      .innerJoin(t.classes, eq(t.classes.id, t.studentDetails.classId))
      .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
      .where(eq(t.users.username, 'student'));
    expect(row?.detail).toMatchObject({ serviceIsSurvey: 0, showQuestionnaire: 1 });
    expect(row?.klass.status).toBe('running');
    expect(row?.course.liveFacePhotograph).toBe(1);
    const answered = await db.select().from(t.surveyAnswers);
    expect(answered.length).toBeGreaterThanOrEqual(3);
    expect(answered.some((a) => a.businessDirection === 6 && a.businessDirectionContent !== '')).toBe(true);
  });

  it('has a short course of one 学时 whose stored video covers it, its class running and short_student verified in it', async () => {
    const [course] = await db.select().from(t.courses).where(eq(t.courses.name, '创业意识快速体验课'));
    expect(course).toMatchObject({ requiredHours: 1, status: 'published', studyFaceCheck: 0 });
    const lessons = await db.select().from(t.courseLessons).where(eq(t.courseLessons.courseId, course!.id));
    const video = lessons.filter((l) => l.kind === 'video');
    expect(video.reduce((s, l) => s + l.durationSeconds, 0)).toBeGreaterThanOrEqual(course!.requiredHours * 45 * 60);
    const [rule] = await db.select().from(t.certificateRules).where(eq(t.certificateRules.courseId, course!.id));
    expect(rule).toMatchObject({ requireHours: true, requireTheory: false, requireIdentity: true });
    const [row] = await db
      .select({ enrolment: t.enrolments, klass: t.classes })
      .from(t.enrolments)
      .innerJoin(t.users, eq(t.users.id, t.enrolments.userId))
      .innerJoin(t.classes, eq(t.classes.id, t.enrolments.classId))
      .where(eq(t.users.username, 'short_student'));
    expect(row?.klass).toMatchObject({ courseId: course!.id, status: 'running', enrolledCount: 1 });
    expect(row?.enrolment.verified).toBe(1);
  });

  it('writes a guide with three items for every role and four recent features', async () => {
    const guides = await db.select().from(t.operateGuides);
    expect(guides.map((g) => g.role).sort()).toEqual([
      'admin',
      'area',
      'city',
      'province',
      'student',
      'teacher',
      'trainer',
    ]);
    const items = await db.select().from(t.operateGuideItems);
    expect(items).toHaveLength(21);
    // Attachments are files (served by the uploads route) and only seeded where there is a storage.
    for (const i of items) for (const a of i.attachments) expect(a.url).toMatch(/^\/uploads\//);
    const features = await db.select().from(t.features);
    expect(features).toHaveLength(4);
    for (const f of features) expect(Date.now() - f.editTime.getTime()).toBeLessThan(30 * 86_400_000);
  });

  it('still leaves the reference seed idempotent afterwards', async () => {
    const before = await counts();
    await seedReference(db);
    expect(await counts()).toEqual(before);
  });
});
