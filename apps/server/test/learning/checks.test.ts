// The checks the server schedules: the "still there?" question (no credit until answered), the daily limit (303),
// and face checks (301 at the start of a session and at random moments, credit only after a pass recorded later).
import { LEARNING_API } from '@etp/contracts';
import { and, eq, gte, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, faceChecks, studyLedger } from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { report, T0, userId, type World, world } from './fixtures.ts';

let api: Api;
let w: World;
beforeAll(async () => {
  api = await testApp({
    STUDY_IDLE_CHECK_MINUTES: '2,2',
    STUDY_DAILY_LIMIT_MINUTES: '3',
    STUDY_FACE_CHECK_MINUTES: '1,1',
  });
  w = await world(api);
});
afterAll(() => api.close());

const credited = async (username: string) => {
  const [row] = await api.app.db
    .select({ s: sum(studyLedger.seconds) })
    .from(studyLedger)
    .where(and(eq(studyLedger.userId, await userId(api, username)), gte(studyLedger.createdAt, new Date(T0))));
  return Number(row?.s ?? 0);
};

/** Plays the long lesson from `from` seconds (server clock) for `reports` reports, 10 s apart. */
async function play(who: string, from: number, reports: number, start = 0) {
  const answers = [];
  for (let i = 0; i < reports; i++) {
    w.at(from + i * 10);
    answers.push(await report(api.as({ username: who, role: 'student' }), w.long, start + i * 10));
  }
  return answers;
}

describe('the "still there?" question', () => {
  it('is asked after the configured credited time; unanswered past 60 s, nothing more is credited', async () => {
    const answers = await play('student', 0, 14);
    expect(answers.at(11)?.body.data.idle_check).toBe(false);
    expect(answers.at(12)?.body.data.idle_check).toBe(true);
    // Inside the answer window the credit goes on.
    expect(answers.at(13)?.body.data.credited).toBe(10);
    expect(await credited('student')).toBe(130);
    w.at(200);
    const late = await report(api.as('student'), w.long, 130);
    expect(late.body.data.credited).toBe(0);
    expect(late.body.data.idle_check).toBe(true);
    expect(await credited('student')).toBe(130);
  });

  it('resumes credit once answered (the waiting time earns nothing), and refuses an answer to no question', async () => {
    w.at(205);
    const ack = await api.as('student').post(LEARNING_API.idleAck, { tab: 'tab-aaaaaa' });
    expect(ack.status).toBe(200);
    expect((await api.as('student').post(LEARNING_API.idleAck, { tab: 'tab-aaaaaa' })).status).toBe(409);
    w.at(215);
    expect((await report(api.as('student'), w.long, 130)).body.data.credited).toBe(0);
    w.at(225);
    const res = await report(api.as('student'), w.long, 140);
    expect(res.body.data.credited).toBe(10);
    expect(res.body.data.idle_check).toBe(false);
  });
});

describe('the daily limit', () => {
  it('credits up to the limit, then answers 303 with the message and credits nothing more', async () => {
    const answers = await play('student', 235, 8, 150);
    const codes = answers.map((a) => a.body.code);
    expect(codes).toContain(303);
    expect(await credited('student')).toBe(180);
    const last = answers.at(-1);
    expect(last?.body.code).toBe(303);
    expect(last?.body.msg).toContain('3');
    expect(last?.body.data.credited).toBe(0);
  });

  it('starts again the next day (China time)', async () => {
    const nextDay = 24 * 3600;
    w.at(nextDay);
    await report(api.as('student'), w.long, 0);
    w.at(nextDay + 10);
    const res = await report(api.as('student'), w.long, 10);
    expect(res.body.code).toBe(200);
    expect(res.body.data.credited).toBe(10);
    expect(res.body.data.today_seconds).toBe(10);
  });
});

describe('face checks (courses with study_face_check)', () => {
  const s = () => api.as({ username: 'student01', role: 'student' });
  let student01 = 0;
  const addCheck = (at: number, result: 'pass' | 'fail', purpose: 'study_start' | 'exam' = 'study_start') =>
    api.app.db.insert(faceChecks).values({ userId: student01, purpose, result, createdAt: new Date(T0 + at * 1000) });

  beforeAll(async () => {
    student01 = await userId(api, 'student01');
    await api.app.db.update(courses).set({ studyFaceCheck: 1 }).where(eq(courses.id, w.courseId));
  });

  it('answers 301 at the start of a session and credits nothing until a pass recorded after it', async () => {
    w.at(1000);
    expect((await report(s(), w.long, 0)).body.code).toBe(301);
    w.at(1010);
    let res = await report(s(), w.long, 10);
    expect(res.body.code).toBe(301);
    expect(res.body.data.credited).toBe(0);
    // A pass from before the question, a failure, and a pass for another purpose do not count.
    await addCheck(999, 'pass');
    await addCheck(1011, 'fail');
    await addCheck(1012, 'pass', 'exam');
    w.at(1020);
    expect((await report(s(), w.long, 0)).body.code).toBe(301);
    await addCheck(1021, 'pass');
    w.at(1025);
    res = await report(s(), w.long, 0);
    expect(res.body.code).toBe(200);
    expect(res.body.data.credited).toBe(0);
    w.at(1035);
    expect((await report(s(), w.long, 10)).body.data.credited).toBe(10);
    expect(await credited('student01')).toBe(10);
  });

  it('asks again at a random moment of credited time (here after 1 minute)', async () => {
    const answers = [];
    for (let i = 1; i <= 7; i++) {
      w.at(1035 + i * 10);
      answers.push(await report(s(), w.long, 10 + i * 10));
    }
    expect(answers.map((a) => a.body.code)).toContain(301);
    expect(answers.at(-1)?.body.code).toBe(301);
    const before = await credited('student01');
    expect(before).toBe(60);
    w.at(1200);
    expect((await report(s(), w.long, 80)).body.code).toBe(301);
    expect(await credited('student01')).toBe(before);
  });

  it('does not ask students of courses without the setting', async () => {
    await api.app.db
      .update(courses)
      .set({ studyFaceCheck: 0 })
      .where(and(eq(courses.id, w.courseId)));
    w.at(1300);
    expect((await report(s(), w.long, 80)).body.code).toBe(200);
  });
});
