// Completion tests by link: the public page learns the test by its code, a person identifies with name + ID number
// (matched through the keyed hash to a student of the test's class), takes the test under the attempt token with the
// same saving and timing, and a stranger or a wrong name gets one sentence that names neither half. Wrong answers are
// limited per (name + ID number, address) pair and per address; right answers never.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, studentDetails, users } from '../../src/db/schema/index.ts';
import { DEMO_COMPLETION_CODE } from '../../src/db/seed/demo/exams.ts';
import { idCard } from '../classes/people.ts';
import { type Api, testApp } from '../helpers.ts';
import { studentClass, theory } from './setup.ts';

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
const identify = (person: { name: string; id_card: string }, remoteAddress: string) =>
  api.anon.post(url, person, { remoteAddress });

/** A name (Han characters only, as names are) that differs with `i`. */
const han = (prefix: string, i: number) => prefix + String.fromCodePoint(0x4e00 + i);

let made = 0;
/** A student of the test's class with a fresh ID number (nobody signs in as them). */
async function classmate(name = han('同学', ++made)) {
  const { classId } = await studentClass(api);
  const person = { name, id_card: idCard('19900101') };
  const [user] = await api.app.db
    .insert(users)
    .values({ username: `classmate_${++made}`, passwordHash: 'nobody-signs-in', name, isCompare: 1 })
    .returning({ id: users.id });
  await api.app.db
    .insert(studentDetails)
    .values({ userId: user!.id, classId, idCardHash: api.app.personalData.lookupHash(person.id_card) });
  await api.app.db.insert(enrolments).values({ classId, userId: user!.id });
  return person;
}

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

  // Issue 28.15: a short answer waits for the teacher: no pass or fail until it is marked (待阅卷 on the page).
  it('says neither pass nor fail while a short answer is unmarked', async () => {
    const person = await classmate();
    const res = await api.anon.post(url, person, { remoteAddress: '10.1.0.3' });
    expect(res.status, res.raw.body).toBe(200);
    const t = theory(api, res.body.data.course_id, res.body.data.theory_token);
    const state = (await t.state()).body.data;
    const short = state.questions.find((q: { type: string }) => q.type === 'short');
    expect(short).toBeTruthy();
    const saved = await t.save({
      answers: [{ question_id: short.question_id, answer: ['先做市场调查。'], version: 1 }],
    });
    expect(saved.status, saved.raw.body).toBe(200);
    expect((await t.submit()).status).toBe(200);
    const after = (await t.state()).body.data;
    expect(after.status).toBe('submitted');
    expect(after.passed).toBeNull();
  });

  // Issue 26.9: five wrong names with a student's ID number, from any addresses, once made the student's right name
  // answer 429. Wrong answers now slow only the (name + ID number, address) pair that made them.
  it('does not let wrong names tried with a student’s ID number lock the student out, from any address', async () => {
    const student = await classmate('孙丽');
    const seen: number[] = [];
    for (let i = 0; i < 8; i++)
      seen.push((await identify({ name: han('冒名', i), id_card: student.id_card }, `10.3.0.${i}`)).status);
    for (let i = 0; i < 8; i++)
      seen.push((await identify({ name: '冒名', id_card: student.id_card }, '10.3.1.1')).status);
    expect(seen.filter((s) => s === 400)).toHaveLength(13);
    expect(seen.slice(-1)).toEqual([429]);
    // The student, from another address and from the attacker's own.
    expect((await identify(student, '10.3.2.1')).status).toBe(200);
    expect((await identify(student, '10.3.1.1')).status).toBe(200);
  });

  it('slows down a pair that keeps failing, progressively, and says how long to wait', async () => {
    const wrong = { name: '赵六', id_card: idCard('19660606') };
    const address = '10.4.0.1';
    for (let i = 0; i < 5; i++) expect((await identify(wrong, address)).status).toBe(400);
    const limited = await identify(wrong, address);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.body.msg).toBe('尝试次数过多，请 1 秒后再试');
  });

  it('limits the failures of one address across people (30 by default), then refuses everyone there', async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < 30; i++)
      expect((await identify({ name: '李四', id_card: idCard('19700101') }, address)).status).toBe(400);
    const student = await classmate();
    const limited = await identify(student, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect((await identify(student, '10.5.0.2')).status).toBe(200);
  });

  it('lets a classroom of 60 behind one address identify at once, typing mistakes and all', async () => {
    const people = [];
    for (let i = 0; i < 60; i++) people.push(await classmate(han('学员', i)));
    const address = '10.6.0.1';
    const refused: string[] = [];
    for (const [i, p] of people.entries()) {
      // One in four first types a wrong character of the name.
      if (i % 4 === 0) expect((await identify({ ...p, name: `${p.name}错` }, address)).status).toBe(400);
      const res = await identify(p, address);
      if (res.status !== 200) refused.push(`${p.name}: ${res.status} ${res.body.msg}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
