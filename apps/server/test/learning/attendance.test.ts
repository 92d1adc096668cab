// A live session's attendance for its staff (issue 28: 12): every student of the class with the seconds the ledger
// credited live and in the replay, and when they first and last watched; the class scope decides who may read it.
import { LEARNING_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';
import { liveSession, T0, userId, type World, world } from './fixtures.ts';

let api: Api;
let w: World;
let live = 0;
beforeAll(async () => {
  api = await testApp();
  w = await world(api);
  live = await liveSession(api, w.classId, 100, 60);
});
afterAll(() => api.close());

const watch = (position: number) =>
  api
    .as('student')
    .post(LEARNING_API.liveLearningRecord, { live_id: live, position, playing: true, tab: 'tab-attend1' });

describe('live attendance', () => {
  it('lists the class with what the ledger credited each student live and in the replay, and when', async () => {
    for (const s of [100, 110, 120]) {
      w.at(s);
      await watch(s - 100);
    }
    w.at(3600);
    await watch(0);
    w.at(3610);
    await watch(10);

    const res = await api.as('teacher').get(LEARNING_API.liveAttendance(live));
    expect(res.status, res.raw.body).toBe(200);
    const student = await userId(api, 'student');
    const mine = res.body.data.rows.find((r: { user_id: number }) => r.user_id === student);
    expect(mine.live_seconds).toBe(20);
    expect(mine.replay_seconds).toBe(10);
    expect(mine.first_at).toBe(new Date(T0 + 100_000).toISOString());
    expect(mine.last_at).toBe(new Date(T0 + 3_610_000).toISOString());
    const others = res.body.data.rows.filter((r: { user_id: number }) => r.user_id !== student);
    for (const r of others) expect([r.live_seconds, r.first_at]).toEqual([0, null]);
    expect(res.body.data.starts_at).toBe(new Date(T0 + 100_000).toISOString());
  });

  it('is the class staff’s: the trainer of the class reads it, a student and a teacher elsewhere do not', async () => {
    expect((await api.as('trainer').get(LEARNING_API.liveAttendance(live))).status).toBe(200);
    expect((await api.as('student').get(LEARNING_API.liveAttendance(live))).status).toBe(403);
    expect(
      (await api.as({ username: 'qd_teacher', role: 'teacher' }).get(LEARNING_API.liveAttendance(live))).status,
    ).toBe(404);
  });
});
