// The heartbeat of a recorded lesson: only server-clock time since the last accepted report is credited, capped,
// only while playing and advancing, never ahead of the credited time on first viewing, one tab at a time.
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lessonProgress, sessions, studyLedger } from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { classmates, report, userId, type World, world } from './fixtures.ts';

let api: Api;
let w: World;
let student: number;
beforeAll(async () => {
  api = await testApp();
  w = await world(api);
  student = await userId(api, 'student');
});
afterAll(() => api.close());

const progressOf = async (lesson: number) => {
  const [row] = await api.app.db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, student), eq(lessonProgress.lessonId, lesson)));
  return row;
};
const ledgerSum = async (lesson: number) => {
  const [row] = await api.app.db
    .select({ s: sum(studyLedger.seconds) })
    .from(studyLedger)
    .where(and(eq(studyLedger.userId, student), eq(studyLedger.lessonId, lesson)));
  return Number(row?.s ?? 0);
};

describe('crediting a recorded lesson', () => {
  const s = () => api.as('student');

  it('credits nothing on the first report and the server-clock interval after it, capped at 12 s', async () => {
    w.at(0);
    let res = await report(s(), w.long, 0);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.credited).toBe(0);
    w.at(10);
    res = await report(s(), w.long, 10);
    expect(res.body.data.credited).toBe(10);
    // A report that claims much more time (a long gap) earns the cap only.
    w.at(70);
    res = await report(s(), w.long, 22);
    expect(res.body.data.credited).toBe(12);
    expect(res.body.data.total_seconds).toBe(22);
    expect(await ledgerSum(w.long)).toBe(22);
    expect((await progressOf(w.long))?.creditedSeconds).toBe(22);
  });

  it('credits no more than the position advanced (a stuck or paused player earns nothing)', async () => {
    w.at(80);
    const res = await report(s(), w.long, 22);
    expect(res.body.data.credited).toBe(2); // the jitter tolerance only
    w.at(90);
    // 8 s advanced in 10 s: 8 credited, the tolerance was spent by the report before (it is not given per report).
    expect((await report(s(), w.long, 30, 'tab-aaaaaa', false)).body.data.credited).toBe(8);
    // The previous report said paused: the interval after it earns nothing.
    w.at(100);
    expect((await report(s(), w.long, 30)).body.data.credited).toBe(0);
  });

  it('credits nothing when the clock goes back (skew between instances)', async () => {
    w.at(95);
    const res = await report(s(), w.long, 32);
    expect(res.body.data.credited).toBe(0);
    w.at(105);
    expect((await report(s(), w.long, 42)).body.data.credited).toBe(10);
  });

  it('refuses a jump ahead on first viewing: nothing credited, the player goes back to the furthest position', async () => {
    const before = await progressOf(w.long);
    w.at(115);
    const res = await report(s(), w.long, 300);
    expect(res.body.code).toBe(200);
    expect(res.body.data.rewind_to).toBe(before?.furthestPosition);
    expect(res.body.data.credited).toBe(0);
    const after = await progressOf(w.long);
    expect(after?.furthestPosition).toBe(before?.furthestPosition);
    expect(after?.creditedSeconds).toBe(before?.creditedSeconds);
    // Back at the allowed place, crediting goes on.
    w.at(125);
    expect((await report(s(), w.long, 52)).body.data.credited).toBe(10);
  });

  it('completes a lesson at 95 % credited and the end reached; after that seeking is free and earns nothing', async () => {
    for (let i = 0; i <= 6; i++) {
      w.at(200 + i * 10);
      const res = await report(s(), w.short, Math.min(60, i * 10));
      if (i === 6) {
        expect(res.body.data.completed).toBe(true);
        expect(res.body.data.max_position).toBeNull();
      }
    }
    const done = await progressOf(w.short);
    expect(done?.completedAt).not.toBeNull();
    expect(done?.creditedSeconds).toBe(60);
    w.at(270);
    const res = await report(s(), w.short, 5);
    expect(res.body.data.rewind_to).toBeNull();
    expect(res.body.data.credited).toBe(0);
    expect(await ledgerSum(w.short)).toBe(60);
  });

  it('does not complete a lesson whose end was not reached', async () => {
    expect((await progressOf(w.long))?.completedAt).toBeNull();
  });
});

describe('one lesson at a time', () => {
  const s = () => api.as('student');

  it('answers 302 to a second tab while the first plays, and credits it nothing', async () => {
    w.at(400);
    await report(s(), w.long, 55);
    w.at(410);
    const first = await report(s(), w.long, 65);
    expect(first.body.data.credited).toBe(10);
    const before = await ledgerSum(w.long);
    const second = await report(s(), w.long, 65, 'tab-bbbbbb');
    expect(second.body.code).toBe(302);
    expect(second.body.msg).toBeTruthy();
    w.at(415);
    expect((await report(s(), w.short, 10, 'tab-bbbbbb')).body.code).toBe(302);
    expect(await ledgerSum(w.long)).toBe(before);
    w.at(420);
    expect((await report(s(), w.long, 75)).body.data.credited).toBe(10);
  });

  it('lets another tab take over once the first has stopped reporting; then the first gets 302', async () => {
    w.at(460);
    const taken = await report(s(), w.long, 75, 'tab-bbbbbb');
    expect(taken.body.code).toBe(200);
    expect(taken.body.data.credited).toBe(0);
    w.at(465);
    expect((await report(s(), w.long, 80)).body.code).toBe(302);
    w.at(470);
    expect((await report(s(), w.long, 85, 'tab-bbbbbb')).body.data.credited).toBe(10);
  });
});

describe('what may be reported', () => {
  it('refuses bad bodies with field errors and changes nothing', async () => {
    const res = await api.as('student').post('/o/v1/vods/learning-record', { lesson_id: w.long, position: -5 });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toBeTruthy();
  });

  it('refuses a document lesson, an unknown lesson and a lesson of a course the student is not in', async () => {
    expect((await report(api.as('student'), w.doc, 0)).status).toBe(400);
    expect((await report(api.as('student'), 99_999_999, 0)).status).toBe(404);
    const foreign = await report(api.as('student'), w.foreign, 0);
    expect(foreign.status).toBe(403);
    expect(await ledgerSum(w.foreign)).toBe(0);
  });

  it('is for students only', async () => {
    expect((await report(api.anon, w.long, 0)).status).toBe(401);
    expect((await report(api.as('teacher'), w.long, 0)).status).toBe(403);
  });
});

describe('the session of a heartbeat', () => {
  /** Runs `fn` with the session cache's clock moved past its TTL (the cached copies are no longer fresh). */
  async function pastTheCacheTtl<T>(fn: () => Promise<T>): Promise<T> {
    const clock = api.app.sessions.now;
    api.app.sessions.now = () => clock() + api.app.config.SESSION_CACHE_TTL_MS + 1000;
    try {
      return await fn();
    } finally {
      api.app.sessions.now = clock;
    }
  }
  const mateLedger = async (user: number) => {
    const [row] = await api.app.db
      .select({ s: sum(studyLedger.seconds) })
      .from(studyLedger)
      .where(eq(studyLedger.userId, user));
    return Number(row?.s ?? 0);
  };

  it('is read again in the batch, not before it: a session the database ended gets 402 and no credit', async () => {
    const [mate] = await classmates(api, w, 'session-ended', 1);
    if (!mate) throw new Error('no classmate');
    w.at(2000);
    expect((await report(mate.client, w.long, 0, 'tab-session')).status).toBe(200);
    const select = vi.spyOn(api.app.db, 'select');
    try {
      // A cached copy past its TTL lets a heartbeat in without a read of its own: the batch reads the session.
      w.at(2010);
      const live = await pastTheCacheTtl(() => report(mate.client, w.long, 10, 'tab-session'));
      expect(live.body.data.credited).toBe(10);
      expect(select).not.toHaveBeenCalled();
      // Ended by another instance whose broadcast never came: only the database knows.
      await api.app.db
        .update(sessions)
        .set({ endedAt: new Date(), endReason: 'session.ended.forced' })
        .where(eq(sessions.id, mate.sessionId));
      w.at(2020);
      const ended = await pastTheCacheTtl(() => report(mate.client, w.long, 20, 'tab-session'));
      expect(ended.status).toBe(402);
      expect(ended.body.msg).toBe('您已被管理员强制下线');
    } finally {
      select.mockRestore();
    }
    expect(await mateLedger(mate.userId)).toBe(10);
    // The batch told the cache: every other call of that session is refused at once.
    expect((await mate.client.get('/o/v1/users/info')).status).toBe(402);
  });

  it('refuses a session the database no longer has (401), and other calls do not take the cached copy', async () => {
    const [mate] = await classmates(api, w, 'session-gone', 1);
    if (!mate) throw new Error('no classmate');
    w.at(3000);
    expect((await report(mate.client, w.long, 0, 'tab-gone')).status).toBe(200);
    await api.app.db.delete(sessions).where(eq(sessions.id, mate.sessionId));
    w.at(3010);
    const gone = await pastTheCacheTtl(() => report(mate.client, w.long, 10, 'tab-gone'));
    expect(gone.status).toBe(401);
    expect(await mateLedger(mate.userId)).toBe(0);
    // Past its TTL, a cached copy is read again by any call that does not read the session itself.
    const [other] = await classmates(api, w, 'session-other', 1);
    if (!other) throw new Error('no classmate');
    expect((await other.client.get('/o/v1/users/info')).status).toBe(200);
    await api.app.db.delete(sessions).where(eq(sessions.id, other.sessionId));
    expect((await other.client.get('/o/v1/users/info')).status).toBe(200);
    expect((await pastTheCacheTtl(() => other.client.get('/o/v1/users/info'))).status).toBe(401);
  });
});
