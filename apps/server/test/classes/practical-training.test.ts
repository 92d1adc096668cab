// Issue 15, /practiceTraining: the public read of the practical-training institutions and their classes open to
// sign-ups, and a sign-up naming one of them landing as a lead for that institution's area.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, institutions } from '../../src/db/schema/index.ts';
import { type Api, solvedCaptcha, testApp } from '../helpers.ts';
import { idCard, phone } from './people.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

interface Practical {
  id: number;
  name: string;
  region_code: string;
  classes: { id: number; status: string; capacity: number; seats_left: number; end_date: string | null }[];
}
const practical = async (): Promise<Practical[]> => {
  const res = await api.anon.get('/p/v1/practical-training');
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('the practical-training institutions (public)', () => {
  it('lists only approved practical-training institutions, each with its approved or running classes', async () => {
    const kinds = new Map(
      (await api.app.db.select().from(institutions)).map((i) => [i.id, `${i.kind}/${i.status}`] as const),
    );
    const found = await practical();
    expect(found.map((i) => i.name)).toContain('青岛西海岸新区创业实训中心');
    for (const i of found) expect(kinds.get(i.id)).toBe('practical_training/approved');

    const xihai = found.find((i) => i.name === '青岛西海岸新区创业实训中心')!;
    const rows = await api.app.db.select().from(classes).where(eq(classes.institutionId, xihai.id));
    const open = rows.filter((c) => c.status === 'approved' || c.status === 'running');
    expect(rows.length).toBeGreaterThan(open.length); // the demo has a draft there, which must not show
    expect(xihai.classes.map((c) => c.id).sort()).toEqual(open.map((c) => c.id).sort());
    for (const c of xihai.classes) {
      const row = rows.find((r) => r.id === c.id)!;
      expect(c.seats_left).toBe(row.capacity - row.enrolledCount);
    }
  });

  it('drops an institution once it is disabled, and a class once it has ended', async () => {
    const found = await practical();
    const withClasses = found.find((i) => i.classes.length > 0)!;
    const [ended] = withClasses.classes;
    await api.app.db.update(classes).set({ endDate: '2020-01-31' }).where(eq(classes.id, ended!.id));
    const after = (await practical()).find((i) => i.id === withClasses.id)!;
    expect(after.classes.map((c) => c.id)).not.toContain(ended!.id);
    expect(after.classes).toHaveLength(withClasses.classes.length - 1);

    const other = found.find((i) => i.id !== withClasses.id)!;
    const review = await api.as('admin').post(`/a/v1/institutions/${other.id}/review`, { status: 'disabled' });
    expect(review.status, review.raw.body).toBe(200);
    expect((await practical()).map((i) => i.id)).not.toContain(other.id);
  });
});

describe('signing up for practical training', () => {
  it('offers the institutions with their kind, and turns a sign-up naming one into a lead of its area', async () => {
    const options = (await api.anon.get('/p/v1/sign-ups/options')).body.data;
    const xihai = options.institutions.find((i: { name: string }) => i.name === '青岛西海岸新区创业实训中心');
    expect(xihai).toMatchObject({ kind: 'practical_training', region_code: '370211' });
    const course = options.courses[0].id;

    const remoteAddress = '10.15.0.1';
    const captcha = await solvedCaptcha(api, remoteAddress);
    const sent = await api.anon.post(
      '/p/v1/sign-ups',
      {
        name: '于海洋',
        id_card: idCard('19961103', '370211'),
        phone: phone('1398000'),
        region_code: '370211',
        education: 'college',
        course_id: course,
        institution_id: xihai.id,
        consent: true,
        ...captcha,
      },
      { remoteAddress },
    );
    expect(sent.status, sent.raw.body).toBe(201);
    const leads = (await api.as({ username: 'hd_teacher', role: 'teacher' }).get('/f/v1/leads?keyword=于海洋')).body
      .data;
    expect(leads.list).toHaveLength(1);
    expect(leads.list[0]).toMatchObject({ institution_name: '青岛西海岸新区创业实训中心', status: 'new' });
    expect((await api.as('teacher').get('/f/v1/leads?keyword=于海洋')).body.data.total).toBe(0);
  });
});
