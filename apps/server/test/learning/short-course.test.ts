// The demo's short course (issue 28): its content covers its requirement, and its demo student goes from enrolment to
// an eligible result by watching the lesson through, credited heartbeat by heartbeat under the usual rules.
import { LEARNING_API, REPORTING_API, type StudyOutline } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';
import { report, T0 } from './fixtures.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const student = () => api.as({ username: 'short_student', role: 'student' });
const at = (seconds: number) => {
  const now = new Date(T0 + seconds * 1000);
  api.app.learning.records.clock = () => now;
  api.app.learning.reads.clock = () => now;
};

async function outline(): Promise<StudyOutline> {
  const courses = await student().get(LEARNING_API.courses);
  expect(courses.status).toBe(200);
  const mine = courses.body.data.find((c: { name: string }) => c.name === '创业意识快速体验课');
  expect(mine, 'short_student studies the short course').toBeDefined();
  const res = await student().get(LEARNING_API.course(mine.id));
  expect(res.status).toBe(200);
  return res.body.data as StudyOutline;
}

async function myEligibility() {
  const res = await student().get(REPORTING_API.myEligibility);
  expect(res.status).toBe(200);
  const item = res.body.data.find((i: { course_name: string }) => i.course_name === '创业意识快速体验课');
  expect(item).toBeDefined();
  return item as { eligible: boolean; reasons: { code: string }[]; facts: { hours: number } };
}

describe('the demo short course', () => {
  it('holds more video than its requirement: the lengths read from the stored files add up past the 学时 asked', async () => {
    const course = await outline();
    const lessons = course.chapters.flatMap((c) => c.lessons);
    const video = lessons.filter((l) => l.kind === 'video');
    const requiredSeconds = course.required_hours * course.hour_minutes * 60;
    expect(course.required_hours).toBeGreaterThan(0);
    expect(video.length).toBeGreaterThan(0);
    expect(video.reduce((s, l) => s + l.duration_seconds, 0)).toBeGreaterThanOrEqual(requiredSeconds);
    expect(course.duration_seconds).toBeGreaterThanOrEqual(requiredSeconds);
    // The document lesson shows its text.
    expect(lessons.find((l) => l.kind === 'document')?.content).toContain('企业构思');
  });

  it('is not eligible before studying, only for the hours', async () => {
    const before = await myEligibility();
    expect(before.eligible).toBe(false);
    expect(before.reasons.map((r) => r.code)).toEqual(['hours_short']);
  });

  it('becomes eligible once the lesson is watched through, credited only for the time really played', async () => {
    const course = await outline();
    const lesson = course.chapters.flatMap((c) => c.lessons).find((l) => l.kind === 'video')!;
    const requiredSeconds = course.required_hours * course.hour_minutes * 60;
    let clock = 0;
    let credited = 0;
    // Ten seconds of server time per report, as the player sends them; "still there?" answered when asked.
    for (let position = 0; position <= lesson.duration_seconds; position += 10) {
      at(clock);
      const res = await report(student(), lesson.id, position);
      expect(res.body.code).toBe(200);
      credited += res.body.data.credited;
      if (res.body.data.idle_check) {
        clock += 5;
        at(clock);
        expect((await student().post(LEARNING_API.idleAck, { tab: 'tab-aaaaaa' })).status).toBe(200);
        // The report after an answer starts again and earns nothing: play on from here.
        clock += 5;
        at(clock);
        await report(student(), lesson.id, position);
      }
      clock += 10;
      if (position === 2000) expect((await myEligibility()).eligible).toBe(false);
    }
    expect(credited).toBeGreaterThanOrEqual(requiredSeconds);
    expect(credited).toBeLessThanOrEqual(lesson.duration_seconds);
    const after = await myEligibility();
    expect(after.reasons).toEqual([]);
    expect(after.eligible).toBe(true);
    expect(after.facts.hours).toBeGreaterThanOrEqual(course.required_hours);
  }, 120_000);
});
