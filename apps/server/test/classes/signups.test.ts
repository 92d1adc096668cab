// Sign-up leads and institutions: the public form (captcha, consent, duplicates within 30 days), the area's leads for
// its institutions' teachers, enrolling a lead in one step, lead counts by area; institutions kept to the region.
import { translate } from '@etp/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, leads } from '../../src/db/schema/index.ts';
import { type Api, solvedCaptcha, testApp } from '../helpers.ts';
import { classForm, idCard, phone } from './people.ts';

let api: Api;
let courseId = 0;
beforeAll(async () => {
  api = await testApp();
  courseId = ((await api.as('teacher').get('/f/v1/courses')).body.data as { id: number }[])[0]!.id;
});
afterAll(() => api.close());

const QD_TEACHER = { username: 'qd_teacher', role: 'teacher' } as const;

let ip = 0;
async function signUp(fields: Record<string, unknown>) {
  const remoteAddress = `10.12.0.${++ip}`;
  const captcha = await solvedCaptcha(api, remoteAddress);
  return api.anon.post(
    '/p/v1/sign-ups',
    {
      name: '陈思远',
      id_card: idCard('19950612'),
      phone: phone('1880000'),
      region_code: '370102',
      education: 'college',
      course_id: courseId,
      institution_id: null,
      consent: true,
      ...captcha,
      ...fields,
    },
    { remoteAddress },
  );
}

describe('the public sign-up form', () => {
  it('offers courses, areas and institutions', async () => {
    const res = await api.anon.get('/p/v1/sign-ups/options');
    const data = res.body.data;
    expect(data.courses.length).toBeGreaterThan(0);
    expect(data.areas.find((a: { code: string }) => a.code === '370102')).toMatchObject({
      name: '历下区',
      city: '济南市',
    });
  });

  it('makes one lead, stored encrypted, and answers a duplicate within 30 days kindly without a second', async () => {
    const id_card = idCard('19921103');
    const first = await signUp({ id_card });
    expect(first.status, first.raw.body).toBe(201);
    expect(first.body).toMatchObject({ msg: '报名成功，培训机构会尽快与您联系', data: { duplicate: false } });
    const second = await signUp({ id_card });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ data: { duplicate: true } });
    expect(second.body.msg).toContain('30 天内已经报过名');
    const rows = await api.app.db
      .select()
      .from(leads)
      .where(eq(leads.idCardHash, api.app.personalData.lookupHash(id_card)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(id_card);
  });

  it('offers and takes only published courses: a course in preparation is neither listed nor accepted', async () => {
    const [draft] = await api.app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.status, 'draft'))
      .orderBy(asc(courses.id))
      .limit(1);
    expect(draft).toBeDefined();
    const offered = (await api.anon.get('/p/v1/sign-ups/options')).body.data.courses as { id: number }[];
    expect(offered.map((c) => c.id)).not.toContain(draft!.id);
    // The form's list and the back office's list of courses a class may teach are the same list.
    const forClasses = (await api.as('teacher').get('/f/v1/courses')).body.data as { id: number }[];
    expect(offered).toEqual(forClasses);
    const res = await signUp({ course_id: draft!.id, id_card: idCard('19930301') });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.course_id).toBe(translate('zh-CN', 'signups.course_unknown'));
    expect((await api.as('teacher').post('/f/v1/classes', classForm(draft!.id))).body.data.fields.course_id).toBe(
      translate('zh-CN', 'classes.course_unknown'),
    );
  });

  it('refuses without consent, without a right captcha, and with a wrong checksum', async () => {
    expect((await signUp({ consent: false })).body.data.fields.consent).toBe('请阅读并同意个人信息处理告知');
    expect((await signUp({ captcha: 'zzzz' })).body.data.fields.captcha).toBeTruthy();
    const bad = `${idCard().slice(0, 17)}Y`;
    expect((await signUp({ id_card: bad })).status).toBe(400);
    expect((await signUp({ region_code: '370100' })).body.data.fields.region_code).toBe('没有这个区县');
  });
});

describe('leads for the institutions of the area', () => {
  it('shows the area’s leads to its teachers (masked) and not to another city’s, and enrols one in one step', async () => {
    const id_card = idCard('19880420');
    const mobile = phone('1890000');
    expect((await signUp({ name: '黄丽娟', id_card, phone: mobile })).status).toBe(201);
    const list = (await api.as('teacher').get('/f/v1/leads?keyword=黄丽娟')).body.data.list as {
      id: number;
      id_card: string;
      phone: string;
      status: string;
    }[];
    expect(list).toHaveLength(1);
    const lead = list[0]!;
    expect(lead.id_card).toBe(`${id_card.slice(0, 4)}**********${id_card.slice(-4)}`);
    expect(lead.phone).not.toContain(mobile.slice(3, 7));
    expect((await api.as(QD_TEACHER).get('/f/v1/leads?keyword=黄丽娟')).body.data.total).toBe(0);

    const contacted = await api.as('teacher').post(`/f/v1/leads/${lead.id}/status`, { status: 'contacted' });
    expect(contacted.body.data.status).toBe('contacted');

    const created = await api.as('teacher').post('/f/v1/classes', classForm(courseId));
    const classId = created.body.data.id as number;
    const enrolled = await api.as('teacher').post(`/f/v1/classes/${classId}/students/from-lead`, {
      lead_id: lead.id,
      household: 'urban',
      employment: 'unemployed',
    });
    expect(enrolled.status, enrolled.raw.body).toBe(201);
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    expect(enrolled.body.data.enrolment).toMatchObject({ name: '黄丽娟', username: masked });
    expect(enrolled.body.data.initial_password).toBeTruthy();
    // The new student signs in with the lead's phone.
    await api.signIn({ username: mobile, role: 'student', password: enrolled.body.data.initial_password });
    const [after] = await api.app.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.status).toBe('enrolled');
    const twice = await api.as('teacher').post(`/f/v1/classes/${classId}/students/from-lead`, { lead_id: lead.id });
    expect(twice.status).toBe(409);
  });

  it('counts leads by area for regional administrators, inside their region', async () => {
    const counts = (await api.as('city').get('/a/v1/leads/counts')).body.data as {
      region_code: string;
      total: number;
    }[];
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((c) => c.region_code.startsWith('3701'))).toBe(true);
    expect((await api.as('teacher').get('/a/v1/leads/counts')).status).toBe(403);
  });
});

describe('institutions', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: '济南市历下区新星职业培训学校',
    region_code: '370102',
    kind: 'training',
    contact: '韩梅',
    phone: '0531-88886666',
    address: '历下区文化东路 12 号',
    intro: '创业培训定点机构',
    ...overrides,
  });

  it('lets the area administrator create one in the area (pending) and review it; not outside', async () => {
    const created = await api.as('area').post('/a/v1/institutions', form());
    expect(created.status, created.raw.body).toBe(201);
    expect(created.body.data.status).toBe('pending');
    const outside = await api.as('area').post('/a/v1/institutions', form({ region_code: '370202' }));
    expect(outside.status).toBe(403);
    const id = created.body.data.id as number;
    const reviewed = await api.as('area').post(`/a/v1/institutions/${id}/review`, { status: 'approved' });
    expect(reviewed.body.data.status).toBe('approved');
    expect((await api.as('teacher').post(`/a/v1/institutions/${id}/review`, { status: 'disabled' })).status).toBe(403);
  });

  it('lists only the region’s institutions, pending ones first', async () => {
    await api.as('city').post('/a/v1/institutions', form({ name: '济南市槐荫区待审机构', region_code: '370104' }));
    const list = (await api.as('area').get('/a/v1/institutions?size=100')).body.data.list as {
      region_code: string;
      status: string;
    }[];
    expect(list.every((i) => i.region_code === '370102')).toBe(true);
    const city = (await api.as('city').get('/a/v1/institutions?size=100')).body.data.list as {
      status: string;
      region_code: string;
    }[];
    expect(city[0]?.status).toBe('pending');
    expect(city.every((i) => i.region_code.startsWith('3701'))).toBe(true);
  });

  it('keeps a disabled institution from opening classes', async () => {
    const [own] = (await api.as('admin').get('/a/v1/institutions?keyword=泉城')).body.data.list as { id: number }[];
    await api.as('admin').post(`/a/v1/institutions/${own!.id}/review`, { status: 'disabled' });
    const res = await api.as('teacher').post('/f/v1/classes', classForm(courseId));
    expect(res.status).toBe(409);
    await api.as('admin').post(`/a/v1/institutions/${own!.id}/review`, { status: 'approved' });
  });
});
