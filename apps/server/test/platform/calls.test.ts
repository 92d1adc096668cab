import { type MenuItem, SITE_VARIANTS, systemInfo } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, features, studentDetails, surveyAnswers, users } from '@/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const paths = (items: MenuItem[]): string[] =>
  items.flatMap((i) => [i.path, ...paths(i.children).map((c) => `${i.path}/${c}`)]);

describe('GET /o/v1/users/info', () => {
  it('returns the user with the session role first, permissions and verification flag', async () => {
    const res = await api.as('teacher').get('/o/v1/users/info');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ username: 'teacher', roles: ['teacher'] });
    expect(data.name).toBeTruthy();
    expect(data.permissions).toEqual(expect.arrayContaining(['navbar:top:home']));
    expect([0, 1]).toContain(data.is_compare);
    expect(data.domain).toBe('localhost');
  });

  it('gives the admin the wildcard permission', async () => {
    expect((await api.as('admin').get('/o/v1/users/info')).body.data.permissions).toContain('*:*:*');
  });
});

describe('GET /o/v1/systems/info', () => {
  it.each([
    ['localhost', 'standard'],
    ['practice.localhost', 'practical_training'],
    ['second.localhost', 'second'],
  ])('resolves %s to the %s site with every footer field filled', async (host, variant) => {
    const res = await api.anon.get('/o/v1/systems/info', { headers: { host: `${host}:3000` } });
    expect(res.status).toBe(200);
    const data = systemInfo.parse(res.body.data);
    expect(data.variant).toBe(variant);
    expect(data.domain).toBe(host);
    for (const field of [
      'website',
      'logo',
      'service_hotline',
      'contact_address',
      'organizer',
      'technology',
      'record_number',
      'public_account_qr',
      'mini_program_qr',
      'settlement_contact',
      'security_code',
    ] as const) {
      expect(data[field], field).not.toBe('');
    }
    expect(data.links.length).toBeGreaterThan(0);
  });

  it('serves the default site for an unknown host', async () => {
    const res = await api.anon.get('/o/v1/systems/info', { headers: { host: 'unknown.example' } });
    expect(SITE_VARIANTS).toContain(res.body.data.variant);
  });
});

describe('GET /o/v1/users/menu', () => {
  it('gives every role a tree of flat items with visible as "0" or "1"', async () => {
    for (const role of ['admin', 'teacher', 'trainer', 'student', 'province', 'city', 'area'] as const) {
      const res = await api.as(role).get('/o/v1/users/menu');
      expect(res.body.code, role).toBe(200);
      const walk = (items: MenuItem[]) => {
        for (const item of items) {
          expect(Object.keys(item).sort()).toEqual(
            [
              'active_menu',
              'breadcrumb',
              'children',
              'component',
              'icon',
              'keepalive',
              'path',
              'title_en',
              'title',
              'visible',
            ].sort(),
          );
          expect(['0', '1']).toContain(item.visible);
          walk(item.children);
        }
      };
      walk(res.body.data);
    }
  });

  it("omits /todoTask from the admin's menu and includes it in the teacher's", async () => {
    const admin = (await api.as('admin').get('/o/v1/users/menu')).body.data as MenuItem[];
    const teacher = (await api.as('teacher').get('/o/v1/users/menu')).body.data as MenuItem[];
    expect(admin.map((i) => i.path)).not.toContain('/todoTask');
    expect(paths(teacher)).toContain('/todoTask/task/index');
  });
});

describe('GET /o/v1/users/website', () => {
  it("lists the teacher's sites with name, domain and origin", async () => {
    const res = await api.as('teacher').get('/o/v1/users/website');
    const sites = res.body.data;
    expect(sites.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(sites[0]).sort()).toEqual(['domain', 'name', 'origin']);
  });

  it('is for teachers only', async () => {
    expect((await api.as('student').get('/o/v1/users/website')).status).toBe(403);
  });
});

describe('GET /o/v1/dicts', () => {
  it('returns a map from number to label, where 6 and 8 mean other', async () => {
    const business = (await api.as('student').get('/o/v1/dicts?code=SERVICE_STUDENT_BUSINESS')).body.data;
    const type = (await api.as('student').get('/o/v1/dicts?code=SERVICE_STUDENT_TYPE')).body.data;
    const work = (await api.as('student').get('/o/v1/dicts?code=SERVICE_STUDENT_WORK')).body.data;
    expect(business['6']).toMatch(/其他/);
    expect(type['8']).toMatch(/其他/);
    expect(Object.keys(work).length).toBeGreaterThan(2);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await api.as('admin').get('/o/v1/dicts?code=NOPE')).status).toBe(404);
    expect((await api.as('admin').get('/o/v1/dicts?code=a%20b')).status).toBe(400);
    expect((await api.as('admin').get('/o/v1/dicts')).status).toBe(400);
  });
});

describe('student detail and the follow-up survey', () => {
  const valid = {
    is_service: 1,
    is_business: 1,
    work_status: 1,
    business_direction: 6,
    business_direction_content: '社区养老服务',
    service_type: [1, 8],
    service_type_content: '品牌设计辅导',
    other_content: '',
  };
  const submit = (payload: unknown, lang?: string) =>
    api.as('student').post('/s/v1/s-survey', payload as object, { headers: lang ? { 'accept-language': lang } : {} });

  it('shows the student detail with group and course face flag', async () => {
    const data = (await api.as('student').get('/s/v1/student')).body.data;
    expect(data).toMatchObject({ service_is_survey: 0, show_questionnaire: 1 });
    expect(data.group.id).toBeGreaterThan(0);
    expect([0, 1]).toContain(data.course.live_face_photograph);
  });

  it.each([
    [{ ...valid, is_service: undefined }, '请选择是否需要后续服务'],
    [{ ...valid, is_business: 3 }, '请选择是否已创业'],
    [{ ...valid, work_status: undefined }, '请选择就业状态'],
    [{ ...valid, business_direction: undefined }, '请选择创业方向'],
    [{ ...valid, business_direction_content: '  ' }, '请填写其他创业方向'],
    [{ ...valid, service_type: [] }, '请至少选择一项希望获得的服务'],
    [{ ...valid, service_type_content: '' }, '请填写其他希望获得的服务'],
  ])('refuses an incomplete answer with the rule message (%#)', async (payload, message) => {
    const res = await submit(payload);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`请填写完整信息：${message}`);
    const [student] = await api.app.db.select().from(users).where(eq(users.username, 'student'));
    expect(await api.app.db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, student!.id))).toHaveLength(0);
  });

  it('refuses numbers the dictionaries do not define', async () => {
    const res = await submit({ ...valid, work_status: 99 });
    expect(res.status).toBe(400);
  });

  it('says it in English too', async () => {
    const res = await submit({ ...valid, service_type: [] }, 'en-US');
    expect(res.body.msg).toBe(
      'Please fill in the complete information.：Please choose at least one service you would like.',
    );
  });

  it('saves a complete answer with 201, marks the student surveyed, and refuses a second one', async () => {
    const res = await submit({ ...valid, business_direction: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 201, msg: '提交成功，感谢您的反馈' });
    const [student] = await api.app.db.select().from(users).where(eq(users.username, 'student'));
    const [answer] = await api.app.db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, student!.id));
    // The text of an "other" that was not chosen is not kept.
    expect(answer).toMatchObject({ businessDirection: 2, businessDirectionContent: '', serviceType: [1, 8] });
    const [detail] = await api.app.db.select().from(studentDetails).where(eq(studentDetails.userId, student!.id));
    expect(detail!.serviceIsSurvey).toBe(1);
    expect((await api.as('student').get('/s/v1/student')).body.data.service_is_survey).toBe(1);
    expect((await submit(valid)).status).toBe(409);
  });

  it('is for students only', async () => {
    const res = await api.as('teacher').post('/s/v1/s-survey', valid);
    expect(res.status).toBe(403);
  });
});

describe('GET/PUT /f/v1/homes/teacher', () => {
  it("shows the teacher's personal centre", async () => {
    const data = (await api.as('teacher').get('/f/v1/homes/teacher')).body.data;
    expect(data.username).toBe('teacher');
    expect(data.institution?.name).toBeTruthy();
    expect(data.stats.classes).toBeGreaterThanOrEqual(1);
  });

  it('saves a valid change and refuses a bad phone without changing anything', async () => {
    const bad = await api.as('teacher').put('/f/v1/homes/teacher', { name: '王老师', phone: '12345', intro: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请输入正确的手机号码');
    const before = (await api.as('teacher').get('/f/v1/homes/teacher')).body.data;
    expect(before.phone).not.toBe('12345');
    const ok = await api
      .as('teacher')
      .put('/f/v1/homes/teacher', { name: '王晓明', phone: '13800138000', intro: '十年创业培训经验' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: '王晓明', phone: '13800138000' });
    // The cached profile follows the change at once.
    expect((await api.as('teacher').get('/o/v1/users/info')).body.data.name).toBe('王晓明');
  });
});

describe('operate guide and feature list', () => {
  it('opens the guide until it is read, then records the visit', async () => {
    const show = (await api.as('teacher').get('/o/v1/operates/operate-show')).body.data;
    expect(show.is_show).toBe(1);
    expect(show.access_log).toBeNull();
    expect(show.operate.edit_time).toBeTruthy();
    const info = (await api.as('teacher').get('/o/v1/operates/operate-info')).body.data;
    expect(info.manual).toBeTruthy();
    expect(info.feature.length).toBeGreaterThan(0);
    expect(Array.isArray(info.feature[0].attachment_id)).toBe(true);
    const after = (await api.as('teacher').get('/o/v1/operates/operate-show')).body.data;
    expect(new Date(after.access_log.access_time).getTime()).toBeGreaterThanOrEqual(
      new Date(after.operate.edit_time).getTime(),
    );
  });

  it('shows the feature badge until the list is read, and again after a newer feature', async () => {
    const before = (await api.as('admin').get('/o/v1/operates/function-show')).body.data;
    expect(before.is_show).toBe(1);
    expect(before.access_log).toEqual([]);
    expect((await api.as('admin').get('/o/v1/operates/function-info')).body.data.list.length).toBeGreaterThan(0);
    const read = (await api.as('admin').get('/o/v1/operates/function-show')).body.data;
    expect(read.access_log).toHaveLength(1);
    const [admin] = await api.app.db.select().from(users).where(eq(users.username, 'admin'));
    const [log] = await api.app.db.select().from(accessLogs).where(eq(accessLogs.userId, admin!.id));
    await api.app.db
      .insert(features)
      .values({ name: '新功能', content: '说明', editTime: new Date(log!.accessTime.getTime() + 1000) });
    const newer = (await api.as('admin').get('/o/v1/operates/function-show')).body.data;
    expect(new Date(newer.list[0].edit_time).getTime()).toBeGreaterThan(
      new Date(newer.access_log[0].access_time).getTime(),
    );
  });

  it('is not for students', async () => {
    expect((await api.as('student').get('/o/v1/operates/operate-show')).status).toBe(403);
  });
});
