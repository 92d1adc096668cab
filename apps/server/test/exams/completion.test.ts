// Completion tests by link: the public page learns the test by its code, a person identifies with name + ID number
// (matched through the keyed hash to a student of the test's class), takes the test under the attempt token with the
// same saving and timing, and a stranger or a wrong name gets one sentence that names neither half. Limited per address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentDetails, users } from '../../src/db/schema/index.ts';
import { DEMO_COMPLETION_CODE } from '../../src/db/seed/demo/exams.ts';
import { idCard } from '../classes/people.ts';
import { type Api, testApp } from '../helpers.ts';
import { theory } from './setup.ts';

let api: Api;
const id = idCard('19880512');
beforeAll(async () => {
  api = await testApp();
  const [student] = await api.app.db.select().from(users).where(eq(users.username, 'student'));
  await api.app.db
    .update(studentDetails)
    .set({ idCardHash: api.app.personalData.lookupHash(id) })
    .where(eq(studentDetails.userId, student!.id));
});
afterAll(() => api.close());

const url = `/p/v1/completion-tests/${DEMO_COMPLETION_CODE}`;

describe('completion test by link', () => {
  it('shows the test to anyone with the link, and nothing for an unknown code', async () => {
    const res = await api.anon.get(url);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ paper_name: 'SYB创业培训理论考试（A卷）', duration_minutes: 60 });
    expect((await api.anon.get('/p/v1/completion-tests/unknown-code-123')).status).toBe(404);
  });

  it('refuses a wrong name or ID number with one sentence, and bad input by field', async () => {
    const wrongName = await api.anon.post(url, { name: '李四', id_card: id }, { remoteAddress: '10.1.0.1' });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.msg).toBe('姓名和身份证号与本班学员不符');
    const wrongId = await api.anon.post(
      url,
      { name: '王小明', id_card: idCard('19750101') },
      { remoteAddress: '10.1.0.1' },
    );
    expect(wrongId.body.msg).toBe('姓名和身份证号与本班学员不符');
    const bad = await api.anon.post(url, { name: '', id_card: '123' }, { remoteAddress: '10.1.0.1' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['id_card', 'name']);
  });

  it("starts the student's attempt on the same engine; a second identification resumes it", async () => {
    const res = await api.anon.post(url, { name: '王小明', id_card: id }, { remoteAddress: '10.1.0.2' });
    expect(res.status, res.raw.body).toBe(200);
    const t = theory(api, res.body.data.course_id, res.body.data.theory_token);
    const state = (await t.state()).body.data;
    const first = state.questions[0];
    expect(
      (await t.save({ answers: [{ question_id: first.question_id, answer: [first.options[0].key], version: 1 }] }))
        .status,
    ).toBe(200);
    const again = await api.anon.post(url, { name: '王小明', id_card: id }, { remoteAddress: '10.1.0.2' });
    expect(again.body.data.attempt_id).toBe(res.body.data.attempt_id);
    expect(state.score).toBeNull();
    const submitted = await t.submit();
    expect(submitted.body.data.status).not.toBe('in_progress');
    // The page shows the score at once: the state under the same token carries it.
    expect(typeof (await t.state()).body.data.score).toBe('number');
  });

  it('limits identification per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await api.anon.post(url, { name: '李四', id_card: idCard('19700101') }, { remoteAddress: '10.1.0.9' })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits identification per person, from any address', async () => {
    const someone = idCard('19660606');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await api.anon.post(url, { name: '赵六', id_card: someone }, { remoteAddress: `10.2.0.${i}` })).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
