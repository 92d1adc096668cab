// What the live tests share: the demo trainer's running class (the demo student's) and its seeded sessions.
import type { LiveClassOption, LiveSessionRow } from '@etp/contracts';
import { expect } from 'vitest';
import type { Api } from '../helpers.ts';

const DAY = 86_400_000;

/** The demo trainer's running class that the demo student is in (it holds the seeded live sessions). */
export async function demoClass(api: Api): Promise<LiveClassOption> {
  const res = await api.as('trainer').get<LiveClassOption[]>('/f/v1/live-sessions/classes');
  expect(res.status).toBe(200);
  const mine = await api.as('student').get<LiveSessionRow[]>('/s/v1/live-sessions');
  const classId = mine.body.data[0]?.class_id;
  const found = res.body.data.find((c) => c.id === classId);
  if (!found) throw new Error('the demo class is not schedulable by the demo trainer');
  return found;
}

/** The seeded sessions of the demo student by state. */
export async function seededSessions(api: Api) {
  const res = await api.as('student').get<LiveSessionRow[]>('/s/v1/live-sessions');
  expect(res.status).toBe(200);
  const by = (state: string) => {
    const found = res.body.data.find((s) => s.state === state);
    if (!found) throw new Error(`no ${state} demo session`);
    return found;
  };
  return { live: by('live'), upcoming: by('upcoming'), ended: by('ended') };
}

/** A session body for the class: `fromNowH` hours ahead, lasting `hours`. */
export const sessionBody = (classId: number, fromNowH = 24, hours = 2, title = '直播测试') => {
  const start = Date.now() + fromNowH * 3_600_000;
  return {
    class_id: classId,
    title,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + hours * 3_600_000).toISOString(),
  };
};

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A trainer of another institution. */
export const OTHER_TRAINER = { username: 'hy_trainer', role: 'trainer' } as const;
/** A student of another class of the same institution. */
export const OTHER_STUDENT = { username: 'student02', role: 'student' } as const;
