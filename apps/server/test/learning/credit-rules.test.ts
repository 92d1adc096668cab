// The credit invariants of docs/learning.md, held against random report timings and positions (no database: the
// rules decide in memory exactly as a batch does, crediting.ts on rules.ts):
//   credited x 1000 <= server time elapsed while playing;
//   credited x 1000 <= position advanced + ADVANCE_TOLERANCE_MS (recorded lessons and replays);
//   on first viewing, furthest x 1000 <= server time elapsed + SEEK_TOLERANCE_MS;
//   a completed lesson's furthest position reached its end.
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  creditLesson,
  creditLive,
  type Desk,
  type LessonFacts,
  type LiveFacts,
  type Policy,
} from '../../src/modules/learning/crediting.ts';
import {
  ADVANCE_TOLERANCE_MS,
  END_TOLERANCE_S,
  REPORT_CAP_MS,
  SEEK_TOLERANCE_MS,
} from '../../src/modules/learning/rules.ts';

const T0 = Date.parse('2030-03-04T02:00:00.000Z');
const policy: Policy = {
  dailyLimitSeconds: 8 * 3600,
  dailyLimitMinutes: 480,
  idleCheckMinutes: [600, 600],
  faceCheckMinutes: [600, 600],
  random: () => 0.5,
};

function freshDesk(): Desk {
  return {
    state: {
      userId: 1,
      tab: '',
      target: '',
      playing: 0,
      position: 0,
      lastReportAt: null,
      day: '',
      daySeconds: 0,
      creditedTotal: 0,
      idleDueAt: 36_000,
      idleIssuedAt: null,
      faceDueAt: 36_000,
      faceIssuedAt: null,
      updatedAt: new Date(T0),
      studyCourseId: 0,
      carryMs: 0,
      creditBankMs: ADVANCE_TOLERANCE_MS,
      seekBankMs: SEEK_TOLERANCE_MS,
    },
    stateChanged: false,
    lessons: new Map(),
    lives: new Map(),
    latestPassUs: null,
    credits: [],
  };
}

/** How a cheating or an honest player moves between reports. */
const step = fc.record({
  /** Milliseconds since the previous report: bursts, the player's 10 s, long gaps. */
  dtMs: fc.oneof(
    fc.integer({ min: 0, max: 1_000 }),
    fc.integer({ min: 9_000, max: 11_000 }),
    fc.integer({ min: 0, max: 40_000 }),
  ),
  move: fc.oneof(
    fc.constant({ kind: 'honest' as const }),
    fc.constant({ kind: 'still' as const }),
    fc.record({ kind: fc.constant('jump' as const), by: fc.integer({ min: -120, max: 120 }) }),
  ),
  playing: fc.boolean(),
});

const lesson: LessonFacts = { id: 7, courseId: 3, duration: 300, faceCheck: false };

describe('credit rules (property)', () => {
  test.prop([fc.array(step, { minLength: 1, maxLength: 200 })], { numRuns: 300 })(
    'a recorded lesson never credits faster than the clock, ahead of the position, or completes unwatched',
    (steps) => {
      const desk = freshDesk();
      let now = T0;
      let position = 0;
      let credited = 0;
      let elapsedPlaying = 0;
      let advanced = 0;
      let previous = { at: now, playing: false, position: 0 };
      creditLesson(desk, { position: 0, playing: true, tab: 'tab-prop01' }, lesson, 1, new Date(now), policy);
      previous = { at: now, playing: true, position: 0 };
      for (const { dtMs, move, playing } of steps) {
        now += dtMs;
        if (move.kind === 'honest') position += dtMs / 1000;
        else if (move.kind === 'jump') position = Math.max(0, position + move.by);
        position = Math.min(position, lesson.duration);
        const answer = creditLesson(desk, { position, playing, tab: 'tab-prop01' }, lesson, 1, new Date(now), policy);
        if (previous.playing) elapsedPlaying += Math.min(dtMs, REPORT_CAP_MS);
        const sent = Math.floor(position);
        const accepted = answer.data.rewind_to === null ? sent : answer.data.rewind_to;
        advanced += Math.max(0, sent - previous.position) * 1000;
        credited += answer.data.credited;
        if (answer.data.rewind_to !== null) position = answer.data.rewind_to;
        previous = { at: now, playing, position: accepted };

        expect(credited * 1000).toBeLessThanOrEqual(elapsedPlaying);
        expect(credited * 1000).toBeLessThanOrEqual(advanced + ADVANCE_TOLERANCE_MS);
        const row = desk.lessons.get(lesson.id);
        if (row && !row.completed)
          expect(row.furthestPosition * 1000).toBeLessThanOrEqual(elapsedPlaying + SEEK_TOLERANCE_MS);
        if (row?.completed) expect(row.furthestPosition).toBeGreaterThanOrEqual(lesson.duration - END_TOLERANCE_S);
      }
      expect(desk.credits.reduce((sum, c) => sum + c.seconds, 0)).toBe(credited);
    },
  );

  test.prop([fc.array(step, { minLength: 1, maxLength: 200 }), fc.integer({ min: -600, max: 600 })], { numRuns: 200 })(
    'a live session never credits faster than the clock, nor a replay ahead of its position',
    (steps, opensIn) => {
      const desk = freshDesk();
      const session: LiveFacts = {
        id: 9,
        classId: 1,
        courseId: 3,
        startsAt: new Date(T0 + opensIn * 1000),
        endsAt: new Date(T0 + (opensIn + 900) * 1000),
      };
      let now = T0;
      let position = 0;
      let credited = 0;
      let elapsedPlaying = 0;
      let replayAdvanced = 0;
      let replayCredited = 0;
      let previous = { playing: true, position: 0 };
      creditLive(desk, { position: 0, playing: true, tab: 'tab-prop02' }, session, new Date(now), policy);
      for (const { dtMs, move, playing } of steps) {
        now += dtMs;
        if (move.kind === 'honest') position += dtMs / 1000;
        else if (move.kind === 'jump') position = Math.max(0, position + move.by);
        const answer = creditLive(desk, { position, playing, tab: 'tab-prop02' }, session, new Date(now), policy);
        if (previous.playing) elapsedPlaying += Math.min(dtMs, REPORT_CAP_MS);
        credited += answer.data.credited;
        if (answer.data.live_phase === 'replay') {
          replayAdvanced += Math.max(0, Math.floor(position) - previous.position) * 1000;
          replayCredited += answer.data.credited;
        }
        previous = { playing, position: Math.floor(position) };
        expect(credited * 1000).toBeLessThanOrEqual(elapsedPlaying);
        expect(replayCredited * 1000).toBeLessThanOrEqual(replayAdvanced + ADVANCE_TOLERANCE_MS);
        expect(credited).toBeLessThanOrEqual(900);
      }
    },
  );
});
