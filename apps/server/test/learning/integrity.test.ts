// What a cheating student tried (issue 26): reports sent faster than the player's 10 s, a player that never moves, a
// live session as a way around the face check, a replay after the class finished, an idle answer from another tab.
// Each test drives the server clock as the probe did and holds the credit rules of docs/learning.md.
import { LEARNING_API } from '@etp/contracts';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, courses, lessonProgress, liveProgress, studyLedger } from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { classmates, liveSession, report, type World, world } from './fixtures.ts';

let api: Api;
let w: World;
beforeAll(async () => {
  api = await testApp({ STUDY_IDLE_CHECK_MINUTES: '1,1' });
  w = await world(api);
});
afterAll(() => api.close());

type Mate = Awaited<ReturnType<typeof classmates>>[number];
const mate = async (name: string): Promise<Mate> => {
  const [one] = await classmates(api, w, name, 1);
  if (!one) throw new Error('no classmate');
  return one;
};
const ledger = async (userId: number) => {
  const [row] = await api.app.db
    .select({ s: sum(studyLedger.seconds) })
    .from(studyLedger)
    .where(eq(studyLedger.userId, userId));
  return Number(row?.s ?? 0);
};
const liveReport = (m: Mate, live: number, position: number, tab = 'tab-integrity') =>
  m.client.post(LEARNING_API.liveLearningRecord, { live_id: live, position, playing: true, tab });

describe('credit never runs faster than the server clock', () => {
  it('a lesson reported every 0.55 s for 60.5 s earns at most 60 s', async () => {
    const m = await mate('fast-lesson');
    const start = 10_000;
    let credited = 0;
    for (let i = 0; i <= 110; i++) {
      const t = i * 0.55;
      w.at(start + t);
      const res = await report(m.client, w.long, Math.floor(t), 'tab-fast01');
      expect(res.status).toBe(200);
      credited += res.body.data.credited;
    }
    expect(credited).toBeLessThanOrEqual(60);
    expect(credited).toBeGreaterThanOrEqual(58);
    expect(await ledger(m.userId)).toBe(credited);
  });

  it('a live session reported every 0.55 s for 60.5 s earns at most 60 s', async () => {
    const m = await mate('fast-live');
    const live = await liveSession(api, w.classId, 20_000, 3600);
    let credited = 0;
    for (let i = 0; i <= 110; i++) {
      const t = i * 0.55;
      w.at(20_000 + t);
      credited += (await liveReport(m, live, Math.floor(t))).body.data.credited;
    }
    expect(credited).toBeLessThanOrEqual(60);
    expect(credited).toBeGreaterThanOrEqual(58);
  });
});

describe('credit never runs ahead of the position', () => {
  it('a player held at 0 earns no more than the small tolerance, however often it reports', async () => {
    const m = await mate('stuck');
    for (let i = 0; i <= 48; i++) {
      w.at(30_000 + i * 0.5);
      await report(m.client, w.long, 0, 'tab-stuck1');
    }
    expect(await ledger(m.userId)).toBeLessThanOrEqual(2);
  });

  it('a lesson is not completed by credit earned standing still and one report at its end', async () => {
    const m = await mate('unwatched');
    // 60 s lesson: stand at 0 for two minutes of reports, then report the end.
    for (let i = 0; i <= 120; i++) {
      w.at(40_000 + i);
      await report(m.client, w.short, 0, 'tab-unwatch');
    }
    w.at(40_121);
    const end = await report(m.client, w.short, 60, 'tab-unwatch');
    expect(end.body.data.completed).toBe(false);
    const [row] = await api.app.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, m.userId), eq(lessonProgress.lessonId, w.short)));
    expect(row?.completedAt ?? null).toBeNull();
    expect(row?.creditedSeconds ?? 0).toBeLessThanOrEqual(2);
  });

  it('seeking ahead in small steps faster than the clock is sent back (the seek tolerance is not per report)', async () => {
    const m = await mate('hopper');
    w.at(50_000);
    await report(m.client, w.long, 0, 'tab-hopper');
    let position = 0;
    let rewound = 0;
    // Every 0.5 s the player claims 3 s more: six times the clock.
    for (let i = 1; i <= 40; i++) {
      w.at(50_000 + i * 0.5);
      const res = await report(m.client, w.long, position + 3, 'tab-hopper');
      if (res.body.data.rewind_to === null) position += 3;
      else {
        rewound++;
        position = res.body.data.rewind_to;
      }
    }
    expect(rewound).toBeGreaterThan(0);
    const [row] = await api.app.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, m.userId), eq(lessonProgress.lessonId, w.long)));
    // 20 s of server time: the furthest position is no further than that and the 3 s tolerance.
    expect(row?.furthestPosition ?? 0).toBeLessThanOrEqual(23);
  });

  it('a replay held at one position earns no more than the tolerance', async () => {
    const m = await mate('replay-stuck');
    const live = await liveSession(api, w.classId, 60_000, 600);
    for (let i = 0; i <= 40; i++) {
      w.at(61_000 + i * 0.5);
      await liveReport(m, live, 5);
    }
    const [row] = await api.app.db
      .select()
      .from(liveProgress)
      .where(and(eq(liveProgress.userId, m.userId), eq(liveProgress.sessionId, live)));
    expect(row?.replaySeconds ?? 0).toBeLessThanOrEqual(2);
  });
});

describe('the face check at the start of study', () => {
  it('is asked when a tab moves from a live session to a lesson that needs one', async () => {
    const m = await mate('live-then-lesson');
    const live = await liveSession(api, w.classId, 70_000, 3600);
    await api.app.db.update(courses).set({ studyFaceCheck: 1 }).where(eq(courses.id, w.courseId));
    try {
      w.at(70_010);
      await liveReport(m, live, 0, 'tab-switch1');
      w.at(70_020);
      await liveReport(m, live, 10, 'tab-switch1');
      w.at(70_025);
      const first = await report(m.client, w.long, 0, 'tab-switch1');
      expect(first.body.code).toBe(301);
      w.at(70_035);
      const next = await report(m.client, w.long, 10, 'tab-switch1');
      expect(next.body.code).toBe(301);
      expect(next.body.data.credited).toBe(0);
    } finally {
      await api.app.db.update(courses).set({ studyFaceCheck: 0 }).where(eq(courses.id, w.courseId));
    }
  });
});

describe('a finished class', () => {
  it('credits neither its recorded lessons nor its live replays', async () => {
    const m = await mate('finished');
    const live = await liveSession(api, w.classId, 80_000, 600);
    await api.app.db.update(classes).set({ status: 'finished' }).where(eq(classes.id, w.classId));
    try {
      w.at(90_000);
      expect((await report(m.client, w.long, 0, 'tab-finish1')).status).toBe(403);
      const replay = await liveReport(m, live, 0, 'tab-finish1');
      expect(replay.status).toBe(403);
      w.at(90_010);
      expect((await liveReport(m, live, 10, 'tab-finish1')).status).toBe(403);
      expect(await ledger(m.userId)).toBe(0);
    } finally {
      await api.app.db.update(classes).set({ status: 'running' }).where(eq(classes.id, w.classId));
    }
  });
});

describe('the "still there?" answer', () => {
  it('is taken only from the tab that was asked', async () => {
    const m = await mate('idle-tab');
    let asked = false;
    for (let i = 0; i <= 8 && !asked; i++) {
      w.at(100_000 + i * 10);
      asked = (await report(m.client, w.long, i * 10, 'tab-asked1')).body.data.idle_check;
    }
    expect(asked).toBe(true);
    const other = await m.client.post(LEARNING_API.idleAck, { tab: 'tab-other1' });
    expect(other.status).toBe(409);
    const right = await m.client.post(LEARNING_API.idleAck, { tab: 'tab-asked1' });
    expect(right.status).toBe(200);
  });
});
